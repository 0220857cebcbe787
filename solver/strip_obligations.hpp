// The SMT-LIB2 reduction obligations of a strip family system (proofs/coupled-families.md,
// "The obligations"): one check-sat per template asking for a counterexample to its vertex map,
// one per family asking for an uncovered vertex; z3 must answer unsat to every one. The
// certificate names the text by its SHA-256 (`reductions` line). The checker derives the same
// text independently (checker/strip_obligations.cpp); tests/strip_test.cpp requires the two
// to be byte-identical, and tests/smt_obligations_test.sh runs z3 on proofs/smt/.
#pragma once

#include <string>

#include "strip_system.hpp"

namespace nimcert {

std::string strip_obligations(const StripSystem& s);

}  // namespace nimcert
