// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// A graph kept ready for repeated searches: laid out once, and on the CUDA backend copied
// to the device once, instead of on every call.
//
//   auto rg = gpu_paths::make_resident_graph(g, boost::weight_map(get(edge_weight, g)));
//   for (auto s : sources) {
//       gpu_dijkstra_shortest_paths(g, s, gpu_paths::use_resident(rg, boost::distance_map(d)));
//       gpu_breadth_first_search(g, s, gpu_paths::use_resident(rg, boost::visitor(vis)));
//   }
//
// make_resident_graph(g [, params]) takes weight_map (needed for gpu_dijkstra_shortest_paths
// only), vertex_index_map, and the execution parameters of named_params.hpp (use_backend,
// use_device, use_stream, with_options): they hold for every query on it. The first query
// of each family lays the graph out and chooses where it runs, as an automatic call would
// (BGL's own sequential algorithm on small graphs, the parallel host backend, or the
// device), and later queries reuse both. A query passes use_resident(rg) with its other
// named parameters on the same graph g, and no weight_map or vertex_index_map of its own
// (the resident graph's hold); its own execution parameters are ignored, except report_to.
//
// Lifetime: the resident graph refers to g (and reads its arrays in place where the layout
// shares them), so g must outlive it. BGL graphs are mutable: after g or its weights
// change, call invalidate() before the next query; nothing detects the change. Device
// memory is held until invalidate() or destruction. One query at a time: a resident graph
// is not to be queried from two threads at once.
#ifndef BOOST_GPU_PATHS_RESIDENT_GRAPH_HPP
#define BOOST_GPU_PATHS_RESIDENT_GRAPH_HPP

#include <boost_gpu_paths/detail/front_end/parameters.hpp>
#include <boost_gpu_paths/detail/front_end/resident_slots.hpp>
#include <boost_gpu_paths/detail/layout/vertex_numbering.hpp>
#include <boost_gpu_paths/execution.hpp>
#include <boost_gpu_paths/named_params.hpp>

#include <boost/graph/named_function_params.hpp>

#include <functional>
#include <memory>
#include <tuple>

namespace boost {
namespace gpu_paths {

// WeightMap: the edge weights of the searches that take weights, or layout::no_weights.
template <class Graph, class WeightMap = layout::no_weights>
class resident_graph {
public:
    using graph_type = Graph;
    using weight_map_type = WeightMap;

    // Made by make_resident_graph. number: the graph's vertex numbering (by the
    // vertex_index_map given, else in the order of vertices(g)).
    resident_graph(const Graph& g, const WeightMap& weight, const execution_context& context,
                   std::function<layout::vertex_numbering<Graph>(const Graph&)> number)
        : graph_(&g), weight_(weight), context_(context), number_(std::move(number))
    {
        context_.report = nullptr;
    }
    resident_graph(const resident_graph&) = delete;
    resident_graph& operator=(const resident_graph&) = delete;

    const Graph& graph() const noexcept { return *graph_; }
    const WeightMap& weight_map() const noexcept { return weight_; }
    const execution_context& context() const noexcept { return context_; }

    // Forgets the layout and frees the device copies: the next query starts from the graph
    // as it is then.
    void invalidate()
    {
        bfs_.reset();
        sssp_ = {};
        numbering_.reset();
    }

    // For the front ends: the numbering (made on first use) and the families' slots.
    const layout::vertex_numbering<Graph>& numbering()
    {
        if (!numbering_) numbering_ = std::make_unique<layout::vertex_numbering<Graph>>(number_(*graph_));
        return *numbering_;
    }
    std::unique_ptr<detail::resident_bfs_slot>& bfs_slot() noexcept { return bfs_; }
    template <class W>
    std::unique_ptr<detail::resident_sssp_slot<W>>& sssp_slot() noexcept
    {
        return std::get<std::unique_ptr<detail::resident_sssp_slot<W>>>(sssp_);
    }

private:
    const Graph* graph_;
    WeightMap weight_;
    execution_context context_;
    std::function<layout::vertex_numbering<Graph>(const Graph&)> number_;
    // Declared before the slots, whose engines read the layout's arrays: destroyed after.
    std::unique_ptr<layout::vertex_numbering<Graph>> numbering_;
    std::unique_ptr<detail::resident_bfs_slot> bfs_;
    std::tuple<std::unique_ptr<detail::resident_sssp_slot<float>>, std::unique_ptr<detail::resident_sssp_slot<double>>,
               std::unique_ptr<detail::resident_sssp_slot<std::int32_t>>,
               std::unique_ptr<detail::resident_sssp_slot<std::int64_t>>>
        sssp_;
};

namespace detail {

template <class Graph, class Params>
using resident_weight_map_t =
    typename std::conditional<has_param<Params, edge_weight_t>(), param_t<Params, edge_weight_t>,
                              layout::no_weights>::type;

}  // namespace detail

template <class Graph, class P, class T, class R>
resident_graph<Graph, detail::resident_weight_map_t<Graph, bgl_named_params<P, T, R>>> make_resident_graph(
    const Graph& g, const bgl_named_params<P, T, R>& params)
{
    using Params = bgl_named_params<P, T, R>;
    using WeightMap = detail::resident_weight_map_t<Graph, Params>;
    const WeightMap weight = [&]() -> WeightMap {
        if constexpr (detail::has_param<Params, edge_weight_t>())
            return get_param(params, edge_weight);
        else
            return WeightMap{};
    }();
    std::function<layout::vertex_numbering<Graph>(const Graph&)> number;
    if constexpr (detail::has_param<Params, vertex_index_t>()) {
        auto index = get_param(params, vertex_index);
        number = [index](const Graph& graph) { return layout::vertex_numbering<Graph>(graph, index); };
    } else {
        number = [](const Graph& graph) { return layout::vertex_numbering<Graph>(graph); };
    }
    return resident_graph<Graph, WeightMap>(g, weight, detail::context_from(params), std::move(number));
}

template <class Graph>
resident_graph<Graph> make_resident_graph(const Graph& g)
{
    return make_resident_graph(g, bgl_named_params<int, int>(0));
}

// The named parameter of a query on a resident graph.
template <class Graph, class WeightMap>
bgl_named_params<std::reference_wrapper<resident_graph<Graph, WeightMap>>, resident_graph_t> use_resident(
    resident_graph<Graph, WeightMap>& rg)
{
    return detail::named<std::reference_wrapper<resident_graph<Graph, WeightMap>>, resident_graph_t>(std::ref(rg));
}
template <class Graph, class WeightMap, class P, class T, class R>
bgl_named_params<std::reference_wrapper<resident_graph<Graph, WeightMap>>, resident_graph_t, bgl_named_params<P, T, R>>
use_resident(resident_graph<Graph, WeightMap>& rg, const bgl_named_params<P, T, R>& rest)
{
    return detail::named<std::reference_wrapper<resident_graph<Graph, WeightMap>>, resident_graph_t>(std::ref(rg),
                                                                                                    rest);
}

}  // namespace gpu_paths
}  // namespace boost

#endif
