// Claims about the zeros of G: the zero set, the recurrence of their enumeration and its
// rational generating function (certs/FORMAT.md, "zeros", "recurrence", "gf").
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include <boost/multiprecision/cpp_int.hpp>

#include "heap_code.hpp"

namespace nimcheck {

using Integer = boost::multiprecision::cpp_int;
using Poly = std::vector<Integer>;  // coefficients from x^0 upward

struct ZeroSet {
    std::uint64_t n0 = 0;                 // from the verified period claim
    std::uint64_t p = 1;
    std::vector<std::uint64_t> prefix;    // every n < n0 with G(n) = 0, increasing
    std::vector<std::uint64_t> residues;  // every n in [n0, n0+p) with G(n) = 0, increasing
};

// Rejected unless `list` is exactly the increasing list of n in [lo, hi) with G(n) = 0.
void check_zero_list(const Values& G, std::uint64_t lo, std::uint64_t hi,
                     const std::vector<std::uint64_t>& list, const std::string& name, long line);

// Statement of a checked zero set: "G(n) = 0 iff n in {..} or (n >= n0 and n mod p in {..})".
std::string zero_set_statement(const ZeroSet& z);

// Verifies "recurrence i0 r s" against the zero set; returns the statement.
std::string check_recurrence(const ZeroSet& z, std::uint64_t i0, std::uint64_t r, std::uint64_t s, long line);

// Parses the coefficient fields of a gf line (1 to 1000 of them, each at most 10000 digits).
Poly parse_coefficients(const std::vector<std::string_view>& fields, long line);

// Verifies sum_{i>=1} a(i) x^i = N(x)/D(x); returns the statement.
std::string check_gf(const ZeroSet& z, const Poly& N, const Poly& D, long num_line, long den_line);

}  // namespace nimcheck
