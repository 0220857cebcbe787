// certs/catalogue.tsv as nimcert reads it: the certified results (file or stream name, the
// command that regenerates the certificate, its SHA-256, a title), located in the source tree,
// the installed data directory or $NIMCERT_CATALOGUE. Used by `nimcert catalogue`, `cite`
// (the regenerating command of a digest), `bfile` (which certificate a term comes from) and
// `term` (what is certified for the Node-Kayles sequences before starting a long solve).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace nimcert {

struct CatalogueRow {
    std::string file;     // column 1 as written: certs/X.cert, stream:NAME, shards:NAME or large:NAME
    std::string command;  // run from the repository root
    std::string sha256;
    std::string title;
    std::string statement;  // column 5, optional: the start of nimcheck's statement, up to the value
    bool committed() const { return file.find(':') == std::string::npos; }
    bool large() const { return file.rfind("large:", 0) == 0; }
    // a sharded proof: the command writes the directory NAME (root.cert and its shards), and the
    // digest is root.cert's (scripts/certify-all); a shards: row takes seconds, a large: one hours
    bool sharded() const { return command.find(" --shards ") != std::string::npos; }
    bool pruned() const { return command.find(" --pruned") != std::string::npos; }  // an outcome proof
    // whether its certificate has a provenance line (rows certified before there was one say
    // `--provenance off`, so that their digests stay those of their hours-long runs)
    bool provenance() const { return command.find(" --provenance off") == std::string::npos; }
};

struct Catalogue {
    std::string path;  // the catalogue file read
    std::string root;  // directory that committed file names are relative to
    std::vector<CatalogueRow> rows;
    const CatalogueRow* by_digest(const std::string& sha256) const;
    const CatalogueRow* by_file(const std::string& file) const;
};

// Finds and reads the catalogue: $NIMCERT_CATALOGUE, else the source tree's certs/catalogue.tsv,
// else the installed share/nimcert/certs/catalogue.tsv (the configured prefix's, then the one
// beside this program's bin/). Throws std::runtime_error if none.
Catalogue read_catalogue();

// Node-Kayles sequences (A316632: 3 x n grid, A344227: n-queens): the n whose certificate has a
// catalogue row (its command is `nimcert kayles grid 3 N` / `nimcert kayles queens N`).
struct KaylesCoverage {
    std::string prefix;                                 // the command up to N
    std::vector<long long> committed, streamed, large;  // by kind of row
    long long lowest() const;
    long long highest() const;
    const CatalogueRow* row(const Catalogue& c, long long n) const;  // the cheapest row for n
};
KaylesCoverage kayles_coverage(const Catalogue& c, const std::string& seq);

// Before a Node-Kayles term is computed: returns normally if term n of seq has a streamed or
// committed catalogue row (seconds); otherwise, unless `compute` is set, throws
// std::invalid_argument saying what the catalogue certifies and what computing n costs, as
// measured (kayles_cost.hpp).
void kayles_term_gate(const std::string& seq, long long n, bool compute);

// How `nimcert term SEQ N` regenerates the certificate: as the catalogue's row for the term does
// (an outcome proof or the full table, with or without a provenance line, and with the row's own
// flags: `command`), and beyond the catalogue an outcome proof (far cheaper than the full table)
// with its provenance line.
struct KaylesTermStyle {
    bool pruned = true, provenance = true;
    std::string command;  // the row's command ("nimcert kayles grid 3 32 --pruned ..."); "" beyond the catalogue
};
KaylesTermStyle kayles_term_style(const std::string& seq, const std::vector<std::string>& indices);
// The style of one row (a sharded row's command writes a directory, not one certificate: its
// flags are not taken).
KaylesTermStyle kayles_row_style(const CatalogueRow& row);

// The value of term n of seq as the statement its large: row records (column 5), if its cheapest
// row is such a row: the row, and the value; nullptr if there is none. Throws std::logic_error if
// the recorded statement is not about that term's graph.
const CatalogueRow* kayles_recorded(const Catalogue& c, const std::string& seq, long long n, std::string& value);

// `nimcert term SEQ n` without --compute, answered from the statement a large: row records: the
// value first, then where it comes from and how to regenerate it; empty if there is none.
std::vector<std::string> kayles_recorded_term_lines(const std::string& seq, long long n);


}  // namespace nimcert
