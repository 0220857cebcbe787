// The objects `period|zeros --json` and `term --json` print (docs/json.md), built from the same
// results as their text; main.cpp only chooses between the two.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "heap_certificate.hpp"
#include "heap_values.hpp"
#include "periodicity.hpp"

namespace nimcert {

// command: "period" or "zeros"; certificate: json_certificate(...) or "null". No period: the
// object says periodic false and how many values were computed.
std::string heap_period_json(const std::string& command, const HeapValues& hv, const std::optional<Periodicity>& per,
                             HeapClaim claim, const std::string& certificate);

// lines: what `term` prints (the term first, then the argument).
std::string term_json(const std::string& seq, const std::vector<std::string>& indices, const std::vector<std::string>& lines);

}  // namespace nimcert
