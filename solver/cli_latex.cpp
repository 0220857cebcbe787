// `nimcert latex CODE|SEQ [FIRST LAST] [--out FILE]`: a LaTeX fragment (no package needed) for
// a paper. A periodic sequence (a heap code, A002187, A317367) is laid out as in Winning Ways:
// rows of one period (at most 34 columns), the row label plus the column is n; exceptions of the
// prefix (G(n) != G(n+p)) in bold, the first period past the prefix underlined. Other sequences
// get a table of their certified terms (Node-Kayles: with each certificate's size and digest).
#include <algorithm>
#include <sstream>

#include "cli_commands.hpp"
#include "sequences.hpp"
#include "step_progress.hpp"

namespace nimcert {

namespace {

constexpr std::size_t kMaxCells = 5000;
// Rows per tabular: a tabular is one box that cannot break across pages (.156's 383 rows ran
// 2,538 pt off the page, issue 41), so longer tables are cut into tabulars of this many rows,
// each with its header, between which the page may break.
constexpr std::uint64_t kRowsPerBlock = 40;

std::string esc(const std::string& s) {
    std::string o;
    for (char c : s) {
        if (c == '_' || c == '&' || c == '%' || c == '#' || c == '$') o += '\\';
        if (c == '{' || c == '}') o += '\\';
        o += c;
    }
    return o;
}

std::string grouped(std::uint64_t x) {
    std::string s = std::to_string(x);
    for (int i = static_cast<int>(s.size()) - 3; i > 0; i -= 3) s.insert(static_cast<std::size_t>(i), "{,}");
    return s;
}

void provenance(std::ostream& out, const CertifiedTerms& t, const std::string& command) {
    out << comment_lines("%", command + " (" + kNimcertVersion + ")");
    for (const auto& p : t.provenance) out << comment_lines("%", p);
    out << "% A fragment: \\input it in a document; it needs no package.\n";
}

// The sequence's description for a LaTeX document: formulas in math mode (the plain-text
// descriptions escaped gave "P\_n(3)" and "1 x N" in text).
std::string latex_description(const CertifiedTerms& t) {
    static const std::pair<const char*, const char*> kLatex[] = {
        {"A002187", "Sprague--Grundy values of Dawson's chess, octal game 0.137"},
        {"A215721", "$N$ for which the $1 \\times N$ domino-covering game (octal game 0.07, Dawson's Kayles) is a "
                    "second-player win: the zeros $a(1) < a(2) < \\cdots$ of $G$"},
        {"A257092", "nim-sum table of Take-or-Break (Lasker's) Nim read by antidiagonals: $\\mathrm{NSum}(x,y)$ is the $z$ "
                    "with $\\{x,y,z\\}$ a second-player win (flat index $n$: $T(x,y)$ on antidiagonal $x+y$, offset 0)"},
        {"A316632", "the Sprague--Grundy value of Node-Kayles on the $3 \\times n$ grid graph"},
        {"A344227", "the Sprague--Grundy value of Node-Kayles on the $n$-queens graph"},
        {"A317367", "$G(P_n(3))$: Node-Kayles on the scalloped graph $P_n(3)$ (vertices $1, \\ldots, n$, edges $\\{i, i+1\\}$ "
                    "and $\\{i, i+3\\}$)"},
    };
    for (const auto& d : kLatex)
        if (t.id == d.first) return d.second;
    const std::string code = "G(n) of heap game ";
    if (t.description.rfind(code, 0) == 0) return "$G(n)$ of heap game " + esc(t.description.substr(code.size()));
    return esc(t.description);
}

void periodic_table(std::ostream& out, const CertifiedTerms& t) {
    const std::uint64_t p = t.period, n0 = t.prefix;
    const std::uint64_t width = p <= 34 ? p : (p % 10 == 0 || p > 100 ? 10 : (p % 12 == 0 ? 12 : 10));
    const std::uint64_t first = static_cast<std::uint64_t>(t.n.front());
    const std::uint64_t last = static_cast<std::uint64_t>(t.n.back());
    const std::uint64_t row0 = first / width * width;
    const auto value_at = [&](std::uint64_t n) { return t.value[static_cast<std::size_t>(n - first)]; };
    const auto header = [&] {
        out << "\\begin{tabular}{r|*{" << width << "}{c}}\n";
        for (std::uint64_t c = 0; c < width; ++c) out << " & " << c;
        out << " \\\\ \\hline\n";
    };
    out << "\\begin{center}\n{\\scriptsize\\setlength{\\tabcolsep}{1.2pt}%\n";
    header();
    for (std::uint64_t r = row0; r <= last; r += width) {
        if (r > row0 && (r - row0) / width % kRowsPerBlock == 0) {  // a page may break here
            out << "\\end{tabular}\\par\n";
            header();
        }
        out << r;
        for (std::uint64_t c = 0; c < width; ++c) {
            const std::uint64_t n = r + c;
            out << " & ";
            if (n < first || n > last) continue;
            const std::string v = value_at(n).str();
            const bool exception = t.exception[static_cast<std::size_t>(n - first)];
            if (n >= n0 && n < n0 + p) out << "\\underline{" << v << "}";
            else if (exception) out << "\\textbf{" << v << "}";
            else out << v;
        }
        out << " \\\\\n";
    }
    out << "\\end{tabular}}\\\\[1ex]\n";
    // what the caption says about bold and underline is what the table shows
    const std::size_t exceptions = static_cast<std::size_t>(std::count(t.exception.begin(), t.exception.end(), true));
    std::string bold;
    if (exceptions > 0)
        bold = "the " + std::string(exceptions > 1 ? std::to_string(exceptions) + " exceptions" : "exception") +
               " $G(n) \\ne G(n+kp)$ with $n < n_0 \\le n+kp$ shown " + (exceptions > 1 ? "are" : "is") + " in bold";
    else if (first < n0)
        bold = "no $n < n_0$ shown is an exception ($G(n) = G(n+kp)$ for the $n$ shown)";
    else
        bold = "every $n$ shown is past it";
    const bool underlined = first < n0 + p && last >= n0;
    out << "\\parbox{0.9\\linewidth}{\\footnotesize " << latex_description(t) << ". Row label plus column gives $n$. "
        << "Least prefix $n_0 = " << grouped(n0) << "$: " << bold << "; "
        << "least period $p = " << grouped(p) << "$: $G(n+" << p << ") = G(n)$ for all $n \\ge " << grouped(n0)
        << "$" << (underlined ? ", one period underlined" : "") << ". Certificate SHA-256 \\texttt{" << t.digest.substr(0, 16)
        << "\\ldots}, verified by nimcheck.}\n\\end{center}\n";
}

void terms_table(std::ostream& out, const CertifiedTerms& t) {
    out << "\\begin{center}\n{\\footnotesize\n";
    if (t.graph) {
        out << "\\begin{tabular}{rrrl}\n$n$ & $a(n)$ & classes & certificate SHA-256 \\\\ \\hline\n";
        for (std::size_t k = 0; k < t.n.size(); ++k)
            out << t.n[k].str() << " & " << t.value[k].str() << " & " << grouped(t.proof_classes[k]) << " & \\texttt{"
                << t.digests[k].substr(0, 16) << "\\ldots} \\\\\n";
        out << "\\end{tabular}}\\\\[1ex]\n";
    } else {
        const std::size_t width = 10;
        const auto header = [&] {
            out << "\\begin{tabular}{r|*{" << width << "}{r}}\n";
            for (std::size_t c = 0; c < width; ++c) out << " & " << c;
            out << " \\\\ \\hline\n";
        };
        header();
        for (std::size_t k = 0; k < t.n.size(); k += width) {
            if (k > 0 && k / width % kRowsPerBlock == 0) {  // a page may break here
                out << "\\end{tabular}\\par\n";
                header();
            }
            out << t.n[k].str();
            for (std::size_t c = 0; c < width; ++c) out << " & " << (k + c < t.n.size() ? t.value[k + c].str() : "");
            out << " \\\\\n";
        }
        out << "\\end{tabular}}\\\\[1ex]\n";
    }
    out << "\\parbox{0.9\\linewidth}{\\footnotesize " << esc(t.id) << ": " << latex_description(t) << ", $n = " << t.n.front().str()
        << ", \\ldots, " << t.n.back().str() << "$"
        << (t.graph ? "; each value is proved by its own certificate (classes: component classes it lists)"
                    : "; row label plus column gives $n$; certificate SHA-256 \\texttt{" + t.digest.substr(0, 16) + "\\ldots}")
        << ", verified by nimcheck.}\n\\end{center}\n";
}

}  // namespace

int cli_latex(const CommandArgs& a) {
    if (a.positional.size() != 1 && a.positional.size() != 3) throw CommandUsage("latex takes CODE|SEQ [FIRST LAST]");
    const std::string& seq = a.positional[0];
    const BigInt first = a.positional.size() == 3 ? parse_index(a.positional[1]) : sequence_first(seq);
    const BigInt last = a.positional.size() == 3 ? parse_index(a.positional[2]) : BigInt(-1);
    if (last >= 0 && last - first >= BigInt(kMaxCells))
        throw std::invalid_argument("a table of more than " + std::to_string(kMaxCells) + " terms is no use in a paper; use nimcert bfile");
    StepProgress progress;
    const CertifiedTerms t = certified_terms(seq, first, last, a.has("--compute"), a.stop, 1, &progress, false,
                                             a.has("--cert") ? a.options.at("--cert") : "");
    if (t.n.size() > kMaxCells)
        throw std::invalid_argument(t.id + ": prefix and period span " + std::to_string(t.n.size()) + " terms, more than " +
                                    std::to_string(kMaxCells) + " for a table; use nimcert bfile, or give FIRST LAST");
    std::ostringstream out;
    std::string command = "nimcert latex";
    for (const auto& w : a.positional) command += " " + w;
    provenance(out, t, command);
    if (t.periodic && t.period > 0) periodic_table(out, t);
    else terms_table(out, t);
    write_output(a, out.str());
    return 0;
}

}  // namespace nimcert
