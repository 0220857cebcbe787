// Node-Kayles positions as bitsets and normal forms as bitmaps: the value types the full-table
// engine and the outcome search share (certs/FORMAT.md, "Shapes", for the order and the text).
#pragma once

#include <array>
#include <cstdint>
#include <string>

namespace nimcert::kayles {

template <int W>
struct Bits {
    std::array<std::uint64_t, W> w{};
    bool any() const {
        for (auto x : w)
            if (x) return true;
        return false;
    }
    bool test(int i) const { return w[i >> 6] >> (i & 63) & 1; }
    void set(int i) { w[i >> 6] |= std::uint64_t(1) << (i & 63); }
    int lowest() const {
        for (int k = 0; k < W; ++k)
            if (w[k]) return k * 64 + __builtin_ctzll(w[k]);
        return -1;
    }
    int highest() const {
        for (int k = W - 1; k >= 0; --k)
            if (w[k]) return k * 64 + 63 - __builtin_clzll(w[k]);
        return -1;
    }
    // Bits [start, start + len), len <= 64, as the low bits of a word.
    std::uint64_t field(int start, int len) const {
        const int k = start >> 6, off = start & 63;
        std::uint64_t x = w[k] >> off;
        if (off && off + len > 64) x |= w[k + 1] << (64 - off);
        return len == 64 ? x : x & ((std::uint64_t(1) << len) - 1);
    }
    void or_field(int start, std::uint64_t x) {  // the inverse of field() on empty bits
        const int k = start >> 6, off = start & 63;
        w[k] |= x << off;
        if (off && x >> (64 - off)) w[k + 1] |= x >> (64 - off);
    }
    int count() const {
        int n = 0;
        for (auto x : w) n += __builtin_popcountll(x);
        return n;
    }
    int count_below(int i) const {  // set bits at indices < i
        int n = 0;
        for (int k = 0; k < (i >> 6); ++k) n += __builtin_popcountll(w[k]);
        if (i & 63) n += __builtin_popcountll(w[i >> 6] & ((std::uint64_t(1) << (i & 63)) - 1));
        return n;
    }
    Bits operator&(const Bits& o) const { Bits r; for (int k = 0; k < W; ++k) r.w[k] = w[k] & o.w[k]; return r; }
    Bits operator|(const Bits& o) const { Bits r; for (int k = 0; k < W; ++k) r.w[k] = w[k] | o.w[k]; return r; }
    Bits minus(const Bits& o) const { Bits r; for (int k = 0; k < W; ++k) r.w[k] = w[k] & ~o.w[k]; return r; }
    bool operator==(const Bits& o) const { return w == o.w; }
    template <class F>
    void each(F&& f) const {
        for (int k = 0; k < W; ++k)
            for (std::uint64_t x = w[k]; x; x &= x - 1) f(k * 64 + __builtin_ctzll(x));
    }
};

// A normal form: the h x w bitmap (row-major, cell (r, c) at bit r * w + c) of the least image.
template <int W>
struct Shape {
    std::uint16_t h = 0, w = 0;
    Bits<W> bits;
    bool operator==(const Shape& o) const { return h == o.h && w == o.w && bits == o.bits; }
};

// certs/FORMAT.md's order on images: height, width, then the bitmap read from cell 0 on (at the
// first cell where two bitmaps differ, the one containing it is greater).
template <int W>
bool shape_less(const Shape<W>& a, const Shape<W>& b) {
    if (a.h != b.h) return a.h < b.h;
    if (a.w != b.w) return a.w < b.w;
    for (int k = 0; k < W; ++k)
        if (a.bits.w[k] != b.bits.w[k]) {
            const std::uint64_t d = a.bits.w[k] ^ b.bits.w[k];
            return (b.bits.w[k] & d & -d) != 0;
        }
    return false;
}

template <int W>
struct ShapeHash {
    std::size_t operator()(const Shape<W>& s) const {
        std::uint64_t x = std::uint64_t(s.h) << 16 | s.w;
        for (auto v : s.bits.w) {
            x = (x ^ v) * 0x9E3779B97F4A7C15ull;
            x ^= x >> 29;
        }
        return std::size_t(x);
    }
};

template <int W>
std::string shape_text(const Shape<W>& s) {
    static const char hex[] = "0123456789abcdef";
    std::string t = std::to_string(s.h) + "x" + std::to_string(s.w) + ":";
    const int n = s.h * s.w;
    for (int i = 0; i < n; i += 4) {
        int d = 0;
        for (int b = 0; b < 4; ++b) d = d << 1 | int(i + b < n && s.bits.test(i + b));
        t += hex[d];
    }
    return t;
}

// The inverse of shape_text: false unless `t` is "HxW:hex" with H, W >= 1, H * W <= 64 W (the
// bitset's capacity), exactly ceil(H * W / 4) lower-case digits and zero padding bits.
template <int W>
bool parse_shape_text(const std::string& t, Shape<W>& s) {
    const std::size_t x = t.find('x'), colon = t.find(':');
    if (x == 0 || x == std::string::npos || colon == std::string::npos || colon <= x + 1 || colon - x > 4 || x > 3) return false;
    int h = 0, w = 0;
    for (std::size_t i = 0; i < colon; ++i) {
        if (i == x) continue;
        if (t[i] < '0' || t[i] > '9' || ((i == 0 || i == x + 1) && t[i] == '0')) return false;
        int& d = i < x ? h : w;
        d = d * 10 + (t[i] - '0');
    }
    if (h * w > 64 * W || t.size() - colon - 1 != std::size_t(h * w + 3) / 4) return false;
    s = Shape<W>{};
    s.h = std::uint16_t(h), s.w = std::uint16_t(w);
    for (int i = 0; i < 4 * int(t.size() - colon - 1); ++i) {
        const char c = t[colon + 1 + std::size_t(i / 4)];
        const int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
        if (d < 0) return false;
        if (d >> (3 - i % 4) & 1) {
            if (i >= h * w) return false;  // a padding bit
            s.bits.set(i);
        }
    }
    return true;
}

// A memo entry: the normal form and everything the certificate says about its class in one
// machine word plus the bitmap (a 3 x 28 grid has tens of millions of classes; a node-based map
// would double the memory). Widths: h, w <= 256 and value <= cells <= 256

}  // namespace nimcert::kayles
