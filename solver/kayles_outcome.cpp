#include "kayles_outcome.hpp"

#include <algorithm>
#include <vector>

#include "kayles_full_table.hpp"
#include "kayles_outcome_table.hpp"
#include "proof_sink.hpp"

namespace nimcert {

namespace {

using namespace kayles;

// The search. outcome(X, h) decides whether X + *h is a second-player win (G(X) = h) for one
// component X: a first player wins by a move of X to a position of value h (one witness: an N
// claim), or by moving the heap to h' < h when G(X) = h'; otherwise every move loses (a P claim,
// which is G(X) = h). An option splits into components; all but the largest unvalued one get
// their exact values (small ones from the full-table engine, large ones by outcome(·, 0), (·, 1),
// ... in turn), and the sum rule reduces the option to that one component with heap h xor the
// others' values. Proof extraction then walks the proof from the root and writes only the
// claims it needs, each after the claims it uses (certs/FORMAT.md, "Outcome claims").
template <int W>
class OutcomeSearch {
public:
    OutcomeSearch(const KaylesGraph& g, const OutcomeOptions& opt, OutcomeStats& stats)
        : small_(g, small_options(opt)), pos_(small_.positions()), opt_(opt), stats_(stats),
          mirrors_(opt.use_mirrors && g.frame != KaylesFrame::Graph) {}

    unsigned value_of_graph() {
        unsigned x = 0;
        for (const Part& p : parts(pos_.all())) x ^= value(p);
        return x;
    }

    void write(ProofSink& sink, unsigned value) {
        for (const Part& p : parts(pos_.all())) emit_value(p);
        sink.kayles_game(pos_.graph().description);
        sink.kayles_claims_begin(records_.size());
        KaylesClass c;
        KaylesClaim k;
        for (const Record& r : records_) {
            const std::string shape = shape_text(r.shape);
            if (r.kind == Record::P || r.kind == Record::N) {
                k.shape = shape, k.p = r.kind == Record::P, k.h = r.h, k.witness = r.kind == Record::N ? int(r.extra) : -1;
                sink.kayles_claim(k);
                continue;
            }
            c.shape = shape;
            c.cells = unsigned(r.shape.bits.count());
            c.value = r.h;
            c.witnesses.clear();
            c.mirror.clear();
            std::vector<int>& list = r.kind == Record::Mirror ? c.mirror : c.witnesses;
            const unsigned n = r.kind == Record::Mirror ? c.cells : r.h;
            for (unsigned i = 0; i < n; ++i) list.push_back(pool_[r.extra + i]);
            sink.kayles_class(c);
        }
        sink.kayles_value(value);
        sink.finish();
        stats_.entries = table_.size();
    }

private:
    struct Part {  // one component of a position, with its normal form
        Bits<W> bits;
        Shape<W> nf;
        int cells = 0;
    };
    struct Record {  // one line of the certificate, in the order written
        enum Kind : std::uint8_t { Mex, Mirror, P, N } kind;
        std::uint16_t h;     // P, N: the heap; Mex: the value
        std::uint32_t extra;  // N: the witness; Mex, Mirror: the offset of its cells in pool_
        Shape<W> shape;
    };

    static KaylesOptions small_options(const OutcomeOptions& opt) {
        KaylesOptions o;
        o.use_mirrors = opt.use_mirrors;
        o.stop = opt.stop;
        return o;
    }

    bool small(const Part& p) const { return p.cells <= opt_.exact_cells; }

    std::vector<Part> parts(const Bits<W>& position) const {
        std::vector<Part> out;
        for (Bits<W> rest = position; rest.any();) {
            Part p;
            p.bits = pos_.component(rest, rest.lowest());
            rest = rest.minus(p.bits);
            CellList cells;
            int H = 0, Wd = 0;
            p.nf = pos_.normal_form(p.bits, cells, H, Wd, nullptr);
            p.cells = p.bits.count();
            out.push_back(p);
        }
        return out;
    }

    // The value if known without searching (small components are valued on the spot), else -1.
    int known(const Part& p) {
        if (small(p)) return int(small_.value_of_component(p.bits, p.nf));
        const OutcomeEntry<W>* e = table_.find(p.nf, kValueTag);
        return e ? int(e->value) : -1;
    }

    unsigned value(const Part& p) {
        const int v = known(p);
        if (v >= 0) return unsigned(v);
        for (unsigned h = 0;; ++h)
            if (outcome(p, h)) return h;
    }

    // The component a move leaves unvalued: the one without a known value if there is one such,
    // else the last of the largest (the others are then valued, which is the expensive part).
    std::size_t unvalued(const std::vector<Part>& ps) {
        std::size_t j = ps.size(), unknown = 0;
        for (std::size_t i = 0; i < ps.size(); ++i)
            if (known(ps[i]) < 0) {
                ++unknown;
                if (j == ps.size() || ps[i].cells >= ps[j].cells) j = i;
            }
        return unknown == 0 ? ps.size() : j;
    }

    // True iff X + *h is a second-player win, i.e. G(X) = h.
    bool outcome(const Part& x, unsigned h) {
        const int v = known(x);
        if (v >= 0) return unsigned(v) == h;
        if (h > 511) throw std::logic_error("Node-Kayles outcome search: a heap above 511");
        if (const OutcomeEntry<W>* e = table_.find(x.nf, std::uint16_t(h))) {
            (void)e;
            return false;  // only N claims are stored under a heap
        }
        if (mirrors_ && mirrored(x)) return h == 0;
        if (opt_.stop && opt_.stop->load(std::memory_order_relaxed)) throw KaylesInterrupted{};
        if ((++stats_.nodes & 0xffff) == 0 && opt_.progress) {
            stats_.entries = table_.size();
            opt_.progress(stats_);
        }
        // Moves that leave the fewest vertices first (they reach a P position soonest). A first
        // pass decides what it can from what is known (values, N claims, mirror-symmetric
        // options: the second player's mirroring reply); the rest are searched in that order.
        std::vector<std::pair<int, int>> order;  // (vertices left, vertex)
        x.bits.each([&](int u) { order.emplace_back(x.bits.minus(pos_.closed(u)).count(), u); });
        std::stable_sort(order.begin(), order.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
        std::vector<int> open;
        for (const auto& [left, u] : order) {
            const std::vector<Part> ps = parts(x.bits.minus(pos_.closed(u)));
            unsigned others = 0;
            int unknown = -1, unknowns = 0;
            for (std::size_t i = 0; i < ps.size(); ++i) {
                const int v = known(ps[i]);
                if (v >= 0) others ^= unsigned(v);
                else unknown = int(i), ++unknowns;
            }
            if (unknowns == 0) {
                if (others == h) return win(x, h, u);
                continue;
            }
            if (unknowns == 1) {
                const Part& d = ps[std::size_t(unknown)];
                if (table_.find(d.nf, std::uint16_t(h ^ others))) continue;  // N known: refuted
                if (h == others && mirrors_ && mirrored(d)) return win(x, h, u);
            }
            open.push_back(u);
        }
        for (const int u : open) {
            const std::vector<Part> ps = parts(x.bits.minus(pos_.closed(u)));
            const std::size_t j = unvalued(ps);
            unsigned others = 0;
            for (std::size_t i = 0; i < ps.size(); ++i)
                if (i != j) others ^= value(ps[i]);
            if (j == ps.size() ? others == h : outcome(ps[j], h ^ others)) return win(x, h, u);
        }
        for (unsigned lower = 0; lower < h; ++lower)  // the heap's moves
            if (outcome(x, lower)) return false;      // G(X) = lower, now in the table
        OutcomeEntry<W>& e = table_.insert(x.nf, kValueTag);
        e.value = std::uint16_t(h);
        return true;
    }

    // A mirror involution of x (theorem `mirror-strategy`): then G(x) = 0, recorded as its value.
    bool mirrored(const Part& x) {
        const std::int32_t id = pos_.find_mirror(x.nf);
        if (id < 0) return false;
        OutcomeEntry<W>& e = table_.insert(x.nf, kValueTag);
        e.value = 0;
        e.mirror = std::int16_t(id);
        return true;
    }

    bool win(const Part& x, unsigned h, int vertex) {
        OutcomeEntry<W>& e = table_.insert(x.nf, std::uint16_t(h));
        e.witness = std::uint8_t(local_index(x, vertex));
        return false;
    }

    // Calls f(vertex, index) for the cells of x, index in the numbering of x's normal form (the
    // certificate's cells 0..k-1).
    template <class F>
    void each_local_index(const Part& x, F f) const {
        CellList cells;
        int H = 0, Wd = 0, id = 0;
        const Shape<W> key = pos_.normal_form(x.bits, cells, H, Wd, &id);
        int k = 0;
        x.bits.each([&](int u) { f(u, pos_.local_index(key, cells, k++, H, Wd, id, u)); });
    }
    int local_index(const Part& x, int vertex) const {
        int found = -1;
        each_local_index(x, [&](int u, int local) { found = u == vertex ? local : found; });
        return found;
    }
    int vertex_of(const Part& x, int local) const {
        int found = -1;
        each_local_index(x, [&](int u, int l) { found = l == local ? u : found; });
        return found;
    }

    // --- proof extraction --------------------------------------------------------------------
    bool value_emitted(const Part& p) {
        const OutcomeEntry<W>* e = table_.find(p.nf, kValueTag);
        return e && e->emitted;
    }

    // Writes (once) the records that give p's class its value: a value or mirror record for a
    // small component, P(X, G) for a large one.
    void emit_value(const Part& p) {
        OutcomeEntry<W>* e = table_.find(p.nf, kValueTag);
        if (e && e->emitted) return;
        if (small(p)) {
            emit_exact(p);
            return;
        }
        if (!e) throw std::logic_error("Node-Kayles outcome search: a needed value was never found");
        if (e->mirror >= 0) {
            Record r{Record::Mirror, 0, std::uint32_t(pool_.size()), p.nf};
            for (int j : pos_.mirror_permutation(p.nf, e->mirror)) pool_.push_back(std::uint8_t(j));
            e->emitted = 1;
            records_.push_back(r);
            ++stats_.mirrors;
            return;
        }
        emit_p(p, e->value);
    }

    void emit_exact(const Part& p) {
        const Slot<W>* slot = small_.record_of(p.nf);
        if (!slot) throw std::logic_error("Node-Kayles outcome search: a small component was never valued");
        Record r{slot->mirrored ? Record::Mirror : Record::Mex, std::uint16_t(slot->value), std::uint32_t(pool_.size()), p.nf};
        if (slot->mirrored) {
            for (int j : pos_.mirror_permutation(p.nf, int(slot->ref))) pool_.push_back(std::uint8_t(j));
            ++stats_.mirrors;
        } else {
            p.bits.each([&](int u) {
                for (const Part& q : parts(p.bits.minus(pos_.closed(u)))) emit_value(q);
            });
            r.extra = std::uint32_t(pool_.size());
            const std::uint8_t* w = small_.witnesses_of(*slot);
            pool_.insert(pool_.end(), w, w + slot->value);
            ++stats_.mex;
            ++stats_.exact;
        }
        mark(p, slot->value);
        records_.push_back(r);
    }

    void mark(const Part& p, unsigned value) {
        OutcomeEntry<W>* e = table_.find(p.nf, kValueTag);
        if (!e) e = &table_.insert(p.nf, kValueTag), e->value = std::uint16_t(value);
        e->emitted = 1;
    }

    void emit_p(const Part& x, unsigned h) {
        for (unsigned lower = 0; lower < h; ++lower) emit_n(x, lower);
        x.bits.each([&](int u) {
            const std::vector<Part> ps = parts(x.bits.minus(pos_.closed(u)));
            // The checker needs every component valued, or all but one valued and N(that one,
            // h xor the others' values). The search left at most one without a value; where it
            // proved an N claim for a component whose value is not written yet, that claim is
            // cheaper than the value's proof.
            std::vector<int> v(ps.size());
            std::size_t unknown = ps.size(), j = ps.size();
            unsigned all = 0;
            for (std::size_t i = 0; i < ps.size(); ++i) {
                v[i] = known(ps[i]);
                if (v[i] < 0) {
                    if (unknown < ps.size()) throw std::logic_error("Node-Kayles outcome search: two unvalued components");
                    unknown = i;
                } else {
                    all ^= unsigned(v[i]);
                }
            }
            if (unknown < ps.size()) {
                j = unknown;
            } else {
                for (std::size_t i = 0; i < ps.size(); ++i)  // an N claim already proved, largest first
                    if (!small(ps[i]) && !value_emitted(ps[i]) && table_.find(ps[i].nf, std::uint16_t(h ^ all ^ unsigned(v[i]))) &&
                        (j == ps.size() || ps[i].cells >= ps[j].cells))
                        j = i;
            }
            for (std::size_t i = 0; i < ps.size(); ++i)
                if (i != j) emit_value(ps[i]);
            if (j < ps.size() && !value_emitted(ps[j])) {
                const unsigned others = unknown < ps.size() ? all : all ^ unsigned(v[j]);
                emit_n(ps[j], h ^ others);
            }
        });
        mark(x, h);
        records_.push_back(Record{Record::P, std::uint16_t(h), 0, x.nf});
        ++stats_.p;
    }

    void emit_n(const Part& x, unsigned h) {
        OutcomeEntry<W>* e = table_.find(x.nf, std::uint16_t(h));
        if (!e) throw std::logic_error("Node-Kayles outcome search: a needed N claim was never proved");
        if (e->emitted) return;
        const int vertex = vertex_of(x, e->witness);
        for (const Part& q : parts(x.bits.minus(pos_.closed(vertex)))) emit_value(q);
        e = table_.find(x.nf, std::uint16_t(h));  // emit_value may have grown the table
        e->emitted = 1;
        records_.push_back(Record{Record::N, std::uint16_t(h), e->witness, x.nf});
        ++stats_.n;
    }

    Engine<W> small_;
    const Positions<W>& pos_;
    OutcomeOptions opt_;
    OutcomeStats& stats_;
    const bool mirrors_;
    OutcomeTable<W> table_;
    std::vector<Record> records_;
    std::vector<std::uint8_t> pool_;
};

template <int W>
unsigned solve(const KaylesGraph& g, const OutcomeOptions& opt, ProofSink* sink, OutcomeStats& stats) {
    OutcomeSearch<W> search(g, opt, stats);
    const unsigned value = search.value_of_graph();
    if (sink) search.write(*sink, value);
    return value;
}

}  // namespace

unsigned kayles_outcome_solve(const KaylesGraph& g, const OutcomeOptions& opt, ProofSink* sink, OutcomeStats& stats) {
    if (g.n <= 64) return solve<1>(g, opt, sink, stats);
    if (g.n <= 128) return solve<2>(g, opt, sink, stats);
    if (g.n <= 192) return solve<3>(g, opt, sink, stats);
    if (g.n <= 256) return solve<4>(g, opt, sink, stats);
    throw std::invalid_argument("graphs of more than 256 vertices are not supported");
}

}  // namespace nimcert
