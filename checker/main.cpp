// nimcheck FILE... : verifies certificates and prints one verdict line per file.
#include <sys/stat.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <iostream>
#include <limits>
#include <string>
#include <vector>

#include "line_reader.hpp"
#include "nimcheck.hpp"
#include "sha256_digest.hpp"

namespace {

const char* const kUsage =
    "usage: nimcheck [--help] [--version] [--json] [--max-work N] [--shards DIR] [--] FILE...\n"
    "       nimcheck --obligations FILE   print the SMT-LIB2 obligations of a strip system\n"
    "Verifies nimcert certificates (format: certs/FORMAT.md); '-' reads standard input.\n"
    "--max-work N (N >= 1): refuse (REJECTED, unchecked) a certificate whose sizes imply more than N steps,\n"
    "              and stop one whose checking takes more.\n"
    "--shards DIR: where the shards a sharded proof names are (default: the directory of its FILE).\n"
    "Prints one line per file: VERIFIED, REJECTED, MALFORMED or UNREADABLE (--json: one JSON object, docs/json.md).\n"
    "Exit status: 0 all verified, 1 some rejected, 2 some malformed or unreadable, 3 usage error.\n";

// The file name as printed: control bytes and backslashes escaped, so a name cannot forge a line.
std::string printable(const std::string& s) { return nimcheck::escaped(s, false); }

bool g_json = false;  // --json: one object per file (docs/json.md), the same verdicts

// A JSON string of text escaped as the text output escapes it (so only " and \ remain to escape).
std::string json(const std::string& s, bool ascii = false) {
    std::string out = "\"";
    for (const char c : nimcheck::escaped(s, ascii)) out += c == '"' || c == '\\' ? std::string("\\") + c : std::string(1, c);
    return out + '"';
}

// --json's sha256: the bytes of the file as the checker reads them (drained to the end afterwards).
struct Digesting : std::streambuf {
    std::streambuf* from;
    nimcheck::Sha256 sha;
    char buf[65536];
    explicit Digesting(std::streambuf* f) : from(f) {}
    int underflow() override {
        const std::streamsize n = from->sgetn(buf, sizeof buf);
        if (n <= 0) return traits_type::eof();
        sha.add(std::string(buf, static_cast<std::size_t>(n)));
        setg(buf, buf, buf + n);
        return traits_type::to_int_type(buf[0]);
    }
};

// The exit status is the verdict's: UNREADABLE (`word`) comes with MALFORMED, so it counts as MALFORMED (2).
int report(const std::string& name, const nimcheck::Outcome& out, const std::string& digest = "", const char* word = nullptr) {
    const bool ok = !word && out.verdict == nimcheck::Verdict::Verified;
    if (g_json)
        std::cout << "{\"schema\":1,\"file\":" << json(name, true) << ",\"verdict\":\"" << (word ? word : nimcheck::verdict_word(out.verdict))
                  << "\",\"statement\":" << (ok ? json(out.text) : "null") << ",\"line\":" << (ok || word ? "null" : std::to_string(out.line))
                  << ",\"reason\":" << (ok ? "null" : json(out.text)) << ",\"sha256\":" << (word ? "null" : json(digest)) << "}\n";
    else if (word) std::cout << word << ' ' << printable(name) << ": " << out.text << '\n';
    else std::cout << nimcheck::verdict_word(out.verdict) << ' ' << printable(name) << (ok ? "" : " line " + std::to_string(out.line) + ":") << ' ' << out.text << '\n';
    return static_cast<int>(out.verdict);
}

// A usage error: the message (if any), the usage, exit status 3.
int usage_error(const std::string& message) {
    std::cerr << message << kUsage;
    return 3;
}

int unreadable(const std::string& name, const std::string& reason) { return report(name, {nimcheck::Verdict::Malformed, 0, reason}, "", "UNREADABLE"); }

// Checks one file ('-': standard input), or prints its obligations to standard output.
int check_file(const std::string& name, bool obligations, std::uint64_t max_work, const std::string& shard_dir) {
    struct stat st {};
    if (name != "-" && ::stat(name.c_str(), &st) == 0 && S_ISDIR(st.st_mode)) return unreadable(name, "is a directory");
    std::ifstream file;
    if (name != "-") file.open(name, std::ios::binary);
    if (name != "-" && !file) return unreadable(name, std::strerror(errno));
    Digesting digesting((name == "-" ? std::cin : file).rdbuf());
    std::istream digested(&digesting);
    std::istream& in = g_json ? digested : name == "-" ? std::cin : file;
    const nimcheck::Outcome out = obligations ? nimcheck::strip_obligations_of(in, std::cout) : nimcheck::check_certificate(in, max_work,
        !shard_dir.empty() ? shard_dir : name.find('/') == std::string::npos ? "." : name.substr(0, name.rfind('/') + 1));
    if (g_json) in.ignore(std::numeric_limits<std::streamsize>::max());
    if (in.bad()) return unreadable(name, "read error");
    return obligations && out.verdict == nimcheck::Verdict::Verified ? 0 : report(name, out, g_json ? digesting.sha.hex() : "");
}

}  // namespace

int main(int argc, char** argv) {
    std::ios::sync_with_stdio(false);
    std::vector<std::string> files;
    bool help = false, version = false, only_files = false, obligations = false;  // --obligations: the z3 link
    std::uint64_t max_work = 0;
    std::string shard_dir;
    for (int k = 1; k < argc; ++k) {
        const std::string arg = argv[k];
        if (!only_files && arg == "--") only_files = true;
        else if (only_files || arg.size() < 2 || arg[0] != '-') files.push_back(arg);
        else if (arg == "--help") help = true;
        else if (arg == "--version") version = true;
        else if (arg == "--obligations") obligations = true;
        else if (arg == "--json") g_json = true;
        else if (arg == "--shards" && k + 1 < argc && argv[k + 1][0] != '\0' && shard_dir.empty()) shard_dir = argv[++k];
        else if (arg == "--max-work" && k + 1 < argc && nimcheck::is_decimal(argv[k + 1]) && std::strlen(argv[k + 1]) < 20 && argv[k + 1][0] != '0')
            max_work = std::stoull(argv[++k]);
        else return usage_error("nimcheck: unknown option " + printable(arg) + '\n');
    }
    if (help || version) {
        std::cout << (help ? kUsage : "nimcheck 0.1.0\n");
        return 0;
    }
    if (files.empty() || (obligations && files.size() != 1)) return usage_error("");
    int status = 0;
    for (const std::string& name : files) status = std::max(status, check_file(name, obligations, max_work, shard_dir));
    std::cout.flush();
    return status;
}
