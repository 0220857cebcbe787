#include "heap_certificate.hpp"

#include <stdexcept>

#include "parity_mask.hpp"
#include "rare_common.hpp"

namespace nimcert {

void emit_heap_certificate(const HeapValues& hv, std::uint64_t count, HeapClaim claim,
                           const std::optional<Periodicity>& per, ProofSink& sink, std::optional<Value> mask) {
    if (count > hv.size()) throw std::logic_error("certificate needs values not computed");
    if (claim != HeapClaim::Values && !per) throw std::logic_error("no periodicity to certify");
    sink.heap_game(hv.code());
    // A table of kMaskSample or more records of a sparse-space game declares its parity mask
    // and lists only the witnesses of even values (certs/FORMAT.md, `parity-mask`), so the
    // checker can use the rare/common fast path. The mask depends only on the values, never
    // on the method that computed them.
    if (!mask) mask = detect_parity_mask(hv.code(), hv.values(), count);
    if (mask) sink.parity_mask(*mask);
    sink.values_begin(count);
    for (std::uint64_t h = 0; h < count; ++h)
        sink.value(h, hv.values()[h],
                   mask ? rare_common_witnesses(hv.code(), hv.values(), h, *mask) : hv.witnesses(h));
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
