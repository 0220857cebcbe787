// The provenance line (solver/provenance.hpp, certs/FORMAT.md "Provenance"): which arguments it
// keeps, how it quotes them, and that a certificate written with it still says the same thing.
#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <sstream>

#include "heap_certificate.hpp"
#include "heap_solve.hpp"
#include "heap_values.hpp"
#include "provenance.hpp"
#include "text_certificate.hpp"

namespace nimcert {
namespace {

TEST(Provenance, KeepsWhatShapesTheProofAndDropsWhereOutputGoes) {
    EXPECT_EQ(provenance_command(std::vector<std::string>{"kayles", "queens", "8", "--pruned", "--cert", "q.cert", "--threads", "2",
                                                          "--memory", "4G", "--checkpoint", "c", "--fact-log", "off", "--json",
                                                          "--choose-plies", "0"}),
              "nimcert kayles queens 8 --pruned --choose-plies 0");
    EXPECT_EQ(provenance_command(std::vector<std::string>{"census", "0.dd", "--out", "dir", "--jobs", "2", "--max", "100"}),
              "nimcert census 0.dd --max 100");
    EXPECT_EQ(provenance_command(std::vector<std::string>{"kayles", "queens", "10", "--pruned", "--shards", "q10mpi"}),
              "nimcert kayles queens 10 --pruned --shards DIR");
}

TEST(Provenance, OffMeansNoLine) {
    EXPECT_EQ(provenance_command(std::vector<std::string>{"period", "0.07", "--provenance", "off"}), "");
    EXPECT_EQ(provenance_command(std::vector<std::string>{"period", "0.07", "--provenance", "on"}), "nimcert period 0.07");
    EXPECT_THROW(provenance_command(std::vector<std::string>{"period", "0.07", "--provenance", "no"}), std::invalid_argument);
    EXPECT_EQ(provenance_line(""), "");
}

TEST(Provenance, QuotesWhatAShellWouldSplitAndKeepsOneLine) {
    EXPECT_EQ(provenance_command(std::vector<std::string>{"kayles", "graph6", "my graph.g6"}), "nimcert kayles graph6 'my graph.g6'");
    EXPECT_EQ(provenance_command(std::vector<std::string>{"kayles", "edges", "it's"}), "nimcert kayles edges 'it'\\''s'");
    EXPECT_EQ(provenance_command(std::vector<std::string>{"values", "a\nb", "3"}), "nimcert values 'a?b' 3");
    EXPECT_EQ(provenance_command(std::vector<std::string>{"period", ""}), "nimcert period ''");
}

TEST(Provenance, OneLineOfACommandGivesTheSameAsItsArguments) {
    EXPECT_EQ(provenance_command("nimcert period 0.07 --cert certs/octal-0.07.cert"), "nimcert period 0.07");
    EXPECT_EQ(provenance_command("kayles grid 3 5 --cert -"), "nimcert kayles grid 3 5");
    EXPECT_EQ(provenance_command("nimcert kayles petersen 36 2 --pruned --provenance off --cert -"), "");
}

TEST(Provenance, IsTheSecondLineAndIsReadBack) {
    HeapValues hv(HeapCode::parse("0.07"));
    SolveControl ctl;
    ctl.progress = false;
    solve_values(hv, 20, ctl);
    std::ostringstream with, without;
    TextCertificate a(with), b(without);
    a.made_by("nimcert values 0.07 19");
    emit_heap_certificate(hv, 20, HeapClaim::Values, std::nullopt, a);
    emit_heap_certificate(hv, 20, HeapClaim::Values, std::nullopt, b);
    const std::string line = std::string("# made by ") + kNimcertVersion + ": nimcert values 0.07 19\n";
    const std::string w = with.str(), wo = without.str();
    ASSERT_EQ(w.substr(0, w.find('\n') + 1), wo.substr(0, wo.find('\n') + 1));
    // the same certificate with the one comment line after the first
    EXPECT_EQ(w, wo.substr(0, wo.find('\n') + 1) + line + wo.substr(wo.find('\n') + 1));
    const std::string file = ::testing::TempDir() + "provenance_test.cert";
    std::ofstream(file) << w;
    const auto p = read_provenance(file);
    ASSERT_TRUE(p.has_value());
    EXPECT_EQ(p->version, kNimcertVersion);
    EXPECT_EQ(p->command, "nimcert values 0.07 19");
    std::ofstream(file) << wo;
    EXPECT_FALSE(read_provenance(file).has_value());
    std::remove(file.c_str());
}

}  // namespace
}  // namespace nimcert
