// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// BGL's bellman_ford_shortest_paths for the calls the kernels could serve, where BGL's
// loop runs instead (small graphs, fewer rounds than n - 1, the inputs of
// bellman_ford_checks.hpp), on the caller's graph and distance map, with the drop-in's
// contract around it: false leaves both maps as they were (BGL leaves its last round's
// values), and on an undirected graph the final check tests both directions of each edge
// (BGL's tests one, so its verdict on a negative edge depends on the parity of its round
// count).
//
// BGL walks the edges through edges(g), whose iterator over an adjacency_list steps
// through vertices and their out-edge lists with a state of its own, and relaxes each one
// through relax(); on a small graph that walking is most of the call. On a plain directed
// graph the pass here walks the same edges in the same order (each vertex in vertices(g)
// order, its out-edges in out_edges order: what edges(g) yields for a directedS
// adjacency_list and a compressed_sparse_row_graph) with the same comparisons, so that
// distances, predecessors and the verdict are BGL's; other graphs run BGL's own loop.
// Where no distance starts above the combine's inf (distances only fall, so none is ever
// above it), a vertex at inf relaxes nothing (closed_plus gives inf, which is then never
// below a distance) and is passed over; and a round that writes no distance leaves the
// maps as BGL's final check reads them and finds nothing to lower, so that check, a pass
// over every edge, is answered by the round.
#ifndef BOOST_GPU_PATHS_DETAIL_FRONT_END_SEQUENTIAL_BELLMAN_FORD_HPP
#define BOOST_GPU_PATHS_DETAIL_FRONT_END_SEQUENTIAL_BELLMAN_FORD_HPP

#include <boost_gpu_paths/detail/base/host_array.hpp>
#include <boost_gpu_paths/detail/front_end/bellman_ford_checks.hpp>
#include <boost_gpu_paths/detail/front_end/sequential_scratch.hpp>
#include <boost_gpu_paths/detail/layout/vertex_numbering.hpp>

#include <boost/graph/bellman_ford_shortest_paths.hpp>
#include <boost/graph/graph_traits.hpp>
#include <boost/graph/named_function_params.hpp>
#include <boost/graph/relax.hpp>
#include <boost/property_map/property_map.hpp>

#include <algorithm>
#include <cstdint>
#include <functional>
#include <limits>
#include <type_traits>

namespace boost {
namespace gpu_paths {
namespace detail {

// Graphs whose edges(g) yields each vertex's out-edges in turn, in vertices(g) order:
// plain directed graphs (a bidirectional adjacency_list lists its edges in insertion order
// instead, and an undirected relax tries both ends).
template <class Graph>
struct walks_edges_by_source
    : std::is_same<typename graph_traits<Graph>::directed_category, directed_tag> {};

// No out-edge of any vertex lowers its target any more: BGL's final check on a directed
// graph; on an undirected one (where out_edges lists each edge at both ends), both
// directions of each edge.
template <class Graph, class WeightMap, class DistanceMap, class D>
bool every_arc_minimized(const Graph& g, const WeightMap& weight, const DistanceMap& distance,
                         const closed_plus<D>& combine)
{
    for (auto vs = vertices(g); vs.first != vs.second; ++vs.first) {
        const auto u = *vs.first;
        for (auto es = out_edges(u, g); es.first != es.second; ++es.first)
            if (combine(get(distance, u), get(weight, *es.first)) < get(distance, target(*es.first, g))) return false;
    }
    return true;
}

// closed_plus's sum, except that a signed integer sum that would overflow wraps instead of
// being undefined: BGL's sum wherever BGL's is defined. Used while the weights are not yet
// checked (checked_in_first_round below), where a wrapped sum is discarded with the refusal.
template <class D>
D sum_before_checks(const closed_plus<D>& combine, const D& a, const D& b)
{
    if constexpr (std::is_integral<D>::value && std::is_signed<D>::value && sizeof(D) >= sizeof(int)) {
        if (a == combine.inf || b == combine.inf) return combine.inf;
        using U = typename std::make_unsigned<D>::type;
        return static_cast<D>(static_cast<U>(a) + static_cast<U>(b));
    } else {
        return combine(a, b);
    }
}

// The checks of bellman_ford_checks.hpp made during the first round, which reads every
// out-edge anyway, instead of by a pass of their own before it; the caller puts its
// distances back when they throw.
template <class W, class D>
struct checked_in_first_round {
    bellman_ford_weight_scan<W, D> scan;
    const bellman_ford_start* start;
};
struct checked_before {};

// BGL's rounds and final check with std::less<D> and no visitor, on a plain directed graph.
// inf_is_top: no distance starts above combine.inf. Checks: checked_before, or
// checked_in_first_round (then rounds > 0). index_of: a vertex's index in the numbering of
// n vertices; changed: n flags by that index.
//
// A vertex whose distance has not changed since its out-edges were last relaxed is passed
// over: each of its edges then left its target at most the sum (the put stores the sum, or
// the target was already at most it), and a target only falls since, so BGL's relax would
// find nothing to lower there. The puts, and so the distances, predecessors and rounds, are
// BGL's. Where a put does not store what it was given (a distance map of the caller's that
// transforms what it stores), that premise fails and every vertex is relaxed again in
// every round, as BGL's loop does, with its final check.
template <class W, class Graph, class Size, class IndexOf, class WeightMap, class PredecessorMap, class DistanceMap,
          class D, class Checks>
bool sequential_bellman_ford(const Graph& g, Size rounds, std::uint32_t n, IndexOf index_of, const WeightMap& weight,
                             PredecessorMap predecessor, DistanceMap distance, const closed_plus<D>& combine,
                             bool inf_is_top, Checks& checks, unsigned char* changed)
{
    constexpr bool checking = !std::is_same<Checks, checked_before>::value;
    bool relaxed = false, wrote = false, stores_what_is_put = true;
    std::fill(changed, changed + n, static_cast<unsigned char>(1));
    // One edge as relax() takes it, with the given sum. d_u and d_v are read per edge, as
    // relax() reads them: a negative self loop lowers u itself.
    const auto relax_edge = [&](auto u, const auto& e, auto sum) {
        const auto v = target(e, g);
        const D d_u = get(distance, u);
        const D d_v = get(distance, v);
        const D through_u = sum(d_u, get(weight, e));
        if (through_u < d_v) {
            put(distance, v, through_u);
            wrote = true;
            changed[index_of(v)] = 1;
            const D stored = get(distance, v);
            if (!(stored == through_u)) stores_what_is_put = false;
            if (stored < d_v) {
                put(predecessor, v, u);
                relaxed = true;
            }
        }
    };
    // Whether u's out-edges are relaxed this round; clears its flag where they are.
    const auto relaxes_from = [&](auto u) {
        if (inf_is_top && get(distance, u) == combine.inf) return false;
        if (!stores_what_is_put) return true;
        unsigned char& flag = changed[index_of(u)];
        if (!flag) return false;
        flag = 0;
        return true;
    };
    const auto bgl_sum = [&combine](const D& a, const D& b) { return combine(a, b); };
    for (Size k = 0; k < rounds; ++k) {
        relaxed = wrote = false;
        if (checking && k == 0) {
            if constexpr (checking) {
                const auto unchecked_sum = [&combine](const D& a, const D& b) {
                    return sum_before_checks(combine, a, b);
                };
                for (auto vs = vertices(g); vs.first != vs.second; ++vs.first) {
                    const auto u = *vs.first;
                    const bool relaxing = relaxes_from(u);
                    out_weights<W, D> vertex;
                    for (auto es = out_edges(u, g); es.first != es.second; ++es.first) {
                        vertex.see(get(weight, *es.first), combine.inf);
                        if (relaxing) relax_edge(u, *es.first, unchecked_sum);
                    }
                    checks.scan.add(vertex);
                }
                checks.scan.check(*checks.start);
            }
        } else {
            for (auto vs = vertices(g); vs.first != vs.second; ++vs.first) {
                const auto u = *vs.first;
                if (!relaxes_from(u)) continue;
                for (auto es = out_edges(u, g); es.first != es.second; ++es.first) relax_edge(u, *es.first, bgl_sum);
            }
        }
        // No write: every edge was compared against the state the final check would read,
        // or passed over where that comparison finds nothing.
        if (!wrote && inf_is_top && stores_what_is_put) return true;
        if (!relaxed) break;
    }
    return every_arc_minimized(g, weight, distance, combine);
}

// Predecessors as BGL's loop puts them, kept by the numbering's index until its verdict
// is known: BGL never reads them, and a caller's map may not be readable, so they are
// recorded rather than saved and put back.
template <class Graph>
struct recorded_predecessors {
    using key_type = typename graph_traits<Graph>::vertex_descriptor;
    using value_type = key_type;
    using reference = key_type;
    using category = writable_property_map_tag;
    const layout::vertex_numbering<Graph>* numbering;
    std::uint32_t* slots;

    friend void put(const recorded_predecessors& map, const key_type& v, const key_type& u)
    {
        map.slots[map.numbering->index(v)] = map.numbering->index(u);
    }
};

// boost::bellman_ford_shortest_paths(g, rounds, weight, predecessor, distance, combine,
// std::less<D>(), null visitor), with BGL's root-vertex initialisation first where `root`
// is a vertex (bellman_dispatch2: every distance numeric_limits<weight type>::max(), every
// vertex its own predecessor, the root at 0), under the contract above. predecessor:
// param_not_found for none. before: the caller's distances by the numbering's index, or
// null to read them here. start: the initial distances' facts (read_bellman_ford_start).
// Where !inputs_checked, the call's checks (check_bellman_ford_inputs on BGL's loop) are
// made here, during the first round where the pass runs, and then put the caller's
// distances back before they throw. Everything is allocated before the first write, so
// that a failed allocation leaves the maps as they were.
template <class W, class Graph, class Size, class WeightMap, class PredecessorMap, class DistanceMap, class D,
          class Root>
bool bgl_bellman_ford(const Graph& g, Size rounds, const layout::vertex_numbering<Graph>& numbering,
                      const WeightMap& weight, PredecessorMap predecessor, DistanceMap distance,
                      const closed_plus<D>& combine, const Root& root, const D* before,
                      const bellman_ford_start& start, bool inputs_checked)
{
    using vertex = typename graph_traits<Graph>::vertex_descriptor;
    using weight_type = typename property_traits<WeightMap>::value_type;
    constexpr bool from_root = !std::is_same<Root, param_not_found>::value;
    constexpr bool has_predecessors = !std::is_same<PredecessorMap, param_not_found>::value;
    constexpr bool undirected =
        std::is_convertible<typename graph_traits<Graph>::directed_category, undirected_tag>::value;
    const std::uint32_t n = numbering.size();
    base::host_array<D> saved(before ? 0 : n);
    if (!before) {
        for (std::uint32_t i = 0; i < n; ++i) saved[i] = get(distance, numbering.vertex(i));
        before = saved.data();
    }
    struct slots_use;
    const scratch_array<std::uint32_t, slots_use> slots(has_predecessors ? n : 0);
    struct changed_use;
    const scratch_array<unsigned char, changed_use> changed(walks_edges_by_source<Graph>::value ? n : 0);
    // Where some distance starts above the combine's inf, BGL lowers it to inf from a vertex
    // at inf: the loop then relaxes from those too.
    const bool above_inf = start.above_inf;
    const bool check_in_first_round = !inputs_checked && walks_edges_by_source<Graph>::value && Size(0) < rounds;
    if (!inputs_checked && !check_in_first_round) (void)check_bellman_ford_inputs<W>(g, weight, combine.inf, start, nullptr);
    auto run = [&](auto recorder) {
        if constexpr (from_root) {
            for (std::uint32_t i = 0; i < n; ++i) {
                const vertex v = numbering.vertex(i);
                put(distance, v, (std::numeric_limits<weight_type>::max)());
                put(recorder, v, v);
            }
            put(distance, root, weight_type(0));
        }
        if constexpr (walks_edges_by_source<Graph>::value) {
            // The numbering's index, without its test for the identity on every edge.
            const auto pass = [&](auto& checks) {
                if constexpr (std::is_integral<vertex>::value)
                    if (numbering.is_identity())
                        return sequential_bellman_ford<W>(
                            g, rounds, n, [](vertex v) { return static_cast<std::uint32_t>(v); }, weight, recorder,
                            distance, combine, !above_inf, checks, changed.data());
                return sequential_bellman_ford<W>(
                    g, rounds, n, [&numbering](const vertex& v) { return numbering.index(v); }, weight, recorder,
                    distance, combine, !above_inf, checks, changed.data());
            };
            if (!check_in_first_round) {
                checked_before none;
                return pass(none);
            }
            checked_in_first_round<W, D> checks{bellman_ford_weight_scan<W, D>(), &start};
            try {
                return pass(checks);
            } catch (...) {
                for (std::uint32_t i = 0; i < n; ++i) put(distance, numbering.vertex(i), before[i]);
                throw;
            }
        } else
            return boost::bellman_ford_shortest_paths(g, rounds, weight, recorder, distance, combine, std::less<D>(),
                                                      bellman_visitor<>()) &&
                   (!undirected || every_arc_minimized(g, weight, distance, combine));
    };
    bool no_negative_cycle = false;
    if constexpr (has_predecessors)
        no_negative_cycle = run(recorded_predecessors<Graph>{&numbering, slots.data()});
    else
        no_negative_cycle = run(dummy_property_map());
    if (!no_negative_cycle) {
        for (std::uint32_t i = 0; i < n; ++i) put(distance, numbering.vertex(i), before[i]);
        return false;
    }
    // Written where BGL wrote them: where the distance fell (from a root, everywhere).
    if constexpr (has_predecessors)
        for (std::uint32_t i = 0; i < n; ++i) {
            const vertex v = numbering.vertex(i);
            if (from_root || get(distance, v) < before[i]) put(predecessor, v, numbering.vertex(slots.data()[i]));
        }
    return true;
}

}  // namespace detail
}  // namespace gpu_paths
}  // namespace boost

#endif
