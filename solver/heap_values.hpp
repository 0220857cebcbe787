// Sprague-Grundy values G(0..N) of a heap game by the mex rule (the naive O(N^2) method for
// codes leaving up to two heaps, O(N^3) with three) or, once a parity mask shows the game is a
// sparse-space game, by the rare/common method (rare_common.hpp); with progress and
// interruption. Both methods give the same values; the method never changes a certificate.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "heap_code.hpp"
#include "heap_moves.hpp"
#include "mask_schedule.hpp"
#include "rare_common.hpp"

namespace nimcert {

enum class ValueMethod { Naive, RareCommon };

// When and how the rare/common method takes over. The defaults are what `nimcert` uses; the
// tests force a mask and an early start to exercise the method (and its fallback) on small
// tables.
struct RareCommonOptions {
    std::uint64_t start = 0;  // first heap computed by the method (at least kMaskSample unless mask is set)
    Value mask = 0;           // 0: detect it from G(0 .. kMaskSample-1)
    std::uint64_t slack = 0;  // give up (naive from then on) once 8 * rare heaps > h + slack under
                              // every mask (MaskTracker); 0: kMaskSample
};

// The first heap the rare/common method may compute under a provisional mask (HeapValues).
constexpr std::uint64_t kProvisionalStart = 1024;

class HeapValues {
public:
    explicit HeapValues(HeapCode code) : code_(std::move(code)) {}

    const HeapCode& code() const { return code_; }
    const std::vector<Value>& values() const { return values_; }
    std::uint64_t size() const { return values_.size(); }

    // Selects the method for the values still to be computed (default: RareCommon, which
    // computes naively until a mask is detected — from kProvisionalStart heaps on under a
    // provisional mask where one leaves at most a quarter of the heaps rare — and whenever the
    // code can leave three heaps).
    void set_method(ValueMethod method, RareCommonOptions options = {});

    // One line for progress reports and benchmarks: "naive", "rare/common mask 63 from 8192
    // (131 rare heaps)", "rare/common mask 28 from 8192, 60 from 51234 (...)" (the tracker
    // changed the mask), "... gave up at 40000 (5001 rare heaps); naive since".
    std::string method_report() const;
    // True while the rare/common method computes the values (a parity mask was detected).
    bool rare_common_active() const { return rare_common_.has_value(); }
    // The mask the method uses provisionally before one is detected (0: none; tests).
    Value provisional_mask() const { return provisional_ ? provisional_->mask() : 0; }

    // Resumes from values known to be G(0..k-1) (e.g. read from a checkpoint). The method's
    // decisions (mask detected at which sample size, changed or given up at which heap) are
    // replayed over the values, which determine them, so that the state is the one of an
    // uninterrupted run that computed the same values: `period` decides from it whether to
    // go on past 2^17 values (solve_period_default).
    void adopt(std::vector<Value> known);

    // Computes G(x) for every x < count. Returns false if `stop` became true first; the
    // values computed so far are kept, so a later call continues where this one stopped.
    bool extend_to(std::uint64_t count, const std::atomic<bool>* stop = nullptr,
                   const std::function<void(std::uint64_t)>& progress = {});

    // The mex witnesses of heap h: for each k < G(h), the first move (canonical order)
    // whose option has value k.
    std::vector<HeapMove> witnesses(std::uint64_t h) const;

private:
    Value mex_of(std::uint64_t h);
    Value next_value();  // G(size()) by the selected method
    void choose_method();           // before G(size()): start rare/common if a mask is due
    void account(std::uint64_t h, Value g);  // after G(h) under rare/common: record it, maybe
                                             // change the mask or give up
    bool provisional(std::uint64_t h);       // before G(h) while no mask is detected: use one anyway?

    HeapCode code_;
    ValueMethod method_ = ValueMethod::RareCommon;
    RareCommonOptions options_;
    std::optional<RareCommon> rare_common_;   // active rare/common state
    std::optional<MaskTracker> tracker_;      // its mask changes (active with rare_common_)
    std::string masks_;                       // the masks used so far, for method_report
    bool rare_common_settled_ = false;        // decided not to use it (or gave up)
    std::uint64_t next_sample_ = 0;           // next sample size to try detecting a mask at
    std::uint64_t rare_common_from_ = 0, rare_common_until_ = 0;
    std::uint64_t rare_common_rare_ = 0;
    // Before a mask is detected (kMaskSample heaps at least; 0.127 only at 32,768), the
    // rare/common method with the mask that has the fewest rare heaps so far is already cheaper
    // than the naive method if that mask leaves at most a quarter of the heaps rare: any mask
    // gives the same values (only the speed depends on it). Chosen again at every power of two
    // from kProvisionalStart on; no part of the detection, the reports or any certificate.
    std::optional<RareCommon> provisional_;
    std::uint64_t provisional_until_ = 0;     // choose the provisional mask again at this heap
    std::vector<Value> values_;
    std::vector<std::uint64_t> stamp_;  // stamp_[v] == h+1 <=> value v seen among options of h
};

}  // namespace nimcert
