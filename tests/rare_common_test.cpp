// The rare/common (sparse-space) method computes exactly the values of the naive mex method:
//  * RapidCheck: random codes, a forced mask and an early start (so the method runs on small
//    tables, sparse or not), with and without an early fallback to naive; both the method's
//    values and, for small tables, the plain reference recursion agree;
//  * the published sparse-space games, where the mask is detected as in `nimcert`;
//  * the mask detection itself on games with and without a sparse structure.
#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include "heap_code_gen.hpp"
#include "heap_values.hpp"
#include "parity_mask.hpp"
#include "reference_games.hpp"

using namespace nimcert;

namespace {

std::vector<Value> naive_values(const std::string& code, std::uint64_t n) {
    HeapValues hv(HeapCode::parse(code));
    hv.set_method(ValueMethod::Naive);
    hv.extend_to(n);
    return hv.values();
}

std::vector<Value> rare_common_values(const std::string& code, std::uint64_t n, RareCommonOptions o,
                                      std::string* report = nullptr) {
    HeapValues hv(HeapCode::parse(code));
    hv.set_method(ValueMethod::RareCommon, o);
    hv.extend_to(n);
    if (report) *report = hv.method_report();
    return hv.values();
}

}  // namespace

RC_GTEST_PROP(RareCommon, EqualsNaiveForAnyForcedMask, ()) {
    const std::string code = *reftest::gen_code();
    RareCommonOptions o;
    o.mask = *rc::gen::inRange<Value>(1, 64);
    o.start = *rc::gen::inRange<std::uint64_t>(1, 40);
    o.slack = *rc::gen::element<std::uint64_t>(0, 1, 30);  // 1: falls back to naive almost at once
    const std::uint64_t n = 300;
    std::string report;
    const auto fast = rare_common_values(code, n, o, &report);
    RC_ASSERT(fast == naive_values(code, n));
    RC_TAG(report.substr(0, report.find(' ')));
    // and both equal the textbook recursion written without the solver's move code
    const auto ref = reftest::mex_values(reftest::digits_of(code), 80);
    for (std::size_t h = 0; h < ref.size(); ++h) RC_ASSERT(fast[h] == ref[h]);
}

// Before a mask is detected (8192 heaps at least) the method runs under a provisional mask from
// kProvisionalStart heaps on wherever some mask leaves at most a quarter of the heaps rare,
// picked again at every power of two: values as the naive method's, for any code.
RC_GTEST_PROP(RareCommon, ProvisionalMaskGivesTheNaiveValues, ()) {
    const std::string code = *rc::gen::oneOf(reftest::gen_code(), reftest::gen_unequal_code());
    const std::uint64_t n = *rc::gen::inRange<std::uint64_t>(kProvisionalStart, 3 * kProvisionalStart);
    HeapValues hv(HeapCode::parse(code));
    if (hv.code().max_heaps_left() > 2) {  // never under a mask (and naive values cost O(n^3))
        RC_TAG("three heaps");
        return;
    }
    hv.extend_to(n);
    RC_TAG(hv.provisional_mask() != 0 ? "provisional mask" : "naive");
    RC_ASSERT(hv.values() == naive_values(code, n));
}

TEST(RareCommon, ProvisionalMaskRunsWhereDetectionComesLate) {
    // 0.127's mask is detected only at 32,768 heaps; before, mask 31 leaves 18 % of them rare
    HeapValues hv(HeapCode::parse("0.127"));
    hv.extend_to(5000);
    EXPECT_EQ(hv.provisional_mask(), 31u);
    EXPECT_FALSE(hv.rare_common_active());
    EXPECT_EQ(hv.method_report(), "naive");  // the reports name detected masks only
    EXPECT_EQ(hv.values(), naive_values("0.127", 5000));
    // Dawson's Kayles has no mask leaving a quarter of its heaps rare
    HeapValues dk(HeapCode::parse("0.07"));
    dk.extend_to(5000);
    EXPECT_EQ(dk.provisional_mask(), 0u);
}

TEST(RareCommon, ResumingRebuildsTheSameState) {
    // adopt() (a checkpoint resume) in the middle of a rare/common run gives the same values
    const std::string code = "0.354";
    const std::uint64_t n = 20000;
    const auto all = naive_values(code, n);
    HeapValues hv(HeapCode::parse(code));
    hv.adopt(std::vector<Value>(all.begin(), all.begin() + 12345));
    hv.extend_to(n);
    EXPECT_EQ(hv.values(), all);
    EXPECT_NE(hv.method_report(), "naive");
}

// adopt() replays the method's decisions (mask start, give-up) over the adopted values: the
// state equals that of a run that computed them, before and after extending further. Before
// issue 25 a resumed run was "naive" until it computed a value, so `period` with a checkpoint
// past 2^17 values stopped instead of going on to 2^25.
RC_GTEST_PROP(RareCommon, AdoptReplaysTheMethodsDecisions, ()) {
    const std::string code = *reftest::gen_code();
    RareCommonOptions o;
    o.mask = *rc::gen::inRange<Value>(1, 64);
    o.start = *rc::gen::inRange<std::uint64_t>(1, 40);
    o.slack = *rc::gen::element<std::uint64_t>(0, 1, 30);
    const std::uint64_t k = *rc::gen::inRange<std::uint64_t>(0, 200), n = 300;
    HeapValues run(HeapCode::parse(code)), resumed(HeapCode::parse(code));
    run.set_method(ValueMethod::RareCommon, o);
    resumed.set_method(ValueMethod::RareCommon, o);
    run.extend_to(k);
    resumed.adopt(run.values());
    RC_ASSERT(resumed.method_report() == run.method_report());
    RC_ASSERT(resumed.rare_common_active() == run.rare_common_active());
    run.extend_to(n);
    resumed.extend_to(n);
    RC_ASSERT(resumed.values() == run.values());
    RC_ASSERT(resumed.method_report() == run.method_report());
}

TEST(RareCommon, AdoptDetectsTheMaskWithoutComputing) {
    HeapValues run(HeapCode::parse("0.16")), resumed(HeapCode::parse("0.16"));
    run.extend_to(40000);
    resumed.adopt(run.values());
    EXPECT_TRUE(resumed.rare_common_active());
    EXPECT_EQ(resumed.method_report(), run.method_report());  // "rare/common mask 30 from 8192 (...)"
}

// Games solved by the method in the literature; the default options detect the mask at 8192
// (0.127 at 32768) and the method computes the rest. Each table is compared with naive.
TEST(RareCommon, PublishedSparseSpaceGamesEqualNaive) {
    struct Case {
        const char* code;
        std::uint64_t n;
    };
    for (const Case c : {Case{"0.354", 24000}, Case{"0.376", 24000}, Case{"0.356", 24000}, Case{"0.165", 24000},
                         Case{"0.56", 24000}, Case{"0.16", 24000}, Case{"0.127", 40000}}) {
        std::string report;
        const auto fast = rare_common_values(c.code, c.n, {}, &report);
        EXPECT_EQ(fast, naive_values(c.code, c.n)) << c.code;
        EXPECT_EQ(report.rfind("rare/common mask ", 0), 0u) << c.code << ": " << report;
    }
}

TEST(ParityMask, DetectedOnlyWhereTheEvenClassIsRare) {
    const auto g354 = naive_values("0.354", 8192);
    EXPECT_EQ(detect_parity_mask(HeapCode::parse("0.354"), g354, 8192), std::optional<Value>(63));
    // Dawson's Kayles has 5 zeros (always even) per period 34: more than 1/16 of the heaps
    const auto g07 = naive_values("0.07", 8192);
    EXPECT_FALSE(detect_parity_mask(HeapCode::parse("0.07"), g07, 8192).has_value());
    // Kayles' period 4,1,2,8,1,4,7,2,1,8,2,7 is odd under mask 15 (no even heap after 71):
    // a sparse-space game in the trivial sense
    const auto g77 = naive_values("0.77", 8192);
    EXPECT_TRUE(detect_parity_mask(HeapCode::parse("0.77"), g77, 8192).has_value());
    // three-heap codes never get a mask (the parity lemma is for two heaps), whatever the values
    EXPECT_FALSE(detect_parity_mask(HeapCode::parse("0.f"), g354, 8192).has_value());
    // below the first sample there is no mask at all
    EXPECT_FALSE(detect_parity_mask(HeapCode::parse("0.354"), g354, 8191).has_value());
}
