// nimcheck FILE... : verifies certificates and prints one verdict line per file.
#include <sys/stat.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

#include "line_reader.hpp"
#include "nimcheck.hpp"

namespace {

const char* const kUsage =
    "usage: nimcheck [--help] [--version] [--max-work N] [--shards DIR] [--] FILE...\n"
    "       nimcheck --obligations FILE   print the SMT-LIB2 obligations of a strip system\n"
    "Verifies nimcert certificates (format: certs/FORMAT.md); '-' reads standard input.\n"
    "--max-work N (N >= 1): refuse (REJECTED, unchecked) a certificate whose sizes imply more than N steps,\n"
    "              and stop one whose checking takes more.\n"
    "--shards DIR: where the shards a sharded proof names are (default: the directory of its FILE).\n"
    "Prints one line per file: VERIFIED, REJECTED, MALFORMED or UNREADABLE.\n"
    "Exit status: 0 all verified, 1 some rejected, 2 some malformed or unreadable, 3 usage error.\n";

// The file name as printed: control bytes and backslashes escaped, so a name cannot forge a line.
std::string printable(const std::string& s) { return nimcheck::escaped(s, false); }

int report(const std::string& name, const nimcheck::Outcome& out) {
    static const char* const kWord[] = {"VERIFIED", "REJECTED", "MALFORMED"};
    const int code = static_cast<int>(out.verdict);
    std::cout << kWord[code] << ' ' << printable(name);
    if (out.verdict != nimcheck::Verdict::Verified) std::cout << " line " << out.line << ':';
    std::cout << ' ' << out.text << '\n';
    return code;
}

int unreadable(const std::string& name, const std::string& reason) {
    std::cout << "UNREADABLE " << printable(name) << ": " << reason << '\n';
    return 2;  // as MALFORMED
}

// Checks one file ('-': standard input), or prints its obligations to standard output.
int check_file(const std::string& name, bool obligations, std::uint64_t max_work, const std::string& shard_dir) {
    struct stat st {};
    if (name != "-" && ::stat(name.c_str(), &st) == 0 && S_ISDIR(st.st_mode)) return unreadable(name, "is a directory");
    std::ifstream file;
    if (name != "-") file.open(name, std::ios::binary);
    if (name != "-" && !file) return unreadable(name, std::strerror(errno));
    std::istream& in = name == "-" ? std::cin : file;
    const nimcheck::Outcome out = obligations ? nimcheck::strip_obligations_of(in, std::cout) : nimcheck::check_certificate(in, max_work,
        !shard_dir.empty() ? shard_dir : name.find('/') == std::string::npos ? "." : name.substr(0, name.rfind('/') + 1));
    if (in.bad()) return unreadable(name, "read error");
    return obligations && out.verdict == nimcheck::Verdict::Verified ? 0 : report(name, out);
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
        else if (arg == "--shards" && k + 1 < argc && argv[k + 1][0] != '\0' && shard_dir.empty()) shard_dir = argv[++k];
        else if (arg == "--max-work" && k + 1 < argc && nimcheck::is_decimal(argv[k + 1]) && std::strlen(argv[k + 1]) < 20 && argv[k + 1][0] != '0')
            max_work = std::stoull(argv[++k]);
        else {
            std::cerr << "nimcheck: unknown option " << printable(arg) << '\n' << kUsage;
            return 3;
        }
    }
    if (help || version) {
        std::cout << (help ? kUsage : "nimcheck 0.1.0\n");
        return 0;
    }
    if (files.empty() || (obligations && files.size() != 1)) {
        std::cerr << kUsage;
        return 3;
    }
    int status = 0;
    for (const std::string& name : files) status = std::max(status, check_file(name, obligations, max_work, shard_dir));
    std::cout.flush();
    return status;
}
