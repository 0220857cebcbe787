// Graphs for Node-Kayles: the named families and graphs read from files. Lattice families carry
// coordinates and a symmetry class, which the engine uses for normal forms of components.
#pragma once

#include <string>
#include <utility>
#include <vector>

namespace nimcert {

// How a component's isomorphism class can be read off its vertex positions.
enum class LatticeKind {
    None,    // arbitrary graph: no geometric normal form
    Line,    // vertices at integers, adjacency depends only on |i - j|: translate + reflect
    Plane,   // vertices at Z^2 points, adjacency invariant under translations and the 8
             // symmetries of the square (grids, queens, kings, knights)
};

struct KaylesGraph {
    std::string description;                  // e.g. "grid 3 16"
    int n = 0;                                // vertices 0..n-1
    std::vector<std::vector<int>> adjacent;   // sorted neighbour lists, no loops or duplicates
    LatticeKind lattice = LatticeKind::None;
    std::vector<std::pair<int, int>> coord;   // (row, col) for Plane, (0, i) for Line
};

// Families: grid R C, torus R C, queens N, kings N, knights N, path N, cycle N, strip N K.
// Throws std::invalid_argument with a one-line reason on bad arguments.
KaylesGraph make_family(const std::string& family, const std::vector<long long>& args);

// graph6 (nauty's format, one graph) and plain edge lists ("n m" then m lines "u v",
// 0-based). Throw std::invalid_argument naming the problem (and the line for edge lists).
KaylesGraph parse_graph6(const std::string& text);
KaylesGraph parse_edge_list(const std::string& text);

constexpr int kMaxKaylesVertices = 256;

}  // namespace nimcert
