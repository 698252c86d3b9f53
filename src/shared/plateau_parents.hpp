// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Parents for the vertices that a "strictly shorter predecessor" rule leaves without one
// (plateau_parents.cpp). Used by the CUDA sssp family after its parent kernels.
#ifndef BOOST_GPU_PATHS_SRC_SHARED_PLATEAU_PARENTS_HPP
#define BOOST_GPU_PATHS_SRC_SHARED_PLATEAU_PARENTS_HPP

#include <boost_gpu_paths/detail/interface/graph_arrays.hpp>

#include <cstddef>
#include <cstdint>

namespace boost {
namespace gpu_paths {
namespace shared {

// parents[v] == backend_api::no_vertex marks a reached vertex (distances[v] < reach_limit)
// still without a parent; each gets one over a tight edge from the tree. Returns how many
// were assigned; throws gpu_paths::error if some cannot be (inconsistent distances).
template <class W>
std::size_t complete_plateau_parents(const backend_api::csr_topology& graph, const W* weights, const W* distances,
                                     W reach_limit, std::uint32_t* parents);

}  // namespace shared
}  // namespace gpu_paths
}  // namespace boost

#endif
