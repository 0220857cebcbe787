#include "rare_common.hpp"

#include <algorithm>
#include <stdexcept>

#include "parity_mask.hpp"

namespace nimcert {

RareCommon::RareCommon(HeapCode code, Value mask) : code_(std::move(code)), mask_(mask) {
    if (mask == 0 || mask >= (Value{1} << 16)) throw std::invalid_argument("parity mask must be in [1, 2^16)");
    if (code_.unbounded() || code_.max_heaps_left() > 2)
        throw std::invalid_argument("the rare/common method needs a finite code leaving at most two heaps");
    for (std::size_t i = 0; i <= code_.max_removal(); ++i)
        if (code_.digit(i) & 4) split_removals_.push_back(i);
}

void RareCommon::record(std::uint64_t h, Value g) {
    if (h != recorded_) throw std::logic_error("RareCommon::record out of order");
    ++recorded_;
    // Every option value is a xor of recorded values, so it is below the least power of two
    // above them all: a stamp table of that size needs no bounds check when marking.
    if (g >= stamp_.size()) {
        std::size_t cap = stamp_.empty() ? 64 : stamp_.size();
        while (cap <= g) cap *= 2;
        stamp_.resize(cap, 0);
    }
    if (h >= 1 && !odd_parity(g, mask_)) {
        rare_.push_back(static_cast<std::uint32_t>(h));
        rare_value_.push_back(g);
    }
}

Value RareCommon::next_value(const std::vector<Value>& values) {
    const std::uint64_t h = values.size();
    if (h != recorded_) throw std::logic_error("RareCommon::next_value: values not recorded");
    ++now_;
    // 1. Every option that can have an odd value: nothing left (value 0), one heap, and the
    //    splits with a rare part (lemma `rare-common`). Values reached are marked. This loop is
    //    the method's whole cost for common heaps: O(R) per removal.
    const std::size_t t = code_.max_removal();
    std::uint64_t* const stamp = stamp_.data();
    const std::uint64_t now = now_;
    for (std::size_t i = 0; i <= t && i <= h; ++i) {
        const unsigned d = code_.digit(i);
        const std::uint64_t s = h - i;
        if ((d & 1) && s == 0 && i >= 1) stamp[0] = now;
        if ((d & 2) && s >= 1 && i >= 1) stamp[values[s]] = now;
        if (d & 4) {
            // Unequal splits: r + r is no move (heaps are >= 1, so skip = 0 skips nothing).
            const std::uint64_t skip = code_.unequal(i) && s % 2 == 0 ? s / 2 : 0;
            const std::size_t n = rare_.size();
            for (std::size_t k = 0; k < n && rare_[k] < s; ++k)
                if (rare_[k] != skip) stamp[rare_value_[k] ^ values[s - rare_[k]]] = now;
        }
    }
    // 2. The least odd value not reached: every odd option value was marked in step 1.
    Value c = 0;
    while (!odd_parity(c, mask_) || marked(c)) ++c;
    // 3. Even values below c not reached yet: search all splits, smallest parts first (over every
    //    digit that splits: in .376 a value reached only by removing 3 is found after a few
    //    splits, not after all of those removing 2), until each is reached. want_[v] marks the
    //    values still looked for, so the loop, O(h) for each new rare heap, is a load and a test
    //    per split. The order changes when the search stops, never its result.
    std::uint64_t missing = 0;
    if (want_.size() < c) want_.resize(c);  // c can pass the largest option value
    for (Value v = 0; v < c; ++v) {
        want_[v] = !odd_parity(v, mask_) && !marked(v);
        missing += want_[v];
    }
    // i ascending, so the largest part bound first: the bounds never increase along the list
    splits_.clear();
    for (const std::size_t i : split_removals_)
        if (i + 2 <= h) splits_.push_back({h - i, code_.unequal(i) ? (h - i - 1) / 2 : (h - i) / 2});
    const Split* const sp = splits_.data();
    const std::size_t n_splits = splits_.size();
    const Value* const G = values.data();
    std::uint8_t* const want = want_.data();  // (a local: writes through it may alias anything)
    // Parts a in blocks of 64: within a block one digit after the other (a tight loop), the
    // blocks in increasing a.
    constexpr std::uint64_t kBlock = 64;
    for (std::uint64_t lo = 1; missing > 0 && n_splits > 0 && lo <= sp[0].last; lo += kBlock)
        for (std::size_t k = 0; k < n_splits && sp[k].last >= lo; ++k) {
            const std::uint64_t s = sp[k].s, hi = std::min(sp[k].last, lo + kBlock - 1);
            for (std::uint64_t a = lo; a <= hi && missing > 0; ++a) {
                const Value v = G[a] ^ G[s - a];
                if (v < c && want[v]) {
                    want[v] = 0;
                    stamp[v] = now;
                    --missing;
                }
            }
        }
    if (missing == 0) return c;
    Value g = 0;
    while (odd_parity(g, mask_) || marked(g)) ++g;  // an even value below c: nothing reaches it
    return g;
}

std::vector<HeapMove> rare_common_witnesses(const HeapCode& code, const std::vector<Value>& values,
                                            std::uint64_t h, Value mask) {
    if (code.unbounded() || code.max_heaps_left() > 2)
        throw std::logic_error("rare/common witnesses need a finite code leaving at most two heaps");
    const Value g = values.at(h);
    std::vector<HeapMove> found(g);
    // want[v]: v < g is even and has no witness yet. Writing a certificate calls this for every
    // heap, and the split search below can run long, so its loop is a load and a test per split.
    std::vector<std::uint8_t> want(g);
    std::uint64_t missing = 0;
    for (Value k = 0; k < g; ++k) {
        want[k] = !odd_parity(k, mask);
        missing += want[k];
    }
    const auto offer = [&](const HeapMove& m, Value v) {
        if (v < g && want[v]) {
            want[v] = 0;
            found[v] = m;
            --missing;
        }
    };
    const std::size_t t = code.max_removal();
    struct Split { std::uint64_t s, least; };  // heaps of s = h - i tokens left, a + a + (u) <= s
    std::vector<Split> splits;
    for (std::size_t i = 0; i <= t && i <= h && missing > 0; ++i) {
        const unsigned d = code.digit(i);
        const std::uint64_t s = h - i;
        HeapMove m;
        if ((d & 1) && s == 0 && i >= 1) offer(m, 0);
        m.count = 1;
        m.part[0] = s;
        if ((d & 2) && s >= 1 && i >= 1) offer(m, values[s]);
        if (d & 4) splits.push_back({s, code.unequal(i) ? 1u : 0u});
    }
    const Value* const G = values.data();
    for (std::uint64_t a = 1; missing > 0; ++a) {
        bool any = false;
        for (const Split& sp : splits) {  // i ascending
            if (sp.s < 2 * a + sp.least) continue;
            any = true;
            const Value v = G[a] ^ G[sp.s - a];
            if (v < g && want[v]) {
                HeapMove m;
                m.count = 2;
                m.part[0] = a;
                m.part[1] = sp.s - a;
                offer(m, v);
            }
        }
        if (!any) break;
    }
    if (missing != 0) throw std::logic_error("internal error: rare/common witness not found");
    std::vector<HeapMove> even;
    for (Value k = 0; k < g; ++k)
        if (!odd_parity(k, mask)) even.push_back(found[k]);
    return even;
}

}  // namespace nimcert
