#include "arithmetic_periodicity.hpp"

namespace nimcert {

std::optional<ArithmeticPeriodicity> find_arithmetic_periodicity(const std::vector<Value>& g) {
    const std::uint64_t count = g.size();
    for (std::uint64_t p = 1; 5 * p <= count; ++p) {
        const std::int64_t s = std::int64_t(g[count - 1]) - std::int64_t(g[count - 1 - p]);
        if (s <= 0) continue;
        std::uint64_t n0 = 0;
        for (std::uint64_t n = count - p; n-- > 0;) {
            if (std::int64_t(g[n + p]) - std::int64_t(g[n]) != s) {
                n0 = n + 1;
                break;
            }
        }
        if (n0 + 4 * p <= count) return ArithmeticPeriodicity{n0, p, std::uint64_t(s)};
    }
    return std::nullopt;
}

}  // namespace nimcert
