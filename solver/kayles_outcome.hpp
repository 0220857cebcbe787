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
    std::string shard, sha256;  // an imported claim: the shard's file name and SHA-256 (no witness)
};

// Where a pass is among the root class's moves: the heap it decides and the move it is at (a
// rough measure of progress, as the moves differ in cost; heap -1: not known).
struct RootProgress {
    int heap = -1;
    std::size_t move = 0, moves = 0;
};

struct OutcomeStats {
    std::size_t nodes = 0;       // (class, heap) pairs expanded by the search, all threads
    std::size_t main_nodes = 0;  // of which by the main thread (the one the proof waits for)
    std::size_t entries = 0;     // cache entries in use
    std::size_t capacity = 0;    // cache entries in all (fixed by --memory)
    std::size_t claims = 0;      // proof records written so far (the proof pass)
    bool proving = false;        // false: the search; true: the proof pass
    std::size_t small = 0;       // small components valued by the definition (the main thread's memo misses)
    std::size_t p = 0, n = 0, mirrors = 0;  // the certificate's records by kind
    std::size_t cache_bytes = 0, claim_bytes = 0;    // the two tables' sizes
    double search_seconds = 0, proof_seconds = 0;    // wall time of the two passes
    // The fact log (kayles_fact_log.hpp): facts logged, the archive's entries, its disk at the
    // peak (runs and archive during the merge), the merge's wall time, the proof pass's
    // lookups in it and those that found something, and the positions the proof pass searched.
    std::size_t facts_logged = 0, facts_archived = 0, fact_disk_bytes = 0, fact_lookups = 0, fact_hits = 0, proof_nodes = 0;
    double fact_merge_seconds = 0;
    bool fact_log_given_up = false;  // a temporary file failed: the proof pass searched again instead
    RootProgress root;                               // of the pass under way (its main thread)
};

struct OutcomeOptions {
    bool use_mirrors = true;
    // Components of at most this many cells (0..16) are small: the search values them by the
    // definition (kayles_small_values.hpp) and the certificate says `small K`, so the checker
    // does the same and no record names them; larger ones get P/N claims.
    int small_cells = 16;
    // The memory the solve may use, in bytes (0: kayles_default_memory()). The search's cache
    // gets at most 1/3 (it doubles up to that, holding 1.5 times its size while it moves: at most
    // 1/2); the table of written claims at most 3/8, moves included; the fact log's run buffer
    // 1/16 during the search and its archive's index at most 1/32 after; the rest is left for
    // the memos of small components and of heap-0 answers (1/16 and 1/64, divided among the
    // threads) and the stacks.
    std::size_t memory = 0;
    unsigned threads = 1;  // threads (from 2 on, the second writes the proof beside the search); the certificate does not depend on them
    std::function<void(const OutcomeStats&)> progress;  // now and then during the search
    // A checkpoint file (kayles_outcome_checkpoint.hpp), or empty: loaded at the start if it
    // exists, saved every checkpoint_seconds (or ten times the last save's duration, if longer),
    // at the end of the search and when interrupted. `note` hears of each load and save.
    std::string checkpoint;
    double checkpoint_seconds = 120;
    std::function<void(const std::string&)> note;
    const std::atomic<bool>* stop = nullptr;            // set by SIGINT: throws KaylesInterrupted
    // Components of more than small_cells and at most this many cells (up to 20) have their
    // outcome at heap 0 (is G = 0?) decided by a boolean search over their subsets, without a
    // value (kayles_small_values.hpp); the certificate says `zero L`, so the checker decides it
    // the same way and no N(X, 0) or P(X, 0) record names them. At most small_cells: no such rule.
    int zero_cells = 20;
    // At the top this many plies (the root is 1), X + *h with h > 0 is decided by searching the
    // board's moves and the heap's in turns within doubling budgets, and the proof writes the
    // side that won (kayles_outcome_search.hpp, choose()); deeper, and with 0 everywhere, the
    // board's moves come first. It makes the bytes depend on --memory and --threads (with turns,
    // where a side needs more than the first budget; with either order, on which thread decides
    // a class and at which ply: certs/FORMAT.md, "When the bytes are reproducible").
    int choose_plies = 2;
    // How those plies decide: both sides in turns within doubling budgets (kTurns), or the heap's
    // moves first and then the board's, each to its end (kHeapFirst, --choose heap). Heap first
    // wins where many first moves are 0 and their heap-0 proofs share positions (queens 15: 64 M
    // positions against 132 M) and loses where the board's moves win cheaply (grid 3 x 24: 585 K
    // against 175 K): docs/kayles-queens.md, "Heap first at the top plies".
    enum class ChooseOrder { kTurns, kHeapFirst };
    ChooseOrder choose_order = ChooseOrder::kTurns;
    std::size_t choose_budget = 1024;  // choose()'s first budget, in positions (tests set it low)
    // Which winning move the proof names as the witness of N(X, h) (kayles_outcome_proof.hpp):
    // the first in X's canonical order whose components' values are written already, else the
    // first winning one (kCheapFirst, --witness cheap: fewer records, every move of X split to
    // find it), or the first winning one (kFirstWinning, --witness first: the move the search
    // logged, so the proof pass splits that move alone). Both are functions of the game and of
    // the options, so each has reproducible bytes.
    enum class WitnessRule { kCheapFirst, kFirstWinning };
    WitnessRule witness = WitnessRule::kCheapFirst;
    // Log every fact the search proves to a temporary file and let the proof pass look facts up
    // there before it searches (kayles_fact_log.hpp): the proof pass then searches only what the
    // search never decided. Off: it searches again whatever the cache has lost (--fact-log off).
    bool fact_log = true;
};

// A safe share of this machine's memory: 5/8 of what /proc/meminfo calls available (1 GiB if it
// cannot be read).
std::size_t kayles_default_memory();

// --choose's word ("turns" or "heap") as an order; anything else: std::invalid_argument.
OutcomeOptions::ChooseOrder parse_choose_order(const std::string& word);
// --witness's word ("cheap" or "first") as a rule; anything else: std::invalid_argument.
OutcomeOptions::WitnessRule parse_witness_rule(const std::string& word);

// The value of the whole graph by outcome search. With a sink, writes the claims certificate,
// whose statement depends only on the graph; its bytes are the same for the same options run
// with one thread and one memory (with choose_plies 0, for any: certs/FORMAT.md).
unsigned kayles_outcome_solve(const KaylesGraph& g, const OutcomeOptions& opt, ProofSink* sink, OutcomeStats& stats);

// One component class X of the graph, named by its normal form as certificates write it
// ("HxW:hex"): with heap < 0 its value v, and with a sink its shard, a claims certificate about X
// alone that ends `proves SHAPE P v` (certs/FORMAT.md, "Sharded proofs"); with 0 <= heap <= 511,
// 1 if G(X) = heap, else 0, and the shard ends `proves SHAPE P heap` or `proves SHAPE N heap`.
// The same bytes for every --threads and --memory. Throws std::invalid_argument unless the shape
// is the normal form of a component of the graph with more than opt.small_cells cells.
unsigned kayles_outcome_solve_class(const KaylesGraph& g, const std::string& shape, int heap, const OutcomeOptions& opt,
                                    ProofSink* sink, OutcomeStats& stats);

}  // namespace nimcert
