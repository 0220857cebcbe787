#include "kayles_fact_log.hpp"

#include <algorithm>
#include <chrono>
#include <queue>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <sys/mman.h>
#include <stdexcept>
#include <string>
#include <unistd.h>

namespace nimcert::kayles {

namespace {

// Where the log's files go: $TMPDIR, else /tmp.
std::string temporary_dir() {
    const char* env = std::getenv("TMPDIR");
    return env && *env ? env : "/tmp";
}

[[noreturn]] void disk_failed() {
    throw std::runtime_error("a temporary file in " + temporary_dir() + " failed (disk full? set TMPDIR to a larger disk)");
}

// An unnamed file in temporary_dir(): gone with the process, whatever ends it.
std::FILE* temporary() {
    const std::string dir = temporary_dir();
    int fd = ::open(dir.c_str(), O_TMPFILE | O_RDWR | O_EXCL, 0600);
    if (fd < 0) {  // a file system without O_TMPFILE: a named file, unlinked at once
        std::string path = dir + "/nimcert-facts-XXXXXX";
        fd = ::mkstemp(path.data());
        if (fd >= 0) ::unlink(path.c_str());
    }
    std::FILE* f = fd < 0 ? nullptr : ::fdopen(fd, "w+b");
    if (!f) {
        if (fd >= 0) ::close(fd);
        disk_failed();
    }
    return f;
}

void put(std::FILE* f, const FactEntry* e, std::size_t n) {
    if (n && std::fwrite(e, sizeof(FactEntry), n, f) != n) disk_failed();
}

// A run read back in blocks, for the merge.
class RunReader {
public:
    RunReader(std::FILE* f, std::uint64_t entries) : f_(f), left_(entries) {
        if (std::fflush(f_) != 0 || std::fseek(f_, 0, SEEK_SET) != 0) disk_failed();
        fill();
    }
    bool done() const { return at_ == block_.size(); }
    const FactEntry& head() const { return block_[at_]; }
    void next() {
        if (++at_ == block_.size()) fill();
    }

private:
    void fill() {
        const std::size_t n = std::size_t(std::min<std::uint64_t>(left_, kBlock));
        block_.resize(n);
        if (n && std::fread(block_.data(), sizeof(FactEntry), n, f_) != n) disk_failed();
        left_ -= n;
        at_ = 0;
    }
    static constexpr std::size_t kBlock = 1 << 15;  // 512 KiB
    std::FILE* f_;
    std::uint64_t left_;
    std::vector<FactEntry> block_;
    std::size_t at_ = 0;
};

constexpr std::uint64_t kKeyMask = FactLog::kKeyMask;

}  // namespace

FactArchive::FactArchive(std::FILE* file, std::uint64_t entries, int bits, std::vector<std::uint64_t> first)
    : file_(file), entries_(entries), bits_(bits), first_(std::move(first)) {
    if (entries_ == 0) return;
    void* m = ::mmap(nullptr, std::size_t(entries_ * sizeof(FactEntry)), PROT_READ, MAP_SHARED, fileno(file_), 0);
    if (m == MAP_FAILED) {  // the log is then given up: the proof pass searches again what the cache lost
        const std::string why = std::strerror(errno);
        std::fclose(file_);
        throw std::runtime_error("the archive of facts could not be mapped into memory (" + why + ")");
    }
    ::madvise(m, std::size_t(entries_ * sizeof(FactEntry)), MADV_RANDOM);  // one bucket per lookup: no read-ahead
    mapped_ = static_cast<const FactEntry*>(m);
}

FactArchive::FactArchive(std::vector<FactEntry, HugePageAllocator<FactEntry>> entries, int bits, std::vector<std::uint64_t> first)
    : resident_(std::move(entries)), entries_(resident_.size()), bits_(bits), first_(std::move(first)) {
    if (entries_ != 0) mapped_ = resident_.data();
}

FactArchive::~FactArchive() {
    if (!file_) return;
    if (mapped_) ::munmap(const_cast<FactEntry*>(mapped_), std::size_t(entries_ * sizeof(FactEntry)));
    std::fclose(file_);
}

template <class F>
void FactArchive::each_of(const ClassKey& k, F f) const {
    const std::size_t i = bits_ == 0 ? 0 : std::size_t(k.a >> (64 - bits_));
    for (std::uint64_t from = first_[i]; from < first_[i + 1]; ++from) {
        const FactEntry& e = mapped_[from];
        if (e.a == k.a && (e.b & kKeyMask) == (k.b & kKeyMask)) f(e);
    }
}

ClassFacts FactArchive::find(const ClassKey& k) const {
    lookups_.fetch_add(1, std::memory_order_relaxed);
    ClassFacts f;
    bool found = false, conflict = false;
    int value = -1;  // as logged (values of 255 and more are not cached: kUnknown)
    each_of(k, [&](const FactEntry& e) {
        found = true;
        const unsigned h = unsigned(e.b & 0x1ff);
        if (e.b >> 15 & 1) {
            if (value >= 0 && unsigned(value) != h) conflict = true;
            value = int(h);
            if (h < ClassFacts::kUnknown) f.value = h;
        } else if (h < 32) {
            f.n_heaps |= std::uint32_t(1) << h;
        }
    });
    // two values, or a value that is also an N heap: two classes share a key (a collision of 103
    // bits); say nothing rather than steer the proof wrong (the checker would reject it)
    if (conflict || (f.value != ClassFacts::kUnknown && f.value < 32 && (f.n_heaps >> f.value & 1))) return ClassFacts{};
    if (found) hits_.fetch_add(1, std::memory_order_relaxed);
    return f;
}

int FactArchive::witness(const ClassKey& k, unsigned h) const {
    int w = -1;
    bool conflict = false;
    each_of(k, [&](const FactEntry& e) {
        const int logged = int(e.b >> 16 & 0x1ff) - 1;
        if ((e.b >> 15 & 1) || unsigned(e.b & 0x1ff) != h || logged < 0) return;
        if (w >= 0 && w != logged) conflict = true;
        w = logged;
    });
    return conflict ? -1 : w;  // two witnesses: a collision, say nothing
}

FactLog::FactLog(std::size_t run_bytes, std::size_t index_bytes, std::size_t resident_bytes)
    : run_entries_(std::max<std::size_t>(run_bytes / sizeof(FactEntry), 1 << 12)), index_bytes_(index_bytes), resident_bytes_(resident_bytes) {
    // reserved whole, so that it never moves (a doubling vector holds 1.5 times its size while it
    // copies); its pages are touched only as facts arrive
    buffer_.reserve(run_entries_);
}

FactLog::~FactLog() {
    for (const Run& r : runs_) std::fclose(r.file);
}

void FactLog::add(const FactEntry* e, std::size_t n) {
    const std::lock_guard<std::mutex> lock(mutex_);
    if (closed_) return;
    facts_ += n;
    try {
        for (std::size_t i = 0; i < n; ++i) {
            buffer_.push_back(e[i]);
            if (buffer_.size() == run_entries_) write_run();
        }
    } catch (const std::exception& x) {
        abandon(x.what());  // the search goes on: the log only saves the proof pass time
    }
}

// The log given up (a temporary file failed): its files and buffer freed; the proof pass then
// searches again what the cache lost, as with --fact-log off.
void FactLog::abandon(const std::string& why) {
    closed_ = true;
    why_ = why;
    for (const Run& r : runs_) std::fclose(r.file);
    runs_.clear();
    std::vector<FactEntry>().swap(buffer_);
    disk_ = 0;
}

// The buffer sorted, without repeats, as a run of its own.
void FactLog::write_run() {
    if (buffer_.empty()) return;
    std::sort(buffer_.begin(), buffer_.end());
    buffer_.erase(std::unique(buffer_.begin(), buffer_.end()), buffer_.end());
    Run r{temporary(), buffer_.size()};
    runs_.push_back(r);
    put(r.file, buffer_.data(), buffer_.size());
    disk_ += r.entries * sizeof(FactEntry);
    peak_disk_ = std::max(peak_disk_, disk_);
    buffer_.clear();
}

const FactArchive* FactLog::finish() {
    if (archive_ || !why_.empty()) return archive_.get();
    {
        const std::lock_guard<std::mutex> lock(mutex_);
        if (!why_.empty()) return nullptr;
        closed_ = true;  // from here on only this thread touches the buffer and the runs
    }
    try {
        merge();
    } catch (const std::exception& x) {
        abandon(x.what());
    }
    return archive_.get();
}

void FactLog::merge() {
    const auto t0 = std::chrono::steady_clock::now();
    write_run();
    std::vector<FactEntry>().swap(buffer_);  // the run buffer's memory goes back before the merge
    std::uint64_t total = 0;
    for (const Run& r : runs_) total += r.entries;
    // the index: about eight entries per bucket, within its share of memory
    int bits = 0;
    while (bits < 40 && (std::uint64_t(8) << (bits + 1)) <= total && (std::size_t(16) << (bits + 1)) <= index_bytes_) ++bits;
    std::vector<std::uint64_t> first((std::size_t(1) << bits) + 1, 0);
    // merge the runs (a heap of their heads), dropping repeats; the archive's entries counted
    // per bucket, then summed into the index
    // the archive in memory if its entries (at most `total`: repeats are dropped) fit its share
    const bool resident = total * sizeof(FactEntry) <= resident_bytes_;
    std::vector<FactEntry, HugePageAllocator<FactEntry>> kept;
    if (resident) kept.reserve(std::size_t(total));
    std::FILE* out = resident ? nullptr : temporary();
    std::vector<RunReader> readers;
    readers.reserve(runs_.size());
    for (const Run& r : runs_) readers.emplace_back(r.file, r.entries);
    const auto later = [&](std::size_t x, std::size_t y) { return readers[y].head() < readers[x].head(); };
    std::priority_queue<std::size_t, std::vector<std::size_t>, decltype(later)> heads(later);
    for (std::size_t i = 0; i < readers.size(); ++i)
        if (!readers[i].done()) heads.push(i);
    std::vector<FactEntry> block;
    block.reserve(1 << 15);
    std::uint64_t written = 0;
    FactEntry last{};
    bool any = false;
    while (!heads.empty()) {
        const std::size_t i = heads.top();
        heads.pop();
        const FactEntry e = readers[i].head();
        readers[i].next();
        if (!readers[i].done()) heads.push(i);
        if (any && e == last) continue;
        any = true, last = e;
        ++first[bits == 0 ? 1 : std::size_t(e.a >> (64 - bits)) + 1];
        if (resident) {
            kept.push_back(e);
            continue;
        }
        block.push_back(e);
        if (block.size() == block.capacity()) put(out, block.data(), block.size()), written += block.size(), block.clear();
    }
    for (std::size_t i = 1; i < first.size(); ++i) first[i] += first[i - 1];
    for (const Run& r : runs_) std::fclose(r.file);
    runs_.clear();
    if (resident) {
        disk_ = 0;
        archive_ = std::make_unique<FactArchive>(std::move(kept), bits, std::move(first));
    } else {
        put(out, block.data(), block.size());
        written += block.size();
        if (std::fflush(out) != 0) disk_failed();
        peak_disk_ = std::max(peak_disk_, disk_ + written * sizeof(FactEntry));  // the runs and the archive, at the merge's end
        disk_ = written * sizeof(FactEntry);
        archive_ = std::make_unique<FactArchive>(out, written, bits, std::move(first));
    }
    merge_seconds_ = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

}  // namespace nimcert::kayles
