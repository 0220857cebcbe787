// The positions of one graph: closed-neighbourhood masks, connected components, the normal form of
// certs/FORMAT.md (least image under the family's symmetries, with the transform reaching it) and
// mirror involutions. Shared by the full-table engine and the outcome search.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <utility>
#include <vector>

#include "kayles_bits.hpp"
#include "kayles_graph.hpp"

namespace nimcert::kayles {

inline std::uint64_t reverse_bits(std::uint64_t x) {
    x = (x >> 1 & 0x5555555555555555ull) | (x & 0x5555555555555555ull) << 1;
    x = (x >> 2 & 0x3333333333333333ull) | (x & 0x3333333333333333ull) << 2;
    x = (x >> 4 & 0x0f0f0f0f0f0f0f0full) | (x & 0x0f0f0f0f0f0f0f0full) << 4;
    return __builtin_bswap64(x);
}

// The transpose of an 8 x 8 bitmap in a word (bit 8r + c to bit 8c + r), by three exchanges of
// blocks across the diagonal.
inline std::uint64_t transpose8(std::uint64_t x) {
    std::uint64_t t = 0x0f0f0f0f00000000ull & (x ^ x << 28);
    x ^= t ^ t >> 28;
    t = 0x3333000033330000ull & (x ^ x << 14);
    x ^= t ^ t >> 14;
    t = 0x5500550055005500ull & (x ^ x << 7);
    return x ^ t ^ t >> 7;
}

// The transposed rows of a bitmap of h rows of w bits (bit c of row r is cell (r, c)): t[c] has
// bit r where a[r] has bit c. Up to 16 x 16 (queens to 16) by 8 x 8 blocks, beyond bit by bit.
inline void transpose_rows(const std::uint64_t* a, int h, int w, std::uint64_t* t) {
    if (h > 16 || w > 16) {
        for (int c = 0; c < w; ++c) {
            std::uint64_t x = 0;
            for (int i = 0; i < h; ++i) x |= (a[i] >> c & 1) << i;
            t[c] = x;
        }
        return;
    }
    for (int bc = 0; bc < w; bc += 8) {
        std::uint64_t block[2] = {0, 0};  // rows 0..7 and 8..15 of these 8 columns, transposed
        for (int br = 0; br < h; br += 8) {
            std::uint64_t x = 0;
            for (int r = br; r < h && r < br + 8; ++r) x |= (a[r] >> bc & 0xff) << 8 * (r - br);
            block[br / 8] = transpose8(x);
        }
        for (int c = bc; c < w && c < bc + 8; ++c) t[c] = (block[0] >> 8 * (c - bc) & 0xff) | (block[1] >> 8 * (c - bc) & 0xff) << 8;
    }
}

// One of the four reflections of a bitmap given as rows (bit c of row r is cell (r, c)): the
// fast path of the free frame's normal form compares these row by row.
struct RowImage {
    const std::uint64_t* rows;      // the rows, or their bit reversals (columns reflected)
    int h;
    bool reflect_rows;
    std::uint64_t row(int i) const { return rows[reflect_rows ? h - 1 - i : i]; }
};

// certs/FORMAT.md's bitmap order for two images of the same size: at the first differing cell in
// row-major order, the image containing it is greater.
inline bool row_image_less(const RowImage& a, const RowImage& b) {
    for (int i = 0; i < a.h; ++i) {
        const std::uint64_t x = a.row(i), y = b.row(i);
        if (x != y) {
            const std::uint64_t d = x ^ y;
            return (y & d & -d) != 0;
        }
    }
    return false;
}

// The least of the four reflections of `rows` (h rows of width w).
inline RowImage least_reflection(const std::uint64_t* rows, const std::uint64_t* reversed, int h) {
    RowImage best{rows, h, false};
    for (const RowImage& c : {RowImage{rows, h, true}, RowImage{reversed, h, false}, RowImage{reversed, h, true}})
        if (row_image_less(c, best)) best = c;
    return best;
}

constexpr int kMaxCells = kMaxKaylesVertices;

// A component's cells as (row, col) within its box, in the order the normal form's transform reads.
struct CellList {
    int n = 0;
    std::array<std::uint8_t, kMaxCells> r, c;
};

template <int W>
class Positions {
public:
    using Cells = CellList;
    explicit Positions(const KaylesGraph& g) : g_(g), open_(g.n), closed_(g.n) {
        for (int v = 0; v < g.n; ++v) {
            for (int u : g.adjacent[v]) open_[v].set(u);
            closed_[v] = open_[v];
            closed_[v].set(v);
            all_.set(v);
        }
        if (g.frame == KaylesFrame::Free) symmetries_ = g.line ? 2 : 8;
        fast_rows_ = g.frame == KaylesFrame::Free && !g.line && g.rows <= 64 && g.cols <= 64;
        if (g.frame == KaylesFrame::Board) symmetries_ = g.rows == g.cols ? 8 : 4;
        if (g.frame == KaylesFrame::Ring) symmetries_ = 2;  // ids t * 2 + s: no row is moved (t < cols)
    }

    const KaylesGraph& graph() const { return g_; }
    const Bits<W>& all() const { return all_; }
    const Bits<W>& closed(int v) const { return closed_[v]; }

    Bits<W> component(const Bits<W>& pos, int v) const {
        Bits<W> comp, frontier;
        comp.set(v);
        frontier.set(v);
        // Stop once every cell of pos is reached: in a dense graph (queens) the second round
        // reaches them all, and a third would only OR the masks of cells that add nothing.
        while (frontier.any() && !(comp == pos)) {
            Bits<W> next;
            frontier.each([&](int u) { next = next | open_[u]; });
            next = (next & pos).minus(comp);
            comp = comp | next;
            frontier = next;
        }
        return comp;
    }

    // --- the transforms of certs/FORMAT.md -------------------------------------------------
    // Free frame: cells relative to the bounding box (H x Wd); transform s in [0, 8): bit 0
    // reflects the columns, bit 1 the rows, bit 2 then transposes. Lines use s in {0, 1}.
    // Board frame: id = (a * cols + b) * symmetries + s: s as above but modulo the board, then
    // translate by (a, b) cyclically.
    int image_index(int r, int c, int H, int Wd, int id, int* out_w) const {
        if (g_.frame == KaylesFrame::Free) {
            if (id & 1) c = Wd - 1 - c;
            if (id & 2) r = H - 1 - r;
            if (id & 4) std::swap(r, c), std::swap(H, Wd);
            *out_w = Wd;
            return r * Wd + c;
        }
        const int R = g_.rows, C = g_.cols, s = id % symmetries_, t = id / symmetries_;
        if (s & 1) c = (C - c) % C;
        if (s & 2) r = (R - r) % R;
        if (s & 4) std::swap(r, c);
        r = (r + t / C) % R;
        c = (c + t % C) % C;
        *out_w = C;
        return r * C + c;
    }
    int transforms() const {
        if (g_.frame == KaylesFrame::Ring) return symmetries_ * g_.cols;
        return g_.frame == KaylesFrame::Free ? symmetries_ : symmetries_ * g_.rows * g_.cols;
    }

    // The image of `cells` (in the box H x Wd for the free frame) under transform id.
    Shape<W> image(const Cells& cells, int H, int Wd, int id) const {
        Shape<W> s;
        int w = 0;
        for (int k = 0; k < cells.n; ++k) s.bits.set(image_index(cells.r[k], cells.c[k], H, Wd, id, &w));
        s.w = std::uint16_t(w);
        s.h = std::uint16_t(g_.frame == KaylesFrame::Free ? ((id & 4) ? Wd : H) : g_.rows);
        return s;
    }

    // Normal form of a component; *best_id receives a transform reaching it; cells/H/Wd the
    // component's cells relative to its bounding box (free frame) or the board.
    Shape<W> normal_form(const Bits<W>& comp, Cells& cells, int& H, int& Wd, int* best_id) const {
        if (g_.frame == KaylesFrame::Graph) {
            Shape<W> s;
            s.h = 1;
            s.w = std::uint16_t(g_.n);
            s.bits = comp;
            if (best_id) *best_id = 0;
            return s;
        }
        int r0 = 1 << 30, c0 = 1 << 30, r1 = -1, c1 = -1;
        cells.n = 0;
        if (!best_id && fast_rows_) return free_normal_form_by_rows(comp);
        comp.each([&](int v) {
            const auto [r, c] = g_.coord[v];
            cells.r[cells.n] = std::uint8_t(r);
            cells.c[cells.n] = std::uint8_t(c);
            ++cells.n;
            r0 = std::min(r0, r), r1 = std::max(r1, r), c0 = std::min(c0, c), c1 = std::max(c1, c);
        });
        if (g_.frame == KaylesFrame::Free) {
            for (int k = 0; k < cells.n; ++k) cells.r[k] = std::uint8_t(cells.r[k] - r0), cells.c[k] = std::uint8_t(cells.c[k] - c0);
            H = r1 - r0 + 1;
            Wd = c1 - c0 + 1;
        } else {
            H = g_.rows;
            Wd = g_.cols;
        }
        if (g_.frame == KaylesFrame::Ring) return ring_normal_form(cells, best_id);
        Shape<W> best;
        for (int id = 0; id < transforms(); ++id) {
            Shape<W> s = image(cells, H, Wd, id);
            if (id == 0 || shape_less(s, best)) {
                best = s;
                if (best_id) *best_id = id;
            }
        }
        return best;
    }

    // The Ring frame's candidates for the least image (certs/FORMAT.md): in its first occupied row
    // (the same row in every image: rows stay) the least image has a largest cyclic run of empty
    // columns first, so only the rotations that put such a run at columns 0.. can reach it, in
    // each orientation. f(id) for each (id = t * 2 + s: column c -> (±c + t) mod C).
    template <class F>
    void ring_candidates(const Cells& cells, F f) const {
        const int C = g_.cols;
        std::array<int, kMaxCells> col;
        for (int s = 0; s < 2; ++s) {
            int m = 0;
            for (int k = 0; k < cells.n && cells.r[k] == cells.r[0]; ++k) col[m++] = s ? (C - cells.c[k]) % C : cells.c[k];
            std::sort(col.begin(), col.begin() + m);
            const auto gap = [&](int i) { return i == 0 ? col[0] - col[m - 1] - 1 + C : col[i] - col[i - 1] - 1; };
            int most = 0;
            for (int i = 0; i < m; ++i) most = std::max(most, gap(i));
            for (int i = 0; i < m; ++i)
                if (gap(i) == most) f((most - col[i] + C) % C * 2 + s);
        }
    }
    Shape<W> ring_normal_form(const Cells& cells, int* best_id) const {
        Shape<W> best;
        ring_candidates(cells, [&](int id) {
            const Shape<W> image_id = image(cells, 2, g_.cols, id);
            if (best.w == 0 || shape_less(image_id, best)) {
                best = image_id;
                if (best_id) *best_id = id;
            }
        });
        return best;
    }

    // The free frame's normal form when the base board is at most 64 x 64: rows as machine words,
    // reflections by bit reversal and row order, and the transposed images only when they can be
    // least (the height is compared first, so a box H x W with H < W never transposes).
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"  // only the first H (or Wd) rows are read
    Shape<W> free_normal_form_by_rows(const Bits<W>& comp) const {
        const int cols = g_.cols, r0 = comp.lowest() / cols, r1 = comp.highest() / cols, H = r1 - r0 + 1;
        std::array<std::uint64_t, 64> a, ar, t, tr;
        std::uint64_t any = 0;
        for (int i = 0; i < H; ++i) any |= a[i] = comp.field((r0 + i) * cols, cols);
        const int c0 = __builtin_ctzll(any), Wd = 64 - __builtin_clzll(any) - c0;
        for (int i = 0; i < H; ++i) a[i] >>= c0, ar[i] = reverse_bits(a[i]) >> (64 - Wd);
        RowImage best{nullptr, 0, false};
        int h = H, w = Wd;
        if (H <= Wd) best = least_reflection(a.data(), ar.data(), H);
        if (H >= Wd) {  // the transposes: the four reflections of the transposed bitmap
            transpose_rows(a.data(), H, Wd, t.data());
            for (int c = 0; c < Wd; ++c) tr[c] = reverse_bits(t[c]) >> (64 - H);
            const RowImage tb = least_reflection(t.data(), tr.data(), Wd);
            if (H > Wd || row_image_less(tb, best)) best = tb, h = Wd, w = H;
        }
        Shape<W> s;
        s.h = std::uint16_t(h);
        s.w = std::uint16_t(w);
        for (int i = 0; i < h; ++i) s.bits.or_field(i * w, best.row(i));
        return s;
    }
#pragma GCC diagnostic pop

    Cells shape_cells(const Shape<W>& s) const {
        Cells cells;
        s.bits.each([&](int i) {
            cells.r[cells.n] = std::uint8_t(i / s.w);
            cells.c[cells.n] = std::uint8_t(i % s.w);
            ++cells.n;
        });
        return cells;
    }

    bool cells_adjacent(int r1, int c1, int r2, int c2) const {
        if (g_.frame == KaylesFrame::Free) return g_.offset_adjacent(r2 - r1, c2 - c1, g_.step);
        return closed_[r1 * g_.cols + c1].test(r2 * g_.cols + c2);
    }

    // A transform mapping the shape onto itself as an involution without fixed cells that maps
    // no cell to a neighbour (then the second player mirrors: value 0), or -1.
    std::int32_t find_mirror(const Shape<W>& s) const {
        // An involution without fixed cells pairs the cells up; and in the free frame the shape
        // must equal one of its other images, which the rows as words tell cheaply (most shapes
        // the outcome search meets have no symmetry at all).
        if (s.bits.count() % 2 != 0) return -1;
        if (fast_rows_ && !has_symmetry_by_rows(s)) return -1;
        const Cells cells = shape_cells(s);
        const auto mirrors = [&](int id) {
            if (!(image(cells, s.h, s.w, id) == s)) return false;
            for (int k = 0; k < cells.n; ++k) {
                int w = 0;
                const int j = image_index(cells.r[k], cells.c[k], s.h, s.w, id, &w);
                const int jr = j / w, jc = j % w;
                const int back = image_index(jr, jc, s.h, s.w, id, &w);
                const int self = cells.r[k] * s.w + cells.c[k];
                if (back != self || j == self || cells_adjacent(cells.r[k], cells.c[k], jr, jc)) return false;
            }
            return true;
        };
        if (g_.frame == KaylesFrame::Ring) {  // s is a normal form: a map onto s is a candidate for its least image
            int found = -1;
            ring_candidates(cells, [&](int id) {
                if (found < 0 && id != 0 && mirrors(id)) found = id;
            });
            return found;
        }
        for (int id = 1; id < transforms(); ++id)
            if (mirrors(id)) return id;
        return -1;
    }

    // False if no symmetry of the free-frame shape s (h x w, both at most 64) maps it onto itself;
    // true if a reflection does, or (h = w) a transposing map may.
    bool has_symmetry_by_rows(const Shape<W>& s) const {
        std::array<std::uint64_t, 64> a, ar;
        for (int i = 0; i < s.h; ++i) a[i] = s.bits.field(i * s.w, s.w), ar[i] = reverse_bits(a[i]) >> (64 - s.w);
        bool rows = true, cols = true, both = true;
        for (int i = 0; i < s.h; ++i) {
            rows = rows && a[i] == a[s.h - 1 - i];
            cols = cols && a[i] == ar[i];
            both = both && a[i] == ar[s.h - 1 - i];
        }
        if (rows || cols || both) return true;
        if (s.h != s.w) return false;
        // A transposing map of the square sends column 0 or column w - 1, read down or up, to row
        // 0: unless one of those is row 0, none maps the shape onto itself (and if one is, the
        // full test decides). Queens' components mostly span the board: a square box.
        std::uint64_t first = 0, last = 0;
        for (int i = 0; i < s.h; ++i) first |= (a[i] & 1) << i, last |= (a[i] >> (s.w - 1) & 1) << i;
        const int drop = 64 - s.h;
        return a[0] == first || a[0] == last || a[0] == reverse_bits(first) >> drop || a[0] == reverse_bits(last) >> drop;
    }

    std::vector<int> mirror_permutation(const Shape<W>& s, int id) const {
        const Cells cells = shape_cells(s);
        std::vector<int> perm(cells.n);
        for (int k = 0; k < cells.n; ++k) {
            int w = 0;
            perm[k] = s.bits.count_below(image_index(cells.r[k], cells.c[k], s.h, s.w, id, &w));
        }
        return perm;
    }


    // The index, among the normal form `key`'s cells, of the component's k-th cell (cells, H, Wd
    // and id as normal_form returned them): how witnesses are numbered in certificates.
    int local_index(const Shape<W>& key, const Cells& cells, int k, int H, int Wd, int id, int v) const {
        int w = 0;
        const int at = g_.frame == KaylesFrame::Graph ? v : image_index(cells.r[k], cells.c[k], H, Wd, id, &w);
        return key.bits.count_below(at);
    }

private:
    const KaylesGraph g_;  // a copy: callers may pass a temporary
    int symmetries_ = 1;
    std::vector<Bits<W>> open_, closed_;
    Bits<W> all_;
    bool fast_rows_ = false;
};

}  // namespace nimcert::kayles
