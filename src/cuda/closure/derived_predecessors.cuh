// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Derived predecessors on the device: when to derive them rather than track them in the
// closure, the input graph's in-edge lists uploaded for the derivation, and its launch
// over a band of rows with as many distance rows per block as fit in shared memory
// (derive_kernel.cuh).
#ifndef BOOST_GPU_PATHS_SRC_CUDA_CLOSURE_DERIVED_PREDECESSORS_CUH
#define BOOST_GPU_PATHS_SRC_CUDA_CLOSURE_DERIVED_PREDECESSORS_CUH

#include "cuda/closure/derive_kernel.cuh"
#include "cuda/runtime/check.cuh"
#include "cuda/runtime/dynamic_shared_memory.cuh"
#include "cuda/runtime/memory.cuh"
#include "shared/in_edge_lists.hpp"
#include "shared/semiring.hpp"

#include <boost_gpu_paths/detail/interface/closure.hpp>
#include <boost_gpu_paths/execution.hpp>

#include <algorithm>
#include <cstring>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace boost {
namespace gpu_paths {
namespace cuda {
namespace closure {

// How predecessors are found: tracked by the closure itself, or derived from the final
// distances and the input graph in O(n m) (derive_kernel.cuh), which is far cheaper when
// m is small against n^2. options.predecessor_mode forces one (derive needs the graph, so
// the initialized variant always tracks).
template <class W>
bool predecessors_derived(const backend_api::dense_apsp_problem<W>& problem, std::size_t n_pad,
                          const closure_options& options)
{
    if (problem.dense) return false;
    if (options.predecessor_mode == closure_options::predecessors::track) return false;
    if (options.predecessor_mode == closure_options::predecessors::derive) return true;
    return std::size_t(problem.graph->edge_count) * 16 <= n_pad * n_pad;
}

// The input graph's in-edge lists for derive_predecessors_kernel (self loops and "no edge"
// weights left out), built on the host and uploaded from page-locked memory: the copies
// are queued without waiting, and the host memory stays until the object goes, after
// the last derivation.
template <class W>
struct device_in_edges {
    device_buffer<std::uint32_t> offsets, sources;
    device_buffer<W> weights;

    device_in_edges(const backend_api::dense_apsp_problem<W>& problem, cudaStream_t stream)
    {
        const backend_api::csr_topology& g = *problem.graph;
        std::vector<W> host_weights(g.edge_count);
        const shared::in_edge_lists lists = shared::make_in_edge_lists(
            g,
            [&](std::uint32_t u, std::uint32_t e) {
                return g.targets[e] != u && problem.weights[e] < shared::min_plus<W>::zero();
            },
            [&](std::uint32_t at, std::uint32_t e) { host_weights[at] = problem.weights[e]; });
        const std::size_t m = lists.sources.size();
        const std::size_t offset_bytes = lists.offsets.size() * sizeof(std::uint32_t);
        const std::size_t source_bytes = m * sizeof(std::uint32_t), weight_bytes = m * sizeof(W);
        // One pinned block: offsets, then sources, then weights (each start 16-byte aligned).
        const std::size_t source_at = round_up(offset_bytes, 16), weight_at = source_at + round_up(source_bytes, 16);
        staged_.allocate(weight_at + weight_bytes);
        std::memcpy(staged_.data(), lists.offsets.data(), offset_bytes);
        if (m) {
            std::memcpy(staged_.data() + source_at, lists.sources.data(), source_bytes);
            std::memcpy(staged_.data() + weight_at, host_weights.data(), weight_bytes);
        }
        offsets.allocate(lists.offsets.size(), "in-edge offsets");
        sources.allocate(std::max<std::size_t>(m, 1), "in-edge sources");
        weights.allocate(std::max<std::size_t>(m, 1), "in-edge weights");
        BOOST_GPU_PATHS_CUDA_CHECK(
            cudaMemcpyAsync(offsets.data(), staged_.data(), offset_bytes, cudaMemcpyHostToDevice, stream));
        if (m) {
            BOOST_GPU_PATHS_CUDA_CHECK(cudaMemcpyAsync(sources.data(), staged_.data() + source_at, source_bytes,
                                                       cudaMemcpyHostToDevice, stream));
            BOOST_GPU_PATHS_CUDA_CHECK(cudaMemcpyAsync(weights.data(), staged_.data() + weight_at, weight_bytes,
                                                       cudaMemcpyHostToDevice, stream));
        }
    }
    static std::size_t bytes(const backend_api::dense_apsp_problem<W>& problem)
    {
        const std::size_t m = problem.graph->edge_count;
        return (std::size_t(problem.vertex_count) + 1 + m) * sizeof(std::uint32_t) + m * sizeof(W);
    }
    in_edge_lists<W> lists() const { return {offsets.data(), sources.data(), weights.data()}; }

private:
    static std::size_t round_up(std::size_t x, std::size_t to) { return (x + to - 1) / to * to; }
    pinned_buffer<unsigned char> staged_;
};

// Rows of distances each block of the derivation stages in shared memory for n vertices
// (0: read from global memory instead), and the shared memory that takes.
constexpr std::size_t derive_shared_budget = 96 * 1024;  // two blocks per SM

inline int derive_rows_per_block(std::size_t n, std::size_t weight_bytes)
{
    const std::size_t row = n * weight_bytes;
    if (8 * row <= derive_shared_budget) return 8;
    if (4 * row <= derive_shared_budget) return 4;
    if (2 * row <= derive_shared_budget) return 2;
    if (row <= 2 * derive_shared_budget) return 1;
    return 0;
}

// Runs derive_predecessors_kernel on rows [r0, r1) with Rows rows per block.
template <class W, int Rows, bool SharedRows>
void launch_derive(const W* d, std::uint32_t* p, std::size_t ld, std::uint32_t n, std::uint32_t r0, std::uint32_t r1,
                   const in_edge_lists<W>& in, cudaStream_t stream)
{
    const std::size_t smem = SharedRows ? std::size_t(Rows) * n * sizeof(W) : 0;
    constexpr auto kernel = derive_predecessors_kernel<W, Rows, SharedRows>;
    allow_dynamic_shared_memory<kernel>();
    kernel<<<(r1 - r0 + Rows - 1) / Rows, derive_threads, smem, stream>>>(d, p, ld, n, r0, r1, in);
    BOOST_GPU_PATHS_CHECK_LAUNCH("derive_predecessors_kernel");
}

// Predecessors of rows [r0, r1), whose distances are final and still encoded.
template <class W>
void derive_predecessors(const W* d, std::uint32_t* p, std::size_t ld, std::uint32_t n, std::uint32_t r0,
                         std::uint32_t r1, const in_edge_lists<W>& in, cudaStream_t stream)
{
    if (r0 >= r1) return;
    switch (derive_rows_per_block(n, sizeof(W))) {
    case 8: launch_derive<W, 8, true>(d, p, ld, n, r0, r1, in, stream); break;
    case 4: launch_derive<W, 4, true>(d, p, ld, n, r0, r1, in, stream); break;
    case 2: launch_derive<W, 2, true>(d, p, ld, n, r0, r1, in, stream); break;
    case 1: launch_derive<W, 1, true>(d, p, ld, n, r0, r1, in, stream); break;
    default: launch_derive<W, 1, false>(d, p, ld, n, r0, r1, in, stream); break;
    }
}

// Blocks of Kernel that fit one multiprocessor with `smem` bytes of shared memory each.
template <auto Kernel>
int derive_blocks_per_sm(std::size_t smem)
{
    allow_dynamic_shared_memory<Kernel>();
    int blocks = 0;
    BOOST_GPU_PATHS_CUDA_CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, Kernel, derive_threads, smem));
    return blocks;
}

// Rows that one wave of derivation blocks covers on the current device: the bands that
// rows are derived in as they become final, so that no band's launch ends in a partial
// wave (a band is the unit that is then checked, decoded and copied out).
template <class W>
std::size_t derive_wave_rows(std::uint32_t n)
{
    const int rows = derive_rows_per_block(n, sizeof(W));
    const std::size_t smem = rows ? std::size_t(rows) * n * sizeof(W) : 0;
    int blocks = 0, device = 0, sms = 0;
    switch (rows) {
    case 8: blocks = derive_blocks_per_sm<derive_predecessors_kernel<W, 8, true>>(smem); break;
    case 4: blocks = derive_blocks_per_sm<derive_predecessors_kernel<W, 4, true>>(smem); break;
    case 2: blocks = derive_blocks_per_sm<derive_predecessors_kernel<W, 2, true>>(smem); break;
    case 1: blocks = derive_blocks_per_sm<derive_predecessors_kernel<W, 1, true>>(smem); break;
    default: blocks = derive_blocks_per_sm<derive_predecessors_kernel<W, 1, false>>(smem); break;
    }
    BOOST_GPU_PATHS_CUDA_CHECK(cudaGetDevice(&device));
    BOOST_GPU_PATHS_CUDA_CHECK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, device));
    return std::size_t(std::max(blocks, 1)) * std::size_t(std::max(sms, 1)) * std::size_t(std::max(rows, 1));
}

}  // namespace closure
}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost

#endif
