// The outcome search (`nimcert kayles … --pruned`) and its claims certificates: the value equals
// exhaustive search on random graphs and small lattice families for every exact-cells threshold;
// the independent checker verifies what the solver writes; the bytes do not depend on anything
// but the request; and a certificate changed in one line never verifies a false value.
#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <sstream>

#include "kayles_engine.hpp"
#include "kayles_graph.hpp"
#include "kayles_outcome.hpp"
#include "nimcheck.hpp"
#include "text_certificate.hpp"
#include "text_lines.hpp"

using namespace nimcert;
using reftest::join;
using reftest::lines_of;

namespace {

struct Pruned {
    unsigned value = 0;
    std::string text;
    OutcomeStats stats;
};

Pruned pruned(const KaylesGraph& g, int exact_cells, bool mirrors = true) {
    OutcomeOptions opt;
    opt.exact_cells = exact_cells;
    opt.use_mirrors = mirrors;
    Pruned p;
    std::ostringstream out;
    TextCertificate cert(out);
    p.value = kayles_outcome_solve(g, opt, &cert, p.stats);
    p.text = out.str();
    return p;
}

nimcheck::Outcome check(const std::string& text) {
    std::istringstream in(text);
    return nimcheck::check_certificate(in);
}

int uniform(int lo, int hi) { return *rc::gen::resize(rc::kNominalSize, rc::gen::inRange(lo, hi + 1)); }

// A random graph on 1..max_n vertices.
KaylesGraph random_graph(int max_n) {
    const int n = uniform(1, max_n), density = uniform(0, 100);
    std::string edges;
    int m = 0;
    for (int u = 0; u < n; ++u)
        for (int v = u + 1; v < n; ++v)
            if (*rc::gen::inRange(0, 100) < density) edges += std::to_string(u) + " " + std::to_string(v) + "\n", ++m;
    return parse_edge_list(std::to_string(n) + " " + std::to_string(m) + "\n" + edges);
}

// A small member of a lattice family, or a generalized Petersen graph (at most 20 vertices).
KaylesGraph random_family() {
    switch (uniform(0, 7)) {
        case 0: return make_family("grid", {uniform(1, 4), uniform(1, 5)});
        case 1: return make_family("queens", {uniform(1, 4)});
        case 2: return make_family("kings", {uniform(1, 4)});
        case 3: return make_family("knights", {uniform(1, 4)});
        case 4: return make_family("path", {uniform(1, 18)});
        case 5: return make_family("strip", {uniform(1, 16), uniform(1, 4)});
        case 6: return make_family("cycle", {uniform(3, 14)});
        default: {
            const int n = uniform(3, 10);
            return make_family("petersen", {n, uniform(1, (n - 1) / 2)});
        }
    }
}

const int kThresholds[] = {0, 1, 2, 4, 8, 16};

}  // namespace

RC_GTEST_PROP(KaylesOutcome, ValueIsExhaustiveSearchAndVerifies, ()) {
    const KaylesGraph g = *rc::gen::element(0, 1) == 0 ? random_graph(14) : random_family();
    const int exact = kThresholds[uniform(0, 5)];
    const bool mirrors = uniform(0, 1) == 1;
    const Pruned p = pruned(g, exact, mirrors);
    RC_ASSERT(p.value == kayles_brute_force(g));
    const nimcheck::Outcome o = check(p.text);
    RC_ASSERT(o.verdict == nimcheck::Verdict::Verified);
    RC_ASSERT(o.text.find(": G = " + std::to_string(p.value) + " (outcome proof") != std::string::npos);
}

RC_GTEST_PROP(KaylesOutcome, OneChangedLineNeverVerifiesAFalseValue, ()) {
    const KaylesGraph g = *rc::gen::element(0, 1) == 0 ? random_graph(12) : random_family();
    const Pruned p = pruned(g, kThresholds[uniform(0, 3)]);
    const unsigned truth = kayles_brute_force(g);
    std::vector<std::string> lines = lines_of(p.text);
    RC_PRE(lines.size() > 5);
    const std::size_t k = std::size_t(uniform(3, int(lines.size()) - 3));  // a record or the value line
    std::vector<std::string> f = reftest::fields(lines[k]);
    switch (uniform(0, 4)) {
        case 0: lines.erase(lines.begin() + long(k)); break;                     // a dropped record
        case 1: std::swap(lines[k], lines[k - 1]); break;                        // an order changed
        case 2: lines.insert(lines.begin() + long(k), lines[k]); break;          // a duplicate
        case 3:                                                                   // P <-> N
            if (f.size() >= 3 && (f[1] == "P" || f[1] == "N")) f[1] = f[1] == "P" ? "N" : "P";
            break;
        default: {  // a number changed (heap, witness, value)
            const std::size_t i = std::size_t(uniform(1, int(f.size()) - 1));
            if (!f[i].empty() && f[i].find_first_not_of("0123456789") == std::string::npos)
                f[i] = std::to_string(std::stoul(f[i]) + std::size_t(uniform(1, 3)));
        }
    }
    if (f.size() > 1 && lines.size() > k) {
        std::string joined = f[0];
        for (std::size_t i = 1; i < f.size(); ++i) joined += " " + f[i];
        if (lines[k] != joined && uniform(0, 1)) lines[k] = joined;
    }
    const nimcheck::Outcome o = check(join(lines));
    if (o.verdict == nimcheck::Verdict::Verified)  // only a true statement may pass
        RC_ASSERT(o.text.find(": G = " + std::to_string(truth) + " (") != std::string::npos);
}

TEST(KaylesOutcome, SameBytesEveryRun) {
    for (const auto& g : {make_family("queens", {8}), make_family("grid", {4, 5}), make_family("petersen", {12, 2})}) {
        const Pruned a = pruned(g, 4), b = pruned(g, 4);
        EXPECT_EQ(a.text, b.text) << g.description;
        EXPECT_EQ(a.value, make_kayles_solver(g)->value_of_graph()) << g.description;
    }
}

TEST(KaylesOutcome, KnownQueensValuesWithSmallProofs) {
    // A344227(n) for n = 0..10 (the catalogue's full-table certificates prove the same values).
    const unsigned a344227[] = {0, 1, 1, 2, 1, 3, 1, 2, 3, 1, 0};
    for (int n = 0; n <= 10; ++n) {
        const KaylesGraph g = make_family("queens", {n});
        const Pruned p = pruned(g, 4);
        EXPECT_EQ(p.value, a344227[n]) << "queens " << n;
        EXPECT_EQ(check(p.text).verdict, nimcheck::Verdict::Verified) << "queens " << n;
    }
    // queens 10: the full table has 369 thousand classes; the outcome proof is far smaller.
    const Pruned q10 = pruned(make_family("queens", {10}), 4);
    EXPECT_LT(q10.stats.p + q10.stats.n + q10.stats.mex + q10.stats.mirrors, 40000u);
}
