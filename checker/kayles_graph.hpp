// The base graph of a `game kayles` certificate and its frame (certs/FORMAT.md, "Node-Kayles",
// "The graph and its frame"): which cells exist and which are adjacent.
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace nimcheck {

constexpr int kMaxCells = 256;

// A set of cells 0..255 of an H x W box. Cell i is bit 63 - i % 64 of word i / 64, so comparing
// the words in order is the bitmap order of FORMAT.md (the set holding the first differing
// cell is the greater one).
struct Cells {
    std::array<std::uint64_t, 4> w{};

    static std::uint64_t bit(int i) { return std::uint64_t{1} << (63 - (i & 63)); }
    void set(int i) { w[i >> 6] |= bit(i); }
    void reset(int i) { w[i >> 6] &= ~bit(i); }
    bool has(int i) const { return (w[i >> 6] & bit(i)) != 0; }
    bool any() const { return (w[0] | w[1] | w[2] | w[3]) != 0; }
    int size() const {
        return __builtin_popcountll(w[0]) + __builtin_popcountll(w[1]) + __builtin_popcountll(w[2]) + __builtin_popcountll(w[3]);
    }
    int first() const {  // least cell; -1 if empty
        for (int k = 0; k < 4; ++k)
            if (w[k]) return 64 * k + __builtin_clzll(w[k]);
        return -1;
    }
    Cells minus(const Cells& o) const { return Cells{{w[0] & ~o.w[0], w[1] & ~o.w[1], w[2] & ~o.w[2], w[3] & ~o.w[3]}}; }
    bool operator==(const Cells& o) const {
        return ((w[0] ^ o.w[0]) | (w[1] ^ o.w[1]) | (w[2] ^ o.w[2]) | (w[3] ^ o.w[3])) == 0;
    }
    bool operator<(const Cells& o) const { return w < o.w; }
};

// Calls f(i) for every cell i of s in increasing order.
template <class F>
void for_each_cell(const Cells& s, F f) {
    for (int k = 0; k < 4; ++k)
        for (std::uint64_t x = s.w[k]; x; x &= ~(std::uint64_t{1} << (63 - __builtin_clzll(x))))
            f(64 * k + __builtin_clzll(x));
}

enum class Frame { Plane, Line, Board, Ring, Graph };  // Ring: `petersen N K dihedral`, 2 x N

// The adjacency of an H x W box: adjacent[i] is the set of cells adjacent to cell i.
struct Box {
    int H = 0, W = 0;
    std::vector<Cells> adjacent;
    // Boxes of at most 64 cells whose adjacency is exactly "one step along a row or a column"
    // (grid families; confirmed cell by cell when the box is built): neighbourhoods of a whole
    // cell set by four shifts of the one word, cells with c > 0 moving left, c < W - 1 right.
    bool shifts = false;
    std::uint64_t keep_left = 0, keep_right = 0;
    std::uint64_t dilate(std::uint64_t s) const {  // cell i is bit 63 - i
        return (s & keep_left) << 1 | (s & keep_right) >> 1 | s << W | s >> W;
    }
};

// Built by parse_kayles_game (below), which alone sets the members ending in '_'.
struct KaylesGraph {
    std::string name;  // the game line after "game kayles ", e.g. "grid 3 16"
    Frame frame = Frame::Graph;
    int R = 0, C = 0;  // the base graph's box (graph frame: 1 x n; ring: 2 x N)

    // The adjacency of the family on an H x W box: any box for free frames, the base box otherwise.
    const Box& box(int H, int W) const;

    bool linked(int W, int u, int v) const;  // (box's rule)

    std::string family_;
    std::uint64_t K_ = 0;          // strip N K
    std::vector<Cells> graph_;     // graph6: the vertices' neighbourhoods
    mutable std::map<int, Box> boxes_;
};

// Parses the fields of "game kayles FAMILY ARGS..." (malformed on any deviation or limit).
KaylesGraph parse_kayles_game(const std::vector<std::string_view>& f, long line);

}  // namespace nimcheck
