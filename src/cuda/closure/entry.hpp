// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Host-C++ view of the CUDA closure family (no CUDA headers), for the dispatch in
// src/dispatch/closure.cpp. Contracts: detail/interface/closure.hpp. The context is
// resolved: its backend is CUDA and its device an ordinal.
#ifndef BOOST_GPU_PATHS_SRC_CUDA_CLOSURE_ENTRY_HPP
#define BOOST_GPU_PATHS_SRC_CUDA_CLOSURE_ENTRY_HPP

#include <boost_gpu_paths/detail/interface/closure.hpp>
#include <boost_gpu_paths/execution.hpp>

namespace boost {
namespace gpu_paths {
namespace cuda {
namespace closure {

template <class W>
bool floyd_warshall(const execution_context& context, const backend_api::dense_apsp_problem<W>& problem,
                    backend_api::row_sink<W> distances, const backend_api::row_sink<std::uint32_t>* predecessors);

void boolean_closure(const execution_context& context, std::uint32_t vertex_count, const std::uint8_t* adjacency,
                     std::size_t row_stride, bool reflexive, backend_api::row_sink<std::uint8_t> reach);

void bit_closure(const execution_context& context, const backend_api::csr_topology& graph,
                 backend_api::row_sink<std::uint64_t> reach);

}  // namespace closure
}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost

#endif
