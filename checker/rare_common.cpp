#include "rare_common.hpp"

#include <string>

#include "failure.hpp"
#include "line_reader.hpp"
#include "value_table.hpp"

namespace nimcheck {

MaskedRecords::MaskedRecords(const HeapCode& code, std::uint64_t mask, long line) : code_(code) {
    if (mask == 0) rejected(line, "parity mask 0 is not allowed (every value would be even)");
    if (code.t == HeapCode::kUnbounded || code.j > 2)
        rejected(line, "a parity mask needs a finite code whose moves leave at most two heaps (theorem "
                       "rare-common-absence); " + code.text + " does not qualify");
    mask_ = static_cast<std::uint32_t>(mask);
}

std::uint64_t MaskedRecords::even_below(std::uint32_t g) const {
    // k < g agrees with g above some bit i where g has a 1, has 0 there, and is free below:
    // 2^i such k, half of them even if the mask has a bit below i, else all or none (the
    // parity of g's masked bits above i decides).
    std::uint64_t n = 0;
    unsigned above = 0;  // parity of the masked bits of g above i
    for (int i = 31; i >= 0; --i) {
        if (((g >> i) & 1) == 0) continue;
        if ((mask_ & ((std::uint32_t(1) << i) - 1)) != 0) n += std::uint64_t(1) << (i - 1);
        else if (above == 0) n += std::uint64_t(1) << i;
        above ^= (mask_ >> i) & 1;
    }
    return n;
}

std::uint32_t MaskedRecords::check(const std::vector<std::string_view>& f, const Values& G, long line) {
    const std::uint32_t h = static_cast<std::uint32_t>(G.size()), g = record_value(f, G, line);
    const std::string where = "heap " + str(h) + ": ";
    // Witnesses are listed for the even k < g only, counted without looping over k: a value
    // whose count does not match is refused before anything is allocated. (At least g/4 of the
    // k < g are even, so the loops over k below stay within a few times the line's length.)
    const std::size_t listed = f.size() - 2;
    const std::uint64_t needed = even_below(g);
    if (listed != needed)
        malformed(line, where + "value " + str(g) + " needs " + str(needed) +
                            " witnesses (one per even value below it under parity mask " + str(mask_) + "), found " + str(listed));
    witness_.clear();  // parse the whole line first: a grammar error wins over a false claim
    for (std::size_t k = 0; k < listed; ++k) witness_.push_back(parse_move(f[2 + k], line));

    // Even k < g: the certificate's witnesses, in ascending k (theorem `mex`, as unmasked).
    std::size_t next = 0;
    for (std::uint32_t k = 0; k < g; ++k)
        if (!odd(k)) check_witness(code_, G, witness_[next++], k, line);

    // Odd k < g and, for odd g, the absence of g: mark the values <= g reached by every move
    // leaving at most one heap and every split r + (s - r) with r rare (theorem
    // `rare-common-absence`, proofs/rare-common.md; coq/RareCommon.v `rare_common_record`).
    // All of these are legal moves, so a marked value is an option value.
    if (stamp_.size() <= g) stamp_.resize(std::size_t(g) + 1, 0);
    ++now_;
    const auto mark = [&](std::uint32_t v) { if (v <= g) stamp_[v] = now_; };
    for (std::uint32_t i = 0; i <= code_.t && i <= h; ++i) {
        const unsigned d = code_.d(i);
        const std::uint32_t s = h - i;  // tokens left behind
        if ((d & 1) != 0 && i >= 1 && s == 0) mark(0);
        if ((d & 2) != 0 && i >= 1 && s >= 1) mark(G[s]);
        if ((d & 4) != 0)
            for (std::size_t k = 0; k < rare_.size() && rare_[k].heap < s; ++k) mark(rare_[k].value ^ G[s - rare_[k].heap]);
    }
    for (std::uint32_t k = 0; k < g; ++k)
        if (odd(k) && stamp_[k] != now_)
            rejected(line, where + "claimed G=" + str(g) + " but no move reaches " + str(k) + " (odd under parity mask " + str(mask_) +
                               ": the checker tried every move leaving at most one heap and every split with a rare part)");
    if (!odd(g)) {
        // Even g: the parity argument says nothing; enumerate every move (theorem `mex`).
        check_unreached(code_, G, g, line);
        if (h >= 1) rare_.push_back(Rare{h, g});
    } else if (stamp_[g] == now_) {  // a marked move reaches g: check_unreached finds and names it
        check_unreached(code_, G, g, line);
        rejected(line, where + "claimed G=" + str(g) + " but the move ? reaches " + str(g));  // (not reached)
    }
    return g;
}

}  // namespace nimcheck
