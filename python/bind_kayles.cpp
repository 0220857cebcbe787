// Node-Kayles for Python: the value of a family member or of any graph given as an edge list (the
// package converts networkx and Sage graphs), by the full table or an outcome proof, as
// `nimcert kayles ... [--pruned]` computes it.
#include <pybind11/stl.h>

#include "bind_common.hpp"
#include "kayles_certificate.hpp"
#include "kayles_engine.hpp"
#include "kayles_graph.hpp"
#include "kayles_outcome.hpp"
#include "kayles_small_values.hpp"
#include "text_certificate.hpp"

namespace nimcert_python {

using namespace nimcert;

namespace {

// `command`: the nimcert command line that writes the same certificate (its provenance line), or
// empty (a graph given as text: no file names it, so the certificate has no such line).
py::dict solve(const KaylesGraph& g, bool pruned, unsigned threads, std::size_t memory, bool mirrors, int small_cells,
               int zero_cells, int choose_plies, const std::string& choose, const std::string& witness,
               const std::optional<std::string>& cert, const std::string& command) {
    if (threads < 1 || threads > 64) throw std::invalid_argument("--threads takes 1 to 64");
    if (small_cells < 0 || small_cells > 16) throw std::invalid_argument("--small-cells takes 0 to 16");
    if (zero_cells < 0 || zero_cells > kayles::kMaxZeroCells)
        throw std::invalid_argument("--zero-cells takes 0 to " + std::to_string(kayles::kMaxZeroCells));
    if (choose_plies < 0 || choose_plies > 8) throw std::invalid_argument("--choose-plies takes 0 to 8");
    const OutcomeOptions::ChooseOrder order = parse_choose_order(choose);
    const OutcomeOptions::WitnessRule rule = parse_witness_rule(witness);
    if (memory && memory < (std::size_t(16) << 20)) throw std::invalid_argument("--memory takes at least 16M");
    auto file = open_certificate(cert);
    Reporter reporter;
    const auto result = interruptible([&](const std::atomic<bool>* stop) {
        std::unique_ptr<TextCertificate> text;
        if (file) {
            text = std::make_unique<TextCertificate>(file->stream());
            if (!command.empty()) text->made_by(provenance_command(command));
        }
        unsigned value = 0;
        if (pruned) {
            OutcomeOptions opt;
            opt.use_mirrors = mirrors;
            opt.small_cells = small_cells;
            opt.zero_cells = zero_cells;
            opt.choose_plies = choose_plies;
            opt.choose_order = order;
            opt.witness = rule;
            opt.threads = threads;
            opt.memory = memory ? memory : kayles_default_memory();
            opt.stop = stop;
            opt.progress = [&](const OutcomeStats& s) {
                reporter.post(g.description.substr(0, 60) + ": " + std::to_string(s.nodes) + " positions searched" +
                              (s.proving ? ", proof pass: " + std::to_string(s.claims) + " records written" : ""));
            };
            OutcomeStats stats;
            value = kayles_outcome_solve(g, opt, text.get(), stats);
        } else {
            KaylesOptions opt;
            opt.use_mirrors = mirrors;
            opt.threads = threads;
            opt.stop = stop;
            opt.progress = [&](std::size_t classes) {
                reporter.post(g.description.substr(0, 60) + ": " + std::to_string(classes) + " component classes so far");
            };
            const auto solver = make_kayles_solver(g, opt);
            value = solver->value_of_graph();
            if (text) emit_kayles_certificate(g, *solver, value, *text);
        }
        if (file) file->commit();
        return std::make_pair(value, text ? text->sha256() : std::string());
    }, &reporter);
    py::dict d;
    d["graph"] = g.description;
    d["vertices"] = g.n;
    d["pruned"] = pruned;
    d["value"] = result.first;
    d["certificate"] = certificate_dict(cert, result.second);
    return d;
}

}  // namespace

void bind_kayles(py::module_& m) {
    using namespace pybind11::literals;
    // A family of the command line: ("grid", [3, 16]) is `nimcert kayles grid 3 16`.
    m.def("kayles_family",
          [](const std::string& family, const std::vector<long long>& args, bool pruned, unsigned threads, std::size_t memory,
             bool mirrors, int small_cells, int zero_cells, int choose_plies, const std::string& choose, const std::string& witness,
             const std::optional<std::string>& cert) {
              // "petersen dihedral": `petersen N K dihedral`, the ring frame
              const bool dihedral = family == "petersen dihedral";
              std::string command = "kayles " + (dihedral ? std::string("petersen") : family);
              for (long long x : args) command += " " + std::to_string(x);
              if (dihedral) command += " dihedral";
              command += pruned ? " --pruned --small-cells " + std::to_string(small_cells) + " --zero-cells " + std::to_string(zero_cells) +
                                      " --choose-plies " + std::to_string(choose_plies) + (choose == "heap" ? " --choose heap" : "") +
                                      (witness == "first" ? " --witness first" : "")
                                : "";
              command += mirrors ? " --mirrors on" : " --mirrors off";
              KaylesGraph g = make_family(dihedral ? "petersen" : family, args);  // (checks the arguments)
              if (dihedral) g = make_dihedral_petersen(args[0], args[1]);
              return solve(g, pruned, threads, memory, mirrors, small_cells, zero_cells, choose_plies, choose, witness, cert, command);
          },
          "family"_a, "args"_a, "pruned"_a, "threads"_a, "memory"_a, "mirrors"_a, "small_cells"_a, "zero_cells"_a, "choose_plies"_a,
          "choose"_a, "witness"_a, "cert"_a);
    // A graph as the edge-list text `nimcert kayles edges FILE` reads ("n m", then "u v" lines, 0-based).
    m.def("kayles_edges",
          [](const std::string& text, bool pruned, unsigned threads, std::size_t memory, bool mirrors, int small_cells,
             int zero_cells, int choose_plies, const std::string& choose, const std::string& witness,
             const std::optional<std::string>& cert) {
              return solve(parse_edge_list(text), pruned, threads, memory, mirrors, small_cells, zero_cells, choose_plies, choose, witness,
                           cert, "");
          },
          "text"_a, "pruned"_a, "threads"_a, "memory"_a, "mirrors"_a, "small_cells"_a, "zero_cells"_a, "choose_plies"_a, "choose"_a,
          "witness"_a, "cert"_a);
}

}  // namespace nimcert_python
