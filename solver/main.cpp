// nimcert: the solver's command line. Computes Sprague-Grundy values of heap games, finds
// their periods, and writes certificates for nimcheck (certs/FORMAT.md).
#include <sys/prctl.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <iomanip>
#include <fstream>
#include <sstream>
#include <iostream>
#include <map>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "atomic_file.hpp"
#include "cli_args.hpp"
#include "cli_commands.hpp"
#include "cli_json.hpp"
#include "heap_certificate.hpp"
#include "heap_solve.hpp"
#include "json_output.hpp"
#include "kayles_certificate.hpp"
#include "kayles_checkpoint.hpp"
#include "kayles_engine.hpp"
#include "kayles_outcome.hpp"
#include "sequences.hpp"
#include "sha256.hpp"
#include "step_progress.hpp"
#include "strip_obligations.hpp"
#include "strip_values.hpp"
#include "take_or_break.hpp"
#include "text_certificate.hpp"

namespace {

using namespace nimcert;
using namespace nimcert::cli;


const char* kUsage =
    "usage:\n"
    "  nimcert values CODE N [--cert FILE]        G(0..N) of heap game CODE (grundy: Grundy's game, 4u.0)\n"
    "  nimcert census PATTERN [--max N | --budget S] [--out DIR] [--jobs J]\n"
    "                                             every octal code 0.dd, 0.ddd, 4.ddd (or sub:N): period or G(0..N-1),\n"
    "                                             each certificate verified; TSV and Markdown tables, resumable;\n"
    "                                             without --max, `period`'s search, S seconds per code (2)\n"
    "  nimcert period CODE [--max N] [--cert FILE] [--checkpoint FILE] [--method M]\n"
    "                                             least period and prefix, proved (default --max:\n"
    "                                             2^17 values, 2^25 for sparse-space games)\n"
    "  nimcert zeros CODE [--max N] [--cert FILE] [--checkpoint FILE]\n"
    "                                             zero set, its recurrence and g.f.\n"
    "  nimcert term SEQ INDEX...                  one term (SEQ: A002186, A002187, A002188, A215721,\n"
    "                                             A257092, A316632, A344227, A317367 or a CODE)\n"
    "  nimcert nimsum take-or-break [--cert FILE] NSum = Flip(Flip(x) xor Flip(y)), proved (A257092)\n"
    "  nimcert position take-or-break X1 X2 ...   P (second player wins) or N and a winning move\n"
    "  nimcert kayles FAMILY ARGS... [--cert FILE] [--mirrors on|off] [--threads N]\n"
    "                [--checkpoint FILE]          Node-Kayles value; FAMILY: grid R C, torus R C,\n"
    "                                             torus-queens N, queens N, kings N, knights N,\n"
    "                                             path N, cycle N, strip N K, petersen N K,\n"
    "                                             petersen N K dihedral (classes up to rotations),\n"
    "                                             graph6 FILE, edges FILE; the certificate is the\n"
    "                                             same for any N threads\n"
    "  nimcert kayles FAMILY ARGS... --pruned [--cert FILE] [--small-cells K] [--zero-cells L]\n"
    "                [--choose-plies P] [--choose turns|heap] [--witness cheap|first] [--threads N] [--memory SIZE]\n"
    "                [--checkpoint FILE] [--fact-log on|off]\n"
    "                                             the same value by an outcome (P/N) proof: far\n"
    "                                             smaller than the full table (certs/FORMAT.md);\n"
    "                                             SIZE (e.g. 16G) bounds the whole solve (default\n"
    "                                             5/8 of the available memory); its statement is\n"
    "                                             the same for any N and SIZE, its bytes for N = 1\n"
    "                                             and one SIZE (certs/FORMAT.md); --class SHAPE [--heap H]:\n"
    "                                             one component class's value (or P/N: is G = H?), its\n"
    "                                             certificate a shard (ends 'proves SHAPE P|N G');\n"
    "                                             components of at most K cells (default 16) are\n"
    "                                             valued, of at most L (default 20) decided at heap\n"
    "                                             0, by the checker itself (0: off); at the top P\n"
    "                                             plies (default 2) heap and board moves are\n"
    "                                             searched in turns (0: board first everywhere);\n"
    "                                             the search's facts go to a temporary file that\n"
    "                                             the proof pass reads instead of searching again\n"
    "                                             (off: it searches what the cache lost); the witness\n"
    "                                             of N(X, h): the first winning move whose parts are\n"
    "                                             valued already (cheap, the default) or the first\n"
    "                                             winning move, as the search logged it (first:\n"
    "                                             a faster proof pass, more records)\n"
    "  [mpirun -np P] nimcert kayles FAMILY ARGS... --pruned --shards DIR [--split D] [--small-cells K] [--zero-cells L]\n"
    "                [--threads N] [--memory SIZE]  the same value as a sharded proof: DIR/root.cert and\n"
    "                                             one shard per class at depth D (default 1), each\n"
    "                                             solved and verified on its own, under mpirun on\n"
    "                                             ranks 1..P-1; rerun to resume (docs/distributed.md)\n"
    "  nimcert strip K [--max N] [--cert FILE] [--obligations FILE] [--values-only]\n"
    "                                             Node-Kayles on every P_n(K) (K = 1, 2, 3): family\n"
    "                                             system, values, period; z3 obligations (docs/strips.md);\n"
    "                                             --values-only: no period claimed (exit 0 without one)\n"
    "  nimcert term A316632|A344227 N --compute   a Node-Kayles term beyond certs/catalogue.tsv, or a large:\n"
    "                                             row regenerated (without --compute: what is known and\n"
    "                                             the cost; a large: row's recorded value, digest and cost)\n"
    "  nimcert bfile SEQ FIRST LAST [--out FILE [--h-line NAME]]\n"
    "                                             OEIS b-file, every value from a certificate nimcheck verifies;\n"
    "                                             --h-line: print the entry's %H line for it\n"
    "  nimcert latex CODE|SEQ [FIRST LAST] [--out FILE]\n"
    "                                             LaTeX fragment: Winning Ways table (prefix, period marked)\n"
    "  nimcert plot CODE|SEQ [FIRST LAST] --out FILE.png|svg|pdf\n"
    "                                             gnuplot figure: values (and proof sizes) against n\n"
    "  nimcert cite CERT [--url URL]              citation sentence + BibTeX, only if nimcheck verifies CERT\n"
    "  nimcert catalogue [--verify]               the certified results of certs/catalogue.tsv\n"
    "  nimcert --help | --version\n"
    "--cert FILE|DIR (bfile, latex, plot, term, cite): use certificates you have (each verified by nimcheck\n"
    "first; DIR: its *.cert files) instead of regenerating them.\n"
    "--provenance off (values, period, zeros, nimsum, strip, kayles): no line '# made by nimcert VERSION:\n"
    "COMMAND' after the certificate's first line (default on; certs/FORMAT.md, \"Provenance\").\n"
    "--json (values, period, zeros, term, kayles, census, catalogue): one JSON object instead of the text\n"
    "(schema: docs/json.md).\n"
    "--method rare-common (default; sparse-space games) or naive: how values are computed;\n"
    "the values and certificates are the same either way.\n"
    "CODE: octal/hexadecimal code such as .07, 0.137, 4.3, 0.f, 4 (= 4. = 4.0), a subtraction set sub:1,2,4\n"
    "(= 0.3303), or take-or-break (Lasker's Nim, period finds its arithmetic period). FILE '-' is standard output.\n"
    "Heap counts (one convention, issue 41): `values CODE N` names the last heap, G(0..N); every --max N\n"
    "(period, zeros, census, strip) is a number of values, G(0..N-1).\n"
    "Exit: 0 ok, 1 no result (e.g. no period up to --max), 2 bad input, 3 usage, 130 interrupted.\n";

// `nimcert COMMAND --help`: the lines of kUsage about COMMAND (each with its continuation
// lines), then the notes that end kUsage; "" for a command it does not name.
std::string command_help(const std::string& cmd) {
    std::istringstream in(kUsage);
    std::string line, help, notes;
    bool inside = false, past = false;  // in a block of cmd; past the command lines (the notes)
    while (std::getline(in, line)) {
        if (line.rfind("  nimcert --help", 0) == 0) {
            past = true;
            continue;
        }
        if (past) notes += line + "\n";
        else if (line.rfind("    ", 0) != 0) inside = line.find("nimcert " + cmd + " ") != std::string::npos;
        if (!past && inside) help += line + "\n";
    }
    return help.empty() ? "" : "usage:\n" + help + notes;
}

extern "C" void on_signal(int) { g_stop = true; }

std::string g_command;  // the command, for --json's error object


Args parse_args(int argc, char** argv, const std::vector<std::string>& allowed,
                const std::vector<std::string>& flags = {}) {
    Args a;
    for (int i = 2; i < argc; ++i) {
        const std::string s = argv[i];
        if (std::find(flags.begin(), flags.end(), s) != flags.end()) {  // an option without a value
            a.options[s] = "";
            if (s == "--json") g_json = true;
            continue;
        }
        if (s.size() > 2 && s.compare(0, 2, "--") == 0) {
            bool ok = false;
            for (const auto& o : allowed) ok = ok || o == s;
            if (!ok) throw UsageError("unknown option " + s);
            if (a.options.count(s)) throw UsageError(s + " given twice");
            if (i + 1 >= argc) throw UsageError(s + " needs a value");
            a.options[s] = argv[++i];
        } else {
            a.positional.push_back(s);
        }
    }
    return a;
}

// A count of heaps (values N, period/zeros --max N): one wording with census's --max (issue 41:
// "below 10^12", "at most 2^31 heap sizes" and "takes a number from" said the same thing three ways).
std::uint64_t parse_heap_count(const std::string& what, const std::string& text, std::uint64_t hi) {
    if (text.empty() || text.size() > 12 || text.find_first_not_of("0123456789") != std::string::npos || std::stoull(text) > hi)
        throw std::invalid_argument(what + " takes a number from 0 to " + std::to_string(hi) + ", not '" + text + "'");
    return std::stoull(text);
}


// --method: naive, or rare-common (the default: naive, or under a provisional mask, until a parity
// mask is detected).
void apply_method(const Args& a, HeapValues& hv) {
    if (!a.options.count("--method")) return;
    const std::string& m = a.options.at("--method");
    if (m == "naive") hv.set_method(ValueMethod::Naive);
    else if (m == "rare-common") hv.set_method(ValueMethod::RareCommon);
    else throw UsageError("--method must be naive or rare-common, not '" + m + "'");
}

SolveControl control(const Args& a) {
    SolveControl ctl;
    ctl.stop = &g_stop;
    if (a.options.count("--checkpoint")) ctl.checkpoint = a.options.at("--checkpoint");
    return ctl;
}




// Writes the certificate if one was requested.
std::optional<Written> write_certificate(const Args& a, std::unique_ptr<AtomicFile>& file,
                                         const HeapValues& hv, std::uint64_t count, HeapClaim claim,
                                         const std::optional<Periodicity>& per) {
    if (!file) return std::nullopt;
    TextCertificate cert(file->stream());
    cert.made_by(g_provenance);
    emit_heap_certificate(hv, count, claim, per, cert);
    file->commit();
    drop_checkpoint(a);
    return Written{a.options.at("--cert"), cert.sha256()};
}


int cmd_values(const Args& a) {
    if (a.positional.size() != 2) throw UsageError("values takes CODE N");
    HeapValues hv(HeapCode::parse(a.positional[0]));
    apply_method(a, hv);
    const std::uint64_t n = parse_heap_count("N", a.positional[1], (std::uint64_t(1) << 31) - 1);  // G(0..N): 2^31 heaps
    auto file = open_certificate(a);
    solve_values(hv, n + 1, control(a));
    const auto cert = write_certificate(a, file, hv, n + 1, HeapClaim::Values, std::nullopt);
    std::ostream& out = summary(a);
    if (g_json) {
        const std::vector<Value> g(hv.values().begin(), hv.values().begin() + static_cast<std::ptrdiff_t>(n + 1));
        out << JsonObject("values").str("code", hv.code().canonical()).num("n", n)
                   .raw("values", json_array(g, [](Value v) { return std::to_string(v); }))
                   .raw("certificate", cert ? cert->json() : "null").text() << '\n';
        return kExitOk;
    }
    for (std::uint64_t h = 0; h <= n; ++h) out << (h ? " " : "") << hv.values()[h];
    out << '\n';
    if (cert) out << cert->line() << '\n';
    return kExitOk;
}

// Take-or-Break Nim: the arithmetic period (and with `nimsum`, the A257092 identity).
int cmd_take_or_break(const Args& a, bool nimsum) {
    auto file = open_certificate(a);
    const CertifiedArithmetic c = solve_take_or_break(control(a));
    if (nimsum && !flip_nsum_matches_table(c.hv.values(), 8))
        throw std::runtime_error("NSum = Flip(Flip(x) xor Flip(y)) fails on the computed table");
    std::ostream& out = summary(a);
    std::optional<Written> cert;
    if (file) {
        TextCertificate text(file->stream());
        text.made_by(g_provenance);
        emit_take_or_break_certificate(c.hv, c.per, nimsum, text);
        file->commit();
        cert = Written{a.options.at("--cert"), text.sha256()};
    }
    if (g_json) {
        out << JsonObject(g_command).str("code", "take-or-break").flag("periodic", true).num("prefix", c.per.prefix)
                   .num("period", c.per.period).num("saltus", c.per.saltus)
                   .raw("certificate", cert ? cert->json() : "null").text() << '\n';
        return kExitOk;
    }
    out << "take-or-break prefix=" << c.per.prefix << " period=" << c.per.period << " saltus=" << c.per.saltus << '\n';
    if (nimsum) out << "NSum(x,y) = Flip(Flip(x) xor Flip(y)) holds on the table and follows for all x, y\n";
    if (cert) out << cert->line() << '\n';
    return kExitOk;
}

int cmd_position(const Args& a) {
    if (a.positional.size() < 2) throw UsageError("position takes take-or-break X1 X2 ...");
    if (!HeapCode::parse(a.positional[0]).unbounded())
        throw std::invalid_argument("position supports take-or-break only");
    std::vector<BigInt> heaps;
    for (std::size_t k = 1; k < a.positional.size(); ++k) heaps.push_back(parse_index(a.positional[k]));
    const CertifiedArithmetic c = solve_take_or_break(control(a));
    for (const auto& line : take_or_break_position(c.hv.values(), c.per, heaps)) std::cout << line << '\n';
    return kExitOk;
}

int cmd_period_or_zeros(const Args& a, HeapClaim claim) {
    if (a.positional.size() != 1) throw UsageError("expected exactly one CODE");
    HeapValues hv(HeapCode::parse(a.positional[0]));
    if (hv.code().unbounded()) {
        if (claim == HeapClaim::Zeros) throw std::invalid_argument("zeros needs a finite code");
        return cmd_take_or_break(a, false);
    }
    if (hv.code().has_unequal())
        throw std::invalid_argument("no periodicity theorem covers unequal splits (" + hv.code().canonical() +
                                    "): the checker refuses a period claim for it; use 'nimcert values " +
                                    a.positional[0] + " N' for certified values");
    const bool limited = a.options.count("--max") != 0;
    const std::uint64_t max = limited ? parse_heap_count("--max", a.options.at("--max"), std::uint64_t(1) << 31) : 0;
    apply_method(a, hv);
    auto file = open_certificate(a);
    const auto per = limited ? solve_period(hv, max, control(a)) : solve_period_default(hv, control(a));
    if (hv.method_report() != "naive") std::cerr << "nimcert: values computed by " << hv.method_report() << '\n';
    std::ostream& out = summary(a);
    const std::string code = hv.code().canonical();
    if (g_json) {  // the certificate first, as below: the object names its digest
        const auto cert = per ? write_certificate(a, file, hv, values_needed(hv.code(), *per), claim, per) : std::nullopt;
        out << heap_period_json(g_command, hv, per, claim, cert ? cert->json() : "null") << '\n';
        return per ? kExitOk : kExitFailed;
    }
    if (!per) {
        out << code << " no period proved with " << hv.size() << " values ("
            << (limited ? "try a larger --max" : "the default stops at 2^17 values for games computed naively, "
                                                 "2^25 for sparse-space games; try --max N")
            << ")\n";
        return kExitFailed;
    }
    const std::uint64_t count = values_needed(hv.code(), *per);
    const auto cert = write_certificate(a, file, hv, count, claim, per);
    out << code << " prefix=" << per->prefix << " period=" << per->period << '\n';
    if (claim == HeapClaim::Zeros) {
        const ZeroSet z = zero_set(hv.values(), *per);
        out << "zeros below " << z.prefix << ":";
        for (auto x : z.below_prefix) out << ' ' << x;
        out << "\nzeros in [" << z.prefix << ", " << z.prefix + z.period << "), repeating with period "
            << z.period << ":";
        for (auto x : z.residues) out << ' ' << x;
        out << '\n';
        if (!z.residues.empty()) {
            const auto rec = zero_recurrence(z);
            out << "a(i) = a(i-" << rec.shift << ") + " << rec.step << " for all i >= " << rec.from << '\n';
            const auto gf = zero_generating_function(z);
            out << "g.f. numerator:";
            for (const auto& c : gf.numerator) out << ' ' << c;
            out << "\ng.f. denominator:";
            for (const auto& c : gf.denominator) out << ' ' << c;
            out << '\n';
        }
    }
    if (cert) out << cert->line() << '\n';
    return kExitOk;
}

// `term SEQ INDEX --cert FILE|DIR`: the term from the user's verified certificates (bfile's rules),
// its value first, then where it comes from.
std::vector<std::string> term_from_user_certificates(const Args& a, const std::vector<std::string>& indices, StepProgress* progress) {
    if (indices.size() != 1) throw std::invalid_argument("term --cert takes one INDEX");
    const BigInt n = parse_index(indices[0]);
    const CertifiedTerms t = certified_terms(a.positional[0], n, n, false, &g_stop, 1, progress, false, a.options.at("--cert"));
    std::vector<std::string> lines{t.value.at(0).str(), t.id + "(" + n.str() + "): " + t.description + "."};
    lines.insert(lines.end(), t.provenance.begin(), t.provenance.end());
    return lines;
}

int cmd_term(const Args& a) {
    if (a.positional.size() < 2) throw UsageError("term takes SEQ INDEX");
    SolveControl ctl;
    ctl.stop = &g_stop;
    const std::vector<std::string> indices(a.positional.begin() + 1, a.positional.end());
    StepProgress progress;  // a Node-Kayles solve reports on stderr while it lasts
    try {
        const auto lines = a.options.count("--cert") ? term_from_user_certificates(a, indices, &progress)
                                                     : term_lines(a.positional[0], indices, ctl, a.options.count("--compute") != 0, &progress);
        if (g_json) {
            std::cout << term_json(a.positional[0], indices, lines) << '\n';
        } else {
            for (const auto& line : lines) std::cout << line << '\n';
        }
    } catch (const KaylesInterrupted&) {
        progress.abandon();
        std::cerr << "nimcert: interrupted\n";
        return kExitInterrupted;
    }
    return kExitOk;
}

int cmd_strip(const Args& a) {
    if (a.positional.size() != 1) throw UsageError("strip takes K");
    const std::string& kt = a.positional[0];
    if (kt.empty() || kt.size() > 2 || kt.find_first_not_of("0123456789") != std::string::npos || kt[0] == '0')
        throw std::invalid_argument("strip: K must be an integer from 1 to 99, not '" + kt + "'");
    const long long max = a.options.count("--max") ? static_cast<long long>(parse_count("--max", a.options.at("--max"))) : 4096;
    if (max < 8 || max > 100000) throw std::invalid_argument("strip: --max must be in [8, 100000]");
    auto file = open_certificate(a);
    std::unique_ptr<AtomicFile> smt;
    if (a.options.count("--obligations")) smt = std::make_unique<AtomicFile>(a.options.at("--obligations"));
    SolvedStrip s = solve_strip(std::stoi(kt), max, &std::cerr);
    // --values-only: certify the templates and the values for n < N and claim no period, so the
    // request succeeds (exit 0) for a strip with no period known (P_n(2), certs/strip-2.cert).
    const bool values_only = a.options.count("--values-only") > 0;
    if (values_only) s.period.reset();
    std::ostream& out = a.options.count("--obligations") && a.options.at("--obligations") == "-" ? std::cerr : summary(a);
    out << "strip k=" << kt << " families=" << s.system.families.size() << " templates=" << s.system.templates.size();
    if (s.period) out << " n0=" << s.period->n0 << " period=" << s.period->p << '\n';
    else out << " no period found up to n=" << s.values.size - 1 << '\n';
    for (std::size_t f = 0; f < s.system.families.size(); ++f) {
        const auto& fam = s.system.families[f];
        out << "family " << fam.name << " " << (fam.left.empty() ? "-" : fam.left) << " "
            << (fam.right.empty() ? "-" : fam.right);
        if (s.period && s.period->prefix[f] >= 0) out << " prefix=" << s.period->prefix[f] << " period=" << s.period->p;
        out << '\n';
    }
    if (smt) {
        const std::string text = strip_obligations(s.system);
        smt->stream() << text;
        smt->commit();
        out << "obligations " << a.options.at("--obligations") << " sha256 " << sha256_hex(text) << '\n';
    }
    if (file) {
        TextCertificate cert(file->stream());
        cert.made_by(g_provenance);
        emit_strip_certificate(s, cert);
        file->commit();
        out << "certificate " << a.options.at("--cert") << " sha256 " << cert.sha256() << '\n';
    }
    return s.period || values_only ? kExitOk : kExitFailed;
}

int run(int argc, char** argv) {
    if (argc < 2) throw UsageError("no command given");
    const std::string cmd = argv[1];
    if (cmd == "--help" || cmd == "-h") {
        std::cout << kUsage;
        return kExitOk;
    }
    if (cmd == "--version") {
        std::cout << kNimcertVersion << " (certificate format 1; commit " << kNimcertCommit << ")\n";
        return kExitOk;
    }
    g_command = cmd;
    try {
        g_provenance = provenance_command(std::vector<std::string>(argv + 1, argv + argc));
    } catch (const std::invalid_argument& e) {  // --provenance with another word than on or off
        throw UsageError(e.what());
    }
    for (int i = 2; i < argc; ++i)
        if (std::string(argv[i]) == "--help" || std::string(argv[i]) == "-h") {
            const std::string help = command_help(cmd);
            if (help.empty()) throw UsageError("unknown command '" + cmd + "'");
            std::cout << help;
            return kExitOk;
        }
    if (cmd == "values") return cmd_values(parse_args(argc, argv, {"--cert", "--checkpoint", "--method", "--provenance"}, {"--json"}));
    if (cmd == "period")
        return cmd_period_or_zeros(parse_args(argc, argv, {"--cert", "--max", "--checkpoint", "--method", "--provenance"}, {"--json"}),
                                   HeapClaim::Period);
    if (cmd == "zeros")
        return cmd_period_or_zeros(parse_args(argc, argv, {"--cert", "--max", "--checkpoint", "--method", "--provenance"}, {"--json"}),
                                   HeapClaim::Zeros);
    if (cmd == "term") return cmd_term(parse_args(argc, argv, {"--cert"}, {"--compute", "--json"}));
    // issue 15: results people cite and reuse (cli_commands.hpp)
    const auto command_args = [&](const std::vector<std::string>& allowed, const std::vector<std::string>& flags) {
        const Args a = parse_args(argc, argv, allowed, flags);
        return CommandArgs{a.positional, a.options, &g_stop};
    };
    if (cmd == "bfile") return cli_bfile(command_args({"--out", "--cert", "--h-line"}, {"--compute"}));
    if (cmd == "latex") return cli_latex(command_args({"--out", "--cert"}, {"--compute"}));
    if (cmd == "plot") return cli_plot(command_args({"--out", "--cert"}, {"--compute"}));
    if (cmd == "cite") return cli_cite(command_args({"--url", "--cert"}, {}));
    if (cmd == "catalogue") return cli_catalogue(command_args({}, {"--verify", "--json"}));
    if (cmd == "census") return cli_census(command_args({"--max", "--budget", "--out", "--jobs"}, {"--json"}));
    if (cmd == "nimsum") {
        const Args a = parse_args(argc, argv, {"--cert", "--provenance"});
        if (a.positional.size() != 1 || !HeapCode::parse(a.positional[0]).unbounded())
            throw UsageError("nimsum takes take-or-break");
        return cmd_take_or_break(a, true);
    }
    if (cmd == "position") return cmd_position(parse_args(argc, argv, {}));
    if (cmd == "strip") return cmd_strip(parse_args(argc, argv, {"--cert", "--max", "--obligations", "--provenance"}, {"--values-only"}));
    if (cmd == "kayles")
        return cmd_kayles(parse_args(argc, argv, {"--cert", "--mirrors", "--threads", "--checkpoint", "--small-cells", "--zero-cells", "--choose-plies", "--choose", "--witness", "--memory", "--class",
                                                  "--heap", "--shards", "--split", "--fact-log", "--provenance"},
                                     {"--pruned", "--json"}));
    throw UsageError("unknown command '" + cmd + "'");
}

// An error as --json's object on stdout (the message also goes to stderr as without --json).
int failed(int status, const std::string& message) {
    if (g_json) std::cout << JsonObject(g_command).str("error", message).num("exit", unsigned(status)).text() << '\n';
    return status;
}

}  // namespace

int main(int argc, char** argv) {
    std::signal(SIGINT, on_signal);
    std::signal(SIGTERM, on_signal);
    try {
        return run(argc, argv);
    } catch (const UsageError& e) {
        std::cerr << "nimcert: " << e.what() << "\n" << kUsage;
        return failed(kExitUsage, e.what());
    } catch (const CommandUsage& e) {
        std::cerr << "nimcert: " << e.what() << "\n" << kUsage;
        return failed(kExitUsage, e.what());
    } catch (const Interrupted& e) {
        std::cerr << "nimcert: " << e.what() << '\n';
        return failed(kExitInterrupted, e.what());
    } catch (const KaylesInterrupted&) {  // a Node-Kayles solve inside bfile, latex or plot
        std::cerr << "nimcert: interrupted; nothing written\n";
        return failed(kExitInterrupted, "interrupted; nothing written");
    } catch (const std::invalid_argument& e) {
        std::cerr << "nimcert: " << e.what() << '\n';
        return failed(kExitBadInput, e.what());
    } catch (const std::bad_alloc&) {
        std::cerr << "nimcert: out of memory\n";
        return failed(kExitFailed, "out of memory");
    } catch (const std::exception& e) {
        std::cerr << "nimcert: " << e.what() << '\n';
        return failed(kExitFailed, e.what());
    }
}
