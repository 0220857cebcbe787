// How many slots a direct-mapped memo of the Node-Kayles engine gets from its share of --memory:
// the largest power of two, from 2^10 up to 2^max_log2, whose slots take at most half of `bytes`
// (half: the memo of small components grows by doubling, and while it does it holds its old
// table and its new one at once). One rule for every such memo, written once, so that their
// shares of --memory (kayles_outcome.hpp, OutcomeOptions) are read the same way for each.
#pragma once

#include <cstddef>

namespace nimcert::kayles {

inline std::size_t memo_slots_for(std::size_t bytes, std::size_t slot_bytes, unsigned max_log2) {
    std::size_t n = std::size_t(1) << 10;
    while (n < (std::size_t(1) << max_log2) && 2 * n * slot_bytes <= bytes) n *= 2;
    return n;
}

}  // namespace nimcert::kayles
