// SHA-256 (FIPS 180-4), fed piece by piece: the reduction obligations of a strip system are
// hashed as they are derived (strip_obligations.cpp), never held whole.
#pragma once

#include <cstdint>
#include <string>

namespace nimcheck {

class Sha256 {
public:
    void add(const std::string& data);
    std::string hex();  // the digest of everything added, in lower-case hex; call once

private:
    void compress(const char* m);  // one 64-byte block m into h_
    std::uint32_t h_[8] = {0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19};
    std::string pending_;  // bytes not yet compressed (fewer than 64 between calls)
    std::uint64_t bytes_ = 0;
};

}  // namespace nimcheck
