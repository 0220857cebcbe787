#include "cli_json.hpp"

#include <sstream>

#include "json_output.hpp"
#include "zero_set.hpp"

namespace nimcert {

namespace {

// A number or BigInt as JSON: its decimal digits (JSON numbers have no size limit).
const auto json_number = [](const auto& x) {
    std::ostringstream s;
    s << x;
    return s.str();
};

}  // namespace

std::string heap_period_json(const std::string& command, const HeapValues& hv, const std::optional<Periodicity>& per,
                             HeapClaim claim, const std::string& certificate) {
    JsonObject o(command);
    o.str("code", hv.code().canonical()).flag("periodic", per.has_value());
    if (!per) return o.num("values_computed", hv.size()).text();
    o.num("prefix", per->prefix).num("period", per->period);
    if (claim == HeapClaim::Zeros) {
        const ZeroSet z = zero_set(hv.values(), *per);
        o.raw("zeros_below_prefix", json_array(z.below_prefix, json_number)).raw("zeros_residues", json_array(z.residues, json_number));
        if (z.residues.empty()) {
            o.null("recurrence").null("gf_numerator").null("gf_denominator");
        } else {
            const auto rec = zero_recurrence(z);
            const auto gf = zero_generating_function(z);
            o.raw("recurrence", "{\"shift\":" + json_number(rec.shift) + ",\"step\":" + json_number(rec.step) + ",\"from\":" +
                                    json_number(rec.from) + "}")
                .raw("gf_numerator", json_array(gf.numerator, json_number))
                .raw("gf_denominator", json_array(gf.denominator, json_number));
        }
    }
    return o.raw("certificate", certificate).text();
}

std::string term_json(const std::string& seq, const std::vector<std::string>& indices, const std::vector<std::string>& lines) {
    // The first line is the term (decimal digits, any size: a JSON number), the rest the argument.
    const bool number = !lines.empty() && !lines[0].empty() && lines[0].find_first_not_of("0123456789") == std::string::npos;
    const std::vector<std::string> argument(lines.begin() + (lines.empty() ? 0 : 1), lines.end());
    return JsonObject("term")
        .str("sequence", seq)
        .raw("indices", json_array(indices, json_string))
        .raw("value", number ? lines[0] : lines.empty() ? "null" : json_string(lines[0]))
        .raw("argument", json_array(argument, json_string))
        .text();
}

}  // namespace nimcert
