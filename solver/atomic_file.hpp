// Output files are written to a temporary name beside the target and renamed into place only
// when complete, so an interrupted or failed run never leaves a truncated certificate.
#pragma once

#include <fstream>
#include <ostream>
#include <string>

namespace nimcert {

class AtomicFile {
public:
    // path "-" writes to standard output (no atomicity needed or possible).
    explicit AtomicFile(std::string path);
    ~AtomicFile();  // removes the temporary file unless commit() succeeded
    AtomicFile(const AtomicFile&) = delete;
    AtomicFile& operator=(const AtomicFile&) = delete;

    std::ostream& stream();
    void commit();  // flush, close, rename; throws std::runtime_error on failure

private:
    std::string path_, temp_;
    std::ofstream file_;
    bool committed_ = false;
};

}  // namespace nimcert
