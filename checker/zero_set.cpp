#include "zero_set.hpp"

#include <algorithm>
#include <utility>

#include "failure.hpp"
#include "line_reader.hpp"
#include "value_table.hpp"

namespace nimcheck {

namespace {

constexpr std::size_t kMaxCoefficients = 1000;
constexpr std::size_t kMaxCoefficientDigits = 10000;  // decimal conversion is quadratic in the length

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

}  // namespace

// With the verified period (n0, p), exact lists of the zeros below n0 and in [n0, n0+p) give
// the whole zero set (lemma `zero-enumeration`; Coq: zero_set, zero_enumeration, ZeroSet.v).
void check_zero_list(const Values& G, std::uint64_t lo, std::uint64_t hi,
                     const std::vector<std::uint64_t>& list, const std::string& name, long line) {
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
}

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

Poly parse_coefficients(const std::vector<std::string_view>& fields, long line) {
    if (fields.size() < 2) malformed(line, "a gf line needs at least one coefficient");
    if (fields.size() - 1 > kMaxCoefficients) malformed(line, "more than 1000 coefficients (limit)");
    Poly a;
    for (std::size_t k = 1; k < fields.size(); ++k) {
        std::string_view f = fields[k];
        const bool negative = !f.empty() && f[0] == '-';
        if (negative) f.remove_prefix(1);
        if (!is_decimal(f)) malformed(line, "coefficient " + quote(fields[k]) + " is not a decimal integer");
        if (f.size() > kMaxCoefficientDigits) malformed(line, "coefficient with more than 10000 digits (limit)");
        const Integer v{std::string(f)};
        a.push_back(negative ? Integer(-v) : v);
    }
    return a;
}

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

}  // namespace nimcheck
