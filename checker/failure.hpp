// How a check fails: a Failure is thrown inside the checker and caught in
// check_certificate, which turns it into an Outcome. It never leaves the library.
#pragma once

#include <cstdint>
#include <cstdio>
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

// `nimcheck --max-work N` (0: no cap), set by check_certificate for the file it checks.
inline thread_local std::uint64_t work_cap = 0;

// Refuses a certificate whose stated sizes imply more than the cap's steps of checking, before
// any of it is checked (certs/FORMAT.md, "Cost of checking"): REJECTED, a claim left unchecked.
inline void check_work_cap(long line, double work) {
    char text[96];
    std::snprintf(text, sizeof text, "not checked: its sizes imply about %.3g steps of checking, more than --max-work ", work);
    if (work_cap > 0 && work > static_cast<double>(work_cap)) rejected(line, text + std::to_string(work_cap));
}

}  // namespace nimcheck
