// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Which of BGL's events a BFS or Dijkstra visitor handles, read from its type.
//
// A visitor derived from bfs_visitor<EventVisitorList> (default_bfs_visitor is
// bfs_visitor<null_visitor>) or dijkstra_visitor<EventVisitorList> inherits a handler for
// every event that does nothing unless an event visitor of its list is filtered on that
// event; a handler the visitor declares itself hides the inherited one. So
// &Visitor::examine_edge<Edge, const Graph> names a member of bfs_visitor<List> exactly
// when the visitor leaves that event to its list, and the list's event_filter types say
// whether anything happens. A visitor whose handler cannot be seen this way (declared by
// the visitor, or a class of its own) is taken to handle the event.
#ifndef BOOST_GPU_PATHS_DETAIL_FRONT_END_VISITOR_EVENTS_HPP
#define BOOST_GPU_PATHS_DETAIL_FRONT_END_VISITOR_EVENTS_HPP

#include <boost/graph/breadth_first_search.hpp>
#include <boost/graph/dijkstra_shortest_paths.hpp>
#include <boost/graph/graph_traits.hpp>
#include <boost/graph/visitors.hpp>

#include <type_traits>
#include <utility>

namespace boost {
namespace gpu_paths {

// Specialize as std::true_type for a visitor that must run inside BGL's own loop: one
// that changes the searched graph, or needs events in step with something the drop-in
// cannot see. gpu_breadth_first_search and gpu_dijkstra_shortest_paths then call BGL's
// own function with it.
template <class Visitor>
struct visitor_needs_bgl_loop : std::false_type {};

namespace detail {
namespace visitor_events {

// Whether an event visitor list (one event visitor, or std::pairs of them) names Tag.
template <class List, class Tag>
struct list_has_event : std::is_same<typename List::event_filter, Tag> {};
template <class First, class Second, class Tag>
struct list_has_event<std::pair<First, Second>, Tag>
    : std::integral_constant<bool, list_has_event<First, Tag>::value || list_has_event<Second, Tag>::value> {};

template <class MemberPointer>
struct member_class {
    using type = void;
};
template <class Result, class Class, class... Args>
struct member_class<Result (Class::*)(Args...)> {
    using type = Class;
};
template <class Result, class Class, class... Args>
struct member_class<Result (Class::*)(Args...) const> {
    using type = Class;
};

// Whether a handler found in class C does something on event Tag.
template <class C, class Tag>
struct handler_acts : std::true_type {};
template <class List, class Tag>
struct handler_acts<bfs_visitor<List>, Tag> : list_has_event<List, Tag> {};
template <class List, class Tag>
struct handler_acts<dijkstra_visitor<List>, Tag> : list_has_event<List, Tag> {};

// The edge events only: vertex events need no arrays to be delivered, whoever handles them.
#define BOOST_GPU_PATHS_EVENT_PROBE(event, Argument)                                                           \
    template <class Visitor, class Graph, class = void>                                                            \
    struct handles_##event : std::true_type {};                                                                    \
    template <class Visitor, class Graph>                                                                          \
    struct handles_##event<Visitor, Graph,                                                                         \
                           std::void_t<decltype(&Visitor::template event<Argument, const Graph>)>>                 \
        : handler_acts<typename member_class<decltype(&Visitor::template event<Argument, const Graph>)>::type,     \
                       on_##event> {};

template <class Graph>
using edge_of = typename graph_traits<Graph>::edge_descriptor;

BOOST_GPU_PATHS_EVENT_PROBE(examine_edge, edge_of<Graph>)
BOOST_GPU_PATHS_EVENT_PROBE(tree_edge, edge_of<Graph>)
BOOST_GPU_PATHS_EVENT_PROBE(non_tree_edge, edge_of<Graph>)
BOOST_GPU_PATHS_EVENT_PROBE(gray_target, edge_of<Graph>)
BOOST_GPU_PATHS_EVENT_PROBE(black_target, edge_of<Graph>)
BOOST_GPU_PATHS_EVENT_PROBE(edge_relaxed, edge_of<Graph>)
BOOST_GPU_PATHS_EVENT_PROBE(edge_not_relaxed, edge_of<Graph>)

#undef BOOST_GPU_PATHS_EVENT_PROBE

}  // namespace visitor_events

namespace bfs {

using visitor_events::handles_tree_edge;

// Whether a visitor handles an event on every out-edge the search examines (examine_edge,
// non_tree_edge, gray_target, black_target), which needs BGL's pass over every out-edge
// of the caller's graph. A visitor of vertex events and tree edges only has its events
// fixed by the order in which BGL's search discovers and examines vertices, and its tree:
// its search moves to arrays of the graph part way (bfs_live_events.hpp).
template <class Visitor, class Graph>
constexpr bool handles_edge_events()
{
    using namespace visitor_events;
    return handles_examine_edge<Visitor, Graph>::value || handles_non_tree_edge<Visitor, Graph>::value ||
           handles_gray_target<Visitor, Graph>::value || handles_black_target<Visitor, Graph>::value;
}

// Whether it tells a non-tree edge's gray target from a black one.
template <class Visitor, class Graph>
constexpr bool handles_target_colors()
{
    using namespace visitor_events;
    return handles_gray_target<Visitor, Graph>::value || handles_black_target<Visitor, Graph>::value;
}


}  // namespace bfs
}  // namespace detail
}  // namespace gpu_paths
}  // namespace boost

#endif
