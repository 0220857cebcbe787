// The outcome search (`nimcert kayles … --pruned`) and its claims certificates: the value equals
// exhaustive search on random graphs and small lattice families for every small-cells bound (0..16);
// the independent checker verifies what the solver writes; the bytes do not depend on anything
// but the request; and a certificate changed in one line never verifies a false value.
#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <cstdio>
#include <fstream>
#include <iterator>
#include <sstream>

#include "kayles_engine.hpp"
#include "kayles_graph.hpp"
#include "kayles_outcome.hpp"
#include "kayles_outcome_cache.hpp"
#include "kayles_outcome_checkpoint.hpp"
#include "kayles_small_values.hpp"
#include "kayles_zero_memo.hpp"
#include "kayles_zero_search.hpp"
#include "nimcheck.hpp"
#include "pruned_solve.hpp"
#include "random_kayles_graphs.hpp"
#include "text_certificate.hpp"
#include "text_lines.hpp"

using namespace nimcert;
using reftest::join;
using reftest::Pruned;
using reftest::pruned_choosing;
using reftest::lines_of;
using reftest::random_family;
using reftest::random_graph;
using reftest::uniform;

namespace {

Pruned pruned(const KaylesGraph& g, int small_cells, bool mirrors = true, std::size_t memory = 0, unsigned threads = 1) {
    OutcomeOptions opt;
    opt.small_cells = small_cells;
    opt.use_mirrors = mirrors;
    opt.memory = memory;
    opt.threads = threads;
    return pruned_choosing(g, opt);
}

nimcheck::Outcome check(const std::string& text) {
    std::istringstream in(text);
    return nimcheck::check_certificate(in);
}

const int kThresholds[] = {0, 1, 2, 4, 8, 16};

// The key of the i-th of many distinct classes (an 8 x 8 bitmap), for the tables' tests.
kayles::ClassKey numbered_key(std::uint64_t i) {
    kayles::Shape<1> s;
    s.h = 8, s.w = 8, s.bits.w[0] = i * 0x9E3779B97F4A7C15ull + 1;
    return kayles::class_key(s);
}

}  // namespace

RC_GTEST_PROP(KaylesOutcome, ValueIsExhaustiveSearchAndVerifies, ()) {
    const KaylesGraph g = *rc::gen::element(0, 1) == 0 ? random_graph(14) : random_family();
    const int small = kThresholds[uniform(0, 5)];
    const bool mirrors = uniform(0, 1) == 1;
    const Pruned p = pruned(g, small, mirrors);
    RC_ASSERT(p.value == kayles_brute_force(g));
    const nimcheck::Outcome o = check(p.text);
    RC_ASSERT(o.verdict == nimcheck::Verdict::Verified);
    RC_ASSERT(o.text.find(": G = " + std::to_string(p.value) + " (outcome proof") != std::string::npos);
}

// Heap and board moves searched in turns at the top plies (choose(), --choose-plies), with first
// budgets so small that the turns happen on small graphs, or the heap's first (--choose heap):
// the side that won is the witness, the value is exhaustive search's, the checker accepts the
// proof, and one thread writes the same bytes on every run; more threads may write other bytes
// (FORMAT.md), never another statement. (With heap first too: asking two threads for the same
// bytes failed on a graph RapidCheck found; which thread decides a class, and at which ply,
// decides its witness.)
RC_GTEST_PROP(KaylesOutcome, ChosenWitnessesAreProofs, ()) {
    const KaylesGraph g = *rc::gen::element(0, 1) == 0 ? random_graph(14) : random_family();
    OutcomeOptions opt;
    opt.small_cells = kThresholds[uniform(0, 3)];
    opt.zero_cells = *rc::gen::element(0, 20);
    opt.choose_plies = uniform(1, 3);
    opt.choose_budget = std::size_t(*rc::gen::element(1, 2, 8));
    opt.choose_order = uniform(0, 1) ? OutcomeOptions::ChooseOrder::kHeapFirst : OutcomeOptions::ChooseOrder::kTurns;
    opt.memory = std::size_t(64) << 20;
    const Pruned p = pruned_choosing(g, opt);
    RC_ASSERT(p.value == kayles_brute_force(g));
    RC_ASSERT(check(p.text).verdict == nimcheck::Verdict::Verified);
    RC_ASSERT(pruned_choosing(g, opt).text == p.text);
    opt.threads = 2;
    const Pruned two = pruned_choosing(g, opt);
    RC_ASSERT(two.value == p.value);
    RC_ASSERT(check(two.text).verdict == nimcheck::Verdict::Verified);
}

// The heap's witness is written where it won: some of these proofs differ from the board-first
// ones (--choose-plies 0), and each is verified.
TEST(KaylesOutcome, HeapWitnessesAreWrittenWhereTheHeapWon) {
    int differ = 0;
    for (const auto& g : {make_family("queens", {9}), make_family("queens", {11}), make_family("grid", {4, 5}), make_family("grid", {3, 9}),
                          make_family("petersen", {11, 2}), make_family("petersen", {13, 2})}) {
        OutcomeOptions opt;
        opt.choose_budget = 1;
        opt.choose_plies = 2;
        const Pruned chosen = pruned_choosing(g, opt);
        opt.choose_plies = 0;
        const Pruned board_first = pruned_choosing(g, opt);
        EXPECT_EQ(chosen.value, board_first.value) << g.description;
        EXPECT_EQ(check(chosen.text).verdict, nimcheck::Verdict::Verified) << g.description;
        differ += chosen.text != board_first.text;
    }
    EXPECT_GT(differ, 0);
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
    if (uniform(0, 3) == 0) {  // the small-class bound changed or dropped (line 2: `claims COUNT [small K]`)
        std::vector<std::string> c = reftest::fields(lines[2]);
        const int K = uniform(0, 16);
        lines[2] = c[0] + " " + c[1] + (K ? " small " + std::to_string(K) : "");
    }
    const nimcheck::Outcome o = check(join(lines));
    if (o.verdict == nimcheck::Verdict::Verified)  // only a true statement may pass
        RC_ASSERT(o.text.find(": G = " + std::to_string(truth) + " (") != std::string::npos);
}

RC_GTEST_PROP(KaylesOutcome, SmallValuesAreTheDefinition, ()) {
    // The search's evaluation of small components (pieces, the table of tiny graphs, the memo
    // shared between components, with a memo of 2^10 slots or of 2^20) against exhaustive search.
    const KaylesGraph g = *rc::gen::element(0, 1) == 0 ? random_graph(16) : random_family();
    RC_PRE(g.n <= 16);
    kayles::Positions<1> pos(g);
    kayles::SmallValues<1> small(pos, uniform(0, 1) ? 0 : std::size_t(1) << 26);
    for (int round = 0; round < 2; ++round) {  // the second round finds them in the memo
        unsigned x = 0;
        for (kayles::Bits<1> rest = pos.all(); rest.any();) {
            const kayles::Bits<1> comp = pos.component(rest, rest.lowest());
            rest = rest.minus(comp);
            x ^= small.value(comp);
        }
        RC_ASSERT(x == kayles_brute_force(g));
    }
}

RC_GTEST_PROP(KaylesOutcome, SmallValueQuestionsAreAnsweredByTheDefinition, ()) {
    // equals(S, t), the search that answers "G(S) = t?" without the value (dense sets, and t = 0),
    // or by the value (sparse sets), against the values of every subset by the definition; the
    // questions come in a random order, mixed with value() on one memo (2^10 slots: they share
    // slots), so that answers the memo keeps (a value, or values excluded) are reused and mixed.
    const KaylesGraph g = *rc::gen::element(0, 1) == 0 ? random_graph(16) : random_family();
    RC_PRE(g.n > kayles::kTinyVertices && g.n <= 16);  // smaller ones are looked up in a table
    kayles::Positions<1> pos(g);
    kayles::SmallValues<1> small(pos, 0);
    std::vector<std::uint32_t> closed(std::size_t(g.n));
    for (int v = 0; v < g.n; ++v) {
        closed[std::size_t(v)] = 1u << v;
        for (int u : g.adjacent[std::size_t(v)]) closed[std::size_t(v)] |= 1u << u;
    }
    std::vector<unsigned> value(std::size_t(1) << g.n);  // G of every subset, by the definition
    for (std::uint32_t s = 1; s < value.size(); ++s) {
        std::uint32_t seen = 0;
        for (int v = 0; v < g.n; ++v)
            if (s >> v & 1) seen |= 1u << value[s & ~closed[std::size_t(v)]];
        value[s] = unsigned(__builtin_ctz(~seen));
    }
    for (int question = 0; question < 60; ++question) {
        // a position reached by moves from the whole graph, and one of its components
        kayles::Bits<1> position = pos.all();
        for (int moves = uniform(0, 3); moves > 0 && position.any(); --moves) {
            std::vector<int> cells;
            position.each([&](int v) { cells.push_back(v); });
            position = position.minus(pos.closed(cells[std::size_t(uniform(0, int(cells.size()) - 1))]));
        }
        if (!position.any()) continue;
        std::vector<int> cells;
        position.each([&](int v) { cells.push_back(v); });
        const kayles::Bits<1> comp = pos.component(position, cells[std::size_t(uniform(0, int(cells.size()) - 1))]);
        std::uint32_t s = 0;
        comp.each([&](int v) { s |= 1u << v; });
        if (uniform(0, 3) == 0) {
            RC_ASSERT(small.value(comp) == value[s]);
        } else {
            for (int asked = uniform(1, 3); asked > 0; --asked) {
                const unsigned t = unsigned(uniform(0, 4));
                RC_ASSERT(small.equals(comp, t) == (value[s] == t));
            }
        }
    }
}

RC_GTEST_PROP(KaylesOutcome, ZeroSearchIsTheDefinition, ()) {
    // The heap-0 search of dense components (kayles_zero_search.hpp: no memo, codes projected by
    // pext, the table of graphs on at most 7 vertices) against the values of every subset by the
    // definition, on random graphs of any density up to 18 vertices (codes of up to 11 and sets
    // above them).
    if (!kayles::cpu_can_pext()) return;  // the memo search answers there (the property above)
#ifdef NIMCERT_HAVE_PEXT
    const int n = uniform(1, 18);
    const int density = uniform(1, 9);  // an edge with probability density / 10
    std::vector<std::uint32_t> closed(std::size_t(n), 0u);
    for (int v = 0; v < n; ++v) closed[std::size_t(v)] |= 1u << v;
    for (int v = 0; v < n; ++v)
        for (int u = v + 1; u < n; ++u)
            if (uniform(0, 9) < density) closed[std::size_t(v)] |= 1u << u, closed[std::size_t(u)] |= 1u << v;
    std::vector<std::uint8_t> value(std::size_t(1) << n, std::uint8_t(0));
    for (std::uint32_t s = 1; s < value.size(); ++s) {
        std::uint32_t seen = 0;
        for (int v = 0; v < n; ++v)
            if (s >> v & 1) seen |= 1u << value[s & ~closed[std::size_t(v)]];
        value[s] = std::uint8_t(__builtin_ctz(~seen));
    }
    const kayles::ZeroTables& t = kayles::ZeroTables::get();
    for (int question = 0; question < 40; ++question) {
        const std::uint32_t s = question == 0 ? std::uint32_t(value.size() - 1) : std::uint32_t(uniform(0, int(value.size()) - 1));
        RC_ASSERT(kayles::zero_of_set(t, closed.data(), s) == (value[s] == 0));
    }
#endif
}

RC_GTEST_PROP(KaylesOutcome, SmallComponentNumberingIsTheDefinition, ()) {
    // A small component's cells numbered in board order, with each cell's closed neighbourhood
    // in those numbers: by pext where the machine has it and by the loop, against the definition,
    // on a board of three words (cells spread over word boundaries).
    const KaylesGraph g = make_family("queens", {13});
    kayles::Positions<3> pos(g);
    kayles::Bits<3> comp;
    for (int k = uniform(1, 16); k > 0; --k) comp.set(uniform(0, g.n - 1));
    const auto closed_of = [&](int v) -> const kayles::Bits<3>& { return pos.closed(v); };
    std::array<int, 16> cell{}, cell2{};
    std::array<std::uint32_t, 16> closed{}, closed2{};
    const int k = kayles::number_cells(comp, closed_of, cell, closed, kayles::cpu_can_pext());
    RC_ASSERT(k == comp.count());
    RC_ASSERT(kayles::number_cells_portable(comp, closed_of, cell2, closed2) == k);
    RC_ASSERT(cell == cell2);
    RC_ASSERT(closed == closed2);
    for (int i = 0; i < k; ++i) {
        RC_ASSERT(comp.test(cell[std::size_t(i)]));
        if (i > 0) RC_ASSERT(cell[std::size_t(i - 1)] < cell[std::size_t(i)]);
        for (int j = 0; j < k; ++j)
            RC_ASSERT(bool(closed[std::size_t(i)] >> j & 1) == pos.closed(cell[std::size_t(i)]).test(cell[std::size_t(j)]));
    }
}

RC_GTEST_PROP(KaylesOutcome, TinySetEdgesAreTheDefinition, ()) {
    // The key of the table of labelled graphs: the edges among a set of at most 6 of a component's
    // 16 cells, one bit per pair in the order (i, j), i < j, i major; by pext and by the loop.
    std::array<std::uint32_t, 16> closed{};
    for (int i = 0; i < 16; ++i) closed[std::size_t(i)] |= 1u << i;
    for (int i = 0; i < 16; ++i)
        for (int j = i + 1; j < 16; ++j)
            if (uniform(0, 1)) closed[std::size_t(i)] |= 1u << j, closed[std::size_t(j)] |= 1u << i;
    std::uint32_t set = 0;
    for (int k = uniform(0, 6); k > 0; --k) set |= 1u << uniform(0, 15);
    std::vector<int> cells;
    for (int i = 0; i < 16; ++i)
        if (set >> i & 1) cells.push_back(i);
    std::uint32_t want = 0;
    int bit = 0;
    for (std::size_t i = 0; i < cells.size(); ++i)
        for (std::size_t j = i + 1; j < cells.size(); ++j, ++bit)
            if (closed[std::size_t(cells[i])] >> cells[j] & 1) want |= 1u << bit;
    RC_ASSERT(kayles::set_edges(closed.data(), set, kayles::cpu_can_pext()) == want);
    RC_ASSERT(kayles::set_edges_portable(closed.data(), set) == want);
}

RC_GTEST_PROP(KaylesOutcome, TransposedRowsAreTheDefinition, ()) {
    // The normal form's transposed bitmap: by 8 x 8 blocks up to 16 x 16, bit by bit beyond.
    const int h = uniform(1, 20), w = uniform(1, 20);
    std::array<std::uint64_t, 20> a{}, t{};
    for (int r = 0; r < h; ++r)
        for (int c = 0; c < w; ++c)
            if (uniform(0, 1)) a[std::size_t(r)] |= std::uint64_t(1) << c;
    kayles::transpose_rows(a.data(), h, w, t.data());
    for (int c = 0; c < w; ++c)
        for (int r = 0; r < 20; ++r) RC_ASSERT(bool(t[std::size_t(c)] >> r & 1) == (r < h && (a[std::size_t(r)] >> c & 1)));
}

RC_GTEST_PROP(KaylesOutcome, MirrorPrefilterMissesNoSymmetry, ()) {
    // find_mirror's cheap test by rows may say "perhaps" wrongly, never "no" wrongly: every
    // shape that one of its symmetries maps onto itself passes it. The shapes are made symmetric
    // on purpose (a random set and its image under a random symmetry), in square and oblong boxes.
    const int rows = uniform(2, 11), cols = uniform(0, 1) ? rows : uniform(2, 11);  // two words
    const KaylesGraph g = make_family("grid", {rows, cols});
    kayles::Positions<2> pos(g);
    kayles::Bits<2> set;
    for (int k = uniform(1, rows * cols); k > 0; --k) set.set(uniform(0, g.n - 1));
    kayles::CellList cells;
    int H = 0, Wd = 0;
    const kayles::Shape<2> s0 = pos.normal_form(set, cells, H, Wd, nullptr);
    const kayles::CellList c0 = pos.shape_cells(s0);
    const kayles::Shape<2> img = pos.image(c0, s0.h, s0.w, uniform(0, pos.transforms() - 1));
    kayles::Bits<2> both;  // the union, laid back on the board at the top left, when it fits there
    RC_PRE(img.h == s0.h && img.w == s0.w && s0.h <= rows && s0.w <= cols);
    (s0.bits | img.bits).each([&](int i) { both.set((i / s0.w) * cols + i % s0.w); });
    const kayles::Shape<2> s = pos.normal_form(both, cells, H, Wd, nullptr);
    const kayles::CellList cs = pos.shape_cells(s);
    bool symmetric = false;
    for (int id = 1; id < pos.transforms(); ++id) symmetric = symmetric || pos.image(cs, s.h, s.w, id) == s;
    if (symmetric) RC_ASSERT(pos.has_symmetry_by_rows(s));
    RC_TAG(symmetric);
}

TEST(KaylesOutcome, SmallClassesNeedNoRecordsAndTheBoundIsStrict) {
    // queens 7 with small 8: every class of at most 8 cells is the checker's; the same proof with
    // the bound lowered misses their values, with it raised names classes the checker values.
    const Pruned p = pruned(make_family("queens", {7}), 8);
    EXPECT_EQ(p.value, 2u);
    ASSERT_EQ(check(p.text).verdict, nimcheck::Verdict::Verified);
    std::vector<std::string> lines = lines_of(p.text);
    ASSERT_NE(lines[2].find(" small 8"), std::string::npos);
    for (const auto& [bound, why] : {std::pair<const char*, const char*>{" small 7", "that is not listed before this line"},
                                     {" small 16", "its value is the checker's to compute"}}) {
        std::vector<std::string> changed = lines;
        changed[2] = changed[2].substr(0, changed[2].find(" small")) + bound;
        const nimcheck::Outcome o = check(join(changed));
        EXPECT_EQ(o.verdict, nimcheck::Verdict::Rejected) << bound;
        EXPECT_NE(o.text.find(why), std::string::npos) << bound << ": " << o.text;
    }
}

TEST(KaylesOutcome, CheckpointKeepsTheCostliestFactsAndResumesToTheSameBytes) {
    const KaylesGraph g = make_family("queens", {9});
    const Pruned whole = pruned(g, 16);
    // A cache after a search, saved with a cap: the costliest entries are kept, at most the cap.
    kayles::OutcomeCache cache(std::size_t(64) << 20);
    std::size_t stored = 0;
    for (std::uint64_t i = 1; i <= 1000; ++i, ++stored)
        cache.store_value(kayles::ClassKey{i * 0x9E3779B97F4A7C15ull, i << 49}, unsigned(i % 7), unsigned(i % 40), true);
    const std::string path = ::testing::TempDir() + "/outcome.ckpt";
    EXPECT_EQ(save_outcome_checkpoint(g, cache, path, 100), 100u);
    const auto saved = load_outcome_checkpoint(g, path);
    ASSERT_EQ(saved.size(), 100u);
    for (const auto& r : saved) EXPECT_GE(kayles::OutcomeCache::cost_of_raw(r), 36u);  // 1000 entries, costs 0..39: 25 each
    EXPECT_THROW(load_outcome_checkpoint(make_family("queens", {8}), path), std::invalid_argument);
    // A solve that starts from a checkpoint of its own search writes the same bytes.
    OutcomeOptions opt;
    opt.checkpoint = path;
    std::remove(path.c_str());
    OutcomeStats first, second;
    std::ostringstream a, b;
    TextCertificate ca(a), cb(b);
    kayles_outcome_solve(g, opt, &ca, first);
    EXPECT_FALSE(load_outcome_checkpoint(g, path).empty());
    kayles_outcome_solve(g, opt, &cb, second);
    EXPECT_EQ(a.str(), whole.text);
    EXPECT_EQ(b.str(), whole.text);
    EXPECT_LT(second.nodes, first.nodes);
}

// A damaged checkpoint is refused with a message, never loaded in part and never a reason to
// allocate what its header announces; the count may have leading zeros (the saver writes 20
// digits, an older one wrote none).
TEST(KaylesOutcome, CheckpointDamageIsRefused) {
    const KaylesGraph g = make_family("queens", {9});
    kayles::OutcomeCache cache(std::size_t(16) << 20);
    for (std::uint64_t i = 1; i <= 50; ++i)
        cache.store_value(kayles::ClassKey{i * 0x9E3779B97F4A7C15ull, i << 49}, unsigned(i % 7), unsigned(i % 9), true);
    const std::string path = ::testing::TempDir() + "/damaged.ckpt";
    ASSERT_EQ(save_outcome_checkpoint(g, cache, path, 1000), 50u);
    std::string good;
    {
        std::ifstream in(path, std::ios::binary);
        good.assign(std::istreambuf_iterator<char>(in), {});
    }
    const auto write = [&](const std::string& bytes) { std::ofstream(path, std::ios::binary) << bytes; };
    const std::size_t count_at = good.find("entries ") + 8, body_at = good.find('\n', count_at) + 1;
    ASSERT_EQ(good.substr(count_at, 20), "00000000000000000050");
    // the same entries with the count written without its zeros
    write(good.substr(0, count_at) + good.substr(count_at + 18));
    EXPECT_EQ(load_outcome_checkpoint(g, path).size(), 50u);
    std::string flipped = good;
    flipped[body_at + 100] ^= 1;
    std::string huge = good;
    huge.replace(count_at, 20, "99999999999999999999");
    for (const std::string& bad : {good.substr(0, good.size() - 16), good + std::string(16, '\0'), good + "x", flipped, huge,
                                   good.substr(0, count_at) + "many" + good.substr(count_at + 20)}) {
        write(bad);
        EXPECT_THROW(load_outcome_checkpoint(g, path), std::invalid_argument);
    }
    std::remove(path.c_str());
}

TEST(KaylesOutcome, SameBytesEveryRun) {
    for (const auto& g : {make_family("queens", {8}), make_family("grid", {4, 5}), make_family("petersen", {12, 2})}) {
        const Pruned a = pruned(g, 4), b = pruned(g, 4);
        EXPECT_EQ(a.text, b.text) << g.description;
        EXPECT_EQ(a.value, make_kayles_solver(g)->value_of_graph()) << g.description;
    }
}

// The proof is written from facts, so neither a cache that forgets (a 2 MiB budget: 32,768
// entries for queens 9's 40 thousand searched pairs) nor helper threads change a byte.
TEST(KaylesOutcome, SameBytesForAnyMemoryAndThreadCount) {
    for (const auto& g : {make_family("queens", {9}), make_family("grid", {3, 16}), make_family("petersen", {14, 2})}) {
        const Pruned roomy = pruned(g, 4);
        for (const std::size_t memory : {std::size_t(2) << 20, std::size_t(64) << 20})
            for (const unsigned threads : {1u, 2u, 3u}) {
                const Pruned p = pruned(g, 4, true, memory, threads);
                EXPECT_EQ(p.text, roomy.text) << g.description << ", " << (memory >> 20) << " MiB, " << threads << " threads";
            }
        EXPECT_EQ(check(roomy.text).verdict, nimcheck::Verdict::Verified) << g.description;
    }
}

// --witness first: the witness of N(X, h) is the first winning board move in X's canonical order,
// which the search logs with the fact and the proof pass otherwise finds by scanning X's moves
// (beside the search with two threads or more, or without the fact log). The same bytes every
// way, from a solve that verifies; where the two rules differ, both verify.
RC_GTEST_PROP(KaylesOutcome, FirstWinningWitnessesAreTheSameBytesEveryWay, ()) {
    const KaylesGraph g = *rc::gen::element(0, 1) == 0 ? random_graph(18) : random_family();
    OutcomeOptions opt;
    opt.small_cells = *rc::gen::element(0, 1, 2, 4);
    opt.zero_cells = *rc::gen::element(0, 10, 20);
    opt.use_mirrors = uniform(0, 1) == 1;
    opt.choose_plies = 0;
    opt.memory = *rc::gen::element(std::size_t(2) << 20, std::size_t(64) << 20);
    opt.witness = OutcomeOptions::WitnessRule::kFirstWinning;
    const Pruned first = pruned_choosing(g, opt);
    RC_ASSERT(first.value == kayles_brute_force(g));
    RC_ASSERT(check(first.text).verdict == nimcheck::Verdict::Verified);
    opt.threads = unsigned(uniform(1, 3));
    opt.fact_log = uniform(0, 1) == 1;
    opt.memory = *rc::gen::element(std::size_t(2) << 20, std::size_t(64) << 20);
    RC_ASSERT(pruned_choosing(g, opt).text == first.text);
    opt.witness = OutcomeOptions::WitnessRule::kCheapFirst;
    const Pruned cheap = pruned_choosing(g, opt);
    RC_ASSERT(cheap.value == first.value);
    RC_ASSERT(check(cheap.text).verdict == nimcheck::Verdict::Verified);
}

// Queens 9: the two rules write different proofs (the cheap one fewer records), both verified.
TEST(KaylesOutcome, TheTwoWitnessRulesDifferAndBothVerify) {
    const KaylesGraph g = make_family("queens", {9});
    OutcomeOptions opt;
    const Pruned cheap = pruned_choosing(g, opt);
    opt.witness = OutcomeOptions::WitnessRule::kFirstWinning;
    const Pruned first = pruned_choosing(g, opt);
    EXPECT_EQ(first.value, cheap.value);
    EXPECT_NE(first.text, cheap.text);
    EXPECT_EQ(check(first.text).verdict, nimcheck::Verdict::Verified);
    EXPECT_EQ(check(cheap.text).verdict, nimcheck::Verdict::Verified);
}

// With two threads or more the proof is written beside the search (kayles_proof_pipeline.hpp),
// racing it; whatever the interleaving, the bytes are the one-thread pass's.
RC_GTEST_PROP(KaylesOutcome, SameBytesWithTwoOrThreeThreads, ()) {
    const KaylesGraph g = *rc::gen::element(0, 1) == 0 ? random_graph(18) : random_family();
    const int small = *rc::gen::element(0, 1, 2, 4);
    const bool mirrors = uniform(0, 1) == 1;
    const std::size_t memory = *rc::gen::element(std::size_t(2) << 20, std::size_t(64) << 20);
    const Pruned one = pruned(g, small, mirrors, memory, 1);
    RC_ASSERT(pruned(g, small, mirrors, memory, unsigned(uniform(2, 3))).text == one.text);
}

// A proof larger than its share of the memory budget is refused with a message, never a crash.
TEST(KaylesOutcome, ProofLargerThanTheBudgetIsRefused) {
    try {
        pruned(make_family("queens", {11}), 4, true, std::size_t(1) << 16);
        FAIL() << "queens 11 in 64 KiB";
    } catch (const std::runtime_error& e) {
        EXPECT_NE(std::string(e.what()).find("--memory"), std::string::npos) << e.what();
    }
}

// The cache's key: two independent 64-bit hashes of the normal form. Mixing the box in by xor
// alone once made 2x5:144 and 4x5:14406 (cells 3, 5, 9 and 3, 5, 9, 17, 18) share both.
TEST(KaylesOutcomeCache, BoxAndBitmapDoNotCancel) {
    using namespace nimcert::kayles;
    Shape<2> a, b;
    a.h = 2, a.w = 5, b.h = 4, b.w = 5;
    for (int i : {3, 5, 9}) a.bits.set(i), b.bits.set(i);
    b.bits.set(17), b.bits.set(18);
    const ClassKey ka = class_key(a), kb = class_key(b);
    EXPECT_NE(ka.a, kb.a);
    EXPECT_NE(ka.b, kb.b);
}

// What the cache returns is what was stored for that class; growing keeps (nearly) every entry;
// when full it forgets (a miss), never answers for the wrong class.
TEST(KaylesOutcomeCache, StoresGrowsAndForgetsHonestly) {
    using namespace nimcert::kayles;
    const auto key = numbered_key;
    OutcomeCache roomy(std::size_t(64) << 20);  // starts at 16 MiB (1 Mi entries), may double
    const std::size_t first = roomy.capacity();
    for (std::uint64_t i = 0; i < 900000; ++i) roomy.store_value(key(i), unsigned(i % 200), 1, true);
    EXPECT_GT(roomy.capacity(), first);
    std::size_t lost = 0;  // a four-way bucket can overflow before the table is 3/4 full
    for (std::uint64_t i = 0; i < 900000; ++i) {
        const unsigned v = roomy.find(key(i), true).value;
        if (v == ClassFacts::kUnknown) ++lost;
        else ASSERT_EQ(v, unsigned(i % 200)) << i;
    }
    EXPECT_LT(lost, 45000u);  // measured: 38 thousand (4%)
    OutcomeCache tiny(std::size_t(1) << 12);  // 256 entries
    for (std::uint64_t i = 0; i < 10000; ++i) tiny.store_n(key(i), unsigned(i % 32), 1, true);
    std::size_t hits = 0;
    for (std::uint64_t i = 0; i < 10000; ++i) {
        const ClassFacts f = tiny.find(key(i), true);
        if (f.n_heaps) {
            ++hits;
            ASSERT_EQ(f.n_heaps, std::uint32_t(1) << (i % 32)) << i;
        }
    }
    EXPECT_LE(hits, tiny.capacity());
    EXPECT_GT(hits, 0u);
}

// The memo of "G = 0?" answers (kayles_zero_memo.hpp): a key just stored is found with its
// answer; once slots are shared, a key is found with its own answer or not at all, never
// with another key's; an empty memo knows nothing.
TEST(KaylesZeroMemo, FindsWhatWasStoredOrNothing) {
    using namespace nimcert::kayles;
    const auto key = numbered_key;
    const auto answer = [](std::uint64_t i) { return (i * 2654435761u) % 3 == 0; };
    ZeroMemo memo(0);  // the least: 2^10 slots
    EXPECT_EQ(memo.find(key(1)), -1);
    std::size_t found = 0;
    for (std::uint64_t i = 0; i < 20000; ++i) {
        memo.store(key(i), answer(i));
        ASSERT_EQ(memo.find(key(i)), int(answer(i))) << i;
    }
    for (std::uint64_t i = 0; i < 20000; ++i) {
        const int z = memo.find(key(i));
        if (z < 0) continue;
        ++found;
        ASSERT_EQ(z, int(answer(i))) << i;
    }
    EXPECT_GT(found, 0u);
    EXPECT_LE(found, 1024u);
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
    EXPECT_LT(q10.stats.p + q10.stats.n + q10.stats.mirrors, 40000u);
}
