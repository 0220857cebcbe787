// The cost of checking (certs/FORMAT.md, "Cost of checking"; `nimcheck --max-work N`): the
// estimate made from a certificate's stated sizes before any of it is checked, and the steps
// actually done, counted where they are done (a move enumerated, a cell of a position visited,
// a cell mapped to an image, a cell pair compared). The count keeps the estimates honest
// (tests/work_estimate_test.cpp compares them on every kind of certificate) and the cap binding
// where an estimate falls short.
#pragma once

#include <cstdint>
#include <cstdio>
#include <string>

#include "failure.hpp"

namespace nimcheck {

struct Work {
    std::uint64_t cap = 0;   // --max-work N; 0: no cap
    double estimate = 0;     // of the file being checked; 0 until made
    std::uint64_t done = 0;  // steps counted so far
    std::uint64_t small = 0;  // of which valuing small Node-Kayles classes (certs/FORMAT.md, `small K`)
};

// The work of the file being checked, reset by check_certificate.
inline thread_local Work work;

// Records the estimate of the stated sizes and refuses the certificate, before any of it is
// checked, if it exceeds what is left of the cap (a shard's: after the steps of the files and
// shards before it; one cap binds a sharded proof): REJECTED, a claim left unchecked.
inline void check_work_cap(long line, double estimate) {
    work.estimate = estimate;
    char text[96];
    std::snprintf(text, sizeof text, "not checked: its sizes imply about %.3g steps of checking, more than --max-work ", estimate);
    if (work.cap > 0 && static_cast<double>(work.done) + estimate > static_cast<double>(work.cap))
        rejected(line, text + std::to_string(work.cap) + (work.done ? " less the " + std::to_string(work.done) + " steps done before it" : ""));
}

// Called after each record: stops the check (REJECTED, unchecked) once the steps done exceed the
// cap, so no certificate costs more than the cap and one record, whatever its estimate said.
inline void check_work_done(long line) {
    if (work.cap > 0 && work.done > work.cap)
        rejected(line, "not checked: stopped after " + std::to_string(work.done) + " steps of checking, more than --max-work " +
                           std::to_string(work.cap) + " (the estimate was " + std::to_string(static_cast<std::uint64_t>(work.estimate)) + ")");
}

}  // namespace nimcheck
