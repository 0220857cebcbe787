#include "kayles_engine.hpp"

#include <algorithm>
#include <array>
#include <functional>
#include <stdexcept>
#include <unordered_map>

namespace nimcert {

namespace {

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

constexpr int kMaxCells = kMaxKaylesVertices;

template <int W>
class Engine : public KaylesSolver {
public:
    Engine(const KaylesGraph& g, KaylesOptions opt) : g_(g), opt_(std::move(opt)), open_(g.n), closed_(g.n) {
        for (int v = 0; v < g.n; ++v) {
            for (int u : g.adjacent[v]) open_[v].set(u);
            closed_[v] = open_[v];
            closed_[v].set(v);
            all_.set(v);
        }
        if (g.frame == KaylesFrame::Free) symmetries_ = g.line ? 2 : 8;
        if (g.frame == KaylesFrame::Board) symmetries_ = g.rows == g.cols ? 8 : 4;
    }

    unsigned value_of_graph() override { return value(all_); }

    std::string normal_form_of(const std::vector<int>& vertices) const {
        Bits<W> set;
        for (int v : vertices) set.set(v);
        Cells cells;
        int H = 0, Wd = 0, id = 0;
        return shape_text(normal_form(set, cells, H, Wd, &id));
    }
    std::size_t memo_entries() const override { return memo_.size(); }
    std::size_t mirrored() const override { return mirrored_; }

    std::vector<KaylesClass> classes() const override {
        std::vector<std::pair<const Shape<W>*, const Entry*>> order;
        order.reserve(memo_.size());
        for (const auto& kv : memo_) order.emplace_back(&kv.first, &entries_[kv.second]);
        std::sort(order.begin(), order.end(), [](const auto& a, const auto& b) {
            const int ca = a.first->bits.count(), cb = b.first->bits.count();
            return ca != cb ? ca < cb : shape_less(*a.first, *b.first);
        });
        std::vector<KaylesClass> out;
        out.reserve(order.size());
        for (const auto& [shape, e] : order) {
            KaylesClass c;
            c.shape = shape_text(*shape);
            c.cells = unsigned(shape->bits.count());
            c.value = e->value;
            if (e->mirror >= 0) {
                c.mirror = mirror_permutation(*shape, e->mirror);
            } else {
                for (unsigned i = 0; i < e->value; ++i) c.witnesses.push_back(witness_pool_[e->witnesses + i]);
            }
            out.push_back(std::move(c));
        }
        return out;
    }

private:
    struct Entry {
        std::uint16_t value;
        std::int32_t mirror;      // transform id of the mirror involution, or -1
        std::uint32_t witnesses;  // offset of `value` local cell indices in witness_pool_
    };
    struct Cells {
        int n = 0;
        std::array<std::uint8_t, kMaxCells> r, c;
    };

    unsigned value(const Bits<W>& pos) {
        unsigned x = 0;
        Bits<W> rest = pos;
        while (rest.any()) {
            const Bits<W> comp = component(rest, rest.lowest());
            rest = rest.minus(comp);
            x ^= component_value(comp);
        }
        return x;
    }

    // The connected component of `pos` containing v (flood fill over neighbourhood masks).
    Bits<W> component(const Bits<W>& pos, int v) const {
        Bits<W> comp, frontier;
        comp.set(v);
        frontier.set(v);
        while (frontier.any()) {
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
            *best_id = 0;
            return s;
        }
        int r0 = 1 << 30, c0 = 1 << 30, r1 = -1, c1 = -1;
        cells.n = 0;
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
        Shape<W> best;
        for (int id = 0; id < transforms(); ++id) {
            Shape<W> s = image(cells, H, Wd, id);
            if (id == 0 || shape_less(s, best)) best = s, *best_id = id;
        }
        return best;
    }

    unsigned component_value(const Bits<W>& comp) {
        Cells cells;
        int H = 0, Wd = 0, id = 0;
        const Shape<W> key = normal_form(comp, cells, H, Wd, &id);
        if (const auto it = memo_.find(key); it != memo_.end()) return entries_[it->second].value;
        if (opt_.stop && opt_.stop->load()) throw KaylesInterrupted{};

        Entry e{0, -1, 0};
        if (opt_.use_mirrors && g_.frame != KaylesFrame::Graph) e.mirror = find_mirror(key);
        if (e.mirror >= 0) {
            ++mirrored_;
        } else {
            // option value -> least local cell index reaching it (the certificate's witness)
            std::vector<int> first;
            int k = 0;
            comp.each([&](int v) {
                int w = 0;
                const int at = g_.frame == KaylesFrame::Graph ? v : image_index(cells.r[k], cells.c[k], H, Wd, id, &w);
                const int local = key.bits.count_below(at);
                ++k;
                const unsigned x = value(comp.minus(closed_[v]));
                if (x >= first.size()) first.resize(x + 1, -1);
                if (first[x] < 0 || local < first[x]) first[x] = local;
            });
            while (e.value < first.size() && first[e.value] >= 0) ++e.value;
            e.witnesses = std::uint32_t(witness_pool_.size());  // after the recursion's own witnesses
            for (unsigned i = 0; i < e.value; ++i) witness_pool_.push_back(std::uint8_t(first[i]));
        }
        memo_.emplace(key, std::uint32_t(entries_.size()));
        entries_.push_back(e);
        if (opt_.progress && (memo_.size() & 0xfffff) == 0) opt_.progress(memo_.size());
        return e.value;
    }

    // The cells of a normal form, in local index order, as (row, col) within its box.
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
        const Cells cells = shape_cells(s);
        for (int id = 1; id < transforms(); ++id) {
            if (!(image(cells, s.h, s.w, id) == s)) continue;
            bool ok = true;
            for (int k = 0; k < cells.n && ok; ++k) {
                int w = 0;
                const int j = image_index(cells.r[k], cells.c[k], s.h, s.w, id, &w);
                const int jr = j / w, jc = j % w;
                const int back = image_index(jr, jc, s.h, s.w, id, &w);
                const int self = cells.r[k] * s.w + cells.c[k];
                ok = back == self && j != self && !cells_adjacent(cells.r[k], cells.c[k], jr, jc);
            }
            if (ok) return id;
        }
        return -1;
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

    const KaylesGraph& g_;
    KaylesOptions opt_;
    int symmetries_ = 1;
    std::vector<Bits<W>> open_, closed_;
    Bits<W> all_;
    std::unordered_map<Shape<W>, std::uint32_t, ShapeHash<W>> memo_;
    std::vector<Entry> entries_;
    std::vector<std::uint8_t> witness_pool_;
    std::size_t mirrored_ = 0;
};

}  // namespace

std::unique_ptr<KaylesSolver> make_kayles_solver(const KaylesGraph& g, KaylesOptions opt) {
    if (g.n <= 64) return std::make_unique<Engine<1>>(g, std::move(opt));
    if (g.n <= 128) return std::make_unique<Engine<2>>(g, std::move(opt));
    if (g.n <= 192) return std::make_unique<Engine<3>>(g, std::move(opt));
    if (g.n <= 256) return std::make_unique<Engine<4>>(g, std::move(opt));
    throw std::invalid_argument("graphs of more than 256 vertices are not supported");
}

std::string kayles_normal_form(const KaylesGraph& g, const std::vector<int>& vertices) {
    for (int v : vertices)
        if (v < 0 || v >= g.n) throw std::invalid_argument("vertex out of range");
    if (g.n <= 64) return Engine<1>(g, {}).normal_form_of(vertices);
    if (g.n <= 128) return Engine<2>(g, {}).normal_form_of(vertices);
    if (g.n <= 192) return Engine<3>(g, {}).normal_form_of(vertices);
    return Engine<4>(g, {}).normal_form_of(vertices);
}

unsigned kayles_brute_force(const KaylesGraph& g) {
    if (g.n > 20) throw std::invalid_argument("brute force is for graphs of at most 20 vertices");
    std::vector<std::uint32_t> closed(g.n);
    for (int v = 0; v < g.n; ++v) {
        closed[v] = 1u << v;
        for (int u : g.adjacent[v]) closed[v] |= 1u << u;
    }
    // a dense table over all 2^n vertex subsets: no components, no symmetry, no hashing
    std::vector<std::uint8_t> table(std::size_t(1) << g.n, 0xff);
    std::function<unsigned(std::uint32_t)> value = [&](std::uint32_t pos) -> unsigned {
        if (table[pos] != 0xff) return table[pos];
        std::vector<bool> seen(g.n + 2, false);
        for (int v = 0; v < g.n; ++v)
            if (pos >> v & 1) {
                const unsigned x = value(pos & ~closed[v]);
                if (x < seen.size()) seen[x] = true;
            }
        unsigned m = 0;
        while (seen[m]) ++m;
        table[pos] = static_cast<std::uint8_t>(m);
        return m;
    };
    return value((1u << g.n) - 1);
}

}  // namespace nimcert
