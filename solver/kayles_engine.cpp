#include "kayles_engine.hpp"

#include <algorithm>
#include <functional>
#include <stdexcept>

namespace nimcert {

namespace {

template <int W>
struct Bits {
    std::array<std::uint64_t, W> w{};
    bool any() const {
        for (auto x : w)
            if (x) return true;
        return false;
    }
    bool test(int i) const { return w[i >> 6] >> (i & 63) & 1; }
    void set(int i) { w[i >> 6] |= std::uint64_t(1) << (i & 63); }
    int lowest() const {
        for (int k = 0; k < W; ++k)
            if (w[k]) return k * 64 + __builtin_ctzll(w[k]);
        return -1;
    }
    Bits operator&(const Bits& o) const { Bits r; for (int k = 0; k < W; ++k) r.w[k] = w[k] & o.w[k]; return r; }
    Bits operator|(const Bits& o) const { Bits r; for (int k = 0; k < W; ++k) r.w[k] = w[k] | o.w[k]; return r; }
    Bits minus(const Bits& o) const { Bits r; for (int k = 0; k < W; ++k) r.w[k] = w[k] & ~o.w[k]; return r; }
    bool operator==(const Bits& o) const { return w == o.w; }
    template <class F>
    void each(F&& f) const {
        for (int k = 0; k < W; ++k)
            for (std::uint64_t x = w[k]; x; x &= x - 1) f(k * 64 + __builtin_ctzll(x));
    }
};

template <int W>
class Engine : public KaylesSolver {
public:
    explicit Engine(const KaylesGraph& g) : g_(g), open_(g.n), closed_(g.n) {
        for (int v = 0; v < g.n; ++v) {
            for (int u : g.adjacent[v]) open_[v].set(u);
            closed_[v] = open_[v];
            closed_[v].set(v);
            all_.set(v);
        }
    }

    unsigned value_of_graph() override { return value(all_); }
    std::size_t memo_entries() const override { return memo_.size(); }

private:
    unsigned value(const Bits<W>& pos) {
        unsigned x = 0;
        Bits<W> rest = pos;
        while (rest.any()) {
            const Bits<W> comp = component(rest, rest.lowest());
            rest = rest.minus(comp);
            x ^= component_value(comp);
        }
        return x;
    }

    // The connected component of `pos` containing v (flood fill over neighbourhood masks).
    Bits<W> component(const Bits<W>& pos, int v) const {
        Bits<W> comp, frontier;
        comp.set(v);
        frontier.set(v);
        while (frontier.any()) {
            Bits<W> next;
            frontier.each([&](int u) { next = next | open_[u]; });
            next = (next & pos).minus(comp);
            comp = comp | next;
            frontier = next;
        }
        return comp;
    }

    unsigned component_value(const Bits<W>& comp) {
        const std::string key = normal_form(comp);
        const auto it = memo_.find(key);
        if (it != memo_.end()) return it->second;
        std::vector<bool> seen;
        comp.each([&](int v) {
            const unsigned x = value(comp.minus(closed_[v]));
            if (x >= seen.size()) seen.resize(x + 1, false);
            seen[x] = true;
        });
        unsigned g = 0;
        while (g < seen.size() && seen[g]) ++g;
        memo_.emplace(key, g);
        return g;
    }

    // A string that is equal for two components iff (as far as the family's symmetries tell)
    // they are isomorphic: the least image under translation and the family's symmetries.
    std::string normal_form(const Bits<W>& comp) const {
        std::vector<std::pair<int, int>> cells;
        if (g_.lattice == LatticeKind::None) {
            std::string s(sizeof(comp.w), '\0');
            std::copy_n(reinterpret_cast<const char*>(comp.w.data()), sizeof(comp.w), s.begin());
            return s;
        }
        comp.each([&](int v) { cells.push_back(g_.coord[v]); });
        const int images = g_.lattice == LatticeKind::Plane ? 8 : 2;
        std::string best;
        std::vector<std::pair<int, int>> img(cells.size());
        for (int s = 0; s < images; ++s) {
            for (std::size_t k = 0; k < cells.size(); ++k) {
                int r = cells[k].first, c = cells[k].second;
                if (s & 1) c = -c;
                if (s & 2) r = -r;
                if (s & 4) std::swap(r, c);
                img[k] = {r, c};
            }
            int r0 = img[0].first, c0 = img[0].second;
            for (auto& p : img) r0 = std::min(r0, p.first), c0 = std::min(c0, p.second);
            for (auto& p : img) p.first -= r0, p.second -= c0;
            std::sort(img.begin(), img.end());
            std::string key;
            key.reserve(img.size() * 2);
            for (auto& p : img) key += char(p.first), key += char(p.second);
            if (s == 0 || key < best) best = std::move(key);
        }
        return best;
    }

    const KaylesGraph& g_;
    std::vector<Bits<W>> open_, closed_;
    Bits<W> all_;
    std::unordered_map<std::string, unsigned> memo_;
};

}  // namespace

std::unique_ptr<KaylesSolver> make_kayles_solver(const KaylesGraph& g) {
    if (g.n <= 64) return std::make_unique<Engine<1>>(g);
    if (g.n <= 128) return std::make_unique<Engine<2>>(g);
    if (g.n <= 192) return std::make_unique<Engine<3>>(g);
    if (g.n <= 256) return std::make_unique<Engine<4>>(g);
    throw std::invalid_argument("graphs of more than 256 vertices are not supported");
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
