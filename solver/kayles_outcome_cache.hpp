// The outcome search's transposition table: a fixed-size, lossy cache of what is known about a
// component class X (its value, and the heaps h < 32 for which X + *h is a first-player win),
// keyed by a 128-bit hash of X's normal form. Its size is set once (the --memory budget), so a
// long search never grows it: when a bucket is full the entry that cost least to find is
// replaced, and what falls out is searched again when it is needed again.
//
// Nothing the cache says is trusted: it only steers the search. The proof is written afterwards
// from facts (outcomes are properties of the game, not of the cache), and the checker re-verifies
// every claim, so a lost entry costs time and a hash collision can at worst make the checker
// reject, never accept, a certificate.
//
// Threads share one cache without locks: an entry is two 64-bit words, the data and the key xor
// the data; a torn read (one word from each of two writers) fails the key test and reads as a
// miss (Hyatt and Mann's lockless hashing).
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <thread>
#include <stdexcept>

#include "huge_pages.hpp"
#include "kayles_bits.hpp"

namespace nimcert::kayles {

struct ClassKey {
    std::uint64_t a = 0, b = 0;  // two independent hashes of the normal form
    bool operator==(const ClassKey& o) const { return a == o.a && b == o.b; }
};

// Two independent 64-bit hashes of a normal form (the chance that two classes met in one solve
// share both is about (entries searched)^2 / 2^128).
template <int W>
ClassKey class_key(const Shape<W>& s) {
    // the box is mixed in before the bitmap words: xored in directly, a change of height could
    // cancel a change of the bitmap's low bits (2x5:144 and 4x5:14406 collided that way)
    const std::uint64_t box = std::uint64_t(s.h) << 16 | s.w;
    std::uint64_t x = (0x243F6A8885A308D3ull ^ box) * 0x9E3779B97F4A7C15ull, y = (0x13198A2E03707344ull ^ box) * 0xBF58476D1CE4E5B9ull;
    x ^= x >> 29;
    y ^= y >> 27;
    for (const std::uint64_t v : s.bits.w) {
        x = (x ^ v) * 0x9E3779B97F4A7C15ull;
        x ^= x >> 29;
        y = (y ^ v ^ (y >> 31)) * 0xBF58476D1CE4E5B9ull;
        y ^= y >> 27;
    }
    x = (x ^ (x >> 32)) * 0xD6E8FEB86659FD93ull;
    y = (y ^ (y >> 33)) * 0x94D049BB133111EBull;
    return ClassKey{x ^ (x >> 32), y ^ (y >> 31)};
}

// What the cache knows about one class.
struct ClassFacts {
    static constexpr unsigned kUnknown = 0xff;
    unsigned value = kUnknown;  // G(X), if known and below 255
    std::uint32_t n_heaps = 0;  // bit h: G(X) != h is known
    bool known_n(unsigned h) const { return value != kUnknown ? value != h : (h < 32 && (n_heaps >> h & 1)); }
};

class OutcomeCache {
public:
    static constexpr std::size_t kEntryBytes = 16;
    static constexpr int kWays = 4;  // entries per bucket: one 64-byte cache line

    // At most `bytes` (the largest power-of-two number of buckets within it, at least one). It
    // starts at 16 MiB and doubles when 3/4 full, so that a small search costs little memory
    // (the pages of a table allocated whole at once would be touched all over by the hashing).
    // Only the owner thread grows it (see Access).
    explicit OutcomeCache(std::size_t bytes) {
        limit_buckets_ = 1;
        while (limit_buckets_ * 2 * kWays * kEntryBytes <= bytes) limit_buckets_ *= 2;
        std::size_t buckets = limit_buckets_;
        while (buckets > 1 && buckets * kWays * kEntryBytes > (std::size_t(16) << 20)) buckets /= 2;
        allocate(buckets);
    }

    std::size_t capacity() const { return (mask_ + 1) * kWays; }
    std::size_t limit() const { return limit_buckets_ * kWays; }
    std::size_t bytes() const { return capacity() * kEntryBytes; }
    std::size_t stored() const { return stored_.load(std::memory_order_relaxed); }

    // `owner`: the calling thread is the one that grows the table; the others enter and leave
    // every access (two uncontended atomic operations), so that it never moves under them.
    ClassFacts find(const ClassKey& k, bool owner) {
        Access a(*this, owner);
        ClassFacts f;
        std::uint64_t data = 0;
        if (lookup(k, nullptr, &data)) f = unpack(data);
        return f;
    }

    // Asks the memory for k's bucket ahead of find() (the owner thread only: the table moves
    // only under it, so it needs no Access).
    void prefetch(const ClassKey& k, bool owner) const {
        if (owner) __builtin_prefetch(bucket(k.a));
    }

    // Records G(X) = v (cost: log2 of the nodes its search took, a replacement priority).
    void store_value(const ClassKey& k, unsigned v, unsigned cost, bool owner) {
        if (v >= ClassFacts::kUnknown) return;
        Access a(*this, owner);
        update(k, cost, owner, [&](ClassFacts& f) { f.value = v; });
    }
    // Records G(X) != h.
    void store_n(const ClassKey& k, unsigned h, unsigned cost, bool owner) {
        if (h >= 32) return;
        Access a(*this, owner);
        update(k, cost, owner, [&](ClassFacts& f) { f.n_heaps |= std::uint32_t(1) << h; });
    }

    // Checkpoints (kayles_outcome_checkpoint.hpp): an entry as two words, the first word of its
    // key and its data (the data holds the 15 key bits it checks, its facts and its cost).
    struct Raw {
        std::uint64_t a = 0, data = 0;
    };
    static unsigned cost_of_raw(const Raw& r) { return cost_of(r.data); }
    // Every entry, on the owner thread (helpers may be writing: an entry torn by a write is
    // passed on with a key no class has, which only wastes a slot when it is restored).
    template <class F>
    void each(F f) const {
        const std::size_t words = (mask_ + 1) * kWays * 2;
        for (std::size_t i = 0; i < words; i += 2) {
            const std::uint64_t d = words_[i + 1].load(std::memory_order_relaxed);
            if (d != 0) f(Raw{words_[i].load(std::memory_order_relaxed) ^ d, d});
        }
    }
    // Puts a saved entry back (owner thread, before the search), merged with what is there.
    void restore(const Raw& r) {
        if (!(r.data >> 48 & 1)) return;  // not an occupied entry
        const ClassKey k{r.a, r.data};  // only the top 15 bits of the second word are compared
        const ClassFacts saved = unpack(r.data);
        update(k, cost_of(r.data), true, [&](ClassFacts& f) {
            if (saved.value != ClassFacts::kUnknown) f.value = saved.value;
            f.n_heaps |= saved.n_heaps;
        });
    }

private:
    using Word = std::atomic<std::uint64_t>;

    // A helper's access: wait while the table grows, then count as inside it.
    struct Access {
        OutcomeCache& c;
        const bool owner;
        Access(OutcomeCache& cache, bool is_owner) : c(cache), owner(is_owner) {
            if (owner) return;
            for (;;) {
                while (c.pause_.load(std::memory_order_acquire)) std::this_thread::yield();
                c.inside_.fetch_add(1, std::memory_order_seq_cst);
                if (!c.pause_.load(std::memory_order_seq_cst)) return;
                c.inside_.fetch_sub(1, std::memory_order_seq_cst);
            }
        }
        ~Access() {
            if (!owner) c.inside_.fetch_sub(1, std::memory_order_release);
        }
    };
    struct Free {  // (constructors, not a member initialiser: the cache's constructor uses it before the class is complete)
        Free() noexcept : bytes(0) {}
        explicit Free(std::size_t b) noexcept : bytes(b) {}
        std::size_t bytes;
        void operator()(Word* p) const { free_huge(p, bytes); }
    };

    // data: bits 0..31 n_heaps, 32..39 value, 40..47 cost, 48 occupied, 49..63 the top 15 bits
    // of the key's second word (so an entry checks 64 + 15 bits of the key; the bucket is chosen
    // by the first word, so that growing can place entries again without the second)
    static constexpr int kCheckShift = 49;
    static ClassFacts unpack(std::uint64_t d) {
        ClassFacts f;
        f.n_heaps = std::uint32_t(d);
        f.value = unsigned(d >> 32 & 0xff);
        return f;
    }
    static std::uint64_t pack(const ClassFacts& f, unsigned cost, const ClassKey& k) {
        return std::uint64_t(f.n_heaps) | std::uint64_t(f.value & 0xff) << 32 | std::uint64_t(cost > 255 ? 255 : cost) << 40 |
               std::uint64_t(1) << 48 | (k.b >> kCheckShift) << kCheckShift;
    }
    static unsigned cost_of(std::uint64_t d) { return unsigned(d >> 40 & 0xff); }

    void allocate(std::size_t buckets) {
        const std::size_t bytes = buckets * kWays * 2 * sizeof(Word);
        words_ = std::unique_ptr<Word[], Free>(static_cast<Word*>(allocate_huge(bytes)), Free{bytes});  // zero words are empty entries (trivial atomics)
        mask_ = buckets - 1;
    }

    Word* bucket(std::uint64_t a) const { return &words_[((a >> 20 ^ a) & mask_) * kWays * 2]; }

    // Finds k's entry: its slot (if `slot`) and data; false if absent.
    bool lookup(const ClassKey& k, Word** slot, std::uint64_t* data) const {
        Word* e = bucket(k.a);
        for (int i = 0; i < kWays; ++i, e += 2) {
            const std::uint64_t check = e[0].load(std::memory_order_relaxed), d = e[1].load(std::memory_order_relaxed);
            if (d != 0 && (check ^ d) == k.a && (d >> kCheckShift) == (k.b >> kCheckShift)) {
                if (slot) *slot = e;
                *data = d;
                return true;
            }
        }
        return false;
    }

    bool bucket_full(std::uint64_t a) const {
        const Word* e = bucket(a);
        for (int i = 0; i < kWays; ++i)
            if (e[2 * i + 1].load(std::memory_order_relaxed) == 0) return false;
        return true;
    }

    // The slot for a new entry in a's bucket: an empty one, else the cheapest; the survivors of a
    // full bucket age (lose one cost step), so that entries of a part of the search that is long
    // finished do not hold the table for ever.
    Word* victim(std::uint64_t a) {
        Word* e = bucket(a);
        Word* slot = e;
        unsigned least = 1u << 30;
        for (int i = 0; i < kWays; ++i) {
            const std::uint64_t old = e[2 * i + 1].load(std::memory_order_relaxed);
            const unsigned c = old == 0 ? 0 : cost_of(old) + 1;
            if (c < least) least = c, slot = e + 2 * i;
        }
        if (least == 0) {
            stored_.fetch_add(1, std::memory_order_relaxed);
            return slot;
        }
        for (int i = 0; i < kWays; ++i) {
            Word* w = e + 2 * i;
            const std::uint64_t old = w[1].load(std::memory_order_relaxed);
            if (w == slot || cost_of(old) == 0) continue;
            const std::uint64_t key = w[0].load(std::memory_order_relaxed) ^ old, aged = old - (std::uint64_t(1) << 40);
            w[1].store(aged, std::memory_order_relaxed);
            w[0].store(key ^ aged, std::memory_order_relaxed);
        }
        return slot;
    }

    template <class F>
    void update(const ClassKey& k, unsigned cost, bool owner, F change) {
        Word* slot = nullptr;
        std::uint64_t d = 0;
        ClassFacts f;
        if (lookup(k, &slot, &d)) {
            f = unpack(d);
            cost = cost > cost_of(d) ? cost : cost_of(d);
        } else {
            // grow rather than forget: when the table is 3/4 full, or half full and this
            // bucket has no empty entry left
            if (owner && mask_ + 1 < limit_buckets_ &&
                (4 * (stored() + 1) > 3 * capacity() || (2 * stored() > capacity() && bucket_full(k.a)))) {
                grow();
                return update(k, cost, owner, change);
            }
            slot = victim(k.a);
        }
        change(f);
        const std::uint64_t nd = pack(f, cost, k);
        slot[1].store(nd, std::memory_order_relaxed);
        slot[0].store(k.a ^ nd, std::memory_order_relaxed);
    }

    void grow() {
        pause_.store(true, std::memory_order_seq_cst);
        while (inside_.load(std::memory_order_seq_cst) != 0) std::this_thread::yield();
        std::unique_ptr<Word[], Free> old(std::move(words_));
        const std::size_t old_words = (mask_ + 1) * kWays * 2;
        allocate((mask_ + 1) * 2);
        stored_ = 0;
        for (std::size_t i = 0; i < old_words; i += 2) {
            const std::uint64_t d = old[i + 1].load(std::memory_order_relaxed);
            if (d == 0) continue;
            const std::uint64_t a = old[i].load(std::memory_order_relaxed) ^ d;
            Word* slot = victim(a);
            slot[1].store(d, std::memory_order_relaxed);
            slot[0].store(a ^ d, std::memory_order_relaxed);
        }
        pause_.store(false, std::memory_order_release);
    }

    std::size_t mask_ = 0, limit_buckets_ = 1;
    std::atomic<bool> pause_{false};
    std::atomic<unsigned> inside_{0};  // helper threads inside an access
    std::unique_ptr<Word[], Free> words_;
    std::atomic<std::size_t> stored_{0};
};

}  // namespace nimcert::kayles
