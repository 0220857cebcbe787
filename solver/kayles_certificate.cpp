#include "kayles_certificate.hpp"

namespace nimcert {

void emit_kayles_certificate(const KaylesGraph& g, const KaylesSolver& solver, unsigned value, ProofSink& sink) {
    sink.kayles_game(g.description);
    const std::vector<KaylesClass> classes = solver.classes();
    sink.kayles_classes_begin(classes.size());
    for (const KaylesClass& c : classes) sink.kayles_class(c);
    sink.kayles_value(value);
    sink.finish();
}

}  // namespace nimcert
