// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// CUDA backend of the DAG family (contract: detail/interface/dag_paths.hpp), in three
// frontier passes over the device CSR:
//   1. a breadth-first search from the source marks the reachable part and counts, by
//      atomics, the in-degree of every vertex within it (each reachable vertex is expanded
//      once, so each of its out-edges is counted once);
//   2. Kahn levels: a level's vertices have final distances, so their out-edges are
//      relaxed by atomic min and their in-degrees decremented; the vertices whose count
//      reaches 0 form the next level. Fewer leveled than reachable vertices: a cycle;
//   3. parents from tight edges, once the distances are final.
// Distances may be negative, so float minimums take a compare-and-swap loop (the signed
// integer trick of atomics.cuh holds for non-negative floats only).
#include "cuda/runtime/call_scope.cuh"
#include "cuda/runtime/check.cuh"
#include "cuda/runtime/device_csr.cuh"
#include "cuda/runtime/memory.cuh"
#include "cuda/runtime/phase_ranges.hpp"
#include "cuda/runtime/staged_upload.cuh"
#include "cuda/sssp/entry.hpp"

#include <boost_gpu_paths/detail/base/weight_encoding.hpp>
#include <boost_gpu_paths/detail/base/weight_types.hpp>

#include <cstdint>
#include <string>
#include <utility>

namespace boost {
namespace gpu_paths {
namespace cuda {
namespace sssp {

namespace {

using backend_api::csr_topology;

constexpr unsigned dag_block = 256;

unsigned blocks_for(std::size_t count)
{
    const std::size_t blocks = (count + dag_block - 1) / dag_block;
    return static_cast<unsigned>(blocks ? blocks : 1);
}

__device__ __forceinline__ void lower(std::int32_t* slot, std::int32_t value) { atomicMin(slot, value); }
__device__ __forceinline__ void lower(std::int64_t* slot, std::int64_t value)
{
    atomicMin(reinterpret_cast<long long*>(slot), static_cast<long long>(value));
}
__device__ __forceinline__ void lower(float* slot, float value)
{
    int* const bits = reinterpret_cast<int*>(slot);
    int seen = atomicAdd(bits, 0);
    while (value < __int_as_float(seen)) {
        const int before = atomicCAS(bits, seen, __float_as_int(value));
        if (before == seen) break;
        seen = before;
    }
}
__device__ __forceinline__ void lower(double* slot, double value)
{
    unsigned long long* const bits = reinterpret_cast<unsigned long long*>(slot);
    unsigned long long seen = atomicAdd(bits, 0ull);
    while (value < __longlong_as_double(static_cast<long long>(seen))) {
        const unsigned long long before =
            atomicCAS(bits, seen, static_cast<unsigned long long>(__double_as_longlong(value)));
        if (before == seen) break;
        seen = before;
    }
}

template <class W>
__global__ void initialize_kernel(std::uint32_t n, std::uint32_t source, W* distances, std::uint32_t* in_degree,
                                  std::uint32_t* seen, std::uint32_t* parents, std::uint32_t* frontier)
{
    const std::uint32_t v = blockIdx.x * blockDim.x + threadIdx.x;
    if (v >= n) return;
    distances[v] = v == source ? W(0) : weight_encoding<W>::infinity();
    in_degree[v] = 0;
    seen[v] = v == source;
    parents[v] = v;
    if (v == 0) frontier[0] = source;
}

// Step 1: one thread per frontier vertex expands it, counting in-degrees.
__global__ void reach_kernel(const std::uint32_t* offsets, const std::uint32_t* targets,
                             const std::uint32_t* frontier, std::uint32_t size, std::uint32_t* seen,
                             std::uint32_t* in_degree, std::uint32_t* next, std::uint32_t* next_size)
{
    const std::uint32_t i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= size) return;
    const std::uint32_t u = frontier[i];
    for (std::uint32_t e = offsets[u]; e < offsets[u + 1]; ++e) {
        const std::uint32_t v = targets[e];
        atomicAdd(&in_degree[v], 1u);
        if (atomicCAS(&seen[v], 0u, 1u) == 0u) next[atomicAdd(next_size, 1u)] = v;
    }
}

// Step 2: the level's distances are final (set by earlier launches).
template <class W>
__global__ void relax_level_kernel(const std::uint32_t* offsets, const std::uint32_t* targets, const W* weights,
                                   W limit, const std::uint32_t* level, std::uint32_t size, W* distances,
                                   std::uint32_t* in_degree, std::uint32_t* next, std::uint32_t* next_size)
{
    const std::uint32_t i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= size) return;
    const std::uint32_t u = level[i];
    const W du = distances[u];
    for (std::uint32_t e = offsets[u]; e < offsets[u + 1]; ++e) {
        const std::uint32_t v = targets[e];
        if (du < limit) {
            const W candidate = du + weights[e];
            if (candidate < limit) lower(&distances[v], candidate);
        }
        if (atomicSub(&in_degree[v], 1u) == 1u) next[atomicAdd(next_size, 1u)] = v;
    }
}

// Step 3: any tight edge into v gives its parent; the source keeps itself (no reachable
// in-edge, the part being acyclic).
template <class W>
__global__ void parents_kernel(std::uint32_t n, const std::uint32_t* offsets, const std::uint32_t* targets,
                               const W* weights, W limit, std::uint32_t source, const std::uint32_t* seen,
                               const W* distances, std::uint32_t* parents)
{
    const std::uint32_t u = blockIdx.x * blockDim.x + threadIdx.x;
    if (u >= n || !seen[u]) return;
    const W du = distances[u];
    if (!(du < limit)) return;
    for (std::uint32_t e = offsets[u]; e < offsets[u + 1]; ++e) {
        const std::uint32_t v = targets[e];
        const W dv = distances[v];
        if (v != source && dv < limit && du + weights[e] == dv) atomicExch(&parents[v], u);
    }
}

// Runs frontier steps until one leaves an empty frontier: step(frontier, size, next,
// next_size) queues one; the size comes back to the host between steps. Returns the
// number of vertices that passed through a frontier.
template <class Step>
std::size_t run_frontiers(device_buffer<std::uint32_t>& frontier, device_buffer<std::uint32_t>& next,
                          device_buffer<std::uint32_t>& next_size, pinned_buffer<std::uint32_t>& host_size,
                          std::uint32_t first_size, cudaStream_t work, std::size_t& levels, Step step)
{
    std::size_t passed = 0;
    std::uint32_t size = first_size;
    while (size) {
        passed += size;
        ++levels;
        BOOST_GPU_PATHS_CUDA_CHECK(cudaMemsetAsync(next_size.data(), 0, sizeof(std::uint32_t), work));
        step(frontier.data(), size, next.data(), next_size.data());
        BOOST_GPU_PATHS_CUDA_CHECK(cudaMemcpyAsync(host_size.data(), next_size.data(), sizeof(std::uint32_t),
                                                   cudaMemcpyDeviceToHost, work));
        BOOST_GPU_PATHS_CUDA_CHECK(cudaStreamSynchronize(work));
        size = host_size.data()[0];
        std::swap(frontier, next);
    }
    return passed;
}

}  // namespace

template <class W>
bool dag_shortest_paths(const execution_context& context, const csr_topology& graph, const W* weights,
                        std::uint32_t source, W limit, W* distances, std::uint32_t* parents)
{
    const std::uint32_t n = graph.vertex_count;
    device_scope device(context.device);
    stream work;
    order_after_caller(context, work.get());
    phase_ranges phases(context.tuning.trace);
    event start, uploaded, finished, downloaded;
    phases.enter("cuda: upload");
    start.record(work.get());
    const device_csr<W> csr(graph, weights, work.get(), staging_chunk_bytes(context.tuning));
    device_buffer<W> distance(n, "distances");
    device_buffer<std::uint32_t> in_degree(n, "in-degrees"), seen(n, "reached flags"), parent(n, "parents");
    device_buffer<std::uint32_t> frontier(n, "frontier"), next(n, "next frontier"), next_size(1, "frontier size");
    pinned_buffer<std::uint32_t> host_size(1);
    uploaded.record(work.get());

    phases.enter("cuda: compute");
    initialize_kernel<W><<<blocks_for(n), dag_block, 0, work.get()>>>(n, source, distance.data(), in_degree.data(),
                                                                      seen.data(), parent.data(), frontier.data());
    BOOST_GPU_PATHS_CHECK_LAUNCH("initialize_kernel");
    const std::uint32_t* const offsets = csr.offsets.data();
    const std::uint32_t* const targets = csr.targets.data();
    std::size_t reach_levels = 0, levels = 0;
    const std::size_t reachable = run_frontiers(
        frontier, next, next_size, host_size, 1, work.get(), reach_levels,
        [&](const std::uint32_t* at, std::uint32_t size, std::uint32_t* to, std::uint32_t* to_size) {
            reach_kernel<<<blocks_for(size), dag_block, 0, work.get()>>>(offsets, targets, at, size, seen.data(),
                                                                        in_degree.data(), to, to_size);
            BOOST_GPU_PATHS_CHECK_LAUNCH("reach_kernel");
        });

    // The source starts the levels unless a reachable in-edge (a cycle) holds it back.
    BOOST_GPU_PATHS_CUDA_CHECK(cudaMemcpyAsync(host_size.data(), in_degree.data() + source, sizeof(std::uint32_t),
                                               cudaMemcpyDeviceToHost, work.get()));
    BOOST_GPU_PATHS_CUDA_CHECK(cudaMemcpyAsync(frontier.data(), &source, sizeof source, cudaMemcpyHostToDevice,
                                               work.get()));
    BOOST_GPU_PATHS_CUDA_CHECK(cudaStreamSynchronize(work.get()));
    const std::uint32_t first_level = host_size.data()[0] == 0 ? 1 : 0;
    const std::size_t leveled = run_frontiers(
        frontier, next, next_size, host_size, first_level, work.get(), levels,
        [&](const std::uint32_t* at, std::uint32_t size, std::uint32_t* to, std::uint32_t* to_size) {
            relax_level_kernel<W><<<blocks_for(size), dag_block, 0, work.get()>>>(
                offsets, targets, csr.weights.data(), limit, at, size, distance.data(), in_degree.data(), to,
                to_size);
            BOOST_GPU_PATHS_CHECK_LAUNCH("relax_level_kernel");
        });
    if (leveled != reachable) return false;
    if (parents) {
        parents_kernel<W><<<blocks_for(n), dag_block, 0, work.get()>>>(n, offsets, targets, csr.weights.data(), limit,
                                                                       source, seen.data(), distance.data(),
                                                                       parent.data());
        BOOST_GPU_PATHS_CHECK_LAUNCH("parents_kernel");
    }
    finished.record(work.get());

    phases.enter("cuda: download");
    BOOST_GPU_PATHS_CUDA_CHECK(
        cudaMemcpyAsync(distances, distance.data(), std::size_t(n) * sizeof(W), cudaMemcpyDeviceToHost, work.get()));
    if (parents)
        BOOST_GPU_PATHS_CUDA_CHECK(cudaMemcpyAsync(parents, parent.data(), std::size_t(n) * sizeof(std::uint32_t),
                                                   cudaMemcpyDeviceToHost, work.get()));
    downloaded.record(work.get());
    downloaded.synchronize();
    phases.end();
    if (report* out = context.report) {
        out->method = "Kahn levels on the device (" + std::to_string(reach_levels) + " search levels, " +
                      std::to_string(levels) + " relaxation levels)";
        out->upload_ms = uploaded.since(start);
        out->compute_ms = finished.since(uploaded);
        out->download_ms = downloaded.since(finished);
        out->peak_device_bytes = device.peak_bytes();
    }
    return true;
}

#define BOOST_GPU_PATHS_INSTANTIATE_CUDA_DAG_PATHS(W)                                                             \
    template bool dag_shortest_paths<W>(const execution_context&, const csr_topology&, const W*, std::uint32_t, W, \
                                        W*, std::uint32_t*);
BOOST_GPU_PATHS_FOR_EACH_WEIGHT(BOOST_GPU_PATHS_INSTANTIATE_CUDA_DAG_PATHS)
#undef BOOST_GPU_PATHS_INSTANTIATE_CUDA_DAG_PATHS

}  // namespace sssp
}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost
