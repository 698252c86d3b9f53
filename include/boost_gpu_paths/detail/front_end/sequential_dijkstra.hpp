// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// gpu_dijkstra_shortest_paths on BGL's own sequential algorithm, for automatic calls on
// graphs too small to repay the layout of the backends (detail/interface/path_choice.hpp).
// It calls boost::dijkstra_shortest_paths on the caller's graph and maps, so distances and
// predecessors are exactly BGL's, and negative_edge is thrown exactly when BGL throws it.
// The drop-in's checks ride along in the combine, one comparison per relaxation: a sum
// that leaves an integer type throws weight_overflow (exactly when a path length would
// wrap, where the backends refuse up front a graph whose paths could), and a NaN weight on
// an edge the search examines throws invalid_input.
//
// Only for graphs whose vertices are integers 0..n-1 in a random-access range
// (graph_size.hpp).
#ifndef BOOST_GPU_PATHS_DETAIL_FRONT_END_SEQUENTIAL_DIJKSTRA_HPP
#define BOOST_GPU_PATHS_DETAIL_FRONT_END_SEQUENTIAL_DIJKSTRA_HPP

#include <boost_gpu_paths/detail/front_end/parameters.hpp>
#include <boost_gpu_paths/detail/front_end/input_checks.hpp>
#include <boost_gpu_paths/detail/front_end/sequential_scratch.hpp>
#include <boost_gpu_paths/errors.hpp>

#include <boost/graph/dijkstra_shortest_paths.hpp>
#include <boost/graph/graph_traits.hpp>
#include <boost/graph/named_function_params.hpp>
#include <boost/property_map/property_map.hpp>

#include <cmath>
#include <cstddef>
#include <functional>
#include <iterator>
#include <limits>
#include <string>
#include <type_traits>
#include <vector>

namespace boost {
namespace gpu_paths {
namespace detail {

// The cold paths of checked_plus, kept out of the search's inner loop.
[[noreturn]] inline __attribute__((noinline, cold)) void throw_path_overflow(long double a, long double b)
{
    throw weight_overflow("a path length of " + std::to_string(a) + " + " + std::to_string(b) +
                          " leaves the range of the distance type; use a wider type such as std::int64_t or double");
}
[[noreturn]] inline __attribute__((noinline, cold)) void throw_nan_weight()
{
    throw invalid_input("an edge weight is NaN");
}

// The sum a + b wraps in D: inf when an operand is inf (closed_plus), else weight_overflow.
template <class D, class A, class B>
[[gnu::noinline, gnu::cold]] D wrapped_sum(A a, B b, D inf)
{
    const long double x = static_cast<long double>(a), y = static_cast<long double>(b);
    if (x == static_cast<long double>(inf) || y == static_cast<long double>(inf)) return inf;
    throw_path_overflow(x, y);
}

// d + w in the distance type D, refusing a sum that wraps or is NaN. As BGL's closed_plus,
// an operand equal to inf (a weight equal to distance_inf is no edge) gives inf. The search
// only compares the sum with distances no larger than inf, so inf needs telling apart only
// where the plain sum would wrap: the check stays off the relaxation's common path.
template <class D>
struct checked_plus {
    D inf;

    template <class A, class B>
    D operator()(const A& a, const B& b) const
    {
        if constexpr (std::is_integral<D>::value) {
            D sum;
            if (__builtin_expect(__builtin_add_overflow(static_cast<D>(a), b, &sum), 0))
                return wrapped_sum(a, b, inf);
            return sum;
        } else {
            const D sum = static_cast<D>(a + b);
            if (__builtin_expect(sum != sum, 0)) throw_nan_weight();
            return sum;
        }
    }
};

// BGL's closed_plus (an operand equal to inf gives inf) with the sum checked as
// checked_plus checks it: for a distance_inf below some path lengths, where inf cannot be
// told apart from the sums by their size alone.
template <class D>
struct closed_checked_plus {
    D inf;

    template <class A, class B>
    D operator()(const A& a, const B& b) const
    {
        if (a == inf || b == inf) return inf;
        return checked_plus<D>{inf}(a, b);
    }
};

// A distance_inf the plain sums cannot tell apart from path lengths by size.
template <class D>
bool below_zero_or_nan(const D& inf, const D& zero)
{
    if constexpr (std::is_floating_point<D>::value)
        return inf < zero || std::isnan(inf);
    else
        return inf < zero;
}

// A property map BGL's algorithms can take whatever else the program includes: a pointer
// becomes an iterator_property_map over the index (boost/graph/compressed_sparse_row_graph
// .hpp hides BGL's pointer maps from its own algorithms).
template <class Map, class Index>
auto as_property_map(Map map, const Index& index)
{
    if constexpr (std::is_pointer<Map>::value)
        return make_iterator_property_map(map, index);
    else
        return map;
}

// d_ary_heap_indirect's Container over an array the caller provides: the heap holds each
// vertex at most once (a listed source once per listing), so vertices + sources slots do.
template <class Vertex>
struct array_heap_storage {
    using size_type = std::size_t;
    using value_type = Vertex;

    Vertex* slots = nullptr;
    std::size_t count = 0;

    std::size_t size() const { return count; }
    bool empty() const { return count == 0; }
    void push_back(const Vertex& v) { slots[count++] = v; }
    void pop_back() { --count; }
    Vertex& back() { return slots[count - 1]; }
    const Vertex& back() const { return slots[count - 1]; }
    Vertex& operator[](std::size_t i) { return slots[i]; }
    const Vertex& operator[](std::size_t i) const { return slots[i]; }
};

// BGL's dijkstra_bfs_visitor with a null visitor (boost/graph/dijkstra_shortest_paths.hpp):
// the same negative_edge test on every examined edge, and relax_target's relaxation. The
// relaxation tests a plain sum first and checks it (checked_plus) only when it would
// decrease the target: a test of every sum for overflow costs about a fifth of a small
// search. The plain sum decides the same way wherever plain_sum_decides says so.
template <class Queue, class WeightMap, class PredecessorMap, class DistanceMap, class D>
struct small_dijkstra_visitor : bfs_visitor<> {
    Queue& queue;
    WeightMap weight;
    PredecessorMap predecessor;
    DistanceMap distance;
    checked_plus<D> combine;
    D zero;
    const D* inf_of_search;

    small_dijkstra_visitor(Queue& q, WeightMap w, PredecessorMap p, DistanceMap d, checked_plus<D> c, D z,
                           const D* inf)
        : queue(q), weight(w), predecessor(p), distance(d), combine(c), zero(z), inf_of_search(inf)
    {
    }

    template <class Edge, class Graph>
    void examine_edge(Edge e, const Graph&)
    {
        // combine(zero, w) < zero, with zero 0 (distance_inf_and_zero): w itself where it
        // fits D, and NaN refused.
        if constexpr (plain_sum_decides && std::is_integral<D>::value) {
            if (static_cast<D>(get(weight, e)) < D(0)) boost::throw_exception(negative_edge());
        } else {
            if (combine(zero, get(weight, e)) < zero) boost::throw_exception(negative_edge());
        }
    }
    template <class Edge, class Graph>
    void tree_edge(Edge e, const Graph& g)
    {
        relax(e, g);
    }
    template <class Edge, class Graph>
    void gray_target(Edge e, const Graph& g)
    {
        if (relax(e, g)) queue.update(target(e, g));
    }
    using weight_type = typename property_traits<WeightMap>::value_type;
    // Where a sum that overflows wraps below every distance, the plain sum sends it to the
    // checked one: distances are sums of weights examine_edge found non-negative (and not
    // NaN), or distance_inf, which dijkstra_sequentially sends here only when it is not
    // negative (nor NaN), so for a signed D and weights within D's range the true sum lies
    // in [0, 2 max] and a wrapped one is negative. Floating sums cannot wrap, and a NaN
    // weight has been refused by examine_edge. Any other pair of types checks every sum.
    static constexpr bool plain_sum_decides =
        std::is_floating_point<D>::value ||
        (std::is_integral<D>::value && std::is_signed<D>::value && std::is_integral<weight_type>::value &&
         (std::numeric_limits<weight_type>::max)() <= (std::numeric_limits<D>::max)());

    // relax_target: the stored distance is read back before the predecessor is set, so
    // that a sum carried with extra precision does not count as a decrease.
    template <class Edge, class Graph>
    bool relax(Edge e, const Graph& g)
    {
        const auto u = source(e, g);
        const auto v = target(e, g);
        const D d_v = get(distance, v);
        const D d_u = get(distance, u);
        const weight_type w = get(weight, e);
        D sum;
        if constexpr (plain_sum_decides && std::is_integral<D>::value) {
            using unsigned_d = typename std::make_unsigned<D>::type;
            sum = static_cast<D>(static_cast<unsigned_d>(d_u) + static_cast<unsigned_d>(w));
            if (!(sum < d_v)) return false;
            // inf, or weight_overflow, where the plain sum wrapped; inf read from memory
            // there, so that the search loop keeps no register for it.
            if (__builtin_expect(sum < D(0), 0)) sum = wrapped_sum(d_u, w, *inf_of_search);
        } else if constexpr (plain_sum_decides) {
            sum = static_cast<D>(d_u + w);
        } else {
            sum = combine(d_u, w);
        }
        if (!(sum < d_v)) return false;
        put(distance, v, sum);
        if (!(get(distance, v) < d_v)) return false;
        put(predecessor, v, u);
        return true;
    }
};

// boost::dijkstra_shortest_paths as BGL runs it (the same initialization, 4-ary heap,
// relaxation and breadth_first_visit, so the same distances and predecessors), with its
// colors, heap positions and heap in the thread's scratch (sequential_scratch.hpp): on a
// small graph BGL's own call spends a real share of its time allocating them. A function
// of its own with everything inlined into it, as BGL's search loop is: inlined into its
// caller, or with the relaxations out of line, it falls about a tenth behind BGL's call.
template <class Graph, class Sources, class PredecessorMap, class DistanceMap, class WeightMap, class IndexMap, class D>
[[gnu::flatten, gnu::noinline]] void small_dijkstra(const Graph& g, const Sources& sources, PredecessorMap predecessor,
                                     DistanceMap distance, WeightMap weight, IndexMap index, const D& inf,
                                     const D& zero)
{
    using vertex = typename graph_traits<Graph>::vertex_descriptor;
    using color = color_traits<default_color_type>;
    const std::size_t n = num_vertices(g);
    const std::size_t listed = static_cast<std::size_t>(std::distance(sources.begin(), sources.end()));
    const scratch_array<default_color_type> colors(n);
    struct heap_positions_use;
    struct heap_slots_use;
    const scratch_array<std::size_t, heap_positions_use> heap_positions(n);
    const scratch_array<vertex, heap_slots_use> heap_slots(n + listed);
    const auto color_map = make_iterator_property_map(colors.data(), index);
    const auto index_in_heap = make_iterator_property_map(heap_positions.data(), index);
    typename graph_traits<Graph>::vertex_iterator u, u_end;
    for (boost::tie(u, u_end) = vertices(g); u != u_end; ++u) {
        put(distance, *u, inf);
        put(predecessor, *u, *u);
        put(color_map, *u, color::white());
        put(index_in_heap, *u, std::size_t(0));
    }
    for (const auto& s : sources) put(distance, s, zero);
    using heap = d_ary_heap_indirect<vertex, 4, decltype(index_in_heap), DistanceMap, std::less<D>,
                                     array_heap_storage<vertex>>;
    heap queue(distance, index_in_heap, std::less<D>(), array_heap_storage<vertex>{heap_slots.data(), 0});
    small_dijkstra_visitor<heap, WeightMap, PredecessorMap, DistanceMap, D> relaxing(
        queue, weight, predecessor, distance, checked_plus<D>{inf}, zero, &inf);
    breadth_first_visit(g, sources.begin(), sources.end(), queue, relaxing, color_map);
}

template <class Graph, class Sources, class Params, class D>
void dijkstra_sequentially(const Graph& g, const Sources& sources, const Params& params, const D& inf, const D& zero)
{
    const std::size_t n = num_vertices(g);
    check_sources(g, sources);
    check_index_param(g, params);
    const auto weight = choose_const_pmap(get_param(params, edge_weight), g, edge_weight);
    const auto index = choose_const_pmap(get_param(params, vertex_index), g, vertex_index);
    auto run = [&](auto distance) {
        auto with_predecessors = [&](auto predecessor) {
            // A negative or NaN distance_inf: a vertex at that inf is examined before the
            // sources, and distances are no longer sums of non-negative weights below it,
            // which small_dijkstra's plain sums rely on. BGL's call, with closed_plus's inf
            // taken at its word and every other sum checked.
            if (below_zero_or_nan(inf, zero))
                boost::dijkstra_shortest_paths(g, sources.begin(), sources.end(), predecessor, distance, weight, index,
                                               std::less<D>(), closed_checked_plus<D>{inf}, inf, zero,
                                               dijkstra_visitor<null_visitor>());
            else if (n <= scratch_vertices)
                small_dijkstra(g, sources, predecessor, distance, weight, index, inf, zero);
            else
                boost::dijkstra_shortest_paths(g, sources.begin(), sources.end(), predecessor, distance, weight, index,
                                               std::less<D>(), checked_plus<D>{inf}, inf, zero,
                                               dijkstra_visitor<null_visitor>());
        };
        if constexpr (has_param<Params, vertex_predecessor_t>())
            with_predecessors(as_property_map(get_param(params, vertex_predecessor), index));
        else
            with_predecessors(dummy_property_map());
    };
    if constexpr (has_param<Params, vertex_distance_t>()) {
        run(as_property_map(get_param(params, vertex_distance), index));
    } else {
        std::vector<D> distances(n);
        run(make_iterator_property_map(distances.begin(), index));
    }
}

}  // namespace detail
}  // namespace gpu_paths
}  // namespace boost

#endif
