#include "heap_code.hpp"

#include <cctype>
#include <algorithm>
#include <stdexcept>

namespace nimcert {

namespace {
int hex_value(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}
}  // namespace

// A finite subtraction set S is the octal code whose digit k is 3 for k in S (remove k tokens,
// leaving nothing or one heap) and 0 otherwise: sub:1,2,4 is 0.3303. Spelled as a code so that
// certificates, the checker and every command see only the canonical octal form.
std::string HeapCode::subtraction_code(const std::string& text) {
    const auto bad = [&](const std::string& why) {
        return std::invalid_argument("invalid subtraction game '" + text + "': " + why);
    };
    std::vector<bool> in(1, false);
    std::size_t at = 4;
    if (at == text.size()) throw bad("empty set (write sub:1,2,4: the amounts a move may remove)");
    while (at <= text.size()) {
        const std::size_t comma = std::min(text.find(',', at), text.size());
        const std::string k = text.substr(at, comma - at);
        if (k.empty() || k.size() > 2 || k.find_first_not_of("0123456789") != std::string::npos)
            throw bad("'" + k + "' is not an amount from 1 to 64 (sub:1,2,4; all-but sets have no finite code)");
        const std::size_t v = std::stoul(k);
        if (v < 1 || v > 64) throw bad("amounts run from 1 to 64 (a code has at most 64 digits), not " + k);
        if (in.size() <= v) in.resize(v + 1, false);
        if (in[v]) throw bad(k + " listed twice");
        in[v] = true;
        at = comma + 1;
    }
    std::string code = "0.";
    for (std::size_t i = 1; i < in.size(); ++i) code += in[i] ? '3' : '0';
    return code;
}

HeapCode HeapCode::take_or_break() {
    HeapCode code;
    code.digits_ = {4, 3};
    code.unbounded_ = true;
    return code;
}

HeapCode HeapCode::parse(const std::string& text) {
    if (text == "take-or-break" || text == "lasker") return take_or_break();
    if (text == "grundy") return parse("4u.0");  // Grundy's game: split into two unequal heaps
    if (text.compare(0, 4, "sub:") == 0) return parse(subtraction_code(text));
    const auto bad = [&](const std::string& why) {
        return std::invalid_argument("invalid game code '" + text + "': " + why);
    };
    // A 'u' marks the digit before it; it is taken out first, remembering that digit's place in
    // what is left (a digit, or the point's neighbour d0), and checked once the digits are known.
    std::string plain;
    std::vector<std::size_t> marked;  // positions in `plain` of the digits followed by 'u'
    for (const char c : text) {
        if (c != 'u' && c != 'U' && c != '.' && hex_value(c) < 0)
            throw bad("unexpected '" + std::string(1, c) + "' (a code is hexadecimal digits with one point, as in 0.07 "
                      "or 4.3, a 'u' after a digit whose splits must be unequal, or a name: grundy, take-or-break, lasker, sub:1,2,4 for a subtraction set)");
        if (c != 'u' && c != 'U') {
            plain += c;
            continue;
        }
        if (plain.empty() || hex_value(plain.back()) < 0 || (!marked.empty() && marked.back() == plain.size() - 1))
            throw bad("'u' (unequal splits) must follow a digit, at most once, as in 4u or 0.4u");
        marked.push_back(plain.size() - 1);
    }
    // Accepted spellings besides the canonical d0.d1...dt: ".d1...", "d0." and a lone digit "d0"
    // (both d0 with no digit after the point, e.g. "4" = "4." = "4.0": split a heap in two).
    std::size_t dot = plain.find('.');
    std::string body = plain;
    if (dot == std::string::npos) {
        if (plain.size() != 1)
            throw bad(plain.empty() ? "empty" : "expected a point, as in .07 or 4.3 (a lone digit is d0, as in 4; "
                                                "Grundy's game is 'grundy' or 4u)");
        body = plain + ".0";
        dot = 1;
    } else if (dot + 1 == plain.size()) {
        if (dot == 0) throw bad("expected digits after the point");
        body = plain + "0";
    }
    if (dot > 1) throw bad("at most one digit (d0) may precede the point");
    if (body.size() > 1 + 1 + 64) throw bad("more than 64 digits after the point");

    HeapCode code;
    code.digits_.push_back(0);
    if (dot == 1) {
        const int d0 = hex_value(body[0]);
        if (d0 < 0) throw bad("'" + std::string(1, body[0]) + "' is not a hexadecimal digit");
        // Removing zero tokens and leaving zero or one heap is no move (or a pass).
        if (d0 & 3) throw bad("d0 may only use bits 4 and 8 (splitting without removing)");
        code.digits_[0] = static_cast<unsigned>(d0);
    }
    for (std::size_t k = dot + 1; k < body.size(); ++k) {
        const int d = hex_value(body[k]);
        if (d < 0) throw bad("'" + std::string(1, body[k]) + "' is not a hexadecimal digit");
        code.digits_.push_back(static_cast<unsigned>(d));
    }
    code.unequal_.assign(code.digits_.size(), false);
    for (const std::size_t at : marked) {
        const std::size_t i = at < dot ? 0 : at - dot;  // the digit's index: d0 before the point
        if (!(code.digits_[i] & 4))
            throw bad("'u' follows d" + std::to_string(i) + " = " + std::string(1, body[at]) +
                      ", which has no split into two heaps (bit 4) to make unequal");
        code.unequal_[i] = true;
    }
    while (code.digits_.size() > 1 && code.digits_.back() == 0) code.digits_.pop_back();
    code.unequal_.resize(code.digits_.size());
    return code;
}

std::string HeapCode::canonical() const {
    if (unbounded_) return "take-or-break";
    static const char* hex = "0123456789abcdef";
    std::string s(1, hex[digits_[0]]);
    if (unequal(0)) s += 'u';
    s += '.';
    if (digits_.size() == 1) return s + "0";
    for (std::size_t i = 1; i < digits_.size(); ++i) {
        s += hex[digits_[i]];
        if (unequal(i)) s += 'u';
    }
    return s;
}

bool HeapCode::has_unequal() const {
    for (const bool u : unequal_)
        if (u) return true;
    return false;
}

unsigned HeapCode::max_heaps_left() const {
    unsigned all = 0;
    for (unsigned d : digits_) all |= d;
    if (all & 8) return 3;
    if (all & 4) return 2;
    return 1;
}

bool HeapCode::has_moves() const {
    for (unsigned d : digits_)
        if (d) return true;
    return false;
}

}  // namespace nimcert
