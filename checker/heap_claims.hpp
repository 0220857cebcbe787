// The claims about a heap game's values that follow its value table (certs/FORMAT.md: period,
// zeros-prefix, zeros-residues, recurrence, gf-numerator, gf-denominator, arithmetic-period,
// nsum-flip), each verified against the table as it is read (proofs/periodicity.md,
// proofs/take-or-break.md).
#pragma once

#include <string>

#include "heap_records.hpp"
#include "line_reader.hpp"

namespace nimcheck {

// Reads the claim lines up to and including 'end' and verifies each; returns their statements,
// each preceded by "; ".
std::string check_heap_claims(LineReader& reader, const HeapCode& code, const Values& G);

}  // namespace nimcheck
