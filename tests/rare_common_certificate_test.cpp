// Certificates under a parity mask (certs/FORMAT.md, "Records under a parity mask") and the
// checker's rare/common fast path (proofs/rare-common.md):
//  * the checker accepts what the solver emits under any mask, for random two-heap codes;
//  * a false value is never verified; in particular a common (odd) value claimed below the
//    true one, with every even witness still valid, is caught by the parity-based absence test,
//    and a rare (even) one by the full enumeration;
//  * a redirected even witness is accepted only if the naive reference says it still reaches
//    its value;
//  * masks the theorem does not cover (three-heap codes, mask 0) are refused;
//  * the solver writes the same bytes whichever method computed the values.
#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <sstream>

#include "heap_certificate.hpp"
#include "heap_code_gen.hpp"
#include "heap_values.hpp"
#include "nimcheck.hpp"
#include "periodicity.hpp"
#include "random_moves.hpp"
#include "reference_games.hpp"
#include "text_certificate.hpp"
#include "text_lines.hpp"

using namespace nimcert;

namespace {

constexpr std::size_t kFirstRecord = 4;  // header, game, parity-mask, values

bool odd(unsigned x, unsigned mask) { return (__builtin_popcount(x & mask) & 1) != 0; }

// A random code whose moves leave at most two heaps (the parity lemma's hypothesis).
rc::Gen<std::string> gen_two_heap_code() {
    return rc::gen::suchThat(reftest::gen_code(), [](const std::string& c) {
        const auto code = HeapCode::parse(c);
        return !code.unbounded() && code.max_heaps_left() <= 2;
    });
}

struct Emitted {
    std::string text;
    std::uint64_t count = 0;
    std::optional<Periodicity> per;
};

// Under `mask`, or under the mask the solver detects itself (nullopt).
// Version 1 (witnesses of the even values) unless `version` is 2 (no witnesses).
Emitted emit_masked(const std::string& code, std::uint64_t n, std::optional<Value> mask,
                    ValueMethod method = ValueMethod::RareCommon, unsigned version = 1) {
    HeapValues hv(HeapCode::parse(code));
    hv.set_method(method);
    hv.extend_to(n);
    Emitted e;
    e.per = find_periodicity(hv.code(), hv.values());
    e.count = e.per ? values_needed(hv.code(), *e.per) : n;
    std::ostringstream out;
    TextCertificate cert(out);
    emit_heap_certificate(hv, e.count, e.per ? HeapClaim::Period : HeapClaim::Values, e.per, cert, mask, version);
    e.text = out.str();
    return e;
}

nimcheck::Outcome check(const std::string& text) {
    std::istringstream in(text);
    return nimcheck::check_certificate(in);
}

// The certificate `lines` with record `rec` replaced by the fields f: rejected, on that line.
void expect_rejected_on_its_line(std::vector<std::string> lines, std::size_t rec, const std::vector<std::string>& f) {
    lines[rec] = reftest::join_fields(f);
    const auto out = check(reftest::join(lines));
    EXPECT_EQ(out.verdict, nimcheck::Verdict::Rejected) << f[0] << ": " << out.text;
    EXPECT_EQ(out.line, static_cast<long>(rec + 1));
}

}  // namespace

RC_GTEST_PROP(MaskedCertificates, CheckerAcceptsWhatSolverEmits, ()) {
    const std::string code = *gen_two_heap_code();
    // small masks (classes mix) and any mask up to 2^31 - 1 (often all values even)
    const Value mask = *rc::gen::oneOf(rc::gen::inRange<Value>(1, 256), rc::gen::inRange<Value>(1, 2147483647));
    const Emitted e = emit_masked(code, 600, mask);
    RC_ASSERT(reftest::lines_of(e.text)[2] == "parity-mask " + std::to_string(mask));
    const auto out = check(e.text);
    RC_ASSERT(out.verdict == nimcheck::Verdict::Verified);
}

RC_GTEST_PROP(MaskedCertificates, SmallerValueWithValidWitnessesIsRejected, ()) {
    // G(h) = g claimed as g2 < g: the first witnesses stay valid (they are for the even k < g2),
    // so only the absence test can refuse it -- the parity argument for odd g2, the full
    // enumeration for even g2.
    const std::string code = *gen_two_heap_code();
    const Value mask = *rc::gen::oneOf(rc::gen::inRange<Value>(1, 8), rc::gen::inRange<Value>(1, 64));
    const Emitted e = emit_masked(code, 300, mask);
    auto lines = reftest::lines_of(e.text);
    // records with a value above 0, and those with an odd value below theirs
    std::vector<std::size_t> positive, odd_able;
    for (std::size_t r = kFirstRecord; r < kFirstRecord + e.count; ++r) {
        const unsigned g = std::stoul(reftest::fields(lines[r])[1]);
        if (g > 0) positive.push_back(r);
        for (unsigned k = 0; k < g; ++k)
            if (odd(k, mask)) {
                odd_able.push_back(r);
                break;
            }
    }
    RC_PRE(!positive.empty());
    // half of the time an odd claim (the parity fast path), where there is one
    const bool want_odd = !odd_able.empty() && *rc::gen::arbitrary<bool>();
    const std::size_t rec = *rc::gen::elementOf(want_odd ? odd_able : positive);
    auto f = reftest::fields(lines[rec]);
    const unsigned g = std::stoul(f[1]);
    std::vector<unsigned> odd_below;
    for (unsigned k = 0; k < g; ++k)
        if (odd(k, mask)) odd_below.push_back(k);
    const unsigned g2 = want_odd ? *rc::gen::elementOf(odd_below) : *rc::gen::inRange(0u, g);
    unsigned even_below = 0;
    for (unsigned k = 0; k < g2; ++k) even_below += !odd(k, mask);
    f.resize(2 + even_below);
    f[1] = std::to_string(g2);
    lines[rec] = reftest::join_fields(f);
    const auto out = check(reftest::join(lines));
    RC_TAG(odd(g2, mask) ? "odd claim (parity absence test)" : "even claim (full enumeration)");
    RC_ASSERT(out.verdict == nimcheck::Verdict::Rejected);
    RC_ASSERT(out.line == static_cast<long>(rec + 1));
}

RC_GTEST_PROP(MaskedCertificates, ChangedValueIsNeverVerified, ()) {
    const std::string code = *gen_two_heap_code();
    const Value mask = *rc::gen::inRange<Value>(1, 64);
    const Emitted e = emit_masked(code, 300, mask);
    auto lines = reftest::lines_of(e.text);
    const std::size_t rec = kFirstRecord + *rc::gen::inRange<std::size_t>(0, e.count);
    auto f = reftest::fields(lines[rec]);
    const unsigned g = std::stoul(f[1]);
    const unsigned g2 = *rc::gen::distinctFrom(rc::gen::inRange(0u, g + 6), g);
    unsigned even_below = 0;
    for (unsigned k = 0; k < g2; ++k) even_below += !odd(k, mask);
    while (f.size() < 2 + even_below) f.push_back(*rc::gen::element<std::string>("-", "1", "1+1", "2"));
    f.resize(2 + even_below);
    f[1] = std::to_string(g2);
    lines[rec] = reftest::join_fields(f);
    RC_ASSERT(check(reftest::join(lines)).verdict != nimcheck::Verdict::Verified);
}

RC_GTEST_PROP(MaskedCertificates, RedirectedWitnessRejectedUnlessStillAWitness, ()) {
    const std::string code = *gen_two_heap_code();
    const Value mask = *rc::gen::inRange<Value>(1, 64);
    const Emitted e = emit_masked(code, 200, mask);
    auto lines = reftest::lines_of(e.text);
    std::vector<std::size_t> with_witness;
    for (std::size_t r = kFirstRecord; r < kFirstRecord + e.count; ++r)
        if (reftest::fields(lines[r]).size() > 2) with_witness.push_back(r);
    RC_PRE(!with_witness.empty());
    const std::size_t rec = *rc::gen::elementOf(with_witness);
    auto f = reftest::fields(lines[rec]);
    const unsigned h = std::stoul(f[0]);
    const std::size_t w = *rc::gen::inRange<std::size_t>(0, f.size() - 2);
    unsigned k = 0;  // the even value the w-th witness is for
    for (std::size_t seen = 0;; ++k)
        if (!odd(k, mask) && seen++ == w) break;
    const std::string move = reftest::random_move_text(h, 2);
    RC_PRE(move != f[w + 2]);
    f[w + 2] = move;
    lines[rec] = reftest::join_fields(f);
    const bool accepted = check(reftest::join(lines)).verdict == nimcheck::Verdict::Verified;
    RC_ASSERT(accepted == reftest::move_reaches(code, h, move, k));
}

TEST(MaskedCertificates, FalseCommonValuesOfSparseSpaceGamesAreRejected) {
    // 0.354 under its mask 63: for common heaps, claim the largest odd value below the true
    // one, with the true (valid) even witnesses; the parity-based absence test must refuse each.
    const Emitted e = emit_masked("0.354", 3000, 63);
    const auto lines = reftest::lines_of(e.text);
    int tried = 0;
    for (std::size_t rec = kFirstRecord + 2500; rec < kFirstRecord + 3000; rec += 5) {
        auto f = reftest::fields(lines[rec]);
        const unsigned g = std::stoul(f[1]);
        unsigned g2 = g;
        while (g2 > 0 && !odd(--g2, 63)) {}
        if (!odd(g2, 63) || !odd(g, 63)) continue;
        unsigned even_below = 0;
        for (unsigned k = 0; k < g2; ++k) even_below += !odd(k, 63);
        f.resize(2 + even_below);
        f[1] = std::to_string(g2);
        expect_rejected_on_its_line(lines, rec, f);
        ++tried;
    }
    EXPECT_GT(tried, 50);
}

// Version 2 (certs/FORMAT.md, "Version 2"): records `h g`, the checker finds the even values.
RC_GTEST_PROP(MaskedCertificatesV2, CheckerAcceptsWhatSolverEmits, ()) {
    const std::string code = *gen_two_heap_code();
    const Value mask = *rc::gen::oneOf(rc::gen::inRange<Value>(1, 256), rc::gen::inRange<Value>(1, 2147483647));
    const Emitted e = emit_masked(code, 600, mask, ValueMethod::RareCommon, 2);
    const auto lines = reftest::lines_of(e.text);
    RC_ASSERT(lines[0] == "nimcert-certificate 2");
    for (std::size_t r = kFirstRecord; r < kFirstRecord + e.count; ++r) RC_ASSERT(reftest::fields(lines[r]).size() == 2u);
    RC_ASSERT(check(e.text).verdict == nimcheck::Verdict::Verified);
}

RC_GTEST_PROP(MaskedCertificatesV2, ChangedValueIsRejectedOnItsLine, ()) {
    // Any other value claimed for any heap (larger, smaller, odd, even, far above every option
    // value): the record itself is refused, whatever the mask.
    const std::string code = *gen_two_heap_code();
    const Value mask = *rc::gen::oneOf(rc::gen::inRange<Value>(1, 64), rc::gen::inRange<Value>(1, 2147483647));
    const Emitted e = emit_masked(code, 300, mask, ValueMethod::RareCommon, 2);
    auto lines = reftest::lines_of(e.text);
    const std::size_t rec = kFirstRecord + *rc::gen::inRange<std::size_t>(0, e.count);
    auto f = reftest::fields(lines[rec]);
    const unsigned g = std::stoul(f[1]);
    const unsigned g2 = *rc::gen::distinctFrom(rc::gen::oneOf(rc::gen::inRange(0u, g + 6), rc::gen::inRange(0u, 2147483648u)), g);
    f[1] = std::to_string(g2);
    lines[rec] = reftest::join_fields(f);
    const auto out = check(reftest::join(lines));
    RC_TAG(g2 < g ? "smaller" : "larger");
    RC_ASSERT(out.verdict == nimcheck::Verdict::Rejected);
    RC_ASSERT(out.line == static_cast<long>(rec + 1));
}

RC_GTEST_PROP(MaskedCertificatesV2, AnyWitnessIsMalformed, ()) {
    const Emitted e = emit_masked(*gen_two_heap_code(), 100, *rc::gen::inRange<Value>(1, 64), ValueMethod::RareCommon, 2);
    auto lines = reftest::lines_of(e.text);
    const std::size_t rec = kFirstRecord + *rc::gen::inRange<std::size_t>(0, e.count);
    lines[rec] += " " + *rc::gen::element<std::string>("-", "1", "1+1", "2");
    const auto out = check(reftest::join(lines));
    RC_ASSERT(out.verdict == nimcheck::Verdict::Malformed);
    RC_ASSERT(out.line == static_cast<long>(rec + 1));
}

TEST(MaskedCertificatesV2, FalseValuesOfSparseSpaceGamesAreRejected) {
    // 0.354 under its mask 63 from heap 2,500 on: each common heap claimed as the largest odd
    // value below its own (refused by the parity absence test) and as the next value above it
    // (refused because no option reaches the true value: the checker tries every split).
    const Emitted e = emit_masked("0.354", 3000, 63, ValueMethod::RareCommon, 2);
    const auto lines = reftest::lines_of(e.text);
    int tried = 0;
    for (std::size_t rec = kFirstRecord + 2500; rec < kFirstRecord + 3000; rec += 5) {
        auto f = reftest::fields(lines[rec]);
        const unsigned g = std::stoul(f[1]);
        unsigned below = g;
        while (below > 0 && !odd(--below, 63)) {}
        for (const unsigned g2 : {below, g + 1}) {
            if (g2 == g || !odd(g2, 63)) continue;
            f[1] = std::to_string(g2);
            expect_rejected_on_its_line(lines, rec, f);
            ++tried;
        }
    }
    EXPECT_GT(tried, 50);
}

TEST(MaskedCertificatesV2, VersionTwoOnlyForMaskedHeapTables) {
    auto out = check("nimcert-certificate 2\ngame heap 0.7\nparity-mask 1\nvalues 2\n0 0\n1 1\nend\n");
    EXPECT_EQ(out.verdict, nimcheck::Verdict::Verified) << out.text;
    out = check("nimcert-certificate 2\ngame heap 0.6\nvalues 2\n0 0\n1 1 -\nend\n");
    EXPECT_EQ(out.verdict, nimcheck::Verdict::Malformed) << out.text;
    out = check("nimcert-certificate 2\ngame take-or-break\nvalues 1\n0 0\nend\n");
    EXPECT_EQ(out.verdict, nimcheck::Verdict::Malformed) << out.text;
    // the solver: version 2 only under a mask; without one, version 1 byte for byte
    EXPECT_EQ(reftest::lines_of(emit_masked("0.6", 50, std::nullopt, ValueMethod::RareCommon, 2).text)[0], "nimcert-certificate 1");
}

TEST(MaskedCertificates, MasksOutsideTheTheoremAreRefused) {
    const std::string values = "values 1\n0 0\nend\n";
    auto out = check("nimcert-certificate 1\ngame heap 0.f\nparity-mask 1\n" + values);
    EXPECT_EQ(out.verdict, nimcheck::Verdict::Rejected) << out.text;
    EXPECT_NE(out.text.find("at most two heaps"), std::string::npos) << out.text;
    out = check("nimcert-certificate 1\ngame heap 0.6\nparity-mask 0\n" + values);
    EXPECT_EQ(out.verdict, nimcheck::Verdict::Rejected) << out.text;
    out = check("nimcert-certificate 1\ngame heap 0.6\nparity-mask 1\n" + values);
    EXPECT_EQ(out.verdict, nimcheck::Verdict::Verified) << out.text;
    out = check("nimcert-certificate 1\ngame take-or-break\nparity-mask 1\n" + values);
    EXPECT_EQ(out.verdict, nimcheck::Verdict::Rejected) << out.text;
    out = check("nimcert-certificate 1\ngame heap 0.6\nparity-mask 1 2\n" + values);
    EXPECT_EQ(out.verdict, nimcheck::Verdict::Malformed) << out.text;
}

TEST(MaskedCertificates, SameBytesFromEitherMethod) {
    // the first sample is 8192 values: above it the solver declares the detected mask
    for (const unsigned version : {1u, 2u})
    for (const char* code : {"0.354", "0.356", "0.07"}) {
        const Emitted fast = emit_masked(code, 9000, std::nullopt, ValueMethod::RareCommon, version);
        const Emitted slow = emit_masked(code, 9000, std::nullopt, ValueMethod::Naive, version);
        EXPECT_EQ(fast.text, slow.text) << code << " version " << version;
        EXPECT_EQ(check(fast.text).verdict, nimcheck::Verdict::Verified) << code << " version " << version;
    }
}
