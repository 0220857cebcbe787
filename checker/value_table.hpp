// The value table: "values count" and its records, each proved by mex witnesses plus the
// checker's own enumeration of every move (certs/FORMAT.md, "Records").
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

#include "heap_code.hpp"
#include "line_reader.hpp"

namespace nimcheck {

constexpr std::uint64_t kMaxRecords = 100000000;

// Reads the optional "parity-mask" line, the "values" line and all its records, verifying
// each; returns G(0 .. count-1).
Values read_value_table(LineReader& reader, const HeapCode& code);

// The value g of a record "h g ..." (fields f): malformed unless h = G.size(), the next heap.
std::uint32_t record_value(const std::vector<std::string_view>& f, const Values& G, long line);

// G(n) from the verified table; the claim on `line` is rejected if the table stops before n.
std::uint32_t value_at(const Values& G, std::uint64_t n, long line);

}  // namespace nimcheck
