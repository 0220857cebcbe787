// Published sequences nimcert certifies, and `nimcert term`: the value of a term of any size,
// with the argument (which certificate, which residue) that makes it a consequence of a
// verified certificate.
#pragma once

#include <functional>
#include <ostream>
#include <string>
#include <vector>

#include "heap_certificate.hpp"
#include "heap_solve.hpp"
#include "take_or_break.hpp"
#include "zero_set.hpp"

namespace nimcert {

class StepProgress;

struct KnownSequence {
    std::string id;           // OEIS A-number
    std::string code;         // the heap game
    HeapClaim claim;          // Period: G(n); Zeros: G's zeros; NimSum: the nim-sum table
    std::string certificate;  // catalogue file, relative to the repository
    std::string description;
};

const std::vector<KnownSequence>& known_sequences();

// The OEIS offset (least index) of a sequence nimcert knows, as the entry's %O line gives it
// (A317367: %O 4,2, although G(P_n(3)) exists from n = 1; tests/cli_test.sh compares every
// sequence's first terms with its OEIS entry). A heap code's G(n) starts at 0. Throws
// std::invalid_argument for an unknown A-number.
unsigned oeis_offset(const std::string& seq);

// Strict decimal (digits only, no sign): throws std::invalid_argument with a reason.
BigInt parse_index(const std::string& text);

// The heap code an A-number of a game without a known period stands for (A002188: Grundy's
// game, "grundy"); any other SEQ unchanged. term_lines and term_source apply it.
std::string heap_sequence_code(const std::string& seq);

// SEQ is an A-number from known_sequences() or a heap code (then the term is G(index)).
// Returns the lines to print: the value alone first, then the argument.
// Node-Kayles terms that the catalogue does not certify (or only as a long `large:` row) are
// refused with what is known and an estimate of the cost, unless `compute` is set.
// progress: a Node-Kayles solve is reported on stderr while it runs (StepProgress).
std::vector<std::string> term_lines(const std::string& seq, const std::vector<std::string>& index,
                                    const SolveControl& ctl, bool compute = false, StepProgress* progress = nullptr);

// A sequence made ready to answer many terms from one regenerated certificate, by the same
// rules `term` uses: `bfile`, `latex` and `plot` read their values from it. (The Node-Kayles
// sequences A316632 and A344227 have one certificate per term: kayles_term_lines.)
struct TermSource {
    std::string id;           // A-number, or the canonical code
    std::string description;  // what a(n) is
    BigInt first;             // least index: the OEIS offset, 0 for a code's G(n)
    std::function<BigInt(const BigInt&)> value;
    std::function<void(std::ostream&)> write_certificate;  // the certificate's bytes
    std::string digest;                                    // their SHA-256
    std::string catalogue_file;                            // "" if not in the catalogue
    std::string regenerate;                                // the command that writes it
    // When value(n) is G(n) of a periodic heap game or of P_n(3): least prefix and period.
    bool periodic = false;
    std::uint64_t prefix = 0, period = 0;
    std::string verified_statement;  // --cert (user_certificates.hpp): what nimcheck verified of the user's file
};
// last >= 0 and seq a heap code: values up to G(last) only (a period if they prove one, else
// the table of G(0..last) as a values certificate); last < 0: the period the default search finds.
TermSource term_source(const std::string& seq, const SolveControl& ctl, const BigInt& last = BigInt(-1));

// Take-or-Break Nim's values and their arithmetic period, computed and confirmed from data
// (the checker proves the claim from the certificate).
struct CertifiedArithmetic {
    HeapValues hv;
    ArithmeticPeriodicity per;
};
CertifiedArithmetic solve_take_or_break(const SolveControl& ctl);

}  // namespace nimcert
