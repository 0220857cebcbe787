// RapidCheck properties over random heap games (1-3 digits, octal and hexadecimal):
//  * the solver's values equal two naive references;
//  * nimcheck accepts every certificate the solver emits;
//  * a mutation that makes a claim false is rejected (a mutant is accepted only where the
//    independent reference shows its statement is still true).
// The budget is RapidCheck's default (100 cases per property); for a longer campaign see
// tests/README.md.
#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <sstream>

#include "heap_certificate.hpp"
#include "heap_values.hpp"
#include "nimcheck.hpp"
#include "periodicity.hpp"
#include "heap_code_gen.hpp"
#include "heap_sum_property.hpp"
#include "text_lines.hpp"
#include "random_moves.hpp"
#include "reference_games.hpp"
#include "text_certificate.hpp"

using namespace nimcert;

namespace {

using reftest::gen_code;

struct Emitted {
    std::string text;
    std::optional<Periodicity> per;
    std::uint64_t count = 0;
};

Emitted emit(const std::string& code, std::uint64_t max_values) {
    HeapValues hv(HeapCode::parse(code));
    Emitted e;
    hv.extend_to(max_values);
    e.per = find_periodicity(hv.code(), hv.values());
    e.count = e.per ? values_needed(hv.code(), *e.per) : std::min<std::uint64_t>(max_values, 40);
    std::ostringstream out;
    TextCertificate cert(out);
    emit_heap_certificate(hv, e.count, e.per ? HeapClaim::Period : HeapClaim::Values, e.per, cert);
    e.text = out.str();
    return e;
}

nimcheck::Outcome check(const std::string& text) {
    std::istringstream in(text);
    return nimcheck::check_certificate(in);
}

using reftest::join;
using reftest::lines_of;

}  // namespace

RC_GTEST_PROP(HeapProperties, SolverEqualsNaiveMexReference, ()) {
    const std::string code = *gen_code();
    const unsigned n = *rc::gen::inRange(0u, 60u);
    HeapValues hv(HeapCode::parse(code));
    hv.extend_to(n + 1);
    const auto ref = reftest::mex_values(reftest::digits_of(code), n);
    for (unsigned h = 0; h <= n; ++h) RC_ASSERT(hv.values()[h] == ref[h]);
}

RC_GTEST_PROP(HeapProperties, SolverEqualsGameTreeOfSums, ()) {
    // values of whole positions (sums of heaps) by brute force, without the xor rule
    reftest::assert_sum_is_game_tree(*gen_code());
}

RC_GTEST_PROP(HeapProperties, CheckerAcceptsWhatSolverEmits, ()) {
    const std::string code = *gen_code();
    const Emitted e = emit(code, 700);
    const auto out = check(e.text);
    RC_ASSERT(out.verdict == nimcheck::Verdict::Verified);
}

RC_GTEST_PROP(HeapProperties, ChangedValueIsRejected, ()) {
    const std::string code = *gen_code();
    const Emitted e = emit(code, 400);
    auto lines = lines_of(e.text);
    const std::size_t rec = 3 + *rc::gen::inRange<std::size_t>(0, e.count);
    lines[rec] = reftest::with_changed_value(lines[rec]);
    RC_ASSERT(check(join(lines)).verdict != nimcheck::Verdict::Verified);
}

RC_GTEST_PROP(HeapProperties, RedirectedWitnessRejectedUnlessStillAWitness, ()) {
    const std::string code = *gen_code();
    const Emitted e = emit(code, 300);
    auto lines = lines_of(e.text);
    const std::size_t rec = reftest::random_record_with_witness(lines, 3, e.count);
    auto f = reftest::fields(lines[rec]);
    const unsigned h = std::stoul(f[0]);
    const unsigned k = *rc::gen::inRange<unsigned>(0, f.size() - 2);
    // a random move shape: nothing, or 1-3 parts of at most h each
    const std::string move = reftest::random_move_text(h, 3);
    RC_PRE(move != f[k + 2]);
    f[k + 2] = move;
    std::string line = f[0];
    for (std::size_t q = 1; q < f.size(); ++q) line += " " + f[q];
    lines[rec] = line;
    const bool accepted = check(join(lines)).verdict == nimcheck::Verdict::Verified;
    RC_ASSERT(accepted == reftest::move_reaches(code, h, move, k));
}

RC_GTEST_PROP(HeapProperties, ChangedPrefixOrPeriodIsRejected, ()) {
    const std::string code = *gen_code();
    const Emitted e = emit(code, 700);
    RC_PRE(e.per.has_value());
    auto lines = lines_of(e.text);
    const std::size_t at = 3 + e.count;
    RC_ASSERT(reftest::fields(lines[at])[0] == "period");
    const bool change_prefix = *rc::gen::arbitrary<bool>();
    std::uint64_t n0 = e.per->prefix, p = e.per->period;
    if (change_prefix)
        n0 = *rc::gen::distinctFrom(rc::gen::inRange<std::uint64_t>(0, n0 + 5), n0);
    else
        p = *rc::gen::distinctFrom(rc::gen::inRange<std::uint64_t>(1, 2 * p + 3), p);
    lines[at] = "period " + std::to_string(n0) + " " + std::to_string(p);
    // the least prefix and least period are unique, so any other pair is a false claim
    RC_ASSERT(check(join(lines)).verdict != nimcheck::Verdict::Verified);
}

RC_GTEST_PROP(HeapProperties, ChangedGameIsRejectedUnlessClaimsHoldForIt, ()) {
    const std::string code = *gen_code();
    const std::string other = *rc::gen::distinctFrom(gen_code(), code);
    const Emitted e = emit(code, 600);
    auto lines = lines_of(e.text);
    lines[1] = "game heap " + other;
    const bool accepted = check(join(lines)).verdict == nimcheck::Verdict::Verified;
    if (accepted) {
        // then the table must be the other game's true values, witnesses and all, and the
        // period claim (if any) its true least period and prefix
        const auto ref = reftest::mex_values(reftest::digits_of(other), e.count - 1);
        for (std::size_t r = 3; r < 3 + e.count; ++r) {
            const auto f = reftest::fields(lines[r]);
            const unsigned h = std::stoul(f[0]);
            RC_ASSERT(std::stoul(f[1]) == ref[h]);
            for (std::size_t k = 2; k < f.size(); ++k)
                RC_ASSERT(reftest::move_reaches(other, h, f[k], k - 2));
        }
        if (e.per) {
            HeapValues hv(HeapCode::parse(other));
            hv.extend_to(3000);
            const auto per = find_periodicity(hv.code(), hv.values());
            RC_ASSERT(per.has_value());
            RC_ASSERT(per->prefix == e.per->prefix);
            RC_ASSERT(per->period == e.per->period);
        }
    }
}

RC_GTEST_PROP(HeapProperties, TruncationIsNeverVerified, ()) {
    const std::string code = *gen_code();
    const Emitted e = emit(code, 400);
    const std::size_t cut = *rc::gen::inRange<std::size_t>(0, e.text.size());
    RC_ASSERT(check(e.text.substr(0, cut)).verdict == nimcheck::Verdict::Malformed);
}

TEST(HeapCertificates, NaivePeriodFromZeroIsRejectedFor04) {
    // 0.4 has G = 0,0,0,1: the window [0, p + t) = [0, 2) passes for n0 = 0, p = 1, but
    // the exact window is [0, 4) and G(3) != G(2).
    const std::string cert =
        "nimcert-certificate 1\ngame heap 0.4\nvalues 5\n0 0\n1 0\n2 0\n3 1 1+1\n4 1 1+2\nperiod 0 1\nend\n";
    const auto out = check(cert);
    EXPECT_EQ(out.verdict, nimcheck::Verdict::Rejected) << out.text;
    EXPECT_EQ(out.line, 9) << out.text;
}

TEST(HeapCertificates, KnownGamesVerifyWithExpectedStatement) {
    for (const char* code : {"0.07", "0.137", "0.77"}) {
        const Emitted e = emit(code, 2000);
        const auto out = check(e.text);
        ASSERT_EQ(out.verdict, nimcheck::Verdict::Verified) << code << ": " << out.text;
        const std::string expect = "G(n+" + std::to_string(e.per->period) + ") = G(n) for all n >= " +
                                   std::to_string(e.per->prefix);
        EXPECT_NE(out.text.find(expect), std::string::npos) << out.text;
    }
}
