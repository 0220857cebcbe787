// The proof pass beside the search (solver/kayles_proof_pipeline.hpp) guesses the root's value,
// writes behind the search and takes back what it wrote when the search refutes the guess. Here
// it is driven by hand, with schedules a real run may or may not produce (a wrong guess written
// in part or in full before it is refuted, moves settled one by one, in bursts or all at the
// end), and each must give the records of the one-thread pass, byte for byte.
#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <cstdint>
#include <map>
#include <set>
#include <stdexcept>
#include <string>
#include <tuple>
#include <utility>
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

// The written-claims table answers like a plain set of claims, through its growth and clear(),
// also for classes whose keys share their first hash or differ in one bit of the second.
RC_GTEST_PROP(KaylesProofPipeline, TheWrittenClaimsTableAnswersLikeASet, ()) {
    const auto pool_size = *rc::gen::inRange<std::size_t>(1, 300);
    // Keys are hashes (class_key): mixed from the generated numbers, so that shrinking them does
    // not make keys that differ only in the bits a slot drops (bit 0 of the first hash, the low
    // 16 of the second), which the table is entitled to confuse.
    const auto mixed = [](std::uint64_t x) {
        x = (x ^ x >> 30) * 0xBF58476D1CE4E5B9ull;
        x = (x ^ x >> 27) * 0x94D049BB133111EBull;
        return x ^ x >> 31;
    };
    std::vector<ClassKey> pool;
    for (std::size_t i = 0; i < pool_size; ++i) {
        ClassKey k{mixed(*rc::gen::inRange<std::uint64_t>(0, 64)), mixed(*rc::gen::inRange<std::uint64_t>(64, 128))};
        if (!pool.empty() && *rc::gen::inRange(0, 4) == 0) k.a = pool.back().a;  // the same first hash
        if (!pool.empty() && *rc::gen::inRange(0, 4) == 0) k = ClassKey{pool.back().a, pool.back().b ^ (std::uint64_t(1) << 63)};
        pool.push_back(k);
    }
    ClaimSet set(std::size_t(1) << 30);
    std::map<std::pair<std::uint64_t, std::uint64_t>, int> values;
    std::set<std::tuple<std::uint64_t, std::uint64_t, unsigned>> ns;
    const auto steps = *rc::gen::inRange(1, 3000);
    for (int i = 0; i < steps; ++i) {
        const ClassKey& k = pool[*rc::gen::inRange<std::size_t>(0, pool.size())];
        const unsigned h = *rc::gen::inRange(0, 4) == 0 ? *rc::gen::inRange(0u, 512u) : *rc::gen::inRange(0u, 40u);
        const auto id = std::make_pair(k.a, k.b);
        const int op = *rc::gen::inRange(0, 300);  // 0: clear; then add a value, add an N claim, or only ask
        if (op == 0) set.clear(), values.clear(), ns.clear();
        else if (op % 3 == 0 && !values.count(id)) set.add_value(k, h), values[id] = int(h);
        else if (op % 3 == 1) set.add_n(k, h), ns.insert({k.a, k.b, h});
        const int want = values.count(id) ? values[id] : -1;
        RC_ASSERT(set.value(k) == want);
        RC_ASSERT(set.has_n(k, h) == (ns.count({k.a, k.b, h}) != 0));
    }
}

// A proof larger than its share of --memory is reported, not swapped to death.
TEST(KaylesProofPipeline, TheWrittenClaimsTableRefusesToGrowPastItsLimit) {
    ClaimSet set(std::size_t(1) << 16);  // 4,096 slots of 16 bytes are the first table: no room to double
    std::uint64_t x = 1;
    EXPECT_THROW(
        for (int i = 0; i < 5000; ++i) {
            x = x * 6364136223846793005ull + 1442695040888963407ull;
            set.add_value(ClassKey{x, x * 31}, 1);
        },
        std::runtime_error);
}
