// "Is G(S) = 0?" for a subset S of a dense small component (kayles_small_values.hpp), by a boolean
// search with no memo: S is 0 iff no move leaves a 0. Most leaf questions of a queens search are
// of this kind (queens 14: 179 million of 180 million), and the subset memo they used to go
// through answered under 0.4 % of them (queens 14, counted 2026-12-06: 0.5 million hits among
// 164 million asked), so its loads and stores were pure cost.
//
// Below kCodedVertices cells a set is carried as its edge code (kayles_tiny_graphs.hpp's layout:
// one bit per pair i < j of its cells, i major) and each option's code is projected from its
// parent's with one `pext` through a table of pair masks; a set of at most kZeroTableVertices
// cells is one bit of a table of every labelled graph on that many vertices. The public queens
// solver's leaf does the same (DESIGN.md §5a); this is our own code.
//
// BMI2 only: without it (SmallValues::pext_ false) the memo search of kayles_small_values.hpp
// answers instead. Both are exact, so nothing the solver writes depends on which one ran.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "kayles_compress.hpp"
#include "kayles_tiny_graphs.hpp"

namespace nimcert::kayles {

constexpr int kZeroTableVertices = 7;  // 2^21 codes: 256 KiB of bits, built in a few milliseconds
constexpr int kCodedVertices = 11;     // 55 pairs: a code fits one 64-bit word

#ifdef NIMCERT_HAVE_PEXT

class ZeroTables {
public:
    static const ZeroTables& get() {
        static const ZeroTables t;  // built on first use (thread-safe)
        return t;
    }
    // Whether the graph on n <= kZeroTableVertices vertices with this edge code has value 0.
    bool zero(int n, std::uint64_t code) const { return zero_[std::size_t(n)][code >> 6] >> (code & 63) & 1; }
    // The pair bits of a k-vertex code whose two vertices are both in `set` (k <= kCodedVertices).
    std::uint64_t pairs(int k, std::uint32_t set) const { return pairs_[std::size_t(k)][set]; }
    // The pair bits of a k-vertex code that hold vertex v: their pext is v's neighbours, the
    // other vertices in order.
    std::uint64_t row(int k, int v) const { return rows_[std::size_t(k)][std::size_t(v)]; }

private:
    __attribute__((target("bmi2"))) ZeroTables() {
        for (int k = 0; k <= kCodedVertices; ++k) {
            pairs_[std::size_t(k)].resize(std::size_t(1) << k);
            for (std::uint32_t set = 0; set < (1u << k); ++set) {
                std::uint64_t m = 0;
                for (int i = 0; i < k; ++i)
                    for (int j = i + 1; j < k; ++j)
                        if ((set >> i & 1) && (set >> j & 1)) m |= std::uint64_t(1) << tiny_pair(k, i, j);
                pairs_[std::size_t(k)][set] = m;
            }
            for (int v = 0; v < k; ++v)
                for (int u = 0; u < k; ++u)
                    if (u != v) rows_[std::size_t(k)][std::size_t(v)] |= std::uint64_t(1) << tiny_pair(k, u < v ? u : v, u < v ? v : u);
        }
        for (int n = 0; n <= kZeroTableVertices; ++n) {
            const std::uint64_t codes = std::uint64_t(1) << (n * (n - 1) / 2);
            zero_[std::size_t(n)].assign(std::size_t((codes + 63) / 64), 0);
            for (std::uint64_t code = 0; code < codes; ++code) {
                bool zero = true;  // every option is smaller, so its bit is in the table already
                for (int v = 0; v < n && zero; ++v) {
                    const std::uint32_t rest = left(n, code, v);
                    zero = !this->zero(__builtin_popcount(rest), _pext_u64(code, pairs(n, rest)));
                }
                if (zero) zero_[std::size_t(n)][code >> 6] |= std::uint64_t(1) << (code & 63);
            }
        }
    }

public:
    // The vertices a move at v leaves in the k-vertex graph `code`.
    __attribute__((target("bmi2"))) std::uint32_t left(int k, std::uint64_t code, int v) const {
        const std::uint32_t all = (1u << k) - 1, others = all & ~(1u << v);
        return others & ~_pdep_u32(std::uint32_t(_pext_u64(code, row(k, v))), others);
    }

private:
    std::array<std::vector<std::uint64_t>, kZeroTableVertices + 1> zero_;
    std::array<std::vector<std::uint64_t>, kCodedVertices + 1> pairs_;
    std::array<std::array<std::uint64_t, kCodedVertices>, kCodedVertices + 1> rows_{};
};

// Whether the graph on k <= kCodedVertices vertices with this edge code has value 0. The options
// answered by the table are asked first: one of them that is 0 ends the search without a
// recursion.
__attribute__((target("bmi2"))) inline bool zero_by_code(const ZeroTables& t, int k, std::uint64_t code) {
    if (k <= kZeroTableVertices) return t.zero(k, code);
    std::array<std::uint64_t, kCodedVertices> deeper;  // the codes of the options too large for the table
    std::array<int, kCodedVertices> size;
    int n = 0;
    for (int v = 0; v < k; ++v) {
        const std::uint32_t rest = t.left(k, code, v);
        const int m = __builtin_popcount(rest);
        const std::uint64_t option = _pext_u64(code, t.pairs(k, rest));
        if (m <= kZeroTableVertices) {
            if (t.zero(m, option)) return false;
        } else {
            deeper[std::size_t(n)] = option, size[std::size_t(n++)] = m;
        }
    }
    for (int i = 0; i < n; ++i)
        if (zero_by_code(t, size[std::size_t(i)], deeper[std::size_t(i)])) return false;
    return true;
}

// Whether G(set) = 0 for a set of a numbered component (closed[i] = N[cell i] within it; at most
// 32 cells). Of a larger set, the options small enough for an edge code are asked as they come,
// in the order of the cells; the larger ones after them, in that order too. Asking them smallest
// first instead (a sort of every set's options) cost a third more: replayed on 3 million
// questions of queens 14, 1.25 s against 0.78-0.85 s (2026-12-07).
__attribute__((target("bmi2"))) inline bool zero_of_set(const ZeroTables& t, const std::uint32_t* closed, std::uint32_t set) {
    const int k = __builtin_popcount(set);
    if (k <= kCodedVertices) return zero_by_code(t, k, set_edges_pext(closed, set));
    std::array<std::uint32_t, 32> larger;
    int n = 0;
    for (std::uint32_t rest = set; rest; rest &= rest - 1) {
        const std::uint32_t o = set & ~closed[__builtin_ctz(rest)];
        const int size = __builtin_popcount(o);
        if (size > kCodedVertices) {
            larger[std::size_t(n++)] = o;
        } else if (zero_by_code(t, size, set_edges_pext(closed, o))) {
            return false;
        }
    }
    for (int i = 0; i < n; ++i)
        if (zero_of_set(t, closed, larger[std::size_t(i)])) return false;
    return true;
}

#endif

}  // namespace nimcert::kayles
