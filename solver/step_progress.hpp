// Progress on stderr for the commands that chain long steps (bfile, latex, plot, cite,
// catalogue --verify, term of a Node-Kayles sequence): regenerating a certificate, checking it
// with nimcheck, running gnuplot. A step that lasts more than `quiet` is reported then and every
// `every` after, with its time and the latest count the engine gave (detail), by a background
// thread, so the engines and child processes need not know about it; a step that ends quickly
// prints nothing, so short runs stay silent. (period and kayles report from their own loops.)
#pragma once

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <string>
#include <thread>

namespace nimcert {

class StepProgress {
public:
    explicit StepProgress(std::chrono::milliseconds quiet = std::chrono::seconds(2),
                          std::chrono::milliseconds every = std::chrono::seconds(5));
    ~StepProgress();
    StepProgress(const StepProgress&) = delete;
    StepProgress& operator=(const StepProgress&) = delete;

    // Starts a step (ending the previous one); "" ends it and starts none.
    void step(const std::string& what);
    // The latest count within the step ("1,048,576 component classes"); shown with the next report.
    void detail(const std::string& latest);
    // Ends the step without calling it done (interrupted, failed). The destructor does this too
    // when an exception is leaving the scope that made this object.
    void abandon();

private:
    void run();
    void end_step_locked(std::unique_lock<std::mutex>& lock, bool done);

    using Clock = std::chrono::steady_clock;
    const std::chrono::milliseconds quiet_, every_;
    std::mutex m_;
    std::condition_variable cv_;
    std::string what_, detail_;
    Clock::time_point start_, next_;
    bool reported_ = false, quit_ = false;
    const int exceptions_;  // std::uncaught_exceptions() at construction
    std::thread thread_;  // last: starts after the members it reads
};

}  // namespace nimcert
