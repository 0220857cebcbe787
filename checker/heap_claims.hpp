// The claims about a heap game's values that follow its value table (certs/FORMAT.md: period,
// zeros-prefix, zeros-residues, recurrence, gf-numerator, gf-denominator, arithmetic-period,
// nsum-flip), each verified against the table as it is read (proofs/periodicity.md,
// proofs/take-or-break.md).
#pragma once

#include "line_reader.hpp"  // and with it <cstddef>, <cstdint>, <string>, <string_view>, <vector>

namespace nimcheck {

// A heap game's move rule: an octal/hexadecimal code, or Take-or-Break (an unbounded code).
struct HeapCode {
    std::string text;                 // canonical spelling, e.g. "0.07", or "take-or-break"
    std::vector<unsigned char> digit;  // digit[i] = d_i, i = 0 .. number of digits after '.'
    std::size_t t = 0;                 // largest i with d_i != 0 (0 if none); kUnbounded: any
    unsigned j = 1;                    // most heaps a move leaves (1 if no move leaves a heap)

    // d_i; an unbounded code repeats its last digit forever.
    unsigned d(std::size_t i) const { return i < digit.size() ? digit[i] : (t == kUnbounded ? digit.back() : 0); }
    static constexpr std::size_t kUnbounded = static_cast<std::size_t>(-1);
};

// G(0), G(1), ..., G(h - 1): the values verified so far; h is the next heap.
using Values = std::vector<std::uint32_t>;

// Reads the claim lines up to and including 'end' and verifies each; returns their statements,
// each preceded by "; ".
std::string check_heap_claims(LineReader& reader, const HeapCode& code, const Values& G);

}  // namespace nimcheck
