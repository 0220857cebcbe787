// The outcome search's transposition table: (normal form, tag) -> what is known. Tag h < 512: the
// claim N(X, h) with its witness; tag kValueTag: the value of X (which is the claim P(X, value)).
// Entries sit in chunks that never move, behind an index of 4-byte entry numbers at load <= 1/2.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <stdexcept>
#include <vector>

#include "kayles_bits.hpp"

namespace nimcert::kayles {

constexpr std::uint16_t kValueTag = 0xffff;

template <int W>
struct OutcomeEntry {
    Bits<W> bits;
    std::uint16_t h = 0, w = 0;  // the normal form's box
    std::uint16_t tag = 0;
    std::uint16_t value = 0;     // kValueTag: the value
    std::uint8_t witness = 0;    // N: the cell whose option has value `tag`
    std::uint8_t emitted = 0;    // proof extraction: the record is written
    std::int16_t mirror = -1;    // kValueTag: value 0 by this mirror transform (a mirror record)
    Shape<W> shape() const { return Shape<W>{h, w, bits}; }
};

template <int W>
class OutcomeTable {
public:
    OutcomeTable() : index_(1 << 12) {}

    OutcomeEntry<W>* find(const Shape<W>& s, std::uint16_t tag) {
        for (std::size_t i = slot(s, tag);; i = (i + 1) & (index_.size() - 1)) {
            if (index_[i] == 0) return nullptr;
            OutcomeEntry<W>& e = entry(index_[i] - 1);
            if (e.tag == tag && e.h == s.h && e.w == s.w && e.bits == s.bits) return &e;
        }
    }
    // Adds an entry for (s, tag), which must be absent.
    OutcomeEntry<W>& insert(const Shape<W>& s, std::uint16_t tag) {
        if (size_ + 1 >= 0xffffffffu) throw std::runtime_error("Node-Kayles outcome search: more than 2^32 - 2 table entries");
        if (2 * (size_ + 1) > index_.size()) grow();
        if (size_ % kChunk == 0) chunks_.push_back(std::make_unique<OutcomeEntry<W>[]>(kChunk));
        OutcomeEntry<W>& e = entry(size_);
        e.bits = s.bits, e.h = s.h, e.w = s.w, e.tag = tag;
        place(size_++);
        return e;
    }
    std::size_t size() const { return size_; }
    std::size_t bytes() const { return chunks_.size() * kChunk * sizeof(OutcomeEntry<W>) + index_.size() * 4; }

private:
    static constexpr std::size_t kChunk = 1 << 14;
    std::size_t slot(const Shape<W>& s, std::uint16_t tag) const {
        return (ShapeHash<W>()(s) ^ (std::size_t(tag) * 0x9E3779B97F4A7C15ull)) & (index_.size() - 1);
    }
    OutcomeEntry<W>& entry(std::size_t k) const { return chunks_[k / kChunk][k % kChunk]; }
    void place(std::size_t k) {
        const OutcomeEntry<W>& e = entry(k);
        std::size_t i = slot(e.shape(), e.tag);
        while (index_[i]) i = (i + 1) & (index_.size() - 1);
        index_[i] = std::uint32_t(k + 1);
    }
    void grow() {
        index_.assign(index_.size() * 2, 0);
        for (std::size_t k = 0; k < size_; ++k) place(k);
    }
    std::vector<std::unique_ptr<OutcomeEntry<W>[]>> chunks_;
    std::vector<std::uint32_t> index_;  // 0: empty, else 1 + the entry's number
    std::size_t size_ = 0;
};

}  // namespace nimcert::kayles
