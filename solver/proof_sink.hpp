// The one interface all proof output goes through. The solver reports what it has proved
// (values with witnesses, then claims) to a sink; each output format is one sink. Today:
// TextCertificate (certs/FORMAT.md, versions 1 and 2).
#pragma once

#include <cstdint>
#include <stdexcept>
#include <vector>

#include "heap_code.hpp"
#include "kayles_engine.hpp"
#include "kayles_outcome.hpp"
#include "heap_moves.hpp"
#include "arithmetic_periodicity.hpp"
#include "periodicity.hpp"
#include "strip_system.hpp"
#include "zero_set.hpp"

namespace nimcert {

class ProofSink {
public:
    virtual ~ProofSink() = default;
    // `version` 2: the records under a parity mask list no witnesses (certs/FORMAT.md, "Version 2").
    virtual void heap_game(const HeapCode& code, unsigned version = 1) = 0;
    // Declares the parity mask of the rare/common records (certs/FORMAT.md, `parity-mask`):
    // between heap_game and values_begin, and between two records where the mask changes
    // (for the records that follow). Sinks without the notion refuse it.
    virtual void parity_mask(Value mask);
    virtual void values_begin(std::uint64_t count) = 0;
    virtual void value(std::uint64_t heap, Value g, const std::vector<HeapMove>& witnesses) = 0;
    virtual void period(const Periodicity& per) = 0;
    virtual void zeros(const ZeroSet& z) = 0;
    virtual void recurrence(const ZeroRecurrence& rec) = 0;
    virtual void generating_function(const RationalGf& gf) = 0;
    virtual void arithmetic_period(const ArithmeticPeriodicity& per) = 0;
    virtual void nsum_flip() = 0;
    // Node-Kayles: the base graph (the game line's words after "kayles"), the component classes
    // in certificate order, then the value of the whole graph.
    virtual void kayles_game(const std::string& graph) = 0;
    virtual void kayles_classes_begin(std::uint64_t count) = 0;
    virtual void kayles_class(const KaylesClass& c) = 0;
    virtual void kayles_value(unsigned g) = 0;
    // An outcome proof instead of the classes (certs/FORMAT.md, "Outcome claims"): value and
    // mirror records go through kayles_class, P and N claims through kayles_claim.
    // small_cells: the `small K` clause (0: none); zero_cells: the `zero L` clause (at most
    // small_cells: none).
    virtual void kayles_claims_begin(std::uint64_t count, unsigned small_cells, unsigned zero_cells) = 0;
    virtual void kayles_claim(const KaylesClaim& c) = 0;
    // A shard's conclusion instead of kayles_value: `proves SHAPE P h` (p) or `proves SHAPE N h`.
    virtual void kayles_proves(const std::string& shape, bool p, unsigned h) = 0;
    // Family systems on strips P_n(k) (certs/FORMAT.md, "Strip systems"): the header, families,
    // templates and the SHA-256 of their reduction obligations (none if empty); records
    // (values_begin first); the period and per-family prefixes (prefix[f] < 0: no prefix line).
    virtual void strip_system(const StripSystem& s, const std::string& obligations_sha256) = 0;
    virtual void system_value(int family, long long n, Value g, const std::vector<long long>& witnesses) = 0;
    virtual void system_period(long long n0, long long p, const std::vector<long long>& prefix) = 0;
    virtual void finish() = 0;
};

inline void ProofSink::parity_mask(Value) {
    throw std::logic_error("this proof sink cannot write a parity mask");
}

}  // namespace nimcert
