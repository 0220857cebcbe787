// The outcome search's flags read from a catalogue row's command (solver/kayles_outcome_flags.cpp),
// as `term --compute` and `bfile --compute` regenerate the row: the engine's defaults where the
// row names no flag, the row's values where it does, and bad values refused as on the command line.
#include <gtest/gtest.h>

#include <stdexcept>

#include "kayles_outcome_flags.hpp"

namespace {

using namespace nimcert;

TEST(KaylesOutcomeFlags, ARowOfTheEngineOfIssue39KeepsTheDefaultsItDoesNotName) {
    OutcomeOptions opt;
    apply_outcome_flags(command_flags("nimcert kayles grid 3 32 --pruned --threads 1 --memory 6G --provenance off --cert -"), opt);
    EXPECT_EQ(opt.choose_plies, OutcomeOptions{}.choose_plies);
    EXPECT_EQ(opt.zero_cells, 20);
    EXPECT_EQ(opt.small_cells, 16);
    EXPECT_EQ(opt.threads, 1u);
    EXPECT_EQ(opt.memory, std::size_t(6) << 30);
}

TEST(KaylesOutcomeFlags, ARowWrittenBoardFirstSaysSo) {
    OutcomeOptions opt;
    apply_outcome_flags(command_flags("nimcert kayles queens 14 --pruned --choose-plies 0 --zero-cells 0 --provenance off --cert -"), opt);
    EXPECT_EQ(opt.choose_plies, 0);
    EXPECT_EQ(opt.zero_cells, 0);
    EXPECT_EQ(opt.memory, 0u);  // not named: the caller's default
}

TEST(KaylesOutcomeFlags, HeapFirstAndValuelessFlags) {
    const auto flags = command_flags("nimcert kayles queens 15 --pruned --choose heap --threads 1 --memory 12G --cert -");
    EXPECT_EQ(flags.at("--pruned"), "");
    EXPECT_EQ(flags.at("--cert"), "-");
    OutcomeOptions opt;
    apply_outcome_flags(flags, opt);
    EXPECT_EQ(opt.choose_order, OutcomeOptions::ChooseOrder::kHeapFirst);
    EXPECT_EQ(opt.witness, OutcomeOptions::WitnessRule::kCheapFirst);  // the default
    apply_outcome_flags(command_flags("nimcert kayles queens 15 --pruned --witness first --cert -"), opt);
    EXPECT_EQ(opt.witness, OutcomeOptions::WitnessRule::kFirstWinning);
    apply_outcome_flags(command_flags("nimcert kayles queens 15 --pruned --witness cheap --cert -"), opt);
    EXPECT_EQ(opt.witness, OutcomeOptions::WitnessRule::kCheapFirst);
}

TEST(KaylesOutcomeFlags, BadValuesAreRefused) {
    OutcomeOptions opt;
    EXPECT_THROW(apply_outcome_flags(command_flags("kayles grid 3 5 --pruned --threads 0"), opt), std::invalid_argument);
    EXPECT_THROW(apply_outcome_flags(command_flags("kayles grid 3 5 --pruned --zero-cells 23"), opt), std::invalid_argument);
    EXPECT_THROW(apply_outcome_flags(command_flags("kayles grid 3 5 --pruned --choose-plies 9"), opt), std::invalid_argument);
    EXPECT_THROW(apply_outcome_flags(command_flags("kayles grid 3 5 --pruned --memory 8M"), opt), std::invalid_argument);
    EXPECT_THROW(apply_outcome_flags(command_flags("kayles grid 3 5 --pruned --choose first"), opt), std::invalid_argument);
    EXPECT_THROW(apply_outcome_flags(command_flags("kayles grid 3 5 --pruned --witness heap"), opt), std::invalid_argument);
    EXPECT_THROW(apply_outcome_flags(command_flags("kayles grid 3 5 --pruned --threads"), opt), std::invalid_argument);  // no value
}

}  // namespace
