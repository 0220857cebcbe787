#include "kayles_outcome_checkpoint.hpp"

#include <array>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include "atomic_file.hpp"
#include "sha256.hpp"

namespace nimcert {

namespace {

const char* const kMagic = "nimcert-outcome-checkpoint 1";

void put_word(std::string& out, std::uint64_t w) {
    for (int i = 0; i < 8; ++i) out.push_back(char(w >> (8 * i) & 0xff));
}

std::uint64_t get_word(const char* p) {
    std::uint64_t w = 0;
    for (int i = 7; i >= 0; --i) w = w << 8 | std::uint8_t(p[i]);
    return w;
}

}  // namespace

std::size_t save_outcome_checkpoint(const KaylesGraph& g, const kayles::OutcomeCache& cache, const std::string& path,
                                    std::size_t max_entries) {
    using Raw = kayles::OutcomeCache::Raw;
    // The least cost that keeps at most max_entries entries: count them by cost first.
    std::array<std::size_t, 256> by_cost{};
    cache.each([&](const Raw& r) { ++by_cost[kayles::OutcomeCache::cost_of_raw(r)]; });
    unsigned least = 256;
    for (std::size_t kept = 0; least > 0 && kept + by_cost[least - 1] <= max_entries;) kept += by_cost[--least];
    std::string body;
    cache.each([&](const Raw& r) {
        // entries written meanwhile by helpers may add a few of cost `least`: the cap is for size
        if (kayles::OutcomeCache::cost_of_raw(r) >= least && body.size() < 16 * max_entries) put_word(body, r.a), put_word(body, r.data);
    });
    AtomicFile f(path);
    f.stream() << kMagic << "\ngame kayles " << g.description << "\nentries " << body.size() / 16 << " sha256 "
               << sha256_hex(body) << "\n";
    f.stream().write(body.data(), std::streamsize(body.size()));
    f.commit();
    return body.size() / 16;
}

std::vector<kayles::OutcomeCache::Raw> load_outcome_checkpoint(const KaylesGraph& g, const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return {};
    const auto bad = [&](const std::string& why) { return std::invalid_argument("checkpoint " + path + " " + why); };
    std::string magic, game, count_line;
    std::getline(in, magic);
    if (!in || magic.rfind("nimcert-", 0) != 0) throw bad("is not a nimcert checkpoint");
    if (magic != kMagic) throw bad("has format '" + magic.substr(0, 40) + "', not the outcome search's '" + kMagic + "'");
    std::getline(in, game);
    if (!in || game != "game kayles " + g.description)
        throw bad("is for " + game.substr(0, 80) + ", not kayles " + g.description.substr(0, 80));
    std::getline(in, count_line);
    std::istringstream words(count_line);
    std::string entries_word, sha_word, digest;
    std::size_t n = 0;
    if (!(words >> entries_word >> n >> sha_word >> digest) || entries_word != "entries" || sha_word != "sha256" ||
        n > kCheckpointEntries * 64)
        throw bad("is damaged: expected 'entries N sha256 HEX', got '" + count_line.substr(0, 80) + "'");
    std::string body(16 * n, '\0');
    in.read(body.data(), std::streamsize(body.size()));
    if (std::size_t(in.gcount()) != body.size()) throw bad("is damaged: " + std::to_string(n) + " entries announced, fewer present");
    if (in.peek() != std::char_traits<char>::eof()) throw bad("is damaged: bytes after the entries");
    if (sha256_hex(body) != digest) throw bad("is damaged: its entries do not match their SHA-256");
    std::vector<kayles::OutcomeCache::Raw> raw(n);
    for (std::size_t i = 0; i < n; ++i) raw[i] = {get_word(&body[16 * i]), get_word(&body[16 * i + 8])};
    return raw;
}

}  // namespace nimcert
