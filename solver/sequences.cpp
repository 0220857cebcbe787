#include "sequences.hpp"

#include <algorithm>
#include <memory>
#include <sstream>
#include <streambuf>
#include <tuple>
#include <stdexcept>

#include "catalogue.hpp"
#include "kayles_terms.hpp"
#include "strip_term.hpp"
#include "text_certificate.hpp"

namespace nimcert {

const std::vector<KnownSequence>& known_sequences() {
    static const std::vector<KnownSequence> seqs = {
        {"A002187", "0.137", HeapClaim::Period, "certs/A002187.cert",
         "Sprague-Grundy values of Dawson's chess, octal game 0.137"},
        {"A215721", "0.07", HeapClaim::Zeros, "certs/A215721.cert",
         "N for which the 1 x N domino-covering game (octal game 0.07, Dawson's Kayles) is a "
         "second-player win: the zeros a(1) < a(2) < ... of G"},
        {"A002186", "0.77", HeapClaim::Period, "certs/octal-0.77.cert", "Sprague-Grundy values of Kayles, octal game 0.77"},
        {"A257092", "take-or-break", HeapClaim::NimSum, "certs/A257092.cert",
         "nim-sum table of Take-or-Break (Lasker's) Nim read by antidiagonals: NSum(x,y) is the z with "
         "{x,y,z} a second-player win"},
    };
    return seqs;
}

unsigned oeis_offset(const std::string& seq) {
    // One table for every A-number nimcert answers for, so that term, bfile, latex and plot
    // cannot disagree about where a sequence starts (bfile once started A317367 at n = 1).
    static const std::pair<const char*, unsigned> kOffsets[] = {
        {"A002187", 0}, {"A215721", 1}, {"A257092", 0}, {"A316632", 1}, {"A344227", 0}, {"A317367", 4},
        {"A002186", 0}, {"A002188", 0},
    };
    for (const auto& o : kOffsets)
        if (seq == o.first) return o.second;
    if (seq.size() > 1 && seq[0] == 'A' && seq.find('.') == std::string::npos)
        throw std::invalid_argument("unknown sequence '" + seq + "'");
    return 0;  // a heap code: G(0), G(1), ...
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

// For G(index) of a heap code: the number of values to compute at most (index + 1), or 0 when
// that is more than the default period search computes (then only a period can answer).
std::uint64_t table_limit(const BigInt& index) {
    return index < BigInt(kSparseDefaultLimit) ? static_cast<std::uint64_t>(index) + 1 : 0;
}

// A heap game's certified values: by a period (per), or, when only G(0..table-1) were asked
// for and they prove no period, by that table alone (a `values` certificate).
struct Certified {
    HeapValues hv;
    Periodicity per;
    std::string digest;
    std::uint64_t table = 0;  // > 0: no period; the certificate lists G(0..table-1)
};

// Drops the bytes: the digest is computed by TextCertificate as they pass.
class NullBuf : public std::streambuf {
protected:
    int_type overflow(int_type c) override { return traits_type::not_eof(c); }
    std::streamsize xsputn(const char*, std::streamsize n) override { return n; }
};

// The command that writes the certificate of A257092's NSum (theorem nsum-flip).
constexpr const char* kNsumCommand = "nimsum take-or-break";

// The command that writes c's certificate, as its provenance line records it (and as the
// catalogue's row runs it, less --cert).
std::string heap_command(const Certified& c, HeapClaim claim) {
    const std::string canon = c.hv.code().canonical();
    if (c.table) return "values " + canon + " " + std::to_string(c.table - 1);
    return (claim == HeapClaim::Zeros ? "zeros " : "period ") + canon;
}

std::string write_heap_certificate(const Certified& c, HeapClaim claim, std::ostream& out) {
    TextCertificate cert(out);
    cert.made_by(provenance_command(heap_command(c, claim)));
    if (c.table) emit_heap_certificate(c.hv, c.table, HeapClaim::Values, std::nullopt, cert);
    else emit_heap_certificate(c.hv, values_needed(c.hv.code(), c.per), claim, c.per, cert);
    return cert.sha256();
}

// up_to > 0 (a heap code's G(n) for n < up_to only): the period search stops at up_to values
// (or kSearchFloor, milliseconds of work, so a small n of a solved game still cites the period
// and the catalogue's certificate), and if they prove no period the table G(0..up_to-1) is the
// certificate. `term .6 1000000` ran the whole default search (2^25 values) before.
constexpr std::uint64_t kSearchFloor = 4096;
Certified certify(const std::string& code_text, HeapClaim claim, const SolveControl& ctl, std::uint64_t up_to = 0) {
    Certified c{HeapValues(HeapCode::parse(code_text)), {}, {}};
    const bool unequal = c.hv.code().has_unequal();  // no periodicity theorem: the table alone
    if (unequal && !up_to) throw std::invalid_argument("no periodicity theorem covers unequal splits (" + c.hv.code().canonical() + ")");
    if (unequal) solve_values(c.hv, up_to, ctl);
    const auto per = unequal ? std::nullopt
                     : up_to ? solve_period(c.hv, std::max(up_to, kSearchFloor), ctl) : solve_period_default(c.hv, ctl);
    if (!per && up_to) c.table = up_to;
    else if (!per) throw std::runtime_error("no period found for " + c.hv.code().canonical() + " in " + std::to_string(c.hv.size()) + " values");
    else c.per = *per;
    NullBuf null;
    std::ostream bytes(&null);
    c.digest = write_heap_certificate(c, claim, bytes);
    return c;
}

// G(n): the table below n0, the period at and beyond (the rule of the periodicity claim).
BigInt periodic_value(const Certified& c, const BigInt& n) {
    if (c.table) return c.hv.values()[static_cast<std::size_t>(n)];  // n < table (the caller's range)
    if (n < c.per.prefix) return c.hv.values()[static_cast<std::size_t>(n)];
    return c.hv.values()[static_cast<std::size_t>(c.per.prefix + BigInt((n - c.per.prefix) % c.per.period))];
}

std::string show(const BigInt& x) { return x.str(); }

// G(n) from the verified table below n0, or by the period at and beyond n0.
std::vector<std::string> value_argument(const Certified& c, const BigInt& n, BigInt& value) {
    const std::string code = c.hv.code().canonical();
    std::vector<std::string> why;
    const BigInt n0 = c.per.prefix, p = c.per.period;
    if (n < n0) {
        value = periodic_value(c, n);
        why.push_back("n = " + show(n) + " < n0 = " + show(n0) + ": G(" + show(n) + ") = " +
                      show(value) + " is listed, with its mex witnesses, in the certificate's table.");
    } else {
        const BigInt k = (n - n0) / p, rem = (n - n0) % p;
        const BigInt m = n0 + rem;
        value = periodic_value(c, n);
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

CertifiedArithmetic solve_take_or_break(const SolveControl& ctl) {
    CertifiedArithmetic c{HeapValues(HeapCode::take_or_break()), {}};
    solve_values(c.hv, 64, ctl);
    const auto per = find_arithmetic_periodicity(c.hv.values());
    if (!per) throw std::runtime_error("no arithmetic period found for take-or-break");
    c.per = *per;
    return c;
}

namespace {

std::vector<std::string> nimsum_term(const KnownSequence& known, const std::vector<std::string>& index,
                                     const SolveControl& ctl) {
    BigInt x, y;
    std::vector<std::string> out;
    std::string where;
    if (index.size() == 2) {
        x = parse_index(index[0]);
        y = parse_index(index[1]);
        where = "NSum(" + x.str() + ", " + y.str() + ")";
    } else {
        const BigInt n = parse_index(index[0]);
        std::tie(x, y) = antidiagonal_cell(n);
        where = known.id + "(" + n.str() + ") = T(" + x.str() + ", " + y.str() + ") (antidiagonal " +
                BigInt(x + y).str() + ", offset 0) = NSum(" + x.str() + ", " + y.str() + ")";
    }
    const CertifiedArithmetic c = solve_take_or_break(ctl);
    if (!flip_nsum_matches_table(c.hv.values(), 8)) throw std::logic_error("nsum-flip does not hold on the table");
    const BigInt z = flip_nsum(x, y);
    // the same number by the other route: G(z) = G(x) xor G(y) with G from the period
    const BigInt gx = arithmetic_value(c.hv.values(), c.per, x), gy = arithmetic_value(c.hv.values(), c.per, y);
    if (arithmetic_value(c.hv.values(), c.per, z) != (gx ^ gy)) throw std::logic_error("NSum routes disagree");
    std::ostringstream bytes;
    TextCertificate cert(bytes);
    cert.made_by(provenance_command(kNsumCommand));
    emit_take_or_break_certificate(c.hv, c.per, true, cert);
    out.push_back(z.str());
    out.push_back(where + ": " + known.description + ".");
    out.push_back("Flip(x) = " + flip(x).str() + ", Flip(y) = " + flip(y).str() + ", xor = " + BigInt(flip(x) ^ flip(y)).str() +
                  ", Flip of that = " + z.str() + " (certified identity NSum(x,y) = Flip(Flip(x) xor Flip(y)), theorem nsum-flip).");
    out.push_back("Check: G(x) = " + gx.str() + ", G(y) = " + gy.str() + ", G(z) = " + BigInt(gx ^ gy).str() +
                  " = G(x) xor G(y), with G(n+4) = G(n) + 4 for n >= 1 (certified arithmetic period).");
    out.push_back("Certificate: " + known.certificate + ", sha256 " + cert.sha256() +
                  "; regenerate with `nimcert " + kNsumCommand + " --cert " + known.certificate +
                  "`, verify with `nimcheck FILE`.");
    return out;
}

}  // namespace

// The catalogue's sequence SEQ, or nullptr when SEQ is a heap code; anything else is refused.
static const KnownSequence* known_sequence_or_code(const std::string& seq) {
    const KnownSequence* known = nullptr;
    for (const auto& s : known_sequences())
        if (s.id == seq) known = &s;
    if (!known && seq.find('.') == std::string::npos && seq.size() != 1 && seq != "grundy" &&
        seq.compare(0, 4, "sub:") != 0 && !(seq.size() == 2 && seq[1] == 'u'))  // codes without a point: "4", "grundy", "4u"
        throw std::invalid_argument("unknown sequence '" + seq +
                                    "' (known: A002186, A002187, A002188, A215721, A257092, A316632, A344227, A317367, or a heap code such as .77, grundy or sub:1,2,4)");
    return known;
}

std::string heap_sequence_code(const std::string& seq) { return seq == "A002188" ? "grundy" : seq; }

std::vector<std::string> term_lines(const std::string& seq_asked, const std::vector<std::string>& indices,
                                    const SolveControl& ctl, bool compute, StepProgress* progress) {
    const std::string seq = heap_sequence_code(seq_asked);
    if (is_kayles_sequence(seq)) {
        if (indices.size() == 1 && !indices[0].empty() && indices[0].size() <= 4 &&
            indices[0].find_first_not_of("0123456789") == std::string::npos) {
            if (!compute)  // a large: row's recorded statement answers at once (certs/catalogue.tsv, column 5)
                if (auto lines = kayles_recorded_term_lines(seq, std::stoll(indices[0])); !lines.empty()) return lines;
            kayles_term_gate(seq, std::stoll(indices[0]), compute);
        }
        return kayles_term_lines(seq, indices, ctl.stop, kayles_term_style(seq, indices), progress);
    }
    if (seq == "A317367") {  // Node-Kayles on P_n(3): a family system, not a heap game
        if (indices.size() != 1) throw std::invalid_argument("A317367 takes exactly one index");
        return strip_term_lines(indices[0]);
    }
    const KnownSequence* known = known_sequence_or_code(seq);
    if (known && known->claim == HeapClaim::NimSum) {
        if (indices.empty() || indices.size() > 2)
            throw std::invalid_argument(seq + " takes X Y (the piles) or N (the flat index)");
        return nimsum_term(*known, indices, ctl);
    }
    if (indices.size() != 1) throw std::invalid_argument(seq + " takes exactly one index");
    const BigInt index = parse_index(indices[0]);

    const std::string code = known ? known->code : seq;
    const HeapClaim claim = known ? known->claim : HeapClaim::Period;
    const Certified c = certify(code, claim, ctl, known ? 0 : table_limit(index));
    const std::string canon = c.hv.code().canonical();
    if (c.table) {
        const std::string n = show(index), v = show(periodic_value(c, index));
        const bool unequal = c.hv.code().has_unequal();
        return {v,
                "Heap game " + canon + ": " +
                    (unequal ? "unequal splits, no periodicity theorem applies, so G(" + n + ") comes from a table."
                             : "G(0.." + std::to_string(c.hv.size() - 1) + ") prove no period (the search stops at "
                               "the index asked for, or at " + std::to_string(kSearchFloor) + " values), so G(" + n +
                                   ") comes from a table."),
                "G(" + n + ") = " + v + " is listed, with its mex witnesses, in a values certificate of G(0.." + n + ")" +
                    (unequal ? "." : "; `nimcert period " + canon + "` searches further for a period."),
                "Certificate: (not in the catalogue), sha256 " + c.digest + "; regenerate with `nimcert values " + canon +
                    " " + n + " --cert FILE`, verify with `nimcheck FILE`."};
    }
    const std::string regen = "nimcert " + heap_command(c, claim) + " --cert " + (known ? known->certificate : std::string("FILE"));
    std::vector<std::string> out;
    std::vector<std::string> why;
    if (known && index < oeis_offset(known->id))
        throw std::invalid_argument(seq + " starts at index " + std::to_string(oeis_offset(known->id)) + " (its OEIS offset)");
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

static TermSource term_source_of(const std::string& seq, const SolveControl& ctl, const BigInt& last);

TermSource term_source(const std::string& seq, const SolveControl& ctl, const BigInt& last) {
    if (heap_sequence_code(seq) == seq) return term_source_of(seq, ctl, last);
    TermSource t = term_source_of(heap_sequence_code(seq), ctl, last);  // an A-number standing for a code: named as asked
    t.description = "Sprague-Grundy values of " + std::string(seq == "A002188" ? "Grundy's game, " : "") + t.description;
    t.id = seq;
    return t;
}

static TermSource term_source_of(const std::string& seq, const SolveControl& ctl, const BigInt& last) {
    TermSource t;
    if (is_kayles_sequence(seq))
        throw std::logic_error(seq + " has one certificate per term (kayles_term_lines)");
    if (seq == "A317367") return strip_term_source();
    const KnownSequence* known = known_sequence_or_code(seq);
    if (known && known->claim == HeapClaim::NimSum) {
        auto c = std::make_shared<CertifiedArithmetic>(solve_take_or_break(ctl));
        if (!flip_nsum_matches_table(c->hv.values(), 8)) throw std::logic_error("nsum-flip does not hold on the table");
        t.id = known->id;
        t.description = known->description + " (flat index n: T(x, y) on antidiagonal x + y, offset 0)";
        t.first = oeis_offset(known->id);
        t.value = [](const BigInt& n) {
            const auto cell = antidiagonal_cell(n);
            return flip_nsum(cell.first, cell.second);
        };
        t.write_certificate = [c](std::ostream& out) {
            TextCertificate cert(out);
            cert.made_by(provenance_command(kNsumCommand));
            emit_take_or_break_certificate(c->hv, c->per, true, cert);
        };
        t.catalogue_file = known->certificate;
        t.regenerate = std::string("nimcert ") + kNsumCommand + " --cert " + known->certificate;
        NullBuf null;
        std::ostream bytes(&null);
        TextCertificate cert(bytes);
        cert.made_by(provenance_command(kNsumCommand));
        emit_take_or_break_certificate(c->hv, c->per, true, cert);
        t.digest = cert.sha256();
    } else {
        const std::string code = known ? known->code : seq;
        const HeapClaim claim = known ? known->claim : HeapClaim::Period;
        auto c = std::make_shared<Certified>(certify(code, claim, ctl, known || last < 0 ? 0 : table_limit(last)));
        const std::string canon = c->hv.code().canonical();
        t.id = known ? known->id : canon;
        t.description = known ? known->description : "G(n) of heap game " + canon;
        t.first = known ? oeis_offset(known->id) : 0;
        if (claim == HeapClaim::Zeros) {
            auto z = std::make_shared<ZeroSet>(zero_set(c->hv.values(), c->per));
            t.value = [z](const BigInt& i) { return z->nth(i); };
        } else {
            t.value = [c](const BigInt& n) { return periodic_value(*c, n); };
            t.periodic = !c->table;
            t.prefix = c->per.prefix;
            t.period = c->per.period;
        }
        t.write_certificate = [c, claim](std::ostream& out) { write_heap_certificate(*c, claim, out); };
        t.digest = c->digest;
        t.catalogue_file = known ? known->certificate : "";
        t.regenerate = "nimcert " + heap_command(*c, claim) + " --cert " + (known && !c->table ? known->certificate : std::string("FILE"));
    }
    return t;
}

}  // namespace nimcert
