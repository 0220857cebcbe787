// Subtraction games (issue 42): `sub:S` is the octal code whose digit k is 3 for k in S. The
// spelling, its refusals, and the values against the definition G(n) = mex{G(n-k) : k in S, k <= n}.
#include <gtest/gtest.h>

#include <set>
#include <sstream>

#include "census.hpp"
#include "heap_certificate.hpp"
#include "heap_solve.hpp"
#include "nimcheck.hpp"
#include "text_certificate.hpp"

using namespace nimcert;

namespace {

std::vector<Value> by_definition(const std::vector<unsigned>& set, std::size_t count) {
    std::vector<Value> g(count, 0);
    for (std::size_t n = 0; n < count; ++n) {
        std::set<Value> seen;
        for (unsigned k : set)
            if (k <= n) seen.insert(g[n - k]);
        while (seen.count(g[n])) ++g[n];
    }
    return g;
}

}  // namespace

TEST(Subtraction, SpelledAsItsOctalCode) {
    EXPECT_EQ(HeapCode::parse("sub:1,2,4").canonical(), "0.3303");
    EXPECT_EQ(HeapCode::parse("sub:4,1,2").canonical(), "0.3303");  // a set: any order
    EXPECT_EQ(HeapCode::parse("sub:1").canonical(), "0.3");
    EXPECT_EQ(HeapCode::parse("sub:2,3").canonical(), "0.033");
    EXPECT_EQ(HeapCode::parse("sub:64").canonical(), "0." + std::string(63, '0') + "3");
    EXPECT_EQ(HeapCode::parse("sub:1,2,4").max_removal(), 4u);
    EXPECT_EQ(HeapCode::parse("sub:1,2,4").max_heaps_left(), 1u);
    for (const char* bad : {"sub:", "sub:0", "sub:65", "sub:1,,2", "sub:1,", "sub:,1", "sub:1,1", "sub:a", "sub:-1",
                            "sub:1 2", "sub:100"})
        EXPECT_THROW(HeapCode::parse(bad), std::invalid_argument) << bad;
}

TEST(Subtraction, ValuesAreTheDefinitions) {
    const std::vector<std::vector<unsigned>> sets = {{1}, {1, 2}, {1, 2, 4}, {2, 5, 7}, {1, 4, 5}, {3, 8, 9, 20}};
    for (const auto& set : sets) {
        std::string spelled = "sub:";
        for (unsigned k : set) spelled += (spelled.size() > 4 ? "," : "") + std::to_string(k);
        HeapValues hv(HeapCode::parse(spelled));
        SolveControl ctl;
        ctl.progress = false;
        solve_values(hv, 500, ctl);
        const auto want = by_definition(set, 500);
        EXPECT_EQ(std::vector<Value>(hv.values().begin(), hv.values().begin() + 500), want) << spelled;
    }
}

TEST(Subtraction, PeriodOf124IsCertifiedUnderTheCanonicalCode) {
    HeapValues hv(HeapCode::parse("sub:1,2,4"));
    SolveControl ctl;
    ctl.progress = false;
    const auto per = solve_period(hv, 1 << 12, ctl);
    ASSERT_TRUE(per);
    EXPECT_EQ(per->prefix, 0u);
    EXPECT_EQ(per->period, 3u);
    std::ostringstream out;
    TextCertificate cert(out);
    emit_heap_certificate(hv, values_needed(hv.code(), *per), HeapClaim::Period, per, cert);
    EXPECT_NE(out.str().find("game heap 0.3303\n"), std::string::npos);
    std::istringstream in(out.str());
    const auto o = nimcheck::check_certificate(in);
    EXPECT_EQ(o.verdict, nimcheck::Verdict::Verified) << o.text;
}

TEST(Subtraction, CensusOfEverySetWithinOneToN) {
    const auto codes = census_codes("sub:3");
    EXPECT_EQ(codes, (std::vector<std::string>{"0.3", "0.03", "0.33", "0.003", "0.303", "0.033", "0.333"}));
    EXPECT_EQ(census_codes("sub:9").size(), 511u);
    for (const char* bad : {"sub:", "sub:0", "sub:10", "sub:x"}) EXPECT_THROW(census_codes(bad), std::invalid_argument) << bad;
}
