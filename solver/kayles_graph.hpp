// Graphs for Node-Kayles: the named families and graphs read from files. Lattice families carry
// coordinates and a symmetry class, which the engine uses for normal forms of components.
#pragma once

#include <string>
#include <utility>
#include <vector>

namespace nimcert {

// Where a component's cells live, which decides its normal form (certs/FORMAT.md, "Node-Kayles"):
enum class KaylesFrame {
    Free,    // cells of Z^2, adjacency a function of the offset that is invariant under
             // translation and the family's symmetries (the 8 of the square, or for lines the
             // reflection c -> -c): components are translated to the origin
    Board,   // cells of a torus R x C: symmetries are the cyclic translations and the board's
             // reflections (4, or 8 when R = C); components stay on the board
    Ring,    // the 2 x N cells of P(N, K) (`petersen N K dihedral`): u_i = (0, i), v_i = (1, i);
             // symmetries are the graph's own, the rotations i -> i + b and reflections i -> b - i
             // of the columns (mod N); components stay on the board
    Graph,   // an arbitrary graph: no symmetry, the vertex set itself
};

struct KaylesGraph {
    std::string description;                  // the certificate's game line, e.g. "grid 3 16"
    int n = 0;                                // vertices 0..n-1
    std::vector<std::vector<int>> adjacent;   // sorted neighbour lists, no loops or duplicates
    KaylesFrame frame = KaylesFrame::Graph;
    bool line = false;                        // Free frame: only the reflection c -> -c
    int rows = 1, cols = 0;                   // the board (Free: the base cells; Board: the torus; Ring: 2 x N)
    std::vector<std::pair<int, int>> coord;   // vertex -> (row, col); vertex = row * cols + col
    // Free frame: are two cells at offset (dr, dc) adjacent? (the family's rule on all of Z^2)
    bool (*offset_adjacent)(int dr, int dc, long long k) = nullptr;
    long long step = 1;                       // the strip's K, the rule's parameter
};

// Families: grid R C, torus R C, queens N, kings N, knights N, path N, cycle N, strip N K.
// Throws std::invalid_argument with a one-line reason on bad arguments.
KaylesGraph make_family(const std::string& family, const std::vector<long long>& args);

// P(N, K) in the frame Ring (normal forms up to the graph's rotations and reflections), game line
// `petersen N K dihedral`; throws as make_family("petersen", {N, K}) does.
KaylesGraph make_dihedral_petersen(long long N, long long K);

// graph6 (nauty's format, one graph) and plain edge lists ("n m" then m lines "u v",
// 0-based). Throw std::invalid_argument naming the problem (and the line for edge lists).
KaylesGraph parse_graph6(const std::string& text);
KaylesGraph parse_edge_list(const std::string& text);

// The graph6 string of a graph (n <= 258 048), as nauty writes it: certificates name graphs read
// from files by it, so the checker rebuilds exactly the graph that was solved.
std::string to_graph6(const KaylesGraph& g);

constexpr int kMaxKaylesVertices = 256;

}  // namespace nimcert
