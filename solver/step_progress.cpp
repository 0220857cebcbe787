#include "step_progress.hpp"

#include <exception>
#include <iostream>
#include <sstream>

namespace nimcert {

namespace {

std::string seconds_text(std::chrono::steady_clock::duration d) {
    return std::to_string(std::chrono::duration_cast<std::chrono::seconds>(d).count()) + " s";
}

}  // namespace

StepProgress::StepProgress(std::chrono::milliseconds quiet, std::chrono::milliseconds every)
    : quiet_(quiet), every_(every), exceptions_(std::uncaught_exceptions()), thread_([this] { run(); }) {}

StepProgress::~StepProgress() {
    {
        std::unique_lock<std::mutex> lock(m_);
        end_step_locked(lock, std::uncaught_exceptions() == exceptions_);
        quit_ = true;
    }
    cv_.notify_all();
    thread_.join();
}

void StepProgress::end_step_locked(std::unique_lock<std::mutex>&, bool done) {
    // a step that was reported gets its end too, so the last line does not read as still running
    if (done && reported_ && !what_.empty()) std::cerr << "nimcert: " << what_ << ": done in " << seconds_text(Clock::now() - start_) << '\n';
    what_.clear();
    detail_.clear();
    reported_ = false;
}

void StepProgress::step(const std::string& what) {
    {
        std::unique_lock<std::mutex> lock(m_);
        end_step_locked(lock, true);
        what_ = what;
        start_ = Clock::now();
        next_ = start_ + quiet_;
    }
    cv_.notify_all();
}

void StepProgress::abandon() {
    std::unique_lock<std::mutex> lock(m_);
    end_step_locked(lock, false);
}

void StepProgress::detail(const std::string& latest) {
    std::lock_guard<std::mutex> lock(m_);
    detail_ = latest;
}

void StepProgress::run() {
    std::unique_lock<std::mutex> lock(m_);
    while (!quit_) {
        if (what_.empty()) {
            cv_.wait(lock);
            continue;
        }
        if (cv_.wait_until(lock, next_) == std::cv_status::no_timeout) continue;  // a new step, or the end
        if (what_.empty() || Clock::now() < next_) continue;
        std::ostringstream line;
        line << "nimcert: " << what_ << ": " << seconds_text(Clock::now() - start_);
        if (!detail_.empty()) line << ", " << detail_;
        std::cerr << line.str() << '\n';
        reported_ = true;
        next_ = Clock::now() + every_;
    }
}

}  // namespace nimcert
