#include "heap_values.hpp"

#include <stdexcept>

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
        values_.push_back(mex_of(h));
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
