// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// gpu_breadth_first_search with a visitor that handles vertex events and tree edges only
// (visitor_events.hpp): BGL's search, event for event, that moves from the caller's
// graph to arrays of it part way. A visitor of every edge's events takes the same search
// on the caller's graph throughout.
//
// BGL's breadth_first_search spends most of its time reaching each vertex's out-edges
// through the caller's graph (a separate block per vertex in an adjacency_list) and its
// queue and color map. The events of such a visitor are fixed by the order of the search
// alone, so the same search over compact arrays of the out-neighbours delivers them
// unchanged, several times faster. The arrays are built on other threads
// (background_topology.hpp) while the search starts on the caller's graph as BGL's does;
// once they are ready, it goes on over them from the next vertex it examines. Every event
// is delivered live, in BGL's order, from the calling thread: a visitor that stops the
// search by throwing costs what BGL's search costs up to that event (the build is then
// cancelled), and leaves the caller's maps as BGL's would.
//
// The state that moves over is BGL's own: the queue, as a list of the vertices discovered
// so far with a read position, and which vertices are discovered (the colors: white
// before discovery, gray until examined, black once finished). Arrays keep each vertex's
// out-neighbours in out_edges' order, so a tree edge is the out-edge at the position where
// the arrays found the new vertex; the visitor receives that edge of the caller's graph.
#ifndef BOOST_GPU_PATHS_DETAIL_FRONT_END_BFS_LIVE_EVENTS_HPP
#define BOOST_GPU_PATHS_DETAIL_FRONT_END_BFS_LIVE_EVENTS_HPP

#include <boost_gpu_paths/detail/front_end/visitor_events.hpp>
#include <boost_gpu_paths/detail/front_end/bfs_order_job.hpp>
#include <boost_gpu_paths/detail/front_end/graph_size.hpp>
#include <boost_gpu_paths/detail/front_end/input_checks.hpp>
#include <boost_gpu_paths/detail/front_end/move_to_arrays.hpp>
#include <boost_gpu_paths/detail/front_end/out_edge_cursor.hpp>
#include <boost_gpu_paths/detail/front_end/parameters.hpp>
#include <boost_gpu_paths/detail/front_end/sequential_bfs.hpp>
#include <boost_gpu_paths/detail/layout/background_topology.hpp>
#include <boost_gpu_paths/errors.hpp>
#include <boost_gpu_paths/execution.hpp>

#include <boost/graph/graph_traits.hpp>
#include <boost/graph/named_function_params.hpp>
#include <boost/graph/properties.hpp>
#include <boost/property_map/property_map.hpp>

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <iterator>
#include <limits>
#include <optional>
#include <string>
#include <type_traits>
#include <vector>

namespace boost {
namespace gpu_paths {
namespace detail {
namespace bfs {

// The search's state and the caller's maps, with BGL's writes on each event.
template <class Graph, class Visitor, class ColorMap, class Params>
struct live_search {
    using vertex = typename graph_traits<Graph>::vertex_descriptor;
    using edge = typename graph_traits<Graph>::edge_descriptor;
    static constexpr bool has_color = !std::is_same<ColorMap, param_not_found>::value;
    // A visitor of every edge's events (visitor_events.hpp) searches on the caller's graph
    // throughout: its events need BGL's pass over every out-edge of it.
    static constexpr bool edge_events = handles_edge_events<Visitor, Graph>();
    static constexpr bool target_colors = handles_target_colors<Visitor, Graph>();
    // How many queued vertices ahead the search on the caller's graph asks for a vertex's
    // out-edges (BGL's loop, which knows its queue as well, waits for each block of them).
    static constexpr std::size_t prefetch_distance = 16;

    const Graph& g;
    Visitor& visitor;
    ColorMap color;
    search_outputs<Graph, Params>& outputs;
    std::vector<std::uint32_t> queue;  // every vertex discovered so far, in BGL's queue order
    std::size_t head = 0;              // the next to examine
    std::vector<std::uint64_t> discovered;  // without the caller's color map
    std::vector<std::uint64_t> finished;    // the black vertices, for target colors without the color map

    // Whether v is no longer white. With the caller's color map, the map decides, as in
    // BGL's loop: a visitor that holds the same map may mark vertices to leave them out.
    bool seen(std::uint32_t v) const
    {
        if constexpr (has_color)
            return get(color, static_cast<vertex>(v)) !=
                   color_traits<typename property_traits<ColorMap>::value_type>::white();
        else
            return (discovered[v >> 6] >> (v & 63)) & 1u;
    }

    void discover(vertex v)
    {
        const auto i = static_cast<std::uint32_t>(v);
        if constexpr (has_color)
            put(color, v, color_traits<typename property_traits<ColorMap>::value_type>::gray());
        else
            discovered[i >> 6] |= std::uint64_t(1) << (i & 63);
        visitor.discover_vertex(v, g);
        queue.push_back(i);
    }

    // BGL's tree edge u -> v, with the drop-in's distance and predecessor outputs on top
    // (as sequential_visitor on BGL's own loop), then v's discovery.
    void tree_edge(const edge& e, vertex u, vertex v)
    {
        visitor.tree_edge(e, g);
        outputs.tree_edge(u, v);
        discover(v);
    }

    void finish(vertex u)
    {
        if constexpr (has_color) put(color, u, color_traits<typename property_traits<ColorMap>::value_type>::black());
        if constexpr (target_colors && !has_color) {
            const auto i = static_cast<std::uint32_t>(u);
            finished[i >> 6] |= std::uint64_t(1) << (i & 63);
        }
        visitor.finish_vertex(u, g);
    }

    // BGL's events on an out-edge whose target was discovered before, gray or black when
    // the edge was examined.
    void non_tree_edge(const edge& e, bool gray)
    {
        visitor.non_tree_edge(e, g);
        if constexpr (target_colors) {
            if (gray)
                visitor.gray_target(e, g);
            else
                visitor.black_target(e, g);
        }
    }

    // Examines the next vertex of the queue through the caller's graph, as BGL does: the
    // target's color read once, after examine_edge, before the edge's other events.
    void examine_on_graph()
    {
        if (head + prefetch_distance < queue.size())
            prefetch_out_edges(g, static_cast<vertex>(queue[head + prefetch_distance]));
        const vertex u = static_cast<vertex>(queue[head++]);
        visitor.examine_vertex(u, g);
        typename graph_traits<Graph>::out_edge_iterator e, e_end;
        for (boost::tie(e, e_end) = out_edges(u, g); e != e_end; ++e) {
            const vertex v = target(*e, g);
            if constexpr (edge_events) visitor.examine_edge(*e, g);
            const auto i = static_cast<std::uint32_t>(v);
            if constexpr (has_color && edge_events) {
                using colors = color_traits<typename property_traits<ColorMap>::value_type>;
                const auto c = get(color, v);
                if (c == colors::white())
                    tree_edge(*e, u, v);
                else
                    non_tree_edge(*e, c == colors::gray());
            } else if (!seen(i)) {
                tree_edge(*e, u, v);
            } else if constexpr (edge_events) {
                non_tree_edge(*e, !target_colors || !((finished[i >> 6] >> (i & 63)) & 1u));
            }
        }
        finish(u);
    }

    // The same through the arrays: the caller's graph is read only for the edge
    // descriptors of tree edges, and only when the visitor handles them.
    // The queue is known some way ahead: the entries of the vertices to come are fetched
    // from memory while this one is examined (a latency-bound loop otherwise).
    template <class Topology>
    void examine_on_arrays(const Topology& arrays)
    {
        static_assert(!edge_events, "examine_on_arrays: every edge's events need the caller's graph");
        if (head + 16 < queue.size()) arrays.prefetch_offsets(queue[head + 16]);
        if (head + 8 < queue.size()) arrays.prefetch_targets(queue[head + 8]);
        const std::uint32_t i = queue[head++];
        const vertex u = static_cast<vertex>(i);
        visitor.examine_vertex(u, g);
        std::uint32_t count = 0;
        const std::uint32_t* targets = arrays.targets_of(i, count);
        out_edge_cursor<Graph> edges(g, u);
        for (std::uint32_t position = 0; position < count; ++position) {
            const std::uint32_t v = targets[position];
            if (seen(v)) continue;
            if constexpr (handles_tree_edge<Visitor, Graph>::value) {
                tree_edge(edges.at(position), u, static_cast<vertex>(v));
            } else {
                outputs.tree_edge(u, static_cast<vertex>(v));
                discover(static_cast<vertex>(v));
            }
        }
        finish(u);
    }

    // The rest of the search from the discovery order of the whole search
    // (bfs_order_job.hpp): the events of every vertex still to examine, in BGL's order,
    // without searching. Without the caller's color map only (nothing then reads the
    // colors but this search). Returns the vertices examined, 0 where the order does not
    // extend what this search discovered so far (it then goes on searching).
    std::size_t replay(const discovery_order_job& job)
    {
        static_assert(!has_color, "replay: the caller's color map is read by BGL's loop alone");
        const std::size_t reached = job.reached(), discovered = queue.size();
        const std::uint32_t* order = job.order();
        const std::uint32_t* discoverer = job.discoverer();
        const std::uint32_t* position = job.edge_position();
        if (reached < discovered || discovered == 0 || order[discovered - 1] != queue.back() ||
            order[head] != queue[head])
            return 0;
        const std::size_t first = head;
        std::size_t next = discovered;  // the next vertex to discover
        for (; head < reached; ++head) {
            const vertex u = static_cast<vertex>(order[head]);
            visitor.examine_vertex(u, g);
            out_edge_cursor<Graph> edges(g, u);
            for (; next < reached && discoverer[next] == head; ++next) {
                const vertex v = static_cast<vertex>(order[next]);
                if constexpr (handles_tree_edge<Visitor, Graph>::value) visitor.tree_edge(edges.at(position[next]), g);
                outputs.tree_edge(u, v);
                visitor.discover_vertex(v, g);
            }
            visitor.finish_vertex(u, g);
        }
        queue.clear();
        head = 0;
        return reached - first;
    }
};

// Whether a discovery order can stand in for the rest of a search from these sources:
// no color map of the caller's (a visitor could prune the search through it) and no
// source listed twice (BGL then discovers it twice). The sources' numbers go to `listed`.
template <class Sources, class Params>
bool order_can_replay(const Sources& sources, std::vector<std::uint32_t>& listed)
{
    if (!std::is_same<param_t<Params, vertex_color_t>, param_not_found>::value) return false;
    for (const auto s : sources) listed.push_back(static_cast<std::uint32_t>(s));
    std::vector<std::uint32_t> sorted = listed;
    std::sort(sorted.begin(), sorted.end());
    return std::adjacent_find(sorted.begin(), sorted.end()) == sorted.end() && !listed.empty();
}

// sources: a forward range of vertex descriptors of a graph of has_integer_vertex_range().
// tuning: bfs_options (visitor_arrays_from, visitor_switch_after, visitor_order_after).
// order_context: where BGL's discovery order is computed once the arrays are built
// (bfs_order_job.hpp); null: nowhere.
template <class Graph, class Sources, class Params>
examined_counts search_with_live_events(const Graph& g, const Sources& sources, const Params& params,
                                        const bfs_options& tuning, unsigned threads, bool pool,
                                        const execution_context* order_context = nullptr)
{
    using vertex = typename graph_traits<Graph>::vertex_descriptor;
    const std::size_t n = num_vertices(g);
    check_sources(g, sources);
    check_index_param(g, params);
    using ColorMap = param_t<Params, vertex_color_t>;
    ColorMap color{};
    if constexpr (!std::is_same<ColorMap, param_not_found>::value) color = get_param(params, vertex_color);
    // What the search allocates comes before the first write to the caller's maps and the
    // first event, so that a failed allocation leaves both as they were.
    search_outputs<Graph, Params> outputs(params);
    // BGL takes the visitor by value: the events go to one copy.
    using user_visitor = param_t<Params, graph_visitor_t>;
    typename visitor_or_default<user_visitor>::type visitor =
        visitor_or_default<user_visitor>::get(get_param(params, graph_visitor));
    using search_type = live_search<Graph, decltype(visitor), ColorMap, Params>;
    const std::size_t words = (n + 63) / 64;
    search_type search{g, visitor, color, outputs, {}, 0,
                       std::vector<std::uint64_t>(search_type::has_color ? 0 : words),
                       std::vector<std::uint64_t>(search_type::target_colors && !search_type::has_color ? words : 0)};

    // A source listed twice is queued twice.
    search.queue.reserve(n + static_cast<std::size_t>(std::distance(sources.begin(), sources.end())));
    const std::uint64_t size = n + estimate_size(g).edges;
    // Declared before the arrays, whose build thread runs it: destroyed after them.
    std::optional<discovery_order_job> job;
    std::optional<layout::background_topology<Graph>> arrays;
    // The calling thread runs the search meanwhile: the build takes the other threads.
    if (size >= tuning.visitor_arrays_from && threads > 1 && !search_type::edge_events) {
        std::vector<std::uint32_t> listed;
        if constexpr (!search_type::has_color) {
            if (order_context && order_can_replay<Sources, Params>(sources, listed)) job.emplace(*order_context, listed);
        }
        typename layout::background_topology<Graph>::continuation then;
        if (job)
            then = [&job](const layout::background_topology<Graph>& built, const std::atomic<bool>& cancelled) {
                job->run(built, cancelled);
            };
        arrays.emplace(g, threads - 1, pool, layout::topology_only(), std::move(then));
    }

    // BGL's breadth_first_search: every vertex initialized (the visitor first, then the
    // color), then every listed source discovered, a source listed twice twice.
    outputs.start(g, sources);
    for (std::size_t v = 0; v < n; ++v) {
        visitor.initialize_vertex(vertex(v), g);
        if constexpr (!std::is_same<ColorMap, param_not_found>::value)
            put(color, vertex(v), color_traits<typename property_traits<ColorMap>::value_type>::white());
    }
    for (vertex s : sources) search.discover(s);

    // Through the graph, then the arrays once they are ready, and the rest replayed from
    // the discovery order once it is there; with visitor_switch_after = k, both moves
    // happen after exactly k vertices, waiting there.
    examined_counts counts;
    bool on_arrays = false;
    // A share of 0 or less (or NaN) starts the order at once; of 1 or more, with the last vertex.
    const double share = tuning.visitor_order_after;
    const std::size_t start_order_at =
        share > 0 ? (share < 1 ? static_cast<std::size_t>(share * static_cast<double>(n)) : n) : 0;
    while (search.head < search.queue.size()) {
        if constexpr (!search_type::has_color) {
            if (job && !job->started() && search.queue.size() >= start_order_at) job->start();
            const bool due = tuning.visitor_switch_after ? counts.on_graph == tuning.visitor_switch_after
                                                         : job && job->ready();
            if (job && due && arrays && arrays->wait()) {
                if (job->wait()) {
                    const std::size_t replayed = search.replay(*job);
                    if (replayed) {
                        counts.replayed = replayed;
                        counts.order_report = job->backend_report();
                        break;
                    }
                }
                // No order: the search goes on without one (the arrays' build thread has
                // returned from the job, whose state it set last).
                job.reset();
            }
        }
        if constexpr (!search_type::edge_events) {
            if (!on_arrays && arrays &&
                (tuning.visitor_switch_after ? counts.on_graph == tuning.visitor_switch_after : arrays->ready())) {
                if (arrays->wait())
                    on_arrays = true;
                else
                    arrays.reset();
            }
            if (on_arrays) {
                search.examine_on_arrays(*arrays);
                ++counts.on_arrays;
                continue;
            }
        }
        search.examine_on_graph();
        ++counts.on_graph;
    }
    return counts;
}

}  // namespace bfs
}  // namespace detail
}  // namespace gpu_paths
}  // namespace boost

#endif
