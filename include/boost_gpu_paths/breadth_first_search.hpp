// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// gpu_breadth_first_search: a drop-in for boost::breadth_first_search when what the caller
// wants from the search is distances, predecessors or colors.
//
//   gpu_breadth_first_search(g, s, distance_map(d).predecessor_map(p).color_map(c));
//   gpu_breadth_first_search(g, sources.begin(), sources.end(), distance_map(d));
//   gpu_breadth_first_search(g, s, visitor(make_bfs_visitor(std::make_pair(
//       record_distances(d, on_tree_edge()), record_predecessors(p, on_tree_edge())))));
//   gpu_breadth_first_search(g, s, buffer, visitor, color)          (BGL's positional form;
//   also with sources_begin, sources_end, and with trailing named parameters)
//   gpu_breadth_first_visit(g, s | sources_begin, sources_end, buffer, visitor, color)
//   gpu_breadth_first_visit(g, s, params)                             (BGL's own loop)
//
// Outputs, through named parameters (any of them may be left out):
//   distance_map     hop count from the nearest source: 0 for sources,
//                    numeric_limits<value_type>::max() for vertices no source reaches;
//   predecessor_map  the vertex before v on a shortest path; sources and unreached
//                    vertices are their own predecessors;
//   color_map        black for reached vertices, white for the others: the state
//                    boost::breadth_first_search leaves.
// The visitor may be BGL's recorder idiom: record_distances and/or record_predecessors
// on on_tree_edge, wrapped by make_bfs_visitor (a pair in either order, or one alone).
// They write what BGL's recorders write, d[v] = d[p[v]] + 1 and p[v] = the tree parent,
// for every reached vertex other than the sources, and leave the sources and unreached
// vertices untouched. When several vertices of the previous level lead to v, the search
// picks one of them, not necessarily the one BGL's FIFO order picks; distances never
// depend on that choice. Any other visitor needs BGL's own event order: the call then runs
// BGL's loop with that visitor (its events, their order, the colours and an exception it
// throws are BGL's), and still fills the outputs above. On large graphs that loop runs
// faster than BGL's: a visitor of vertex events and tree edges gets it moved to arrays of
// the graph part way; one of every edge's events keeps it on the caller's graph, reading
// out-edges ahead of the queue (doc/reference.md states the contract).
// gpu_paths::visitor_needs_bgl_loop<Visitor> keeps boost::breadth_first_search itself.
//
// Other named parameters: vertex_index_map (numbers the vertices; by default the order of
// vertices(g)), and the execution parameters of named_params.hpp (use_backend,
// use_device, use_stream, with_options, report_to). buffer is ignored, named or
// positional: the search keeps its own queues. The search follows
// out_edges(v, g): both directions of an undirected edge, the out-edges of a directed or
// bidirectional graph. A source that is not a vertex of g throws gpu_paths::invalid_input.
//
// Many sources, each searched on its own:
//   gpu_breadth_first_search_from_sources(g, sources_begin, sources_end, rows [, params]);
// one row of hop counts per source, in the order of the range (repeats and an empty range
// allowed), indexed by vertex index, distance_inf for vertices the source does not reach.
// `rows` is a matrix indexed [source position][vertex index] (value type D) or a callable
// rows(std::size_t position, vertex_descriptor source, const D* row) that receives each
// row as soon as it is finished (valid only during the call; any order, one call at a
// time), where D is the type of distance_inf when passed, else int. Named parameters
// vertex_index_map, distance_inf (default numeric_limits<D>::max()) and the execution
// parameters; the searches run batched so that at most options::device_memory_cap_mib of
// device memory is in use (doc/design-scale.md).
#ifndef BOOST_GPU_PATHS_BREADTH_FIRST_SEARCH_HPP
#define BOOST_GPU_PATHS_BREADTH_FIRST_SEARCH_HPP

#include <boost_gpu_paths/detail/front_end/bgl_loop.hpp>
#include <boost_gpu_paths/detail/front_end/breadth_first_search.hpp>
#include <boost_gpu_paths/detail/front_end/from_sources.hpp>
#include <boost_gpu_paths/errors.hpp>
#include <boost_gpu_paths/execution.hpp>
#include <boost_gpu_paths/named_params.hpp>

#include <boost/graph/graph_traits.hpp>
#include <boost/graph/named_function_params.hpp>

#include <array>
#include <type_traits>
#include <vector>

namespace boost {
namespace gpu_paths {

// Kept for code written when visitors the GPU cannot replay were refused at compile time:
// such a visitor now runs through boost::breadth_first_search without it.
inline bgl_named_params<bool, bfs_host_visitor_t> run_visitor_on_host()
{
    return bgl_named_params<bool, bfs_host_visitor_t>(true);
}

template <class P, class T, class R>
bgl_named_params<bool, bfs_host_visitor_t, bgl_named_params<P, T, R>> run_visitor_on_host(
    const bgl_named_params<P, T, R>& rest)
{
    return bgl_named_params<bool, bfs_host_visitor_t, bgl_named_params<P, T, R>>(true, rest);
}

}  // namespace gpu_paths

// Single source.
template <class Graph, class P, class T, class R>
void gpu_breadth_first_search(const Graph& g, typename graph_traits<Graph>::vertex_descriptor s,
                              const bgl_named_params<P, T, R>& params)
{
    const typename graph_traits<Graph>::vertex_descriptor sources[1] = {s};
    gpu_paths::detail::bfs::search(g, sources, sources + 1, params);
}

template <class Graph>
void gpu_breadth_first_search(const Graph& g, typename graph_traits<Graph>::vertex_descriptor s)
{
    gpu_breadth_first_search(g, s, gpu_paths::use_backend(gpu_paths::backend_kind::automatic));
}

// Several sources, which share level 0 (repeated sources count once).
template <class Graph, class SourceIterator, class P, class T, class R>
typename std::enable_if<gpu_paths::detail::bfs::is_iterator<SourceIterator>::value>::type gpu_breadth_first_search(
    const Graph& g, SourceIterator first, SourceIterator last, const bgl_named_params<P, T, R>& params)
{
    gpu_paths::detail::bfs::search(g, first, last, params);
}

template <class Graph, class SourceIterator>
typename std::enable_if<gpu_paths::detail::bfs::is_iterator<SourceIterator>::value>::type gpu_breadth_first_search(
    const Graph& g, SourceIterator first, SourceIterator last)
{
    gpu_breadth_first_search(g, first, last, gpu_paths::use_backend(gpu_paths::backend_kind::automatic));
}

// BGL's positional forms: the visitor and color map as the named parameters visitor and
// color_map; trailing named parameters (run_visitor_on_host(), the execution parameters)
// may follow, which BGL's own positional form has no place for.
template <class Graph, class Buffer, class Visitor, class ColorMap, class P, class T, class R>
void gpu_breadth_first_search(const Graph& g, typename graph_traits<Graph>::vertex_descriptor s, Buffer&,
                              Visitor vis, ColorMap color, const bgl_named_params<P, T, R>& params)
{
    gpu_breadth_first_search(g, s, params.visitor(vis).color_map(color));
}

template <class Graph, class Buffer, class Visitor, class ColorMap>
void gpu_breadth_first_search(const Graph& g, typename graph_traits<Graph>::vertex_descriptor s, Buffer& buffer,
                              Visitor vis, ColorMap color)
{
    gpu_breadth_first_search(g, s, buffer, vis, color, gpu_paths::use_backend(gpu_paths::backend_kind::automatic));
}

template <class Graph, class SourceIterator, class Buffer, class Visitor, class ColorMap, class P, class T, class R>
typename std::enable_if<gpu_paths::detail::bfs::is_iterator<SourceIterator>::value>::type gpu_breadth_first_search(
    const Graph& g, SourceIterator first, SourceIterator last, Buffer&, Visitor vis, ColorMap color,
    const bgl_named_params<P, T, R>& params)
{
    gpu_breadth_first_search(g, first, last, params.visitor(vis).color_map(color));
}

template <class Graph, class SourceIterator, class Buffer, class Visitor, class ColorMap>
typename std::enable_if<gpu_paths::detail::bfs::is_iterator<SourceIterator>::value>::type gpu_breadth_first_search(
    const Graph& g, SourceIterator first, SourceIterator last, Buffer& buffer, Visitor vis, ColorMap color)
{
    gpu_breadth_first_search(g, first, last, buffer, vis, color,
                             gpu_paths::use_backend(gpu_paths::backend_kind::automatic));
}

// BGL's breadth_first_visit: a search from sources whose colours the caller set (nothing
// is initialised; vertices that are not white are not entered), with the caller's buffer
// and colour map. What it visits depends on those colours, so it runs BGL's own loop, as
// fast as BGL's call (detail/front_end/bgl_loop.hpp); a source that is not a vertex throws
// gpu_paths::invalid_input, as on every path. Named parameters as BGL's: visitor,
// color_map (default: the graph's internal vertex_color), buffer; report_to says the path.
template <class Graph, class SourceIterator, class Buffer, class Visitor, class ColorMap>
typename std::enable_if<gpu_paths::detail::bfs::is_iterator<SourceIterator>::value>::type gpu_breadth_first_visit(
    const Graph& g, SourceIterator first, SourceIterator last, Buffer& buffer, Visitor vis, ColorMap color)
{
    const std::vector<typename graph_traits<Graph>::vertex_descriptor> sources(first, last);
    gpu_paths::detail::check_sources(g, sources);
    breadth_first_visit(g, sources.begin(), sources.end(), buffer, vis, color);
}

template <class Graph, class Buffer, class Visitor, class ColorMap>
void gpu_breadth_first_visit(const Graph& g, typename graph_traits<Graph>::vertex_descriptor s, Buffer& buffer,
                             Visitor vis, ColorMap color)
{
    gpu_paths::detail::check_source(g, s);
    breadth_first_visit(g, s, buffer, vis, color);
}

template <class Graph, class P, class T, class R>
void gpu_breadth_first_visit(const Graph& g, typename graph_traits<Graph>::vertex_descriptor s,
                             const bgl_named_params<P, T, R>& params)
{
    gpu_paths::detail::check_source(g, s);
    gpu_paths::detail::check_index_param(g, params);
    breadth_first_visit(g, s, params);
    gpu_paths::detail::report_bgl_loop(params, "boost::breadth_first_visit (BGL's loop: it starts from the caller's "
                                               "colours)");
}

// --- many sources --------------------------------------------------------------------------

template <class Graph, class SourceIterator, class Rows, class P, class T, class R>
typename std::enable_if<gpu_paths::detail::bfs::is_iterator<SourceIterator>::value>::type
gpu_breadth_first_search_from_sources(const Graph& g, SourceIterator first, SourceIterator last, Rows&& rows,
                                      const bgl_named_params<P, T, R>& params)
{
    gpu_paths::detail::breadth_first_search_from_sources_core(g, first, last, rows, params);
}

template <class Graph, class SourceIterator, class Rows>
typename std::enable_if<gpu_paths::detail::bfs::is_iterator<SourceIterator>::value>::type
gpu_breadth_first_search_from_sources(const Graph& g, SourceIterator first, SourceIterator last, Rows&& rows)
{
    gpu_paths::detail::breadth_first_search_from_sources_core(g, first, last, rows, bgl_named_params<int, int>(0));
}

}  // namespace boost

#endif
