#include "kayles_certificate.hpp"

#include <cstdint>
#include <tuple>
#include <unordered_map>

#include "failure.hpp"
#include "kayles_graph.hpp"
#include "kayles_shape.hpp"

namespace nimcheck {

namespace {

using ValueMap = std::unordered_map<Shape, std::uint32_t, ShapeHash>;  // verified classes only

// The connected component of `within` that contains cell `start`.
Cells component(const Box& box, const Cells& within, int start) {
    Cells comp, frontier;
    comp.set(start);
    frontier = comp;
    while (frontier.any()) {
        Cells next;
        for_each_cell(frontier, [&](int i) { next |= box.adjacent[i]; });
        frontier = (next & within).minus(comp);
        comp |= frontier;
    }
    return comp;
}

// The value of the cells `rest` of a box: the xor of its components' values (theorem
// `kayles-sum`), each found by its normal form among the verified classes (theorem
// `kayles-isomorphism`: an image induces an isomorphic graph). False, with `missing` set, if a
// component is not listed.
bool position_value(const KaylesGraph& g, const Box& box, Cells rest, const ValueMap& values, std::uint32_t& value,
                    Shape& missing) {
    value = 0;
    while (rest.any()) {
        const Cells piece = component(box, rest, rest.first());
        rest = rest.minus(piece);
        const Shape nf = normal_form(g, box.H, box.W, piece);
        const auto it = values.find(nf);
        if (it == values.end()) {
            missing = nf;
            return false;
        }
        value ^= it->second;
    }
    return true;
}

std::string str(std::uint64_t n) { return std::to_string(n); }

struct ClassCheck {
    const KaylesGraph& g;
    const Box& box;
    const Shape& shape;
    std::vector<int> cell;  // cell j of the record -> its index in the box
    std::string name;       // "class HxW:hex", for messages
    long line;

    bool adjacent(std::uint64_t i, std::uint64_t j) const { return box.adjacent[cell[i]].has(cell[j]); }

    std::uint64_t cell_number(std::string_view field, const char* what) const {
        const std::uint64_t j = parse_unsigned(field, kMaxNumber, what, line);
        if (j >= cell.size())
            rejected(line, name + ": " + what + " " + str(j) + " is not a cell (the shape has " + str(cell.size()) + ")");
        return j;
    }

    // Every record: a nonempty connected shape in normal form.
    void check_shape() const {
        if (cell.empty()) rejected(line, name + " has no cells");
        if (!(component(box, shape.cells, cell[0]) == shape.cells)) rejected(line, name + " is not connected");
        const Shape nf = normal_form(g, shape.H, shape.W, shape.cells);
        if (nf.H * nf.W != shape.H * shape.W)  // only in a free frame: the images act on the bounding box
            rejected(line, name + " does not touch all four sides of its box (its normal form is " + shape_text(nf) + ")");
        if (!(nf == shape)) rejected(line, name + " is not in normal form: its least image is " + shape_text(nf));
    }

    // `SHAPE G w0 ... w(G-1)`: G = mex of the option values (the definition of the value), every
    // option's value by `kayles-sum` and `kayles-isomorphism` from classes verified earlier.
    void check_mex(const std::vector<std::string_view>& f, std::uint64_t G, const ValueMap& values) const {
        std::vector<std::uint32_t> option(cell.size());
        std::vector<bool> seen(cell.size() + 1);
        for (std::size_t x = 0; x < cell.size(); ++x) {
            Cells picked;
            picked.set(cell[x]);
            Shape missing;
            if (!position_value(g, box, shape.cells.minus(box.adjacent[cell[x]]).minus(picked), values, option[x], missing))
                rejected(line, name + ": picking cell " + str(x) + " leaves a component " + shape_text(missing) +
                                   " (in normal form) that is not listed before this line");
            if (option[x] <= cell.size()) seen[option[x]] = true;
        }
        std::uint64_t mex = 0;
        while (seen[mex]) ++mex;
        const std::string claim = name + " claims G = " + str(G) + ", but ";
        const std::string why = " (the options' mex is " + str(mex) + ")";
        for (std::uint64_t i = 0; i < G; ++i) {
            const std::uint64_t w = cell_number(f[2 + i], "witness cell");
            if (option[w] != i)
                rejected(line, claim + "witness cell " + str(w) + "'s option has value " + str(option[w]) + ", not " + str(i) + why);
        }
        for (std::size_t x = 0; x < cell.size(); ++x)
            if (option[x] == G) rejected(line, claim + "cell " + str(x) + "'s option has value " + str(G) + " too" + why);
    }

    // `SHAPE 0 mirror p0 ... p(k-1)`: the hypotheses of theorem `mirror-strategy`: p is an
    // involution without fixed cells, no cell is adjacent to its image, and p is an automorphism.
    void check_mirror(const std::vector<std::string_view>& f) const {
        std::vector<std::uint64_t> p(cell.size());
        for (std::size_t j = 0; j < p.size(); ++j) p[j] = cell_number(f[3 + j], "mirror image");
        const std::string bad = name + ": the mirror ";
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
    const auto next_line = [&](const char* what) {
        if (!reader.next(f)) malformed(reader.line() + 1, std::string("the file ends before ") + what);
        return reader.line();
    };
    line = next_line("the classes line");
    if (f[0] != "classes" || f.size() != 2) malformed(line, "expected 'classes COUNT'");
    const std::uint64_t count = parse_unsigned(f[1], kMaxNumber, "class count", line);

    ValueMap values;
    std::uint64_t mirrors = 0;
    std::tuple<int, int, int, Cells> previous{-1, 0, 0, Cells{}};
    for (std::uint64_t n = 0; n < count; ++n) {
        line = next_line("'value' (fewer classes than announced)");
        if (f[0] == "value" || f[0] == "end")
            malformed(line, "only " + str(n) + " classes, the classes line announces " + str(count));
        const Shape shape = parse_shape(f[0], g, line);
        const bool mirror = f.size() >= 3 && f[1] == "0" && f[2] == "mirror";
        const std::uint64_t G = f.size() >= 2 ? parse_unsigned(f[1], kMaxNumber, "value", line) : 0;
        const std::uint64_t k = static_cast<std::uint64_t>(shape.cells.size());
        if (f.size() < 2 || f.size() != (mirror ? k + 3 : G + 2))
            malformed(line, mirror ? "a mirror record lists one image per cell: 'SHAPE 0 mirror p0 ... p(k-1)'"
                                   : "expected 'SHAPE G' followed by exactly G witness cells");
        const auto key = std::make_tuple(static_cast<int>(k), shape.H, shape.W, shape.cells);
        if (!(previous < key)) malformed(line, "classes must be listed in strictly increasing order of (cells, H, W, bitmap)");
        previous = key;

        const Box& box = g.box(shape.H, shape.W);
        ClassCheck check{g, box, shape, {}, "class " + shape_text(shape), line};
        for_each_cell(shape.cells, [&](int i) { check.cell.push_back(i); });
        check.check_shape();
        if (mirror) {
            check.check_mirror(f);
            ++mirrors;
        } else {
            check.check_mex(f, G, values);
        }
        values.emplace(shape, static_cast<std::uint32_t>(G));
    }

    line = next_line("'value'");
    if (f[0] != "value" && f[0] != "end") malformed(line, "more classes than the classes line announces (" + str(count) + ")");
    if (f[0] != "value" || f.size() != 2) malformed(line, "expected 'value G'");
    const std::uint64_t G = parse_unsigned(f[1], kMaxNumber, "value", line);
    // The whole graph: its components' values xor'ed (`kayles-sum`, `kayles-isomorphism`).
    const Box& base = g.box(g.R, g.C);
    Cells all;
    for (int i = 0; i < g.R * g.C; ++i) all.set(i);
    std::uint32_t value = 0;
    Shape missing;
    if (!position_value(g, base, all, values, value, missing))
        rejected(line, g.name + " has a component with normal form " + shape_text(missing) + ", which is not among the classes");
    if (value != G) rejected(line, "value " + str(G) + " is claimed, but the components of " + g.name + " xor to " + str(value));

    line = next_line("'end'");
    if (f[0] != "end" || f.size() != 1) malformed(line, "expected 'end'");
    return "Node-Kayles on " + g.name + ": G = " + str(G) + " (" + str(count) + " component classes, " + str(mirrors) +
           " valued 0 by a mirror involution)";
}

}  // namespace nimcheck
