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
std::string check_period(const std::vector<std::uint32_t>& G, const HeapCode& code, std::uint64_t n0,
                         std::uint64_t p, long line);

}  // namespace nimcheck
