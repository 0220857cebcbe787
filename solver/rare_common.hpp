// The rare/common (sparse-space) method for codes whose moves leave at most two heaps.
//
// With a parity mask m (parity_mask.hpp) the heaps h >= 1 with an EVEN value are "rare". By the
// lemma `rare-common` (proofs/rare-common.md) an option of h with an ODD value is either a
// single heap or a split a + b with a rare part, so all odd option values of h are found by
// enumerating the R rare heaps for each removal: O(t*R) instead of O(t*h). The even values
// below the least unreached odd value are then looked for among all splits, smallest part
// first; they are nearly always reached within a few splits, and only when one is not
// (G(h) is then even: a new rare heap) does the search cover all O(t*h) splits.
#pragma once

#include <cstdint>
#include <vector>

#include "heap_code.hpp"
#include "heap_moves.hpp"

namespace nimcert {

class RareCommon {
public:
    // mask must be nonzero and below 2^16; the code must leave at most two heaps.
    RareCommon(HeapCode code, Value mask);

    Value mask() const { return mask_; }
    std::uint64_t rare_count() const { return rare_.size(); }

    // G(h) for h = values.size(), given G(0 .. h-1) all recorded with record().
    Value next_value(const std::vector<Value>& values);

    // Registers G(h) = g; h must be the next heap not yet recorded.
    void record(std::uint64_t h, Value g);

private:
    bool marked(Value v) const { return v < stamp_.size() && stamp_[v] == now_; }

    HeapCode code_;
    Value mask_;
    std::vector<std::size_t> split_removals_;  // the i with bit 4 in d_i, ascending
    struct Rare { std::uint32_t heap; Value value; };
    std::vector<Rare> rare_;                   // heaps h >= 1 with even G(h), ascending, and their values
    std::uint64_t recorded_ = 0;
    std::vector<std::uint64_t> stamp_;         // stamp_[v] == now_ <=> v reached from the current heap;
                                               // size a power of two above every recorded value
    std::uint64_t now_ = 0;
    std::vector<std::uint8_t> want_;           // want_[v] = 1: v < c is even and not reached yet (step 3);
                                               // 0 at every other v below stamp_.size() between calls
    struct Split { std::uint64_t s, last; };   // a split of s = h - i tokens into a + (s - a), a <= last
    std::vector<Split> splits_;                // step 3's splits of the current heap, i ascending
};

// The witnesses a certificate with a parity mask lists for record h (certs/FORMAT.md,
// "Records under a parity mask"): for each EVEN k < G(h), ascending, the first move reaching k
// in the order: moves leaving nothing or one heap (i = 0, 1, ..., t), then two-heap moves by
// smaller part a ascending and, for equal a, by i ascending. Odd k need no witness (the checker
// finds them). Deterministic: a function of the code, the values and the mask only.
std::vector<HeapMove> rare_common_witnesses(const HeapCode& code, const std::vector<Value>& values,
                                            std::uint64_t h, Value mask);

}  // namespace nimcert
