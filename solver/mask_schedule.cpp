#include "mask_schedule.hpp"

#include "parity_mask.hpp"

namespace nimcert {

namespace {

// Masks are tried below 2^16 (RareCommon's limit; the transform then costs 16 * 2^16 steps,
// paid a few dozen times per run at most).
constexpr unsigned kMaxMaskBits = 16;
// The rare count must double, and grow by this much, before the mask is reconsidered: the
// re-pick costs O(h) (the rare list is rebuilt), so it must not happen at every new rare heap.
constexpr std::uint64_t kMinGrowth = 64;

}  // namespace

MaskTracker::MaskTracker(Value mask, const std::vector<Value>& values, std::uint64_t known, std::uint64_t slack)
    : mask_(mask), slack_(slack) {
    for (std::uint64_t h = 1; h < known; ++h) count(values[h]);
    next_look_ = std::max(2 * rare_, rare_ + kMinGrowth);
}

void MaskTracker::count(Value g) {
    if (g >= histogram_.size()) {
        std::size_t cap = histogram_.empty() ? 64 : histogram_.size();
        while (cap <= g) cap *= 2;
        histogram_.resize(cap, 0);
    }
    ++histogram_[g];
    ++heaps_;
    rare_ += !odd_parity(g, mask_);
}

std::optional<std::pair<Value, std::uint64_t>> fewest_rare_mask(const std::vector<std::uint64_t>& histogram,
                                                                 std::uint64_t heaps) {
    if (histogram.size() > (std::size_t(1) << kMaxMaskBits)) return std::nullopt;
    // w[m] = sum over v of histogram[v] * (-1)^popcount(v & m); the heaps even under m are
    // (heaps + w[m]) / 2.
    std::vector<std::int64_t> w(histogram.begin(), histogram.end());
    for (std::size_t len = 1; len < w.size(); len *= 2)
        for (std::size_t i = 0; i < w.size(); i += 2 * len)
            for (std::size_t k = i; k < i + len; ++k) {
                const std::int64_t a = w[k], b = w[k + len];
                w[k] = a + b;
                w[k + len] = a - b;
            }
    std::optional<std::pair<Value, std::uint64_t>> best;
    for (std::size_t m = 1; m < w.size(); ++m) {
        const auto even = static_cast<std::uint64_t>((static_cast<std::int64_t>(heaps) + w[m]) / 2);
        if (!best || even < best->second) best = std::make_pair(static_cast<Value>(m), even);
    }
    return best;
}

std::optional<std::pair<Value, std::uint64_t>> MaskTracker::best_mask() const {
    return fewest_rare_mask(histogram_, heaps_);
}

std::optional<Value> MaskTracker::record(std::uint64_t h, Value g) {
    if (h >= 1) count(g);
    const auto crowded = [&] { return rare_ * 8 > h + slack_; };
    if (rare_ < next_look_ && !crowded()) return std::nullopt;
    std::optional<Value> changed;
    if (const auto best = best_mask(); best && best->second * 4 < rare_ * 3) {
        mask_ = best->first;
        rare_ = best->second;
        changed = mask_;
    }
    next_look_ = std::max(2 * rare_, rare_ + kMinGrowth);
    if (crowded()) {  // no mask separates the values: the caller stops the method
        gave_up_ = true;
        return std::nullopt;
    }
    return changed;
}

MaskSchedule parity_mask_schedule(const HeapCode& code, const std::vector<Value>& values, std::uint64_t count) {
    std::uint64_t sample = 0;
    const auto first = detect_parity_mask(code, values, count, &sample);
    if (!first) return {};
    MaskSchedule schedule{{0, *first}};
    MaskTracker tracker(*first, values, sample, kMaskSample);
    for (std::uint64_t h = sample; h + 1 < count; ++h) {
        const auto m = tracker.record(h, values[h]);
        if (tracker.gave_up()) break;
        if (m) schedule.push_back({h + 1, *m});
    }
    return schedule;
}

}  // namespace nimcert
