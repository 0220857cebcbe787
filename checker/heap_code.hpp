// Heap games given by a canonical octal/hexadecimal code (certs/FORMAT.md, "Codes"):
// parsing, the derived numbers t and j, the moves of a heap, witness validation.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace nimcheck {

struct HeapCode {
    std::string text;                 // canonical spelling, e.g. "0.07", or "take-or-break"
    std::vector<unsigned char> digit;  // digit[i] = d_i, i = 0 .. number of digits after '.'
    std::size_t t = 0;                 // largest i with d_i != 0 (0 if none); kUnbounded: any
    unsigned j = 1;                    // most heaps a move leaves (1 if no move leaves a heap)

    // d_i; an unbounded code repeats its last digit forever.
    unsigned d(std::size_t i) const { return i < digit.size() ? digit[i] : (t == kUnbounded ? digit.back() : 0); }
    static constexpr std::size_t kUnbounded = static_cast<std::size_t>(-1);
};

// Take-or-Break (Lasker's) Nim: remove any positive number of tokens, or split a heap into two
// nonempty heaps without removing any; as a code, 4.333... with the 3 repeated forever.
HeapCode take_or_break_code();

// G(0), G(1), ..., G(h - 1): the values verified so far; h is the next heap.
using Values = std::vector<std::uint32_t>;

// What a move leaves: parts == 0 means nothing, otherwise size[0 .. parts-1], non-decreasing.
struct Move {
    unsigned parts = 0;
    std::uint32_t size[3] = {0, 0, 0};
};

// Malformed unless s is a canonical code.
HeapCode parse_heap_code(std::string_view s, long line);

// Malformed unless s is "-" or 1 to 3 parts (each < 2^31) joined by '+', non-decreasing.
Move parse_move(std::string_view s, long line);

// The move in certificate notation: "-" or "a+b".
std::string describe(const Move& m);

// Empty if m is a legal move from a heap of size h under the code, otherwise why not.
std::string illegal_reason(const HeapCode& code, std::uint32_t h, const Move& m);

// Value of the option a legal move from heap h leaves: the xor of the values of its parts.
// Precondition (checked by the caller through illegal_reason): every part is < h <= G.size().
std::uint32_t option_value(const Values& G, const Move& m);

// Rejected unless witness m for value k is a legal move from heap h = G.size() reaching k.
void check_witness(const HeapCode& code, const Values& G, const Move& m, std::uint32_t k, long line);

// Enumerates every legal move from heap h = G.size() itself, from the code alone: rejected,
// naming the first move (in the solver's order) whose option has value g, if there is one.
void check_unreached(const HeapCode& code, const Values& G, std::uint32_t g, long line);

}  // namespace nimcheck
