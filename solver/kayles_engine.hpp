// Node-Kayles values: positions are vertex bitsets of the base graph; a position's value is the
// xor of its connected components' values; component values are memoised on the normal form of
// certs/FORMAT.md ("Node-Kayles") -- the least image under the family's symmetries -- and a
// component with a mirror involution (an automorphism without fixed points that maps no vertex
// to a neighbour) is valued 0 without expanding its moves.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <iosfwd>
#include <memory>
#include <string>
#include <vector>

#include "kayles_graph.hpp"

namespace nimcert {

// One component class as the certificate lists it.
struct KaylesClass {
    std::string shape;           // normal form "HxW:HEX"
    unsigned cells = 0;
    unsigned value = 0;
    std::vector<int> witnesses;  // mex witnesses: picking cell witnesses[i] leaves value i
    std::vector<int> mirror;     // nonempty: value 0 by the involution cell j -> mirror[j]
};

struct KaylesOptions {
    bool use_mirrors = true;
    // Called now and then during long solves with the number of classes so far.
    std::function<void(std::size_t)> progress;
    const std::atomic<bool>* stop = nullptr;  // set by SIGINT: the solve throws KaylesInterrupted
    // Worker threads sharing one memo. The classes met, their values and witnesses do not depend
    // on the evaluation order, and the certificate is sorted, so any count gives the same bytes.
    unsigned threads = 1;
    // Called every checkpoint_seconds (or ten times the last call's duration, if longer) with
    // every worker paused (the memo then holds only completely evaluated classes, each after all
    // of its options' classes).
    std::function<void(const class KaylesSolver&)> checkpoint;
    double checkpoint_seconds = 120;
};

struct KaylesInterrupted {};

class KaylesSolver {
public:
    virtual ~KaylesSolver() = default;
    virtual unsigned value_of_graph() = 0;     // G of the whole base graph
    virtual std::size_t memo_entries() const = 0;
    virtual std::size_t mirrored() const = 0;  // classes valued by a mirror involution
    // Every class met, in certificate order (cells, then shape): options precede their parents.
    // Streamed one at a time: a 3 x 28 grid has tens of millions of classes.
    virtual void for_each_class(const std::function<void(const KaylesClass&)>& visit) const = 0;
    // The memo as bytes (a checkpoint's body) and back; load_memo throws std::invalid_argument
    // on a malformed body. Only between solves, or from the checkpoint callback.
    virtual void save_memo(std::ostream& out) const = 0;
    virtual void load_memo(std::istream& in) = 0;
    std::vector<KaylesClass> classes() const {  // the same, collected (for small graphs)
        std::vector<KaylesClass> out;
        for_each_class([&](const KaylesClass& c) { out.push_back(c); });
        return out;
    }
};

// Picks the bitset width for the graph's size (up to kMaxKaylesVertices vertices).
std::unique_ptr<KaylesSolver> make_kayles_solver(const KaylesGraph& g, KaylesOptions opt = {});

// The normal form (certs/FORMAT.md) of a set of vertices of g, as the certificate writes it.
std::string kayles_normal_form(const KaylesGraph& g, const std::vector<int>& vertices);

// Plain exhaustive search over all 2^n induced subgraphs (a dense table; no components, no
// normal forms, no symmetry): the reference the tests compare against, n <= 20.
unsigned kayles_brute_force(const KaylesGraph& g);

}  // namespace nimcert
