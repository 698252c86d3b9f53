// The sssp family's interface entries: check what the kernels would index with, resolve
// the context, then hand the call to the CUDA or the host backend.
#include "dispatch/context.hpp"
#include "host/entry.hpp"

#include <boost_gpu_paths/detail/base/weight_types.hpp>
#include <boost_gpu_paths/detail/interface/sssp.hpp>
#include <boost_gpu_paths/errors.hpp>

#if BOOST_GPU_PATHS_HAS_CUDA
#include "cuda/sssp/entry.hpp"
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
void dijkstra(const execution_context& context, const csr_topology& graph, const W* weights,
              const std::uint32_t* sources, std::size_t source_count, W* distances, std::uint32_t* parents)
{
    check_sources(graph, sources, source_count);
    const dispatch::call_scope call(context);
#if BOOST_GPU_PATHS_HAS_CUDA
    if (call.context.backend == backend_kind::cuda)
        return cuda::sssp::dijkstra(call.context, graph, weights, sources, source_count, distances, parents);
#endif
    host::dijkstra(call.context, graph, weights, sources, source_count, distances, parents);
}

template <class W>
void dijkstra_all_pairs(const execution_context& context, const csr_topology& graph, const W* weights,
                        W infinite_threshold, W caller_infinity, row_sink<W> distances,
                        const row_sink<std::uint32_t>* predecessors)
{
    const dispatch::call_scope call(context);
#if BOOST_GPU_PATHS_HAS_CUDA
    if (call.context.backend == backend_kind::cuda)
        return cuda::sssp::dijkstra_all_pairs(call.context, graph, weights, infinite_threshold, caller_infinity,
                                              distances, predecessors);
#endif
    host::dijkstra_all_pairs(call.context, graph, weights, infinite_threshold, caller_infinity, distances,
                             predecessors);
}

#define BOOST_GPU_PATHS_INSTANTIATE_SSSP(W)                                                                        \
    template void dijkstra<W>(const execution_context&, const csr_topology&, const W*, const std::uint32_t*,     \
                              std::size_t, W*, std::uint32_t*);                                                \
    template void dijkstra_all_pairs<W>(const execution_context&, const csr_topology&, const W*, W, W, row_sink<W>, \
                                        const row_sink<std::uint32_t>*);
BOOST_GPU_PATHS_FOR_EACH_WEIGHT(BOOST_GPU_PATHS_INSTANTIATE_SSSP)
#undef BOOST_GPU_PATHS_INSTANTIATE_SSSP

}  // namespace backend_api
}  // namespace gpu_paths
}  // namespace boost
