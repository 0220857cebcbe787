#include "kayles_shards.hpp"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fstream>

#include "failure.hpp"
#include "kayles_certificate.hpp"
#include "line_reader.hpp"
#include "sha256_digest.hpp"
#include "work.hpp"

namespace nimcheck {

namespace {

std::string joined(const std::vector<std::string_view>& f) {
    std::string s;
    for (const auto& w : f) s += (s.empty() ? "" : " ") + std::string(w);
    return s;
}

// The shard's text after its header and game line, checked as a claims certificate whose
// `proves` line must state `claim`; returns the statement.
std::string check_shard_file(std::istream& in, const std::string& game, const std::string& claim) {
    LineReader reader(in);
    std::vector<std::string_view> f;
    long line = reader.expect(f, "the header");
    if (joined(f) != "nimcert-certificate 1") malformed(line, "expected the header 'nimcert-certificate 1'");
    line = reader.expect(f, "the game line");
    if (joined(f) != "game " + game) rejected(line, "the shard is about " + quote(joined(f)) + ", not 'game " + game + "'");
    std::string statement = check_kayles_certificate(f, line, reader, &claim);
    if (reader.next(f)) malformed(reader.line(), "text after 'end'");
    return statement;
}

}  // namespace

void check_shard(const std::string& game, std::string_view name, std::string_view digest, const std::string& claim, long line) {
    const std::string_view allowed = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-.";
    if (name.empty() || name.size() > 128 || name[0] == '.' || name.find_first_not_of(allowed) != std::string_view::npos)
        malformed(line, "a shard's file name has 1 to 128 of the characters A-Z a-z 0-9 _ - . and does not start with '.'");
    if (digest.size() != 64 || !std::all_of(digest.begin(), digest.end(), [](char c) { return hex_digit(c) >= 0; }))
        malformed(line, "a shard's SHA-256 is 64 lower-case hex digits");
    const std::string sha(digest), shard = "shard " + std::string(name) + " (sha256 " + sha.substr(0, 12) + "...)";
    if (std::find(shards.open.begin(), shards.open.end(), sha) != shards.open.end())
        rejected(line, shard + " is being checked already: a shard cannot rest on itself (a cycle of shards)");
    const std::string path = shards.dir + "/" + std::string(name);
    std::ifstream file(path, std::ios::binary);
    if (!file) rejected(line, shard + " cannot be read: " + path + ": " + std::strerror(errno));
    // The digest first (a swapped or changed file is named as such), then the check. Soundness
    // does not rest on the digest: the claim is imported only from the bytes that passed.
    Sha256 hash;
    std::string block(1 << 20, '\0');
    while (file.read(&block[0], static_cast<std::streamsize>(block.size())) || file.gcount() > 0)
        hash.add(block.substr(0, static_cast<std::size_t>(file.gcount())));
    if (const std::string actual = hash.hex(); actual != sha) rejected(line, shard + " has sha256 " + actual + ", not the one named here");
    file.clear();
    file.seekg(0);
    shards.open.push_back(sha);
    const double estimate = work.estimate;  // the shard makes its own estimate
    try {
        check_shard_file(file, game, claim);
    } catch (const Failure& failure) {
        static const char* const kWord[] = {"VERIFIED", "REJECTED", "MALFORMED"};
        rejected(line, shard + " is " + kWord[static_cast<int>(failure.verdict)] + " at its line " + str(failure.line) + ": " + failure.text);
    }
    work.estimate = estimate;
    shards.open.pop_back();
}

}  // namespace nimcheck
