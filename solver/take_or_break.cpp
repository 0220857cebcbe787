#include "take_or_break.hpp"

#include <stdexcept>

namespace nimcert {

BigInt arithmetic_value(const std::vector<Value>& g, const ArithmeticPeriodicity& per, const BigInt& n) {
    if (n < per.prefix) return BigInt(g.at(static_cast<std::size_t>(n)));
    const BigInt k = (n - per.prefix) / per.period;
    const std::size_t m = static_cast<std::size_t>(per.prefix + (n - per.prefix) % per.period);
    return BigInt(g.at(m)) + k * per.saltus;
}

BigInt flip(const BigInt& n) {
    if (n == 0) return 0;
    return (n % 2 == 1) ? BigInt(n + 1) : BigInt(n - 1);
}

BigInt flip_nsum(const BigInt& x, const BigInt& y) { return flip(flip(x) ^ flip(y)); }

bool flip_nsum_matches_table(const std::vector<Value>& g, unsigned limit) {
    for (unsigned x = 0; x < limit; ++x)
        for (unsigned y = 0; y < limit; ++y) {
            const Value want = g.at(x) ^ g.at(y);
            std::size_t z = 0;
            while (z < g.size() && g[z] != want) ++z;
            if (z == g.size() || flip_nsum(x, y) != z) return false;
        }
    return true;
}

void emit_take_or_break_certificate(const HeapValues& hv, const ArithmeticPeriodicity& per, bool nsum,
                                    ProofSink& sink) {
    const std::uint64_t count = per.values_needed();
    if (count > hv.size()) throw std::logic_error("certificate needs values not computed");
    sink.heap_game(hv.code());
    sink.values_begin(count);
    for (std::uint64_t h = 0; h < count; ++h) sink.value(h, hv.values()[h], hv.witnesses(h));
    sink.arithmetic_period(per);
    if (nsum) sink.nsum_flip();
    sink.finish();
}

std::pair<BigInt, BigInt> antidiagonal_cell(const BigInt& index) {
    // d = the antidiagonal: the largest d with d(d+1)/2 <= index
    BigInt d = boost::multiprecision::sqrt(BigInt(8 * index + 1));
    d = (d - 1) / 2;
    while (d * (d + 1) / 2 > index) --d;
    while ((d + 1) * (d + 2) / 2 <= index) ++d;
    const BigInt i = index - d * (d + 1) / 2;
    return {i, d - i};
}

std::vector<std::string> take_or_break_position(const std::vector<Value>& g, const ArithmeticPeriodicity& per,
                                                const std::vector<BigInt>& heaps) {
    std::vector<BigInt> value;
    BigInt total = 0;
    for (const auto& h : heaps) {
        value.push_back(arithmetic_value(g, per, h));
        total ^= value.back();
    }
    std::vector<std::string> out;
    if (total == 0) {
        out.push_back("P");
        out.push_back("second player wins: the xor of the heaps' values is 0");
        return out;
    }
    for (std::size_t k = 0; k < heaps.size(); ++k) {
        const BigInt target = value[k] ^ total;
        if (target >= value[k]) continue;
        // G is an involution here (G swaps 4k+3 and 4k+4), so the heap with value `target` is
        // G(target); if it is smaller, remove down to it; otherwise split off one token.
        const BigInt m = arithmetic_value(g, per, target);
        out.push_back("N");
        if (m < heaps[k]) {
            out.push_back("winning move: reduce heap #" + std::to_string(k + 1) + " from " + heaps[k].str() + " to " +
                          m.str() + (m == 0 ? " (take it all)" : ""));
        } else {
            const BigInt b = heaps[k] - 1;
            if ((arithmetic_value(g, per, 1) ^ arithmetic_value(g, per, b)) != target)
                throw std::logic_error("no winning move found");
            out.push_back("winning move: split heap #" + std::to_string(k + 1) + " (" + heaps[k].str() + ") into 1 + " +
                          b.str());
        }
        out.push_back("values: the move leaves xor 0 (heap value " + value[k].str() + " becomes " + target.str() + ")");
        return out;
    }
    throw std::logic_error("no winning move found");
}

}  // namespace nimcert
