#include "nimcheck_run.hpp"

#include <array>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <stdexcept>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

#include "sha256.hpp"

namespace nimcert {

namespace {

bool executable(const std::string& p) { return !p.empty() && ::access(p.c_str(), X_OK) == 0; }

std::string self_dir() {
    std::vector<char> buf(4096);
    const ssize_t n = ::readlink("/proc/self/exe", buf.data(), buf.size() - 1);
    if (n <= 0) return "";
    std::string p(buf.data(), std::size_t(n));
    return p.substr(0, p.find_last_of('/'));
}



std::string first_line(const std::string& s) { return s.substr(0, s.find('\n')); }

}  // namespace

std::string shell_quote(const std::string& s) {
    std::string q = "'";
    for (char c : s) q += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return q + "'";
}

// Runs a shell command, returns (exit status, standard output).
std::pair<int, std::string> run_command(const std::string& command) {
    FILE* p = ::popen(command.c_str(), "r");
    if (!p) throw std::runtime_error("cannot run " + command);
    std::string out;
    std::array<char, 4096> buf;
    std::size_t n;
    while ((n = std::fread(buf.data(), 1, buf.size(), p)) > 0) out.append(buf.data(), n);
    const int st = ::pclose(p);
    return {WIFEXITED(st) ? WEXITSTATUS(st) : 128, out};
}

std::string find_nimcheck() {
    if (const char* env = std::getenv("NIMCHECK")) {
        if (executable(env)) return env;
        throw std::runtime_error(std::string("NIMCHECK=") + env + " is not an executable");
    }
    const std::string dir = self_dir();
    for (const std::string& p : {dir + "/nimcheck", dir + "/../checker/nimcheck"})
        if (!dir.empty() && executable(p)) return p;
    if (const char* path = std::getenv("PATH")) {
        std::string all = path;
        std::size_t start = 0;
        for (;;) {
            const auto colon = all.find(':', start);
            const std::string d = all.substr(start, colon == std::string::npos ? std::string::npos : colon - start);
            if (!d.empty() && executable(d + "/nimcheck")) return d + "/nimcheck";
            if (colon == std::string::npos) break;
            start = colon + 1;
        }
    }
    throw std::runtime_error("nimcheck not found (beside nimcert, in ../checker/ or on PATH; set NIMCHECK=/path/to/nimcheck)");
}

CheckRun run_nimcheck(const std::string& file) {
    CheckRun r;
    r.program = find_nimcheck();
    r.version = first_line(run_command(shell_quote(r.program) + " --version 2>/dev/null").second);
    const auto [status, out] = run_command(shell_quote(r.program) + " -- " + shell_quote(file) + " 2>&1");
    r.status = status;
    r.line = first_line(out);
    const std::string head = "VERIFIED " + file + " ";
    if (status == 0 && r.line.rfind(head, 0) == 0) r.statement = r.line.substr(head.size());
    return r;
}

CheckRun run_nimcheck_on_output(const std::function<void(std::ostream&)>& write) {
    const char* tmpdir = std::getenv("TMPDIR");
    std::string path = std::string(tmpdir && *tmpdir ? tmpdir : "/tmp") + "/nimcert-XXXXXX";
    std::vector<char> name(path.begin(), path.end());
    name.push_back('\0');
    const int fd = ::mkstemp(name.data());
    if (fd < 0) throw std::runtime_error("cannot create a temporary file: " + std::string(std::strerror(errno)));
    ::close(fd);
    path = name.data();
    struct Remove {
        std::string p;
        ~Remove() { std::remove(p.c_str()); }
    } remove{path};
    {
        std::ofstream out(path, std::ios::binary | std::ios::trunc);
        write(out);
        out.flush();
        if (!out) throw std::runtime_error("cannot write the certificate to " + path);
    }
    return run_nimcheck(path);
}

std::string sha256_of_file(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw std::invalid_argument("cannot read " + path);
    Sha256 h;
    std::vector<char> buf(1 << 20);
    while (in) {
        in.read(buf.data(), std::streamsize(buf.size()));
        if (in.gcount() > 0) h.update(buf.data(), std::size_t(in.gcount()));
    }
    return h.hex_digest();
}

}  // namespace nimcert

namespace nimcert {
std::string run_nimcheck_version() {
    const std::string p = find_nimcheck();
    return first_line(run_command(shell_quote(p) + " --version 2>/dev/null").second);
}
}  // namespace nimcert
