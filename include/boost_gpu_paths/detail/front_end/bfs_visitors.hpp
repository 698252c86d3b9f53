// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// What gpu_breadth_first_search can do with a BFS visitor: the recorder idiom it answers
// from the search's hop counts and parents (visitor_traits, apply_visitor), and the host
// path that runs boost::breadth_first_search with any other visitor (run_bgl).
#ifndef BOOST_GPU_PATHS_DETAIL_FRONT_END_BFS_VISITORS_HPP
#define BOOST_GPU_PATHS_DETAIL_FRONT_END_BFS_VISITORS_HPP

#include <boost_gpu_paths/detail/base/host_array.hpp>
#include <boost_gpu_paths/detail/base/parallel_for.hpp>
#include <boost_gpu_paths/detail/front_end/concurrent_maps.hpp>
#include <boost_gpu_paths/detail/interface/bfs.hpp>
#include <boost_gpu_paths/detail/layout/vertex_numbering.hpp>

#include <boost/graph/breadth_first_search.hpp>
#include <boost/graph/graph_traits.hpp>
#include <boost/graph/named_function_params.hpp>
#include <boost/graph/properties.hpp>
#include <boost/graph/two_bit_color_map.hpp>
#include <boost/graph/visitors.hpp>
#include <boost/pending/queue.hpp>
#include <boost/property_map/property_map.hpp>

#include <cstdint>
#include <limits>
#include <type_traits>
#include <utility>
#include <vector>

namespace boost {
namespace gpu_paths {
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
    base::host_array<std::uint32_t> hops;
    base::host_array<std::uint32_t> parents;
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

// What the recorders read: the search's result, its sources, and (made on first use) the
// reached vertices in level order.
template <class Graph>
struct recorded_search {
    const layout::vertex_numbering<Graph>& numbering;
    const search_result& result;
    const std::vector<std::uint32_t>& sources;
    std::vector<std::uint32_t> level_order_;
    bool ordered = false;

    const std::vector<std::uint32_t>& level_order()
    {
        if (!ordered) level_order_ = reached_in_level_order(result);
        ordered = true;
        return level_order_;
    }
    static bool counted(std::uint32_t h) { return h != 0 && h != backend_api::unreached_hops; }
};

template <class Graph, class DistanceMap>
void apply_recorder(const distance_recorder<DistanceMap, on_tree_edge>& recorder, recorded_search<Graph>& search)
{
    DistanceMap d = recorder.m_distance;
    const auto& numbering = search.numbering;
    const search_result& result = search.result;
    using value = typename property_traits<DistanceMap>::value_type;
    if constexpr (concurrent_writes<DistanceMap, Graph>::value && std::numeric_limits<value>::is_integer) {
        // From one source, d[v] = d[s] + hops(v): for integers exactly what the chain of the
        // recorder's d[parent] + 1 gives, and independent of order, so on all threads.
        if (search.sources.size() == 1) {
            const value base = get(d, numbering.vertex(search.sources[0]));
            base::parallel_for(0, result.hops.size(), [&](std::size_t v) {
                const std::uint32_t h = result.hops[v];
                if (search.counted(h)) put(d, numbering.vertex(static_cast<std::uint32_t>(v)), static_cast<value>(base + h));
            }, 16384);
            return;
        }
    }
    for (std::uint32_t v : search.level_order()) {
        // Exactly the recorder's expression, so types and rounding match BGL.
        put(d, numbering.vertex(v), get(d, numbering.vertex(result.parents[v])) + 1);
    }
}

template <class Graph, class PredecessorMap>
void apply_recorder(const predecessor_recorder<PredecessorMap, on_tree_edge>& recorder, recorded_search<Graph>& search)
{
    PredecessorMap p = recorder.m_predecessor;
    const auto& numbering = search.numbering;
    const search_result& result = search.result;
    if constexpr (concurrent_writes<PredecessorMap, Graph>::value) {
        // Each reached vertex's predecessor, in any order.
        base::parallel_for(0, result.hops.size(), [&](std::size_t v) {
            if (search.counted(result.hops[v]))
                put(p, numbering.vertex(static_cast<std::uint32_t>(v)), numbering.vertex(result.parents[v]));
        }, 16384);
    } else {
        for (std::uint32_t v : search.level_order()) put(p, numbering.vertex(v), numbering.vertex(result.parents[v]));
    }
}

template <class Graph, class First, class Second>
void apply_recorder(const std::pair<First, Second>& recorders, recorded_search<Graph>& search)
{
    apply_recorder(recorders.first, search);
    apply_recorder(recorders.second, search);
}

template <class Graph, class Visitor>
void apply_visitor(const Visitor&, const layout::vertex_numbering<Graph>&, const search_result&,
                   const std::vector<std::uint32_t>&, std::false_type)
{
}

template <class Graph, class Recorders>
void apply_visitor(const bfs_visitor<Recorders>& visitor, const layout::vertex_numbering<Graph>& numbering,
                   const search_result& result, const std::vector<std::uint32_t>& sources, std::true_type)
{
    recorded_search<Graph> search{numbering, result, sources, {}, false};
    apply_recorder(bfs_visitor_access<Recorders>::visitors_of(visitor), search);
}

// Forwards every event to the caller's visitor and notes the tree, for the host path.
// visitor_threw is set when an exception leaves the caller's visitor, so that the search
// can write the maps as BGL's loop holds them at that event (and only then: an exception
// of the search's own leaves them as they were).
template <class Graph, class Visitor>
struct recording_visitor {
    using vertex = typename graph_traits<Graph>::vertex_descriptor;
    using edge = typename graph_traits<Graph>::edge_descriptor;

    Visitor user;
    const layout::vertex_numbering<Graph>* numbering;
    search_result* result;
    bool* visitor_threw;

    template <class Event>
    void forward(Event&& event)
    {
        try {
            event();
        } catch (...) {
            *visitor_threw = true;
            throw;
        }
    }
    void initialize_vertex(vertex u, const Graph& g) { forward([&] { user.initialize_vertex(u, g); }); }
    void discover_vertex(vertex u, const Graph& g) { forward([&] { user.discover_vertex(u, g); }); }
    void examine_vertex(vertex u, const Graph& g) { forward([&] { user.examine_vertex(u, g); }); }
    void examine_edge(edge e, const Graph& g) { forward([&] { user.examine_edge(e, g); }); }
    void tree_edge(edge e, const Graph& g)
    {
        forward([&] { user.tree_edge(e, g); });
        const std::uint32_t u = numbering->index(source(e, g));
        const std::uint32_t v = numbering->index(target(e, g));
        result->hops[v] = result->hops[u] + 1;
        result->parents[v] = u;
    }
    void non_tree_edge(edge e, const Graph& g) { forward([&] { user.non_tree_edge(e, g); }); }
    void gray_target(edge e, const Graph& g) { forward([&] { user.gray_target(e, g); }); }
    void black_target(edge e, const Graph& g) { forward([&] { user.black_target(e, g); }); }
    void finish_vertex(vertex u, const Graph& g) { forward([&] { user.finish_vertex(u, g); }); }
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
             const std::vector<std::uint32_t>& sources, const Visitor& visitor, ColorMap color, search_result& result,
             bool& visitor_threw)
{
    using vertex = typename graph_traits<Graph>::vertex_descriptor;
    std::vector<vertex> source_vertices;
    for (std::uint32_t s : sources) {
        source_vertices.push_back(numbering.vertex(s));
        result.hops[s] = 0;
    }
    boost::queue<vertex> queue;
    recording_visitor<Graph, Visitor> recorder{visitor, &numbering, &result, &visitor_threw};
    boost::breadth_first_search(g, source_vertices.begin(), source_vertices.end(), queue, recorder, color);
}

template <class Graph, class Visitor, class Params>
void run_bgl(const Graph& g, const layout::vertex_numbering<Graph>& numbering,
             const std::vector<std::uint32_t>& sources, const Visitor& visitor, const Params& params,
             search_result& result, bool& visitor_threw, std::true_type /* caller's color map */)
{
    run_bgl(g, numbering, sources, visitor, get_param(params, vertex_color), result, visitor_threw);
}

template <class Graph, class Visitor, class Params>
void run_bgl(const Graph& g, const layout::vertex_numbering<Graph>& numbering,
             const std::vector<std::uint32_t>& sources, const Visitor& visitor, const Params&,
             search_result& result, bool& visitor_threw, std::false_type /* no color map */)
{
    run_bgl(g, numbering, sources, visitor,
            two_bit_color_map<numbering_index_map<Graph>>(numbering.size(), numbering_index_map<Graph>{&numbering}),
            result, visitor_threw);
}

}  // namespace bfs
}  // namespace detail
}  // namespace gpu_paths
}  // namespace boost

#endif
