// The rare/common (sparse-space) split of nim-values. For a mask m, a value x is in the EVEN
// class if popcount(x & m) is even (0 is always even) and in the ODD class otherwise. Parity is
// a homomorphism for xor, so an option of two heaps has an odd value only if exactly one of
// its heaps has an even value (proofs/rare-common.md, `rare-common`). In the games solved by
// this method the even class is rare: few heaps have even values, so an odd candidate value
// can be confirmed or excluded by looking only at splits with a rare part.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "heap_code.hpp"
#include "heap_moves.hpp"

namespace nimcert {

inline bool odd_parity(Value x, Value mask) { return (__builtin_popcount(x & mask) & 1) != 0; }

// The mask is detected from a prefix of the values: for S = kMaskSample, 2*kMaskSample, ...,
// up to kMaskSampleMax, the mask (below 2^12) whose even class is smallest among
// G(S/2 .. S-1) (ties: the least mask), if that class holds at most 1/16 of those heaps; the
// first S with such a mask wins. (Some games, e.g. 0.127, become sparse only after ~30,000
// heaps.) A certificate of count records declares the mask detected with S <= count
// (certs/FORMAT.md, `parity-mask`); smaller tables are checked quickly without one, which
// keeps certificates of small tables unchanged.
constexpr std::uint64_t kMaskSample = 8192;
constexpr std::uint64_t kMaskSampleMax = std::uint64_t(1) << 20;

// The mask found with exactly the sample G(0 .. S-1) (values.size() >= S), if any.
std::optional<Value> parity_mask_at(const HeapCode& code, const std::vector<Value>& values, std::uint64_t S);

// The mask for a table of `count` values (the first min(count, kMaskSampleMax) must be known):
// parity_mask_at for the first sample size S <= count that has one. Nothing for codes that can
// leave three heaps (the parity argument gives no sparsity there), unbounded codes, or games
// whose values are not sparse under any mask. `sample`, if given, receives that S.
std::optional<Value> detect_parity_mask(const HeapCode& code, const std::vector<Value>& values,
                                        std::uint64_t count, std::uint64_t* sample = nullptr);

}  // namespace nimcert
