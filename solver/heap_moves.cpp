#include "heap_moves.hpp"

namespace nimcert {

std::string format_move(const HeapMove& m) {
    if (m.count == 0) return "-";
    std::string s = std::to_string(m.part[0]);
    for (unsigned k = 1; k < m.count; ++k) s += "+" + std::to_string(m.part[k]);
    return s;
}

}  // namespace nimcert
