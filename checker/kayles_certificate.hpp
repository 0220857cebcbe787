// The `game kayles` certificate: component classes proved by mex witnesses or a mirror
// involution, then the value of the whole graph (certs/FORMAT.md, "Node-Kayles";
// proofs/kayles.md).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "line_reader.hpp"

namespace nimcheck {

// `game` holds the fields of the game line (read at `line`); reads the rest of the certificate
// through `end` and returns the statement, or throws a Failure. With `proves`, the certificate
// is a shard that must end with `proves` and that claim (kayles_shards.hpp).
std::string check_kayles_certificate(const std::vector<std::string_view>& game, long line, LineReader& reader,
                                     const std::string* proves = nullptr);

}  // namespace nimcheck
