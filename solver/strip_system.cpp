#include "strip_system.hpp"

#include <algorithm>
#include <map>
#include <set>
#include <stdexcept>

namespace nimcert {

std::string Affine::str() const {
    std::string s;
    const auto term = [&](long long coef, const char* var) {
        if (coef == 0) return;
        if (coef < 0) s += '-';
        else if (!s.empty()) s += '+';
        if (coef != 1 && coef != -1) s += std::to_string(coef < 0 ? -coef : coef) + "*";
        s += var;
    };
    term(cn, "n");
    term(cv, "v");
    term(cu, "u");
    if (c != 0 || s.empty()) {
        if (c < 0) s += '-';
        else if (!s.empty()) s += '+';
        s += std::to_string(c < 0 ? -c : c);
    }
    return s;
}

std::vector<long long> family_cells(const StripSystem& s, int f, long long n) {
    const StripFamily& fam = s.families[static_cast<std::size_t>(f)];
    std::vector<long long> cells;
    for (std::size_t i = fam.left.size(); i >= 1; --i)
        if (fam.left[i - 1] == '1') cells.push_back(1 - static_cast<long long>(i));
    for (long long u = 1; u <= n; ++u) cells.push_back(u);
    for (std::size_t i = 1; i <= fam.right.size(); ++i)
        if (fam.right[i - 1] == '1') cells.push_back(n + static_cast<long long>(i));
    return cells;
}

namespace {

bool adjacent(long long u, long long w, int k) {
    const long long d = u > w ? u - w : w - u;
    return d == 1 || d == k;
}

std::vector<long long> remainder(const std::vector<long long>& cells, long long v, int k) {
    std::vector<long long> r;
    for (long long u : cells)
        if (u != v && !adjacent(u, v, k)) r.push_back(u);
    return r;
}

bool in_range(const StripTemplate& t, long long n, long long v) {
    return n >= t.nlo && (t.nhi < 0 || n <= t.nhi) && v >= t.vlo.at(n, 0) && v <= t.vhi.at(n, 0);
}

}  // namespace

int covering_template(const StripSystem& s, int f, long long n, long long v) {
    for (std::size_t i = 0; i < s.templates.size(); ++i)
        if (s.templates[i].family == f && in_range(s.templates[i], n, v)) return static_cast<int>(i);
    return -1;
}

bool template_holds(const StripSystem& s, const StripTemplate& t, long long n, long long v) {
    if (!in_range(t, n, v) || n < 0) return false;
    const auto cells = family_cells(s, t.family, n);
    if (!std::binary_search(cells.begin(), cells.end(), v)) return false;
    const auto rem = remainder(cells, v, s.k);
    std::map<long long, std::size_t> piece_of;
    std::size_t next = 0;
    for (std::size_t i = 0; i < t.pieces.size(); ++i) {
        const StripPiece& p = t.pieces[i];
        const bool last = i + 1 == t.pieces.size();
        if (last == p.hi.has_value()) return false;
        const long long size = p.size.at(n, v);
        if (size < 0 || (p.map.cu != 1 && p.map.cu != -1)) return false;
        std::vector<long long> image;
        for (; next < rem.size() && (last || rem[next] <= p.hi->at(n, v)); ++next) {
            image.push_back(p.map.at(n, v, rem[next]));
            piece_of[rem[next]] = i;
        }
        std::sort(image.begin(), image.end());
        if (image != family_cells(s, p.family, size)) return false;
    }
    if (next != rem.size()) return false;  // also covers "no pieces, nonempty remainder"
    for (long long u : rem)
        for (long long d : {1LL, static_cast<long long>(s.k)}) {
            const auto it = piece_of.find(u + d);
            if (it != piece_of.end() && it->second != piece_of[u]) return false;
        }
    return true;
}

namespace {

// Connected components of a cell set in the strip, each sorted; components must not
// interleave (true for k <= 3), so they are returned in increasing order of position.
std::vector<std::vector<long long>> components(const std::vector<long long>& cells, int k) {
    std::set<long long> left(cells.begin(), cells.end());
    std::vector<std::vector<long long>> out;
    while (!left.empty()) {
        std::vector<long long> comp, stack{*left.begin()};
        left.erase(left.begin());
        while (!stack.empty()) {
            const long long u = stack.back();
            stack.pop_back();
            comp.push_back(u);
            for (long long w : {u - 1, u + 1, u - k, u + k}) {
                const auto it = left.find(w);
                if (it != left.end()) {
                    left.erase(it);
                    stack.push_back(w);
                }
            }
        }
        std::sort(comp.begin(), comp.end());
        out.push_back(comp);
    }
    std::sort(out.begin(), out.end());
    for (std::size_t i = 1; i < out.size(); ++i)
        if (out[i].front() < out[i - 1].back()) throw std::runtime_error("strip components interleave");
    return out;
}

int popcount(const std::string& s) { return static_cast<int>(std::count(s.begin(), s.end(), '1')); }

struct Concrete {  // one piece at a concrete (n, v)
    int family;
    long long size, hi, cu, offset;  // map: w = cu*u + offset
};

class Deriver {
public:
    explicit Deriver(int k, std::size_t max_families) : max_(max_families) {
        sys_.k = k;
        family("", "");
    }

    StripSystem run() {
        for (std::size_t f = 0; f < sys_.families.size(); ++f) derive(static_cast<int>(f));
        return sys_;
    }

private:
    // The family with these patterns (either orientation), created if new; sets `flipped` if
    // the stored orientation is the mirror image.
    int family(const std::string& l, const std::string& r, bool* flipped = nullptr) {
        const bool flip = r < l;
        if (flipped) *flipped = flip;
        const std::string a = flip ? r : l, b = flip ? l : r;
        for (std::size_t i = 0; i < sys_.families.size(); ++i)
            if (sys_.families[i].left == a && sys_.families[i].right == b) return static_cast<int>(i);
        if (sys_.families.size() >= max_)
            throw std::runtime_error("strip k=" + std::to_string(sys_.k) + ": more than " + std::to_string(max_) +
                                     " families (the closure does not stay small)");
        const std::size_t i = sys_.families.size();
        std::string name = i < 26 ? std::string(1, char('a' + i)) : "f" + std::to_string(i);
        sys_.families.push_back({name, a, b});
        return static_cast<int>(i);
    }

    // A component represented with the run [beta, end] as the block.
    Concrete with_block(const std::vector<long long>& comp, long long beta, long long end) {
        std::string l, r;
        for (long long u = beta - 1; u >= comp.front(); --u)
            l += std::binary_search(comp.begin(), comp.end(), u) ? '1' : '0';
        for (long long u = end + 1; u <= comp.back(); ++u)
            r += std::binary_search(comp.begin(), comp.end(), u) ? '1' : '0';
        bool flip = false;
        const int f = family(l, r, &flip);
        const long long len = end - beta + 1;
        if (flip) return {f, len, comp.back(), -1, beta + len};
        return {f, len, comp.back(), 1, 1 - beta};
    }

    // A bounded component: an isometric copy of an existing member if there is one, otherwise
    // a new family whose block is the longest run.
    Concrete finite(const std::vector<long long>& comp) {
        const long long m = static_cast<long long>(comp.size());
        for (std::size_t g = 0; g < sys_.families.size(); ++g) {
            const long long size = m - popcount(sys_.families[g].left) - popcount(sys_.families[g].right);
            if (size < 0) continue;
            const auto cells = family_cells(sys_, static_cast<int>(g), size);
            for (long long cu : {1LL, -1LL}) {
                const long long offset = cu == 1 ? cells.front() - comp.front() : cells.front() + comp.back();
                std::vector<long long> image;
                for (long long u : comp) image.push_back(cu * u + offset);
                std::sort(image.begin(), image.end());
                if (image == cells) return {static_cast<int>(g), size, comp.back(), cu, offset};
            }
        }
        long long best = comp.front(), best_len = 0;
        for (std::size_t i = 0; i < comp.size();) {
            std::size_t j = i;
            while (j + 1 < comp.size() && comp[j + 1] == comp[j] + 1) ++j;
            if (static_cast<long long>(j - i + 1) > best_len) best = comp[i], best_len = static_cast<long long>(j - i + 1);
            i = j + 1;
        }
        return with_block(comp, best, best + best_len - 1);
    }

    // Pieces of F(n) - N[v]; the component holding `anchor` (if any) keeps its run as block.
    std::vector<Concrete> pieces(int f, long long n, long long v, long long anchor) {
        std::vector<Concrete> out;
        for (const auto& comp : components(remainder(family_cells(sys_, f, n), v, sys_.k), sys_.k)) {
            if (std::binary_search(comp.begin(), comp.end(), anchor)) {
                long long beta = anchor, end = anchor;
                while (std::binary_search(comp.begin(), comp.end(), beta - 1)) --beta;
                while (std::binary_search(comp.begin(), comp.end(), end + 1)) ++end;
                out.push_back(with_block(comp, beta, end));
            } else {
                out.push_back(finite(comp));
            }
        }
        return out;
    }

    static Affine in_n(long long n1, long long q1, long long q2) {  // the affine q(n) through two samples
        return Affine{q2 - q1, 0, 0, q1 - (q2 - q1) * n1};
    }

    // A near-end template (v = v0 + dv*n) from two samples, valid from the least n it holds.
    void near_end(int f, long long v0, long long dv, long long anchor_right) {
        const long long n1 = 4 * sys_.k + 24, n2 = n1 + 1;
        const auto anchor = [&](long long n) { return anchor_right ? n : 1; };
        const auto p1 = pieces(f, n1, v0 + dv * n1, anchor(n1)), p2 = pieces(f, n2, v0 + dv * n2, anchor(n2));
        if (p1.size() != p2.size()) throw std::runtime_error("near-end structure not stable");
        StripTemplate t;
        t.family = f;
        t.vlo = t.vhi = Affine{dv, 0, 0, v0};
        for (std::size_t i = 0; i < p1.size(); ++i) {
            if (p1[i].family != p2[i].family || p1[i].cu != p2[i].cu)
                throw std::runtime_error("near-end structure not stable");
            StripPiece p;
            p.family = p1[i].family;
            p.size = in_n(n1, p1[i].size, p2[i].size);
            if (i + 1 < p1.size()) p.hi = in_n(n1, p1[i].hi, p2[i].hi);
            p.map = in_n(n1, p1[i].offset, p2[i].offset);
            p.map.cu = p1[i].cu;
            t.pieces.push_back(p);
        }
        long long lo = n2 + 12;
        while (lo > 0 && template_holds(sys_, t, lo - 1, v0 + dv * (lo - 1))) --lo;
        for (long long n = lo; n <= n2 + 12; ++n)
            if (!template_holds(sys_, t, n, v0 + dv * n)) throw std::runtime_error("near-end template fails");
        t.nlo = lo;
        sys_.templates.push_back(t);
    }

    void derive(int f) {
        const int k = sys_.k;
        const StripFamily fam = sys_.families[static_cast<std::size_t>(f)];
        const long long L = static_cast<long long>(fam.left.size()), R = static_cast<long long>(fam.right.size());
        const std::size_t first = sys_.templates.size();
        // Interior: v in [k+1, n-k] leaves (left, X) of size v-k-1 and (X, right) of size n-v-k.
        const std::string X = k >= 3 ? "0" + std::string(static_cast<std::size_t>(k - 2), '1') : "";
        StripTemplate mid;
        mid.family = f;
        mid.vlo = Affine{0, 0, 0, k + 1};
        mid.vhi = Affine{1, 0, 0, -k};
        bool flip = false;
        StripPiece left, right;
        left.family = family(fam.left, X, &flip);
        left.size = Affine{0, 1, 0, -k - 1};
        left.hi = Affine{0, 1, 0, 0};
        left.map = flip ? Affine{0, 1, -1, -k} : Affine{0, 0, 1, 0};
        right.family = family(X, fam.right, &flip);
        right.size = Affine{1, -1, 0, -k};
        right.map = flip ? Affine{1, 0, -1, 1} : Affine{0, -1, 1, -k};
        mid.pieces = {left, right};
        sys_.templates.push_back(mid);
        // Near the ends: v = c for c in [1-L, k], and v = n + j for j in [1-k, R].
        for (long long c = 1 - L; c <= k; ++c)
            if (c >= 1 || fam.left[static_cast<std::size_t>(-c)] == '1') near_end(f, c, 0, true);
        for (long long j = 1 - k; j <= R; ++j)
            if (j <= 0 || fam.right[static_cast<std::size_t>(j - 1)] == '1') near_end(f, j, 1, false);
        // Below the thresholds: one template per (n, v) not covered yet.
        long long top = 0;
        for (std::size_t i = first; i < sys_.templates.size(); ++i) top = std::max(top, sys_.templates[i].nlo);
        for (long long n = 0; n < top; ++n)
            for (long long v : family_cells(sys_, f, n)) {
                if (covering_template(sys_, f, n, v) >= 0) continue;
                StripTemplate t;
                t.family = f;
                t.nlo = t.nhi = n;
                t.vlo = t.vhi = Affine{0, 0, 0, v};
                const auto ps = pieces(f, n, v, 1LL << 40);
                for (std::size_t i = 0; i < ps.size(); ++i) {
                    StripPiece p;
                    p.family = ps[i].family;
                    p.size = Affine{0, 0, 0, ps[i].size};
                    if (i + 1 < ps.size()) p.hi = Affine{0, 0, 0, ps[i].hi};
                    p.map = Affine{0, 0, ps[i].cu, ps[i].offset};
                    t.pieces.push_back(p);
                }
                if (!template_holds(sys_, t, n, v)) throw std::runtime_error("point template fails");
                sys_.templates.push_back(t);
            }
        for (long long n = 0; n <= top + 3 * k + 8; ++n)
            for (long long v : family_cells(sys_, f, n)) {
                const int t = covering_template(sys_, f, n, v);
                if (t < 0 || !template_holds(sys_, sys_.templates[static_cast<std::size_t>(t)], n, v))
                    throw std::runtime_error("strip k=" + std::to_string(k) + ": family " + fam.name + " at n=" +
                                             std::to_string(n) + ", v=" + std::to_string(v) + " not reduced");
            }
    }

    StripSystem sys_;
    std::size_t max_;
};

}  // namespace

StripSystem derive_strip_system(int k, std::size_t max_families) {
    if (k < 1 || k > 3)
        throw std::invalid_argument("strip k=" + std::to_string(k) +
                                    ": deleting N[v] does not split P_n(k) into a left and a right part for k >= 4 "
                                    "(v-2 and v+k-2 stay adjacent), so no family system is derived");
    return Deriver(k, max_families).run();
}

}  // namespace nimcert
