#include "kayles_shape.hpp"

#include <array>
#include <cstdint>
#include <utility>

#include "failure.hpp"
#include "line_reader.hpp"

namespace nimcheck {

Shape parse_shape(std::string_view t, const KaylesGraph& g, long line) {
    const std::size_t x = t.find('x'), colon = t.find(':');
    if (x == std::string_view::npos || colon == std::string_view::npos || colon < x)
        malformed(line, "expected a shape HxW:hex, got " + quote(t));
    Shape s;
    s.H = static_cast<int>(parse_unsigned(t.substr(0, x), kMaxCells, "shape height", line));
    s.W = static_cast<int>(parse_unsigned(t.substr(x + 1, colon - x - 1), kMaxCells, "shape width", line));
    const int n = s.H * s.W;
    if (n == 0) malformed(line, "shape " + quote(t) + ": H and W must be at least 1");
    if (n > kMaxCells) malformed(line, "shape " + quote(t) + " has " + std::to_string(n) + " cells, more than 256 (limit)");
    const std::string_view hex = t.substr(colon + 1);
    if (hex.size() != static_cast<std::size_t>((n + 3) / 4))
        malformed(line, "shape " + quote(t) + ": a " + std::to_string(s.H) + "x" + std::to_string(s.W) + " bitmap takes exactly " +
                            std::to_string((n + 3) / 4) + " hex digits");
    for (std::size_t k = 0; k < hex.size(); ++k) {
        const char ch = hex[k];
        const int d = ch >= '0' && ch <= '9' ? ch - '0' : ch >= 'a' && ch <= 'f' ? ch - 'a' + 10 : -1;
        if (d < 0) malformed(line, "shape " + quote(t) + ": the bitmap must be lowercase hex digits");
        for (int b = 0; b < 4; ++b) {
            if (!(d >> (3 - b) & 1)) continue;
            const int i = static_cast<int>(4 * k) + b;
            if (i >= n) malformed(line, "shape " + quote(t) + ": the padding bits after cell " + std::to_string(n - 1) + " must be 0");
            s.cells.set(i);
        }
    }
    if (g.frame != Frame::Plane && g.frame != Frame::Line && (s.H != g.R || s.W != g.C))
        rejected(line, "shape " + quote(t) + " is not a subset of the " + std::to_string(g.R) + "x" + std::to_string(g.C) +
                           (g.frame == Frame::Board ? " board" : " graph (H = 1, W = n)") + " of " + g.name);
    return s;
}

std::string shape_text(const Shape& s) {
    std::string out = std::to_string(s.H) + "x" + std::to_string(s.W) + ":";
    for (int k = 0; 4 * k < s.H * s.W; ++k) {
        int d = 0;
        for (int b = 0; b < 4; ++b) d = 2 * d + s.cells.has(4 * k + b);
        out += "0123456789abcdef"[d];
    }
    return out;
}

Shape normal_form(const KaylesGraph& g, int H, int W, const Cells& piece) {
    if (g.frame == Frame::Graph) return Shape{H, W, piece};  // no symmetries: the shape itself
    const bool board = g.frame == Frame::Board;
    std::array<std::uint8_t, kMaxCells> row, col;
    int k = 0, r0 = H, r1 = 0, c0 = W, c1 = 0;
    for_each_cell(piece, [&](int i) {
        row[k] = static_cast<std::uint8_t>(i / W);
        col[k] = static_cast<std::uint8_t>(i % W);
        r0 = std::min(r0, int{row[k]}), r1 = std::max(r1, int{row[k]});
        c0 = std::min(c0, int{col[k]}), c1 = std::max(c1, int{col[k]});
        ++k;
    });
    // Free frame: the images act on the bounding box h x w (FORMAT.md: bit 0 reflects columns,
    // bit 1 rows, bit 2 transposes). Board: on the whole board, followed by every translation.
    const int h = board ? H : r1 - r0 + 1, w = board ? W : c1 - c0 + 1;
    if (board) r0 = c0 = 0;
    const int symmetries = g.frame == Frame::Line ? 2 : board && H != W ? 4 : 8;
    Shape best;
    std::array<std::uint8_t, kMaxCells> r2, c2;
    for (int s = 0; s < symmetries; ++s) {
        if (!board && ((s & 4) ? w > h : h > w)) continue;  // the least H comes first in the order
        const int hs = (s & 4) ? w : h, ws = (s & 4) ? h : w;
        for (int j = 0; j < k; ++j) {
            int r = row[j] - r0, c = col[j] - c0;
            if (s & 1) c = w - 1 - c;
            if (s & 2) r = h - 1 - r;
            if (s & 4) std::swap(r, c);
            r2[j] = static_cast<std::uint8_t>(r), c2[j] = static_cast<std::uint8_t>(c);
        }
        for (int a = 0; a < (board ? hs : 1); ++a)
            for (int b = 0; b < (board ? ws : 1); ++b) {
                Shape image{hs, ws, {}};
                for (int j = 0; j < k; ++j) {
                    const int r = r2[j] + a, c = c2[j] + b;
                    image.cells.set((r < hs ? r : r - hs) * ws + (c < ws ? c : c - ws));
                }
                if (best.H == 0 || image.cells < best.cells) best = image;  // all images here have the same H, W
            }
    }
    return best;
}

}  // namespace nimcheck
