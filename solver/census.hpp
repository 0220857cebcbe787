// A certified census of a family of octal games (`nimcert census PATTERN`): every code of the
// pattern's shape (shorter codes included), its least period and prefix with a certificate
// nimcheck verified, or "no period up to N" with a verified certificate of G(0..N-1) and the
// per-2^k statistics researchers quote; codes grouped into classes of identical value sequences.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "heap_moves.hpp"
#include "heap_solve.hpp"

namespace nimcert {

// The codes of PATTERN: d0 '.' followed by 1 to 3 'd' (".dd", "0.dd", "0.ddd", "4.ddd", "4.d"),
// d0 in {0, 4}, each 'd' an octal digit 0..7; canonical, distinct, in enumeration order (a
// trailing 0 digit gives the shorter code: 0.070 is 0.07). "sub:N": the 2^N - 1 subtraction games
// whose sets are the nonempty subsets of {1..N} (codes of digits 0 and 3). Throws std::invalid_argument.
std::vector<std::string> census_codes(const std::string& pattern);

// Statistics of G(0 .. 2^k - 1) (as the public octal-games tables give them).
struct PowerStats {
    unsigned k = 0;
    Value largest = 0;
    std::uint64_t largest_at = 0;  // least n < 2^k with G(n) = largest
    Value mask = 0;                // the parity mask detected on the sample 2^k (parity_mask.hpp); 0: none
    std::uint64_t rare = 0;        // heaps 1 <= n < 2^k with an even value under mask
    std::uint64_t last_rare = 0;   // the largest such n (0 if none)
};

struct CensusRow {
    std::string code;             // canonical
    bool periodic = false;
    std::uint64_t prefix = 0, period = 0;  // when periodic (least prefix and period)
    std::uint64_t count = 0;      // the certificate lists G(0 .. count-1)
    Value largest = 0;            // max G(0 .. count-1)
    std::string key;              // SHA-256 of the sequence: "n0 p" and G(0..n0+p-1), or "open N" and G(0..N-1)
    std::string certificate;      // SHA-256 of the certificate
    std::string verdict;          // nimcheck's line for it ("VERIFIED - heap game ...")
    std::vector<PowerStats> stats;  // k = 10, 11, ... with 2^k <= count (open rows only)
    double seconds = 0;           // wall time of its solve and check (reported on stderr; not in the TSV, which a resumed run rewrites)
    bool budget = false;          // open because the time budget ran out (census without --max)
};

// Solves one code: a period proved with at most `max` values, else G(0..max-1); with max = 0,
// `nimcert period`'s own search (its defaults), and if ctl.stop is set while over_budget() says
// the code's time budget is spent, G(0..N-1) for the N values computed by then (an open row,
// `budget`); a stop otherwise is rethrown. Writes the certificate `nimcert period CODE --cert F`
// (or `nimcert values CODE N-1 --cert F`) would write, hands it to `check` (which returns
// nimcheck's verdict line, or throws) and records it.
CensusRow census_solve(const std::string& code, std::uint64_t max, const SolveControl& ctl,
                       const std::function<std::string(const std::function<void(std::ostream&)>&)>& check,
                       const std::function<bool()>& over_budget = [] { return false; });

// One line of the census TSV (no newline) and back; the header names the columns.
extern const char* const kCensusTsvHeader;
std::string census_tsv_line(const CensusRow& row);
CensusRow parse_census_tsv_line(const std::string& line);  // throws std::invalid_argument

// The classes: rows with the same key (identical value sequences: for periodic rows proved by
// the two certificates, for open rows up to N), each led by its shortest code.
struct CensusClass {
    std::vector<const CensusRow*> members;  // representative first
};
std::vector<CensusClass> census_classes(const std::vector<CensusRow>& rows);

// The Markdown report: one table of classes, one of the open classes' statistics.
// The values G(0..count-1), written as `nimcert values CODE M` takes a range: "G(0..M)".
std::string census_range(std::uint64_t count);

// max = 0: the census ran `period`'s defaults under a per-code time budget of `budget` seconds.
std::string census_markdown(const std::string& pattern, std::uint64_t max, const std::vector<CensusRow>& rows, std::uint64_t budget = 0);

}  // namespace nimcert
