// Bit compression ("parallel extract": keep the bits of x where a mask has ones, packed down) for
// the small components' evaluation, where it is most of the work on dense graphs:
// - numbering a small component's cells: cell i's closed neighbourhood within the component, in
//   the component's own numbering (its cells 0..k-1 in board order);
// - the edges among a tiny set of cells, the key of the table of all labelled graphs.
// On x86-64 with BMI2 one `pext` per word does it; elsewhere a loop over the neighbours does.
// Both give the same bits, so nothing the solver writes depends on the machine. Measured on
// queens 12 by the loop: the numbering 14% of the solve's instructions, the edges 21%.
#pragma once

#include <array>
#include <cstdint>

#include "kayles_bits.hpp"

#if defined(__x86_64__) && defined(__GNUC__)
#include <immintrin.h>
#define NIMCERT_HAVE_PEXT 1
#endif

namespace nimcert::kayles {

// Whether this CPU has BMI2 (asked once); the callers keep the answer and pass it down.
inline bool cpu_can_pext() {
#ifdef NIMCERT_HAVE_PEXT
    static const bool yes = __builtin_cpu_supports("bmi2");
    return yes;
#else
    return false;
#endif
}

// closed[i] = N[cell i] within comp, cell[i] = the board cell numbered i; returns k, the cells.
// `closed_of(v)` gives N[v] on the board; comp has at most 32 cells and the arrays room for them.
template <int W, class ClosedOf, class CellArray, class ClosedArray>
int number_cells_portable(const Bits<W>& comp, ClosedOf closed_of, CellArray& cell, ClosedArray& closed) {
    std::array<std::uint8_t, 64 * W> local;  // read only where written
    int k = 0;
    comp.each([&](int v) { local[std::size_t(v)] = std::uint8_t(k), cell[std::size_t(k++)] = v; });
    for (int i = 0; i < k; ++i) {
        std::uint32_t c = 0;
        (closed_of(cell[std::size_t(i)]) & comp).each([&](int v) { c |= 1u << local[std::size_t(v)]; });
        closed[std::size_t(i)] = c;
    }
    return k;
}

#ifdef NIMCERT_HAVE_PEXT
template <int W, class ClosedOf, class CellArray, class ClosedArray>
__attribute__((target("bmi2"))) int number_cells_pext(const Bits<W>& comp, ClosedOf closed_of, CellArray& cell,
                                                      ClosedArray& closed) {
    std::array<int, W> below{};  // the component's cells in the words before word j
    int k = 0;
    for (int j = 0; j < W; ++j) {
        below[std::size_t(j)] = k;
        for (std::uint64_t x = comp.w[std::size_t(j)]; x; x &= x - 1) cell[std::size_t(k++)] = j * 64 + __builtin_ctzll(x);
    }
    for (int i = 0; i < k; ++i) {
        const Bits<W>& n = closed_of(cell[std::size_t(i)]);
        std::uint64_t c = 0;
        for (int j = 0; j < W; ++j) c |= _pext_u64(n.w[std::size_t(j)], comp.w[std::size_t(j)]) << below[std::size_t(j)];
        closed[std::size_t(i)] = std::uint32_t(c);
    }
    return k;
}
#endif

// The edges among the cells of `set` (in a component numbered as above; closed[i] = N[cell i]),
// one bit per pair (i, j) of its cells, i < j, in the order i major, j minor (a set of at most
// 11 cells: 55 pairs).
inline std::uint64_t set_edges_portable(const std::uint32_t* closed, std::uint32_t set) {
    std::uint64_t edges = 0;
    int bit = 0;
    for (std::uint32_t rest = set; rest; rest &= rest - 1) {
        const std::uint32_t near = closed[__builtin_ctz(rest)];
        for (std::uint32_t later = rest & (rest - 1); later; later &= later - 1, ++bit) edges |= std::uint64_t(near >> __builtin_ctz(later) & 1u) << bit;
    }
    return edges;
}

#ifdef NIMCERT_HAVE_PEXT
__attribute__((target("bmi2"))) inline std::uint64_t set_edges_pext(const std::uint32_t* closed, std::uint32_t set) {
    const int k = __builtin_popcount(set);
    std::uint64_t edges = 0;
    int bit = 0, i = 0;
    for (std::uint32_t rest = set; rest; rest &= rest - 1, ++i) {
        edges |= std::uint64_t(_pext_u32(closed[__builtin_ctz(rest)], set) >> (i + 1)) << bit;  // cell i's later neighbours
        bit += k - 1 - i;
    }
    return edges;
}
#endif

inline std::uint64_t set_edges(const std::uint32_t* closed, std::uint32_t set, bool pext) {
#ifdef NIMCERT_HAVE_PEXT
    if (pext) return set_edges_pext(closed, set);
#endif
    (void)pext;
    return set_edges_portable(closed, set);
}

template <int W, class ClosedOf, class CellArray, class ClosedArray>
int number_cells(const Bits<W>& comp, ClosedOf closed_of, CellArray& cell, ClosedArray& closed, bool pext) {
#ifdef NIMCERT_HAVE_PEXT
    if (pext) return number_cells_pext(comp, closed_of, cell, closed);
#endif
    (void)pext;
    return number_cells_portable(comp, closed_of, cell, closed);
}

}  // namespace nimcert::kayles
