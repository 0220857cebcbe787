#include "kayles_terms.hpp"

#include <cstdint>
#include <ostream>
#include <streambuf>
#include <stdexcept>

#include "kayles_certificate.hpp"
#include "kayles_cost.hpp"
#include "kayles_engine.hpp"
#include "kayles_graph.hpp"
#include "kayles_outcome.hpp"
#include "kayles_outcome_flags.hpp"
#include "sequences.hpp"
#include "step_progress.hpp"
#include "text_certificate.hpp"

namespace nimcert {

namespace {

struct KaylesSequence {
    const char* id;
    const char* family;  // the graph of term n is `family n` (3 x n grid: `grid 3 n`)
    const char* description;
};

const KaylesSequence kSequences[] = {
    {"A316632", "grid 3", "the Sprague-Grundy value of Node-Kayles on the 3 x n grid graph"},
    {"A344227", "queens", "the Sprague-Grundy value of Node-Kayles on the n-queens graph"},
};

// Counts the certificate's bytes and drops them, or passes them on to `copy`: the term needs
// only its size and digest, and queens 13's certificate (~14 GB) would not fit in memory beside
// the memo.
class ByteCounter : public std::streambuf {
public:
    std::uint64_t bytes = 0;
    std::ostream* copy = nullptr;

protected:
    int_type overflow(int_type c) override {
        if (!traits_type::eq_int_type(c, traits_type::eof())) {
            ++bytes;
            if (copy) copy->put(traits_type::to_char_type(c));
        }
        return traits_type::not_eof(c);
    }
    std::streamsize xsputn(const char* s, std::streamsize n) override {
        bytes += std::uint64_t(n);
        if (copy) copy->write(s, n);
        return n;
    }
};

const KaylesSequence* find(const std::string& seq) {
    for (const auto& s : kSequences)
        if (seq == s.id) return &s;
    return nullptr;
}

}  // namespace

bool is_kayles_sequence(const std::string& seq) { return find(seq) != nullptr; }

std::string kayles_description(const std::string& seq) { return find(seq) ? find(seq)->description : seq; }

std::vector<std::string> kayles_term_lines(const std::string& seq, const std::vector<std::string>& indices,
                                           const std::atomic<bool>* stop, KaylesTermStyle style, StepProgress* progress, std::ostream* copy) {
    const bool pruned = style.pruned;
    const KaylesSequence* s = find(seq);
    if (!s) throw std::invalid_argument("not a Node-Kayles sequence: " + seq);
    if (indices.size() != 1) throw std::invalid_argument(seq + " takes exactly one index");
    const std::string& text = indices[0];
    if (text.empty() || text.size() > 4 || text.find_first_not_of("0123456789") != std::string::npos)
        throw std::invalid_argument(seq + ": index '" + text + "' is not a small non-negative integer");
    const long long n = std::stoll(text);
    if (n < oeis_offset(seq)) throw std::invalid_argument(seq + " starts at index " + std::to_string(oeis_offset(seq)) + " (its OEIS offset)");

    const std::string family = s->family;
    const bool grid = family == "grid 3";
    const KaylesGraph g = grid ? make_family("grid", {3, n}) : make_family("queens", {n});
    if (progress) {
        const KaylesCost cost = kayles_cost(seq, n, pruned);
        progress->step(seq + "(" + text + "): solving `kayles " + g.description + (pruned ? " --pruned" : "") + "`" +
                       (cost.seconds >= 0 ? " (measured: " + human_duration(cost.seconds) + ")" : std::string()));
    }
    if (pruned) {
        OutcomeOptions oopt;
        oopt.stop = stop;
        // As the term's catalogue row was written, flag for flag: rows of the engine of issue 39
        // (3 x 32, 3 x 34..39: `--threads 1 --memory 6G`, the top plies chosen, leaves of 20) have
        // other bytes than rows written board first without `zero L` (`--choose-plies 0
        // --zero-cells 0`, the same bytes for any --threads and --memory: FORMAT.md). Beyond the
        // catalogue, the latter: its digest does not depend on the machine.
        std::string command = "kayles " + g.description + " --pruned --choose-plies 0 --zero-cells 0";
        if (style.command.empty()) {
            oopt.choose_plies = 0, oopt.zero_cells = 0;
        } else {
            const auto flags = command_flags(style.command);
            apply_outcome_flags(flags, oopt);
            if (!flags.count("--memory")) oopt.memory = kayles_default_memory();
            command = style.command.substr(style.command.rfind("nimcert ", 0) == 0 ? 8 : 0);
            if (const auto cert = command.find(" --cert -"); cert != std::string::npos) command.erase(cert, 9);
        }
        if (progress)
            oopt.progress = [progress](const OutcomeStats& st) {
                progress->detail(st.proving ? "proof pass, " + std::to_string(st.claims) + " claims written"
                                            : std::to_string(st.nodes) + " pairs searched, " + std::to_string(st.entries) + " cache entries");
            };
        OutcomeStats stats;
        ByteCounter counter;
        counter.copy = copy;
        std::ostream bytes(&counter);
        TextCertificate cert(bytes);
        if (style.provenance) cert.made_by(provenance_command(command));
        const unsigned value = kayles_outcome_solve(g, oopt, &cert, stats);
        return {std::to_string(value),
                std::string(s->id) + "(" + text + "): " + s->description + " (`" + g.description + "`).",
                "The certificate is an outcome proof: it lists " + std::to_string(stats.p + stats.n + stats.mirrors) +
                    " records (" + std::to_string(stats.p) + " P claims, " + std::to_string(stats.n) + " N claims, " +
                    std::to_string(stats.mirrors) + " values by a mirror involution; components of at most " +
                    std::to_string(oopt.small_cells) + " cells are valued by the checker), and the graph's value as the xor of its components.",
                "Certificate sha256 " + cert.sha256() + " (" + std::to_string(counter.bytes) +
                    " bytes); regenerate with `nimcert " + command + " --cert FILE`, verify with `nimcheck FILE`."};
    }
    KaylesOptions opt;
    opt.stop = stop;
    if (progress) opt.progress = [progress](std::size_t classes) { progress->detail(std::to_string(classes) + " component classes"); };
    const auto solver = make_kayles_solver(g, opt);
    const unsigned value = solver->value_of_graph();
    ByteCounter counter;
    counter.copy = copy;
    std::ostream bytes(&counter);
    TextCertificate cert(bytes);
    const std::string command = "kayles " + g.description;
    if (style.provenance) cert.made_by(provenance_command(command));
    emit_kayles_certificate(g, *solver, value, cert);

    std::vector<std::string> out;
    out.push_back(std::to_string(value));
    out.push_back(std::string(s->id) + "(" + text + "): " + s->description + " (`" + g.description + "`).");
    out.push_back("The certificate lists " + std::to_string(solver->memo_entries()) +
                  " component classes in normal form, each with its mex witnesses (" +
                  std::to_string(solver->mirrored()) +
                  " valued 0 by a mirror involution), and the graph's value as the xor of its components.");
    out.push_back("Certificate sha256 " + cert.sha256() + " (" + std::to_string(counter.bytes) +
                  " bytes); regenerate with `nimcert " + command + " --cert FILE`, verify with `nimcheck FILE`.");
    return out;
}

}  // namespace nimcert
