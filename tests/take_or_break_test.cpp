// Take-or-Break (Lasker's) Nim and OEIS A257092: group laws of NSum on large integers
// (RapidCheck), the table against brute force, the first 150 antidiagonals by flat index,
// and tampered certificates.
#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <set>
#include <sstream>

#include "nimcheck.hpp"
#include "sequences.hpp"
#include "take_or_break.hpp"
#include "text_certificate.hpp"

using namespace nimcert;

namespace {

// Reference values by the definition: options of n are every m < n (remove n-m >= 1 tokens)
// and every split a + b = n with a, b >= 1.
std::vector<unsigned> reference_values(unsigned n) {
    std::vector<unsigned> g;
    for (unsigned h = 0; h <= n; ++h) {
        std::set<unsigned> seen;
        for (unsigned m = 0; m < h; ++m) seen.insert(g[m]);
        for (unsigned a = 1; a + a <= h; ++a) seen.insert(g[a] ^ g[h - a]);
        unsigned v = 0;
        while (seen.count(v)) ++v;
        g.push_back(v);
    }
    return g;
}

// NSum(x, y) by definition from reference values: the z with G(x) ^ G(y) ^ G(z) = 0.
unsigned reference_nsum(const std::vector<unsigned>& g, unsigned x, unsigned y) {
    for (unsigned z = 0; z < g.size(); ++z)
        if ((g[x] ^ g[y] ^ g[z]) == 0) return z;
    throw std::runtime_error("reference table too short");
}

const CertifiedArithmetic& solved() {
    static const CertifiedArithmetic c = solve_take_or_break(SolveControl{});
    return c;
}

rc::Gen<BigInt> gen_big() {
    // 0 to 4 random 64-bit limbs: small numbers and numbers far beyond 2^64
    return rc::gen::exec([] {
        const auto limbs = *rc::gen::container<std::vector<std::uint64_t>>(
            static_cast<std::size_t>(*rc::gen::inRange(0, 5)), rc::gen::arbitrary<std::uint64_t>());
        BigInt x = 0;
        for (auto l : limbs) x = (x << 64) + l;
        return x;
    });
}

std::string certificate_text() {
    std::ostringstream out;
    TextCertificate cert(out);
    emit_take_or_break_certificate(solved().hv, solved().per, true, cert);
    return out.str();
}

nimcheck::Outcome check(const std::string& text) {
    std::istringstream in(text);
    return nimcheck::check_certificate(in);
}

}  // namespace

TEST(TakeOrBreak, ValuesMatchReferenceAndClosedForm) {
    const auto ref = reference_values(400);
    for (unsigned n = 0; n <= 400; ++n) EXPECT_EQ(arithmetic_value(solved().hv.values(), solved().per, n), ref[n]) << n;
    EXPECT_EQ(solved().per.prefix, 1u);
    EXPECT_EQ(solved().per.period, 4u);
    EXPECT_EQ(solved().per.saltus, 4u);
}

TEST(TakeOrBreak, NSumTableAgainstBruteForce) {
    const auto g = reference_values(260);
    for (unsigned x = 0; x < 100; ++x)
        for (unsigned y = 0; y < 100; ++y) ASSERT_EQ(flip_nsum(x, y), reference_nsum(g, x, y)) << x << "," << y;
}

TEST(TakeOrBreak, First150AntidiagonalsByFlatIndex) {
    const auto g = reference_values(300);
    std::size_t index = 0;
    for (unsigned d = 0; d < 150; ++d)
        for (unsigned i = 0; i <= d; ++i, ++index) {
            const auto cell = antidiagonal_cell(index);
            ASSERT_EQ(cell.first + cell.second, d);
            const std::vector<std::string> lines = term_lines("A257092", {std::to_string(index)}, SolveControl{});
            if (index < 200 || index % 97 == 0) {  // the full command path on a sample
                ASSERT_EQ(lines[0], std::to_string(reference_nsum(g, i, d - i))) << index;
            }
            ASSERT_EQ(flip_nsum(cell.first, cell.second), reference_nsum(g, i, d - i)) << index;
        }
    EXPECT_EQ(index, 11325u);
}

TEST(TakeOrBreak, PublishedTermsOfA257092) {
    const std::vector<int> oeis = {0, 1, 1, 2, 0, 2, 3, 4, 4, 3, 4, 5, 0, 5, 4, 5, 2, 6, 6, 2, 5, 6, 3, 1, 0, 1, 3, 6,
                                   7, 8, 8, 8, 8, 8, 8, 7, 8, 9, 3, 1, 0, 1, 3, 9, 8, 9, 6, 10, 2, 6, 6, 2, 10, 6, 9};
    for (std::size_t n = 0; n < oeis.size(); ++n) {
        const auto cell = antidiagonal_cell(n);
        EXPECT_EQ(flip_nsum(cell.first, cell.second), oeis[n]) << n;
    }
}

RC_GTEST_PROP(TakeOrBreak, NSumIsAnAbelianGroupOfExponentTwo, ()) {
    const BigInt x = *gen_big(), y = *gen_big(), z = *gen_big();
    RC_ASSERT(flip_nsum(x, 0) == x);                                      // identity
    RC_ASSERT(flip_nsum(x, x) == 0);                                      // self-inverse
    RC_ASSERT(flip_nsum(x, y) == flip_nsum(y, x));                        // commutative
    RC_ASSERT(flip_nsum(flip_nsum(x, y), z) == flip_nsum(x, flip_nsum(y, z)));  // associative
}

RC_GTEST_PROP(TakeOrBreak, NSumMakesASecondPlayerWin, ()) {
    // G(x) xor G(y) xor G(NSum(x,y)) = 0 with G from the certified arithmetic period
    const BigInt x = *gen_big(), y = *gen_big();
    const auto G = [](const BigInt& n) { return arithmetic_value(solved().hv.values(), solved().per, n); };
    RC_ASSERT((G(x) ^ G(y) ^ G(flip_nsum(x, y))) == 0);
}

TEST(TakeOrBreak, CertificateVerifiesAndTamperingIsRejected) {
    const std::string good = certificate_text();
    ASSERT_EQ(check(good).verdict, nimcheck::Verdict::Verified) << check(good).text;
    const auto replace = [&](const std::string& from, const std::string& to) {
        std::string s = good;
        const auto at = s.find(from);
        EXPECT_NE(at, std::string::npos) << from;
        return s.replace(at, from.size(), to);
    };
    // a wrong value, a wrong witness, a wrong claim, a period theorem that does not apply
    for (const std::string& bad : {replace("\n3 4 - 1 2 1+2\n", "\n3 3 - 1 2\n"), replace("\n2 2 1+1 1\n", "\n2 2 1 1\n"),
                                   replace("arithmetic-period 1 4 4", "arithmetic-period 1 4 3"),
                                   replace("arithmetic-period 1 4 4", "arithmetic-period 0 4 4"),
                                   replace("arithmetic-period 1 4 4\nnsum-flip", "period 1 4"),
                                   replace("game take-or-break", "game heap 4.3")}) {
        const auto out = check(bad);
        EXPECT_NE(out.verdict, nimcheck::Verdict::Verified) << bad;
    }
}

TEST(TakeOrBreak, PositionsAndWinningMoves) {
    const auto& c = solved();
    EXPECT_EQ(take_or_break_position(c.hv.values(), c.per, {1, 2, 3, 4, 4, 3, 2, 1})[0], "P");
    const auto split = take_or_break_position(c.hv.values(), c.per, {3, 4});  // 4 ^ 3: split 3 into 1 + 2
    EXPECT_EQ(split[0], "N");
    EXPECT_NE(split[1].find("split heap #1 (3) into 1 + 2"), std::string::npos) << split[1];
    const BigInt big = (BigInt(1) << 200) + 3;
    const auto m = take_or_break_position(c.hv.values(), c.per, {big, 5});
    EXPECT_EQ(m[0], "N");
}
