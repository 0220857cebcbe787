// The values of small components by the definition (certs/FORMAT.md, "Outcome claims", `small K`):
// G(S) = mex { G(S minus a cell and its neighbours) : a cell of S }, over the subsets S of one
// component of at most 16 cells that its moves reach, memoised by their bitmask. The checker
// computes these values itself, so the outcome search and its proof never name a small class:
// no normal form, no cache entry, no record. The last 2^17 components valued are remembered by
// their exact cells (a direct-mapped memo; on queens 13 a fifth of the look-ups hit it, and
// keying by class instead would add little: 2.0 million classes among 2.5 million cell sets).
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "kayles_positions.hpp"

namespace nimcert::kayles {

constexpr int kMaxSmallCells = 16;

template <int W>
class SmallValues {
public:
    explicit SmallValues(const Positions<W>& pos)
        : pos_(pos), memo_(std::size_t(1) << kMemoBits), stamp_(std::size_t(1) << kMaxSmallCells), value_(stamp_.size()) {}

    // G(comp) for a component of at most kMaxSmallCells cells.
    unsigned value(const Bits<W>& comp) {
        Memo& m = memo_[hash(comp) & (memo_.size() - 1)];
        if (m.known && m.bits == comp) return m.value;
        m.bits = comp;
        m.value = evaluate(comp);
        m.known = true;
        ++evaluated_;
        return m.value;
    }
    std::size_t evaluated() const { return evaluated_; }  // components evaluated (memo misses)

private:
    static constexpr int kMemoBits = 17;
    struct Memo {
        Bits<W> bits;
        std::uint8_t value = 0;
        bool known = false;
    };

    static std::size_t hash(const Bits<W>& b) {
        std::uint64_t x = 0;
        for (auto v : b.w) x = (x ^ v) * 0x9E3779B97F4A7C15ull, x ^= x >> 31;
        return std::size_t(x);
    }

    std::uint8_t evaluate(const Bits<W>& comp) {
        std::array<int, kMaxSmallCells> cell{};
        int k = 0;
        comp.each([&](int v) { local_[std::size_t(v)] = std::uint8_t(k), cell[std::size_t(k++)] = v; });
        for (int i = 0; i < k; ++i) {  // cell i's closed neighbourhood within the component, in local numbers
            std::uint32_t c = 0;
            (pos_.closed(cell[std::size_t(i)]) & comp).each([&](int v) { c |= 1u << local_[std::size_t(v)]; });
            closed_[std::size_t(i)] = c;
        }
        if (++generation_ == 0) {  // the stamps wrapped: forget them all
            std::fill(stamp_.begin(), stamp_.end(), 0);
            generation_ = 1;
        }
        return grundy((1u << k) - 1);
    }

    std::uint8_t grundy(std::uint32_t set) {
        if (set == 0) return 0;
        if (stamp_[set] == generation_) return value_[set];
        std::uint32_t seen = 0;  // values below 32: a graph of k cells has a value of at most k
        for (std::uint32_t rest = set; rest; rest &= rest - 1)
            seen |= 1u << grundy(set & ~closed_[std::size_t(__builtin_ctz(rest))]);
        const auto g = std::uint8_t(__builtin_ctz(~seen));
        stamp_[set] = generation_;
        value_[set] = g;
        return g;
    }

    const Positions<W>& pos_;
    std::vector<Memo> memo_;
    std::vector<std::uint32_t> stamp_;  // stamp_[S] == generation_: value_[S] is G(S) of this component
    std::vector<std::uint8_t> value_;
    std::array<std::uint32_t, kMaxSmallCells> closed_{};
    std::array<std::uint8_t, 64 * W> local_{};  // board cell -> its number within the component being evaluated
    std::uint32_t generation_ = 0;
    std::size_t evaluated_ = 0;
};

}  // namespace nimcert::kayles
