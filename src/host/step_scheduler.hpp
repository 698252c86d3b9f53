// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Hands out the work of a level-synchronous loop, such as the host backend's breadth-first
// search, to the threads of one parallel region (base::run_chunks): each step is cut into
// blocks that the threads take one at a time. A thread that finds no block left reports
// the blocks it took in the step, after writing out their results; the thread whose report
// completes the step runs the serial part, which prepares the next step (or ends the loop)
// before any thread takes a block of it. So a block costs one atomic operation, and a step
// a few more per thread.
//
// A step ends when its blocks are done, not when every thread has arrived: no thread is
// waited for unless it holds blocks of the step. So a thread that starts late (run_chunks
// runs every chunk, but not always all at once: when the pool's threads are stopped during
// a call, the calling thread runs the chunks they left, one after another) or is off its
// core (more threads than free cores) delays nobody; the others take its share. A thread
// that finds no block left waits for the next step: it spins, then yields, then sleeps.
//
// Nothing may throw between taking a block and reporting it: a thread that left the loop
// holding blocks would keep their step from ending, and the other threads would wait for
// it forever. The loop's work is therefore noexcept (a throw terminates instead of
// hanging), and whatever can fail (allocation) happens before the region opens, where its
// exception reaches the caller; where the system starts fewer threads than asked,
// run_chunks runs the chunks left one after another, which the loop allows.
#ifndef BOOST_GPU_PATHS_SRC_HOST_STEP_SCHEDULER_HPP
#define BOOST_GPU_PATHS_SRC_HOST_STEP_SCHEDULER_HPP

#include <atomic>
#include <cassert>
#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <mutex>
#include <thread>
#include <utility>

#if defined(__x86_64__) || defined(__i386__) || defined(_M_X64) || defined(_M_IX86)
#include <immintrin.h>
#endif

namespace boost {
namespace gpu_paths {
namespace host {

class step_scheduler {
public:
    // What one thread took of the step in flight.
    struct share {
        std::size_t blocks = 0;
    };

    // Opens the loop with a step of `blocks` blocks (at least 1, below 2^39). Not while any
    // thread is in the loop; after the loop has ended, opens it again.
    void start(std::size_t blocks) noexcept
    {
        total_ = blocks;
        done_.store(0, std::memory_order_relaxed);
        publish(step(state_.load(std::memory_order_relaxed)) + 1, blocks);
    }

    // Takes the next block for the calling thread, whose blocks so far are done: true with
    // its number (from 0, in order), false once the loop has ended. When the step has no
    // block left, calls report() to write out the results of the thread's blocks in the
    // step, if it took any; the thread whose report completes the step then calls serial(),
    // which returns the next step's block count (below 2^39), or 0 to end the loop.
    // Everything written in a step, and by serial, is seen by the next step's blocks and
    // serial part: the reports' acquire-release count orders a step's writes before its
    // serial part, and the state's store and the takers' acquire order the serial part's
    // writes before the next step's blocks. report and serial must not throw.
    template <class Report, class Serial>
    bool take(share& mine, std::size_t& block, Report&& report, Serial&& serial) noexcept
    {
        for (;;) {
            const std::uint64_t s = state_.fetch_sub(1, std::memory_order_acq_rel);
            if (s & ended) return false;
            const std::uint64_t left = s & count_mask;
            if (left > bias) {
                // In increasing order: work found in a block keeps the order of the block's
                // items, and with it the memory locality of graphs numbered along their
                // geometry (grids, road networks), level after level.
                block = total_ - static_cast<std::size_t>(left - bias);
                ++mine.blocks;
                return true;
            }
            if (mine.blocks != 0) {
                report();
                const std::size_t total = total_;  // stable: the step waits for this report
                const std::size_t reported = std::exchange(mine.blocks, 0);
                if (done_.fetch_add(reported, std::memory_order_acq_rel) + reported == total) {
                    done_.store(0, std::memory_order_relaxed);
                    total_ = serial();
                    publish(step(s) + 1, total_);
                    continue;
                }
            }
            wait_for_step_after(step(s));
        }
    }

private:
    // Pauses before a waiting thread starts yielding its core: a step of a search on a road
    // network lasts microseconds, and so do these (a pause takes from a few to about a
    // hundred cycles, depending on the processor).
    static constexpr unsigned spins_before_yield = 256;
    // Yields before a waiting thread sleeps until the next step: tens of microseconds on an
    // idle core, longer where other threads want the cores.
    static constexpr unsigned yields_before_sleep = 64;

    // state_: the step's number (bits 40-62, modulo 2^23: a waiter only tells its step from
    // a later one), the end of the loop (63), and bias + the blocks left (0-39). take()
    // subtracts without looking, so a step without blocks left goes below the bias once per
    // thread that asks, never down to the step's bits.
    static constexpr unsigned step_shift = 40;
    static constexpr std::uint64_t count_mask = (std::uint64_t(1) << step_shift) - 1;
    static constexpr std::uint64_t bias = std::uint64_t(1) << (step_shift - 1);
    static constexpr std::uint64_t step_mask = (std::uint64_t(1) << 23) - 1;
    static constexpr std::uint64_t ended = std::uint64_t(1) << 63;

    static std::uint64_t step(std::uint64_t s) noexcept { return (s >> step_shift) & step_mask; }

    static void pause() noexcept
    {
#if defined(__x86_64__) || defined(__i386__) || defined(_M_X64) || defined(_M_IX86)
        _mm_pause();
#elif defined(__aarch64__) || defined(__arm__)
        __asm__ __volatile__("yield");
#endif
    }

    void publish(std::uint64_t number, std::size_t blocks) noexcept
    {
        assert(blocks < bias);
        const std::uint64_t s = ((number & step_mask) << step_shift) | (blocks ? bias + blocks : bias | ended);
        // Sequentially consistent, with the sleepers' count read after it and their reads of
        // the state after counting themselves: either the sleeper sees the new step, or the
        // count shows the sleeper and it is woken.
        state_.store(s, std::memory_order_seq_cst);
        if (sleepers_.load(std::memory_order_seq_cst) != 0) {
            const std::lock_guard<std::mutex> lock(mutex_);
            next_step_.notify_all();
        }
    }

    void wait_for_step_after(std::uint64_t number) noexcept
    {
        const auto later = [&] {
            const std::uint64_t s = state_.load(std::memory_order_seq_cst);
            return step(s) != number || (s & ended);
        };
        for (unsigned waited = 0; waited < spins_before_yield + yields_before_sleep; ++waited) {
            if (later()) return;
            if (waited < spins_before_yield)
                pause();
            else
                std::this_thread::yield();
        }
        std::unique_lock<std::mutex> lock(mutex_);
        sleepers_.fetch_add(1, std::memory_order_seq_cst);
        next_step_.wait(lock, later);
        sleepers_.fetch_sub(1, std::memory_order_relaxed);
    }

    std::atomic<std::uint64_t> state_{0};
    // The step's block count, written by start() and the serial parts: stable while a thread
    // holds a block of the step, as the step cannot end before the thread reports it.
    std::size_t total_ = 0;
    alignas(64) std::atomic<std::size_t> done_{0};  // the step's blocks reported
    std::atomic<unsigned> sleepers_{0};
    std::mutex mutex_;
    std::condition_variable next_step_;
};

}  // namespace host
}  // namespace gpu_paths
}  // namespace boost

#endif
