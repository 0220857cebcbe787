// The proof pass beside the search (solver/kayles_proof_pipeline.hpp) guesses the root's value,
// writes behind the search and takes back what it wrote when the search refutes the guess. Here
// it is driven by hand, with schedules a real run may or may not produce (a wrong guess written
// in part or in full before it is refuted, moves settled one by one, in bursts or all at the
// end), and each must give the records of the one-thread pass, byte for byte.
#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <string>
#include <vector>

#include "kayles_graph.hpp"
#include "kayles_outcome_proof.hpp"
#include "kayles_outcome_search.hpp"
#include "kayles_proof_pipeline.hpp"
#include "random_kayles_graphs.hpp"

using namespace nimcert;
using namespace nimcert::kayles;
using reftest::uniform;

namespace {

constexpr std::size_t kBytes = std::size_t(16) << 20;

std::vector<std::string> records(ProofWriter<1>& w) {
    std::vector<std::string> out;
    w.spool().replay([&](const SpooledRecord<1>& r) {
        std::string s = std::to_string(int(r.kind)) + " " + std::to_string(r.h) + " " + std::to_string(r.witness) + " " + shape_text(r.shape);
        for (auto c : r.cells) s += " " + std::to_string(c);
        out.push_back(s);
    });
    return out;
}

// One solve's pieces: the graph's one component (the root), a search with its own cache.
struct Solve {
    Solve(const KaylesGraph& g, const OutcomeOptions& opt, int lane) : cache(kBytes), search(g, opt, cache, counters, nullptr, lane) {
        search.split(search.positions().all(), roots);
    }
    OutcomeCache cache;
    OutcomeCounters counters;
    OutcomeSearch<1> search;
    std::vector<OutcomePart<1>> roots;
};

bool pipelined(Solve& s) {  // what run_passes asks before it runs the proof beside the search
    return s.roots.size() == 1 && !s.search.small(s.roots[0]) && !s.search.zero_decided(s.roots[0]) &&
           !(s.search.mirrors() && s.search.positions().find_mirror(s.roots[0].nf) >= 0);
}

// The records of the one-thread pass, and the root's value.
std::vector<std::string> one_thread(Solve& s, unsigned& value) {
    ProofWriter<1> w(s.search, kBytes);
    w.track(s.roots[0]);
    value = w.value(s.roots[0]);
    return records(w);
}

// The records of the pipeline under a schedule: at each heap h below the value, the first
// wrong[h] moves are announced as refuted (whether they are or not: the search would have found
// a winning move among them, and the writer cannot know) before the search moves on; at the
// value, the moves are announced in bursts of `burst`, and the end after `before_end` of them.
std::vector<std::string> beside(Solve& s, unsigned value, const std::vector<std::size_t>& wrong, std::size_t burst, std::size_t before_end) {
    ProofWriter<1> w(s.search, kBytes);
    const OutcomePart<1>& root = s.roots[0];
    w.track(root);
    RootFront f(std::size_t(root.cells));
    RootPipeline<1> p(w, s.search, root, f);
    const std::size_t n = p.moves().moves.size();
    auto settle = [&](unsigned h, std::size_t from, std::size_t to) {
        for (std::size_t r = from; r < to && r < n; ++r) f.mark(h, r, false);
        while (p.advance()) {
        }
    };
    for (unsigned h = 0; h < value; ++h) {
        f.heap = h;
        for (std::size_t r = 0; r < wrong[h]; ++r) settle(h, r, r + 1);
    }
    f.heap = value;
    for (std::size_t r = 0; r < before_end; r += burst) settle(value, r, std::min(r + burst, before_end));
    f.finish(value);
    while (p.advance()) {
    }
    EXPECT_TRUE(p.finished());
    EXPECT_EQ(p.value(), value);
    return records(w);
}

}  // namespace

RC_GTEST_PROP(KaylesProofPipeline, EveryScheduleGivesTheOneThreadBytes, ()) {
    const KaylesGraph g = reftest::random_family();
    OutcomeOptions opt;
    opt.small_cells = *rc::gen::element(0, 1, 2, 4);
    opt.zero_cells = *rc::gen::element(0, 6, 10);  // the random families are small: a root above it
    opt.use_mirrors = uniform(0, 1) == 1;
    Solve first(g, opt, 0);
    RC_PRE(pipelined(first));
    unsigned value = 0;
    const std::vector<std::string> want = one_thread(first, value);
    const std::size_t n = std::size_t(first.roots[0].cells);
    std::vector<std::size_t> wrong;
    for (unsigned h = 0; h < value; ++h) wrong.push_back(std::size_t(uniform(0, int(n))));
    const std::size_t burst = std::size_t(uniform(1, int(n))), before_end = std::size_t(uniform(0, int(n)));
    Solve second(g, opt, -1);  // a fresh cache: the writer searches what it needs itself
    RC_ASSERT(beside(second, value, wrong, burst, before_end) == want);
}

// Graphs whose value is 2 or more, so that two guesses are refuted, each after every move of
// the root was written under it.
TEST(KaylesProofPipeline, RefutedGuessesWrittenInFullAreTakenBack) {
    OutcomeOptions opt;
    opt.small_cells = 2;
    int tried = 0;
    for (const auto& g : {make_family("grid", {3, 7}), make_family("grid", {3, 9}), make_family("grid", {2, 9}), make_family("queens", {5}),
                          make_family("petersen", {9, 2}), make_family("petersen", {11, 3})}) {
        Solve first(g, opt, 0);
        if (!pipelined(first)) continue;
        unsigned value = 0;
        const std::vector<std::string> want = one_thread(first, value);
        if (value < 2) continue;
        ++tried;
        const std::size_t n = std::size_t(first.roots[0].cells);
        Solve second(g, opt, -1);
        EXPECT_EQ(beside(second, value, std::vector<std::size_t>(value, n), 1, n), want) << g.description;
    }
    EXPECT_GE(tried, 1);
}
