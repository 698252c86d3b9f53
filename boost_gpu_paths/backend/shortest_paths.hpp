// Backend entries: single-source shortest paths (Dijkstra's problem: non-negative weights)
// and all pairs by a search from every vertex.
//
// Both backends solve the same problem; they differ in how. The host backend runs a
// binary-heap Dijkstra (one per source, sources spread over the host's threads for all
// pairs). The CUDA backend runs delta-stepping: vertices whose tentative distance lies
// below a moving threshold are relaxed in parallel, the rest wait in a "far" pile until
// the threshold passes them (see doc/design-dijkstra.md).
#ifndef BOOST_GPU_PATHS_BACKEND_SHORTEST_PATHS_HPP
#define BOOST_GPU_PATHS_BACKEND_SHORTEST_PATHS_HPP

#include <boost_gpu_paths/backend/common.hpp>

namespace boost {
namespace gpu_paths {
namespace backend_api {

// What the CUDA backend's single-source search did (for benchmarks and tuning).
struct shortest_paths_statistics {
    std::uint64_t phases = 0;  // relax and split phases, both gears
};

// Tuning knobs of the CUDA backend (the host backend ignores them). Zero means "choose
// from the graph".
struct shortest_paths_options {
    // Bucket width of delta-stepping in weight units. The automatic choice scales the
    // mean edge weight by a factor that depends on the mean out-degree.
    double delta = 0;
    // All pairs: rows computed per batch (bounded by the staging memory).
    std::uint32_t batch_rows = 0;
    // Single source, CUDA: filled when not null.
    shortest_paths_statistics* statistics = nullptr;
};

// Distances from the nearest of the sources, written encoded (weight_encoding<W>::
// infinity() for unreached vertices); parents[v] is the vertex before v on a shortest
// path, v itself for sources and unreached vertices (may be null). The parents form a
// tree: following them from any reached vertex ends at a source, also across zero-weight
// edges. Weights must be non-negative and encoded; the front end checks both and throws
// negative_edge as BGL does. Sources must be < vertex_count and distinct.
template <class W>
void dijkstra(backend_kind backend, const csr_topology& graph, const W* weights, const std::uint32_t* sources,
              std::size_t source_count, W* distances, std::uint32_t* parents, timing* report,
              const shortest_paths_options* options = nullptr);

// Row s of the result holds the distances from vertex s, decoded: values at or above
// infinite_threshold become caller_infinity. Predecessor rows (optional) as the parents
// of dijkstra, with column v = v wherever the distance was decoded to caller_infinity.
// Rows are handed to the sinks in blocks of consecutive sources, in increasing order.
template <class W>
void dijkstra_all_pairs(backend_kind backend, const csr_topology& graph, const W* weights, W infinite_threshold,
                        W caller_infinity, row_sink<W> distances, const row_sink<std::uint32_t>* predecessors,
                        timing* report, const shortest_paths_options* options = nullptr);

#define BOOST_GPU_PATHS_DECLARE_SHORTEST_PATHS(W)                                                            \
    extern template void dijkstra<W>(backend_kind, const csr_topology&, const W*, const std::uint32_t*,        \
                                     std::size_t, W*, std::uint32_t*, timing*, const shortest_paths_options*); \
    extern template void dijkstra_all_pairs<W>(backend_kind, const csr_topology&, const W*, W, W, row_sink<W>,   \
                                               const row_sink<std::uint32_t>*, timing*,                        \
                                               const shortest_paths_options*);
BOOST_GPU_PATHS_DECLARE_SHORTEST_PATHS(float)
BOOST_GPU_PATHS_DECLARE_SHORTEST_PATHS(double)
BOOST_GPU_PATHS_DECLARE_SHORTEST_PATHS(std::int32_t)
BOOST_GPU_PATHS_DECLARE_SHORTEST_PATHS(std::int64_t)
#undef BOOST_GPU_PATHS_DECLARE_SHORTEST_PATHS

}  // namespace backend_api
}  // namespace gpu_paths
}  // namespace boost

#endif
