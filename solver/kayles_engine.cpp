#include "kayles_engine.hpp"

#include <algorithm>
#include <array>
#include <chrono>
#include <condition_variable>
#include <exception>
#include <functional>
#include <memory>
#include <istream>
#include <mutex>
#include <ostream>
#include <stdexcept>
#include <thread>

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

// A memo entry: the normal form and everything the certificate says about its class in one
// machine word plus the bitmap (a 3 x 28 grid has tens of millions of classes; a node-based map
// would double the memory). Widths: h, w <= 256 and value <= cells <= 256
// (9 bits), pool < kMaxThreads = 64, ref < 2^30 (checked where witnesses are pooled).
template <int W>
struct Slot {
    std::uint64_t h : 9, w : 9;  // h == 0: empty
    std::uint64_t value : 9;
    std::uint64_t mirrored : 1;  // 1: value 0 by the mirror involution `ref`
    std::uint64_t pool : 6;      // the worker whose witness pool holds the witnesses
    std::uint64_t ref : 30;      // mirrored: a transform id; else the witnesses' offset in the pool
    Bits<W> bits;
    Slot() : h(0), w(0), value(0), mirrored(0), pool(0), ref(0) {}
    Shape<W> shape() const { return Shape<W>{std::uint16_t(h), std::uint16_t(w), bits}; }
};
static_assert(sizeof(Slot<1>) == 16, "a memo entry of a graph of up to 64 vertices is two words");
constexpr std::size_t kMaxPool = std::size_t(1) << 30;

// The classes of one shard: entries in fixed-size chunks (they never move, so growing costs no
// copy and no second array) and an open-addressing index of 4-byte words over them, each the
// entry's number and 4 bits of its hash, so that a probe rarely reads an entry it does not want.
// Queens 11 has 3.4 million classes: a table of whole entries at load 3/8..3/4 spent 93 bytes per
// class, this one spends the entry plus ~7 bytes of index (measured in bench/README.md).
template <int W>
class ShapeTable {
public:
    ShapeTable() : index_(1024) {}
    const Slot<W>* find(const Shape<W>& s, std::size_t hash) const {
        const std::uint32_t tag = this->tag(hash);
        for (std::size_t i = hash & (index_.size() - 1);; i = (i + 1) & (index_.size() - 1)) {
            if (index_[i] == 0) return nullptr;
            if ((index_[i] & kTagMask) != tag) continue;
            const Slot<W>& t = entry((index_[i] >> kTagBits) - 1);
            if (t.h == s.h && t.w == s.w && t.bits == s.bits) return &t;
        }
    }
    void insert(const Slot<W>& slot, std::size_t hash) {  // slot's shape must be absent
        if (size_ + 1 >= kMaxEntries) throw std::runtime_error("Node-Kayles: more than 2^28 - 2 classes in one memo shard");
        if (4 * (size_ + 1) > 3 * index_.size()) grow();
        if ((size_ & (kChunk - 1)) == 0) chunks_.push_back(std::make_unique<Slot<W>[]>(kChunk));
        entry(size_) = slot;
        place(size_, hash);
        ++size_;
    }
    std::size_t size() const { return size_; }
    template <class F>
    void each(F&& f) const {
        for (std::size_t k = 0; k < size_; ++k) f(entry(k));
    }

private:
    static constexpr int kTagBits = 4;
    static constexpr std::uint32_t kTagMask = (1u << kTagBits) - 1;
    static constexpr std::size_t kChunk = std::size_t(1) << 11, kMaxEntries = std::size_t(1) << (32 - kTagBits);
    // hash bits above the index's (at most 2^31 slots) and below the shard's (bits 56..63)
    static std::uint32_t tag(std::size_t hash) { return std::uint32_t(hash >> 40) & kTagMask; }
    Slot<W>& entry(std::size_t k) const { return chunks_[k / kChunk][k % kChunk]; }
    void place(std::size_t k, std::size_t hash) {
        std::size_t i = hash & (index_.size() - 1);
        while (index_[i]) i = (i + 1) & (index_.size() - 1);
        index_[i] = std::uint32_t(k + 1) << kTagBits | tag(hash);
    }
    void grow() {
        index_.assign(index_.size() * 2, 0);
        for (std::size_t k = 0; k < size_; ++k) place(k, ShapeHash<W>()(entry(k).shape()));
    }
    std::vector<std::unique_ptr<Slot<W>[]>> chunks_;
    std::vector<std::uint32_t> index_;  // 0: empty, else (1 + the entry's number) << kTagBits | tag
    std::size_t size_ = 0;
};

// The memo shared by the workers: shards chosen by the hash's high bits, each a table behind
// its own mutex; with one worker, no locking (the single-threaded speed).
template <int W>
class Memo {
public:
    // Unlocked, 16 shards still: a shard holds at most 2^28 classes (queens 13 has ~300 million).
    explicit Memo(bool locking) : locking_(locking), shards_(locking ? 256 : 16) {}
    // The value of the class of s, or -1 if it is not (yet) known.
    int find(const Shape<W>& s, std::size_t hash) {
        Shard& sh = shard(hash);
        if (!locking_) return value_of(sh.table.find(s, hash));
        std::lock_guard<std::mutex> lock(sh.m);
        return value_of(sh.table.find(s, hash));
    }
    // Inserts the entry and returns -1, or, if another worker's entry won the race, its value.
    int insert(const Slot<W>& slot, std::size_t hash) {
        Shard& sh = shard(hash);
        std::unique_lock<std::mutex> lock(sh.m, std::defer_lock);
        if (locking_) lock.lock();
        if (const Slot<W>* t = sh.table.find(slot.shape(), hash)) return t->value;
        sh.table.insert(slot, hash);
        return -1;
    }
    std::size_t size() const {  // between solves, or with every worker paused
        std::size_t n = 0;
        for (const Shard& sh : shards_) n += sh.table.size();
        return n;
    }
    template <class F>
    void each(F&& f) const {
        for (const Shard& sh : shards_) sh.table.each(f);
    }

private:
    struct alignas(64) Shard {
        std::mutex m;
        ShapeTable<W> table;
    };
    static int value_of(const Slot<W>* t) { return t ? int(t->value) : -1; }
    Shard& shard(std::size_t hash) { return shards_[(hash >> 56) & (shards_.size() - 1)]; }
    bool locking_;
    std::vector<Shard> shards_;
};

std::uint64_t reverse_bits(std::uint64_t x) {
    x = (x >> 1 & 0x5555555555555555ull) | (x & 0x5555555555555555ull) << 1;
    x = (x >> 2 & 0x3333333333333333ull) | (x & 0x3333333333333333ull) << 2;
    x = (x >> 4 & 0x0f0f0f0f0f0f0f0full) | (x & 0x0f0f0f0f0f0f0f0full) << 4;
    return __builtin_bswap64(x);
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
bool row_image_less(const RowImage& a, const RowImage& b) {
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
RowImage least_reflection(const std::uint64_t* rows, const std::uint64_t* reversed, int h) {
    RowImage best{rows, h, false};
    for (const RowImage& c : {RowImage{rows, h, true}, RowImage{reversed, h, false}, RowImage{reversed, h, true}})
        if (row_image_less(c, best)) best = c;
    return best;
}

constexpr int kMaxCells = kMaxKaylesVertices;
using Clock = std::chrono::steady_clock;

template <int W>
class Engine : public KaylesSolver {
public:
    Engine(const KaylesGraph& g, KaylesOptions opt)
        : g_(g), opt_(std::move(opt)), open_(g.n), closed_(g.n), threads_(std::max(1u, opt_.threads)),
          memo_(threads_ > 1), workers_(threads_) {
        if (threads_ > kMaxThreads) throw std::invalid_argument("at most " + std::to_string(kMaxThreads) + " threads");
        for (unsigned t = 0; t < threads_; ++t) workers_[t].index = t;
        for (int v = 0; v < g.n; ++v) {
            for (int u : g.adjacent[v]) open_[v].set(u);
            closed_[v] = open_[v];
            closed_[v].set(v);
            all_.set(v);
        }
        if (g.frame == KaylesFrame::Free) symmetries_ = g.line ? 2 : 8;
        fast_rows_ = g.frame == KaylesFrame::Free && !g.line && g.rows <= 64 && g.cols <= 64;
        if (g.frame == KaylesFrame::Board) symmetries_ = g.rows == g.cols ? 8 : 4;
    }

    unsigned value_of_graph() override {
        if (threads_ == 1 && !opt_.checkpoint) return value(all_, workers_[0]);
        return solve_in_workers();
    }

    std::string normal_form_of(const std::vector<int>& vertices) const {
        Bits<W> set;
        for (int v : vertices) set.set(v);
        Cells cells;
        int H = 0, Wd = 0;
        return shape_text(normal_form(set, cells, H, Wd, nullptr));
    }
    std::size_t memo_entries() const override { return memo_.size(); }
    std::size_t mirrored() const override { return mirrored_.load(); }

    void for_each_class(const std::function<void(const KaylesClass&)>& visit) const override {
        std::vector<const Slot<W>*> order;
        order.reserve(memo_.size());
        memo_.each([&](const auto& slot) { order.push_back(&slot); });
        std::sort(order.begin(), order.end(), [](const auto* a, const auto* b) {
            const int ca = a->bits.count(), cb = b->bits.count();
            return ca != cb ? ca < cb : shape_less(a->shape(), b->shape());
        });
        KaylesClass c;
        for (const auto* slot : order) {
            c.shape = shape_text(slot->shape());
            c.cells = unsigned(slot->bits.count());
            c.value = slot->value;
            c.witnesses.clear();
            c.mirror.clear();
            if (slot->mirrored) {
                c.mirror = mirror_permutation(slot->shape(), int(slot->ref));
            } else {
                const auto& pool = workers_[slot->pool].pool;
                for (unsigned i = 0; i < slot->value; ++i) c.witnesses.push_back(pool[slot->ref + i]);
            }
            visit(c);
        }
    }

    // The body: a count, then per class h, w, value, mirrored (u16, u16, u16, u8), the mirror's
    // transform (u32) or `value` witness bytes, and the bitmap's W words; then kMemoEnd. Native
    // byte order: a checkpoint is resumed on the machine that wrote it.
    void save_memo(std::ostream& out) const override {
        const auto put = [&](auto x) { out.write(reinterpret_cast<const char*>(&x), sizeof x); };
        put(std::uint64_t(memo_.size()));
        memo_.each([&](const Slot<W>& t) {
            put(std::uint16_t(t.h)), put(std::uint16_t(t.w)), put(std::uint16_t(t.value)), put(std::uint8_t(t.mirrored));
            if (t.mirrored) put(std::uint32_t(t.ref));
            else out.write(reinterpret_cast<const char*>(workers_[t.pool].pool.data() + t.ref), t.value);
            for (auto x : t.bits.w) put(x);
        });
        put(kMemoEnd);
    }

    void load_memo(std::istream& in) override {
        const auto bad = [](const std::string& why) { return std::invalid_argument("memo " + why); };
        const auto get = [&](auto& x) {
            if (!in.read(reinterpret_cast<char*>(&x), sizeof x)) throw bad("is truncated");
        };
        std::uint64_t count = 0;
        get(count);
        auto& pool = workers_[0].pool;
        for (std::uint64_t k = 0; k < count; ++k) {
            Slot<W> t;
            std::uint16_t h = 0, w = 0, value = 0;
            std::uint8_t mirrored = 0;
            std::uint32_t ref = 0;
            get(h), get(w), get(value), get(mirrored);
            if (h == 0 || w == 0 || long(h) * w > W * 64 || value > W * 64 || mirrored > 1)
                throw bad("has an impossible class record");
            const std::size_t offset = pool.size();
            if (mirrored) {
                get(ref);
            } else {
                if (offset + value >= kMaxPool) throw bad("has more witnesses than one pool holds");
                ref = std::uint32_t(offset);
                pool.resize(offset + value);
                if (value && !in.read(reinterpret_cast<char*>(pool.data() + offset), value)) throw bad("is truncated");
            }
            for (auto& x : t.bits.w) get(x);
            const int cells = t.bits.count();
            if (t.bits.highest() >= h * w || cells == 0 || value > cells ||
                (mirrored && (value != 0 || ref >= unsigned(transforms()))))
                throw bad("has an impossible class record");
            t.h = h, t.w = w, t.value = value, t.mirrored = mirrored, t.ref = ref;
            for (unsigned i = 0; i < (t.mirrored ? 0u : t.value); ++i)
                if (pool[offset + i] >= cells) throw bad("has a witness outside its class");
            if (memo_.insert(t, ShapeHash<W>()(t.shape())) >= 0) throw bad("lists a class twice");
            if (t.mirrored) ++mirrored_;
            ++classes_;
        }
        std::uint64_t end = 0;
        get(end);
        if (end != kMemoEnd) throw bad("does not end where its count says");
    }

private:
    static constexpr std::uint64_t kMemoEnd = 0x646e65206f6d656dull;  // "memo end"
    // One evaluating thread: its witness pool (local cell indices, `value` of them per class)
    // is its own, so entries refer to (pool, offset) and no pool is ever shared while solving.
    struct Worker {
        unsigned index = 0;
        std::vector<std::uint8_t> pool;
    };
    struct Abandoned {};  // another worker finished (or failed): stop evaluating
    struct Cells {
        int n = 0;
        std::array<std::uint8_t, kMaxCells> r, c;
    };

    unsigned value(const Bits<W>& pos, Worker& wk) {
        unsigned x = 0;
        Bits<W> rest = pos;
        while (rest.any()) {
            const Bits<W> comp = component(rest, rest.lowest());
            rest = rest.minus(comp);
            x ^= component_value(comp, wk);
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
            for (int c = 0; c < Wd; ++c) {
                std::uint64_t x = 0;
                for (int i = 0; i < H; ++i) x |= (a[i] >> c & 1) << i;
                t[c] = x;
                tr[c] = reverse_bits(x) >> (64 - H);
            }
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

    unsigned component_value(const Bits<W>& comp, Worker& wk) {
        Cells cells;
        int H = 0, Wd = 0, id = 0;
        const Shape<W> fast = normal_form(comp, cells, H, Wd, nullptr);
        const std::size_t hash = ShapeHash<W>()(fast);
        const int known = memo_.find(fast, hash);
        if (known >= 0) return unsigned(known);
        if (opt_.stop && opt_.stop->load(std::memory_order_relaxed)) throw KaylesInterrupted{};
        if (checkpointing_ && Clock::now().time_since_epoch().count() >= next_checkpoint_.load(std::memory_order_relaxed))
            request_pause();
        if (halt_.load(std::memory_order_relaxed)) pause_or_abandon();
        // a new class: the transform reaching the normal form maps cells to witness indices
        const Shape<W> key = normal_form(comp, cells, H, Wd, &id);
        if (!(key == fast)) throw std::logic_error("Node-Kayles: the two normal form computations disagree");

        Slot<W> slot;
        slot.h = key.h;
        slot.w = key.w;
        slot.bits = key.bits;
        slot.pool = wk.index;
        const std::int32_t mirror = opt_.use_mirrors && g_.frame != KaylesFrame::Graph ? find_mirror(key) : -1;
        if (mirror >= 0) {
            slot.mirrored = 1;
            slot.ref = std::uint32_t(mirror);  // < 8 * 256 transforms
        } else {
            // option value -> least local cell index reaching it (the certificate's witness);
            // the least does not depend on the order the options are tried in
            std::vector<int> first;
            const auto option = [&](int v, int k) {
                int w = 0;
                const int at = g_.frame == KaylesFrame::Graph ? v : image_index(cells.r[k], cells.c[k], H, Wd, id, &w);
                const int local = key.bits.count_below(at);
                const unsigned x = value(comp.minus(closed_[v]), wk);
                if (x >= first.size()) first.resize(x + 1, -1);
                if (first[x] < 0 || local < first[x]) first[x] = local;
            };
            if (wk.index == 0) {
                int k = 0;
                comp.each([&](int v) { option(v, k++); });
            } else {
                // other workers start elsewhere in the component, so that they meet new classes
                // before the first worker does rather than racing it through the same ones
                std::array<int, kMaxCells> verts;
                int n = 0;
                comp.each([&](int v) { verts[n++] = v; });
                const int start = int(wk.index * unsigned(n) / threads_);
                for (int i = 0; i < n; ++i) option(verts[(start + i) % n], (start + i) % n);
            }
            unsigned value = 0;
            while (value < first.size() && first[value] >= 0) ++value;
            slot.value = value;
            if (wk.pool.size() + value >= kMaxPool)
                throw std::runtime_error("Node-Kayles: more than 2^30 witnesses in one worker's pool");
            slot.ref = std::uint32_t(wk.pool.size());  // after the recursion's own witnesses
            for (unsigned i = 0; i < value; ++i) wk.pool.push_back(std::uint8_t(first[i]));
        }
        const int prior = memo_.insert(slot, hash);
        if (prior >= 0) {  // another worker evaluated the class meanwhile
            if (unsigned(prior) != slot.value) throw std::logic_error("Node-Kayles: two workers disagree on a value");
            if (!slot.mirrored) wk.pool.resize(slot.ref);
            return unsigned(slot.value);
        }
        if (slot.mirrored) ++mirrored_;
        const std::size_t classes = ++classes_;
        if (opt_.progress && (classes & 0xfffff) == 0) opt_.progress(classes);
        return unsigned(slot.value);
    }

    // --- workers -------------------------------------------------------------------------
    // Every worker evaluates the whole graph (in its own move order) against the shared memo; the
    // first to finish has the value, and the memo then holds every class the value depends on.
    unsigned solve_in_workers() {
        abandon_ = pause_ = interrupted_ = false;
        halt_ = false;
        checkpointing_ = bool(opt_.checkpoint);
        schedule_checkpoint();
        finished_ = paused_ = 0;
        int result = -1;
        std::exception_ptr error;
        std::vector<std::thread> threads;
        for (unsigned t = 0; t < threads_; ++t)
            threads.emplace_back([&, t] {
                try {
                    const unsigned v = value(all_, workers_[t]);
                    std::lock_guard<std::mutex> lock(ctl_);
                    if (result < 0) result = int(v);
                    if (unsigned(result) != v && !error)
                        error = std::make_exception_ptr(std::logic_error("Node-Kayles: two workers disagree on the value"));
                } catch (const Abandoned&) {
                } catch (const KaylesInterrupted&) {
                    std::lock_guard<std::mutex> lock(ctl_);
                    interrupted_ = true;
                } catch (...) {
                    std::lock_guard<std::mutex> lock(ctl_);
                    if (!error) error = std::current_exception();
                }
                std::lock_guard<std::mutex> lock(ctl_);
                abandon_ = true;
                halt_ = true;
                ++finished_;
                wake_.notify_all();
            });
        {
            std::unique_lock<std::mutex> lock(ctl_);
            const auto done = [&] { return finished_ == threads_; };
            while (!done()) {
                // a worker asks for the pause (when the interval is over, at its next new class)
                wake_.wait(lock, [&] { return done() || (pause_ && paused_ + finished_ >= threads_); });
                if (done()) break;
                if (!abandon_) {  // the world is stopped: the memo is consistent
                    lock.unlock();
                    try {
                        const auto start = Clock::now();
                        opt_.checkpoint(*this);
                        last_save_ = Clock::now() - start;
                    } catch (...) {
                        lock.lock();
                        if (!error) error = std::current_exception();
                        abandon_ = true;
                        lock.unlock();
                    }
                    lock.lock();
                }
                schedule_checkpoint();
                pause_ = false;
                paused_ = 0;  // released, whether or not they have woken yet
                ++releases_;
                halt_ = abandon_;
                wake_.notify_all();
            }
        }
        for (auto& t : threads) t.join();
        if (error) std::rethrow_exception(error);
        if (result < 0 && interrupted_) throw KaylesInterrupted{};
        if (result < 0) throw std::logic_error("Node-Kayles: no worker finished");
        return unsigned(result);
    }

    void schedule_checkpoint() {
        // at least ten times the last save: a memo of hundreds of millions of classes takes
        // tens of seconds to write, and the solve should not spend more than a tenth on it
        const auto interval = std::max(std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(opt_.checkpoint_seconds)),
                                       10 * last_save_);
        next_checkpoint_ = (Clock::now() + interval).time_since_epoch().count();
    }

    void request_pause() {
        std::lock_guard<std::mutex> lock(ctl_);
        if (pause_ || abandon_) return;
        pause_ = true;
        halt_ = true;
        wake_.notify_all();
    }

    void pause_or_abandon() {
        std::unique_lock<std::mutex> lock(ctl_);
        if (abandon_) throw Abandoned{};
        if (!pause_) return;
        ++paused_;
        wake_.notify_all();
        // wait for this pause's release (not merely !pause_: the next pause may already be on)
        const std::uint64_t release = releases_;
        wake_.wait(lock, [&] { return releases_ != release || abandon_; });
        if (abandon_) throw Abandoned{};
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

    static constexpr unsigned kMaxThreads = 64;  // Slot::pool has 6 bits
    const KaylesGraph g_;  // a copy: callers may pass a temporary
    KaylesOptions opt_;
    int symmetries_ = 1;
    std::vector<Bits<W>> open_, closed_;
    Bits<W> all_;
    unsigned threads_;
    Memo<W> memo_;
    std::vector<Worker> workers_;
    bool fast_rows_ = false;
    std::atomic<std::size_t> mirrored_{0}, classes_{0};
    // the workers' coordination (solve_in_workers): ctl_ guards the plain fields
    std::mutex ctl_;
    std::condition_variable wake_;
    std::atomic<bool> halt_{false};  // abandon_ || pause_, read without the lock on each new class
    bool checkpointing_ = false;
    std::atomic<Clock::rep> next_checkpoint_{0};  // when a worker asks for the next pause
    Clock::duration last_save_{0};                  // how long the last checkpoint took to write
    bool abandon_ = false, pause_ = false, interrupted_ = false;
    unsigned finished_ = 0, paused_ = 0;
    std::uint64_t releases_ = 0;
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
