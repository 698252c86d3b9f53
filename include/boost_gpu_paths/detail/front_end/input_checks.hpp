// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The checks BGL's own loop needs before it runs on the caller's graph (the sequential
// paths, and the calls only that loop serves), so that they refuse what the backends'
// layout refuses, with the same words, instead of reading out of bounds: a source that is
// not a vertex, and a vertex_index_map that does not number the vertices 0..n-1 one to
// one. A source is checked on graphs whose vertices are the integers 0..n-1, where that is
// one comparison (other graphs' sources go through the layout's numbering); a caller's
// index map on every graph, since BGL's loop indexes its own arrays with it whatever the
// vertices are.
#ifndef BOOST_GPU_PATHS_DETAIL_FRONT_END_INPUT_CHECKS_HPP
#define BOOST_GPU_PATHS_DETAIL_FRONT_END_INPUT_CHECKS_HPP

#include <boost_gpu_paths/detail/front_end/graph_size.hpp>
#include <boost_gpu_paths/detail/front_end/parameters.hpp>
#include <boost_gpu_paths/detail/front_end/sequential_scratch.hpp>
#include <boost_gpu_paths/errors.hpp>

#include <boost/graph/graph_traits.hpp>
#include <boost/graph/named_function_params.hpp>
#include <boost/property_map/property_map.hpp>

#include <algorithm>
#include <array>
#include <cstddef>
#include <string>
#include <type_traits>

namespace boost {
namespace gpu_paths {
namespace detail {

template <class Graph, class Sources>
void check_sources(const Graph& g, const Sources& sources)
{
    if constexpr (has_integer_vertex_range<Graph>()) {
        const std::size_t n = num_vertices(g);
        for (const auto& s : sources)
            if (!(s >= 0 && static_cast<std::size_t>(s) < n))
                throw invalid_input("the source vertex is not a vertex of the graph");
    }
}

template <class Graph>
void check_source(const Graph& g, typename graph_traits<Graph>::vertex_descriptor s)
{
    check_sources(g, std::array<typename graph_traits<Graph>::vertex_descriptor, 1>{{s}});
}

// A caller's index map is read once, a byte per vertex.
template <class Graph, class IndexMap>
void check_index_map(const Graph& g, const IndexMap& index)
{
    using index_value = typename std::decay<decltype(get(index, *vertices(g).first))>::type;
    // A map whose values are not integers (BGL's concept archetypes) cannot index anything.
    if constexpr (std::is_integral<index_value>::value) {
        const std::size_t n = num_vertices(g);
        struct seen_use;
        const scratch_array<unsigned char, seen_use> seen(n);
        std::fill(seen.data(), seen.data() + n, static_cast<unsigned char>(0));
        typename graph_traits<Graph>::vertex_iterator it, end;
        for (boost::tie(it, end) = vertices(g); it != end; ++it) {
            const index_value i = get(index, *it);
            const bool negative = std::is_signed<index_value>::value && i < index_value(0);
            if (negative || static_cast<std::size_t>(i) >= n || seen.data()[static_cast<std::size_t>(i)])
                throw invalid_input("vertex_index_map does not number the vertices 0.." + std::to_string(n) +
                                    "-1 one to one");
            seen.data()[static_cast<std::size_t>(i)] = 1;
        }
    }
}

// The named parameter, where the call passes one.
template <class Graph, class Params>
void check_index_param(const Graph& g, const Params& params)
{
    if constexpr (has_param<Params, vertex_index_t>()) check_index_map(g, get_param(params, vertex_index));
}

}  // namespace detail
}  // namespace gpu_paths
}  // namespace boost

#endif
