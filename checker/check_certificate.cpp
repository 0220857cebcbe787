// Orchestration: reads a certificate line by line in the order of the grammar of
// certs/FORMAT.md, verifies each claim as soon as it is read, and builds the statement.
#include <exception>
#include <new>
#include <string>
#include <string_view>
#include <vector>

#include "failure.hpp"
#include "coupled_families.hpp"
#include "heap_code.hpp"
#include "kayles_certificate.hpp"
#include "line_reader.hpp"
#include "nimcheck.hpp"
#include "periodicity.hpp"
#include "strip_obligations.hpp"
#include "take_or_break.hpp"
#include "value_table.hpp"
#include "zero_set.hpp"

namespace nimcheck {

namespace {

// The grammar's claim section: [period [zeros [recurrence] [gf]]] end, each claim at most once.
// Each entry says which keyword may follow which ("values" stands for the value table).
struct Step {
    std::string_view after, next;
};
constexpr Step kClaimOrder[] = {
    {"values", "period"}, {"values", "end"}, {"values", "arithmetic-period"},
    {"arithmetic-period", "nsum-flip"}, {"arithmetic-period", "end"}, {"nsum-flip", "end"},
    {"period", "zeros-prefix"}, {"period", "end"}, {"zeros-prefix", "zeros-residues"},
    {"zeros-residues", "recurrence"}, {"zeros-residues", "gf-numerator"}, {"zeros-residues", "end"},
    {"recurrence", "gf-numerator"}, {"recurrence", "end"}, {"gf-numerator", "gf-denominator"}, {"gf-denominator", "end"},
};

void check_order(std::string_view after, std::string_view next, long line) {
    bool known = false;
    for (const Step& s : kClaimOrder) {
        if (s.after == after && s.next == next) return;
        known = known || s.next == next;
    }
    if (!known) malformed(line, "unknown or misplaced keyword " + quote(next));
    malformed(line, "'" + std::string(next) + "' cannot follow '" + std::string(after) +
                        "' (claims: period, zeros, recurrence, gf, or arithmetic-period, nsum-flip; in this order, "
                        "each at most once, then end)");
}

void expect_fields(const std::vector<std::string_view>& f, std::size_t n, const char* form, long line) {
    if (f.size() != n) malformed(line, std::string("expected '") + form + "'");
}

std::vector<std::uint64_t> parse_list(const std::vector<std::string_view>& f, long line) {
    std::vector<std::uint64_t> v;
    for (std::size_t k = 1; k < f.size(); ++k) v.push_back(parse_unsigned(f[k], kMaxNumber, "zero", line));
    return v;
}

std::string check(LineReader& reader) {
    std::vector<std::string_view> f;
    long line = reader.expect(f, "the header");
    if (f[0] != "nimcert-certificate") malformed(line, "expected the header 'nimcert-certificate 1'");
    expect_fields(f, 2, "nimcert-certificate 1", line);
    if (f[1] != "1") malformed(line, "unsupported format version " + quote(f[1]));

    line = reader.expect(f, "the game line");
    if (f[0] != "game") malformed(line, "expected 'game heap <code>', 'game take-or-break', 'game kayles ...' or 'game strip <k>'");
    if (f.size() >= 2 && f[1] == "kayles") return check_kayles_certificate(f, line, reader);
    if (f.size() >= 2 && f[1] == "strip") return check_strip(reader, f, line);
    const bool lasker = f.size() == 2 && f[1] == "take-or-break";
    if (!lasker) {
        expect_fields(f, 3, "game heap <code>", line);
        if (f[1] != "heap") malformed(line, "unsupported game family " + quote(f[1]) + " (version 1 has 'heap', 'take-or-break', 'kayles', 'strip')");
    }
    const HeapCode code = lasker ? take_or_break_code() : parse_heap_code(f[2], line);

    const Values G = read_value_table(reader, code);
    std::string statement = (lasker ? "take-or-break nim" : "heap game " + code.text) + ": ";
    statement += G.empty() ? "no values listed" : "G(0.." + str(G.size() - 1) + ") as listed";

    std::string after = "values";
    ZeroSet zeros;
    Poly numerator;
    long numerator_line = 0;
    for (;;) {
        line = reader.expect(f, "'end'");
        const std::string keyword(f[0]);
        if (after == "values" && is_decimal(keyword)) malformed(line, "more records than the values line announces");
        check_order(after, keyword, line);
        after = keyword;
        const auto number = [&](std::size_t k, const char* what) { return parse_unsigned(f[k], kMaxNumber, what, line); };
        if (keyword == "end") {
            expect_fields(f, 1, "end", line);
            break;
        } else if (keyword == "period") {
            expect_fields(f, 3, "period <n0> <p>", line);
            zeros.n0 = number(1, "n0");
            zeros.p = number(2, "p");
            statement += "; " + check_period(G, code, zeros.n0, zeros.p, line);
        } else if (keyword == "arithmetic-period") {
            expect_fields(f, 4, "arithmetic-period <n0> <p> <s>", line);
            statement += "; " + check_arithmetic_period(G, code, number(1, "n0"), number(2, "p"), number(3, "s"), line);
        } else if (keyword == "nsum-flip") {
            expect_fields(f, 1, "nsum-flip", line);
            statement += "; " + check_nsum_flip(G, line);
        } else if (keyword == "zeros-prefix") {
            zeros.prefix = parse_list(f, line);
            check_zero_list(G, 0, zeros.n0, zeros.prefix, "zeros-prefix", line);
        } else if (keyword == "zeros-residues") {
            zeros.residues = parse_list(f, line);
            check_zero_list(G, zeros.n0, zeros.n0 + zeros.p, zeros.residues, "zeros-residues", line);
            statement += "; " + zero_set_statement(zeros);
        } else if (keyword == "recurrence") {
            expect_fields(f, 4, "recurrence <i0> <r> <s>", line);
            const std::uint64_t i0 = number(1, "i0"), r = number(2, "r"), s = number(3, "s");
            statement += "; " + check_recurrence(zeros, i0, r, s, line);
        } else if (keyword == "gf-numerator") {
            numerator = parse_coefficients(f, line);
            numerator_line = line;
        } else if (keyword == "gf-denominator") {
            statement += "; " + check_gf(zeros, numerator, parse_coefficients(f, line), numerator_line, line);
        }
    }
    return statement;
}

}  // namespace

Outcome check_certificate(std::istream& in) {
    LineReader reader(in);
    try {
        std::string statement = check(reader);
        std::vector<std::string_view> extra;
        if (reader.next(extra)) malformed(reader.line(), "text after 'end'");
        return Outcome{Verdict::Verified, 0, std::move(statement)};
    } catch (const Failure& failure) {
        return Outcome{failure.verdict, failure.line, failure.text};
    } catch (const std::bad_alloc&) {
        return Outcome{Verdict::Rejected, reader.line(), "out of memory: the certificate cannot be checked here"};
    } catch (const std::exception& e) {
        return Outcome{Verdict::Rejected, reader.line(), std::string("internal error: ") + e.what()};
    } catch (...) {
        return Outcome{Verdict::Rejected, reader.line(), "internal error"};
    }
}

Outcome strip_obligations_of(std::istream& in, std::string& smt) {
    LineReader reader(in);
    smt.clear();
    try {
        smt = strip_obligations(read_strip_system(reader));
        return Outcome{Verdict::Verified, 0, ""};
    } catch (const Failure& failure) {
        return Outcome{failure.verdict, failure.line, failure.text};
    } catch (const std::exception& e) {
        return Outcome{Verdict::Rejected, reader.line(), std::string("internal error: ") + e.what()};
    }
}

}  // namespace nimcheck
