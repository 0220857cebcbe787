// A random move of a heap of h tokens as certificates write it, for the witness mutation tests:
// "-" (leave nothing) or 1..max_parts parts of 1..h tokens each in increasing order, joined by
// "+". Not necessarily a legal move: the tests ask a reference whether it reaches the value.
#pragma once

#include <algorithm>
#include <string>
#include <vector>

#include <rapidcheck.h>

namespace reftest {

inline std::string random_move_text(unsigned h, int max_parts) {
    std::string move = "-";
    const int parts = *rc::gen::inRange(0, max_parts + 1);
    if (parts > 0) {
        std::vector<unsigned> p;
        for (int q = 0; q < parts; ++q) p.push_back(*rc::gen::inRange(1u, h + 1));
        std::sort(p.begin(), p.end());
        move = std::to_string(p[0]);
        for (std::size_t q = 1; q < p.size(); ++q) move += "+" + std::to_string(p[q]);
    }
    return move;
}

}  // namespace reftest
