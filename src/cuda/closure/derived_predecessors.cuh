// Derived predecessors on the device: when to derive them rather than track them in the
// closure, the input graph's in-edge lists uploaded for the derivation, and its launch
// with as many distance rows per block as fit in shared memory (derive_kernel.cuh).
#ifndef BOOST_GPU_PATHS_SRC_CUDA_CLOSURE_DERIVED_PREDECESSORS_CUH
#define BOOST_GPU_PATHS_SRC_CUDA_CLOSURE_DERIVED_PREDECESSORS_CUH

#include "cuda/closure/derive_kernel.cuh"
#include "cuda/runtime/check.cuh"
#include "cuda/runtime/memory.cuh"
#include "shared/in_edge_lists.hpp"
#include "shared/semiring.hpp"

#include <boost_gpu_paths/detail/interface/closure.hpp>
#include <boost_gpu_paths/execution.hpp>

#include <algorithm>
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
// weights left out), built on the host and uploaded.
template <class W>
struct device_in_edges {
    device_buffer<std::uint32_t> offsets, sources;
    device_buffer<W> weights;

    device_in_edges(const backend_api::dense_apsp_problem<W>& problem, cudaStream_t stream)
    {
        const backend_api::csr_topology& g = *problem.graph;
        host_weights_.resize(g.edge_count);
        host_ = shared::make_in_edge_lists(
            g,
            [&](std::uint32_t u, std::uint32_t e) {
                return g.targets[e] != u && problem.weights[e] < shared::min_plus<W>::zero();
            },
            [&](std::uint32_t at, std::uint32_t e) { host_weights_[at] = problem.weights[e]; });
        const std::size_t m = host_.sources.size();
        offsets.allocate(host_.offsets.size(), "in-edge offsets");
        sources.allocate(std::max<std::size_t>(m, 1), "in-edge sources");
        weights.allocate(std::max<std::size_t>(m, 1), "in-edge weights");
        BOOST_GPU_PATHS_CUDA_CHECK(cudaMemcpyAsync(offsets.data(), host_.offsets.data(),
                                                   host_.offsets.size() * sizeof(std::uint32_t), cudaMemcpyHostToDevice,
                                                   stream));
        if (m) {
            BOOST_GPU_PATHS_CUDA_CHECK(cudaMemcpyAsync(sources.data(), host_.sources.data(), m * sizeof(std::uint32_t),
                                                       cudaMemcpyHostToDevice, stream));
            BOOST_GPU_PATHS_CUDA_CHECK(
                cudaMemcpyAsync(weights.data(), host_weights_.data(), m * sizeof(W), cudaMemcpyHostToDevice, stream));
        }
    }
    static std::size_t bytes(const backend_api::dense_apsp_problem<W>& problem)
    {
        const std::size_t m = problem.graph->edge_count;
        return (std::size_t(problem.vertex_count) + 1 + m) * sizeof(std::uint32_t) + m * sizeof(W);
    }
    in_edge_lists<W> lists() const { return {offsets.data(), sources.data(), weights.data()}; }

private:
    // Kept until the object goes: the copies above are asynchronous.
    shared::in_edge_lists host_;
    std::vector<W> host_weights_;
};

// Runs derive_predecessors_kernel with as many rows per block as fit in shared memory.
template <class W, int Rows, bool SharedRows>
void launch_derive(const W* d, std::uint32_t* p, std::size_t ld, std::uint32_t n, const in_edge_lists<W>& in,
                   cudaStream_t stream)
{
    const std::size_t smem = SharedRows ? std::size_t(Rows) * n * sizeof(W) : 0;
    auto kernel = derive_predecessors_kernel<W, Rows, SharedRows>;
    BOOST_GPU_PATHS_CUDA_CHECK(
        cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, static_cast<int>(smem)));
    kernel<<<(n + Rows - 1) / Rows, derive_threads, smem, stream>>>(d, p, ld, n, in);
    BOOST_GPU_PATHS_CHECK_LAUNCH("derive_predecessors_kernel");
}

template <class W>
void derive_predecessors(const W* d, std::uint32_t* p, std::size_t ld, std::uint32_t n, const in_edge_lists<W>& in,
                         cudaStream_t stream)
{
    const std::size_t row = std::size_t(n) * sizeof(W);
    constexpr std::size_t shared_budget = 96 * 1024;  // two blocks per SM
    if (8 * row <= shared_budget)
        launch_derive<W, 8, true>(d, p, ld, n, in, stream);
    else if (4 * row <= shared_budget)
        launch_derive<W, 4, true>(d, p, ld, n, in, stream);
    else if (2 * row <= shared_budget)
        launch_derive<W, 2, true>(d, p, ld, n, in, stream);
    else if (row <= 2 * shared_budget)
        launch_derive<W, 1, true>(d, p, ld, n, in, stream);
    else
        launch_derive<W, 1, false>(d, p, ld, n, in, stream);
}

}  // namespace closure
}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost

#endif
