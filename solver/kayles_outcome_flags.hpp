// The outcome search's command-line flags (`nimcert kayles ... --pruned`), read in one place: by
// the command itself (cli_kayles.cpp) and by `term` and `bfile`, which regenerate a catalogue
// row's certificate with the flags its command records. The bytes depend on them (--zero-cells,
// --choose-plies, --choose, and with the top plies chosen, --threads and --memory:
// certs/FORMAT.md, "When the bytes are reproducible"), so a row written by the engine of issue 39
// (`grid 3 32 --pruned --threads 1 --memory 6G`) cannot be regenerated with the options of
// another row (`--choose-plies 0 --zero-cells 0`): the digests would differ.
#pragma once

#include <cstddef>
#include <cstdint>
#include <map>
#include <string>

#include "kayles_outcome.hpp"

namespace nimcert {

// A count such as --threads takes: decimal digits, below 10^12; else std::invalid_argument
// naming `what`.
std::uint64_t parse_count(const std::string& what, const std::string& text);

// A size in bytes: a number with an optional binary suffix K, M, G or T ("16G"), at least 16M.
std::size_t parse_memory(const std::string& text);

// --small-cells K (0..16) and --zero-cells L (0..20) into small and zero, where given
// (certs/FORMAT.md: `small K`, `zero L`).
void apply_leaf_flags(const std::map<std::string, std::string>& flags, int& small, int& zero);

// --small-cells, --zero-cells, --choose-plies (0..8), --choose turns|heap, --threads (1..64) and
// --memory from `flags` into opt, where given; a bad value throws std::invalid_argument. Other
// flags are the caller's.
void apply_outcome_flags(const std::map<std::string, std::string>& flags, OutcomeOptions& opt);

// The flags of a command line as recorded in certs/catalogue.tsv ("nimcert kayles grid 3 32
// --pruned --threads 1 --memory 6G --provenance off --cert -"): each word that starts with --,
// with the word after it as its value unless that one starts with -- too ("--pruned": "").
std::map<std::string, std::string> command_flags(const std::string& command);

}  // namespace nimcert
