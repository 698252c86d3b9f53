// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Host-C++ view of the CUDA bfs family (no CUDA headers), for the dispatch in
// src/dispatch/bfs.cpp. Contracts: detail/interface/bfs.hpp.
#ifndef BOOST_GPU_PATHS_SRC_CUDA_BFS_ENTRY_HPP
#define BOOST_GPU_PATHS_SRC_CUDA_BFS_ENTRY_HPP

#include <boost_gpu_paths/detail/interface/bfs.hpp>
#include <boost_gpu_paths/detail/interface/bfs_order.hpp>
#include <boost_gpu_paths/execution.hpp>

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>

namespace boost {
namespace gpu_paths {
namespace cuda {
namespace bfs {

// Copies graph to the context's device; the caller's arrays are not needed afterwards.
// The upload time is reported by the engine's first search (report::upload_ms). The
// context is resolved: its backend is CUDA and its device an ordinal.
std::unique_ptr<backend_api::bfs_engine::implementation> make_engine(const execution_context& context,
                                                                     const backend_api::csr_topology& graph);

// backend_api::bfs_discovery_order on the context's device (ordered.cu).
std::size_t discovery_order(const execution_context& context, const backend_api::csr_topology& graph,
                            const std::uint32_t* sources, std::size_t source_count, std::uint32_t* order,
                            std::uint32_t* discoverer, std::uint32_t* edge_position,
                            const std::atomic<bool>* cancelled);

}  // namespace bfs
}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost

#endif
