// `nimcert kayles FAMILY ARGS --pruned --shards DIR [--split DEPTH]`: a sharded outcome proof
// (certs/FORMAT.md, "Sharded proofs"; docs/distributed.md). The top (kayles_shard_top.hpp) asks
// the questions; each is answered by a shard, solved by a child `nimcert kayles ... --pruned
// --class SHAPE [--heap H]` (its own process: its memory is returned when it ends, its peak and
// CPU time are measured, a crash costs only that shard) and verified by nimcheck; DIR/manifest.tsv
// records every finished one, so the same command resumes; once the top is decided,
// DIR/root.cert imports the shards it needs. Under mpirun the questions are spread over the ranks
// (shard_scheduler.hpp).
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <iterator>
#include <sstream>
#include <set>
#include <thread>

#include "atomic_file.hpp"
#include "cli_args.hpp"  // g_provenance
#include "cli_commands.hpp"
#include "heap_solve.hpp"  // Interrupted
#include "kayles_graph.hpp"
#include "kayles_outcome.hpp"  // kayles_default_memory
#include "kayles_shard_manifest.hpp"
#include "kayles_shard_top.hpp"
#include "nimcheck_run.hpp"
#include "shard_scheduler.hpp"
#include "text_certificate.hpp"

extern char** environ;

namespace nimcert {

namespace {

struct ShardRequest {
    std::vector<std::string> family;  // FAMILY ARGS
    std::string dir;
    int split = 1, small_cells = 16, zero_cells = 20;
    bool mirrors = true;
    // passed on to each shard's solve as given ("" : its default); they change a shard's bytes
    // (FORMAT.md, "When the bytes are reproducible"), never its statement
    std::string threads, memory, choose_plies, choose, witness, fact_log, provenance;

    std::string text() const {  // what the manifest records: the options that change the bytes
        std::string s = "kayles";
        for (const auto& w : family) s += " " + w;
        return s + " --pruned --split " + std::to_string(split) + " --small-cells " + std::to_string(small_cells) +
               " --zero-cells " + std::to_string(zero_cells) + " --mirrors " + (mirrors ? "on" : "off") +
               (choose == "heap" ? " --choose heap" : "") + (witness == "first" ? " --witness first" : "") +
               (provenance == "off" ? " --provenance off" : "");
    }
};

std::string self_executable() {
    char path[4096];
    const ssize_t n = ::readlink("/proc/self/exe", path, sizeof path - 1);
    if (n <= 0) throw std::runtime_error("cannot find this nimcert's own path (/proc/self/exe)");
    return std::string(path, std::size_t(n));
}

bool file_exists(const std::string& path) {
    struct stat st {};
    return ::stat(path.c_str(), &st) == 0 && S_ISREG(st.st_mode);
}

// The CPU seconds a shard's earlier, unfinished runs spent, kept beside its checkpoint (FILE.cpu)
// so that the manifest row counts every run, not only the last. Statistics only: an unreadable
// file is reported and counts 0.
double earlier_cpu(const std::string& file) {
    std::ifstream in(file);
    if (!in) return 0;
    double cpu = -1;
    if (!(in >> cpu) || cpu < 0) {
        std::cerr << "nimcert: " << file << " is not a number of CPU seconds; the shard's earlier runs count 0\n";
        return 0;
    }
    return cpu;
}

void record_cpu(const std::string& file, double cpu) {
    try {
        AtomicFile out(file);
        out.stream() << std::fixed << std::setprecision(1) << cpu << '\n';
        out.commit();
    } catch (const std::exception& e) {  // the solve goes on: only the count is lost
        std::cerr << "nimcert: cannot record the shard's CPU in " << file << ": " << e.what() << '\n';
    }
}

// The CPU seconds process pid has used so far, all its threads (0 if /proc cannot say).
double cpu_so_far(pid_t pid) {
    std::ifstream in("/proc/" + std::to_string(pid) + "/stat");
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    const std::size_t close = text.rfind(')');
    if (close == std::string::npos) return 0;
    std::istringstream fields(text.substr(close + 2));  // from field 3, the state
    std::string skip;
    for (int i = 3; i < 14; ++i) fields >> skip;
    double user = 0, system = 0;
    fields >> user >> system;
    return (user + system) / double(::sysconf(_SC_CLK_TCK));
}

// Runs `nimcert kayles ... --pruned --class SHAPE --cert PATH` and waits for it; Ctrl-C (or
// SIGTERM) here is passed on to it, so that it saves its checkpoint. Fills cpu (of this run and
// the shard's earlier ones, recorded each minute in PATH.cpu, which survives a kill) and peak.
void solve_in_child(const ShardRequest& req, const ShardQuestion& s, const std::string& path, ShardRow& row,
                    const std::atomic<bool>* stop) {
    std::vector<std::string> args{self_executable(), "kayles"};
    args.insert(args.end(), req.family.begin(), req.family.end());
    for (const std::string& a : {std::string("--pruned"), std::string("--class"), s.shape, std::string("--cert"), path,
                                 std::string("--checkpoint"), path + ".checkpoint", std::string("--small-cells"),
                                 std::to_string(req.small_cells), std::string("--zero-cells"), std::to_string(req.zero_cells),
                                 std::string("--mirrors"), std::string(req.mirrors ? "on" : "off")})
        args.push_back(a);
    if (s.heap >= 0) args.insert(args.end(), {"--heap", std::to_string(s.heap)});
    if (!req.threads.empty()) args.insert(args.end(), {"--threads", req.threads});
    if (!req.memory.empty()) args.insert(args.end(), {"--memory", req.memory});
    if (!req.choose_plies.empty()) args.insert(args.end(), {"--choose-plies", req.choose_plies});
    if (!req.choose.empty()) args.insert(args.end(), {"--choose", req.choose});
    if (!req.witness.empty()) args.insert(args.end(), {"--witness", req.witness});
    if (!req.fact_log.empty()) args.insert(args.end(), {"--fact-log", req.fact_log});
    if (!req.provenance.empty()) args.insert(args.end(), {"--provenance", req.provenance});
    // Without --memory, each solve takes 5/8 of the memory available: under mpirun with several
    // ranks on this node (Open MPI's OMPI_COMM_WORLD_LOCAL_SIZE) that share is divided among
    // them, so that the ranks of one node together take 5/8 of it, not 5/8 each (issue 41).
    const char* local = std::getenv("OMPI_COMM_WORLD_LOCAL_SIZE");
    const long ranks_here = local ? std::strtol(local, nullptr, 10) : 1;
    if (req.memory.empty() && ranks_here > 1)
        args.insert(args.end(), {"--memory", std::to_string(std::max<std::size_t>(16, (kayles_default_memory() >> 20) / std::size_t(ranks_here))) + "M"});
    std::vector<char*> argv;
    for (auto& a : args) argv.push_back(&a[0]);
    argv.push_back(nullptr);
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0);  // the value is read from the file
    std::vector<std::string> env{"NIMCERT_SHARD_OF_PID=" + std::to_string(::getpid())};  // main.cpp: dies with us
    for (char** e = environ; *e; ++e)
        if (std::strncmp(*e, "NIMCERT_SHARD_OF_PID=", 21) != 0) env.push_back(*e);
    std::vector<char*> envp;
    for (auto& e : env) envp.push_back(&e[0]);
    envp.push_back(nullptr);
    pid_t pid = 0;
    // /proc/self/exe, not the path it names: after a rebuild in place that path is a new file
    // (or "... (deleted)"), and a long sharded run must go on with the program it started with.
    const int rc = ::posix_spawn(&pid, "/proc/self/exe", &actions, nullptr, argv.data(), envp.data());
    posix_spawn_file_actions_destroy(&actions);
    if (rc != 0) throw std::runtime_error(std::string("cannot start nimcert for a shard: ") + std::strerror(rc));
    int status = 0;
    struct rusage ru {};
    bool told = false;
    const std::string cpu_file = path + ".cpu";
    const double earlier = earlier_cpu(cpu_file);
    for (int tick = 1;; ++tick) {
        if (tick % 1200 == 0) record_cpu(cpu_file, earlier + cpu_so_far(pid));  // each minute
        const pid_t done = ::wait4(pid, &status, told ? 0 : WNOHANG, &ru);
        if (done == pid) break;
        if (done < 0 && errno != EINTR) throw std::runtime_error(std::string("waiting for a shard's solve: ") + std::strerror(errno));
        if (!told && stop && *stop) {
            ::kill(pid, SIGINT);
            told = true;
        }
        if (!told) std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    row.cpu_seconds = earlier + double(ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) + 1e-6 * double(ru.ru_utime.tv_usec + ru.ru_stime.tv_usec);
    row.peak_mib = std::uint64_t(ru.ru_maxrss) >> 10;
    const bool solved = WIFEXITED(status) && WEXITSTATUS(status) == 0;
    if (!solved) record_cpu(cpu_file, row.cpu_seconds);  // the next run goes on from its checkpoint
    if (WIFEXITED(status) && WEXITSTATUS(status) == 130) throw Interrupted("interrupted");
    if (!solved)
        throw std::runtime_error("the solve of " + s.name() + " (" + s.shape + ") failed: " +
                                 (WIFEXITED(status) ? "exit status " + std::to_string(WEXITSTATUS(status))
                                                    : "killed by signal " + std::to_string(WTERMSIG(status))));
    std::remove((path + ".checkpoint").c_str());
    std::remove(cpu_file.c_str());
}

// Solves shard s unless its file is there already (a run stopped between writing and recording
// it), then has nimcheck verify it: the answer recorded is the one nimcheck's statement states.
ShardRow solve_shard(const ShardRequest& req, const ShardQuestion& s, const std::atomic<bool>* stop, int rank) {
    ShardRow row;
    row.name = s.name(), row.shape = s.shape, row.heap = s.heap, row.cells = s.cells;
    const std::string path = req.dir + "/" + row.name;
    std::cerr << "nimcert: " << (rank ? "rank " + std::to_string(rank) + ": " : "") << "solving " << row.name << ": "
              << (s.heap < 0 ? "G(X)" : "G(X) = " + std::to_string(s.heap) + "?") << " for a class of " << s.cells << " cells\n";
    if (!file_exists(path)) solve_in_child(req, s, path, row, stop);
    const CheckRun check = run_nimcheck(path);
    stop_if_interrupted(stop, "checking " + row.name);
    const std::string claim = "shard: " + s.shape + " ";
    const std::size_t at = check.statement.find(claim);
    if (!check.verified() || at == std::string::npos)
        throw std::runtime_error("nimcheck did not verify " + path + ": " + check.line);
    std::istringstream said(check.statement.substr(at + claim.size()));  // "P h" or "N h"
    std::string pn;
    int h = -1;
    said >> pn >> h;
    if (s.heap < 0 && pn == "P") row.answer = std::to_string(h);
    else if (s.heap >= 0 && h == s.heap) row.answer = pn;
    else throw std::runtime_error(path + " proves " + pn + " " + std::to_string(h) + ", not an answer to its question");
    row.sha256 = sha256_of_file(path);
    std::ifstream in(path);
    std::string line;
    for (int n = 0; n < 3 && std::getline(in, line); ++n) {
    }
    std::istringstream claims(line);  // line 3: "claims COUNT small K"
    std::string word;
    claims >> word >> row.records;
    return row;
}

ShardAnswer answer_of(const ShardRow& r) {
    ShardAnswer a;
    a.question = ShardQuestion{r.shape, r.heap, r.cells};
    a.p = r.answer == "P";
    a.value = r.heap < 0 ? unsigned(std::stoul(r.answer)) : 0;
    a.sha256 = r.sha256;
    return a;
}

// `open`: the questions the top has not had answered (first: needed now; the rest: as far as
// the answers so far let it see), or a negative number once the root is written.
std::vector<std::string> summary_lines(const std::map<std::string, ShardRow>& rows, long open = -1) {
    std::size_t used = 0, peak = 0;
    std::uint64_t records = 0, used_records = 0;
    double cpu = 0, used_cpu = 0;
    for (const auto& [name, r] : rows) {
        records += r.records, cpu += r.cpu_seconds, peak = std::max<std::size_t>(peak, r.peak_mib);
        if (r.used == "yes") ++used, used_records += r.records, used_cpu += r.cpu_seconds;
    }
    std::ostringstream s;
    s << rows.size() << " shards solved: " << records << " records, " << std::fixed << std::setprecision(0) << cpu
      << " s of CPU, largest peak " << peak << " MiB";
    std::vector<std::string> lines{s.str()};
    if (open >= 0) lines.push_back("open questions the top sees now: " + std::to_string(open));
    if (used) {
        std::ostringstream u;
        u << "the root uses " << used << " of them: " << used_records << " records, " << std::fixed << std::setprecision(0) << used_cpu
          << " s of CPU";
        lines.push_back(u.str());
    }
    return lines;
}

// A question as a job's text (the ranks share nothing else) and back.
std::string job_text(const ShardQuestion& q) { return q.shape + " " + std::to_string(q.heap) + " " + std::to_string(q.cells); }
ShardQuestion job_question(const std::string& text) {
    ShardQuestion q;
    std::istringstream in(text);
    if (!(in >> q.shape >> q.heap >> q.cells)) throw std::runtime_error("a malformed job: '" + text + "'");
    return q;
}

}  // namespace

int cli_kayles_shards(const CommandArgs& a, const KaylesGraph& g, int split, int small_cells, int zero_cells, bool mirrors) {
    ShardRequest req;
    req.family = a.positional;
    req.dir = a.options.at("--shards");
    req.split = split, req.small_cells = small_cells, req.zero_cells = zero_cells, req.mirrors = mirrors;
    if (a.has("--threads")) req.threads = a.options.at("--threads");
    if (a.has("--memory")) req.memory = a.options.at("--memory");
    if (a.has("--choose-plies")) req.choose_plies = a.options.at("--choose-plies");
    if (a.has("--choose")) req.choose = a.options.at("--choose");
    if (a.has("--witness")) req.witness = a.options.at("--witness");
    if (a.has("--fact-log")) req.fact_log = a.options.at("--fact-log");
    if (a.has("--provenance")) req.provenance = a.options.at("--provenance");
    ShardProcesses procs;
    ShardTop top(g, split, small_cells, mirrors);
    const std::string manifest = req.dir + "/manifest.tsv";
    std::map<std::string, ShardRow> rows;
    std::map<std::string, ShardAnswer> answers;
    if (procs.rank() == 0) {
        struct stat st {};
        if (::mkdir(req.dir.c_str(), 0777) != 0 && errno != EEXIST)
            throw std::invalid_argument("cannot create " + req.dir + ": " + std::strerror(errno));
        if (::stat(req.dir.c_str(), &st) != 0 || !S_ISDIR(st.st_mode)) throw std::invalid_argument(req.dir + " is not a directory");
        std::size_t redo = 0;
        for (auto& [name, r] : read_shard_manifest(manifest, req.text())) {
            const std::string path = req.dir + "/" + name;
            if (name == ShardQuestion{r.shape, r.heap, r.cells}.name() && file_exists(path) && sha256_of_file(path) == r.sha256) {
                r.used = "-";
                answers[name] = answer_of(r);
                rows[name] = r;
            } else {
                ++redo;  // missing or damaged: solved again if the proof still needs it
                std::remove(path.c_str());
            }
        }
        std::cerr << "nimcert: " << g.description.substr(0, 60) << ": sharded proof, split at depth " << split << ", "
                  << rows.size() << " shards solved already" << (redo ? ", " + std::to_string(redo) + " missing or damaged" : "") << "; "
                  << (procs.size() > 1 ? std::to_string(procs.size() - 1) + " worker ranks" : "one process") << '\n';
        write_shard_manifest(manifest, req.text(), rows, summary_lines(rows));
    }
    // The questions the top has not had answered; a free process takes the one of fewest cells
    // nobody is solving (ties: the first the top met). Shards differ in cost by orders of
    // magnitude and the cost grows with the cells (queens 15: 174 cells 25 s, 182 cells hours),
    // so the small ones are measured first; when every question is needed (a P root) the order
    // costs nothing, and for an N root the shards solved in vain are the small ones.
    std::set<std::string> running;
    bool decided = false;
    const auto evaluate = [&](std::vector<ShardQuestion>& unknown) { decided = top.evaluate(answers, unknown); };
    const auto next = [&]() -> std::string {
        std::vector<ShardQuestion> unknown;
        evaluate(unknown);
        const ShardQuestion* pick = nullptr;
        for (const ShardQuestion& q : unknown)
            if (!running.count(q.name()) && (!pick || q.cells < pick->cells)) pick = &q;
        if (!pick) return "";
        running.insert(pick->name());
        return job_text(*pick);
    };
    const auto finished = [&] {
        std::vector<ShardQuestion> unknown;
        evaluate(unknown);
        return decided;
    };
    std::size_t finished_now = 0;
    const std::string error = procs.run(
        next, finished, [&](const std::string& job) { return solve_shard(req, job_question(job), a.stop, procs.rank()).tsv(); },
        [&](const std::string& job, const std::string& text) {
            const ShardRow r = ShardRow::parse(text, "a shard's result");
            running.erase(job_question(job).name());
            rows[r.name] = r;
            answers[r.name] = answer_of(r);
            std::vector<ShardQuestion> open;
            evaluate(open);
            write_shard_manifest(manifest, req.text(), rows, summary_lines(rows, long(open.size())));
            std::cerr << "nimcert: " << r.name << " done (" << ++finished_now << " this run): "
                      << (r.heap < 0 ? "G = " + r.answer : r.answer + " for heap " + std::to_string(r.heap)) << ", " << r.records
                      << " records, " << std::fixed << std::setprecision(1) << r.cpu_seconds << " s of CPU, peak " << r.peak_mib << " MiB\n";
        },
        *a.stop);
    if (procs.rank() != 0) return 0;
    if (!finished()) {
        std::cerr << "nimcert: " << (error.empty() || *a.stop ? "interrupted" : error) << "; " << rows.size() << " shards solved ("
                  << manifest << "); run the same command to resume\n";
        return *a.stop || error == "interrupted" ? 130 : 1;
    }
    AtomicFile root(req.dir + "/root.cert");
    TextCertificate cert(root.stream());
    cert.made_by(cli::g_provenance);
    std::vector<std::string> used;
    const unsigned value = top.write_root(cert, used);
    root.commit();
    for (auto& [name, r] : rows) r.used = std::find(used.begin(), used.end(), name) != used.end() ? "yes" : "no";
    write_shard_manifest(manifest, req.text(), rows, summary_lines(rows));
    std::cout << value << '\n' << "certificate " << req.dir << "/root.cert sha256 " << cert.sha256() << '\n';
    std::cerr << "nimcert: " << g.description.substr(0, 60) << ": " << top.top_classes() << " classes expanded in the root; "
              << summary_lines(rows).back() << "; check the whole proof with: nimcheck " << req.dir << "/root.cert\n";
    return 0;
}

}  // namespace nimcert
