// SHA-256 (FIPS 180-4), so nimcert can print the digest a paper cites for a certificate.
#pragma once

#include <array>
#include <cstdint>
#include <string>

namespace nimcert {

class Sha256 {
public:
    Sha256();
    void update(const void* data, std::size_t size);
    void update(const std::string& s) { update(s.data(), s.size()); }
    std::string hex_digest();  // finishes the hash; call once

private:
    void block(const unsigned char* p);
    std::array<std::uint32_t, 8> h_;
    unsigned char buf_[64];
    std::size_t used_ = 0;
    std::uint64_t bits_ = 0;
};

std::string sha256_hex(const std::string& data);

}  // namespace nimcert
