// JSON output of the command line's `--json` (schema in docs/json.md): the few shapes the
// commands need, written by hand: a few shapes do not warrant a new dependency.
// Strings are UTF-8 as nimcert produces them, with ", \ and control bytes escaped.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace nimcert {

// The schema version every object carries as "schema"; docs/json.md says what changes bump it.
constexpr int kJsonSchema = 1;

std::string json_string(const std::string& s);

// An object whose members are kept in insertion order; values are already JSON text.
class JsonObject {
public:
    explicit JsonObject(const std::string& command);  // starts with "schema" and "command"
    JsonObject& raw(const std::string& key, const std::string& json);
    JsonObject& str(const std::string& key, const std::string& s) { return raw(key, json_string(s)); }
    JsonObject& num(const std::string& key, std::uint64_t n) { return raw(key, std::to_string(n)); }
    JsonObject& flag(const std::string& key, bool b) { return raw(key, b ? "true" : "false"); }
    JsonObject& null(const std::string& key) { return raw(key, "null"); }
    std::string text() const;  // one line, no newline

private:
    std::vector<std::pair<std::string, std::string>> members_;
};

// [a,b,...] of the elements' JSON text as `each` renders them.
template <class Range, class Each>
std::string json_array(const Range& r, Each each) {
    std::string out = "[";
    for (const auto& x : r) out += (out.size() > 1 ? "," : "") + std::string(each(x));
    return out + "]";
}

// A certificate written by the command: {"file": ..., "sha256": ...}, or null.
std::string json_certificate(const std::string& file, const std::string& sha256);

}  // namespace nimcert
