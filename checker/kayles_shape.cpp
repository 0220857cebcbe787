#include "kayles_shape.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <utility>

#include "failure.hpp"
#include "line_reader.hpp"
#include "work.hpp"

namespace nimcheck {

Shape parse_shape(std::string_view t, long line) {
    const std::size_t x = t.find('x'), colon = t.find(':');
    if (x == std::string_view::npos || colon == std::string_view::npos || colon < x)
        malformed(line, "expected a shape HxW:hex, got " + quote(t));
    Shape s;
    s.H = static_cast<int>(parse_unsigned(t.substr(0, x), kMaxCells, "shape height", line));
    s.W = static_cast<int>(parse_unsigned(t.substr(x + 1, colon - x - 1), kMaxCells, "shape width", line));
    const int n = s.H * s.W;
    const auto malformed_shape = [&](const std::string& why) { malformed(line, "shape " + quote(t) + why); };
    if (n == 0) malformed_shape(": H and W must be at least 1");
    if (n > kMaxCells) malformed_shape(" has " + str(n) + " cells, more than 256 (limit)");
    const std::string_view hex = t.substr(colon + 1);
    if (hex.size() != static_cast<std::size_t>((n + 3) / 4))
        malformed_shape(": a " + str(s.H) + "x" + str(s.W) + " bitmap takes exactly " + str((n + 3) / 4) + " hex digits");
    for (std::size_t k = 0; k < hex.size(); ++k) {
        const int d = hex_digit(hex[k]);
        if (d < 0) malformed_shape(": the bitmap must be lowercase hex digits");
        for (int b = 0; b < 4; ++b) {
            if (!(d >> (3 - b) & 1)) continue;
            const int i = static_cast<int>(4 * k) + b;
            if (i >= n) malformed_shape(": the padding bits after cell " + str(n - 1) + " must be 0");
            s.cells.set(i);
        }
    }
    return s;
}

std::string shape_text(const Shape& s) {
    std::string out = str(s.H) + "x" + str(s.W) + ":";
    for (int k = 0; 4 * k < s.H * s.W; ++k) {
        int d = 0;
        for (int b = 0; b < 4; ++b) d = 2 * d + s.cells.has(4 * k + b);
        out += "0123456789abcdef"[d];
    }
    return out;
}

namespace {

// The low `width` bits of x in reverse order (a row's columns reflected).
std::uint64_t reverse_bits(std::uint64_t x, int width) {
    x = ((x >> 1) & 0x5555555555555555ull) | ((x & 0x5555555555555555ull) << 1);
    x = ((x >> 2) & 0x3333333333333333ull) | ((x & 0x3333333333333333ull) << 2);
    x = ((x >> 4) & 0x0F0F0F0F0F0F0F0Full) | ((x & 0x0F0F0F0F0F0F0F0Full) << 4);
    return __builtin_bswap64(x) >> (64 - width);
}

// The n x width bitmap given by its rows (`width` bits each, column 0 most significant) and its
// images that reflect columns, and rows if `flip_rows`: the least of them replaces `best` if
// it is less. Comparing the rows in order is comparing the bitmaps.
void least_reflection(const std::uint64_t* rows, int n, int width, bool flip_rows, Shape& best) {
    std::array<std::uint64_t, 64> mirrored;
    for (int r = 0; r < n; ++r) mirrored[r] = reverse_bits(rows[r], width);
    const auto row = [&](int image, int j) {  // image bit 0: columns reflected, bit 1: rows
        const int r = (image & 2) ? n - 1 - j : j;
        return (image & 1) ? mirrored[r] : rows[r];
    };
    int least = 0;
    for (int image = 1; image < (flip_rows ? 4 : 2); ++image)
        for (int j = 0; j < n; ++j)
            if (row(image, j) != row(least, j)) {
                if (row(image, j) < row(least, j)) least = image;
                break;
            }
    Shape out{n, width, {}};
    for (int j = 0; j < n; ++j) {  // row j fills bits j*width .. j*width + width - 1
        const int p = j * width, off = p & 63;
        const std::uint64_t top = row(least, j) << (64 - width);
        out.cells.w[p >> 6] |= top >> off;
        if (off + width > 64) out.cells.w[(p >> 6) + 1] |= top << (64 - off);
    }
    if (best.H == 0 || out.cells < best.cells) best = out;
}

// The free frame's normal form on 64-bit row masks, for boxes with both sides <= 64 (the common
// case). Same images as the cell-by-cell loop of normal_form, just fewer operations.
bool least_image_by_rows(const KaylesGraph& g, int H, int W, const Cells& piece, Shape& best) {
    std::array<std::uint64_t, 64> rows, cols{};
    int r0 = -1, r1 = -1;
    std::uint64_t any = 0;
    for (int r = 0; r < H; ++r) {  // box row r: bits r*W .. r*W + W - 1 of the bitmap
        const int p = r * W, word = p >> 6, off = p & 63;
        std::uint64_t top = piece.w[word] << off;
        if (off && word < 3) top |= piece.w[word + 1] >> (64 - off);
        rows[r] = top >> (64 - W);
        if (rows[r]) r0 = r0 < 0 ? r : r0, r1 = r;
        any |= rows[r];
    }
    const int lo = __builtin_ctzll(any), w = 64 - __builtin_clzll(any) - lo, h = r1 - r0 + 1;
    if (g.frame == Frame::Line && h > 1) return false;
    for (int r = 0; r < h; ++r) rows[r] = rows[r0 + r] >> lo;  // the bounding box h x w
    if (h <= w) least_reflection(rows.data(), h, w, g.frame == Frame::Plane, best);
    if (h >= w && g.frame == Frame::Plane) {  // the transposed images: the columns as rows
        for (int r = 0; r < h; ++r)
            for (std::uint64_t x = rows[r]; x; x &= x - 1)
                cols[w - 1 - __builtin_ctzll(x)] |= std::uint64_t{1} << (h - 1 - r);
        least_reflection(cols.data(), w, h, true, best);
    }
    return true;
}

struct Cell { int r, c; };

// The rows and columns of the cells of s in a box of width W, in row-major order (no division:
// each row boundary is crossed once); returns their number.
int cells_of(const Cells& s, int W, std::array<Cell, kMaxCells>& out) {
    int k = 0, r = 0, base = 0;
    for_each_cell(s, [&](int i) {
        while (i >= base + W) ++r, base += W;
        out[k++] = Cell{r, i - base};
    });
    return k;
}

// Cell (r, c) of an H x W box under the symmetry s (FORMAT.md: bit 0 reflects columns, bit 1
// rows, bit 2 transposes), as a cell of the image's box (W x H if s transposes).
int image_cell(int r, int c, int H, int W, int s) {
    if (s & 1) c = W - 1 - c;
    if (s & 2) r = H - 1 - r;
    if (s & 4) std::swap(r, c);
    return r * ((s & 4) ? H : W) + c;
}

// The board frame's normal form: the least image of the cells under the symmetries s (4, or 8
// when R = C: bit 0 reflects columns, bit 1 rows, bit 2 transposes; a reflection c -> C-1-c is
// c -> -c followed by a translation) and the translations mod (R, C) of FORMAT.md.
//
// For each symmetry, only the translations that put the image's first cell as late as possible
// are tried: where two images first differ, the one holding that cell is the greater, so an
// image whose first cell comes earlier is greater than one whose first cell comes later (no cell
// before it is in either). The first cell's row is as late as possible when a longest cyclic run
// of empty rows (length G) comes first, that is when a row r right after such a run moves to row
// G; within such rows, the column is as late as possible when a longest cyclic run of empty
// columns of r (length Hc, the most over those rows) comes first. So the images tried move a
// cell (r, c) right after both runs to (G, Hc): usually one per symmetry, at most one per cell,
// instead of all R * C translations (which made a record cost O(R * C * k^2)).
//
// The ring frame (`rows_fixed`, a 2 x C box) has only the columns' maps c -> +-c + b mod C: every
// image has the piece's first occupied row first, so the candidates are the translations that
// put a longest cyclic run of empty columns of that row first.
Shape least_board_image(int R, int C, const Cells& piece, bool rows_fixed) {
    std::array<Cell, kMaxCells> original, cell;  // the piece's cells; an image's, in row-major order
    std::array<int, kMaxCells + 1> start;        // the cells of the i-th occupied row: start[i] .. start[i+1]-1
    const int k = cells_of(piece, C, original);
    work.done += static_cast<std::uint64_t>(k + R);
    if (k == R * C) return Shape{R, C, piece};  // the whole board is its only image
    Shape best;
    for (int s = 0; s < (rows_fixed ? 2 : R == C ? 8 : 4); ++s) {
        if (((s & 1) && C == 1) || ((s & 2) && R == 1)) continue;  // reflecting a single column or row changes nothing
        Cells mapped;  // (s transposes only if R = C; the identity is the piece itself)
        for (int j = 0; j < k && s > 0; ++j) mapped.set(image_cell(original[j].r, original[j].c, R, C, s));
        cells_of(s > 0 ? mapped : piece, C, cell);
        work.done += static_cast<std::uint64_t>(k + R);
        int rows = 0;
        for (int j = 0; j < k; ++j)
            if (j == 0 || cell[j].r != cell[j - 1].r) start[rows++] = j;
        start[rows] = k;
        // Empty rows before the i-th occupied row, empty columns before cell j in its row (cyclically).
        const auto row_gap = [&](int i) {
            return i == 0 ? cell[0].r - cell[start[rows - 1]].r - 1 + R : cell[start[i]].r - cell[start[i - 1]].r - 1;
        };
        const auto col_gap = [&](int i, int j) {
            return j == start[i] ? cell[j].c - cell[start[i + 1] - 1].c - 1 + C : cell[j].c - cell[j - 1].c - 1;
        };
        int G = 0, Hc = 0;
        for (int i = 0; i < rows; ++i) G = std::max(G, row_gap(i));
        const auto first = [&](int i) { return rows_fixed ? i == 0 : row_gap(i) == G; };  // rows that may come first
        for (int i = 0; i < rows; ++i)
            for (int j = start[i]; j < start[i + 1] && first(i); ++j) Hc = std::max(Hc, col_gap(i, j));
        for (int i = 0; i < rows; ++i)
            for (int j = start[i]; j < start[i + 1] && first(i); ++j) {
                if (col_gap(i, j) != Hc) continue;
                // The translation (a, b) moving cell j to (G, Hc) (to column Hc of its own row if
                // rows_fixed), each in 0 .. R-1, 0 .. C-1.
                const int a = rows_fixed ? 0 : (G - cell[j].r + R) % R, b = (Hc - cell[j].c + C) % C;
                Shape image{R, C, {}};
                for (int m = 0; m < k; ++m) {
                    const int r = cell[m].r + a, c = cell[m].c + b;
                    image.cells.set((r < R ? r : r - R) * C + (c < C ? c : c - C));
                }
                work.done += static_cast<std::uint64_t>(k);  // cells mapped to this image
                if (best.H == 0 || image.cells < best.cells) best = image;
            }
    }
    return best;
}

}  // namespace

Shape normal_form(const KaylesGraph& g, int H, int W, const Cells& piece) {
    if (g.frame == Frame::Graph) return Shape{H, W, piece};  // no symmetries: the shape itself
    Shape best;
    work.done += static_cast<std::uint64_t>(H + W);  // the rows and columns read (the images: below)
    if (g.frame == Frame::Board || g.frame == Frame::Ring) return least_board_image(H, W, piece, g.frame == Frame::Ring);
    if (H <= 64 && W <= 64 && least_image_by_rows(g, H, W, piece, best)) return best;
    std::array<Cell, kMaxCells> cell;
    const int k = cells_of(piece, W, cell), r0 = cell[0].r, r1 = cell[k - 1].r;  // row-major: the first and last rows
    int c0 = W, c1 = 0;
    for (int j = 0; j < k; ++j) c0 = std::min(c0, cell[j].c), c1 = std::max(c1, cell[j].c);
    // The images act on the bounding box h x w (FORMAT.md: bit 0 reflects columns, bit 1 rows,
    // bit 2 transposes).
    const int h = r1 - r0 + 1, w = c1 - c0 + 1;
    for (int s = 0; s < (g.frame == Frame::Line ? 2 : 8); ++s) {
        if (g.frame == Frame::Plane && ((s & 4) ? w > h : h > w)) continue;  // the least H comes first in the order
        work.done += static_cast<std::uint64_t>(k);  // cells mapped to this image
        Shape image{(s & 4) ? w : h, (s & 4) ? h : w, {}};
        for (int j = 0; j < k; ++j) image.cells.set(image_cell(cell[j].r - r0, cell[j].c - c0, h, w, s));
        if (best.H == 0 || image.cells < best.cells) best = image;  // all images here have the same H, W
    }
    return best;
}

}  // namespace nimcheck
