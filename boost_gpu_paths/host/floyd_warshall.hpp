// The host backend's entries for the dense closures (called by the dispatch in
// src/floyd_warshall_dispatch.cpp; see backend/floyd_warshall.hpp and backend/closure.hpp
// for the contracts).
#ifndef BOOST_GPU_PATHS_HOST_FLOYD_WARSHALL_HPP
#define BOOST_GPU_PATHS_HOST_FLOYD_WARSHALL_HPP

#include <boost_gpu_paths/backend/closure.hpp>
#include <boost_gpu_paths/backend/floyd_warshall.hpp>

namespace boost {
namespace gpu_paths {
namespace host {

template <class W>
bool floyd_warshall(const backend_api::dense_apsp_problem<W>& problem, backend_api::row_sink<W> distances,
                    const backend_api::row_sink<std::uint32_t>* predecessors, backend_api::timing* report);

void boolean_closure(std::uint32_t vertex_count, const std::uint8_t* adjacency, std::size_t row_stride,
                     bool reflexive, backend_api::row_sink<std::uint8_t> reach, backend_api::timing* report);

}  // namespace host
}  // namespace gpu_paths
}  // namespace boost

#endif
