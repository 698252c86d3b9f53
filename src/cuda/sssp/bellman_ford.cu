// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// CUDA backend of the Bellman-Ford family: rounds of frontier relaxation. A warp expands
// each frontier vertex (its lanes stride over the out-edges), lowering the targets'
// distances with an atomic minimum; a lowered vertex joins the next frontier once, by a
// flag per vertex, at a slot taken with an atomic counter. The host reads the counter
// after each round to stop when no distance fell. After the rounds, a check kernel tells
// whether the frontier left could still lower a distance (a negative cycle), and the
// distances come back. Parents are chosen on the device: each lowered vertex takes the
// least tail of a tight in-edge. Tight edges form a forest unless some cycle of them
// weighs zero, which the device checks by pointer jumping (log2(n) rounds take every
// chain to its root, and only a cycle keeps a lowered vertex pointing at a lowered one);
// only then are the parents chosen again on the host by a search over tight edges
// (shared/bellman_ford_parents.hpp).
#include "cuda/runtime/block_cache.cuh"
#include "cuda/runtime/call_scope.cuh"
#include "cuda/runtime/check.cuh"
#include "cuda/runtime/device_csr.cuh"
#include "cuda/runtime/memory.cuh"
#include "cuda/runtime/phase_ranges.hpp"
#include "cuda/runtime/staged_upload.cuh"
#include "cuda/sssp/entry.hpp"
#include "shared/bellman_ford_parents.hpp"
#include "shared/bellman_ford_relax.hpp"

#include <boost_gpu_paths/detail/base/weight_types.hpp>

#include <algorithm>
#include <cstdint>
#include <string>
#include <type_traits>
#include <vector>

namespace boost {
namespace gpu_paths {
namespace cuda {
namespace sssp {

namespace {

using backend_api::csr_topology;

template <class W>
using relax = shared::bellman_ford_relax<W>;

// The integer type of W's width, for compare-and-swap on its bit pattern.
template <class W>
using bits_of = typename std::conditional<sizeof(W) == 4, unsigned int, unsigned long long>::type;

template <class W>
__device__ __forceinline__ bits_of<W> to_bits(W value)
{
    bits_of<W> bits;
    memcpy(&bits, &value, sizeof bits);
    return bits;
}

template <class W>
__device__ __forceinline__ W from_bits(bits_of<W> bits)
{
    W value;
    memcpy(&value, &bits, sizeof value);
    return value;
}

// Lowers *slot to candidate when that lowers it (relax::lowers); true when this thread
// did. Integers use the hardware minimum; floating types, which may be negative here (so
// their bit patterns do not order as integers), a compare-and-swap loop.
template <class W>
__device__ __forceinline__ bool atomic_lower(W* slot, W candidate)
{
    if (!relax<W>::lowers(candidate, *reinterpret_cast<volatile W*>(slot))) return false;
    if constexpr (std::is_same<W, std::int32_t>::value) {
        return atomicMin(slot, candidate) > candidate;
    } else if constexpr (std::is_same<W, std::int64_t>::value) {
        return static_cast<std::int64_t>(atomicMin(reinterpret_cast<long long*>(slot),
                                                   static_cast<long long>(candidate))) > candidate;
    } else {
        bits_of<W>* const word = reinterpret_cast<bits_of<W>*>(slot);
        bits_of<W> seen = to_bits(*reinterpret_cast<volatile W*>(slot));
        while (relax<W>::lowers(candidate, from_bits<W>(seen))) {
            const bits_of<W> before = atomicCAS(word, seen, to_bits(candidate));
            if (before == seen) return true;
            seen = before;
        }
        return false;
    }
}

constexpr unsigned block_threads = 256;
constexpr unsigned warps_per_block = block_threads / 32;

unsigned grid_for(std::size_t items, unsigned per_block)
{
    const std::size_t blocks = (items + per_block - 1) / per_block;
    return static_cast<unsigned>(std::max<std::size_t>(1, std::min<std::size_t>(blocks, 65535u * 16)));
}

// The first frontier: every vertex with a finite initial distance.
template <class W>
__global__ void seed_frontier_kernel(std::uint32_t n, const W* distances, std::uint32_t* frontier,
                                     std::uint32_t* frontier_size)
{
    for (std::uint32_t v = blockIdx.x * blockDim.x + threadIdx.x; v < n; v += gridDim.x * blockDim.x)
        if (distances[v] < relax<W>::reach_limit()) frontier[atomicAdd(frontier_size, 1u)] = v;
}

// One round: a warp per frontier vertex relaxes its out-edges.
template <class W>
__global__ void expand_kernel(const std::uint32_t* offsets, const std::uint32_t* targets, const W* weights,
                              W* distances, const std::uint32_t* frontier, std::uint32_t frontier_size,
                              std::uint32_t* queued, std::uint32_t* next, std::uint32_t* next_size)
{
    const unsigned lane = threadIdx.x % 32;
    const std::uint32_t first_warp = blockIdx.x * warps_per_block + threadIdx.x / 32;
    for (std::uint32_t i = first_warp; i < frontier_size; i += gridDim.x * warps_per_block) {
        const std::uint32_t u = frontier[i];
        const W du = *reinterpret_cast<volatile W*>(distances + u);
        const std::uint32_t end = offsets[u + 1];
        for (std::uint32_t e = offsets[u] + lane; e < end; e += 32) {
            const std::uint32_t v = targets[e];
            if (atomic_lower(distances + v, relax<W>::candidate(du, weights[e])) && atomicExch(queued + v, 1u) == 0)
                next[atomicAdd(next_size, 1u)] = v;
        }
    }
}

// The new frontier's flags back to 0, for the next round.
__global__ void clear_queued_kernel(const std::uint32_t* frontier, std::uint32_t frontier_size, std::uint32_t* queued)
{
    for (std::uint32_t i = blockIdx.x * blockDim.x + threadIdx.x; i < frontier_size; i += gridDim.x * blockDim.x)
        queued[frontier[i]] = 0;
}

// Sets *found when an out-edge of the frontier could still lower a distance.
template <class W>
__global__ void check_frontier_kernel(const std::uint32_t* offsets, const std::uint32_t* targets, const W* weights,
                                      const W* distances, const std::uint32_t* frontier, std::uint32_t frontier_size,
                                      std::uint32_t* found)
{
    const unsigned lane = threadIdx.x % 32;
    const std::uint32_t first_warp = blockIdx.x * warps_per_block + threadIdx.x / 32;
    for (std::uint32_t i = first_warp; i < frontier_size; i += gridDim.x * warps_per_block) {
        const std::uint32_t u = frontier[i];
        const W du = distances[u];
        for (std::uint32_t e = offsets[u] + lane; e < offsets[u + 1]; e += 32)
            if (relax<W>::lowers(relax<W>::candidate(du, weights[e]), distances[targets[e]])) *found = 1;
    }
}

// Sets *found when a distance sits at the floor (only a negative cycle takes it there).
template <class W>
__global__ void check_floor_kernel(std::uint32_t n, const W* distances, std::uint32_t* found)
{
    for (std::uint32_t v = blockIdx.x * blockDim.x + threadIdx.x; v < n; v += gridDim.x * blockDim.x)
        if (distances[v] <= relax<W>::floor()) *found = 1;
}

// For each vertex lowered below its initial distance, the least tail u of a tight
// in-edge (u below the reach limit, candidate(d[u], w) == d[v]); a warp per tail vertex.
template <class W>
__global__ void offer_tight_parents_kernel(std::uint32_t n, const std::uint32_t* offsets, const std::uint32_t* targets,
                                           const W* weights, const W* distances, const W* initial,
                                           std::uint32_t* parents)
{
    const unsigned lane = threadIdx.x % 32;
    const std::uint32_t first_warp = blockIdx.x * warps_per_block + threadIdx.x / 32;
    for (std::uint32_t u = first_warp; u < n; u += gridDim.x * warps_per_block) {
        const W du = distances[u];
        if (!(du < relax<W>::reach_limit())) continue;
        for (std::uint32_t e = offsets[u] + lane; e < offsets[u + 1]; e += 32) {
            const std::uint32_t v = targets[e];
            const W dv = distances[v];
            if (dv < initial[v] && relax<W>::candidate(du, weights[e]) == dv) atomicMin(parents + v, u);
        }
    }
}

// Pointer jumping over the chosen parents: jump[v] starts at v's parent when v was
// lowered, else at v itself (a root).
template <class W>
__global__ void start_jumps_kernel(std::uint32_t n, const W* distances, const W* initial,
                                   const std::uint32_t* parents, std::uint32_t* jump)
{
    for (std::uint32_t v = blockIdx.x * blockDim.x + threadIdx.x; v < n; v += gridDim.x * blockDim.x)
        jump[v] = distances[v] < initial[v] ? parents[v] : v;
}

// One doubling step, from one buffer into the other: a step in place would read entries
// that other threads write in the same launch.
__global__ void jump_kernel(std::uint32_t n, const std::uint32_t* jump, std::uint32_t* doubled)
{
    for (std::uint32_t v = blockIdx.x * blockDim.x + threadIdx.x; v < n; v += gridDim.x * blockDim.x) {
        const std::uint32_t up = jump[v];
        doubled[v] = up < n ? jump[up] : up;
    }
}

// Sets *found when a lowered vertex has no parent or still jumps to a lowered vertex
// after the chains have been halved log2(n) times: its chain is a cycle.
template <class W>
__global__ void check_jumps_kernel(std::uint32_t n, const W* distances, const W* initial,
                                   const std::uint32_t* jump, std::uint32_t* found)
{
    for (std::uint32_t v = blockIdx.x * blockDim.x + threadIdx.x; v < n; v += gridDim.x * blockDim.x) {
        if (!(distances[v] < initial[v])) continue;
        const std::uint32_t up = jump[v];
        if (up >= n || distances[up] < initial[up]) *found = 1;
    }
}

std::uint32_t read_count(const std::uint32_t* device_count, std::uint32_t* host_count, cudaStream_t work)
{
    BOOST_GPU_PATHS_CUDA_CHECK(
        cudaMemcpyAsync(host_count, device_count, sizeof(std::uint32_t), cudaMemcpyDeviceToHost, work));
    BOOST_GPU_PATHS_CUDA_CHECK(cudaStreamSynchronize(work));
    return *host_count;
}

}  // namespace

template <class W>
bool bellman_ford(const execution_context& context, const csr_topology& graph, const W* weights, W* distances,
                  std::uint32_t* parents)
{
    const std::uint32_t n = graph.vertex_count;
    if (context.report) {
        context.report->backend = backend_kind::cuda;
        context.report->device = context.device;
    }
    if (n == 0) return true;
    device_scope device(context.device);
    stream work_stream;
    cudaStream_t const work = work_stream.get();
    order_after_caller(context, work);

    phase_ranges phases(context.tuning.trace);
    phases.enter("cuda: upload");
    event start, uploaded, finished, downloaded;
    start.record(work);
    const device_csr<W> csr(graph, weights, work, staging_chunk_bytes(context.tuning));
    device_buffer<W> dist(n, "distances");
    device_buffer<std::uint32_t> frontier(n, "frontier"), next(n, "next frontier");
    device_buffer<std::uint32_t> queued(n, "frontier flags");
    device_buffer<std::uint32_t> counters(3, "frontier size, verdict and parent check");
    device_buffer<W> initial_dist(parents ? n : 0, "initial distances");
    device_buffer<std::uint32_t> tails(parents ? n : 0, "parents");
    pinned_buffer<std::uint32_t> count(3);
    upload(dist, distances, n, work, staging_chunk_bytes(context.tuning));
    if (parents) {
        BOOST_GPU_PATHS_CUDA_CHECK(cudaMemcpyAsync(initial_dist.data(), dist.data(), std::size_t(n) * sizeof(W),
                                                   cudaMemcpyDeviceToDevice, work));
        BOOST_GPU_PATHS_CUDA_CHECK(cudaMemsetAsync(tails.data(), 0xff, std::size_t(n) * sizeof(std::uint32_t), work));
    }
    BOOST_GPU_PATHS_CUDA_CHECK(cudaMemsetAsync(queued.data(), 0, std::size_t(n) * sizeof(std::uint32_t), work));
    BOOST_GPU_PATHS_CUDA_CHECK(cudaMemsetAsync(counters.data(), 0, 3 * sizeof(std::uint32_t), work));
    uploaded.record(work);
    phases.enter("cuda: compute");

    std::uint32_t* const frontier_size = counters.data();
    std::uint32_t* const found = counters.data() + 1;
    seed_frontier_kernel<W><<<grid_for(n, block_threads), block_threads, 0, work>>>(n, dist.data(), frontier.data(),
                                                                                  frontier_size);
    BOOST_GPU_PATHS_CHECK_LAUNCH("seed_frontier_kernel");
    std::uint32_t size = read_count(frontier_size, count.data(), work);
    std::uint32_t rounds = 0;
    for (; rounds + 1 < n && size != 0; ++rounds) {
        BOOST_GPU_PATHS_CUDA_CHECK(cudaMemsetAsync(frontier_size, 0, sizeof(std::uint32_t), work));
        expand_kernel<W><<<grid_for(size, warps_per_block), block_threads, 0, work>>>(
            csr.offsets.data(), csr.targets.data(), csr.weights.data(), dist.data(), frontier.data(), size,
            queued.data(), next.data(), frontier_size);
        BOOST_GPU_PATHS_CHECK_LAUNCH("expand_kernel");
        size = read_count(frontier_size, count.data(), work);
        std::swap(frontier, next);
        if (size == 0) break;
        clear_queued_kernel<<<grid_for(size, block_threads), block_threads, 0, work>>>(frontier.data(), size,
                                                                                     queued.data());
        BOOST_GPU_PATHS_CHECK_LAUNCH("clear_queued_kernel");
    }
    if (size != 0) {
        check_frontier_kernel<W><<<grid_for(size, warps_per_block), block_threads, 0, work>>>(
            csr.offsets.data(), csr.targets.data(), csr.weights.data(), dist.data(), frontier.data(), size, found);
        BOOST_GPU_PATHS_CHECK_LAUNCH("check_frontier_kernel");
    }
    check_floor_kernel<W><<<grid_for(n, block_threads), block_threads, 0, work>>>(n, dist.data(), found);
    BOOST_GPU_PATHS_CHECK_LAUNCH("check_floor_kernel");
    const bool negative_cycle = read_count(found, count.data() + 1, work) != 0;
    const bool with_parents = parents && !negative_cycle;
    std::uint32_t* const parent_cycle = counters.data() + 2;
    if (with_parents) {
        offer_tight_parents_kernel<W><<<grid_for(n, warps_per_block), block_threads, 0, work>>>(
            n, csr.offsets.data(), csr.targets.data(), csr.weights.data(), dist.data(), initial_dist.data(),
            tails.data());
        BOOST_GPU_PATHS_CHECK_LAUNCH("offer_tight_parents_kernel");
        // The frontier buffers are free now: they hold the jumps, each step reading one
        // and writing the other.
        std::uint32_t* jump = next.data();
        std::uint32_t* doubled = frontier.data();
        const unsigned grid = grid_for(n, block_threads);
        start_jumps_kernel<W><<<grid, block_threads, 0, work>>>(n, dist.data(), initial_dist.data(), tails.data(), jump);
        BOOST_GPU_PATHS_CHECK_LAUNCH("start_jumps_kernel");
        for (std::uint64_t reach = 1; reach < n; reach *= 2) {  // chains have fewer than n edges
            jump_kernel<<<grid, block_threads, 0, work>>>(n, jump, doubled);
            BOOST_GPU_PATHS_CHECK_LAUNCH("jump_kernel");
            std::swap(jump, doubled);
        }
        check_jumps_kernel<W><<<grid, block_threads, 0, work>>>(n, dist.data(), initial_dist.data(), jump, parent_cycle);
        BOOST_GPU_PATHS_CHECK_LAUNCH("check_jumps_kernel");
    }
    finished.record(work);
    phases.enter("cuda: download");
    page_lock_host_array(distances, std::size_t(n) * sizeof(W));
    BOOST_GPU_PATHS_CUDA_CHECK(
        cudaMemcpyAsync(distances, dist.data(), std::size_t(n) * sizeof(W), cudaMemcpyDeviceToHost, work));
    if (with_parents) {
        // Only the lowered vertices' entries are meant: the others hold no parent.
        page_lock_host_array(parents, std::size_t(n) * sizeof(std::uint32_t));
        BOOST_GPU_PATHS_CUDA_CHECK(cudaMemcpyAsync(parents, tails.data(), std::size_t(n) * sizeof(std::uint32_t),
                                                   cudaMemcpyDeviceToHost, work));
        BOOST_GPU_PATHS_CUDA_CHECK(cudaMemcpyAsync(count.data() + 2, parent_cycle, sizeof(std::uint32_t),
                                                   cudaMemcpyDeviceToHost, work));
    }
    downloaded.record(work);
    BOOST_GPU_PATHS_CUDA_CHECK(cudaStreamSynchronize(work));
    phases.end();

    if (with_parents && count.data()[2] != 0) {  // a cycle of tight edges weighing zero
        std::vector<W> initial(n);
        BOOST_GPU_PATHS_CUDA_CHECK(cudaMemcpyAsync(initial.data(), initial_dist.data(), std::size_t(n) * sizeof(W),
                                                   cudaMemcpyDeviceToHost, work));
        BOOST_GPU_PATHS_CUDA_CHECK(cudaStreamSynchronize(work));
        shared::bellman_ford_parents(graph, weights, initial.data(), distances, relax<W>::reach_limit(), parents);
    }
    if (report* out = context.report) {
        out->method = "frontier Bellman-Ford, " + std::to_string(rounds) + " rounds";
        out->upload_ms = uploaded.since(start);
        out->compute_ms = finished.since(uploaded);
        out->download_ms = downloaded.since(finished);
        out->peak_device_bytes = device.peak_bytes();
    }
    return !negative_cycle;
}

#define BOOST_GPU_PATHS_INSTANTIATE_CUDA_BELLMAN_FORD(W)                                                      \
    template bool bellman_ford<W>(const execution_context&, const csr_topology&, const W*, W*, std::uint32_t*);
BOOST_GPU_PATHS_FOR_EACH_WEIGHT(BOOST_GPU_PATHS_INSTANTIATE_CUDA_BELLMAN_FORD)
#undef BOOST_GPU_PATHS_INSTANTIATE_CUDA_BELLMAN_FORD

}  // namespace sssp
}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost
