// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// BGL's dag_shortest_paths pass, step for step, on the thread's scratch arrays: the
// sequential path of gpu_dag_shortest_paths on small directed graphs.
//
// BGL's own call allocates its topological order, its depth-first stack and (through the
// named parameters) a colour map on every call; on a graph of a few hundred vertices those
// allocations cost as much as copying the results out of scratch maps, which the drop-in
// must do so that a call that throws leaves the caller's maps untouched. This pass keeps
// all of them in the thread's scratch and so does both for about BGL's time.
#ifndef BOOST_GPU_PATHS_DETAIL_FRONT_END_SEQUENTIAL_DAG_HPP
#define BOOST_GPU_PATHS_DETAIL_FRONT_END_SEQUENTIAL_DAG_HPP

#include <boost_gpu_paths/detail/front_end/sequential_scratch.hpp>

#include <boost/graph/exception.hpp>
#include <boost/graph/graph_traits.hpp>
#include <boost/property_map/property_map.hpp>

#include <cstddef>
#include <cstdint>
#include <memory>
#include <new>
#include <type_traits>
#include <utility>

namespace boost {
namespace gpu_paths {
namespace detail {

// The pass's arrays, one element per vertex (vertices are the integers 0..n-1).
template <class D, class Graph>
struct sequential_dag_arrays {
    using vertex = typename graph_traits<Graph>::vertex_descriptor;
    using out_edge_iterator = typename graph_traits<Graph>::out_edge_iterator;
    struct frame {  // a vertex of the depth-first path and its out-edges still to examine
        vertex u;
        out_edge_iterator next, end;
    };
    struct distances_use;
    struct predecessors_use;
    struct state_use;
    struct order_use;
    struct stack_use;

    // An aggregate of iterators: frames begin their lifetime in raw storage as they are
    // assigned (implicit-lifetime types).
    static_assert(std::is_aggregate<frame>::value && std::is_trivially_destructible<frame>::value,
                  "frames are assigned into raw storage");

    // The stack is raw storage (sequential_scratch.hpp), frames assigned as the search goes
    // deeper: its iterators' constructors would otherwise write every frame up front.
    explicit sequential_dag_arrays(std::size_t n)
        : distances(n), predecessors(n), state(n), order(n), n_(n), stack_(n), stack(stack_.data())
    {
    }

    // On a large graph distances and predecessors hold values only where state is nonzero
    // (the vertices the search reached), and only `state` is written for every vertex, so
    // that a pass from a source that reaches little of it touches little of these arrays;
    // on a small one (the thread's scratch) every vertex's are written.
    bool written_everywhere() const noexcept { return n_ <= scratch_vertices; }

    scratch_array<D, distances_use> distances;
    scratch_array<vertex, predecessors_use> predecessors;
    scratch_array<unsigned char, state_use> state;  // 0 white, 1 on the depth-first path, 2 finished
    scratch_array<vertex, order_use> order;         // vertices in the order they finish

private:
    std::size_t n_;
    scratch_array<frame, stack_use> stack_;

public:
    frame* stack;  // the depth-first path
};

// boost::dag_shortest_paths(g, s, distance, weight, color, pred, null visitor, std::less,
// combine, inf, zero) into `a`, for a directed graph: a depth-first visit from s that
// examines out-edges in the graph's order and throws not_a_dag on an edge to a vertex on
// the current path (BGL's topo_sort_visitor), then every vertex at inf and its own
// predecessor, s at zero, and the finished vertices in reverse order relaxed through their
// out-edges. The same order gives the same distances and predecessors as BGL. A vertex
// reached by the visit has a nonzero state afterwards; the others are at inf and their own
// predecessors (not written: see sequential_dag_arrays). edge_budget: the most out-edges the
// visit may examine; false (and `a` unspecified) where the part reachable from s has more.
template <class D, class Graph, class WeightMap, class Combine>
bool sequential_dag_pass(const Graph& g, typename graph_traits<Graph>::vertex_descriptor s, const WeightMap& weight,
                         const Combine& combine, const D& inf, const D& zero, sequential_dag_arrays<D, Graph>& a,
                         std::uint64_t edge_budget = ~std::uint64_t(0))
{
    using vertex = typename graph_traits<Graph>::vertex_descriptor;
    const std::size_t n = num_vertices(g);
    unsigned char* const state = a.state.data();
    vertex* const order = a.order.data();
    using frame = typename sequential_dag_arrays<D, Graph>::frame;
    frame* const stack = a.stack;
    for (std::size_t i = 0; i < n; ++i) state[i] = 0;

    std::size_t depth = 0, finished = 0;
    state[s] = 1;
    {
        const auto range = out_edges(s, g);
        stack[depth++] = frame{s, range.first, range.second};
    }
    while (depth != 0) {
        auto& top = stack[depth - 1];
        if (top.next == top.end) {
            state[top.u] = 2;
            order[finished++] = top.u;
            --depth;
            continue;
        }
        if (edge_budget-- == 0) return false;
        const vertex v = target(*top.next, g);
        ++top.next;
        if (state[v] == 0) {
            state[v] = 1;
            const auto range = out_edges(v, g);
            stack[depth++] = frame{v, range.first, range.second};
        } else if (state[v] == 1) {
            throw not_a_dag();
        }
    }

    D* const distance = a.distances.data();
    vertex* const predecessor = a.predecessors.data();
    if (a.written_everywhere()) {  // one streaming pass: cheaper than scattered writes
        for (std::size_t i = 0; i < n; ++i) {
            distance[i] = inf;
            predecessor[i] = static_cast<vertex>(i);
        }
    } else {
        for (std::size_t k = 0; k < finished; ++k) {
            distance[order[k]] = inf;
            predecessor[order[k]] = order[k];
        }
    }
    distance[s] = zero;
    for (std::size_t k = finished; k-- > 0;) {
        const vertex u = order[k];
        const D from = distance[u];
        for (auto range = out_edges(u, g); range.first != range.second; ++range.first) {
            const vertex v = target(*range.first, g);
            const D through = combine(from, get(weight, *range.first));
            if (through < distance[v]) {
                distance[v] = through;
                predecessor[v] = u;
            }
        }
    }
    return true;
}

}  // namespace detail
}  // namespace gpu_paths
}  // namespace boost

#endif
