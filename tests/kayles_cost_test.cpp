// What `term`, `bfile`, `latex` and `plot` say a Node-Kayles term would cost before a long solve
// (solver/kayles_cost.cpp): a measured solve, a bound from an attempt that did not finish, or
// the largest measured term. The wording is checked because users decide from it whether to
// start a solve of hours.
#include <gtest/gtest.h>

#include <string>

#include "kayles_cost.hpp"

namespace {

using nimcert::kayles_cost;
using nimcert::kayles_cost_phrase;

TEST(KaylesCost, MeasuredTermsGiveTheirMeasurement) {
    const auto c = kayles_cost("A316632", 39, true);
    EXPECT_EQ(c.seconds, 1737);
    EXPECT_NE(kayles_cost_phrase("A316632", 39, true).find("measured: 29 min and 3.6 GB"), std::string::npos);
}

TEST(KaylesCost, AnUnfinishedAttemptBoundsItsOwnTerm) {
    // 3 x 28's outcome proof was stopped after 400 s and no term at or below 28 was solved since
    const auto c = kayles_cost("A316632", 28, true);
    EXPECT_LT(c.seconds, 0);
    EXPECT_EQ(c.attempt_n, 28);
    EXPECT_NE(kayles_cost_phrase("A316632", 28, true).find("more than 7 min"), std::string::npos);
}

TEST(KaylesCost, ALaterSolveOutweighsAnEarlierUnfinishedAttempt) {
    // Terms 29..39 were solved after the attempt at 28 (some in seconds): no lower bound of
    // 7 min is claimed beyond them, only the largest measured term, without "more than".
    const auto c = kayles_cost("A316632", 1000, true);
    EXPECT_LT(c.seconds, 0);
    EXPECT_LT(c.at_least, 0);
    const std::string phrase = kayles_cost_phrase("A316632", 1000, true);
    EXPECT_NE(phrase.find("not measured; the largest measured term, n = "), std::string::npos) << phrase;
    EXPECT_EQ(phrase.find("more than"), std::string::npos) << phrase;
    EXPECT_EQ(phrase.find("unfinished"), std::string::npos) << phrase;
}

TEST(KaylesCost, NothingMeasuredSaysSo) {
    EXPECT_EQ(kayles_cost_phrase("A316632", 3, false), "not measured");
}

}  // namespace
