// Arithmetic periodicity G(n+p) = G(n) + s (saltus s > 0), found from computed values. The
// checker accepts such a claim only where a theorem in proofs/ covers it (today: Take-or-Break
// Nim with n0 = 1, p = s = 4, proofs/take-or-break.md).
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "heap_moves.hpp"

namespace nimcert {

struct ArithmeticPeriodicity {
    std::uint64_t prefix = 0, period = 0, saltus = 0;
    // values a certificate lists: the window n0 <= n < n0 + p compares G(n+p)
    std::uint64_t values_needed() const { return prefix + 2 * period; }
};

// Least p (then least n0) such that G(n+p) - G(n) is the same positive s for every n >= n0 in
// the data, with the data reaching at least four periods past n0 (evidence, not proof).
std::optional<ArithmeticPeriodicity> find_arithmetic_periodicity(const std::vector<Value>& g);

}  // namespace nimcert
