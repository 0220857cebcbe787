// Independent references for the property tests: deliberately naive, written without the
// solver's move enumeration, so agreement means something.
#pragma once

#include <algorithm>
#include <cstdint>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace reftest {

// Digits d0..dt of a code such as "0.07", "4.3" or "4u.0" (assumed canonical/valid here); a
// digit followed by 'u' (two-heap splits must be unequal) gets 16 added.
inline std::vector<unsigned> digits_of(const std::string& code) {
    std::vector<unsigned> d;
    auto hex = [](char c) -> unsigned { return c <= '9' ? c - '0' : c - 'a' + 10; };
    const auto dot = code.find('.');
    d.push_back(dot >= 1 ? hex(code[0]) : 0);
    for (std::size_t k = 1; k < code.size(); ++k) {
        if (code[k] == 'u') d.back() += 16;
        else if (k > dot) d.push_back(hex(code[k]));
    }
    return d;
}

// All ways to leave `parts` nonempty heaps of total s, as sorted vectors.
inline void splits(unsigned s, unsigned parts, unsigned min, std::vector<unsigned>& cur,
                   std::vector<std::vector<unsigned>>& out) {
    if (parts == 0) {
        if (s == 0) out.push_back(cur);
        return;
    }
    for (unsigned a = min; a <= s; ++a) {
        cur.push_back(a);
        splits(s - a, parts - 1, a, cur, out);
        cur.pop_back();
    }
}

// Every option of a single heap h: a list of resulting heap multisets.
inline std::vector<std::vector<unsigned>> options(const std::vector<unsigned>& d, unsigned h) {
    std::vector<std::vector<unsigned>> out;
    for (unsigned i = 0; i < d.size() && i <= h; ++i) {
        for (unsigned parts = 0; parts <= 3; ++parts) {
            if (!(d[i] >> parts & 1)) continue;
            if (i == 0 && parts < 2) continue;
            std::vector<unsigned> cur;
            std::vector<std::vector<unsigned>> found;
            splits(h - i, parts, 1, cur, found);
            for (const auto& o : found)  // 'u' (16): no two equal heaps
                if (!(parts == 2 && (d[i] & 16) && o[0] == o[1])) out.push_back(o);
        }
    }
    return out;
}

// G(0..n) by mex over options, option values by xor (the textbook recursion).
inline std::vector<unsigned> mex_values(const std::vector<unsigned>& d, unsigned n) {
    std::vector<unsigned> g;
    for (unsigned h = 0; h <= n; ++h) {
        std::set<unsigned> seen;
        for (const auto& o : options(d, h)) {
            unsigned v = 0;
            for (unsigned x : o) v ^= g[x];
            seen.insert(v);
        }
        unsigned m = 0;
        while (seen.count(m)) ++m;
        g.push_back(m);
    }
    return g;
}

// Brute force without the Sprague-Grundy sum rule: the value of a whole position (a multiset
// of heaps) from the game tree, memoised on the sorted multiset.
class GameTree {
public:
    explicit GameTree(std::vector<unsigned> d) : d_(std::move(d)) {}
    unsigned value(std::vector<unsigned> pos) {
        std::sort(pos.begin(), pos.end());
        auto it = memo_.find(pos);
        if (it != memo_.end()) return it->second;
        std::set<unsigned> seen;
        for (std::size_t k = 0; k < pos.size(); ++k) {
            if (k > 0 && pos[k] == pos[k - 1]) continue;
            for (const auto& o : options(d_, pos[k])) {
                std::vector<unsigned> next;
                for (std::size_t q = 0; q < pos.size(); ++q)
                    if (q != k) next.push_back(pos[q]);
                next.insert(next.end(), o.begin(), o.end());
                seen.insert(value(next));
            }
        }
        unsigned m = 0;
        while (seen.count(m)) ++m;
        memo_[pos] = m;
        return m;
    }

private:
    std::vector<unsigned> d_;
    std::map<std::vector<unsigned>, unsigned> memo_;
};

// Is `move` (a certificate move string: "-" or parts joined by '+') a legal move from heap h of
// `code` reaching value k, by this reference's own rules?
inline bool move_reaches(const std::string& code, unsigned h, const std::string& move, unsigned k) {
    const auto d = digits_of(code);
    std::vector<unsigned> parts;
    if (move != "-") {
        std::istringstream in(move);
        for (std::string p; std::getline(in, p, '+');) parts.push_back(std::stoul(p));
    }
    const auto g = mex_values(d, h);
    for (const auto& o : options(d, h)) {
        if (o != parts) continue;
        unsigned v = 0;
        for (unsigned x : o) v ^= g[x];
        if (v == k) return true;
    }
    return false;
}

}  // namespace reftest
