// The outcome search: decides G(X) = h (X + *h is a second-player win) for a component class X
// and a nim heap h, by alpha-beta over the moves of X and of the heap, with a bounded cache
// (kayles_outcome_cache.hpp). It decides facts only; the proof is written afterwards by
// kayles_outcome_proof.hpp, which asks this search for the facts it needs.
//
// The order of a class's moves depends on the class only, never on the cache or the thread: a
// class is always expanded from its normal form laid on the board (`embed`), its moves sorted by
// the number of vertices they leave (fewest first: most forcing), then by the cell's index in the
// normal form. The board's witness of N(X, h) in the proof is the first winning move in that
// order, and the search looks for it in that order too, so the facts the proof asks for are the
// ones the search has just found (usually still in the cache). At the top --choose-plies plies,
// X + *h with h > 0 is decided by the board's moves and the heap's in turns (choose()), or the
// heap's first (--choose heap), and where the heap's move won the proof writes X's value
// instead (kayles_outcome_shared.hpp, HeapWitnesses): that choice depends on what the cache held
// and on which thread decided X (certs/FORMAT.md).
#pragma once

#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <cstddef>
#include <functional>
#include <limits>
#include <stdexcept>
#include <thread>
#include <vector>

#include "kayles_engine.hpp"
#include "kayles_fact_log.hpp"
#include "kayles_outcome.hpp"
#include "kayles_outcome_cache.hpp"
#include "kayles_outcome_shared.hpp"
#include "kayles_positions.hpp"
#include "kayles_small_values.hpp"
#include "kayles_zero_memo.hpp"

namespace nimcert::kayles {

// One level deeper in a recursion while in scope, also when it throws (the search's depth, the
// proof pass's).
struct Deeper {
    int& d;
    explicit Deeper(int& depth) : d(depth) { ++d; }
    ~Deeper() { --d; }
};

// One component of a position: its cells on the board, its normal form and the form's hash (not
// for a small component: the checker values it by the definition, no record names it).
template <int W>
struct OutcomePart {
    Bits<W> bits;
    Shape<W> nf;
    ClassKey key;
    int cells = 0;
};

// One move of a class, in the canonical order.
struct OutcomeMove {
    int left = 0, local = 0, vertex = 0;
};

// A class laid on the board and its moves in the canonical order.
template <int W>
struct OutcomeExpansion {
    Bits<W> bits;
    std::vector<OutcomeMove> moves;
};

// The components one move leaves; `open` is the one left without a value (the largest that is
// not small, the last of equals), or parts.size() if every component is small.
template <int W>
struct OutcomeOption {
    std::vector<OutcomePart<W>> parts;
    std::size_t open = 0;
};


template <int W>
class OutcomeSearch {
public:
    using Part = OutcomePart<W>;
    using Expansion = OutcomeExpansion<W>;
    using Option = OutcomeOption<W>;

    // `lane` > 0 for the helper threads: they visit a node's undecided moves in a rotated order,
    // so that they settle moves the main thread reaches later (which then finds them cached).
    // Lane 0 is the main thread's (it alone grows the cache); lane -1 the proof writer's when it
    // runs beside the search (the canonical order, like lane 0, but not the cache's owner).
    OutcomeSearch(const KaylesGraph& g, const OutcomeOptions& opt, OutcomeCache& cache, OutcomeCounters& counters,
                  const std::atomic<bool>* quit, int lane)
        : pos_(g), small_(pos_, small_memo_bytes(opt)), zeros_(small_memo_bytes(opt) / 4), opt_(opt), cache_(cache), counters_(counters), quit_(quit), lane_(lane),
          mirrors_(opt.use_mirrors && g.frame != KaylesFrame::Graph) {}

    const Positions<W>& positions() const { return pos_; }
    bool small(const Part& p) const { return p.cells <= opt_.small_cells; }
    // Whether p's outcome at heap 0 is the boolean search's (`zero L`): no record says it.
    bool zero_decided(const Part& p) const { return p.cells > opt_.small_cells && p.cells <= opt_.zero_cells; }
    unsigned small_value(const Part& p) { return small_.value(p.bits); }
    std::size_t small_evaluated() const { return small_.evaluated(); }
    bool mirrors() const { return mirrors_; }

    // The components of a position, each with its normal form, in the order of their lowest cell.
    void split(const Bits<W>& position, std::vector<Part>& out) const {
        for (Bits<W> rest = position; rest.any();) {
            Part p;
            p.bits = pos_.component(rest, rest.lowest());
            rest = rest.minus(p.bits);
            p.cells = p.bits.count();
            if (!small(p)) {
                CellList cells;
                int H = 0, Wd = 0;
                p.nf = pos_.normal_form(p.bits, cells, H, Wd, nullptr);
                p.key = class_key(p.nf);
            }
            out.push_back(p);
        }
    }

    // X laid on the board and its moves in the canonical order.
    void expand(const Part& x, Expansion& e) const {
        std::array<std::uint8_t, kMaxCells> vertex_of_local;
        e.bits = embed(x.nf, vertex_of_local);
        // by the cells left, then by the cell's index: a counting sort by cells left, taking the
        // cells in index order (std::sort was 9% of queens 13's instructions)
        std::array<std::uint8_t, kMaxCells> left;  // a move leaves at most 255 of the 256 cells
        int lo = kMaxCells, hi = 0;
        for (int k = 0; k < x.cells; ++k) {
            const int l = e.bits.minus(pos_.closed(vertex_of_local[std::size_t(k)])).count();
            left[std::size_t(k)] = std::uint8_t(l);
            lo = std::min(lo, l), hi = std::max(hi, l);
        }
        std::array<std::uint16_t, kMaxCells + 1> next;  // next[l - lo]: where the next move leaving l goes
        std::fill(next.begin(), next.begin() + std::max(0, hi - lo + 2), std::uint16_t(0));  // (a class has a cell: lo <= hi)
        for (int k = 0; k < x.cells; ++k) ++next[std::size_t(left[std::size_t(k)] - lo + 1)];
        for (int l = 1; l <= hi - lo; ++l) next[std::size_t(l)] = std::uint16_t(next[std::size_t(l)] + next[std::size_t(l - 1)]);
        e.moves.resize(std::size_t(x.cells));
        for (int k = 0; k < x.cells; ++k) {
            OutcomeMove& m = e.moves[next[std::size_t(left[std::size_t(k)] - lo)]++];
            m.local = k;
            m.vertex = vertex_of_local[std::size_t(k)];
            m.left = left[std::size_t(k)];
        }
    }

    // The components the move leaves (computed when the search reaches the move, not before:
    // most N positions are settled by their first move). Where each component will be looked up
    // next (its memo slot, cache bucket, heap-0 answer) is asked of the memory at once, so that
    // the misses overlap: queens 14 25.0-25.3 -> 23.8-25.1 s of CPU (2026-11-30, three runs each).
    void leave(const Expansion& e, const OutcomeMove& m, Option& o) const {
        o.parts.clear();
        split(e.bits.minus(pos_.closed(m.vertex)), o.parts);
        o.open = o.parts.size();
        for (std::size_t i = 0; i < o.parts.size(); ++i) {
            if (small(o.parts[i])) small_.prefetch(o.parts[i].bits);
            if (!small(o.parts[i])) cache_.prefetch(o.parts[i].key, lane_ == 0);
            if (zero_decided(o.parts[i])) zeros_.prefetch(o.parts[i].key);
            if (!small(o.parts[i]) && (o.open == o.parts.size() || o.parts[i].cells >= o.parts[o.open].cells)) o.open = i;
        }
    }

    // G(p), exactly.
    unsigned value(const Part& p) {
        const int v = known_value(p);
        if (v >= 0) return unsigned(v);
        for (unsigned h = 0;; ++h)
            if (outcome(p, h)) return h;
    }

    // The value of the option's components other than the open one (searched if need be).
    unsigned others(const Option& o) {
        unsigned x = 0;
        for (std::size_t i = 0; i < o.parts.size(); ++i)
            if (i != o.open) x ^= value(o.parts[i]);
        return x;
    }

    // Whether the values of the option's small components add up to `target`. The largest is
    // asked whether it is `target` xor the others: for 0 that is a search that stops at the
    // first move to a zero and needs no exact value (most small sets are first-player wins).
    bool small_parts_sum_is(const Option& o, unsigned target) {
        std::size_t largest = o.parts.size();
        for (std::size_t i = 0; i < o.parts.size(); ++i)
            if (small(o.parts[i]) && (largest == o.parts.size() || o.parts[i].cells > o.parts[largest].cells)) largest = i;
        if (largest == o.parts.size()) return target == 0;
        for (std::size_t i = 0; i < o.parts.size(); ++i)
            if (i != largest && small(o.parts[i])) target ^= small_.value(o.parts[i].bits);
        return small_.equals(o.parts[largest].bits, target);
    }

    // True iff the option has value h (its move wins X + *h).
    bool option_wins(const Option& o, unsigned h) {
        if (o.open == o.parts.size()) return small_parts_sum_is(o, h);
        const unsigned x = others(o);
        return outcome(o.parts[o.open], h ^ x);
    }

    // True iff G(x) = h.
    bool outcome(const Part& x, unsigned h) {
        if (h == 0 && zero_decided(x)) {  // (not from the archive: the search logs no such fact)
            if (const int v = cached_value(x); v >= 0) return v == 0;
            if (const int z = zeros_.find(x.key); z >= 0) return z == 1;
            const bool zero = small_.is_zero(x.bits);
            zeros_.store(x.key, zero);
            return zero;
        }
        const int v = known_value(x);
        if (v >= 0) return unsigned(v) == h;
        if (h > 511) throw std::logic_error("Node-Kayles outcome search: a heap above 511");
        if (cache_.find(x.key, lane_ == 0).known_n(h)) return false;
        if (const ClassFacts a = recall(x); a.value != ClassFacts::kUnknown || a.known_n(h)) return a.value == h;
        if (quit_ && quit_->load(std::memory_order_relaxed)) throw Quit{};
        check_stop();
        const std::size_t start = ++nodes_;
        if (start > limit_) throw OverBudget{};  // a side of choose() ran out of its budget
        if ((start & 0x3fff) == 0) {
            counters_.nodes.fetch_add(0x4000, std::memory_order_relaxed);
            if (lane_ == 0 && (start & 0x3ffff) == 0 && tick) tick();
        }
        Expansion e;
        expand(x, e);
        Option o;
        // The board's moves (board_wins), then the heap's, or both in turns at the top plies
        // (choose); a fact is a fact whichever thread finds it.
        const bool reverse = lane_ > 0 && depth_ < kHelperPlies;
        const bool root = depth_ == 0 && lane_ == 0;
        const Deeper deeper(depth_);
        int witness = -1;  // the winning board move, if found in the canonical order
        const auto board = [&] { return board_wins(e, h, o, reverse, root, witness); };
        if (h > 0 && depth_ <= opt_.choose_plies && !(root && front)) {
            const int side = choose(board, [&] { return heap_wins(x, h); });
            if (side == kWins) return won(x, h, start, witness);
            if (side == kHeapWins) {
                counters_.heap_witnesses.add(x.key, h);
                return false;
            }
            // kLoses: both sides refuted
        } else {
            if (root && front ? shared_root(e, h, o) : board()) return won(x, h, start, witness);
            if (heap_wins(x, h)) return false;
        }
        cache_.store_value(x.key, h, cost(start), lane_ == 0);
        log_.add(x.key, true, h);
        return true;
    }

    // The facts this object finds go to `log` (the search: all its threads), or (the proof pass)
    // facts are looked up in `archive` before a position is searched: kayles_fact_log.hpp.
    void log_to(FactLog* log) { log_.attach(log); }
    void flush_log() { log_.flush(); }
    void consult(const FactArchive* archive) {
        if (archive && recalled_.empty()) recalled_.assign(kRecalled, 0);
        archive_.store(archive, std::memory_order_release);
    }
    std::size_t recalls() const { return recalls_; }
    // The first winning board move of X + *h in the canonical order, as the search logged it in
    // the archive, or -1 (no archive, not logged, or not found in that order).
    int logged_witness(const Part& x, unsigned h) const {
        const FactArchive* a = archive_.load(std::memory_order_acquire);
        return a ? a->witness(x.key, h) : -1;
    }

    std::size_t nodes() const { return nodes_; }
    const OutcomeOptions& options() const { return opt_; }
    // Whether a search found that the heap's move wins X + *h before a board move (choose()).
    bool heap_witness(const Part& x, unsigned h) const { return counters_.heap_witnesses.has(x.key, h); }
    const RootProgress& root() const { return root_; }  // the main thread's, for progress reports
    void check_stop() const {  // SIGINT: KaylesInterrupted (the proof pass asks too)
        if (opt_.stop && opt_.stop->load(std::memory_order_relaxed)) throw KaylesInterrupted{};
    }
    std::function<void()> tick;  // the main thread calls it every 2^18 nodes (progress reports)
    RootFront* front = nullptr;  // the main thread: the root's moves are shared through it

    // The writer's thread: settles the next move of the root nobody has claimed at the main
    // thread's heap (e: the root expanded); false if there is none.
    bool help_root(const Expansion& e, RootFront& f) {
        const unsigned h = f.heap.load(std::memory_order_acquire);
        if (f.done.load(std::memory_order_acquire) || f.won.load(std::memory_order_acquire) == h + 1) return false;
        for (std::size_t r = 0; r < e.moves.size(); ++r) {
            if (!f.claim(h, r)) continue;
            Option o;
            settle_root_move(e, r, h, o, f);
            return true;
        }
        return false;
    }

    struct Quit {};  // a helper thread is told to stop: the main thread has finished

private:
    enum { kLoses, kWins, kUnknown, kHeapWins };
    static constexpr int kHelperPlies = 1;
    // choose() decides X + *h (h > 0) at the top --choose-plies plies (depth 1 at the root while
    // X is expanded); deeper down the board's moves come first and the heap's last. Its budgets
    // start at opt_.choose_budget positions and double each turn.
    static constexpr std::size_t kNoBudget = std::numeric_limits<std::size_t>::max();
    struct OverBudget {};
    std::size_t limit_ = kNoBudget;  // outcome() throws OverBudget once nodes_ passes it

    // Whether one of X's moves wins X + *h (the moves in the canonical order; a helper thread
    // takes the top plies' moves from the other end, where the main thread reaches them last):
    // what the cache decides is taken without searching; the first winning move settles X. In
    // the canonical order that move is the first winning one (every earlier move was refuted,
    // whatever the cache held): `witness` gets its index, for the proof (ProofWriter's rule
    // kFirstWinning); in the reverse order it stays -1.
    bool board_wins(const Expansion& e, unsigned h, Option& o, bool reverse, bool root, int& witness) {
        const std::size_t n = e.moves.size();
        for (std::size_t r = 0; r < n; ++r) {
            if (root) root_ = RootProgress{int(h), r + 1, n};
            leave(e, e.moves[reverse ? (2 * n - 1 - r - std::size_t(lane_ - 1) * n / 4) % n : r], o);
            const int s = cached_status(o, h);
            if (s == kLoses) continue;
            if (s == kWins || option_wins(o, h)) {
                if (!reverse) witness = int(r);
                return true;
            }
        }
        return false;
    }
    // Whether a heap move wins X + *h: G(X) = lower < h (then in the cache).
    bool heap_wins(const Part& x, unsigned h) {
        for (unsigned lower = 0; lower < h; ++lower)
            if (outcome(x, lower)) return true;
        return false;
    }

    // X + *h at the top plies. Which side settles it is not known in advance: a board move that
    // wins may be the first tried, or the heap's move to G(X) may win where refuting the board's
    // moves one by one costs x10 or more (the queens-15 corner shard: 90 M positions board-first,
    // 5.5 M heap-first; queens 13 the other way round, 2.07 M against 633 K). So the two sides are
    // searched in turns, each with a budget of positions that doubles every turn; once one side is
    // refuted the other runs to its end. kWins: a board move wins; kHeapWins: a heap move wins;
    // kLoses: neither (G(X) = h). Abandoned work is not lost: what it settled is in the cache.
    // With --choose heap the heap's side goes first, to its end, then the board's: no turns.
    template <class Board, class Heap>
    int choose(Board board, Heap heap) {
        if (opt_.choose_order == OutcomeOptions::ChooseOrder::kHeapFirst) {
            if (heap()) return kHeapWins;
            return board() ? kWins : kLoses;
        }
        int b = -1, p = -1;  // 1: the side wins, 0: refuted, -1: not known yet
        for (std::size_t budget = std::max<std::size_t>(opt_.choose_budget, 1);; budget *= 2) {
            if (b < 0) b = budgeted(p == 0 ? kNoBudget : budget, board);
            if (b == 1) return kWins;
            if (p < 0) p = budgeted(b == 0 ? kNoBudget : budget, heap);
            if (p == 1) return kHeapWins;
            if (b == 0 && p == 0) return kLoses;
        }
    }
    // f() within `budget` more positions: 1 or 0, or -1 if the budget ran out first (an outer
    // budget that ran out too is passed on to its own choose()).
    template <class F>
    int budgeted(std::size_t budget, F f) {
        const std::size_t outer = limit_;
        if (budget != kNoBudget) limit_ = std::min(limit_, nodes_ + budget);
        try {
            const bool r = f();
            limit_ = outer;
            return r ? 1 : 0;
        } catch (const OverBudget&) {
            limit_ = outer;
            if (nodes_ > outer) throw;
            return -1;
        }
    }
    int depth_ = 0;  // the recursion depth of outcome(), for the helpers' order

    // What the archive knows of x, put in the cache too; nothing if there is no archive or x was
    // looked up already (a direct-mapped memory of the last keys asked: a class known only as N
    // at some heaps is asked about again and again).
    ClassFacts recall(const Part& x) {
        const FactArchive* a = archive_.load(std::memory_order_acquire);
        if (!a || small(x)) return ClassFacts{};
        std::uint64_t& seen = recalled_[std::size_t(x.key.a ^ x.key.b) & (kRecalled - 1)];
        if (seen == (x.key.a | 1)) return ClassFacts{};
        seen = x.key.a | 1;
        ++recalls_;
        const ClassFacts f = a->find(x.key);
        if (f.value != ClassFacts::kUnknown) cache_.store_value(x.key, f.value, 1, lane_ == 0);
        for (unsigned h = 0; h < 32; ++h)
            if (f.n_heaps >> h & 1) cache_.store_n(x.key, h, 1, lane_ == 0);
        return f;
    }
    static constexpr std::size_t kRecalled = std::size_t(1) << 16;
    FactBuffer log_;
    std::atomic<const FactArchive*> archive_{nullptr};
    std::vector<std::uint64_t> recalled_;
    std::size_t recalls_ = 0;

    // Each thread's memo of small components takes at most a sixteenth of --memory divided among
    // the threads (the budget's rest after the cache and the claims table is an eighth), its memo
    // of heap-0 answers (zeros_) a quarter of that.
    static std::size_t small_memo_bytes(const OutcomeOptions& opt) {
        return (opt.memory ? opt.memory : kayles_default_memory()) / 16 / std::max(1u, opt.threads);
    }

    // x's value if it is known without searching: small (by the definition), cached, or 0 by a
    // mirror involution, or in the archive; else -1.
    int known_value(const Part& x) {
        if (const int v = cached_value(x); v >= 0) return v;
        if (!small(x) && mirrors_ && pos_.find_mirror(x.nf) >= 0) {
            cache_.store_value(x.key, 0, 255, lane_ == 0);  // never searched again: keep it
            return 0;
        }
        if (const ClassFacts a = recall(x); a.value != ClassFacts::kUnknown) return int(a.value);
        return -1;
    }

    int cached_value(const Part& p) {
        if (small(p)) return int(small_.value(p.bits));
        const ClassFacts f = cache_.find(p.key, lane_ == 0);
        return f.value == ClassFacts::kUnknown ? -1 : int(f.value);
    }

    // Whether the option wins X + *h by what is known without searching. The small components'
    // values are needed only as their sum: when the open one's value is cached, the sum they must
    // reach is known and asked for (a zero test, where it is 0).
    int cached_status(const Option& o, unsigned h) {
        if (o.open == o.parts.size()) return small_parts_sum_is(o, h) ? kWins : kLoses;
        unsigned x = h;  // h xor the values of the components that are neither small nor open
        for (std::size_t i = 0; i < o.parts.size(); ++i) {
            if (i == o.open || small(o.parts[i])) continue;
            const int v = cached_value(o.parts[i]);
            if (v < 0) return kUnknown;
            x ^= unsigned(v);
        }
        const ClassFacts f = cache_.find(o.parts[o.open].key, lane_ == 0);
        if (f.value != ClassFacts::kUnknown) return small_parts_sum_is(o, x ^ f.value) ? kWins : kLoses;
        for (const Part& p : o.parts)
            if (small(p)) x ^= small_.value(p.bits);
        return f.known_n(x) ? kLoses : kUnknown;
    }

    // The main thread's half of the root's moves at heap h (see RootFront): true if a move wins.
    // It waits for the moves the other thread took (it is busy with them), unless that thread
    // has stopped; then it settles them itself.
    bool shared_root(const Expansion& e, unsigned h, Option& o) {
        RootFront& f = *front;
        f.heap.store(h, std::memory_order_release);
        const std::size_t n = e.moves.size();
        std::vector<std::size_t> theirs;
        auto settle = [&](std::size_t r) {
            root_ = RootProgress{int(h), r + 1, n};
            return settle_root_move(e, r, h, o, f);
        };
        for (std::size_t r = 0; r < n; ++r) {
            if (f.won.load(std::memory_order_acquire) == h + 1) return true;
            if (!f.claim(h, r)) theirs.push_back(r);
            else if (settle(r)) return true;
        }
        for (std::size_t r : theirs)
            while (!f.lost_at(h, r)) {
                if (f.won.load(std::memory_order_acquire) == h + 1) return true;
                if (f.abandoned.load(std::memory_order_acquire)) {
                    if (settle(r)) return true;
                    break;
                }
                check_stop();
                std::this_thread::sleep_for(std::chrono::microseconds(50));
            }
        return f.won.load(std::memory_order_acquire) == h + 1;
    }

    // Whether the root's move r wins at heap h (searched if the cache does not say), told to f.
    bool settle_root_move(const Expansion& e, std::size_t r, unsigned h, Option& o, RootFront& f) {
        leave(e, e.moves[r], o);
        const int s = cached_status(o, h);
        const bool wins = s == kWins || (s == kUnknown && option_wins(o, h));
        f.mark(h, r, wins);
        return wins;
    }

    bool won(const Part& x, unsigned h, std::size_t start, int witness = -1) {
        cache_.store_n(x.key, h, cost(start), lane_ == 0);
        log_.add(x.key, false, h, witness);
        return false;
    }

    unsigned cost(std::size_t start) const {
        std::size_t n = nodes_ - start + 1;
        unsigned c = 1;
        while (n >>= 1) ++c;
        return c;
    }

public:
    // Whether a normal form's box fits the graph's (embed's precondition).
    bool fits(const Shape<W>& s) const {
        const KaylesGraph& g = pos_.graph();
        if (g.frame == KaylesFrame::Graph) return s.h == 1 && s.w == g.n;
        if (g.frame != KaylesFrame::Free) return s.h == g.rows && s.w == g.cols;
        return (s.h <= g.rows && s.w <= g.cols) || (s.w <= g.rows && s.h <= g.cols);
    }
    // The normal form laid on the board (rows of the form on rows of the board, or its transpose
    // where only that fits), and the board vertex of each of its cells 0..k-1.
    Bits<W> embed(const Shape<W>& s, std::array<std::uint8_t, kMaxCells>& vertex_of_local) const {
        const KaylesGraph& g = pos_.graph();
        int k = 0;
        if (g.frame != KaylesFrame::Free) {  // the form is a vertex set of the graph itself
            s.bits.each([&](int v) { vertex_of_local[std::size_t(k++)] = std::uint8_t(v); });
            return s.bits;
        }
        const bool transposed = s.h > g.rows || s.w > g.cols;
        if (transposed && (s.w > g.rows || s.h > g.cols)) throw std::logic_error("Node-Kayles outcome search: a normal form larger than the board");
        Bits<W> b;
        s.bits.each([&](int i) {
            const int r = i / s.w, c = i % s.w;
            const int v = transposed ? c * g.cols + r : r * g.cols + c;
            b.set(v);
            vertex_of_local[std::size_t(k++)] = std::uint8_t(v);
        });
        return b;
    }

private:
    Positions<W> pos_;
    SmallValues<W> small_;
    ZeroMemo zeros_;  // G = 0? of the classes `zero_decided`, by key
    const OutcomeOptions& opt_;
    OutcomeCache& cache_;
    OutcomeCounters& counters_;
    const std::atomic<bool>* quit_;
    const int lane_;
    const bool mirrors_;
    std::size_t nodes_ = 0;
    RootProgress root_;
};

}  // namespace nimcert::kayles
