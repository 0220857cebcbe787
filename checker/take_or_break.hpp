// Claims about Take-or-Break (Lasker's) Nim: its arithmetic periodicity and the nim-sum
// identity NSum(x,y) = Flip(Flip(x) xor Flip(y)) (OEIS A257092). proofs/take-or-break.md.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "heap_code.hpp"

namespace nimcheck {

// "arithmetic-period n0 p s": G(n+p) = G(n) + s for all n >= n0. Only the case the theorem
// `take-or-break-arithmetic` covers is accepted: take-or-break with n0 = 1, p = 4, s = 4
// (Coq: take_or_break_arithmetic, proofs/coq/TakeOrBreak.v).
std::string check_arithmetic_period(const Values& G, const HeapCode& code, std::uint64_t n0,
                                    std::uint64_t p, std::uint64_t s, long line);

// "nsum-flip": requires the arithmetic period; checks the residue facts of theorem `nsum-flip`
// (Coq: nsum_flip, proofs/coq/TakeOrBreak.v).
std::string check_nsum_flip(const Values& G, long line);

}  // namespace nimcheck
