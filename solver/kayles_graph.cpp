#include "kayles_graph.hpp"

#include <algorithm>
#include <sstream>
#include <stdexcept>

namespace nimcert {

namespace {

struct Builder {
    KaylesGraph g;
    void edge(int u, int v) {
        if (u == v) return;
        g.adjacent[u].push_back(v);
        g.adjacent[v].push_back(u);
    }
    KaylesGraph done() {
        for (auto& a : g.adjacent) {
            std::sort(a.begin(), a.end());
            a.erase(std::unique(a.begin(), a.end()), a.end());
        }
        return std::move(g);
    }
};

void check_size(long long n, const std::string& what) {
    if (n < 0) throw std::invalid_argument(what + ": sizes must be non-negative");
    if (n > kMaxKaylesVertices)
        throw std::invalid_argument(what + ": " + std::to_string(n) + " vertices, more than the " +
                                    std::to_string(kMaxKaylesVertices) + " supported");
}

Builder plane(int rows, int cols, const std::string& description) {
    Builder b;
    b.g.description = description;
    b.g.n = rows * cols;
    b.g.adjacent.resize(b.g.n);
    b.g.lattice = LatticeKind::Plane;
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c) b.g.coord.emplace_back(r, c);
    return b;
}

// Adds every edge between cells whose offset (dr, dc) satisfies `adjacent`.
template <class Pred>
void connect(Builder& b, int rows, int cols, Pred adjacent) {
    for (int u = 0; u < rows * cols; ++u)
        for (int v = u + 1; v < rows * cols; ++v) {
            const int dr = v / cols - u / cols, dc = v % cols - u % cols;
            if (adjacent(dr < 0 ? -dr : dr, dc < 0 ? -dc : dc)) b.edge(u, v);
        }
}

}  // namespace

KaylesGraph make_family(const std::string& family, const std::vector<long long>& args) {
    const auto want = [&](std::size_t k) {
        if (args.size() != k)
            throw std::invalid_argument(family + " takes " + std::to_string(k) + " number(s)");
    };
    const std::string d = [&] {
        std::string s = family;
        for (auto a : args) s += " " + std::to_string(a);
        return s;
    }();
    if (family == "grid" || family == "torus") {
        want(2);
        if (args[0] < 0 || args[1] < 0 || args[0] * args[1] > kMaxKaylesVertices) check_size(args[0] * args[1], d);
        const int R = int(args[0]), C = int(args[1]);
        Builder b = plane(R, C, d);
        connect(b, R, C, [](int dr, int dc) { return dr + dc == 1; });
        if (family == "torus") {
            b.g.lattice = LatticeKind::None;  // wrap-around breaks the planar normal form
            for (int r = 0; r < R; ++r)
                if (C > 2) b.edge(r * C, r * C + C - 1);
            for (int c = 0; c < C; ++c)
                if (R > 2) b.edge(c, (R - 1) * C + c);
        }
        return b.done();
    }
    if (family == "queens" || family == "kings" || family == "knights") {
        want(1);
        if (args[0] < 0 || args[0] > 16) check_size(args[0] * args[0], d);
        const int N = int(args[0]);
        Builder b = plane(N, N, d);
        if (family == "queens") connect(b, N, N, [](int dr, int dc) { return dr == 0 || dc == 0 || dr == dc; });
        if (family == "kings") connect(b, N, N, [](int dr, int dc) { return dr <= 1 && dc <= 1; });
        if (family == "knights") connect(b, N, N, [](int dr, int dc) { return dr * dc == 2; });
        return b.done();
    }
    if (family == "path" || family == "cycle" || family == "strip") {
        want(family == "strip" ? 2 : 1);
        check_size(args[0], d);
        const int N = int(args[0]);
        const long long K = family == "strip" ? args[1] : 1;
        if (K < 1) throw std::invalid_argument(d + ": the strip step K must be at least 1");
        Builder b = plane(1, N, d);
        b.g.lattice = family == "cycle" ? LatticeKind::None : LatticeKind::Line;
        for (int i = 0; i + 1 < N; ++i) b.edge(i, i + 1);
        for (long long i = 0; i + K < N; ++i) b.edge(int(i), int(i + K));
        if (family == "cycle" && N > 2) b.edge(0, N - 1);
        return b.done();
    }
    throw std::invalid_argument("unknown graph family '" + family +
                                "' (grid, torus, queens, kings, knights, path, cycle, strip)");
}

KaylesGraph parse_graph6(const std::string& text) {
    std::string s = text;
    while (!s.empty() && (s.back() == '\n' || s.back() == '\r')) s.pop_back();
    if (s.rfind(">>graph6<<", 0) == 0) s = s.substr(10);
    if (s.empty()) throw std::invalid_argument("graph6: empty input");
    if (s.find('\n') != std::string::npos) throw std::invalid_argument("graph6: more than one graph in the file");
    for (char c : s)
        if (c < 63 || c > 126) throw std::invalid_argument("graph6: byte " + std::to_string(int((unsigned char)c)) + " outside 63..126");
    std::size_t pos = 0;
    long long n;
    if (s[0] != 126) {
        n = s[0] - 63;
        pos = 1;
    } else {
        if (s.size() < 4 || s[1] == 126) throw std::invalid_argument("graph6: graphs this large are not supported");
        n = ((s[1] - 63) << 12) | ((s[2] - 63) << 6) | (s[3] - 63);
        pos = 4;
    }
    check_size(n, "graph6");
    const std::size_t bits = std::size_t(n) * std::size_t(n - (n > 0)) / 2;
    const std::size_t need = (bits + 5) / 6;
    if (s.size() - pos != need)
        throw std::invalid_argument("graph6: " + std::to_string(n) + " vertices need " + std::to_string(need) +
                                    " data bytes, found " + std::to_string(s.size() - pos));
    Builder b;
    b.g.description = "graph6 (" + std::to_string(n) + " vertices)";
    b.g.n = int(n);
    b.g.adjacent.resize(n);
    std::size_t k = 0;
    for (int v = 1; v < n; ++v)
        for (int u = 0; u < v; ++u, ++k) {
            const int byte = s[pos + k / 6] - 63;
            if (byte >> (5 - k % 6) & 1) b.edge(u, v);
        }
    for (; k < need * 6; ++k)
        if ((s[pos + k / 6] - 63) >> (5 - k % 6) & 1) throw std::invalid_argument("graph6: nonzero padding bits");
    return b.done();
}

KaylesGraph parse_edge_list(const std::string& text) {
    std::istringstream in(text);
    std::string line;
    long line_no = 0;
    long long n = -1, m = -1, seen = 0;
    Builder b;
    const auto bad = [&](const std::string& why) {
        return std::invalid_argument("edge list line " + std::to_string(line_no) + ": " + why);
    };
    while (std::getline(in, line)) {
        ++line_no;
        if (line.empty() || line[0] == '#') continue;
        std::istringstream f(line);
        long long u, v;
        std::string extra;
        if (!(f >> u >> v) || (f >> extra)) throw bad("expected two integers");
        if (n < 0) {
            n = u;
            m = v;
            check_size(n, "edge list");
            if (m < 0) throw bad("negative edge count");
            b.g.n = int(n);
            b.g.adjacent.resize(n);
            b.g.description = "edges (" + std::to_string(n) + " vertices)";
            continue;
        }
        if (u < 0 || v < 0 || u >= n || v >= n) throw bad("vertex id out of range 0.." + std::to_string(n - 1));
        if (u == v) throw bad("self-loop at vertex " + std::to_string(u));
        const auto& a = b.g.adjacent[u];
        if (std::find(a.begin(), a.end(), int(v)) != a.end()) throw bad("duplicate edge " + std::to_string(u) + " " + std::to_string(v));
        b.edge(int(u), int(v));
        ++seen;
    }
    if (n < 0) throw std::invalid_argument("edge list: missing the 'n m' header line");
    if (seen != m) throw std::invalid_argument("edge list: header announces " + std::to_string(m) + " edges, found " + std::to_string(seen));
    return b.done();
}

}  // namespace nimcert
