// Running the shards of a sharded proof: one after another in this process, or, when nimcert is
// built with MPI and started by mpirun (docs/distributed.md), spread over the ranks: rank 0 hands
// out jobs one at a time to ranks 1..P-1 as they become free (shards differ in size by orders of
// magnitude) and receives each result; it does not solve shards itself.
#pragma once

#include <atomic>
#include <cstddef>
#include <functional>
#include <string>
#include <vector>

namespace nimcert {

// Starts MPI if this process was started by mpirun (and nimcert has MPI), ends it when destroyed.
class ShardProcesses {
public:
    ShardProcesses();
    ~ShardProcesses();
    ShardProcesses(const ShardProcesses&) = delete;
    ShardProcesses& operator=(const ShardProcesses&) = delete;
    int rank() const { return rank_; }    // 0: the coordinator (and the only process without MPI)
    int size() const { return size_; }
    static bool built_with_mpi();

    // Runs jobs until finished(): next() names the next job for a free process ("" if there is
    // none now), solve(job) runs it (on rank 0 alone if size() == 1, else on ranks >= 1, one job
    // each at a time) and returns its result, done(job, result) takes it on rank 0. Jobs are text
    // (the ranks share nothing else). No job is handed out once `stop` is set or a solve threw;
    // the running ones finish (or are interrupted) first. Ranks >= 1 just solve what rank 0
    // sends. Returns the first error a solve threw (rank 0; empty if none).
    std::string run(const std::function<std::string()>& next, const std::function<bool()>& finished,
                    const std::function<std::string(const std::string&)>& solve,
                    const std::function<void(const std::string&, const std::string&)>& done, const std::atomic<bool>& stop);

private:
    int rank_ = 0, size_ = 1;
    bool mpi_ = false;
};

}  // namespace nimcert
