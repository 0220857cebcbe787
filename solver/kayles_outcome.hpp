// Node-Kayles by outcome search: instead of the value of every component class reachable from the
// graph (the full table), prove the outcome of X + *h for the pairs (X, h) a pruned AND-OR proof
// needs, and write them as a `claims` certificate (certs/FORMAT.md, "Outcome claims").
#pragma once

#include <atomic>
#include <cstddef>
#include <functional>
#include <string>

#include "kayles_graph.hpp"

namespace nimcert {

class ProofSink;

// One P or N claim as the certificate writes it: `SHAPE P h` or `SHAPE N h witness`.
struct KaylesClaim {
    std::string shape;
    bool p = false;
    unsigned h = 0;
    int witness = -1;  // N: the cell (in the shape's numbering) whose option has value h
};

struct OutcomeStats {
    std::size_t nodes = 0;       // (class, heap) pairs expanded by the search
    std::size_t entries = 0;     // transposition-table entries at the end
    std::size_t exact = 0;       // classes valued by the full-table engine (small components)
    std::size_t p = 0, n = 0, mex = 0, mirrors = 0;  // the certificate's records by kind
};

struct OutcomeOptions {
    bool use_mirrors = true;
    // Components of at most this many cells are valued exactly by the full-table engine (their
    // records are value records); larger ones get P/N claims.
    int exact_cells = 4;
    std::function<void(const OutcomeStats&)> progress;  // now and then during the search
    const std::atomic<bool>* stop = nullptr;            // set by SIGINT: throws KaylesInterrupted
};

// The value of the whole graph by outcome search (one thread: the proof, and so the certificate,
// depends only on the graph and the options). With a sink, writes the claims certificate.
unsigned kayles_outcome_solve(const KaylesGraph& g, const OutcomeOptions& opt, ProofSink* sink, OutcomeStats& stats);

}  // namespace nimcert
