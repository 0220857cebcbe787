#include "kayles_outcome.hpp"

#include <algorithm>
#include <chrono>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <thread>
#include <vector>

#include "kayles_fact_log.hpp"
#include "kayles_outcome_checkpoint.hpp"
#include "kayles_outcome_proof.hpp"
#include "kayles_proof_pipeline.hpp"
#include "kayles_outcome_search.hpp"
#include "proof_sink.hpp"

namespace nimcert {

namespace {

using namespace kayles;

// The search first, on every thread: the main thread (lane 0) computes the value of each
// component of the graph, helpers search the same tree in rotated orders and share what they
// settle through the cache; when the main thread has the value, the helpers stop. Then the
// proof pass, on the main thread alone, writes the certificate from facts (kayles_outcome_proof.hpp).
// With two threads or more and a graph of one component (run_beside), the proof pass runs on
// the second thread beside the search instead (kayles_proof_pipeline.hpp): the same bytes.
template <int W>
class OutcomeSolve {
public:
    OutcomeSolve(const KaylesGraph& g, const OutcomeOptions& opt, OutcomeStats& stats)
        : g_(g), opt_(opt), stats_(stats), memory_(opt.memory ? opt.memory : kayles_default_memory()),
          cache_(memory_ / 3), main_(g, opt_, cache_, counters_, nullptr, 0) {
        main_.tick = [this] {
            report();
            if (opt_.progress) opt_.progress(stats_);
            if (!opt_.checkpoint.empty() && seconds_since(last_save_) >= std::max(opt_.checkpoint_seconds, 10 * save_seconds_))
                save_checkpoint();
        };
    }

    // The whole graph, or (class_shape) the one component class it names (a shard): its value
    // (heap < 0), or whether its value is `heap` (1 if so, else 0).
    unsigned run(ProofSink* sink, const std::string* class_shape, int heap) {
        std::vector<OutcomePart<W>> roots;
        if (class_shape) {
            Shape<W> s;
            std::array<std::uint8_t, kMaxCells> vertex_of_local;
            if (!parse_shape_text(*class_shape, s) || !main_.fits(s))
                throw std::invalid_argument("'" + *class_shape + "' is not a shape (HxW:hex) that fits " + g_.description);
            main_.split(main_.embed(s, vertex_of_local), roots);
            if (roots.size() != 1 || main_.small(roots[0]) || !(roots[0].nf == s))
                throw std::invalid_argument("'" + *class_shape + "' is not the normal form of a connected component of " + g_.description +
                                            " with more than --small-cells (" + std::to_string(opt_.small_cells) + ") cells");
        } else {
            main_.split(main_.positions().all(), roots);
        }
        if (!opt_.checkpoint.empty()) load_checkpoint();
        // --memory's shares: the cache a third, the written-claims table 3/8, the memos of small
        // components a sixteenth and of heap-0 answers a 64th (kayles_outcome_search.hpp), the
        // fact log's run buffer a sixteenth (given back before its merge), the archive's index a
        // 32nd and its entries, kept in memory if they fit, an eighth: 0.94 of it at most.
        if (sink && opt_.fact_log) {  // only a proof pass reads it
            log_ = std::make_unique<FactLog>(memory_ / 16, memory_ / 32, memory_ / 8);
            main_.log_to(log_.get());
        }
        try {
            return run_passes(sink, roots, class_shape != nullptr, heap);
        } catch (const KaylesInterrupted&) {
            if (!opt_.checkpoint.empty()) save_checkpoint();  // the helpers have stopped
            throw;
        }
    }

private:
    using Clock = std::chrono::steady_clock;
    static double seconds_since(Clock::time_point t) { return std::chrono::duration<double>(Clock::now() - t).count(); }

    void load_checkpoint() {
        const auto entries = load_outcome_checkpoint(g_, opt_.checkpoint);
        for (const auto& e : entries) cache_.restore(e);
        if (!entries.empty() && opt_.note)
            opt_.note("resumed from " + opt_.checkpoint + ": " + std::to_string(entries.size()) + " facts");
    }

    void save_checkpoint() {
        const auto t = Clock::now();
        const std::size_t n = save_outcome_checkpoint(g_, cache_, opt_.checkpoint, memory_ / 8 / 16);
        save_seconds_ = seconds_since(t);
        last_save_ = Clock::now();
        if (opt_.note) opt_.note("checkpoint " + opt_.checkpoint + " saved: " + std::to_string(n) + " facts");
    }

    unsigned run_passes(ProofSink* sink, const std::vector<OutcomePart<W>>& roots, bool shard, int heap) {
        // (a root of at most --zero-cells cells is decided at heap 0 without the root's moves: the
        // pipeline, which follows them, would wait for nothing)
        if (sink && opt_.threads >= 2 && !shard && roots.size() == 1 && !main_.small(roots[0]) && !main_.zero_decided(roots[0]) &&
            !(main_.mirrors() && main_.positions().find_mirror(roots[0].nf) >= 0))
            return run_beside(*sink, roots);
        const auto t0 = std::chrono::steady_clock::now();
        std::atomic<bool> quit{false};
        std::vector<std::thread> helpers;
        start_helpers(1, roots, heap, quit, helpers);
        unsigned value = 0;
        try {
            for (const auto& p : roots) value ^= heap < 0 ? main_.value(p) : unsigned(main_.outcome(p, unsigned(heap)));
        } catch (...) {
            quit = true;
            for (auto& h : helpers) h.join();
            throw;
        }
        quit = true;
        for (auto& h : helpers) h.join();
        report();
        if (!opt_.checkpoint.empty()) save_checkpoint();  // a rerun skips the search
        const auto t1 = std::chrono::steady_clock::now();
        stats_.search_seconds = std::chrono::duration<double>(t1 - t0).count();
        if (sink) {
            archive(main_, true);
            prove(*sink, roots, value, shard, heap);
        }
        stats_.proof_seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t1).count();
        return value;
    }

    // The search and the proof pass at once (kayles_proof_pipeline.hpp): the main thread
    // searches the root's moves; the second thread writes the proof behind it and, when it has
    // caught up, searches the next root move nobody has taken; further threads search as in
    // run_passes.
    unsigned run_beside(ProofSink& sink, const std::vector<OutcomePart<W>>& roots) {
        const OutcomePart<W>& root = roots[0];
        const auto t0 = std::chrono::steady_clock::now();
        std::atomic<bool> quit{false}, stop_writing{false};
        RootFront front(std::size_t(root.cells));
        OutcomeSearch<W> scribe(g_, opt_, cache_, counters_, &stop_writing, -1);  // the second thread's searches (stopped if the main thread fails)
        scribe.log_to(log_.get());
        ProofWriter<W> writer(scribe, memory_ / 8 * 3);
        writer.track(root);
        writer.tick = [this] {
            if (!writing_alone_.load(std::memory_order_acquire)) return;  // the main thread reports
            report();
            if (opt_.progress) opt_.progress(stats_);
        };
        RootPipeline<W> pipe(writer, scribe, root, front);
        std::exception_ptr failed;  // the second thread's (the other helpers fail quietly, as in run_passes)
        std::vector<std::thread> helpers;
        helpers.emplace_back([&] {
            try {
                while (!stop_writing.load(std::memory_order_relaxed) && !pipe.finished())
                    if (!pipe.advance() && !scribe.help_root(pipe.moves(), front))
                        std::this_thread::sleep_for(std::chrono::microseconds(50));
            } catch (...) {
                failed = std::current_exception();
            }
            front.abandoned.store(true, std::memory_order_release);
        });
        start_helpers(2, roots, -1, quit, helpers);
        unsigned value = 0;
        main_.front = &front;
        try {
            value = main_.value(root);
        } catch (...) {
            main_.front = nullptr;
            quit = stop_writing = true;
            for (auto& h : helpers) h.join();
            throw;
        }
        main_.front = nullptr;
        front.finish(value);
        quit = true;
        const auto t1 = std::chrono::steady_clock::now();
        stats_.search_seconds = std::chrono::duration<double>(t1 - t0).count();
        report();
        if (!opt_.checkpoint.empty()) save_checkpoint();  // a rerun skips the search
        stats_.proving = true;
        writer_ = &writer;
        writing_alone_.store(true, std::memory_order_release);
        archive(scribe, false);  // while the writer goes on alone, with what the cache holds
        for (auto& h : helpers) h.join();
        writing_alone_ = false;
        if (failed) std::rethrow_exception(failed);
        if (pipe.value() != value) throw std::logic_error("Node-Kayles outcome proof: the proof's value differs from the search's");
        emit(sink, writer, nullptr, value, -1);
        stats_.proof_seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t1).count();
        return value;
    }

    // Helper threads `from`..threads-1: each searches the roots in its lane's order (their value,
    // or whether it is `heap`) and shares what it settles through the cache, until told to quit.
    void start_helpers(unsigned from, const std::vector<OutcomePart<W>>& roots, int heap, const std::atomic<bool>& quit,
                       std::vector<std::thread>& helpers) {
        for (unsigned t = from; t < opt_.threads; ++t)
            helpers.emplace_back([this, &roots, &quit, heap, t] {
                try {
                    OutcomeSearch<W> helper(g_, opt_, cache_, counters_, &quit, int(t));
                    helper.log_to(log_.get());
                    for (const auto& p : roots) heap < 0 ? helper.value(p) : unsigned(helper.outcome(p, unsigned(heap)));
                } catch (...) {  // told to quit, interrupted, or out of memory: the main thread decides
                }
            });
    }

    void report() {
        stats_.nodes = counters_.nodes.load() + main_.nodes() % 0x4000;
        stats_.small = main_.small_evaluated();
        stats_.main_nodes = main_.nodes();
        stats_.entries = cache_.stored();
        stats_.capacity = cache_.capacity();
        stats_.cache_bytes = cache_.bytes();
        if (writer_) stats_.claims = writer_->counts().total();
        stats_.root = writer_ ? writer_->root() : main_.root();
    }

    // The search is over: its facts sorted into the archive, which `reader` (the proof pass's
    // search object) consults from now on.
    // `alone`: the reader is this thread's (its positions searched by the proof pass are counted;
    // the pipeline's writer is another thread's, which searched before and goes on meanwhile).
    void archive(OutcomeSearch<W>& reader, bool alone) {
        if (alone) proof_start_nodes_ = reader.nodes(), proof_reader_ = &reader;
        if (!log_) return;
        main_.flush_log();
        const FactArchive* archive = log_->finish();
        if (!archive) {
            stats_.fact_log_given_up = true;
            if (opt_.note) opt_.note("fact log given up (" + log_->why() + "): the proof pass searches again what the cache lost");
            return;
        }
        const FactArchive& a = *archive;
        reader.consult(&a);
        stats_.facts_logged = log_->facts();
        stats_.facts_archived = a.entries();
        stats_.fact_disk_bytes = log_->peak_disk_bytes();
        stats_.fact_merge_seconds = log_->merge_seconds();
        if (opt_.note)
            opt_.note("fact log: " + std::to_string(log_->facts()) + " facts logged, " + std::to_string(a.entries()) + " distinct in the archive, " +
                      std::to_string(log_->peak_disk_bytes() >> 20) + " MiB of temporary disk at the peak, merged in " +
                      std::to_string(int(log_->merge_seconds() + 0.5)) + " s");
    }

    void prove(ProofSink& sink, const std::vector<OutcomePart<W>>& roots, unsigned value, bool shard, int heap) {
        stats_.proving = true;
        ProofWriter<W> writer(main_, memory_ / 8 * 3);
        writer_ = &writer;
        writer.tick = main_.tick;
        if (!roots.empty())  // the largest component's progress stands for the whole
            writer.track(*std::max_element(roots.begin(), roots.end(), [](const auto& a, const auto& b) { return a.cells < b.cells; }));
        if (heap >= 0) {
            writer.outcome(roots[0], unsigned(heap), value == 1);
        } else {
            unsigned check = 0;
            for (const auto& p : roots) check ^= writer.value(p);
            if (check != value) throw std::logic_error("Node-Kayles outcome proof: the proof's value differs from the search's");
        }
        emit(sink, writer, shard ? &roots[0] : nullptr, value, heap);
    }

    // The counts into the stats, and the spooled records into the certificate (of a shard's
    // claim about `shard`, or of the graph's value).
    void emit(ProofSink& sink, ProofWriter<W>& writer, const OutcomePart<W>* shard, unsigned value, int heap) {
        const ProofCounts& c = writer.counts();
        stats_.p = c.p, stats_.n = c.n, stats_.mirrors = c.mirrors;
        stats_.claims = c.total();
        stats_.claim_bytes = writer.claim_bytes();
        if (proof_reader_) stats_.proof_nodes = proof_reader_->nodes() - proof_start_nodes_;
        if (log_ && log_->archive()) stats_.fact_lookups = log_->archive()->lookups(), stats_.fact_hits = log_->archive()->hits();
        report();
        writer_ = nullptr;
        sink.kayles_game(main_.positions().graph().description);
        sink.kayles_claims_begin(writer.spool().count(), unsigned(opt_.small_cells), unsigned(opt_.zero_cells));
        KaylesClass kc;
        KaylesClaim kl;
        writer.spool().replay([&](const SpooledRecord<W>& r) {
            const std::string shape = shape_text(r.shape);
            if (r.kind == SpooledRecord<W>::P || r.kind == SpooledRecord<W>::N) {
                kl.shape = shape, kl.p = r.kind == SpooledRecord<W>::P, kl.h = r.h;
                kl.witness = r.kind == SpooledRecord<W>::N ? int(r.witness) : -1;
                sink.kayles_claim(kl);
                return;
            }
            kc.shape = shape;
            kc.cells = unsigned(r.shape.bits.count());
            kc.value = r.h;
            kc.witnesses.clear();
            kc.mirror.clear();
            std::vector<int>& list = r.kind == SpooledRecord<W>::Mirror ? kc.mirror : kc.witnesses;
            list.assign(r.cells.begin(), r.cells.end());
            sink.kayles_class(kc);
        });
        if (shard) sink.kayles_proves(shape_text(shard->nf), heap < 0 || value == 1, heap < 0 ? value : unsigned(heap));
        else sink.kayles_value(value);
        sink.finish();
    }

    const KaylesGraph& g_;
    OutcomeOptions opt_;
    OutcomeStats& stats_;
    std::size_t memory_;
    OutcomeCache cache_;
    OutcomeCounters counters_;
    std::unique_ptr<FactLog> log_;  // the search's facts, for the proof pass (opt.fact_log); outlives the search objects, which flush into it
    OutcomeSearch<W> main_;
    const ProofWriter<W>* writer_ = nullptr;  // during the proof pass
    const OutcomeSearch<W>* proof_reader_ = nullptr;  // the proof pass's search object
    std::size_t proof_start_nodes_ = 0;               // its positions when the proof pass began
    std::atomic<bool> writing_alone_{false};  // run_beside: the search is over, the writer reports
    Clock::time_point last_save_ = Clock::now();
    double save_seconds_ = 0;  // how long the last checkpoint took to save
};

template <int W>
unsigned solve(const KaylesGraph& g, const OutcomeOptions& opt, ProofSink* sink, OutcomeStats& stats, const std::string* class_shape,
               int heap) {
    OutcomeSolve<W> s(g, opt, stats);
    return s.run(sink, class_shape, heap);
}

}  // namespace

OutcomeOptions::ChooseOrder parse_choose_order(const std::string& word) {
    if (word == "turns") return OutcomeOptions::ChooseOrder::kTurns;
    if (word == "heap") return OutcomeOptions::ChooseOrder::kHeapFirst;
    throw std::invalid_argument("--choose takes turns or heap, not '" + word + "'");
}

OutcomeOptions::WitnessRule parse_witness_rule(const std::string& word) {
    if (word == "cheap") return OutcomeOptions::WitnessRule::kCheapFirst;
    if (word == "first") return OutcomeOptions::WitnessRule::kFirstWinning;
    throw std::invalid_argument("--witness takes cheap or first, not '" + word + "'");
}

std::size_t kayles_default_memory() {
    std::ifstream in("/proc/meminfo");
    std::string line;
    while (std::getline(in, line)) {
        std::istringstream words(line);
        std::string key;
        std::size_t kb = 0;
        if (words >> key >> kb && key == "MemAvailable:") return kb / 8 * 5 * 1024;
    }
    return std::size_t(1) << 30;
}

namespace {

unsigned solve_any(const KaylesGraph& g, const OutcomeOptions& opt, ProofSink* sink, OutcomeStats& stats, const std::string* class_shape,
                   int heap) {
    if (opt.small_cells < 0 || opt.small_cells > kayles::kMaxSmallCells)
        throw std::invalid_argument("small components have 0 to " + std::to_string(kayles::kMaxSmallCells) + " cells");
    if (opt.zero_cells < 0 || opt.zero_cells > kayles::kMaxZeroCells)
        throw std::invalid_argument("components decided at heap 0 by a search have 0 to " + std::to_string(kayles::kMaxZeroCells) + " cells");
    if (g.n <= 64) return solve<1>(g, opt, sink, stats, class_shape, heap);
    if (g.n <= 128) return solve<2>(g, opt, sink, stats, class_shape, heap);
    if (g.n <= 192) return solve<3>(g, opt, sink, stats, class_shape, heap);
    if (g.n <= 256) return solve<4>(g, opt, sink, stats, class_shape, heap);
    throw std::invalid_argument("graphs of more than 256 vertices are not supported");
}

}  // namespace

unsigned kayles_outcome_solve(const KaylesGraph& g, const OutcomeOptions& opt, ProofSink* sink, OutcomeStats& stats) {
    return solve_any(g, opt, sink, stats, nullptr, -1);
}

unsigned kayles_outcome_solve_class(const KaylesGraph& g, const std::string& shape, int heap, const OutcomeOptions& opt, ProofSink* sink,
                                    OutcomeStats& stats) {
    if (heap > 511) throw std::invalid_argument("a heap of 0 to 511");
    return solve_any(g, opt, sink, stats, &shape, heap);
}

}  // namespace nimcert
