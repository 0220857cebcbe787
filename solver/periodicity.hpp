// Finding the least period and least prefix of a heap game's values, in the form the checker
// can prove with the j-heap Guy-Smith theorem (proofs/periodicity.md, `periodicity`).
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "heap_code.hpp"
#include "heap_moves.hpp"

namespace nimcert {

struct Periodicity {
    std::uint64_t prefix = 0;  // n0: G(n+p) = G(n) for all n >= n0, and not for n0-1
    std::uint64_t period = 0;  // p: least eventual period
};

// The checker's window end B = j*max(n0,1) + (j-1)*p + t: G(n+p) = G(n) must be seen for
// every n0 <= n < B.
std::uint64_t window_end(const HeapCode& code, const Periodicity& per);

// How many values G(0..count-1) a periodicity certificate must list so that the checker can
// confirm the window, the least prefix and the least period.
std::uint64_t values_needed(const HeapCode& code, const Periodicity& per);

std::uint64_t smallest_prime_factor(std::uint64_t n);  // n >= 2

// The least period p (and its least prefix) that the values prove, or nothing if the
// values known so far prove none. With enough values this is the game's true least eventual
// period: any p that passes the window is a true period, and the least-period test rejects
// multiples of a smaller true period.
// When no period is proved and `wanted` is given, *wanted is set to values_needed of the
// candidate that agrees on the most n (G(n+p) = G(n) for n0 <= n < count - p, more than a
// quarter of the table), or 0 if there is none: the table size at which that candidate would
// be proved or refuted. solve_period uses it to extend the table just far enough instead of
// doubling it.
std::optional<Periodicity> find_periodicity(const HeapCode& code, const std::vector<Value>& g,
                                            std::uint64_t* wanted = nullptr);

}  // namespace nimcert
