// The records of an outcome proof on their way to the certificate. The header of a `claims`
// certificate gives the record count, which is known only when the proof is complete, and a
// proof can have more records than fit in memory; so records go to an unnamed temporary file as
// they are proved (binary, fixed layout) and are replayed into the proof sink at the end.
#pragma once

#include <cstdint>
#include <cstdio>
#include <stdexcept>
#include <vector>

#include "kayles_bits.hpp"

namespace nimcert::kayles {

template <int W>
struct SpooledRecord {
    enum Kind : std::uint8_t { Mex, Mirror, P, N } kind = P;
    std::uint16_t h = 0;        // P, N: the heap; Mex: the value
    std::uint16_t witness = 0;  // N: the cell
    Shape<W> shape;
    std::vector<std::uint8_t> cells;  // Mex: the witnesses; Mirror: the permutation
};

template <int W>
class RecordSpool {
public:
    RecordSpool() : file_(std::tmpfile()) {
        if (!file_) throw std::runtime_error("Node-Kayles outcome proof: cannot create a temporary file for the records");
    }
    ~RecordSpool() { std::fclose(file_); }
    RecordSpool(const RecordSpool&) = delete;
    RecordSpool& operator=(const RecordSpool&) = delete;

    void append(const SpooledRecord<W>& r) {
        const std::uint16_t n = std::uint16_t(r.cells.size());
        put(&r.kind, 1), put(&r.h, 2), put(&r.witness, 2), put(&r.shape.h, 2), put(&r.shape.w, 2);
        put(r.shape.bits.w.data(), 8 * W), put(&n, 2);
        if (n) put(r.cells.data(), n);
        ++count_;
    }
    std::uint64_t count() const { return count_; }

    // A point to come back to: the records appended after it can be taken back (rewind).
    struct Mark {
        std::uint64_t count = 0;
        long offset = 0;
    };
    Mark mark() {
        if (std::fflush(file_) != 0) fail();
        const long at = std::ftell(file_);
        if (at < 0) fail();
        return Mark{count_, at};
    }
    // Forgets the records appended after m, calls f(record) for each record before it (as
    // replay does), and appends after them again.
    template <class F>
    void rewind(const Mark& m, F f) {
        count_ = m.count;
        replay(f);
        if (std::fseek(file_, m.offset, SEEK_SET) != 0) fail();
    }

    // Calls f(record) for every record in the order appended.
    template <class F>
    void replay(F f) {
        if (std::fflush(file_) != 0 || std::fseek(file_, 0, SEEK_SET) != 0) fail();
        SpooledRecord<W> r;
        for (std::uint64_t i = 0; i < count_; ++i) {
            std::uint16_t n = 0;
            get(&r.kind, 1), get(&r.h, 2), get(&r.witness, 2), get(&r.shape.h, 2), get(&r.shape.w, 2);
            get(r.shape.bits.w.data(), 8 * W), get(&n, 2);
            r.cells.resize(n);
            if (n) get(r.cells.data(), n);
            f(r);
        }
    }

private:
    void put(const void* p, std::size_t n) {
        if (std::fwrite(p, 1, n, file_) != n) fail();
    }
    void get(void* p, std::size_t n) {
        if (std::fread(p, 1, n, file_) != n) fail();
    }
    [[noreturn]] static void fail() { throw std::runtime_error("Node-Kayles outcome proof: the temporary record file failed (disk full?)"); }

    std::FILE* file_;
    std::uint64_t count_ = 0;
};

}  // namespace nimcert::kayles
