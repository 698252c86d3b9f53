// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// A drop-in for boost::transitive_closure, computed as the or-and closure of the
// adjacency bit matrix (one bit per pair: n = 65536 takes 512 MiB) on the GPU, or on the
// host's threads where there is none.
//
//   gpu_transitive_closure(g, tc [, params])
//   gpu_transitive_closure(g, tc, g_to_tc_map, index_map [, params])   (BGL's positional form)
//
// tc (VertexMutable and EdgeMutable, normally empty) receives one vertex per vertex of g,
// added in the order vertices(g) lists them, and the edges BGL adds: u -> v for every
// v != u that a path from u reaches; u -> u once when u lies on a cycle through another
// vertex, else once for each self loop adjacent_vertices(u, g) lists at u (so parallel
// self loops give parallel edges, as in BGL). The order of tc's edges may differ from
// BGL's; it does not depend on the thread count. An adjacency_list<vecS, vecS or listS,
// directedS> takes its edges on the host threads, other graphs on the calling thread
// (detail/front_end/closure_graph_writer.hpp). Named parameters orig_to_copy (g_to_tc_map: g's vertex -> tc's vertex, written for
// every vertex) and vertex_index_map (read by BGL for its own arrays; accepted here), and
// the execution parameters of named_params.hpp (use_backend, use_device, use_stream,
// with_options, report_to). tc is not touched before the closure is computed: a call
// that throws for lack of host or device memory (n^2 / 8 bytes) leaves it as it was.
#ifndef BOOST_GPU_PATHS_TRANSITIVE_CLOSURE_HPP
#define BOOST_GPU_PATHS_TRANSITIVE_CLOSURE_HPP

#include <boost_gpu_paths/detail/front_end/transitive_closure.hpp>
#include <boost_gpu_paths/errors.hpp>
#include <boost_gpu_paths/execution.hpp>
#include <boost_gpu_paths/named_params.hpp>

#include <boost/graph/graph_traits.hpp>
#include <boost/graph/named_function_params.hpp>
#include <boost/property_map/property_map.hpp>

namespace boost {

template <class Graph, class GraphTC, class P, class T, class R>
void gpu_transitive_closure(const Graph& g, GraphTC& tc, const bgl_named_params<P, T, R>& params)
{
    gpu_paths::detail::transitive_closure_core(g, tc, get_param(params, orig_to_copy_t()),
                                               choose_const_pmap(get_param(params, vertex_index), g, vertex_index),
                                               params);
}

template <class Graph, class GraphTC>
void gpu_transitive_closure(const Graph& g, GraphTC& tc)
{
    gpu_transitive_closure(g, tc, bgl_named_params<int, int>(0));
}

template <class Graph, class GraphTC, class GToTCMap, class IndexMap, class P, class T, class R>
void gpu_transitive_closure(const Graph& g, GraphTC& tc, GToTCMap g_to_tc_map, IndexMap index_map,
                            const bgl_named_params<P, T, R>& params)
{
    gpu_paths::detail::transitive_closure_core(g, tc, g_to_tc_map, index_map, params);
}

template <class Graph, class GraphTC, class GToTCMap, class IndexMap>
void gpu_transitive_closure(const Graph& g, GraphTC& tc, GToTCMap g_to_tc_map, IndexMap index_map)
{
    gpu_transitive_closure(g, tc, g_to_tc_map, index_map, bgl_named_params<int, int>(0));
}

}  // namespace boost

#endif
