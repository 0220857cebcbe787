#include "kayles_shards.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <cstring>
#include <istream>
#include <streambuf>

#include "failure.hpp"
#include "kayles_certificate.hpp"
#include "line_reader.hpp"
#include "sha256_digest.hpp"
#include "work.hpp"

namespace nimcheck {

namespace {

// A shard opened for reading: a regular file (checked with lstat before it is opened, so no
// FIFO, device or symbolic link is ever opened, and with fstat after, as it may be swapped in
// between), read through no more than the size fstat gave: a file that grows is not followed.
class ShardFile : public std::streambuf {
public:
    // The reason it cannot be read, or "" once open.
    std::string open(const std::string& path) {
        struct stat st {};
        if (::lstat(path.c_str(), &st) != 0) return std::strerror(errno);
        if (S_ISLNK(st.st_mode)) return "it is a symbolic link (nimcheck follows none; certs/FORMAT.md)";
        if (!S_ISREG(st.st_mode)) return "it is not a regular file";
        fd_ = ::open(path.c_str(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
        if (fd_ < 0) return std::strerror(errno);
        if (::fstat(fd_, &st) != 0 || !S_ISREG(st.st_mode)) return "it is not a regular file";
        left_ = size_ = static_cast<std::uint64_t>(st.st_size);
        return "";
    }
    ~ShardFile() override { if (fd_ >= 0) ::close(fd_); }
    std::uint64_t size() const { return size_; }
    // The SHA-256 of its bytes, then back to the start; "" if it has fewer bytes than its size.
    std::string sha256() {
        Sha256 hash;
        for (std::size_t n; (n = fill()) > 0;) hash.add(std::string(buf_.data(), n));
        if (left_ > 0 || ::lseek(fd_, 0, SEEK_SET) != 0) return "";
        left_ = size_;
        return hash.hex();
    }

protected:
    int_type underflow() override {  // called once the bytes of the last fill are consumed
        const std::size_t n = fill();
        setg(buf_.data(), buf_.data(), buf_.data() + n);
        return n > 0 ? traits_type::to_int_type(buf_[0]) : traits_type::eof();
    }

private:
    std::size_t fill() {  // reads the next bytes into buf_ (0 at the size, or on an error: the check sees the file end)
        const ssize_t n = left_ == 0 ? 0 : ::read(fd_, buf_.data(), static_cast<std::size_t>(std::min<std::uint64_t>(buf_.size(), left_)));
        if (n <= 0) return 0;
        left_ -= static_cast<std::uint64_t>(n);
        return static_cast<std::size_t>(n);
    }
    int fd_ = -1;
    std::uint64_t size_ = 0, left_ = 0;
    std::vector<char> buf_ = std::vector<char>(65536);
};

// The shard's text after its header and game line, checked as a claims certificate whose
// `proves` line must state `claim` (its statement is not needed: the importing record says it).
void check_shard_file(std::istream& in, const std::string& game, const std::string& claim) {
    LineReader reader(in);
    long line = reader.expect("the header");
    if (reader.text() != "nimcert-certificate 1") malformed(line, "expected the header 'nimcert-certificate 1'");
    line = reader.expect("the game line");
    if (reader.text() != "game " + game) rejected(line, "the shard is about " + quote(reader.text()) + ", not 'game " + game + "'");
    check_kayles_certificate(reader.fields(), line, reader, &claim);
    if (reader.next()) malformed(reader.line(), "text after 'end'");
}

}  // namespace

void check_shard(const std::string& game, std::string_view name, std::string_view digest, const std::string& claim, long line) {
    const std::string_view allowed = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-.";
    if (name.empty() || name.size() > 128 || name[0] == '.' || name.find_first_not_of(allowed) != std::string_view::npos)
        malformed(line, "a shard's file name has 1 to 128 of the characters A-Z a-z 0-9 _ - . and does not start with '.'");
    if (digest.size() != 64 || !std::all_of(digest.begin(), digest.end(), [](char c) { return hex_digit(c) >= 0; }))
        malformed(line, "a shard's SHA-256 is 64 lower-case hex digits");
    const std::string sha(digest), shard = "shard " + std::string(name) + " (sha256 " + sha.substr(0, 12) + "...)";
    if (const auto seen = shards.verified.find(sha); seen != shards.verified.end()) {  // these bytes passed already
        if (seen->second == std::make_pair(game, claim)) return;
        rejected(line, shard + " was verified above as a proof of " + seen->second.second + " about 'game " + seen->second.first + "', not of " + claim);
    }
    if (std::find(shards.open.begin(), shards.open.end(), sha) != shards.open.end())
        rejected(line, shard + " is being checked already: a shard cannot rest on itself (a cycle of shards)");
    if (shards.open.size() >= kMaxShardDepth)
        malformed(line, shard + " is not checked: shards nest at most " + str(kMaxShardDepth) + " deep (limit)");
    const std::string path = shards.dir + (shards.dir.back() == '/' ? "" : "/") + std::string(name);
    ShardFile file;
    if (const std::string why = file.open(path); !why.empty()) malformed(line, shard + " cannot be read: " + path + ": " + why);
    // Its bytes cost a step each to hash and again to check (certs/FORMAT.md, "Cost of checking"),
    // refused before the first is read if that passes --max-work.
    if (work.cap > 0 && file.size() > (work.cap - std::min(work.cap, work.done)) / 2)  // no overflow, whatever the size
        rejected(line, shard + " is not checked: its " + str(file.size()) + " bytes, read twice, take the steps past --max-work " + str(work.cap));
    work.done += 2 * file.size();
    // The digest first (a swapped or changed file is named as such, and no other file's digest
    // is printed), then the check. Soundness does not rest on the digest: the claim is imported
    // only from the bytes that passed.
    if (file.sha256() != sha) rejected(line, shard + " has another SHA-256 than the one named here (a changed or swapped file)");
    shards.open.push_back(sha);
    const double estimate = work.estimate;  // the shard makes its own estimate
    try {
        std::istream in(&file);
        check_shard_file(in, game, claim);
    } catch (const Failure& failure) {
        throw Failure{failure.verdict, line, shard + " is " + verdict_word(failure.verdict) + " at its line " + str(failure.line) + ": " + failure.text};
    }
    work.estimate = estimate;
    shards.open.pop_back();
    shards.verified[sha] = {game, claim};
}

}  // namespace nimcheck
