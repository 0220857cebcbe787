#include "coupled_families.hpp"

#include <algorithm>
#include <numeric>

#include "failure.hpp"
#include "strip_obligations.hpp"
#include "work.hpp"

namespace nimcheck {

namespace {

constexpr long long kMaxSize = 100000;  // n of a record or template bound, width of a v range
constexpr std::size_t kMaxPattern = 64, kMaxFamilies = 64, kMaxPieces = 16, kMaxTemplates = 100000;

// An unsigned decimal <= max, as the signed type the strip arithmetic uses.
long long number(std::string_view s, long long max, const char* what, long line) {
    return static_cast<long long>(parse_unsigned(s, static_cast<std::uint64_t>(max), what, line));
}

// "n-v-4", "u-v-3", "n+1-u", "-1": terms n, v (and u if allowed), each at most once, coefficient
// +-1, and at most one constant.
Affine parse_affine(std::string_view s, bool with_u, long line) {
    Affine a;
    bool seen[4] = {false, false, false, false};
    if (s.empty() || s[0] == '+') malformed(line, "bad expression " + quote(s));
    for (std::size_t i = 0; i < s.size();) {
        const long long sign = s[i] == '-' ? -1 : 1;
        if (s[i] == '-' || s[i] == '+') ++i;
        std::size_t j = i;
        while (j < s.size() && s[j] != '+' && s[j] != '-') ++j;
        const std::string_view t = s.substr(i, j - i);
        const int slot = t == "n" ? 0 : t == "v" ? 1 : t == "u" && with_u ? 2 : 3;
        if (t.empty() || seen[slot])
            malformed(line, "bad expression " + quote(s) + " (terms n, v" + (with_u ? ", u" : "") + " and one constant)");
        seen[slot] = true;
        int& coef = slot == 0 ? a.cn : slot == 1 ? a.cv : slot == 2 ? a.cu : a.c;
        coef = static_cast<int>(sign * (slot == 3 ? number(t, kMaxSize, "constant", line) : 1));
        i = j;
    }
    return a;
}

std::size_t family_index(const System& s, std::string_view name, long line) {
    for (std::size_t i = 0; i < s.fam.size(); ++i)
        if (s.fam[i].name == name) return i;
    malformed(line, "unknown family " + quote(name));
}

bool in_member(const SysFamily& f, long long n, long long w) {
    if (w >= 1 && w <= n) return true;
    if (w <= 0 && 1 - w <= static_cast<long long>(f.left.size())) return f.left[static_cast<std::size_t>(-w)] == '1';
    if (w > n && w - n <= static_cast<long long>(f.right.size())) return f.right[static_cast<std::size_t>(w - n - 1)] == '1';
    return false;
}

bool adjacent(long long u, long long w, long long k) { return u - w == 1 || w - u == 1 || u - w == k || w - u == k; }

std::string member(const System& s, std::size_t f, long long n) { return s.fam[f].name + "(" + str(n) + ")"; }

// The game line `game strip K`, then families and templates; leaves the first other line in
// r.fields() (which `game` may be: it is read first).
System read_system(const std::vector<std::string_view>& game, long line, LineReader& r) {
    const std::vector<std::string_view>& f = r.fields();
    System s;
    if (game.size() != 3 || game[0] != "game" || game[1] != "strip") malformed(line, "expected 'game strip <k>'");
    s.k = number(game[2], 64, "the strip step k", line);
    if (s.k < 1) malformed(line, "the strip step k must be at least 1");
    for (r.expect("the values line"); f[0] == "family"; r.expect("the values line")) {
        if (f.size() != 4) malformed(r.line(), "expected 'family <name> <left> <right>'");
        const std::string_view name = f[1];
        if (name.size() > 16 || name[0] < 'a' || name[0] > 'z' || name.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789_") != std::string_view::npos)
            malformed(r.line(), "a family name is a lower-case letter then [a-z0-9_], at most 16: " + quote(name));
        for (const auto& g : s.fam)
            if (g.name == name) malformed(r.line(), "family " + quote(name) + " defined twice");
        if (s.fam.size() >= kMaxFamilies) malformed(r.line(), "more than 64 families (limit)");
        SysFamily fam{std::string(name), "", "", 0};
        for (int side = 0; side < 2; ++side) {
            const std::string_view p = f[2 + side];
            if (p == "-") continue;
            if (p.size() > kMaxPattern || p.find_first_not_of("01") != std::string_view::npos)
                malformed(r.line(), "a pattern is '-' or 1 to 64 characters 0/1: " + quote(p));
            (side ? fam.right : fam.left) = std::string(p);
            fam.pattern_cells += static_cast<long long>(std::count(p.begin(), p.end(), '1'));
        }
        s.fam.push_back(fam);
    }
    if (s.fam.empty()) malformed(r.line(), "a strip system needs at least one 'family' line");
    s.of_family.resize(s.fam.size());
    for (; f[0] == "template"; r.expect("the values line")) {
        if (f.size() < 6 || (f.size() - 6) % 4 != 0 || (f.size() - 6) / 4 > kMaxPieces)
            malformed(r.line(), "expected 'template <f> <nlo> <nhi|*> <vlo> <vhi>' and up to 16 pieces '<g> <size> <hi|*> <map>'");
        if (s.tpl.size() >= kMaxTemplates) malformed(r.line(), "more than 100000 templates (limit)");
        SysTemplate t{family_index(s, f[1], r.line()), number(f[2], kMaxSize, "nlo", r.line()),  // (evaluated in order)
                      f[3] == "*" ? -1 : number(f[3], kMaxSize, "nhi", r.line()), parse_affine(f[4], false, r.line()),
                      parse_affine(f[5], false, r.line()), {}, r.line()};
        if (t.vlo.cv || t.vhi.cv) malformed(r.line(), "a bound on v may use n, not v");
        for (std::size_t i = 6; i < f.size(); i += 4) {
            SysPiece p;
            p.g = family_index(s, f[i], r.line());
            p.size = parse_affine(f[i + 1], false, r.line());
            const bool last = i + 4 == f.size();
            if (last != (f[i + 2] == "*")) malformed(r.line(), "every piece but the last has an upper end; the last has '*'");
            if (!last) p.hi = parse_affine(f[i + 2], false, r.line());
            p.map = parse_affine(f[i + 3], true, r.line());
            if (p.map.cu == 0) malformed(r.line(), "a map must be u + ... or ... - u");
            t.pieces.push_back(p);
        }
        s.tpl.push_back(t);
        s.of_family[t.f].push_back(s.tpl.size() - 1);
    }
    return s;
}

using Table = std::vector<std::vector<std::uint32_t>>;  // x[f][n], verified records

// Lemma `strip-decomposition` (proofs/coupled-families.md): F(n) - N[v] is the disjoint union
// of the pieces' members when each piece's cells map into its member, as many cells as the
// member has (the maps are isometries, so this is a bijection keeping adjacency), and no edge
// crosses from one piece to the next.
// Coq: strip_decomposition, strip_record (proofs/coq/StripDecomposition.v), given these checks as
// cover, pairwise separation and onto-images; strip_decomposition_checked (proofs/coq/StripChecks.v)
// takes exactly these tests: onto_by_count (the cell count gives onto, T2), cuts_pairwise
// (non-decreasing ends, no edge across each end: pairwise separation), cut_window (the (hi-k, hi]
// window finds every edge across hi); member_length: size + pattern_cells (size >= 0) is the
// member's cell count, so strip_decomposition_counted takes this function's own count.
void check_decomposition(const System& s, const SysTemplate& t, long long n, long long v, long line) {
    const SysFamily& F = s.fam[t.f];
    const std::string at = F.name + "(" + str(n) + "), vertex " + str(v) + ", template on line " + str(t.line) + ": ";
    std::vector<long long> rem;
    for (long long u = -static_cast<long long>(F.left.size()); u <= n + static_cast<long long>(F.right.size()); ++u)
        if (in_member(F, n, u) && u != v && !adjacent(u, v, s.k)) rem.push_back(u);
    work.done += static_cast<std::uint64_t>(n + 1) + F.left.size() + F.right.size() + rem.size();  // cells read, cells mapped
    std::size_t next = 0;
    for (std::size_t i = 0; i < t.pieces.size(); ++i) {
        const SysPiece& p = t.pieces[i];
        const bool last = i + 1 == t.pieces.size();
        const SysFamily& G = s.fam[p.g];
        const long long size = p.size.at(n, v), hi = last ? 0 : p.hi.at(n, v);
        if (size < 0) rejected(line, at + "a piece of negative size " + str(size));
        if (i > 0 && !last && hi < t.pieces[i - 1].hi.at(n, v)) rejected(line, at + "piece ends decrease");
        long long count = 0;
        for (; next < rem.size() && (last || rem[next] <= hi); ++next, ++count)
            if (!in_member(G, size, p.map.at(n, v, rem[next])))
                rejected(line, at + "cell " + str(rem[next]) + " maps to " + str(p.map.at(n, v, rem[next])) +
                                   ", not a vertex of " + member(s, p.g, size));
        if (count != size + G.pattern_cells)
            rejected(line, at + member(s, p.g, size) + " has " + str(size + G.pattern_cells) + " vertices, the piece " + str(count));
        for (long long u = hi - s.k + 1; !last && u <= hi; ++u)
            for (long long w : {u + 1, u + s.k})
                if (w > hi && std::binary_search(rem.begin(), rem.end(), u) && std::binary_search(rem.begin(), rem.end(), w))
                    rejected(line, at + "cells " + str(u) + " and " + str(w) + " are adjacent but in different pieces");
    }
    if (next != rem.size()) rejected(line, at + "cell " + str(rem[next]) + " of the remainder is in no piece");
}

// Record "f n g w_0 ... w_{g-1}": theorem `strip-mex` (every vertex of F(n) is a move, its
// option is decomposed by the first template covering it, and g is the mex of the options).
// Coq: strip_mex (proofs/coq/StripMex.v).
void check_record(const System& s, Table& x, const std::vector<std::string_view>& fields, long line) {
    if (fields.size() < 3) malformed(line, "a record is '<family> <n> <value> <witnesses>'");
    const std::size_t f = family_index(s, fields[0], line);
    const long long n = number(fields[1], kMaxSize, "n", line);
    if (n != static_cast<long long>(x[f].size()))
        malformed(line, "expected the record of " + member(s, f, static_cast<long long>(x[f].size())) + ", found " + member(s, f, n));
    const std::uint32_t g = static_cast<std::uint32_t>(parse_unsigned(fields[2], kMaxNumber, "value", line));
    if (fields.size() - 3 != g) malformed(line, member(s, f, n) + ": value " + str(g) + " needs " + str(g) + " witnesses");
    const SysFamily& F = s.fam[f];
    const long long lo = -static_cast<long long>(F.left.size()), hi = n + static_cast<long long>(F.right.size());
    const std::size_t cells = static_cast<std::size_t>(hi - lo + 1);
    std::vector<long long> value(cells, -1);  // value[v - lo]; -1: not a vertex
    // The first template in file order covering each v: the family's templates for n, each taking
    // the v of its range not yet taken (next[i] skips taken ones): O(templates + cells) per record.
    std::vector<const SysTemplate*> first(cells, nullptr);
    std::vector<std::size_t> next(cells + 1);
    std::iota(next.begin(), next.end(), std::size_t{0});
    const auto untaken = [&](std::size_t i) { while (next[i] != i) i = next[i] = next[next[i]]; return i; };
    work.done += s.of_family[f].size() + cells;  // the covering templates, below
    for (const std::size_t k : s.of_family[f]) {
        const SysTemplate& t = s.tpl[k];
        const long long a = std::max(lo, t.vlo.at(n, 0)) - lo, b = std::min(hi, t.vhi.at(n, 0)) - lo;
        if (n < t.nlo || (t.nhi >= 0 && n > t.nhi) || a > b) continue;
        for (std::size_t i = untaken(static_cast<std::size_t>(a)); i <= static_cast<std::size_t>(b); i = untaken(i + 1)) first[i] = &t, next[i] = i + 1;
    }
    for (long long v = lo; v <= hi; ++v) {
        if (!in_member(F, n, v)) continue;
        const SysTemplate* t = first[static_cast<std::size_t>(v - lo)];
        if (!t) rejected(line, member(s, f, n) + ": no template covers vertex " + str(v));
        check_decomposition(s, *t, n, v, line);
        std::uint32_t o = 0;
        for (const auto& p : t->pieces) {
            const long long size = p.size.at(n, v);
            if (size >= static_cast<long long>(x[p.g].size()))
                rejected(line, member(s, f, n) + ", vertex " + str(v) + ": its piece " + member(s, p.g, size) +
                                   " has no record yet (records must come before their use)");
            o ^= x[p.g][static_cast<std::size_t>(size)];
        }
        value[static_cast<std::size_t>(v - lo)] = o;
    }
    for (std::uint32_t k = 0; k < g; ++k) {
        const std::string_view w = fields[3 + k];
        const bool neg = w[0] == '-';
        const long long v = (neg ? -1 : 1) * number(w.substr(neg ? 1 : 0), kMaxSize, "witness", line);
        const long long o = v < lo || v > hi ? -1 : value[static_cast<std::size_t>(v - lo)];
        if (o < 0) rejected(line, member(s, f, n) + ": witness " + str(v) + " for value " + str(k) + " is not a vertex");
        if (o != k) rejected(line, member(s, f, n) + ": witness " + str(v) + " for value " + str(k) + " reaches " + str(o));
    }
    for (long long v = lo; v <= hi; ++v)
        if (value[static_cast<std::size_t>(v - lo)] == g)
            rejected(line, member(s, f, n) + ": claimed " + str(g) + " but vertex " + str(v) + " reaches " + str(g));
    x[f].push_back(g);
}

// Theorem `coupled-periodicity`: the window end B for (n0, p), from the templates' shapes.
// Coq: coupled_periodicity (proofs/coq/CoupledPeriodicity.v), whose window_end is this maximum;
// the two shapes below become its rules by one_end_instance, split_instance (StripInstantiation.v).
long long window_end(const System& s, long long n0, long long p, long line) {
    long long B = n0;
    for (const auto& t : s.tpl) B = std::max(B, t.nhi < 0 ? t.nlo : t.nhi + 1);  // N*: only unbounded templates beyond
    for (const auto& t : s.tpl) {
        if (t.nhi >= 0) continue;
        const std::string where = "the template on line " + str(t.line) + ": no theorem covers its shape (";
        const long long dl = t.vlo.cn, dh = t.vhi.cn;
        if (dl == dh) {  // v = j + dl*n: every piece fixed or of size n - c with c >= 1
            if (t.vhi.c - t.vlo.c > kMaxSize) rejected(line, where + "v range too wide)");
            for (long long j = t.vlo.c; j <= t.vhi.c; ++j)
                for (const auto& q : t.pieces) {
                    const long long e = q.size.cn + q.size.cv * dl, c = -(q.size.c + q.size.cv * j);
                    if (e == 1 && c >= 1) B = std::max(B, n0 + c);
                    else if (e != 0) rejected(line, where + "at v=" + str(j) + (dl ? "+n" : "") + " a piece is neither fixed nor of size n-c, c >= 1)");
                }
        } else if (dl == 0 && dh == 1) {  // pieces a = v + ga, b = n - v + gb, fixed ones: every split a + b = n - c
            long long ga = 0, gb = 0;
            int na = 0, nb = 0, other = 0;
            for (const auto& q : t.pieces) {
                if (q.size.cn == 0 && q.size.cv == 1) ga = q.size.c, ++na;
                else if (q.size.cn == 1 && q.size.cv == -1) gb = q.size.c, ++nb;
                else if (q.size.cn != 0 || q.size.cv != 0) ++other;
            }
            const long long c = -(ga + gb), a0 = t.vlo.c + ga, b0 = gb - t.vhi.c;
            if (na != 1 || nb != 1 || other || c < 1 || a0 < 0 || b0 < 0)
                rejected(line, where + "a split needs one piece v+ga, one n-v+gb, the rest fixed; c = -(ga+gb) >= 1, a0, b0 >= 0)");
            B = std::max(B, c + std::max(n0, a0) + std::max(n0, b0) + p - 1);
        } else {
            rejected(line, where + "v ranges from a constant to n+c or between constants or n+constants only)");
        }
    }
    return B;
}

}  // namespace

System read_strip_system(LineReader& reader) {
    const long line = reader.expect("the header");
    if (reader.text() != "nimcert-certificate 1") malformed(line, "expected 'nimcert-certificate 1'");
    return read_system(reader.fields(), reader.expect("the game line"), reader);
}

std::string check_strip(LineReader& reader, const std::vector<std::string_view>& game, long line) {
    const std::vector<std::string_view>& fields = reader.fields();
    const System s = read_system(game, line, reader);
    const std::string K = str(s.k);
    std::string statement = "Node-Kayles on P_n(" + K + ") (cells 1..n, edges {i,i+1}" + (s.k > 1 ? ", {i,i+" + K + "}" : "") + ") and its families";
    for (const auto& F : s.fam) statement += " " + F.name + "=" + (F.left.empty() ? "-" : F.left) + "/" + (F.right.empty() ? "-" : F.right);
    bool proved = false;
    if (fields[0] == "reductions") {  // theorem `strip-reduction`: the templates hold for all n (z3)
        if (fields.size() != 2) malformed(reader.line(), "expected 'reductions <sha256>'");
        statement += check_reductions(s, fields[1], reader.line());
        proved = true;
        reader.expect("the values line");
    }
    if (fields[0] != "values" || fields.size() != 2) malformed(reader.line(), "expected 'values <count>' after the templates");
    const long long count = number(fields[1], 100000000, "record count", reader.line());
    const double cells = std::min<double>(static_cast<double>(count), kMaxSize) + 129;  // per member, at most
    check_work_cap(reader.line(), static_cast<double>(count) * (static_cast<double>(s.tpl.size()) + cells * cells));
    Table x(s.fam.size());
    for (long long i = 0; i < count; ++i) {
        reader.expect("the last record");
        if (fields[0] == "period" || fields[0] == "end") malformed(reader.line(), "fewer records than the values line announces");
        check_record(s, x, fields, reader.line());
        check_work_done(reader.line());
    }
    statement += "; values listed for n <";
    for (std::size_t f = 0; f < s.fam.size(); ++f) statement += " " + str(x[f].size()) + " (" + s.fam[f].name + ")";
    reader.expect("'end'");
    const auto x_at = [&](std::size_t f, long long n) {  // rejected if not listed
        if (n < 0 || n >= static_cast<long long>(x[f].size()))
            rejected(reader.line(), "the claim needs " + member(s, f, n) + " but the records of family " + s.fam[f].name + " stop at n=" +
                                        str(static_cast<long long>(x[f].size()) - 1));
        return x[f][static_cast<std::size_t>(n)];
    };
    long long n0 = -1, p = 0;
    if (fields[0] == "period") {
        if (fields.size() != 3) malformed(reader.line(), "expected 'period <n0> <p>'");
        n0 = number(fields[1], kMaxSize, "n0", reader.line());
        p = number(fields[2], kMaxSize, "p", reader.line());
        if (p == 0) rejected(reader.line(), "the period must be at least 1");
        if (!proved) rejected(reader.line(), "a period claim needs the 'reductions' line (the templates proved for all n)");
        // Theorem `coupled-periodicity` (Coq: coupled_periodicity): agreement on [n0, B) for every
        // family gives all n >= n0.
        const long long B = window_end(s, n0, p, reader.line());
        for (long long n = n0; n < B; ++n)
            for (std::size_t f = 0; f < s.fam.size(); ++f)
                if (x_at(f, n) != x_at(f, n + p))
                    rejected(reader.line(), "period " + str(p) + " fails for family " + s.fam[f].name + " at n=" + str(n) + ": " + member(s, f, n) +
                                         "=" + str(x_at(f, n)) + " but " + member(s, f, n + p) + "=" + str(x_at(f, n + p)));
        statement += "; x(n+" + str(p) + ") = x(n) for every family and all n >= " + str(n0) + " (window [" + str(n0) + ", " + str(B) + "))";
        reader.expect("'end'");
    }
    std::vector<bool> done(s.fam.size(), false);
    for (; fields[0] == "prefix"; reader.expect("'end'")) {
        if (fields.size() != 3) malformed(reader.line(), "expected 'prefix <family> <m>'");
        if (n0 < 0) malformed(reader.line(), "'prefix' needs a 'period' line before it");
        const std::size_t f = family_index(s, fields[1], reader.line());
        const SysFamily& F = s.fam[f];
        const long long m = number(fields[2], kMaxSize, "m", reader.line());
        if (done[f]) malformed(reader.line(), "a second 'prefix' line for family " + F.name);
        done[f] = true;
        for (long long n = m; n < n0; ++n)  // below the system's n0: directly
            if (x_at(f, n) != x_at(f, n + p))
                rejected(reader.line(), "period " + str(p) + " fails for family " + F.name + " at n=" + str(n));
        // Theorems `least-prefix` and `least-period` (proofs/periodicity.md §4) for family f.
        if (m > 0 && x_at(f, m - 1) == x_at(f, m - 1 + p))
            rejected(reader.line(), "prefix " + str(m) + " is not least for family " + F.name + ": the period holds at n=" + str(m - 1));
        const auto differ = [&](long long n, long long k) { return x_at(f, n) != x_at(f, k); };
        if (const std::uint64_t q = smaller_period(m, p, differ))
            rejected(reader.line(), "period " + str(p) + " is not least for family " + F.name + ": " + str(q) + " works on [" + str(m) + ", " + str(m + p) + ")");
        const std::string X = F.left.empty() && F.right.empty() ? "G(P_{n+" + str(p) + "}(" + K + ")) = G(P_n(" + K + "))"
                                                                : F.name + "(n+" + str(p) + ") = " + F.name + "(n)";
        statement += "; " + X + (m > 0 ? " for all n > " + str(m - 1) + " and not for n = " + str(m - 1) : " for all n >= 0") +
                     " (least period " + str(p) + ")";
        if (F.left.empty() && F.right.empty())  // the sequence itself, for every n
            statement += ", so for all n >= 0 G(P_n(" + K + ")) = " + F.name + "(n) as listed if n < " + str(m + p) + ", else " +
                         F.name + "(" + str(m) + " + (n - " + str(m) + ") mod " + str(p) + ")";
    }
    if (fields[0] != "end" || fields.size() != 1) malformed(reader.line(), "expected 'period', 'prefix' or 'end', found " + quote(fields[0]));
    return statement;
}

}  // namespace nimcheck
