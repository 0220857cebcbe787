// The values of small components by the definition (certs/FORMAT.md, "Outcome claims", `small K`):
// G(S) = mex { G(S minus a cell and its neighbours) : a cell of S }, over the subsets S of one
// component of at most 16 cells that its moves reach, memoised by their bitmask. The checker
// computes these values itself, so the outcome search and its proof never name a small class:
// no normal form, no cache entry, no record.
//
// Where only "G(S) = t?" matters (a move whose components are all small wins iff their values
// add up to the heap), equals() answers it without the value where that is cheaper (is()).
//
// This evaluation is most of the search's time (perf: 63% on queens 15), so it takes shortcuts
// that change no value: in a sparse component a subset that falls apart is the xor of its
// connected pieces (theorem `kayles-sum`), each memoised on its own (sums()); a set of at most 6
// cells is looked up by its edges in a table of all labelled graphs (kayles_tiny_graphs.hpp); G = 0
// in a dense component is asked of the boolean search of kayles_zero_search.hpp instead; a
// clique is 1; and connected subsets of 8 cells or more share, by their cells on the board, the
// memo of whole components, so that sibling options stop re-evaluating what they have in
// common. Measured (CPU s, search only,
// 2026-11-26): grid 4 15 8.1 -> 2.1, petersen 24 2 12.0 -> 2.3 (sparse graphs fall apart), grid
// 3 26 6.6 -> 4.4, queens 13 within 5% either way (dense ones rarely do).
//
// The subsets of a component are met in no useful order, so the search waits on memory: what is
// known of a subset is one 8-byte entry (Subset below; it was four arrays, and two loads missing
// the cache were 70% of is()'s time on queens 13), and the entries of a set's options are
// prefetched together before the first is asked. Measured 2026-11-29, one thread, CPU s of the
// whole solve, the same certificate bytes, old and new run side by side at load 3-4: queens 13
// 15.0 -> 11.4, queens 14 31.7 -> 25.0, grid 4 15 5.0 -> 4.5, grid 3 28 100.9 -> 99.6.
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "huge_pages.hpp"
#include "kayles_compress.hpp"
#include "kayles_memo_slots.hpp"
#include "kayles_positions.hpp"
#include "kayles_tiny_graphs.hpp"
#include "kayles_zero_search.hpp"

namespace nimcert::kayles {

constexpr int kMaxSmallCells = 16;
// Components of up to this many cells may be asked equals(comp, 0) (certs/FORMAT.md, `zero L`):
// whether G = 0, decided by the search of is() alone, without an exact value.
constexpr int kMaxZeroCells = 22;

template <int W>
class SmallValues {
public:
    // `memo_bytes`: what the memo of components may take (2^10 to 2^23 slots: the proof pass
    // meets again what the search valued; queens 13: 10% less CPU than with 2^20, 288 MB).
    SmallValues(const Positions<W>& pos, std::size_t memo_bytes)
        : pos_(pos), max_slots_(memo_slots_for(memo_bytes, sizeof(Memo), 23)), memo_(std::min(max_slots_, std::size_t(1) << 12)),
          subsets_(std::size_t(1) << kMaxSmallCells) {}

    // G(comp) for a component of at most kMaxSmallCells cells.
    unsigned value(const Bits<W>& comp) {
        const std::uint8_t v = memoised(comp, [&] {
            ++evaluated_;
            return evaluate(comp);
        });
        if (stores_ > 4 * memo_.size() && memo_.size() < max_slots_) grow();
        return v;
    }
    std::size_t evaluated() const { return evaluated_; }  // components evaluated (memo misses)

    // Asks the memory for comp's memo slot ahead of value() or equals(): its cache miss was most
    // of equals()'s time (perf, queens 13: 87 % of it on that one load).
    void prefetch(const Bits<W>& comp) const { __builtin_prefetch(&memo_[hash(comp) & (memo_.size() - 1)]); }

    // Whether G(comp) = target (a component of at most kMaxSmallCells cells, or of at most
    // kMaxZeroCells for target 0). For 0, and in dense components for any target, by a search that
    // stops as soon as the answer is known and needs no exact value: a move to `target` says no,
    // so a first-player win is settled by one move where its value would need every move. In a
    // sparse component the exact value is cheaper: its subsets fall apart into sums, and the
    // values of their pieces serve every target at once (measured: grid 3 x 24 2.4x the
    // instructions by the search, queens 11 0.6x).
    bool equals(const Bits<W>& comp, unsigned target) {
        const std::size_t slot = hash(comp) & (memo_.size() - 1);
        const bool hit = memo_[slot].known && memo_[slot].bits == comp;
        if (hit && memo_[slot].value != kUnknown) return memo_[slot].value == target;
        if (hit && (memo_[slot].excluded >> target & 1)) return false;
        ++evaluated_;
        number(comp);
        Memo found{comp, kUnknown, hit ? memo_[slot].excluded : 0, true};
        bool yes;
        if (target == 0 || dense_) {
            yes = is(top_, target);
            if (yes) found.value = std::uint8_t(target);
            else found.excluded |= std::uint32_t(1) << target;
        } else {
            found.value = grundy(top_);
            yes = found.value == target;
        }
        memo_[slot] = found;  // stored once known: the evaluation may reuse the slot meanwhile
        ++stores_;
        if (stores_ > 4 * memo_.size() && memo_.size() < max_slots_) grow();
        return yes;
    }

    // Whether G(comp) = 0, by the search alone: for the components the outcome search decides at
    // heap 0 (`zero L`) and keeps the answers of by class (OutcomeSearch's ZeroMemo), where
    // this memo by board cells only repeated what that one knows: of 2.4 million such questions
    // on queens 14 it answered 113 (and 292 of 3.1 million on queens 15's corner class), each
    // asked at the price of a load from memory and a store (equals() was 8 % of the corner's
    // profile).
    bool is_zero(const Bits<W>& comp) {
        ++evaluated_;
        number(comp);
        return is(top_, 0);
    }

private:
    struct Memo {
        Bits<W> bits;
        std::uint8_t value = kUnknown;  // G, if known
        std::uint32_t excluded = 0;     // bit v: G is not v
        bool known = false;             // the slot holds `bits`
    };
    static constexpr std::uint8_t kUnknown = 0xff;
    // is() asks the options of a set of this many cells or more smallest first: the cheapest to
    // answer come first, and one move to the target ends the search. Measured 2026-11-30 (one
    // thread, three runs each in turn, the same bytes): queens 14 26.4-28.3 s of CPU -> 25.0-25.3 s,
    // queens 13 10.8-11.8 -> 10.0-11.8 s (a bound of 13 instead of 10 was within the noise).
    static constexpr int kOrderedFrom = 10;
    static constexpr int kSharedCells = 8;  // connected subsets of this many cells or more go to the memo

    // What is known of one subset of the component being evaluated, valid when `stamp` is the
    // current generation: its value (kUnknown if not known) in the top byte of `info`, and the
    // values it is known not to have as the low bits; one 8-byte entry (why: the file's comment).
    struct Subset {
        std::uint32_t stamp = 0;
        std::uint32_t info = std::uint32_t(kUnknown) << 24;
        std::uint8_t value() const { return std::uint8_t(info >> 24); }
        std::uint32_t excluded() const { return info & 0xffffffu; }  // bit v: G is not v (v <= kMaxZeroCells)
        void set_value(std::uint8_t v) { info = (info & 0xffffffu) | std::uint32_t(v) << 24; }
        void exclude(unsigned v) { info |= std::uint32_t(1) << v; }
    };
    static_assert(kMaxZeroCells < 24, "a subset's excluded values fit below its value's byte");

    // The entry of `set`, emptied first if it is of an earlier generation.
    Subset& current(std::uint32_t set) {
        Subset& e = subsets_[set];
        if (e.stamp != generation_) {
            e = Subset{};
            e.stamp = generation_;
        }
        return e;
    }
    // The memo starts small (a small graph needs no more) and doubles, forgetting what it held,
    // each time four times its slots have been stored, up to max_slots_.
    void grow() {
        memo_.assign(2 * memo_.size(), Memo{});
        stores_ = 0;
    }

    static std::size_t hash(const Bits<W>& b) {
        std::uint64_t x = 0;
        for (auto v : b.w) x = (x ^ v) * 0x9E3779B97F4A7C15ull, x ^= x >> 31;
        return std::size_t(x);
    }

    std::uint8_t evaluate(const Bits<W>& comp) {
        number(comp);
        return grundy(top_);
    }

    // Numbers comp's cells 0..k-1 and starts a new generation of subset values.
    void number(const Bits<W>& comp) {
        const int k = number_cells(comp, [this](int v) -> const Bits<W>& { return pos_.closed(v); }, cell_, closed_, pext_);
        int degrees = 0;
        for (int i = 0; i < k; ++i) degrees += __builtin_popcount(closed_[std::size_t(i)]) - 1;
        dense_ = degrees > 3 * k;  // more neighbours on average than 16 cells of a grid or of P(n, k) can have
        // The memo grows to the largest component met (2^22 entries, 32 MiB, at --zero-cells 22);
        // new entries are of no generation. No entry is held across a call of number().
        if (subsets_.size() < std::size_t(1) << k) subsets_.resize(std::size_t(1) << k);
        if (++generation_ == 0) {  // the stamps wrapped: forget them all
            std::fill(subsets_.begin(), subsets_.end(), Subset{});
            generation_ = 1;
        }
        top_ = (1u << k) - 1;
    }

    // The memo's value for these board cells, or compute()'s, stored once it is known (the
    // computation may reuse the slot for a subset meanwhile).
    template <class F>
    std::uint8_t memoised(const Bits<W>& b, F compute) {
        const std::size_t slot = hash(b) & (memo_.size() - 1);
        if (memo_[slot].known && memo_[slot].bits == b && memo_[slot].value != kUnknown) return memo_[slot].value;
        const std::uint8_t v = compute();
        memo_[slot] = Memo{b, v, 0, true};
        ++stores_;
        return v;
    }

    // The connected piece of `set` (nonempty) that holds its lowest cell.
    std::uint32_t piece(std::uint32_t set) const {
        std::uint32_t c = set & (~set + 1), frontier = c;
        while (frontier && c != set) {  // dense graphs: usually all of `set` within two rounds
            std::uint32_t next = 0;
            for (std::uint32_t f = frontier; f; f &= f - 1) next |= closed_[std::size_t(__builtin_ctz(f))];
            frontier = next & set & ~c;
            c |= frontier;
        }
        return c;
    }

    // The piece of `set` to value on its own (then the rest, and G is the xor), or all of set.
    // In a dense component a subset falls apart rarely (queens: 8-10 % of the sets is() asks
    // about) and the flood fill that tells costs more than searching those few whole. Measured
    // 2026-11-30 (session 36), the same bytes: queens 14, one thread, six runs at the same time
    // as the fill's on the other core, 0.89-1.00 of their CPU; queens 12 under callgrind, 3.2 %
    // fewer instructions. In a sparse component the pieces pay (grid 4 x 15: 67 % fall apart).
    std::uint32_t sums(std::uint32_t set) const { return dense_ ? set : piece(set); }

    // set's options (set less a cell and its neighbours, one per cell; at most 20), put in order
    // by insertion, the smallest first, if `ordered`; their entries are asked of the memory at
    // once, so that their cache misses overlap instead of each waiting for the one before it
    // (tiny options have no entry).
    int options_of(std::uint32_t set, bool ordered, std::array<std::uint32_t, kMaxZeroCells>& option) const {
        int n = 0;
        for (std::uint32_t rest = set; rest; rest &= rest - 1) {
            const std::uint32_t o = set & ~closed_[std::size_t(__builtin_ctz(rest))];
            const int size = __builtin_popcount(o);
            if (size > kTinyVertices) __builtin_prefetch(&subsets_[o]);
            int i = n++;
            if (ordered)
                for (; i > 0 && __builtin_popcount(option[std::size_t(i - 1)]) > size; --i) option[std::size_t(i)] = option[std::size_t(i - 1)];
            option[std::size_t(i)] = o;
        }
        return n;
    }

    // G of a set of at most kTinyVertices cells: its edges looked up among all labelled graphs.
    std::uint8_t tiny(std::uint32_t set, int k) const {
        const std::uint32_t edges = std::uint32_t(set_edges(closed_.data(), set, pext_));
        return tiny_.value(k, edges);
    }

    // G of a set of more than kTinyVertices cells, connected or in a dense component (sums()): 1
    // for a clique, else the mex over its cells.
    std::uint8_t connected(std::uint32_t set) {
        std::uint32_t common = set;  // the cells adjacent to all others: all of them in a clique
        for (std::uint32_t rest = set; rest; rest &= rest - 1) common &= closed_[std::size_t(__builtin_ctz(rest))];
        if (common == set) return 1;  // every move empties a clique
        std::array<std::uint32_t, kMaxZeroCells> option;
        const int n = options_of(set, false, option);
        std::uint32_t seen = 0;  // values below 32: a graph of k cells has a value of at most k
        for (int i = 0; i < n; ++i) seen |= 1u << grundy(option[std::size_t(i)]);
        return std::uint8_t(__builtin_ctz(~seen));
    }

    std::uint8_t grundy(std::uint32_t set) {
        if (const int k = __builtin_popcount(set); k <= kTinyVertices) return tiny(set, k);
        if (const Subset& e = subsets_[set]; e.stamp == generation_ && e.value() != kUnknown) return e.value();
        std::uint8_t g;
        const std::uint32_t first = sums(set);
        if (first != set) {
            g = std::uint8_t(grundy(first) ^ grundy(set & ~first));
        } else {
            // A large connected subset: other components reach it too, so it is looked up in
            // (and stored to) the memo of components by its cells on the board. The slot is
            // written only once the value is known: the recursion may reuse it meanwhile.
            if (__builtin_popcount(set) >= kSharedCells && set != top_) {
                Bits<W> b;
                for (std::uint32_t rest = set; rest; rest &= rest - 1) b.set(cell_[std::size_t(__builtin_ctz(rest))]);
                g = memoised(b, [&] { return connected(set); });
            } else {
                g = connected(set);
            }
        }
        current(set).set_value(g);
        return g;
    }

    // Whether G(set) = t: no cell's move leaves t, and each value below t is left by some move.
    // A yes is G itself (the subset's value); a no is kept among its exclusions.
    bool is(std::uint32_t set, unsigned t) {
#ifdef NIMCERT_HAVE_PEXT
        if (t == 0 && dense_ && pext_) return zero_of_set(*zero_, closed_.data(), set);
#endif
        const int k = __builtin_popcount(set);
        if (k <= kTinyVertices) return tiny(set, k) == t;
        if (t > unsigned(k)) return false;  // G is at most the number of moves
        if (const Subset& e = subsets_[set]; e.stamp == generation_) {
            if (e.value() != kUnknown) return e.value() == t;
            if (e.excluded() >> t & 1) return false;
        }
        bool yes = true;
        const std::uint32_t first = sums(set), second = set & ~first;
        if (second) {  // a sum: by its pieces' values (asking a piece each sum's own target costs more)
            yes = (grundy(first) ^ grundy(second)) == t;
        } else {
            std::array<std::uint32_t, kMaxZeroCells> option;
            const int n = options_of(set, k >= kOrderedFrom, option);
            for (int i = 0; i < n && yes; ++i)
                if (is(option[std::size_t(i)], t)) yes = false;
            for (unsigned u = 0; u < t && yes; ++u) {
                bool reached = false;
                for (int i = 0; i < n && !reached; ++i) reached = is(option[std::size_t(i)], u);
                yes = reached;
            }
        }
        Subset& e = current(set);
        if (yes) e.set_value(std::uint8_t(t));
        else e.exclude(t);
        return yes;
    }

    const Positions<W>& pos_;
    const TinyGraphs& tiny_ = TinyGraphs::get();
    const bool pext_ = cpu_can_pext();
#ifdef NIMCERT_HAVE_PEXT
    const ZeroTables* zero_ = pext_ ? &ZeroTables::get() : nullptr;
#endif
    std::size_t max_slots_;
    std::vector<Memo, HugePageAllocator<Memo>> memo_;
    std::size_t stores_ = 0;  // since the memo last grew
    std::vector<Subset, HugePageAllocator<Subset>> subsets_;  // by the subset's mask, of the component numbered by number()
    std::array<std::uint32_t, kMaxZeroCells> closed_{};
    std::array<int, kMaxZeroCells> cell_{};  // local number -> board cell, of the component being evaluated
    bool dense_ = false;       // its cells have more than 3 neighbours on average
    std::uint32_t top_ = 0;                    // its whole set of cells (in the component memo already)
    std::uint32_t generation_ = 0;
    std::size_t evaluated_ = 0;
};

}  // namespace nimcert::kayles
