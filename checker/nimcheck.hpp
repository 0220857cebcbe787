// nimcheck: the independent certificate checker (library interface).
//
// This header is the whole surface the command line (main.cpp) and the tests use.
// Nothing in checker/ includes anything from solver/: the checker is the part a reader
// of a paper has to trust, so it is kept small and self-contained.
#pragma once

#include <istream>
#include <string>

namespace nimcheck {

// Ordered by severity; the numeric values are the process exit codes.
enum class Verdict { Verified = 0, Rejected = 1, Malformed = 2 };

struct Outcome {
    Verdict verdict = Verdict::Malformed;
    long line = 0;          // 1-based line of the first failure (0 when not tied to a line)
    std::string text;       // the statement when verified, otherwise the reason
};

// Reads one certificate (format: certs/FORMAT.md) and verifies every claim in it.
// Never throws on bad input; every failure is reported in the Outcome.
Outcome check_certificate(std::istream& in);

// `nimcheck --obligations FILE`: the SMT-LIB2 reduction obligations the checker derives from a
// `game strip` certificate's families and templates (proofs/coupled-families.md). On failure the
// Outcome says why (as for check_certificate) and smt is empty.
Outcome strip_obligations_of(std::istream& in, std::string& smt);

}  // namespace nimcheck
