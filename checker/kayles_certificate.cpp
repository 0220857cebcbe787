#include "kayles_certificate.hpp"

#include <algorithm>
#include <cstdint>
#include <tuple>

#include "failure.hpp"
#include "kayles_graph.hpp"
#include "kayles_shape.hpp"

namespace nimcheck {

namespace {

// The verified classes, shape -> value, in about 40 bytes per class (queens 13 has ~300 million):
// records of `words` key words and one word of H, W and value, appended in chunks that never
// move, and an open-addressing index of 4-byte record numbers at load <= 1/2. Grows with the
// records present, never by an announced count.
class ValueMap {
public:
    explicit ValueMap(int words) : words_(words) {}
    void prefetch(const Shape& s) const { __builtin_prefetch(&index_[ShapeHash()(s) & (index_.size() - 1)]); }
    void prefetch_record(const Shape& s) const {  // once the index word is in the cache
        if (const std::uint32_t r = index_[ShapeHash()(s) & (index_.size() - 1)]) __builtin_prefetch(record(r - 1));
    }
    bool find(const Shape& s, std::uint32_t& value) const {
        for (std::size_t i = ShapeHash()(s) & (index_.size() - 1);; i = (i + 1) & (index_.size() - 1)) {
            if (index_[i] == 0) return false;
            const std::uint64_t* t = record(index_[i] - 1);
            if (t[words_] >> 16 == meta(s) && std::equal(t, t + words_, s.cells.w.begin())) {
                value = static_cast<std::uint32_t>(t[words_] & 0xffff);
                return true;
            }
        }
    }
    void insert(const Shape& s, std::uint32_t value) {  // s is absent; H, W <= 256, value <= 256
        if (size_ % kChunk == 0) chunks_.emplace_back(kChunk * (words_ + 1));
        std::uint64_t* t = record(size_);
        std::copy(s.cells.w.begin(), s.cells.w.begin() + words_, t);
        t[words_] = meta(s) << 16 | value;
        if (2 * (++size_) > index_.size()) {
            index_.assign(2 * index_.size(), 0);
            for (std::size_t r = 0; r + 1 < size_; ++r) place(r, ShapeHash()(shape_of(r)));
        }
        place(size_ - 1, ShapeHash()(s));
    }

private:
    static constexpr std::size_t kChunk = 1 << 14;
    static std::uint64_t meta(const Shape& s) { return static_cast<std::uint64_t>(s.H) << 16 | static_cast<std::uint64_t>(s.W); }
    const std::uint64_t* record(std::size_t r) const { return &chunks_[r / kChunk][r % kChunk * (words_ + 1)]; }
    std::uint64_t* record(std::size_t r) { return &chunks_[r / kChunk][r % kChunk * (words_ + 1)]; }
    Shape shape_of(std::size_t r) const {
        const std::uint64_t* t = record(r);
        Shape s{static_cast<int>(t[words_] >> 32), static_cast<int>(t[words_] >> 16 & 0xffff), Cells{}};
        std::copy(t, t + words_, s.cells.w.begin());
        return s;
    }
    void place(std::size_t r, std::size_t hash) {
        std::size_t i = hash & (index_.size() - 1);
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

// The values of positions (cell sets) of one box: each is the xor of its components' values
// (theorem `kayles-sum`), each component found by its normal form among the verified classes
// (theorem `kayles-isomorphism`: an image induces an isomorphic graph). A component met twice
// (moves of one class often leave the same piece) is normalised once; the table lookups are
// prefetched together, since the table is far larger than the processor's caches.
class PositionValues {
public:
    struct Piece {
        Shape normal_form;
        std::size_t first_use;  // the first position with this component
        std::uint32_t value;
    };

    // The positions' values into `value`; nullptr, or else the first component not listed.
    const Piece* evaluate(const KaylesGraph& g, const Box& box, const std::vector<Cells>& positions, const ValueMap& values,
                          std::vector<std::uint32_t>& value) {
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
                    pieces_.push_back(Piece{normal_form(g, box.H, box.W, piece), p, 0});
                    values.prefetch(pieces_.back().normal_form);
                }
                uses_.emplace_back(p, seen.piece);
            }
        for (const Piece& piece : pieces_) values.prefetch_record(piece.normal_form);
        for (Piece& piece : pieces_)
            if (!values.find(piece.normal_form, piece.value)) return &piece;
        value.assign(positions.size(), 0);
        for (const auto& [p, piece] : uses_) value[p] ^= pieces_[piece].value;
        return nullptr;
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
                               (g.frame == Frame::Board ? " board" : " graph (H = 1, W = n)") + " of " + g.name);
        if (cell.empty()) rejected(line, name() + " has no cells");
        if (!(shape.H <= g.R && shape.W <= g.C) && !(shape.H <= g.C && shape.W <= g.R))
            rejected(line, name() + " is no component of " + g.name + ": its box does not fit in " + str(g.R) + "x" + str(g.C));
        if (!(component(box, shape.cells, cell[0]) == shape.cells)) rejected(line, name() + " is not connected");
        const Shape nf = normal_form(g, shape.H, shape.W, shape.cells);
        if (nf.H * nf.W != shape.H * shape.W)  // only in a free frame: the images act on the bounding box
            rejected(line, name() + " does not touch all four sides of its box (its normal form is " + shape_text(nf) + ")");
        if (!(nf == shape)) rejected(line, name() + " is not in normal form: its least image is " + shape_text(nf));
    }

    // `SHAPE G w0 ... w(G-1)`: G = mex of the option values (the definition of the value), every
    // option's value by `kayles-sum` and `kayles-isomorphism` from classes verified earlier.
    void check_mex(const std::vector<std::uint64_t>& witness, std::uint64_t G, const ValueMap& values,
                   PositionValues& evaluator) const {
        std::vector<Cells> options(cell.size());  // picking cell x deletes x and its neighbours
        for (std::size_t x = 0; x < cell.size(); ++x) {
            options[x] = shape.cells.minus(box.adjacent[cell[x]]);
            options[x].reset(cell[x]);
        }
        std::vector<std::uint32_t> option;
        if (const auto* missing = evaluator.evaluate(g, box, options, values, option))
            rejected(line, name() + ": picking cell " + str(missing->first_use) + " leaves a component " +
                               shape_text(missing->normal_form) + " (in normal form) that is not listed before this line");
        std::vector<bool> seen(cell.size() + 1);
        for (const std::uint32_t v : option)
            if (v <= cell.size()) seen[v] = true;
        std::uint64_t mex = 0;
        while (seen[mex]) ++mex;
        const auto refuted = [&](const std::string& why) {
            rejected(line, name() + " claims G = " + str(G) + ", but " + why + " (the options' mex is " + str(mex) + ")");
        };
        for (std::uint64_t i = 0; i < G; ++i) {
            const std::uint64_t w = cell_number(witness[i], "witness cell");
            if (option[w] != i) refuted("witness cell " + str(w) + "'s option has value " + str(option[w]) + ", not " + str(i));
        }
        for (std::size_t x = 0; x < cell.size(); ++x)
            if (option[x] == G) refuted("cell " + str(x) + "'s option has value " + str(G) + " too");
    }

    // `SHAPE 0 mirror p0 ... p(k-1)`: the hypotheses of theorem `mirror-strategy`: p is an
    // involution without fixed cells, no cell is adjacent to its image, and p is an automorphism.
    void check_mirror(const std::vector<std::uint64_t>& p) const {
        for (const std::uint64_t j : p) cell_number(j, "mirror image");
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

}  // namespace

std::string check_kayles_certificate(const std::vector<std::string_view>& game, long line, LineReader& reader) {
    const KaylesGraph g = parse_kayles_game(game, line);
    std::vector<std::string_view> f;
    line = reader.expect(f, "the classes line");
    if (f[0] != "classes" || f.size() != 2) malformed(line, "expected 'classes COUNT'");
    const std::uint64_t count = parse_unsigned(f[1], kMaxNumber, "class count", line);
    check_work_cap(line, static_cast<double>(count) * g.R * g.C * g.R * g.C);

    ValueMap values(std::max(1, (g.R * g.C + 63) / 64));
    PositionValues evaluator;
    std::uint64_t mirrors = 0;
    std::tuple<int, int, int, Cells> previous{-1, 0, 0, Cells{}};
    for (std::uint64_t n = 0; n < count; ++n) {
        line = reader.expect(f, "'value' (fewer classes than announced)");
        if (f[0] == "value" || f[0] == "end")
            malformed(line, "only " + str(n) + " classes, the classes line announces " + str(count));
        const Shape shape = parse_shape(f[0], line);
        const bool mirror = f.size() >= 3 && f[1] == "0" && f[2] == "mirror";
        const std::uint64_t G = f.size() >= 2 ? parse_unsigned(f[1], kMaxNumber, "value", line) : 0;
        const std::uint64_t k = static_cast<std::uint64_t>(shape.cells.size());
        if (f.size() < 2 || f.size() != (mirror ? k + 3 : G + 2))
            malformed(line, mirror ? "a mirror record lists one image per cell: 'SHAPE 0 mirror p0 ... p(k-1)'"
                                   : "expected 'SHAPE G' followed by exactly G witness cells");
        const auto key = std::make_tuple(static_cast<int>(k), shape.H, shape.W, shape.cells);
        if (!(previous < key)) malformed(line, "classes must be listed in strictly increasing order of (cells, H, W, bitmap)");
        previous = key;

        std::vector<std::uint64_t> numbers;  // witnesses or mirror images: the whole line is parsed first
        for (std::size_t j = mirror ? 3 : 2; j < f.size(); ++j)
            numbers.push_back(parse_unsigned(f[j], kMaxNumber, mirror ? "mirror image" : "witness cell", line));
        ClassCheck check{g, g.box(shape.H, shape.W), shape, {}, line};
        for_each_cell(shape.cells, [&](int i) { check.cell.push_back(i); });
        check.check_shape();
        if (mirror) {
            check.check_mirror(numbers);
            ++mirrors;
        } else {
            check.check_mex(numbers, G, values, evaluator);
        }
        values.insert(shape, static_cast<std::uint32_t>(G));
    }

    line = reader.expect(f, "'value'");
    if (f[0] != "value" && f[0] != "end") malformed(line, "more classes than the classes line announces (" + str(count) + ")");
    if (f[0] != "value" || f.size() != 2) malformed(line, "expected 'value G'");
    const std::uint64_t G = parse_unsigned(f[1], kMaxNumber, "value", line);
    // The whole graph: its components' values xor'ed (`kayles-sum`, `kayles-isomorphism`).
    const Box& base = g.box(g.R, g.C);
    std::vector<Cells> all(1);
    for (int i = 0; i < g.R * g.C; ++i) all[0].set(i);
    std::vector<std::uint32_t> value;
    if (const auto* missing = evaluator.evaluate(g, base, all, values, value))
        rejected(line, g.name + " has a component with normal form " + shape_text(missing->normal_form) +
                           ", which is not among the classes");
    if (value[0] != G) rejected(line, "value " + str(G) + " is claimed, but the components of " + g.name + " xor to " + str(value[0]));

    line = reader.expect(f, "'end'");
    if (f[0] != "end" || f.size() != 1) malformed(line, "expected 'end'");
    return "Node-Kayles on " + g.name + ": G = " + str(G) + " (" + str(count) + " component classes, " + str(mirrors) +
           " valued 0 by a mirror involution)";
}

}  // namespace nimcheck
