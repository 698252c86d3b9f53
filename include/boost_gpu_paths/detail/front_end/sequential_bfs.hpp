// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// gpu_breadth_first_search on BGL's own sequential algorithm, for automatic calls on graphs
// too small to repay the layout and threads of the backends (detail/interface/
// path_choice.hpp). It runs boost::breadth_first_search on the caller's graph, with the
// caller's visitor (the recorder idiom), and fills the outputs the drop-in promises on
// top: distance_map (hops; max() for unreached vertices), predecessor_map (sources and
// unreached vertices their own) and color_map (black reached, white not). The visitor's
// recorders then write exactly what BGL's do, in BGL's order.
//
// Only for graphs whose vertices are integers 0..n-1 in a random-access range (vecS,
// adjacency_matrix, compressed_sparse_row_graph): their size is known in O(1), a source's
// validity is one comparison, and BGL's call needs no numbering of ours.
#ifndef BOOST_GPU_PATHS_DETAIL_FRONT_END_SEQUENTIAL_BFS_HPP
#define BOOST_GPU_PATHS_DETAIL_FRONT_END_SEQUENTIAL_BFS_HPP

#include <boost_gpu_paths/detail/front_end/parameters.hpp>
#include <boost_gpu_paths/detail/front_end/graph_size.hpp>
#include <boost_gpu_paths/detail/front_end/input_checks.hpp>
#include <boost_gpu_paths/detail/front_end/sequential_scratch.hpp>
#include <boost_gpu_paths/errors.hpp>

#include <boost/graph/breadth_first_search.hpp>
#include <boost/graph/graph_traits.hpp>
#include <boost/graph/named_function_params.hpp>
#include <boost/graph/two_bit_color_map.hpp>
#include <boost/graph/visitors.hpp>
#include <boost/pending/queue.hpp>
#include <boost/property_map/property_map.hpp>

#include <iterator>
#include <limits>
#include <string>
#include <type_traits>
#include <vector>

namespace boost {
namespace gpu_paths {
namespace detail {
namespace bfs {

// [first, last) as a range.
template <class Iterator>
struct iterator_range {
    Iterator first, last;
    Iterator begin() const { return first; }
    Iterator end() const { return last; }
};

// The drop-in's outputs of a search with BGL's loop, from the named parameters:
// distance_map (hops; max() for unreached vertices) and predecessor_map (sources and
// unreached vertices their own), each only where passed.
template <class Graph, class Params>
struct search_outputs {
    using vertex = typename graph_traits<Graph>::vertex_descriptor;
    using DistanceMap = param_t<Params, vertex_distance_t>;
    using PredecessorMap = param_t<Params, vertex_predecessor_t>;
    static constexpr bool has_distance = !std::is_same<DistanceMap, param_not_found>::value;
    static constexpr bool has_predecessor = !std::is_same<PredecessorMap, param_not_found>::value;

    DistanceMap distance{};
    PredecessorMap predecessor{};

    explicit search_outputs(const Params& params)
    {
        if constexpr (has_distance) distance = get_param(params, vertex_distance);
        if constexpr (has_predecessor) predecessor = get_param(params, vertex_predecessor);
    }

    // Every vertex unreached, the sources at 0 hops: the first write to the caller's maps.
    template <class Sources>
    void start(const Graph& g, const Sources& sources)
    {
        const std::size_t n = num_vertices(g);
        if constexpr (has_distance) {
            using value = typename property_traits<DistanceMap>::value_type;
            for (std::size_t v = 0; v < n; ++v) put(distance, vertex(v), (std::numeric_limits<value>::max)());
            for (vertex s : sources) put(distance, s, value(0));
        }
        if constexpr (has_predecessor)
            for (std::size_t v = 0; v < n; ++v) put(predecessor, vertex(v), vertex(v));
    }

    // The tree edge u -> v.
    void tree_edge(vertex u, vertex v)
    {
        if constexpr (has_distance) {
            using value = typename property_traits<DistanceMap>::value_type;
            const value next = get(distance, u) + 1;
            if constexpr (std::numeric_limits<value>::is_integer) {
                if (next == (std::numeric_limits<value>::max)())
                    throw invalid_input("gpu_breadth_first_search: a hop count of " + std::to_string(next) +
                                        " does not fit the distance map's value type below its maximum (which marks "
                                        "unreached vertices); use a wider type");
            }
            put(distance, v, next);
        }
        if constexpr (has_predecessor) put(predecessor, v, u);
    }
};

// The caller's visitor, plus the named-parameter outputs written on tree edges.
template <class Graph, class Visitor, class Params>
struct sequential_visitor : Visitor {
    using edge = typename graph_traits<Graph>::edge_descriptor;

    sequential_visitor(const Visitor& user, search_outputs<Graph, Params>& outputs) : Visitor(user), outputs(&outputs)
    {
    }

    template <class G>
    void tree_edge(edge e, const G& g)
    {
        Visitor::tree_edge(e, g);
        outputs->tree_edge(source(e, g), target(e, g));
    }

    search_outputs<Graph, Params>* outputs;
};

// The caller's visitor as a BFS visitor (no visitor: BGL's default one).
template <class Visitor>
struct visitor_or_default {
    static const Visitor& get(const Visitor& v) { return v; }
    using type = Visitor;
};
template <>
struct visitor_or_default<param_not_found> {
    static bfs_visitor<null_visitor> get(const param_not_found&) { return bfs_visitor<null_visitor>(); }
    using type = bfs_visitor<null_visitor>;
};
template <>
struct visitor_or_default<null_visitor> {
    static bfs_visitor<null_visitor> get(const null_visitor&) { return bfs_visitor<null_visitor>(); }
    using type = bfs_visitor<null_visitor>;
};

// sources: a forward range of vertex descriptors.
template <class Graph, class Sources, class Params>
void search_sequentially(const Graph& g, const Sources& sources, const Params& params, report* out)
{
    using vertex = typename graph_traits<Graph>::vertex_descriptor;
    const std::size_t n = num_vertices(g);
    check_sources(g, sources);
    check_index_param(g, params);
    // What the search allocates comes first (the queue, the colours), so that a failed
    // allocation leaves the caller's maps as they were. Small graphs search with the
    // thread's scratch colours (sequential_scratch.hpp), which take a byte-addressed word
    // each, not two bits: reading and writing them directly is cheaper than BGL's masking. A
    // graph too large for the scratch takes BGL's two-bit colours. The queue holds every
    // vertex once and each listed source once per listing, in raw memory touched only as
    // far as the search fills it; with the caller's colour map, which a visitor may set
    // back to white so that a vertex is queued again, it is BGL's growing queue.
    const std::size_t listed = static_cast<std::size_t>(std::distance(sources.begin(), sources.end()));
    search_outputs<Graph, Params> outputs(params);
    using user_visitor = param_t<Params, graph_visitor_t>;
    using visitor_type = sequential_visitor<Graph, typename visitor_or_default<user_visitor>::type, Params>;
    visitor_type visitor(visitor_or_default<user_visitor>::get(get_param(params, graph_visitor)), outputs);
    auto search_with = [&](auto& queue, auto colors) {
        outputs.start(g, sources);
        boost::breadth_first_search(g, sources.begin(), sources.end(), queue, visitor, colors);
    };
    if constexpr (has_param<Params, vertex_color_t>()) {
        boost::queue<vertex> queue;
        search_with(queue, get_param(params, vertex_color));
    } else {
        array_queue<vertex> queue(n + listed);
        const auto index = choose_const_pmap(get_param(params, vertex_index), g, vertex_index);
        if (n <= scratch_vertices) {
            const scratch_array<default_color_type> colors(n);
            search_with(queue, make_iterator_property_map(colors.data(), index));
        } else {
            search_with(queue, two_bit_color_map<decltype(index)>(n, index));
        }
    }
    if (out) {
        out->backend = backend_kind::host;
        out->device = -1;
    }
}

}  // namespace bfs
}  // namespace detail
}  // namespace gpu_paths
}  // namespace boost

#endif
