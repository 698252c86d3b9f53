// gpu_breadth_first_search: a drop-in for boost::breadth_first_search when what the caller
// wants from the search is distances, predecessors or colors.
//
//   gpu_breadth_first_search(g, s, distance_map(d).predecessor_map(p).color_map(c));
//   gpu_breadth_first_search(g, sources.begin(), sources.end(), distance_map(d));
//   gpu_breadth_first_search(g, s, visitor(make_bfs_visitor(std::make_pair(
//       record_distances(d, on_tree_edge()), record_predecessors(p, on_tree_edge())))));
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
// depend on that choice. Any other visitor needs BGL's own event order and is refused at
// compile time, unless the call passes gpu_paths::run_visitor_on_host(): the search then
// runs boost::breadth_first_search on the host with that visitor, and still fills the
// outputs above.
//
// Other named parameters: vertex_index_map (numbers the vertices; by default the order of
// vertices(g)), gpu_paths::use_backend(kind). buffer is ignored. The search follows
// out_edges(v, g): both directions of an undirected edge, the out-edges of a directed or
// bidirectional graph. A source that is not a vertex of g throws gpu_paths::invalid_input.
#ifndef BOOST_GPU_PATHS_BREADTH_FIRST_SEARCH_HPP
#define BOOST_GPU_PATHS_BREADTH_FIRST_SEARCH_HPP

#include <boost_gpu_paths/backend/breadth_first_search.hpp>
#include <boost_gpu_paths/errors.hpp>
#include <boost_gpu_paths/layout/csr.hpp>
#include <boost_gpu_paths/layout/vertex_numbering.hpp>
#include <boost_gpu_paths/named_params.hpp>

#include <boost/graph/breadth_first_search.hpp>
#include <boost/graph/graph_traits.hpp>
#include <boost/graph/named_function_params.hpp>
#include <boost/graph/properties.hpp>
#include <boost/graph/two_bit_color_map.hpp>
#include <boost/graph/visitors.hpp>
#include <boost/pending/queue.hpp>
#include <boost/property_map/property_map.hpp>

#include <cstdint>
#include <iterator>
#include <limits>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

namespace boost {
namespace gpu_paths {

struct bfs_host_visitor_t {};

// Asks gpu_breadth_first_search to run a visitor the GPU cannot replay through
// boost::breadth_first_search on the host instead of refusing it at compile time.
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

namespace detail {
namespace bfs {

// What a visitor asks of the search. Only the forms below can be answered from the
// search's hop counts and parents; anything else observes BGL's event order.
template <class Visitor>
struct visitor_traits {
    static constexpr bool supported = false;
    static constexpr bool records_distances = false;
    static constexpr bool records_predecessors = false;
};

struct records_nothing {
    static constexpr bool supported = true;
    static constexpr bool records_distances = false;
    static constexpr bool records_predecessors = false;
};
template <>
struct visitor_traits<param_not_found> : records_nothing {};
template <>
struct visitor_traits<null_visitor> : records_nothing {};
template <>
struct visitor_traits<bfs_visitor<null_visitor>> : records_nothing {};

template <class Recorder>
struct recorder_traits {
    static constexpr bool supported = false;
    static constexpr bool records_distances = false;
    static constexpr bool records_predecessors = false;
};
template <class DistanceMap>
struct recorder_traits<distance_recorder<DistanceMap, on_tree_edge>> {
    static constexpr bool supported = true;
    static constexpr bool records_distances = true;
    static constexpr bool records_predecessors = false;
};
template <class PredecessorMap>
struct recorder_traits<predecessor_recorder<PredecessorMap, on_tree_edge>> {
    static constexpr bool supported = true;
    static constexpr bool records_distances = false;
    static constexpr bool records_predecessors = true;
};

template <class Recorder>
struct visitor_traits<bfs_visitor<Recorder>> : recorder_traits<Recorder> {};

// A pair of recorders: one distance and one predecessor recorder, in either order.
template <class First, class Second>
struct visitor_traits<bfs_visitor<std::pair<First, Second>>> {
    static constexpr bool supported =
        recorder_traits<First>::supported && recorder_traits<Second>::supported &&
        recorder_traits<First>::records_distances != recorder_traits<Second>::records_distances;
    static constexpr bool records_distances = supported;
    static constexpr bool records_predecessors = supported;
};

// bfs_visitor keeps its event visitors in a protected member; a pointer to member formed
// through a derived class reads it from any bfs_visitor.
template <class Visitors>
struct bfs_visitor_access : bfs_visitor<Visitors> {
    static const Visitors& visitors_of(const bfs_visitor<Visitors>& visitor)
    {
        return visitor.*(&bfs_visitor_access::m_vis);
    }
};

// The search's result in the backend's numbering. The sources are exactly the vertices
// at 0 hops.
struct search_result {
    std::vector<std::uint32_t> hops;
    std::vector<std::uint32_t> parents;
};

// Reached non-source vertices ordered by hop count (a counting sort over levels 1, 2,
// ...), so that a distance recorder reads d[parent] after it was written, as in BGL's
// FIFO order.
inline std::vector<std::uint32_t> reached_in_level_order(const search_result& result)
{
    auto counted = [](std::uint32_t h) { return h != 0 && h != backend_api::unreached_hops; };
    std::vector<std::size_t> level_start;  // level_start[h - 1]: the first slot of level h
    for (std::uint32_t h : result.hops)
        if (counted(h)) {
            if (h > level_start.size()) level_start.resize(h, 0);
            ++level_start[h - 1];
        }
    std::size_t total = 0;
    for (std::size_t& start : level_start) {
        const std::size_t count = start;
        start = total;
        total += count;
    }
    std::vector<std::uint32_t> reached(total);
    for (std::uint32_t v = 0; v < result.hops.size(); ++v)
        if (counted(result.hops[v])) reached[level_start[result.hops[v] - 1]++] = v;
    return reached;
}

template <class Graph, class DistanceMap>
void apply_recorder(const distance_recorder<DistanceMap, on_tree_edge>& recorder,
                    const layout::vertex_numbering<Graph>& numbering, const search_result& result,
                    const std::vector<std::uint32_t>& level_order)
{
    DistanceMap d = recorder.m_distance;
    for (std::uint32_t v : level_order) {
        // Exactly the recorder's expression, so types and rounding match BGL.
        put(d, numbering.vertex(v), get(d, numbering.vertex(result.parents[v])) + 1);
    }
}

template <class Graph, class PredecessorMap>
void apply_recorder(const predecessor_recorder<PredecessorMap, on_tree_edge>& recorder,
                    const layout::vertex_numbering<Graph>& numbering, const search_result& result,
                    const std::vector<std::uint32_t>& level_order)
{
    PredecessorMap p = recorder.m_predecessor;
    for (std::uint32_t v : level_order) put(p, numbering.vertex(v), numbering.vertex(result.parents[v]));
}

template <class Graph, class First, class Second>
void apply_recorder(const std::pair<First, Second>& recorders, const layout::vertex_numbering<Graph>& numbering,
                    const search_result& result, const std::vector<std::uint32_t>& level_order)
{
    apply_recorder(recorders.first, numbering, result, level_order);
    apply_recorder(recorders.second, numbering, result, level_order);
}

template <class Graph, class Visitor>
void apply_visitor(const Visitor&, const layout::vertex_numbering<Graph>&, const search_result&, std::false_type)
{
}

template <class Graph, class Recorders>
void apply_visitor(const bfs_visitor<Recorders>& visitor, const layout::vertex_numbering<Graph>& numbering,
                   const search_result& result, std::true_type)
{
    apply_recorder(bfs_visitor_access<Recorders>::visitors_of(visitor), numbering, result,
                   reached_in_level_order(result));
}

// Forwards every event to the caller's visitor and notes the tree, for the host path.
template <class Graph, class Visitor>
struct recording_visitor {
    using vertex = typename graph_traits<Graph>::vertex_descriptor;
    using edge = typename graph_traits<Graph>::edge_descriptor;

    Visitor user;
    const layout::vertex_numbering<Graph>* numbering;
    search_result* result;

    void initialize_vertex(vertex u, const Graph& g) { user.initialize_vertex(u, g); }
    void discover_vertex(vertex u, const Graph& g) { user.discover_vertex(u, g); }
    void examine_vertex(vertex u, const Graph& g) { user.examine_vertex(u, g); }
    void examine_edge(edge e, const Graph& g) { user.examine_edge(e, g); }
    void tree_edge(edge e, const Graph& g)
    {
        user.tree_edge(e, g);
        const std::uint32_t u = numbering->index(source(e, g));
        const std::uint32_t v = numbering->index(target(e, g));
        result->hops[v] = result->hops[u] + 1;
        result->parents[v] = u;
    }
    void non_tree_edge(edge e, const Graph& g) { user.non_tree_edge(e, g); }
    void gray_target(edge e, const Graph& g) { user.gray_target(e, g); }
    void black_target(edge e, const Graph& g) { user.black_target(e, g); }
    void finish_vertex(vertex u, const Graph& g) { user.finish_vertex(u, g); }
};

// vertex -> index through a vertex_numbering, for BGL's color map on the host path.
template <class Graph>
struct numbering_index_map {
    using key_type = typename graph_traits<Graph>::vertex_descriptor;
    using value_type = std::size_t;
    using reference = std::size_t;
    using category = readable_property_map_tag;
    const layout::vertex_numbering<Graph>* numbering;
    friend std::size_t get(const numbering_index_map& map, const key_type& v) { return map.numbering->index(v); }
};

template <class Graph, class Visitor, class ColorMap>
void run_bgl(const Graph& g, const layout::vertex_numbering<Graph>& numbering,
             const std::vector<std::uint32_t>& sources, const Visitor& visitor, ColorMap color, search_result& result)
{
    using vertex = typename graph_traits<Graph>::vertex_descriptor;
    std::vector<vertex> source_vertices;
    for (std::uint32_t s : sources) {
        source_vertices.push_back(numbering.vertex(s));
        result.hops[s] = 0;
    }
    boost::queue<vertex> queue;
    recording_visitor<Graph, Visitor> recorder{visitor, &numbering, &result};
    boost::breadth_first_search(g, source_vertices.begin(), source_vertices.end(), queue, recorder, color);
}

template <class Graph, class Visitor, class Params>
void run_bgl(const Graph& g, const layout::vertex_numbering<Graph>& numbering,
             const std::vector<std::uint32_t>& sources, const Visitor& visitor, const Params& params,
             search_result& result, std::true_type /* caller's color map */)
{
    run_bgl(g, numbering, sources, visitor, get_param(params, vertex_color), result);
}

template <class Graph, class Visitor, class Params>
void run_bgl(const Graph& g, const layout::vertex_numbering<Graph>& numbering,
             const std::vector<std::uint32_t>& sources, const Visitor& visitor, const Params&,
             search_result& result, std::false_type /* no color map */)
{
    run_bgl(g, numbering, sources, visitor,
            two_bit_color_map<numbering_index_map<Graph>>(numbering.size(), numbering_index_map<Graph>{&numbering}),
            result);
}

// Named-parameter outputs -----------------------------------------------------------------

template <class Graph, class DistanceMap>
void write_distances(const layout::vertex_numbering<Graph>& numbering, const search_result& result,
                     DistanceMap distance)
{
    using value = typename property_traits<DistanceMap>::value_type;
    const value unreached = (std::numeric_limits<value>::max)();
    std::uint32_t deepest = 0;
    for (std::uint32_t h : result.hops)
        if (h != backend_api::unreached_hops && h > deepest) deepest = h;
    if constexpr (std::numeric_limits<value>::is_integer) {
        if (static_cast<std::uintmax_t>(deepest) >= static_cast<std::uintmax_t>(unreached))
            throw invalid_input("gpu_breadth_first_search: a hop count of " + std::to_string(deepest) +
                                " does not fit the distance map's value type below its maximum (which marks "
                                "unreached vertices); use a wider type");
    }
    for (std::uint32_t v = 0; v < numbering.size(); ++v) {
        const std::uint32_t h = result.hops[v];
        put(distance, numbering.vertex(v), h == backend_api::unreached_hops ? unreached : static_cast<value>(h));
    }
}

template <class Graph, class PredecessorMap>
void write_predecessors(const layout::vertex_numbering<Graph>& numbering, const search_result& result,
                        PredecessorMap predecessor)
{
    for (std::uint32_t v = 0; v < numbering.size(); ++v)
        put(predecessor, numbering.vertex(v), numbering.vertex(result.parents[v]));
}

template <class Graph, class ColorMap>
void write_colors(const layout::vertex_numbering<Graph>& numbering, const search_result& result, ColorMap color)
{
    using colors = color_traits<typename property_traits<ColorMap>::value_type>;
    for (std::uint32_t v = 0; v < numbering.size(); ++v)
        put(color, numbering.vertex(v), result.hops[v] != backend_api::unreached_hops ? colors::black() : colors::white());
}

template <class Graph, class Params>
void write_outputs(const layout::vertex_numbering<Graph>& numbering, const search_result& result,
                   const Params& params, bool colors_written)
{
    using gpu_paths::detail::has_param;
    if constexpr (has_param<Params, vertex_distance_t>())
        write_distances(numbering, result, get_param(params, vertex_distance));
    if constexpr (has_param<Params, vertex_predecessor_t>())
        write_predecessors(numbering, result, get_param(params, vertex_predecessor));
    if constexpr (has_param<Params, vertex_color_t>())
        if (!colors_written) write_colors(numbering, result, get_param(params, vertex_color));
}

// The search -------------------------------------------------------------------------------

template <class Graph, class Params>
layout::vertex_numbering<Graph> make_numbering(const Graph& g, const Params& params)
{
    if constexpr (gpu_paths::detail::has_param<Params, vertex_index_t>())
        return layout::vertex_numbering<Graph>(g, get_param(params, vertex_index));
    else
        return layout::vertex_numbering<Graph>(g);
}

template <class Graph, class SourceIterator, class Params>
void search(const Graph& g, SourceIterator first, SourceIterator last, const Params& params)
{
    using gpu_paths::detail::has_param;
    using visitor_type = typename std::decay<typename get_param_type<graph_visitor_t, Params>::type>::type;
    using traits = visitor_traits<visitor_type>;
    constexpr bool host_visitor = has_param<Params, bfs_host_visitor_t>();
    static_assert(traits::supported || host_visitor,
                  "gpu_breadth_first_search: this visitor cannot run on the GPU. Supported visitors: none, "
                  "null_visitor, default_bfs_visitor, make_bfs_visitor(record_distances(d, on_tree_edge())), "
                  "make_bfs_visitor(record_predecessors(p, on_tree_edge())), and "
                  "make_bfs_visitor(std::make_pair(record_distances(d, on_tree_edge()), "
                  "record_predecessors(p, on_tree_edge()))) in either order. For any other visitor pass "
                  "gpu_paths::run_visitor_on_host() to run boost::breadth_first_search on the host.");

    const layout::vertex_numbering<Graph> numbering = make_numbering(g, params);
    std::vector<std::uint32_t> sources;
    for (; first != last; ++first) sources.push_back(numbering.checked_index(*first));

    const std::uint32_t n = numbering.size();
    search_result result;

    if constexpr (traits::supported) {
        const bool want_parents = has_param<Params, vertex_predecessor_t>() || traits::records_distances ||
                                  traits::records_predecessors;
        result.hops.resize(n);
        if (want_parents) result.parents.resize(n);
        const auto csr = layout::make_csr_topology(g, numbering);
        backend_api::breadth_first_search(gpu_paths::detail::requested_backend(params), csr.topology,
                                          sources.data(), sources.size(), result.hops.data(),
                                          want_parents ? result.parents.data() : nullptr, nullptr);
        apply_visitor(get_param(params, graph_visitor), numbering, result,
                      std::integral_constant<bool, traits::records_distances || traits::records_predecessors>());
        write_outputs(numbering, result, params, false);
    } else {
        result.hops.assign(n, backend_api::unreached_hops);
        result.parents.resize(n);
        for (std::uint32_t v = 0; v < n; ++v) result.parents[v] = v;
        constexpr bool has_color = has_param<Params, vertex_color_t>();
        run_bgl(g, numbering, sources, get_param(params, graph_visitor), params, result,
                std::integral_constant<bool, has_color>());
        write_outputs(numbering, result, params, has_color);
    }
}

template <class T, class = void>
struct is_iterator : std::false_type {};
template <class T>
struct is_iterator<T, std::void_t<typename std::iterator_traits<T>::iterator_category>> : std::true_type {};

}  // namespace bfs
}  // namespace detail
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

}  // namespace boost

#endif
