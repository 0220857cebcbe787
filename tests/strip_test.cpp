// Strip family systems (Node-Kayles on P_n(k), proofs/coupled-families.md):
//  * cross-checks: the system's values equal the Node-Kayles engine's direct values (P_n(3) for
//    every n <= 200, every family of k = 1, 2, 3 on smaller n), OEIS A317367's terms, and the
//    heap games the path and the square path are (0.137, 0.11337);
//  * the checker verifies what the solver emits, and derives the same obligations text;
//  * the window theorem on random abstract systems (a window that passes implies periodicity
//    far beyond it);
//  * mutations: the checker never verifies a mutant whose statement is false, judged by an
//    oracle that values every member graph with the engine.
#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <cstdio>
#include <functional>
#include <random>
#include <set>
#include <stdexcept>
#include <map>
#include <optional>
#include <sstream>
#include <string>
#include <tuple>
#include <vector>

#include "heap_code.hpp"
#include "heap_values.hpp"
#include "kayles_engine.hpp"
#include "kayles_graph.hpp"
#include "nimcheck.hpp"
#include "strip_obligations.hpp"
#include "strip_system.hpp"
#include "strip_values.hpp"
#include "text_certificate.hpp"
#include "text_lines.hpp"

namespace {

using namespace nimcert;

// The strip graph on the given cells (adjacent iff |u - w| is 1 or k), for the engine.
KaylesGraph cells_graph(const std::vector<long long>& cells, int k) {
    KaylesGraph g;
    g.description = "strip cells";
    g.n = static_cast<int>(cells.size());
    g.adjacent.resize(cells.size());
    // no geometric frame (KaylesFrame::Graph): pieces are memoised as vertex sets
    for (std::size_t i = 0; i < cells.size(); ++i) {
        for (std::size_t j = 0; j < cells.size(); ++j) {
            const long long d = cells[i] > cells[j] ? cells[i] - cells[j] : cells[j] - cells[i];
            if (i != j && (d == 1 || d == k)) g.adjacent[i].push_back(static_cast<int>(j));
        }
    }
    return g;
}

unsigned engine_value(const std::vector<long long>& cells, int k) {
    if (cells.empty()) return 0;
    return make_kayles_solver(cells_graph(cells, k))->value_of_graph();
}

const StripSystem& system_of(int k) {
    static std::map<int, StripSystem> cache;
    if (!cache.count(k)) cache[k] = derive_strip_system(k);
    return cache.at(k);
}

std::string certificate_text(const SolvedStrip& s) {
    std::ostringstream out;
    TextCertificate cert(out);
    emit_strip_certificate(s, cert);
    return out.str();
}

nimcheck::Outcome check_text(const std::string& text) {
    std::istringstream in(text);
    return nimcheck::check_certificate(in);
}

// ---------------------------------------------------------------------------------------------
// Cross-checks against the engine and known values.

TEST(StripSystem, DerivesTheOeisFamiliesForK3) {
    const StripSystem& s = system_of(3);
    ASSERT_EQ(s.families.size(), 3u);
    EXPECT_EQ(s.families[0].left + "/" + s.families[0].right, "/");      // a: P_n(3)
    EXPECT_EQ(s.families[1].left + "/" + s.families[1].right, "/01");    // b: pendant n+2 on n-1
    EXPECT_EQ(s.families[2].left + "/" + s.families[2].right, "01/01");  // c: and -1 on 2
}

TEST(StripSystem, P3ValueEqualsTheEngineForEveryNUpTo200) {
    const StripSystem& s = system_of(3);
    const StripValues x = strip_values(s, 201);
    for (long long n = 0; n <= 200; ++n) {
        ASSERT_EQ(family_cells(s, 0, n).size(), static_cast<std::size_t>(n));  // family a is P_n(3) itself
        // the engine's own `strip N 3` graph, with its geometric normal forms
        ASSERT_EQ(x.x[0][static_cast<std::size_t>(n)], make_kayles_solver(make_family("strip", {n, 3}))->value_of_graph())
            << "P_" << n << "(3)";
    }
}

TEST(StripSystem, EveryFamilyEqualsTheEngineForK123) {
    for (int k = 1; k <= 3; ++k) {
        const StripSystem& s = system_of(k);
        const StripValues x = strip_values(s, 61);
        for (std::size_t f = 0; f < s.families.size(); ++f)
            for (long long n = 0; n <= 60; ++n)
                ASSERT_EQ(x.x[f][static_cast<std::size_t>(n)], engine_value(family_cells(s, static_cast<int>(f), n), k))
                    << "k=" << k << " family " << s.families[f].name << " n=" << n;
    }
}

TEST(StripSystem, MatchesOeisA317367) {
    // OEIS A317367, offset 4 (the data section of the entry).
    const std::vector<unsigned> oeis = {
        0, 2, 1, 3, 0, 1, 1, 3, 0, 2, 3, 3, 2, 2, 3, 4, 2, 4, 0, 4, 2, 5, 3, 2, 2, 3, 3, 2, 0, 3, 1, 1, 0, 3,
        1, 2, 0, 3, 1, 2, 0, 1, 1, 4, 0, 4, 5, 4, 7, 2, 6, 4, 7, 5, 0, 4, 1, 1, 0, 2, 1, 3, 0, 2, 1, 3, 0, 1,
        1, 3, 0, 2, 3, 3, 2, 2, 7, 4, 6, 5, 4, 4, 5, 5, 7, 2, 6, 3, 3, 2, 0, 3, 1, 1, 0, 3, 1, 2, 0, 3, 1, 2, 0, 1, 1};
    const StripValues x = strip_values(system_of(3), 4 + static_cast<long long>(oeis.size()));
    for (std::size_t i = 0; i < oeis.size(); ++i) ASSERT_EQ(x.x[0][i + 4], oeis[i]) << "a(" << i + 4 << ")";
}

TEST(StripSystem, PathIsDawsonsChessAndSquarePathIs011337) {
    for (const auto& [k, code] : {std::pair<int, const char*>{1, "0.137"}, {2, "0.11337"}}) {
        HeapValues hv(HeapCode::parse(code));
        hv.extend_to(600);
        const StripValues x = strip_values(system_of(k), 600);
        for (std::size_t n = 0; n < 600; ++n) ASSERT_EQ(x.x[0][n], hv.values()[n]) << "k=" << k << " n=" << n;
    }
}

TEST(StripSystem, NoSystemForKAtLeast4) {
    for (int k = 4; k <= 6; ++k) EXPECT_THROW(derive_strip_system(k), std::invalid_argument);
}

// ---------------------------------------------------------------------------------------------
// Solver and checker agree.

TEST(StripCertificate, CheckerVerifiesTheSolversCertificates) {
    const SolvedStrip s3 = solve_strip(3, 4096);
    ASSERT_TRUE(s3.period);
    EXPECT_EQ(s3.period->p, 62);
    EXPECT_EQ(s3.period->prefix[0], 116);  // "for all n > 115 and not for n = 115"
    const nimcheck::Outcome out = check_text(certificate_text(s3));
    ASSERT_EQ(out.verdict, nimcheck::Verdict::Verified) << out.line << ": " << out.text;
    EXPECT_NE(out.text.find("G(P_{n+62}(3)) = G(P_n(3)) for all n > 115 and not for n = 115 (least period 62)"), std::string::npos)
        << out.text;
    const SolvedStrip s1 = solve_strip(1, 4096);
    ASSERT_TRUE(s1.period);
    EXPECT_EQ(s1.period->p, 34);
    EXPECT_EQ(s1.period->prefix[0], 52);
    EXPECT_EQ(check_text(certificate_text(s1)).verdict, nimcheck::Verdict::Verified);
    const SolvedStrip s2 = solve_strip(2, 300);  // no period: values only
    EXPECT_FALSE(s2.period);
    EXPECT_EQ(check_text(certificate_text(s2)).verdict, nimcheck::Verdict::Verified);
}

std::string checker_obligations(const std::string& cert) {
    std::istringstream in(cert);
    std::ostringstream smt;
    const nimcheck::Outcome out = nimcheck::strip_obligations_of(in, smt);
    EXPECT_EQ(out.verdict, nimcheck::Verdict::Verified) << out.text;
    return smt.str();
}

TEST(StripObligations, SolverAndCheckerDeriveTheSameText) {
    for (int k = 1; k <= 3; ++k) {
        SolvedStrip s{system_of(k), strip_values(system_of(k), 20), std::nullopt};
        EXPECT_EQ(strip_obligations(s.system), checker_obligations(certificate_text(s))) << "k=" << k;
    }
}

// Any system, not just the derived ones: change template constants at random.
RC_GTEST_PROP(StripObligations, SameTextForChangedTemplates, ()) {
    const int k = *rc::gen::inRange(1, 4);
    StripSystem s = system_of(k);
    const int changes = *rc::gen::inRange(1, 4);
    for (int i = 0; i < changes; ++i) {
        auto& t = s.templates[*rc::gen::inRange<std::size_t>(0, s.templates.size())];
        const long long d = *rc::gen::element(-2LL, -1LL, 1LL, 2LL);
        switch (*rc::gen::inRange(0, 4)) {
            case 0: t.vlo.c += d; break;
            case 1: t.vhi.c += d; break;
            case 2: t.nlo = std::max(0LL, t.nlo + d); break;
            default:
                if (!t.pieces.empty()) t.pieces.back().map.c += d;
        }
    }
    std::ostringstream out;
    TextCertificate cert(out);
    cert.strip_system(s, "");
    cert.finish();
    RC_ASSERT(strip_obligations(s) == checker_obligations(out.str()));
}

// ---------------------------------------------------------------------------------------------
// Theorem coupled-periodicity on random abstract systems: wherever the window passes, the
// sequences are periodic far beyond it. The rules are as in proofs/coupled-families.md §5.

struct Rule {
    bool split = false;
    int g = 0, h = 0;
    long long c = 1, a0 = 0, b0 = 0;
    unsigned K = 0;
};

RC_GTEST_PROP(CoupledPeriodicity, WindowImpliesPeriodicity, ()) {
    const int F = *rc::gen::inRange(1, 4);
    std::vector<std::vector<Rule>> rules(static_cast<std::size_t>(F));
    for (auto& rf : rules) {
        const int count = *rc::gen::inRange(1, 4);
        for (int i = 0; i < count; ++i) {
            Rule r;
            r.split = *rc::gen::arbitrary<bool>();
            r.g = *rc::gen::inRange(0, F);
            r.h = *rc::gen::inRange(0, F);
            r.c = *rc::gen::inRange(1, 6);
            r.a0 = *rc::gen::inRange(0, 3);
            r.b0 = *rc::gen::inRange(0, 3);
            r.K = *rc::gen::inRange(0u, 3u);
            rf.push_back(r);
        }
    }
    const long long N = 700, Nstar = *rc::gen::inRange(0, 4);
    std::vector<std::vector<unsigned>> x(static_cast<std::size_t>(F), std::vector<unsigned>(N, 0));
    for (long long n = 0; n < N; ++n)
        for (int f = 0; f < F; ++f) {
            if (n < Nstar) {  // arbitrary start, as point templates give
                x[f][n] = static_cast<unsigned>((n * 7 + f * 3) % 4);
                continue;
            }
            std::vector<bool> seen;
            const auto see = [&](unsigned v) {
                if (v >= seen.size()) seen.resize(v + 1, false);
                seen[v] = true;
            };
            for (const Rule& r : rules[f]) {
                if (!r.split) {
                    if (n - r.c >= 0) see(r.K ^ x[r.g][n - r.c]);
                    continue;
                }
                for (long long a = r.a0; a <= n - r.c - r.b0; ++a) see(r.K ^ x[r.g][a] ^ x[r.h][n - r.c - a]);
            }
            unsigned g = 0;
            while (g < seen.size() && seen[g]) ++g;
            x[f][n] = g;
        }
    int tried = 0;
    for (long long p = 1; p <= 40; ++p)
        for (long long n0 = 0; n0 <= 60; ++n0) {
            long long B = std::max(n0, Nstar);
            for (const auto& rf : rules)
                for (const Rule& r : rf)
                    B = std::max(B, r.split ? r.c + std::max(n0, r.a0) + std::max(n0, r.b0) + p - 1 : n0 + r.c);
            if (B + p >= N / 2) continue;
            bool window = true;
            for (long long n = n0; n < B && window; ++n)
                for (int f = 0; f < F; ++f) window = window && x[f][n] == x[f][n + p];
            if (!window) continue;
            ++tried;
            for (long long n = n0; n + p < N; ++n)
                for (int f = 0; f < F; ++f)
                    RC_ASSERT(x[f][n] == x[f][n + p]);  // the theorem's conclusion, far past the window
        }
    RC_TAG(tried > 0 ? "some window passed" : "no window passed");
}

// ---------------------------------------------------------------------------------------------
// Mutations. Oracle: a verified mutant's records must be the true values of the members its
// (possibly changed) families describe, by the engine; a period or prefix claim must be true
// for the unchanged system (any change to families or templates changes the obligations, so a
// verified period claim on a changed system is a failure by itself).

struct Parsed {
    int k = 0;
    std::map<std::string, std::pair<std::string, std::string>> fam;
    std::vector<std::string> definition;  // family and template lines, as written
    std::vector<std::tuple<std::string, long long, unsigned>> records;
    std::optional<std::pair<long long, long long>> period;
    std::vector<std::pair<std::string, long long>> prefix;
};

Parsed parse(const std::string& text) {
    Parsed p;
    for (const auto& line : reftest::lines_of(text)) {
        std::istringstream in(line);
        std::vector<std::string> f;
        for (std::string w; in >> w;) f.push_back(w);
        if (f.empty()) continue;
        if (f[0] == "game") p.k = std::stoi(f[2]);
        else if (f[0] == "family") p.fam[f[1]] = {f[2] == "-" ? "" : f[2], f[3] == "-" ? "" : f[3]};
        if (f[0] == "family" || f[0] == "template") p.definition.push_back(line);
        else if (f[0] == "period") p.period = {{std::stoll(f[1]), std::stoll(f[2])}};
        else if (f[0] == "prefix") p.prefix.push_back({f[1], std::stoll(f[2])});
        else if (p.fam.count(f[0]) && f.size() >= 3) p.records.push_back({f[0], std::stoll(f[1]), std::stoul(f[2])});
    }
    return p;
}

unsigned true_value(int k, const std::string& left, const std::string& right, long long n) {
    static std::map<std::tuple<int, std::string, std::string, long long>, unsigned> memo;
    const auto key = std::make_tuple(k, left, right, n);
    if (!memo.count(key)) {
        StripSystem s;
        s.k = k;
        s.families.push_back({"f", left, right});
        memo[key] = engine_value(family_cells(s, 0, n), k);
    }
    return memo.at(key);
}

// Random choices: a number in [lo, hi). RapidCheck's generators inside properties, a seeded
// std::mt19937 in the plain test of the (slow to check) A317367 certificate.
using Random = std::function<long long(long long lo, long long hi)>;

// (resize: inRange scales with RapidCheck's size, which starts at 0 -- always `lo`)
long long rc_random(long long lo, long long hi) { return *rc::gen::resize(100, rc::gen::inRange(lo, hi)); }

// Mutates one thing; returns the operator's name.
std::string mutate(std::vector<std::string>& lines, const Random& rnd) {
    const auto pick = [&](const std::string& prefix) -> std::optional<std::size_t> {
        std::vector<std::size_t> at;
        for (std::size_t i = 0; i < lines.size(); ++i)
            if (lines[i].rfind(prefix, 0) == 0) at.push_back(i);
        if (at.empty()) return std::nullopt;
        return at[static_cast<std::size_t>(rnd(0, static_cast<long long>(at.size())))];
    };
    const auto fields = [](const std::string& l) {
        std::vector<std::string> f;
        std::istringstream in(l);
        for (std::string w; in >> w;) f.push_back(w);
        return f;
    };
    const auto joined = [](const std::vector<std::string>& f) {
        std::string s;
        for (const auto& w : f) s += (s.empty() ? "" : " ") + w;
        return s;
    };
    const auto bump = [](std::string w, long long d) {  // change the last number in w by d
        const std::size_t e = w.find_last_of("0123456789");
        if (e == std::string::npos) return w;
        std::size_t b = e;
        while (b > 0 && std::isdigit(static_cast<unsigned char>(w[b - 1]))) --b;
        const long long v = std::max(0LL, std::stoll(w.substr(b, e - b + 1)) + d);
        return w.substr(0, b) + std::to_string(v) + w.substr(e + 1);
    };
    const long long d = rnd(0, 2) ? rnd(1, 3) : -rnd(1, 3);
    const auto index = [&](std::size_t lo, std::size_t hi) {
        return static_cast<std::size_t>(rnd(static_cast<long long>(lo), static_cast<long long>(hi)));
    };
    for (int attempt = 0;; ++attempt) {
        if (attempt == 1000) throw std::logic_error("no mutation applies");
        const int op = static_cast<int>(rnd(0, 9));
        if (op == 0 || op == 1) {  // a record's value (with as many random cells), or one witness
            std::vector<std::size_t> at;
            for (std::size_t i = 0; i < lines.size(); ++i) {
                const auto f = fields(lines[i]);
                const std::set<std::string> keywords{"nimcert-certificate", "game", "family", "template", "reductions",
                                                     "values", "period", "prefix", "end"};
                if (f.size() >= 3 && !keywords.count(f[0])) at.push_back(i);
            }
            if (at.empty()) continue;
            const std::size_t i = at[index(0, at.size())];
            auto f = fields(lines[i]);
            const long long n = std::stoll(f[1]);
            if (op == 0) {
                const unsigned g = static_cast<unsigned>(rnd(0, 6));
                if (g == std::stoul(f[2])) continue;
                f.resize(3);
                f[2] = std::to_string(g);
                for (unsigned j = 0; j < g; ++j) f.push_back(std::to_string(rnd(-2, n + 3)));
                lines[i] = joined(f);
                return "record value";
            }
            if (f.size() <= 3) continue;
            f[index(3, f.size())] = std::to_string(rnd(-2, n + 3));
            lines[i] = joined(f);
            return "witness";
        }
        if (op == 2 || op == 3) {  // a template field (op 3: and drop the claims that need the proof)
            const auto i = pick("template ");
            if (!i) continue;
            auto f = fields(lines[*i]);
            const std::size_t j = index(2, f.size());
            f[j] = bump(f[j], d);
            lines[*i] = joined(f);
            if (op == 3)
                lines.erase(std::remove_if(lines.begin(), lines.end(),
                                           [](const std::string& l) {
                                               return l.rfind("reductions", 0) == 0 || l.rfind("period", 0) == 0 ||
                                                      l.rfind("prefix", 0) == 0;
                                           }),
                            lines.end());
            return op == 2 ? "template field" : "template field, no claims";
        }
        if (op == 4) {  // a family pattern
            const auto i = pick("family ");
            if (!i) continue;
            auto f = fields(lines[*i]);
            std::string& pat = f[index(2, 4)];
            if (pat == "-") pat = std::string(index(0, 3), '0') + "1";
            else pat[index(0, pat.size())] ^= 1;  // '0' <-> '1'
            lines[*i] = joined(f);
            return "family pattern";
        }
        if (op == 5) {  // the period line
            const auto i = pick("period ");
            if (!i) continue;
            auto f = fields(lines[*i]);
            const std::size_t j = index(1, 3);
            f[j] = rnd(0, 2) ? bump(f[j], d) : std::to_string(std::stoll(f[j]) * 2);
            lines[*i] = joined(f);
            return "period";
        }
        if (op == 6) {  // a prefix line
            const auto i = pick("prefix ");
            if (!i) continue;
            auto f = fields(lines[*i]);
            f[2] = bump(f[2], d);
            lines[*i] = joined(f);
            return "prefix";
        }
        if (op == 7) {  // drop the reductions line
            const auto i = pick("reductions ");
            if (!i) continue;
            lines.erase(lines.begin() + static_cast<std::ptrdiff_t>(*i));
            return "reductions dropped";
        }
        // a line dropped or duplicated
        const std::size_t i = index(0, lines.size());
        if (rnd(0, 2)) lines.erase(lines.begin() + static_cast<std::ptrdiff_t>(i));
        else lines.insert(lines.begin() + static_cast<std::ptrdiff_t>(i), lines[i]);
        return "line dropped/duplicated";
    }
}

// Judges a verified mutant; returns "" if its statement is true, else why not.
std::string falsehood(const Parsed& original, const SolvedStrip& truth, const std::string& mutant) {
    const Parsed m = parse(mutant);
    for (const auto& [f, n, g] : m.records) {
        const auto& pat = m.fam.at(f);
        // an unchanged family: the solver's values (equal to the engine's, test above); else the engine
        std::optional<unsigned> known;
        for (std::size_t i = 0; i < truth.system.families.size(); ++i)
            if (m.k == truth.system.k && truth.system.families[i].left == pat.first &&
                truth.system.families[i].right == pat.second && n < truth.values.size)
                known = truth.values.x[i][static_cast<std::size_t>(n)];
        if ((known ? *known : true_value(m.k, pat.first, pat.second, n)) != g)
            return f + "(" + std::to_string(n) + ") = " + std::to_string(g) + " verified, but the engine says otherwise";
    }
    if (!m.period && m.prefix.empty()) return "";
    if (m.k != original.k || m.definition != original.definition) return "a period claim verified for a changed system";
    if (!truth.period) return "a period claim verified for a system without a period";
    const long long P = truth.period->p;
    if (m.period && (m.period->second % P != 0 || m.period->first < truth.period->n0))
        return "period " + std::to_string(m.period->first) + " " + std::to_string(m.period->second) + " verified, but false";
    for (const auto& [f, pm] : m.prefix) {
        std::size_t fi = 0;
        while (truth.system.families[fi].name != f) ++fi;
        if (!m.period || m.period->second != P || truth.period->prefix[fi] != pm)
            return "prefix " + f + " " + std::to_string(pm) + " verified, but it is not the least prefix/period";
    }
    return "";
}

std::map<std::string, std::array<long, 3>> tally;  // operator -> {rejected or malformed, legit, wrong}

// Checks `mutants` mutants of the truth's certificate; returns the first wrong verification.
std::string campaign(const SolvedStrip& truth, int mutants, const Random& rnd) {
    const std::string text = certificate_text(truth);
    const Parsed original = parse(text);
    for (int i = 0; i < mutants; ++i) {
        auto lines = reftest::lines_of(text);
        const std::string op = mutate(lines, rnd);
        const std::string mutant = reftest::join(lines);
        if (mutant == text) continue;
        const nimcheck::Outcome out = check_text(mutant);
        if (out.verdict != nimcheck::Verdict::Verified) {
            ++tally[op][0];
            continue;
        }
        const std::string why = falsehood(original, truth, mutant);
        ++tally[op][why.empty() ? 1 : 2];
        if (!why.empty()) return "mutation '" + op + "' verified: " + why + "\n" + out.text;
    }
    return "";
}

// Small values-only systems (fast), every k with a system.
RC_GTEST_PROP(StripMutation, ValuesOnlyCertificates, ()) {
    const int k = *rc::gen::inRange(1, 4);
    const long long size = *rc::gen::inRange(8, 40);
    const std::string wrong = campaign(SolvedStrip{system_of(k), strip_values(system_of(k), size), std::nullopt}, 4, rc_random);
    if (!wrong.empty()) RC_FAIL(wrong);
}

// The path with its period (k = 1: 174 records).
RC_GTEST_PROP(StripMutation, PathPeriodCertificate, ()) {
    static const SolvedStrip truth = solve_strip(1, 4096);
    const std::string wrong = campaign(truth, 3, rc_random);
    if (!wrong.empty()) RC_FAIL(wrong);
}

// A317367 itself: 24 mutants from a fixed seed (a full check takes ~0.4 s).
TEST(StripMutation, A317367Certificate) {
    const SolvedStrip truth = solve_strip(3, 4096);
    std::mt19937_64 engine(20190514);
    const Random rnd = [&](long long lo, long long hi) { return lo + static_cast<long long>(engine() % static_cast<unsigned long long>(hi - lo)); };
    EXPECT_EQ(campaign(truth, 24, rnd), "");
}

TEST(StripMutation, Totals) {
    for (const auto& [op, t] : tally)
        std::printf("strip mutations: %-28s rejected %5ld  legitimately verified %4ld  wrongly verified %ld\n", op.c_str(), t[0],
                    t[1], t[2]);
}

}  // namespace
