// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Which of a caller's property maps the write-back may fill from several threads at once.
//
// BGL promises nothing about concurrent put() on one map, so the front ends write serially
// unless the map is one whose put() on distinct keys touches distinct objects and whose
// get() on its index map only reads: a pointer to non-bool values, or an
// iterator_property_map / safe_iterator_property_map over a random-access iterator that
// yields real references (not std::vector<bool>'s proxies), indexed by the graph's own
// vertex_index map or an identity map. Those are what BGL users pass (make_iterator_
// property_map(v.begin(), get(vertex_index, g)), &v[0]).
#ifndef BOOST_GPU_PATHS_DETAIL_FRONT_END_CONCURRENT_MAPS_HPP
#define BOOST_GPU_PATHS_DETAIL_FRONT_END_CONCURRENT_MAPS_HPP

#include <boost_gpu_paths/detail/front_end/graph_size.hpp>

#include <boost/graph/properties.hpp>
#include <boost/property_map/property_map.hpp>

#include <iterator>
#include <type_traits>

namespace boost {
namespace gpu_paths {
namespace detail {

// The graph's own vertex_index map, asked for only of graphs whose vertices are integers in
// a random-access range (others, like listS, may have none).
template <class Graph, class IndexMap, bool = has_integer_vertex_range<Graph>()>
struct is_graph_index_map : std::false_type {};
template <class Graph, class IndexMap>
struct is_graph_index_map<Graph, IndexMap, true>
    : std::integral_constant<bool, std::is_same<IndexMap, typename property_map<Graph, vertex_index_t>::const_type>::value ||
                                       std::is_same<IndexMap, typename property_map<Graph, vertex_index_t>::type>::value> {
};

template <class Graph, class IndexMap>
constexpr bool is_plain_index_map()
{
    using index_map = typename std::decay<IndexMap>::type;
    return is_graph_index_map<Graph, index_map>::value ||
           std::is_same<index_map, typed_identity_property_map<typename property_traits<index_map>::key_type>>::value;
}

template <class Iterator, class Reference>
constexpr bool is_plain_storage()
{
    return std::is_reference<Reference>::value &&
           std::is_convertible<typename std::iterator_traits<Iterator>::iterator_category,
                               std::random_access_iterator_tag>::value;
}

template <class Map, class Graph>
struct concurrent_writes : std::false_type {};

template <class T, class Graph>
struct concurrent_writes<T*, Graph>
    : std::integral_constant<bool, !std::is_same<typename std::remove_cv<T>::type, bool>::value> {};

template <class Iterator, class IndexMap, class T, class R, class Graph>
struct concurrent_writes<iterator_property_map<Iterator, IndexMap, T, R>, Graph>
    : std::integral_constant<bool, is_plain_storage<Iterator, R>() && is_plain_index_map<Graph, IndexMap>()> {};

template <class Iterator, class IndexMap, class T, class R, class Graph>
struct concurrent_writes<safe_iterator_property_map<Iterator, IndexMap, T, R>, Graph>
    : std::integral_constant<bool, is_plain_storage<Iterator, R>() && is_plain_index_map<Graph, IndexMap>()> {};

}  // namespace detail
}  // namespace gpu_paths
}  // namespace boost

#endif
