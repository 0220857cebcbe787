#include "atomic_file.hpp"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <stdexcept>
#include <unistd.h>

namespace nimcert {

AtomicFile::AtomicFile(std::string path) : path_(std::move(path)) {
    if (path_ == "-") return;
    if (path_.empty()) throw std::runtime_error("empty output file name");
    temp_ = path_ + ".tmp." + std::to_string(::getpid());
    file_.open(temp_, std::ios::binary | std::ios::trunc);
    if (!file_) throw std::runtime_error("cannot write " + path_ + ": " + std::strerror(errno));
}

AtomicFile::~AtomicFile() {
    if (!temp_.empty() && !committed_) {
        file_.close();
        std::remove(temp_.c_str());
    }
}

std::ostream& AtomicFile::stream() { return path_ == "-" ? std::cout : file_; }

void AtomicFile::commit() {
    if (path_ == "-") {
        std::cout.flush();
        if (!std::cout) throw std::runtime_error("cannot write to standard output");
        committed_ = true;
        return;
    }
    file_.flush();
    file_.close();
    if (!file_) throw std::runtime_error("cannot write " + path_);
    if (std::rename(temp_.c_str(), path_.c_str()) != 0)
        throw std::runtime_error("cannot rename " + temp_ + " to " + path_ + ": " + std::strerror(errno));
    committed_ = true;
}

}  // namespace nimcert
