// Backend entry: all-pairs shortest paths as the min-plus closure of a dense matrix.
//
// Both backends run the same blocked Floyd-Warshall schedule over the semiring of
// detail/semiring.hpp (doc/design-floyd-warshall.md): close the diagonal block, update
// the pivot row and column panels by products with it, then one min-plus product over
// the whole matrix. A negative cycle is detected when closing a diagonal block leaves a
// negative diagonal entry; the remaining work is then skipped and false returned.
#ifndef BOOST_GPU_PATHS_BACKEND_FLOYD_WARSHALL_HPP
#define BOOST_GPU_PATHS_BACKEND_FLOYD_WARSHALL_HPP

#include <boost_gpu_paths/backend/common.hpp>

namespace boost {
namespace gpu_paths {
namespace backend_api {

template <class W>
struct dense_apsp_problem {
    std::uint32_t vertex_count = 0;
    // The full variant: the backend starts from "no path" everywhere, zero on the diagonal,
    // and the minimum over parallel edges (self loops only lower the diagonal), as BGL's
    // floyd_warshall_all_pairs_shortest_paths initialises its matrix.
    const csr_topology* graph = nullptr;
    const W* weights = nullptr;  // encoded (layout/weight_encoding.hpp)
    // The initialized variant: a row-major matrix the caller filled (encoded), used as is.
    const W* dense = nullptr;
    std::size_t dense_stride = 0;
    // Values at or above this mean "no path"; they are written out as caller_infinity.
    W infinite_threshold{};
    W caller_infinity{};
    // False when every input value is >= 0 (path_bounds::has_negative_weight): lets the
    // CUDA backend compare non-negative floats as integers (three-way integer min).
    bool has_negative_weights = true;
};

// Runs the closure. Returns false when a negative cycle exists; the rows written are then
// unspecified. Predecessors (optional): row u, column v holds the vertex before v on a
// shortest path from u, or v itself for u == v and for unreachable v.
template <class W>
bool floyd_warshall(backend_kind backend, const dense_apsp_problem<W>& problem, row_sink<W> distances,
                    const row_sink<std::uint32_t>* predecessors, timing* report);

extern template bool floyd_warshall<float>(backend_kind, const dense_apsp_problem<float>&, row_sink<float>,
                                           const row_sink<std::uint32_t>*, timing*);
extern template bool floyd_warshall<double>(backend_kind, const dense_apsp_problem<double>&, row_sink<double>,
                                            const row_sink<std::uint32_t>*, timing*);
extern template bool floyd_warshall<std::int32_t>(backend_kind, const dense_apsp_problem<std::int32_t>&,
                                                  row_sink<std::int32_t>, const row_sink<std::uint32_t>*, timing*);
extern template bool floyd_warshall<std::int64_t>(backend_kind, const dense_apsp_problem<std::int64_t>&,
                                                  row_sink<std::int64_t>, const row_sink<std::uint32_t>*, timing*);

}  // namespace backend_api
}  // namespace gpu_paths
}  // namespace boost

#endif
