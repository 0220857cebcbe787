// DIR/manifest.tsv of a sharded outcome proof (docs/distributed.md): the request, then one row
// per solved shard (sorted by name): the question it answers, the answer, its SHA-256, size, CPU
// time and peak memory, and whether the root uses it (speculative shards may end up unused). It
// is rewritten atomically after every finished shard; run with the same request, the solver reads
// it back, keeps every shard whose file still has its digest and solves only what is missing.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace nimcert {

struct ShardRow {
    std::string name, shape;
    int heap = -1;       // the question: -1 "what is G?", else "is G = heap?"
    int cells = 0;
    std::string answer;  // "P" or "N" (heap >= 0), the value (heap < 0)
    std::string sha256;
    std::uint64_t records = 0;
    double cpu_seconds = 0;
    std::uint64_t peak_mib = 0;
    std::string used = "-";  // "yes" or "no" once the root is written

    std::string tsv() const;  // the manifest row (no LF)
    // A row as tsv() writes it; throws std::invalid_argument naming `where` if it is not one.
    static ShardRow parse(const std::string& line, const std::string& where);
};

// `request` identifies what the rows are shards of (game, split, small cells, mirrors): a
// directory holds the shards of one request. `summary` lines go at the end as comments.
void write_shard_manifest(const std::string& path, const std::string& request, const std::map<std::string, ShardRow>& rows,
                          const std::vector<std::string>& summary);

// The rows of an existing manifest by shard name (none if there is no file). Throws
// std::invalid_argument if the file is malformed or belongs to another request.
std::map<std::string, ShardRow> read_shard_manifest(const std::string& path, const std::string& request);

}  // namespace nimcert
