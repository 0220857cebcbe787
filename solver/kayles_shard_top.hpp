// The top of a sharded outcome proof (certs/FORMAT.md, "Sharded proofs"; docs/distributed.md).
// The graph's components and the classes their moves reach, down to depth `depth`, are the top:
// the root certificate proves their claims itself, by the rules of an outcome proof (P claims with
// every move, N claims with one witness), exactly as the one-piece proof would. A claim about a
// class at depth `depth` is a question for a shard: "is G(X) = h?" (proved P or N by
// `nimcert kayles ... --pruned --class X --heap h`) or, for the components a move leaves beside
// the one the proof keeps open, "what is G(X)?" (`--class X`).
//
// Which questions the top needs depends on the answers (the witness of an N claim is the first
// winning move), so the top is evaluated again as answers come in: `evaluate` reports the
// questions it met unanswered, in the order the proof meets them; the first are the ones the
// proof needs most surely, later ones are speculative (a scheduler hands out as many as it has
// free processes). The root written once everything is answered depends on the answers only,
// never on the order they came in or on the speculative shards solved beside them.
#pragma once

#include <cstddef>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "kayles_graph.hpp"

namespace nimcert {

class ProofSink;

struct ShardQuestion {
    std::string shape;  // the class's normal form, as certificates write it
    int heap = -1;      // -1: what is G(X)?  h >= 0: is G(X) = h?
    int cells = 0;
    // The shard's file name: "shard-" + 16 hex digits of SHA-256("SHAPE h" or "SHAPE value") + ".cert".
    std::string name() const;
};

struct ShardAnswer {
    ShardQuestion question;
    bool p = false;      // heap >= 0: G(X) = heap
    unsigned value = 0;  // heap < 0: G(X)
    std::string sha256;  // of the shard file that proves it
};

class ShardTop {
public:
    // depth >= 0 (0: the graph's components are the questions themselves); small_cells and
    // mirrors as for the shards' solves (OutcomeOptions).
    ShardTop(const KaylesGraph& g, int depth, int small_cells, bool mirrors);
    ~ShardTop();

    // Evaluates the top from `answers` (by question name). True if the graph's value is decided;
    // otherwise `unknown` gets the questions met unanswered, in the order met.
    bool evaluate(const std::map<std::string, ShardAnswer>& answers, std::vector<ShardQuestion>& unknown);

    // After evaluate returned true: writes the root certificate (records in post-order, imports
    // naming the shards, `value G`) and returns G; `used` gets the shards it imports.
    unsigned write_root(ProofSink& sink, std::vector<std::string>& used);

    std::size_t top_classes() const;  // classes the root expands (so far)

    struct Impl;

private:
    std::unique_ptr<Impl> impl_;
};

}  // namespace nimcert
