// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Single-source distances on the host's threads: delta-stepping (Meyer and Sanders) as
// GAPBS runs it (Beamer, Asanovic, Patterson, arXiv:1508.03619). A shared frontier of the
// current bucket is split among the threads; each keeps its own bins of the vertices it
// lowered and works through its own small bin of the current bucket without waiting for
// the others; then the threads agree on the next non-empty bucket and pour their bins of
// it into the frontier. Distances fall by compare-and-swap.
//
// The distances equal a sequential Dijkstra's bit for bit, floating-point ones included:
// both reach the fixed point d[v] = min over in-edges of d[u] + w (each sum rounded),
// which rounding's monotonicity makes the minimum over paths of the path's running sum.
#ifndef BOOST_GPU_PATHS_SRC_HOST_DELTA_STEPPING_HPP
#define BOOST_GPU_PATHS_SRC_HOST_DELTA_STEPPING_HPP

#include "host/thread_team.hpp"

#include <boost_gpu_paths/detail/base/weight_encoding.hpp>
#include <boost_gpu_paths/detail/interface/graph_arrays.hpp>

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <type_traits>
#include <vector>

namespace boost {
namespace gpu_paths {
namespace host {

namespace delta_stepping_detail {

// Lock-free atomics on the caller's plain array of W (GCC and Clang builtins: C++17 has no
// atomic_ref). Every W the library takes is 2, 4 or 8 bytes wide.
template <class W>
W load(const W* where) noexcept
{
    W value;
    __atomic_load(where, &value, __ATOMIC_RELAXED);
    return value;
}

template <class W>
bool replace(W* where, W& expected, W desired) noexcept
{
    return __atomic_compare_exchange(where, &expected, &desired, false, __ATOMIC_RELAXED, __ATOMIC_RELAXED);
}

// A thread's own bins stay within this many buckets of the current one: a vertex further
// out waits in the last of them. Processing a vertex in an earlier bucket than its
// distance's is only early (its edges are relaxed again if it falls further), so the
// bound costs speed on extreme weights, never correctness, and caps the bins' memory.
constexpr std::size_t bin_span = std::size_t(1) << 14;
// A thread works through its own bin of the current bucket alone while it holds fewer
// vertices than this (GAPBS's kBinSizeThreshold); a larger one is shared out.
constexpr std::size_t alone_below = 1000;
constexpr std::size_t no_bucket = std::numeric_limits<std::size_t>::max();

// The bucket of a distance: its quotient by delta, rounded down (a floating-point quotient
// beyond 2^62 counts as 2^62: converting it would be undefined).
template <class W>
std::size_t bucket_of(W distance, W delta) noexcept
{
    const W quotient = distance / delta;
    if constexpr (std::is_floating_point<W>::value)
        if (!(quotient < W(std::uint64_t(1) << 62))) return std::size_t(1) << 62;
    return static_cast<std::size_t>(quotient);
}

}  // namespace delta_stepping_detail

// Distances from `sources` (each < n, distance 0) into `distances` (n entries, written
// whole: weight_encoding<W>::infinity() where unreached). Weights are non-negative and the
// bounds the front end checked keep every sum below infinity. delta > 0. first_frontier:
// the frontier's first length (0: n + sources + 1; tests pass 1 to make it grow).
template <class W>
void delta_stepping(const backend_api::csr_topology& graph, const W* weights, const std::uint32_t* sources,
                    std::size_t source_count, W* distances, W delta, unsigned threads,
                    std::size_t first_frontier = 0)
{
    using namespace delta_stepping_detail;
    const std::uint32_t n = graph.vertex_count;
    const W infinity = weight_encoding<W>::infinity();
    std::fill(distances, distances + n, infinity);
    // A vertex enters the frontier once for each time a thread lowered it into the bucket:
    // mostly once, so it starts at n + sources and grows (below) where a step needs more.
    std::vector<std::uint32_t> frontier(
        std::max(first_frontier ? first_frontier : std::size_t(n) + 1, source_count) + 1);
    std::size_t first_tail = 0;
    for (std::size_t i = 0; i < source_count; ++i) {
        if (distances[sources[i]] == W(0)) continue;
        distances[sources[i]] = W(0);
        frontier[first_tail++] = sources[i];
    }
    // Per step parity: the bucket the step works on, the frontier's length, and the next
    // frontier entry not yet taken by a thread. A step reads its parity's values and sets
    // the other's for the next step; member 0 resets its own for the step after next.
    std::atomic<std::size_t> bucket[2] = {{0}, {no_bucket}};
    std::atomic<std::size_t> tail[2] = {{first_tail}, {0}};
    std::atomic<std::size_t> taken[2] = {{0}, {0}};
    std::atomic<bool> frontier_short{false};
    const std::size_t grain = 64;

    thread_team::run(threads, [&](unsigned member, thread_team& team) {
        std::vector<std::vector<std::uint32_t>> bins;
        std::size_t base = 0;  // bins[i] holds bucket base + i
        bool out_of_memory = false;
        auto raw_bucket = [&](W distance) { return bucket_of(distance, delta); };
        auto relax = [&](std::uint32_t u, std::size_t current) {
            const W du = load(distances + u);
            for (std::uint32_t e = graph.offsets[u]; e < graph.offsets[u + 1]; ++e) {
                const std::uint32_t v = graph.targets[e];
                const W candidate = du + weights[e];
                W seen = load(distances + v);
                while (candidate < seen) {
                    if (replace(distances + v, seen, candidate)) {
                        const std::size_t b = std::min(std::max(raw_bucket(candidate), current),
                                                       current + bin_span - 1) - base;
                        try {
                            if (b >= bins.size()) bins.resize(b + 1);
                            bins[b].push_back(v);
                        } catch (...) {
                            out_of_memory = true;  // every member winds down at the next barrier
                        }
                        break;
                    }
                }
            }
        };
        for (std::size_t step = 0;; ++step) {
            const int now = static_cast<int>(step & 1), next = 1 - now;
            const std::size_t current = bucket[now].load(std::memory_order_acquire);
            if (current == no_bucket) break;
            // The bins restart at the current bucket: the ones before it are empty.
            if (current > base) {
                const std::size_t drop = std::min(current - base, bins.size());
                bins.erase(bins.begin(), bins.begin() + static_cast<std::ptrdiff_t>(drop));
                base = current;
            }
            const std::size_t length = tail[now].load(std::memory_order_acquire);
            for (;;) {
                const std::size_t from = taken[now].fetch_add(grain, std::memory_order_relaxed);
                if (from >= length) break;
                const std::size_t to = std::min(length, from + grain);
                for (std::size_t i = from; i < to; ++i) {
                    const std::uint32_t u = frontier[i];
                    // Skipped: lowered since into an earlier bucket, which relaxed it.
                    if (raw_bucket(load(distances + u)) >= current) relax(u, current);
                }
            }
            while (!bins.empty() && !bins.front().empty() && bins.front().size() < alone_below) {
                std::vector<std::uint32_t> mine;
                mine.swap(bins.front());
                for (std::uint32_t u : mine) relax(u, current);
            }
            std::size_t mine_next = no_bucket;
            for (std::size_t i = 0; i < bins.size(); ++i)
                if (!bins[i].empty()) {
                    mine_next = base + i;
                    break;
                }
            std::size_t agreed = bucket[next].load(std::memory_order_relaxed);
            while (mine_next < agreed &&
                   !bucket[next].compare_exchange_weak(agreed, mine_next, std::memory_order_acq_rel)) {
            }
            if (out_of_memory) team.fail(std::make_exception_ptr(std::bad_alloc()));
            team.barrier();
            if (team.failed()) break;
            if (member == 0) {
                bucket[now].store(no_bucket, std::memory_order_relaxed);
                tail[now].store(0, std::memory_order_relaxed);
                taken[now].store(0, std::memory_order_relaxed);
            }
            // Each member pours its bin of the next bucket into the frontier at a place it
            // reserves; where the frontier is too short (a vertex lowered many times in one
            // step), member 0 lengthens it and the reservations are filled after.
            const std::size_t chosen = bucket[next].load(std::memory_order_acquire);
            std::vector<std::uint32_t>* pour = nullptr;
            std::size_t at = 0;
            if (chosen != no_bucket && chosen - base < bins.size() && !bins[chosen - base].empty()) {
                pour = &bins[chosen - base];
                at = tail[next].fetch_add(pour->size(), std::memory_order_acq_rel);
                if (at + pour->size() <= frontier.size()) {
                    std::copy(pour->begin(), pour->end(), frontier.begin() + static_cast<std::ptrdiff_t>(at));
                    pour->clear();
                    pour = nullptr;
                } else {
                    frontier_short.store(true, std::memory_order_relaxed);
                }
            }
            team.barrier();
            if (frontier_short.load(std::memory_order_relaxed)) {
                team.barrier();  // every member has seen the flag
                if (member == 0) {
                    try {
                        frontier.resize(std::max(tail[next].load(std::memory_order_relaxed), 2 * frontier.size()));
                    } catch (...) {
                        team.fail(std::current_exception());
                    }
                    frontier_short.store(false, std::memory_order_relaxed);
                }
                team.barrier();
                if (team.failed()) break;
                if (pour) {
                    std::copy(pour->begin(), pour->end(), frontier.begin() + static_cast<std::ptrdiff_t>(at));
                    pour->clear();
                }
                team.barrier();
            }
        }
    });
}

}  // namespace host
}  // namespace gpu_paths
}  // namespace boost

#endif
