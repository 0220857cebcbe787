// Records under a parity mask (certs/FORMAT.md, "Records under a parity mask"): odd values
// need no witness and an odd value's absence is confirmed from the moves that leave at most one
// heap and the splits with a rare part (theorem `rare-common-absence`, proofs/rare-common.md).
#pragma once

#include <bitset>
#include <cstdint>
#include <string_view>
#include <vector>

#include "heap_code.hpp"

namespace nimcheck {

class MaskedRecords {
public:
    // The `parity-mask m` line: m must be in [1, 2^31 - 1] and the code finite with j <= 2
    // (the parity lemma is about two-heap options); otherwise rejected on `line`.
    MaskedRecords(const HeapCode& code, std::uint64_t mask, long line);

    // Verifies the record "h g w..." for h = G.size() (fields f) and returns g.
    std::uint32_t check(const std::vector<std::string_view>& f, const Values& G, long line);

private:
    // The class of a value: popcount(x & m) odd (`odd_class` in proofs/coq/RareCommon.v).
    bool odd(std::uint32_t x) const { return (std::bitset<32>(x & mask_).count() & 1) != 0; }
    std::uint64_t even_below(std::uint32_t g) const;  // #{k < g : k even}

    HeapCode code_;
    std::uint32_t mask_;
    struct Rare { std::uint32_t heap, value; };
    std::vector<Rare> rare_;                 // heaps >= 1 with an even verified value, ascending
    std::vector<std::uint64_t> stamp_;       // stamp_[v] == now_: a move from the current heap reaches v <= g
    std::uint64_t now_ = 0;
    std::vector<Move> witness_;              // reused between records
};

}  // namespace nimcheck
