// What the outcome search's threads share besides the cache: the counters its progress reports
// read, the pairs (X, h) where the heap's move was found to win first (which the proof follows),
// and the root's moves when the proof is written beside the search (kayles_proof_pipeline.hpp).
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <mutex>
#include <set>
#include <utility>
#include <vector>

#include "kayles_outcome_cache.hpp"

namespace nimcert::kayles {

// The pairs (X, h) for which a search found, at the top plies, that the heap's move wins X + *h
// (G(X) < h) before any board move was found to win: the proof then writes X's value as the
// witness of N(X, h) (ProofWriter::claim_n) instead of searching the board's moves for one.
// Few (the top plies' positions), so a locked set.
class HeapWitnesses {
public:
    void add(const ClassKey& k, unsigned h) {
        const std::lock_guard<std::mutex> lock(mutex_);
        set_.insert(mix(k, h));
    }
    bool has(const ClassKey& k, unsigned h) const {
        const std::lock_guard<std::mutex> lock(mutex_);
        return set_.count(mix(k, h)) != 0;
    }

private:
    static std::pair<std::uint64_t, std::uint64_t> mix(const ClassKey& k, unsigned h) { return {k.a, k.b ^ (std::uint64_t(h) << 48)}; }
    mutable std::mutex mutex_;
    std::set<std::pair<std::uint64_t, std::uint64_t>> set_;
};

// Counters shared by the search threads (relaxed: they only feed progress reports), and what
// they found that the proof follows.
struct OutcomeCounters {
    std::atomic<std::size_t> nodes{0};
    HeapWitnesses heap_witnesses;
};

// The root's moves shared between the main thread and the proof writer's thread, for the proof
// pass that runs beside the search (kayles_proof_pipeline.hpp). At each heap both take the next
// move nobody has claimed, in the canonical order, so the moves are settled roughly in that
// order and the writer, which must follow it, is never far behind. Heaps only grow, so an entry
// "heap + 1" needs no clearing between heaps.
struct RootFront {
    explicit RootFront(std::size_t moves) : claimed(moves), lost(moves) {}
    std::atomic<unsigned> heap{0};  // the heap the main thread is at
    std::vector<std::atomic<unsigned>> claimed, lost;  // per move: heap + 1 where a thread took it / found it losing
    std::atomic<unsigned> won{0};   // heap + 1 where a move wins the root
    std::atomic<bool> done{false};  // the main thread has the root's value
    std::atomic<unsigned> value{0};
    std::atomic<bool> abandoned{false};  // the writer's thread has stopped: the main thread settles every move itself

    bool claim(unsigned h, std::size_t r) {
        unsigned c = claimed[r].load(std::memory_order_relaxed);
        while (c < h + 1)
            if (claimed[r].compare_exchange_weak(c, h + 1, std::memory_order_acq_rel)) return true;
        return false;
    }
    bool lost_at(unsigned h, std::size_t r) const { return lost[r].load(std::memory_order_acquire) == h + 1; }
    // What a thread found at heap h; never lowered (the second thread may finish a move of a
    // heap the main thread has already left).
    void mark(unsigned h, std::size_t r, bool wins) { raise(wins ? won : lost[r], h + 1); }
    void finish(unsigned v) {
        value.store(v, std::memory_order_relaxed);
        done.store(true, std::memory_order_release);
    }

private:
    static void raise(std::atomic<unsigned>& a, unsigned v) {
        unsigned c = a.load(std::memory_order_relaxed);
        while (c < v && !a.compare_exchange_weak(c, v, std::memory_order_acq_rel)) {
        }
    }
};

}  // namespace nimcert::kayles
