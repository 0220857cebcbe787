// `nimcert census PATTERN [--max N] [--out DIR] [--jobs J]` (issue 26): every octal code of the
// pattern, each with a certificate nimcheck verified, grouped into classes (census.hpp). The
// TSV DIR/census-PATTERN.tsv is the state: rewritten atomically after every code, so Ctrl-C or
// a crash loses at most the codes in progress and the same command resumes; the Markdown report
// DIR/census-PATTERN.md is written (atomically) at the end.
#include <atomic>
#include <filesystem>
#include <system_error>
#include <fstream>
#include <iostream>
#include <map>
#include <mutex>
#include <thread>

#include "atomic_file.hpp"
#include "census.hpp"
#include "cli_commands.hpp"
#include "json_output.hpp"
#include "nimcheck_run.hpp"

namespace nimcert {

namespace {

std::uint64_t option_number(const CommandArgs& a, const std::string& name, std::uint64_t fallback, std::uint64_t lo,
                            std::uint64_t hi) {
    if (!a.has(name)) return fallback;
    const std::string& t = a.options.at(name);
    if (t.empty() || t.size() > 12 || t.find_first_not_of("0123456789") != std::string::npos || std::stoull(t) < lo ||
        std::stoull(t) > hi)
        throw std::invalid_argument(name + " takes a number from " + std::to_string(lo) + " to " + std::to_string(hi) +
                                    ", not '" + t + "'");
    return std::stoull(t);
}

// One row of `census --json` (docs/json.md): the TSV's columns, named, and its class's representative.
std::string row_json(const CensusRow& r, const std::string& representative) {
    JsonObject o("census-row");
    o.str("code", r.code).flag("periodic", r.periodic);
    if (r.periodic) o.num("prefix", r.prefix).num("period", r.period);
    else o.null("prefix").null("period");
    o.num("count", r.count).num("largest", r.largest).str("class", representative).str("sha256", r.certificate).str("verdict", r.verdict);
    o.raw("stats", json_array(r.stats, [](const PowerStats& p) {
        return "{\"k\":" + std::to_string(p.k) + ",\"largest\":" + std::to_string(p.largest) + ",\"largest_at\":" +
               std::to_string(p.largest_at) + ",\"mask\":" + std::to_string(p.mask) + ",\"rare\":" + std::to_string(p.rare) +
               ",\"last_rare\":" + std::to_string(p.last_rare) + "}";
    }));
    return o.text();
}

}  // namespace

int cli_census(const CommandArgs& a) {
    if (a.positional.size() != 1) throw CommandUsage("census takes PATTERN (0.dd, 0.ddd, 4.ddd)");
    std::string pattern = a.positional[0];
    if (!pattern.empty() && pattern[0] == '.') pattern = "0" + pattern;
    const std::vector<std::string> codes = census_codes(pattern);
    // Without --max, each code gets `nimcert period`'s own search (its defaults: .16 and .56 are
    // proved at 149,459 and 144 values, which --max 16384 missed), stopped after --budget seconds
    // (default 2) if it has not ended: then G(0..N-1), N the values computed rounded down to a
    // power of two (issue 41).
    const std::uint64_t max = a.has("--max") ? option_number(a, "--max", 16384, 64, std::uint64_t(1) << 28) : 0;
    if (max && a.has("--budget")) throw CommandUsage("census takes --max N or --budget SECONDS, not both");
    const std::uint64_t budget = option_number(a, "--budget", 2, 1, 86400);
    const unsigned hw = std::max(1u, std::thread::hardware_concurrency());
    const unsigned jobs = static_cast<unsigned>(option_number(a, "--jobs", hw, 1, 256));
    const std::string dir = a.has("--out") ? a.options.at("--out") : ".";
    std::error_code made;  // --out DIR is created, as `mkdir -p` would (issue 41: it had to exist)
    std::filesystem::create_directories(dir, made);
    if (made) throw std::invalid_argument("census: cannot create --out " + dir + ": " + made.message());
    const std::string tsv = dir + "/census-" + pattern + ".tsv", md = dir + "/census-" + pattern + ".md";
    const std::string how = max ? " --max " + std::to_string(max) : " --budget " + std::to_string(budget);
    const std::string head = "# nimcert census " + pattern + how;

    // Resume: the rows of an earlier run of the same command.
    std::map<std::string, CensusRow> done;
    if (std::ifstream in{tsv}) {
        std::string line;
        if (!std::getline(in, line) || line != head)
            throw std::invalid_argument(tsv + " is not the state of 'census " + pattern + how +
                                        "' (first line '" + line + "'); remove it or use another --out");
        std::getline(in, line);  // the column header
        while (std::getline(in, line)) {
            CensusRow r = parse_census_tsv_line(line);
            done[r.code] = r;
        }
        std::cerr << "nimcert: census " << pattern << ": resumed from " << tsv << " with " << done.size() << " of "
                  << codes.size() << " codes\n";
    }
    std::mutex lock;
    const auto save = [&] {  // caller holds lock
        AtomicFile f(tsv);
        f.stream() << head << '\n' << kCensusTsvHeader << '\n';
        for (const auto& code : codes)
            if (done.count(code)) f.stream() << census_tsv_line(done.at(code)) << '\n';
        f.commit();
    };
    std::vector<std::string> todo;
    for (const auto& code : codes)
        if (!done.count(code)) todo.push_back(code);

    std::atomic<std::size_t> next{0};
    std::atomic<bool> failed{false};
    std::string failure;
    const auto worker = [&] {
        SolveControl ctl;
        std::atomic<bool> code_stop{false};  // Ctrl-C, or (without --max) this code's budget spent
        ctl.stop = &code_stop;
        ctl.progress = false;
        for (std::size_t k; !failed && (k = next++) < todo.size();) {
            const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(budget);
            const auto interrupted = [&] { return a.stop && a.stop->load(); };
            const auto over_budget = [&] { return !interrupted() && !max && std::chrono::steady_clock::now() >= deadline; };
            code_stop = false;
            std::atomic<bool> solved{false};
            std::thread watch([&] {
                while (!solved) {
                    if (interrupted() || over_budget()) code_stop = true;
                    std::this_thread::sleep_for(std::chrono::milliseconds(20));
                }
            });
            struct Join {
                std::atomic<bool>& solved;
                std::thread& watch;
                ~Join() { solved = true, watch.join(); }
            } join{solved, watch};
            try {
                CensusRow row = census_solve(todo[k], max, ctl, [](const std::function<void(std::ostream&)>& write) {
                    const CheckRun run = run_nimcheck_on_output(write);
                    if (!run.verified()) throw std::runtime_error("nimcheck did not verify it: " + run.line);
                    return run.line.substr(0, run.line.find(' ')) + " " + run.statement;
                }, over_budget);
                std::lock_guard<std::mutex> g(lock);
                done[row.code] = row;
                save();
                std::cerr << "nimcert: census " << pattern << ": " << done.size() << "/" << codes.size() << " " << row.code
                          << (row.periodic ? " period " + std::to_string(row.period) + " from " + std::to_string(row.prefix)
                                           : " no period in " + census_range(row.count) + (row.budget ? " (time budget)" : ""))
                          << " (" << static_cast<long>(row.seconds * 10 + 0.5) / 10.0 << " s)\n";
            } catch (const std::exception& e) {
                std::lock_guard<std::mutex> g(lock);
                if (!failed) failure = dynamic_cast<const Interrupted*>(&e) ? "" : todo[k] + ": " + e.what();
                failed = true;
            }
        }
    };
    std::vector<std::thread> threads;
    for (unsigned t = 0; t < std::min<std::size_t>(jobs, todo.size()); ++t) threads.emplace_back(worker);
    for (auto& t : threads) t.join();
    if (failed && failure.empty())
        throw Interrupted("census interrupted with " + std::to_string(done.size()) + " of " + std::to_string(codes.size()) +
                          " codes done (saved in " + tsv + "); the same command resumes");
    if (failed) throw std::runtime_error("census " + pattern + ": " + failure);
    {
        std::lock_guard<std::mutex> g(lock);
        save();  // also when everything was resumed: the file is complete and canonical
    }

    std::vector<CensusRow> rows;
    for (const auto& code : codes) rows.push_back(done.at(code));
    AtomicFile report(md);
    report.stream() << census_markdown(pattern, max, rows, budget);
    report.commit();
    const auto classes = census_classes(rows);
    if (a.has("--json")) {
        std::map<std::string, std::string> representative;
        for (const auto& c : classes)
            for (const CensusRow* m : c.members) representative[m->code] = c.members[0]->code;
        std::cout << JsonObject("census").str("pattern", pattern).num("max", max).num("codes", codes.size())
                         .num("classes", classes.size()).str("tsv", tsv).str("markdown", md)
                         .raw("rows", json_array(rows, [&](const CensusRow& r) { return row_json(r, representative.at(r.code)); }))
                         .text() << '\n';
        return 0;
    }
    for (const auto& c : classes) {
        const CensusRow& r = *c.members[0];
        std::cout << r.code << (r.periodic ? " period=" + std::to_string(r.period) + " prefix=" + std::to_string(r.prefix)
                                           : (r.budget ? " open-budget=" : " open=") + std::to_string(r.count))
                  << " members=" << c.members.size() << " sha256=" << r.certificate << '\n';
    }
    std::cout << "census " << pattern << ": " << codes.size() << " codes, " << classes.size() << " classes; " << tsv << ", "
              << md << '\n';
    return 0;
}

}  // namespace nimcert
