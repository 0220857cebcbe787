// Mutation campaign (issue #7): valid solver certificates for random games, each hit by ONE
// random mutation (a number changed, a witness redirected, a line dropped/duplicated/moved, a
// truncation, a header or game field changed, a claim field changed). The checker must reject
// the mutant or call it malformed -- unless an independent naive reference, written here from
// the definitions (plain mex over every option, least period and prefix by brute force over a
// long table, zero lists, recurrence, g.f. and Flip identities by direct evaluation), shows
// that everything the mutant states is still true. Such acceptances are counted as
// legitimate; any other acceptance fails the property.
//
// Budget: 5 properties x RapidCheck's default 100 cases x kMutantsPerCase = 2,500 mutants.
// Longer: RC_PARAMS="max_success=500" -> 12,500 mutants (tests/README.md).
#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include "heap_code_gen.hpp"
#include "text_lines.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <cstdint>
#include <cstdio>
#include <map>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "heap_certificate.hpp"
#include "heap_values.hpp"
#include "nimcheck.hpp"
#include "periodicity.hpp"
#include "sequences.hpp"
#include "take_or_break.hpp"
#include "text_certificate.hpp"

namespace {

constexpr int kMutantsPerCase = 5;

// ---------------------------------------------------------------------------------------------
// Tallies, printed by the last test of this file.

const char* const kOperator[] = {"number +-small",      "number random", "witness redirected", "line dropped",
                                 "line duplicated",     "line moved",    "truncated",          "header/game changed",
                                 "claim field changed", "record value changed"};
constexpr int kOperators = sizeof(kOperator) / sizeof(kOperator[0]);

struct Tally {
    long tried = 0, rejected = 0, malformed = 0, legit = 0, wrong = 0;
};
Tally total;
std::array<Tally, kOperators> by_operator;

bool print_totals() {
    if (total.tried == 0) return false;
    std::printf("mutation campaign: %ld mutants tried, %ld rejected, %ld malformed, %ld legitimately accepted, "
                "%ld wrongly accepted\n",
                total.tried, total.rejected, total.malformed, total.legit, total.wrong);
    for (int op = 0; op < kOperators; ++op) {
        const Tally& t = by_operator[op];
        std::printf("  %-20s tried %6ld  rejected %6ld  malformed %6ld  legit %5ld  wrong %ld\n", kOperator[op], t.tried,
                    t.rejected, t.malformed, t.legit, t.wrong);
    }
    std::fflush(stdout);
    total = Tally{};  // printed once
    return true;
}

// ctest runs each property in its own process (gtest_discover_tests): each prints its share
// when it exits. Run the binary directly for the totals over all five (test Totals).
struct PrintAtExit {
    ~PrintAtExit() { print_totals(); }
} print_at_exit;

// ---------------------------------------------------------------------------------------------
// The naive reference: games, values by mex, options by definition.

struct Game {
    bool lasker = false;            // Take-or-Break: any removal, or a split without removal
    std::vector<unsigned> digit;    // d0, d1, ..., dt of a heap code
    unsigned d(std::size_t i) const {
        if (lasker) return i == 0 ? 4 : 3;
        return i < digit.size() ? digit[i] : 0;
    }
    std::size_t max_removal(std::size_t h) const { return lasker ? h : std::min(h, digit.size() - 1); }
};

std::optional<Game> game_of(const std::string& line) {
    Game g;
    if (line == "game take-or-break") {
        g.lasker = true;
        return g;
    }
    if (line.rfind("game heap ", 0) != 0) return std::nullopt;
    const std::string code = line.substr(10);
    if (code.size() < 3 || code[1] != '.') return std::nullopt;
    for (std::size_t k = 0; k < code.size(); ++k) {
        if (k == 1) continue;
        const char c = code[k];
        if (c >= '0' && c <= '9') g.digit.push_back(c - '0');
        else if (c >= 'a' && c <= 'f') g.digit.push_back(c - 'a' + 10);
        else return std::nullopt;
    }
    return g;
}

// Calls f(option) for every option of a heap of size h: the heaps left, sorted.
struct Option {
    unsigned parts = 0;
    std::array<unsigned, 3> size{};
};
template <class F>
void for_each_option(const Game& game, unsigned h, F f) {
    for (unsigned i = 0; i <= game.max_removal(h); ++i) {
        const unsigned d = game.d(i), m = h - i;
        if ((d & 1) && i >= 1 && m == 0) f(Option{0, {}});
        if ((d & 2) && i >= 1 && m >= 1) f(Option{1, {m, 0, 0}});
        if (d & 4)
            for (unsigned a = 1; 2 * a <= m; ++a) f(Option{2, {a, m - a, 0}});
        if (d & 8)
            for (unsigned a = 1; 3 * a <= m; ++a)
                for (unsigned b = a; a + 2 * b <= m; ++b) f(Option{3, {a, b, m - a - b}});
    }
}
unsigned value_of(const std::vector<unsigned>& G, const Option& o) {
    unsigned v = 0;
    for (unsigned k = 0; k < o.parts; ++k) v ^= G[o.size[k]];
    return v;
}

// G(0..n-1) by mex; cached per game and extended on demand.
const std::vector<unsigned>& reference_values(const Game& game, std::size_t n) {
    static std::map<std::pair<bool, std::vector<unsigned>>, std::vector<unsigned>> cache;
    auto& g = cache[{game.lasker, game.digit}];
    while (g.size() < n) {
        const unsigned h = static_cast<unsigned>(g.size());
        std::vector<char> seen(2 * h + 8, 0);
        std::set<unsigned> big;  // option values beyond `seen`
        for_each_option(game, h, [&](const Option& o) {
            const unsigned v = value_of(g, o);
            if (v < seen.size()) seen[v] = 1; else big.insert(v);
        });
        unsigned m = 0;
        while ((m < seen.size() && seen[m]) || big.count(m)) ++m;
        g.push_back(m);
    }
    return g;
}

// Is `move` a legal move from h (by the definition of the game) leaving an option of value k?
bool witness_ok(const Game& game, const std::vector<unsigned>& G, unsigned h, const std::string& move, unsigned k) {
    std::vector<unsigned> parts;
    if (move != "-") {
        std::stringstream in(move);
        for (std::string p; std::getline(in, p, '+');) {
            if (p.empty() || p.size() > 9 || p.find_first_not_of("0123456789") != std::string::npos) return false;
            parts.push_back(static_cast<unsigned>(std::stoul(p)));
        }
    }
    bool found = false;
    for_each_option(game, h, [&](const Option& o) {
        if (found || o.parts != parts.size() || !std::equal(parts.begin(), parts.end(), o.size.begin())) return;
        found = value_of(G, o) == k;
    });
    return found;
}

std::vector<std::string> split(const std::string& s) {
    std::vector<std::string> f;
    std::istringstream in(s);
    for (std::string w; in >> w;) f.push_back(w);
    return f;
}

bool number(const std::string& s, long long& v) {
    if (s.empty() || s.size() > 15) return false;
    std::size_t k = s[0] == '-' ? 1 : 0;
    if (k == s.size() || s.find_first_not_of("0123456789", k) != std::string::npos) return false;
    v = std::stoll(s);
    return true;
}

// Least period p and least prefix n0 of G as seen in a table of length L: p is the least
// q such that G(n+q) = G(n) for all n in [m, L-q) on a stretch of at least L/3 values, and
// n0 the least such m.
std::pair<long long, long long> brute_force_period(const std::vector<unsigned>& G, std::size_t L) {
    for (std::size_t q = 1; q < L / 3; ++q) {
        std::size_t m = L - q;  // smallest m with G(n+q) = G(n) on [m, L-q)
        while (m > 0 && G[m - 1 + q] == G[m - 1]) --m;
        if (L - q - m >= L / 3) return {static_cast<long long>(m), static_cast<long long>(q)};
    }
    return {-1, -1};
}

// Does everything the (accepted) certificate states hold for the naive reference? On false,
// `why` says which statement failed.
bool statement_holds(const std::string& text, std::string& why) {
    std::vector<std::string> lines;
    {
        std::istringstream in(text);
        for (std::string l; std::getline(in, l);)
            if (!l.empty() && l[0] != '#') lines.push_back(l);
    }
    std::size_t at = 0;
    const auto next = [&]() -> std::vector<std::string> { return at < lines.size() ? split(lines[at++]) : std::vector<std::string>{}; };
    if (lines.size() < 3 || (lines[0] != "nimcert-certificate 1" && lines[0] != "nimcert-certificate 2")) return why = "header", false;
    const bool v2 = lines[0] == "nimcert-certificate 2";  // a masked heap table without witnesses
    const auto game = game_of(lines[1]);
    if (!game) return why = "game line " + lines[1], false;
    at = 2;
    auto f = next();
    long long mask = -1;  // records under a parity mask list witnesses for the even k only
    if (!f.empty() && f[0] == "parity-mask") {
        if (f.size() != 2 || !number(f[1], mask) || mask < 1 || mask > 2147483647) return why = "parity-mask line", false;
        f = next();
    }
    if (v2 && (mask < 0 || game->lasker)) return why = "version 2 needs a heap code and a parity mask", false;
    const auto witnessed = [&](long long k) {
        if (v2) return false;
        return mask < 0 || (__builtin_popcountll(static_cast<unsigned long long>(k & mask)) & 1) == 0;
    };
    long long count = 0;
    if (f.size() != 2 || f[0] != "values" || !number(f[1], count) || count < 0 || count > 100000) return why = "values line", false;
    // The claims read a long table, well beyond every index the certificate mentions.
    const std::size_t L = static_cast<std::size_t>(3 * count + 300);
    const std::vector<unsigned>& G = reference_values(*game, static_cast<std::size_t>(count));
    for (long long h = 0; h < count; ++h) {
        f = next();
        long long hh = -1, g = -1;
        if (f.size() < 2 || !number(f[0], hh) || hh != h || !number(f[1], g)) return why = "record layout", false;
        if (g != G[h]) return why = "G(" + std::to_string(h) + ") is " + std::to_string(G[h]) + ", not " + f[1], false;
        std::vector<long long> ks;  // the values k < g that need a witness
        for (long long k = 0; k < g; ++k)
            if (witnessed(k)) ks.push_back(k);
        if (f.size() != ks.size() + 2) return why = "witness count", false;
        for (std::size_t w = 0; w < ks.size(); ++w)
            if (!witness_ok(*game, G, static_cast<unsigned>(h), f[2 + w], static_cast<unsigned>(ks[w])))
                return why = "witness " + f[2 + w] + " of heap " + std::to_string(h) + " for " + std::to_string(ks[w]), false;
    }
    long long n0 = 0, p = 1;  // set by the period claim, which precedes every zeros claim
    std::vector<long long> prefix, residues;
    std::vector<long long> numerator;
    const auto zeros_upto = [&](std::size_t limit) {
        std::vector<long long> a;
        for (std::size_t n = 0; n < limit; ++n)
            if (G[n] == 0) a.push_back(static_cast<long long>(n));
        return a;
    };
    for (;;) {
        f = next();
        if (f.empty()) return why = "no end", false;
        if (f[0] != "end") reference_values(*game, L);  // G (a reference into the cache) grows
        const std::string& key = f[0];
        std::vector<long long> v;
        for (std::size_t k = 1; k < f.size(); ++k) {
            long long x;
            if (!number(f[k], x)) return why = "field " + f[k], false;
            v.push_back(x);
        }
        if (key == "end") {
            return at == lines.size() ? true : (why = "text after end", false);
        } else if (key == "period" && v.size() == 2) {
            n0 = v[0];
            p = v[1];
            if (p < 1 || n0 + p > static_cast<long long>(L)) return why = "period beyond the reference table", false;
            if (game->lasker) return why = "period for take-or-break", false;
            const auto truth = brute_force_period(G, L);
            if (truth.first != n0 || truth.second != p)
                return why = "least prefix/period by brute force is " + std::to_string(truth.first) + "/" +
                             std::to_string(truth.second),
                       false;
        } else if (key == "zeros-prefix") {
            prefix = v;
            std::vector<long long> want;
            for (long long z : zeros_upto(static_cast<std::size_t>(n0))) want.push_back(z);
            if (prefix != want) return why = "zeros-prefix", false;
        } else if (key == "zeros-residues") {
            residues = v;
            std::vector<long long> want;
            for (long long z : zeros_upto(static_cast<std::size_t>(n0 + p)))
                if (z >= n0) want.push_back(z);
            if (residues != want) return why = "zeros-residues", false;
        } else if (key == "recurrence" && v.size() == 3) {
            const long long i0 = v[0], r = v[1], s = v[2];
            const auto a = zeros_upto(L);  // a[i-1] = a(i)
            const long long M = static_cast<long long>(a.size());
            if (r < 1 || i0 <= r || M < i0 + 3 * r + 10) return why = "recurrence not checkable", false;
            for (long long i = i0; i <= M; ++i)
                if (a[i - 1] != a[i - r - 1] + s) return why = "recurrence fails at " + std::to_string(i), false;
            if (i0 - 1 - r >= 1 && a[i0 - 2] == a[i0 - 2 - r] + s) return why = "recurrence holds at i0-1", false;
        } else if (key == "gf-numerator") {
            numerator = v;
        } else if (key == "gf-denominator") {
            const std::vector<long long>& D = v;
            if (D.empty() || D[0] == 0) return why = "D(0) = 0", false;
            // N = D * A as power series, checked coefficient by coefficient on a long prefix
            const auto zeros = zeros_upto(L);
            const std::size_t K = zeros.size();  // A known up to x^K
            if (K < numerator.size() + D.size() + 20) return why = "gf not checkable", false;
            std::vector<long long> A(K + 1, 0);
            for (std::size_t i = 1; i <= K; ++i) A[i] = zeros[i - 1];
            for (std::size_t k = 0; k <= K; ++k) {
                long long c = 0;
                for (std::size_t j = 0; j < D.size() && j <= k; ++j) c += D[j] * A[k - j];
                const long long want = k < numerator.size() ? numerator[k] : 0;
                if (c != want) return why = "gf coefficient " + std::to_string(k), false;
            }
        } else if (key == "arithmetic-period" && v.size() == 3) {
            if (!game->lasker) return why = "arithmetic period of a heap game", false;
            if (v[0] + v[1] + 100 > static_cast<long long>(L)) return why = "arithmetic period not checkable", false;
            for (long long n = v[0]; n + v[1] < static_cast<long long>(L); ++n)
                if (G[n + v[1]] != G[n] + v[2]) return why = "arithmetic period fails at " + std::to_string(n), false;
        } else if (key == "nsum-flip" && v.empty()) {
            const auto flip = [](long long n) { return n == 0 ? 0 : (n % 2 ? n + 1 : n - 1); };
            for (long long x = 0; x < 40; ++x)
                for (long long y = 0; y < 40; ++y) {
                    long long z = 0;  // NSum(x,y): the z with G(x)^G(y)^G(z) = 0
                    while (z < static_cast<long long>(L) && (G[x] ^ G[y] ^ G[z]) != 0) ++z;
                    if (z != flip(flip(x) ^ flip(y))) return why = "nsum-flip fails", false;
                }
        } else {
            return why = "unexpected line " + key, false;
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Certificates from the solver.

using reftest::gen_code;

std::string heap_certificate(const std::string& code, nimcert::HeapClaim claim, std::uint64_t values,
                             std::optional<nimcert::Value> mask = std::nullopt, unsigned version = 2) {
    nimcert::HeapValues hv(nimcert::HeapCode::parse(code));
    std::optional<nimcert::Periodicity> per;
    std::uint64_t count = values;
    if (claim != nimcert::HeapClaim::Values) {
        hv.extend_to(400);
        per = nimcert::find_periodicity(hv.code(), hv.values());
        if (per && nimcert::values_needed(hv.code(), *per) <= 400) count = nimcert::values_needed(hv.code(), *per);
        else claim = nimcert::HeapClaim::Values, per.reset();
    }
    hv.extend_to(count);
    std::ostringstream out;
    nimcert::TextCertificate cert(out);
    nimcert::emit_heap_certificate(hv, count, claim, per, cert, mask, version);
    return out.str();
}

std::string take_or_break_certificate(int form, std::uint64_t values) {
    static const nimcert::CertifiedArithmetic solved = nimcert::solve_take_or_break(nimcert::SolveControl{});
    std::ostringstream out;
    nimcert::TextCertificate cert(out);
    if (form == 2) {
        nimcert::HeapValues hv(nimcert::HeapCode::take_or_break());
        hv.extend_to(values);
        nimcert::emit_heap_certificate(hv, values, nimcert::HeapClaim::Values, std::nullopt, cert);
    } else {
        nimcert::emit_take_or_break_certificate(solved.hv, solved.per, form == 1, cert);
    }
    return out.str();
}

// ---------------------------------------------------------------------------------------------
// Mutations.

using reftest::join;
using reftest::lines_of;
using reftest::join_fields;

bool is_claim(const std::string& line) {
    for (const char* k : {"period ", "zeros-prefix", "zeros-residues", "recurrence ", "gf-numerator", "gf-denominator",
                          "arithmetic-period ", "nsum-flip"})
        if (line.rfind(k, 0) == 0) return true;
    return false;
}

std::string random_move(unsigned h) {
    const int parts = *rc::gen::inRange(0, 4);
    if (parts == 0 || h == 0) return "-";
    std::vector<unsigned> p;
    for (int q = 0; q < parts; ++q) p.push_back(*rc::gen::inRange(1u, h + 1));
    std::sort(p.begin(), p.end());
    std::string m = std::to_string(p[0]);
    for (std::size_t q = 1; q < p.size(); ++q) m += "+" + std::to_string(p[q]);
    return m;
}

std::string changed_number(long long v, bool small) {
    if (small) return std::to_string(v + *rc::gen::element(-3LL, -2LL, -1LL, 1LL, 2LL, 3LL));
    return std::to_string(*rc::gen::inRange(0LL, 2 * v + 10));
}

std::string mutate(const std::string& text, int op) {
    auto lines = lines_of(text);
    const std::size_t n = lines.size();
    switch (op) {
    case 0:
    case 1: {  // any number in the file
        std::vector<std::pair<std::size_t, std::size_t>> runs;  // [begin, end) of digit runs
        for (std::size_t k = 0; k < text.size();) {
            if (!isdigit(static_cast<unsigned char>(text[k]))) { ++k; continue; }
            std::size_t e = k;
            while (e < text.size() && isdigit(static_cast<unsigned char>(text[e]))) ++e;
            runs.emplace_back(k, e);
            k = e;
        }
        const auto [b, e] = *rc::gen::elementOf(runs);
        const long long v = std::stoll(text.substr(b, e - b));
        return text.substr(0, b) + changed_number(v, op == 0) + text.substr(e);
    }
    case 2: {  // a witness redirected
        std::vector<std::size_t> with;
        for (std::size_t k = 0; k < n; ++k) {
            const auto f = split(lines[k]);
            if (f.size() > 2 && isdigit(static_cast<unsigned char>(f[0][0]))) with.push_back(k);
        }
        if (with.empty()) return text;
        const std::size_t r = *rc::gen::elementOf(with);
        auto f = split(lines[r]);
        const std::size_t k = *rc::gen::inRange<std::size_t>(2, f.size());
        f[k] = random_move(static_cast<unsigned>(std::stoul(f[0])));
        lines[r] = join_fields(f);
        return join(lines);
    }
    case 3: lines.erase(lines.begin() + *rc::gen::inRange<std::size_t>(0, n)); return join(lines);
    case 4: {
        const std::size_t k = *rc::gen::inRange<std::size_t>(0, n);
        lines.insert(lines.begin() + k, lines[k]);
        return join(lines);
    }
    case 5: {
        const std::size_t from = *rc::gen::inRange<std::size_t>(0, n);
        const std::string l = lines[from];
        lines.erase(lines.begin() + from);
        lines.insert(lines.begin() + *rc::gen::inRange<std::size_t>(0, n), l);
        return join(lines);
    }
    case 6: return text.substr(0, *rc::gen::inRange<std::size_t>(0, text.size()));
    case 7: {  // header or game line
        switch (*rc::gen::inRange(0, 5)) {
        case 0: lines[0] = "nimcert-certificate " + std::to_string(*rc::gen::inRange(0, 4)); break;
        case 1: lines[0] = *rc::gen::element<std::string>("nimcert-certificate", "nimcert-certificate 1 1", "nimcert 1"); break;
        case 2: lines[1] = "game heap " + *gen_code(); break;
        case 3: lines[1] = lines[1] == "game take-or-break" ? "game heap 4.3" : "game take-or-break"; break;
        default: lines[1] = *rc::gen::element<std::string>("game heap", "game 0.07", "game heap 0.07 0.07", "game take-or-break 1"); break;
        }
        return join(lines);
    }
    case 9: {  // a record's value, its witness list cut or padded with "-" to match: a lie about
               // the value, not about the layout
        std::vector<std::size_t> records;
        for (std::size_t k = 3; k < n; ++k)
            if (isdigit(static_cast<unsigned char>(lines[k][0]))) records.push_back(k);
        if (records.empty()) return text;
        const std::size_t r = *rc::gen::elementOf(records);
        auto f = split(lines[r]);
        const long long g = std::stoll(f[1]);
        const long long g2 = *rc::gen::element(g - 2, g - 1, g + 1, g + 2, *rc::gen::inRange(0LL, g + 20));
        if (g2 < 0 || g2 == g) return text;
        f.resize(static_cast<std::size_t>(2 + g2), "-");
        f[1] = std::to_string(g2);
        lines[r] = join_fields(f);
        return join(lines);
    }
    default: {  // a field of a claim line (or of the values line when there is no claim)
        std::vector<std::size_t> claims;
        for (std::size_t k = 0; k < n; ++k)
            if (is_claim(lines[k]) || lines[k].rfind("values ", 0) == 0) claims.push_back(k);
        const std::size_t c = *rc::gen::elementOf(claims);
        auto f = split(lines[c]);
        const int how = *rc::gen::inRange(0, 4);
        if (how == 0 && f.size() > 1) {  // change one number
            const std::size_t k = *rc::gen::inRange<std::size_t>(1, f.size());
            long long v = 0;
            if (number(f[k], v)) f[k] = changed_number(std::max(0LL, v), *rc::gen::arbitrary<bool>());
        } else if (how == 1 && f.size() > 1) {  // drop a field
            f.erase(f.begin() + *rc::gen::inRange<std::size_t>(1, f.size()));
        } else if (how == 2) {  // insert a field
            f.insert(f.begin() + *rc::gen::inRange<std::size_t>(1, f.size() + 1), std::to_string(*rc::gen::inRange(0, 100)));
        } else if (f.size() > 2) {  // swap two fields
            const std::size_t a = *rc::gen::inRange<std::size_t>(1, f.size()), b = *rc::gen::inRange<std::size_t>(1, f.size());
            std::swap(f[a], f[b]);
        }
        lines[c] = join_fields(f);
        return join(lines);
    }
    }
}

void campaign(const std::string& original) {
    {
        std::istringstream in(original);
        const auto out = nimcheck::check_certificate(in);
        RC_ASSERT(out.verdict == nimcheck::Verdict::Verified);  // the base itself is fine
    }
    for (int m = 0; m < kMutantsPerCase; ++m) {
        // at full size, so that operators, positions and numbers are drawn uniformly (RapidCheck
        // scales inRange with the test size, which would favour the first lines and small ops)
        const int op = *rc::gen::resize(100, rc::gen::inRange(0, kOperators));
        const std::string mutant = *rc::gen::resize(100, rc::gen::exec([original, op] { return mutate(original, op); }));
        if (mutant == original) continue;  // e.g. a swap of equal fields: not a mutant
        std::istringstream in(mutant);
        const auto out = nimcheck::check_certificate(in);
        Tally& t = by_operator[op];
        ++total.tried, ++t.tried;
        if (out.verdict == nimcheck::Verdict::Rejected) {
            ++total.rejected, ++t.rejected;
        } else if (out.verdict == nimcheck::Verdict::Malformed) {
            ++total.malformed, ++t.malformed;
        } else {
            std::string why;
            if (statement_holds(mutant, why)) {
                ++total.legit, ++t.legit;
            } else {
                ++total.wrong, ++t.wrong;
                RC_FAIL("accepted a false certificate (" + std::string(kOperator[op]) + "): " + why + "\n" + mutant);
            }
        }
    }
}

}  // namespace

RC_GTEST_PROP(MutationCampaign, HeapValueTables, ()) {
    campaign(heap_certificate(*gen_code(), nimcert::HeapClaim::Values, *rc::gen::inRange<std::uint64_t>(1, 40)));
}

RC_GTEST_PROP(MutationCampaign, HeapPeriods, ()) {
    campaign(heap_certificate(*gen_code(), nimcert::HeapClaim::Period, 30));
}

RC_GTEST_PROP(MutationCampaign, HeapZeroSets, ()) {
    campaign(heap_certificate(*gen_code(), nimcert::HeapClaim::Zeros, 30));
}

// Records under a parity mask (proofs/rare-common.md): codes leaving at most two heaps.
RC_GTEST_PROP(MutationCampaign, HeapPeriodsUnderParityMask, ()) {
    const std::string code = *rc::gen::suchThat(gen_code(), [](const std::string& c) {
        return nimcert::HeapCode::parse(c).max_heaps_left() <= 2;
    });
    const nimcert::Value mask = *rc::gen::oneOf(rc::gen::inRange<nimcert::Value>(1, 8), rc::gen::inRange<nimcert::Value>(1, 256));
    // version 2 (no witnesses) or version 1 (witnesses of the even values), half of the time each
    campaign(heap_certificate(code, nimcert::HeapClaim::Period, 40, mask, *rc::gen::inRange(1u, 3u)));
}

RC_GTEST_PROP(MutationCampaign, TakeOrBreak, ()) {
    campaign(take_or_break_certificate(*rc::gen::inRange(0, 3), *rc::gen::inRange<std::uint64_t>(1, 40)));
}

// Runs after the properties (tests of one file run in order): the campaign's totals.
TEST(MutationCampaign, Totals) {
    const long wrong = total.wrong;
    print_totals();
    EXPECT_EQ(wrong, 0);
}
