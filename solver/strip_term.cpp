#include "strip_term.hpp"

#include <memory>
#include <sstream>
#include <stdexcept>

#include "sequences.hpp"
#include "sha256.hpp"
#include "strip_values.hpp"
#include "text_certificate.hpp"

namespace nimcert {

namespace {

SolvedStrip solve_p3() {
    SolvedStrip s = solve_strip(3, 4096);
    if (!s.period || s.period->prefix[0] < 0) throw std::runtime_error("no period proved for P_n(3)");
    return s;
}

// G(P_n(3)) = a(n): the record below the prefix m, the period from m on (the certificate's claim).
Value strip_value(const SolvedStrip& s, const BigInt& n) {
    const long long m = s.period->prefix[0], p = s.period->p;
    if (n < m) return s.values.x[0][static_cast<std::size_t>(n)];
    return s.values.x[0][static_cast<std::size_t>(m + static_cast<long long>(BigInt((n - m) % p)))];
}

const char* kStripDescription = "G(P_n(3)): Node-Kayles on the scalloped graph (vertices 1..n, edges {i,i+1}, {i,i+3})";
// The command that writes A317367's certificate (its catalogue row's, less --cert).
const char* const kStripCommand = "strip 3";

}  // namespace

TermSource strip_term_source() {
    auto s = std::make_shared<SolvedStrip>(solve_p3());
    TermSource t;
    t.id = "A317367";
    t.description = kStripDescription;
    t.first = oeis_offset("A317367");
    t.value = [s](const BigInt& n) { return BigInt(strip_value(*s, n)); };
    t.write_certificate = [s](std::ostream& out) {
        TextCertificate cert(out);
        cert.made_by(provenance_command(kStripCommand));
        emit_strip_certificate(*s, cert);
    };
    std::ostringstream bytes;
    t.write_certificate(bytes);
    t.digest = sha256_hex(bytes.str());
    t.catalogue_file = "certs/A317367.cert";
    t.regenerate = std::string("nimcert ") + kStripCommand + " --cert certs/A317367.cert";
    t.periodic = true;
    t.prefix = static_cast<std::uint64_t>(s->period->prefix[0]);
    t.period = static_cast<std::uint64_t>(s->period->p);
    return t;
}

std::vector<std::string> strip_term_lines(const std::string& text) {
    const BigInt n = parse_index(text);
    // The OEIS entry starts at n = 4 (%O 4,2); G(P_n(3)) for n = 1..3 is `nimcert kayles strip N 3`.
    if (n < oeis_offset("A317367"))
        throw std::invalid_argument("A317367 starts at index " + std::to_string(oeis_offset("A317367")) +
                                    " (its OEIS offset); for G(P_n(3)) with n < 4 use `nimcert kayles strip N 3`");
    const SolvedStrip s = solve_p3();
    std::ostringstream bytes;
    TextCertificate cert(bytes);
    cert.made_by(provenance_command(kStripCommand));
    emit_strip_certificate(s, cert);
    const long long m = s.period->prefix[0], p = s.period->p;
    std::vector<std::string> out;
    std::string why;
    if (n < m) {
        const Value g = strip_value(s, n);
        out.push_back(std::to_string(g));
        why = "n = " + n.str() + " < " + std::to_string(m) + ": the value is the certificate's record 'a " + n.str() +
              " " + std::to_string(g) + "', proved by mex over every vertex of P_n(3).";
    } else {
        const BigInt q = (n - m) / p, r = (n - m) % p;
        const long long base = m + static_cast<long long>(r);
        const Value g = strip_value(s, n);
        out.push_back(std::to_string(g));
        why = "n = " + n.str() + " >= " + std::to_string(m) + ": n = " + std::to_string(base) + " + " + std::to_string(p) +
              "*" + q.str() + ", residue " + r.str() + " mod " + std::to_string(p) + " past the prefix, so G(P_n(3)) = G(P_" +
              std::to_string(base) + "(3)) = " + std::to_string(g) + " (period claim, theorem coupled-periodicity).";
    }
    out.push_back("A317367(" + n.str() + ") = G(P_" + n.str() + "(3)): Node-Kayles on the scalloped graph (vertices 1..n, edges {i,i+1}, {i,i+3}).");
    out.push_back("P_n(3) is family a of a system of " + std::to_string(s.system.families.size()) +
                  " families (a = P_n(3), b = one pendant, c = two) whose reductions are proved for all n by z3 "
                  "(proofs/smt/strip-3.smt2); x_f(n+" + std::to_string(p) + ") = x_f(n) for every family and all n >= " +
                  std::to_string(s.period->n0) + "; for a: G(P_{n+" + std::to_string(p) + "}(3)) = G(P_n(3)) for all n > " +
                  std::to_string(m - 1) + " and not for n = " + std::to_string(m - 1) + ".");
    out.push_back(why);
    out.push_back("Certificate: certs/A317367.cert, sha256 " + cert.sha256() +
                  "; regenerate with `nimcert " + std::string(kStripCommand) + " --cert certs/A317367.cert`, verify with `nimcheck FILE`.");
    return out;
}

}  // namespace nimcert
