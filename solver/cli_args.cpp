// What the command line's commands share (cli_args.hpp).
#include "cli_args.hpp"

#include <cstdio>
#include <iostream>

namespace nimcert::cli {

std::atomic<bool> g_stop{false};
bool g_json = false;
std::string g_provenance;

// The certificate file named by --cert, opened before any long computation so a bad path
// fails at once; written atomically (temporary file + rename) when complete.
std::unique_ptr<AtomicFile> open_certificate(const Args& a) {
    if (!a.options.count("--cert")) return nullptr;
    return std::make_unique<AtomicFile>(a.options.at("--cert"));
}

// Once the certificate is written, --checkpoint's file has served (issue 41: it was left behind,
// hundreds of MB for a Node-Kayles table): removed, and said so on stderr.
void drop_checkpoint(const Args& a) {
    if (!a.options.count("--checkpoint")) return;
    const std::string& path = a.options.at("--checkpoint");
    if (std::remove(path.c_str()) == 0) std::cerr << "nimcert: checkpoint " << path << " removed: the certificate is written\n";
}

// Where summaries go: stdout, unless the certificate itself is being written there.
std::ostream& summary(const Args& a) {
    return a.options.count("--cert") && a.options.at("--cert") == "-" ? std::cerr : std::cout;
}

}  // namespace nimcert::cli
