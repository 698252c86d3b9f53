// Backend entries: single-source shortest paths and all pairs by repeated single source,
// for non-negative weights.
#ifndef BOOST_GPU_PATHS_BACKEND_SHORTEST_PATHS_HPP
#define BOOST_GPU_PATHS_BACKEND_SHORTEST_PATHS_HPP

#include <boost_gpu_paths/backend/common.hpp>

namespace boost {
namespace gpu_paths {
namespace backend_api {

// Distances from the nearest of the sources, written encoded (infinity() of W's encoding
// for unreached vertices); parents[v] is the vertex before v on a shortest path, v itself
// for sources and unreached vertices (may be null). Weights must be non-negative and
// encoded (the front end checks both, and throws negative_edge as BGL does).
template <class W>
void dijkstra(backend_kind backend, const csr_topology& graph, const W* weights, const std::uint32_t* sources,
              std::size_t source_count, W* distances, std::uint32_t* parents, timing* report);

// Row s of the result holds the distances from vertex s, decoded: values at or above
// infinite_threshold become caller_infinity. Predecessor rows (optional) as in dijkstra.
template <class W>
void dijkstra_all_pairs(backend_kind backend, const csr_topology& graph, const W* weights, W infinite_threshold,
                        W caller_infinity, row_sink<W> distances, const row_sink<std::uint32_t>* predecessors,
                        timing* report);

#define BOOST_GPU_PATHS_DECLARE_SHORTEST_PATHS(W)                                                          \
    extern template void dijkstra<W>(backend_kind, const csr_topology&, const W*, const std::uint32_t*,      \
                                     std::size_t, W*, std::uint32_t*, timing*);                              \
    extern template void dijkstra_all_pairs<W>(backend_kind, const csr_topology&, const W*, W, W, row_sink<W>, \
                                               const row_sink<std::uint32_t>*, timing*);
BOOST_GPU_PATHS_DECLARE_SHORTEST_PATHS(float)
BOOST_GPU_PATHS_DECLARE_SHORTEST_PATHS(double)
BOOST_GPU_PATHS_DECLARE_SHORTEST_PATHS(std::int32_t)
BOOST_GPU_PATHS_DECLARE_SHORTEST_PATHS(std::int64_t)
#undef BOOST_GPU_PATHS_DECLARE_SHORTEST_PATHS

}  // namespace backend_api
}  // namespace gpu_paths
}  // namespace boost

#endif
