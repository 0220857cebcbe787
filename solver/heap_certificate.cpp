#include "heap_certificate.hpp"

#include <stdexcept>

#include "parity_mask.hpp"
#include "rare_common.hpp"

namespace nimcert {

void emit_heap_certificate(const HeapValues& hv, std::uint64_t count, HeapClaim claim,
                           const std::optional<Periodicity>& per, ProofSink& sink, std::optional<Value> mask,
                           unsigned version) {
    if (count > hv.size()) throw std::logic_error("certificate needs values not computed");
    // A table of kMaskSample or more records of a sparse-space game declares its parity mask
    // and lists only the witnesses of even values (certs/FORMAT.md, `parity-mask`), so the
    // checker can use the rare/common fast path; where the mask stops separating rare from
    // common values the table changes it. The masks depend only on the values, never on the
    // method that computed them.
    const MaskSchedule masks = mask ? MaskSchedule{{0, *mask}} : parity_mask_schedule(hv.code(), hv.values(), count);
    emit_heap_certificate(hv, count, claim, per, sink, masks, version);
}

void emit_heap_certificate(const HeapValues& hv, std::uint64_t count, HeapClaim claim,
                           const std::optional<Periodicity>& per, ProofSink& sink, const MaskSchedule& masks,
                           unsigned version) {
    if (count > hv.size()) throw std::logic_error("certificate needs values not computed");
    if (claim != HeapClaim::Values && !per) throw std::logic_error("no periodicity to certify");
    for (std::size_t k = 0; k < masks.size(); ++k)
        if (k == 0 ? masks[k].from != 0 : masks[k].from <= masks[k - 1].from || masks[k].from >= count ||
                                               masks[k].mask == masks[k - 1].mask)
            throw std::logic_error("mask schedule out of order");
    if (version != 1 && version != 2) throw std::logic_error("heap certificates have versions 1 and 2");
    // Version 2 only under a mask: its records carry no witnesses, so nothing is searched here.
    const bool bare = !masks.empty() && version == 2;
    sink.heap_game(hv.code(), bare ? 2 : 1);
    if (!masks.empty()) sink.parity_mask(masks[0].mask);
    sink.values_begin(count);
    std::size_t next = 1;  // the next change
    for (std::uint64_t h = 0; h < count; ++h) {
        if (next < masks.size() && masks[next].from == h) sink.parity_mask(masks[next++].mask);
        const Value mask = masks.empty() ? 0 : masks[next - 1].mask;
        if (bare) sink.value(h, hv.values()[h], {});
        else sink.value(h, hv.values()[h], mask ? rare_common_witnesses(hv.code(), hv.values(), h, mask) : hv.witnesses(h));
    }
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
