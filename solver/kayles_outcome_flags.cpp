#include "kayles_outcome_flags.hpp"

#include "kayles_small_values.hpp"  // kMaxZeroCells

#include <cctype>
#include <sstream>
#include <stdexcept>
#include <vector>

namespace nimcert {

std::uint64_t parse_count(const std::string& what, const std::string& text) {
    if (text.empty() || text.size() > 12 || text.find_first_not_of("0123456789") != std::string::npos)
        throw std::invalid_argument(what + " must be a non-negative integer below 10^12, not '" + text + "'");
    return std::stoull(text);
}

std::size_t parse_memory(const std::string& text) {
    std::size_t digits = 0;
    while (digits < text.size() && std::isdigit(static_cast<unsigned char>(text[digits]))) ++digits;
    const std::string suffix = text.substr(digits);
    int shift = -1;
    if (suffix.empty()) shift = 0;
    else if (suffix == "K" || suffix == "k") shift = 10;
    else if (suffix == "M" || suffix == "m") shift = 20;
    else if (suffix == "G" || suffix == "g") shift = 30;
    else if (suffix == "T" || suffix == "t") shift = 40;
    if (digits == 0 || digits > 12 || shift < 0)
        throw std::invalid_argument("--memory takes a size such as 512M or 16G, not '" + text + "'");
    const std::size_t bytes = std::size_t(std::stoull(text.substr(0, digits))) << shift;
    if (bytes < (std::size_t(16) << 20)) throw std::invalid_argument("--memory takes at least 16M");
    return bytes;
}

namespace {

// The flag's count, within [lo, hi], if given.
bool bounded(const std::map<std::string, std::string>& flags, const char* name, std::uint64_t lo, std::uint64_t hi,
             std::uint64_t& out) {
    const auto it = flags.find(name);
    if (it == flags.end()) return false;
    out = parse_count(name, it->second);
    if (out < lo || out > hi) throw std::invalid_argument(std::string(name) + " takes " + std::to_string(lo) + " to " + std::to_string(hi));
    return true;
}

}  // namespace

void apply_leaf_flags(const std::map<std::string, std::string>& flags, int& small, int& zero) {
    std::uint64_t c = 0;
    if (bounded(flags, "--small-cells", 0, 16, c)) small = int(c);
    if (bounded(flags, "--zero-cells", 0, kayles::kMaxZeroCells, c)) zero = int(c);
}

void apply_outcome_flags(const std::map<std::string, std::string>& flags, OutcomeOptions& opt) {
    apply_leaf_flags(flags, opt.small_cells, opt.zero_cells);
    std::uint64_t c = 0;
    if (bounded(flags, "--choose-plies", 0, 8, c)) opt.choose_plies = int(c);
    if (const auto it = flags.find("--choose"); it != flags.end()) opt.choose_order = parse_choose_order(it->second);
    if (const auto it = flags.find("--witness"); it != flags.end()) opt.witness = parse_witness_rule(it->second);
    if (bounded(flags, "--threads", 1, 64, c)) opt.threads = unsigned(c);
    if (const auto it = flags.find("--memory"); it != flags.end()) opt.memory = parse_memory(it->second);
}

std::map<std::string, std::string> command_flags(const std::string& command) {
    std::istringstream in(command);
    std::vector<std::string> words;
    for (std::string w; in >> w;) words.push_back(w);
    std::map<std::string, std::string> flags;
    for (std::size_t i = 0; i < words.size(); ++i) {
        if (words[i].rfind("--", 0) != 0) continue;
        const bool valued = i + 1 < words.size() && words[i + 1].rfind("--", 0) != 0;
        flags[words[i]] = valued ? words[i + 1] : "";
        if (valued) ++i;
    }
    return flags;
}

}  // namespace nimcert
