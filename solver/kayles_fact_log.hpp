// The facts the outcome search proves, kept on disk so that the proof pass never searches a
// position again (issue 39, item 2). The search's cache is bounded and forgets; the proof pass
// (kayles_outcome_proof.hpp) asks for facts in its own deterministic order, and today searches
// again every fact the cache has lost (27 % of queens 15's solve, 12 % of queens 16's shards).
// So every fact the search stores in its cache, G(X) = v or G(X) != h, is also appended to this
// log; when the search ends, the log is sorted by class into an archive, and the proof pass asks
// the archive before it searches (OutcomeSearch::facts).
//
// Why an archive of facts and not a log of proof steps trimmed backwards (as drat-trim trims a
// SAT proof): the proof pass stays the same function of the game, so a certificate has the same
// bytes with or without the archive wherever the walk never reached the search's top plies again
// (certs/FORMAT.md, "When the bytes are reproducible"); only how its facts are found changes.
//
// An entry is 16 bytes: the class key's first word, and its second word's top 39 bits with the
// fact in the low 25 (bit 15: 1 for G(X) = h, 0 for G(X) != h; bits 0..8: h; bits 16..24 for
// G(X) != h: 1 + the index of the winning board move in X's canonical order, if the search found
// it scanning in that order, else 0). Entries are
// gathered in a buffer, sorted and written as runs to unnamed temporary files (they vanish with
// the process, also on Ctrl-C or a crash), and merged into the archive at the end: in memory
// where its entries fit an eighth of --memory (the run buffer's sixteenth is given back first),
// else one more temporary file. Nothing read
// from the archive is trusted: like the cache it only steers; the checker verifies every claim.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "huge_pages.hpp"
#include "kayles_outcome_cache.hpp"

namespace nimcert::kayles {

struct FactEntry {
    std::uint64_t a = 0, b = 0;
    bool operator<(const FactEntry& o) const { return a != o.a ? a < o.a : b < o.b; }
    bool operator==(const FactEntry& o) const { return a == o.a && b == o.b; }
};

// The sorted facts, with an index of the keys' top bits (a lookup scans one bucket of about eight
// entries): in memory of their own where they fit the log's share of --memory, else a file mapped
// read-only. Mapped rather than read with pread: the proof pass looks up a class millions of
// times, and a system call each was a tenth of its time (queens 15, 2026-11-30). In memory
// rather than mapped where they fit: a mapped file has 4 KiB pages, so nearly every lookup also
// missed the TLB, and the lookups of --witness first (one per N claim) were 4.8 % of queens
// 15's CPU (perf, 2026-12-07); the resident entries get 2 MiB pages (huge_pages.hpp).
class FactArchive {
public:
    // file: the sorted entries; first: the index (entry positions by the key's top `bits` bits,
    // one more at the end).
    FactArchive(std::FILE* file, std::uint64_t entries, int bits, std::vector<std::uint64_t> first);
    // The same, resident: the entries themselves.
    FactArchive(std::vector<FactEntry, HugePageAllocator<FactEntry>> entries, int bits, std::vector<std::uint64_t> first);
    ~FactArchive();
    FactArchive(const FactArchive&) = delete;
    FactArchive& operator=(const FactArchive&) = delete;

    // What the archive knows of class k (value kUnknown and no heaps if nothing).
    ClassFacts find(const ClassKey& k) const;
    // The index of the first winning board move of X + *h in X's canonical order, as the search
    // logged it with G(X) != h, or -1 if it did not.
    int witness(const ClassKey& k, unsigned h) const;
    std::uint64_t entries() const { return entries_; }
    std::uint64_t lookups() const { return lookups_.load(std::memory_order_relaxed); }
    std::uint64_t hits() const { return hits_.load(std::memory_order_relaxed); }

private:
    // Calls f(entry) for every entry of class k (find's and witness's one scan of k's bucket).
    template <class F>
    void each_of(const ClassKey& k, F f) const;

    std::FILE* file_ = nullptr;                                   // the mapped file (nullptr: resident)
    std::vector<FactEntry, HugePageAllocator<FactEntry>> resident_;  // the entries, if resident
    const FactEntry* mapped_ = nullptr;                           // the entries (nullptr: none)
    std::uint64_t entries_;
    int bits_;
    std::vector<std::uint64_t> first_;  // first_[i]: the first entry whose key's top bits are >= i
    mutable std::atomic<std::uint64_t> lookups_{0}, hits_{0};
};

// The log the search threads append to. Each search object gathers its facts in a buffer of
// its own (FactBuffer) and hands it over in blocks, under the log's lock.
class FactLog {
public:
    // run_bytes: the buffer sorted into one run (the --memory share); index_bytes: the
    // archive's index at most; resident_bytes: the archive's entries at most, kept in memory
    // (else the archive is a mapped file).
    FactLog(std::size_t run_bytes, std::size_t index_bytes, std::size_t resident_bytes = 0);
    ~FactLog();
    FactLog(const FactLog&) = delete;
    FactLog& operator=(const FactLog&) = delete;

    void add(const FactEntry* e, std::size_t n);
    // Sorts the last run and merges every run into the archive, once, on one thread (after the
    // search; facts handed over from then on are dropped, so a thread still writing the proof is
    // not held up by the merge). nullptr if the log was given up: a temporary file failed (disk
    // full), now or during the search, which went on without it (why()).
    const FactArchive* finish();
    const std::string& why() const { return why_; }

    const FactArchive* archive() const { return archive_.get(); }  // after finish()
    std::uint64_t facts() const { return facts_; }          // as logged (duplicates included)
    std::uint64_t peak_disk_bytes() const { return peak_disk_; }
    double merge_seconds() const { return merge_seconds_; }

    static constexpr std::uint64_t kKeyMask = ~std::uint64_t(0x1ffffff);  // the key's bits of an entry's second word
    static FactEntry entry(const ClassKey& k, bool value, unsigned h, int witness = -1) {
        return FactEntry{k.a, (k.b & kKeyMask) | std::uint64_t((witness + 1) & 0x1ff) << 16 | std::uint64_t(value) << 15 | (h & 0x1ff)};
    }

private:
    void write_run();
    void merge();
    void abandon(const std::string& why);

    std::mutex mutex_;
    std::vector<FactEntry> buffer_;
    std::size_t run_entries_, index_bytes_, resident_bytes_;
    struct Run {
        std::FILE* file;
        std::uint64_t entries;
    };
    std::vector<Run> runs_;
    bool closed_ = false;  // finish() has begun, or the log was given up: what is handed over now is dropped
    std::string why_;      // why the log was given up ("" if it was not)
    std::unique_ptr<FactArchive> archive_;
    std::uint64_t facts_ = 0, disk_ = 0, peak_disk_ = 0;
    double merge_seconds_ = 0;
};

// One search object's buffer: facts go to the log in blocks of 4,096 (and when it is destroyed).
class FactBuffer {
public:
    FactBuffer() = default;
    ~FactBuffer() { flush(); }
    void attach(FactLog* log) {
        flush();
        log_ = log;
        if (log && !block_) block_.reset(new FactEntry[kBlock]);
    }
    FactBuffer(const FactBuffer&) = delete;
    FactBuffer& operator=(const FactBuffer&) = delete;

    void add(const ClassKey& k, bool value, unsigned h, int witness = -1) {
        if (!log_) return;
        block_[n_++] = FactLog::entry(k, value, h, witness);
        if (n_ == kBlock) flush();
    }
    void flush() {
        if (log_ && n_) log_->add(block_.get(), n_);
        n_ = 0;
    }

private:
    static constexpr std::size_t kBlock = 4096;
    FactLog* log_ = nullptr;
    std::unique_ptr<FactEntry[]> block_;
    std::size_t n_ = 0;
};

}  // namespace nimcert::kayles
