#include "sequences.hpp"

#include <sstream>
#include <stdexcept>

#include "text_certificate.hpp"

namespace nimcert {

const std::vector<KnownSequence>& known_sequences() {
    static const std::vector<KnownSequence> seqs = {
        {"A002187", "0.137", HeapClaim::Period, 0, "certs/A002187.cert",
         "Sprague-Grundy values of Dawson's chess, octal game 0.137"},
        {"A215721", "0.07", HeapClaim::Zeros, 1, "certs/A215721.cert",
         "N for which the 1 x N domino-covering game (octal game 0.07, Dawson's Kayles) is a "
         "second-player win: the zeros a(1) < a(2) < ... of G"},
    };
    return seqs;
}

BigInt parse_index(const std::string& text) {
    if (text.empty()) throw std::invalid_argument("empty index");
    if (text.size() > 100000) throw std::invalid_argument("index longer than 100000 digits");
    for (char c : text)
        if (c < '0' || c > '9')
            throw std::invalid_argument("index '" + text + "' is not a non-negative decimal integer");
    return BigInt(text);
}

namespace {

struct Certified {
    HeapValues hv;
    Periodicity per;
    std::string digest;
};

Certified certify(const std::string& code_text, HeapClaim claim, const SolveControl& ctl) {
    Certified c{HeapValues(HeapCode::parse(code_text)), {}, {}};
    const auto per = solve_period(c.hv, std::uint64_t(1) << 20, ctl);
    if (!per) throw std::runtime_error("no period found for " + c.hv.code().canonical() + " in 2^20 values");
    c.per = *per;
    std::ostringstream bytes;
    TextCertificate cert(bytes);
    emit_heap_certificate(c.hv, values_needed(c.hv.code(), c.per), claim, c.per, cert);
    c.digest = cert.sha256();
    return c;
}

std::string show(const BigInt& x) { return x.str(); }

// G(n) from the verified table below n0, or by the period at and beyond n0.
std::vector<std::string> value_argument(const Certified& c, const BigInt& n, BigInt& value) {
    const std::string code = c.hv.code().canonical();
    std::vector<std::string> why;
    const BigInt n0 = c.per.prefix, p = c.per.period;
    if (n < n0) {
        value = c.hv.values()[static_cast<std::size_t>(n)];
        why.push_back("n = " + show(n) + " < n0 = " + show(n0) + ": G(" + show(n) + ") = " +
                      show(value) + " is listed, with its mex witnesses, in the certificate's table.");
    } else {
        const BigInt k = (n - n0) / p, rem = (n - n0) % p;
        const BigInt m = n0 + rem;
        value = c.hv.values()[static_cast<std::size_t>(m)];
        why.push_back("n = " + show(n) + " >= n0 = " + show(n0) + ": n = " + show(m) + " + " +
                      show(p) + "*" + show(k) + ", residue " + show(rem) + " mod " + show(p) +
                      " past the prefix, so G(n) = G(" + show(m) + ") = " + show(value) +
                      " (periodicity claim of the certificate).");
    }
    why.insert(why.begin(), "Heap game " + code + ": G(n+" + show(p) + ") = G(n) for all n >= " +
                                show(n0) + " (least period " + show(p) + ", least prefix " + show(n0) + ").");
    return why;
}

}  // namespace

std::vector<std::string> term_lines(const std::string& seq, const std::string& index_text,
                                    const SolveControl& ctl) {
    const KnownSequence* known = nullptr;
    for (const auto& s : known_sequences())
        if (s.id == seq) known = &s;
    if (!known && seq.find('.') == std::string::npos)
        throw std::invalid_argument("unknown sequence '" + seq + "' (known: A002187, A215721, or a heap code such as .77)");
    const BigInt index = parse_index(index_text);

    const std::string code = known ? known->code : seq;
    const HeapClaim claim = known ? known->claim : HeapClaim::Period;
    const Certified c = certify(code, claim, ctl);
    const std::string canon = c.hv.code().canonical();
    const std::string regen = known ? (claim == HeapClaim::Zeros ? "nimcert zeros " : "nimcert period ") +
                                          canon + " --cert " + known->certificate
                                    : "nimcert period " + canon + " --cert FILE";
    std::vector<std::string> out;
    std::vector<std::string> why;
    if (known && index < known->offset)
        throw std::invalid_argument(seq + " starts at index " + std::to_string(known->offset));
    if (claim == HeapClaim::Period) {
        BigInt value;
        why = value_argument(c, index, value);
        out.push_back(show(value));
        if (known) out.push_back(known->id + "(" + show(index) + ") = G(" + show(index) + ") of heap game " + canon + ": " + known->description + ".");
    } else {
        const ZeroSet z = zero_set(c.hv.values(), c.per);
        const BigInt a = z.nth(index);
        out.push_back(show(a));
        out.push_back(known->id + "(" + show(index) + ") = a(" + show(index) + "): " + known->description + ".");
        why.push_back("Heap game " + canon + ": G periodic with least period " + std::to_string(z.period) +
                      " from n0 = " + std::to_string(z.prefix) + "; " + std::to_string(z.below_prefix.size()) +
                      " zeros below n0 and " + std::to_string(z.residues.size()) + " zeros in each period.");
        const BigInt cnt = z.below_prefix.size();
        if (index <= cnt) {
            why.push_back("i = " + show(index) + " <= " + show(cnt) + ": a(i) is the " + show(index) +
                          "-th zero below n0, listed in the certificate's zeros-prefix line.");
        } else {
            const BigInt k = index - cnt - 1, r = z.residues.size();
            const BigInt cycles = k / r, slot = k % r;
            why.push_back("i = " + show(index) + " > " + show(cnt) + ": i - " + show(cnt) + " - 1 = " + show(k) +
                          " = " + show(r) + "*" + show(cycles) + " + " + show(slot) + ", so a(i) = residue #" +
                          show(slot) + " (" + std::to_string(z.residues[static_cast<std::size_t>(slot)]) + ") + " +
                          std::to_string(z.period) + "*" + show(cycles) + " = " + show(a) +
                          " (lemma zero-enumeration, proofs/periodicity.md).");
        }
    }
    out.insert(out.end(), why.begin(), why.end());
    out.push_back("Certificate: " + (known ? known->certificate : std::string("(not in the catalogue)")) +
                  ", sha256 " + c.digest + "; regenerate with `" + regen + "`, verify with `nimcheck FILE`.");
    return out;
}

}  // namespace nimcert
