// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// BGL's discovery order of a whole search (backend_api::bfs_discovery_order), computed on
// a backend by the thread that built the arrays of the caller's graph
// (layout::background_topology's continuation), while the calling thread goes on with
// BGL's search and its events (bfs_live_events.hpp). Once the order is there, the search
// replays its remaining events from it instead of searching. The thread makes the arrays
// one CSR at once, and computes the order once the search has come far enough to make an
// early exit unlikely (start()).
//
// The job owns everything it works on: it reads the caller's graph only through the
// arrays (which read it while they are built), and a caller that gives the arrays up (a visitor that throws, a search that ends
// first) cancels the job through the arrays' cancel flag, which the backend polls.
#ifndef BOOST_GPU_PATHS_DETAIL_FRONT_END_BFS_ORDER_JOB_HPP
#define BOOST_GPU_PATHS_DETAIL_FRONT_END_BFS_ORDER_JOB_HPP

#include <boost_gpu_paths/detail/interface/bfs_order.hpp>
#include <boost_gpu_paths/execution.hpp>

#include <atomic>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <thread>
#include <utility>
#include <vector>

namespace boost {
namespace gpu_paths {
namespace detail {
namespace bfs {

class discovery_order_job {
public:
    // context: the backend to run on (resolved or automatic), its options and device.
    discovery_order_job(const execution_context& context, std::vector<std::uint32_t> sources)
        : context_(context), sources_(std::move(sources))
    {
        context_.report = &report_;
    }
    discovery_order_job(const discovery_order_job&) = delete;
    discovery_order_job& operator=(const discovery_order_job&) = delete;

    // The continuation of the arrays' build (on its thread).
    template <class Arrays>
    void run(const Arrays& arrays, const std::atomic<bool>& cancelled) noexcept
    {
        try {
            std::vector<std::uint32_t> offsets, targets;
            const auto start = std::chrono::steady_clock::now();
            if (arrays.flatten(offsets, targets)) {
                const double flatten_ms =
                    std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
                // Until the search asks for the order (start()), or gives it up.
                while (!started_.load(std::memory_order_acquire) && !cancelled.load(std::memory_order_relaxed))
                    std::this_thread::sleep_for(std::chrono::microseconds(50));
                if (cancelled.load(std::memory_order_relaxed)) {
                    state_.store(failed, std::memory_order_release);
                    return;
                }
                backend_api::csr_topology topology;
                topology.vertex_count = static_cast<std::uint32_t>(offsets.size() - 1);
                topology.edge_count = static_cast<std::uint32_t>(targets.size());
                topology.offsets = offsets.data();
                topology.targets = targets.data();
                const std::size_t n = topology.vertex_count;
                order_.resize(n);
                discoverer_.resize(n);
                position_.resize(n);
                reached_ = backend_api::bfs_discovery_order(context_, topology, sources_.data(), sources_.size(),
                                                            order_.data(), discoverer_.data(), position_.data(),
                                                            &cancelled);
                report_.layout_ms = flatten_ms;  // the arrays made one CSR
            }
        } catch (...) {
            reached_ = 0;
        }
        state_.store(reached_ ? done : failed, std::memory_order_release);
    }

    // Lets the computation go on past the arrays (bfs_options::visitor_order_after).
    void start() noexcept { started_.store(true, std::memory_order_release); }
    bool started() const noexcept { return started_.load(std::memory_order_relaxed); }

    bool ready() const noexcept { return state_.load(std::memory_order_acquire) == done; }
    // Starts the job and waits for it, once its arrays were built (so that it runs); true
    // when the order is there.
    bool wait() noexcept
    {
        start();
        while (state_.load(std::memory_order_acquire) == pending) std::this_thread::yield();
        return ready();
    }

    std::size_t reached() const noexcept { return reached_; }
    const std::uint32_t* order() const noexcept { return order_.data(); }
    const std::uint32_t* discoverer() const noexcept { return discoverer_.data(); }
    const std::uint32_t* edge_position() const noexcept { return position_.data(); }
    const report& backend_report() const noexcept { return report_; }

private:
    enum : int { pending, done, failed };
    execution_context context_;
    report report_;
    std::vector<std::uint32_t> sources_;
    std::vector<std::uint32_t> order_, discoverer_, position_;
    std::size_t reached_ = 0;
    std::atomic<int> state_{pending};
    std::atomic<bool> started_{false};
};

}  // namespace bfs
}  // namespace detail
}  // namespace gpu_paths
}  // namespace boost

#endif
