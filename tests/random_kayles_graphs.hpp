// Random Node-Kayles graphs for the property tests of the outcome search and sharded proofs: a
// random graph, or a small member of a lattice family or a generalized Petersen graph.
#pragma once

#include <string>

#include <rapidcheck.h>

#include "kayles_graph.hpp"

namespace reftest {

inline int uniform(int lo, int hi) { return *rc::gen::resize(rc::kNominalSize, rc::gen::inRange(lo, hi + 1)); }

// A random graph on 1..max_n vertices.
inline nimcert::KaylesGraph random_graph(int max_n) {
    const int n = uniform(1, max_n), density = uniform(0, 100);
    std::string edges;
    int m = 0;
    for (int u = 0; u < n; ++u)
        for (int v = u + 1; v < n; ++v)
            if (*rc::gen::inRange(0, 100) < density) edges += std::to_string(u) + " " + std::to_string(v) + "\n", ++m;
    return nimcert::parse_edge_list(std::to_string(n) + " " + std::to_string(m) + "\n" + edges);
}

// A small member of a lattice family, or a generalized Petersen graph (at most 20 vertices; as a
// graph or in the ring frame).
inline nimcert::KaylesGraph random_family() {
    using nimcert::make_family;
    switch (uniform(0, 7)) {
        case 0: return make_family("grid", {uniform(1, 4), uniform(1, 5)});
        case 1: return make_family("queens", {uniform(1, 4)});
        case 2: return make_family("kings", {uniform(1, 4)});
        case 3: return make_family("knights", {uniform(1, 4)});
        case 4: return make_family("path", {uniform(1, 18)});
        case 5: return make_family("strip", {uniform(1, 16), uniform(1, 4)});
        case 6: return make_family("cycle", {uniform(3, 14)});
        default: {  // as a graph, or in the ring frame (classes up to rotations and reflections)
            const int n = uniform(3, 10), k = uniform(1, (n - 1) / 2);
            return uniform(0, 1) == 0 ? make_family("petersen", {n, k}) : nimcert::make_dihedral_petersen(n, k);
        }
    }
}

}  // namespace reftest
