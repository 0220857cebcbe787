// The memo of component classes: normal form -> value and certificate data, in chunks that never
// move, with a 4-byte index (bench/README.md measures the bytes per class).
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <vector>

#include "kayles_bits.hpp"

namespace nimcert::kayles {

// (9 bits), pool < kMaxThreads = 64, ref < 2^30 (checked where witnesses are pooled).
template <int W>
struct Slot {
    std::uint64_t h : 9, w : 9;  // h == 0: empty
    std::uint64_t value : 9;
    std::uint64_t mirrored : 1;  // 1: value 0 by the mirror involution `ref`
    std::uint64_t pool : 6;      // the worker whose witness pool holds the witnesses
    std::uint64_t ref : 30;      // mirrored: a transform id; else the witnesses' offset in the pool
    Bits<W> bits;
    Slot() : h(0), w(0), value(0), mirrored(0), pool(0), ref(0) {}
    Shape<W> shape() const { return Shape<W>{std::uint16_t(h), std::uint16_t(w), bits}; }
};
static_assert(sizeof(Slot<1>) == 16, "a memo entry of a graph of up to 64 vertices is two words");
constexpr std::size_t kMaxPool = std::size_t(1) << 30;

// The classes of one shard: entries in fixed-size chunks (they never move, so growing costs no
// copy and no second array) and an open-addressing index of 4-byte words over them, each the
// entry's number and 4 bits of its hash, so that a probe rarely reads an entry it does not want.
// Queens 11 has 3.4 million classes: a table of whole entries at load 3/8..3/4 spent 93 bytes per
// class, this one spends the entry plus ~7 bytes of index (measured in bench/README.md).
template <int W>
class ShapeTable {
public:
    ShapeTable() : index_(1024) {}
    const Slot<W>* find(const Shape<W>& s, std::size_t hash) const {
        const std::uint32_t tag = this->tag(hash);
        for (std::size_t i = hash & (index_.size() - 1);; i = (i + 1) & (index_.size() - 1)) {
            if (index_[i] == 0) return nullptr;
            if ((index_[i] & kTagMask) != tag) continue;
            const Slot<W>& t = entry((index_[i] >> kTagBits) - 1);
            if (t.h == s.h && t.w == s.w && t.bits == s.bits) return &t;
        }
    }
    void insert(const Slot<W>& slot, std::size_t hash) {  // slot's shape must be absent
        if (size_ + 1 >= kMaxEntries) throw std::runtime_error("Node-Kayles: more than 2^28 - 2 classes in one memo shard");
        if (4 * (size_ + 1) > 3 * index_.size()) grow();
        if ((size_ & (kChunk - 1)) == 0) chunks_.push_back(std::make_unique<Slot<W>[]>(kChunk));
        entry(size_) = slot;
        place(size_, hash);
        ++size_;
    }
    std::size_t size() const { return size_; }
    template <class F>
    void each(F&& f) const {
        for (std::size_t k = 0; k < size_; ++k) f(entry(k));
    }

private:
    static constexpr int kTagBits = 4;
    static constexpr std::uint32_t kTagMask = (1u << kTagBits) - 1;
    static constexpr std::size_t kChunk = std::size_t(1) << 11, kMaxEntries = std::size_t(1) << (32 - kTagBits);
    // hash bits above the index's (at most 2^31 slots) and below the shard's (bits 56..63)
    static std::uint32_t tag(std::size_t hash) { return std::uint32_t(hash >> 40) & kTagMask; }
    Slot<W>& entry(std::size_t k) const { return chunks_[k / kChunk][k % kChunk]; }
    void place(std::size_t k, std::size_t hash) {
        std::size_t i = hash & (index_.size() - 1);
        while (index_[i]) i = (i + 1) & (index_.size() - 1);
        index_[i] = std::uint32_t(k + 1) << kTagBits | tag(hash);
    }
    void grow() {
        index_.assign(index_.size() * 2, 0);
        for (std::size_t k = 0; k < size_; ++k) place(k, ShapeHash<W>()(entry(k).shape()));
    }
    std::vector<std::unique_ptr<Slot<W>[]>> chunks_;
    std::vector<std::uint32_t> index_;  // 0: empty, else (1 + the entry's number) << kTagBits | tag
    std::size_t size_ = 0;
};

// The memo shared by the workers: shards chosen by the hash's high bits, each a table behind
// its own mutex; with one worker, no locking (the single-threaded speed).
template <int W>
class Memo {
public:
    // Unlocked, 16 shards still: a shard holds at most 2^28 classes (queens 13 has ~300 million).
    explicit Memo(bool locking) : locking_(locking), shards_(locking ? 256 : 16) {}
    // The value of the class of s, or -1 if it is not (yet) known.
    int find(const Shape<W>& s, std::size_t hash) {
        Shard& sh = shard(hash);
        if (!locking_) return value_of(sh.table.find(s, hash));
        std::lock_guard<std::mutex> lock(sh.m);
        return value_of(sh.table.find(s, hash));
    }
    // Inserts the entry and returns -1, or, if another worker's entry won the race, its value.
    int insert(const Slot<W>& slot, std::size_t hash) {
        Shard& sh = shard(hash);
        std::unique_lock<std::mutex> lock(sh.m, std::defer_lock);
        if (locking_) lock.lock();
        if (const Slot<W>* t = sh.table.find(slot.shape(), hash)) return t->value;
        sh.table.insert(slot, hash);
        return -1;
    }
    // The entry of s, or nullptr; only between solves or from the solving thread of a one-worker memo.
    const Slot<W>* find_slot(const Shape<W>& s, std::size_t hash) const {
        return shards_[(hash >> 56) & (shards_.size() - 1)].table.find(s, hash);
    }
    std::size_t size() const {  // between solves, or with every worker paused
        std::size_t n = 0;
        for (const Shard& sh : shards_) n += sh.table.size();
        return n;
    }
    template <class F>
    void each(F&& f) const {
        for (const Shard& sh : shards_) sh.table.each(f);
    }

private:
    struct alignas(64) Shard {
        std::mutex m;
        ShapeTable<W> table;
    };
    static int value_of(const Slot<W>* t) { return t ? int(t->value) : -1; }
    Shard& shard(std::size_t hash) { return shards_[(hash >> 56) & (shards_.size() - 1)]; }
    bool locking_;
    std::vector<Shard> shards_;
};

}  // namespace nimcert::kayles
