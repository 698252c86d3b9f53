// Backend entry: breadth-first search from one or more sources.
#ifndef BOOST_GPU_PATHS_BACKEND_BREADTH_FIRST_SEARCH_HPP
#define BOOST_GPU_PATHS_BACKEND_BREADTH_FIRST_SEARCH_HPP

#include <boost_gpu_paths/backend/common.hpp>

namespace boost {
namespace gpu_paths {
namespace backend_api {

// Level-by-level search from all sources at once (they share level 0).
// hops[v]: number of edges on a shortest path from the nearest source; unreached_hops for
// vertices no source reaches. parents[v]: the vertex before v on such a path, v itself for
// sources and unreached vertices. Either output may be null when the caller needs only
// the other. Sources must be < vertex_count (checked by the front end).
constexpr std::uint32_t unreached_hops = 0xffffffffu;

void breadth_first_search(backend_kind backend, const csr_topology& graph, const std::uint32_t* sources,
                          std::size_t source_count, std::uint32_t* hops, std::uint32_t* parents,
                          timing* report);

}  // namespace backend_api
}  // namespace gpu_paths
}  // namespace boost

#endif
