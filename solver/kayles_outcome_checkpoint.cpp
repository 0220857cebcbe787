#include "kayles_outcome_checkpoint.hpp"

#include <algorithm>
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
    // The entries are streamed (a checkpoint may be an eighth of --memory: no copy of it is
    // held), so their count and digest are known only at the end: the header gets a fixed-width
    // count and a placeholder digest, rewritten in place before the rename.
    AtomicFile f(path);
    std::ostream& out = f.stream();
    out << kMagic << "\ngame kayles " << g.description << "\nentries ";
    const auto count_at = out.tellp();
    const std::string placeholder = std::string(20, '0') + " sha256 " + std::string(64, '0');
    out << placeholder << "\n";
    Sha256 digest;
    std::string chunk;
    std::size_t n = 0;
    const auto flush = [&] {
        digest.update(chunk);
        out.write(chunk.data(), std::streamsize(chunk.size()));
        chunk.clear();
    };
    cache.each([&](const Raw& r) {
        // entries written meanwhile by helpers may add a few of cost `least`: the cap is for size
        if (kayles::OutcomeCache::cost_of_raw(r) < least || n >= max_entries) return;
        put_word(chunk, r.a), put_word(chunk, r.data), ++n;
        if (chunk.size() >= (std::size_t(1) << 20)) flush();
    });
    flush();
    std::string count = std::to_string(n);
    count.insert(0, 20 - count.size(), '0');  // the reader reads the number; leading zeros are fine
    out.seekp(count_at);
    out << count << " sha256 " << digest.hex_digest();
    f.commit();
    return n;
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
    if (!(words >> entries_word >> n >> sha_word >> digest) || entries_word != "entries" || sha_word != "sha256")
        throw bad("is damaged: expected 'entries N sha256 HEX', got '" + count_line.substr(0, 80) + "'");
    // The count must be what the file holds (checked before anything is allocated for it).
    const auto body_at = in.tellg();
    in.seekg(0, std::ios::end);
    const auto body_bytes = std::uint64_t(in.tellg() - body_at);
    if (!in || body_bytes / 16 != n || body_bytes % 16 != 0)
        throw bad("is damaged: " + std::to_string(n) + " entries announced, " + std::to_string(body_bytes) + " bytes present");
    in.seekg(body_at);
    std::vector<kayles::OutcomeCache::Raw> raw(n);
    Sha256 sha;
    std::string chunk;
    for (std::size_t i = 0; i < n;) {
        const std::size_t m = std::min<std::size_t>(n - i, 1 << 16);
        chunk.resize(16 * m);
        in.read(chunk.data(), std::streamsize(chunk.size()));
        if (std::size_t(in.gcount()) != chunk.size()) throw bad("is damaged: cannot read its entries");
        sha.update(chunk);
        for (std::size_t j = 0; j < m; ++j, ++i) raw[i] = {get_word(&chunk[16 * j]), get_word(&chunk[16 * j + 8])};
    }
    if (sha.hex_digest() != digest) throw bad("is damaged: its entries do not match their SHA-256");
    return raw;
}

}  // namespace nimcert
