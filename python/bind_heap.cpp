// Heap games for Python: values, period, zeros and census, calling what the command line calls
// (heap_solve.hpp, heap_certificate.hpp, census.hpp) and returning dicts with the keys of the
// command line's --json objects (docs/json.md).
#include <pybind11/stl.h>

#include <sstream>

#include "bind_common.hpp"
#include "census.hpp"
#include "heap_certificate.hpp"
#include "heap_solve.hpp"
#include "nimcheck_run.hpp"
#include "sequences.hpp"
#include "take_or_break.hpp"
#include "text_certificate.hpp"
#include "zero_set.hpp"

namespace nimcert_python {

using namespace nimcert;

namespace {

// The count arguments, refused with the command line's message.
std::uint64_t count_argument(const std::string& what, long long n) {
    if (n < 0 || n >= 1000000000000LL)
        throw std::invalid_argument(what + " must be a non-negative integer below 10^12, not '" + std::to_string(n) + "'");
    return static_cast<std::uint64_t>(n);
}

HeapValues heap_values(const std::string& code, const std::optional<std::string>& method) {
    HeapValues hv(HeapCode::parse(code));
    if (method && *method == "naive") hv.set_method(ValueMethod::Naive);
    else if (method && *method == "rare-common") hv.set_method(ValueMethod::RareCommon);
    else if (method) throw std::invalid_argument("--method must be naive or rare-common, not '" + *method + "'");
    return hv;
}

py::list value_list(const std::vector<Value>& g, std::uint64_t count) {
    py::list out(count);
    for (std::uint64_t h = 0; h < count; ++h) out[h] = py::int_(g[h]);
    return out;
}

// The same values as a compact array.array('I') (4 bytes each, one copy): period's table can hold
// ten million values (.354), which as a list of Python ints cost ~10 % of the solve (bench/python).
py::object value_array(const std::vector<Value>& g, std::uint64_t count) {
    static_assert(sizeof(Value) == sizeof(unsigned int), "array typecode 'I' is Value");
    py::object a = py::module_::import("array").attr("array")("I");
    a.attr("frombytes")(py::memoryview::from_memory(g.data(), static_cast<py::ssize_t>(count * sizeof(Value))));
    return a;
}

template <class T>
std::string digits(const T& x) {
    std::ostringstream s;
    s << x;
    return s.str();
}

// The certificate, written by the solve's thread (it may be hundreds of MB).
// `command`: the nimcert command line that writes the same certificate (its provenance line).
std::string write_heap(std::unique_ptr<AtomicFile>& file, const HeapValues& hv, std::uint64_t count, HeapClaim claim,
                       const std::optional<Periodicity>& per, const std::string& command) {
    if (!file) return "";
    TextCertificate cert(file->stream());
    cert.made_by(provenance_command(command));
    emit_heap_certificate(hv, count, claim, per, cert);
    file->commit();
    return cert.sha256();
}

py::dict values(const std::string& code, long long n, const std::optional<std::string>& cert,
                const std::optional<std::string>& method) {
    HeapValues hv = heap_values(code, method);
    const std::uint64_t count = count_argument("N", n) + 1;
    auto file = open_certificate(cert);
    Reporter reporter;
    const std::string sha = interruptible([&](const std::atomic<bool>* stop) {
        SolveControl ctl;
        ctl.stop = stop;
        ctl.progress = false;
        ctl.report = [&reporter](const std::string& what) { reporter.post(what); };
        solve_values(hv, count, ctl);
        return write_heap(file, hv, count, HeapClaim::Values, std::nullopt,
                          "values " + code + " " + std::to_string(n) + (method ? " --method " + *method : ""));
    }, &reporter);
    py::dict d;
    d["code"] = hv.code().canonical();
    d["n"] = n;
    d["values"] = value_list(hv.values(), count);
    d["certificate"] = certificate_dict(cert, sha);
    return d;
}

// period(...) and zeros(...): the same search as `nimcert period|zeros CODE [--max N]`.
py::dict period_or_zeros(const std::string& code, std::optional<long long> max, const std::optional<std::string>& cert,
                         const std::optional<std::string>& method, HeapClaim claim) {
    HeapValues hv = heap_values(code, method);
    py::dict d;
    d["code"] = hv.code().canonical();
    if (hv.code().unbounded()) {  // take-or-break: its arithmetic period, as the command line
        if (claim == HeapClaim::Zeros) throw std::invalid_argument("zeros needs a finite code");
        auto file = open_certificate(cert);
        Reporter reporter;
        auto c = interruptible([&](const std::atomic<bool>* stop) {
            SolveControl ctl;
            ctl.stop = stop;
            ctl.progress = false;
        ctl.report = [&reporter](const std::string& what) { reporter.post(what); };
            CertifiedArithmetic r = solve_take_or_break(ctl);
            std::string sha;
            if (file) {
                TextCertificate text(file->stream());
                text.made_by(provenance_command(std::string(claim == HeapClaim::Zeros ? "zeros " : "period ") + code +
                                                (method ? " --method " + *method : "")));
                emit_take_or_break_certificate(r.hv, r.per, false, text);
                file->commit();
                sha = text.sha256();
            }
            return std::make_pair(std::move(r), sha);
        }, &reporter);
        d["periodic"] = true;
        d["prefix"] = c.first.per.prefix;
        d["period"] = c.first.per.period;
        d["saltus"] = c.first.per.saltus;
        d["values"] = value_array(c.first.hv.values(), c.first.per.values_needed());
        d["certificate"] = certificate_dict(cert, c.second);
        return d;
    }
    if (hv.code().has_unequal())
        throw std::invalid_argument("no periodicity theorem covers unequal splits (" + hv.code().canonical() +
                                    "): the checker refuses a period claim for it; use 'nimcert values " + code +
                                    " N' for certified values");
    const std::uint64_t limit = max ? count_argument("--max", *max) : 0;
    auto file = open_certificate(cert);
    Reporter reporter;
    const auto result = interruptible([&](const std::atomic<bool>* stop) {
        SolveControl ctl;
        ctl.stop = stop;
        ctl.progress = false;
        ctl.report = [&reporter](const std::string& what) { reporter.post(what); };
        const auto per = max ? solve_period(hv, limit, ctl) : solve_period_default(hv, ctl);
        const std::string command = std::string(claim == HeapClaim::Zeros ? "zeros " : "period ") + code +
                                    (max ? " --max " + std::to_string(*max) : "") + (method ? " --method " + *method : "");
        const std::string sha = per ? write_heap(file, hv, values_needed(hv.code(), *per), claim, per, command) : "";
        return std::make_pair(per, sha);
    }, &reporter);
    const auto& per = result.first;
    d["periodic"] = per.has_value();
    d["values_computed"] = hv.size();
    if (!per) {
        d["prefix"] = py::none();
        d["period"] = py::none();
        d["certificate"] = py::none();
        return d;
    }
    d["prefix"] = per->prefix;
    d["period"] = per->period;
    d["values"] = value_array(hv.values(), per->prefix + per->period);  // G(0..n0+p-1): every value from these
    if (claim == HeapClaim::Zeros) {
        const ZeroSet z = zero_set(hv.values(), *per);
        d["zeros_below_prefix"] = z.below_prefix;
        d["zeros_residues"] = z.residues;
        if (z.residues.empty()) {
            d["recurrence"] = py::none();
            d["gf_numerator"] = py::none();
            d["gf_denominator"] = py::none();
        } else {
            const auto rec = zero_recurrence(z);
            py::dict r;
            r["shift"] = rec.shift;
            r["step"] = rec.step;
            r["from"] = rec.from;
            d["recurrence"] = r;
            const auto gf = zero_generating_function(z);
            py::list num, den;
            for (const auto& c : gf.numerator) num.append(big_int(digits(c)));
            for (const auto& c : gf.denominator) den.append(big_int(digits(c)));
            d["gf_numerator"] = num;
            d["gf_denominator"] = den;
        }
    }
    d["certificate"] = certificate_dict(cert, result.second);
    return d;
}

// census(pattern, max): every code of the pattern, each certificate checked by the nimcheck
// program ($NIMCHECK; the package sets it) as `nimcert census` does, one dict per code.
py::list census(const std::string& pattern_text, long long max) {
    std::string pattern = pattern_text;
    if (!pattern.empty() && pattern[0] == '.') pattern = "0" + pattern;
    const std::vector<std::string> codes = census_codes(pattern);
    if (max < 64 || max > (1LL << 28)) throw std::invalid_argument("--max takes a number from 64 to 268435456, not '" + std::to_string(max) + "'");
    Reporter reporter;
    const auto rows = interruptible([&](const std::atomic<bool>* stop) {
        SolveControl ctl;
        ctl.stop = stop;
        ctl.progress = false;
        ctl.report = [&reporter](const std::string& what) { reporter.post(what); };
        std::vector<CensusRow> out;
        for (const auto& code : codes) {
            reporter.post("census " + pattern + ": " + std::to_string(out.size()) + "/" + std::to_string(codes.size()) + " codes, now " + code);
            out.push_back(census_solve(code, std::uint64_t(max), ctl, [](const std::function<void(std::ostream&)>& write) {
                const CheckRun run = run_nimcheck_on_output(write);
                if (!run.verified()) throw std::runtime_error("nimcheck did not verify it: " + run.line);
                return run.line.substr(0, run.line.find(' ')) + " " + run.statement;
            }));
        }
        return out;
    }, &reporter);
    std::map<std::string, std::string> representative;
    for (const auto& c : census_classes(rows))
        for (const CensusRow* r : c.members) representative[r->code] = c.members[0]->code;
    py::list out;
    for (const auto& r : rows) {
        py::dict d;
        d["code"] = r.code;
        d["periodic"] = r.periodic;
        d["prefix"] = r.periodic ? py::object(py::int_(r.prefix)) : py::none();
        d["period"] = r.periodic ? py::object(py::int_(r.period)) : py::none();
        d["count"] = r.count;
        d["largest"] = r.largest;
        d["class"] = representative.at(r.code);
        d["sha256"] = r.certificate;
        d["verdict"] = r.verdict;
        out.append(d);
    }
    return out;
}

}  // namespace

void bind_heap(py::module_& m) {
    using namespace pybind11::literals;
    m.def("values", &values, "code"_a, "n"_a, "cert"_a = py::none(), "method"_a = py::none());
    m.def("period", [](const std::string& code, std::optional<long long> max, const std::optional<std::string>& cert,
                       const std::optional<std::string>& method) { return period_or_zeros(code, max, cert, method, HeapClaim::Period); },
          "code"_a, "max"_a = py::none(), "cert"_a = py::none(), "method"_a = py::none());
    m.def("zeros", [](const std::string& code, std::optional<long long> max, const std::optional<std::string>& cert,
                      const std::optional<std::string>& method) { return period_or_zeros(code, max, cert, method, HeapClaim::Zeros); },
          "code"_a, "max"_a = py::none(), "cert"_a = py::none(), "method"_a = py::none());
    m.def("census", &census, "pattern"_a, "max"_a = 16384);
    m.def("canonical", [](const std::string& code) { return HeapCode::parse(code).canonical(); }, "code"_a);
}

}  // namespace nimcert_python
