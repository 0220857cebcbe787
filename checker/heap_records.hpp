// A heap game's move rule and its value table (certs/FORMAT.md, "Codes" and "Records"): the
// octal/hexadecimal code or Take-or-Break, the moves it allows, and the records `h g w...` (also
// under a parity mask, proofs/rare-common.md), each verified as it is read.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "line_reader.hpp"

namespace nimcheck {

// A heap game's move rule: an octal/hexadecimal code, or Take-or-Break (an unbounded code).
struct HeapCode {
    std::string text;                 // canonical spelling, e.g. "0.07", or "take-or-break"
    std::vector<unsigned char> digit;  // digit[i] = d_i (+ 16 if 'u' follows it), i = 0 .. number of digits after '.'
    std::size_t t = 0;                 // largest i with d_i != 0 (0 if none); kUnbounded: any
    unsigned j = 1;                    // most heaps a move leaves (1 if no move leaves a heap)

    // d_i; an unbounded code repeats its last digit forever.
    unsigned d(std::size_t i) const { return i < digit.size() ? digit[i] : (t == kUnbounded ? digit.back() : 0); }
    static constexpr std::size_t kUnbounded = static_cast<std::size_t>(-1);
};

// G(0), G(1), ..., G(h - 1): the values verified so far; h is the next heap.
using Values = std::vector<std::uint32_t>;

// The code of `game heap CODE`: malformed on `line` unless s is a canonical code.
HeapCode parse_heap_code(std::string_view s, long line);

// The code of `game take-or-break`.
HeapCode take_or_break_code();

// Reads the optional `parity-mask` line, the `values` line and all its records, verifying each
// (theorem `mex`; under a mask, `rare-common-absence`); returns G(0 .. count-1). In version 2
// the mask is required and its records list no witnesses (the checker finds the even values).
Values read_value_table(LineReader& reader, const HeapCode& code, bool version2 = false);

}  // namespace nimcheck
