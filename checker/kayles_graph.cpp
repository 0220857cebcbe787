#include "kayles_graph.hpp"

#include <algorithm>
#include <cstdlib>

#include "failure.hpp"
#include "line_reader.hpp"

namespace nimcheck {

namespace {

struct Family {
    const char* name;
    std::size_t args;  // numbers after the name (graph6: one string)
    Frame frame;
};
constexpr Family kFamilies[] = {
    {"grid", 2, Frame::Plane},  {"kings", 1, Frame::Plane}, {"knights", 1, Frame::Plane},
    {"queens", 1, Frame::Plane}, {"path", 1, Frame::Line},  {"strip", 2, Frame::Line},
    {"torus", 2, Frame::Board}, {"torus-queens", 1, Frame::Board}, {"cycle", 1, Frame::Board},
    {"graph6", 1, Frame::Graph}, {"petersen", 2, Frame::Graph},
};

// An edge u - v: each end is among the other's neighbours.
void add_edge(std::vector<Cells>& adjacent, int u, int v) {
    adjacent[u].set(v);
    adjacent[v].set(u);
}

// graph6 (nauty's format) in its canonical spelling: the short size form for n <= 62, exactly
// ceil(n(n-1)/12) data bytes, zero padding bits.
std::vector<Cells> decode_graph6(std::string_view s, long line) {
    const auto bad = [&](const std::string& why) { malformed(line, "malformed graph6 " + quote(s) + ": " + why); };
    for (const char ch : s)
        if (ch < 63 || ch > 126) bad("bytes must lie in 63..126");
    if (s.empty()) bad("empty");
    std::size_t n = static_cast<std::size_t>(s[0] - 63), pos = 1;
    if (s[0] == 126) {
        if (s.size() > 1 && s[1] == 126) bad("the 8-byte size form means more than 256 vertices (limit)");
        if (s.size() < 4) bad("the size form '~' needs 3 more bytes");
        n = 0;
        for (pos = 1; pos < 4; ++pos) n = n * 64 + static_cast<std::size_t>(s[pos] - 63);
        if (n <= 62) malformed(line, "non-canonical graph6: n = " + str(n) + " must use the one-byte size");
    }
    if (n > kMaxCells) bad(str(n) + " vertices, more than 256 (limit)");
    const std::size_t bits = n * (n - (n > 0)) / 2;
    if (s.size() - pos != (bits + 5) / 6) bad(str(n) + " vertices need " + str((bits + 5) / 6) + " data bytes");
    std::vector<Cells> adjacent(n);
    std::size_t k = 0;  // bit k of the upper triangle, column by column: (0,1), (0,2), (1,2), (0,3), ...
    for (std::size_t v = 1; v < n; ++v)
        for (std::size_t u = 0; u < v; ++u, ++k)
            if ((s[pos + k / 6] - 63) >> (5 - k % 6) & 1) add_edge(adjacent, static_cast<int>(u), static_cast<int>(v));
    if (bits % 6 != 0 && ((s.back() - 63) & ((1 << (6 - bits % 6)) - 1)) != 0)
        malformed(line, "non-canonical graph6: padding bits must be 0");
    return adjacent;
}

}  // namespace

KaylesGraph parse_kayles_game(const std::vector<std::string_view>& f, long line) {
    const Family* family = nullptr;
    for (const Family& fam : kFamilies)
        if (f.size() > 2 && f[2] == fam.name) family = &fam;
    if (!family)
        malformed(line, "expected 'game kayles FAMILY ARGS' with FAMILY one of grid, kings, knights, queens, path, "
                        "strip, torus, torus-queens, cycle, graph6, petersen");
    // `petersen N K dihedral`: the same graph in the ring frame (normal forms up to its rotations)
    const bool dihedral = f[2] == "petersen" && f.size() == 6 && f[5] == "dihedral";
    if (f.size() != 3 + family->args + dihedral)
        malformed(line, "'" + std::string(f[2]) + "' takes " + str(family->args) + " argument(s)" +
                            (f[2] == "petersen" ? ", then 'dihedral' for the ring frame" : ""));
    KaylesGraph g;
    g.family_ = f[2];
    g.frame = family->frame;
    for (std::size_t k = 2; k < f.size(); ++k) g.name += (k > 2 ? " " : "") + std::string(f[k]);
    g.R = 1;
    if (g.family_ == "graph6") {
        g.graph_ = decode_graph6(f[3], line);
        g.C = static_cast<int>(g.graph_.size());
        return g;
    }
    const std::uint64_t a = parse_unsigned(f[3], kMaxNumber, "size", line);
    const std::uint64_t b = family->args == 2 ? parse_unsigned(f[4], kMaxNumber, "size", line) : a;
    if (g.family_ == "petersen") {  // P(N, K): u_i = i, v_i = N + i; u_i u_i+1, u_i v_i, v_i v_i+K (mod N)
        if (a < 3 || a > 128 || b < 1 || 2 * b >= a) malformed(line, "petersen N K needs 3 <= N <= 128 and 1 <= K < N/2");
        const int n = static_cast<int>(a), k = static_cast<int>(b);
        g.graph_.resize(2 * a);
        for (int i = 0; i < n; ++i)
            add_edge(g.graph_, i, (i + 1) % n), add_edge(g.graph_, i, n + i), add_edge(g.graph_, n + i, n + (i + k) % n);
        g.R = dihedral ? 2 : 1;  // u_i = cell (0, i) and v_i = (1, i) of the ring, vertices i and N + i
        g.C = dihedral ? n : 2 * n;
        if (dihedral) g.frame = Frame::Ring;
        return g;
    }
    // One row for lines and cycles; families of one size (kings, knights, queens, torus-queens)
    // are square, as b = a for them.
    const bool line_like = g.frame == Frame::Line || g.family_ == "cycle";
    const std::uint64_t R = line_like ? 1 : a, C = line_like ? a : b;
    if (R * C > kMaxCells) malformed(line, "the graph has " + str(R * C) + " cells, more than 256 (limit)");
    if (std::max(R, C) > kMaxCells) malformed(line, "a side of " + str(std::max(R, C)) + " cells, more than 256 (limit)");
    if (g.family_ == "strip" && (b < 1 || b > 1000000)) malformed(line, "strip K must be between 1 and 1000000");
    g.R = static_cast<int>(R);
    g.C = static_cast<int>(C);
    g.K_ = b;
    return g;
}

// Adjacency of cells u != v of a box of width W by the family's rule (the table of FORMAT.md).
bool KaylesGraph::linked(int W, int u, int v) const {
    if (frame == Frame::Graph || frame == Frame::Ring) return graph_[u].has(v);  // cell i is vertex i
    int dr = u / W - v / W, dc = u % W - v % W;
    if (frame == Frame::Board) {  // offsets mod (R, C), in 0..R-1 and 0..C-1
        dr = (dr + R) % R;
        dc = (dc + C) % C;
        // (A cycle is the torus rule with R = 1: dr = 0, and dc != 0 for distinct cells of one row.)
        if (family_ == "torus" || family_ == "cycle") return (dc == 0 && (dr == 1 % R || dr == R - 1)) || (dr == 0 && (dc == 1 % C || dc == C - 1));
        return dr == 0 || dc == 0 || dr == dc || (dr + dc) % R == 0;  // torus-queens
    }
    const std::uint64_t ar = static_cast<std::uint64_t>(std::abs(dr)), ac = static_cast<std::uint64_t>(std::abs(dc));
    if (family_ == "grid") return ar + ac == 1;
    if (family_ == "kings") return std::max(ar, ac) == 1;
    if (family_ == "knights") return ar * ac == 2;
    if (family_ == "queens") return ar == 0 || ac == 0 || ar == ac;
    if (family_ == "path") return ar == 0 && ac == 1;
    return ar == 0 && (ac == 1 || ac == K_);  // strip N K
}

const Box& KaylesGraph::box(int H, int W) const {
    if (frame != Frame::Plane && frame != Frame::Line) H = R, W = C;
    Box& b = boxes_[H * (kMaxCells + 1) + W];
    if (b.adjacent.empty()) {
        b = Box{H, W, std::vector<Cells>(static_cast<std::size_t>(H * W))};
        for (int u = 0; u < H * W; ++u)
            for (int v = u + 1; v < H * W; ++v)
                if (linked(W, u, v)) add_edge(b.adjacent, u, v);
        if (H * W <= 64 && W < 64) {  // (a 1 x 64 box would shift by the word's whole width)
            for (int u = 0; u < H * W; ++u) {
                if (u % W > 0) b.keep_left |= std::uint64_t(1) << (63 - u);
                if (u % W < W - 1) b.keep_right |= std::uint64_t(1) << (63 - u);
            }
            const std::uint64_t all = H * W == 64 ? ~std::uint64_t(0) : ~(~std::uint64_t(0) >> (H * W));
            b.shifts = true;  // only if the shifts give every cell's neighbourhood exactly
            for (int u = 0; u < H * W && b.shifts; ++u)
                b.shifts = (b.dilate(std::uint64_t(1) << (63 - u)) & all) == b.adjacent[u].w[0];
        }
    }
    return b;
}

}  // namespace nimcheck
