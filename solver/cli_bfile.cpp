// `nimcert bfile SEQ FIRST LAST`: an OEIS b-file ("n a(n)" lines, the sequence's own offset and
// indexing) whose every value comes from a certificate that nimcheck verifies on the spot, by
// the rules `nimcert term` uses (term_source in sequences.cpp, kayles_term_lines).
#include <sys/stat.h>

#include <regex>
#include <sstream>

#include "atomic_file.hpp"
#include "catalogue.hpp"
#include "cli_commands.hpp"
#include "heap_solve.hpp"
#include "kayles_cost.hpp"
#include "kayles_engine.hpp"
#include "kayles_terms.hpp"
#include "nimcheck_run.hpp"
#include "sequences.hpp"
#include "sha256.hpp"
#include "step_progress.hpp"
#include "nimcert_commit.hpp"
#include "user_certificates.hpp"

namespace nimcert {

const char* const kNimcertCommit = NIMCERT_COMMIT;

namespace {

constexpr long kMaxLines = 10000000;

std::string two_sig(const BigInt& x) { return x.str(); }

long long file_size_of(const std::string& p) {
    struct stat st {};
    return ::stat(p.c_str(), &st) == 0 ? static_cast<long long>(st.st_size) : -1;
}

// --cert FILE|DIR for A316632/A344227: each a(n) from the user's verified certificate of its
// graph; the provenance names every term's file and digest (the b-file's header lists them).
CertifiedTerms user_kayles_range(const std::string& seq, const BigInt& first, BigInt last, const std::string& user_cert,
                                 StepProgress* progress) {
    if (progress) progress->step("checking the certificates of " + user_cert + " with nimcheck");
    const auto terms = user_kayles_terms(seq, user_cert);
    if (progress) progress->step("");
    const long long lo = static_cast<long long>(first);
    if (last < 0) {  // automatic: as far as the user's certificates go without a gap
        last = first;
        while (terms.count(static_cast<long long>(last) + 1)) last += 1;
    }
    const std::string graph = seq == "A316632" ? "grid 3 " : "queens ";
    CertifiedTerms t;
    t.graph = true;
    t.id = seq;
    t.description = seq == "A316632" ? "Node-Kayles on the 3 x n grid" : "Node-Kayles on the n-queens graph";
    t.provenance.push_back("each a(n) is the value of the user's own certificate of its graph, verified just now by " +
                           run_nimcheck_version() + " (not regenerated):");
    static const std::regex size_re("([0-9]+) (component classes|claims)");
    for (long long n = lo; n <= static_cast<long long>(last); ++n) {
        const auto it = terms.find(n);
        if (it == terms.end())
            throw std::invalid_argument("--cert " + user_cert + " has no certificate nimcheck verifies of " + graph +
                                        std::to_string(n) + " (" + seq + "(" + std::to_string(n) + "))");
        const UserCertificate& c = it->second.cert;
        std::smatch m;
        t.n.push_back(n);
        t.value.push_back(it->second.value);
        t.digests.push_back(c.sha256);
        t.proof_bytes.push_back(static_cast<std::uint64_t>(std::max(0LL, file_size_of(c.file))));
        t.proof_classes.push_back(std::regex_search(c.statement, m, size_re) ? std::stoull(m[1]) : 0);
        t.outcome.push_back(c.statement.find("outcome proof") != std::string::npos);  // claims, not classes
        t.provenance.push_back("a(" + std::to_string(n) + ") = " + std::to_string(it->second.value) + ": " + c.file + " sha256 " + c.sha256);
    }
    return t;
}

}  // namespace

std::string comment_lines(const std::string& mark, const std::string& text, std::size_t width) {
    std::string out, line = mark + " ";
    const std::string indent = mark + "   ";
    std::istringstream words(text);
    std::string w;
    bool empty = true;
    while (words >> w) {
        std::string digest;
        if (w == "sha256" && words >> digest) w += " " + digest;  // keep "sha256 DIGEST" on one line, for grep
        if (!empty && line.size() + 1 + w.size() > width) {
            out += line + "\n";
            line = indent;
            empty = true;
        }
        line += (empty ? "" : " ") + w;
        empty = false;
    }
    return out + line + "\n";
}

void stop_if_interrupted(const std::atomic<bool>* stop, const std::string& during) {
    // Ctrl-C reaches nimcheck and gnuplot too: their failure then means "stopped", not "rejected".
    if (stop && stop->load()) throw Interrupted("interrupted while " + during + "; nothing written");
}

void write_output(const CommandArgs& a, const std::string& text) {
    AtomicFile f(a.has("--out") ? a.options.at("--out") : "-");
    f.stream() << text;
    f.commit();
}

BigInt sequence_first(const std::string& seq) { return oeis_offset(seq); }

CertifiedTerms certified_terms(const std::string& seq, const BigInt& first, const BigInt& last_asked, bool compute,
                               const std::atomic<bool>* stop, unsigned automatic_periods, StepProgress* progress, bool recorded,
                               const std::string& user_cert) {
    const auto step = [progress](const std::string& what) {
        if (progress) progress->step(what);
    };
    BigInt last = last_asked;
    const bool automatic = last < 0;
    const BigInt offset = sequence_first(seq);
    if (first < offset) throw std::invalid_argument(seq + " starts at index " + offset.str() + " (its OEIS offset)");
    if (!automatic && last < first) throw std::invalid_argument("LAST (" + last.str() + ") is below FIRST (" + first.str() + ")");
    if (!automatic && last - first >= kMaxLines)
        throw std::invalid_argument("at most " + std::to_string(kMaxLines) + " terms at a time");
    CertifiedTerms t;
    SolveControl ctl;
    ctl.stop = stop;
    if (is_kayles_sequence(seq) && !user_cert.empty()) return user_kayles_range(seq, first, last, user_cert, progress);
    if (is_kayles_sequence(seq)) {
        // One certificate per term: only the n the catalogue certifies, checked before any solve.
        const Catalogue cat = read_catalogue();
        const KaylesCoverage cov = kayles_coverage(cat, seq);
        if (automatic) {
            last = first;
            while (cov.row(cat, static_cast<long long>(last) + 1) && !cov.row(cat, static_cast<long long>(last) + 1)->large()) last += 1;
        }
        if (last > cov.highest())
            throw std::invalid_argument(seq + "(" + last.str() + ") is beyond the certified range: certs/catalogue.tsv has " +
                                        seq + "(n) for n = " + std::to_string(cov.lowest()) + ".." +
                                        std::to_string(cov.highest()) + " (`nimcert term " + seq + " N --compute` computes one term beyond it)");
        const long long lo = static_cast<long long>(first), hi = static_cast<long long>(last);
        std::vector<std::pair<long long, bool>> large;  // (n, outcome proof) of the long rows without a statement to take
        std::string value;
        for (long long n = lo; n <= hi; ++n) {
            const CatalogueRow* row = cov.row(cat, n);
            if (!row) throw std::invalid_argument(seq + "(" + std::to_string(n) + ") has no catalogue row");
            if (row->large() && !(recorded && kayles_recorded(cat, seq, n, value))) large.emplace_back(n, row->pruned());
        }
        if (!large.empty() && !compute) {
            std::string which;
            for (const auto& l : large) which += (which.empty() ? "" : ", ") + std::to_string(l.first);
            throw std::invalid_argument(seq + "(n) for n = " + which + (large.size() > 1 ? " are large: catalogue rows" : " is a large: catalogue row") +
                                        "; regenerating " + (large.size() > 1 ? "them" : "it") + ": " +
                                        kayles_range_cost_phrase(seq, large) + ". Add --compute to regenerate anyway (progress on stderr; Ctrl-C stops it).");
        }
        t.graph = true;
        t.id = seq;
        // Every term it states, nimcheck verifies: the certificate is regenerated into a temporary
        // file, its digest must be the catalogue row's, and nimcheck's statement must state the
        // value (for a committed row, the file in certs/ must also have that digest).
        std::vector<std::string> checked;  // one provenance line per term
        std::string nimcheck_version;
        for (long long n = lo; n <= hi; ++n) {
            const CatalogueRow* row = cov.row(cat, n);
            if (!compute && recorded && kayles_recorded(cat, seq, n, value)) {  // not regenerated: the row's statement
                checked.push_back("a(" + std::to_string(n) + ") = " + value + ": " + row->file + ", sha256 " + row->sha256 + " (`" + row->command +
                                  "`): recorded, not checked in this run: nimcheck's statement when the row was recorded was " +
                                  row->statement + " (--compute regenerates and checks it)");
                t.n.push_back(n);
                t.value.push_back(BigInt(value));
                t.proof_bytes.push_back(0);
                t.proof_classes.push_back(0);
                t.digests.push_back(row->sha256);
                t.outcome.push_back(row->pruned());
                if (t.description.empty()) t.description = kayles_description(seq);
                continue;
            }
            std::vector<std::string> lines;
            CheckRun r;
            try {
                r = run_nimcheck_on_output([&](std::ostream& os) {
                    lines = kayles_term_lines(seq, {std::to_string(n)}, stop, kayles_row_style(*row), progress, &os);  // what `term` prints
                    step("checking the certificate of " + seq + "(" + std::to_string(n) + ") with nimcheck");
                });
            } catch (const KaylesInterrupted&) {  // Ctrl-C: exit 130 with where it stopped, nothing written
                if (progress) progress->abandon();
                throw Interrupted("interrupted while computing " + seq + "(" + std::to_string(n) + "); nothing written");
            }
            stop_if_interrupted(stop, "checking the certificate of " + seq + "(" + std::to_string(n) + ")");
            static const std::regex digest_re("sha256 ([0-9a-f]{64}) \\(([0-9]+) bytes\\)"),
                classes_re("lists ([0-9]+) (component classes|records)");
            std::smatch m, mc;
            std::string all;
            for (const auto& l : lines) all += l + "\n";
            if (!std::regex_search(all, m, digest_re) || !std::regex_search(all, mc, classes_re))
                throw std::logic_error("term output without a digest");
            const std::string digest = m[1];
            if (row->sha256 != digest)
                throw std::runtime_error(seq + "(" + std::to_string(n) + "): the regenerated certificate has sha256 " + digest +
                                         ", the catalogue row " + row->file + " records " + row->sha256);
            if (row->committed() && sha256_of_file(cat.root + "/" + row->file) != digest)
                throw std::runtime_error(cat.root + "/" + row->file + " does not have the catalogue's digest");
            if (!r.verified())
                throw std::runtime_error("nimcheck did not verify the certificate of " + seq + "(" + std::to_string(n) + "): " + r.line);
            const std::string::size_type head = r.statement.find(": G = " + lines[0] + " (");
            if (head == std::string::npos)
                throw std::runtime_error("nimcheck verified the certificate of " + seq + "(" + std::to_string(n) + ") with another statement: " + r.statement);
            nimcheck_version = r.version;
            checked.push_back("a(" + std::to_string(n) + ") = " + lines[0] + ": " + (row->committed() ? row->file : "streamed") +
                              ", sha256 " + digest + " (`" + row->command + "`): " + r.statement.substr(0, head + 6 + lines[0].size()));
            if (t.description.empty()) {
                const std::string d = lines.size() > 1 ? lines[1] : seq;
                t.description = d.substr(d.find(": ") == std::string::npos ? 0 : d.find(": ") + 2);
                t.description = t.description.substr(0, t.description.find(" (`"));
            }
            t.n.push_back(n);
            t.value.push_back(BigInt(lines[0]));
            t.proof_bytes.push_back(std::stoull(m[2]));
            t.proof_classes.push_back(std::stoull(mc[1]));
            t.digests.push_back(digest);
            t.outcome.push_back(mc[2] == "records");
        }
        t.provenance.push_back("each a(n) is the value of its own certificate, regenerated by the code of `nimcert term " + seq +
                               " n` into a temporary file with the SHA-256 its row in certs/catalogue.tsv records, and verified there just now by " +
                               (nimcheck_version.empty() ? std::string("nimcheck") : nimcheck_version) +
                               " (after each digest: the row's command, and nimcheck's statement up to the value), unless marked 'recorded':"
                               " the statement its large: row records, not checked in this run:");
        t.provenance.insert(t.provenance.end(), checked.begin(), checked.end());
        return t;
    }
    const bool theirs = !user_cert.empty();
    step(theirs ? "checking the certificates of " + user_cert + " with nimcheck" : "computing " + seq + " and its certificate");
    const TermSource src = theirs ? user_term_source(seq, user_cert) : term_source(seq, ctl, automatic ? BigInt(-1) : last);
    stop_if_interrupted(stop, "checking " + user_cert);
    CheckRun r;
    if (theirs) {
        r.version = run_nimcheck_version();
        r.statement = src.verified_statement;
    } else {
        step("writing the certificate and checking it with nimcheck");
        r = run_nimcheck_on_output(src.write_certificate);
    }
    step("");
    stop_if_interrupted(stop, "checking the certificate");
    if (!theirs && !r.verified()) throw std::runtime_error("nimcheck did not verify the regenerated certificate: " + r.line);
    std::string where = src.catalogue_file.empty() ? "(not in the catalogue)" : src.catalogue_file, regenerate = src.regenerate;
    if (!theirs) try {
        const Catalogue cat = read_catalogue();
        const CatalogueRow* row = src.catalogue_file.empty() ? nullptr : cat.by_file(src.catalogue_file);
        if (row && row->sha256 != src.digest)
            throw std::runtime_error("the regenerated certificate has sha256 " + src.digest + ", certs/catalogue.tsv records " +
                                     row->sha256 + " for " + src.catalogue_file);
        if (const CatalogueRow* same = cat.by_digest(src.digest)) where = same->file, regenerate = same->command;
    } catch (const std::runtime_error&) {
        if (!src.catalogue_file.empty()) throw;  // a catalogued sequence must match its row
    }
    if (automatic) {
        last = src.periodic ? BigInt(src.prefix + automatic_periods * src.period - 1) : BigInt(first + 49);
        if (last < first) last = first;
        if (last - first >= kMaxLines)
            throw std::invalid_argument("prefix + period is " + BigInt(last + 1).str() + " terms, more than " +
                                        std::to_string(kMaxLines) + ": give FIRST LAST");
    }
    t.digest = src.digest;
    t.id = src.id;
    t.description = src.description;
    t.periodic = src.periodic;
    t.prefix = src.prefix;
    t.period = src.period;
    step("listing " + BigInt(last - first + 1).str() + " terms");
    for (BigInt n = first; n <= last; ++n) {
        t.n.push_back(n);
        t.value.push_back(src.value(n));
        if (t.periodic && t.period > 0) {
            const BigInt n0 = t.prefix, p = t.period;
            t.exception.push_back(n < n0 && src.value(n + (n0 - n + p - 1) / p * p) != t.value.back());
        }
    }
    step("");
    if (theirs) t.provenance.push_back("certificate " + where + " (the user's, not regenerated), sha256 " + src.digest);
    else t.provenance.push_back("certificate " + where + ", sha256 " + src.digest + ", regenerated by `" + regenerate + "`");
    t.provenance.push_back("and verified just now by " + r.version + ": " + r.statement);
    return t;
}

int cli_bfile(const CommandArgs& a) {
    if (a.positional.size() != 3) throw CommandUsage("bfile takes SEQ FIRST LAST");
    const std::string& seq = a.positional[0];
    const BigInt first = parse_index(a.positional[1]), last = parse_index(a.positional[2]);
    // --h-line NAME: the entry's %H line for the b-file, printed once it is written to --out
    // (OEIS b-file names are the A-number's digits: b316632.txt).
    if (a.has("--h-line") && (!a.has("--out") || a.options.at("--out") == "-"))
        throw CommandUsage("--h-line needs --out FILE (the %H line goes to standard output)");
    if (a.has("--h-line") && !std::regex_match(seq, std::regex("A[0-9]{6}")))
        throw std::invalid_argument("--h-line: " + seq + " is not an OEIS A-number");
    StepProgress progress;
    // --cert (the user's certificates) takes precedence over the statements large: rows record.
    const CertifiedTerms t = certified_terms(seq, first, last, a.has("--compute"), a.stop, 1, &progress, true,
                                             a.has("--cert") ? a.options.at("--cert") : "");
    std::ostringstream out;
    out << comment_lines("#", t.id + ": " + t.description);
    out << comment_lines("#", "n = " + first.str() + ".." + last.str() + "; every value from a certificate nimcheck verified:");
    for (const auto& p : t.provenance) out << comment_lines("#", p);
    out << comment_lines("#", "written by " + std::string(kNimcertVersion) + " (commit " + kNimcertCommit + "): nimcert bfile " + seq + " " +
                                  first.str() + " " + last.str() + (a.has("--compute") ? " --compute" : "") +
                                  (a.has("--cert") ? " --cert " + a.options.at("--cert") : ""));
    for (std::size_t k = 0; k < t.n.size(); ++k) out << two_sig(t.n[k]) << ' ' << t.value[k].str() << '\n';
    progress.step("writing " + std::to_string(t.n.size()) + " lines");
    write_output(a, out.str());
    progress.step("");
    if (a.has("--h-line"))
        std::cout << "%H " << seq << " " << a.options.at("--h-line") << ", <a href=\"/" << seq << "/b" << seq.substr(1)
                  << ".txt\">Table of n, a(n) for n = " << first.str() << ".." << last.str() << "</a>\n";
    return 0;
}

}  // namespace nimcert
