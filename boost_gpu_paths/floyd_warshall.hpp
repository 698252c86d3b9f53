// Drop-ins for boost::floyd_warshall_all_pairs_shortest_paths and
// boost::floyd_warshall_initialized_all_pairs_shortest_paths that run on the GPU.
//
//   bool gpu_floyd_warshall_all_pairs(g, D [, params])
//   bool gpu_floyd_warshall_initialized_all_pairs(g, D [, params])
//   (and the positional forms (g, D, w, compare, combine, inf, zero) /
//    (g, D, compare, combine, inf, zero) of BGL)
//
// Same arguments, named parameters and result as BGL's. D is indexed by vertex
// descriptors, D[u][v]. The result is false exactly when the graph (the initial matrix,
// for the initialized form) has a negative cycle; D is then unspecified (the CUDA
// backend may have written rows of it when no predecessors are asked for: it copies rows
// out while the closure runs). Otherwise D equals BGL's: distance_inf (default
// numeric_limits<W>::max(), not IEEE infinity) for unreachable pairs, the minimum over
// parallel edges, self loops only lowering the diagonal, both directions of undirected
// edges (so a negative undirected edge is a negative cycle).
//
// Named parameters: weight_map, distance_inf, distance_zero (must be 0: throws
// gpu_paths::invalid_input otherwise), distance_compare / distance_combine (only
// std::less<W> and boost::closed_plus<W> are accepted, at compile time: the kernels
// compute min and +), plus gpu_paths::use_backend(kind) and
// gpu_paths::predecessor_matrix(P): P[u][v] becomes the vertex before v on a shortest
// path from u (P[u][u] = u, P[u][v] = v when v is unreachable); paths.hpp turns it into
// vertex sequences.
//
// Weight types: float, double, int32 and int64 run as such; other arithmetic types run in
// the nearest supported type that holds them (gpu_paths::backend_weight_t). Integer path
// lengths are checked up front: a graph whose simple paths could leave the range the
// integer type represents exactly throws gpu_paths::weight_overflow instead of wrapping.
// A matrix that does not fit in device memory throws gpu_paths::device_memory_error
// naming the bytes needed.
#ifndef BOOST_GPU_PATHS_FLOYD_WARSHALL_HPP
#define BOOST_GPU_PATHS_FLOYD_WARSHALL_HPP

#include <boost_gpu_paths/backend/floyd_warshall.hpp>
#include <boost_gpu_paths/errors.hpp>
#include <boost_gpu_paths/layout/csr.hpp>
#include <boost_gpu_paths/layout/matrix_access.hpp>
#include <boost_gpu_paths/layout/vertex_numbering.hpp>
#include <boost_gpu_paths/layout/weight_encoding.hpp>
#include <boost_gpu_paths/named_params.hpp>

#include <boost/graph/graph_traits.hpp>
#include <boost/graph/named_function_params.hpp>
#include <boost/graph/relax.hpp>
#include <boost/property_map/property_map.hpp>

#include <chrono>
#include <functional>
#include <limits>
#include <type_traits>
#include <vector>

namespace boost {
namespace gpu_paths {

// The CUDA backend keeps its pinned host staging buffers (2 x 32 MiB, 4 x with
// predecessors) between calls, since page-locking memory costs milliseconds per call;
// this frees them (and device buffers kept with BOOST_GPU_PATHS_FW_KEEP_DEVICE_MEMORY=1)
// now instead of at exit. Safe to call at any time; the next call allocates again.
void release_floyd_warshall_buffers();

// Where the time of one front-end call went (the benchmark reads it).
struct floyd_warshall_report {
    double layout_ms = 0;  // graph -> CSR (or caller's matrix -> dense), bounds check
    backend_api::timing backend;
};

namespace detail {

template <class Params, class Tag>
using param_t = typename std::decay<typename get_param_type<Tag, Params>::type>::type;

template <class Compare, class WM>
struct is_default_compare
    : std::integral_constant<bool, std::is_same<Compare, param_not_found>::value ||
                                       std::is_same<Compare, std::less<WM>>::value ||
                                       std::is_same<Compare, std::less<void>>::value> {};

template <class Combine, class WM>
struct is_default_combine
    : std::integral_constant<bool, std::is_same<Combine, param_not_found>::value ||
                                       std::is_same<Combine, closed_plus<WM>>::value> {};

// Writes the predecessor rows into the caller's matrix when one was passed.
template <class Graph, class Params, class PredParam = param_t<Params, predecessor_matrix_t>>
struct predecessor_output {
    using matrix_type = typename PredParam::type;  // from std::reference_wrapper<Matrix>
    using vertex_descriptor = typename graph_traits<Graph>::vertex_descriptor;
    using value_type = layout::detail::matrix_value_t<matrix_type, vertex_descriptor>;
    struct to_vertex {
        const layout::vertex_numbering<Graph>* numbering;
        value_type operator()(std::uint32_t j) const { return static_cast<value_type>(numbering->vertex(j)); }
    };
    using writer_type =
        layout::matrix_writer<matrix_type, Graph, std::uint32_t, to_vertex, layout::matrix_key::descriptor>;

    predecessor_output(const Params& params, const layout::vertex_numbering<Graph>& numbering)
        : writer(get_param(params, predecessor_matrix_t()).get(), numbering, to_vertex{&numbering},
                 std::is_same<value_type, std::uint32_t>::value && numbering.is_identity()),
          sink(writer.sink())
    {
    }
    const backend_api::row_sink<std::uint32_t>* get() const { return &sink; }

    writer_type writer;
    backend_api::row_sink<std::uint32_t> sink;
};
template <class Graph, class Params>
struct predecessor_output<Graph, Params, param_not_found> {
    predecessor_output(const Params&, const layout::vertex_numbering<Graph>&) {}
    const backend_api::row_sink<std::uint32_t>* get() const { return nullptr; }
};

template <bool Initialized, class Graph, class DistanceMatrix, class Params>
bool floyd_warshall_front_end(const Graph& g, DistanceMatrix& d, const Params& params,
                              floyd_warshall_report* report)
{
    using WeightMap = decltype(choose_const_pmap(get_param(params, edge_weight), g, edge_weight));
    using WM = typename property_traits<WeightMap>::value_type;
    static_assert(std::is_arithmetic<WM>::value,
                  "gpu_floyd_warshall: the weight type must be arithmetic (it runs as float, double, int32 or int64)");
    static_assert(is_default_compare<param_t<Params, distance_compare_t>, WM>::value,
                  "gpu_floyd_warshall: only distance_compare = std::less<W> can run here (the kernels compute min); "
                  "use boost::floyd_warshall_all_pairs_shortest_paths for another order");
    static_assert(is_default_combine<param_t<Params, distance_combine_t>, WM>::value,
                  "gpu_floyd_warshall: only distance_combine = boost::closed_plus<W> can run here (the kernels add); "
                  "use boost::floyd_warshall_all_pairs_shortest_paths for another combine");
    using W = backend_weight_t<WM>;
    using vertex_descriptor = typename graph_traits<Graph>::vertex_descriptor;
    using Dv = layout::detail::matrix_value_t<DistanceMatrix, vertex_descriptor>;

    const auto start = std::chrono::steady_clock::now();
    const WeightMap weight = choose_const_pmap(get_param(params, edge_weight), g, edge_weight);
    const WM inf = static_cast<WM>(choose_param(get_param(params, distance_inf_t()), (std::numeric_limits<WM>::max)()));
    const WM zero = static_cast<WM>(choose_param(get_param(params, distance_zero_t()), WM()));
    if (zero != WM(0))
        throw invalid_input("gpu_floyd_warshall: distance_zero must be 0 (the identity of +); got another value");

    const layout::vertex_numbering<Graph> numbering(g);
    const std::uint32_t n = numbering.size();

    backend_api::dense_apsp_problem<W> problem;
    problem.vertex_count = n;
    layout::csr_layout<W> csr;
    std::vector<W> dense;
    path_bounds bounds;
    if constexpr (Initialized) {
        dense = layout::read_dense_matrix<W>(d, numbering, inf, bounds);
        problem.dense = dense.data();
        problem.dense_stride = n;
    } else {
        csr = layout::make_csr<W>(g, numbering, weight, inf);
        bounds = csr.bounds;
        problem.graph = &csr.topology;
        problem.weights = csr.weight_data();
    }
    layout::check_path_bounds<W>(bounds);
    problem.infinite_threshold = bounds.template infinite_threshold<W>();
    problem.has_negative_weights = bounds.has_negative_weight;

    // Rows come back decoded to the caller's inf when the caller's types are the backend's
    // (then whole rows are copied); otherwise every value is converted here.
    constexpr bool same_types = std::is_same<Dv, W>::value && std::is_same<WM, W>::value;
    problem.caller_infinity = same_types ? static_cast<W>(inf) : weight_encoding<W>::infinity();
    const W threshold = problem.infinite_threshold;
    auto convert = [threshold, inf](W x) -> Dv {
        return same_types ? static_cast<Dv>(x) : (x >= threshold ? static_cast<Dv>(inf) : static_cast<Dv>(x));
    };
    auto writer = layout::make_matrix_writer<W, layout::matrix_key::descriptor>(d, numbering, convert, same_types);
    predecessor_output<Graph, Params> predecessors(params, numbering);
    if (report)
        report->layout_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();

    return backend_api::floyd_warshall<W>(requested_backend(params), problem, writer.sink(), predecessors.get(),
                                          report ? &report->backend : nullptr);
}

}  // namespace detail
}  // namespace gpu_paths

// --- floyd_warshall_all_pairs_shortest_paths -----------------------------------------------

template <class Graph, class DistanceMatrix, class P, class T, class R>
bool gpu_floyd_warshall_all_pairs(const Graph& g, DistanceMatrix& d, const bgl_named_params<P, T, R>& params)
{
    return gpu_paths::detail::floyd_warshall_front_end<false>(g, d, params, nullptr);
}

template <class Graph, class DistanceMatrix>
bool gpu_floyd_warshall_all_pairs(const Graph& g, DistanceMatrix& d)
{
    return gpu_paths::detail::floyd_warshall_front_end<false>(g, d, bgl_named_params<int, int>(0), nullptr);
}

template <class Graph, class DistanceMatrix, class WeightMap, class Compare, class Combine, class Infinity,
          class Zero>
bool gpu_floyd_warshall_all_pairs(const Graph& g, DistanceMatrix& d, const WeightMap& w, const Compare& compare,
                                  const Combine& combine, const Infinity& inf, const Zero& zero)
{
    return gpu_paths::detail::floyd_warshall_front_end<false>(
        g, d,
        weight_map(w).distance_compare(compare).distance_combine(combine).distance_inf(inf).distance_zero(zero),
        nullptr);
}

// --- floyd_warshall_initialized_all_pairs_shortest_paths -----------------------------------

template <class Graph, class DistanceMatrix, class P, class T, class R>
bool gpu_floyd_warshall_initialized_all_pairs(const Graph& g, DistanceMatrix& d,
                                              const bgl_named_params<P, T, R>& params)
{
    return gpu_paths::detail::floyd_warshall_front_end<true>(g, d, params, nullptr);
}

template <class Graph, class DistanceMatrix>
bool gpu_floyd_warshall_initialized_all_pairs(const Graph& g, DistanceMatrix& d)
{
    return gpu_paths::detail::floyd_warshall_front_end<true>(g, d, bgl_named_params<int, int>(0), nullptr);
}

template <class Graph, class DistanceMatrix, class Compare, class Combine, class Infinity, class Zero>
bool gpu_floyd_warshall_initialized_all_pairs(const Graph& g, DistanceMatrix& d, const Compare& compare,
                                              const Combine& combine, const Infinity& inf, const Zero& zero)
{
    return gpu_paths::detail::floyd_warshall_front_end<true>(
        g, d, distance_compare(compare).distance_combine(combine).distance_inf(inf).distance_zero(zero), nullptr);
}

namespace gpu_paths {

// The front end with the time split reported (used by bench/bench_floyd_warshall.cpp).
template <class Graph, class DistanceMatrix, class P, class T, class R>
bool floyd_warshall_all_pairs_timed(const Graph& g, DistanceMatrix& d, const bgl_named_params<P, T, R>& params,
                                    floyd_warshall_report& report)
{
    return detail::floyd_warshall_front_end<false>(g, d, params, &report);
}

}  // namespace gpu_paths
}  // namespace boost

#endif
