#include "kayles_checkpoint.hpp"

#include <fstream>
#include <stdexcept>

#include "atomic_file.hpp"

namespace nimcert {

namespace {

// Version 2: the heap checkpoints are version 1 text; a different number keeps either reader
// from mistaking the other's file for a truncated one of its own.
const char* const kMagic = "nimcert-checkpoint 2";

std::string header(const KaylesGraph& g, bool mirrors) {
    return std::string(kMagic) + "\ngame kayles " + g.description + "\nmirrors " + (mirrors ? "on" : "off") + "\n";
}

}  // namespace

void save_kayles_checkpoint(const KaylesGraph& g, bool mirrors, const KaylesSolver& solver, const std::string& path) {
    AtomicFile f(path);
    f.stream() << header(g, mirrors);
    solver.save_memo(f.stream());
    f.commit();
}

bool load_kayles_checkpoint(const KaylesGraph& g, bool mirrors, KaylesSolver& solver, const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return false;
    const auto bad = [&](const std::string& why) { return std::invalid_argument("checkpoint " + path + " " + why); };
    std::string magic, game, options;
    std::getline(in, magic);
    if (!in || magic.rfind("nimcert-checkpoint", 0) != 0) throw bad("is not a nimcert checkpoint");
    if (magic != kMagic) throw bad("has format '" + magic + "', not the Node-Kayles '" + kMagic + "'");
    std::getline(in, game);
    std::getline(in, options);
    const std::string want = header(g, mirrors);
    if (game.rfind("game ", 0) == 0 && "game kayles " + g.description != game)
        throw bad("is for " + game.substr(5, 80) + ", not kayles " + g.description.substr(0, 80));
    if (!in || std::string(kMagic) + "\n" + game + "\n" + options + "\n" != want)
        throw bad("is for other options ('" + options.substr(0, 40) + "'), not 'mirrors " + (mirrors ? "on" : "off") + "'");
    try {
        solver.load_memo(in);
    } catch (const std::invalid_argument& e) {
        throw bad(std::string("is damaged: ") + e.what());
    }
    if (in.peek() != std::char_traits<char>::eof()) throw bad("is damaged: bytes after the memo");
    return true;
}

}  // namespace nimcert
