// The zeros of a periodic value sequence, their enumeration a(1) < a(2) < ... (offset 1),
// its linear recurrence and rational generating function (proofs/periodicity.md,
// `zero-enumeration`, `zero-recurrence`, `rational-gf`).
#pragma once

#include <boost/multiprecision/cpp_int.hpp>
#include <cstdint>
#include <vector>

#include "heap_moves.hpp"
#include "periodicity.hpp"

namespace nimcert {

using BigInt = boost::multiprecision::cpp_int;

struct ZeroSet {
    std::uint64_t prefix = 0, period = 0;
    std::vector<std::uint64_t> below_prefix;  // every zero n < n0
    std::vector<std::uint64_t> residues;      // every zero in [n0, n0+p)

    // a(i), i >= 1, for any i (closed form of `zero-enumeration`). Requires residues or
    // i <= below_prefix.size().
    BigInt nth(const BigInt& i) const;
};

ZeroSet zero_set(const std::vector<Value>& g, const Periodicity& per);

struct ZeroRecurrence {
    std::uint64_t from = 0;   // i0: a(i) = a(i-shift) + step for all i >= i0, not for i0-1
    std::uint64_t shift = 0;  // r, the number of zero residues
    std::uint64_t step = 0;   // the period p
};

// The least i0 (> r) from which a(i) = a(i-r) + p holds; requires at least one residue.
ZeroRecurrence zero_recurrence(const ZeroSet& z);

struct RationalGf {
    std::vector<BigInt> numerator, denominator;  // coefficients from x^0 upward
};

// sum_{i>=1} a(i) x^i = N(x) / ((1-x)(1-x^r)); N has degree <= c + r + 1.
RationalGf zero_generating_function(const ZeroSet& z);

}  // namespace nimcert
