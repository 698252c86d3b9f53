// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The closure family's interface entries: resolve the context, then hand the call to the
// CUDA or the host backend.
#include "base/call_watch.hpp"
#include "dispatch/context.hpp"
#include "host/entry.hpp"

#include <boost_gpu_paths/detail/base/weight_types.hpp>
#include <boost_gpu_paths/detail/interface/closure.hpp>
#include <boost_gpu_paths/errors.hpp>

#if BOOST_GPU_PATHS_HAS_CUDA
#include "cuda/closure/entry.hpp"
#endif

namespace boost {
namespace gpu_paths {
namespace backend_api {

template <class W>
bool floyd_warshall(const execution_context& context, const dense_apsp_problem<W>& problem, row_sink<W> distances,
                    const row_sink<std::uint32_t>* predecessors)
{
    if (!problem.graph && !problem.dense && problem.vertex_count)
        throw invalid_input("floyd_warshall: neither a graph nor a dense matrix was given");
    const dispatch::call_scope call(context);
    return dispatch::with_host_memory_errors("floyd_warshall", problem.vertex_count, [&] {
#if BOOST_GPU_PATHS_HAS_CUDA
        if (call.context.backend == backend_kind::cuda)
            return base::call_watch(call.context, "Floyd-Warshall").before_and_after([&] {
                return cuda::closure::floyd_warshall(call.context, problem, distances, predecessors);
            });
#endif
        return host::floyd_warshall(call.context, problem, distances, predecessors);
    });
}

void boolean_closure(const execution_context& context, std::uint32_t vertex_count, const std::uint8_t* adjacency,
                     std::size_t row_stride, bool reflexive, row_sink<std::uint8_t> reach)
{
    const dispatch::call_scope call(context);
    dispatch::with_host_memory_errors("boolean_closure", vertex_count, [&] {
#if BOOST_GPU_PATHS_HAS_CUDA
        if (call.context.backend == backend_kind::cuda)
            return cuda::closure::boolean_closure(call.context, vertex_count, adjacency, row_stride, reflexive, reach);
#endif
        host::boolean_closure(call.context, vertex_count, adjacency, row_stride, reflexive, reach);
    });
}

void bit_closure(const execution_context& context, const csr_topology& graph, row_sink<std::uint64_t> reach)
{
    if (graph.vertex_count && (!graph.offsets || (graph.edge_count && !graph.targets)))
        throw invalid_input("bit_closure: the graph's offsets or targets are missing");
    const dispatch::call_scope call(context);
    dispatch::with_host_memory_errors("bit_closure", graph.vertex_count, [&] {
#if BOOST_GPU_PATHS_HAS_CUDA
        if (call.context.backend == backend_kind::cuda) return cuda::closure::bit_closure(call.context, graph, reach);
#endif
        host::bit_closure(call.context, graph, reach);
    });
}

#define BOOST_GPU_PATHS_INSTANTIATE_FLOYD_WARSHALL(W)                                                           \
    template bool floyd_warshall<W>(const execution_context&, const dense_apsp_problem<W>&, row_sink<W>, \
                                    const row_sink<std::uint32_t>*);
BOOST_GPU_PATHS_FOR_EACH_WEIGHT(BOOST_GPU_PATHS_INSTANTIATE_FLOYD_WARSHALL)
#undef BOOST_GPU_PATHS_INSTANTIATE_FLOYD_WARSHALL

}  // namespace backend_api
}  // namespace gpu_paths
}  // namespace boost
