// Orchestration: reads a certificate line by line in the order of the grammar of
// certs/FORMAT.md, hands each part to the file that verifies it as soon as it is read, and
// builds the statement. Heap games: the code and value table (heap_records.cpp), then the
// claims about the values (heap_claims.cpp); strip systems (coupled_families.cpp); Node-Kayles
// (kayles_certificate.cpp). Every failure becomes an Outcome here, never an exception.
#include "nimcheck.hpp"

#include <exception>
#include <new>
#include <string_view>
#include <vector>

#include "coupled_families.hpp"
#include "failure.hpp"
#include "heap_claims.hpp"
#include "heap_records.hpp"
#include "kayles_certificate.hpp"
#include "kayles_shards.hpp"
#include "line_reader.hpp"
#include "strip_obligations.hpp"
#include "work.hpp"

namespace nimcheck {

namespace {

// `game heap CODE` or `game take-or-break` (the game line's fields f): the code, the value
// table and the claims about it.
std::string check_heap_game(LineReader& reader, const std::vector<std::string_view>& f, long line, bool version2) {
    const bool lasker = f.size() >= 2 && f[1] == "take-or-break";
    if (f.size() != (lasker ? 2u : 3u)) malformed(line, lasker ? "expected 'game take-or-break'" : "expected 'game heap <code>'");
    if (!lasker && f[1] != "heap")
        malformed(line, "unsupported game family " + quote(f[1]) + " (version 1 has 'heap', 'take-or-break', 'kayles', 'strip')");
    const HeapCode code = lasker ? take_or_break_code() : parse_heap_code(f[2], line);
    const Values G = read_value_table(reader, code, version2);
    const std::string table = G.empty() ? std::string("no values listed") : "G(0.." + str(G.size() - 1) + ") as listed";
    return (lasker ? "take-or-break nim" : "heap game " + code.text) + ": " + table + check_heap_claims(reader, code, G);
}

// The header and the game line, then the part of the grammar the game line selects.
std::string check(LineReader& reader) {
    const std::vector<std::string_view>& f = reader.fields();
    long line = reader.expect("the header");
    if (f[0] != "nimcert-certificate") malformed(line, "expected the header 'nimcert-certificate 1'");
    if (f.size() != 2) malformed(line, "expected 'nimcert-certificate 1'");
    if (f[1] != "1" && f[1] != "2") malformed(line, "unsupported format version " + quote(f[1]));
    const bool version2 = f[1] == "2";  // heap tables under a parity mask without witnesses

    line = reader.expect("the game line");
    if (f[0] != "game") malformed(line, "expected 'game heap <code>', 'game take-or-break', 'game kayles ...' or 'game strip <k>'");
    if (version2 && (f.size() < 2 || f[1] != "heap")) malformed(line, "version 2 has only 'game heap <code>'");
    if (f.size() >= 2 && f[1] == "kayles") return check_kayles_certificate(f, line, reader);
    if (f.size() >= 2 && f[1] == "strip") return check_strip(reader, f, line);
    return check_heap_game(reader, f, line, version2);
}

// Runs body (which returns the statement) and turns whatever it throws into an Outcome.
template <class Body>
Outcome guarded(const LineReader& reader, Body body) {
    try {
        return Outcome{Verdict::Verified, 0, body()};
    } catch (const Failure& failure) {
        return Outcome{failure.verdict, failure.line, failure.text};
    } catch (const std::bad_alloc&) {
        return Outcome{Verdict::Rejected, reader.line(), "out of memory: the certificate cannot be checked here"};
    } catch (const std::exception& e) {
        return Outcome{Verdict::Rejected, reader.line(), std::string("internal error: ") + e.what()};
    } catch (...) {
        return Outcome{Verdict::Rejected, reader.line(), "internal error"};
    }
}

}  // namespace

Outcome check_certificate(std::istream& in, std::uint64_t max_work, const std::string& shard_dir) {
    LineReader reader(in);
    work = Work{max_work, 0, 0};
    shards = ShardPlace{shard_dir.empty() ? "." : shard_dir, {}, {}};  // never "": a path is dir + "/" + name
    Outcome out = guarded(reader, [&] {
        std::string statement = check(reader);
        if (reader.next()) malformed(reader.line(), "text after 'end'");
        return statement;
    });
    out.steps = work.done;
    out.estimate = work.estimate;
    out.small_steps = work.small;
    return out;
}

Outcome strip_obligations_of(std::istream& in, std::ostream& out) {
    LineReader reader(in);
    return guarded(reader, [&] {
        const System s = read_strip_system(reader);
        // Refused (too many templates) as checking refuses a `reductions` line, at the line after
        // the templates: obligations too many to be among those z3 proved are of no use.
        strip_obligations(s, reader.line(), [&](const std::string& text) { out << text; });
        return std::string();
    });
}

}  // namespace nimcheck
