#include "kayles_certificate.hpp"

namespace nimcert {

void emit_kayles_certificate(const KaylesGraph& g, const KaylesSolver& solver, unsigned value, ProofSink& sink) {
    sink.kayles_game(g.description);
    sink.kayles_classes_begin(solver.memo_entries());
    solver.for_each_class([&](const KaylesClass& c) { sink.kayles_class(c); });
    sink.kayles_value(value);
    sink.finish();
}

}  // namespace nimcert
