// Checkpoints of the outcome search (`nimcert kayles ... --pruned --checkpoint FILE`): the facts
// of the search's cache that cost most to find, so that a search stopped by Ctrl-C, a crash or
// the end of a session resumes near where it was instead of starting over. Facts (G(X) = v,
// G(X) != h) are properties of the game, so a resumed run writes the same certificate bytes; and
// like the cache they are never trusted (the checker verifies every claim).
//
// A checkpoint keeps the costliest entries, the roots of the largest finished subtrees, up to
// max_entries (the solve passes an eighth of --memory: all of a cache of a third of it that is
// up to 3/8 full, so a shard that takes several sessions does not repeat its search on each
// resume); what it leaves out is the cheapest to search again.
//
// Format: text lines "nimcert-outcome-checkpoint 1", "game kayles DESCRIPTION",
// "entries N sha256 HEX", then N entries of two little-endian 64-bit words each (the first
// word of the class's key and the cache's data word, kayles_outcome_cache.hpp); HEX is the
// SHA-256 of those bytes; N may have leading zeros. Written atomically (temporary file + rename).
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "kayles_graph.hpp"
#include "kayles_outcome_cache.hpp"

namespace nimcert {

// Saves the costliest entries of the cache (at most `max_entries`), streamed to the file (no copy
// of them in memory); returns how many.
std::size_t save_outcome_checkpoint(const KaylesGraph& g, const kayles::OutcomeCache& cache, const std::string& path,
                                    std::size_t max_entries);

// The entries of a checkpoint of this graph; empty if there is no such file. Throws
// std::invalid_argument (one line naming the file) for a checkpoint of another graph or kind,
// or a damaged one.
std::vector<kayles::OutcomeCache::Raw> load_outcome_checkpoint(const KaylesGraph& g, const std::string& path);

}  // namespace nimcert
