// `nimcert term A317367 N`: the Node-Kayles value of P_N(3) for N of any size, from the
// certified family system and its period, with the argument.
#pragma once

#include <string>
#include <vector>

namespace nimcert {

struct TermSource;
// A317367 as a TermSource (sequences.hpp): the certificate of `nimcert strip 3`, a(n) from the OEIS offset n = 4.
TermSource strip_term_source();

// Lines to print: the value alone first, then the argument (certificate, residue, digest).
std::vector<std::string> strip_term_lines(const std::string& index);

}  // namespace nimcert
