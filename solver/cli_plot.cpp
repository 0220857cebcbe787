// `nimcert plot CODE|SEQ [FIRST LAST] --out FILE.{png,svg,pdf}`: values against n with gnuplot
// (Debian's gnuplot-nox). Periodic sequences: the prefix shaded, one period marked. Node-Kayles
// sequences: value and proof size (certificate bytes, component classes) against n. The figure
// is written to a temporary file and renamed, so a failed run leaves no file.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <csignal>
#include <sys/wait.h>
#include <unistd.h>

#include "cli_commands.hpp"
#include "heap_solve.hpp"
#include "sequences.hpp"
#include "step_progress.hpp"

namespace nimcert {

namespace {

constexpr long kMaxPoints = 2000000;
// More points than this are drawn as a summary: per bin of n, the least and largest value and
// the mean. Drawn one by one they merged into solid bands (plot .16: 404,269 points), showing
// neither the values nor their spread.
constexpr std::size_t kMaxSinglePoints = 5000, kSummaryBins = 1000;

std::string quote(const std::string& s) {
    std::string q = "'";
    for (char c : s) q += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return q + "'";
}

std::string gp_string(const std::string& s, bool text = false) {  // a gnuplot double-quoted string
    std::string o = "\"";
    for (char c : s) {
        if (c == '"' || c == '\\') o += '\\';
        if (text && (c == '{' || c == '}' || c == '@' || c == '&')) o += "\\\\";  // literal in enhanced text
        o += c;
    }
    return o + "\"";
}
std::string gp_text(const std::string& s) { return gp_string(s, true); }

std::string terminal_for(const std::string& out) {
    const auto dot = out.find_last_of('.');
    const std::string ext = dot == std::string::npos ? "" : out.substr(dot + 1);
    if (ext == "png") return "pngcairo size 1600,900 enhanced font 'DejaVu Sans,22' linewidth 2";
    if (ext == "svg") return "svg size 1000,560 dynamic enhanced font 'DejaVu Sans,14' linewidth 1.5";
    if (ext == "pdf") return "pdfcairo size 7in,3.9in enhanced font 'DejaVu Sans,11' linewidth 1.5";
    throw CommandUsage("plot: --out FILE must end in .png, .svg or .pdf, not '" + out + "'");
}

struct TempDir {
    std::string path;
    TempDir() {
        const char* t = std::getenv("TMPDIR");
        std::string p = std::string(t && *t ? t : "/tmp") + "/nimcert-plot-XXXXXX";
        std::vector<char> b(p.begin(), p.end());
        b.push_back('\0');
        if (!::mkdtemp(b.data())) throw std::runtime_error("cannot create a temporary directory");
        path = b.data();
    }
    ~TempDir() { std::system(("rm -rf " + quote(path)).c_str()); }
};

}  // namespace

int cli_plot(const CommandArgs& a) {
    if (a.positional.size() != 1 && a.positional.size() != 3) throw CommandUsage("plot takes CODE|SEQ [FIRST LAST] --out FILE");
    if (!a.has("--out")) throw CommandUsage("plot needs --out FILE.png, FILE.svg or FILE.pdf");
    const std::string out = a.options.at("--out");
    const std::string terminal = terminal_for(out);
    if (std::system("command -v gnuplot >/dev/null 2>&1") != 0)
        throw std::runtime_error("gnuplot not found (Debian: apt-get install gnuplot-nox; scripts/setup installs it)");
    const std::string& seq = a.positional[0];
    const BigInt first = a.positional.size() == 3 ? parse_index(a.positional[1]) : sequence_first(seq);
    BigInt last = a.positional.size() == 3 ? parse_index(a.positional[2]) : BigInt(-1);
    if (last >= 0 && last - first >= kMaxPoints) throw std::invalid_argument("at most " + std::to_string(kMaxPoints) + " points");
    // A periodic sequence by default: the prefix and two periods, so the repetition shows.
    StepProgress progress;
    const CertifiedTerms t = certified_terms(seq, first, last, a.has("--compute"), a.stop, 2, &progress, false,
                                             a.has("--cert") ? a.options.at("--cert") : "");
    if (t.n.size() > std::size_t(kMaxPoints)) throw std::invalid_argument("more than " + std::to_string(kMaxPoints) + " points; give FIRST LAST");

    TempDir dir;
    const bool summary = !t.graph && t.n.size() > kMaxSinglePoints;
    const std::size_t bin = summary ? (t.n.size() + kSummaryBins - 1) / kSummaryBins : 1;
    {
        std::ofstream d(dir.path + "/data");
        if (summary) {  // columns: first n of the bin, mean, least, largest
            for (std::size_t k = 0; k < t.n.size(); k += bin) {
                const std::size_t end = std::min(t.n.size(), k + bin);
                BigInt lo = t.value[k], hi = t.value[k], sum = 0;
                for (std::size_t j = k; j < end; ++j) {
                    lo = t.value[j] < lo ? t.value[j] : lo;
                    hi = t.value[j] > hi ? t.value[j] : hi;
                    sum += t.value[j];
                }
                d << t.n[k].str() << ' ' << static_cast<double>(sum) / double(end - k) << ' ' << lo.str() << ' ' << hi.str() << '\n';
            }
        } else {
            for (std::size_t k = 0; k < t.n.size(); ++k) {
                d << t.n[k].str() << ' ' << t.value[k].str();
                if (t.graph) d << ' ' << t.proof_bytes[k] << ' ' << t.proof_classes[k] << ' ' << (t.outcome[k] ? 1 : 0);
                d << '\n';
            }
        }
    }
    const std::string temp = out + ".tmp." + std::to_string(::getpid());
    std::ostringstream g;
    g << "set terminal " << terminal << "\nset output " << gp_string(temp) << "\n"
      << "set border 3 lw 1\nset tics nomirror out\nset grid ytics lc rgb '#dddddd' lw 1 dt 1\nset key off\n"
      << "set xlabel 'n'\n";
    const std::string data = gp_string(dir.path + "/data");
    const std::string lo = t.n.front().str(), hi = t.n.back().str();
    if (t.graph) {
        g << "set multiplot layout 2,1 title " << gp_text(t.id + ": " + t.description) << "\n"
          << "set xrange [" << lo << "-0.5:" << hi << "+0.5]\nset xtics 1\n"
          << "set ylabel 'G(n)'\nset yrange [0:*]\nset ytics 1\n"
          << "plot " << data << " using 1:2 with linespoints pt 7 ps 1.2 lc rgb '#1f4e9c'\n"
          << "set ylabel 'proof size'\nset logscale y\nset ytics auto\nset format y '10^{%T}'\nset yrange [*:*]\nset key top left\n"
          // An outcome proof lists records (P/N claims), a full table component classes: the two
          // counts differ in kind, so the outcome proofs' points are ringed and named (issue 41).
          << "plot " << data << " using 1:3 with linespoints pt 5 ps 1 lc rgb '#b03a2e' title 'certificate bytes', "
          << data << " using 1:4 with linespoints pt 9 ps 1.2 lc rgb '#2e7d32' title 'component classes (full table) or records'"
          << (std::find(t.outcome.begin(), t.outcome.end(), true) == t.outcome.end() ? std::string()
              : ", " + data + " using 1:($5 > 0 ? $4 : 1/0) with points pt 6 ps 2.4 lc rgb '#000000' title 'outcome proof (records)'")
          << "\n"
          << "unset multiplot\n";
    } else {
        const bool wide = t.n.size() > 400;
        const std::string how = summary ? " (summary: per bin of " + std::to_string(bin) + " n, least to largest value, and the mean)" : "";
        const bool code = t.description.find(t.id) != std::string::npos;  // a heap code: "G(n) of heap game 0.07"
        g << "set title " << gp_text((code ? t.description : t.id + ": " + t.description) + how) << "\n"
          << "set ylabel '" << (t.periodic ? "G(n)" : "a(n)") << "'\nset xrange [" << lo << "-0.5:" << hi << "+0.5]\n"
          << "set yrange [-0.5:*]\n"
          << "stats " << data << " using " << (summary ? 4 : 2) << " nooutput\nymax = STATS_max\nset yrange [-0.5:ymax*1.25+1]\n";
        if (t.periodic && t.period > 0) {
            const std::uint64_t n0 = t.prefix, p = t.period;
            g << "set object 1 rect from " << lo << "-0.5, graph 0 to " << n0 << "-0.5, graph 1 behind fc rgb '#e8e8e8' fs solid 1.0 noborder\n"
              << "set label 1 " << gp_string("prefix n < " + std::to_string(n0)) << " at " << lo << ", graph 0.95 left offset 0.5,0\n"
              << "set arrow 1 from " << n0 << "-0.5, ymax*1.12+0.5 to " << n0 + p << "-0.5, ymax*1.12+0.5 heads size screen 0.008,90 lw 2 lc rgb '#b03a2e'\n"
              << "set label 2 " << gp_string("period " + std::to_string(p)) << " at " << n0 << "-0.5+" << p
              << "/2.0, ymax*1.12+0.5 center offset 0,0.8 tc rgb '#b03a2e'\n";
        }
        if (summary)
            g << "plot " << data << " using 1:3:4 with filledcurves fc rgb '#9fb4d9' fs solid 1.0 noborder, " << data
              << " using 1:2 with lines lw 1 lc rgb '#1f4e9c'\n";
        else if (wide) g << "plot " << data << " using 1:2 with dots lc rgb '#1f4e9c'\n";
        else g << "plot " << data << " using 1:2 with impulses lw 1 lc rgb '#9fb4d9', " << data
               << " using 1:2 with points pt 7 ps 0.6 lc rgb '#1f4e9c'\n";
    }
    g << "unset output\n";
    {
        std::ofstream s(dir.path + "/plot.gp");
        s << g.str();
    }
    progress.step("drawing " + std::to_string(t.n.size()) + " points with gnuplot");
    const int rc = std::system(("gnuplot " + quote(dir.path + "/plot.gp") + " 2>" + quote(dir.path + "/err")).c_str());
    std::ifstream err(dir.path + "/err");
    std::stringstream why;
    why << err.rdbuf();
    if (rc != 0) {
        std::remove(temp.c_str());
        // std::system ignores SIGINT in nimcert while gnuplot runs, so Ctrl-C shows only in its status
        if (WIFSIGNALED(rc) && (WTERMSIG(rc) == SIGINT || WTERMSIG(rc) == SIGTERM))
            throw Interrupted("interrupted while running gnuplot; nothing written");
        stop_if_interrupted(a.stop, "running gnuplot");
        throw std::runtime_error("gnuplot failed: " + why.str());
    }
    if (std::rename(temp.c_str(), out.c_str()) != 0) {
        std::remove(temp.c_str());
        throw std::runtime_error("cannot write " + out);
    }
    if (summary)
        std::printf("%s: %zu points as a summary in bins of %zu (least, largest, mean), n = %s..%s; give FIRST LAST (at most %zu terms) to see single values\n",
                    out.c_str(), t.n.size(), bin, lo.c_str(), hi.c_str(), kMaxSinglePoints);
    else
        std::printf("%s: %zu points, n = %s..%s\n", out.c_str(), t.n.size(), lo.c_str(), hi.c_str());
    return 0;
}

}  // namespace nimcert
