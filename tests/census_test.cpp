// The census (census.hpp): which codes a pattern covers, the TSV round trip the resumption
// relies on, classes of identical sequences, and rows whose certificates nimcheck verifies.
#include <gtest/gtest.h>

#include <set>
#include <sstream>

#include "census.hpp"
#include "nimcheck.hpp"

using namespace nimcert;

namespace {

// The checker library judges the certificate (the command line runs the nimcheck binary).
std::string check_in_process(const std::function<void(std::ostream&)>& write) {
    std::ostringstream out;
    write(out);
    std::istringstream in(out.str());
    const auto o = nimcheck::check_certificate(in);
    if (o.verdict != nimcheck::Verdict::Verified) throw std::runtime_error("not verified: " + o.text);
    return "VERIFIED " + o.text;
}

}  // namespace

TEST(Census, PatternsCoverEveryOctalCodeOnceShorterIncluded) {
    const auto dd = census_codes("0.dd");
    EXPECT_EQ(dd.size(), 64u);
    EXPECT_EQ(std::set<std::string>(dd.begin(), dd.end()).size(), 64u);
    for (const char* c : {"0.0", "0.7", "0.07", "0.77", "0.4"}) EXPECT_NE(std::find(dd.begin(), dd.end(), c), dd.end()) << c;
    EXPECT_EQ(census_codes("0.ddd").size(), 512u);
    const auto four = census_codes("4.ddd");
    EXPECT_EQ(four.size(), 512u);
    EXPECT_EQ(four.front(), "4.0");
    EXPECT_EQ(census_codes(".d"), census_codes("0.d"));
    for (const char* bad : {"0.dddd", "1.dd", "0.", "dd", "0.dx", "8.d", "4u.dd"})
        EXPECT_THROW(census_codes(bad), std::invalid_argument) << bad;
}

TEST(Census, RowsRoundTripThroughTheTsv) {
    SolveControl ctl;
    ctl.progress = false;
    for (const char* code : {"0.07", "0.6"}) {
        const CensusRow row = census_solve(code, 4096, ctl, check_in_process);
        const CensusRow back = parse_census_tsv_line(census_tsv_line(row));
        EXPECT_EQ(census_tsv_line(back), census_tsv_line(row));
        EXPECT_EQ(back.stats.size(), row.stats.size());
    }
    // The rare mask is written in decimal, as a certificate's `parity-mask` line (issue 41: the
    // census wrote it in hexadecimal, "fe" for the certificates' 254).
    CensusRow masked;
    masked.code = "0.354";
    masked.certificate = masked.verdict = masked.key = "x";
    masked.stats.push_back(PowerStats{14, 9, 100, 254, 17, 8000});
    EXPECT_NE(census_tsv_line(masked).find("14:9@100:254:17:8000"), std::string::npos) << census_tsv_line(masked);
    EXPECT_EQ(parse_census_tsv_line(census_tsv_line(masked)).stats.at(0).mask, 254u);
    EXPECT_THROW(parse_census_tsv_line("0.07\tperiod\t53"), std::invalid_argument);
    EXPECT_THROW(parse_census_tsv_line("0.07\tmaybe\t0\t0\t0\t0\tx\tx\t-\tx"), std::invalid_argument);
}

TEST(Census, KnownPeriodsAndClasses) {
    SolveControl ctl;
    ctl.progress = false;
    std::vector<CensusRow> rows;
    for (const char* code : {"0.07", "0.77", "0.4", "0.42", "0.6", "0.61"}) rows.push_back(census_solve(code, 4096, ctl, check_in_process));
    EXPECT_TRUE(rows[0].periodic);
    EXPECT_EQ(rows[0].period, 34u);
    EXPECT_EQ(rows[0].prefix, 53u);
    EXPECT_EQ(rows[1].period, 12u);
    EXPECT_EQ(rows[1].prefix, 71u);
    EXPECT_FALSE(rows[4].periodic);
    EXPECT_EQ(rows[4].count, 4096u);
    ASSERT_FALSE(rows[4].stats.empty());
    EXPECT_EQ(rows[4].stats.front().k, 10u);
    const auto classes = census_classes(rows);
    ASSERT_EQ(classes.size(), 4u);  // {0.07}, {0.77}, {0.4, 0.42}, {0.6, 0.61} (the last up to 4096)
    std::set<std::string> firsts;
    for (const auto& c : classes) firsts.insert(c.members[0]->code);
    EXPECT_EQ(firsts, (std::set<std::string>{"0.07", "0.77", "0.4", "0.6"}));
    const std::string md = census_markdown("test", 4096, rows);
    EXPECT_NE(md.find("| 0.07 | - | period 34 from 53 |"), std::string::npos) << md;
    EXPECT_NE(md.find("| 0.4 | 0.42 | period 34 from 54 |"), std::string::npos) << md;
    EXPECT_NE(md.find("| 0.6 | 0.61 | no period in G(0..4095) | G(0..4095) |"), std::string::npos) << md;
}
