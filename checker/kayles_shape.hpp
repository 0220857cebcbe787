// Shapes `HxW:hex` of a `game kayles` certificate: parsing, printing, and the normal form (the
// least image under the frame's symmetries; certs/FORMAT.md, "Shapes").
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "kayles_graph.hpp"

namespace nimcheck {

// An H x W bitmap: cell i at row i / W, column i % W.
struct Shape {
    int H = 0, W = 0;
    Cells cells;
    bool operator==(const Shape& o) const { return H == o.H && W == o.W && cells == o.cells; }
};

struct ShapeHash {
    std::size_t operator()(const Shape& s) const {
        std::uint64_t h = static_cast<std::uint64_t>(s.H * 512 + s.W);
        for (const std::uint64_t x : s.cells.w) h = (h ^ x ^ (x >> 29)) * 0x9E3779B97F4A7C15ull;
        return static_cast<std::size_t>(h ^ (h >> 32));
    }
};

// Parses `HxW:hex` (malformed on any deviation from the grammar: sides 1..256, H*W <= 256, exactly
// ceil(H*W/4) lowercase digits, zero padding).
Shape parse_shape(std::string_view text, long line);

std::string shape_text(const Shape& s);

// The normal form of the cells `piece` (nonempty) of an H x W box: the least of its images (free frame:
// the 8 or 2 maps of its bounding box; board: translations x reflections; ring: the columns'
// rotations x reflections; graph: itself).
// Theorem `kayles-isomorphism` (b): every image induces a graph isomorphic to the piece's.
Shape normal_form(const KaylesGraph& g, int H, int W, const Cells& piece);

}  // namespace nimcheck
