#include "take_or_break.hpp"

#include "failure.hpp"
#include "value_table.hpp"

namespace nimcheck {

std::string check_arithmetic_period(const Values& G, const HeapCode& code, std::uint64_t n0,
                                    std::uint64_t p, std::uint64_t s, long line) {
    if (code.text != "take-or-break" || n0 != 1 || p != 4 || s != 4)
        rejected(line, "no arithmetic-periodicity theorem covers " + code.text + " with n0=" + str(n0) + ", p=" + str(p) + ", s=" +
                           str(s) + " (proved: take-or-break with n0=1, p=4, s=4)");
    // Theorem `take-or-break-arithmetic` (Coq: take_or_break_arithmetic, proofs/coq/TakeOrBreak.v):
    // G(0..4) = 0, 1, 2, 4, 3 and G(n+4) = G(n)+4 for 1 <= n < 5 (verified values) imply
    // G(4k+1)=4k+1, G(4k+2)=4k+2, G(4k+3)=4k+4, G(4k+4)=4k+3 for all k >= 0. The window
    // n in [1, 5) compares G(n+4) with G(n) + 4 as well, so a table with G(5..8) wrong is rejected
    // even though the record checks already caught it.
    const std::uint32_t want[5] = {0, 1, 2, 4, 3};
    for (std::uint64_t n = 0; n < 5; ++n)
        if (value_at(G, n, line) != want[n])
            rejected(line, "the theorem needs G(" + str(n) + ")=" + str(want[n]) + ", the table has " + str(G[n]));
    for (std::uint64_t n = 1; n < 5; ++n)
        if (value_at(G, n + 4, line) != G[n] + 4)
            rejected(line, "G(" + str(n + 4) + ")=" + str(G[n + 4]) + " is not G(" + str(n) + ")+4=" + str(G[n] + 4));
    return "G(n+4) = G(n) + 4 for all n >= 1 (G(4k+1)=4k+1, G(4k+2)=4k+2, G(4k+3)=4k+4, G(4k+4)=4k+3)";
}

std::string check_nsum_flip(const Values& G, long line) {
    // sigma and Flip of proofs/coq/TakeOrBreak.v (sigma x = 4(x/4) + 2(x mod 2) + (x/2) mod 2).
    const auto swap_low_bits = [](std::uint64_t x) { return (x & ~std::uint64_t{3}) | ((x & 1) << 1) | ((x >> 1) & 1); };
    const auto flip = [](std::uint64_t n) { return n == 0 ? 0 : (n % 2 == 1 ? n + 1 : n - 1); };
    // Theorem `nsum-flip` (Coq: nsum_flip, proofs/coq/TakeOrBreak.v): given G(n+4) = G(n)+4
    // (n >= 1; the claim `arithmetic-period` precedes this one), the three facts below on
    // n = 0..4 extend to all n, and together give NSum(x,y) = G(G(x) xor G(y))
    // = Flip(Flip(x) xor Flip(y)) for all x, y. sigma (swap bits 0 and 1) is a xor-automorphism
    // (Coq: sigma_lxor) and an involution (sigma_invol).
    for (std::uint64_t n = 0; n < 5; ++n) {
        const std::uint64_t g = value_at(G, n, line);
        if (value_at(G, g, line) != n)  // G is an involution, so G^-1 = G
            rejected(line, "G(G(" + str(n) + ")) != " + str(n));
        if (flip(n) != swap_low_bits(g))  // Flip = sigma o G
            rejected(line, "Flip(" + str(n) + ") != sigma(G(" + str(n) + "))");
        if (swap_low_bits(value_at(G, swap_low_bits(n), line)) != g)  // sigma o G o sigma = G
            rejected(line, "sigma(G(sigma(" + str(n) + "))) != G(" + str(n) + ")");
    }
    return "NSum(x,y) = Flip(Flip(x) xor Flip(y)) for all x, y >= 0, where NSum(x,y) is the unique z with "
           "{x,y,z} a second-player win and Flip(0)=0, Flip(n)=n+1 (n odd), n-1 (n even)";
}

}  // namespace nimcheck
