// What the command line's commands share: main.cpp parses the arguments and reports errors,
// and the commands split out of it (cli_kayles.cpp) use the same arguments, stop flag, --json
// switch and certificate helpers.
#pragma once

#include <atomic>
#include <cstdint>
#include <map>
#include <memory>
#include <ostream>
#include <stdexcept>
#include <string>
#include <vector>

#include "atomic_file.hpp"
#include "json_output.hpp"
#include "kayles_outcome_flags.hpp"  // parse_count, shared with the outcome search's flags

namespace nimcert::cli {

constexpr int kExitOk = 0, kExitFailed = 1, kExitBadInput = 2, kExitUsage = 3, kExitInterrupted = 130;

struct UsageError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

extern std::atomic<bool> g_stop;  // set by SIGINT and SIGTERM (main.cpp)
// --json (docs/json.md): the command prints one JSON object instead of its text; an error is an
// object with "error" (the message printed on stderr as well) and the exit status.
extern bool g_json;
// The command as the certificates it writes record it (provenance.hpp; "" with --provenance off).
extern std::string g_provenance;

struct Args {
    std::vector<std::string> positional;
    std::map<std::string, std::string> options;
};

using nimcert::parse_count;  // kayles_outcome_flags.hpp

// The certificate file named by --cert, opened before any long computation so a bad path
// fails at once; written atomically (temporary file + rename) when complete.
std::unique_ptr<AtomicFile> open_certificate(const Args& a);

// Once the certificate is written, --checkpoint's file has served: removed, and said so on stderr.
void drop_checkpoint(const Args& a);

// A certificate written: its file as given to --cert and its SHA-256.
struct Written {
    std::string file, sha256;
    std::string line() const { return "certificate " + file + " sha256 " + sha256; }
    std::string json() const { return json_certificate(file, sha256); }
};

// Where summaries go: stdout, unless the certificate itself is being written there.
std::ostream& summary(const Args& a);

// `nimcert kayles ...` (cli_kayles.cpp).
int cmd_kayles(const Args& a);

}  // namespace nimcert::cli
