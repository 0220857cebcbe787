#include "heap_code.hpp"

#include "failure.hpp"
#include "line_reader.hpp"

namespace nimcheck {

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
    }
    // t and j as in the j-heap periodicity theorem (Coq: t_of, j_of and their specs t_of_spec,
    // j_of_spec in proofs/coq/Periodicity.v; periodicity_checker uses exactly these).
    for (std::size_t i = 0; i < code.digit.size(); ++i) {
        const unsigned d = code.digit[i];
        if (d != 0) code.t = i;
        if ((d & 8) != 0) code.j = 3;
        if ((d & 4) != 0 && code.j < 2) code.j = 2;
    }
    return code;
}

// Remove i >= 1 tokens leaving 0 or 1 heap (d_i = 3), or split into two heaps (d_0 = 4): exactly
// Take-or-Break's move rule (Coq: tob_grundy_iff, proofs/coq/TakeOrBreak.v).
HeapCode take_or_break_code() { return HeapCode{"take-or-break", {4, 3}, HeapCode::kUnbounded, 2}; }

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

std::string describe(const Move& m) {
    if (m.parts == 0) return "-";
    std::string out;
    for (unsigned k = 0; k < m.parts; ++k) out += (k ? "+" : "") + str(m.size[k]);
    return out;
}

// The legal moves are those of the Coq model (is_option, proofs/coq/HeapGame.v).
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

std::uint32_t option_value(const Values& G, const Move& m) {
    std::uint32_t v = 0;
    for (unsigned k = 0; k < m.parts; ++k) v ^= G.at(m.size[k]);
    return v;
}

void check_witness(const HeapCode& code, const Values& G, const Move& m, std::uint32_t k, long line) {
    const std::uint32_t h = static_cast<std::uint32_t>(G.size());
    const std::string where = "heap " + str(h) + ": witness " + describe(m) + " for value " + str(k);
    const std::string why = illegal_reason(code, h, m);
    if (!why.empty()) rejected(line, where + " is not a legal move: " + why);
    const std::uint32_t v = option_value(G, m);
    if (v != k) rejected(line, where + " reaches " + str(v));
}

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

}  // namespace nimcheck
