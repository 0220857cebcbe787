// The fact log (solver/kayles_fact_log.hpp): the search's facts sorted into an archive answer
// exactly what was logged, across many runs and any index size; and the proof pass that consults
// it writes the same certificate as the one that searches again (where the walk's choices
// depend only on facts: --choose-plies 0), searching far fewer positions when the cache forgets.
#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <cstdlib>
#include <map>
#include <random>
#include <set>
#include <sstream>

#include "kayles_fact_log.hpp"
#include "kayles_graph.hpp"
#include "kayles_outcome.hpp"
#include "nimcheck.hpp"
#include "pruned_solve.hpp"
#include "random_kayles_graphs.hpp"

using namespace nimcert;
using namespace nimcert::kayles;
using reftest::Pruned;
using reftest::pruned_choosing;
using reftest::random_family;
using reftest::random_graph;
using reftest::uniform;

namespace {

// What the archive should say of a class, from the facts logged about it.
struct Expected {
    std::set<unsigned> values, n;
    std::map<unsigned, std::set<int>> witnesses;  // by heap, of the N facts logged with one
    int witness(unsigned h) const {  // one logged witness, else -1 (none, or two: a collision)
        const auto it = witnesses.find(h);
        return it == witnesses.end() || it->second.size() != 1 ? -1 : *it->second.begin();
    }
    ClassFacts facts() const {
        ClassFacts f;
        if (values.size() > 1) return f;
        if (values.size() == 1) {
            const unsigned v = *values.begin();
            if (v < 32 && n.count(v)) return f;  // contradictory: nothing
            if (v < ClassFacts::kUnknown) f.value = v;
        }
        for (unsigned h : n)
            if (h < 32) f.n_heaps |= std::uint32_t(1) << h;
        return f;
    }
};

ClassKey key_of(std::uint64_t i) {
    // keys with shared first words and shared bucket bits, as well as random ones
    std::mt19937_64 r(i);
    const std::uint64_t a = r(), b = r();
    return ClassKey{i % 7 == 0 ? (a & ~std::uint64_t(0xff)) : a, b};
}

}  // namespace

// Facts spread over many sorted runs (4,096 entries each, the smallest), repeated, contradictory
// for some classes, and an index from none to many buckets, the archive a mapped file or in
// memory: every lookup is the union of what was logged about that class, or nothing where the
// facts contradict each other (a collision).
TEST(KaylesFactLog, ArchiveAnswersExactlyWhatWasLogged) {
    for (const std::size_t resident_bytes : {std::size_t(0), std::size_t(1) << 30}) {
        for (const std::size_t index_bytes : {std::size_t(0), std::size_t(1) << 10, std::size_t(64) << 20}) {
            if (resident_bytes != 0 && index_bytes == 0) continue;  // one bucket: the scan is the same, and slow
            FactLog log(0, index_bytes, resident_bytes);
            std::map<std::pair<std::uint64_t, std::uint64_t>, Expected> expected;
            std::mt19937_64 r(index_bytes + 1);
            std::vector<FactEntry> block;
            for (int i = 0; i < 60000; ++i) {
                const ClassKey k = key_of(r() % 9000);
                const bool value = r() % 3 == 0;
                const unsigned h = unsigned(r() % (i % 11 == 0 ? 300 : 40));
                Expected& e = expected[{k.a, k.b & FactLog::kKeyMask}];
                if (value && r() % 5 != 0 && !e.values.empty()) continue;  // most classes keep one value
                (value ? e.values : e.n).insert(h);
                // an N fact with or without its witness (0..255), mostly the same one for a heap
                int witness = -1;
                if (!value && r() % 2 == 0) {
                    witness = r() % 50 == 0 ? int(r() % 256) : int((k.a ^ h) % 256);
                    e.witnesses[h].insert(witness);
                }
                block.push_back(FactLog::entry(k, value, h, witness));
                if (block.size() == 777) log.add(block.data(), block.size()), block.clear();
            }
            log.add(block.data(), block.size());
            ASSERT_NE(log.finish(), nullptr);
            const FactArchive& a = *log.finish();
            EXPECT_EQ(a.entries() <= log.facts(), true);
            if (resident_bytes == 0) EXPECT_GT(log.peak_disk_bytes(), a.entries() * sizeof(FactEntry));  // the runs and the archive at once
            else EXPECT_GE(log.peak_disk_bytes(), a.entries() * sizeof(FactEntry));  // the runs only: the archive is in memory
            for (std::uint64_t i = 0; i < 9000; ++i) {
                const ClassKey k = key_of(i);
                const auto it = expected.find({k.a, k.b & FactLog::kKeyMask});
                const ClassFacts want = it == expected.end() ? ClassFacts{} : it->second.facts();
                const ClassFacts got = a.find(k);
                ASSERT_EQ(got.value, want.value) << "class " << i << ", index " << index_bytes;
                ASSERT_EQ(got.n_heaps, want.n_heaps) << "class " << i << ", index " << index_bytes;
                for (unsigned h = 0; h < 300; ++h)
                    ASSERT_EQ(a.witness(k, h), it == expected.end() ? -1 : it->second.witness(h)) << "class " << i << ", heap " << h;
            }
            EXPECT_EQ(a.find(ClassKey{12345, 67890}).value, ClassFacts::kUnknown);
            // what is handed over after the merge began is dropped, not half-merged
            const FactEntry late = FactLog::entry(ClassKey{1, 2 << 16}, true, 3);
            log.add(&late, 1);
            EXPECT_EQ(a.find(ClassKey{1, 2 << 16}).value, ClassFacts::kUnknown);
        }
    }
}

TEST(KaylesFactLog, EmptyLogAnswersNothing) {
    for (const std::size_t resident_bytes : {std::size_t(0), std::size_t(1) << 20}) {
        FactLog log(1 << 20, 1 << 20, resident_bytes);
        ASSERT_NE(log.finish(), nullptr);
        const FactArchive& a = *log.finish();
        EXPECT_EQ(a.entries(), 0u);
        EXPECT_EQ(a.find(ClassKey{1, 2}).value, ClassFacts::kUnknown);
        EXPECT_EQ(a.find(ClassKey{1, 2}).n_heaps, 0u);
        EXPECT_EQ(a.witness(ClassKey{1, 2}, 0), -1);
    }
}

// With --choose-plies 0 the walk's choices depend on facts only, so looking them up in the
// archive instead of searching again changes no byte; with the default choice the certificate
// may differ but verifies. A 2 MiB budget makes the cache forget.
RC_GTEST_PROP(KaylesFactLog, SameBytesAsSearchingAgain, ()) {
    const KaylesGraph g = *rc::gen::element(0, 1) == 0 ? random_graph(18) : random_family();
    OutcomeOptions opt;
    opt.small_cells = *rc::gen::element(0, 2, 4);
    opt.zero_cells = *rc::gen::element(0, 20);
    opt.memory = std::size_t(2) << 20;
    opt.threads = unsigned(uniform(1, 2));
    opt.choose_plies = *rc::gen::element(0, 2);
    opt.choose_budget = 16;
    opt.fact_log = false;
    const Pruned again = pruned_choosing(g, opt);
    opt.fact_log = true;
    const Pruned logged = pruned_choosing(g, opt);
    RC_ASSERT(logged.value == again.value);
    if (opt.choose_plies == 0) RC_ASSERT(logged.text == again.text);
    std::istringstream in(logged.text);
    RC_ASSERT(nimcheck::check_certificate(in).verdict == nimcheck::Verdict::Verified);
}

// P(22, 2) in a budget of 2 MiB (a cache of 32,768 entries for about 90 thousand facts): the
// proof pass searches again 12,680 positions without the log and 36 with it (2026-11-28).
TEST(KaylesFactLog, ProofPassSearchesAlmostNothingAgain) {
    const KaylesGraph g = make_family("petersen", {22, 2});
    OutcomeOptions opt;
    opt.memory = std::size_t(2) << 20;
    opt.zero_cells = 0;
    opt.choose_plies = 0;
    opt.fact_log = false;
    const Pruned again = pruned_choosing(g, opt);
    opt.fact_log = true;
    const Pruned logged = pruned_choosing(g, opt);
    EXPECT_EQ(logged.text, again.text);
    EXPECT_GT(again.stats.proof_nodes, 5000u);
    EXPECT_LT(logged.stats.proof_nodes * 20, again.stats.proof_nodes);
    EXPECT_GT(logged.stats.fact_hits, 0u);
    EXPECT_GT(logged.stats.facts_archived, 0u);
    EXPECT_EQ(again.stats.facts_archived, 0u);
}

// A temporary directory that cannot take the log (here: none at all) costs the log, not the
// solve: the search goes on, the proof pass searches again as with --fact-log off, and the
// certificate is the same.
TEST(KaylesFactLog, UnwritableTemporaryDirectoryGivesUpTheLogNotTheSolve) {
    const KaylesGraph g = make_family("petersen", {22, 2});
    OutcomeOptions opt;
    opt.memory = std::size_t(2) << 20;  // runs of 8,192 facts: the first is written during the search
    opt.zero_cells = 0;
    opt.choose_plies = 0;
    std::string said;
    opt.note = [&](const std::string& s) { said += s + "\n"; };
    const char* old = std::getenv("TMPDIR");
    const std::string saved = old ? old : "";
    setenv("TMPDIR", "/nonexistent-nimcert-tmp", 1);
    const Pruned logged = pruned_choosing(g, opt);
    if (old) setenv("TMPDIR", saved.c_str(), 1);
    else unsetenv("TMPDIR");
    opt.fact_log = false;
    const Pruned again = pruned_choosing(g, opt);
    EXPECT_EQ(logged.text, again.text);
    EXPECT_EQ(logged.stats.facts_archived, 0u);
    EXPECT_TRUE(logged.stats.fact_log_given_up);
    EXPECT_FALSE(again.stats.fact_log_given_up);
    EXPECT_GT(logged.stats.proof_nodes, 5000u);  // searched again, as without the log
    EXPECT_NE(said.find("fact log given up"), std::string::npos) << said;
    EXPECT_NE(said.find("/nonexistent-nimcert-tmp"), std::string::npos) << said;
}
