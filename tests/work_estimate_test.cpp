// The steps of checking the checker counts (nimcheck::Outcome::steps: moves enumerated, cells
// visited, cells mapped to images, cell pairs compared) and `--max-work`, which binds them.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "nimcheck.hpp"

namespace {

namespace fs = std::filesystem;

std::string read_file(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

const fs::path kRoot = NIMCERT_SOURCE_DIR;

// --max-work binds the steps done, not only the estimate: a certificate whose count outruns its
// estimate (Take-or-Break's witnesses come on top of its N^2 moves) is stopped once the count
// passes the cap, though the estimate is below it (REJECTED, not checked).
TEST(WorkEstimate, TheCapStopsACheckThatOutrunsItsEstimate) {
    const std::string text = read_file(kRoot / "certs/A257092.cert");
    std::istringstream in(text);
    const nimcheck::Outcome free_run = nimcheck::check_certificate(in);
    ASSERT_EQ(free_run.verdict, nimcheck::Verdict::Verified);
    ASSERT_GE(static_cast<double>(free_run.steps), free_run.estimate + 2);
    const auto cap = static_cast<std::uint64_t>(free_run.estimate) + 1;
    std::istringstream again(text);
    const nimcheck::Outcome capped = nimcheck::check_certificate(again, cap);
    EXPECT_EQ(capped.verdict, nimcheck::Verdict::Rejected);
    EXPECT_NE(capped.text.find("not checked: stopped after"), std::string::npos) << capped.text;
    EXPECT_NE(capped.text.find("more than --max-work " + std::to_string(cap)), std::string::npos) << capped.text;
}

}  // namespace
