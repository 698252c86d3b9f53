// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The Bellman-Ford family's interface entry: resolve the context, then hand the call to
// the CUDA or the host backend.
#include "dispatch/context.hpp"
#include "host/entry.hpp"

#include <boost_gpu_paths/detail/base/weight_types.hpp>
#include <boost_gpu_paths/detail/interface/bellman_ford.hpp>
#include <boost_gpu_paths/errors.hpp>

#if BOOST_GPU_PATHS_HAS_CUDA
#include "cuda/sssp/entry.hpp"
#endif

#include <string>

namespace boost {
namespace gpu_paths {
namespace backend_api {

template <class W>
bool bellman_ford(const execution_context& context, const csr_topology& graph, const W* weights, W* distances,
                  std::uint32_t* parents)
{
    if (graph.vertex_count != 0 && !distances)
        throw invalid_input("bellman_ford: no distance array for a graph with " +
                            std::to_string(graph.vertex_count) + " vertices");
    const dispatch::call_scope call(context);
    return dispatch::with_host_memory_errors("bellman_ford", graph.vertex_count, [&] {
#if BOOST_GPU_PATHS_HAS_CUDA
        if (call.context.backend == backend_kind::cuda)
            return cuda::sssp::bellman_ford(call.context, graph, weights, distances, parents);
#endif
        return host::bellman_ford(call.context, graph, weights, distances, parents);
    });
}

#define BOOST_GPU_PATHS_INSTANTIATE_BELLMAN_FORD(W)                                                          \
    template bool bellman_ford<W>(const execution_context&, const csr_topology&, const W*, W*, std::uint32_t*);
BOOST_GPU_PATHS_FOR_EACH_WEIGHT(BOOST_GPU_PATHS_INSTANTIATE_BELLMAN_FORD)
#undef BOOST_GPU_PATHS_INSTANTIATE_BELLMAN_FORD

}  // namespace backend_api
}  // namespace gpu_paths
}  // namespace boost
