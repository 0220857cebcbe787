#include "shard_scheduler.hpp"

#include <chrono>
#include <cstdlib>
#include <stdexcept>
#include <thread>

#ifdef NIMCERT_MPI
#include <mpi.h>
#endif

namespace nimcert {

namespace {

// mpirun (Open MPI, MPICH, Slurm's PMI) sets one of these in every process it starts: only then
// is MPI started, so that a plain `nimcert` never depends on an MPI launcher.
bool started_by_mpirun() {
    for (const char* v : {"OMPI_COMM_WORLD_SIZE", "PMI_SIZE", "PMIX_RANK"})
        if (std::getenv(v)) return true;
    return false;
}

std::string run_here(const std::function<std::string()>& next, const std::function<bool()>& finished,
                     const std::function<std::string(const std::string&)>& solve,
                     const std::function<void(const std::string&, const std::string&)>& done, const std::atomic<bool>& stop) {
    while (!stop && !finished()) {
        const std::string job = next();
        if (job.empty()) return "nothing left to solve, but the proof is not finished";
        try {
            done(job, solve(job));
        } catch (const std::exception& e) {
            return e.what();
        }
    }
    return "";
}

#ifdef NIMCERT_MPI
enum Tag { kResult = 1, kJob = 2 };  // worker -> 0: "+result", "!error" or "" (ready); 0 -> worker: a job ("" : stop)

// Waits for a message without spinning a core (MPI's blocking calls poll): probes every 20 ms.
MPI_Status wait_for(int source, int tag) {
    for (;;) {
        int flag = 0;
        MPI_Status st;
        MPI_Iprobe(source, tag, MPI_COMM_WORLD, &flag, &st);
        if (flag) return st;
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
}

std::string receive(int source, int tag, int* from = nullptr) {
    const MPI_Status st = wait_for(source, tag);
    int bytes = 0;
    MPI_Get_count(&st, MPI_CHAR, &bytes);
    std::string text(std::size_t(bytes), '\0');
    MPI_Recv(&text[0], bytes, MPI_CHAR, st.MPI_SOURCE, tag, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    if (from) *from = st.MPI_SOURCE;
    return text;
}

void send(int to, int tag, const std::string& text) { MPI_Send(text.data(), int(text.size()), MPI_CHAR, to, tag, MPI_COMM_WORLD); }
#endif

}  // namespace

bool ShardProcesses::built_with_mpi() {
#ifdef NIMCERT_MPI
    return true;
#else
    return false;
#endif
}

ShardProcesses::ShardProcesses() {
#ifdef NIMCERT_MPI
    if (!started_by_mpirun()) return;
    MPI_Init(nullptr, nullptr);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank_);
    MPI_Comm_size(MPI_COMM_WORLD, &size_);
    mpi_ = true;
#else
    if (started_by_mpirun())
        throw std::invalid_argument("this nimcert was built without MPI (cmake found no MPI: install libopenmpi-dev and rebuild), "
                                    "but mpirun started it: run it without mpirun, or rebuild");
#endif
}

ShardProcesses::~ShardProcesses() {
#ifdef NIMCERT_MPI
    if (mpi_) MPI_Finalize();
#endif
}

std::string ShardProcesses::run(const std::function<std::string()>& next, const std::function<bool()>& finished,
                                const std::function<std::string(const std::string&)>& solve,
                                const std::function<void(const std::string&, const std::string&)>& done, const std::atomic<bool>& stop) {
    if (size_ == 1) return run_here(next, finished, solve, done, stop);
#ifdef NIMCERT_MPI
    if (rank_ != 0) {  // a worker: ready, then one job after another until told to stop
        send(0, kResult, "");
        for (;;) {
            const std::string job = receive(0, kJob);
            if (job.empty()) return "";
            std::string result;
            try {
                result = "+" + solve(job);
            } catch (const std::exception& e) {
                result = std::string("!") + e.what();
            }
            send(0, kResult, result);
        }
    }
    std::vector<int> idle;
    for (int r = 1; r < size_; ++r) {  // every worker's "ready"
        int from = 0;
        receive(MPI_ANY_SOURCE, kResult, &from);
        idle.push_back(from);
    }
    std::vector<std::string> running(static_cast<std::size_t>(size_));  // by rank: its job, "" if idle
    int busy = 0;
    std::string error;
    for (;;) {
        while (!idle.empty() && !stop && error.empty() && !finished()) {
            const std::string job = next();
            if (job.empty()) break;
            send(idle.back(), kJob, job);
            running[std::size_t(idle.back())] = job;
            idle.pop_back(), ++busy;
        }
        if (busy == 0) break;
        int from = 0;
        const std::string result = receive(MPI_ANY_SOURCE, kResult, &from);
        --busy;
        idle.push_back(from);
        const std::string job = running[std::size_t(from)];
        running[std::size_t(from)].clear();
        if (!result.empty() && result[0] == '+') done(job, result.substr(1));
        else if (error.empty()) error = result.empty() ? "rank " + std::to_string(from) + " failed" : result.substr(1);
    }
    if (error.empty() && !stop && !finished()) error = "nothing left to solve, but the proof is not finished";
    for (int r = 1; r < size_; ++r) send(r, kJob, "");
    return error;
#else
    return run_here(next, finished, solve, done, stop);
#endif
}

}  // namespace nimcert
