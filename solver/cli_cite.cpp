// `nimcert cite CERT`: a sentence and a BibTeX entry for a certificate, printed only if nimcheck
// verifies it; `nimcert catalogue`: the certified results of certs/catalogue.tsv.
#include <algorithm>
#include <cctype>
#include <ctime>
#include <iostream>
#include <optional>
#include <sstream>
#include <sys/stat.h>

#include "catalogue.hpp"
#include "json_output.hpp"
#include "cli_commands.hpp"
#include "nimcheck_run.hpp"
#include "step_progress.hpp"
#include "user_certificates.hpp"

namespace nimcert {

namespace {

// A digest in a BibTeX field ran into the margin: \NimcertDigest{HEX} sets it in typewriter type
// with a break allowed after every digit (breaks only every 8 digits still left overfull lines
// under biblatex, whose bibliography is not \sloppy). It is defined by an @preamble, which BibTeX
// and biber both copy into the bibliography, so no package and no edit of the document is needed,
// and the .bib keeps the digest whole and searchable.
const char* const kDigestPreamble =
    "@preamble{\"\\providecommand{\\NimcertDigest}[1]{\\texttt{\\NimcertDigestI#1\\relax}}"
    "\\providecommand{\\NimcertDigestI}[1]{\\ifx\\relax#1\\else#1\\allowbreak\\expandafter\\NimcertDigestI\\fi}\"}\n";

// Text for a BibTeX field: LaTeX specials escaped; < and > in math mode (in text, the default
// OT1 font encoding prints ">=" as "¿="); digests as \NimcertDigest, and long tokens (paths,
// lists, equations) may break after a slash, comma, = or dot, or they run into the margin.
std::string latex_escape(const std::string& s) {
    std::string o;
    for (std::size_t i = 0; i < s.size(); ++i) {
        const char c = s[i];
        std::size_t run = 0;
        while (i + run < s.size() && std::isxdigit(static_cast<unsigned char>(s[i + run]))) ++run;
        if (run >= 16 && (i == 0 || !std::isalnum(static_cast<unsigned char>(s[i - 1])))) {
            o += "\\NimcertDigest{" + s.substr(i, run) + "}";
            i += run - 1;
            continue;
        }
        const bool eq = i + 1 < s.size() && s[i + 1] == '=';
        switch (c) {
            case '&': case '%': case '$': case '#': case '_': case '{': case '}': o += '\\'; o += c; break;
            case '~': o += "\\textasciitilde{}"; break;
            case '^': o += "\\textasciicircum{}"; break;
            case '\\': o += "\\textbackslash{}"; break;
            case '|': o += "\\textbar{}"; break;
            case '/': o += "\\slash{}"; break;
            case ',': case '=': case '.':  // inside a long token (0,1,5,9,... or G(4k+2)=4k+2 or a file name): may break after
                o += c;
                if (i + 1 < s.size() && s[i + 1] != ' ' && (c != '.' || std::isalpha(static_cast<unsigned char>(s[i + 1]))))
                    o += "\\allowbreak{}";
                break;
            case '-': o += i + 1 < s.size() && s[i + 1] == '-' ? "-{}" : "-"; break;              // --cert, not an en dash
            case '<': o += eq ? "$\\leq$" : "$<$"; i += eq; break;
            case '>': o += eq ? "$\\geq$" : "$>$"; i += eq; break;
            default: o += c;
        }
    }
    return o;
}

// A command in typewriter type, word by word with ordinary spaces between, so a line can stretch
// and break between words (spaces inside one \texttt do not stretch).
std::string tt_words(const std::string& text) {
    std::string o, word;
    std::istringstream in(text);
    while (in >> word) {
        // typewriter fonts do not hyphenate, not even at "-": allow a break after one inside a word
        std::string piece, escaped;
        for (std::size_t k = 0; k < word.size(); ++k) {
            piece += word[k];
            if (word[k] == '-' && k + 1 < word.size() && std::isalnum(static_cast<unsigned char>(word[k + 1]))) {
                escaped += latex_escape(piece) + "\\allowbreak{}";
                piece.clear();
            }
        }
        o += (o.empty() ? "" : " ") + std::string("\\texttt{") + escaped + latex_escape(piece) + "}";
    }
    return o;
}

std::string basename(const std::string& p) { return p.substr(p.find_last_of('/') == std::string::npos ? 0 : p.find_last_of('/') + 1); }

long long file_size(const std::string& p) {
    struct stat st;
    return ::stat(p.c_str(), &st) == 0 ? static_cast<long long>(st.st_size) : -1;
}

std::string grouped(long long x) {
    std::string s = std::to_string(x);
    for (int i = static_cast<int>(s.size()) - 3; i > 0; i -= 3) s.insert(static_cast<std::size_t>(i), ",");
    return s;
}

}  // namespace

int cli_cite(const CommandArgs& a) {
    // --cert FILE|DIR (issue 42, as bfile, latex, plot and term take it): CERT, or each *.cert of DIR.
    if (a.has("--cert")) {
        if (!a.positional.empty()) throw CommandUsage("cite takes CERT or --cert FILE|DIR, not both");
        int status = 0;
        for (const auto& file : user_certificate_files(a.options.at("--cert"))) {
            CommandArgs one = a;
            one.options.erase("--cert");
            one.positional = {file};
            status = std::max(status, cli_cite(one));
        }
        return status;
    }
    if (a.positional.size() != 1) throw CommandUsage("cite takes CERT (a certificate file)");
    const std::string& file = a.positional[0];
    if (file == "-") throw CommandUsage("cite needs a file (its SHA-256 is part of the citation), not standard input");
    if (file_size(file) < 0) throw std::invalid_argument("cannot read " + file);
    StepProgress progress;
    progress.step("checking " + file + " with nimcheck");
    const CheckRun r = run_nimcheck(file);
    progress.step("");
    stop_if_interrupted(a.stop, "checking " + file);
    if (!r.verified()) {
        std::cerr << "nimcert: not citing " << file << ": nimcheck (" << r.version << ") did not verify it (exit "
                  << r.status << "):\n  " << r.line << '\n';
        return 1;
    }
    const std::string digest = sha256_of_file(file);
    std::string command, title;
    try {
        const Catalogue cat = read_catalogue();
        if (const CatalogueRow* row = cat.by_digest(digest)) command = row->command, title = row->title;
    } catch (const std::runtime_error&) {  // no catalogue (e.g. installed without data): no command
    }
    const long long size = file_size(file);
    const std::time_t now = std::time(nullptr);
    char year[8];
    std::strftime(year, sizeof year, "%Y", std::gmtime(&now));
    // Not in the catalogue: the command its provenance line names (the catalogue's is the one
    // that gives these very bytes; a provenance line only says how they were made).
    const std::optional<Provenance> made = read_provenance(file);
    const std::string regen = !command.empty() ? command : made ? made->command : "";
    std::ostringstream out;
    out << "Sentence:\n"
        << "  We state: " << r.statement << ". This is verified by " << r.version << " on the certificate "
        << basename(file) << " (" << grouped(size) << " bytes, SHA-256 " << digest << ")";
    if (!command.empty()) out << ", which `" << regen << "` regenerates";
    else if (made) out << ", made by `" << regen << "` (" << made->version << ")";
    out << "; check it with `nimcheck " << basename(file) << "`.\n";
    if (regen.empty())
        out << "  (The certificate is neither in certs/catalogue.tsv nor says how it was made: give the command that wrote it as well.)\n";
    // @misc, read by BibTeX's standard styles and by biblatex: the software as organization
    // (key for sorting) rather than a made-up author; version and, if given, url for biblatex
    // (BibTeX's styles ignore fields they do not use); the title in braces against case changes.
    const std::string url = a.has("--url") ? a.options.at("--url") : "";
    out << "\nBibTeX:\n"
        << kDigestPreamble
        << "@misc{nimcert:" << digest.substr(0, 12) << ",\n"
        << "  organization = {nimcert},\n"
        << "  key          = {nimcert},\n"
        << "  title        = {{" << latex_escape(title.empty() ? "Certificate " + basename(file) : title) << "}},\n"
        << "  howpublished = {Certificate " << tt_words(basename(file)) << ", " << grouped(size)
        << " bytes, SHA-256 " << latex_escape(digest) << "},\n"
        << "  version      = {" << latex_escape(kNimcertVersion) << ", checked by " << latex_escape(r.version) << "},\n"
        << "  note         = {Statement verified by " << latex_escape(r.version) << " (" << kNimcertVersion << "): "
        << latex_escape(r.statement) << "."
        << (regen.empty() ? std::string() : (command.empty() ? " Made by " : " Regenerate with ") + tt_words(regen)) << "},\n";
    if (!url.empty()) out << "  url          = {" << url << "},\n";
    out << "  year         = {" << year << "}\n"
        << "}\n";
    if (url.empty()) out << "(No url field: add --url URL, where the certificate is published.)\n";
    std::cout << out.str();
    return 0;
}

int cli_catalogue(const CommandArgs& a) {
    if (!a.positional.empty()) throw CommandUsage("catalogue takes no arguments (options: --verify)");
    const Catalogue cat = read_catalogue();
    const bool verify = a.has("--verify");
    StepProgress progress;
    std::ostringstream out;
    out << "# " << cat.path << ": " << cat.rows.size() << " certified results (run the command from the repository root)\n";
    int bad = 0;
    std::vector<std::string> json_rows;  // --json (docs/json.md): one object per row
    for (const auto& row : cat.rows) {
        std::string size;
        if (row.committed()) {
            const long long s = file_size(cat.root + "/" + row.file);
            size = s < 0 ? "missing" : grouped(s) + " bytes";
        } else {
            size = row.large() ? "not committed; large: hours to regenerate (NIMCERT_LARGE=1)"
                   : row.sharded() ? "not committed; sharded (the command writes a directory; the digest is its root.cert's)"
                                   : "not committed; streamed (the command writes it to standard output)";
            if (row.large() && row.sharded()) size += "; sharded (the digest is its root.cert's)";
        }
        out << row.file << "\n  " << row.title << "\n  sha256 " << row.sha256 << ", " << size << "\n  regenerate: "
            << row.command << "\n";
        JsonObject j("catalogue-row");
        j.str("file", row.file).str("title", row.title).str("sha256", row.sha256).str("command", row.command)
            .str("kind", row.committed() ? "committed" : row.large() ? "large" : row.sharded() ? "shards" : "streamed");
        const long long bytes = row.committed() ? file_size(cat.root + "/" + row.file) : -1;
        if (bytes >= 0) j.num("bytes", std::uint64_t(bytes));
        else j.null("bytes");
        if (verify && row.committed()) {
            const std::string path = cat.root + "/" + row.file;
            progress.step("checking " + row.file + " with nimcheck");
            const CheckRun r = run_nimcheck(path);
            progress.step("");
            stop_if_interrupted(a.stop, "checking " + path);
            const bool same = file_size(path) >= 0 && sha256_of_file(path) == row.sha256;
            if (!r.verified() || !same) ++bad;
            out << "  " << (r.verified() ? "VERIFIED: " + r.statement : r.line)
                << (same ? "" : " (digest differs from the catalogue)") << "\n";
            j.str("verdict", r.verified() ? "VERIFIED" : r.line.substr(0, r.line.find(' '))).flag("same_digest", same);
            if (r.verified()) j.str("statement", r.statement);
            else j.str("reason", r.line);
        }
        json_rows.push_back(j.text());
    }
    if (a.has("--json"))
        std::cout << JsonObject("catalogue").str("path", cat.path).flag("verified", verify).num("failed", unsigned(bad))
                         .raw("rows", json_array(json_rows, [](const std::string& x) { return x; })).text() << '\n';
    else
        std::cout << out.str();
    return bad ? 1 : 0;
}

}  // namespace nimcert
