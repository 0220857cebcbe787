#include "value_table.hpp"

#include <optional>
#include <string>

#include "failure.hpp"
#include "rare_common.hpp"

namespace nimcheck {

namespace {

// Verifies the record "h g w_0 ... w_{g-1}" for h = G.size() and returns g.
// Theorem `mex` (Coq: mex, grundy_unique, grundy_exists in proofs/coq/HeapGame.v, GrundyExists.v):
// G(h) = g if every k < g is the value of some option of h (the witnesses) and no option of h
// has value g (the checker's own enumeration of all moves).
std::uint32_t check_record(const std::vector<std::string_view>& f, const HeapCode& code, const Values& G, long line) {
    const std::uint32_t g = record_value(f, G, line);
    if (f.size() - 2 != g)
        malformed(line, "heap " + str(G.size()) + ": value " + str(g) + " needs " + str(g) + " witnesses, found " + str(f.size() - 2));
    std::vector<Move> witness;  // parse the whole line first: a grammar error wins over a false claim
    for (std::uint32_t k = 0; k < g; ++k) witness.push_back(parse_move(f[2 + k], line));
    for (std::uint32_t k = 0; k < g; ++k) check_witness(code, G, witness[k], k, line);
    check_unreached(code, G, g, line);
    return g;
}

}  // namespace

Values read_value_table(LineReader& reader, const HeapCode& code) {
    std::vector<std::string_view> f;
    long line = reader.expect(f, "the values line");
    std::optional<MaskedRecords> masked;  // records under a parity mask (proofs/rare-common.md)
    if (f[0] == "parity-mask") {
        if (f.size() != 2) malformed(line, "expected 'parity-mask <m>'");
        masked.emplace(code, parse_unsigned(f[1], kMaxNumber, "parity mask", line), line);
        line = reader.expect(f, "the values line");
    }
    if (f[0] != "values" || f.size() != 2) malformed(line, "expected 'values <count>'");
    const std::uint64_t count = parse_unsigned(f[1], kMaxRecords, "record count", line);
    Values G;  // grows with the records actually read, never from `count`
    while (G.size() < count) {
        if (!reader.next(f)) malformed(reader.line() + 1, "the file ends after " + str(G.size()) + " of " + str(count) + " records");
        G.push_back(masked ? masked->check(f, G, reader.line()) : check_record(f, code, G, reader.line()));
    }
    return G;
}

std::uint32_t record_value(const std::vector<std::string_view>& f, const Values& G, long line) {
    if (f.size() < 2) malformed(line, "a record needs a heap size and a value");
    if (parse_unsigned(f[0], kMaxNumber, "heap size", line) != G.size())
        malformed(line, "expected the record of heap " + str(G.size()) + ", found " + quote(f[0]));
    return static_cast<std::uint32_t>(parse_unsigned(f[1], kMaxNumber, "value", line));
}

std::uint32_t value_at(const Values& G, std::uint64_t n, long line) {
    if (n >= G.size())
        rejected(line, "the claim needs G(" + str(n) + ") but the table " +
                           (G.empty() ? std::string("is empty") : "stops at G(" + str(G.size() - 1) + ")"));
    return G[n];
}

}  // namespace nimcheck
