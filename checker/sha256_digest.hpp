// SHA-256 (FIPS 180-4) of a byte string, hex-encoded: the checker names the reduction
// obligations it derives by their digest (proofs/coupled-families.md, "The link to z3").
// Self-contained on purpose: the checker shares no code with the solver.
#pragma once

#include <string>

namespace nimcheck {

std::string sha256_hex(const std::string& data);

}  // namespace nimcheck
