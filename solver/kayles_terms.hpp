// `nimcert term` for the Node-Kayles sequences: A316632 (the 3 x n grid) and A344227 (the
// n-queens graph). The term is the value of a certificate regenerated on the spot, printed with
// the certificate's digest and the command that writes it for `nimcheck`.
#pragma once

#include <atomic>
#include <ostream>
#include <string>
#include <vector>

#include "catalogue.hpp"  // KaylesTermStyle

namespace nimcert {

class StepProgress;

bool is_kayles_sequence(const std::string& seq);
// "the Sprague-Grundy value of Node-Kayles on the 3 x n grid graph" (A316632), ...
std::string kayles_description(const std::string& seq);

// The value alone first, then the argument. Throws std::invalid_argument on a bad index and
// KaylesInterrupted when *stop is set during the solve.
// `style`: regenerate the outcome proof (`--pruned`, as the catalogue's row for the term
// records it) instead of the full table of classes, and with a provenance line or not.
// `progress`: the solve is a step of it, with the engine's counts as detail (stderr, when long).
// `copy`: the certificate's bytes are also written there (bfile has nimcheck check the very
// bytes whose digest it states); otherwise they are only counted and hashed.
std::vector<std::string> kayles_term_lines(const std::string& seq, const std::vector<std::string>& indices,
                                           const std::atomic<bool>* stop, KaylesTermStyle style = {false, true},
                                           StepProgress* progress = nullptr, std::ostream* copy = nullptr);

}  // namespace nimcert
