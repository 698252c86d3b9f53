// Backend choice for single-source and all-pairs shortest paths.
#include <boost_gpu_paths/backend/shortest_paths.hpp>
#include <boost_gpu_paths/errors.hpp>
#include <boost_gpu_paths/host/shortest_paths.hpp>

#if BOOST_GPU_PATHS_HAS_CUDA
#include <boost_gpu_paths/cuda/shortest_paths.hpp>
#endif

#include <string>

namespace boost {
namespace gpu_paths {
namespace backend_api {

namespace {

void check_sources(const csr_topology& graph, const std::uint32_t* sources, std::size_t source_count)
{
    for (std::size_t i = 0; i < source_count; ++i)
        if (sources[i] >= graph.vertex_count)
            throw invalid_input("dijkstra: source " + std::to_string(sources[i]) + " is not a vertex of a graph with " +
                                std::to_string(graph.vertex_count) + " vertices");
}

}  // namespace

template <class W>
void dijkstra(backend_kind backend, const csr_topology& graph, const W* weights, const std::uint32_t* sources,
              std::size_t source_count, W* distances, std::uint32_t* parents, timing* report,
              const shortest_paths_options* options)
{
    check_sources(graph, sources, source_count);
    const backend_kind kind = resolve_backend(backend);
    if (report) report->backend = kind;
#if BOOST_GPU_PATHS_HAS_CUDA
    if (kind == backend_kind::cuda)
        return cuda::dijkstra(graph, weights, sources, source_count, distances, parents, report, options);
#endif
    (void)options;
    host::dijkstra(graph, weights, sources, source_count, distances, parents, report);
}

template <class W>
void dijkstra_all_pairs(backend_kind backend, const csr_topology& graph, const W* weights, W infinite_threshold,
                        W caller_infinity, row_sink<W> distances, const row_sink<std::uint32_t>* predecessors,
                        timing* report, const shortest_paths_options* options)
{
    const backend_kind kind = resolve_backend(backend);
    if (report) report->backend = kind;
#if BOOST_GPU_PATHS_HAS_CUDA
    if (kind == backend_kind::cuda)
        return cuda::dijkstra_all_pairs(graph, weights, infinite_threshold, caller_infinity, distances, predecessors,
                                        report, options);
#endif
    (void)options;
    host::dijkstra_all_pairs(graph, weights, infinite_threshold, caller_infinity, distances, predecessors, report);
}

#define BOOST_GPU_PATHS_INSTANTIATE_SHORTEST_PATHS(W)                                                         \
    template void dijkstra<W>(backend_kind, const csr_topology&, const W*, const std::uint32_t*, std::size_t, W*, \
                              std::uint32_t*, timing*, const shortest_paths_options*);                        \
    template void dijkstra_all_pairs<W>(backend_kind, const csr_topology&, const W*, W, W, row_sink<W>,         \
                                        const row_sink<std::uint32_t>*, timing*, const shortest_paths_options*);
BOOST_GPU_PATHS_INSTANTIATE_SHORTEST_PATHS(float)
BOOST_GPU_PATHS_INSTANTIATE_SHORTEST_PATHS(double)
BOOST_GPU_PATHS_INSTANTIATE_SHORTEST_PATHS(std::int32_t)
BOOST_GPU_PATHS_INSTANTIATE_SHORTEST_PATHS(std::int64_t)
#undef BOOST_GPU_PATHS_INSTANTIATE_SHORTEST_PATHS

}  // namespace backend_api
}  // namespace gpu_paths
}  // namespace boost
