// Node-Kayles on the strips P_n(k) as a coupled family system (certs/FORMAT.md, "Strip
// systems"): several families F(n) of strip graphs whose moves leave disjoint unions of smaller
// family members, as the certificate's templates say. Records are checked on the graph itself;
// the period claim needs the templates proved for all n (z3, through the obligations' digest:
// strip_obligations.hpp). Theorems: proofs/coupled-families.md.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "line_reader.hpp"

namespace nimcheck {

// cn*n + cv*v + cu*u + c with cn, cv, cu in {-1, 0, 1} and |c| <= 100000 (int: 100,000 templates
// of 16 pieces stay compact), evaluated in long long.
struct Affine {
    int cn = 0, cv = 0, cu = 0, c = 0;
    long long at(long long n, long long v, long long u = 0) const { return cn * n + cv * v + cu * u + c; }
};

// Member F(n): cells 1..n, cell 1-i if left[i-1] == '1', cell n+i if right[i-1] == '1'.
struct SysFamily {
    std::string name, left, right;
    long long pattern_cells = 0;
};

// The remainder's cells in (previous piece's hi, hi] map to cells map(u) of member g(size).
struct SysPiece { std::size_t g = 0; Affine size, hi, map; };  // hi unused for the last piece

// For nlo <= n (<= nhi) and vlo(n) <= v <= vhi(n): F(n) - N[v] is the disjoint union of pieces.
struct SysTemplate {
    std::size_t f = 0;
    long long nlo = 0, nhi = -1;  // nhi < 0: no upper bound
    Affine vlo, vhi;
    std::vector<SysPiece> pieces;
    long line = 0;
};

struct System {
    long long k = 0;
    std::vector<SysFamily> fam;
    std::vector<SysTemplate> tpl;
    std::vector<std::vector<std::size_t>> of_family;  // indices into tpl of each family's templates, in file order
};

// Theorem `least-period` (Coq: least_period, LeastPeriod.v): given period p from n0, p is the
// least eventual period unless p/r, for some prime r | p, agrees on [n0, n0 + p). Returns the
// first such p/r (r ascending), 0 if there is none; differ(n, m) tells whether x(n) != x(m).
// Used for heap games (check_period) and for each family of a strip system.
template <class Differ>
std::uint64_t smaller_period(std::uint64_t n0, std::uint64_t p, Differ differ) {
    std::uint64_t rest = p;
    for (std::uint64_t r = 2; rest > 1; ++r) {
        if (r * r > rest) r = rest;  // what remains is prime
        if (rest % r != 0) continue;
        while (rest % r == 0) rest /= r;
        bool fails = false;
        for (std::uint64_t n = n0; n < n0 + p && !fails; ++n) fails = differ(n, n + p / r);
        if (!fails) return p / r;
    }
    return 0;
}

// Verifies a certificate whose game line (fields `game`, on line `line`) is `game strip K`;
// returns the statement. Throws Failure like every check.
std::string check_strip(LineReader& reader, const std::vector<std::string_view>& game, long line);

// Reads the header, game line, families and templates of a strip certificate (nothing more).
System read_strip_system(LineReader& reader);

}  // namespace nimcheck
