// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// BGL's dag_shortest_paths pass on a large directed graph, relaxing straight into the
// caller's distance and predecessor maps as BGL's own call does.
//
// Why not scratch arrays copied out (sequential_dag.hpp, the small graphs' pass): on a
// graph of a million vertices the per-call arrays of distances, predecessors, order and
// stack come to tens of megabytes, more than the allocator keeps between calls, so every
// call pays their page faults, and the copy into the caller's maps is one more pass over
// every vertex. The pass here is BGL's own: depth_first_visit from s for the order, then
// the relaxations with the drop-in's checked sum (an integer sum that wraps, or a NaN, is
// refused). The depth-first visit (where not_a_dag is thrown) writes nothing of the
// caller's. Nothing of the caller's may change when a sum is refused, so before the
// relaxations write the maps either the examined weights show that no sum can fail
// (every one finite and, for an integer type, the reached vertices times the largest
// magnitude well inside the type: a shortest path has fewer edges than the vertices
// reached), or the maps' values are saved, to be put back. Where the weights cannot show
// it, or a sum is refused, the caller runs the scratch pass, which throws before writing
// anything.
#ifndef BOOST_GPU_PATHS_DETAIL_FRONT_END_SEQUENTIAL_DAG_DIRECT_HPP
#define BOOST_GPU_PATHS_DETAIL_FRONT_END_SEQUENTIAL_DAG_DIRECT_HPP

#include <boost_gpu_paths/errors.hpp>

#include <boost/graph/depth_first_search.hpp>
#include <boost/graph/exception.hpp>
#include <boost/graph/graph_traits.hpp>
#include <boost/graph/two_bit_color_map.hpp>
#include <boost/property_map/property_map.hpp>

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <type_traits>
#include <vector>

namespace boost {
namespace gpu_paths {
namespace detail {

// What the relaxations could do with the weights the visit examined: whether any of them
// can throw (a NaN sum, an integer sum that wraps).
template <class D>
class dag_relaxation_bound {
public:
    template <class Weight>
    void see(const Weight& w) noexcept
    {
        if constexpr (std::is_floating_point<Weight>::value)
            if (!std::isfinite(w)) finite_ = false;
        if (w < Weight(0)) negative_ = true;
        const double magnitude = w < Weight(0) ? -static_cast<double>(w) : static_cast<double>(w);
        if (magnitude > largest_) largest_ = magnitude;
    }

    // No relaxation among `reached` vertices can throw.
    bool cannot_throw(std::size_t reached) const noexcept
    {
        if (!finite_) return false;
        if constexpr (std::is_floating_point<D>::value) {
            return true;  // finite weights: sums overflow to an infinity, never to NaN
        } else {
            if (std::is_unsigned<D>::value && negative_) return false;
            return largest_ * static_cast<double>(reached) < static_cast<double>((std::numeric_limits<D>::max)()) / 4;
        }
    }

private:
    double largest_ = 0;
    bool finite_ = true, negative_ = false;
};

// Asks for the weights of u's out-edges ahead of their reads, where the weight map hands
// out references (an adjacency_list's edge properties, each in a block of its own): the
// relaxations know which vertex comes next, the memory does not.
template <class Graph, class WeightMap>
void prefetch_weights(typename graph_traits<Graph>::vertex_descriptor u, const Graph& g, const WeightMap& weight)
{
#if defined(__GNUC__)
    if constexpr (std::is_reference<decltype(get(weight, *out_edges(u, g).first))>::value)
        for (auto range = out_edges(u, g); range.first != range.second; ++range.first)
            __builtin_prefetch(&get(weight, *range.first));
#else
    (void)u, (void)g, (void)weight;
#endif
}

enum class dag_direct_outcome { written, over_budget, may_throw };

// The values a caller's map holds at vertices 0..n-1, to put back.
template <class Map, class Vertex>
class saved_map_values {
public:
    saved_map_values(const Map& map, std::size_t n) : map_(map)
    {
        values_.reserve(n);
        for (std::size_t i = 0; i < n; ++i) values_.push_back(get(map_, static_cast<Vertex>(i)));
    }
    void restore()
    {
        for (std::size_t i = 0; i < values_.size(); ++i) put(map_, static_cast<Vertex>(i), values_[i]);
    }

private:
    Map map_;
    std::vector<typename property_traits<Map>::value_type> values_;
};

struct dag_over_budget {};

// The vertices in the order the depth-first visit finishes them; not_a_dag on an edge
// back to a vertex on the current path;
// with a budget, dag_over_budget once more than the budget's out-edges are examined.
template <class Vertex, bool Budgeted>
struct finish_order_visitor : default_dfs_visitor {
    std::vector<Vertex>* order;
    std::uint64_t* budget;

    template <class Edge, class Graph>
    void examine_edge(const Edge&, const Graph&) const
    {
        if constexpr (Budgeted)
            if ((*budget)-- == 0) throw dag_over_budget();
    }
    template <class Edge, class Graph>
    void back_edge(const Edge&, const Graph&) const
    {
        throw not_a_dag();
    }
    template <class Graph>
    void finish_vertex(Vertex u, const Graph&) const
    {
        order->push_back(u);
    }
};

// boost::dag_shortest_paths(g, s, distance, weight, color, pred, null visitor, std::less,
// combine, inf, zero) for a directed graph whose vertices are 0..n-1: BGL's order, so
// BGL's distances and predecessors. `reached(v)` afterwards: whether the visit reached v.
// Nothing of the caller's is changed, and over_budget or may_throw returned, where the
// visit would examine more than edge_budget out-edges, or where a relaxation could fail.
template <class D, class Graph>
class sequential_dag_direct {
public:
    using vertex = typename graph_traits<Graph>::vertex_descriptor;

    explicit sequential_dag_direct(std::size_t n) : color_(n), n_(n) {}

    bool reached(std::size_t v) const { return get(color_, static_cast<vertex>(v)) != two_bit_white; }

    // predecessor: the caller's map, or nullptr_t for none.
    template <class WeightMap, class Combine, class DistanceMap, class PredecessorMap>
    dag_direct_outcome run(const Graph& g, vertex s, const WeightMap& weight, const Combine& combine, const D& inf,
                           const D& zero, DistanceMap& distance, PredecessorMap predecessor, std::uint64_t edge_budget)
    {
        constexpr bool has_predecessor = !std::is_same<PredecessorMap, std::nullptr_t>::value;
        std::vector<vertex> order;  // vertices in the order they finish
        try {
            if (edge_budget == ~std::uint64_t(0))
                depth_first_visit(g, s, finish_order_visitor<vertex, false>{{}, &order, &edge_budget}, color_);
            else
                depth_first_visit(g, s, finish_order_visitor<vertex, true>{{}, &order, &edge_budget}, color_);
        } catch (const dag_over_budget&) {
            return dag_direct_outcome::over_budget;
        }
        // Where the visit reached a small share of the graph, the examined weights are
        // read once more to show that no sum can fail (dag_relaxation_bound), which costs
        // little; elsewhere the caller's maps are saved first, which costs less than a
        // second read of every weight, and put back if the checked sum refuses a sum.
        // A map that cannot be read cannot be saved.
        constexpr bool predecessors_readable = [] {
            if constexpr (has_predecessor)
                return std::is_convertible<typename property_traits<PredecessorMap>::category,
                                           readable_property_map_tag>::value;
            else
                return true;
        }();
        if (!predecessors_readable || order.size() * 4 < n_) {
            dag_relaxation_bound<D> bound;
            for (const vertex u : order)
                for (auto range = out_edges(u, g); range.first != range.second; ++range.first)
                    bound.see(get(weight, *range.first));
            if (!bound.cannot_throw(order.size())) return dag_direct_outcome::may_throw;
            relax(g, s, weight, combine, inf, zero, distance, predecessor, order);
            return dag_direct_outcome::written;
        }
        if constexpr (predecessors_readable) {
            saved_map_values<DistanceMap, vertex> saved_distances(distance, n_);
            std::conditional_t<has_predecessor, saved_map_values<PredecessorMap, vertex>, std::nullptr_t>
                saved_predecessors = make_saved(predecessor);
            try {
                relax(g, s, weight, combine, inf, zero, distance, predecessor, order);
            } catch (const error&) {
                // The checked sum refused a sum (weight_overflow, or invalid_input for a NaN).
                saved_distances.restore();
                if constexpr (has_predecessor) saved_predecessors.restore();
                return dag_direct_outcome::may_throw;
            }
        }
        return dag_direct_outcome::written;
    }

private:
    // Every vertex at inf and its own predecessor, s at zero, then the finished vertices in
    // reverse order relaxed through their out-edges: BGL's pass.
    template <class WeightMap, class Combine, class DistanceMap, class PredecessorMap>
    void relax(const Graph& g, vertex s, const WeightMap& weight, const Combine& combine, const D& inf, const D& zero,
               DistanceMap& distance, PredecessorMap predecessor, const std::vector<vertex>& order) const
    {
        constexpr bool has_predecessor = !std::is_same<PredecessorMap, std::nullptr_t>::value;
        for (std::size_t i = 0; i < n_; ++i) {
            put(distance, static_cast<vertex>(i), inf);
            if constexpr (has_predecessor) put(predecessor, static_cast<vertex>(i), static_cast<vertex>(i));
        }
        put(distance, s, zero);
        constexpr std::size_t ahead = 4;
        for (std::size_t k = order.size(); k-- > 0;) {
            if (k >= ahead) prefetch_weights(order[k - ahead], g, weight);
            const vertex u = order[k];
            const D from = get(distance, u);
            for (auto range = out_edges(u, g); range.first != range.second; ++range.first) {
                const vertex v = target(*range.first, g);
                const D through = combine(from, get(weight, *range.first));
                if (through < static_cast<D>(get(distance, v))) {
                    put(distance, v, through);
                    if constexpr (has_predecessor) put(predecessor, v, u);
                }
            }
        }
    }

    template <class PredecessorMap>
    auto make_saved(const PredecessorMap& predecessor) const
    {
        if constexpr (std::is_same<PredecessorMap, std::nullptr_t>::value)
            return nullptr;
        else
            return saved_map_values<PredecessorMap, vertex>(predecessor, n_);
    }

    two_bit_color_map<typed_identity_property_map<vertex>> color_;
    std::size_t n_;
};

}  // namespace detail
}  // namespace gpu_paths
}  // namespace boost

#endif
