// How a check fails: a Failure is thrown inside the checker and caught in
// check_certificate, which turns it into an Outcome. It never leaves the library.
#pragma once

#include <string>
#include <utility>

#include "nimcheck.hpp"

namespace nimcheck {

struct Failure {
    Verdict verdict;
    long line;
    std::string text;
};

// The file does not follow the grammar of certs/FORMAT.md (or exceeds a limit).
[[noreturn]] inline void malformed(long line, std::string text) {
    throw Failure{Verdict::Malformed, line, std::move(text)};
}

// The file is well-formed, but a claim is false or not supported by the file.
[[noreturn]] inline void rejected(long line, std::string text) {
    throw Failure{Verdict::Rejected, line, std::move(text)};
}

}  // namespace nimcheck
