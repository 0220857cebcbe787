// Node-Kayles certificates end to end: the solver emits, the independent checker judges.
// Random graphs (edge lists, up to 12 vertices) and small lattice families must verify with the
// brute-force value; mutated certificates must be refused unless a brute-force reference shows
// everything they state is true; and the named mistakes (wrong value or witness, a shape not
// in normal form, a bad mirror, a missing class, another graph) are refused with their reason.
#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <map>
#include <set>
#include <sstream>

#include "kayles_certificate.hpp"
#include "kayles_engine.hpp"
#include "kayles_graph.hpp"
#include "kayles_shape.hpp"  // the checker's normal form (checker/; the solver has none of this name)
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

// The checker's board normal form (checker/kayles_shape.cpp, least_board_image: only the
// translations that put the image's first cell as late as possible are tried) is FORMAT.md's
// definition taken literally: the least of the images sigma_s(r, c) + (a, b) mod (R, C) over every
// symmetry s (c -> -c, r -> -r, then a swap of r and c when R = C) and every translation (a, b).
// Random cell sets of random boards (up to 256 cells), sparse, dense and periodic: a pattern
// repeated with a period dividing the board's sides ties on many translations.
RC_GTEST_PROP(KaylesChecker, BoardNormalFormIsTheLeastOfAllImages, ()) {
    const std::string family = *rc::gen::element<std::string>("torus", "torus-queens", "cycle");
    int R = 1, C = 1;
    if (family == "cycle") C = uniform(1, 256);
    else if (family == "torus-queens") R = C = uniform(1, 16);
    else R = uniform(1, 256), C = uniform(1, 256 / R);
    std::vector<std::string> words{"game", "kayles", family, std::to_string(family == "cycle" ? C : R)};
    if (family == "torus") words.push_back(std::to_string(C));
    const nimcheck::KaylesGraph g = nimcheck::parse_kayles_game(std::vector<std::string_view>(words.begin(), words.end()), 1);
    const auto divisor_of = [](int n) {
        std::vector<int> d;
        for (int x = 1; x <= n; ++x)
            if (n % x == 0) d.push_back(x);
        return d[static_cast<std::size_t>(uniform(0, static_cast<int>(d.size()) - 1))];
    };
    const int pr = divisor_of(R), pc = divisor_of(C), density = uniform(0, 100);
    std::vector<bool> pattern(static_cast<std::size_t>(pr * pc));
    for (std::size_t i = 0; i < pattern.size(); ++i) pattern[i] = uniform(0, 99) < density;
    nimcheck::Cells piece;
    for (int r = 0; r < R; ++r)
        for (int c = 0; c < C; ++c)
            if (pattern[static_cast<std::size_t>(r % pr * pc + c % pc)]) piece.set(r * C + c);
    if (!piece.any()) piece.set(uniform(0, R * C - 1));

    nimcheck::Cells least;
    bool first = true;
    for (int s = 0; s < (R == C ? 8 : 4); ++s)
        for (int a = 0; a < R; ++a)
            for (int b = 0; b < C; ++b) {
                nimcheck::Cells image;
                nimcheck::for_each_cell(piece, [&](int i) {
                    int r = i / C, c = i % C;
                    if (s & 1) c = (C - c) % C;
                    if (s & 2) r = (R - r) % R;
                    if (s & 4) std::swap(r, c);
                    image.set((r + a) % R * C + (c + b) % C);
                });
                if (first || image < least) least = image;
                first = false;
            }
    const nimcheck::Shape nf = nimcheck::normal_form(g, R, C, piece);
    RC_ASSERT(nf.H == R);
    RC_ASSERT(nf.W == C);
    RC_ASSERT(nf.cells == least);
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

// ---- Outcome claims (`claims COUNT`, certs/FORMAT.md "Outcome claims") ----------------------

namespace {

using reftest::fields;

// A reference written for these tests: the value of every vertex set of a graph of at most 16
// vertices (a dense table), components by flood fill, classes named by the solver's normal form
// and embedded back into the graph cell by cell (so that cell j of a shape is a vertex).
struct Reference {
    KaylesGraph g;
    std::vector<std::uint32_t> closed;
    std::vector<std::uint8_t> table;
    std::map<std::string, std::vector<int>> cells_of;  // shape -> its cells' vertices, in cell order

    explicit Reference(KaylesGraph graph) : g(std::move(graph)), closed(g.n), table(std::size_t(1) << g.n, 0xff) {
        for (int v = 0; v < g.n; ++v) {
            closed[v] = 1u << v;
            for (const int u : g.adjacent[v]) closed[v] |= 1u << u;
        }
    }
    unsigned value(std::uint32_t s) {
        if (table[s] != 0xff) return table[s];
        std::vector<bool> seen(g.n + 2);
        for (int v = 0; v < g.n; ++v)
            if (s >> v & 1) seen[value(s & ~closed[v])] = true;
        unsigned m = 0;
        while (seen[m]) ++m;
        return table[s] = static_cast<std::uint8_t>(m);
    }
    std::vector<std::uint32_t> components(std::uint32_t s) const {
        std::vector<std::uint32_t> out;
        while (s) {
            std::uint32_t c = s & -s, grown = c;
            do {
                c = grown;
                for (int v = 0; v < g.n; ++v)
                    if (c >> v & 1) grown |= closed[v] & s;
            } while (grown != c);
            out.push_back(c);
            s &= ~c;
        }
        return out;
    }
    // The normal form of a connected vertex set; the shape's cells are remembered as vertices.
    std::string shape(std::uint32_t comp) {
        std::vector<int> vs;
        for (int v = 0; v < g.n; ++v)
            if (comp >> v & 1) vs.push_back(v);
        const std::string s = kayles_normal_form(g, vs);
        if (!cells_of.count(s)) cells_of[s] = embed(s);
        return s;
    }
    std::vector<int> embed(const std::string& s) const {  // the shape's cells placed in the base graph
        const int H = std::stoi(s), W = std::stoi(s.substr(s.find('x') + 1));
        const bool transposed = g.frame == KaylesFrame::Free && (H > g.rows || W > g.cols);
        std::vector<int> vs;
        for (const int i : shape_vertices(s))
            vs.push_back(g.frame == KaylesFrame::Graph ? i : transposed ? (i % W) * g.cols + i / W : (i / W) * g.cols + i % W);
        return vs;
    }
    std::uint32_t set_of(const std::string& s) {
        std::uint32_t m = 0;
        for (const int v : cells_of.at(s)) m |= 1u << v;
        return m;
    }
    std::uint32_t option(const std::string& s, std::size_t cell) { return set_of(s) & ~closed[cells_of.at(s).at(cell)]; }
    std::vector<std::string> option_classes(const std::string& s, std::size_t cell) {
        std::vector<std::string> out;
        for (const std::uint32_t c : components(option(s, cell))) out.push_back(shape(c));
        return out;
    }
    unsigned value(const std::string& s) { return value(set_of(s)); }
    std::vector<std::string> root_classes() { return option_classes_of((1u << g.n) - 1); }
    std::vector<std::string> option_classes_of(std::uint32_t set) {
        std::vector<std::string> out;
        for (const std::uint32_t c : components(set)) out.push_back(shape(c));
        return out;
    }
};

// A claims certificate built from the reference's values: each class needed is valued by a mex
// record or proved P(X, G(X)) (with N(X, h) for h < G by witnesses, and per move either every
// component valued or one left to N(D, h xor the rest) when that is a witness claim), in
// post-order; records the checker would not use are then dropped (to a fixpoint, by `verdict`).
class ClaimsWriter {
public:
    ClaimsWriter(Reference& ref, int p_percent) : ref_(ref), p_(p_percent) {}
    const std::vector<std::string>& records() const { return records_; }
    std::vector<std::string> write() {
        for (const std::string& c : ref_.root_classes()) value(c);
        unsigned G = 0;
        for (const std::string& c : ref_.root_classes()) G ^= ref_.value(c);
        for (;;) {
            std::vector<std::string> lines = certificate(G);
            std::vector<bool> used;
            const std::string why = verdict(ref_, lines, &used);
            if (why.empty()) return lines;
            if (why.rfind("unused", 0) != 0) throw std::logic_error("ClaimsWriter wrote a bad proof: " + why);
            std::vector<std::string> kept;
            for (std::size_t i = 0; i < records_.size(); ++i)
                if (used[i]) kept.push_back(records_[i]);
            records_ = kept;
        }
    }
    // "" if everything the claims certificate states is true and it follows the strictness rules
    // of FORMAT.md, else why not (`used`, if given: which records are used).
    static std::string verdict(Reference& ref, const std::vector<std::string>& lines, std::vector<bool>* used_out = nullptr);

    std::vector<std::string> certificate(unsigned G) const {
        std::vector<std::string> lines{"nimcert-certificate 1", "game kayles " + ref_.g.description,
                                       "claims " + std::to_string(records_.size())};
        lines.insert(lines.end(), records_.begin(), records_.end());
        lines.push_back("value " + std::to_string(G));
        lines.push_back("end");
        return lines;
    }
    void value(const std::string& X) {
        if (valued_.count(X)) return;
        const unsigned G = ref_.value(X);
        const std::size_t k = ref_.cells_of.at(X).size();
        if (*rc::gen::inRange(0, 100) < p_) {
            for (unsigned h = 0; h < G; ++h) n_claim(X, h);
            for (std::size_t x = 0; x < k; ++x) {
                const std::vector<std::string> parts = ref_.option_classes(X, x);
                const std::size_t d = *rc::gen::inRange<std::size_t>(0, parts.size() + 1);  // parts.size(): value them all
                unsigned rest = 0;
                for (std::size_t j = 0; j < parts.size(); ++j)
                    if (j != d) rest ^= ref_.value(parts[j]);
                const bool reduce = d < parts.size() && (G ^ rest) < ref_.value(parts[d]);  // N(D, r) has a witness
                for (std::size_t j = 0; j < parts.size(); ++j)
                    if (j != d || !reduce) value(parts[j]);
                if (reduce) n_claim(parts[d], G ^ rest);
            }
            records_.push_back(X + " P " + std::to_string(G));
        } else {
            std::string rec = X + " " + std::to_string(G);
            for (std::size_t x = 0; x < k; ++x)
                for (const std::string& part : ref_.option_classes(X, x)) value(part);
            for (unsigned i = 0; i < G; ++i) rec += " " + std::to_string(witness(X, i));
            records_.push_back(rec);
        }
        valued_.insert(X);
    }
    void n_claim(const std::string& X, unsigned h) {
        if (valued_.count(X) || !n_.insert({X, h}).second) return;
        const std::size_t x = witness(X, h);
        for (const std::string& part : ref_.option_classes(X, x)) value(part);
        records_.push_back(X + " N " + std::to_string(h) + " " + std::to_string(x));
    }
    std::size_t witness(const std::string& X, unsigned h) {  // a random cell whose option has value h
        std::vector<std::size_t> cells;
        for (std::size_t x = 0; x < ref_.cells_of.at(X).size(); ++x)
            if (ref_.value(ref_.option(X, x)) == h) cells.push_back(x);
        return *rc::gen::elementOf(cells);
    }

    Reference& ref_;
    int p_;
    std::vector<std::string> records_;
    std::set<std::string> valued_;
    std::set<std::pair<std::string, unsigned>> n_;
};

std::string ClaimsWriter::verdict(Reference& ref, const std::vector<std::string>& lines, std::vector<bool>* used_out) {
    if (lines.size() < 5 || lines[2] != "claims " + std::to_string(lines.size() - 5) || lines.back() != "end") return "count";
    const std::size_t records = lines.size() - 5;
    std::map<std::string, std::pair<unsigned, std::size_t>> values;     // class -> (value, record)
    std::map<std::pair<std::string, unsigned>, std::size_t> n_claims;  // (class, h) -> record
    std::vector<bool> used(records);
    const auto look_up = [&](const std::vector<std::string>& parts, unsigned& x, std::vector<std::string>& unvalued) {
        x = 0;
        for (const std::string& p : parts) {
            const auto it = values.find(p);
            if (it == values.end()) {
                unvalued.push_back(p);
            } else {
                x ^= it->second.first;
                used[it->second.second] = true;
            }
        }
    };
    const auto number = [](const std::string& s) {
        const bool digits = !s.empty() && s.size() < 6 && s.find_first_not_of("0123456789") == std::string::npos;
        return digits ? std::stoul(s) : 1000000ul;
    };
    for (std::size_t i = 0; i < records; ++i) {
        const std::vector<std::string> f = fields(lines[3 + i]);
        const std::string& X = f.at(0);
        const std::size_t k = ref.cells_of.at(X).size();
        if (values.count(X)) return "valued twice";
        if (f.size() < 2 || f[1] == "mirror" || (f.size() > 2 && f[2] == "mirror")) return "mirror";
        const bool p = f[1] == "P", n = f[1] == "N";
        const unsigned h = static_cast<unsigned>(number(p || n ? f.at(2) : f[1]));
        if (h > 511 || (p && f.size() != 3) || (n && f.size() != 4) || (!p && !n && f.size() != h + 2)) return "malformed";
        if (n_claims.count({X, h})) return n ? "N twice" : "contradiction";
        if (n) {
            const std::size_t x = number(f[3]);
            if (x >= k) return "not a cell";
            unsigned v;
            std::vector<std::string> unvalued;
            look_up(ref.option_classes(X, x), v, unvalued);
            if (!unvalued.empty() || v != h || ref.value(X) == h) return "bad N";
            n_claims[{X, h}] = i;
            continue;
        }
        std::vector<unsigned> option(k);
        for (std::size_t x = 0; x < k; ++x) {
            std::vector<std::string> unvalued;
            look_up(ref.option_classes(X, x), option[x], unvalued);
            if (unvalued.size() > (p ? 1u : 0u)) return "unvalued component";
            if (unvalued.empty() && option[x] == h) return "an option reaches h";
            if (!unvalued.empty()) {
                const auto it = n_claims.find({unvalued[0], h ^ option[x]});
                if (it == n_claims.end()) return "no N for the sum rule";
                used[it->second] = true;
            }
        }
        for (unsigned j = 0; j < h; ++j) {
            if (p) {
                const auto it = n_claims.find({X, j});
                if (it == n_claims.end()) return "no N for a heap move";
                used[it->second] = true;
            } else {
                const std::size_t w = number(f[2 + j]);
                if (w >= k || option[w] != j) return "bad witness";
            }
        }
        if (ref.value(X) != h) return "false value";
        values[X] = {h, i};
    }
    if (lines[records + 3].rfind("value ", 0) != 0) return "malformed";
    unsigned v;
    std::vector<std::string> unvalued;
    look_up(ref.root_classes(), v, unvalued);
    if (!unvalued.empty() || std::to_string(v) != lines[records + 3].substr(6)) return "bad value line";
    if (used_out) *used_out = used;
    for (std::size_t i = 0; i < records; ++i)
        if (!used[i]) return "unused record " + std::to_string(i);
    return "";
}

// Small graphs of every frame: random ones (graph6 via edge lists) and lattice families.
KaylesGraph small_graph() {
    switch (*rc::gen::inRange(0, 4)) {
    case 0: return parse_edge_list(*gen_edge_list(1, 12));
    case 1: return make_family("grid", {uniform(1, 3), uniform(1, 4)});
    case 2: {
        const std::string f = *rc::gen::element<std::string>("path", "cycle", "strip");
        return f == "strip" ? make_family(f, {uniform(1, 12), uniform(1, 4)}) : make_family(f, {uniform(f == "cycle" ? 3 : 1, 12)});
    }
    default: {
        const std::string f = *rc::gen::element<std::string>("torus", "kings", "knights", "queens", "torus-queens");
        return f == "torus" ? make_family(f, {uniform(1, 3), uniform(1, 4)}) : make_family(f, {3});
    }
    }
}

std::string tally(const std::vector<std::string>& lines) {
    std::size_t p = 0, n = 0, mex = 0;
    for (std::size_t i = 3; i + 2 < lines.size(); ++i) {
        const auto f = fields(lines[i]);
        (f[1] == "P" ? p : f[1] == "N" ? n : mex) += 1;
    }
    return std::to_string(lines.size() - 5) + " claims: " + std::to_string(p) + " P, " + std::to_string(n) + " N, " +
           std::to_string(mex) + " valued by mex, 0 by a mirror involution)";
}

}  // namespace

RC_GTEST_PROP(KaylesChecker, ClaimsCertificatesFromTheReferenceVerify, ()) {
    Reference ref(small_graph());
    const std::vector<std::string> lines = ClaimsWriter(ref, *rc::gen::inRange(0, 101)).write();
    const nimcheck::Outcome out = check(join(lines));
    RC_ASSERT(out.verdict == nimcheck::Verdict::Verified);
    RC_ASSERT(out.text.find(": G = " + std::to_string(kayles_brute_force(ref.g)) + " (outcome proof: " + tally(lines)) !=
              std::string::npos);
}

// One mutation of a claims certificate: P <-> N, another h, a redirected witness, a record
// dropped, two records swapped, a record duplicated (the count follows the records). The checker
// verifies the mutant exactly when the reference finds every claim true and every rule kept.
RC_GTEST_PROP(KaylesChecker, ClaimsMutantsVerifyExactlyWhenTheReferenceAccepts, ()) {
    Reference ref(small_graph());
    std::vector<std::string> lines = ClaimsWriter(ref, *rc::gen::inRange(30, 101)).write();
    const std::size_t records = lines.size() - 5;
    RC_PRE(records > 0);
    const int op = uniform(0, 5);
    const std::size_t i = 3 + static_cast<std::size_t>(uniform(0, static_cast<int>(records) - 1));
    const std::size_t j = 3 + static_cast<std::size_t>(uniform(0, static_cast<int>(records) - 1));
    std::vector<std::string> f = fields(lines[i]);
    const int k = static_cast<int>(shape_vertices(f[0]).size());
    if (op == 0) {  // P h <-> N h x
        f = f[1] == "P" ? std::vector<std::string>{f[0], "N", f[2], std::to_string(*rc::gen::inRange(0, k + 1))}
          : f[1] == "N" ? std::vector<std::string>{f[0], "P", f[2]} : f;
    } else if (op == 1) {  // another h (or value)
        std::string& h = f[f[1] == "P" || f[1] == "N" ? 2 : 1];
        const unsigned to = *rc::gen::inRange(0u, static_cast<unsigned>(std::stoul(h)) + 4);
        RC_PRE(to != std::stoul(h));
        h = std::to_string(to);
        if (f[1] != "P" && f[1] != "N") f.resize(std::min<std::size_t>(f.size(), to + 2)), f.resize(to + 2, "0");
    } else if (op == 2) {  // a witness redirected
        RC_PRE(f.size() > 2 && f[1] != "P");
        f[f[1] == "N" ? 3 : *rc::gen::inRange<std::size_t>(2, f.size())] = std::to_string(*rc::gen::inRange(0, k + 1));
    }
    if (op <= 2) lines[i] = reftest::join_fields(f);
    if (op == 3) lines.erase(lines.begin() + i);
    if (op == 4) std::swap(lines[i], lines[j]);
    if (op == 5) lines.insert(lines.begin() + j, lines[i]);
    lines[2] = "claims " + std::to_string(lines.size() - 5);
    const std::string why = ClaimsWriter::verdict(ref, lines);
    const nimcheck::Outcome out = check(join(lines));
    RC_TAG(op, why.empty() ? "accepted by the reference" : "refused by the reference");
    RC_ASSERT((out.verdict == nimcheck::Verdict::Verified) == why.empty());
}

// A classes certificate written as claims (value and mirror records only) in a random order in
// which every class comes after the classes its options need: verified exactly when every
// record is used (mirrors look up nothing, so the classes only they reach are unused), else
// refused at the first unused record's line.
RC_GTEST_PROP(KaylesChecker, ClassesAsClaimsVerifyExactlyWhenEveryRecordIsUsed, ()) {
    Reference ref(small_graph());
    std::vector<std::string> lines = lines_of(certificate(ref.g, *rc::gen::arbitrary<bool>()));
    std::vector<std::string> pending(lines.begin() + 3, lines.end() - 2), order;
    std::set<std::string> placed, needed;
    for (const std::string& rec : pending) placed.insert(rec.substr(0, rec.find(' ')));
    ClaimsWriter extra(ref, 0);  // mex records for the classes of a random position: some may be unused
    for (const std::string& c : ref.option_classes_of(static_cast<std::uint32_t>(uniform(0, (1 << ref.g.n) - 1)))) extra.value(c);
    for (const std::string& rec : extra.records())
        if (!placed.count(rec.substr(0, rec.find(' ')))) pending.push_back(rec);
    placed.clear();
    for (const std::string& c : ref.root_classes()) needed.insert(c);
    const auto needs = [&](const std::string& rec) {  // the classes a record looks up
        const std::string X = rec.substr(0, rec.find(' '));
        std::set<std::string> out;
        if (rec.find("mirror") == std::string::npos)
            for (std::size_t x = 0; x < ref.cells_of.at(X).size(); ++x)
                for (const std::string& c : ref.option_classes(X, x)) out.insert(c);
        return out;
    };
    for (const std::string& rec : pending) ref.cells_of[rec.substr(0, rec.find(' '))] = ref.embed(rec.substr(0, rec.find(' ')));
    while (!pending.empty()) {  // a random record whose needs are placed
        std::vector<std::size_t> ready;
        for (std::size_t r = 0; r < pending.size(); ++r) {
            bool ok = true;
            for (const std::string& c : needs(pending[r])) ok = ok && placed.count(c);
            if (ok) ready.push_back(r);
        }
        const std::size_t r = *rc::gen::elementOf(ready);
        for (const std::string& c : needs(pending[r])) needed.insert(c);
        order.push_back(pending[r]);
        placed.insert(pending[r].substr(0, pending[r].find(' ')));
        pending.erase(pending.begin() + r);
    }
    long unused = 0;
    for (std::size_t r = order.size(); r-- > 0;)
        if (!needed.count(order[r].substr(0, order[r].find(' ')))) unused = static_cast<long>(r) + 4;
    order.insert(order.begin(), lines.begin(), lines.begin() + 3);
    order.insert(order.end(), lines.end() - 2, lines.end());
    lines = order;
    lines[2] = "claims " + std::to_string(lines.size() - 5);
    const nimcheck::Outcome out = check(join(lines));
    RC_TAG(unused ? "an unused record" : "all used");
    RC_ASSERT(out.verdict == (unused ? nimcheck::Verdict::Rejected : nimcheck::Verdict::Verified));
    RC_ASSERT(out.line == unused);
}

namespace {

// The 2 x n shape `text` (HxW:hex) with every cell moved one column on, cyclically.
std::string turned(const std::string& text, int n) {
    const std::string hex = text.substr(text.find(':') + 1);
    std::vector<int> bit(hex.size() * 4), out(hex.size() * 4, 0);
    for (std::size_t i = 0; i < bit.size(); ++i) bit[i] = std::stoi(hex.substr(i / 4, 1), nullptr, 16) >> (3 - i % 4) & 1;
    for (int i = 0; i < 2 * n; ++i) out[std::size_t(i / n * n + (i % n + 1) % n)] = bit[std::size_t(i)];
    std::string t = text.substr(0, text.find(':') + 1);
    for (std::size_t d = 0; d < hex.size(); ++d) t += "0123456789abcdef"[out[4 * d] * 8 + out[4 * d + 1] * 4 + out[4 * d + 2] * 2 + out[4 * d + 3]];
    return t;
}

}  // namespace

// `petersen N K dihedral` is the same graph in the ring frame (2 x N, classes up to rotations and
// reflections): its full table verifies with the brute-force value of P(N, K); for even N the
// whole graph is a mirror record (the rotation by N / 2); a record turned by one column is not
// in normal form where that changes it; and under the plain line (the graph frame, shapes 1 x 2N)
// the same records are refused.
TEST(KaylesChecker, PetersenRingFrame) {
    int turned_records = 0;
    for (int n = 3; n <= 10; ++n)  // (the brute force: at most 20 vertices)
        for (int k = 1; 2 * k < n; ++k) {
            const KaylesGraph ring = make_dihedral_petersen(n, k), plain = make_family("petersen", {n, k});
            const std::string cert = certificate(ring), name = ring.description;
            expect_outcome(cert, nimcheck::Verdict::Verified, 0, name + ": G = " + std::to_string(kayles_brute_force(plain)) + " (");
            if (n % 2 == 0) {
                EXPECT_NE(cert.find(" 0 mirror "), std::string::npos) << name;
            }
            EXPECT_EQ(check(replaced(cert, name, plain.description)).verdict, nimcheck::Verdict::Rejected) << name;
            std::vector<std::string> lines = lines_of(cert);
            for (std::size_t i = 0; i < lines.size(); ++i) {
                if (lines[i].rfind("2x", 0) != 0) continue;
                const std::string shape = lines[i].substr(0, lines[i].find(' ')), other = turned(shape, n);
                if (other == shape) continue;
                std::vector<std::string> bad = lines;
                bad[i] = other + lines[i].substr(shape.size());
                expect_outcome(join(bad), nimcheck::Verdict::Rejected, long(i + 1), "is not in normal form: its least image is " + shape);
                ++turned_records;
                break;
            }
        }
    EXPECT_GE(turned_records, 10);  // the graphs whose table has a record a turn changes
}

// `petersen N K` is the graph of its edge list u_i u_i+1, u_i v_i, v_i v_i+K (u_i = i,
// v_i = N + i): the solver's certificate for that edge list (graph6) verifies with the game line
// `petersen N K`, and with the line of another K it is refused (the classes are other graphs).
TEST(KaylesChecker, PetersenIsTheGraphOfItsEdgeList) {
    for (int n = 3; n <= 8; ++n)
        for (int k = 1; 2 * k < n; ++k) {
            std::string edges = std::to_string(2 * n) + " " + std::to_string(3 * n) + "\n";
            for (int i = 0; i < n; ++i)
                for (const auto& [u, v] : {std::pair{i, (i + 1) % n}, {i, n + i}, {n + i, n + (i + k) % n}})
                    edges += std::to_string(u) + " " + std::to_string(v) + "\n";
            const KaylesGraph g = parse_edge_list(edges);
            const std::string cert = certificate(g), name = "petersen " + std::to_string(n) + " " + std::to_string(k);
            const std::string petersen = replaced(cert, "graph6 " + to_graph6(g), name);
            expect_outcome(petersen, nimcheck::Verdict::Verified, 0, name + ": G = " + std::to_string(kayles_brute_force(g)) + " (");
            if (n >= 5) {
                EXPECT_EQ(check(replaced(cert, "graph6 " + to_graph6(g), "petersen " + std::to_string(n) + " " +
                                                     std::to_string(k % ((n - 1) / 2) + 1))).verdict,
                          nimcheck::Verdict::Rejected) << name;
            }
        }
}
