// The full-table Node-Kayles solver: every component class reachable from the graph, its value
// by mex (or 0 by a mirror involution) and its least witnesses, on one memo shared by worker
// threads, with pauses for checkpoints. Included by kayles_engine.cpp (the factory) and by the
// outcome search, which asks it for the values of small components.
#pragma once

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <exception>
#include <functional>
#include <istream>
#include <memory>
#include <mutex>
#include <ostream>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include "kayles_engine.hpp"
#include "kayles_positions.hpp"
#include "kayles_table.hpp"

namespace nimcert::kayles {

using Clock = std::chrono::steady_clock;

template <int W>
class Engine : public KaylesSolver {
public:
    Engine(const KaylesGraph& g, KaylesOptions opt)
        : pos_(g), g_(pos_.graph()), opt_(std::move(opt)), threads_(std::max(1u, opt_.threads)),
          memo_(threads_ > 1), workers_(threads_) {
        if (threads_ > kMaxThreads) throw std::invalid_argument("at most " + std::to_string(kMaxThreads) + " threads");
        for (unsigned t = 0; t < threads_; ++t) workers_[t].index = t;
    }

    const Positions<W>& positions() const { return pos_; }

    // The value of one connected component (the outcome search asks for small ones), single-threaded.
    unsigned value_of_component(const Bits<W>& comp) { return component_value(comp, workers_[0]); }
    // The same when the caller has the normal form already (a memo hit then costs no second one).
    unsigned value_of_component(const Bits<W>& comp, const Shape<W>& nf) {
        const int known = memo_.find(nf, ShapeHash<W>()(nf));
        return known >= 0 ? unsigned(known) : component_value(comp, workers_[0]);
    }

    // The memo's record of a class already evaluated (nullptr if none): value, witnesses, mirror.
    const Slot<W>* record_of(const Shape<W>& s) const { return memo_.find_slot(s, ShapeHash<W>()(s)); }
    const std::uint8_t* witnesses_of(const Slot<W>& slot) const { return workers_[slot.pool].pool.data() + slot.ref; }

    unsigned value_of_graph() override {
        if (threads_ == 1 && !opt_.checkpoint) return value(pos_.all(), workers_[0]);
        return solve_in_workers();
    }

    std::string normal_form_of(const std::vector<int>& vertices) const {
        Bits<W> set;
        for (int v : vertices) set.set(v);
        Cells cells;
        int H = 0, Wd = 0;
        return shape_text(pos_.normal_form(set, cells, H, Wd, nullptr));
    }
    std::size_t memo_entries() const override { return memo_.size(); }
    std::size_t mirrored() const override { return mirrored_.load(); }

    void for_each_class(const std::function<void(const KaylesClass&)>& visit) const override {
        std::vector<const Slot<W>*> order;
        order.reserve(memo_.size());
        memo_.each([&](const auto& slot) { order.push_back(&slot); });
        std::sort(order.begin(), order.end(), [](const auto* a, const auto* b) {
            const int ca = a->bits.count(), cb = b->bits.count();
            return ca != cb ? ca < cb : shape_less(a->shape(), b->shape());
        });
        KaylesClass c;
        for (const auto* slot : order) {
            c.shape = shape_text(slot->shape());
            c.cells = unsigned(slot->bits.count());
            c.value = slot->value;
            c.witnesses.clear();
            c.mirror.clear();
            if (slot->mirrored) {
                c.mirror = pos_.mirror_permutation(slot->shape(), int(slot->ref));
            } else {
                const auto& pool = workers_[slot->pool].pool;
                for (unsigned i = 0; i < slot->value; ++i) c.witnesses.push_back(pool[slot->ref + i]);
            }
            visit(c);
        }
    }

    // The body: a count, then per class h, w, value, mirrored (u16, u16, u16, u8), the mirror's
    // transform (u32) or `value` witness bytes, and the bitmap's W words; then kMemoEnd. Native
    // byte order: a checkpoint is resumed on the machine that wrote it.
    void save_memo(std::ostream& out) const override {
        const auto put = [&](auto x) { out.write(reinterpret_cast<const char*>(&x), sizeof x); };
        put(std::uint64_t(memo_.size()));
        memo_.each([&](const Slot<W>& t) {
            put(std::uint16_t(t.h)), put(std::uint16_t(t.w)), put(std::uint16_t(t.value)), put(std::uint8_t(t.mirrored));
            if (t.mirrored) put(std::uint32_t(t.ref));
            else out.write(reinterpret_cast<const char*>(workers_[t.pool].pool.data() + t.ref), t.value);
            for (auto x : t.bits.w) put(x);
        });
        put(kMemoEnd);
    }

    void load_memo(std::istream& in) override {
        const auto bad = [](const std::string& why) { return std::invalid_argument("memo " + why); };
        const auto get = [&](auto& x) {
            if (!in.read(reinterpret_cast<char*>(&x), sizeof x)) throw bad("is truncated");
        };
        std::uint64_t count = 0;
        get(count);
        auto& pool = workers_[0].pool;
        for (std::uint64_t k = 0; k < count; ++k) {
            Slot<W> t;
            std::uint16_t h = 0, w = 0, value = 0;
            std::uint8_t mirrored = 0;
            std::uint32_t ref = 0;
            get(h), get(w), get(value), get(mirrored);
            if (h == 0 || w == 0 || long(h) * w > W * 64 || value > W * 64 || mirrored > 1)
                throw bad("has an impossible class record");
            const std::size_t offset = pool.size();
            if (mirrored) {
                get(ref);
            } else {
                if (offset + value >= kMaxPool) throw bad("has more witnesses than one pool holds");
                ref = std::uint32_t(offset);
                pool.resize(offset + value);
                if (value && !in.read(reinterpret_cast<char*>(pool.data() + offset), value)) throw bad("is truncated");
            }
            for (auto& x : t.bits.w) get(x);
            const int cells = t.bits.count();
            if (t.bits.highest() >= h * w || cells == 0 || value > cells ||
                (mirrored && (value != 0 || ref >= unsigned(pos_.transforms()))))
                throw bad("has an impossible class record");
            t.h = h, t.w = w, t.value = value, t.mirrored = mirrored, t.ref = ref;
            for (unsigned i = 0; i < (t.mirrored ? 0u : t.value); ++i)
                if (pool[offset + i] >= cells) throw bad("has a witness outside its class");
            if (memo_.insert(t, ShapeHash<W>()(t.shape())) >= 0) throw bad("lists a class twice");
            if (t.mirrored) ++mirrored_;
            ++classes_;
        }
        std::uint64_t end = 0;
        get(end);
        if (end != kMemoEnd) throw bad("does not end where its count says");
    }

private:
    static constexpr std::uint64_t kMemoEnd = 0x646e65206f6d656dull;  // "memo end"
    // One evaluating thread: its witness pool (local cell indices, `value` of them per class)
    // is its own, so entries refer to (pool, offset) and no pool is ever shared while solving.
    struct Worker {
        unsigned index = 0;
        std::vector<std::uint8_t> pool;
    };
    struct Abandoned {};  // another worker finished (or failed): stop evaluating
    using Cells = CellList;

    unsigned value(const Bits<W>& pos, Worker& wk) {
        unsigned x = 0;
        Bits<W> rest = pos;
        while (rest.any()) {
            const Bits<W> comp = pos_.component(rest, rest.lowest());
            rest = rest.minus(comp);
            x ^= component_value(comp, wk);
        }
        return x;
    }

    // The connected component of `pos` containing v (flood fill over neighbourhood masks).
    unsigned component_value(const Bits<W>& comp, Worker& wk) {
        Cells cells;
        int H = 0, Wd = 0, id = 0;
        const Shape<W> fast = pos_.normal_form(comp, cells, H, Wd, nullptr);
        const std::size_t hash = ShapeHash<W>()(fast);
        const int known = memo_.find(fast, hash);
        if (known >= 0) return unsigned(known);
        if (opt_.stop && opt_.stop->load(std::memory_order_relaxed)) throw KaylesInterrupted{};
        if (checkpointing_ && Clock::now().time_since_epoch().count() >= next_checkpoint_.load(std::memory_order_relaxed))
            request_pause();
        if (halt_.load(std::memory_order_relaxed)) pause_or_abandon();
        // a new class: the transform reaching the normal form maps cells to witness indices
        const Shape<W> key = pos_.normal_form(comp, cells, H, Wd, &id);
        if (!(key == fast)) throw std::logic_error("Node-Kayles: the two normal form computations disagree");

        Slot<W> slot;
        slot.h = key.h;
        slot.w = key.w;
        slot.bits = key.bits;
        slot.pool = wk.index;
        const std::int32_t mirror = opt_.use_mirrors && g_.frame != KaylesFrame::Graph ? pos_.find_mirror(key) : -1;
        if (mirror >= 0) {
            slot.mirrored = 1;
            slot.ref = std::uint32_t(mirror);  // < 8 * 256 transforms
        } else {
            // option value -> least local cell index reaching it (the certificate's witness);
            // the least does not depend on the order the options are tried in
            std::vector<int> first;
            const auto option = [&](int v, int k) {
                const int local = pos_.local_index(key, cells, k, H, Wd, id, v);
                const unsigned x = value(comp.minus(pos_.closed(v)), wk);
                if (x >= first.size()) first.resize(x + 1, -1);
                if (first[x] < 0 || local < first[x]) first[x] = local;
            };
            if (wk.index == 0) {
                int k = 0;
                comp.each([&](int v) { option(v, k++); });
            } else {
                // other workers start elsewhere in the component, so that they meet new classes
                // before the first worker does rather than racing it through the same ones
                std::array<int, kMaxCells> verts;
                int n = 0;
                comp.each([&](int v) { verts[n++] = v; });
                const int start = int(wk.index * unsigned(n) / threads_);
                for (int i = 0; i < n; ++i) option(verts[(start + i) % n], (start + i) % n);
            }
            unsigned value = 0;
            while (value < first.size() && first[value] >= 0) ++value;
            slot.value = value;
            if (wk.pool.size() + value >= kMaxPool)
                throw std::runtime_error("Node-Kayles: more than 2^30 witnesses in one worker's pool");
            slot.ref = std::uint32_t(wk.pool.size());  // after the recursion's own witnesses
            for (unsigned i = 0; i < value; ++i) wk.pool.push_back(std::uint8_t(first[i]));
        }
        const int prior = memo_.insert(slot, hash);
        if (prior >= 0) {  // another worker evaluated the class meanwhile
            if (unsigned(prior) != slot.value) throw std::logic_error("Node-Kayles: two workers disagree on a value");
            if (!slot.mirrored) wk.pool.resize(slot.ref);
            return unsigned(slot.value);
        }
        if (slot.mirrored) ++mirrored_;
        const std::size_t classes = ++classes_;
        if (opt_.progress && (classes & 0xfffff) == 0) opt_.progress(classes);
        return unsigned(slot.value);
    }

    // --- workers -------------------------------------------------------------------------
    // Every worker evaluates the whole graph (in its own move order) against the shared memo; the
    // first to finish has the value, and the memo then holds every class the value depends on.
    unsigned solve_in_workers() {
        abandon_ = pause_ = interrupted_ = false;
        halt_ = false;
        checkpointing_ = bool(opt_.checkpoint);
        schedule_checkpoint();
        finished_ = paused_ = 0;
        int result = -1;
        std::exception_ptr error;
        std::vector<std::thread> threads;
        for (unsigned t = 0; t < threads_; ++t)
            threads.emplace_back([&, t] {
                try {
                    const unsigned v = value(pos_.all(), workers_[t]);
                    std::lock_guard<std::mutex> lock(ctl_);
                    if (result < 0) result = int(v);
                    if (unsigned(result) != v && !error)
                        error = std::make_exception_ptr(std::logic_error("Node-Kayles: two workers disagree on the value"));
                } catch (const Abandoned&) {
                } catch (const KaylesInterrupted&) {
                    std::lock_guard<std::mutex> lock(ctl_);
                    interrupted_ = true;
                } catch (...) {
                    std::lock_guard<std::mutex> lock(ctl_);
                    if (!error) error = std::current_exception();
                }
                std::lock_guard<std::mutex> lock(ctl_);
                abandon_ = true;
                halt_ = true;
                ++finished_;
                wake_.notify_all();
            });
        {
            std::unique_lock<std::mutex> lock(ctl_);
            const auto done = [&] { return finished_ == threads_; };
            while (!done()) {
                // a worker asks for the pause (when the interval is over, at its next new class)
                wake_.wait(lock, [&] { return done() || (pause_ && paused_ + finished_ >= threads_); });
                if (done()) break;
                if (!abandon_) {  // the world is stopped: the memo is consistent
                    lock.unlock();
                    try {
                        const auto start = Clock::now();
                        opt_.checkpoint(*this);
                        last_save_ = Clock::now() - start;
                    } catch (...) {
                        lock.lock();
                        if (!error) error = std::current_exception();
                        abandon_ = true;
                        lock.unlock();
                    }
                    lock.lock();
                }
                schedule_checkpoint();
                pause_ = false;
                paused_ = 0;  // released, whether or not they have woken yet
                ++releases_;
                halt_ = abandon_;
                wake_.notify_all();
            }
        }
        for (auto& t : threads) t.join();
        if (error) std::rethrow_exception(error);
        if (result < 0 && interrupted_) throw KaylesInterrupted{};
        if (result < 0) throw std::logic_error("Node-Kayles: no worker finished");
        return unsigned(result);
    }

    void schedule_checkpoint() {
        // at least ten times the last save: a memo of hundreds of millions of classes takes
        // tens of seconds to write, and the solve should not spend more than a tenth on it
        const auto interval = std::max(std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(opt_.checkpoint_seconds)),
                                       10 * last_save_);
        next_checkpoint_ = (Clock::now() + interval).time_since_epoch().count();
    }

    void request_pause() {
        std::lock_guard<std::mutex> lock(ctl_);
        if (pause_ || abandon_) return;
        pause_ = true;
        halt_ = true;
        wake_.notify_all();
    }

    void pause_or_abandon() {
        std::unique_lock<std::mutex> lock(ctl_);
        if (abandon_) throw Abandoned{};
        if (!pause_) return;
        ++paused_;
        wake_.notify_all();
        // wait for this pause's release (not merely !pause_: the next pause may already be on)
        const std::uint64_t release = releases_;
        wake_.wait(lock, [&] { return releases_ != release || abandon_; });
        if (abandon_) throw Abandoned{};
    }

    // The cells of a normal form, in local index order, as (row, col) within its box.
    static constexpr unsigned kMaxThreads = 64;  // Slot::pool has 6 bits
    const Positions<W> pos_;  // holds a copy of the graph: callers may pass a temporary
    const KaylesGraph& g_;
    KaylesOptions opt_;
    unsigned threads_;
    Memo<W> memo_;
    std::vector<Worker> workers_;
    std::atomic<std::size_t> mirrored_{0}, classes_{0};
    // the workers' coordination (solve_in_workers): ctl_ guards the plain fields
    std::mutex ctl_;
    std::condition_variable wake_;
    std::atomic<bool> halt_{false};  // abandon_ || pause_, read without the lock on each new class
    bool checkpointing_ = false;
    std::atomic<Clock::rep> next_checkpoint_{0};  // when a worker asks for the next pause
    Clock::duration last_save_{0};                  // how long the last checkpoint took to write
    bool abandon_ = false, pause_ = false, interrupted_ = false;
    unsigned finished_ = 0, paused_ = 0;
    std::uint64_t releases_ = 0;
};

}  // namespace nimcert::kayles
