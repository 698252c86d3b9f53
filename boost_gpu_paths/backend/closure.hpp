// Backend entry: reachability as the or-and closure of a dense 0/1 matrix, the same
// blocked closure schedule as floyd_warshall over the boolean semiring.
#ifndef BOOST_GPU_PATHS_BACKEND_CLOSURE_HPP
#define BOOST_GPU_PATHS_BACKEND_CLOSURE_HPP

#include <boost_gpu_paths/backend/common.hpp>

#include <cstdint>

namespace boost {
namespace gpu_paths {
namespace backend_api {

// adjacency: row-major vertex_count x vertex_count, row_stride elements apart; nonzero
// means an edge u -> v. The result row u, column v is 1 when a path of at least one edge
// leads from u to v (so u -> u only on a cycle or self loop, as BGL's
// transitive_closure), or of zero or more edges when reflexive is set; 0 otherwise.
void boolean_closure(backend_kind backend, std::uint32_t vertex_count, const std::uint8_t* adjacency,
                     std::size_t row_stride, bool reflexive, row_sink<std::uint8_t> reach, timing* report);

}  // namespace backend_api
}  // namespace gpu_paths
}  // namespace boost

#endif
