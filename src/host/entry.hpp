// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The host backend's entries, one family after another, for the dispatch in src/dispatch/.
// Contracts: detail/interface/{closure,sssp,bfs,dag_paths,bellman_ford}.hpp. The context is resolved (backend
// host), and the dispatch has opened its thread scope.
#ifndef BOOST_GPU_PATHS_SRC_HOST_ENTRY_HPP
#define BOOST_GPU_PATHS_SRC_HOST_ENTRY_HPP

#include <boost_gpu_paths/detail/interface/bellman_ford.hpp>
#include <boost_gpu_paths/detail/interface/bfs.hpp>
#include <boost_gpu_paths/detail/interface/bfs_order.hpp>
#include <boost_gpu_paths/detail/interface/closure.hpp>
#include <boost_gpu_paths/detail/interface/dag_paths.hpp>
#include <boost_gpu_paths/detail/interface/sssp.hpp>
#include <boost_gpu_paths/execution.hpp>

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>

namespace boost {
namespace gpu_paths {
namespace host {

// closure family (closure.cpp)
template <class W>
bool floyd_warshall(const execution_context& context, const backend_api::dense_apsp_problem<W>& problem,
                    backend_api::row_sink<W> distances, const backend_api::row_sink<std::uint32_t>* predecessors);

void boolean_closure(const execution_context& context, std::uint32_t vertex_count, const std::uint8_t* adjacency,
                     std::size_t row_stride, bool reflexive, backend_api::row_sink<std::uint8_t> reach);

// bit_closure.cpp
void bit_closure(const execution_context& context, const backend_api::csr_topology& graph,
                 backend_api::row_sink<std::uint64_t> reach);

// sssp family (sssp.cpp)
template <class W>
void dijkstra(const execution_context& context, const backend_api::csr_topology& graph, const W* weights,
              const std::uint32_t* sources, std::size_t source_count, W* distances, std::uint32_t* parents);

// Reads graph's arrays in place; they must outlive the engine.
template <class W>
std::unique_ptr<typename backend_api::sssp_engine<W>::implementation> make_sssp_engine(
    const execution_context& context, const backend_api::csr_topology& graph, const W* weights);

// Rows for `sources` (source_count of them; null: every vertex, in order), row i for the
// i-th source, handed to the sinks with i as the row number.
template <class W>
void dijkstra_all_pairs(const execution_context& context, const backend_api::csr_topology& graph, const W* weights,
                        const W* potentials, W infinite_threshold, W caller_infinity, backend_api::row_sink<W> distances,
                        const backend_api::row_sink<std::uint32_t>* predecessors, const std::uint32_t* sources,
                        std::size_t source_count);

// bfs family, a visitor's discovery order (bfs_order.cpp): backend_api::bfs_discovery_order.
std::size_t bfs_discovery_order(const execution_context& context, const backend_api::csr_topology& graph,
                                const std::uint32_t* sources, std::size_t source_count, std::uint32_t* order,
                                std::uint32_t* discoverer, std::uint32_t* edge_position,
                                const std::atomic<bool>* cancelled);

// dag family (dag_paths.cpp)
template <class W>
bool dag_shortest_paths(const execution_context& context, const backend_api::csr_topology& graph, const W* weights,
                        std::uint32_t source, W limit, W* distances, std::uint32_t* parents);

// bellman_ford family (bellman_ford.cpp)
template <class W>
bool bellman_ford(const execution_context& context, const backend_api::csr_topology& graph, const W* weights,
                  W* distances, std::uint32_t* parents);

// bfs family (bfs.cpp): reads graph's arrays in place; they must outlive the engine.
std::unique_ptr<backend_api::bfs_engine::implementation> make_bfs_engine(const execution_context& context,
                                                                         const backend_api::csr_topology& graph);

}  // namespace host
}  // namespace gpu_paths
}  // namespace boost

#endif
