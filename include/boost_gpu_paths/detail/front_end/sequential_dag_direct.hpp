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
// every vertex. Writing the caller's maps directly is safe only where the pass cannot
// fail once it writes: the depth-first search (where not_a_dag is thrown) writes nothing
// of the caller's, and the relaxations cannot throw when every weight the search examined
// is finite (no NaN for a floating type) and, for an integer type, the reached vertices
// times the largest weight magnitude stays well inside the type (a shortest path has
// fewer edges than the vertices reached). Where the search cannot show that, the caller
// falls back to the scratch pass, which throws before writing anything.
#ifndef BOOST_GPU_PATHS_DETAIL_FRONT_END_SEQUENTIAL_DAG_DIRECT_HPP
#define BOOST_GPU_PATHS_DETAIL_FRONT_END_SEQUENTIAL_DAG_DIRECT_HPP

#include <boost/graph/exception.hpp>
#include <boost/graph/graph_traits.hpp>
#include <boost/property_map/property_map.hpp>

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <memory>
#include <type_traits>
#include <vector>

namespace boost {
namespace gpu_paths {
namespace detail {

// What the relaxations could do with the weights the search examined: whether any of them
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

enum class dag_direct_outcome { written, over_budget, may_throw };

// boost::dag_shortest_paths(g, s, distance, weight, color, pred, null visitor, std::less,
// combine, inf, zero) for a directed graph whose vertices are 0..n-1: the depth-first
// visit from s in the graph's order of out-edges (not_a_dag on an edge to a vertex on the
// current path), then every vertex of `distance` at inf and of `predecessor` its own, s at
// zero, and the finished vertices in reverse order relaxed through their out-edges into
// the maps: BGL's order, so BGL's distances and predecessors. `reached(v)` afterwards:
// whether the visit reached v. Nothing is written, and over_budget or may_throw returned,
// where the visit would examine more than edge_budget out-edges, or where a relaxation
// could throw (dag_relaxation_bound).
template <class D, class Graph>
class sequential_dag_direct {
public:
    using vertex = typename graph_traits<Graph>::vertex_descriptor;

    explicit sequential_dag_direct(std::size_t n) : state_(new unsigned char[n]()), n_(n) {}

    bool reached(std::size_t v) const noexcept { return state_[v] != 0; }

    template <class WeightMap, class Combine, class DistanceMap, class PredecessorWriter>
    dag_direct_outcome run(const Graph& g, vertex s, const WeightMap& weight, const Combine& combine, const D& inf,
                           const D& zero, DistanceMap& distance, const PredecessorWriter& set_predecessor,
                           std::uint64_t edge_budget)
    {
        unsigned char* const state = state_.get();  // 0 white, 1 on the depth-first path, 2 finished
        dag_relaxation_bound<D> bound;
        struct frame {
            vertex u;
            typename graph_traits<Graph>::out_edge_iterator next, end;
        };
        std::vector<frame> stack;
        std::vector<vertex> order;  // vertices in the order they finish
        state[s] = 1;
        {
            const auto range = out_edges(s, g);
            stack.push_back(frame{s, range.first, range.second});
        }
        while (!stack.empty()) {
            frame& top = stack.back();
            if (top.next == top.end) {
                state[top.u] = 2;
                order.push_back(top.u);
                stack.pop_back();
                continue;
            }
            if (edge_budget-- == 0) return dag_direct_outcome::over_budget;
            bound.see(get(weight, *top.next));
            const vertex v = target(*top.next, g);
            ++top.next;
            if (state[v] == 0) {
                state[v] = 1;
                const auto range = out_edges(v, g);
                stack.push_back(frame{v, range.first, range.second});
            } else if (state[v] == 1) {
                throw not_a_dag();
            }
        }
        if (!bound.cannot_throw(order.size())) return dag_direct_outcome::may_throw;

        for (std::size_t i = 0; i < n_; ++i) {
            put(distance, static_cast<vertex>(i), inf);
            set_predecessor(static_cast<vertex>(i), static_cast<vertex>(i));
        }
        put(distance, s, zero);
        for (std::size_t k = order.size(); k-- > 0;) {
            const vertex u = order[k];
            const D from = get(distance, u);
            for (auto range = out_edges(u, g); range.first != range.second; ++range.first) {
                const vertex v = target(*range.first, g);
                const D through = combine(from, get(weight, *range.first));
                if (through < static_cast<D>(get(distance, v))) {
                    put(distance, v, through);
                    set_predecessor(v, u);
                }
            }
        }
        return dag_direct_outcome::written;
    }

private:
    std::unique_ptr<unsigned char[]> state_;
    std::size_t n_;
};

}  // namespace detail
}  // namespace gpu_paths
}  // namespace boost

#endif
