// The sum property both heap-game property tests assert (heap_properties_test.cpp for octal and
// hexadecimal codes, unequal_splits_test.cpp for codes with unequal splits): the value of a
// random position of one to three heaps, searched as a whole game tree without the xor rule,
// is the xor of the solver's heap values.
#pragma once

#include <rapidcheck.h>

#include <string>
#include <vector>

#include "heap_code.hpp"
#include "heap_values.hpp"
#include "reference_games.hpp"

namespace reftest {

inline void assert_sum_is_game_tree(const std::string& code) {
    nimcert::HeapValues hv(nimcert::HeapCode::parse(code));
    hv.extend_to(13);
    GameTree tree(digits_of(code));
    const auto pos = *rc::gen::container<std::vector<unsigned>>(*rc::gen::inRange(1, 3), rc::gen::inRange(0u, 13u));
    nimcert::Value x = 0;
    for (unsigned h : pos) x ^= hv.values()[h];
    RC_ASSERT(tree.value(pos) == x);
}

}  // namespace reftest
