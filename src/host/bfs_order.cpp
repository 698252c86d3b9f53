// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Host backend of the discovery order (detail/interface/bfs_order.hpp): BGL's FIFO search
// itself, on one thread, over the arrays. Levels of a few hundred vertices (road networks)
// hand over between threads more often than a thread saves, so the parallel computation of
// the order is the CUDA backend's; this one serves machines without a device, and the
// tests, which check the replay against BGL on every backend.
#include "host/entry.hpp"

#include <boost_gpu_paths/detail/base/host_memory.hpp>

#include <chrono>
#include <string>
#include <vector>

namespace boost {
namespace gpu_paths {
namespace host {

std::size_t bfs_discovery_order(const execution_context& context, const backend_api::csr_topology& graph,
                                const std::uint32_t* sources, std::size_t source_count, std::uint32_t* order,
                                std::uint32_t* discoverer, std::uint32_t* edge_position,
                                const std::atomic<bool>* cancelled)
{
    const auto start = std::chrono::steady_clock::now();
    const std::size_t n = graph.vertex_count;
    std::vector<std::uint64_t> discovered;
    base::resize_host_vector(discovered, (n + 63) / 64, "bfs_discovery_order: the discovered bitmap");
    std::size_t reached = 0;
    for (std::size_t i = 0; i < source_count; ++i) {
        const std::uint32_t s = sources[i];
        discovered[s >> 6] |= std::uint64_t(1) << (s & 63);
        order[reached] = s;
        discoverer[reached] = backend_api::no_vertex;
        edge_position[reached] = 0;
        ++reached;
    }
    for (std::size_t head = 0; head < reached; ++head) {
        if (cancelled && head % 4096 == 0 && cancelled->load(std::memory_order_relaxed)) return 0;
        const std::uint32_t u = order[head];
        const std::uint32_t first = graph.offsets[u], last = graph.offsets[u + 1];
        for (std::uint32_t e = first; e < last; ++e) {
            const std::uint32_t v = graph.targets[e];
            std::uint64_t& word = discovered[v >> 6];
            const std::uint64_t bit = std::uint64_t(1) << (v & 63);
            if (word & bit) continue;
            word |= bit;
            order[reached] = v;
            discoverer[reached] = static_cast<std::uint32_t>(head);
            edge_position[reached] = e - first;
            ++reached;
        }
    }
    if (report* out = context.report) {
        out->backend = backend_kind::host;
        out->device = -1;
        out->method = "BGL's discovery order on one host thread";
        out->compute_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    }
    return reached;
}

}  // namespace host
}  // namespace gpu_paths
}  // namespace boost
