#include "heap_solve.hpp"

#include <chrono>
#include <fstream>
#include <iostream>
#include <unistd.h>

#include "atomic_file.hpp"

namespace nimcert {

namespace {

using Clock = std::chrono::steady_clock;

std::uint64_t physical_memory_bytes() {
    const long pages = ::sysconf(_SC_PHYS_PAGES), size = ::sysconf(_SC_PAGE_SIZE);
    return pages > 0 && size > 0 ? std::uint64_t(pages) * std::uint64_t(size) : 0;
}

void check_fits(std::uint64_t count) {
    // values are 4 bytes each; leave a quarter of the machine for everything else
    const std::uint64_t mem = physical_memory_bytes();
    if (count > (std::uint64_t(1) << 31))
        throw std::invalid_argument("a table takes a number of heaps from 0 to 2147483648, not " + std::to_string(count));
    if (mem != 0 && count * 4 > mem / 4 * 3)
        throw std::invalid_argument("a table of " + std::to_string(count) + " values needs " +
                                    std::to_string(count * 4 >> 20) + " MiB, more than this machine's memory allows");
}

}  // namespace

void save_checkpoint(const HeapValues& hv, const std::string& path) {
    AtomicFile f(path);
    std::ostream& out = f.stream();
    out << "nimcert-checkpoint 1\ngame heap " << hv.code().canonical() << "\nvalues " << hv.size() << "\n";
    for (Value v : hv.values()) out << v << '\n';
    f.commit();
}

bool load_checkpoint(HeapValues& hv, const std::string& path) {
    std::ifstream in(path);
    if (!in) return false;
    std::string magic, version, game, heap, code, values;
    std::uint64_t count = 0;
    const auto bad = [&](const std::string& why) {
        return std::runtime_error("checkpoint " + path + " unusable: " + why);
    };
    if (!(in >> magic >> version >> game >> heap >> code >> values >> count) ||
        magic != "nimcert-checkpoint" || version != "1" || game != "game" || heap != "heap" ||
        values != "values")
        throw bad("not a nimcert checkpoint");
    if (code != hv.code().canonical()) throw bad("it is for game " + code);
    check_fits(count);
    std::vector<Value> known;
    Value v;
    while (known.size() < count && in >> v) known.push_back(v);
    if (known.size() != count) throw bad("truncated");
    if (known.size() > hv.size()) hv.adopt(std::move(known));
    return true;
}

namespace {

// Reads the checkpoint, if there is one and nothing is computed yet.
void resume(HeapValues& hv, const SolveControl& ctl) {
    if (!ctl.checkpoint.empty() && hv.size() == 0 && load_checkpoint(hv, ctl.checkpoint) && ctl.progress)
        std::cerr << "nimcert: resumed from " << ctl.checkpoint << " with " << hv.size() << " values\n";
}

}  // namespace

void solve_values(HeapValues& hv, std::uint64_t count, const SolveControl& ctl) {
    check_fits(count);
    resume(hv, ctl);
    if (hv.size() >= count) return;
    const auto start = Clock::now();
    auto last_report = start, last_save = start;
    const bool done = hv.extend_to(count, ctl.stop, [&](std::uint64_t h) {
        const auto now = Clock::now();
        if ((ctl.progress || ctl.report) && now - last_report > std::chrono::seconds(5)) {
            last_report = now;
            const std::string what = hv.code().canonical() + ": G(0.." + std::to_string(h) + ") of " + std::to_string(count) +
                                     " computed, " + std::to_string(std::chrono::duration_cast<std::chrono::seconds>(now - start).count()) +
                                     " s, " + hv.method_report();
            if (ctl.report) ctl.report(what);
            else std::cerr << "nimcert: " << what << "\n";
        }
        if (!ctl.checkpoint.empty() && now - last_save > std::chrono::minutes(2)) {
            last_save = now;
            save_checkpoint(hv, ctl.checkpoint);
        }
    });
    if (!done) {
        if (!ctl.checkpoint.empty()) save_checkpoint(hv, ctl.checkpoint);
        throw Interrupted("interrupted after G(0.." + std::to_string(hv.size() - 1) + ")" +
                          (ctl.checkpoint.empty() ? std::string(" (use --checkpoint FILE to resume later)")
                                                  : "; resume with the same command"));
    }
}

std::optional<Periodicity> solve_period(HeapValues& hv, std::uint64_t max_count,
                                        const SolveControl& ctl) {
    // The first round examines what a checkpoint holds (not 256 values, then doubling until the
    // table is reached, each round re-examining the whole resumed table).
    resume(hv, ctl);
    std::uint64_t count = std::min<std::uint64_t>(std::max<std::uint64_t>(hv.size(), 256), max_count);
    for (;;) {
        solve_values(hv, count, ctl);
        std::uint64_t wanted = 0;
        if (auto per = find_periodicity(hv.code(), hv.values(), &wanted)) return per;
        if (count >= max_count) return std::nullopt;
        // Double, unless a candidate period with a long tail needs fewer: .354 needs 20.1M
        // values, and doubling from 16.8M would compute 33.6M. The result does not depend on
        // the rounds (find_periodicity returns the least period, which any table that proves
        // a period proves).
        const std::uint64_t next = wanted > count && wanted < 2 * count ? wanted : 2 * count;
        count = std::min(max_count, next);
    }
}

std::optional<Periodicity> solve_period_default(HeapValues& hv, const SolveControl& ctl) {
    auto per = solve_period(hv, kNaiveDefaultLimit, ctl);
    if (per || !hv.rare_common_active()) return per;
    if (ctl.progress)
        std::cerr << "nimcert: " << hv.code().canonical() << ": no period in " << hv.size()
                  << " values; sparse space (" << hv.method_report() << "), going on up to "
                  << kSparseDefaultLimit << " values\n";
    return solve_period(hv, kSparseDefaultLimit, ctl);
}

}  // namespace nimcert
