#include "kayles_cost.hpp"

#include <cstdio>

namespace nimcert {

namespace {

// One measured solve (or an attempt that was stopped unfinished: `finished` false, `seconds`
// then the time it ran). Copied from the documents named; when a document is updated with new
// measurements, this table follows it.
struct Measurement {
    const char* seq;
    long long n;
    bool pruned;
    bool finished;
    double seconds, bytes;  // bytes < 0: not recorded
    const char* source;
};

const char* const k3xn = "docs/kayles-3xn.md: wall time on the shared 2-core machine, load 4-8";
const char* const kGrids = "docs/grids.md: CPU time, the other core busy";
const char* const kGridsOutcome = "docs/grids.md: CPU time, issue 39's engine";
const char* const kQueens = "docs/kayles-queens.md: CPU time";

const Measurement kMeasurements[] = {
    // A316632, full tables (`nimcert kayles grid 3 N`)
    {"A316632", 17, false, true, 0.5, 9e6, k3xn},
    {"A316632", 18, false, true, 1.2, 12e6, k3xn},
    {"A316632", 19, false, true, 2.6, 17e6, k3xn},
    {"A316632", 20, false, true, 2.7, 19e6, k3xn},
    {"A316632", 21, false, true, 18, 39e6, k3xn},
    {"A316632", 22, false, true, 43, 99e6, k3xn},
    {"A316632", 23, false, true, 84, 189e6, k3xn},
    {"A316632", 24, false, true, 139, 375e6, k3xn},
    {"A316632", 25, false, true, 363, 675e6, k3xn},
    {"A316632", 26, false, true, 739, 1349e6, k3xn},
    {"A316632", 27, false, true, 3105, 2698e6, k3xn},
    {"A316632", 28, false, true, 1474, 2272e6, "docs/kayles-3xn.md: CPU time with --threads 2 (1,030 s wall)"},
    // A316632, outcome proofs (`--pruned`), the search of 2026-11-26 (small components valued by the checker)
    {"A316632", 16, true, true, 0.05, 30e6, kGrids},
    {"A316632", 20, true, true, 0.33, 37e6, kGrids},
    {"A316632", 22, true, true, 0.31, 45e6, kGrids},
    {"A316632", 24, true, true, 0.61, 46e6, kGrids},
    {"A316632", 26, true, true, 4.94, 46e6, kGrids},
    {"A316632", 28, true, false, 400, -1, kGrids},
    {"A316632", 29, true, true, 21.0, 125e6, kGrids},
    {"A316632", 30, true, true, 17.8, 77e6, kGrids},
    {"A316632", 31, true, true, 32.7, 125e6, kGrids},
    {"A316632", 32, true, true, 1585, 3.2e9, kGridsOutcome},
    {"A316632", 33, true, true, 185, 413e6, kGrids},
    {"A316632", 34, true, true, 676, 1.6e9, kGridsOutcome},
    {"A316632", 35, true, true, 2195, 3.7e9, kGridsOutcome},
    {"A316632", 36, true, true, 716, 2.0e9, kGridsOutcome},
    {"A316632", 37, true, true, 697, 2.0e9, kGridsOutcome},
    {"A316632", 38, true, true, 1548, 3.6e9, kGridsOutcome},
    {"A316632", 39, true, true, 1737, 3.6e9, kGridsOutcome},
    // 3 x 40 stopped twice at the root's heap 2: move 47 of 120 after 4,127 s (2026-11-29), move 46
    // after 3,108 s with the engine of 2026-12-06
    {"A316632", 40, true, false, 4127, 3.6e9, kGridsOutcome},
    // A344227, full tables (`nimcert kayles queens N`)
    {"A344227", 11, false, true, 15.6, 150e6, kQueens},
    {"A344227", 12, false, true, 246, 1.60e9, kQueens},
    {"A344227", 13, false, true, 4347, 15.8e9, kQueens},
    // A344227, outcome proofs (the search of 2026-11-26)
    {"A344227", 12, true, true, 0.9, 56e6, kQueens},
    {"A344227", 13, true, true, 12.7, 36e6, kQueens},
    {"A344227", 14, true, true, 61, 265e6, kQueens},
    {"A344227", 15, true, true, 6045, 6.3e9, kQueens},
    {"A344227", 16, true, true, 4261, 3.5e9,
     "docs/kayles-queens.md: CPU time of the 36 shards of the sharded proof, 50 min of wall time on 2 cores; the memory is its largest shard's"},
};

std::string bytes_text(double b) {
    char buf[32];
    if (b >= 1e9) std::snprintf(buf, sizeof buf, "%.1f GB", b / 1e9);
    else std::snprintf(buf, sizeof buf, "%.0f MB", b / 1e6);
    return buf;
}

const char* method(bool pruned) { return pruned ? "outcome proof" : "full table"; }

// Whether a term in (lo, hi] has a finished measurement by that method.
bool solved_between(const std::string& seq, long long lo, long long hi, bool pruned) {
    for (const auto& m : kMeasurements)
        if (seq == m.seq && m.pruned == pruned && m.finished && m.n > lo && m.n <= hi) return true;
    return false;
}

}  // namespace

std::string human_duration(double s) {
    char buf[32];
    if (s < 10) std::snprintf(buf, sizeof buf, "%.1f s", s);
    else if (s < 120) std::snprintf(buf, sizeof buf, "%.0f s", s);
    else if (s < 7200) std::snprintf(buf, sizeof buf, "%.0f min", s / 60);
    else std::snprintf(buf, sizeof buf, "%.1f h", s / 3600);
    return buf;
}

KaylesCost kayles_cost(const std::string& seq, long long n, bool pruned) {
    KaylesCost c;
    for (const auto& m : kMeasurements) {
        if (seq != m.seq || m.pruned != pruned) continue;
        if (m.finished && m.n == n) {
            c.seconds = m.seconds;
            c.bytes = m.bytes;
            c.source = m.source;
            return c;
        }
        // An unfinished attempt at m.n <= n is read as a bound on n only while no term in
        // (m.n, n] has been solved since: the work does not grow with n term by term (3 x 28 was
        // stopped after 400 s by the search of 2026-11-26; 3 x 29..31 then took 18-33 s each),
        // so a later measurement beyond the attempt is better evidence than the attempt.
        if (!m.finished && m.n <= n && m.seconds > c.at_least && !solved_between(seq, m.n, n, pruned)) {
            c.at_least = m.seconds;
            c.attempt_n = m.n;
            c.source = m.source;
        }
    }
    return c;
}

std::string kayles_cost_phrase(const std::string& seq, long long n, bool pruned) {
    const KaylesCost c = kayles_cost(seq, n, pruned);
    if (c.seconds >= 0)
        return "measured: " + human_duration(c.seconds) + (c.bytes >= 0 ? " and " + bytes_text(c.bytes) : std::string()) +
               " to solve the " + method(pruned) + " (" + c.source + ")";
    if (c.at_least >= 0)
        return "not measured; more than " + human_duration(c.at_least) + " (the " + method(pruned) + " of n = " +
               std::to_string(c.attempt_n) + " was stopped unfinished after " + human_duration(c.at_least) + ", " +
               c.source.substr(0, c.source.find(':')) + ")";
    long long largest = -1;
    double secs = 0;
    for (const auto& m : kMeasurements)
        if (seq == m.seq && m.pruned == pruned && m.finished && m.n < n && m.n > largest) largest = m.n, secs = m.seconds;
    if (largest < 0) return "not measured";
    // not "more than": a larger term can cost less (3 x 36: 12 min, 3 x 35: 37 min)
    return "not measured; the largest measured term, n = " + std::to_string(largest) + ", took " +
           human_duration(secs) + " for the " + method(pruned);
}

std::string kayles_range_cost_phrase(const std::string& seq, const std::vector<std::pair<long long, bool>>& terms) {
    if (terms.size() == 1) return kayles_cost_phrase(seq, terms[0].first, terms[0].second);
    double total = 0, longest = -1;
    long long longest_n = -1;
    std::vector<long long> unmeasured;
    std::string sources;
    for (const auto& [n, pruned] : terms) {
        const KaylesCost c = kayles_cost(seq, n, pruned);
        if (c.seconds < 0) {
            unmeasured.push_back(n);
            continue;
        }
        const std::string doc = c.source.substr(0, c.source.find(':'));
        if (sources.find(doc) == std::string::npos) sources += (sources.empty() ? "" : ", ") + doc;
        total += c.seconds;
        if (c.seconds > longest) longest = c.seconds, longest_n = n;
    }
    std::string s = "measured: " + human_duration(total) + " of solving in all";
    if (longest_n >= 0) s += ", the longest " + seq + "(" + std::to_string(longest_n) + ") " + human_duration(longest);
    if (!sources.empty()) s += " (" + sources + "; wall or CPU time on the shared 2-core machine)";
    if (!unmeasured.empty()) {
        s += "; not measured:";
        for (long long n : unmeasured) s += " " + std::to_string(n);
    }
    return s;
}

}  // namespace nimcert
