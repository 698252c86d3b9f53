// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Host backend of the DAG family: the part of the graph reachable from the source, its
// in-degrees, then Kahn levels. Every vertex of a level has final distance (all its
// reachable in-neighbours were in earlier levels), so a level's out-edges are relaxed in
// parallel, by atomic min, and the vertices whose last in-edge a level consumed form the
// next one. Parents come from tight edges once the distances are final.
#include "host/entry.hpp"

#include <boost_gpu_paths/detail/base/parallel_for.hpp>
#include <boost_gpu_paths/detail/base/weight_encoding.hpp>
#include <boost_gpu_paths/detail/base/weight_types.hpp>

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

// Vertices per chunk of a level: each carries its out-edges, a few atomics apiece.
constexpr std::size_t level_chunk = 256;

template <class T>
std::unique_ptr<std::atomic<T>[]> atomic_array(std::size_t n, T value)
{
    std::unique_ptr<std::atomic<T>[]> out(new std::atomic<T>[n]);
    for (std::size_t i = 0; i < n; ++i) out[i].store(value, std::memory_order_relaxed);
    return out;
}

template <class W>
void atomic_min(std::atomic<W>& slot, W value)
{
    W seen = slot.load(std::memory_order_relaxed);
    while (value < seen && !slot.compare_exchange_weak(seen, value, std::memory_order_relaxed)) {
    }
}

// The vertices reachable from source, in breadth-first order, and the in-degree of every
// vertex within that part (each reachable vertex is expanded once, so each of its
// out-edges is counted once; every target of a reachable vertex is reachable).
std::vector<std::uint32_t> reachable_from(const csr_topology& g, std::uint32_t source,
                                          std::vector<std::uint32_t>& in_degree)
{
    std::vector<char> seen(g.vertex_count, 0);
    in_degree.assign(g.vertex_count, 0);
    std::vector<std::uint32_t> order{source};
    seen[source] = 1;
    for (std::size_t head = 0; head < order.size(); ++head) {
        const std::uint32_t u = order[head];
        for (std::uint32_t e = g.offsets[u]; e < g.offsets[u + 1]; ++e) {
            const std::uint32_t v = g.targets[e];
            ++in_degree[v];
            if (!seen[v]) {
                seen[v] = 1;
                order.push_back(v);
            }
        }
    }
    return order;
}

// Runs body(u, local_next) over the level's vertices in parallel and returns the
// concatenation of what the chunks appended to their local_next.
template <class Body>
std::vector<std::uint32_t> expand_level(const std::vector<std::uint32_t>& level, Body&& body)
{
    std::vector<std::uint32_t> next;
    std::mutex next_mutex;
    base::parallel_for_chunks(
        0, level.size(),
        [&](std::size_t lo, std::size_t hi) {
            std::vector<std::uint32_t> local;
            for (std::size_t i = lo; i < hi; ++i) body(level[i], local);
            std::lock_guard<std::mutex> lock(next_mutex);
            next.insert(next.end(), local.begin(), local.end());
        },
        level_chunk);
    return next;
}

}  // namespace

template <class W>
bool dag_shortest_paths(const execution_context& context, const csr_topology& g, const W* weights,
                        std::uint32_t source, W limit, W* distances, std::uint32_t* parents)
{
    const auto start = std::chrono::steady_clock::now();
    const std::uint32_t n = g.vertex_count;
    std::vector<std::uint32_t> counts;
    const std::vector<std::uint32_t> reachable = reachable_from(g, source, counts);
    std::unique_ptr<std::atomic<std::uint32_t>[]> in_degree(new std::atomic<std::uint32_t>[n]);
    base::parallel_for(0, n, [&](std::size_t v) { in_degree[v].store(counts[v], std::memory_order_relaxed); }, 16384);

    const W infinity = weight_encoding<W>::infinity();
    auto distance = atomic_array<W>(n, infinity);
    distance[source].store(W(0), std::memory_order_relaxed);
    std::size_t leveled = 0;
    std::size_t levels = 0;
    // An in-edge into the source from a reachable vertex closes a cycle: the source gets no level.
    std::vector<std::uint32_t> level;
    if (in_degree[source].load(std::memory_order_relaxed) == 0) level.push_back(source);
    while (!level.empty()) {
        leveled += level.size();
        ++levels;
        level = expand_level(level, [&](std::uint32_t u, std::vector<std::uint32_t>& next) {
            const W du = distance[u].load(std::memory_order_relaxed);
            for (std::uint32_t e = g.offsets[u]; e < g.offsets[u + 1]; ++e) {
                const std::uint32_t v = g.targets[e];
                if (du < limit) {
                    const W candidate = du + weights[e];
                    if (candidate < limit) atomic_min(distance[v], candidate);
                }
                if (in_degree[v].fetch_sub(1, std::memory_order_relaxed) == 1) next.push_back(v);
            }
        });
    }
    if (leveled != reachable.size()) return false;

    base::parallel_for(0, n, [&](std::size_t v) { distances[v] = distance[v].load(std::memory_order_relaxed); }, 16384);
    if (parents) {
        base::parallel_for(0, n, [&](std::size_t v) { parents[v] = static_cast<std::uint32_t>(v); }, 16384);
        // Any tight in-edge will do; the source has none from a reachable vertex (no cycle).
        auto parent = atomic_array<std::uint32_t>(n, backend_api::no_vertex);
        base::parallel_for(0, reachable.size(), [&](std::size_t i) {
            const std::uint32_t u = reachable[i];
            const W du = distances[u];
            if (!(du < limit)) return;
            for (std::uint32_t e = g.offsets[u]; e < g.offsets[u + 1]; ++e) {
                const std::uint32_t v = g.targets[e];
                if (distances[v] < limit && du + weights[e] == distances[v])
                    parent[v].store(u, std::memory_order_relaxed);
            }
        }, 64);
        base::parallel_for(0, reachable.size(), [&](std::size_t i) {
            const std::uint32_t v = reachable[i];
            const std::uint32_t p = parent[v].load(std::memory_order_relaxed);
            if (p != backend_api::no_vertex && v != source) parents[v] = p;
        }, 16384);
    }
    if (report* out = context.report) {
        out->method = "Kahn levels over the part reachable from the source (" + std::to_string(levels) + " levels)";
        out->compute_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    }
    return true;
}

#define BOOST_GPU_PATHS_INSTANTIATE_HOST_DAG_PATHS(W)                                                            \
    template bool dag_shortest_paths<W>(const execution_context&, const csr_topology&, const W*, std::uint32_t, W, \
                                        W*, std::uint32_t*);
BOOST_GPU_PATHS_FOR_EACH_WEIGHT(BOOST_GPU_PATHS_INSTANTIATE_HOST_DAG_PATHS)
#undef BOOST_GPU_PATHS_INSTANTIATE_HOST_DAG_PATHS

}  // namespace host
}  // namespace gpu_paths
}  // namespace boost
