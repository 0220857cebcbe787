#include "zero_set.hpp"

#include <stdexcept>

namespace nimcert {

ZeroSet zero_set(const std::vector<Value>& g, const Periodicity& per) {
    ZeroSet z;
    z.prefix = per.prefix;
    z.period = per.period;
    if (g.size() < per.prefix + per.period) throw std::logic_error("zero_set: too few values");
    for (std::uint64_t n = 0; n < per.prefix + per.period; ++n) {
        if (g[n] != 0) continue;
        (n < per.prefix ? z.below_prefix : z.residues).push_back(n);
    }
    return z;
}

BigInt ZeroSet::nth(const BigInt& i) const {
    if (i < 1) throw std::invalid_argument("zero index must be at least 1");
    const std::uint64_t c = below_prefix.size();
    if (i <= c) return BigInt(below_prefix[static_cast<std::size_t>(i - 1)]);
    if (residues.empty()) throw std::invalid_argument("the zero set is finite");
    const BigInt k = i - c - 1;
    const BigInt r = residues.size();
    const BigInt cycles = k / r;
    const std::size_t slot = static_cast<std::size_t>(k % r);
    return BigInt(residues[slot]) + BigInt(period) * cycles;
}

ZeroRecurrence zero_recurrence(const ZeroSet& z) {
    if (z.residues.empty()) throw std::invalid_argument("the zero set is finite: no recurrence");
    ZeroRecurrence rec;
    rec.shift = z.residues.size();
    rec.step = z.period;
    // Holds for i >= c + r + 1 by `zero-recurrence`; walk down while it still holds.
    std::uint64_t i0 = z.below_prefix.size() + rec.shift + 1;
    while (i0 - 1 > rec.shift && z.nth(i0 - 1) == z.nth(i0 - 1 - rec.shift) + rec.step) --i0;
    rec.from = i0;
    return rec;
}

RationalGf zero_generating_function(const ZeroSet& z) {
    if (z.residues.empty()) throw std::invalid_argument("the zero set is finite: no recurrence");
    const std::uint64_t r = z.residues.size();
    const std::uint64_t top = z.below_prefix.size() + r + 1;  // degree bound of E(x)A(x)
    auto a = [&](std::uint64_t i) { return i >= 1 ? z.nth(i) : BigInt(0); };
    RationalGf gf;
    // coefficient m of (1-x)(1-x^r) A(x) = a(m) - a(m-1) - a(m-r) + a(m-r-1)
    for (std::uint64_t m = 0; m <= top; ++m) {
        BigInt c = a(m);
        if (m >= 1) c -= a(m - 1);
        if (m >= r) c -= a(m - r);
        if (m >= r + 1) c += a(m - r - 1);
        gf.numerator.push_back(c);
    }
    while (gf.numerator.size() > 1 && gf.numerator.back() == 0) gf.numerator.pop_back();
    gf.denominator.assign(r + 2, BigInt(0));
    gf.denominator[0] += 1;
    gf.denominator[1] -= 1;
    gf.denominator[r] -= 1;
    gf.denominator[r + 1] += 1;
    return gf;
}

}  // namespace nimcert
