// Values and periodicity of a strip family system (solver side): every family's values by mex
// over the templates, the least common period with the window of theorem `coupled-periodicity`
// (proofs/coupled-families.md), and the certificate through ProofSink.
#pragma once

#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "heap_moves.hpp"
#include "strip_system.hpp"

namespace nimcert {

class ProofSink;

struct StripValues {
    std::vector<std::vector<Value>> x;  // x[f][n] for n = 0 .. size-1, every family
    long long size = 0;
};

// x_f(n) for every family and n < size (options through the first covering template).
StripValues strip_values(const StripSystem& s, long long size);

// The option value of vertex v of F(n) (xor of the pieces' values).
Value strip_option_value(const StripSystem& s, const StripValues& x, int f, long long n, long long v);

struct StripPeriod {
    long long n0 = 0, p = 0;           // x_f(n+p) = x_f(n) for all f and n >= n0
    long long window = 0;              // B: the checker compares n in [n0, B)
    std::vector<long long> prefix;     // per family: least prefix for period p, -1 if p is not its least period
};

// B of theorem coupled-periodicity for (n0, p); nullopt if the theorem does not apply.
std::optional<long long> strip_window(const StripSystem& s, long long n0, long long p);

// Least p (then least n0) whose window fits in the computed values; nullopt if none up to max_n.
std::optional<StripPeriod> strip_period(const StripSystem& s, const StripValues& x);

// Values large enough to prove the period (doubling up to max_size), and the period.
struct SolvedStrip {
    StripSystem system;
    StripValues values;
    std::optional<StripPeriod> period;
};
// Progress (one line per round) goes to `progress` if given.
SolvedStrip solve_strip(int k, long long max_size, std::ostream* progress = nullptr);

// Writes the certificate: the system, records for n <= B - 1 + p (or all values if no period).
void emit_strip_certificate(const SolvedStrip& s, ProofSink& sink);

}  // namespace nimcert
