#include "user_certificates.hpp"

#include <sys/stat.h>
#include <dirent.h>

#include <algorithm>
#include <array>
#include <cstdio>
#include <fstream>
#include <memory>
#include <regex>
#include <sstream>
#include <stdexcept>
#include <sys/wait.h>

#include "nimcheck_run.hpp"
#include "sha256.hpp"

namespace nimcert {

namespace {

bool is_directory(const std::string& p) {
    struct stat st {};
    return ::stat(p.c_str(), &st) == 0 && S_ISDIR(st.st_mode);
}

// The value of member `key` in nimcheck's one-line JSON object (docs/json.md): a string with
// JSON escapes undone, or the literal text of a number or null ("" when absent).
std::string json_member(const std::string& object, const std::string& key) {
    const std::string head = "\"" + key + "\":";
    std::size_t at = object.find(head);
    if (at == std::string::npos) return "";
    at += head.size();
    if (object[at] != '"') return object.substr(at, object.find_first_of(",}", at) - at);
    std::string out;
    for (std::size_t k = at + 1; k < object.size() && object[k] != '"'; ++k) {
        if (object[k] != '\\') {
            out += object[k];
        } else if (object[++k] == 'u') {
            out += static_cast<char>(std::stoi(object.substr(k + 1, 4), nullptr, 16));
            k += 4;
        } else {
            out += object[k] == 'n' ? '\n' : object[k];
        }
    }
    return out;
}

// A verified heap certificate read back: its game, table and claims.
struct HeapFile {
    std::string code;
    std::vector<Value> values;
    bool period = false, zeros = false;
    Periodicity per;
};

HeapFile read_heap_file(const UserCertificate& c) {
    std::ifstream in(c.file, std::ios::binary);
    if (!in) throw std::runtime_error("cannot read " + c.file);
    HeapFile h;
    Sha256 digest;
    std::string line;
    std::uint64_t count = 0;
    while (std::getline(in, line)) {
        digest.update(line + "\n");
        std::istringstream f(line);
        std::string word;
        f >> word;
        if (!word.empty() && std::isdigit(static_cast<unsigned char>(word[0]))) {
            Value g = 0;
            if (std::stoull(word) == h.values.size() && h.values.size() < count && f >> g) h.values.push_back(g);
        } else if (word == "game") {
            f >> word >> h.code;
        } else if (word == "values") {
            f >> count;
        } else if (word == "period") {
            f >> h.per.prefix >> h.per.period;
            h.period = true;
        } else if (word == "zeros-prefix") {
            h.zeros = true;
        }
    }
    if (digest.hex_digest() != c.sha256)
        throw std::runtime_error(c.file + " changed after nimcheck verified it (its SHA-256 differs now); nothing used");
    if (h.values.size() != count) throw std::runtime_error(c.file + ": could not read its table back");
    return h;
}

}  // namespace

std::vector<std::string> user_certificate_files(const std::string& path) {
    if (!is_directory(path)) return {path};
    std::vector<std::string> files;
    std::unique_ptr<DIR, int (*)(DIR*)> dir(::opendir(path.c_str()), ::closedir);
    if (!dir) throw std::invalid_argument("cannot read the directory " + path);
    while (const dirent* e = ::readdir(dir.get())) {
        const std::string name = e->d_name;
        if (name.size() > 5 && name.compare(name.size() - 5, 5, ".cert") == 0) files.push_back(path + "/" + name);
    }
    std::sort(files.begin(), files.end());
    if (files.empty()) throw std::invalid_argument(path + " holds no .cert file");
    return files;
}

UserCertificate verify_user_certificate(const std::string& file) {
    const std::string out = run_command(shell_quote(find_nimcheck()) + " --json -- " + shell_quote(file) + " 2>&1").second;
    const std::string object = out.substr(0, out.find('\n'));
    if (json_member(object, "verdict") != "VERIFIED")
        throw std::runtime_error("nimcheck did not verify " + file + ": " + json_member(object, "verdict") + " line " +
                                 json_member(object, "line") + ": " + json_member(object, "reason") +
                                 (object.empty() ? out : ""));
    return {file, json_member(object, "sha256"), json_member(object, "statement")};
}

TermSource user_term_source(const std::string& seq, const std::string& file_or_dir) {
    std::string code = seq, id = seq, description;
    bool zeros = false;
    BigInt first = 0;
    for (const auto& k : known_sequences())
        if (k.id == seq) {
            if (k.claim == HeapClaim::NimSum) throw std::invalid_argument("--cert: " + seq + " is not supported (heap-game and Node-Kayles sequences are)");
            code = k.code, description = k.description, zeros = k.claim == HeapClaim::Zeros, first = oeis_offset(seq);
        }
    if (seq == "A317367") throw std::invalid_argument("--cert: A317367 is not supported (heap-game and Node-Kayles sequences are)");
    const std::string canon = HeapCode::parse(code).canonical();  // an unknown SEQ: invalid_argument
    if (description.empty()) id = canon, description = "G(n) of heap game " + canon;
    std::string seen;
    for (const auto& file : user_certificate_files(file_or_dir)) {
        const UserCertificate c = verify_user_certificate(file);
        if (c.statement.rfind("heap game " + canon + ":", 0) != 0) {
            seen += (seen.empty() ? "" : "; ") + file + ": " + c.statement.substr(0, c.statement.find(':'));
            continue;
        }
        auto h = std::make_shared<HeapFile>(read_heap_file(c));
        if ((zeros && !h->zeros) || (!h->period && code != seq)) continue;  // a known sequence needs its claim
        TermSource t;
        t.id = id;
        t.description = description;
        t.first = first;
        t.digest = c.sha256;
        t.catalogue_file = c.file;
        t.regenerate = "(your certificate " + c.file + ")";
        t.verified_statement = c.statement;
        t.write_certificate = [path = c.file](std::ostream& out) { out << std::ifstream(path, std::ios::binary).rdbuf(); };
        if (zeros) {
            auto z = std::make_shared<ZeroSet>(zero_set(h->values, h->per));
            t.value = [z](const BigInt& i) { return z->nth(i); };
        } else if (h->period) {
            t.periodic = true;
            t.prefix = h->per.prefix;
            t.period = h->per.period;
            t.value = [h](const BigInt& n) {
                BigInt at = n;
                if (n >= h->per.prefix) at = BigInt(h->per.prefix) + BigInt(n - h->per.prefix) % h->per.period;
                return BigInt(h->values[static_cast<std::size_t>(at)]);
            };
        } else {
            t.value = [h, file = c.file](const BigInt& n) {
                if (n >= h->values.size())
                    throw std::invalid_argument("G(" + n.str() + ") is beyond the table of " + file + " (G(0.." +
                                                std::to_string(h->values.size() - 1) + "), no period claimed)");
                return BigInt(h->values[static_cast<std::size_t>(n)]);
            };
        }
        return t;
    }
    throw std::invalid_argument("--cert " + file_or_dir + ": no verified certificate of heap game " + canon +
                                (zeros ? " with its zero set" : "") + (seen.empty() ? "" : " (found: " + seen + ")"));
}

std::map<long long, UserKaylesTerm> user_kayles_terms(const std::string& seq, const std::string& file_or_dir) {
    const std::string prefix = seq == "A316632" ? "grid 3 " : seq == "A344227" ? "queens " : "";
    if (prefix.empty()) throw std::logic_error(seq + " is not a Node-Kayles sequence");
    static const std::regex statement_re("^Node-Kayles on ([a-z]+ (?:[0-9]+ )*[0-9]+): G = ([0-9]+) ");
    std::map<long long, UserKaylesTerm> terms;
    for (const auto& file : user_certificate_files(file_or_dir)) {
        const UserCertificate c = verify_user_certificate(file);
        std::smatch m;
        if (!std::regex_search(c.statement, m, statement_re) || m[1].str().rfind(prefix, 0) != 0) continue;
        const std::string n = m[1].str().substr(prefix.size());
        if (n.find(' ') != std::string::npos) continue;
        terms.emplace(std::stoll(n), UserKaylesTerm{c, static_cast<unsigned>(std::stoul(m[2]))});  // the first file for n
    }
    return terms;
}

}  // namespace nimcert
