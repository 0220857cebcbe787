// Orchestration and heap games: reads a certificate line by line in the order of the grammar
// of certs/FORMAT.md, verifies each claim as soon as it is read, and builds the statement.
// Strip systems and Node-Kayles have their own files; heap games (`game heap CODE`,
// `game take-or-break`) are here: the code and its moves ("Codes"), the value table and its
// records, also under a parity mask ("Records", proofs/rare-common.md), and the claims about
// the values (period, zero set, recurrence, gf, arithmetic-period, nsum-flip).
#include <algorithm>
#include <bitset>
#include <cmath>
#include <cstdint>
#include <exception>
#include <new>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <boost/multiprecision/cpp_int.hpp>

#include "coupled_families.hpp"
#include "failure.hpp"
#include "kayles_certificate.hpp"
#include "line_reader.hpp"
#include "nimcheck.hpp"
#include "strip_obligations.hpp"

namespace nimcheck {

namespace {

struct HeapCode {
    std::string text;                 // canonical spelling, e.g. "0.07", or "take-or-break"
    std::vector<unsigned char> digit;  // digit[i] = d_i, i = 0 .. number of digits after '.'
    std::size_t t = 0;                 // largest i with d_i != 0 (0 if none); kUnbounded: any
    unsigned j = 1;                    // most heaps a move leaves (1 if no move leaves a heap)

    // d_i; an unbounded code repeats its last digit forever.
    unsigned d(std::size_t i) const { return i < digit.size() ? digit[i] : (t == kUnbounded ? digit.back() : 0); }
    static constexpr std::size_t kUnbounded = static_cast<std::size_t>(-1);
};

// G(0), G(1), ..., G(h - 1): the values verified so far; h is the next heap.
using Values = std::vector<std::uint32_t>;

// What a move leaves: parts == 0 means nothing, otherwise size[0 .. parts-1], non-decreasing.
struct Move { unsigned parts = 0; std::uint32_t size[3] = {0, 0, 0}; };

// Malformed unless s is a canonical code.
HeapCode parse_heap_code(std::string_view s, long line) {
    const std::string why = "code " + quote(s) + " is not canonical (d0 in 0 4 8 c, '.', lower-case "
                            "hex digits, last digit not 0 unless it is the only one)";
    if (s.size() < 3 || s[1] != '.' || std::string_view("048c").find(s[0]) == std::string_view::npos ||
        (s.back() == '0' && s.size() > 3))
        malformed(line, why);
    HeapCode code;
    code.text = std::string(s);
    for (std::size_t k = 0; k < s.size(); ++k) {
        if (k == 1) continue;
        const int d = hex_digit(s[k]);
        if (d < 0) malformed(line, why);
        code.digit.push_back(static_cast<unsigned char>(d));
        // t and j as in the j-heap periodicity theorem (Coq: t_of, j_of and their specs t_of_spec,
        // j_of_spec in proofs/coq/Periodicity.v; periodicity_checker uses exactly these).
        if (d != 0) code.t = code.digit.size() - 1;
        if ((d & 8) != 0) code.j = 3;
        if ((d & 4) != 0 && code.j < 2) code.j = 2;
    }
    return code;
}


// Malformed unless s is "-" or 1 to 3 parts (each < 2^31) joined by '+', non-decreasing.
Move parse_move(const std::string_view text, long line) {
    Move m;
    if (text == "-") return m;
    for (std::string_view s = text;;) {
        if (m.parts == 3) malformed(line, "move " + quote(text) + " leaves more than 3 heaps");
        const std::size_t plus = s.find('+');
        m.size[m.parts] = static_cast<std::uint32_t>(parse_unsigned(s.substr(0, plus), kMaxNumber, "heap size in a move", line));
        if (m.parts > 0 && m.size[m.parts] < m.size[m.parts - 1])
            malformed(line, "the parts of move " + quote(text) + " are not non-decreasing");
        ++m.parts;
        if (plus == std::string_view::npos) return m;
        s.remove_prefix(plus + 1);
    }
}

// The move in certificate notation: "-" or "a+b".
std::string describe(const Move& m) {
    if (m.parts == 0) return "-";
    std::string out;
    for (unsigned k = 0; k < m.parts; ++k) out += (k ? "+" : "") + str(m.size[k]);
    return out;
}

// The legal moves are those of the Coq model (is_option, proofs/coq/HeapGame.v).
// Empty if m is a legal move from a heap of size h under the code, otherwise why not.
std::string illegal_reason(const HeapCode& code, std::uint32_t h, const Move& m) {
    std::uint64_t sum = 0;
    for (unsigned k = 0; k < m.parts; ++k) {
        if (m.size[k] == 0) return "it leaves an empty heap";
        sum += m.size[k];
    }
    if (sum > h) return "it leaves more tokens than heap " + str(h) + " has";
    const std::uint64_t i = h - sum;  // tokens removed
    if (i > code.t) return "it removes " + str(i) + " tokens but code " + code.text + " removes at most " + str(code.t);
    if (m.parts <= 1 && i == 0) return "it removes no tokens and leaves at most one heap";
    const unsigned bit = 1u << m.parts;  // 0 parts: bit 1, 1: bit 2, 2: bit 4, 3: bit 8
    if ((code.d(i) & bit) == 0)
        return "digit d" + str(i) + " of code " + code.text + " does not allow removing " + str(i) + " tokens and leaving " +
               str(m.parts) + " heap(s)";
    return "";
}

void check_witness(const HeapCode& code, const Values& G, const Move& m, std::uint32_t k, long line) {
    const std::uint32_t h = static_cast<std::uint32_t>(G.size());
    const std::string where = "heap " + str(h) + ": witness " + describe(m) + " for value " + str(k);
    const std::string why = illegal_reason(code, h, m);
    if (!why.empty()) rejected(line, where + " is not a legal move: " + why);
    std::uint32_t v = 0;  // the option's value: the xor of its parts' values (every part < h, checked above)
    for (unsigned p = 0; p < m.parts; ++p) v ^= G.at(m.size[p]);
    if (v != k) rejected(line, where + " reaches " + str(v));
}

// Enumerates every legal move from heap h = G.size() itself, from the code alone: rejected,
// naming the first move (in the solver's order) whose option has value g, if there is one.
void check_unreached(const HeapCode& code, const Values& G, std::uint32_t g, long line) {
    // Every part of every option below is in [1, h-1] (nonempty heaps; a move leaving one heap
    // removes i >= 1 tokens, one leaving 2 or 3 heaps splits h - i >= 2 tokens), so G[x] is valid.
    const std::uint32_t h = static_cast<std::uint32_t>(G.size());
    const auto reached = [&](const Move& m) {  // the first such move in the solver's order
        rejected(line, "heap " + str(h) + ": claimed G=" + str(g) + " but the move " + describe(m) + " reaches " + str(g));
    };
    for (std::uint32_t i = 0; i <= code.t && i <= h; ++i) {
        const unsigned d = code.d(i);
        const std::uint32_t m = h - i;  // tokens left behind
        if ((d & 1) != 0 && i >= 1 && m == 0 && g == 0) reached(Move{});
        if ((d & 2) != 0 && i >= 1 && m >= 1 && G[m] == g) reached(Move{1, {m, 0, 0}});
        if ((d & 4) != 0)
            for (std::uint32_t a = 1; a <= m / 2; ++a)
                if ((G[a] ^ G[m - a]) == g) reached(Move{2, {a, m - a, 0}});
        if ((d & 8) != 0)
            for (std::uint32_t a = 1; a <= m / 3; ++a)
                for (std::uint32_t b = a; b <= (m - a) / 2; ++b)
                    if ((G[a] ^ G[b] ^ G[m - a - b]) == g) reached(Move{3, {a, b, m - a - b}});
    }
}


// The value g of a record "h g ..." (fields f): malformed unless h = G.size(), the next heap.
std::uint32_t record_value(const std::vector<std::string_view>& f, const Values& G, long line) {
    if (f.size() < 2) malformed(line, "a record needs a heap size and a value");
    if (parse_unsigned(f[0], kMaxNumber, "heap size", line) != G.size())
        malformed(line, "expected the record of heap " + str(G.size()) + ", found " + quote(f[0]));
    return static_cast<std::uint32_t>(parse_unsigned(f[1], kMaxNumber, "value", line));
}

// G(n) from the verified table; the claim on `line` is rejected if the table stops before n.
std::uint32_t value_at(const Values& G, std::uint64_t n, long line) {
    if (n >= G.size())
        rejected(line, "the claim needs G(" + str(n) + ") but the table " +
                           (G.empty() ? std::string("is empty") : "stops at G(" + str(G.size() - 1) + ")"));
    return G[n];
}

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

class MaskedRecords {
public:
    // The `parity-mask m` line: m must be in [1, 2^31 - 1] and the code finite with j <= 2
    // (the parity lemma is about two-heap options); otherwise rejected on `line`.
    MaskedRecords(const HeapCode& code, std::uint64_t mask, long line) : code_(code) {
        if (mask == 0) rejected(line, "parity mask 0 is not allowed (every value would be even)");
        if (code.t == HeapCode::kUnbounded || code.j > 2)
            rejected(line, "a parity mask needs a finite code whose moves leave at most two heaps (theorem "
                           "rare-common-absence); " + code.text + " does not qualify");
        mask_ = static_cast<std::uint32_t>(mask);
    }

    // Verifies the record "h g w..." for h = G.size() (fields f) and returns g.
    std::uint32_t check(const std::vector<std::string_view>& f, const Values& G, long line) {
        const std::uint32_t h = static_cast<std::uint32_t>(G.size()), g = record_value(f, G, line);
        const std::string where = "heap " + str(h) + ": ";
        // Witnesses are listed for the even k < g only, counted without looping over k: a value
        // whose count does not match is refused before anything is allocated. (At least g/4 of the
        // k < g are even, so the loops over k below stay within a few times the line's length.)
        const std::size_t listed = f.size() - 2;
        const std::uint64_t needed = even_below(g);
        if (listed != needed)
            malformed(line, where + "value " + str(g) + " needs " + str(needed) +
                                " witnesses (one per even value below it under parity mask " + str(mask_) + "), found " + str(listed));
        witness_.clear();  // parse the whole line first: a grammar error wins over a false claim
        for (std::size_t k = 0; k < listed; ++k) witness_.push_back(parse_move(f[2 + k], line));

        // Even k < g: the certificate's witnesses, in ascending k (theorem `mex`, as unmasked).
        std::size_t next = 0;
        for (std::uint32_t k = 0; k < g; ++k)
            if (!odd(k)) check_witness(code_, G, witness_[next++], k, line);

        // Odd k < g and, for odd g, the absence of g: mark the values <= g reached by every move
        // leaving at most one heap and every split r + (s - r) with r rare (theorem
        // `rare-common-absence`, proofs/rare-common.md; coq/RareCommon.v `rare_common_record`).
        // All of these are legal moves, so a marked value is an option value.
        if (stamp_.size() <= g) stamp_.resize(std::size_t(g) + 1, 0);
        ++now_;
        const auto mark = [&](std::uint32_t v) { if (v <= g) stamp_[v] = now_; };
        for (std::uint32_t i = 0; i <= code_.t && i <= h; ++i) {
            const unsigned d = code_.d(i);
            const std::uint32_t s = h - i;  // tokens left behind
            if ((d & 1) != 0 && i >= 1 && s == 0) mark(0);
            if ((d & 2) != 0 && i >= 1 && s >= 1) mark(G[s]);
            if ((d & 4) != 0)
                for (std::size_t k = 0; k < rare_.size() && rare_[k].heap < s; ++k) mark(rare_[k].value ^ G[s - rare_[k].heap]);
        }
        for (std::uint32_t k = 0; k < g; ++k)
            if (odd(k) && stamp_[k] != now_)
                rejected(line, where + "claimed G=" + str(g) + " but no move reaches " + str(k) + " (odd under parity mask " + str(mask_) +
                                   ": the checker tried every move leaving at most one heap and every split with a rare part)");
        if (!odd(g)) {
            // Even g: the parity argument says nothing; enumerate every move (theorem `mex`).
            check_unreached(code_, G, g, line);
            if (h >= 1) rare_.push_back(Rare{h, g});
        } else if (stamp_[g] == now_) {  // a marked move reaches g: check_unreached finds and names it
            check_unreached(code_, G, g, line);
            rejected(line, where + "claimed G=" + str(g) + " but the move ? reaches " + str(g));  // (not reached)
        }
        return g;
    }

private:
    // The class of a value: popcount(x & m) odd (`odd_class` in proofs/coq/RareCommon.v).
    bool odd(std::uint32_t x) const { return (std::bitset<32>(x & mask_).count() & 1) != 0; }
    // #{k < g : k even}
    std::uint64_t even_below(std::uint32_t g) const {
        // k < g agrees with g above some bit i where g has a 1, has 0 there, and is free below:
        // 2^i such k, half of them even if the mask has a bit below i, else all or none (the
        // parity of g's masked bits above i decides).
        std::uint64_t n = 0;
        unsigned above = 0;  // parity of the masked bits of g above i
        for (int i = 31; i >= 0; --i) {
            if (((g >> i) & 1) == 0) continue;
            if ((mask_ & ((std::uint32_t(1) << i) - 1)) != 0) n += std::uint64_t(1) << (i - 1);
            else if (above == 0) n += std::uint64_t(1) << i;
            above ^= (mask_ >> i) & 1;
        }
        return n;
    }

    HeapCode code_;
    std::uint32_t mask_;
    struct Rare { std::uint32_t heap, value; };
    std::vector<Rare> rare_;                 // heaps >= 1 with an even verified value, ascending
    std::vector<std::uint64_t> stamp_;       // stamp_[v] == now_: a move from the current heap reaches v <= g
    std::uint64_t now_ = 0;
    std::vector<Move> witness_;              // reused between records
};

// Reads the optional "parity-mask" line, the "values" line and all its records, verifying
// each; returns G(0 .. count-1).
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
    const std::uint64_t count = parse_unsigned(f[1], 100000000, "record count", line);
    // The mex enumeration: min(t+1, h) * (1, h/2 or h^2/12 splits) moves for heap h; on average over h < N, N^(j-1)/(1, 4, 36).
    const double N = static_cast<double>(count), splits = std::pow(N, code.j - 1.0) / (code.j == 3 ? 36 : code.j == 2 ? 4 : 1);
    check_work_cap(line, N * (code.t == HeapCode::kUnbounded ? N : std::min(code.t + 1.0, N) * splits));
    Values G;  // grows with the records actually read, never from `count`
    while (G.size() < count) {
        if (!reader.next(f)) malformed(reader.line() + 1, "the file ends after " + str(G.size()) + " of " + str(count) + " records");
        if (f[0] == "parity-mask") malformed(reader.line(), "'parity-mask' belongs between the game line and 'values'");
        if (f[0] == "period" || f[0] == "arithmetic-period" || f[0] == "end")
            malformed(reader.line(), "fewer records than the values line announces: " + str(G.size()) + " of " + str(count));
        G.push_back(masked ? masked->check(f, G, reader.line()) : check_record(f, code, G, reader.line()));
    }
    return G;
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
    // Overflow care: n0, p <= kMaxNumber < 2^31, j <= 3 and t < kMaxLineBytes < 2^21, so every
    // index below is < 2^35 and fits easily in 64 bits.
    if (n0 > kMaxNumber || p > kMaxNumber || code.t >= kMaxLineBytes || code.j > 3)
        rejected(line, "period claim outside the checker's limits");
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
// Rejected unless `list` is exactly the increasing list of n in [lo, hi) with G(n) = 0.
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
    const bool lasker = f.size() >= 2 && f[1] == "take-or-break";
    expect_fields(f, lasker ? 2 : 3, lasker ? "game take-or-break" : "game heap <code>", line);
    if (!lasker && f[1] != "heap") malformed(line, "unsupported game family " + quote(f[1]) + " (version 1 has 'heap', 'take-or-break', 'kayles', 'strip')");
    // Take-or-Break: remove i >= 1 tokens leaving 0 or 1 heap (d_i = 3), or split into two heaps
    // (d_0 = 4), exactly its move rule (Coq: tob_grundy_iff, proofs/coq/TakeOrBreak.v).
    const HeapCode code = lasker ? HeapCode{"take-or-break", {4, 3}, HeapCode::kUnbounded, 2} : parse_heap_code(f[2], line);

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

// Runs body (which returns the statement) and turns whatever it throws into an Outcome.
template <class Body>
Outcome guarded(const LineReader& reader, Body body) {
    try {
        return Outcome{Verdict::Verified, 0, body()};
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

}  // namespace

Outcome check_certificate(std::istream& in, std::uint64_t max_work) {
    LineReader reader(in);
    work_cap = max_work;
    return guarded(reader, [&] {
        std::string statement = check(reader);
        std::vector<std::string_view> extra;
        if (reader.next(extra)) malformed(reader.line(), "text after 'end'");
        return statement;
    });
}

Outcome strip_obligations_of(std::istream& in, std::ostream& out) {
    LineReader reader(in);
    return guarded(reader, [&] {
        const System s = read_strip_system(reader);
        strip_obligations(s, [&](const std::string& text) { out << text; });
        return std::string();
    });
}

}  // namespace nimcheck
