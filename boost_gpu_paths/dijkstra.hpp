// Drop-ins for boost::dijkstra_shortest_paths and, for non-negative weights, for
// boost::johnson_all_pairs_shortest_paths, running on the GPU (or on the host's threads
// where there is none).
//
//   gpu_dijkstra_shortest_paths(g, s [, params])
//   gpu_dijkstra_shortest_paths(g, sources_begin, sources_end [, params])   (all at distance 0)
//   gpu_dijkstra_shortest_paths_no_color_map(g, s, params)
//   bool gpu_dijkstra_all(g, D [, params])          (true, as Johnson with non-negative weights)
//
// Single source: named parameters weight_map, distance_map, predecessor_map,
// vertex_index_map, distance_inf (default numeric_limits<D>::max()) and distance_zero
// (must be 0: throws gpu_paths::invalid_input otherwise), where D is the distance map's
// value type (the weight type without one). Every vertex's distance and predecessor is
// written, as BGL leaves them: distance_inf and p[v] = v for vertices no source reaches
// with a path shorter than distance_inf, p[s] = s for sources. Distances equal BGL's:
// exactly for integer types; for floating types wherever the shortest path is unique,
// and within the rounding of the sums otherwise. Predecessors satisfy
// d[p[v]] + w(p[v], v) == d[v] and form a tree rooted at the sources, but may pick
// another of several shortest paths than BGL's heap order does. Throws
// boost::negative_edge exactly when BGL does: when a vertex that a source reaches has a
// negative out-edge. A NaN weight throws gpu_paths::invalid_input.
//
// All pairs: D[i][j] (indexed by vertex index, like johnson_all_pairs_shortest_paths) is
// the distance from vertex i to vertex j, distance_inf where there is no path. Named
// parameters weight_map, vertex_index_map, distance_inf, distance_zero, and
// gpu_paths::predecessor_matrix(P) for P[i][j], the vertex before j on a shortest path
// from i (i for j == i, j where j is unreachable), stored as the matrix's value type: the
// vertex descriptor when P holds descriptors, else the vertex index. Any negative weight
// throws boost::negative_edge (every vertex is a source). Rows reach D a block at a time
// while the device computes the next ones, so D must fit in host memory only.
//
// Both accept gpu_paths::use_backend(kind). distance_compare, distance_combine and
// visitor are refused at compile time: the kernels compute min and +, and replay no
// events. Integer path lengths are checked up front: a graph whose simple paths could
// leave the range the type represents exactly throws gpu_paths::weight_overflow.
#ifndef BOOST_GPU_PATHS_DIJKSTRA_HPP
#define BOOST_GPU_PATHS_DIJKSTRA_HPP

#include <boost_gpu_paths/backend/shortest_paths.hpp>
#include <boost_gpu_paths/errors.hpp>
#include <boost_gpu_paths/host/parallel_for.hpp>
#include <boost_gpu_paths/layout/csr.hpp>
#include <boost_gpu_paths/layout/matrix_access.hpp>
#include <boost_gpu_paths/layout/vertex_numbering.hpp>
#include <boost_gpu_paths/layout/weight_encoding.hpp>
#include <boost_gpu_paths/named_params.hpp>

#include <boost/graph/exception.hpp>
#include <boost/graph/graph_traits.hpp>
#include <boost/graph/named_function_params.hpp>
#include <boost/property_map/property_map.hpp>

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <iterator>
#include <limits>
#include <type_traits>
#include <vector>

namespace boost {
namespace gpu_paths {

// Where the time of one front-end call went (the benchmark reads it).
struct dijkstra_report {
    double layout_ms = 0;      // graph -> CSR, bounds and negative-weight handling
    double write_back_ms = 0;  // results into the caller's property maps (single source)
    backend_api::timing backend;
};

namespace detail {

template <class Params, class Tag>
using dijkstra_param_t = typename std::decay<typename get_param_type<Tag, Params>::type>::type;

template <class Params>
constexpr void check_supported_dijkstra_params()
{
    static_assert(std::is_same<dijkstra_param_t<Params, distance_compare_t>, param_not_found>::value,
                  "gpu_dijkstra: distance_compare is not supported (the kernels order distances with <); "
                  "use boost::dijkstra_shortest_paths for another order");
    static_assert(std::is_same<dijkstra_param_t<Params, distance_combine_t>, param_not_found>::value,
                  "gpu_dijkstra: distance_combine is not supported (the kernels add); "
                  "use boost::dijkstra_shortest_paths for another combine");
    static_assert(std::is_same<dijkstra_param_t<Params, graph_visitor_t>, param_not_found>::value,
                  "gpu_dijkstra: visitors are not supported (the search runs in parallel and replays no events); "
                  "use boost::dijkstra_shortest_paths with a visitor");
}

// The distance type: the distance map's value type, else the weight map's.
template <class DistanceMap, class WeightValue>
struct distance_value {
    using type = typename property_traits<DistanceMap>::value_type;
};
template <class WeightValue>
struct distance_value<param_not_found, WeightValue> {
    using type = WeightValue;
};

// Property maps whose put() may run on several threads at once (distinct keys).
template <class Map>
struct parallel_put_safe : std::false_type {};
template <class T>
struct parallel_put_safe<T*> : std::true_type {};
template <class I, class Id, class V, class R>
struct parallel_put_safe<iterator_property_map<I, Id, V, R>> : std::true_type {};
template <class I, class Id, class V, class R>
struct parallel_put_safe<safe_iterator_property_map<I, Id, V, R>> : std::true_type {};

// Runs body(i) for i in [0, n), on all host threads when every map in the call allows it.
template <bool Parallel, class Body>
void for_each_index(std::uint32_t n, Body&& body)
{
    if (Parallel)
        host::parallel_for(0, n, body, 16384);
    else
        for (std::uint32_t i = 0; i < n; ++i) body(i);
}

// The numbering of a call: the caller's vertex_index_map when given, else the order of
// vertices(g) (the identity for vecS, adjacency_matrix and CSR graphs).
template <class Graph, class Params>
layout::vertex_numbering<Graph> numbering_for(const Graph& g, const Params& params)
{
    if constexpr (has_param<Params, vertex_index_t>())
        return layout::vertex_numbering<Graph>(g, get_param(params, vertex_index));
    else
        return layout::vertex_numbering<Graph>(g);
}

// The layout of a call. BGL relaxes an edge when d[u] + w < d[v], added in the distance
// type D. With weights of type D an edge of weight distance_inf is never relaxed (from
// distance 0 the sum is inf, from anywhere else it overflows): it is "no edge". With
// weights of another type every weight is an edge (0 + INT_MAX < LLONG_MAX); sums not
// below distance_inf are reported unreached afterwards, as BGL leaves them.
template <class W, class D, class Graph, class WeightMap>
layout::csr_layout<W> search_layout(const Graph& g, const layout::vertex_numbering<Graph>& numbering,
                                    const WeightMap& weight, const D& inf)
{
    if constexpr (std::is_same<typename property_traits<WeightMap>::value_type, D>::value)
        return layout::make_csr<W>(g, numbering, weight, inf);
    else
        return layout::make_csr<W>(g, numbering, weight);
}

template <class Graph, class Params>
void dijkstra_front_end(const Graph& g, const std::vector<typename graph_traits<Graph>::vertex_descriptor>& sources,
                        const Params& params, dijkstra_report* report)
{
    check_supported_dijkstra_params<Params>();
    using WeightMap = decltype(choose_const_pmap(get_param(params, edge_weight), g, edge_weight));
    using WeightValue = typename property_traits<WeightMap>::value_type;
    using DistanceMap = dijkstra_param_t<Params, vertex_distance_t>;
    using PredecessorMap = dijkstra_param_t<Params, vertex_predecessor_t>;
    using D = typename distance_value<DistanceMap, WeightValue>::type;
    static_assert(std::is_arithmetic<D>::value && std::is_arithmetic<WeightValue>::value,
                  "gpu_dijkstra: distances and weights must be arithmetic (they run as float, double, int32 or int64)");
    using W = backend_weight_t<D>;
    constexpr bool has_distances = !std::is_same<DistanceMap, param_not_found>::value;
    constexpr bool has_predecessors = !std::is_same<PredecessorMap, param_not_found>::value;

    const auto start = std::chrono::steady_clock::now();
    const WeightMap weight = choose_const_pmap(get_param(params, edge_weight), g, edge_weight);
    const D inf = static_cast<D>(choose_param(get_param(params, distance_inf_t()), (std::numeric_limits<D>::max)()));
    const D zero = static_cast<D>(choose_param(get_param(params, distance_zero_t()), D()));
    if (zero != D(0))
        throw invalid_input("gpu_dijkstra: distance_zero must be 0 (the identity of +); got another value");

    const layout::vertex_numbering<Graph> numbering = numbering_for(g, params);
    const std::uint32_t n = numbering.size();
    std::vector<std::uint32_t> source_indices;
    source_indices.reserve(sources.size());
    for (const auto& s : sources) source_indices.push_back(numbering.checked_index(s));

    layout::csr_layout<W> csr = search_layout<W>(g, numbering, weight, inf);
    if (std::is_integral<W>::value) layout::check_path_bounds<W>(csr.bounds);
    // Negative edges become "no edge" for the search; whether one leaves a reached
    // vertex (BGL's negative_edge) is decided from the distances afterwards.
    const bool has_negative = csr.bounds.has_negative_weight;
    std::vector<W> search_weights;
    if (has_negative) {
        search_weights = csr.weights;
        host::parallel_for(0, search_weights.size(), [&](std::size_t e) {
            if (search_weights[e] < W(0)) search_weights[e] = weight_encoding<W>::infinity();
        });
    }
    const W* weights = has_negative ? search_weights.data() : csr.weight_data();
    if (report)
        report->layout_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();

    std::vector<W> distances(n);
    std::vector<std::uint32_t> parents(has_predecessors ? n : 0);
    backend_api::dijkstra<W>(requested_backend(params), csr.topology, weights, source_indices.data(),
                             source_indices.size(), distances.data(), has_predecessors ? parents.data() : nullptr,
                             report ? &report->backend : nullptr);

    const auto write_start = std::chrono::steady_clock::now();
    const W threshold = csr.bounds.template infinite_threshold<W>();
    // Reached as BGL reaches: by a path shorter than distance_inf.
    auto reached = [&](std::uint32_t i) {
        return distances[i] < threshold && static_cast<D>(distances[i]) < inf;
    };
    if (has_negative) {
        std::atomic<bool> negative_reached{false};
        host::parallel_for(0, n, [&](std::size_t i) {
            if (!reached(static_cast<std::uint32_t>(i))) return;
            for (std::uint32_t e = csr.topology.offsets[i]; e < csr.topology.offsets[i + 1]; ++e)
                if (csr.weights[e] < W(0)) negative_reached = true;
        }, 4096);
        if (negative_reached) throw negative_edge();
    }
    if constexpr (has_distances) {
        auto distance_map = get_param(params, vertex_distance);
        for_each_index<parallel_put_safe<DistanceMap>::value>(n, [&](std::uint32_t i) {
            put(distance_map, numbering.vertex(i), reached(i) ? static_cast<D>(distances[i]) : inf);
        });
    }
    if constexpr (has_predecessors) {
        auto predecessor_map = get_param(params, vertex_predecessor);
        for_each_index<parallel_put_safe<PredecessorMap>::value>(n, [&](std::uint32_t i) {
            put(predecessor_map, numbering.vertex(i), numbering.vertex(reached(i) ? parents[i] : i));
        });
    }
    if (report)
        report->write_back_ms =
            std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - write_start).count();
}

// Writes predecessor rows into the caller's matrix when one was passed: index-keyed,
// holding descriptors when the matrix's value type is the descriptor type, else indices.
template <class Graph, class Params, class PredParam = dijkstra_param_t<Params, predecessor_matrix_t>>
struct all_pairs_predecessors {
    using matrix_type = typename PredParam::type;  // from std::reference_wrapper<Matrix>
    using vertex_descriptor = typename graph_traits<Graph>::vertex_descriptor;
    using value_type = layout::detail::matrix_value_t<matrix_type, std::size_t>;
    struct to_value {
        const layout::vertex_numbering<Graph>* numbering;
        value_type operator()(std::uint32_t j) const
        {
            if constexpr (std::is_same<value_type, vertex_descriptor>::value)
                return numbering->vertex(j);
            else
                return static_cast<value_type>(j);
        }
    };
    using writer_type = layout::matrix_writer<matrix_type, Graph, std::uint32_t, to_value, layout::matrix_key::index>;

    all_pairs_predecessors(const Params& params, const layout::vertex_numbering<Graph>& numbering)
        : writer(get_param(params, predecessor_matrix_t()).get(), numbering, to_value{&numbering},
                 converts_as_identity(numbering)),
          sink(writer.sink())
    {
    }
    const backend_api::row_sink<std::uint32_t>* get() const { return &sink; }

    // Whether to_value(j) == j as a std::uint32_t (whole rows may then be copied).
    static bool converts_as_identity(const layout::vertex_numbering<Graph>& numbering)
    {
        if (!std::is_same<value_type, std::uint32_t>::value) return false;
        return !std::is_same<value_type, vertex_descriptor>::value || numbering.is_identity();
    }

    writer_type writer;
    backend_api::row_sink<std::uint32_t> sink;
};
template <class Graph, class Params>
struct all_pairs_predecessors<Graph, Params, param_not_found> {
    all_pairs_predecessors(const Params&, const layout::vertex_numbering<Graph>&) {}
    const backend_api::row_sink<std::uint32_t>* get() const { return nullptr; }
};

template <class Graph, class DistanceMatrix, class Params>
void dijkstra_all_front_end(const Graph& g, DistanceMatrix& matrix, const Params& params,
                            const backend_api::shortest_paths_options* options, dijkstra_report* report)
{
    check_supported_dijkstra_params<Params>();
    using WeightMap = decltype(choose_const_pmap(get_param(params, edge_weight), g, edge_weight));
    using WeightValue = typename property_traits<WeightMap>::value_type;
    using D = layout::detail::matrix_value_t<DistanceMatrix, std::size_t>;
    static_assert(std::is_arithmetic<D>::value && std::is_arithmetic<WeightValue>::value,
                  "gpu_dijkstra_all: distances and weights must be arithmetic (they run as float, double, int32 or "
                  "int64)");
    using W = backend_weight_t<D>;

    const auto start = std::chrono::steady_clock::now();
    const WeightMap weight = choose_const_pmap(get_param(params, edge_weight), g, edge_weight);
    const D inf = static_cast<D>(choose_param(get_param(params, distance_inf_t()), (std::numeric_limits<D>::max)()));
    const D zero = static_cast<D>(choose_param(get_param(params, distance_zero_t()), D()));
    if (zero != D(0))
        throw invalid_input("gpu_dijkstra_all: distance_zero must be 0 (the identity of +); got another value");

    // Rows and columns are vertex indices, as johnson_all_pairs_shortest_paths writes.
    const layout::vertex_numbering<Graph> numbering(
        g, choose_const_pmap(get_param(params, vertex_index), g, vertex_index));
    layout::csr_layout<W> csr = search_layout<W>(g, numbering, weight, inf);
    if (std::is_integral<W>::value) layout::check_path_bounds<W>(csr.bounds);
    if (csr.bounds.has_negative_weight) throw negative_edge();

    // Unreached pairs, and paths not shorter than distance_inf, come back as the caller's
    // inf; when that inf is a W value the rows need no conversion (whole rows are copied).
    W threshold = csr.bounds.template infinite_threshold<W>();
    const bool inf_is_exact = static_cast<D>(static_cast<W>(inf)) == inf;
    const W caller_infinity = inf_is_exact ? static_cast<W>(inf) : weight_encoding<W>::infinity();
    if (inf_is_exact && caller_infinity < threshold) threshold = caller_infinity;
    auto convert = [threshold, inf](W x) -> D { return x >= threshold ? inf : static_cast<D>(x); };
    auto writer = layout::make_matrix_writer<W, layout::matrix_key::index>(matrix, numbering, convert,
                                                                           std::is_same<D, W>::value && inf_is_exact);
    all_pairs_predecessors<Graph, Params> predecessors(params, numbering);
    if (report)
        report->layout_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();

    backend_api::dijkstra_all_pairs<W>(requested_backend(params), csr.topology, csr.weight_data(), threshold,
                                       caller_infinity, writer.sink(), predecessors.get(),
                                       report ? &report->backend : nullptr, options);
}

template <class Graph, class SourceIterator>
std::vector<typename graph_traits<Graph>::vertex_descriptor> source_list(SourceIterator first, SourceIterator last)
{
    return std::vector<typename graph_traits<Graph>::vertex_descriptor>(first, last);
}

template <class Iterator>
using enable_if_iterator = typename std::iterator_traits<Iterator>::iterator_category;

}  // namespace detail
}  // namespace gpu_paths

// --- dijkstra_shortest_paths ---------------------------------------------------------------

template <class Graph, class P, class T, class R>
void gpu_dijkstra_shortest_paths(const Graph& g, typename graph_traits<Graph>::vertex_descriptor s,
                                 const bgl_named_params<P, T, R>& params)
{
    gpu_paths::detail::dijkstra_front_end(g, {s}, params, nullptr);
}

template <class Graph>
void gpu_dijkstra_shortest_paths(const Graph& g, typename graph_traits<Graph>::vertex_descriptor s)
{
    gpu_paths::detail::dijkstra_front_end(g, {s}, bgl_named_params<int, int>(0), nullptr);
}

template <class Graph, class SourceIterator, class P, class T, class R,
          class = gpu_paths::detail::enable_if_iterator<SourceIterator>>
void gpu_dijkstra_shortest_paths(const Graph& g, SourceIterator first, SourceIterator last,
                                 const bgl_named_params<P, T, R>& params)
{
    gpu_paths::detail::dijkstra_front_end(g, gpu_paths::detail::source_list<Graph>(first, last), params, nullptr);
}

template <class Graph, class SourceIterator, class = gpu_paths::detail::enable_if_iterator<SourceIterator>>
void gpu_dijkstra_shortest_paths(const Graph& g, SourceIterator first, SourceIterator last)
{
    gpu_paths::detail::dijkstra_front_end(g, gpu_paths::detail::source_list<Graph>(first, last),
                                          bgl_named_params<int, int>(0), nullptr);
}

// dijkstra_shortest_paths_no_color_map computes the same distances; so does this.
template <class Graph, class P, class T, class R>
void gpu_dijkstra_shortest_paths_no_color_map(const Graph& g, typename graph_traits<Graph>::vertex_descriptor s,
                                              const bgl_named_params<P, T, R>& params)
{
    gpu_paths::detail::dijkstra_front_end(g, {s}, params, nullptr);
}

// --- all pairs -----------------------------------------------------------------------------

// Returns true, as johnson_all_pairs_shortest_paths does for non-negative weights (the
// only ones accepted: a negative weight throws negative_edge), so code that tests
// Johnson's result keeps compiling unchanged.
template <class Graph, class DistanceMatrix, class P, class T, class R>
bool gpu_dijkstra_all(const Graph& g, DistanceMatrix& d, const bgl_named_params<P, T, R>& params)
{
    gpu_paths::detail::dijkstra_all_front_end(g, d, params, nullptr, nullptr);
    return true;
}

template <class Graph, class DistanceMatrix>
bool gpu_dijkstra_all(const Graph& g, DistanceMatrix& d)
{
    gpu_paths::detail::dijkstra_all_front_end(g, d, bgl_named_params<int, int>(0), nullptr, nullptr);
    return true;
}

namespace gpu_paths {

// The front ends with the time split reported and the backend's knobs exposed (used by
// bench/bench_dijkstra.cpp).
template <class Graph, class P, class T, class R>
void dijkstra_shortest_paths_timed(const Graph& g, typename graph_traits<Graph>::vertex_descriptor s,
                                   const bgl_named_params<P, T, R>& params, dijkstra_report& report)
{
    detail::dijkstra_front_end(g, {s}, params, &report);
}

template <class Graph, class DistanceMatrix, class P, class T, class R>
void dijkstra_all_timed(const Graph& g, DistanceMatrix& d, const bgl_named_params<P, T, R>& params,
                        dijkstra_report& report, const backend_api::shortest_paths_options* options = nullptr)
{
    detail::dijkstra_all_front_end(g, d, params, options, &report);
}

}  // namespace gpu_paths
}  // namespace boost

#endif
