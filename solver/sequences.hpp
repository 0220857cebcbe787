// Published sequences nimcert certifies, and `nimcert term`: the value of a term of any size,
// with the argument (which certificate, which residue) that makes it a consequence of a
// verified certificate.
#pragma once

#include <string>
#include <vector>

#include "heap_certificate.hpp"
#include "heap_solve.hpp"
#include "take_or_break.hpp"
#include "zero_set.hpp"

namespace nimcert {

struct KnownSequence {
    std::string id;           // OEIS A-number
    std::string code;         // the heap game
    HeapClaim claim;          // Period: G(n); Zeros: G's zeros; NimSum: the nim-sum table
    unsigned offset;          // OEIS offset (first index)
    std::string certificate;  // catalogue file, relative to the repository
    std::string description;
};

const std::vector<KnownSequence>& known_sequences();

// Strict decimal (digits only, no sign): throws std::invalid_argument with a reason.
BigInt parse_index(const std::string& text);

// SEQ is an A-number from known_sequences() or a heap code (then the term is G(index)).
// Returns the lines to print: the value alone first, then the argument.
std::vector<std::string> term_lines(const std::string& seq, const std::vector<std::string>& index,
                                    const SolveControl& ctl);

// Take-or-Break Nim's values and their arithmetic period, computed and confirmed from data
// (the checker proves the claim from the certificate).
struct CertifiedArithmetic {
    HeapValues hv;
    ArithmeticPeriodicity per;
};
CertifiedArithmetic solve_take_or_break(const SolveControl& ctl);

}  // namespace nimcert
