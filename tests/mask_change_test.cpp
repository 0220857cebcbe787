// Changes of the parity mask (issue 26, part 3; certs/FORMAT.md, "Changing the mask";
// proofs/rare-common.md#mask-changes):
//  * the tracker re-picks the mask of .14 where the first one stops separating rare from
//    common values (the masks the public solver reports: 1c, 3c, 7c), the method never falls
//    back to the naive one there, and its values are the naive ones;
//  * the certificate states each change where the method made it, whichever method computed
//    the values, and the checker verifies it;
//  * the checker accepts any schedule of masks the solver writes, for random two-heap codes;
//  * a false odd claim after a change is rejected: the checker must judge it with the rare
//    heaps of the NEW mask (a checker that kept the old list accepts some of these);
//  * a change that changes nothing, is never used, or has no mask to change is malformed.
#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <sstream>

#include "heap_certificate.hpp"
#include "heap_code_gen.hpp"
#include "heap_values.hpp"
#include "mask_schedule.hpp"
#include "nimcheck.hpp"
#include "parity_mask.hpp"
#include "text_certificate.hpp"
#include "text_lines.hpp"

using namespace nimcert;

namespace {

std::vector<Value> values_of(const std::string& code, std::uint64_t n, ValueMethod method,
                             std::string* report = nullptr) {
    HeapValues hv(HeapCode::parse(code));
    hv.set_method(method);
    hv.extend_to(n);
    if (report) *report = hv.method_report();
    return hv.values();
}

// Version 1 (witnesses of the even values; the tests below edit them) unless `version` is 2.
std::string emit(const std::string& code, std::uint64_t n, ValueMethod method, const MaskSchedule* masks = nullptr,
                 unsigned version = 1) {
    HeapValues hv(HeapCode::parse(code));
    hv.set_method(method);
    hv.extend_to(n);
    std::ostringstream out;
    TextCertificate cert(out);
    if (masks) emit_heap_certificate(hv, n, HeapClaim::Values, std::nullopt, cert, *masks, version);
    else emit_heap_certificate(hv, n, HeapClaim::Values, std::nullopt, cert, std::nullopt, version);
    return out.str();
}

nimcheck::Outcome check(const std::string& text) {
    std::istringstream in(text);
    return nimcheck::check_certificate(in);
}

// A random code whose moves leave at most two heaps (the parity lemma's hypothesis).
rc::Gen<std::string> gen_two_heap_code() {
    return rc::gen::suchThat(reftest::gen_code(), [](const std::string& c) {
        const auto code = HeapCode::parse(c);
        return !code.unbounded() && code.max_heaps_left() <= 2;
    });
}

// A mask below 64 from heap 0, then `least` to 3 changes at increasing heaps below n (the
// first within n/2), each to another mask below 64.
rc::Gen<MaskSchedule> gen_schedule(std::uint64_t n, int least) {
    return rc::gen::exec([n, least] {
        MaskSchedule s{{0, *rc::gen::inRange<Value>(1, 64)}};
        const int changes = *rc::gen::inRange(least, 4);
        for (int c = 0; c < changes; ++c) {
            const std::uint64_t from = *rc::gen::inRange<std::uint64_t>(s.back().from + 1, c == 0 ? n / 2 : n);
            const Value mask = *rc::gen::distinctFrom(rc::gen::inRange<Value>(1, 64), s.back().mask);
            s.push_back({from, mask});
            if (from + 1 >= n) break;
        }
        return s;
    });
}

bool odd(unsigned x, unsigned mask) { return (__builtin_popcount(x & mask) & 1) != 0; }

// The record lines of a certificate (heap -> line index) and the mask each is under.
struct Records {
    std::vector<std::size_t> line;
    std::vector<unsigned> mask;
};
Records records_of(const std::vector<std::string>& lines) {
    Records r;
    unsigned mask = 0;
    bool in_values = false;
    for (std::size_t k = 0; k < lines.size(); ++k) {
        const auto f = reftest::fields(lines[k]);
        if (f[0] == "parity-mask") mask = std::stoul(f[1]);
        else if (f[0] == "values") in_values = true;
        else if (f[0] == "end") break;
        else if (in_values) {
            r.line.push_back(k);
            r.mask.push_back(mask);
        }
    }
    return r;
}

}  // namespace

TEST(MaskChange, Octal14KeepsTheSparseSpaceMethod) {
    // Before issue 26 part 3: "rare/common mask 28 from 8192 gave up at 51552; naive since".
    std::string report;
    const auto fast = values_of("0.14", 200000, ValueMethod::RareCommon, &report);
    EXPECT_EQ(report.rfind("rare/common mask 28 from 8192, 60 from ", 0), 0u) << report;
    EXPECT_NE(report.find(", 124 from "), std::string::npos) << report;
    EXPECT_EQ(report.find("gave up"), std::string::npos) << report;
    // the same masks, at the same heaps, from the values alone
    const MaskSchedule s = parity_mask_schedule(HeapCode::parse("0.14"), fast, fast.size());
    ASSERT_EQ(s.size(), 3u);
    EXPECT_EQ(report, "rare/common mask 28 from 8192, 60 from " + std::to_string(s[1].from) + ", 124 from " +
                          std::to_string(s[2].from) + " (1895 rare heaps)");
    // and the values are those of the naive method (to the first change and a bit beyond)
    const auto slow = values_of("0.14", 40000, ValueMethod::Naive);
    EXPECT_EQ(std::vector<Value>(fast.begin(), fast.begin() + 40000), slow);
}

TEST(MaskChange, CertificateStatesTheChangeWhicheverMethod) {
    const std::uint64_t n = 30000;  // .14 changes from mask 28 to 60 at 25,523
    const std::string fast = emit("0.14", n, ValueMethod::RareCommon), slow = emit("0.14", n, ValueMethod::Naive);
    EXPECT_EQ(fast, slow);
    const auto lines = reftest::lines_of(fast);
    EXPECT_EQ(lines[2], "parity-mask 28");
    const auto recs = records_of(lines);
    ASSERT_EQ(recs.line.size(), n);
    EXPECT_EQ(lines[recs.line[25523] - 1], "parity-mask 60");
    EXPECT_EQ(recs.mask[25522], 28u);
    EXPECT_EQ(recs.mask[25523], 60u);
    const auto out = check(fast);
    EXPECT_EQ(out.verdict, nimcheck::Verdict::Verified) << out.text;
}

RC_GTEST_PROP(MaskChange, CheckerAcceptsAnySchedule, ()) {
    const std::string code = *gen_two_heap_code();
    const std::uint64_t n = 300;
    const MaskSchedule s = *gen_schedule(n, 0);
    const std::string text = emit(code, n, ValueMethod::Naive, &s);
    RC_TAG(s.size() == 1 ? "no change" : "changes");
    const auto out = check(text);
    RC_ASSERT(out.verdict == nimcheck::Verdict::Verified);
}

RC_GTEST_PROP(MaskChange, FalseOddClaimAfterAChangeIsRejected, ()) {
    // G(h) = g claimed as an odd g2 < g, h after a change, with the (valid) witnesses of the
    // even k < g2: only the parity absence test under the new mask can refuse it, and only if
    // the checker enumerates the splits with a part rare under the new mask.
    const std::uint64_t n = 300;
    // codes with values of 3 and more in their first 150 heaps: otherwise few odd values below
    const std::string code = *rc::gen::suchThat(gen_two_heap_code(), [](const std::string& c) {
        const auto v = values_of(c, 150, ValueMethod::Naive);
        return *std::max_element(v.begin(), v.end()) >= 3;
    });
    const MaskSchedule s = *gen_schedule(n, 1);
    auto lines = reftest::lines_of(emit(code, n, ValueMethod::Naive, &s));
    const Records recs = records_of(lines);
    std::vector<std::size_t> candidates;  // heaps after the first change with an odd value below theirs
    for (std::uint64_t h = s[1].from; h < n; ++h) {
        const unsigned g = std::stoul(reftest::fields(lines[recs.line[h]])[1]);
        for (unsigned k = 0; k < g; ++k)
            if (odd(k, recs.mask[h])) {
                candidates.push_back(h);
                break;
            }
    }
    RC_PRE(!candidates.empty());
    const std::size_t h = *rc::gen::elementOf(candidates);
    const unsigned mask = recs.mask[h];
    auto f = reftest::fields(lines[recs.line[h]]);
    std::vector<unsigned> odd_below;
    for (unsigned k = 0; k < std::stoul(f[1]); ++k)
        if (odd(k, mask)) odd_below.push_back(k);
    const unsigned g2 = *rc::gen::elementOf(odd_below);
    unsigned even_below = 0;
    for (unsigned k = 0; k < g2; ++k) even_below += !odd(k, mask);
    f.resize(2 + even_below);
    f[1] = std::to_string(g2);
    lines[recs.line[h]] = reftest::join_fields(f);
    const auto out = check(reftest::join(lines));
    RC_ASSERT(out.verdict == nimcheck::Verdict::Rejected);
    RC_ASSERT(out.line == static_cast<long>(recs.line[h] + 1));
}

TEST(MaskChange, FalseClaimsOf14AfterTheChangeAreRejected) {
    // .14 after its change to mask 60: claim the largest value below the true one that is odd
    // under 60, with the true even witnesses; most of these claims are refuted only by splits
    // whose rare part is rare under 60 and not under 28.
    // Version 2 too (no witnesses: the checker's own search finds the even values).
    const std::uint64_t n = 27000;
    for (const unsigned version : {1u, 2u}) {
    const auto lines = reftest::lines_of(emit("0.14", n, ValueMethod::RareCommon, nullptr, version));
    const Records recs = records_of(lines);
    int tried = 0;
    for (std::uint64_t h = 25523; h < n; h += 97) {
        auto f = reftest::fields(lines[recs.line[h]]);
        const unsigned g = std::stoul(f[1]);
        unsigned g2 = g;
        while (g2 > 0 && !odd(--g2, 60)) {}
        if (!odd(g2, 60)) continue;
        unsigned even_below = 0;
        for (unsigned k = 0; k < g2; ++k) even_below += !odd(k, 60);
        f.resize(version == 1 ? 2 + even_below : 2);
        f[1] = std::to_string(g2);
        auto mutant = lines;
        mutant[recs.line[h]] = reftest::join_fields(f);
        const auto out = check(reftest::join(mutant));
        EXPECT_EQ(out.verdict, nimcheck::Verdict::Rejected) << h << ": " << out.text;
        EXPECT_EQ(out.line, static_cast<long>(recs.line[h] + 1));
        if (++tried == 8) break;  // each check verifies the 25,000 records before the mutant
    }
    EXPECT_EQ(tried, 8) << "version " << version;
    }
}

TEST(MaskChange, MisplacedChangesAreMalformed) {
    const std::string head = "nimcert-certificate 1\ngame heap 0.33\n";
    // G = 0 1 2 (take 1 or 2), heaps 0, 1 under mask 1 and heap 2 under mask 2 (0 and 1 even)
    const std::string ok = head + "parity-mask 1\nvalues 3\n0 0\n1 1 -\nparity-mask 2\n2 2 - 1\nend\n";
    auto out = check(ok);
    EXPECT_EQ(out.verdict, nimcheck::Verdict::Verified) << out.text;
    // the same mask again
    out = check(head + "parity-mask 1\nvalues 3\n0 0\n1 1 -\nparity-mask 1\n2 2 - 1\nend\n");
    EXPECT_EQ(out.verdict, nimcheck::Verdict::Malformed) << out.text;
    EXPECT_EQ(out.line, 7);
    // two changes without a record between them: the first is never used
    out = check(head + "parity-mask 1\nvalues 3\n0 0\n1 1 -\nparity-mask 3\nparity-mask 2\n2 2 - 1\nend\n");
    EXPECT_EQ(out.verdict, nimcheck::Verdict::Malformed) << out.text;
    EXPECT_EQ(out.line, 8);
    // a change in a table without a mask, and one before the first record
    out = check(head + "values 3\n0 0\n1 1 -\nparity-mask 2\n2 2 - 1\nend\n");
    EXPECT_EQ(out.verdict, nimcheck::Verdict::Malformed) << out.text;
    out = check(head + "parity-mask 1\nvalues 3\nparity-mask 2\n0 0\n1 1 -\n2 2 - 1\nend\n");
    EXPECT_EQ(out.verdict, nimcheck::Verdict::Malformed) << out.text;
    // after the last record it belongs to no record
    out = check(head + "parity-mask 1\nvalues 3\n0 0\n1 1 -\n2 2 -\nparity-mask 2\nend\n");
    EXPECT_NE(out.verdict, nimcheck::Verdict::Verified) << out.text;
    // mask 0 is refused wherever it stands
    out = check(head + "parity-mask 1\nvalues 3\n0 0\n1 1 -\nparity-mask 0\n2 2 - 1\nend\n");
    EXPECT_EQ(out.verdict, nimcheck::Verdict::Rejected) << out.text;
}
