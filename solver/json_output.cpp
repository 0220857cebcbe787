#include "json_output.hpp"

namespace nimcert {

std::string json_string(const std::string& s) {
    static const char* hex = "0123456789abcdef";
    std::string out = "\"";
    for (const char ch : s) {
        const unsigned char c = static_cast<unsigned char>(ch);
        if (c == '"' || c == '\\') out += std::string("\\") + ch;
        else if (c == '\n') out += "\\n";
        else if (c < 0x20 || c == 0x7f) out += std::string("\\u00") + hex[c >> 4] + hex[c & 15];
        else out += ch;
    }
    return out + "\"";
}

JsonObject::JsonObject(const std::string& command) {
    num("schema", kJsonSchema);
    str("command", command);
}

JsonObject& JsonObject::raw(const std::string& key, const std::string& json) {
    members_.emplace_back(key, json);
    return *this;
}

std::string JsonObject::text() const {
    std::string out = "{";
    for (const auto& [k, v] : members_) out += (out.size() > 1 ? "," : "") + json_string(k) + ":" + v;
    return out + "}";
}

std::string json_certificate(const std::string& file, const std::string& sha256) {
    if (file.empty()) return "null";
    return "{\"file\":" + json_string(file) + ",\"sha256\":" + json_string(sha256) + "}";
}

}  // namespace nimcert
