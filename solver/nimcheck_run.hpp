// Running the independent checker from nimcert: `cite` and `bfile` state only what nimcheck
// printed as VERIFIED. nimcheck is $NIMCHECK, else the nimcheck beside this nimcert (installed:
// the same bin directory; build tree: ../checker/nimcheck), else the one on PATH.
#pragma once

#include <functional>
#include <ostream>
#include <string>
#include <utility>

namespace nimcert {

struct CheckRun {
    int status = -1;          // nimcheck's exit status (0 verified, 1 rejected, 2 malformed...)
    std::string line;         // its output line for the file
    std::string statement;    // after "VERIFIED <name> " when verified
    std::string version;      // `nimcheck --version`
    std::string program;      // the nimcheck that ran
    bool verified() const { return status == 0 && !statement.empty(); }
};

std::string find_nimcheck();  // throws std::runtime_error if there is none

// s in single quotes for the shell; a command run through it: (exit status, standard output).
std::string shell_quote(const std::string& s);
std::pair<int, std::string> run_command(const std::string& command);

CheckRun run_nimcheck(const std::string& file);
// Writes a certificate to a temporary file (removed afterwards) and checks it.
CheckRun run_nimcheck_on_output(const std::function<void(std::ostream&)>& write);

// SHA-256 of a file, read in blocks (certificates may be gigabytes).
std::string sha256_of_file(const std::string& path);

}  // namespace nimcert

namespace nimcert {
// `nimcheck --version` of the nimcheck find_nimcheck() finds ("nimcheck 0.1.0").
std::string run_nimcheck_version();
}  // namespace nimcert
