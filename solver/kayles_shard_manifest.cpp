#include "kayles_shard_manifest.hpp"

#include <cstdio>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include "atomic_file.hpp"

namespace nimcert {

namespace {

const char* const kColumns = "shard\tshape\tquestion\tcells\tanswer\tsha256\trecords\tcpu_seconds\tpeak_mib\tused";

std::vector<std::string> tab_fields(const std::string& line) {
    std::vector<std::string> f;
    std::string field;
    std::istringstream in(line);
    while (std::getline(in, field, '\t')) f.push_back(field);
    return f;
}

}  // namespace

std::string ShardRow::tsv() const {
    char cpu[32];
    std::snprintf(cpu, sizeof cpu, "%.1f", cpu_seconds);
    return name + "\t" + shape + "\t" + (heap < 0 ? std::string("value") : std::to_string(heap)) + "\t" + std::to_string(cells) +
           "\t" + answer + "\t" + sha256 + "\t" + std::to_string(records) + "\t" + cpu + "\t" + std::to_string(peak_mib) + "\t" + used;
}

ShardRow ShardRow::parse(const std::string& line, const std::string& where) {
    const std::vector<std::string> f = tab_fields(line);
    const auto bad = [&] { return std::invalid_argument(where + ": not a shard row: '" + line.substr(0, 80) + "'"); };
    if (f.size() != 10 || f[5].size() != 64 || (f[9] != "yes" && f[9] != "no" && f[9] != "-")) throw bad();
    ShardRow r;
    r.name = f[0], r.shape = f[1], r.answer = f[4], r.sha256 = f[5], r.used = f[9];
    try {
        r.heap = f[2] == "value" ? -1 : std::stoi(f[2]);
        r.cells = std::stoi(f[3]);
        r.records = std::stoull(f[6]);
        r.cpu_seconds = std::stod(f[7]);
        r.peak_mib = std::stoull(f[8]);
    } catch (const std::logic_error&) {  // stoi and friends
        throw bad();
    }
    if (r.heap >= 0 ? r.answer != "P" && r.answer != "N" : r.answer.find_first_not_of("0123456789") != std::string::npos || r.answer.empty())
        throw bad();
    return r;
}

void write_shard_manifest(const std::string& path, const std::string& request, const std::map<std::string, ShardRow>& rows,
                          const std::vector<std::string>& summary) {
    AtomicFile file(path);
    std::ostream& out = file.stream();
    out << "# nimcert sharded proof (docs/distributed.md): run the request again to resume\n"
        << "# request: " << request << '\n'
        << kColumns << '\n';
    for (const auto& [name, r] : rows) out << r.tsv() << '\n';
    for (const std::string& s : summary) out << "# " << s << '\n';
    file.commit();
}

std::map<std::string, ShardRow> read_shard_manifest(const std::string& path, const std::string& request) {
    std::map<std::string, ShardRow> rows;
    std::ifstream in(path);
    if (!in) return rows;
    std::string line;
    bool requested = false, columns = false;
    for (int n = 1; std::getline(in, line); ++n) {
        const std::string where = path + " line " + std::to_string(n);
        if (line.rfind("# request: ", 0) == 0) {
            if (line.substr(11) != request)
                throw std::invalid_argument(path + " holds the shards of another request ('" + line.substr(11) + "', not '" + request +
                                            "'): use another directory");
            requested = true;
        } else if (line == kColumns) {
            columns = true;
        } else if (!line.empty() && line[0] != '#') {
            if (!requested || !columns) throw std::invalid_argument(where + ": a shard row before the request and column lines");
            ShardRow r = ShardRow::parse(line, where);
            rows[r.name] = r;
        }
    }
    if (!requested) throw std::invalid_argument(path + " is not a shard manifest (no '# request:' line)");
    return rows;
}

}  // namespace nimcert
