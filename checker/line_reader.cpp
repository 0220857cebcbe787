#include "line_reader.hpp"

#include <algorithm>
#include <cstring>

#include "failure.hpp"

namespace nimcheck {

bool LineReader::read_raw() {
    text_.clear();
    for (;;) {
        if (pos_ == len_) {
            in_.read(buf_.data(), static_cast<std::streamsize>(buf_.size()));
            len_ = static_cast<std::size_t>(in_.gcount());
            pos_ = 0;
            if (in_.bad()) malformed(line_no_ + 1, "read error");
            if (len_ == 0) {  // at the end: text_ holds the bytes seen of this line (an earlier pass appended >= 1)
                if (text_.empty()) return false;
                malformed(line_no_ + 1, "the last line does not end with LF (truncated file?)");
            }
        }
        const char* start = buf_.data() + pos_;
        const void* lf = std::memchr(start, '\n', len_ - pos_);
        const std::size_t n = lf ? static_cast<std::size_t>(static_cast<const char*>(lf) - start) : len_ - pos_;
        if (text_.size() + n > kMaxLineBytes) malformed(line_no_ + 1, "line longer than 1048576 bytes (limit)");
        text_.append(start, n);
        pos_ += n;
        if (lf) {
            ++pos_;
            ++line_no_;
            return true;
        }
    }
}

bool LineReader::next() {
    do {  // skip comments
        if (!read_raw()) return false;
    } while (text_.empty() || text_[0] == '#');
    // One pass over the line (a table has millions of short ones; a call to memchr per field
    // cost more than the loop): its fields; the first tab, CR or empty field is malformed.
    fields_.clear();
    for (std::size_t k = 0, start = 0; k <= text_.size(); ++k) {
        const char c = k < text_.size() ? text_[k] : ' ';
        if (c == '\t' || c == '\r') malformed(line_no_, "tab or CR in line (fields are separated by one space, lines end with LF)");
        if (c != ' ') continue;
        if (k == start) malformed(line_no_, "empty field (exactly one space between fields, none at either end)");
        fields_.emplace_back(text_.data() + start, k - start);
        start = k + 1;
    }
    return true;
}

long LineReader::expect(const std::string& what) {
    if (!next()) malformed(line_no_ + 1, "the file ends before " + what);
    return line_no_;
}

bool is_decimal(std::string_view s) {
    return !s.empty() && (s.size() == 1 || s[0] != '0') && std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
}

std::uint64_t parse_unsigned(std::string_view s, std::uint64_t max, const char* what, long line) {
    if (!is_decimal(s))
        malformed(line, std::string(what) + " is not an unsigned decimal without leading zeros: " + quote(s));
    std::uint64_t v = 0;
    for (char c : s) {
        const std::uint64_t d = static_cast<std::uint64_t>(c - '0');
        if (d > max || v > (max - d) / 10)  // v * 10 + d > max, without overflow
            malformed(line, std::string(what) + " exceeds the limit " + str(max));
        v = v * 10 + d;
    }
    return v;
}

std::string quote(std::string_view s) {
    return "'" + escaped(s.substr(0, 40), true) + (s.size() > 40 ? "..." : "") + "'";
}

std::string escaped(std::string_view s, bool ascii) {
    static const char hex[] = "0123456789abcdef";
    std::string out;
    for (const char ch : s) {
        const unsigned char c = static_cast<unsigned char>(ch);
        if (c >= 0x20 && c != 0x7f && c != '\\' && !(ascii && (c > 0x7f || c == '\'')))
            out += ch;
        else
            out += std::string("\\x") + hex[c >> 4] + hex[c & 15];
    }
    return out;
}

}  // namespace nimcheck
