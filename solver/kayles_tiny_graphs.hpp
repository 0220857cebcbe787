// Node-Kayles values of every labelled graph on at most kTinyVertices vertices, in one table
// built once by the definition (G = mex of G(graph minus a vertex and its neighbours)). The
// small-component evaluation (kayles_small_values.hpp) looks its smallest subsets up here
// instead of recursing.
//
// A graph on n vertices 0..n-1 is given by its edges, one bit per pair i < j in the order
// (0,1), (0,2), ..., (0,n-1), (1,2), ..., (n-2,n-1): tiny_pair(n, i, j) is the bit's number.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

namespace nimcert::kayles {

constexpr int kTinyVertices = 6;

constexpr int tiny_pair(int n, int i, int j) { return i * (2 * n - i - 1) / 2 + (j - i - 1); }

class TinyGraphs {
public:
    static const TinyGraphs& get() {
        static const TinyGraphs t;  // built on first use (thread-safe), in about a millisecond
        return t;
    }
    // G of the graph on n <= kTinyVertices vertices with these edges.
    std::uint8_t value(int n, std::uint32_t edges) const { return table_[std::size_t(n)][edges]; }

private:
    TinyGraphs() {
        for (int n = 0; n <= kTinyVertices; ++n) {
            const int pairs = n * (n - 1) / 2;
            table_[std::size_t(n)].resize(std::size_t(1) << pairs);
            for (std::uint32_t e = 0; e < (std::uint32_t(1) << pairs); ++e) table_[std::size_t(n)][e] = mex_of(n, e);
        }
    }

    static bool adjacent(int n, std::uint32_t edges, int i, int j) {
        return i != j && (edges >> tiny_pair(n, i < j ? i : j, i < j ? j : i) & 1);
    }

    // The mex over the moves of the graph (n, edges); every option is smaller, so its value is
    // in the table already.
    std::uint8_t mex_of(int n, std::uint32_t edges) const {
        std::uint32_t seen = 0;
        for (int v = 0; v < n; ++v) {
            std::array<int, kTinyVertices> left{};  // the vertices the move leaves, in order
            int m = 0;
            for (int u = 0; u < n; ++u)
                if (u != v && !adjacent(n, edges, u, v)) left[std::size_t(m++)] = u;
            std::uint32_t sub = 0;
            for (int i = 0; i < m; ++i)
                for (int j = i + 1; j < m; ++j)
                    if (adjacent(n, edges, left[std::size_t(i)], left[std::size_t(j)])) sub |= std::uint32_t(1) << tiny_pair(m, i, j);
            seen |= std::uint32_t(1) << table_[std::size_t(m)][sub];
        }
        return std::uint8_t(__builtin_ctz(~seen));
    }

    std::array<std::vector<std::uint8_t>, kTinyVertices + 1> table_;
};

}  // namespace nimcert::kayles
