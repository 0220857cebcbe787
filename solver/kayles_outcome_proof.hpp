// Writing an outcome proof (certs/FORMAT.md, "Outcome claims") from facts. Once the search has
// found the value of the graph, one deterministic pass walks the proof from the root and writes
// each record after the records it uses (post-order), asking the search (kayles_outcome_search.hpp)
// for the facts it needs: the value of a class, whether a move wins. Every choice the proof
// makes is a function of the game and of what the pass wrote before it: the witness of N(X, h)
// is the first winning move in X's canonical order whose components' values are written (or
// small, or 0 by a mirror), else the first winning move; the component left open is fixed by the move, small components need no
// record (the checker values them by the definition) and mirror-symmetric ones get their involution. So the certificate is
// the same bytes whatever the cache size, the thread count and what the cache happened to keep;
// a fact the cache has lost is searched again. With two threads the pass runs beside the
// search (kayles_proof_pipeline.hpp), making the same calls in the same order.
//
// Only what the walk must remember is kept: which claims are written (16 bytes each, in
// ClaimSet) and, for a class whose value is written, that value; the records go to a spool file.
#pragma once

#include <cstddef>
#include <cstdint>
#include <deque>
#include <functional>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "kayles_outcome_search.hpp"
#include "kayles_proof_spool.hpp"

namespace nimcert::kayles {

// The claims already written: (class, heap) for N claims and (class, value) for classes whose
// value is written, in an open-addressing table of 16-byte entries that refuses to grow past
// its byte limit (a proof larger than --memory allows is reported, not swapped to death).
class ClaimSet {
public:
    explicit ClaimSet(std::size_t limit_bytes) : limit_(limit_bytes), slots_(kFirstSlots) {}

    // -1 if no value of the class is written, else the value.
    int value(const ClassKey& k) const {
        const Slot* s = find(mix(k, kValueTag));
        return s ? int(s->b & 0xffff) : -1;
    }
    bool has_n(const ClassKey& k, unsigned h) const { return find(mix(k, h)) != nullptr; }
    void add_value(const ClassKey& k, unsigned v) { add(mix(k, kValueTag), v); }
    void add_n(const ClassKey& k, unsigned h) { add(mix(k, h), 0); }
    std::size_t bytes() const { return slots_.size() * sizeof(Slot); }
    void clear() {
        slots_.assign(kFirstSlots, Slot{});
        size_ = 0;
    }

private:
    static constexpr unsigned kValueTag = 0xffff;
    static constexpr std::size_t kFirstSlots = std::size_t(1) << 12;  // a new or cleared table
    struct Slot {
        std::uint64_t a = 0, b = 0;  // a == 0: empty; b's low 16 bits: the value
    };
    static Slot mix(const ClassKey& k, unsigned tag) {
        const std::uint64_t t = std::uint64_t(tag) + 1;
        return Slot{(k.a ^ t * 0x9E3779B97F4A7C15ull) | 1, (k.b ^ t * 0xC2B2AE3D27D4EB4Full) & ~std::uint64_t(0xffff)};
    }
    std::size_t home(const Slot& s) const { return std::size_t(s.b >> 16) & (slots_.size() - 1); }
    const Slot* find(const Slot& key) const {
        for (std::size_t i = home(key);; i = (i + 1) & (slots_.size() - 1)) {
            const Slot& s = slots_[i];
            if (s.a == 0) return nullptr;
            if (s.a == key.a && (s.b & ~std::uint64_t(0xffff)) == key.b) return &s;
        }
    }
    void add(Slot key, unsigned payload) {
        if (4 * (size_ + 1) > 3 * slots_.size()) grow();
        key.b |= payload & 0xffff;
        place(key);
        ++size_;
    }
    void place(const Slot& key) {
        std::size_t i = home(key);
        while (slots_[i].a != 0) i = (i + 1) & (slots_.size() - 1);
        slots_[i] = key;
    }
    void grow() {
        if (3 * bytes() > limit_)  // while it moves, the old table (bytes) and the new (2 bytes) are held
            throw std::runtime_error("Node-Kayles outcome proof: " + std::to_string(size_) +
                                     " claims written and the next table of written claims would exceed its share of --memory (" +
                                     std::to_string(limit_ >> 20) + " MiB); give more --memory");
        std::vector<Slot, HugePageAllocator<Slot>> old(slots_.size() * 2);
        old.swap(slots_);
        for (const Slot& s : old)
            if (s.a != 0) place(s);
    }

    std::size_t limit_;
    std::vector<Slot, HugePageAllocator<Slot>> slots_;
    std::size_t size_ = 0;
};

struct ProofCounts {
    std::size_t p = 0, n = 0, mirrors = 0;
    std::size_t total() const { return p + n + mirrors; }
};

template <int W>
class ProofWriter {
public:
    using Part = OutcomePart<W>;
    using Record = SpooledRecord<W>;

    ProofWriter(OutcomeSearch<W>& search, std::size_t claim_bytes)
        : search_(search), pos_(search.positions()), written_(claim_bytes),
          first_winning_(search.options().witness == OutcomeOptions::WitnessRule::kFirstWinning) {}

    // Writes (once) the records that give p's class a verified value, and returns the value. A
    // small component needs none: the checker values it by the definition.
    unsigned value(const Part& p) {
        if (search_.small(p)) return search_.small_value(p);
        // G = 0 decided by the checker's own search (`zero L`): no record either.
        if (search_.zero_decided(p) && search_.outcome(p, 0)) return 0;
        if (const int v = written_.value(p.key); v >= 0) return unsigned(v);
        const std::int32_t mirror = search_.mirrors() ? pos_.find_mirror(p.nf) : -1;
        if (mirror >= 0) {
            Record r;
            r.kind = Record::Mirror;
            r.shape = p.nf;
            for (int j : pos_.mirror_permutation(p.nf, mirror)) r.cells.push_back(std::uint8_t(j));
            append(r, 0, p);
            ++counts_.mirrors;
            return 0;
        }
        const unsigned v = search_.value(p);
        claim_p(p, v);
        return v;
    }

    // Writes the records that prove P(X, h) (p) or N(X, h): a shard's claim.
    void outcome(const Part& x, unsigned h, bool p) {
        if (p) value(x);
        else claim_n(x, h);
    }

    const ProofCounts& counts() const { return counts_; }
    RecordSpool<W>& spool() { return spool_; }
    std::size_t claim_bytes() const { return written_.bytes(); }
    // Progress reports follow the P claim of class x (the root), if the proof has one: an N
    // claim's proof (most shards) has P claims only below it.
    void track(const Part& x) { tracked_ = x.key; }
    const RootProgress& root() const { return root_; }
    std::function<void()> tick;  // called every 2^18 records (progress reports)

private:
    // P(X, v): N(X, h') for every h' < v, then every move's components valued but the open one,
    // which gets the N claim for v xor the others (unless its value is written: then the checker
    // compares values).
    void claim_p(const Part& x, unsigned v) {
        for (unsigned lower = 0; lower < v; ++lower) claim_n(x, lower);
        OutcomeExpansion<W> e;
        OutcomeOption<W> o;
        search_.expand(x, e);
        for (std::size_t k = 0; k < e.moves.size(); ++k) p_move(x, e, k, v, o);
        p_record(x, v);
    }

public:
    // The steps of claim_p, for the proof pass that runs beside the search
    // (kayles_proof_pipeline.hpp): the same calls in the same order write the same bytes.
    void p_lower(const Part& x, unsigned lower) { claim_n(x, lower); }
    void p_move(const Part& x, const OutcomeExpansion<W>& e, std::size_t k, unsigned v, OutcomeOption<W>& o) {
        if (x.key == tracked_) root_ = RootProgress{int(v), k + 1, e.moves.size()};
        search_.leave(e, e.moves[k], o);
        // Every component small: no record to write (the checker values them itself), so
        // none is valued here either (most moves of a class just above --small-cells).
        if (o.open == o.parts.size()) return;
        unsigned others = 0;
        for (std::size_t i = 0; i < o.parts.size(); ++i) {
            if (i == o.open) continue;
            others ^= value(o.parts[i]);
        }
        claim_n(o.parts[o.open], v ^ others);
    }
    void p_record(const Part& x, unsigned v) {
        Record r;
        r.kind = Record::P;
        r.h = std::uint16_t(v);
        r.shape = x.nf;
        append(r, v, x);
        ++counts_.p;
    }

    // Taking back what was written after a mark (a guess of the root's value that the search
    // refuted): the spool is cut there and the written claims are read back from it.
    struct Mark {
        typename RecordSpool<W>::Mark spool;
        ProofCounts counts;
    };
    Mark mark() { return Mark{spool_.mark(), counts_}; }
    void rewind(const Mark& m) {
        written_.clear();
        spool_.rewind(m.spool, [&](const Record& r) {
            const ClassKey k = class_key(r.shape);
            if (r.kind == Record::N) written_.add_n(k, r.h);
            else written_.add_value(k, r.kind == Record::Mirror ? 0 : r.h);
        });
        counts_ = m.counts;
    }

private:

    // What the checker needs to know that G(X) != h: nothing if X is small or its value is
    // written, X's value if X is mirror-symmetric or if only the heap's move wins (G(X) < h), else N(X, h)
    // with the first winning move as its witness, after the values of the components it leaves.
    void claim_n(const Part& x, unsigned h) {
        // The checker knows it: X small, or (`zero L`) G(X) != 0 for h = 0, or G(X) = 0.
        if (search_.small(x) || (search_.zero_decided(x) && (h == 0 || search_.outcome(x, 0)))) return;
        if (written_.value(x.key) >= 0 || written_.has_n(x.key, h)) return;
        if (search_.mirrors() && pos_.find_mirror(x.nf) >= 0) {
            value(x);
            return;
        }
        OutcomeExpansion<W> e;
        search_.expand(x, e);
        // The options are kept between the two scans below (the second would split them again):
        // one vector per level of the walk's recursion, reused from claim to claim.
        const Deeper level(depth_);
        if (scans_.size() < std::size_t(depth_)) scans_.emplace_back();
        std::vector<OutcomeOption<W>>& options = scans_[std::size_t(depth_ - 1)];
        if (options.size() < e.moves.size()) options.resize(e.moves.size());
        if (first_winning_) return claim_n_first(x, h, e, options[0]);
        // A winning move whose components cost (almost) nothing more to value comes first: their
        // values written already, or small, or mirror-symmetric (the small ones are asked whether
        // they add up to what the move needs, not valued). Deterministic, as the claims written
        // so far are a function of the game.
        // Every move before the first winning one loses, so none of them is a cheap winning move:
        // where the search logged that move (the fact log), the scan starts there.
        const int logged = search_.logged_witness(x, h);
        const std::size_t first = logged >= 0 && std::size_t(logged) < e.moves.size() ? std::size_t(logged) : 0;
        int reuse = -1;
        std::size_t left = first;  // options[first..left) are the moves' options
        for (; left < e.moves.size() && reuse < 0; ++left) {
            OutcomeOption<W>& o = options[left];
            search_.leave(e, e.moves[left], o);
            // Cheap: every component that is not small has a written value, or is mirror-symmetric
            // (0), or is decided at heap 0 (`zero L`) and has value 0. The last costs a search of
            // up to 2^20 subsets of a class the search may never have asked about, so it is asked
            // last, once the rest could make this move the winning one (queens 13: half of the
            // proof pass's time went to these questions, for moves that then failed on the sum).
            unsigned sum = 0;  // of the components that are not small
            bool cheap = true, zeros = false;
            for (const Part& q : o.parts) {
                if (search_.small(q)) continue;
                if (const int v = known_value(q); v >= 0) sum ^= unsigned(v);
                else if (search_.zero_decided(q)) zeros = true;
                else { cheap = false; break; }
            }
            if (!cheap || !search_.small_parts_sum_is(o, h ^ sum)) continue;
            for (const Part& q : o.parts)
                if (zeros && !search_.small(q) && known_value(q) < 0 && !search_.outcome(q, 0)) { cheap = false; break; }
            if (cheap) reuse = int(left);
        }
        // The search settled X + *h by the heap's move (G(X) < h) before any board move: X's
        // value is the witness, as the search proved it (a board move would be searched anew).
        if (reuse < 0 && h > 0 && search_.heap_witness(x, h)) {
            value(x);
            return;
        }
        for (std::size_t i = reuse < 0 ? first : std::size_t(reuse); i < left; ++i) {
            if (reuse < 0 && !search_.option_wins(options[i], h)) continue;
            return n_record(x, h, e.moves[i], options[i]);
        }
        by_heap_move(x, h);
    }

    // claim_n's rule kFirstWinning (--witness first): the heap's move if the search settled X + *h
    // by it, else the first winning board move in X's canonical order, which the search logged
    // when it found it (then only that move is split; the archive only steers: the move is asked
    // whether it wins, and a wrong index costs the scan).
    void claim_n_first(const Part& x, unsigned h, const OutcomeExpansion<W>& e, OutcomeOption<W>& o) {
        if (h > 0 && search_.heap_witness(x, h)) {
            value(x);
            return;
        }
        const int w = search_.logged_witness(x, h);
        if (w >= 0 && std::size_t(w) < e.moves.size()) {
            search_.leave(e, e.moves[std::size_t(w)], o);
            if (search_.option_wins(o, h)) return n_record(x, h, e.moves[std::size_t(w)], o);
        }
        for (const OutcomeMove& m : e.moves) {
            search_.leave(e, m, o);
            if (search_.option_wins(o, h)) return n_record(x, h, m, o);
        }
        by_heap_move(x, h);
    }

    // N(X, h) by the board move m (o: its option), after the values of the components it leaves.
    void n_record(const Part& x, unsigned h, const OutcomeMove& m, const OutcomeOption<W>& o) {
        for (const Part& q : o.parts) value(q);
        Record r;
        r.kind = Record::N;
        r.h = std::uint16_t(h);
        r.witness = std::uint16_t(m.local);
        r.shape = x.nf;
        spool(r);
        written_.add_n(x.key, h);
        ++counts_.n;
    }

    // No move of X reaches h: G(X) < h, the heap's move wins (G(X) > h would contradict the mex
    // property: a bug, and writing X's value here would recurse forever).
    void by_heap_move(const Part& x, unsigned h) {
        if (search_.value(x) > h) throw std::logic_error("Node-Kayles outcome proof: no move reaches a value below G(X)");
        value(x);
    }

    // The value of a component that is not small, if it is known without a search: written, or 0
    // by a mirror; else -1.
    int known_value(const Part& q) {
        if (const int w = written_.value(q.key); w >= 0) return w;
        if (search_.mirrors() && pos_.find_mirror(q.nf) >= 0) return 0;
        return -1;
    }

    void append(const Record& r, unsigned v, const Part& p) {
        spool(r);
        written_.add_value(p.key, v);
    }
    void spool(const Record& r) {
        spool_.append(r);
        if ((spool_.count() & 0xfff) == 0) search_.check_stop();
        if ((spool_.count() & 0x3ffff) == 0 && tick) tick();
    }

    OutcomeSearch<W>& search_;
    const Positions<W>& pos_;
    ClaimSet written_;
    RecordSpool<W> spool_;
    ProofCounts counts_;
    ClassKey tracked_;  // track()'s class
    RootProgress root_;
    // claim_n's options, by the depth of its recursion (value -> claim_p -> claim_n): a deque, so
    // that a deeper level added never moves the vectors of the levels in use.
    std::deque<std::vector<OutcomeOption<W>>> scans_;
    int depth_ = 0;  // of claim_n
    bool first_winning_;  // the witness rule kFirstWinning (else kCheapFirst)
};

}  // namespace nimcert::kayles
