// When the rare/common method changes its parity mask (issue 26, part 3).
//
// A mask detected from the first values can stop separating rare from common values later:
// in .14 the even class of the mask found at 8,192 heaps grows with every new heap after about
// 50,000, while another mask keeps it near 1,900 heaps up to 2^20. Instead of giving up (and
// computing the rest by the quadratic method), the tracker re-picks the mask with the fewest
// rare heaps among all values so far and the method carries on under it. Any mask is sound
// (proofs/rare-common.md), so a certificate states each change where it happens
// (certs/FORMAT.md, "Changing the mask") and the checker's fast path follows it.
//
// Every decision is a function of the values alone, never of how they were computed: the
// solver applies the rule while it computes (HeapValues), and a certificate replays it over
// the finished table (parity_mask_schedule), so both see the same changes at the same heaps.
#pragma once

#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

#include "heap_code.hpp"
#include "heap_moves.hpp"

namespace nimcert {

// The rule:
//  * rare = heaps h >= 1 whose value is even under the mask in force;
//  * the mask is reconsidered when the rare count has doubled (and grown by 64) since it was
//    last considered, and whenever rare heaps exceed 1/8 of the heaps plus `slack` (the
//    method would then cost about as much as the quadratic one);
//  * reconsidering finds the mask below 2^B (values < 2^B, B <= 16) with the fewest rare
//    heaps (ties: the least mask) by a Walsh-Hadamard transform of the values' histogram,
//    and adopts it if it has fewer than 3/4 of the current rare heaps;
//  * if rare heaps still exceed 1/8 of the heaps plus `slack`, the method gives up (no mask
//    separates the values: the game is not a sparse-space game, so far).
class MaskTracker {
public:
    // Starts under `mask` with G(0 .. known-1) = values[0 .. known-1] recorded.
    MaskTracker(Value mask, const std::vector<Value>& values, std::uint64_t known, std::uint64_t slack);

    Value mask() const { return mask_; }
    std::uint64_t rare_count() const { return rare_; }
    bool gave_up() const { return gave_up_; }

    // Registers G(h) = g, h the next heap. Returns the mask for heap h + 1 on if it changes.
    // After gave_up() the tracker must not be used.
    std::optional<Value> record(std::uint64_t h, Value g);

private:
    void count(Value g);
    // The mask with the fewest rare heaps and that number; nothing if values reach 2^16.
    std::optional<std::pair<Value, std::uint64_t>> best_mask() const;

    Value mask_;
    std::uint64_t slack_;
    std::uint64_t heaps_ = 0;                // heaps h >= 1 counted in histogram_
    std::uint64_t rare_ = 0;                 // of those, even under mask_
    std::uint64_t next_look_ = 0;            // reconsider once rare_ reaches this
    std::vector<std::uint64_t> histogram_;   // histogram_[v] = #{h >= 1 : G(h) = v}; size a power of two
    bool gave_up_ = false;
};

// The mask below 2^B with the fewest heaps even under it (ties: the least mask), and that
// number, for heaps whose values have the histogram `histogram` (histogram[v] = how many of the
// `heaps` heaps have value v; its size a power of two 2^B), by a Walsh-Hadamard transform;
// nothing if the histogram has more than 2^16 entries or a single one.
std::optional<std::pair<Value, std::uint64_t>> fewest_rare_mask(const std::vector<std::uint64_t>& histogram,
                                                                 std::uint64_t heaps);

// A mask in force from heap `from` on.
struct MaskChange {
    std::uint64_t from;
    Value mask;
};
using MaskSchedule = std::vector<MaskChange>;

// The masks of a certificate of G(0 .. count-1): empty if detect_parity_mask finds none (the
// records are unmasked), else the detected mask from heap 0, then every change the tracker
// (default slack) makes while the values from the detection sample on are recorded, up to the
// last record; none after it gives up.
MaskSchedule parity_mask_schedule(const HeapCode& code, const std::vector<Value>& values, std::uint64_t count);

}  // namespace nimcert
