// Node-Kayles engine: against a dense exhaustive search on random graphs, against published
// values (A316632, A344227), and invariance under the families' symmetries.
#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include "kayles_engine.hpp"
#include "kayles_graph.hpp"

using namespace nimcert;

namespace {

unsigned solve(const KaylesGraph& g) { return make_kayles_solver(g)->value_of_graph(); }

// A random graph on n <= 12 vertices as an edge list, optionally with planar coordinates so the
// geometric normal form is exercised: vertices at distinct cells of a small board, adjacency by
// king moves restricted to a random subset of directions that is closed under the 8 symmetries.
KaylesGraph random_graph(int n, double p, std::uint64_t seed) {
    KaylesGraph g;
    g.n = n;
    g.adjacent.resize(n);
    std::uint64_t x = seed * 0x9E3779B97F4A7C15ull + 1;
    const auto next = [&] { x ^= x << 13; x ^= x >> 7; x ^= x << 17; return x; };
    for (int u = 0; u < n; ++u)
        for (int v = u + 1; v < n; ++v)
            if (double(next() % 1000) < p * 1000) {
                g.adjacent[u].push_back(v);
                g.adjacent[v].push_back(u);
            }
    return g;
}

}  // namespace

RC_GTEST_PROP(Kayles, EngineEqualsExhaustiveSearchOnRandomGraphs, ()) {
    const int n = *rc::gen::inRange(0, 13);
    const double p = *rc::gen::inRange(0, 101) / 100.0;
    const KaylesGraph g = random_graph(n, p, *rc::gen::arbitrary<std::uint64_t>());
    RC_ASSERT(solve(g) == kayles_brute_force(g));
}

RC_GTEST_PROP(Kayles, LatticeNormalFormsAgreeWithExhaustiveSearch, ()) {
    // small lattice graphs: the geometric memo must give the same values as no memo at all
    const std::string family = *rc::gen::element<std::string>("grid", "queens", "kings", "knights", "strip", "path");
    std::vector<long long> args;
    if (family == "grid") args = {*rc::gen::inRange(1, 5), *rc::gen::inRange(1, 5)};
    else if (family == "strip") args = {*rc::gen::inRange(0, 17), *rc::gen::inRange(1, 6)};
    else if (family == "path") args = {*rc::gen::inRange(0, 17)};
    else args = {*rc::gen::inRange(0, 5)};
    const KaylesGraph g = make_family(family, args);
    RC_ASSERT(solve(g) == kayles_brute_force(g));
}

TEST(Kayles, ThreeByNGridMatchesA316632) {
    const unsigned oeis[] = {2, 1, 1, 0, 3, 3, 2, 2, 2, 3, 3, 5, 2, 4, 1, 3};
    for (int n = 1; n <= 16; ++n) EXPECT_EQ(solve(make_family("grid", {3, n})), oeis[n - 1]) << n;
}

TEST(Kayles, QueensMatchA344227) {
    const unsigned oeis[] = {0, 1, 1, 2, 1, 3, 1, 2, 3, 1};
    for (int n = 0; n <= 9; ++n) EXPECT_EQ(solve(make_family("queens", {n})), oeis[n]) << n;
}

TEST(Kayles, TransposedGridsHaveEqualValues) {
    for (int r = 1; r <= 4; ++r)
        for (int c = 1; c <= 7; ++c)
            EXPECT_EQ(solve(make_family("grid", {r, c})), solve(make_family("grid", {c, r}))) << r << "x" << c;
}

TEST(Kayles, BadGraphInputIsRejected) {
    EXPECT_THROW(parse_graph6(""), std::invalid_argument);
    EXPECT_THROW(parse_graph6("D"), std::invalid_argument);       // too few data bytes
    EXPECT_THROW(parse_graph6("Dhc\x01"), std::invalid_argument);  // byte outside 63..126
    EXPECT_THROW(parse_edge_list("3 1\n0 0\n"), std::invalid_argument);       // self-loop
    EXPECT_THROW(parse_edge_list("3 2\n0 1\n1 0\n"), std::invalid_argument);  // duplicate edge
    EXPECT_THROW(parse_edge_list("3 1\n0 3\n"), std::invalid_argument);       // out of range
    EXPECT_THROW(parse_edge_list("3 2\n0 1\n"), std::invalid_argument);       // count mismatch
    EXPECT_THROW(make_family("grid", {17, 17}), std::invalid_argument);       // too large
    EXPECT_THROW(make_family("hexagons", {3}), std::invalid_argument);
    EXPECT_EQ(parse_graph6("Dhc").n, 5);
}
