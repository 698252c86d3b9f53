// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The host backend's step scheduler (src/host/step_scheduler.hpp) on its own: every block
// of every step taken exactly once, the serial part run once per step by a thread that
// sees all of the step's writes, and the loop ending for every thread, with more threads
// than blocks or cores, threads that start late, and a loop opened again after it ended.
// The writes the scheduler orders are plain ones, so a ThreadSanitizer build checks the
// ordering too.
#include <boost/test/unit_test.hpp>

#include "host/step_scheduler.hpp"
#include "support/random.hpp"

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <random>
#include <string>
#include <thread>
#include <utility>
#include <vector>

namespace host = boost::gpu_paths::host;

namespace {

// A loop of `step_blocks.size()` steps: a block of step s writes its mark, a thread's
// report writes its slot, and the serial part checks both and publishes a token that the
// next step's blocks read back. Failures are counted, not tested, off the main thread.
class checked_loop {
public:
    checked_loop(std::vector<std::size_t> step_blocks, unsigned threads)
        : step_blocks_(std::move(step_blocks)), taken_(threads, 0)
    {
        marks_.resize(step_blocks_.empty() ? 0 : step_blocks_[0]);
    }

    std::size_t first_blocks() const { return step_blocks_.empty() ? 0 : step_blocks_[0]; }

    // One thread's part, as a worker of the parallel region would run it.
    void work(host::step_scheduler& steps, unsigned thread)
    {
        host::step_scheduler::share mine;
        std::size_t block, in_step = 0;
        const auto report = [&] { taken_[thread] += std::exchange(in_step, 0); };
        const auto serial = [&] { return next_step(); };
        while (steps.take(mine, block, report, serial)) {
            if (block >= marks_.size() || marks_[block] != 0) ++errors_in_blocks_[thread % slots];
            else marks_[block] = token_;
            ++in_step;
        }
    }

    std::size_t serial_calls() const { return serial_calls_; }
    std::size_t errors() const
    {
        std::size_t e = errors_;
        for (std::size_t b : errors_in_blocks_) e += b;
        return e;
    }

private:
    static constexpr std::size_t slots = 64;

    // The serial part after step `step_`: every block marked once with this step's token,
    // and the reports' sum equal to the block count.
    std::size_t next_step()
    {
        ++serial_calls_;
        std::size_t reported = 0;
        for (std::size_t& t : taken_) reported += std::exchange(t, 0);
        if (reported != step_blocks_[step_]) ++errors_;
        for (std::uint64_t m : marks_)
            if (m != token_) ++errors_;
        if (++step_ == step_blocks_.size()) return 0;
        token_ = token_ * 6364136223846793005ull + 1442695040888963407ull;
        if (token_ == 0) token_ = 1;
        marks_.assign(step_blocks_[step_], 0);
        return step_blocks_[step_];
    }

    std::vector<std::size_t> step_blocks_;
    std::vector<std::size_t> taken_;   // per thread: blocks reported in the step
    std::vector<std::uint64_t> marks_;  // per block of the step: the token when done
    std::uint64_t token_ = 1;
    std::size_t step_ = 0;
    std::size_t serial_calls_ = 0;
    std::size_t errors_ = 0;
    std::size_t errors_in_blocks_[slots] = {};
};

// Runs `loop` on `threads` threads, the last `late` of them started after a pause.
void run(checked_loop& loop, unsigned threads, unsigned late)
{
    host::step_scheduler steps;
    steps.start(loop.first_blocks());
    std::vector<std::thread> pool;
    for (unsigned t = 1; t < threads; ++t)
        pool.emplace_back([&, t] {
            if (t >= threads - late) std::this_thread::sleep_for(std::chrono::milliseconds(2));
            loop.work(steps, t);
        });
    loop.work(steps, 0);
    for (auto& t : pool) t.join();
}

std::vector<std::size_t> random_steps(std::mt19937_64& rng, std::size_t count)
{
    // One block (the serial part follows the serial part), a few (fewer than the
    // threads), or many.
    std::uniform_int_distribution<int> shape(0, 3);
    std::uniform_int_distribution<std::size_t> few(2, 8), many(9, 3000);
    std::vector<std::size_t> blocks(count);
    for (auto& b : blocks) {
        const int kind = shape(rng);
        b = kind == 0 ? 1 : kind == 1 ? many(rng) : few(rng);
    }
    return blocks;
}

}  // namespace

BOOST_AUTO_TEST_CASE(every_block_once_and_every_step_serialized)
{
    auto rng = test_support::make_rng(1);
    for (unsigned threads : {1u, 2u, 3u, 7u, 16u}) {
        const std::vector<std::size_t> blocks = random_steps(rng, 3000);
        checked_loop loop(blocks, threads);
        run(loop, threads, 0);
        BOOST_TEST(loop.errors() == 0u, threads << " threads");
        BOOST_TEST(loop.serial_calls() == blocks.size(), threads << " threads");
    }
}

BOOST_AUTO_TEST_CASE(threads_that_start_late_or_after_the_end)
{
    auto rng = test_support::make_rng(2);
    for (unsigned threads : {2u, 5u, 16u}) {
        // A short loop ends before the late threads start; a long one takes them in.
        for (std::size_t steps : {3u, 2000u}) {
            const std::vector<std::size_t> blocks = random_steps(rng, steps);
            checked_loop loop(blocks, threads);
            run(loop, threads, threads / 2);
            BOOST_TEST(loop.errors() == 0u, threads << " threads, " << steps << " steps");
            BOOST_TEST(loop.serial_calls() == blocks.size(), threads << " threads, " << steps << " steps");
        }
    }
}

BOOST_AUTO_TEST_CASE(a_loop_opened_again_after_it_ended)
{
    // The breadth-first search ends its region to build the reverse graph, then opens the
    // same scheduler again.
    host::step_scheduler steps;
    for (int round = 0; round < 3; ++round) {
        checked_loop loop({5, 1, 700, 2}, 4);
        steps.start(loop.first_blocks());
        std::vector<std::thread> pool;
        for (unsigned t = 1; t < 4; ++t) pool.emplace_back([&, t] { loop.work(steps, t); });
        loop.work(steps, 0);
        for (auto& t : pool) t.join();
        BOOST_TEST(loop.errors() == 0u, "round " << round);
        BOOST_TEST(loop.serial_calls() == 4u, "round " << round);
    }
}
