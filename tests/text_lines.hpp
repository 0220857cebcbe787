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

// The blank-separated words of one certificate line, and back.
inline std::vector<std::string> fields(const std::string& line) {
    std::vector<std::string> f;
    std::istringstream in(line);
    for (std::string w; in >> w;) f.push_back(w);
    return f;
}

inline std::string join_fields(const std::vector<std::string>& f) {
    std::string s;
    for (std::size_t k = 0; k < f.size(); ++k) s += (k ? " " : "") + f[k];
    return s;
}

}  // namespace reftest
