// Enumeration of the moves from one heap, in the fixed order that makes certificates
// deterministic: tokens removed i = 0, 1, ..., t; for each i: nothing left, one heap,
// two heaps (a <= b, a ascending; a < b if d_i's splits are unequal), three heaps
// (a <= b <= c, lexicographic).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "heap_code.hpp"

namespace nimcert {

using Value = std::uint32_t;

// A move from a heap, described by the heaps it leaves (non-decreasing); count 0 = nothing.
struct HeapMove {
    unsigned count = 0;
    std::uint64_t part[3] = {0, 0, 0};
};

// "-" or the parts joined by '+', as in the certificate format.
std::string format_move(const HeapMove& m);

// Calls visit(move, option_value) for every legal move from heap h, in canonical order, until
// visit returns false. values[x] must hold G(x) for every x < h.
template <class Visit>
void for_each_heap_move(const HeapCode& code, const std::vector<Value>& values, std::uint64_t h,
                        Visit&& visit) {
    const std::size_t t = code.max_removal();
    for (std::size_t i = 0; i <= t && i <= h; ++i) {
        const unsigned d = code.digit(i);
        if (d == 0) continue;
        const std::uint64_t s = h - i;  // tokens left behind
        HeapMove m;
        if ((d & 1) && s == 0 && i >= 1) {
            m.count = 0;
            if (!visit(m, Value{0})) return;
        }
        if ((d & 2) && s >= 1 && i >= 1) {
            m.count = 1;
            m.part[0] = s;
            if (!visit(m, values[s])) return;
        }
        if ((d & 4) && s >= 2) {
            m.count = 2;
            const std::uint64_t top = code.unequal(i) ? (s - 1) / 2 : s / 2;  // a < s - a if unequal
            for (std::uint64_t a = 1; a <= top; ++a) {
                m.part[0] = a;
                m.part[1] = s - a;
                if (!visit(m, values[a] ^ values[s - a])) return;
            }
        }
        if ((d & 8) && s >= 3) {
            m.count = 3;
            for (std::uint64_t a = 1; a <= s / 3; ++a) {
                for (std::uint64_t b = a; b <= (s - a) / 2; ++b) {
                    m.part[0] = a;
                    m.part[1] = b;
                    m.part[2] = s - a - b;
                    if (!visit(m, values[a] ^ values[b] ^ values[s - a - b])) return;
                }
            }
        }
    }
}

}  // namespace nimcert
