// Node-Kayles certificates: the solver's component classes, in certificate order, then the
// value of the base graph, written through the one proof-output interface (ProofSink).
#pragma once

#include "kayles_engine.hpp"
#include "kayles_graph.hpp"
#include "proof_sink.hpp"

namespace nimcert {

void emit_kayles_certificate(const KaylesGraph& g, const KaylesSolver& solver, unsigned value, ProofSink& sink);

}  // namespace nimcert
