// An outcome proof solved in memory (`nimcert kayles … --pruned` without the CLI): its value,
// its certificate's text and the solve's statistics, for the tests of the outcome search.
#pragma once

#include <sstream>
#include <string>

#include "kayles_graph.hpp"
#include "kayles_outcome.hpp"
#include "text_certificate.hpp"

namespace reftest {

struct Pruned {
    unsigned value = 0;
    std::string text;
    nimcert::OutcomeStats stats;
};

inline Pruned pruned_choosing(const nimcert::KaylesGraph& g, const nimcert::OutcomeOptions& opt) {
    Pruned p;
    std::ostringstream out;
    nimcert::TextCertificate cert(out);
    p.value = nimcert::kayles_outcome_solve(g, opt, &cert, p.stats);
    p.text = out.str();
    return p;
}

}  // namespace reftest
