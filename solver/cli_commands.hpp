// The commands of issue 15 (results people cite and reuse), each in its own file:
// bfile (cli_bfile.cpp), latex (cli_latex.cpp), plot (cli_plot.cpp), cite (cli_cite.cpp),
// catalogue (catalogue.cpp's reader, cli_cite.cpp's printer). main.cpp only dispatches.
#pragma once

#include <atomic>
#include <cstdint>
#include <map>
#include <stdexcept>
#include <string>
#include <vector>

#include "provenance.hpp"  // kNimcertVersion
#include "zero_set.hpp"  // BigInt

namespace nimcert {

class StepProgress;

struct CommandArgs {
    std::vector<std::string> positional;
    std::map<std::string, std::string> options;  // flags (--compute) map to ""
    const std::atomic<bool>* stop = nullptr;
    bool has(const std::string& o) const { return options.count(o) != 0; }
};

// Wrong number or form of arguments: main prints the message and the usage, exit 3.
struct CommandUsage : std::invalid_argument {
    using std::invalid_argument::invalid_argument;
};

// Terms n = first..last of a sequence, every one from a certificate nimcheck verified (or, for
// a Node-Kayles term with a streamed catalogue row, regenerated with the catalogue's digest).
struct CertifiedTerms {
    std::string id, description;
    std::vector<BigInt> n, value;
    std::vector<std::uint64_t> proof_bytes, proof_classes;  // Node-Kayles: per term
    std::vector<std::string> digests;                         // Node-Kayles: per term
    std::vector<bool> outcome;                                // Node-Kayles: per term, an outcome proof (records, not classes)
    std::string digest;                                       // otherwise: the one certificate
    std::vector<std::string> provenance;                      // one line each: where the values come from
    bool periodic = false;                                    // G(n) of a periodic sequence
    std::uint64_t prefix = 0, period = 0;
    // periodic: per term, whether n < prefix and G(n) != G(n + kp) for the least kp reaching the
    // prefix (the Winning Ways "exceptions"), from the certificate whatever the range
    std::vector<bool> exception;
    bool graph = false;                                       // one certificate per term
};
// last < 0: an automatic range (periodic: to the end of the automatic_periods-th period past the prefix;
// Node-Kayles: every committed or streamed catalogue row from `first`; otherwise 50 terms).
// Offsets and ranges are checked before anything is computed. Throws std::invalid_argument
// (beyond the certified range, bad index) or std::runtime_error (nimcheck did not verify).
// progress: each long step (a Node-Kayles solve, a nimcheck run) is reported on stderr.
// recorded: without `compute`, a Node-Kayles term whose large: row records its statement
// (certs/catalogue.tsv, column 5) is taken from it, not regenerated, and its provenance line
// says so (bfile; plot and latex need the certificate's sizes, so they regenerate).
// user_cert (--cert FILE|DIR, user_certificates.hpp): the terms come from the user's certificates,
// each verified by nimcheck first, instead of regenerated ones (nothing is computed); it takes
// precedence over `recorded`.
CertifiedTerms certified_terms(const std::string& seq, const BigInt& first, const BigInt& last, bool compute,
                               const std::atomic<bool>* stop, unsigned automatic_periods = 1,
                               StepProgress* progress = nullptr, bool recorded = false,
                               const std::string& user_cert = "");
// The least index of seq and, for a Node-Kayles sequence, the largest certified (else -1).
BigInt sequence_first(const std::string& seq);

int cli_bfile(const CommandArgs& a);
int cli_latex(const CommandArgs& a);
int cli_plot(const CommandArgs& a);
int cli_cite(const CommandArgs& a);
int cli_catalogue(const CommandArgs& a);
int cli_census(const CommandArgs& a);  // cli_census.cpp (issue 26)
// `kayles FAMILY ARGS --pruned --shards DIR [--split DEPTH]` (cli_shards.cpp): options checked by the caller.
struct KaylesGraph;
int cli_kayles_shards(const CommandArgs& a, const KaylesGraph& g, int split, int small_cells, int zero_cells, bool mirrors);

// Throws Interrupted (exit 130) if Ctrl-C was pressed: after a child process (nimcheck,
// gnuplot) that the same Ctrl-C stopped, so that its failure is not reported as a verdict.
void stop_if_interrupted(const std::atomic<bool>* stop, const std::string& during);

// Text as comment lines ("# " for b-files, "% " for LaTeX) of at most `width` characters, broken
// at spaces (a word longer than a line stays whole, and "sha256 DIGEST" stays together);
// continuation lines are indented two more.
// nimcheck's statements are long (A317367's: ~900 characters on one line).
std::string comment_lines(const std::string& mark, const std::string& text, std::size_t width = 110);

// Writes text to FILE atomically ("-" or no --out: standard output).
void write_output(const CommandArgs& a, const std::string& text);

// The commit nimcert is built from (`git describe --always --dirty`; "unknown" outside git).
extern const char* const kNimcertCommit;

}  // namespace nimcert
