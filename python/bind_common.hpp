// What the bindings share: running a long solve with the GIL released and Ctrl-C honoured, and
// the certificate a call writes.
#pragma once

#include <pybind11/pybind11.h>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <exception>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>

#include "atomic_file.hpp"
#include "json_output.hpp"

namespace nimcert_python {

namespace py = pybind11;

// Progress of a long call: the solver's thread posts its report (every few seconds), the calling
// thread logs the latest one on the logger "nimcert" (INFO) with the GIL held.
class Reporter {
public:
    void post(const std::string& what) {
        std::lock_guard<std::mutex> g(m_);
        pending_ = what;
    }
    void flush() {  // with the GIL held
        std::string what;
        {
            std::lock_guard<std::mutex> g(m_);
            what.swap(pending_);
        }
        if (!what.empty()) py::module_::import("logging").attr("getLogger")("nimcert").attr("info")(what);
    }

private:
    std::mutex m_;
    std::string pending_;
};

// Runs work(stop) on a thread of its own with the GIL released, so other Python threads run
// meanwhile. The calling thread wakes every 50 ms to let Python's signal handlers run: Ctrl-C
// (KeyboardInterrupt, raised by PyErr_CheckSignals in the main thread) sets `stop`, which every
// solver polls (as the command line's SIGINT handler does), waits for the work to unwind, and
// raises KeyboardInterrupt. Certificates are AtomicFiles committed only at the very end, so an
// interrupted call leaves nothing half-written. Exceptions of the work are rethrown here, with
// the GIL held: pybind11 turns std::invalid_argument into ValueError with the same message the
// command line prints, and other std::exceptions into RuntimeError.
template <class Work>
auto interruptible(Work work, Reporter* reporter = nullptr) -> decltype(work(static_cast<const std::atomic<bool>*>(nullptr))) {
    using Result = decltype(work(static_cast<const std::atomic<bool>*>(nullptr)));
    std::atomic<bool> stop{false};
    std::optional<Result> result;
    std::exception_ptr error;
    std::mutex m;
    std::condition_variable cv;
    bool done = false;
    {
        py::gil_scoped_release release;
        std::thread worker([&] {
            try {
                result.emplace(work(&stop));
            } catch (...) {
                error = std::current_exception();
            }
            std::lock_guard<std::mutex> g(m);
            done = true;
            cv.notify_all();
        });
        for (;;) {
            {
                std::unique_lock<std::mutex> lock(m);
                if (cv.wait_for(lock, std::chrono::milliseconds(50), [&] { return done; })) break;
            }
            py::gil_scoped_acquire hold;
            if (reporter) reporter->flush();
            if (PyErr_CheckSignals() != 0) {  // a Python exception (KeyboardInterrupt) is now set
                stop = true;
                {
                    py::gil_scoped_release wait;
                    worker.join();
                }
                throw py::error_already_set();
            }
        }
        worker.join();
    }
    if (reporter) reporter->flush();
    if (error) std::rethrow_exception(error);
    return std::move(*result);
}

// The certificate file of `cert=path` (None: none), opened before the solve as the command line
// does, so that a bad path fails at once.
inline std::unique_ptr<nimcert::AtomicFile> open_certificate(const std::optional<std::string>& path) {
    if (!path) return nullptr;
    if (*path == "-") throw std::invalid_argument("cert='-' (standard output) is for the command line; give a file name");
    return std::make_unique<nimcert::AtomicFile>(*path);
}

// {"file": path, "sha256": digest} or None.
inline py::object certificate_dict(const std::optional<std::string>& path, const std::string& sha256) {
    if (!path) return py::none();
    py::dict d;
    d["file"] = *path;
    d["sha256"] = sha256;
    return std::move(d);
}

// A decimal integer of any size (BigInt's digits) as a Python int.
inline py::object big_int(const std::string& digits) {
    return py::reinterpret_steal<py::object>(PyLong_FromString(digits.c_str(), nullptr, 10));
}

void bind_heap(py::module_& m);
void bind_kayles(py::module_& m);

}  // namespace nimcert_python
