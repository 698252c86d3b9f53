// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The host side of the one-block closure (closure.cuh).
#include "cuda/small_graph/closure.cuh"
#include "cuda/small_graph/closure_kernel.cuh"
#include "cuda/small_graph/shared_memory.cuh"
#include "cuda/small_graph/step_events.cuh"

#include "cuda/runtime/check.cuh"

#include <boost_gpu_paths/detail/base/weight_types.hpp>

#include <cstring>

namespace boost {
namespace gpu_paths {
namespace cuda {
namespace small_graph {

bool takes_closure(std::uint32_t n, std::size_t distance_bytes, bool paths, std::uint32_t limit)
{
    return n > 0 && n <= limit && closure_shared_bytes(n, distance_bytes, paths) <= shared_limit(current_device());
}

template <class W>
bool floyd_warshall(cudaStream_t stream, const backend_api::dense_apsp_problem<W>& problem,
                    backend_api::row_sink<W> distances, const backend_api::row_sink<std::uint32_t>* predecessors,
                    closure_facts* facts, trace_mode trace)
{
    const std::size_t n = problem.vertex_count, cells = n * n;
    const bool paths = predecessors != nullptr;
    const bool dense = problem.dense != nullptr;
    const std::size_t m = dense ? 0 : problem.graph->edge_count;
    // Packed regions, the same in the pinned block and on the device: the input (the
    // matrix, or offsets, targets and weights), then the flag, distances and predecessors.
    const std::size_t targets_at = aligned((n + 1) * 4);
    const std::size_t weights_at = aligned(targets_at + m * 4);
    const std::size_t input_bytes = dense ? aligned(cells * sizeof(W)) : aligned(weights_at + m * sizeof(W));
    const std::size_t flag_at = input_bytes, distances_at = flag_at + 16;
    const std::size_t paths_at = aligned(distances_at + cells * sizeof(W));
    const std::size_t total = aligned(paths_at + (paths ? cells * 4 : 0));
    pinned_buffer<unsigned char> staging(total);
    device_buffer<unsigned char> device_block(total, "one-block closure");
    unsigned char* const host = staging.data();
    unsigned char* const device = device_block.data();
    if (dense) {
        for (std::size_t i = 0; i < n; ++i)
            std::memcpy(host + i * n * sizeof(W), problem.dense + i * problem.dense_stride, n * sizeof(W));
    } else {
        const backend_api::csr_topology& g = *problem.graph;
        std::memcpy(host, g.offsets, (n + 1) * 4);
        if (m) {
            std::memcpy(host + targets_at, g.targets, m * 4);
            std::memcpy(host + weights_at, problem.weights, m * sizeof(W));
        }
    }

    step_events steps(facts != nullptr, trace);
    steps.mark(step_events::start, stream);
    BOOST_GPU_PATHS_CUDA_CHECK(cudaMemcpyAsync(device, host, input_bytes, cudaMemcpyHostToDevice, stream));
    steps.mark(step_events::uploaded, stream);
    closure_parameters<W> p;
    p.n = static_cast<std::uint32_t>(n);
    p.offsets = reinterpret_cast<const std::uint32_t*>(device);
    p.targets = reinterpret_cast<const std::uint32_t*>(device + targets_at);
    p.weights = reinterpret_cast<const W*>(device + weights_at);
    p.dense = dense ? reinterpret_cast<const W*>(device) : nullptr;
    p.infinite_threshold = problem.infinite_threshold;
    p.caller_infinity = problem.caller_infinity;
    p.distances = reinterpret_cast<W*>(device + distances_at);
    p.paths = paths ? reinterpret_cast<std::uint32_t*>(device + paths_at) : nullptr;
    p.negative_cycle = reinterpret_cast<int*>(device + flag_at);
    const std::size_t shared = closure_shared_bytes(p.n, sizeof(W), paths);
    const int ordinal = current_device();
    if (paths)
        allowed_all_shared_memory<closure_kernel<W, true>>(ordinal)<<<1, closure_threads, shared, stream>>>(p);
    else
        allowed_all_shared_memory<closure_kernel<W, false>>(ordinal)<<<1, closure_threads, shared, stream>>>(p);
    BOOST_GPU_PATHS_CHECK_LAUNCH("small_graph::closure_kernel");
    steps.mark(step_events::computed, stream);
    BOOST_GPU_PATHS_CUDA_CHECK(cudaMemcpyAsync(host + flag_at, device + flag_at, total - flag_at,
                                               cudaMemcpyDeviceToHost, stream));
    steps.mark(step_events::downloaded, stream);
    BOOST_GPU_PATHS_CUDA_CHECK(cudaStreamSynchronize(stream));
    if (facts) {
        facts->upload_ms = steps.ms_before(step_events::uploaded);
        facts->compute_ms = steps.ms_before(step_events::computed);
        facts->download_ms = steps.ms_before(step_events::downloaded);
    }
    int negative_cycle = 0;
    std::memcpy(&negative_cycle, host + flag_at, sizeof negative_cycle);
    if (negative_cycle) return false;
    distances(0, n, reinterpret_cast<const W*>(host + distances_at), n);
    if (paths) (*predecessors)(0, n, reinterpret_cast<const std::uint32_t*>(host + paths_at), n);
    return true;
}

#define BOOST_GPU_PATHS_INSTANTIATE_SMALL_CLOSURE(W)                                                           \
    template bool floyd_warshall<W>(cudaStream_t, const backend_api::dense_apsp_problem<W>&, backend_api::row_sink<W>, \
                                    const backend_api::row_sink<std::uint32_t>*, closure_facts*, trace_mode);
BOOST_GPU_PATHS_FOR_EACH_WEIGHT(BOOST_GPU_PATHS_INSTANTIATE_SMALL_CLOSURE)
#undef BOOST_GPU_PATHS_INSTANTIATE_SMALL_CLOSURE

}  // namespace small_graph
}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost
