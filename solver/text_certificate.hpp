// ProofSink writing certificate format versions 1 and 2 (certs/FORMAT.md) to a stream, hashing the
// bytes as they go so the SHA-256 is known without rereading the file.
#pragma once

#include <ostream>
#include <string>

#include "proof_sink.hpp"
#include "provenance.hpp"
#include "sha256.hpp"

namespace nimcert {

class TextCertificate : public ProofSink {
public:
    explicit TextCertificate(std::ostream& out) : out_(out) {}
    // The command that wrote it (provenance.hpp), as a comment after the version line; empty
    // (the default, and with --provenance off): no such line. Set before the header is written.
    void made_by(const std::string& command) { made_by_ = provenance_line(command); }

    void heap_game(const HeapCode& code, unsigned version = 1) override;
    void parity_mask(Value mask) override;
    void values_begin(std::uint64_t count) override;
    void value(std::uint64_t heap, Value g, const std::vector<HeapMove>& witnesses) override;
    void period(const Periodicity& per) override;
    void zeros(const ZeroSet& z) override;
    void recurrence(const ZeroRecurrence& rec) override;
    void generating_function(const RationalGf& gf) override;
    void arithmetic_period(const ArithmeticPeriodicity& per) override;
    void nsum_flip() override;
    void kayles_game(const std::string& graph) override;
    void kayles_classes_begin(std::uint64_t count) override;
    void kayles_class(const KaylesClass& c) override;
    void kayles_value(unsigned g) override;
    void kayles_claims_begin(std::uint64_t count, unsigned small_cells, unsigned zero_cells) override;
    void kayles_claim(const KaylesClaim& c) override;
    void kayles_proves(const std::string& shape, bool p, unsigned h) override;
    void strip_system(const StripSystem& s, const std::string& obligations_sha256) override;
    void system_value(int family, long long n, Value g, const std::vector<long long>& witnesses) override;
    void system_period(long long n0, long long p, const std::vector<long long>& prefix) override;
    void finish() override;

    std::string sha256() { return digest_; }  // valid after finish()

private:
    void line(const std::string& s);
    void header(unsigned version);  // the version line and the provenance line
    void flush();

    std::ostream& out_;
    std::string pending_;
    Sha256 hash_;
    std::string digest_;
    std::string made_by_;
    std::vector<std::string> family_names_;  // of the strip system being written
};

}  // namespace nimcert
