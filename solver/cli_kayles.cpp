// `nimcert kayles ...`: Node-Kayles on a family or a graph file, by the full table of classes or
// (--pruned) by an outcome proof, one class of it (--class, --heap), or a sharded proof
// (--shards, cli_shards.cpp); the certificate is written as the engine's sink asks.
#include <sys/prctl.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <csignal>
#include <cstdlib>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "cli_args.hpp"
#include "cli_commands.hpp"
#include "json_output.hpp"
#include "kayles_certificate.hpp"
#include "kayles_checkpoint.hpp"
#include "kayles_engine.hpp"
#include "kayles_outcome.hpp"
#include "kayles_outcome_flags.hpp"
#include "text_certificate.hpp"

namespace nimcert::cli {

namespace {

std::string read_file(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw std::invalid_argument("cannot read " + path);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

KaylesGraph kayles_graph(const std::vector<std::string>& words) {
    const std::string family = words[0];
    if (family == "graph6" || family == "edges") {
        if (words.size() != 2) throw UsageError(family + " takes FILE");
        const std::string text = read_file(words[1]);
        return family == "graph6" ? parse_graph6(text) : parse_edge_list(text);
    }
    // `petersen N K dihedral`: the same graph, its classes up to rotations and reflections
    const bool dihedral = family == "petersen" && words.size() == 4 && words[3] == "dihedral";
    std::vector<long long> args;
    for (std::size_t k = 1; k < words.size() - (dihedral ? 1 : 0); ++k) {
        const std::string& t = words[k];
        if (t.empty() || t.size() > 7 || t.find_first_not_of("0123456789") != std::string::npos)
            throw std::invalid_argument(family + ": '" + t + "' is not a size");
        args.push_back(std::stoll(t));
    }
    return dihedral ? make_dihedral_petersen(args[0], args[1]) : make_family(family, args);
}

// The process's peak resident memory (VmHWM), in KiB; 0 where /proc does not tell.
std::size_t peak_memory_kib() {
    std::ifstream in("/proc/self/status");
    std::string key;
    std::size_t kib = 0;
    while (in >> key)
        if (key == "VmHWM:" && in >> kib) return kib;
    return 0;
}


// The start of `kayles --json`'s object: which graph, and which kind of proof.
JsonObject kayles_json(const KaylesGraph& g, bool pruned) {
    return std::move(JsonObject("kayles").str("graph", g.description).num("vertices", g.n).flag("pruned", pruned));
}

// `kayles ... --pruned`: the outcome search and its claims certificate (certs/FORMAT.md,
// "Outcome claims"). The certificate's statement does not depend on --threads or --memory; its
// bytes are reproducible with --threads 1 and one --memory (FORMAT.md, "When the bytes are
// reproducible").
int kayles_pruned(const Args& a, const KaylesGraph& g, std::unique_ptr<AtomicFile>& file) {
    // A shard's solve started by `--shards` (cli_shards.cpp) ends with the process that started
    // it, as if interrupted (its checkpoint saved), should that one be killed outright.
    if (std::getenv("NIMCERT_SHARD_OF_PID") && std::to_string(getppid()) == std::getenv("NIMCERT_SHARD_OF_PID"))
        prctl(PR_SET_PDEATHSIG, SIGTERM);
    OutcomeOptions opt;
    if (a.options.count("--checkpoint")) opt.checkpoint = a.options.at("--checkpoint");
    opt.note = [&g](const std::string& what) { std::cerr << "nimcert: " << g.description.substr(0, 60) << ": " << what << '\n'; };
    opt.use_mirrors = !(a.options.count("--mirrors") && a.options.at("--mirrors") == "off");
    opt.stop = &g_stop;
    apply_outcome_flags(a.options, opt);  // the leaves, the top plies, --threads, --memory
    opt.fact_log = !(a.options.count("--fact-log") && a.options.at("--fact-log") == "off");
    if (!a.options.count("--memory")) opt.memory = kayles_default_memory();
    std::cerr << "nimcert: " << g.description.substr(0, 60) << ": outcome search with " << (opt.memory >> 20) << " MiB"
              << (a.options.count("--memory") ? "" : " (5/8 of the available memory; --memory sets it)") << ", "
              << opt.threads << (opt.threads == 1 ? " thread\n" : " threads\n");
    const auto start = std::chrono::steady_clock::now();
    opt.progress = [&](const OutcomeStats& s) {
        const double t = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        std::cerr << "nimcert: " << g.description.substr(0, 60) << ": " << std::fixed << std::setprecision(0) << t << " s, "
                  << s.nodes << " positions searched (" << double(s.nodes) / std::max(t, 1e-3) << "/s), cache "
                  << std::setprecision(1) << 100.0 * double(s.entries) / double(std::max<std::size_t>(s.capacity, 1)) << "% of "
                  << s.capacity << " entries";
        if (s.proving) std::cerr << ", proof pass: " << s.claims << " records written";
        if (s.root.heap >= 0)
            std::cerr << (s.proving ? ", the root's P claim (value " : ", at the root: heap ") << s.root.heap << (s.proving ? ")" : "")
                      << " move " << s.root.move << " of " << s.root.moves;
        std::cerr << '\n';
    };
    OutcomeStats stats;
    const int heap = a.options.count("--heap") ? int(parse_count("--heap", a.options.at("--heap"))) : -1;
    if (heap > 511 || (heap >= 0 && !a.options.count("--class"))) throw std::invalid_argument("--heap takes 0 to 511, with --class");
    std::unique_ptr<TextCertificate> cert;
    if (file) {
        cert = std::make_unique<TextCertificate>(file->stream());
        cert->made_by(g_provenance);
    }
    unsigned value = 0;
    try {
        value = a.options.count("--class") ? kayles_outcome_solve_class(g, a.options.at("--class"), heap, opt, cert.get(), stats)
                                           : kayles_outcome_solve(g, opt, cert.get(), stats);
    } catch (const KaylesInterrupted&) {
        std::cerr << (opt.checkpoint.empty() ? "nimcert: interrupted; nothing written (use --checkpoint FILE to resume later)\n"
                                             : "nimcert: interrupted; no certificate written; resume with the same command\n");
        return kExitInterrupted;
    }
    std::ostream& out = summary(a);
    std::optional<Written> written;
    if (file) {
        file->commit();
        drop_checkpoint(a);
        written = Written{a.options.at("--cert"), cert->sha256()};
    }
    if (g_json) {
        JsonObject o = kayles_json(g, true);
        if (heap >= 0) o.num("heap", unsigned(heap)).str("outcome", value ? "P" : "N");
        else o.num("value", value);
        out << o.raw("certificate", written ? written->json() : "null").text() << '\n';
    } else {
        if (heap >= 0) out << (value ? "P" : "N") << '\n';  // the outcome of X + *heap
        else out << value << '\n';
        if (written) out << written->line() << '\n';
    }
    std::cerr << "nimcert: " << g.description.substr(0, 60) << ": " << g.n << " vertices, " << stats.nodes << " positions searched";
    if (opt.threads > 1) std::cerr << " (" << stats.main_nodes << " by the main thread)";
    if (file)
        std::cerr << ", outcome proof of " << stats.p + stats.n + stats.mirrors << " records (" << stats.p << " P, "
                  << stats.n << " N, " << stats.mirrors << " by a mirror; " << stats.small << " small components valued), cache "
                  << stats.entries << " of " << stats.capacity << " entries (" << (stats.cache_bytes >> 20) << " MiB), written-claims table "
                  << (stats.claim_bytes >> 20) << " MiB; search " << std::fixed << std::setprecision(1) << stats.search_seconds
                  << " s, proof pass " << stats.proof_seconds << " s (" << stats.proof_nodes << " positions searched by it; fact log "
                  << (stats.fact_log_given_up ? std::string("given up")
                      : opt.fact_log ? std::to_string(stats.facts_archived) + " facts, " + std::to_string(stats.fact_disk_bytes >> 20) +
                                         " MiB of disk at the peak, " + std::to_string(stats.fact_lookups) + " lookups, " +
                                         std::to_string(stats.fact_hits) + " found"
                                   : std::string("off"))
                  << ")";
    std::cerr << ", peak memory " << (peak_memory_kib() >> 10) << " MiB";
    std::cerr << '\n';
    return kExitOk;
}

}  // namespace

int cmd_kayles(const Args& a) {
    if (a.positional.empty()) throw UsageError("kayles takes FAMILY ARGS...");
    for (const char* o : {"--mirrors", "--fact-log"})
        if (a.options.count(o) && a.options.at(o) != "on" && a.options.at(o) != "off") throw UsageError(std::string(o) + " takes on or off");
    const KaylesGraph g = kayles_graph(a.positional);
    auto file = open_certificate(a);
    KaylesOptions opt;
    opt.use_mirrors = !(a.options.count("--mirrors") && a.options.at("--mirrors") == "off");
    opt.stop = &g_stop;
    if (a.options.count("--threads")) {
        const std::uint64_t t = parse_count("--threads", a.options.at("--threads"));
        if (t < 1 || t > 64) throw std::invalid_argument("--threads takes 1 to 64");
        opt.threads = unsigned(t);
    }
    opt.progress = [&](std::size_t classes) {
        std::cerr << "nimcert: " << g.description << ": " << classes << " component classes so far\n";
    };
    for (const char* o : {"--class", "--heap", "--shards", "--split", "--fact-log"})
        if (a.options.count(o) && !a.options.count("--pruned")) throw UsageError(std::string(o) + " needs --pruned");
    if (a.options.count("--split") && !a.options.count("--shards")) throw UsageError("--split needs --shards DIR");
    if (a.options.count("--shards")) {
        for (const char* o : {"--class", "--heap", "--cert", "--checkpoint", "--json"})
            if (a.options.count(o)) throw UsageError(std::string(o) + " does not go with --shards (DIR holds every file)");
        if (a.options.count("--memory")) parse_memory(a.options.at("--memory"));  // refused here, not once per shard
        const std::uint64_t split = a.options.count("--split") ? parse_count("--split", a.options.at("--split")) : 1;
        if (split > 8) throw std::invalid_argument("--split takes a depth of 0 to 8");
        int small = 16, zero = 20;
        apply_leaf_flags(a.options, small, zero);
        OutcomeOptions checked;
        apply_outcome_flags(a.options, checked);  // refused here, not once per shard
        return cli_kayles_shards(CommandArgs{a.positional, a.options, &g_stop}, g, int(split), small, zero, opt.use_mirrors);
    }
    if (a.options.count("--pruned")) return kayles_pruned(a, g, file);
    const std::string checkpoint = a.options.count("--checkpoint") ? a.options.at("--checkpoint") : "";
    const auto save = [&g, checkpoint, mirrors = opt.use_mirrors](const KaylesSolver& s) {
        save_kayles_checkpoint(g, mirrors, s, checkpoint);
        std::cerr << "nimcert: checkpoint " << checkpoint << " saved with " << s.memo_entries() << " component classes\n";
    };
    if (!checkpoint.empty()) opt.checkpoint = save;
    const auto solver = make_kayles_solver(g, opt);
    if (!checkpoint.empty() && load_kayles_checkpoint(g, opt.use_mirrors, *solver, checkpoint))
        std::cerr << "nimcert: resumed from " << checkpoint << " with " << solver->memo_entries() << " component classes\n";
    unsigned value = 0;
    try {
        value = solver->value_of_graph();
    } catch (const KaylesInterrupted&) {
        if (checkpoint.empty()) {
            std::cerr << "nimcert: interrupted; nothing written (use --checkpoint FILE to resume later)\n";
        } else {
            save(*solver);  // every worker has stopped: the memo holds only finished classes
            std::cerr << "nimcert: interrupted; no certificate written; resume with the same command\n";
        }
        return kExitInterrupted;
    }
    std::ostream& out = summary(a);
    std::optional<Written> written;
    if (file) {
        TextCertificate cert(file->stream());
        cert.made_by(g_provenance);
        emit_kayles_certificate(g, *solver, value, cert);
        file->commit();
        drop_checkpoint(a);
        written = Written{a.options.at("--cert"), cert.sha256()};
    }
    if (g_json) {
        out << kayles_json(g, false).num("value", value).raw("certificate", written ? written->json() : "null").text() << '\n';
    } else {
        out << value << '\n';
        if (written) out << written->line() << '\n';
    }
    std::cerr << "nimcert: " << g.description.substr(0, 60) << ": " << g.n << " vertices, " << solver->memo_entries()
              << " component classes, " << solver->mirrored() << " of them valued 0 by a mirror involution\n";
    return kExitOk;
}


}  // namespace nimcert::cli
