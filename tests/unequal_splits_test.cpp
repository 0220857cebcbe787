// Unequal splits (a 'u' after a digit: its two-heap splits must leave heaps of different sizes)
// and Grundy's game (`grundy` = 4u.0), solver and checker:
//  * parsing: accepted spellings, canonical form, clear refusals of malformed codes;
//  * RapidCheck on random codes with unequal splits: the solver (naive, and rare/common under
//    any forced mask) equals the reference recursion and the brute-force game tree of sums,
//    both written without the solver's move code (tests/reference_games.hpp);
//  * the checker accepts what the solver emits (plain and under a parity mask), and rejects a
//    changed value, an equal split used as a witness, a redirected witness unless the reference
//    says it still is one, and any period claim (no periodicity theorem covers unequal splits);
//  * Grundy's game: OEIS A002188's first terms, and the mask the solver detects.
#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <sstream>
#include <stdexcept>

#include "heap_certificate.hpp"
#include "heap_code_gen.hpp"
#include "heap_sum_property.hpp"
#include "heap_values.hpp"
#include "nimcheck.hpp"
#include "parity_mask.hpp"
#include "periodicity.hpp"
#include "random_moves.hpp"
#include "reference_games.hpp"
#include "text_certificate.hpp"
#include "text_lines.hpp"

using namespace nimcert;

namespace {

using reftest::gen_unequal_code;

std::string emit(const std::string& code, std::uint64_t n, std::optional<Value> mask = std::nullopt,
                 ValueMethod method = ValueMethod::RareCommon) {
    HeapValues hv(HeapCode::parse(code));
    hv.set_method(method);
    hv.extend_to(n);
    std::ostringstream out;
    TextCertificate cert(out);
    emit_heap_certificate(hv, n, HeapClaim::Values, std::nullopt, cert, mask);
    return out.str();
}

nimcheck::Outcome check(const std::string& text) {
    std::istringstream in(text);
    return nimcheck::check_certificate(in);
}

bool two_heap(const std::string& c) { return HeapCode::parse(c).max_heaps_left() <= 2; }

// Index of the first record line (after the header, game, optional parity-mask, values lines).
std::size_t first_record(const std::vector<std::string>& lines) { return lines[2].rfind("parity-mask", 0) == 0 ? 4 : 3; }

}  // namespace

TEST(UnequalSplits, ParsesSpellingsAndCanonicalises) {
    EXPECT_EQ(HeapCode::parse("grundy").canonical(), "4u.0");
    EXPECT_EQ(HeapCode::parse("4u").canonical(), "4u.0");
    EXPECT_EQ(HeapCode::parse("4U.").canonical(), "4u.0");
    EXPECT_EQ(HeapCode::parse(".4u").canonical(), "0.4u");
    EXPECT_EQ(HeapCode::parse("0.74u0").canonical(), "0.74u");
    EXPECT_EQ(HeapCode::parse("cu.6u").canonical(), "cu.6u");
    EXPECT_TRUE(HeapCode::parse("grundy").unequal(0));
    EXPECT_TRUE(HeapCode::parse("grundy").has_unequal());
    EXPECT_FALSE(HeapCode::parse("0.74u").unequal(1));
    EXPECT_TRUE(HeapCode::parse("0.74u").unequal(2));
    EXPECT_FALSE(HeapCode::parse("0.74").has_unequal());
    EXPECT_EQ(HeapCode::parse("4u.0").max_heaps_left(), 2u);
}

TEST(UnequalSplits, RefusesMalformedCodesWithAReason) {
    for (const char* bad : {"3u", "0.u", "grundyx", "4uu", "0.3u", "4.u0", "u", "u4", ".u", "0u.4", "0.4u.4", "grundy4"}) {
        try {
            HeapCode::parse(bad);
            ADD_FAILURE() << bad << " was accepted";
        } catch (const std::invalid_argument& e) {
            EXPECT_NE(std::string(e.what()).find(std::string("'") + bad + "'"), std::string::npos) << e.what();
        }
    }
}

TEST(UnequalSplits, GrundysGameFirstTerms) {
    // OEIS A002188, n = 0..30 (also the acceptance line)
    const std::vector<Value> a002188 = {0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1,
                                        3, 2, 4, 3, 0, 4, 3, 0, 4, 3, 0, 4, 1, 2, 3};
    HeapValues hv(HeapCode::parse("grundy"));
    hv.extend_to(a002188.size());
    EXPECT_EQ(hv.values(), a002188);
    // and the plain reference agrees (it knows nothing of the solver)
    const auto ref = reftest::mex_values(reftest::digits_of("4u.0"), 30);
    EXPECT_EQ(std::vector<Value>(ref.begin(), ref.end()), a002188);
}

TEST(UnequalSplits, GrundysGameIsSparseSpaceUnderMask254) {
    // the public octal solver reports rare mask fe from 2^14 on; the solver's detection finds it
    HeapValues hv(HeapCode::parse("grundy"));
    hv.extend_to(40000);
    EXPECT_EQ(detect_parity_mask(hv.code(), hv.values(), 40000), std::optional<Value>(254));
    EXPECT_TRUE(hv.rare_common_active()) << hv.method_report();
    HeapValues naive(HeapCode::parse("grundy"));
    naive.set_method(ValueMethod::Naive);
    naive.extend_to(40000);
    EXPECT_EQ(hv.values(), naive.values());
}

TEST(UnequalSplits, NoPeriodIsSearchedForOrAccepted) {
    HeapValues hv(HeapCode::parse("0.4u"));
    hv.extend_to(3000);
    EXPECT_FALSE(find_periodicity(hv.code(), hv.values()).has_value());
    // a true eventual period of the table would still not be a theorem: the checker refuses it
    const std::string cert = "nimcert-certificate 1\ngame heap 4u.0\nvalues 3\n0 0\n1 0\n2 0\nperiod 0 1\nend\n";
    const auto out = check(cert);
    EXPECT_EQ(out.verdict, nimcheck::Verdict::Rejected) << out.text;
    EXPECT_EQ(out.line, 7) << out.text;
    EXPECT_NE(out.text.find("unequal splits"), std::string::npos) << out.text;
}

TEST(UnequalSplits, EqualSplitWitnessIsRejected) {
    // Under 4u.0 the move 2+2 from a heap of 4 is illegal; a forged record claiming G(4) = 1 with
    // it as the witness of 0 (G(2) xor G(2) = 0) must be rejected, naming the rule.
    const std::string cert = "nimcert-certificate 1\ngame heap 4u.0\nvalues 5\n0 0\n1 0\n2 0\n3 1 1+2\n4 1 2+2\nend\n";
    const auto out = check(cert);
    EXPECT_EQ(out.verdict, nimcheck::Verdict::Rejected) << out.text;
    EXPECT_EQ(out.line, 8) << out.text;
    EXPECT_NE(out.text.find("only unequal splits"), std::string::npos) << out.text;
    // with the true value G(4) = 0 the same table verifies
    std::string fixed = cert;
    fixed.replace(fixed.find("4 1 2+2"), 7, "4 0");
    EXPECT_EQ(check(fixed).verdict, nimcheck::Verdict::Verified) << check(fixed).text;
}

TEST(UnequalSplits, CheckerRefusesMalformedCodes) {
    for (const char* code : {"4uu.0", "0u.4", "0.3u", "4.u0", "0.4u0", "4u", "u.4", "44.0", "4u4.0"}) {
        const std::string cert = std::string("nimcert-certificate 1\ngame heap ") + code + "\nvalues 1\n0 0\nend\n";
        const auto out = check(cert);
        EXPECT_EQ(out.verdict, nimcheck::Verdict::Malformed) << code << ": " << out.text;
        EXPECT_EQ(out.line, 2) << code << ": " << out.text;
    }
}

RC_GTEST_PROP(UnequalSplits, SolverEqualsNaiveMexReference, ()) {
    const std::string code = *gen_unequal_code();
    const unsigned n = *rc::gen::inRange(0u, 70u);
    HeapValues hv(HeapCode::parse(code));
    hv.set_method(ValueMethod::Naive);
    hv.extend_to(n + 1);
    const auto ref = reftest::mex_values(reftest::digits_of(code), n);
    for (unsigned h = 0; h <= n; ++h) RC_ASSERT(hv.values()[h] == ref[h]);
}

RC_GTEST_PROP(UnequalSplits, RareCommonEqualsReferenceForAnyForcedMask, ()) {
    const std::string code = *rc::gen::suchThat(gen_unequal_code(), two_heap);
    RareCommonOptions o;
    o.mask = *rc::gen::inRange<Value>(1, 64);
    o.start = *rc::gen::inRange<std::uint64_t>(1, 40);
    o.slack = *rc::gen::element<std::uint64_t>(0, 1, 30);
    HeapValues fast(HeapCode::parse(code)), naive(HeapCode::parse(code));
    fast.set_method(ValueMethod::RareCommon, o);
    naive.set_method(ValueMethod::Naive);
    fast.extend_to(300);
    naive.extend_to(300);
    RC_ASSERT(fast.values() == naive.values());
    const auto ref = reftest::mex_values(reftest::digits_of(code), 80);
    for (std::size_t h = 0; h < ref.size(); ++h) RC_ASSERT(fast.values()[h] == ref[h]);
}

RC_GTEST_PROP(UnequalSplits, SolverEqualsGameTreeOfSums, ()) { reftest::assert_sum_is_game_tree(*gen_unequal_code()); }

RC_GTEST_PROP(UnequalSplits, CheckerAcceptsWhatSolverEmits, ()) {
    const std::string code = *gen_unequal_code();
    const auto out = check(emit(code, *rc::gen::inRange<std::uint64_t>(1, 500)));
    RC_ASSERT(out.verdict == nimcheck::Verdict::Verified);
}

RC_GTEST_PROP(UnequalSplits, CheckerAcceptsWhatSolverEmitsUnderAMask, ()) {
    const std::string code = *rc::gen::suchThat(gen_unequal_code(), two_heap);
    const Value mask = *rc::gen::inRange<Value>(1, 256);
    const std::string text = emit(code, 500, mask);
    RC_ASSERT(reftest::lines_of(text)[2] == "parity-mask " + std::to_string(mask));
    // the bytes do not depend on the method that computed the values
    RC_ASSERT(text == emit(code, 500, mask, ValueMethod::Naive));
    RC_ASSERT(check(text).verdict == nimcheck::Verdict::Verified);
}

RC_GTEST_PROP(UnequalSplits, ChangedValueIsNeverVerified, ()) {
    const std::string code = *gen_unequal_code();
    const bool masked = two_heap(code) && *rc::gen::arbitrary<bool>();
    const std::uint64_t n = 300;
    auto lines = reftest::lines_of(emit(code, n, masked ? std::optional<Value>(*rc::gen::inRange<Value>(1, 64)) : std::nullopt));
    const std::size_t rec = first_record(lines) + *rc::gen::inRange<std::size_t>(0, n);
    lines[rec] = reftest::with_changed_value(lines[rec]);
    RC_ASSERT(check(reftest::join(lines)).verdict != nimcheck::Verdict::Verified);
}

RC_GTEST_PROP(UnequalSplits, RedirectedWitnessRejectedUnlessStillAWitness, ()) {
    const std::string code = *gen_unequal_code();
    auto lines = reftest::lines_of(emit(code, 200));
    const std::size_t rec = reftest::random_record_with_witness(lines, 3, 200);
    auto f = reftest::fields(lines[rec]);
    const unsigned h = std::stoul(f[0]);
    const unsigned k = *rc::gen::inRange<unsigned>(0, f.size() - 2);
    // a random move, or (often) an equal split a+a of the heap's remainder, the move 'u' forbids
    std::string move = reftest::random_move_text(h, 3);
    if (*rc::gen::arbitrary<bool>() && h >= 2) {
        const unsigned a = *rc::gen::inRange(1u, h / 2 + 1);
        move = std::to_string(a) + "+" + std::to_string(a);
    }
    RC_PRE(move != f[k + 2]);
    f[k + 2] = move;
    std::string line = f[0];
    for (std::size_t q = 1; q < f.size(); ++q) line += " " + f[q];
    lines[rec] = line;
    const bool accepted = check(reftest::join(lines)).verdict == nimcheck::Verdict::Verified;
    RC_ASSERT(accepted == reftest::move_reaches(code, h, move, k));
}

RC_GTEST_PROP(UnequalSplits, DroppingOrAddingUIsRejectedUnlessTheTableStillHolds, ()) {
    // the same table under the code with or without one 'u': accepted only if the reference
    // says every value and witness is right for that game too
    const std::string code = *gen_unequal_code();
    std::string other = code;
    other.erase(other.find('u'), 1);
    const bool forward = *rc::gen::arbitrary<bool>();
    const std::string from = forward ? code : other, to = forward ? other : code;
    const std::uint64_t n = 60;
    auto lines = reftest::lines_of(emit(from, n));
    lines[1] = "game heap " + to;
    const bool accepted = check(reftest::join(lines)).verdict == nimcheck::Verdict::Verified;
    const auto ref = reftest::mex_values(reftest::digits_of(to), n - 1);
    bool holds = true;
    for (std::size_t r = 3; r < 3 + n && holds; ++r) {
        const auto f = reftest::fields(lines[r]);
        const unsigned h = std::stoul(f[0]);
        holds = std::stoul(f[1]) == ref[h];
        for (std::size_t k = 2; k < f.size() && holds; ++k) holds = reftest::move_reaches(to, h, f[k], k - 2);
    }
    RC_ASSERT(accepted == holds);
    RC_TAG(holds ? "still holds" : "false");
}
