#include "census.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <map>
#include <optional>
#include <sstream>
#include <stdexcept>

#include "heap_certificate.hpp"
#include "heap_solve.hpp"
#include "parity_mask.hpp"
#include "periodicity.hpp"
#include "sha256.hpp"
#include "text_certificate.hpp"

namespace nimcert {

std::vector<std::string> census_codes(const std::string& pattern) {
    // sub:N, the subtraction games whose sets are the nonempty subsets of {1..N}, as their codes
    // 0.d1..dN with every digit 0 or 3 (HeapCode::subtraction_code), S ordered as binary numbers.
    if (pattern.compare(0, 4, "sub:") == 0) {
        const std::string n = pattern.substr(4);
        if (n.size() != 1 || n[0] < '1' || n[0] > '9')
            throw std::invalid_argument("census pattern '" + pattern + "': expected sub:N with N from 1 to 9 (every "
                                        "nonempty subtraction set within {1..N})");
        std::vector<std::string> codes;
        for (unsigned set = 1; set < (1u << (n[0] - '0')); ++set) {
            std::string spelled = "sub:";
            for (unsigned k = 0; (set >> k) != 0; ++k)
                if (set >> k & 1) spelled += (spelled.size() > 4 ? "," : "") + std::to_string(k + 1);
            codes.push_back(HeapCode::parse(spelled).canonical());
        }
        return codes;
    }
    const std::size_t dot = pattern.find('.');
    const std::string d0 = dot == std::string::npos ? "" : pattern.substr(0, dot);
    const std::size_t places = dot == std::string::npos ? 0 : pattern.size() - dot - 1;
    if (dot == std::string::npos || (d0 != "" && d0 != "0" && d0 != "4") || places < 1 || places > 3 ||
        pattern.find_first_not_of('d', dot + 1) != std::string::npos)
        throw std::invalid_argument("census pattern '" + pattern + "': expected 0.dd, 0.ddd, 4.ddd (d0 0 or 4, then 1 to 3 "
                                    "'d' for octal digits)");
    std::vector<std::string> codes;
    std::size_t total = 1;
    for (std::size_t k = 0; k < places; ++k) total *= 8;
    for (std::size_t n = 0; n < total; ++n) {
        std::string digits(places, '0');
        for (std::size_t k = 0, x = n; k < places; ++k, x /= 8) digits[places - 1 - k] = static_cast<char>('0' + x % 8);
        const std::string code = HeapCode::parse((d0.empty() ? "0" : d0) + "." + digits).canonical();
        if (std::find(codes.begin(), codes.end(), code) == codes.end()) codes.push_back(code);
    }
    return codes;
}

namespace {

std::string sequence_key(const std::string& head, const std::vector<Value>& g, std::uint64_t n) {
    Sha256 h;
    h.update(head);
    for (std::uint64_t x = 0; x < n; ++x) h.update(" " + std::to_string(g[x]));
    return h.hex_digest();
}

std::vector<PowerStats> power_stats(const HeapCode& code, const std::vector<Value>& g, std::uint64_t count) {
    std::vector<PowerStats> out;
    for (unsigned k = 10; k < 63 && (std::uint64_t(1) << k) <= count; ++k) {
        const std::uint64_t S = std::uint64_t(1) << k;
        PowerStats s;
        s.k = k;
        for (std::uint64_t n = 0; n < S; ++n)
            if (g[n] > s.largest) s.largest = g[n], s.largest_at = n;
        s.mask = parity_mask_at(code, g, S).value_or(0);
        if (s.mask)
            for (std::uint64_t n = 1; n < S; ++n)
                if (!odd_parity(g[n], s.mask)) ++s.rare, s.last_rare = n;
        out.push_back(s);
    }
    return out;
}


// The command that writes a periodic row's certificate on its own: `period CODE` finds every
// period a census with --max up to its default search (2^17 values) finds, and gives the same
// bytes (the catalogue's certificates of 0.07 and 0.77 are the census's); beyond, with --max.
std::string census_period_command(const std::string& code, std::uint64_t max) {
    return "period " + code + (max > kNaiveDefaultLimit ? " --max " + std::to_string(max) : std::string());
}

}  // namespace

CensusRow census_solve(const std::string& code_text, std::uint64_t max, const SolveControl& ctl,
                       const std::function<std::string(const std::function<void(std::ostream&)>&)>& check,
                       const std::function<bool()>& over_budget) {
    const auto start = std::chrono::steady_clock::now();
    HeapValues hv(HeapCode::parse(code_text));
    CensusRow row;
    row.code = hv.code().canonical();
    std::optional<Periodicity> per;
    try {
        per = max ? solve_period(hv, max, ctl) : solve_period_default(hv, ctl);
    } catch (const Interrupted&) {
        if (!over_budget()) throw;  // Ctrl-C: the census stops
        row.budget = true;          // the budget is spent: the values computed so far, no period among them
    }
    // Without --max: the values the search reached, down to a power of two when the budget stopped
    // it, so that codes of one class still meet at one N (and the check costs at most the solve).
    if (!max) {
        max = hv.size();
        if (row.budget && max > 0) {
            std::uint64_t p2 = 1;
            while (p2 * 2 <= max) p2 *= 2;
            max = p2;
        }
    }
    if (per) {
        row.periodic = true;
        row.prefix = per->prefix;
        row.period = per->period;
        row.count = values_needed(hv.code(), *per);
        row.key = sequence_key(std::to_string(per->prefix) + " " + std::to_string(per->period), hv.values(),
                               per->prefix + per->period);
    } else {
        solve_values(hv, max, ctl);
        row.count = max;
        row.key = sequence_key("open " + std::to_string(max), hv.values(), max);
        row.stats = power_stats(hv.code(), hv.values(), max);
    }
    for (std::uint64_t n = 0; n < row.count; ++n) row.largest = std::max(row.largest, hv.values()[n]);
    row.verdict = check([&](std::ostream& out) {
        TextCertificate cert(out);
        // the provenance line of the command the census's Markdown gives for this very certificate
        cert.made_by(provenance_command(per ? census_period_command(row.code, max)
                                            : "values " + row.code + " " + std::to_string(row.count - 1)));
        emit_heap_certificate(hv, row.count, per ? HeapClaim::Period : HeapClaim::Values, per, cert);
        row.certificate = cert.sha256();
    });
    row.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return row;
}

const char* const kCensusTsvHeader =
    "code\tresult\tprefix\tperiod\tvalues\tlargest\tcertificate_sha256\tnimcheck\tstats_per_2^k\tsequence_key";

std::string census_tsv_line(const CensusRow& r) {
    std::string stats;
    for (const auto& s : r.stats)
        stats += (stats.empty() ? "" : ";") + std::to_string(s.k) + ":" + std::to_string(s.largest) + "@" +
                 std::to_string(s.largest_at) + ":" + std::to_string(s.mask) + ":" + std::to_string(s.rare) + ":" +
                 std::to_string(s.last_rare);
    return r.code + "\t" + (r.periodic ? "period" : r.budget ? "open-budget" : "open") + "\t" + std::to_string(r.prefix) + "\t" +
           std::to_string(r.period) + "\t" + std::to_string(r.count) + "\t" + std::to_string(r.largest) + "\t" +
           r.certificate + "\t" + r.verdict + "\t" + (stats.empty() ? "-" : stats) + "\t" + r.key;
}

CensusRow parse_census_tsv_line(const std::string& line) {
    std::vector<std::string> f;
    std::istringstream in(line);
    for (std::string x; std::getline(in, x, '\t');) f.push_back(x);
    const auto bad = [&] { return std::invalid_argument("census file: malformed row '" + line.substr(0, 60) + "'"); };
    if (f.size() != 10 || (f[1] != "period" && f[1] != "open" && f[1] != "open-budget")) throw bad();
    CensusRow r;
    try {
        r.code = HeapCode::parse(f[0]).canonical();
        r.periodic = f[1] == "period";
        r.budget = f[1] == "open-budget";
        r.prefix = std::stoull(f[2]);
        r.period = std::stoull(f[3]);
        r.count = std::stoull(f[4]);
        r.largest = static_cast<Value>(std::stoul(f[5]));
        r.certificate = f[6];
        r.verdict = f[7];
        r.key = f[9];
        if (f[8] != "-") {
            std::istringstream st(f[8]);
            for (std::string item; std::getline(st, item, ';');) {
                PowerStats s;
                char c1, c2, c3, c4, c5;
                std::string mask;
                std::istringstream one(item);
                one >> s.k >> c1 >> s.largest >> c2 >> s.largest_at >> c3 >> s.mask >> c4 >> s.rare >> c5 >>
                    s.last_rare;
                if (!one || c1 != ':' || c2 != '@' || c3 != ':' || c4 != ':' || c5 != ':') throw bad();
                r.stats.push_back(s);
            }
        }
    } catch (const std::invalid_argument&) {
        throw bad();
    } catch (const std::out_of_range&) {
        throw bad();
    }
    return r;
}

std::vector<CensusClass> census_classes(const std::vector<CensusRow>& rows) {
    std::map<std::string, std::vector<const CensusRow*>> by_key;
    std::vector<std::string> order;  // keys by their first row
    for (const auto& r : rows) {
        auto& m = by_key[r.key];
        if (m.empty()) order.push_back(r.key);
        m.push_back(&r);
    }
    std::vector<CensusClass> out;
    for (const auto& key : order) {
        CensusClass c{by_key[key]};
        std::stable_sort(c.members.begin(), c.members.end(), [](const CensusRow* a, const CensusRow* b) {
            return a->code.size() != b->code.size() ? a->code.size() < b->code.size() : a->code < b->code;
        });
        out.push_back(c);
    }
    std::stable_sort(out.begin(), out.end(), [](const CensusClass& a, const CensusClass& b) {
        const std::string &x = a.members[0]->code, &y = b.members[0]->code;
        return x.size() != y.size() ? x.size() < y.size() : x < y;
    });
    return out;
}

std::string census_range(std::uint64_t count) { return count ? "G(0.." + std::to_string(count - 1) + ")" : "no values"; }

std::string census_markdown(const std::string& pattern, std::uint64_t max, const std::vector<CensusRow>& rows, std::uint64_t budget) {
    const auto classes = census_classes(rows);
    std::size_t open = 0;
    for (const auto& c : classes) open += !c.members[0]->periodic;
    std::ostringstream md;
    md << "# Census of the octal games " << pattern << "\n\n"
       << rows.size() << " codes (shorter codes included), " << classes.size() << " classes of identical value sequences, "
       << classes.size() - open << " with a least period proved, " << open
       << (max ? " with no period in G(0.." + std::to_string(max - 1) + ")"
               : " with no period found by `nimcert period`'s search within " + std::to_string(budget) +
                     " s per code (how far it got depends on the machine; `--max N` gives rows that do not)")
       << ". Every certificate was verified by nimcheck; a periodic class is exact (two certificates prove the "
          "two sequences equal for all n), an open class only on its G(0..M). Ranges are written as `nimcert values CODE M` "
          "takes them, G(0..M). Regenerate a row's certificate with "
          "`nimcert " << census_period_command("CODE", max) << " --cert FILE` (periodic) or `nimcert values CODE M --cert FILE` "
          "(open, M as in its G(0..M)) and compare its SHA-256. (Each code's time is on stderr as it finishes: not here, so that a resumed census writes the bytes of an uninterrupted one.)\n\n"
       << "| class | members | result | values certified | largest value | certificate (SHA-256) |\n"
       << "|:---|:---|:---|---:|---:|:---|\n";
    for (const auto& c : classes) {
        const CensusRow& r = *c.members[0];
        std::string members;
        for (std::size_t k = 1; k < c.members.size(); ++k) members += (k > 1 ? " " : "") + c.members[k]->code;
        md << "| " << r.code << " | " << (members.empty() ? "-" : members) << " | "
           << (r.periodic ? "period " + std::to_string(r.period) + " from " + std::to_string(r.prefix)
                          : "no period in " + census_range(r.count) + (r.budget ? " (time budget)" : ""))
           << " | " << census_range(r.count) << " | " << r.largest << " | `" << r.certificate.substr(0, 16) << "…` |\n";
    }
    if (open) {
        md << "\n## Open classes: statistics of G(0 .. 2^k − 1)\n\n"
           << "| class | 2^k | largest (at n) | rare mask | rare heaps | last rare |\n|:---|---:|---:|---:|---:|---:|\n";
        for (const auto& c : classes) {
            const CensusRow& r = *c.members[0];
            for (const auto& s : r.stats)
                md << "| " << r.code << " | 2^" << s.k << " | " << s.largest << " (" << s.largest_at << ") | "
                   << (s.mask ? std::to_string(s.mask) : "-") << " | " << (s.mask ? std::to_string(s.rare) : "-") << " | "
                   << (s.mask ? std::to_string(s.last_rare) : "-") << " |\n";
        }
    }
    return md.str();
}

}  // namespace nimcert
