// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The discovery order's interface (detail/interface/bfs_order.hpp): the sources checked,
// then the context's backend.
#include "dispatch/context.hpp"
#include "host/entry.hpp"

#include <boost_gpu_paths/detail/interface/bfs_order.hpp>
#include <boost_gpu_paths/errors.hpp>

#if BOOST_GPU_PATHS_HAS_CUDA
#include "cuda/bfs/entry.hpp"
#endif

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

namespace boost {
namespace gpu_paths {
namespace backend_api {

namespace {
// Ranks are 32-bit; the CUDA kernel adds up to a grid's worth of tiles (a few hundred
// thousand ranks) to a level's first rank, which must not wrap.
constexpr std::uint32_t max_order_vertices = 0xffffffffu - (1u << 24);
}  // namespace

std::size_t bfs_discovery_order(const execution_context& context, const csr_topology& graph,
                                const std::uint32_t* sources, std::size_t source_count, std::uint32_t* order,
                                std::uint32_t* discoverer, std::uint32_t* edge_position,
                                const std::atomic<bool>* cancelled)
{
    if (graph.vertex_count > max_order_vertices)
        throw invalid_input("bfs_discovery_order: a graph of " + std::to_string(graph.vertex_count) +
                            " vertices; at most " + std::to_string(max_order_vertices) + " are supported");
    // The front end checks sources against the caller's graph and keeps repeated ones on
    // BGL's loop; this guards direct callers, whose kernels would index out of bounds.
    std::vector<std::uint32_t> listed(sources, sources + source_count);
    std::sort(listed.begin(), listed.end());
    for (std::size_t i = 0; i < listed.size(); ++i) {
        if (listed[i] >= graph.vertex_count)
            throw invalid_input("bfs_discovery_order: source " + std::to_string(listed[i]) +
                                " is not a vertex of a graph with " + std::to_string(graph.vertex_count) + " vertices");
        if (i > 0 && listed[i] == listed[i - 1])
            throw invalid_input("bfs_discovery_order: source " + std::to_string(listed[i]) + " is listed twice");
    }
    const dispatch::call_scope call(context);
    if (call.context.report) *call.context.report = report();
    return dispatch::with_host_memory_errors("bfs_discovery_order", graph.vertex_count, [&] {
#if BOOST_GPU_PATHS_HAS_CUDA
        if (call.context.backend == backend_kind::cuda)
            return cuda::bfs::discovery_order(call.context, graph, sources, source_count, order, discoverer,
                                              edge_position, cancelled);
#endif
        return host::bfs_discovery_order(call.context, graph, sources, source_count, order, discoverer,
                                         edge_position, cancelled);
    });
}

}  // namespace backend_api
}  // namespace gpu_paths
}  // namespace boost
