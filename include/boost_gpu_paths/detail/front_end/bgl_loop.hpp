// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// BGL's own loop, for the calls only it can serve: a visitor whose events must come in
// BGL's order, a compare or combine other than the kernels' < and +, distance types the
// kernels do not have. The drop-in then is BGL's call, with BGL's named-parameter
// defaults, events, exceptions and results, as fast as BGL's, plus the checks every path
// of the drop-in makes (a source that is not a vertex, an index map that does not number
// the vertices, are refused, not undefined), and the
// report, where the call asks for one, says why this path was taken.
#ifndef BOOST_GPU_PATHS_DETAIL_FRONT_END_BGL_LOOP_HPP
#define BOOST_GPU_PATHS_DETAIL_FRONT_END_BGL_LOOP_HPP

#include <boost_gpu_paths/detail/front_end/parameters.hpp>
#include <boost_gpu_paths/detail/front_end/input_checks.hpp>
#include <boost_gpu_paths/errors.hpp>
#include <boost_gpu_paths/execution.hpp>

#include <boost/graph/dijkstra_shortest_paths.hpp>
#include <boost/graph/graph_traits.hpp>
#include <boost/graph/named_function_params.hpp>
#include <boost/graph/properties.hpp>
#include <boost/property_map/property_map.hpp>

#include <cstddef>
#include <functional>
#include <limits>
#include <vector>

namespace boost {
namespace gpu_paths {
namespace detail {

// The checks every path makes (input_checks.hpp), before BGL's loop reads the graph.
template <class Graph, class Sources, class Params>
void check_inputs_for_bgl_loop(const Graph& g, const Sources& sources, const Params& params)
{
    check_sources(g, sources);
    check_index_param(g, params);
}

// The report of a call that ran BGL's loop, where the call asked for one.
template <class Params>
void report_bgl_loop(const Params& params, const char* method)
{
    if constexpr (has_param<Params, report_t>()) {
        report& out = get_param(params, report_t()).get();
        out = report();
        out.backend = backend_kind::host;
        out.method = method;
    }
}

// boost::dijkstra_shortest_paths from every source of `sources` at once, with the named
// parameters' values or BGL's defaults for them (BGL's dijkstra_dispatch1 and 2; its named
// form takes one source, which this passes to it as it is).
template <class Graph, class Sources, class Params>
void bgl_loop_dijkstra(const Graph& g, const Sources& sources, const Params& params)
{
    check_inputs_for_bgl_loop(g, sources, params);
    if (sources.size() == 1) {
        boost::dijkstra_shortest_paths(g, *sources.begin(), params);
        return;
    }
    const auto weight = choose_const_pmap(get_param(params, edge_weight), g, edge_weight);
    const auto index = choose_const_pmap(get_param(params, vertex_index), g, vertex_index);
    using WeightValue = typename property_traits<decltype(weight)>::value_type;
    using DistanceParam = param_t<Params, vertex_distance_t>;
    std::vector<WeightValue> own_distances(std::is_same<DistanceParam, param_not_found>::value ? num_vertices(g) : 0);
    const auto distance = choose_param(get_param(params, vertex_distance),
                                       make_iterator_property_map(own_distances.begin(), index, WeightValue()));
    using D = typename property_traits<std::decay_t<decltype(distance)>>::value_type;
    dummy_property_map no_predecessors;
    boost::dijkstra_shortest_paths(
        g, sources.begin(), sources.end(), choose_param(get_param(params, vertex_predecessor), no_predecessors),
        distance, weight, index, choose_param(get_param(params, distance_compare_t()), std::less<D>()),
        choose_param(get_param(params, distance_combine_t()), std::plus<D>()),
        choose_param(get_param(params, distance_inf_t()), (std::numeric_limits<D>::max)()),
        choose_param(get_param(params, distance_zero_t()), D()),
        choose_param(get_param(params, graph_visitor), make_dijkstra_visitor(null_visitor())));
}

}  // namespace detail
}  // namespace gpu_paths
}  // namespace boost

#endif
