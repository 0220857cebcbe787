// Coupled family systems for Node-Kayles on the strips P_n(k) (vertices at integers, u ~ w iff
// |u - w| is 1 or k). A family is a pair of end patterns around a block of n consecutive
// cells; a template says, for a range of n and of the chosen vertex v, which smaller family
// members the graph minus N[v] is, through an explicit piecewise-affine vertex map.
// certs/FORMAT.md ("Strip systems") is the text form; proofs/coupled-families.md the theory.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace nimcert {

// n*cn + v*cv + u*cu + c: sizes, v ranges and interval ends use n and v; maps also u.
struct Affine {
    long long cn = 0, cv = 0, cu = 0, c = 0;
    long long at(long long n, long long v, long long u = 0) const { return cn * n + cv * v + cu * u + c; }
    std::string str() const;  // "n-v-4", "u-v-3", "n+1-u" style; "0" for zero
    bool operator==(const Affine& o) const { return cn == o.cn && cv == o.cv && cu == o.cu && c == o.c; }
};

// Member F(n): the cells of `left` (read outward from cell 1: pattern position i is cell 1 - i),
// the block 1..n, and the cells of `right` (position i is cell n + i). '1' = present.
struct StripFamily {
    std::string name, left, right;
};

struct StripPiece {
    int family = 0;
    Affine size;             // of the member, in n and v
    std::optional<Affine> hi;  // the piece takes the remaining cells up to hi (none: all the rest)
    Affine map;              // cell u of the remainder goes to cell map(u) of the member (cu = +-1)
};

struct StripTemplate {
    int family = 0;
    long long nlo = 0, nhi = -1;  // nhi < 0: unbounded
    Affine vlo, vhi;              // v ranges over [vlo, vhi] (in n)
    std::vector<StripPiece> pieces;  // in increasing order of cells
};

struct StripSystem {
    int k = 3;
    std::vector<StripFamily> families;
    std::vector<StripTemplate> templates;
};

// Cells of family f at block size n, sorted.
std::vector<long long> family_cells(const StripSystem& s, int f, long long n);

// True if the template's decomposition is exactly right at (n, v): v is a vertex, the
// remainder's cells map bijectively onto the members' cells and no edge joins two pieces.
bool template_holds(const StripSystem& s, const StripTemplate& t, long long n, long long v);

// Derives the family system of P_n(k) (k = 1, 2, 3: deleting N[v] splits the strip into a left
// and a right part). Throws std::invalid_argument for other k, std::runtime_error if the closure
// exceeds `max_families`. Families are named a, b, c, ...; family 0 (a) is P_n(k) itself.
StripSystem derive_strip_system(int k, std::size_t max_families = 26);

// The index of the first template of family f covering (n, v), or -1.
int covering_template(const StripSystem& s, int f, long long n, long long v);

}  // namespace nimcert
