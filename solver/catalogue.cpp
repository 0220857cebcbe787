#include "catalogue.hpp"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <sys/stat.h>
#include <unistd.h>

#include "kayles_cost.hpp"
#include "kayles_terms.hpp"

#ifndef NIMCERT_SOURCE_DIR
#define NIMCERT_SOURCE_DIR ""
#endif
#ifndef NIMCERT_DATA_DIR
#define NIMCERT_DATA_DIR ""
#endif

namespace nimcert {

namespace {

bool exists(const std::string& path) {
    struct stat st;
    return !path.empty() && ::stat(path.c_str(), &st) == 0;
}

std::string parent(const std::string& path) {
    const auto slash = path.find_last_of('/');
    return slash == std::string::npos ? "." : path.substr(0, slash);
}

std::vector<std::string> split_tabs(const std::string& line) {
    std::vector<std::string> cols;
    std::size_t start = 0;
    for (;;) {
        const auto tab = line.find('\t', start);
        cols.push_back(line.substr(start, tab == std::string::npos ? std::string::npos : tab - start));
        if (tab == std::string::npos) return cols;
        start = tab + 1;
    }
}

std::string ranges(std::vector<long long> v) {
    std::sort(v.begin(), v.end());
    v.erase(std::unique(v.begin(), v.end()), v.end());  // one n may have two rows (full table, outcome proof)
    std::string s;
    for (std::size_t i = 0; i < v.size();) {
        std::size_t j = i;
        while (j + 1 < v.size() && v[j + 1] == v[j] + 1) ++j;
        if (!s.empty()) s += ", ";
        s += std::to_string(v[i]) + (j > i ? ".." + std::to_string(v[j]) : "");
        i = j + 1;
    }
    return s.empty() ? "none" : s;
}

}  // namespace

const CatalogueRow* Catalogue::by_digest(const std::string& sha256) const {
    for (const auto& r : rows)
        if (r.sha256 == sha256) return &r;
    return nullptr;
}

const CatalogueRow* Catalogue::by_file(const std::string& file) const {
    for (const auto& r : rows)
        if (r.file == file) return &r;
    return nullptr;
}

Catalogue read_catalogue() {
    std::vector<std::string> candidates;
    if (const char* env = std::getenv("NIMCERT_CATALOGUE")) candidates.push_back(env);
    if (*NIMCERT_SOURCE_DIR) candidates.push_back(std::string(NIMCERT_SOURCE_DIR) + "/certs/catalogue.tsv");
    if (*NIMCERT_DATA_DIR) candidates.push_back(std::string(NIMCERT_DATA_DIR) + "/certs/catalogue.tsv");
    // installed under another prefix (the .deb installs in /usr): BIN/../share/nimcert
    char exe[4096];
    const ssize_t len = ::readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (len > 0) candidates.push_back(parent(parent(std::string(exe, std::size_t(len)))) + "/share/nimcert/certs/catalogue.tsv");
    for (const auto& path : candidates) {
        if (!exists(path)) continue;
        std::ifstream in(path);
        if (!in) continue;
        Catalogue c;
        c.path = path;
        c.root = parent(parent(path));  // rows name files as certs/...
        std::string line;
        while (std::getline(in, line)) {
            if (line.empty() || line[0] == '#') continue;
            const auto cols = split_tabs(line);
            if (cols.size() < 4) throw std::runtime_error(path + ": a row without four tab-separated columns");
            c.rows.push_back({cols[0], cols[1], cols[2], cols[3], cols.size() > 4 ? cols[4] : std::string()});
        }
        return c;
    }
    std::string tried;
    for (const auto& p : candidates) tried += " " + p;
    throw std::runtime_error("certs/catalogue.tsv not found (tried" + tried + "; set NIMCERT_CATALOGUE)");
}

long long KaylesCoverage::lowest() const {
    long long m = -1;
    for (const auto* v : {&committed, &streamed, &large})
        for (long long n : *v) m = m < 0 ? n : std::min(m, n);
    return m;
}

long long KaylesCoverage::highest() const {
    long long m = -1;
    for (const auto* v : {&committed, &streamed, &large})
        for (long long n : *v) m = std::max(m, n);
    return m;
}

namespace {

// The term n a row certifies: its command is PREFIX n with the default small-component bound,
// about the whole graph. Rows with another `--small-cells` (the data of the Coq checker,
// certs/kayles/coq/) prove the same values, but the term commands regenerate with the default,
// so they are not the terms'; a row with `--class` is one class's shard (the queens-15 corner row
// proves N(Y, 1) for a first move Y), not the term.
bool term_row(const CatalogueRow& r, const std::string& prefix, long long& n) {
    if (r.command.rfind(prefix, 0) != 0 || r.command.find(" --small-cells ") != std::string::npos ||
        r.command.find(" --class ") != std::string::npos)
        return false;
    std::istringstream rest(r.command.substr(prefix.size()));
    return bool(rest >> n);
}

}  // namespace

KaylesCoverage kayles_coverage(const Catalogue& c, const std::string& seq) {
    const std::string prefix = seq == "A316632" ? "nimcert kayles grid 3 " : "nimcert kayles queens ";
    KaylesCoverage cov;
    cov.prefix = prefix;
    long long n;
    for (const auto& r : c.rows)
        if (term_row(r, prefix, n)) (r.large() ? cov.large : r.committed() ? cov.committed : cov.streamed).push_back(n);
    return cov;
}

const CatalogueRow* KaylesCoverage::row(const Catalogue& c, long long n) const {
    // Several rows may certify one n (queens 12: a large: full table of 246 s and a streamed
    // outcome proof of 2.6 s): the cheapest to regenerate, committed before streamed before
    // large:, and an outcome proof before a full table (60-1,300x smaller where both exist).
    const CatalogueRow* best = nullptr;
    const auto rank = [](const CatalogueRow& r) { return (r.committed() ? 0 : r.large() ? 4 : 2) + (r.pruned() ? 0 : 1); };
    long long m;
    for (const auto& r : c.rows)
        if (term_row(r, prefix, m) && m == n && (!best || rank(r) < rank(*best))) best = &r;
    return best;
}

KaylesTermStyle kayles_row_style(const CatalogueRow& row) {
    return KaylesTermStyle{row.pruned(), row.provenance(), row.sharded() ? std::string() : row.command};
}

KaylesTermStyle kayles_term_style(const std::string& seq, const std::vector<std::string>& indices) {
    if (indices.size() != 1 || indices[0].empty() || indices[0].size() > 4 ||
        indices[0].find_first_not_of("0123456789") != std::string::npos)
        return {};  // kayles_term_lines refuses the index
    const Catalogue c = read_catalogue();
    const CatalogueRow* row = kayles_coverage(c, seq).row(c, std::stoll(indices[0]));
    return row ? kayles_row_style(*row) : KaylesTermStyle{};
}

const CatalogueRow* kayles_recorded(const Catalogue& c, const std::string& seq, long long n, std::string& value) {
    const KaylesCoverage cov = kayles_coverage(c, seq);
    const CatalogueRow* row = cov.row(c, n);
    if (!row || !row->large() || row->statement.empty()) return nullptr;
    const std::string head = "Node-Kayles on " + cov.prefix.substr(std::string("nimcert kayles ").size()) + std::to_string(n) + ": G = ";
    value = row->statement.substr(std::min(head.size(), row->statement.size()));
    if (row->statement.rfind(head, 0) != 0 || value.empty() || value.find_first_not_of("0123456789") != std::string::npos)
        throw std::logic_error(c.path + ": the statement of " + row->file + " is not '" + head + "VALUE': " + row->statement);
    return row;
}

std::vector<std::string> kayles_recorded_term_lines(const std::string& seq, long long n) {
    const Catalogue c = read_catalogue();
    std::string value;
    const CatalogueRow* row = kayles_recorded(c, seq, n, value);
    if (!row) return {};
    const std::string term = seq + "(" + std::to_string(n) + ")";
    if (row->sharded())  // its proof is a directory of shards: `term --compute` would write one piece, other bytes
        return {value,
                term + ": " + kayles_description(seq) + ". Certified by the row " + row->file + " of certs/catalogue.tsv: a sharded proof " +
                    "(docs/distributed.md) whose root certificate, sha256 " + row->sha256 + ", names each shard by its own digest; written by `" +
                    row->command + "`, it was verified by nimcheck as '" + row->statement + "' when the row was recorded.",
                "Not regenerated now (" + kayles_cost_phrase(seq, n, row->pruned()) + "): run that command (or the same under `mpirun`, " +
                    "docs/distributed.md) and `nimcheck " + row->file.substr(row->file.find(':') + 1) + "/root.cert`; `NIMCERT_LARGE=1 scripts/certify-all --rows " +
                    row->file + "` does both and compares the digest."};
    return {value,
            term + ": " + kayles_description(seq) + ". Certified by the row " + row->file + " of certs/catalogue.tsv: its certificate, sha256 " +
                row->sha256 + ", written by `" + row->command + "`, was verified by nimcheck as '" + row->statement +
                "' when the row was recorded.",
            "Not regenerated now (" + kayles_cost_phrase(seq, n, row->pruned()) + "): `nimcert term " + seq + " " + std::to_string(n) +
                " --compute` regenerates the certificate and prints its digest; `NIMCERT_LARGE=1 scripts/certify-all --rows " + row->file +
                "` regenerates it, compares the digest and checks it with nimcheck."};
}

void kayles_term_gate(const std::string& seq, long long n, bool compute) {
    if (compute) return;
    const Catalogue c = read_catalogue();
    const KaylesCoverage cov = kayles_coverage(c, seq);
    const auto has = [&](const std::vector<long long>& v) { return std::find(v.begin(), v.end(), n) != v.end(); };
    if (has(cov.committed) || has(cov.streamed)) return;
    std::string known = "certs/catalogue.tsv certifies " + seq + "(n) for n = " + ranges(cov.committed) +
                        " (committed certificates), " + ranges(cov.streamed) + " (streamed, seconds to regenerate)";
    if (!cov.large.empty()) known += " and " + ranges(cov.large) + " (large: minutes to hours)";
    const std::string what = has(cov.large) ? seq + "(" + std::to_string(n) + ") is certified in the catalogue, but regenerating its certificate is long"
                                            : seq + "(" + std::to_string(n) + ") is beyond what the catalogue certifies";
    const CatalogueRow* row = cov.row(c, n);
    throw std::invalid_argument(what + ". " + known + ". Computing it (" + (row && !row->pruned() ? "full table" : "outcome proof") +
                                "): " + kayles_cost_phrase(seq, n, !row || row->pruned()) +
                                ". Add --compute to compute it anyway (progress on stderr; Ctrl-C stops it).");
}

}  // namespace nimcert
