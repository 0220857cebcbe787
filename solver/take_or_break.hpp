// Take-or-Break (Lasker's) Nim: values of heaps of any size from the certified arithmetic
// periodicity, the nim-sum of OEIS A257092, and winning moves in multi-heap positions.
#pragma once

#include <string>
#include <vector>

#include "arithmetic_periodicity.hpp"
#include "heap_values.hpp"
#include "proof_sink.hpp"
#include "zero_set.hpp"

namespace nimcert {

// G(n) for any n from the table below n0 + p and G(n+p) = G(n) + s beyond.
BigInt arithmetic_value(const std::vector<Value>& g, const ArithmeticPeriodicity& per, const BigInt& n);

// Flip(0) = 0, Flip(n) = n+1 for odd n, n-1 for even n (OEIS A257092).
BigInt flip(const BigInt& n);

// NSum(x, y) = Flip(Flip(x) xor Flip(y)).
BigInt flip_nsum(const BigInt& x, const BigInt& y);

// Does NSum(x,y) (the z with G(x) xor G(y) xor G(z) = 0, searched in the table) equal the Flip
// formula for all x, y < limit? The solver claims nsum-flip only after this check.
bool flip_nsum_matches_table(const std::vector<Value>& g, unsigned limit);

// Values, the arithmetic period and, if asked, the nsum-flip claim (certs/FORMAT.md).
void emit_take_or_break_certificate(const HeapValues& hv, const ArithmeticPeriodicity& per, bool nsum,
                                    ProofSink& sink);

// (x, y) of flat index N (offset 0) of a square array read by antidiagonals; NSum is
// symmetric, so the order within an antidiagonal does not matter for A257092.
std::pair<BigInt, BigInt> antidiagonal_cell(const BigInt& index);

// "second player wins" or a winning move, for a position of heaps of any size.
std::vector<std::string> take_or_break_position(const std::vector<Value>& g, const ArithmeticPeriodicity& per,
                                                const std::vector<BigInt>& heaps);

}  // namespace nimcert
