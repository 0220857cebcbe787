// The reduction obligations of a strip family system as SMT-LIB2 text (QF_LIA), derived from
// the certificate's families and templates alone, and the digests of the obligation files z3
// proved (proofs/smt/). The checker accepts a `reductions` line only if the digest of the text
// it derives is one of them: that is the link between the z3 proofs and the system it applies
// (proofs/coupled-families.md, "The link to z3"; tests/smt_obligations_test.sh keeps the list
// equal to the digests of the files z3 answers unsat for).
#pragma once

#include <functional>
#include <string>
#include <string_view>

#include "coupled_families.hpp"

namespace nimcheck {

// Writes the obligations to out, a few lines at a time (never the whole text at once). Rejected on
// `line` first, nothing written, if s has more templates than every system z3 proved: its
// obligations cannot be among them, so neither checking nor `--obligations` derives them (their
// text grows with the templates: 12,000 of them are over 100 MB).
void strip_obligations(const System& s, long line, const std::function<void(const std::string&)>& out);

// The line `reductions <recorded>` (theorem `strip-reduction`): rejected on `line` unless the
// SHA-256 of the obligations of s is `recorded` and z3 proved them; returns the statement's part.
std::string check_reductions(const System& s, std::string_view recorded, long line);

}  // namespace nimcheck
