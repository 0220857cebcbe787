// nimcheck: the independent certificate checker (library interface).
//
// This header is the whole surface the command line (main.cpp) and the tests use.
// Nothing in checker/ includes anything from solver/: the checker is the part a reader
// of a paper has to trust, so it is kept small and self-contained.
#pragma once

#include <cstdint>
#include <istream>
#include <ostream>
#include <string>

namespace nimcheck {

// Ordered by severity; the numeric values are the process exit codes.
enum class Verdict { Verified = 0, Rejected = 1, Malformed = 2 };

// The verdict as nimcheck prints it (and a shard's verdict inside its importer's message).
inline const char* verdict_word(Verdict v) { return v == Verdict::Verified ? "VERIFIED" : v == Verdict::Rejected ? "REJECTED" : "MALFORMED"; }

struct Outcome {
    Verdict verdict = Verdict::Malformed;
    long line = 0;          // 1-based line of the first failure (0 when not tied to a line)
    std::string text;       // the statement when verified, otherwise the reason
    std::uint64_t steps = 0;  // steps of checking done (certs/FORMAT.md, "Cost of checking")
    double estimate = 0;      // the steps the certificate's sizes imply (0 if it got no further)
    std::uint64_t small_steps = 0;  // of the steps, those valuing small Node-Kayles classes by the definition
};

// Reads one certificate (format: certs/FORMAT.md) and verifies every claim in it.
// Never throws on bad input; every failure is reported in the Outcome. max_work > 0 refuses
// (REJECTED) a certificate whose sizes imply more steps of checking (certs/FORMAT.md, "Cost of checking").
// Shards a sharded Node-Kayles proof names are read from shard_dir (certs/FORMAT.md, "Sharded proofs").
Outcome check_certificate(std::istream& in, std::uint64_t max_work = 0, const std::string& shard_dir = ".");

// `nimcheck --obligations FILE`: the SMT-LIB2 reduction obligations the checker derives from a
// `game strip` certificate's families and templates (proofs/coupled-families.md), written to out
// once the system is read. On failure the Outcome says why (as for check_certificate), nothing is written;
// a system with more templates than every one z3 proved is refused (REJECTED) before anything is derived.
Outcome strip_obligations_of(std::istream& in, std::ostream& out);

}  // namespace nimcheck
