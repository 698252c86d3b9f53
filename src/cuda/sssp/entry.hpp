// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Host-C++ view of the CUDA sssp family (no CUDA headers), for the dispatch in
// src/dispatch/sssp.cpp, src/dispatch/dag_paths.cpp and src/dispatch/bellman_ford.cpp. Contracts:
// detail/interface/sssp.hpp, detail/interface/dag_paths.hpp and detail/interface/bellman_ford.hpp. The context is resolved:
// its backend is CUDA and its device an ordinal.
#ifndef BOOST_GPU_PATHS_SRC_CUDA_SSSP_ENTRY_HPP
#define BOOST_GPU_PATHS_SRC_CUDA_SSSP_ENTRY_HPP

#include <boost_gpu_paths/detail/interface/bellman_ford.hpp>
#include <boost_gpu_paths/detail/interface/dag_paths.hpp>
#include <boost_gpu_paths/detail/interface/sssp.hpp>
#include <boost_gpu_paths/execution.hpp>

#include <memory>

namespace boost {
namespace gpu_paths {
namespace cuda {
namespace sssp {

template <class W>
void dijkstra(const execution_context& context, const backend_api::csr_topology& graph, const W* weights,
              const std::uint32_t* sources, std::size_t source_count, W* distances, std::uint32_t* parents);

// Copies graph and weights to the context's device; the caller's arrays stay in use (the
// parents of zero-weight plateaus are completed on the host from them).
template <class W>
std::unique_ptr<typename backend_api::sssp_engine<W>::implementation> make_engine(
    const execution_context& context, const backend_api::csr_topology& graph, const W* weights);

// Rows for `sources` (source_count of them; null: every vertex, in order), row i for the
// i-th source, handed to the sinks with i as the row number.
template <class W>
void dijkstra_all_pairs(const execution_context& context, const backend_api::csr_topology& graph, const W* weights,
                        const W* potentials, W infinite_threshold, W caller_infinity, backend_api::row_sink<W> distances,
                        const backend_api::row_sink<std::uint32_t>* predecessors, const std::uint32_t* sources,
                        std::size_t source_count);

// The DAG family (dag_paths.cu).
template <class W>
bool dag_shortest_paths(const execution_context& context, const backend_api::csr_topology& graph, const W* weights,
                        std::uint32_t source, W limit, W* distances, std::uint32_t* parents);

// bellman_ford.cu
template <class W>
bool bellman_ford(const execution_context& context, const backend_api::csr_topology& graph, const W* weights,
                  W* distances, std::uint32_t* parents);

}  // namespace sssp
}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost

#endif
