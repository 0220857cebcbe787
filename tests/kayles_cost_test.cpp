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

TEST(KaylesCost, TheNearestUnfinishedAttemptBoundsTheTermsAboveIt) {
    // 3 x 40 was stopped after 4,127 s (2026-11-29); 3 x 28's attempt of 400 s no longer speaks
    // for the terms above 28, which were solved since (29..39, some in seconds)
    const auto c = kayles_cost("A316632", 41, true);
    EXPECT_LT(c.seconds, 0);
    EXPECT_EQ(c.attempt_n, 40);
    const std::string phrase = kayles_cost_phrase("A316632", 40, true);
    EXPECT_NE(phrase.find("not measured; more than 69 min (the outcome proof of n = 40 was stopped unfinished after 69 min"),
              std::string::npos) << phrase;
}

TEST(KaylesCost, BeyondTheLargestMeasuredTermNoBoundIsClaimed) {
    // queens 17: no attempt; the largest measured term is named, without "more than" (a larger
    // term can cost less: 3 x 36 took 12 min, 3 x 35 37)
    const std::string phrase = kayles_cost_phrase("A344227", 17, true);
    EXPECT_NE(phrase.find("not measured; the largest measured term, n = 16, took "), std::string::npos) << phrase;
    EXPECT_EQ(phrase.find("more than"), std::string::npos) << phrase;
}

TEST(KaylesCost, NothingMeasuredSaysSo) {
    EXPECT_EQ(kayles_cost_phrase("A316632", 3, false), "not measured");
}

}  // namespace
