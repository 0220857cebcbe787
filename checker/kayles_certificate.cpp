#include "kayles_certificate.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <tuple>

#include "failure.hpp"
#include "kayles_graph.hpp"
#include "kayles_shape.hpp"
#include "kayles_shards.hpp"
#include "work.hpp"

namespace nimcheck {

namespace {

// The verified facts: the value of a class (value and mirror records, P claims) and N(X, h) (N
// claims), in about 40 bytes per record (queens 13 has ~300 million classes): records of `words`
// key words and one word packing W and H (bits 0-17), an N bit (18), the value or h (19-27), a
// used bit (28) and the record's line (29-63; claims certificates only), appended in chunks that
// never move, and an open-addressing index of 4-byte record numbers at load <= 1/2. Grows with
// the records present, never by an announced count.
class ValueMap {
public:
    static constexpr std::uint64_t kUsed = 1 << 28, kMaxLine = (std::uint64_t{1} << 35) - 1;
    explicit ValueMap(int words) : words_(words) {}
    void prefetch(const Shape& s) const { __builtin_prefetch(&index_[slot(s, -1)]); }
    void prefetch_record(const Shape& s) {  // once the index word is in the cache
        if (const std::uint32_t r = index_[slot(s, -1)]) __builtin_prefetch(record(r - 1));
    }
    // The packed word of the value of s (h < 0) or of N(s, h), or nullptr.
    std::uint64_t* find(const Shape& s, int h = -1) {
        const std::uint64_t k = key(s, h), mask = h < 0 ? (1 << 19) - 1 : kUsed - 1;
        for (std::size_t i = slot(s, h);; i = (i + 1) & (index_.size() - 1)) {
            if (index_[i] == 0) return nullptr;
            std::uint64_t* t = record(index_[i] - 1);
            if ((t[words_] & mask) == k && std::equal(t, t + words_, s.cells.w.begin())) return t + words_;
        }
    }
    static std::uint32_t use(std::uint64_t* e) {  // marks the entry used (written once: a clean cache line stays clean)
        if (!(*e & kUsed)) *e |= kUsed;
        return static_cast<std::uint32_t>(*e >> 19 & 511);
    }
    bool use(const Shape& s, std::uint32_t h) {  // marks N(s, h) used; false if it is not verified
        std::uint64_t* e = find(s, static_cast<int>(h));
        if (e) use(e);
        return e != nullptr;
    }
    static long line_of(const std::uint64_t* e) { return static_cast<long>(*e >> 29); }
    // Enters the value of s (or N(s, x) if n), absent before, and returns its packed word; x (value
    // or h) <= 511, line <= kMaxLine.
    std::uint64_t* insert(const Shape& s, bool n, std::uint32_t x, long line) {
        if (size_ % kChunk == 0) chunks_.emplace_back(kChunk * (words_ + 1));
        std::uint64_t* t = record(size_);
        std::copy(s.cells.w.begin(), s.cells.w.begin() + words_, t);
        t[words_] = static_cast<std::uint64_t>(line) << 29 | std::uint64_t{x} << 19 | key(s, n ? static_cast<int>(x) : -1);
        if (2 * (++size_) > index_.size()) {
            index_.assign(2 * index_.size(), 0);
            for (std::size_t r = 0; r + 1 < size_; ++r) place(r);
        }
        place(size_ - 1);
        return t + words_;
    }
    long first_unused() {  // the line of the first record never used, 0 if none
        for (std::size_t r = 0; r < size_; ++r)
            if (!(record(r)[words_] & kUsed)) return line_of(record(r) + words_);
        return 0;
    }

private:
    static constexpr std::size_t kChunk = 1 << 14;
    static std::uint64_t key(const Shape& s, int h) {
        return (h < 0 ? 0 : (static_cast<std::uint64_t>(h) << 1 | 1) << 18) | static_cast<std::uint64_t>(s.H) << 9 | static_cast<std::uint64_t>(s.W);
    }
    std::size_t slot(const Shape& s, int h) const {
        return (ShapeHash()(s) + static_cast<std::size_t>(h + 1) * 0x9E3779B97F4A7C15ull) & (index_.size() - 1);
    }
    std::uint64_t* record(std::size_t r) { return &chunks_[r / kChunk][r % kChunk * (words_ + 1)]; }
    void place(std::size_t r) {
        const std::uint64_t* t = record(r);
        Shape s{static_cast<int>(t[words_] >> 9 & 511), static_cast<int>(t[words_] & 511), Cells{}};
        std::copy(t, t + words_, s.cells.w.begin());
        std::size_t i = slot(s, t[words_] >> 18 & 1 ? static_cast<int>(t[words_] >> 19 & 511) : -1);
        while (index_[i] != 0) i = (i + 1) & (index_.size() - 1);
        index_[i] = static_cast<std::uint32_t>(r + 1);
    }
    std::size_t words_;                               // key words: the base graph's box fits in them
    std::vector<std::vector<std::uint64_t>> chunks_;  // kChunk records each
    std::vector<std::uint32_t> index_ = std::vector<std::uint32_t>(64);  // 0: empty, else 1 + record
    std::size_t size_ = 0;
};

// The connected component of `within` that contains cell `start`, touching only the N words
// that the box's cells occupy (a box of at most 64 cells is one machine word).
template <int N>
Cells flood(const Box& box, const Cells& within, int start) {
    Cells comp, frontier;
    comp.set(start);
    frontier = comp;
    for (bool grew = true; grew;) {  // layer by layer: the frontier's neighbourhoods load independently
        std::uint64_t next[N] = {};
        for (int q = 0; q < N; ++q)
            for (std::uint64_t x = frontier.w[q]; x; x &= x - 1) {
                const Cells& adjacent = box.adjacent[64 * q + 63 - __builtin_ctzll(x)];
                for (int r = 0; r < N; ++r) next[r] |= adjacent.w[r];
            }
        grew = false;
        for (int q = 0; q < N; ++q) {
            frontier.w[q] = next[q] & within.w[q] & ~comp.w[q];
            comp.w[q] |= frontier.w[q];
            grew = grew || frontier.w[q];
        }
    }
    return comp;
}

Cells component(const Box& box, const Cells& within, int start) {
    const int n = box.H * box.W;
    if (box.shifts) {  // grid boxes of one word: grow the component by whole-set shifts
        std::uint64_t comp = std::uint64_t(1) << (63 - start), grown = comp;
        do comp = grown, grown = (comp | box.dilate(comp)) & within.w[0];
        while (grown != comp);
        return Cells{{comp, 0, 0, 0}};
    }
    return n <= 64 ? flood<1>(box, within, start) : n <= 128 ? flood<2>(box, within, start) : flood<4>(box, within, start);
}

// The largest L of `zero L` (FORMAT.md): a piece's subsets are bits of one 32-bit word, and its
// memo below takes 4 bytes per subset (16 MiB at 22 cells).
constexpr std::size_t kMaxZeroCells = 22;

// A piece of at most kMaxZeroCells cells numbered 0..k-1 in cell order: bit j of closed[i] says
// that cell j is cell i or its neighbour; returns k.
// (The callers' bounds, small K <= 16 and zero L <= kMaxZeroCells, keep k within the arrays.
// Each cell's neighbours are read off its adjacency within the piece: queens 14's check spent
// 20 % of its time here when every pair of cells was asked.)
std::size_t number_piece(const Box& box, const Cells& piece, std::uint32_t (&closed)[kMaxZeroCells]) {
    int cell[kMaxZeroCells], k = 0;
    std::uint8_t local[256];  // box cell -> its number in the piece
    for_each_cell(piece, [&](int i) { local[i] = static_cast<std::uint8_t>(k), cell[k++] = i; });
    for (int i = 0; i < k; ++i) {
        closed[i] = std::uint32_t{1} << i;
        for_each_cell(piece.minus(piece.minus(box.adjacent[cell[i]])), [&](int j) { closed[i] |= std::uint32_t{1} << local[j]; });
    }
    return static_cast<std::size_t>(k);
}

// The search of small_value and zero_value below: by the definition, over the subsets of a piece
// that the moves reach, memoised by bitmask.
// * The value (small_value), for a piece of at most 16 cells: G(S) is the mex of G(S minus a cell
//   and its neighbours) over the cells of S; a clique is 1 without its options (each move empties
//   it: mex {0}; `kayles_clique`, Kayles.v), which on the dense queens graphs spares most of the
//   small subsets' options.
// * Whether G = 0 (zero_value, `whether_zero`), for a piece of at most kMaxZeroCells cells: a set
//   is 0 iff no move leaves a set that is 0 (theorem `kayles_zero_search`, Kayles.v), stopping at
//   the first move to a 0 (in a clique, the first move: it empties the set). The answer is 0 if
//   G = 0, else 1.
template <bool whether_zero>
std::uint32_t by_definition(const Box& box, const Cells& piece) {
    std::uint32_t closed[kMaxZeroCells];
    const std::size_t k = number_piece(box, piece, closed);
    // One memo for every call, not cleared (a 16-cell piece has 65,536 subsets, and a queens
    // proof values a million small pieces): an entry is the call's `generation` above 8 bits of
    // value, so that one load, a cache miss in a table this large, finds both. It grows to the
    // largest piece met (new entries are 0: no generation's).
    thread_local std::vector<std::uint32_t> memo(std::size_t{1} << 16, 0);
    if (memo.size() < std::size_t{1} << k) memo.resize(std::size_t{1} << k, 0);
    thread_local std::uint32_t generation = 0;
    if (++generation == std::uint32_t{1} << 24) std::fill(memo.begin(), memo.end(), 0), generation = 1;
    const auto G = [&](const auto& self, std::uint32_t set) -> std::uint32_t {
        if (set == 0) return 0;
        if (memo[set] >> 8 == generation) return memo[set] & 0xff;
        work.done += k, work.small += k;
        std::uint32_t seen = 0;  // bit v: a move leaves a set of value v (at most the number of cells)
        if constexpr (whether_zero) {
            for (std::uint32_t x = set; x && !seen; x &= x - 1) seen = self(self, set & ~closed[__builtin_ctz(x)]) == 0;
        } else {
            std::uint32_t common = set;  // the cells of `set` adjacent to all of `set`
            for (std::uint32_t x = set; x; x &= x - 1) common &= closed[__builtin_ctz(x)];
            seen = common == set;  // a clique: every option is the empty set, no other is searched
            for (std::uint32_t x = set; x && common != set; x &= x - 1) seen |= std::uint32_t{1} << self(self, set & ~closed[__builtin_ctz(x)]);
        }
        memo[set] = generation << 8 | static_cast<std::uint32_t>(__builtin_ctz(~seen));
        return memo[set] & 0xff;
    };
    return G(G, (std::uint32_t{1} << k) - 1);
}

// The value of a piece of at most 16 cells by the definition (FORMAT.md, `small K`).
std::uint32_t small_value(const Box& box, const Cells& piece) { return by_definition<false>(box, piece); }

// Whether G = 0 for a piece of at most kMaxZeroCells cells, by the definition (FORMAT.md, `zero L`).
bool zero_value(const Box& box, const Cells& piece) { return by_definition<true>(box, piece) == 0; }

// The rules of a claims certificate's header for components without records: `small K` (their
// value by the definition) and `zero L` (whether their value is 0, by the definition).
struct Leaves {
    std::size_t small = 0, zero = 0;  // K and L; 0: no such rule
};

// A component of a position (PositionValues below), by its normal form, and its value if verified.
struct Piece {
    Shape normal_form;
    std::uint32_t value;
    bool valued;
};
struct Position {  // the xor of its components with a verified value; how many lack one, and the first
    std::uint32_t value = 0, unvalued = 0;
    const Piece* piece = nullptr;
};

// The values of positions (cell sets) of one box: each is the xor of its components' values
// (theorem `kayles-sum`), each component found by its normal form among the verified classes
// (theorem `kayles-isomorphism`: an image induces an isomorphic graph), or by the definition if
// it has at most `small` cells (entered in the table then, as used); one of at most `zero` cells
// without a record is decided at heap 0 by the definition: the value 0, or N(D, 0), entered so. A component met twice
// (moves of one class often leave the same piece) is normalised once; the table lookups are
// prefetched together, since the table is far larger than the processor's caches.
class PositionValues {
public:
    // The values of the positions (every value looked up is marked used). The first position with
    // a component without a verified value, and its first such component, are the first such
    // component met.
    std::vector<Position> evaluate(const KaylesGraph& g, const Box& box, const std::vector<Cells>& positions, ValueMap& values, Leaves leaves) {
        ++round_;
        pieces_.clear();
        uses_.clear();
        for (std::size_t p = 0; p < positions.size(); ++p)
            for (Cells rest = positions[p]; rest.any();) {
                const Cells piece = component(box, rest, rest.first());
                rest = rest.minus(piece);
                Seen& seen = seen_[ShapeHash()(Shape{0, 0, piece}) % seen_.size()];
                if (seen.round != round_ || !(seen.cells == piece)) {
                    seen = Seen{piece, static_cast<std::uint32_t>(pieces_.size()), round_};
                    pieces_.push_back(Piece{normal_form(g, box.H, box.W, piece), 0, false});
                    values.prefetch(pieces_.back().normal_form);
                }
                uses_.emplace_back(p, seen.piece);
            }
        for (const Piece& piece : pieces_) values.prefetch_record(piece.normal_form);
        for (Piece& piece : pieces_) {
            std::uint64_t* e = values.find(piece.normal_form);
            const std::size_t k = static_cast<std::size_t>(piece.normal_form.cells.size());
            if (!e && k <= leaves.small)
                e = values.insert(piece.normal_form, false, small_value(g.box(piece.normal_form.H, piece.normal_form.W), piece.normal_form.cells), 0);
            else if (!e && k <= leaves.zero)
                e = decide_zero(g, piece.normal_form, values);
            if (e) piece.value = ValueMap::use(e), piece.valued = true;
        }
        std::vector<Position> value(positions.size());
        for (const auto& [p, i] : uses_) {
            if (pieces_[i].valued) value[p].value ^= pieces_[i].value;
            else if (++value[p].unvalued == 1) value[p].piece = &pieces_[i];
        }
        return value;
    }

    // `zero L`: G(D) = 0 or N(D, 0) for a class D of at most L cells, decided once by the
    // definition and entered in the table as used (no record may say it: FORMAT.md). Returns the
    // packed word of G(D) = 0, or nullptr if N(D, 0).
    static std::uint64_t* decide_zero(const KaylesGraph& g, const Shape& d, ValueMap& values) {
        if (values.find(d) || values.find(d, 0)) return values.find(d);
        const bool zero = zero_value(g.box(d.H, d.W), d.cells);
        ValueMap::use(values.insert(d, !zero, 0, 0));
        return values.find(d);
    }

    template <class F>
    void each_use(F f) const {  // f(position, piece) for every component of the positions of the last round
        for (const auto& [p, i] : uses_) f(p, pieces_[i]);
    }

private:
    struct Seen {  // a direct-mapped memory of this round's pieces, by their exact cells
        Cells cells;
        std::uint32_t piece = 0, round = 0;
    };
    std::vector<Seen> seen_ = std::vector<Seen>(512);
    std::uint32_t round_ = 0;
    std::vector<Piece> pieces_;                                // this round's distinct components
    std::vector<std::pair<std::size_t, std::uint32_t>> uses_;  // (position, piece)
};

struct ClassCheck {
    const KaylesGraph& g;
    const Box& box;
    const Shape& shape;
    std::vector<int> cell;  // cell j of the record -> its index in the box
    long line;
    Leaves leaves;  // pieces valued, or decided at heap 0, by the definition

    std::string name() const { return "class " + shape_text(shape); }

    bool adjacent(std::uint64_t i, std::uint64_t j) const { return box.adjacent[cell[i]].has(cell[j]); }

    std::uint64_t cell_number(std::uint64_t j, const char* what) const {
        if (j >= cell.size())
            rejected(line, name() + ": " + what + " " + str(j) + " is not a cell (the shape has " + str(cell.size()) + ")");
        return j;
    }

    // Every record: a nonempty connected shape of the frame's box, in normal form.
    void check_shape() const {
        if (g.frame != Frame::Plane && g.frame != Frame::Line && (shape.H != g.R || shape.W != g.C))
            rejected(line, name() + " is not a subset of the " + str(g.R) + "x" + str(g.C) +
                               (g.frame == Frame::Graph ? " graph (H = 1, W = n)" : " board") + " of " + g.name);
        if (cell.empty()) rejected(line, name() + " has no cells");
        if (!(shape.H <= g.R && shape.W <= g.C) && !(shape.H <= g.C && shape.W <= g.R))
            rejected(line, name() + " is no component of " + g.name + ": its box does not fit in " + str(g.R) + "x" + str(g.C));
        if (!(component(box, shape.cells, cell[0]) == shape.cells)) rejected(line, name() + " is not connected");
        const Shape nf = normal_form(g, shape.H, shape.W, shape.cells);
        if (nf.H * nf.W != shape.H * shape.W)  // only in a free frame: the images act on the bounding box
            rejected(line, name() + " does not touch all four sides of its box (its normal form is " + shape_text(nf) + ")");
        if (!(nf == shape)) rejected(line, name() + " is not in normal form: its least image is " + shape_text(nf));
    }

    Cells option(std::size_t x) const {  // picking cell x deletes x and its neighbours
        Cells o = shape.cells.minus(box.adjacent[cell[x]]);
        o.reset(cell[x]);
        return o;
    }
    void unlisted(std::size_t x, const Shape& piece) const {
        rejected(line, name() + ": picking cell " + str(x) + " leaves a component " + shape_text(piece) +
                           " (in normal form) that is not listed before this line");
    }
    // The values of the options of all cells; each must have only components with a verified value if `all_valued`.
    std::vector<Position> options(ValueMap& values, PositionValues& evaluator, bool all_valued) const {
        std::vector<Cells> options(cell.size());
        for (std::size_t x = 0; x < cell.size(); ++x) options[x] = option(x);
        work.done += cell.size() * cell.size();  // at most k cells of each option for the flood fills
        const std::vector<Position> value = evaluator.evaluate(g, box, options, values, leaves);
        for (std::size_t x = 0; x < cell.size() && all_valued; ++x)
            if (value[x].unvalued) unlisted(x, value[x].piece->normal_form);
        return value;
    }

    // `SHAPE G w0 ... w(G-1)`: G = mex of the option values (the definition of the value), every
    // option's value by `kayles-sum` and `kayles-isomorphism` from classes verified earlier.
    void check_mex(const std::vector<std::uint64_t>& witness, std::uint64_t G, ValueMap& values, PositionValues& evaluator) const {
        const std::vector<Position> option = options(values, evaluator, true);
        std::vector<bool> seen(cell.size() + 1);
        for (const Position& o : option)
            if (o.value <= cell.size()) seen[o.value] = true;
        std::uint64_t mex = 0;
        while (seen[mex]) ++mex;
        const auto refuted = [&](const std::string& why) {
            rejected(line, name() + " claims G = " + str(G) + ", but " + why + " (the options' mex is " + str(mex) + ")");
        };
        for (std::uint64_t i = 0; i < G; ++i) {
            const std::uint64_t w = cell_number(witness[i], "witness cell");
            if (option[w].value != i)
                refuted("witness cell " + str(w) + "'s option has value " + str(option[w].value) + ", not " + str(i));
        }
        for (std::size_t x = 0; x < cell.size(); ++x)
            if (option[x].value == G) refuted("cell " + str(x) + "'s option has value " + str(G) + " too");
    }

    // `SHAPE P h`: G(X) = h. Each heap move h' < h has N(X, h') and each cell's option Y has a
    // value other than h, or one component D without a value and N(D, h xor the rest) (theorems
    // `outcome_P_sound`, `outcome_sum_reduction`). N claims found are marked used.
    void check_P(std::uint32_t h, ValueMap& values, PositionValues& evaluator) const {
        const std::string claim = name() + " claims P(X, " + str(h) + ")";
        work.done += h;  // the heap moves' look-ups
        // `zero L`: N(X, 0) is the definition's to decide (entered in the table unless G(X) = 0).
        if (h > 0 && cell.size() <= leaves.zero && PositionValues::decide_zero(g, shape, values))
            rejected(line, claim + ", but G(X) = 0 (decided by the definition: zero " + str(leaves.zero) + ")");
        for (std::uint32_t k = 0; k < h; ++k)
            if (!values.use(shape, k)) rejected(line, claim + ", but N(X, " + str(k) + ") is not verified before this line");
        const std::vector<Position> option = options(values, evaluator, false);
        for (std::size_t x = 0; x < cell.size(); ++x) {
            const Position& o = option[x];
            const auto move = [&] { return claim + ", but picking cell " + str(x); };
            if (o.unvalued > 1) rejected(line, move() + " leaves " + str(o.unvalued) + " components without a verified value");
            if (o.unvalued == 0 && o.value == h) rejected(line, move() + " reaches value " + str(h));
            if (o.unvalued == 0) continue;
            if (!values.use(o.piece->normal_form, h ^ o.value))
                rejected(line, move() + " leaves " + shape_text(o.piece->normal_form) + " without a verified value and N(" +
                                   shape_text(o.piece->normal_form) + ", " + str(h ^ o.value) + ") is not verified before this line");
        }
        // An N claim on a component valued by now is still this rule's premise (FORMAT.md: used).
        evaluator.each_use([&](std::size_t x, const Piece& d) {
            if (option[x].unvalued == 0) values.use(d.normal_form, h ^ option[x].value ^ d.value);
        });
    }

    // `SHAPE N h x`: G(X) != h, since cell x's option has value h (theorem `outcome_N_sound`).
    void check_N(std::uint32_t h, std::uint64_t x, ValueMap& values, PositionValues& evaluator) const {
        work.done += cell.size();  // the option's cells, at most
        const Position o = evaluator.evaluate(g, box, {option(cell_number(x, "witness cell"))}, values, leaves)[0];
        if (o.unvalued) unlisted(x, o.piece->normal_form);
        if (o.value != h)
            rejected(line, name() + " claims N(X, " + str(h) + ") by cell " + str(x) + ", whose option has value " + str(o.value));
    }

    // `SHAPE 0 mirror p0 ... p(k-1)`: the hypotheses of theorem `mirror-strategy`: p is an
    // involution without fixed cells, no cell is adjacent to its image, and p is an automorphism.
    void check_mirror(const std::vector<std::uint64_t>& p) const {
        for (const std::uint64_t j : p) cell_number(j, "mirror image");
        work.done += p.size() * p.size() / 2;  // the cell pairs compared
        const std::string bad = name() + ": the mirror ";
        for (std::size_t j = 0; j < p.size(); ++j) {
            if (p[j] == j) rejected(line, bad + "fixes cell " + str(j));
            if (p[p[j]] != j)
                rejected(line, bad + "is not an involution: cell " + str(j) + " -> " + str(p[j]) + " -> " + str(p[p[j]]));
            if (adjacent(j, p[j])) rejected(line, bad + "maps cell " + str(j) + " to its neighbour " + str(p[j]));
        }
        for (std::size_t i = 0; i < p.size(); ++i)
            for (std::size_t j = i + 1; j < p.size(); ++j)
                if (adjacent(i, j) != adjacent(p[i], p[j]))
                    rejected(line, bad + "is not an automorphism: cells " + str(i) + " and " + str(j) + " are" +
                                       (adjacent(i, j) ? "" : " not") + " adjacent, their images " + str(p[i]) + " and " +
                                       str(p[j]) + " are" + (adjacent(i, j) ? " not" : ""));
    }
};

// `proves SHAPE P h` or `proves SHAPE N h`, a shard's conclusion instead of `value G` (claims
// certificates only): P(X, h) holds if X's verified value is h; N(X, h) if N(X, h) is verified or
// X's verified value is not h (small X: by the definition). Returns the claim, "SHAPE P h".
std::string check_proves(const std::vector<std::string_view>& f, long line, const KaylesGraph& g, bool claims, ValueMap& values,
                         PositionValues& evaluator, Leaves leaves) {
    if (f[0] != "proves" || f.size() != 4 || (f[2] != "P" && f[2] != "N"))
        malformed(line, "expected 'value G', 'proves SHAPE P h' or 'proves SHAPE N h'");
    if (!claims) malformed(line, "'proves' ends a claims certificate (a shard), not a classes certificate");
    const Shape shape = parse_shape(f[1], line);
    const std::uint32_t h = static_cast<std::uint32_t>(parse_unsigned(f[3], 511, "heap", line));
    ClassCheck check{g, g.box(shape.H, shape.W), shape, {}, line, leaves};
    for_each_cell(shape.cells, [&](int i) { check.cell.push_back(i); });
    check.check_shape();
    const std::string claim = std::string(f[1]) + " " + std::string(f[2]) + " " + str(h);
    const Position value = evaluator.evaluate(g, check.box, {shape.cells}, values, leaves)[0];
    if (!value.unvalued && (f[2] == "P") != (value.value == h)) rejected(line, claim + " is claimed, but the class's verified value is " + str(value.value));
    if (value.unvalued && (f[2] != "N" || !values.use(shape, h)))
        rejected(line, claim + " is claimed, but the class has no verified value" + (f[2] == "N" ? " and N(X, " + str(h) + ") is not verified" : std::string()));
    return claim;
}

}  // namespace

std::string check_kayles_certificate(const std::vector<std::string_view>& game, long line, LineReader& reader, const std::string* proves) {
    const KaylesGraph g = parse_kayles_game(game, line);
    const std::string game_line = "kayles " + g.name;  // a shard must have the same (kayles_shards.cpp)
    const std::vector<std::string_view>& f = reader.fields();
    line = reader.expect("the classes line");
    const bool claims = f[0] == "claims";
    const bool with_small = f.size() >= 4 && f[2] == "small", with_zero = f.size() >= 4 && f[f.size() - 2] == "zero";
    if ((f[0] != "classes" && !claims) || (f.size() != 2 && (!claims || f.size() != 2u + 2 * with_small + 2 * with_zero)))
        malformed(line, "expected 'classes COUNT' or 'claims COUNT [small K] [zero L]'");
    Leaves leaves;
    if (with_small) leaves.small = parse_unsigned(f[3], 16, "small-class bound", line);
    if (with_small && leaves.small == 0) malformed(line, "'small K' takes K from 1 to 16 (leave it out for none)");
    if (with_zero) leaves.zero = parse_unsigned(f[f.size() - 1], kMaxZeroCells, "heap-0 bound", line);
    if (with_zero && leaves.zero <= leaves.small) malformed(line, "'zero L' takes L from K + 1 to " + std::to_string(kMaxZeroCells) + " (leave it out for none)");
    const std::string what = claims ? "claims" : "classes";
    const std::uint64_t count = parse_unsigned(f[1], kMaxNumber, "class count", line);
    // Per record, k <= R*C moves of a few steps per cell each; on a board, the normal form maps
    // each piece once per symmetry (8 on a square, 4 otherwise, 2 on a cycle; kayles_shape.cpp).
    const double cells = static_cast<double>(g.R) * g.C;
    const int symmetries = g.frame == Frame::Ring ? 2 : g.frame != Frame::Board ? 1 : (g.R == g.C ? 8 : 4) / (g.R == 1 || g.C == 1 ? 2 : 1);
    // With `small K`, each piece looked up (at most cells(G) per record) may be a new small class
    // of at most K * 2^K steps: a true bound, loose by far on dense graphs (the count binds).
    // The same with `zero L` (L > K), for the classes decided at heap 0.
    const double leaf = static_cast<double>(std::max(leaves.small, leaves.zero));
    check_work_cap(line, static_cast<double>(count) * cells * cells * symmetries + (static_cast<double>(count) + 1) * cells * leaf * std::ldexp(1.0, static_cast<int>(leaf)));

    ValueMap values(std::max(1, (g.R * g.C + 63) / 64));
    PositionValues evaluator;
    enum Kind { Mex, Mirror, P, N };
    std::uint64_t tally[4] = {}, imported = 0;
    std::tuple<int, int, int, Cells> previous{-1, 0, 0, Cells{}};
    for (std::uint64_t n = 0; n < count; ++n) {
        line = reader.expect("'value' (fewer " + what + " than announced)");
        if (f[0] == "value" || f[0] == "end")
            malformed(line, "only " + str(n) + " " + what + ", the " + what + " line announces " + str(count));
        const Shape shape = parse_shape(f[0], line);
        const Kind kind = f.size() >= 3 && f[1] == "0" && f[2] == "mirror" ? Mirror
                          : claims && f.size() >= 2 && (f[1] == "P" || f[1] == "N") ? (f[1] == "P" ? P : N) : Mex;
        const std::uint64_t k = static_cast<std::uint64_t>(shape.cells.size());
        const bool import = kind >= P && f.size() == 6 && f[3] == "shard";  // `SHAPE P|N h shard NAME SHA256`
        if (kind >= P && !import && f.size() != (kind == P ? 3u : 4u))
            malformed(line, "expected 'SHAPE P h', 'SHAPE N h x' or 'SHAPE P|N h shard NAME SHA256'");
        const std::uint64_t G = f.size() < 2 ? 0 : parse_unsigned(f[kind >= P ? 2 : 1], kind >= P ? 511 : kMaxNumber,
                                                                  kind >= P ? "heap" : "value", line);
        if (kind <= Mirror && (f.size() < 2 || f.size() != (kind == Mirror ? k + 3 : G + 2)))
            malformed(line, kind == Mirror ? "a mirror record lists one image per cell: 'SHAPE 0 mirror p0 ... p(k-1)'"
                                           : "expected 'SHAPE G' followed by exactly G witness cells");
        const auto key = std::make_tuple(static_cast<int>(k), shape.H, shape.W, shape.cells);
        if (!claims && !(previous < key)) malformed(line, "classes must be listed in strictly increasing order of (cells, H, W, bitmap)");
        previous = key;
        if (claims && static_cast<std::uint64_t>(line) > ValueMap::kMaxLine)
            malformed(line, "a claims certificate's records must lie on its first 2^35 - 1 lines (limit)");

        std::vector<std::uint64_t> numbers;  // witnesses, mirror images or N's witness: the whole line is parsed first
        for (std::size_t j = kind == Mex ? 2 : 3; j < f.size() && !import; ++j)
            numbers.push_back(parse_unsigned(f[j], kMaxNumber, kind == Mirror ? "mirror image" : "witness cell", line));
        ClassCheck check{g, g.box(shape.H, shape.W), shape, {}, line, leaves};
        for_each_cell(shape.cells, [&](int i) { check.cell.push_back(i); });
        check.check_shape();
        if (k <= leaves.small)
            rejected(line, check.name() + " has at most " + str(leaves.small) + " cells: its value is the checker's to compute (small " + str(leaves.small) + "), not a record's");
        if (k <= leaves.zero && G == 0)
            rejected(line, check.name() + " has at most " + str(leaves.zero) + " cells: whether its value is 0 is the checker's to decide (zero " +
                               str(leaves.zero) + "), not a record's");
        const auto at = [](const std::uint64_t* e) { return " (line " + str(ValueMap::line_of(e)) + ")"; };
        if (const std::uint64_t* e = values.find(shape)) rejected(line, check.name() + " already has a verified value" + at(e));
        if (const std::uint64_t* e = G <= 511 ? values.find(shape, static_cast<int>(G)) : nullptr)  // (N claims: h <= 511)
            rejected(line, check.name() + (kind == N ? ": N(X, " + str(G) + ") is claimed twice"
                                                     : " has value " + str(G) + ", contradicting N(X, " + str(G) + ")") + at(e));
        if (import) check_shard(game_line, f[4], f[5], std::string(f[0]) + " " + std::string(f[1]) + " " + str(G), line);
        else if (kind == Mex) check.check_mex(numbers, G, values, evaluator);
        else if (kind == Mirror) check.check_mirror(numbers);
        else if (kind == P) check.check_P(static_cast<std::uint32_t>(G), values, evaluator);
        else if (kind == N) check.check_N(static_cast<std::uint32_t>(G), numbers[0], values, evaluator);
        values.insert(shape, kind == N, static_cast<std::uint32_t>(G), claims ? line : 0);
        ++(import ? imported : tally[kind]);
        check_work_done(line);
    }

    line = reader.expect("'value'");
    if (f[0] != "value" && f[0] != "proves" && f[0] != "end")
        malformed(line, "more " + what + " than the " + what + " line announces (" + str(count) + ")");
    std::string conclusion;
    if (f[0] == "proves" || proves) conclusion = check_proves(f, line, g, claims, values, evaluator, leaves);
    if (proves && conclusion != *proves) rejected(line, "the shard proves " + conclusion + ", not " + *proves);
    std::uint64_t G = 0;
    if (conclusion.empty()) {
        if (f[0] != "value" || f.size() != 2) malformed(line, "expected 'value G'");
        G = parse_unsigned(f[1], kMaxNumber, "value", line);
        // The whole graph: its components' values xor'ed (`kayles-sum`, `kayles-isomorphism`).
        std::vector<Cells> all(1);
        for (int i = 0; i < g.R * g.C; ++i) all[0].set(i);
        work.done += static_cast<std::uint64_t>(g.R * g.C);
        const Position value = evaluator.evaluate(g, g.box(g.R, g.C), all, values, leaves)[0];
        if (value.unvalued)
            rejected(line, g.name + " has a component with normal form " + shape_text(value.piece->normal_form) +
                               ", which is not among the classes");
        if (value.value != G)
            rejected(line, "value " + str(G) + " is claimed, but the components of " + g.name + " xor to " + str(value.value));
    }

    line = reader.expect("'end'");
    if (f[0] != "end" || f.size() != 1) malformed(line, "expected 'end'");
    if (const long unused = claims ? values.first_unused() : 0)
        rejected(unused, "the record on this line is never used by a later record or the value line");
    const std::string head = "Node-Kayles on " + g.name + ": " + (conclusion.empty() ? "G = " + str(G) : "shard: " + conclusion) + " (";
    if (!claims) return head + str(count) + " component classes, " + str(tally[Mirror]) + " valued 0 by a mirror involution)";
    return head + "outcome proof: " + str(count) + " claims: " + str(tally[P]) + " P, " + str(tally[N]) + " N, " +
           str(tally[Mex]) + " valued by mex, " + str(tally[Mirror]) + " by a mirror involution" +
           (leaves.small ? "; components of at most " + str(leaves.small) + " cells valued by the definition" : "") +
           (leaves.zero ? "; whether G = 0, for those of at most " + str(leaves.zero) + " cells" : "") +
           (imported ? "; " + str(imported) + " imported from shards, each verified)" : ")");
}

}  // namespace nimcheck
