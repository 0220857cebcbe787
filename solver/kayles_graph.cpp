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

Builder board(int rows, int cols, KaylesFrame frame, const std::string& description) {
    Builder b;
    b.g.description = description;
    b.g.n = rows * cols;
    b.g.adjacent.resize(b.g.n);
    b.g.frame = frame;
    b.g.rows = rows;
    b.g.cols = cols;
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c) b.g.coord.emplace_back(r, c);
    return b;
}

int iabs(int x) { return x < 0 ? -x : x; }

// The families' adjacency rules on Z^2, as functions of the offset between two distinct cells.
bool grid_rule(int dr, int dc, long long) { return iabs(dr) + iabs(dc) == 1; }
bool kings_rule(int dr, int dc, long long) { return std::max(iabs(dr), iabs(dc)) == 1; }
bool knights_rule(int dr, int dc, long long) { return iabs(dr) * iabs(dc) == 2; }
bool queens_rule(int dr, int dc, long long) {
    return (dr != 0 || dc != 0) && (dr == 0 || dc == 0 || iabs(dr) == iabs(dc));
}
bool strip_rule(int dr, int dc, long long k) { return dr == 0 && (iabs(dc) == 1 || iabs(dc) == k); }

// Free-frame family: every pair of board cells whose offset the rule accepts is an edge.
KaylesGraph free_family(int rows, int cols, bool line, bool (*rule)(int, int, long long), long long step,
                        const std::string& description) {
    Builder b = board(rows, cols, KaylesFrame::Free, description);
    b.g.line = line;
    b.g.offset_adjacent = rule;
    b.g.step = step;
    for (int u = 0; u < b.g.n; ++u)
        for (int v = u + 1; v < b.g.n; ++v)
            if (rule(v / cols - u / cols, v % cols - u % cols, step)) b.edge(u, v);
    return b.done();
}

int mod(int x, int m) { return ((x % m) + m) % m; }

// Board-frame family on the R x C torus: the rule sees offsets reduced mod R and mod C.
template <class Rule>
KaylesGraph torus_family(int rows, int cols, Rule rule, const std::string& description) {
    Builder b = board(rows, cols, KaylesFrame::Board, description);
    for (int u = 0; u < b.g.n; ++u)
        for (int v = u + 1; v < b.g.n; ++v)
            if (rule(mod(v / cols - u / cols, rows), mod(v % cols - u % cols, cols))) b.edge(u, v);
    return b.done();
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
    const auto size = [&](long long rows, long long cols) {
        if (rows < 0 || cols < 0) throw std::invalid_argument(d + ": sizes must be non-negative");
        if (rows > kMaxKaylesVertices || cols > kMaxKaylesVertices || rows * cols > kMaxKaylesVertices)
            throw std::invalid_argument(d + ": " + std::to_string(rows * cols) + " vertices, more than the " +
                                        std::to_string(kMaxKaylesVertices) + " supported");
    };
    if (family == "grid" || family == "torus") {
        want(2);
        size(args[0], args[1]);
        const int R = int(args[0]), C = int(args[1]);
        if (family == "grid") return free_family(R, C, false, grid_rule, 1, d);
        return torus_family(R, C, [R, C](int dr, int dc) {
            return (dc == 0 && (dr == 1 || dr == R - 1) && dr != 0) || (dr == 0 && (dc == 1 || dc == C - 1) && dc != 0);
        }, d);
    }
    if (family == "queens" || family == "kings" || family == "knights" || family == "torus-queens") {
        want(1);
        size(args[0], args[0]);
        const int N = int(args[0]);
        if (family == "queens") return free_family(N, N, false, queens_rule, 1, d);
        if (family == "kings") return free_family(N, N, false, kings_rule, 1, d);
        if (family == "knights") return free_family(N, N, false, knights_rule, 1, d);
        return torus_family(N, N, [N](int dr, int dc) {
            return (dr != 0 || dc != 0) && (dr == 0 || dc == 0 || dr == dc || dr == (N - dc) % N);
        }, d);
    }
    if (family == "path" || family == "cycle" || family == "strip") {
        want(family == "strip" ? 2 : 1);
        size(1, args[0]);
        const int N = int(args[0]);
        if (family == "cycle")
            return torus_family(1, N, [N](int, int dc) { return dc != 0 && (dc == 1 || dc == N - 1); }, d);
        const long long K = family == "strip" ? args[1] : 1;
        if (K < 1 || K > 1000000) throw std::invalid_argument(d + ": the strip step K must be in 1..1000000");
        return free_family(1, N, true, strip_rule, K, d);
    }
    if (family == "petersen") {  // P(N, K): u_i = i, v_i = N + i; u_i u_{i+1}, u_i v_i, v_i v_{i+K}
        want(2);
        const long long N = args[0], K = args[1];
        if (N < 3 || N > kMaxKaylesVertices / 2 || K < 1 || 2 * K >= N)
            throw std::invalid_argument(d + ": the generalized Petersen graph P(N, K) needs 3 <= N <= 128 and 1 <= K < N/2");
        Builder b;
        b.g.description = d;
        b.g.n = int(2 * N);
        b.g.adjacent.resize(b.g.n);
        for (int i = 0; i < N; ++i) {
            b.edge(i, int((i + 1) % N));
            b.edge(i, int(N + i));
            b.edge(int(N + i), int(N + (i + K) % N));
        }
        return b.done();
    }
    throw std::invalid_argument("unknown graph family '" + family +
                                "' (grid, torus, queens, torus-queens, kings, knights, path, cycle, strip, petersen)");
}

KaylesGraph make_dihedral_petersen(long long N, long long K) {
    KaylesGraph g = make_family("petersen", {N, K});
    g.description += " dihedral";
    g.frame = KaylesFrame::Ring;
    g.rows = 2;
    g.cols = int(N);
    for (int v = 0; v < g.n; ++v) g.coord.emplace_back(v / int(N), v % int(N));  // u_i = i, v_i = N + i
    return g;
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
    KaylesGraph g = b.done();
    g.description = "graph6 " + to_graph6(g);  // canonical spelling, whatever the input used
    return g;
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
    KaylesGraph g = b.done();
    g.description = "graph6 " + to_graph6(g);
    return g;
}

std::string to_graph6(const KaylesGraph& g) {
    std::string s;
    if (g.n < 63) {
        s += char(63 + g.n);
    } else {
        s += char(126);
        for (int shift = 12; shift >= 0; shift -= 6) s += char(63 + (g.n >> shift & 63));
    }
    int byte = 0, used = 0;
    for (int v = 1; v < g.n; ++v)
        for (int u = 0; u < v; ++u) {
            const auto& a = g.adjacent[v];
            byte = byte << 1 | int(std::binary_search(a.begin(), a.end(), u));
            if (++used == 6) s += char(63 + byte), byte = used = 0;
        }
    if (used) s += char(63 + (byte << (6 - used)));
    return s;
}

}  // namespace nimcert
