#include "periodicity.hpp"

#include <algorithm>

#include "failure.hpp"
#include "line_reader.hpp"
#include "value_table.hpp"

namespace nimcheck {

std::string check_period(const Values& G, const HeapCode& code, std::uint64_t n0, std::uint64_t p, long line) {
    const std::string P = str(p);
    if (p == 0) rejected(line, "the period must be at least 1");
    if (code.t == HeapCode::kUnbounded)
        rejected(line, "no periodicity theorem applies: " + code.text + " removes unboundedly many tokens "
                       "(Guy-Smith needs a finite code)");
    // Overflow care: n0, p <= kMaxNumber < 2^31, j <= 3 and t < kMaxLineBytes < 2^21, so every
    // index below is < 2^35 and fits easily in 64 bits.
    if (n0 > kMaxNumber || p > kMaxNumber || code.t >= kMaxLineBytes || code.j > 3)
        rejected(line, "period claim outside the checker's limits");
    const auto G_at = [&](std::uint64_t n) { return value_at(G, n, line); };

    // Theorem `periodicity` (j-heap Guy-Smith; Coq: periodicity_checker, proofs/coq/Periodicity.v,
    // with t and j computed as parse_heap_code does): if G(n+p) = G(n) for n0 <= n < B with
    // B = j*max(n0,1) + (j-1)*p + t, then G(n+p) = G(n) for all n >= n0. Why max(n0,1):
    // naive_window_unsound (Counterexample04.v).
    const std::uint64_t B = code.j * std::max<std::uint64_t>(n0, 1) + (code.j - 1) * p + code.t;
    for (std::uint64_t n = n0; n < B; ++n)
        if (G_at(n) != G_at(n + p))
            rejected(line, "period " + P + " fails at n=" + str(n) + ": G(" + str(n) + ")=" + str(G_at(n)) + " but G(" +
                               str(n + p) + ")=" + str(G_at(n + p)));

    // Theorem `least-prefix` (Coq: least_prefix, least_prefix_any_period, LeastPeriod.v): if G(n0-1+p) != G(n0-1), no prefix below n0 works with period p.
    if (n0 > 0 && G_at(n0 - 1) == G_at(n0 - 1 + p))
        rejected(line, "prefix " + str(n0) + " is not least: G(" + str(n0 - 1) + ") = G(" + str(n0 - 1 + p) + ") = " +
                           str(G_at(n0 - 1)));

    // Theorem `least-period`: p is least if for every prime r | p, p/r fails somewhere in [n0, n0+p).
    const auto differ = [&](std::uint64_t n, std::uint64_t m) { return G_at(n) != G_at(m); };
    if (const std::uint64_t q = smaller_period(n0, p, differ))
        rejected(line, "period " + P + " is not least: G(n+" + str(q) + ") = G(n) for all n in [" + str(n0) + ", " +
                           str(n0 + p) + ")");
    return "G(n+" + P + ") = G(n) for all n >= " + str(n0) + " (least period " + P + ", least prefix " + str(n0) + ")";
}

}  // namespace nimcheck
