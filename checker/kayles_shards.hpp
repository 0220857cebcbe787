// Sharded Node-Kayles proofs (certs/FORMAT.md, "Sharded proofs"): a claims certificate may take
// a claim from another certificate, a shard, named by its file name and SHA-256. The shard is
// checked in full when the line naming it is read, with its own table (freed afterwards), so
// checking a sharded proof needs the memory of its largest part, not of the whole.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace nimcheck {

// Where shards are found, and which ones are being checked: a shard that imports itself,
// directly or through others, is rejected.
struct ShardPlace {
    std::string dir = ".";
    std::vector<std::string> open;  // digests being checked, outermost first
};
// The shards of the file being checked, reset by check_certificate.
inline thread_local ShardPlace shards;

// Verifies the shard `name` (in shards.dir) whose SHA-256 is `digest`: a claims certificate of
// the same game line (`game`, the words after "game") whose `proves` line states exactly `claim`
// ("SHAPE P h" or "SHAPE N h"). Any failure is REJECTED at `line`, the importing record's line,
// with the shard's own verdict, line and reason; a name or digest off the grammar is MALFORMED.
void check_shard(const std::string& game, std::string_view name, std::string_view digest, const std::string& claim, long line);

}  // namespace nimcheck
