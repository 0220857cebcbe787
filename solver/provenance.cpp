#include "provenance.hpp"

#include <cctype>
#include <fstream>
#include <set>
#include <sstream>
#include <stdexcept>

namespace nimcert {

const char* const kNimcertVersion = "nimcert " NIMCERT_VERSION;

namespace {

constexpr const char* kPrefix = "made by ";

// Options that say where output goes or how the machine computes (--method: the same values and
// certificate either way), not what is proved or how the proof is laid out: a certificate that is the same bytes for every --threads and --memory
// (certs/FORMAT.md, "When the bytes are reproducible") stays so with its provenance line.
const std::set<std::string> kDropped = {"--cert", "--checkpoint", "--obligations", "--out", "--threads", "--memory", "--fact-log", "--jobs", "--method"};

// Safe in a shell without quotes: letters, digits and the punctuation of codes, paths and sizes.
bool plain(const std::string& s) {
    if (s.empty()) return false;
    for (char c : s)
        if (!(std::isalnum(static_cast<unsigned char>(c)) || std::string("-_.,/:+=@%").find(c) != std::string::npos)) return false;
    return true;
}

std::string quoted(std::string s) {
    for (char& c : s)
        if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) c = '?';  // one line, whatever the argument
    if (plain(s)) return s;
    std::string q = "'";
    for (char c : s) q += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return q + "'";
}

}  // namespace

std::string provenance_command(const std::vector<std::string>& args) {
    std::string out = "nimcert";
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (a == "--provenance" && i + 1 < args.size()) {
            if (!provenance_wanted(args[i + 1])) return "";
            ++i;
            continue;
        }
        if (kDropped.count(a)) {  // with its value
            ++i;
            continue;
        }
        if (a == "--shards" && i + 1 < args.size()) {  // a sharded proof, wherever its directory is
            out += " --shards DIR";
            ++i;
            continue;
        }
        if (a == "--json") continue;
        out += ' ';
        out += quoted(a);
    }
    return out;
}

std::string provenance_command(const std::string& command_line) {
    std::istringstream in(command_line);
    std::vector<std::string> words;
    for (std::string w; in >> w;) words.push_back(w);
    if (!words.empty() && words[0] == "nimcert") words.erase(words.begin());
    return provenance_command(words);
}

std::string provenance_line(const std::string& command) {
    return command.empty() ? "" : std::string(kPrefix) + kNimcertVersion + ": " + command;
}

std::optional<Provenance> read_provenance(const std::string& file) {
    std::ifstream in(file, std::ios::binary);
    std::string line;
    // The solver writes it as the second line; a hand-edited file may have more comments first.
    for (int n = 0; n < 8 && std::getline(in, line); ++n) {
        if (line.rfind("# made by ", 0) != 0) continue;
        const std::string rest = line.substr(10);
        const std::size_t colon = rest.find(": ");
        if (colon == std::string::npos) return std::nullopt;
        return Provenance{rest.substr(0, colon), rest.substr(colon + 2)};
    }
    return std::nullopt;
}

bool provenance_wanted(const std::string& value) {
    if (value == "on") return true;
    if (value == "off") return false;
    throw std::invalid_argument("--provenance takes on or off, not '" + value + "'");
}

}  // namespace nimcert
