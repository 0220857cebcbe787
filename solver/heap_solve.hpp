// Long heap-game solves as a user runs them: memory check up front, progress on stderr,
// interruption (SIGINT/SIGTERM) with a checkpoint, and resumption from that checkpoint.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <stdexcept>
#include <string>

#include "heap_values.hpp"
#include "periodicity.hpp"

namespace nimcert {

struct SolveControl {
    const std::atomic<bool>* stop = nullptr;  // set by a signal handler
    std::string checkpoint;                   // file to resume from and save to; empty: none
    bool progress = true;                     // report on stderr during long runs
    // When set, the reports go to it instead of stderr (the Python module logs them).
    std::function<void(const std::string&)> report;
};

struct Interrupted : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// Ensures G(0..count-1) are known. Throws std::invalid_argument if the table would not fit in
// this machine's memory, Interrupted if stopped (after saving the checkpoint, if any).
void solve_values(HeapValues& hv, std::uint64_t count, const SolveControl& ctl);

// Computes values in doubling rounds until they prove a least period (or max_count values
// prove none). Afterwards hv holds at least values_needed(...) values.
std::optional<Periodicity> solve_period(HeapValues& hv, std::uint64_t max_count,
                                        const SolveControl& ctl);

// The limits `nimcert period`, `zeros`, `term` and `bfile` use when no --max is given: tables
// computed naively (O(n^2) per round) stop at kNaiveDefaultLimit values; once the rare/common
// method is in use (a sparse-space game, O(n R)) they go on to kSparseDefaultLimit values
// (128 MiB of values), enough for every solved game in certs/catalogue.tsv (.354 needs 20.1 M).
constexpr std::uint64_t kNaiveDefaultLimit = std::uint64_t(1) << 17;
constexpr std::uint64_t kSparseDefaultLimit = std::uint64_t(1) << 25;
std::optional<Periodicity> solve_period_default(HeapValues& hv, const SolveControl& ctl);

// Checkpoint files: "nimcert-checkpoint 1", "game heap CODE", "values N", then N values.
void save_checkpoint(const HeapValues& hv, const std::string& path);
bool load_checkpoint(HeapValues& hv, const std::string& path);  // false if file absent

}  // namespace nimcert
