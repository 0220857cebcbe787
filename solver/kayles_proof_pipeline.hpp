// The proof pass beside the search (--threads 2 and more, a graph of one component that is
// neither small nor mirror-symmetric). The one-thread pass writes P(X, v) for the root X after
// the search: N(X, h') for h' < v, then each move of X in the canonical order, then the record.
// Its choices depend on what it has written before, so it cannot be split among threads; but it
// can follow the search. The main thread and the writer's thread share the root's moves, each
// taking the next one nobody has taken in the same canonical order (RootFront); the writer writes
// move k's proof once move k is settled, from facts that are then fresh in the cache, and when it
// has caught up it settles the next move itself.
//
// The root's value is known only at the end, so the writer guesses it: the heap the main thread
// is refuting. When the search finds a winning move instead (the root is N there, its value is
// higher), the writer takes back what it wrote under the guess (ProofWriter::rewind), writes
// N(X, h) for the heaps now known to be N, and follows the next heap. So it makes the same calls
// in the same order as the one-thread pass, from the same written claims: the same bytes.
#pragma once

#include <atomic>
#include <cstddef>
#include <stdexcept>

#include "kayles_outcome_proof.hpp"
#include "kayles_outcome_search.hpp"

namespace nimcert::kayles {

template <int W>
class RootPipeline {
public:
    RootPipeline(ProofWriter<W>& writer, OutcomeSearch<W>& search, const OutcomePart<W>& root, const RootFront& front)
        : writer_(writer), root_(root), front_(front) {
        search.expand(root, moves_);
    }

    // Writes the next step the search has settled: true if it wrote one (call again), false if
    // it waits for the search or has finished.
    bool advance() {
        if (finished_) return false;
        const bool done = front_.done.load(std::memory_order_acquire);
        const unsigned heap = done ? front_.value.load(std::memory_order_relaxed) : front_.heap.load(std::memory_order_acquire);
        if (heap < guess_) throw std::logic_error("Node-Kayles outcome proof: the search's heap at the root went down");
        if (guess_ < heap || !started_) {
            if (started_) writer_.rewind(mark_);  // the guess was refuted: the root is N there
            else started_ = true;
            for (; guess_ < heap; ++guess_) writer_.p_lower(root_, guess_);
            mark_ = writer_.mark();
            next_ = 0;
            return true;
        }
        if (next_ < moves_.moves.size()) {
            if (!done && !front_.lost_at(guess_, next_)) return false;
            writer_.p_move(root_, moves_, next_++, guess_, option_);
            return true;
        }
        if (!done) return false;  // every move refuted: the value is the guess, once the search says so
        writer_.p_record(root_, guess_);
        finished_ = true;
        return false;
    }

    const OutcomeExpansion<W>& moves() const { return moves_; }
    bool finished() const { return finished_; }
    unsigned value() const { return guess_; }

private:
    ProofWriter<W>& writer_;
    const OutcomePart<W>& root_;
    const RootFront& front_;
    OutcomeExpansion<W> moves_;
    OutcomeOption<W> option_;
    typename ProofWriter<W>::Mark mark_;
    unsigned guess_ = 0;    // the root's value as guessed: the heap the search is at
    std::size_t next_ = 0;  // the next move of the root to write
    bool started_ = false, finished_ = false;
};

}  // namespace nimcert::kayles
