// Sharded outcome proofs (certs/FORMAT.md, "Sharded proofs"): on random graphs and small lattice
// families, for every split depth 0..2, the top's questions answered by in-process shard solves
// lead to a root whose value is exhaustive search's, which the independent checker verifies with
// its shards (each of which it also verifies on its own); changing an import's claim, or its
// shard, never verifies; and the root does not depend on which extra questions were answered.
#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "kayles_engine.hpp"
#include "kayles_graph.hpp"
#include "kayles_outcome.hpp"
#include "kayles_shard_top.hpp"
#include "nimcheck.hpp"
#include "random_kayles_graphs.hpp"
#include "sha256.hpp"
#include "text_certificate.hpp"

using namespace nimcert;
using reftest::random_family;
using reftest::random_graph;
using reftest::uniform;

namespace {

// A scratch directory for one sharded proof's files.
struct Scratch {
    std::string dir;
    Scratch() {
        char name[] = "/tmp/nimcert-shards-XXXXXX";
        if (!mkdtemp(name)) throw std::runtime_error("mkdtemp");
        dir = name;
    }
    ~Scratch() { std::system(("rm -rf '" + dir + "'").c_str()); }
};

struct Sharded {
    unsigned value = 0;
    std::string root;
    std::map<std::string, ShardAnswer> answers;
    std::vector<std::string> used;
};

// Solves question q in this process into dir/NAME, as `nimcert kayles ... --class --heap` does.
ShardAnswer solve(const KaylesGraph& g, const ShardQuestion& q, int small, bool mirrors, const std::string& dir) {
    OutcomeOptions opt;
    opt.small_cells = small, opt.use_mirrors = mirrors, opt.memory = std::size_t(64) << 20;
    std::ostringstream text;
    TextCertificate cert(text);
    OutcomeStats stats;
    const unsigned r = kayles_outcome_solve_class(g, q.shape, q.heap, opt, &cert, stats);
    std::ofstream(dir + "/" + q.name()) << text.str();
    ShardAnswer a;
    a.question = q, a.p = q.heap >= 0 && r == 1, a.value = q.heap < 0 ? r : 0, a.sha256 = sha256_hex(text.str());
    return a;
}

// The whole loop of `--shards DIR`: answer the first open question (or, with `extra`, also the
// last one: a speculative answer) until the top is decided, then write the root.
Sharded sharded(const KaylesGraph& g, int depth, int small, bool mirrors, const std::string& dir, bool extra = false) {
    ShardTop top(g, depth, small, mirrors);
    Sharded s;
    for (;;) {
        std::vector<ShardQuestion> open;
        if (top.evaluate(s.answers, open)) break;
        RC_ASSERT(!open.empty());
        s.answers[open.front().name()] = solve(g, open.front(), small, mirrors, dir);
        if (extra && open.size() > 1) s.answers[open.back().name()] = solve(g, open.back(), small, mirrors, dir);
    }
    std::ostringstream root;
    TextCertificate cert(root);
    s.value = top.write_root(cert, s.used);
    s.root = root.str();
    return s;
}

nimcheck::Outcome check(const std::string& text, const std::string& dir) {
    std::istringstream in(text);
    return nimcheck::check_certificate(in, 0, dir);
}

const int kThresholds[] = {0, 1, 2, 4, 8, 16};

}  // namespace

RC_GTEST_PROP(KaylesShards, RootValueIsExhaustiveSearchAndEveryPartVerifies, ()) {
    const KaylesGraph g = *rc::gen::element(0, 1) == 0 ? random_graph(13) : random_family();
    const int depth = uniform(0, 2), small = kThresholds[uniform(0, 4)];
    const bool mirrors = uniform(0, 1) == 1;
    Scratch scratch;
    const Sharded s = sharded(g, depth, small, mirrors, scratch.dir);
    RC_ASSERT(s.value == kayles_brute_force(g));
    const nimcheck::Outcome o = check(s.root, scratch.dir);
    RC_ASSERT(o.verdict == nimcheck::Verdict::Verified);
    RC_ASSERT(o.text.find(": G = " + std::to_string(s.value) + " (outcome proof") != std::string::npos);
    for (const std::string& name : s.used) {
        std::ifstream in(scratch.dir + "/" + name);
        RC_ASSERT(nimcheck::check_certificate(in, 0, scratch.dir).verdict == nimcheck::Verdict::Verified);
    }
}

RC_GTEST_PROP(KaylesShards, SpeculativeAnswersDoNotChangeTheRoot, ()) {
    const KaylesGraph g = random_family();
    const int depth = uniform(1, 2), small = kThresholds[uniform(0, 3)];
    Scratch a, b;
    const Sharded plain = sharded(g, depth, small, true, a.dir), speculative = sharded(g, depth, small, true, b.dir, true);
    RC_ASSERT(plain.root == speculative.root);
}

// An import claims what its shard proves, no more: another kind or heap, another shard's digest
// or a changed shard is REJECTED at the import's line.
RC_GTEST_PROP(KaylesShards, ChangedImportsNeverVerify, ()) {
    const KaylesGraph g = make_family("grid", {uniform(2, 3), uniform(4, 6)});
    Scratch scratch;
    const Sharded s = sharded(g, 1, uniform(2, 5), true, scratch.dir);
    std::vector<std::string> lines;
    std::istringstream in(s.root);
    for (std::string l; std::getline(in, l);) lines.push_back(l);
    std::vector<std::size_t> imports;
    for (std::size_t i = 0; i < lines.size(); ++i)
        if (lines[i].find(" shard ") != std::string::npos) imports.push_back(i);
    RC_PRE(!imports.empty());
    const std::size_t at = imports[std::size_t(uniform(0, int(imports.size()) - 1))];
    std::istringstream words(lines[at]);
    std::string shape, kind, h, shard, name, digest;
    words >> shape >> kind >> h >> shard >> name >> digest;
    switch (uniform(0, 3)) {
        case 0: kind = kind == "P" ? "N" : "P"; break;
        case 1: h = std::to_string(std::stoi(h) + uniform(1, 3)); break;
        case 2: digest = sha256_hex(digest); break;
        default: std::ofstream(scratch.dir + "/" + name, std::ios::app) << "# changed\n";
    }
    lines[at] = shape + " " + kind + " " + h + " shard " + name + " " + digest;
    std::string text;
    for (const std::string& l : lines) text += l + "\n";
    const nimcheck::Outcome o = check(text, scratch.dir);
    RC_ASSERT(o.verdict != nimcheck::Verdict::Verified);
}

// A library caller's empty shard directory means the current one (issue 41: the path was built
// from its last character, undefined for ""); a missing shard is MALFORMED, the proof incomplete.
TEST(KaylesShards, EmptyShardDirectoryIsTheCurrentOneAndAMissingShardIsMalformed) {
    const std::string root = "nimcert-certificate 1\ngame kayles grid 2 5\nclaims 1 small 4\n"
                             "2x4:7f N 1 shard no-such-shard-41.cert " + std::string(64, 'a') + "\nproves 2x4:7f N 1\nend\n";
    std::istringstream in(root);
    const nimcheck::Outcome o = nimcheck::check_certificate(in, 0, "");
    EXPECT_EQ(o.verdict, nimcheck::Verdict::Malformed);
    EXPECT_EQ(o.line, 4);
    EXPECT_NE(o.text.find("cannot be read: ./no-such-shard-41.cert: No such file"), std::string::npos) << o.text;
}
