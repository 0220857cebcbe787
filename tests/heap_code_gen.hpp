// RapidCheck generator shared by the property tests: random heap-game codes.
#pragma once

#include <rapidcheck.h>

#include <string>

#include "heap_code.hpp"

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

}  // namespace reftest
