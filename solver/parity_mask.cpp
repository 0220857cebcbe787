#include "parity_mask.hpp"

#include <algorithm>

namespace nimcert {

std::optional<Value> parity_mask_at(const HeapCode& code, const std::vector<Value>& values, std::uint64_t S) {
    if (S < 2 || values.size() < S) return std::nullopt;
    if (code.unbounded() || code.max_heaps_left() > 2) return std::nullopt;
    const std::uint64_t half = S / 2;
    const Value top = *std::max_element(values.begin() + half, values.begin() + S);
    unsigned bits = 0;
    while (bits < 32 && (Value{1} << bits) <= top) ++bits;
    // Sparse-space games we know of have small values; trying 2^bits masks for more than 12
    // bits would cost more than it could save.
    if (bits == 0 || bits > 12) return std::nullopt;
    // Accept at most half/16 even heaps; each mask stops counting once it cannot win.
    std::uint64_t best_count = half / 16 + 1;
    Value best = 0;
    for (Value m = 1; m < (Value{1} << bits); ++m) {
        std::uint64_t even = 0;
        for (std::uint64_t n = half; n < S && even < best_count; ++n) even += !odd_parity(values[n], m);
        if (even < best_count) {
            best_count = even;
            best = m;
        }
    }
    if (best == 0) return std::nullopt;
    return best;
}

std::optional<Value> detect_parity_mask(const HeapCode& code, const std::vector<Value>& values,
                                        std::uint64_t count, std::uint64_t* sample) {
    for (std::uint64_t S = kMaskSample; S <= count && S <= kMaskSampleMax; S *= 2)
        if (const auto m = parity_mask_at(code, values, S)) {
            if (sample) *sample = S;
            return m;
        }
    return std::nullopt;
}

}  // namespace nimcert
