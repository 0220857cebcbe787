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
    if (h >= 1 && !odd_parity(g, mask_)) rare_.push_back({static_cast<std::uint32_t>(h), g});
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
            // The splits r + (s - r), r rare and r < s, in one pass over (heap, value) pairs;
            // under 'u' the equal split r + r is no move and is left out.
            const Rare* const begin = rare_.data();
            const auto below = [&](std::uint64_t x) {
                return std::lower_bound(begin, begin + rare_.size(), x, [](const Rare& r, std::uint64_t y) { return r.heap < y; });
            };
            const Rare* const end = below(s);
            const Rare* const equal = code_.unequal(i) && s % 2 == 0 ? below(s / 2) : end;
            const Rare* const skip = equal != end && equal->heap == s / 2 ? equal : end;
            for (const Rare* r = begin; r != skip; ++r) stamp[r->value ^ values[s - r->heap]] = now;
            for (const Rare* r = skip == end ? end : skip + 1; r != end; ++r) stamp[r->value ^ values[s - r->heap]] = now;
        }
    }
    // 2. The least odd value not reached: every odd option value was marked in step 1.
    Value c = 0;
    while (!odd_parity(c, mask_) || marked(c)) ++c;
    // 3. Even values below c not reached yet: search all splits, smallest parts first (over every
    //    digit that splits: in .376 a value reached only by removing 3 is found after a few
    //    splits, not after all of those removing 2), until each is reached. want_[v] = 1 marks
    //    the values still looked for and is 0 at every other value below the power of two above
    //    all values, so the loop, O(h) for each new rare heap, is two loads, a xor and a store
    //    per split, with no bound test and no branch on the value reached (a branch taken at
    //    unpredictable splits cost more than the loop itself: .6 to 2^19 took 2.5-3x as long).
    //    The order changes when the search stops, never its result.
    std::uint64_t missing = 0;
    if (want_.size() < std::max<std::size_t>(stamp_.size(), c)) want_.resize(std::max<std::size_t>(stamp_.size(), c), 0);
    std::uint8_t* const want = want_.data();  // (a local: writes through it may alias anything)
    for (Value v = 0; v < c; ++v) {
        want[v] = !odd_parity(v, mask_) && !marked(v);
        missing += want[v];
    }
    // i ascending, so the largest part bound first: the bounds never increase along the list
    splits_.clear();
    for (const std::size_t i : split_removals_)
        if (i + 2 <= h) splits_.push_back({h - i, code_.unequal(i) ? (h - i - 1) / 2 : (h - i) / 2});
    const Split* const sp = splits_.data();
    const std::size_t n_splits = splits_.size();
    const Value* const G = values.data();
    // Parts a in blocks of 64: within a block one digit after the other (a tight loop), the
    // blocks in increasing a.
    constexpr std::uint64_t kBlock = 64;
    for (std::uint64_t lo = 1; missing > 0 && n_splits > 0 && lo <= sp[0].last; lo += kBlock)
        for (std::size_t k = 0; k < n_splits && sp[k].last >= lo; ++k) {
            const std::uint64_t s = sp[k].s, hi = std::min(sp[k].last, lo + kBlock - 1);
            for (std::uint64_t a = lo; a <= hi && missing > 0; ++a) {
                std::uint8_t& w = want[G[a] ^ G[s - a]];
                missing -= w;
                w = 0;
            }
        }
    if (missing == 0) return c;
    // An even value below c that nothing reaches: the least one still wanted.
    Value g = 0;
    while (!want[g]) ++g;
    std::fill(want + g, want + c, std::uint8_t{0});
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
