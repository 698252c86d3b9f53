// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Backend entry of the DAG family: single-source shortest paths on a graph whose part
// reachable from the source is acyclic, negative weights allowed (BGL's
// dag_shortest_paths).
//
// Only the vertices reachable from `source` take part. They are ordered in Kahn levels
// (a vertex's level follows all its reachable in-neighbours'), and each level is relaxed
// in parallel once the levels before it are final. Returns false, with distances and
// parents unspecified, when some reachable vertices get no level: a cycle (a self loop
// included) is reachable from the source, where BGL's topological sort throws not_a_dag.
//
// Weights and distances are in weight_encoding<W>. `limit` is the caller's distance_inf
// where W holds it, else the encoding's threshold; it must not exceed the threshold. As
// BGL's closed_plus and less relax, a vertex takes the least d[u] + w(u, v) over in-edges
// from vertices u with d[u] < limit, when that sum is below limit; every other vertex is
// written weight_encoding<W>::infinity() and extends no path (d[source] is 0). parents
// (nullable): for each vertex with d[v] < limit other than the source, an in-neighbour u
// with d[u] < limit and d[u] + w(u, v) == d[v] (any, when several are tight); v itself
// for the source and every other vertex.
#ifndef BOOST_GPU_PATHS_DETAIL_INTERFACE_DAG_PATHS_HPP
#define BOOST_GPU_PATHS_DETAIL_INTERFACE_DAG_PATHS_HPP

#include <boost_gpu_paths/detail/base/weight_types.hpp>
#include <boost_gpu_paths/detail/config.hpp>
#include <boost_gpu_paths/detail/interface/graph_arrays.hpp>
#include <boost_gpu_paths/execution.hpp>

#include <cstdint>

namespace boost {
namespace gpu_paths {
namespace backend_api {

template <class W>
BOOST_GPU_PATHS_API bool dag_shortest_paths(const execution_context& context, const csr_topology& graph,
                                            const W* weights, std::uint32_t source, W limit, W* distances,
                                            std::uint32_t* parents);

#define BOOST_GPU_PATHS_DECLARE_DAG_PATHS(W)                                                                    \
    extern template bool dag_shortest_paths<W>(const execution_context&, const csr_topology&, const W*,         \
                                               std::uint32_t, W, W*, std::uint32_t*);
BOOST_GPU_PATHS_FOR_EACH_WEIGHT(BOOST_GPU_PATHS_DECLARE_DAG_PATHS)
#undef BOOST_GPU_PATHS_DECLARE_DAG_PATHS

}  // namespace backend_api
}  // namespace gpu_paths
}  // namespace boost

#endif
