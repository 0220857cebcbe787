// A heap game's code, its moves and its value table (heap_records.hpp): the records `h g w...`,
// checked by the witnesses and the checker's own enumeration of every move (theorem `mex`), or
// under a parity mask by the moves the parity argument needs (theorem `rare-common-absence`).
#include "heap_records.hpp"

#include <algorithm>
#include <bitset>
#include <cmath>
#include <optional>
#include <utility>

#include "failure.hpp"
#include "work.hpp"

namespace nimcheck {

namespace {

// What a move leaves: parts == 0 means nothing, otherwise size[0 .. parts-1], non-decreasing.
struct Move { unsigned parts = 0; std::uint32_t size[3] = {0, 0, 0}; };

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
    if (m.parts == 2 && (code.d(i) & 16) != 0 && m.size[0] == m.size[1])  // 'u': unequal splits only
        return "digit d" + str(i) + " of code " + code.text + " allows only unequal splits, and it leaves two heaps of " + str(m.size[0]);
    return "";
}

void check_witness(const HeapCode& code, const Values& G, const Move& m, std::uint32_t k, long line) {
    const std::uint32_t h = static_cast<std::uint32_t>(G.size());
    // the message only when it is needed: a certificate has millions of witnesses
    const auto where = [&] { return "heap " + str(h) + ": witness " + describe(m) + " for value " + str(k); };
    const std::string why = illegal_reason(code, h, m);
    if (!why.empty()) rejected(line, where() + " is not a legal move: " + why);
    std::uint32_t v = 0;  // the option's value: the xor of its parts' values (every part < h, checked above)
    for (unsigned p = 0; p < m.parts; ++p) v ^= G.at(m.size[p]);
    if (v != k) rejected(line, where() + " reaches " + str(v));
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
        work.done += 1;  // the moves leaving at most one heap
        if ((d & 1) != 0 && i >= 1 && m == 0 && g == 0) reached(Move{});
        if ((d & 2) != 0 && i >= 1 && m >= 1 && G[m] == g) reached(Move{1, {m, 0, 0}});
        if ((d & 4) != 0) {
            work.done += m / 2;
            // a <= m - a; a < m - a if d_i has 'u' (bit 16: unequal splits only)
            for (std::uint32_t a = 1; 2 * a < m + ((d & 16) == 0 ? 1 : 0); ++a)
                if ((G[a] ^ G[m - a]) == g) reached(Move{2, {a, m - a, 0}});
        }
        if ((d & 8) != 0)
            for (std::uint32_t a = 1; a <= m / 3; ++a) {
                work.done += (m - a) / 2 - a + 1;
                for (std::uint32_t b = a; b <= (m - a) / 2; ++b)
                    if ((G[a] ^ G[b] ^ G[m - a - b]) == g) reached(Move{3, {a, b, m - a - b}});
            }
    }
}


// The value g of a record "h g ..." (fields f): malformed unless h = G.size(), the next heap.
std::uint32_t record_value(const std::vector<std::string_view>& f, const Values& G, long line) {
    if (f.size() < 2) malformed(line, "a record needs a heap size and a value");
    if (parse_unsigned(f[0], kMaxNumber, "heap size", line) != G.size())
        malformed(line, "expected the record of heap " + str(G.size()) + ", found " + quote(f[0]));
    return static_cast<std::uint32_t>(parse_unsigned(f[1], kMaxNumber, "value", line));
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
    work.done += g;
    check_unreached(code, G, g, line);
    return g;
}

class MaskedRecords {
public:
    // The `parity-mask m` line: m must be in [1, 2^31 - 1] and the code finite with j <= 2
    // (the parity lemma is about two-heap options); otherwise rejected on `line`.
    // Version 2 (`search`): records list no witnesses; the checker finds the even values itself.
    MaskedRecords(const HeapCode& code, std::uint64_t mask, bool search, long line) : code_(code), search_(search) {
        if (code.t == HeapCode::kUnbounded || code.j > 2)
            rejected(line, "a parity mask needs a finite code whose moves leave at most two heaps (theorem "
                           "rare-common-absence); " + code.text + " does not qualify");
        change(mask, {}, line);
    }

    // The mask for the records from G.size() on: any mask is sound (the theorem holds for every
    // mask; Coq: `masked_table`), so a change only rebuilds the list of rare heaps under the
    // new mask from the values verified so far.
    void change(std::uint64_t mask, const Values& G, long line) {
        if (mask == 0) rejected(line, "parity mask 0 is not allowed (every value would be even)");
        if (mask == mask_) malformed(line, "parity mask " + str(mask) + " is already in force");
        if (!G.empty() && G.size() == changed_at_) malformed(line, "no record between two parity-mask lines");
        mask_ = static_cast<std::uint32_t>(mask);
        changed_at_ = G.size();
        rare_.clear();
        for (std::uint32_t h = 1; h < G.size(); ++h)
            if (!odd(G[h])) rare_.push_back(Rare{h} << 32 | G[h]);
        work.done += G.size();
    }

    // Verifies the record "h g w..." for h = G.size() (fields f) and returns g.
    std::uint32_t check(const std::vector<std::string_view>& f, const Values& G, long line) {
        const std::uint32_t h = static_cast<std::uint32_t>(G.size()), g = record_value(f, G, line);
        const auto where = [h] { return "heap " + str(h) + ": "; };  // for messages only: not built per record
        // Witnesses are listed for the even k < g only, counted without looping over k: a value
        // whose count does not match is refused before anything is allocated. (At least g/4 of the
        // k < g are even, so the loops over k below stay within a few times the line's length.)
        const std::size_t listed = f.size() - 2;
        if (search_ && listed != 0) malformed(line, where() + "a version 2 record under a parity mask lists no witnesses");
        // Every option's value is a xor of values below top (the least power of two above every
        // verified value), so a claim above top is false; this also bounds stamp_ by the values.
        if (search_ && g > top_) rejected(line, where() + "claimed G=" + str(g) + " but no move reaches " + str(top_) +
                                                    " (every option's value is a xor of values below it)");
        const std::uint64_t needed = search_ ? 0 : even_below(g);
        if (listed != needed)
            malformed(line, where() + "value " + str(g) + " needs " + str(needed) +
                                " witnesses (one per even value below it under parity mask " + str(mask_) + "), found " + str(listed));
        witness_.clear();  // parse the whole line first: a grammar error wins over a false claim
        for (std::size_t k = 0; k < listed; ++k) witness_.push_back(parse_move(f[2 + k], line));

        // Even k < g: the certificate's witnesses, in ascending k (theorem `mex`, as unmasked).
        std::size_t next = 0;
        for (std::uint32_t k = 0; k < g && !search_; ++k)
            if (!odd(k)) check_witness(code_, G, witness_[next++], k, line);

        // Odd k < g and, for odd g, the absence of g: mark the values <= g reached by every move
        // leaving at most one heap and every split r + (s - r) with r rare (theorem
        // `rare-common-absence`, proofs/rare-common.md; coq/RareCommon.v `rare_common_record`).
        // All of these are legal moves, so a marked value is an option value.
        // Every option value is below top_ (a xor of verified values), every value read is <= g.
        if (stamp_.size() <= std::max<std::uint64_t>(top_, g)) stamp_.resize(std::max<std::uint64_t>(top_, g) + 1, 0);
        want_.resize(stamp_.size(), 0);
        const std::uint64_t now = ++now_;
        std::uint64_t* const stamp = stamp_.data();
        const std::uint32_t* const V = G.data();
        const Rare* const rare = rare_.data();
        work.done += g;  // the witnesses and the loops over k < g
        for (std::uint32_t i = 0; i <= code_.t && i <= h; ++i) {
            const unsigned d = code_.d(i);
            const std::uint32_t s = h - i;  // tokens left behind
            if ((d & 1) != 0 && i >= 1 && s == 0) stamp[0] = now;
            if ((d & 2) != 0 && i >= 1 && s >= 1) stamp[V[s]] = now;
            // The splits r + (s - r) (bit 4), r rare below s, bounded once; under 'u' (bit 16, only
            // with bit 4) the equal split r + r is no move: skipped (version 2 reads marks of even k).
            const auto below = [&](std::uint32_t x) { return std::partition_point(rare, rare + rare_.size(), [x](Rare r) { return r >> 32 < x; }); };
            const Rare *const end = (d & 4) != 0 ? below(s) : rare, *const skip = (d & 16) != 0 && s % 2 == 0 ? below(s / 2) : end;
            for (const auto& [from, to] : {std::pair{rare, skip}, std::pair{skip + (skip != end && *skip >> 32 == s / 2 ? 1 : 0), end}})
#pragma GCC unroll 4
                for (const Rare* r = from; r < to; ++r) stamp[static_cast<std::uint32_t>(*r) ^ V[s - (*r >> 32)]] = now;
            work.done += 1 + static_cast<std::uint64_t>(end - rare);
        }
        // Version 2: the k < g not reached yet, ascending in sought_, with want_[k] = 1 (odd ones:
        // never, below); want_ is 0 at every other value below top_: no bound test below.
        std::uint8_t* const want = want_.data();
        sought_.clear();
        for (std::uint32_t k = 0; k < g; ++k)
            if (stamp[k] == now) continue;
            else if (search_) sought_.push_back(k), want[k] = 1;
            else if (odd(k))
                rejected(line, where() + "claimed G=" + str(g) + " but no move reaches " + str(k) + " (odd under parity mask " + str(mask_) +
                                   ": the checker tried every move leaving at most one heap and every split with a rare part)");
        // Version 2, even g: g is sought too, so the search below runs through every split unless
        // one reaches g (theorem `mex`: no option has value g; the one-heap moves are marked).
        if (search_ && !odd(g)) sought_.push_back(g), want[g] = 1;
        // Version 2: the values sought, by the splits a + (s - a), s = h - i, for every i with bit
        // 4 in d_i and a = 1 ... part (a < s - a under 'u'), parts in blocks of 64 and within a
        // block one i after the other, until each is reached (`mex`). Linear in the splits tried;
        // all of them, O(t * h), for even g or if a k is not reached (the claim is then false).
        for (std::uint32_t lo = 1; !sought_.empty() && lo <= h / 2; lo += 64) {
            for (std::uint32_t i = 0; i <= code_.t && i < h; ++i) {
                // the largest part: (s - u) / 2, u = 1 under 'u'
                const std::uint32_t s = h - i, u = (code_.d(i) & 16) != 0 ? 1 : 0, hi = (code_.d(i) & 4) != 0 ? std::min((s - u) / 2, lo + 63) : 0;
#pragma GCC unroll 4
                for (std::uint32_t a = lo; a <= hi; ++a) want[V[a] ^ V[s - a]] = 0;  // a store: no branch, no load
                work.done += hi >= lo ? hi - lo + 1 : 0;
            }
            work.done += sought_.size();  // those still sought after the block
            sought_.erase(std::remove_if(sought_.begin(), sought_.end(), [want](std::uint32_t k) { return want[k] == 0; }), sought_.end());
        }
        if (!sought_.empty() && sought_.front() < g)  // the first k still missing is named
            rejected(line, where() + "claimed G=" + str(g) + " but no move reaches " + str(sought_.front()) + " (the checker tried every move)");
        // A marked or found move reaches g: check_unreached finds and names it. Version 1, even g:
        // the parity argument says nothing; enumerate every move (theorem `mex`).
        // (want_[g] is 1 only if g was sought: it is reset here, as every other want_ is 0.)
        const bool reached = stamp[g] == now || (search_ && !odd(g) && std::exchange(want[g], 0) == 0);
        if (reached || (!search_ && !odd(g))) check_unreached(code_, G, g, line);
        if (reached) rejected(line, where() + "claimed G=" + str(g) + " but the move ? reaches " + str(g));  // (not reached)
        if (!odd(g) && h >= 1) rare_.push_back(Rare{h} << 32 | g);
        while (top_ <= g) top_ *= 2;
        return g;
    }

private:
    // The class of a value: popcount(x & m) odd (`odd_class` in proofs/coq/RareCommon.v).
    bool odd(std::uint32_t x) const { return (std::bitset<32>(x & mask_).count() & 1) != 0; }
    // #{k < g : k even}
    std::uint64_t even_below(std::uint32_t g) const {
        // b, the mask's lowest bit, changes the class of k when toggled. Below `high` (g without
        // its bits below 2b, a multiple of 2b) the k pair up by toggling b: half are even. The
        // k = high + l, l < low < 2b, have the masked bits of high above b and bit b = (l >= b)
        // (the mask has no bit below b): the first b of them (if there are) are of high's class.
        const std::uint64_t b = mask_ & (~mask_ + 1), high = g & ~(2 * b - 1), low = g - high;
        return high / 2 + (odd(static_cast<std::uint32_t>(high)) ? (low > b ? low - b : 0) : std::min(low, b));
    }

    HeapCode code_;
    bool search_;                            // version 2: no witnesses
    std::uint64_t top_ = 1;                  // a power of two above every verified value
    std::uint32_t mask_ = 0;
    std::size_t changed_at_ = 0;             // the first record under mask_
    using Rare = std::uint64_t;              // heap << 32 | value: one load for both in the loop over them
    std::vector<Rare> rare_;                 // heaps >= 1 with an even verified value, ascending
    std::vector<std::uint64_t> stamp_;       // stamp_[v] == now_: a move from the current heap reaches v <= g
    std::vector<std::uint8_t> want_;         // version 2: want_[k] = 1 while no move is known to reach k <= g
    std::vector<std::uint32_t> sought_;      // version 2: those k, ascending
    std::uint64_t now_ = 0;
    std::vector<Move> witness_;              // reused between records
};

}  // namespace

// Malformed unless s is a canonical code.
HeapCode parse_heap_code(std::string_view s, long line) {
    const std::string why = "code " + quote(s) + " is not canonical (d0 in 0 4 8 c, '.', lower-case "
                            "hex digits, each optionally followed by 'u' if it has bit 4, last digit not 0 unless it is the only one)";
    const std::size_t dot = s.find('.');  // after d0, or after d0 and its 'u'
    if (dot < 1 || dot > 2 || s.size() < dot + 2 || (dot == 2 && s[1] != 'u') ||
        std::string_view("048c").find(s[0]) == std::string_view::npos || (s.back() == '0' && s.size() > dot + 2))
        malformed(line, why);
    HeapCode code;
    code.text = std::string(s);
    for (std::size_t k = 0; k < s.size(); ++k) {
        if (k == dot) continue;
        // 'u' right after a digit with bit 4: that digit's splits must be unequal (bit 16 of d_i).
        if (s[k] == 'u' && k > 0 && hex_digit(s[k - 1]) >= 0 && (code.digit.back() & 4) != 0) {
            code.digit.back() |= 16;
            continue;
        }
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

// Take-or-Break: remove i >= 1 tokens leaving 0 or 1 heap (d_i = 3 for every i >= 1), or split
// a heap into two without removing any (d_0 = 4): exactly its move rule (Coq: tob_grundy_iff,
// proofs/coq/TakeOrBreak.v, "the code 4.333...").
HeapCode take_or_break_code() { return HeapCode{"take-or-break", {4, 3}, HeapCode::kUnbounded, 2}; }

Values read_value_table(LineReader& reader, const HeapCode& code, bool version2) {
    const std::vector<std::string_view>& f = reader.fields();
    long line = reader.expect("the values line");
    std::optional<MaskedRecords> masked;  // records under a parity mask (proofs/rare-common.md)
    if (f[0] == "parity-mask") {
        if (f.size() != 2) malformed(line, "expected 'parity-mask <m>'");
        masked.emplace(code, parse_unsigned(f[1], kMaxNumber, "parity mask", line), version2, line);
        line = reader.expect("the values line");
    }
    if (version2 && !masked) malformed(line, "version 2 is for tables under a parity mask: expected 'parity-mask <m>'");
    if (f[0] != "values" || f.size() != 2) malformed(line, "expected 'values <count>'");
    const std::uint64_t count = parse_unsigned(f[1], 100000000, "record count", line);
    // The mex enumeration of heap h: min(t+1, h) removals, each leaving 1, h/2 or h^2/12 splits
    // (j = 1, 2, 3); on average over h < N, N^(j-1)/1, /4 or /36 splits (certs/FORMAT.md).
    const double N = static_cast<double>(count);
    const double splits = std::pow(N, code.j - 1.0) / (code.j == 3 ? 36 : code.j == 2 ? 4 : 1);
    check_work_cap(line, N * (code.t == HeapCode::kUnbounded ? N : std::min(code.t + 1.0, N) * splits));
    Values G;  // grows with the records actually read, never from `count`
    while (G.size() < count) {
        if (!reader.next()) malformed(reader.line() + 1, "the file ends after " + str(G.size()) + " of " + str(count) + " records");
        if (f[0] == "parity-mask") {  // a change of mask, only where one is in force
            if (!masked || G.empty() || f.size() != 2)
                malformed(reader.line(), "'parity-mask' belongs between the game line and 'values', or between two "
                                         "records under a parity mask to change it");
            masked->change(parse_unsigned(f[1], kMaxNumber, "parity mask", reader.line()), G, reader.line());
            continue;
        }
        if (f[0] == "period" || f[0] == "arithmetic-period" || f[0] == "end")
            malformed(reader.line(), "fewer records than the values line announces: " + str(G.size()) + " of " + str(count));
        G.push_back(masked ? masked->check(f, G, reader.line()) : check_record(f, code, G, reader.line()));
        check_work_done(reader.line());
    }
    return G;
}

}  // namespace nimcheck
