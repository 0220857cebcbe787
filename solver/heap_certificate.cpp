#include "heap_certificate.hpp"

#include <stdexcept>

namespace nimcert {

void emit_heap_certificate(const HeapValues& hv, std::uint64_t count, HeapClaim claim,
                           const std::optional<Periodicity>& per, ProofSink& sink) {
    if (count > hv.size()) throw std::logic_error("certificate needs values not computed");
    if (claim != HeapClaim::Values && !per) throw std::logic_error("no periodicity to certify");
    sink.heap_game(hv.code());
    sink.values_begin(count);
    for (std::uint64_t h = 0; h < count; ++h) sink.value(h, hv.values()[h], hv.witnesses(h));
    if (claim != HeapClaim::Values) sink.period(*per);
    if (claim == HeapClaim::Zeros) {
        const ZeroSet z = zero_set(hv.values(), *per);
        sink.zeros(z);
        if (!z.residues.empty()) {
            sink.recurrence(zero_recurrence(z));
            sink.generating_function(zero_generating_function(z));
        }
    }
    sink.finish();
}

}  // namespace nimcert
