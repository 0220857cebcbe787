// libFuzzer target over the checker's whole input surface: arbitrary bytes as a certificate.
// Sanitizers (address, undefined) catch memory and UB errors; the checker itself must never
// fail internally, so an "internal error" outcome (an exception the checker did not expect,
// such as std::out_of_range from .at()) is a finding too. Build and run: scripts/fuzz.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <cstdio>
#include <sstream>
#include <string>

#include "nimcheck.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::istringstream in(std::string(reinterpret_cast<const char*>(data), size));
    const nimcheck::Outcome out = nimcheck::check_certificate(in);
    if (out.text.rfind("internal error", 0) == 0) {
        std::fprintf(stderr, "nimcheck internal error at line %ld: %s\n", out.line, out.text.c_str());
        std::abort();
    }
    if (out.verdict != nimcheck::Verdict::Verified && out.line < 0) std::abort();
    return 0;
}
