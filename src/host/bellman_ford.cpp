// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Host backend of the Bellman-Ford family: rounds of frontier relaxation spread over the
// host's threads. Each thread lowers distances with an atomic minimum; a vertex enters
// the next frontier once (a flag per vertex), whichever thread lowered it first. The
// order of the lowerings varies from run to run, but the converged distances do not, and
// the parents are chosen from them afterwards (shared/bellman_ford_parents.hpp), so the
// results and the verdict are the same on every run.
#include "host/entry.hpp"
#include "shared/bellman_ford_parents.hpp"
#include "shared/bellman_ford_relax.hpp"

#include <boost_gpu_paths/detail/base/parallel_for.hpp>
#include <boost_gpu_paths/detail/base/weight_types.hpp>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

namespace boost {
namespace gpu_paths {
namespace host {

namespace {

using backend_api::csr_topology;

// Lowers `slot` to `candidate` when that is smaller; true when this call lowered it.
template <class W>
bool atomic_lower(std::atomic<W>& slot, W candidate)
{
    W current = slot.load(std::memory_order_relaxed);
    while (shared::bellman_ford_relax<W>::lowers(candidate, current))
        if (slot.compare_exchange_weak(current, candidate, std::memory_order_relaxed)) return true;
    return false;
}

template <class W>
class frontier_relaxation {
public:
    frontier_relaxation(const csr_topology& graph, const W* weights, const W* initial)
        : graph_(graph), weights_(weights), distances_(new std::atomic<W>[graph.vertex_count]),
          queued_(new std::atomic<unsigned char>[graph.vertex_count])
    {
        const std::uint32_t n = graph.vertex_count;
        base::parallel_for(0, n, [&](std::size_t v) {
            distances_[v].store(initial[v], std::memory_order_relaxed);
            queued_[v].store(0, std::memory_order_relaxed);
        }, base::min_elements_per_chunk);
        for (std::uint32_t v = 0; v < n; ++v)
            if (initial[v] < relax::reach_limit()) frontier_.push_back(v);
    }

    // Relaxes the out-edges of the frontier; the frontier becomes the vertices lowered.
    void round()
    {
        std::vector<std::uint32_t> next;
        std::mutex next_mutex;
        base::parallel_for_chunks(0, frontier_.size(), [&](std::size_t lo, std::size_t hi) {
            std::vector<std::uint32_t> lowered;
            for (std::size_t i = lo; i < hi; ++i) {
                const std::uint32_t u = frontier_[i];
                const W du = distances_[u].load(std::memory_order_relaxed);
                for (std::uint32_t e = graph_.offsets[u]; e < graph_.offsets[u + 1]; ++e) {
                    const std::uint32_t v = graph_.targets[e];
                    if (atomic_lower(distances_[v], relax::candidate(du, weights_[e])) &&
                        queued_[v].exchange(1, std::memory_order_relaxed) == 0)
                        lowered.push_back(v);
                }
            }
            std::lock_guard<std::mutex> lock(next_mutex);
            next.insert(next.end(), lowered.begin(), lowered.end());
        }, 64);
        frontier_.swap(next);
        for (std::uint32_t v : frontier_) queued_[v].store(0, std::memory_order_relaxed);
    }

    bool frontier_empty() const { return frontier_.empty(); }

    // Whether one more round would lower a distance: only the frontier's out-edges can.
    bool frontier_can_lower() const
    {
        std::atomic<bool> found{false};
        base::parallel_for_chunks(0, frontier_.size(), [&](std::size_t lo, std::size_t hi) {
            for (std::size_t i = lo; i < hi && !found.load(std::memory_order_relaxed); ++i) {
                const std::uint32_t u = frontier_[i];
                const W du = distances_[u].load(std::memory_order_relaxed);
                for (std::uint32_t e = graph_.offsets[u]; e < graph_.offsets[u + 1]; ++e)
                    if (relax::lowers(relax::candidate(du, weights_[e]),
                                      distances_[graph_.targets[e]].load(std::memory_order_relaxed))) {
                        found.store(true, std::memory_order_relaxed);
                        break;
                    }
            }
        }, 64);
        return found.load();
    }

    // Copies the distances out; returns whether one reached the floor (a negative cycle).
    bool copy_out(W* distances) const
    {
        std::atomic<bool> at_floor{false};
        base::parallel_for(0, graph_.vertex_count, [&](std::size_t v) {
            distances[v] = distances_[v].load(std::memory_order_relaxed);
            if (distances[v] <= relax::floor()) at_floor.store(true, std::memory_order_relaxed);
        }, base::min_elements_per_chunk);
        return at_floor.load();
    }

private:
    using relax = shared::bellman_ford_relax<W>;
    const csr_topology& graph_;
    const W* weights_;
    std::unique_ptr<std::atomic<W>[]> distances_;
    std::unique_ptr<std::atomic<unsigned char>[]> queued_;
    std::vector<std::uint32_t> frontier_;
};

}  // namespace

template <class W>
bool bellman_ford(const execution_context& context, const csr_topology& graph, const W* weights, W* distances,
                  std::uint32_t* parents)
{
    const auto start = std::chrono::steady_clock::now();
    const std::uint32_t n = graph.vertex_count;
    std::vector<W> initial;
    if (parents) initial.assign(distances, distances + n);
    std::uint32_t rounds = 0;
    bool negative_cycle = false;
    if (n != 0) {
        frontier_relaxation<W> relaxation(graph, weights, distances);
        for (; rounds + 1 < n && !relaxation.frontier_empty(); ++rounds) relaxation.round();
        const bool cycle_left = !relaxation.frontier_empty() && relaxation.frontier_can_lower();
        const bool at_floor = relaxation.copy_out(distances);
        negative_cycle = cycle_left || at_floor;
    }
    if (parents && !negative_cycle)
        shared::bellman_ford_parents(graph, weights, initial.data(), distances,
                                     shared::bellman_ford_relax<W>::reach_limit(), parents);
    if (report* out = context.report) {
        out->method = "frontier Bellman-Ford, " + std::to_string(rounds) + " rounds";
        out->compute_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    }
    return !negative_cycle;
}

#define BOOST_GPU_PATHS_INSTANTIATE_HOST_BELLMAN_FORD(W)                                                      \
    template bool bellman_ford<W>(const execution_context&, const csr_topology&, const W*, W*, std::uint32_t*);
BOOST_GPU_PATHS_FOR_EACH_WEIGHT(BOOST_GPU_PATHS_INSTANTIATE_HOST_BELLMAN_FORD)
#undef BOOST_GPU_PATHS_INSTANTIATE_HOST_BELLMAN_FORD

}  // namespace host
}  // namespace gpu_paths
}  // namespace boost
