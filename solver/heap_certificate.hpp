// Assembling a heap game's certificate: the value table with mex witnesses, then the claims
// the request asked for, in the order certs/FORMAT.md prescribes.
#pragma once

#include <cstdint>
#include <optional>

#include "heap_values.hpp"
#include "mask_schedule.hpp"
#include "periodicity.hpp"
#include "proof_sink.hpp"

namespace nimcert {

enum class HeapClaim { Values, Period, Zeros, NimSum };

// Writes values G(0..count-1) (all already computed in `hv`) and, for Period/Zeros, the
// periodicity claim `per`; for Zeros also the zero set and, when it is infinite, its
// recurrence and generating function. The records are written under the parity masks of
// parity_mask_schedule (none for small tables; a change where the method changed its mask),
// or under `mask` alone if given (tests: any mask is sound, only the checker's speed depends
// on it). A table under a mask is written in `version` 2 (certs/FORMAT.md, "Version 2": no
// witnesses, the checker finds the even values itself; writing costs no search), or in version 1
// with the witnesses of the even values if asked (tests of version 1; old certificates).
// A table without a mask is always version 1.
void emit_heap_certificate(const HeapValues& hv, std::uint64_t count, HeapClaim claim,
                           const std::optional<Periodicity>& per, ProofSink& sink,
                           std::optional<Value> mask = std::nullopt, unsigned version = 2);

// The same under the given masks (tests: changes at any heaps). The first change must be at
// heap 0, the others at increasing heaps below count, each to another mask.
void emit_heap_certificate(const HeapValues& hv, std::uint64_t count, HeapClaim claim,
                           const std::optional<Periodicity>& per, ProofSink& sink, const MaskSchedule& masks,
                           unsigned version = 2);

}  // namespace nimcert
