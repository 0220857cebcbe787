// The answers to "G(X) = 0?" for the classes decided at heap 0 by the boolean search of
// kayles_small_values.hpp (more than --small-cells and at most --zero-cells cells: `zero L` in
// certs/FORMAT.md), by the class's key. The memo of small components is keyed by cells on the
// board, so it misses a class met again in another place or orientation; and the outcome cache
// keeps no such answer, so that these classes neither evict its facts nor change what choose()
// finds there (the certificate's bytes). Measured on queens 13 (2026-11-29): the search asks
// 861,085 times about 718,335 classes, the proof pass 706,148 times, 460,000 of them about a
// class the search had asked about already; each is a search of up to 2^20 subsets.
//
// Direct-mapped: a slot holds the last class stored there. The answers are exact, so what the
// memo keeps changes only the time, never an answer or the bytes of a certificate.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "huge_pages.hpp"
#include "kayles_memo_slots.hpp"
#include "kayles_outcome_cache.hpp"

namespace nimcert::kayles {

class ZeroMemo {
public:
    // At most `bytes` (16 bytes a slot, 2^10 to 2^22 slots); memory is taken at the first store.
    explicit ZeroMemo(std::size_t bytes) : slots_wanted_(memo_slots_for(bytes, sizeof(Slot), 22)) {}

    // 1: G = 0, 0: G != 0, -1: not known.
    int find(const ClassKey& k) const {
        if (slots_.empty()) return -1;
        const Slot& s = slots_[std::size_t(k.b) & (slots_.size() - 1)];
        if (s.a != (k.a | 1) || (s.b >> 1) != (k.b >> 1)) return -1;
        return int(s.b & 1);
    }
    void prefetch(const ClassKey& k) const {
        if (!slots_.empty()) __builtin_prefetch(&slots_[std::size_t(k.b) & (slots_.size() - 1)]);
    }
    void store(const ClassKey& k, bool zero) {
        if (slots_.empty()) slots_.resize(slots_wanted_);
        slots_[std::size_t(k.b) & (slots_.size() - 1)] = Slot{k.a | 1, (k.b & ~std::uint64_t(1)) | std::uint64_t(zero)};
    }

private:
    struct Slot {
        std::uint64_t a = 0, b = 0;  // a == 0: empty (a key's a is stored with its low bit set); b's low bit: G = 0
    };
    std::size_t slots_wanted_;
    std::vector<Slot, HugePageAllocator<Slot>> slots_;
};

}  // namespace nimcert::kayles
