// RapidCheck generator shared by the property tests: random heap-game codes.
#pragma once

#include <rapidcheck.h>

#include <string>
#include <vector>

#include "heap_code.hpp"
#include "text_lines.hpp"

namespace reftest {

// A random canonical code: d0 in {0,4,8,c}, 1-3 digits after the point, octal or hexadecimal.
inline rc::Gen<std::string> gen_code() {
    return rc::gen::exec([] {
        static const char* hex_digits = "0123456789abcdef";
        const bool hex = *rc::gen::arbitrary<bool>();
        const unsigned top = hex ? 15 : 7;
        std::string s(1, hex_digits[*rc::gen::element(0u, 0u, 0u, 4u, 8u, 12u) & top]);
        s += '.';
        const int n = *rc::gen::inRange(1, 4);
        for (int k = 0; k < n; ++k) s += hex_digits[*rc::gen::inRange(0u, top + 1)];
        return nimcert::HeapCode::parse(s).canonical();
    });
}

// A random canonical code with unequal splits: as gen_code, with a 'u' after a nonempty random
// subset of the digits that have bit 4 (d0 becomes 4 if no digit has it).
inline rc::Gen<std::string> gen_unequal_code() {
    return rc::gen::exec([] {
        static const char* hex_digits = "0123456789abcdef";
        const bool hex = *rc::gen::arbitrary<bool>();
        const unsigned top = hex ? 15 : 7;
        std::vector<unsigned> d{*rc::gen::element(0u, 0u, 4u, 4u, 8u, 12u) & top};
        const int n = *rc::gen::inRange(1, 4);
        for (int k = 0; k < n; ++k) d.push_back(*rc::gen::inRange(0u, top + 1));
        std::vector<std::size_t> split;
        for (std::size_t i = 0; i < d.size(); ++i)
            if (d[i] & 4) split.push_back(i);
        if (split.empty()) {
            d[0] |= 4;
            split.push_back(0);
        }
        std::vector<bool> u(d.size(), false);
        for (std::size_t i : split) u[i] = *rc::gen::arbitrary<bool>();
        u[*rc::gen::elementOf(split)] = true;
        std::string s;
        for (std::size_t i = 0; i < d.size(); ++i) {
            s += hex_digits[d[i]];
            if (u[i]) s += 'u';
            if (i == 0) s += '.';
        }
        return nimcert::HeapCode::parse(s).canonical();
    });
}

// A value record `h g w0 ... w(g-1)` with another value g2 != g (0..g+2, random): the witness list
// keeps the record's layout plausible (its witnesses reused, "-" padding), so that the lie is
// about the value, not the layout.
inline std::string with_changed_value(const std::string& record) {
    const auto f = fields(record);
    const unsigned g = static_cast<unsigned>(std::stoul(f[1]));
    const unsigned g2 = *rc::gen::distinctFrom(rc::gen::inRange(0u, g + 3), g);
    std::string line = f[0] + " " + std::to_string(g2);
    for (unsigned k = 0; k < g2; ++k) line += " " + (k + 2 < f.size() ? f[k + 2] : std::string("-"));
    return line;
}

// A random value record among lines[first .. first+count) that has a witness (value > 0);
// discards the case (RC_PRE) if there is none.
inline std::size_t random_record_with_witness(const std::vector<std::string>& lines, std::size_t first, std::size_t count) {
    std::vector<std::size_t> with_witness;
    for (std::size_t r = first; r < first + count; ++r)
        if (fields(lines[r]).size() > 2) with_witness.push_back(r);
    RC_PRE(!with_witness.empty());
    return *rc::gen::elementOf(with_witness);
}

}  // namespace reftest
