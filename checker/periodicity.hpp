// The claim "period n0 p" (certs/FORMAT.md, "period n0 p").
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "heap_code.hpp"

namespace nimcheck {

// Verifies that G(n+p) = G(n) for all n >= n0 with p the least period and n0 the least
// prefix; returns the statement, e.g. "G(n+3) = G(n) for all n >= 0 (least period 3, ...)".
// n0 and p are at most kMaxNumber (the parser's limit).
std::string check_period(const Values& G, const HeapCode& code, std::uint64_t n0, std::uint64_t p, long line);

// Theorem `least-period` (Coq: least_period, LeastPeriod.v): given period p from n0, p is the
// least eventual period unless p/r, for some prime r | p, agrees on [n0, n0 + p). Returns the
// first such p/r (r ascending), 0 if there is none; differ(n, m) tells whether x(n) != x(m).
// Used for heap games (check_period) and for each family of a strip system.
template <class Differ>
std::uint64_t smaller_period(std::uint64_t n0, std::uint64_t p, Differ differ) {
    std::uint64_t rest = p;
    for (std::uint64_t r = 2; rest > 1; ++r) {
        if (r * r > rest) r = rest;  // what remains is prime
        if (rest % r != 0) continue;
        while (rest % r == 0) rest /= r;
        bool fails = false;
        for (std::uint64_t n = n0; n < n0 + p && !fails; ++n) fails = differ(n, n + p / r);
        if (!fails) return p / r;
    }
    return 0;
}

}  // namespace nimcheck
