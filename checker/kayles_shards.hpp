// Sharded Node-Kayles proofs (certs/FORMAT.md, "Sharded proofs"): a claims certificate may take
// a claim from another certificate, a shard, named by its file name and SHA-256. The shard is
// checked in full when the line naming it is first read, with its own table (freed afterwards),
// so checking a sharded proof needs the memory of its largest part (times the nesting depth,
// at most kMaxShardDepth), not of the whole.
#pragma once

#include <cstddef>
#include <map>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace nimcheck {

// Shards nest (a shard may import from shards); deeper than this is MALFORMED, a limit: each
// level holds a file's table and buffers, and the solver writes depth 1.
constexpr std::size_t kMaxShardDepth = 32;

// Where shards are found, which ones are being checked (a shard that imports itself, directly
// or through others, is rejected), and which ones were verified in this run: a shard imported
// again, by the same digest, is not read again (a DAG of shards costs its files, not its paths).
struct ShardPlace {
    std::string dir = ".";
    std::vector<std::string> open;  // digests being checked, outermost first
    std::map<std::string, std::pair<std::string, std::string>> verified;  // digest -> (game line, claim it proves)
};
// The shards of the file being checked, reset by check_certificate.
inline thread_local ShardPlace shards;

// Verifies the shard `name` (in shards.dir) whose SHA-256 is `digest`: a claims certificate of
// the same game line (`game`, the words after "game") whose `proves` line states exactly `claim`
// ("SHAPE P h" or "SHAPE N h"). A false or changed shard is REJECTED at `line`, the importing
// record's line, with the shard's own verdict, line and reason; a shard that cannot be read (not
// there, not a regular file, a symbolic link) or is itself MALFORMED leaves the proof incomplete:
// MALFORMED at `line`. A name or digest off the grammar is MALFORMED.
void check_shard(const std::string& game, std::string_view name, std::string_view digest, const std::string& claim, long line);

}  // namespace nimcheck
