// Strict line splitting and number parsing (certs/FORMAT.md, section "Lines").
#pragma once

#include <cstddef>
#include <cstdint>
#include <istream>
#include <string>
#include <string_view>
#include <vector>

namespace nimcheck {

constexpr std::size_t kMaxLineBytes = 1048576;          // longer lines are malformed
constexpr std::uint64_t kMaxNumber = 2147483647;        // heap sizes, values, indices < 2^31

class LineReader {
public:
    explicit LineReader(std::istream& in) : in_(in) {}

    // Reads the next line that is not a comment (empty or starting with '#') and splits it
    // into fields() at single spaces. Returns false at the end of the input. A line without
    // its final LF, a line over the limit, a tab, a CR or an empty field is malformed.
    bool next();

    // next, but malformed ("the file ends before WHAT") at the end of the input; returns line().
    long expect(const std::string& what);

    // The fields of the line last read: views into it, so valid until the next read (every
    // reader of a certificate's parts takes them from here).
    const std::vector<std::string_view>& fields() const { return fields_; }

    // The line last read, whole: its fields joined by single spaces (valid until the next read).
    const std::string& text() const { return text_; }

    // Number of the line last read (every line counts, comments included); 0 before any.
    long line() const { return line_no_; }

private:
    bool read_raw();

    std::istream& in_;
    std::string text_;
    std::vector<std::string_view> fields_;
    std::vector<char> buf_ = std::vector<char>(65536);  // on the heap: shards nest, each with its reader
    std::size_t pos_ = 0, len_ = 0;
    long line_no_ = 0;
};

// True if s is an unsigned decimal without sign or leading zeros.
bool is_decimal(std::string_view s);

// The value of a lower-case hexadecimal digit, -1 for any other character.
inline int hex_digit(char c) { return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1; }

// Parses an unsigned decimal; malformed (naming `what` and the limit) unless value <= max.
std::uint64_t parse_unsigned(std::string_view s, std::uint64_t max, const char* what, long line);

// Short printable rendition of untrusted text for use inside a message.
std::string quote(std::string_view s);

// s with control bytes, DEL and backslashes (and, if `ascii`, quotes and bytes >= 0x80) written
// as \xHH: untrusted text that cannot forge a line of output.
std::string escaped(std::string_view s, bool ascii);

// A number as text, in messages and statements.
template <class T>
std::string str(T n) { return std::to_string(n); }

}  // namespace nimcheck
