#include "heap_values.hpp"

#include <stdexcept>

#include "parity_mask.hpp"

namespace nimcert {

Value HeapValues::mex_of(std::uint64_t h) {
    for_each_heap_move(code_, values_, h, [&](const HeapMove&, Value v) {
        // xor of values below 2^k stays below 2^k: grow the table to the next power of two.
        if (v >= stamp_.size()) {
            std::size_t cap = stamp_.empty() ? 64 : stamp_.size();
            while (cap <= v) cap *= 2;
            stamp_.resize(cap, 0);
        }
        stamp_[v] = h + 1;
        return true;
    });
    Value g = 0;
    while (g < stamp_.size() && stamp_[g] == h + 1) ++g;
    return g;
}

void HeapValues::set_method(ValueMethod method, RareCommonOptions options) {
    method_ = method;
    options_ = options;
    rare_common_.reset();
    tracker_.reset();
    rare_common_settled_ = false;
    next_sample_ = 0;
    provisional_.reset();
    provisional_until_ = 0;
}

std::string HeapValues::method_report() const {
    if (rare_common_from_ == 0 && !rare_common_) return "naive";
    std::string s = "rare/common mask " + masks_;
    if (rare_common_) return s + " (" + std::to_string(rare_common_->rare_count()) + " rare heaps)";
    return s + " gave up at " + std::to_string(rare_common_until_) + " (" + std::to_string(rare_common_rare_) +
           " rare heaps); naive since";
}

void HeapValues::choose_method() {
    const std::uint64_t h = values_.size();
    if (method_ != ValueMethod::RareCommon || rare_common_ || rare_common_settled_) return;
    std::optional<Value> mask;
    if (options_.mask != 0) {  // forced (tests)
        if (h >= options_.start) {
            rare_common_settled_ = true;
            mask = options_.mask;
        }
    } else if (h >= options_.start) {
        // the same sample sizes, in the same order, as detect_parity_mask: after a resume
        // the mask is found again from the values alone
        if (next_sample_ == 0) next_sample_ = kMaskSample;
        for (; !mask && next_sample_ <= h && next_sample_ <= kMaskSampleMax; next_sample_ *= 2)
            mask = parity_mask_at(code_, values_, next_sample_);
        if (mask || next_sample_ > kMaskSampleMax || code_.unbounded() || code_.max_heaps_left() > 2)
            rare_common_settled_ = true;
    }
    if (mask && !code_.unbounded() && code_.max_heaps_left() <= 2) {
        rare_common_.emplace(code_, *mask);
        for (std::uint64_t x = 0; x < h; ++x) rare_common_->record(x, values_[x]);
        tracker_.emplace(*mask, values_, h, options_.slack ? options_.slack : kMaskSample);
        rare_common_from_ = h;
        masks_ = std::to_string(*mask) + " from " + std::to_string(h);
    }
}

void HeapValues::account(std::uint64_t h, Value g) {
    rare_common_->record(h, g);
    const std::optional<Value> change = tracker_->record(h, g);
    if (tracker_->gave_up()) {  // no mask keeps the rare values rare
        rare_common_until_ = h + 1;
        rare_common_rare_ = tracker_->rare_count();
        rare_common_.reset();
        tracker_.reset();
    } else if (change) {
        // The rare heaps under the new mask, from the values: O(h), a few times per run.
        rare_common_.emplace(code_, *change);
        for (std::uint64_t x = 0; x < h; ++x) rare_common_->record(x, values_[x]);
        rare_common_->record(h, g);
        masks_ += ", " + std::to_string(*change) + " from " + std::to_string(h + 1);
    }
}

bool HeapValues::provisional(std::uint64_t h) {
    if (rare_common_ || rare_common_settled_ || method_ != ValueMethod::RareCommon || options_.mask != 0 ||
        h < options_.start || h < kProvisionalStart || code_.unbounded() || code_.max_heaps_left() > 2) {
        provisional_.reset();
        return false;
    }
    if (h < provisional_until_) return provisional_.has_value();
    provisional_until_ = 2 * h;
    std::vector<std::uint64_t> histogram(64, 0);
    for (std::uint64_t x = 1; x < h; ++x) {
        while (values_[x] >= histogram.size()) histogram.resize(2 * histogram.size(), 0);
        ++histogram[values_[x]];
    }
    const auto best = fewest_rare_mask(histogram, h - 1);
    if (!best || best->second * 4 > h) {
        provisional_.reset();
        return false;
    }
    if (!provisional_ || provisional_->mask() != best->first) {
        provisional_.emplace(code_, best->first);
        for (std::uint64_t x = 0; x < h; ++x) provisional_->record(x, values_[x]);
    }
    return true;
}

Value HeapValues::next_value() {
    choose_method();
    const std::uint64_t h = values_.size();
    if (rare_common_) {
        provisional_.reset();
        const Value g = rare_common_->next_value(values_);
        account(h, g);
        return g;
    }
    if (!provisional(h)) return mex_of(h);
    const Value g = provisional_->next_value(values_);
    provisional_->record(h, g);
    return g;
}

void HeapValues::adopt(std::vector<Value> known) {
    rare_common_.reset();
    tracker_.reset();
    rare_common_settled_ = false;
    next_sample_ = 0;
    rare_common_from_ = rare_common_until_ = rare_common_rare_ = 0;
    masks_.clear();
    provisional_.reset();
    provisional_until_ = 0;
    values_.clear();
    values_.reserve(known.size());
    // the decisions next_value() would have taken, value by value, without computing any
    for (std::uint64_t h = 0; h < known.size(); ++h) {
        choose_method();
        if (rare_common_) account(h, known[h]);
        values_.push_back(known[h]);
    }
}

bool HeapValues::extend_to(std::uint64_t count, const std::atomic<bool>* stop,
                           const std::function<void(std::uint64_t)>& progress) {
    if (count > values_.max_size()) throw std::length_error("value table too large");
    values_.reserve(count);
    while (values_.size() < count) {
        const std::uint64_t h = values_.size();
        if ((h & 1023) == 0) {
            if (stop && stop->load()) return false;
            if (progress) progress(h);
        }
        const Value g = next_value();
        values_.push_back(g);
    }
    return true;
}

std::vector<HeapMove> HeapValues::witnesses(std::uint64_t h) const {
    const Value g = values_.at(h);
    if (g == 0) return {};
    std::vector<HeapMove> found(g);
    std::vector<bool> have(g, false);
    Value missing = g;
    for_each_heap_move(code_, values_, h, [&](const HeapMove& m, Value v) {
        if (v < g && !have[v]) {
            have[v] = true;
            found[v] = m;
            --missing;
        }
        return missing > 0;
    });
    if (missing != 0) throw std::logic_error("internal error: mex witness not found");
    return found;
}

}  // namespace nimcert
