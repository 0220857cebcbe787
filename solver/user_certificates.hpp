// `--cert FILE|DIR` of bfile, latex, plot and term (issue 42): terms read from certificates the
// user already has instead of regenerated ones. Every file is first verified by the nimcheck
// program (`nimcheck --json`, which also gives the SHA-256 of the bytes it checked); the values
// are then read from the same bytes (their digest compared with nimcheck's), so a file changed
// in between is refused, never used.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "sequences.hpp"

namespace nimcert {

struct UserCertificate {
    std::string file, sha256, statement;  // statement: what nimcheck verified
};

// FILE, or every *.cert file of DIR (sorted by name).
std::vector<std::string> user_certificate_files(const std::string& file_or_dir);

// Runs `nimcheck --json FILE`; throws std::runtime_error unless it prints VERIFIED.
UserCertificate verify_user_certificate(const std::string& file);

// A heap-game sequence (A002187, A215721 or a heap code) from the first certificate of
// FILE|DIR whose game and claim are the sequence's (a period, zero set, or a values table for a
// code: then only G(0..count-1)). Throws std::invalid_argument if none is.
TermSource user_term_source(const std::string& seq, const std::string& file_or_dir);

// A Node-Kayles sequence (A316632: grid 3 n, A344227: queens n): n -> the verified certificate
// of its graph found in FILE|DIR, and its value.
struct UserKaylesTerm {
    UserCertificate cert;
    unsigned value = 0;
};
std::map<long long, UserKaylesTerm> user_kayles_terms(const std::string& seq, const std::string& file_or_dir);

}  // namespace nimcert
