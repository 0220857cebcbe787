// The reduction obligations of a strip family system as SMT-LIB2 text (QF_LIA), derived from
// the certificate's families and templates alone, and the digests of the obligation files z3
// proved (proofs/smt/). The checker accepts a `reductions` line only if the digest of the text
// it derives is one of them: that is the link between the z3 proofs and the system it applies
// (proofs/coupled-families.md, "The link to z3"; tests/smt_obligations_test.sh keeps the list
// equal to the digests of the files z3 answers unsat for).
#pragma once

#include <string>

#include "coupled_families.hpp"

namespace nimcheck {

std::string strip_obligations(const System& s);

// The proof file for an obligations digest, or nullptr if z3 has not proved it.
const char* proved_obligations(const std::string& sha256);

}  // namespace nimcheck
