// Where a certificate came from (certs/FORMAT.md, "Provenance"; issue 41 item 5): a comment line
// right after the header's version line, "# made by nimcert 0.1.0: nimcert kayles queens 8 --pruned".
// Only deterministic fields: the release (not the commit, not a date) and the command, so the
// bytes stay reproducible for a given command and release. The checker skips it like any comment.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace nimcert {

extern const char* const kNimcertVersion;  // "nimcert 0.1.0": the project's release (CMakeLists.txt)

// The command as a certificate records it: "nimcert" and the arguments in the order given, less
// the options that only say where output goes or how much of the machine to use (--cert,
// --checkpoint, --obligations, --out, --threads, --memory, --fact-log, --jobs, --method with their values, and --json);
// `--shards NAME` becomes `--shards DIR` (a root does not depend on its directory's name);
// empty if the arguments say `--provenance off` (then the certificate has no such line).
// Arguments that a shell would split or expand are single-quoted; control characters become '?'.
std::string provenance_command(const std::vector<std::string>& args);
// The same for a command written as one line ("nimcert period 0.07 --cert FILE"): split at spaces.
std::string provenance_command(const std::string& command_line);

// The comment line's text (without "# "), or empty if command is empty.
std::string provenance_line(const std::string& command);

// What a certificate's provenance line says, read from its first lines; nullopt if it has none.
struct Provenance {
    std::string version;  // "nimcert 0.1.0"
    std::string command;  // "nimcert kayles queens 8 --pruned"
};
std::optional<Provenance> read_provenance(const std::string& file);

// `--provenance on|off` (default on); throws std::invalid_argument on another value.
bool provenance_wanted(const std::string& value);

}  // namespace nimcert
