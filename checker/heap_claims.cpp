// The claims about a heap game's values (heap_claims.hpp): period, zero set, recurrence,
// generating function, arithmetic period and nsum-flip, in the grammar's order.
#include "heap_claims.hpp"

#include <algorithm>
#include <utility>

#include <boost/multiprecision/cpp_int.hpp>

#include "coupled_families.hpp"  // smaller_period
#include "failure.hpp"

namespace nimcheck {

namespace {

// G(n) from the verified table; the claim on `line` is rejected if the table stops before n.
std::uint32_t value_at(const Values& G, std::uint64_t n, long line) {
    if (n >= G.size())
        rejected(line, "the claim needs G(" + str(n) + ") but the table " +
                           (G.empty() ? std::string("is empty") : "stops at G(" + str(G.size() - 1) + ")"));
    return G[n];
}

// Verifies that G(n+p) = G(n) for all n >= n0 with p the least period and n0 the least
// prefix; returns the statement, e.g. "G(n+3) = G(n) for all n >= 0 (least period 3, ...)".
// n0 and p are at most kMaxNumber (the parser's limit).
std::string check_period(const Values& G, const HeapCode& code, std::uint64_t n0, std::uint64_t p, long line) {
    const std::string P = str(p);
    if (p == 0) rejected(line, "the period must be at least 1");
    if (code.t == HeapCode::kUnbounded)
        rejected(line, "no periodicity theorem applies: " + code.text + " removes unboundedly many tokens "
                       "(Guy-Smith needs a finite code)");
    if (code.text.find('u') != std::string::npos)
        rejected(line, "no periodicity theorem applies: " + code.text + " has unequal splits (proofs/periodicity.md)");
    // Overflow care: n0, p <= kMaxNumber < 2^31 (check_heap_claims parses them with that limit),
    // j <= 3 (parse_heap_code) and t < kMaxLineBytes < 2^21 (a finite code's digits lie on the
    // game line, at most kMaxLineBytes long), so every index below is < 2^35 and fits easily in
    // 64 bits.
    const auto G_at = [&](std::uint64_t n) { return value_at(G, n, line); };

    // Theorem `periodicity` (j-heap Guy-Smith; Coq: periodicity_checker, proofs/coq/Periodicity.v,
    // with t and j computed as parse_heap_code does): if G(n+p) = G(n) for n0 <= n < B with
    // B = j*max(n0,1) + (j-1)*p + t, then G(n+p) = G(n) for all n >= n0. Why max(n0,1):
    // naive_window_unsound (Counterexample04.v).
    const std::uint64_t B = code.j * std::max<std::uint64_t>(n0, 1) + (code.j - 1) * p + code.t;
    for (std::uint64_t n = n0; n < B; ++n)
        if (G_at(n) != G_at(n + p))
            rejected(line, "period " + P + " fails at n=" + str(n) + ": G(" + str(n) + ")=" + str(G_at(n)) + " but G(" +
                               str(n + p) + ")=" + str(G_at(n + p)));

    // Theorem `least-prefix` (Coq: least_prefix, least_prefix_any_period, LeastPeriod.v): if G(n0-1+p) != G(n0-1), no prefix below n0 works with period p.
    if (n0 > 0 && G_at(n0 - 1) == G_at(n0 - 1 + p))
        rejected(line, "prefix " + str(n0) + " is not least: G(" + str(n0 - 1) + ") = G(" + str(n0 - 1 + p) + ") = " +
                           str(G_at(n0 - 1)));

    // Theorem `least-period`: p is least if for every prime r | p, p/r fails somewhere in [n0, n0+p).
    const auto differ = [&](std::uint64_t n, std::uint64_t m) { return G_at(n) != G_at(m); };
    if (const std::uint64_t q = smaller_period(n0, p, differ))
        rejected(line, "period " + P + " is not least: G(n+" + str(q) + ") = G(n) for all n in [" + str(n0) + ", " +
                           str(n0 + p) + ")");
    return "G(n+" + P + ") = G(n) for all n >= " + str(n0) + " (least period " + P + ", least prefix " + str(n0) + ")";
}

using Integer = boost::multiprecision::cpp_int;
using Poly = std::vector<Integer>;  // coefficients from x^0 upward

struct ZeroSet {
    std::uint64_t n0 = 0;                 // from the verified period claim
    std::uint64_t p = 1;
    std::vector<std::uint64_t> prefix;    // every n < n0 with G(n) = 0, increasing
    std::vector<std::uint64_t> residues;  // every n in [n0, n0+p) with G(n) = 0, increasing
};


// a(i), i >= 1: the i-th zero of G in increasing order (lemma `zero-enumeration`; Coq:
// zero_enumeration, ZeroSet.v).
// Inputs are < 2^31 (parser limits) and i < 2^32, so the result is < 2^63.
std::uint64_t zero_at(const ZeroSet& z, std::uint64_t i) {
    const std::uint64_t c = z.prefix.size(), r = z.residues.size();
    if (i <= c) return z.prefix.at(i - 1);
    const std::uint64_t k = i - c - 1;
    return z.residues.at(k % r) + z.p * (k / r);
}

// "{1,5,9}" for brackets "{}": the numbers in decimal, comma-separated.
template <class T>
std::string list_text(const std::vector<T>& items, const char* brackets) {
    std::string out(1, brackets[0]);
    for (std::size_t k = 0; k < items.size(); ++k) out += (k ? "," : "") + Integer(items[k]).str();
    return out + brackets[1];
}

Poly multiply(const Poly& a, const Poly& b) {
    if (a.empty() || b.empty()) return {};
    Poly c(a.size() + b.size() - 1);
    for (std::size_t i = 0; i < a.size(); ++i)
        if (a[i] != 0)
            for (std::size_t k = 0; k < b.size(); ++k) c[i + k] += a[i] * b[k];
    return c;
}

Poly trimmed(Poly a) {  // without trailing zero coefficients
    while (!a.empty() && a.back() == 0) a.pop_back();
    return a;
}

// With the verified period (n0, p), exact lists of the zeros below n0 and in [n0, n0+p) give
// the whole zero set (lemma `zero-enumeration`; Coq: zero_set, zero_enumeration, ZeroSet.v).
// The line (fields f: its keyword, then the list) is parsed whole first; rejected unless the list is
// exactly the increasing list of n in [lo, hi) with G(n) = 0. Returns the list.
std::vector<std::uint64_t> check_zero_list(const Values& G, std::uint64_t lo, std::uint64_t hi,
                                           const std::vector<std::string_view>& f, long line) {
    const std::string name(f[0]);
    std::vector<std::uint64_t> list;
    for (std::size_t k = 1; k < f.size(); ++k) list.push_back(parse_unsigned(f[k], kMaxNumber, "zero", line));
    std::size_t k = 0;  // next unmatched entry of `list`
    for (std::uint64_t n = lo; n < hi; ++n) {
        const bool listed = k < list.size() && list[k] == n;
        if (listed) ++k;
        const std::uint32_t g = value_at(G, n, line);
        if (listed && g != 0) rejected(line, name + " lists " + str(n) + " but G(" + str(n) + ")=" + str(g));
        if (!listed && g == 0) rejected(line, name + " omits " + str(n) + " but G(" + str(n) + ")=0 (or the list is not increasing)");
    }
    if (k != list.size())
        rejected(line, name + ": entry " + str(list[k]) + " is out of order or not in [" + str(lo) + ", " + str(hi) + ")");
    return list;
}

// Statement of a checked zero set: "G(n) = 0 iff n in {..} or (n >= n0 and n mod p in {..})".
std::string zero_set_statement(const ZeroSet& z) {
    std::vector<std::uint64_t> reduced;
    for (std::uint64_t y : z.residues) reduced.push_back(y % z.p);
    std::sort(reduced.begin(), reduced.end());  // the prefix is increasing already (check_zero_list)
    const std::string tail = "n >= " + str(z.n0) + " and n mod " + str(z.p) + " in " + list_text(reduced, "{}");
    if (z.prefix.empty() && z.residues.empty()) return "G(n) = 0 for no n";
    if (z.residues.empty()) return "G(n) = 0 iff n in " + list_text(z.prefix, "{}");
    if (z.prefix.empty()) return "G(n) = 0 iff " + tail;
    return "G(n) = 0 iff n in " + list_text(z.prefix, "{}") + " or (" + tail + ")";
}

// Verifies "recurrence i0 r s" against the zero set; returns the statement.
std::string check_recurrence(const ZeroSet& z, std::uint64_t i0, std::uint64_t r, std::uint64_t s, long line) {
    const std::uint64_t c = z.prefix.size(), R = z.residues.size();
    if (R == 0) rejected(line, "a recurrence needs at least one zero residue");
    if (r != R) rejected(line, "recurrence shift " + str(r) + " is not the number of zero residues " + str(R));
    if (s != z.p) rejected(line, "recurrence step " + str(s) + " is not the period " + str(z.p));
    if (i0 <= r) rejected(line, "recurrence start " + str(i0) + " must exceed the shift " + str(r));
    const auto fail_text = [&](std::uint64_t i) {
        return "a(" + str(i) + ")=" + str(zero_at(z, i)) + " and a(" + str(i - r) + ")+" + str(s) + "=" +
               str(zero_at(z, i - r) + s);
    };
    // Theorem `zero-recurrence` (Coq: zero_recurrence, recurrence_rule, ZeroSet.v): a(i) = a(i-r) + p
    // holds for every i >= c + r + 1; below that it is checked directly.
    for (std::uint64_t i = i0; i < c + r + 1; ++i)
        if (zero_at(z, i) != zero_at(z, i - r) + s) rejected(line, "recurrence fails at i=" + str(i) + ": " + fail_text(i));
    std::string statement = "zeros a(1) < a(2) < ... satisfy a(i) = a(i-" + str(r) + ") + " + str(s) + " for all i >= " +
                            str(i0);
    if (i0 - 1 - r >= 1) {  // i0 > r, so no wrap-around
        if (zero_at(z, i0 - 1) == zero_at(z, i0 - 1 - r) + s)
            rejected(line, "recurrence also holds at i=" + str(i0 - 1) + ": " + fail_text(i0 - 1));
        statement += ", not for i = " + str(i0 - 1);
    }
    return statement;
}

// Parses the coefficient fields of a gf line (1 to 1000 of them, each at most 10000 digits).
Poly parse_coefficients(const std::vector<std::string_view>& fields, long line) {
    if (fields.size() < 2) malformed(line, "a gf line needs at least one coefficient");
    if (fields.size() - 1 > 1000) malformed(line, "more than 1000 coefficients (limit)");
    Poly a;
    for (std::size_t k = 1; k < fields.size(); ++k) {
        std::string_view f = fields[k];
        const bool negative = !f.empty() && f[0] == '-';
        if (negative) f.remove_prefix(1);
        if (!is_decimal(f)) malformed(line, "coefficient " + quote(fields[k]) + " is not a decimal integer");
        if (f.size() > 10000) malformed(line, "coefficient with more than 10000 digits (limit)");  // conversion: quadratic
        const Integer v{std::string(f)};
        a.push_back(negative ? Integer(-v) : v);
    }
    return a;
}

// Verifies sum_{i>=1} a(i) x^i = N(x)/D(x); returns the statement.
std::string check_gf(const ZeroSet& z, const Poly& N, const Poly& D, long num_line, long den_line) {
    const std::uint64_t c = z.prefix.size(), r = z.residues.size();
    if (r == 0) rejected(num_line, "a generating function claim needs at least one zero residue");
    if (D.empty() || D[0] == 0) rejected(den_line, "D(0) = 0");
    // Theorem `rational-gf` (Coq: rational_gf, rational_gf_converse, rational_gf_zeros, RationalGf.v): with E = (1-x)(1-x^r) and A = sum_{i>=1} a(i) x^i, the product
    // E*A is a polynomial of degree <= c+r+1 (by `zero-recurrence`); since E(0) = 1 and
    // D(0) != 0, A = N/D iff N*E = D*(E*A).
    Poly E(r + 2);  // 1 - x - x^r + x^(r+1); for r = 1 the two middle terms add up
    for (const auto& [k, coef] : {std::pair<std::uint64_t, int>{0, 1}, {1, -1}, {r, -1}, {r + 1, 1}}) E[k] += coef;
    Poly EA(c + r + 2);
    const auto a = [&](std::uint64_t i) { return i >= 1 ? Integer(zero_at(z, i)) : Integer(0); };
    for (std::uint64_t k = 1; k < c + r + 2; ++k)
        EA[k] = a(k) - a(k - 1) - (k >= r ? a(k - r) : Integer(0)) + (k >= r + 1 ? a(k - r - 1) : Integer(0));
    const Poly n = trimmed(N), d = trimmed(D);
    EA = trimmed(EA);
    // Degrees add in Z[x]; comparing them first avoids a needless large product.
    const auto deg = [](const Poly& x) { return static_cast<long long>(x.size()) - 1; };
    const long long left = n.empty() ? -1 : deg(n) + deg(E), right = EA.empty() ? -1 : deg(d) + deg(EA);
    const std::string not_gf = "N(x)/D(x) is not the generating function of the zeros: ";
    const std::string NE = "N*(1-x)(1-x^" + str(r) + ")", DEA = "D*(1-x)(1-x^" + str(r) + ")*sum a(i)x^i";
    if (left != right) rejected(num_line, not_gf + NE + " has degree " + str(left) + " but " + DEA + " has degree " + str(right));
    const Poly L = multiply(E, n), R = multiply(d, EA);
    for (std::size_t k = 0; k < L.size(); ++k)
        if (L[k] != R.at(k))
            rejected(num_line, not_gf + "the coefficients of x^" + str(k) + " in " + NE + " and " + DEA + " are " + L[k].str() +
                                   " and " + R[k].str());
    return "sum_{i>=1} a(i) x^i = N(x)/D(x), N = " + list_text(N, "[]") + ", D = " + list_text(D, "[]");
}

// "arithmetic-period n0 p s": G(n+p) = G(n) + s for all n >= n0. Only the case the theorem
// `take-or-break-arithmetic` covers is accepted: take-or-break with n0 = 1, p = 4, s = 4
// (Coq: take_or_break_arithmetic, proofs/coq/TakeOrBreak.v).
std::string check_arithmetic_period(const Values& G, const HeapCode& code, std::uint64_t n0,
                                    std::uint64_t p, std::uint64_t s, long line) {
    if (code.text != "take-or-break" || n0 != 1 || p != 4 || s != 4)
        rejected(line, "no arithmetic-periodicity theorem covers " + code.text + " with n0=" + str(n0) + ", p=" + str(p) + ", s=" +
                           str(s) + " (proved: take-or-break with n0=1, p=4, s=4)");
    // Theorem `take-or-break-arithmetic` (Coq: take_or_break_arithmetic, proofs/coq/TakeOrBreak.v):
    // G(0..4) = 0, 1, 2, 4, 3 and G(n+4) = G(n)+4 for 1 <= n < 5 (verified values) imply
    // G(4k+1)=4k+1, G(4k+2)=4k+2, G(4k+3)=4k+4, G(4k+4)=4k+3 for all k >= 0. The window
    // n in [1, 5) compares G(n+4) with G(n) + 4 as well, so a table with G(5..8) wrong is rejected
    // even though the record checks already caught it.
    const std::uint32_t want[5] = {0, 1, 2, 4, 3};
    for (std::uint64_t n = 0; n < 5; ++n)
        if (value_at(G, n, line) != want[n])
            rejected(line, "the theorem needs G(" + str(n) + ")=" + str(want[n]) + ", the table has " + str(G[n]));
    for (std::uint64_t n = 1; n < 5; ++n)
        if (value_at(G, n + 4, line) != G[n] + 4)
            rejected(line, "G(" + str(n + 4) + ")=" + str(G[n + 4]) + " is not G(" + str(n) + ")+4=" + str(G[n] + 4));
    return "G(n+4) = G(n) + 4 for all n >= 1 (G(4k+1)=4k+1, G(4k+2)=4k+2, G(4k+3)=4k+4, G(4k+4)=4k+3)";
}

// "nsum-flip": requires the arithmetic period; checks the residue facts of theorem `nsum-flip`
// (Coq: nsum_flip, proofs/coq/TakeOrBreak.v).
std::string check_nsum_flip(const Values& G, long line) {
    // sigma and Flip of proofs/coq/TakeOrBreak.v (sigma x = 4(x/4) + 2(x mod 2) + (x/2) mod 2).
    const auto swap_low_bits = [](std::uint64_t x) { return (x & ~std::uint64_t{3}) | ((x & 1) << 1) | ((x >> 1) & 1); };
    const auto flip = [](std::uint64_t n) { return n == 0 ? 0 : (n % 2 == 1 ? n + 1 : n - 1); };
    // Theorem `nsum-flip` (Coq: nsum_flip, proofs/coq/TakeOrBreak.v): given G(n+4) = G(n)+4
    // (n >= 1; the claim `arithmetic-period` precedes this one), the three facts below on
    // n = 0..4 extend to all n, and together give NSum(x,y) = G(G(x) xor G(y))
    // = Flip(Flip(x) xor Flip(y)) for all x, y. sigma (swap bits 0 and 1) is a xor-automorphism
    // (Coq: sigma_lxor) and an involution (sigma_invol).
    for (std::uint64_t n = 0; n < 5; ++n) {
        const std::uint64_t g = value_at(G, n, line);
        if (value_at(G, g, line) != n)  // G is an involution, so G^-1 = G
            rejected(line, "G(G(" + str(n) + ")) != " + str(n));
        if (flip(n) != swap_low_bits(g))  // Flip = sigma o G
            rejected(line, "Flip(" + str(n) + ") != sigma(G(" + str(n) + "))");
        if (swap_low_bits(value_at(G, swap_low_bits(n), line)) != g)  // sigma o G o sigma = G
            rejected(line, "sigma(G(sigma(" + str(n) + "))) != G(" + str(n) + ")");
    }
    return "NSum(x,y) = Flip(Flip(x) xor Flip(y)) for all x, y >= 0, where NSum(x,y) is the unique z with "
           "{x,y,z} a second-player win and Flip(0)=0, Flip(n)=n+1 (n odd), n-1 (n even)";
}

// The grammar's claim section: [period [zeros [recurrence] [gf]]] end, each claim at most once.
// Each entry says which keyword may follow which ("values" stands for the value table).
struct Step { std::string_view after, next; };
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

}  // namespace

std::string check_heap_claims(LineReader& reader, const HeapCode& code, const Values& G) {
    const std::vector<std::string_view>& f = reader.fields();
    std::string statement, after = "values";
    ZeroSet zeros;
    Poly numerator;
    long numerator_line = 0;
    for (;;) {
        const long line = reader.expect("'end'");
        const std::string keyword(f[0]);
        if (after == "values" && is_decimal(keyword)) malformed(line, "more records than the values line announces");
        check_order(after, keyword, line);
        after = keyword;
        const auto number = [&](std::size_t k, const char* what) { return parse_unsigned(f[k], kMaxNumber, what, line); };
        if (keyword == "end") {
            expect_fields(f, 1, "end", line);
            return statement;
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
            zeros.prefix = check_zero_list(G, 0, zeros.n0, f, line);
        } else if (keyword == "zeros-residues") {
            zeros.residues = check_zero_list(G, zeros.n0, zeros.n0 + zeros.p, f, line);
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
}

}  // namespace nimcheck
