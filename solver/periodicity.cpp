#include "periodicity.hpp"

#include <algorithm>

namespace nimcert {

std::uint64_t window_end(const HeapCode& code, const Periodicity& per) {
    const std::uint64_t j = code.max_heaps_left();
    return j * std::max<std::uint64_t>(per.prefix, 1) + (j - 1) * per.period +
           code.max_removal();
}

std::uint64_t smallest_prime_factor(std::uint64_t n) {
    for (std::uint64_t d = 2; d * d <= n; ++d)
        if (n % d == 0) return d;
    return n;
}

std::uint64_t values_needed(const HeapCode& code, const Periodicity& per) {
    std::uint64_t need = window_end(code, per) + per.period;
    if (per.period > 1) {
        // least-period test reads G(n + p/r) for n < n0 + p; p/r is largest for the least r
        need = std::max(need, per.prefix + per.period + per.period / smallest_prime_factor(per.period));
    }
    return need;
}

namespace {

// Least-period test (proofs/periodicity.md, `least-period`): for every prime r | p some
// n in [n0, n0+p) has G(n + p/r) != G(n).
bool is_least_period(const std::vector<Value>& g, const Periodicity& per) {
    std::uint64_t rest = per.period;
    for (std::uint64_t r = 2; rest > 1; ++r) {
        if (r * r > rest) r = rest;
        if (rest % r != 0) continue;
        while (rest % r == 0) rest /= r;
        const std::uint64_t q = per.period / r;
        bool mismatch = false;
        for (std::uint64_t n = per.prefix; n < per.prefix + per.period && !mismatch; ++n)
            mismatch = g[n + q] != g[n];
        if (!mismatch) return false;
    }
    return true;
}

}  // namespace

std::optional<Periodicity> find_periodicity(const HeapCode& code, const std::vector<Value>& g,
                                            std::uint64_t* wanted) {
    if (wanted) *wanted = 0;
    if (code.unbounded()) return std::nullopt;  // Guy-Smith needs a finite code
    if (code.has_unequal()) return std::nullopt;  // and no unequal splits (proofs/periodicity.md)
    const std::uint64_t count = g.size();
    std::uint64_t best_tail = count / 4;  // candidates must agree on more than a quarter of the table
    // Candidates whose tail G(n+q) = G(n), n0' <= n < count - q, was long but whose window did
    // not fit. A multiple p = k*q with n0' - 1 + p < count fails too: by the tail,
    // G(n0'-1+p) = G(n0'-1+q) != G(n0'-1), so its prefix is >= n0' and window_end + p (monotone
    // in both) exceeds count again. Skipping them keeps the search linear for periods like
    // 1180 behind a prefix of ten million, where each multiple would rescan the whole tail.
    // The multiples are struck off in a sieve (a list of failed candidates tested for every p
    // cost more than the search itself on 0.376, whose values agree with many periods).
    std::vector<bool> skip(count / 2 + 1, false);
    for (std::uint64_t p = 1; 2 * p <= count; ++p) {
        if (skip[p]) continue;
        // least prefix the data allows: one past the last n with G(n+p) != G(n)
        std::uint64_t n0 = 0;
        for (std::uint64_t n = count - p; n-- > 0;) {
            if (g[n + p] != g[n]) {
                n0 = n + 1;
                break;
            }
        }
        const Periodicity per{n0, p};
        // window_end + p <= values_needed: the cheap, monotone test first (values_needed
        // factors p); only it may rule out the multiples.
        if (window_end(code, per) + p > count) {
            if (count - n0 >= 4096 + p)
                for (std::uint64_t m = 2 * p; 2 * m <= count && (n0 == 0 || n0 - 1 + m < count); m += p)
                    skip[m] = true;
            // agreement G(n+p) = G(n) seen on n0 <= n < count - p (long p agree trivially on
            // few n, so count - n0 alone would favour them)
            if (wanted && count - p > n0 && count - p - n0 > best_tail) {
                best_tail = count - p - n0;
                *wanted = values_needed(code, per);
            }
            continue;
        }
        if (values_needed(code, per) > count) continue;
        if (is_least_period(g, per)) return per;
    }
    return std::nullopt;
}

}  // namespace nimcert
