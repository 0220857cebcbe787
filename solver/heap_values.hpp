// Sprague-Grundy values G(0..N) of a heap game by the mex rule (the naive O(N^2) method for
// codes leaving up to two heaps, O(N^3) with three), with progress and interruption.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <vector>

#include "heap_code.hpp"
#include "heap_moves.hpp"

namespace nimcert {

class HeapValues {
public:
    explicit HeapValues(HeapCode code) : code_(std::move(code)) {}

    const HeapCode& code() const { return code_; }
    const std::vector<Value>& values() const { return values_; }
    std::uint64_t size() const { return values_.size(); }

    // Resumes from values known to be G(0..k-1) (e.g. read from a checkpoint).
    void adopt(std::vector<Value> known) { values_ = std::move(known); }

    // Computes G(x) for every x < count. Returns false if `stop` became true first; the
    // values computed so far are kept, so a later call continues where this one stopped.
    bool extend_to(std::uint64_t count, const std::atomic<bool>* stop = nullptr,
                   const std::function<void(std::uint64_t)>& progress = {});

    // The mex witnesses of heap h: for each k < G(h), the first move (canonical order)
    // whose option has value k.
    std::vector<HeapMove> witnesses(std::uint64_t h) const;

private:
    Value mex_of(std::uint64_t h);

    HeapCode code_;
    std::vector<Value> values_;
    std::vector<std::uint64_t> stamp_;  // stamp_[v] == h+1 <=> value v seen among options of h
};

}  // namespace nimcert
