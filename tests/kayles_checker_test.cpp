// Node-Kayles certificates end to end: the solver emits, the independent checker judges.
// Random graphs (edge lists, up to 12 vertices) and small lattice families must verify with the
// brute-force value; mutated certificates must be refused unless a brute-force reference shows
// everything they state is true; and the named mistakes (wrong value or witness, a shape not
// in normal form, a bad mirror, a missing class, another graph) are refused with their reason.
#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <sstream>

#include "kayles_certificate.hpp"
#include "kayles_engine.hpp"
#include "kayles_graph.hpp"
#include "nimcheck.hpp"
#include "text_certificate.hpp"
#include "text_lines.hpp"

using namespace nimcert;
using reftest::join;
using reftest::lines_of;

namespace {

std::string certificate(const KaylesGraph& g, bool mirrors = true) {
    KaylesOptions opt;
    opt.use_mirrors = mirrors;
    auto solver = make_kayles_solver(g, opt);
    const unsigned value = solver->value_of_graph();
    std::ostringstream out;
    TextCertificate cert(out);
    emit_kayles_certificate(g, *solver, value, cert);
    return out.str();
}

nimcheck::Outcome check(const std::string& text) {
    std::istringstream in(text);
    return nimcheck::check_certificate(in);
}

// Uniform in lo..hi at every test size (rc::gen::inRange favours small values while the size is small).
int uniform(int lo, int hi) { return *rc::gen::resize(rc::kNominalSize, rc::gen::inRange(lo, hi + 1)); }

// A random graph on min_n..max_n vertices written as the edge list `nimcert kayles edges` reads.
rc::Gen<std::string> gen_edge_list(int min_n, int max_n) {
    return rc::gen::exec([min_n, max_n] {
        const int n = uniform(min_n, max_n);
        const int density = uniform(0, 100);
        std::string edges;
        int m = 0;
        for (int u = 0; u < n; ++u)
            for (int v = u + 1; v < n; ++v)
                if (*rc::gen::inRange(0, 100) < density) {
                    edges += std::to_string(u) + " " + std::to_string(v) + "\n";
                    ++m;
                }
        return std::to_string(n) + " " + std::to_string(m) + "\n" + edges;
    });
}

bool adjacent(const KaylesGraph& g, int u, int v) {
    for (const int w : g.adjacent[u])
        if (w == v) return true;
    return false;
}

// The value of the subgraph of g induced by `vs`, by exhaustive search (no components, no
// normal forms, no certificate).
unsigned brute_value(const KaylesGraph& g, const std::vector<int>& vs) {
    KaylesGraph h;
    h.n = static_cast<int>(vs.size());
    h.adjacent.resize(vs.size());
    for (std::size_t i = 0; i < vs.size(); ++i)
        for (std::size_t j = 0; j < vs.size(); ++j)
            if (i != j && adjacent(g, vs[i], vs[j])) h.adjacent[i].push_back(static_cast<int>(j));
    return kayles_brute_force(h);
}

// The vertices of a graph-frame shape "1xN:hex" (cell i = vertex i).
std::vector<int> shape_vertices(const std::string& shape) {
    const std::string hex = shape.substr(shape.find(':') + 1);
    std::vector<int> vs;
    for (std::size_t k = 0; k < hex.size(); ++k) {
        const int d = std::stoi(hex.substr(k, 1), nullptr, 16);
        for (int b = 0; b < 4; ++b)
            if (d >> (3 - b) & 1) vs.push_back(static_cast<int>(4 * k) + b);
    }
    return vs;
}

// Reference for certificates of the graph frame: is every number they state true? Each class's
// value, each witness's option value and the graph's value are recomputed by exhaustive search
// on the graph the game line names. (Structure -- order, normal form, connectivity -- is what
// the mutations below leave alone.)
bool states_only_truths(const std::string& text) {
    const auto lines = lines_of(text);
    const KaylesGraph g = parse_graph6(lines.at(1).substr(std::string("game kayles graph6 ").size()));
    for (std::size_t l = 3; l + 2 < lines.size(); ++l) {
        std::istringstream in(lines[l]);
        std::string shape, field;
        unsigned claimed;
        in >> shape >> claimed;
        const std::vector<int> vs = shape_vertices(shape);
        if (brute_value(g, vs) != claimed) return false;
        for (unsigned i = 0; in >> field; ++i) {
            if (field == "mirror") break;  // a true value 0 is all a mirror record states
            const std::size_t x = std::stoul(field);
            if (x >= vs.size()) return false;
            std::vector<int> rest;
            for (const int v : vs)
                if (v != vs[x] && !adjacent(g, v, vs[x])) rest.push_back(v);
            if (brute_value(g, rest) != i) return false;
        }
    }
    std::vector<int> all(static_cast<std::size_t>(g.n));
    for (int v = 0; v < g.n; ++v) all[v] = v;
    return brute_value(g, all) == std::stoul(lines[lines.size() - 2].substr(6));
}

std::string replaced(std::string text, const std::string& from, const std::string& to) {
    const auto at = text.find(from);
    if (at == std::string::npos) throw std::runtime_error("test certificate lacks " + from);
    return text.replace(at, from.size(), to);
}

void expect_outcome(const std::string& text, nimcheck::Verdict verdict, long line, const std::string& reason) {  // reason: or statement
    const nimcheck::Outcome out = check(text);
    EXPECT_EQ(out.verdict, verdict) << text << out.text;
    EXPECT_EQ(out.line, line) << out.text;
    EXPECT_NE(out.text.find(reason), std::string::npos) << "reason '" << reason << "' not in: " << out.text;
}

}  // namespace

RC_GTEST_PROP(KaylesChecker, RandomEdgeListsVerifyWithTheBruteForceValue, ()) {
    const KaylesGraph g = parse_edge_list(*gen_edge_list(1, 12));
    const unsigned value = make_kayles_solver(g)->value_of_graph();
    RC_ASSERT(value == kayles_brute_force(g));
    const nimcheck::Outcome out = check(certificate(g, *rc::gen::arbitrary<bool>()));
    RC_ASSERT(out.verdict == nimcheck::Verdict::Verified);
    RC_ASSERT(out.text.find(": G = " + std::to_string(value) + " (") != std::string::npos);
}

RC_GTEST_PROP(KaylesChecker, SmallLatticeFamiliesVerifyWithTheBruteForceValue, ()) {
    const std::string family =
        *rc::gen::element<std::string>("grid", "kings", "knights", "queens", "path", "strip", "torus", "torus-queens", "cycle");
    std::vector<long long> args;
    if (family == "grid" || family == "torus") args = {uniform(0, 4), uniform(0, 4)};
    else if (family == "path" || family == "cycle") args = {uniform(0, 16)};
    else if (family == "strip") args = {uniform(0, 16), uniform(1, 6)};
    else args = {uniform(0, 4)};
    const KaylesGraph g = make_family(family, args);
    const nimcheck::Outcome out = check(certificate(g, *rc::gen::arbitrary<bool>()));
    RC_ASSERT(out.verdict == nimcheck::Verdict::Verified);
    RC_ASSERT(out.text.find(": G = " + std::to_string(kayles_brute_force(g)) + " (") != std::string::npos);
}

// One mutation of the numbers of a certificate of a random graph: a record's value (with as
// many witnesses as it needs), a witness, the graph's value, or the graph itself.
RC_GTEST_PROP(KaylesChecker, MutantsAreRefusedUnlessEverythingTheyStateIsTrue, ()) {
    const KaylesGraph g = parse_edge_list(*gen_edge_list(1, 10));
    auto lines = lines_of(certificate(g));
    const std::size_t records = lines.size() - 5;  // header, game, classes, ..., value, end
    const int op = *rc::gen::element(0, 1, 2, 3);
    bool surely_false = false;
    if (op == 3 || records == 0) {  // another graph on as many vertices
        const KaylesGraph other = parse_edge_list(*gen_edge_list(g.n, g.n));
        lines[1] = "game kayles graph6 " + to_graph6(other);
    } else if (op == 2) {  // the graph's value
        const unsigned v = std::stoul(lines[lines.size() - 2].substr(6));
        lines[lines.size() - 2] = "value " + std::to_string(v ^ *rc::gen::inRange(1, 8));
        surely_false = true;
    } else {
        std::string& rec = lines[3 + *rc::gen::inRange<std::size_t>(0, records)];
        std::istringstream in(rec);
        std::string shape;
        unsigned G;
        in >> shape >> G;
        const int k = static_cast<int>(shape_vertices(shape).size());
        std::vector<std::string> witnesses;
        for (std::string w; in >> w && w != "mirror";) witnesses.push_back(w);
        if (op == 0) {  // a different value, the witnesses that still fit kept; a graph's value is unique
            const unsigned G2 = *rc::gen::inRange(0u, static_cast<unsigned>(k) + 2);
            RC_PRE(G2 != G);
            while (witnesses.size() < G2) witnesses.push_back(std::to_string(*rc::gen::inRange(0, k)));
            witnesses.resize(G2);
            G = G2;
            surely_false = true;
        } else {  // a witness pointed at another cell
            RC_PRE(G > 0 && rec.find("mirror") == std::string::npos);
            witnesses[*rc::gen::inRange<std::size_t>(0, G)] = std::to_string(*rc::gen::inRange(0, k + 1));
        }
        rec = shape + " " + std::to_string(G);
        for (const auto& w : witnesses) rec += " " + w;
    }
    const std::string mutant = join(lines);
    const nimcheck::Outcome out = check(mutant);
    RC_TAG(op, out.verdict == nimcheck::Verdict::Verified ? "accepted" : "refused");
    if (surely_false) RC_ASSERT(out.verdict != nimcheck::Verdict::Verified);
    if (out.verdict == nimcheck::Verdict::Verified) RC_ASSERT(states_only_truths(mutant));
}

TEST(KaylesChecker, TruncatedCertificatesAreMalformed) {
    const std::string good = certificate(make_family("grid", {3, 5}));
    ASSERT_EQ(check(good).verdict, nimcheck::Verdict::Verified);
    for (std::size_t cut = 0; cut < good.size(); cut += 7)
        EXPECT_EQ(check(good.substr(0, cut)).verdict, nimcheck::Verdict::Malformed) << cut;
}

TEST(KaylesChecker, NamedMistakesAreRefusedWithTheirReason) {
    using nimcheck::Verdict;
    const std::string grid23 = certificate(make_family("grid", {2, 3}));  // FORMAT.md's worked example
    ASSERT_EQ(grid23, "nimcert-certificate 1\ngame kayles grid 2 3\nclasses 3\n1x1:8 1 0\n2x2:7 2 2 0\n2x3:fc 1 1\nvalue 1\nend\n");
    expect_outcome(replaced(grid23, "value 1", "value 0"), Verdict::Rejected, 7, "xor to 1");
    expect_outcome(replaced(grid23, "2x3:fc 1 1", "2x3:fc 1 0"), Verdict::Rejected, 6, "witness cell 0's option has value 2, not 0");
    expect_outcome(replaced(grid23, "2x3:fc 1 1", "2x3:fc 2 1 0"), Verdict::Rejected, 6, "claims G = 2");
    expect_outcome(replaced(grid23, "2x3:fc 1 1", "2x3:fc 0"), Verdict::Rejected, 6, "option has value 0 too");
    // another image of the L-tromino than the least; a straight tromino instead of the L
    expect_outcome(replaced(grid23, "2x2:7", "2x2:b"), Verdict::Rejected, 5, "not in normal form: its least image is 2x2:7");
    expect_outcome(replaced(grid23, "2x2:7 2 2 0", "1x3:e 2 1 0"), Verdict::Rejected, 6, "leaves a component 2x2:7");
    expect_outcome(replaced(grid23, "1x1:8 1 0", "1x2:8 1 0"), Verdict::Rejected, 4, "does not touch all four sides");
    expect_outcome(replaced(replaced(grid23, "classes 3", "classes 4"), "2x2:7", "1x3:a 0\n2x2:7"), Verdict::Rejected, 5,
                   "is not connected");
    // a missing class: the first record that needs it is refused
    expect_outcome(replaced(replaced(grid23, "classes 3", "classes 2"), "1x1:8 1 0\n", ""), Verdict::Rejected, 4,
                   "leaves a component 1x1:8");
    // a certificate naming another graph than the one whose classes it lists
    const std::string grid35 = certificate(make_family("grid", {3, 5}));
    const long value_line = static_cast<long>(lines_of(grid35).size()) - 1;
    expect_outcome(replaced(grid35, "grid 3 5", "grid 3 6"), Verdict::Rejected, value_line, "3x6:");
    expect_outcome(replaced(grid35, "grid 3 5", "grid 5 3"), Verdict::Verified, 0, "G = ");  // the same graph, transposed

    const std::string cycle6 = certificate(make_family("cycle", {6}));
    ASSERT_NE(cycle6.find("1x6:fc 0 mirror 3 4 5 0 1 2\n"), std::string::npos) << cycle6;
    const auto mirror = [&](const std::string& p) { return replaced(cycle6, "mirror 3 4 5 0 1 2", "mirror " + p); };
    expect_outcome(mirror("0 2 1 3 5 4"), Verdict::Rejected, 4, "fixes cell 0");
    expect_outcome(mirror("1 0 3 2 5 4"), Verdict::Rejected, 4, "maps cell 0 to its neighbour 1");
    expect_outcome(mirror("2 4 0 5 1 3"), Verdict::Rejected, 4, "is not an automorphism: cells 0 and 1 are adjacent");
    expect_outcome(mirror("3 4 5 1 2 0"), Verdict::Rejected, 4, "is not an involution");
    expect_outcome(mirror("3 4 5 0 1 6"), Verdict::Rejected, 4, "mirror image 6 is not a cell");
    expect_outcome(mirror("3 4 5 0 1"), Verdict::Malformed, 4, "one image per cell");
    expect_outcome(replaced(cycle6, "cycle 6", "torus 1 6"), Verdict::Verified, 0, "G = 0");  // C6 is the 1 x 6 torus
    expect_outcome(replaced(cycle6, "cycle 6", "torus 2 3"), Verdict::Rejected, 4, "is not a subset of the 2x3 board");
}

// The checker's value table keeps as many key words as the graph's box needs (1 to 4): graphs of
// 130 to 256 cells verify, and a lie in a record or in the value is still found among them.
TEST(KaylesChecker, GraphsNeedingWideKeysVerifyAndLiesAmongThemAreRefused) {
    using nimcheck::Verdict;
    for (const auto& [family, args] : std::vector<std::pair<std::string, std::vector<long long>>>{
             {"path", {130}}, {"cycle", {150}}, {"strip", {200, 3}}, {"path", {256}}}) {
        const KaylesGraph g = make_family(family, args);
        const std::string good = certificate(g);
        const nimcheck::Outcome ok = check(good);
        EXPECT_EQ(ok.verdict, Verdict::Verified) << g.description << ": " << ok.text;
        std::vector<std::string> lines = lines_of(good);
        const std::size_t last = lines.size() - 2;  // "value G"
        ASSERT_EQ(lines[last].rfind("value ", 0), 0u);
        std::vector<std::string> lie = lines;
        lie[last] = "value " + std::to_string(std::stoi(lines[last].substr(6)) ^ 1);
        EXPECT_EQ(check(join(lie)).verdict, Verdict::Rejected) << g.description;
        // the largest class claims 0 (its options then include a 0), or 1 by cell 0 (not a 0)
        lie = lines;
        const std::size_t top = last - 1;
        const std::string shape = lie[top].substr(0, lie[top].find(' '));
        const bool zero = std::stoi(lie[top].substr(shape.size() + 1)) == 0;
        lie[top] = shape + (zero ? " 1 0" : " 0");
        const nimcheck::Outcome refused = check(join(lie));
        EXPECT_EQ(refused.verdict, Verdict::Rejected) << g.description << ": " << refused.text;
        EXPECT_EQ(refused.line, long(top + 1)) << g.description;
    }
}
