// Unit tests of the solver: codes, values, periods and zero sets against published values.
#include <gtest/gtest.h>

#include <sstream>

#include "heap_code.hpp"
#include "heap_values.hpp"
#include "periodicity.hpp"
#include "sha256.hpp"
#include "zero_set.hpp"

using namespace nimcert;

TEST(HeapCode, ParsesUsualSpellingsToCanonical) {
    EXPECT_EQ(HeapCode::parse(".07").canonical(), "0.07");
    EXPECT_EQ(HeapCode::parse("0.137").canonical(), "0.137");
    EXPECT_EQ(HeapCode::parse("4.3").canonical(), "4.3");
    EXPECT_EQ(HeapCode::parse(".070").canonical(), "0.07");
    EXPECT_EQ(HeapCode::parse("0.F").canonical(), "0.f");
    EXPECT_EQ(HeapCode::parse(".0").canonical(), "0.0");
    EXPECT_EQ(HeapCode::parse("4.00").canonical(), "4.0");
    // the forms people write for d0 alone (split a heap in two) and for d1 alone
    EXPECT_EQ(HeapCode::parse("4").canonical(), "4.0");
    EXPECT_EQ(HeapCode::parse("4.").canonical(), "4.0");
    EXPECT_EQ(HeapCode::parse("C").canonical(), "c.0");
    EXPECT_EQ(HeapCode::parse("0.4").canonical(), "0.4");
    EXPECT_EQ(HeapCode::parse(".4").canonical(), "0.4");
}

TEST(HeapCode, RejectsMalformedCodes) {
    for (const char* bad : {"", "07", ".", "1", "7", "1.", "g", "1.07", "2.3", "3.1", "44.3", ".0g", "-.07", ". 07", "0.07 "})
        EXPECT_THROW(HeapCode::parse(bad), std::invalid_argument) << bad;
}

TEST(HeapCode, DerivedRemovalAndHeapCounts) {
    const auto c = HeapCode::parse("0.137");
    EXPECT_EQ(c.max_removal(), 3u);
    EXPECT_EQ(c.max_heaps_left(), 2u);
    EXPECT_EQ(HeapCode::parse("0.33").max_heaps_left(), 1u);
    EXPECT_EQ(HeapCode::parse("0.f").max_heaps_left(), 3u);
    EXPECT_EQ(HeapCode::parse("8.0").max_removal(), 0u);
}

namespace {
std::vector<Value> values_of(const char* code, std::uint64_t n) {
    HeapValues hv(HeapCode::parse(code));
    hv.extend_to(n);
    return hv.values();
}
}  // namespace

TEST(HeapValues, DawsonsChessMatchesA002187) {
    // A002187, the first terms as published
    const std::vector<Value> oeis = {0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3,
                                     0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 2, 7, 4, 0, 1, 1, 2, 0, 3};
    EXPECT_EQ(values_of("0.137", oeis.size()), oeis);
}

TEST(HeapValues, DawsonsKaylesIsDawsonsChessShifted) {
    const auto k = values_of("0.07", 300), c = values_of("0.137", 299);
    for (std::size_t n = 1; n < k.size(); ++n) EXPECT_EQ(k[n], c[n - 1]) << n;
}

TEST(HeapValues, WitnessesReachEveryLowerValue) {
    HeapValues hv(HeapCode::parse("0.77"));
    hv.extend_to(100);
    for (std::uint64_t h = 0; h < 100; ++h) EXPECT_EQ(hv.witnesses(h).size(), hv.values()[h]);
    EXPECT_EQ(format_move(hv.witnesses(2)[0]), "-");  // remove both tokens
}

TEST(Periodicity, KnownOctalGames) {
    struct Known { const char* code; std::uint64_t prefix, period; };
    for (const Known& k : {Known{"0.07", 53, 34}, Known{"0.137", 52, 34}, Known{"0.77", 71, 12},
                           Known{"0.33", 0, 3}, Known{"0.3", 0, 2}}) {
        const auto g = values_of(k.code, 2000);
        const auto per = find_periodicity(HeapCode::parse(k.code), g);
        ASSERT_TRUE(per.has_value()) << k.code;
        EXPECT_EQ(per->prefix, k.prefix) << k.code;
        EXPECT_EQ(per->period, k.period) << k.code;
    }
}

TEST(Periodicity, WindowUsesMaxOfPrefixAndOne) {
    // 0.4: t = 1, j = 2. With n0 = 0, p = 1 the window is [0, 2*1 + 1 + 1) = [0, 4).
    EXPECT_EQ(window_end(HeapCode::parse("0.4"), Periodicity{0, 1}), 4u);
    EXPECT_EQ(window_end(HeapCode::parse("0.07"), Periodicity{53, 34}), 2u * 53 + 34 + 2);
    EXPECT_EQ(window_end(HeapCode::parse("0.f"), Periodicity{5, 2}), 3u * 5 + 2 * 2 + 1);
    // 0.4's values 0,0,0,1 do not prove period 1 from 0
    const auto per = find_periodicity(HeapCode::parse("0.4"), values_of("0.4", 8));
    EXPECT_FALSE(per.has_value());
}

TEST(Periodicity, NoPeriodFromTooFewValues) {
    EXPECT_FALSE(find_periodicity(HeapCode::parse("0.07"), values_of("0.07", 150)).has_value());
}

TEST(ZeroSet, DominoCoveringZerosMatchA215721) {
    const auto g = values_of("0.07", 400);
    const auto per = find_periodicity(HeapCode::parse("0.07"), g);
    ASSERT_TRUE(per);
    const ZeroSet z = zero_set(g, *per);
    // A215721 as published (offset 1)
    const std::vector<int> oeis = {0, 1, 5, 9, 15, 21, 25, 29, 35, 39, 43, 55, 59, 63, 73, 77, 89, 93, 97,
                                   107, 111, 123, 127, 131, 141, 145, 157, 161, 165, 175, 179, 191, 195,
                                   199, 209, 213, 225, 229, 233};
    for (std::size_t i = 0; i < oeis.size(); ++i) EXPECT_EQ(z.nth(i + 1), oeis[i]) << i + 1;
    // and against the table itself, everywhere it reaches
    std::vector<std::uint64_t> zeros;
    for (std::uint64_t n = 0; n < g.size(); ++n)
        if (g[n] == 0) zeros.push_back(n);
    for (std::size_t i = 0; i < zeros.size(); ++i) EXPECT_EQ(z.nth(i + 1), zeros[i]);

    const auto rec = zero_recurrence(z);
    EXPECT_EQ(rec.from, 15u);
    EXPECT_EQ(rec.shift, 5u);
    EXPECT_EQ(rec.step, 34u);

    // OEIS g.f.: x^2*(6x^13 - 2x^12 + 8x^10 - 2x^9 - 2x^8 + 2x^7 + 3x^5 + 6x^4 + 6x^3 + 4x^2 + 4x + 1)
    //            / ((x-1)^2 (x^4+x^3+x^2+x+1))
    const auto gf = zero_generating_function(z);
    const std::vector<int> num = {0, 0, 1, 4, 4, 6, 6, 3, 0, 2, -2, -2, 8, 0, -2, 6};
    const std::vector<int> den = {1, -1, 0, 0, 0, -1, 1};  // (x-1)^2 (x^4+...+1) expanded
    ASSERT_EQ(gf.numerator.size(), num.size());
    for (std::size_t k = 0; k < num.size(); ++k) EXPECT_EQ(gf.numerator[k], num[k]);
    ASSERT_EQ(gf.denominator.size(), den.size());
    for (std::size_t k = 0; k < den.size(); ++k) EXPECT_EQ(gf.denominator[k], den[k]);
}

TEST(ZeroSet, HugeIndex) {
    const auto g = values_of("0.07", 400);
    const ZeroSet z = zero_set(g, *find_periodicity(HeapCode::parse("0.07"), g));
    const BigInt i("1" + std::string(999, '0'));  // 10^999
    const BigInt a = z.nth(i);
    // a(i) = a(i - 5k) + 34k
    EXPECT_EQ(z.nth(i + 5 * 1000), a + 34 * 1000);
    EXPECT_EQ(a % 34, z.nth(i - 5) % 34);
}

TEST(Sha256, KnownVectors) {
    EXPECT_EQ(sha256_hex(""), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    EXPECT_EQ(sha256_hex("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    EXPECT_EQ(sha256_hex(std::string(1000000, 'a')),
              "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
}
