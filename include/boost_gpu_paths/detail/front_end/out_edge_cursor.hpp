// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The caller's edge descriptor of u's out-edge at a position of out_edges(u, g), for the
// searches that read a graph's out-edges from arrays (in out_edges' order) and hand a
// visitor the caller's edges. Positions are asked in increasing order; the cursor reads
// the graph only when asked, and moves in one step where the iterator's traversal is
// random access (adjacency_list<vecS, ...>, whose iterators report an input category
// because they return edges by value).
#ifndef BOOST_GPU_PATHS_DETAIL_FRONT_END_OUT_EDGE_CURSOR_HPP
#define BOOST_GPU_PATHS_DETAIL_FRONT_END_OUT_EDGE_CURSOR_HPP

#include <boost/graph/graph_traits.hpp>
#include <boost/iterator/iterator_categories.hpp>

#include <cstddef>
#include <memory>
#include <type_traits>
#include <utility>

namespace boost {
namespace detail {
// adjacency_list's out-edge iterator (boost/graph/detail/adjacency_list.hpp), declared
// here so that a caller's graph of another kind needs no adjacency_list.
template <class BaseIter, class VertexDescriptor, class EdgeDescriptor, class Difference>
struct out_edge_iter;
}  // namespace detail

namespace gpu_paths {
namespace detail {

template <class Graph>
class out_edge_cursor {
public:
    using vertex = typename graph_traits<Graph>::vertex_descriptor;
    using edge = typename graph_traits<Graph>::edge_descriptor;

    out_edge_cursor(const Graph& g, vertex u) : g_(&g), u_(u) {}

    edge at(std::size_t position)
    {
        if (!open_) {
            here_ = out_edges(u_, *g_).first;
            open_ = true;
        }
        using iterator = typename graph_traits<Graph>::out_edge_iterator;
        if constexpr (std::is_convertible<typename iterator_traversal<iterator>::type,
                                          random_access_traversal_tag>::value) {
            here_ += static_cast<typename std::iterator_traits<iterator>::difference_type>(position - position_);
        } else {
            for (; position_ < position; ++position_) ++here_;
        }
        position_ = position;
        return *here_;
    }

private:
    const Graph* g_;
    vertex u_;
    typename graph_traits<Graph>::out_edge_iterator here_{};
    std::size_t position_ = 0;
    bool open_ = false;
};

// Whether an out-edge iterator is adjacency_list's, which adapts an iterator at the stored
// edge it stands for: the address of that edge can then be had without reading it. (Not
// every iterator's base() is where it reads: a reverse iterator's is one past.)
template <class Iterator>
struct adapts_stored_edges : std::false_type {};
template <class BaseIter, class VertexDescriptor, class EdgeDescriptor, class Difference>
struct adapts_stored_edges<boost::detail::out_edge_iter<BaseIter, VertexDescriptor, EdgeDescriptor, Difference>>
    : std::true_type {};

// Asks the memory system for u's first out-edges in the caller's graph, for a loop that
// knows which vertex it examines later (the graph's blocks of out-edges lie anywhere in
// memory); nothing where the graph's iterators do not tell where they read.
template <class Graph>
void prefetch_out_edges(const Graph& g, typename graph_traits<Graph>::vertex_descriptor u)
{
#if defined(__GNUC__)
    if constexpr (adapts_stored_edges<typename graph_traits<Graph>::out_edge_iterator>::value) {
        const auto range = out_edges(u, g);
        if (range.first != range.second) __builtin_prefetch(std::addressof(*range.first.base()));
    }
#else
    (void)g, (void)u;
#endif
}

}  // namespace detail
}  // namespace gpu_paths
}  // namespace boost

#endif
