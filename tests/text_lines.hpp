// Splitting certificate text into lines and joining it back, for tests that mutate certificates.
#pragma once

#include <sstream>
#include <string>
#include <vector>

namespace reftest {

inline std::vector<std::string> lines_of(const std::string& text) {
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string l; std::getline(in, l);) lines.push_back(l);
    return lines;
}

inline std::string join(const std::vector<std::string>& lines) {
    std::string s;
    for (const auto& l : lines) s += l + '\n';
    return s;
}

}  // namespace reftest
