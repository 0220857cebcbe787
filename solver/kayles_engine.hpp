// Node-Kayles values: positions are vertex bitsets of the base graph; a position's value is the
// xor of its connected components' values; component values are memoised on a normal form
// (geometric for lattice families, the raw vertex set otherwise).
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

#include "kayles_graph.hpp"

namespace nimcert {

class KaylesSolver {
public:
    virtual ~KaylesSolver() = default;
    virtual unsigned value_of_graph() = 0;     // G of the whole base graph
    virtual std::size_t memo_entries() const = 0;
};

// Picks the bitset width for the graph's size (up to kMaxKaylesVertices vertices).
std::unique_ptr<KaylesSolver> make_kayles_solver(const KaylesGraph& g);

// Plain exhaustive search over all 2^n induced subgraphs (a dense table; no components, no
// normal forms, no symmetry): the reference the tests compare against, n <= 20.
unsigned kayles_brute_force(const KaylesGraph& g);

}  // namespace nimcert
