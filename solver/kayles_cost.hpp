// What regenerating a Node-Kayles term of A316632 (3 x n grid) or A344227 (n-queens) costs, as
// `term`, `bfile`, `latex` and `plot` state it before a long solve: the solve as it was measured
// (docs/kayles-3xn.md, docs/grids.md, docs/kayles-queens.md), or a lower bound from an attempt
// that did not finish, never a number extrapolated from another method. (The estimate these
// replace extrapolated A316632(21)'s full table backwards from the outcome proof of n = 29 and
// said "~0 s"; the measured solve is 18 s, and 21..31 together about 1.7 hours.)
#pragma once

#include <string>
#include <vector>

namespace nimcert {

struct KaylesCost {
    double seconds = -1;   // measured solve time; -1: not measured
    double bytes = -1;     // measured peak memory; -1: not recorded
    double at_least = -1;  // an attempt at this or a smaller n, with no term solved above it, stopped unfinished after this many seconds
    long long attempt_n = -1;
    std::string source;    // the document that records the measurement or the attempt
    std::string note;      // how it was measured
};

// pruned: the outcome proof (`--pruned`); otherwise the full table of classes.
KaylesCost kayles_cost(const std::string& seq, long long n, bool pruned);

// One phrase for messages: "measured: 18 s and 39 MB to solve (docs/kayles-3xn.md; ...)",
// "not measured; more than 10 min (n = 32 stopped unfinished after 10 min, docs/grids.md)" (an
// unfinished attempt with no term solved above it), or "not measured; the largest measured term,
// n = 39, took 29 min for the outcome proof".
std::string kayles_cost_phrase(const std::string& seq, long long n, bool pruned);

// For a range of terms: the sum of the measured times, the longest term, and the terms with no
// measurement. Each entry: (n, pruned).
std::string kayles_range_cost_phrase(const std::string& seq, const std::vector<std::pair<long long, bool>>& terms);

// "18 s", "52 min", "1.7 h": a duration for humans.
std::string human_duration(double seconds);

}  // namespace nimcert
