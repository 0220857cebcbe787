// Checkpoints of Node-Kayles solves: the memo of completely evaluated component classes, so a
// long run stopped by SIGINT (or a crash after a periodic save) resumes where it was. The
// classes, values and witnesses do not depend on the order of evaluation, so a resumed run
// writes the same certificate bytes as an uninterrupted one.
#pragma once

#include <string>

#include "kayles_engine.hpp"
#include "kayles_graph.hpp"

namespace nimcert {

// Text header "nimcert-checkpoint 2", "game kayles DESCRIPTION", "mirrors on|off", then the
// engine's binary memo (KaylesSolver::save_memo). Written atomically (temporary file + rename).
void save_kayles_checkpoint(const KaylesGraph& g, bool mirrors, const KaylesSolver& solver, const std::string& path);

// Loads the memo of a checkpoint into a solver that has not solved yet. false: no such file.
// Throws std::invalid_argument (one line, naming the file) if the file is not a checkpoint of
// this graph with these options, or is damaged.
bool load_kayles_checkpoint(const KaylesGraph& g, bool mirrors, KaylesSolver& solver, const std::string& path);

}  // namespace nimcert
