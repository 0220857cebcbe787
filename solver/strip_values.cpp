#include "strip_values.hpp"

#include <algorithm>
#include <stdexcept>

#include "proof_sink.hpp"
#include "sha256.hpp"
#include "strip_obligations.hpp"

namespace nimcert {

namespace {

int pattern_cells(const StripFamily& f) {
    return static_cast<int>(std::count(f.left.begin(), f.left.end(), '1') + std::count(f.right.begin(), f.right.end(), '1'));
}

// Families and n in the order of their vertex counts: every piece of an option comes first.
template <class Visit>
void in_vertex_order(const StripSystem& s, long long size, Visit&& visit) {
    int most = 0;
    for (const auto& f : s.families) most = std::max(most, pattern_cells(f));
    for (long long m = 0; m < size + most; ++m)
        for (std::size_t f = 0; f < s.families.size(); ++f) {
            const long long n = m - pattern_cells(s.families[f]);
            if (n >= 0 && n < size) visit(static_cast<int>(f), n);
        }
}

}  // namespace

Value strip_option_value(const StripSystem& s, const StripValues& x, int f, long long n, long long v) {
    const int t = covering_template(s, f, n, v);
    if (t < 0) throw std::logic_error("vertex without a template");
    Value g = 0;
    for (const auto& p : s.templates[static_cast<std::size_t>(t)].pieces)
        g ^= x.x[static_cast<std::size_t>(p.family)][static_cast<std::size_t>(p.size.at(n, v))];
    return g;
}

StripValues strip_values(const StripSystem& s, long long size) {
    StripValues x;
    x.size = size;
    x.x.assign(s.families.size(), std::vector<Value>(static_cast<std::size_t>(size), 0));
    in_vertex_order(s, size, [&](int f, long long n) {
        std::vector<bool> seen;
        for (long long v : family_cells(s, f, n)) {
            const Value g = strip_option_value(s, x, f, n, v);
            if (g >= seen.size()) seen.resize(g + 1, false);
            seen[g] = true;
        }
        Value g = 0;
        while (g < seen.size() && seen[g]) ++g;
        x.x[static_cast<std::size_t>(f)][static_cast<std::size_t>(n)] = g;
    });
    return x;
}

std::optional<long long> strip_window(const StripSystem& s, long long n0, long long p) {
    long long B = n0;
    for (const auto& t : s.templates) B = std::max(B, t.nhi < 0 ? t.nlo : t.nhi + 1);
    for (const auto& t : s.templates) {
        if (t.nhi >= 0) continue;
        const long long dl = t.vlo.cn, dh = t.vhi.cn;
        if (dl == dh) {  // v = j + dl*n for finitely many j: pieces fixed or of size n - c, c >= 1
            for (long long j = t.vlo.c; j <= t.vhi.c; ++j)
                for (const auto& q : t.pieces) {
                    const long long e = q.size.cn + q.size.cv * dl, c = -(q.size.c + q.size.cv * j);
                    if (e == 1 && c >= 1) B = std::max(B, n0 + c);
                    else if (e != 0) return std::nullopt;
                }
        } else if (dl == 0 && dh == 1) {  // every split a + b = n - c with a >= a0, b >= b0
            long long ga = 0, gb = 0;
            int na = 0, nb = 0;
            for (const auto& q : t.pieces) {
                if (q.size.cn == 0 && q.size.cv == 1) ga = q.size.c, ++na;
                else if (q.size.cn == 1 && q.size.cv == -1) gb = q.size.c, ++nb;
                else if (q.size.cn != 0 || q.size.cv != 0) return std::nullopt;
            }
            if (na != 1 || nb != 1) return std::nullopt;
            const long long c = -(ga + gb), a0 = t.vlo.c + ga, b0 = gb - t.vhi.c;
            if (c < 1 || a0 < 0 || b0 < 0) return std::nullopt;
            B = std::max(B, c + std::max(n0, a0) + std::max(n0, b0) + p - 1);
        } else {
            return std::nullopt;
        }
    }
    return B;
}

std::optional<StripPeriod> strip_period(const StripSystem& s, const StripValues& x) {
    const long long S = x.size;
    const auto least_prefix = [&](std::size_t f, long long p) {
        long long m = S - p;
        while (m > 0 && x.x[f][static_cast<std::size_t>(m - 1)] == x.x[f][static_cast<std::size_t>(m - 1 + p)]) --m;
        return m;
    };
    const auto is_least = [&](const std::vector<std::size_t>& fams, long long n0, long long p) {
        long long rest = p;
        for (long long r = 2; rest > 1; ++r) {
            if (r * r > rest) r = rest;
            if (rest % r) continue;
            while (rest % r == 0) rest /= r;
            bool fails = false;
            for (std::size_t f : fams)
                for (long long n = n0; n < n0 + p && !fails; ++n)
                    fails = x.x[f][static_cast<std::size_t>(n)] != x.x[f][static_cast<std::size_t>(n + p / r)];
            if (!fails) return false;
        }
        return true;
    };
    for (long long p = 1; 3 * p < S; ++p) {
        long long n0 = 0;
        for (std::size_t f = 0; f < s.families.size(); ++f) n0 = std::max(n0, least_prefix(f, p));
        const auto B = strip_window(s, n0, p);
        if (!B || *B - 1 + p >= S || n0 + 2 * p > S) continue;
        StripPeriod per{n0, p, *B, {}};
        std::vector<std::size_t> all;
        for (std::size_t f = 0; f < s.families.size(); ++f) {
            all.push_back(f);
            const long long m = least_prefix(f, p);
            per.prefix.push_back(is_least({f}, m, p) ? m : -1);
        }
        if (!is_least(all, n0, p)) continue;
        return per;
    }
    return std::nullopt;
}

SolvedStrip solve_strip(int k, long long max_size, std::ostream* progress) {
    SolvedStrip out{derive_strip_system(k), {}, std::nullopt};
    for (long long size = 256;; size *= 2) {
        size = std::min(size, max_size);
        out.values = strip_values(out.system, size);
        out.period = strip_period(out.system, out.values);
        if (progress) *progress << "nimcert: strip " << k << ": values for n < " << size << (out.period ? ", period found" : ", no period yet") << std::endl;
        if (out.period || size >= max_size) return out;
    }
}

void emit_strip_certificate(const SolvedStrip& s, ProofSink& sink) {
    long long count = s.values.size;
    if (s.period) count = std::max(s.period->window - 1 + s.period->p, s.period->n0 + s.period->p - 1 + s.period->p / 2) + 1;
    sink.strip_system(s.system, sha256_hex(strip_obligations(s.system)));
    long long records = 0;
    in_vertex_order(s.system, count, [&](int, long long) { ++records; });
    sink.values_begin(static_cast<std::uint64_t>(records));
    in_vertex_order(s.system, count, [&](int f, long long n) {
        const Value g = s.values.x[static_cast<std::size_t>(f)][static_cast<std::size_t>(n)];
        std::vector<long long> witness(g, 0);
        std::vector<bool> found(g, false);
        for (long long v : family_cells(s.system, f, n)) {
            const Value o = strip_option_value(s.system, s.values, f, n, v);
            if (o < g && !found[o]) found[o] = true, witness[o] = v;
        }
        sink.system_value(f, n, g, witness);
    });
    if (s.period) sink.system_period(s.period->n0, s.period->p, s.period->prefix);
    sink.finish();
}

}  // namespace nimcert
