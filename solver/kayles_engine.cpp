#include "kayles_engine.hpp"

#include <functional>
#include <stdexcept>

#include "kayles_full_table.hpp"

namespace nimcert {

using kayles::Engine;


std::unique_ptr<KaylesSolver> make_kayles_solver(const KaylesGraph& g, KaylesOptions opt) {
    if (g.n <= 64) return std::make_unique<Engine<1>>(g, std::move(opt));
    if (g.n <= 128) return std::make_unique<Engine<2>>(g, std::move(opt));
    if (g.n <= 192) return std::make_unique<Engine<3>>(g, std::move(opt));
    if (g.n <= 256) return std::make_unique<Engine<4>>(g, std::move(opt));
    throw std::invalid_argument("graphs of more than 256 vertices are not supported");
}

std::string kayles_normal_form(const KaylesGraph& g, const std::vector<int>& vertices) {
    for (int v : vertices)
        if (v < 0 || v >= g.n) throw std::invalid_argument("vertex out of range");
    if (g.n <= 64) return Engine<1>(g, {}).normal_form_of(vertices);
    if (g.n <= 128) return Engine<2>(g, {}).normal_form_of(vertices);
    if (g.n <= 192) return Engine<3>(g, {}).normal_form_of(vertices);
    return Engine<4>(g, {}).normal_form_of(vertices);
}

unsigned kayles_brute_force(const KaylesGraph& g) {
    if (g.n > 20) throw std::invalid_argument("brute force is for graphs of at most 20 vertices");
    std::vector<std::uint32_t> closed(g.n);
    for (int v = 0; v < g.n; ++v) {
        closed[v] = 1u << v;
        for (int u : g.adjacent[v]) closed[v] |= 1u << u;
    }
    // a dense table over all 2^n vertex subsets: no components, no symmetry, no hashing
    std::vector<std::uint8_t> table(std::size_t(1) << g.n, 0xff);
    std::function<unsigned(std::uint32_t)> value = [&](std::uint32_t pos) -> unsigned {
        if (table[pos] != 0xff) return table[pos];
        std::vector<bool> seen(g.n + 2, false);
        for (int v = 0; v < g.n; ++v)
            if (pos >> v & 1) {
                const unsigned x = value(pos & ~closed[v]);
                if (x < seen.size()) seen[x] = true;
            }
        unsigned m = 0;
        while (seen[m]) ++m;
        table[pos] = static_cast<std::uint8_t>(m);
        return m;
    };
    return value((1u << g.n) - 1);
}

}  // namespace nimcert
