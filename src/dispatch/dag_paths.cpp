// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The DAG family's interface entry: check what the backends would index with, resolve the
// context, then hand the call to the CUDA or the host backend.
#include "dispatch/context.hpp"
#include "host/entry.hpp"

#include <boost_gpu_paths/detail/base/weight_encoding.hpp>
#include <boost_gpu_paths/detail/base/weight_types.hpp>
#include <boost_gpu_paths/detail/interface/dag_paths.hpp>
#include <boost_gpu_paths/errors.hpp>

#if BOOST_GPU_PATHS_HAS_CUDA
#include "cuda/sssp/entry.hpp"
#endif

#include <string>

namespace boost {
namespace gpu_paths {
namespace backend_api {

template <class W>
bool dag_shortest_paths(const execution_context& context, const csr_topology& graph, const W* weights,
                        std::uint32_t source, W limit, W* distances, std::uint32_t* parents)
{
    if (source >= graph.vertex_count)
        throw invalid_input("dag_shortest_paths: source " + std::to_string(source) +
                            " is not a vertex of a graph with " + std::to_string(graph.vertex_count) + " vertices");
    // Above 0, so that the source extends its paths; not above the encoding's infinity, so
    // that "no path" stays at or above it.
    if (!(W(0) < limit && limit <= weight_encoding<W>::infinity()))
        throw invalid_input("dag_shortest_paths: the distance limit must lie in (0, the encoding's infinity]");
    const dispatch::call_scope call(context);
    return dispatch::with_host_memory_errors("dag_shortest_paths", graph.vertex_count, [&]() -> bool {
#if BOOST_GPU_PATHS_HAS_CUDA
        if (call.context.backend == backend_kind::cuda)
            return cuda::sssp::dag_shortest_paths(call.context, graph, weights, source, limit, distances, parents);
#endif
        return host::dag_shortest_paths(call.context, graph, weights, source, limit, distances, parents);
    });
}

#define BOOST_GPU_PATHS_INSTANTIATE_DAG_PATHS(W)                                                                 \
    template bool dag_shortest_paths<W>(const execution_context&, const csr_topology&, const W*, std::uint32_t, W, \
                                        W*, std::uint32_t*);
BOOST_GPU_PATHS_FOR_EACH_WEIGHT(BOOST_GPU_PATHS_INSTANTIATE_DAG_PATHS)
#undef BOOST_GPU_PATHS_INSTANTIATE_DAG_PATHS

}  // namespace backend_api
}  // namespace gpu_paths
}  // namespace boost
