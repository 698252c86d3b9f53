// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The sssp family's interface entries: check what the kernels would index with, resolve
// the context, then hand the call to the CUDA or the host backend. All pairs may instead
// run as the closure family's dense closure, where that is the cheaper method.
#include "base/call_watch.hpp"
#include "dispatch/context.hpp"
#include "host/entry.hpp"
#include "shared/johnson_restore.hpp"

#include <boost_gpu_paths/detail/base/parallel_for.hpp>
#include <boost_gpu_paths/detail/base/weight_types.hpp>
#include <boost_gpu_paths/detail/interface/closure.hpp>
#include <boost_gpu_paths/detail/interface/sssp.hpp>
#include <boost_gpu_paths/errors.hpp>

#if BOOST_GPU_PATHS_HAS_CUDA
#include "cuda/closure/entry.hpp"
#include "cuda/sssp/entry.hpp"
#endif

#include <algorithm>
#include <cmath>
#include <string>
#include <type_traits>
#include <vector>

namespace boost {
namespace gpu_paths {
namespace backend_api {

namespace {

void check_sources(const csr_topology& graph, const std::uint32_t* sources, std::size_t source_count)
{
    for (std::size_t i = 0; i < source_count; ++i)
        if (sources[i] >= graph.vertex_count)
            throw invalid_input("dijkstra: source " + std::to_string(sources[i]) + " is not a vertex of a graph with " +
                                std::to_string(graph.vertex_count) + " vertices");
}

// All pairs by the dense closure instead of a search per source: n^3 min-plus steps at the
// closure's rate against n (n + m) edge and vertex visits at the searches'. The rates are
// the H100's, measured (bench/results, doc/design-whole-call.md): the closure runs 32-bit
// steps at about 15 T/s plus about 0.12 ms per pivot round of 128, 64-bit ones at about
// 2.5 T/s; the searches visit 1e10 to 4e10 elements per second (2e10 taken). Only the
// ratio matters, and it favours the closure on dense graphs alone. The matrix must also
// stay small enough to be an easy fit (1 GiB of 32-bit distances).
template <class W>
bool closure_is_cheaper(const csr_topology& graph)
{
    const double n = graph.vertex_count, m = graph.edge_count;
    const double padded = std::ceil(n / 128) * 128;
    if (padded > 16384) return false;
    const double steps_per_s = sizeof(W) == 4 ? 15e12 : 2.5e12;
    const double closure_s = padded * padded * padded / steps_per_s + padded / 128 * 1.2e-4;
    const double searches_s = n * (n + m) / 2e10;
    return closure_s < searches_s;
}

// Whether this all-pairs call runs as the closure, and why (for the report). Not with
// predecessors of floating-point distances: the closure adds along another association
// than the path's, so d[p[v]] + w(p[v], v) == d[v] could fail by a rounding.
template <class W>
const char* all_pairs_by_closure(const execution_context& context, const csr_topology& graph, bool predecessors)
{
    using method = sssp_options::all_pairs_method;
    if (predecessors && std::is_floating_point<W>::value) return nullptr;
    switch (context.tuning.sssp.all_pairs) {
    case method::closure: return "all pairs as the dense closure, as asked";
    case method::searches: return nullptr;
    default:
        if (context.backend == backend_kind::cuda && closure_is_cheaper<W>(graph))
            return "all pairs as the dense closure: estimated faster than a search per source";
        return nullptr;
    }
}

// The dense closure's rows of a reweighted graph, restored on their way to the caller's
// sink (the closure hands them as read-only blocks: each block is copied once).
template <class W>
struct restoring_sink {
    row_sink<W> target;
    const W* potentials;
    W infinite_threshold;
    std::size_t n;

    row_sink<W> sink() { return {this, &write}; }
    static void write(void* context, std::size_t first_row, std::size_t row_count, const W* rows,
                      std::size_t row_stride)
    {
        const auto& self = *static_cast<const restoring_sink*>(context);
        const std::size_t n = self.n;
        std::vector<W> block(row_count * n);
        base::parallel_for(0, row_count, [&](std::size_t r) {
            std::copy(rows + r * row_stride, rows + r * row_stride + n, block.data() + r * n);
            shared::restore_johnson_row(self.potentials, first_row + r, self.infinite_threshold, block.data() + r * n,
                                        n);
        }, 1);
        self.target(first_row, row_count, block.data(), n);
    }
};

// All pairs on the resolved context: as the dense closure or as a search per source.
template <class W>
void all_pairs_on(const execution_context& context, const csr_topology& graph, const W* weights,
                  const W* potentials, W infinite_threshold, W caller_infinity, row_sink<W> distances,
                  const row_sink<std::uint32_t>* predecessors, const std::uint32_t* sources = nullptr,
                  std::size_t source_count = 0)
{
    // The dense closure computes every row: for all pairs only.
    const char* why = sources ? nullptr : all_pairs_by_closure<W>(context, graph, predecessors != nullptr);
    if (why) {
        // Non-negative weights (the front end refuses others): no negative cycle, and the
        // closure's predecessor rows follow the same contract as the searches' parents.
        dense_apsp_problem<W> problem;
        problem.vertex_count = graph.vertex_count;
        problem.graph = &graph;
        problem.weights = weights;
        problem.infinite_threshold = infinite_threshold;
        problem.caller_infinity = caller_infinity;
        problem.has_negative_weights = false;
        restoring_sink<W> restored{distances, potentials, infinite_threshold, graph.vertex_count};
        if (potentials) distances = restored.sink();
#if BOOST_GPU_PATHS_HAS_CUDA
        if (context.backend == backend_kind::cuda)
            base::call_watch(context, "all pairs: dense closure").before_and_after([&] {
                return cuda::closure::floyd_warshall(context, problem, distances, predecessors);
            });
        else
#endif
            host::floyd_warshall(context, problem, distances, predecessors);
        if (context.report) context.report->method += std::string(" [") + why + "]";
        return;
    }
#if BOOST_GPU_PATHS_HAS_CUDA
    if (context.backend == backend_kind::cuda)
        return cuda::sssp::dijkstra_all_pairs(context, graph, weights, potentials, infinite_threshold,
                                              caller_infinity, distances, predecessors, sources, source_count);
#endif
    host::dijkstra_all_pairs(context, graph, weights, potentials, infinite_threshold, caller_infinity, distances,
                             predecessors, sources, source_count);
}

}  // namespace

template <class W>
void dijkstra(const execution_context& context, const csr_topology& graph, const W* weights,
              const std::uint32_t* sources, std::size_t source_count, W* distances, std::uint32_t* parents)
{
    check_sources(graph, sources, source_count);
    const dispatch::call_scope call(context);
    dispatch::with_host_memory_errors("dijkstra", graph.vertex_count, [&] {
#if BOOST_GPU_PATHS_HAS_CUDA
        if (call.context.backend == backend_kind::cuda)
            return cuda::sssp::dijkstra(call.context, graph, weights, sources, source_count, distances, parents);
#endif
        host::dijkstra(call.context, graph, weights, sources, source_count, distances, parents);
    });
}

template <class W>
sssp_engine<W>::sssp_engine(const execution_context& context, const csr_topology& graph, const W* weights)
    : vertex_count_(graph.vertex_count)
{
    const dispatch::call_scope call(context);
    backend_ = call.context.backend;
    threads_ = call.context.tuning.threads;
    thread_pool_ = call.context.tuning.thread_pool;
    dispatch::with_host_memory_errors("a dijkstra engine", graph.vertex_count, [&] {
#if BOOST_GPU_PATHS_HAS_CUDA
        if (backend_ == backend_kind::cuda) {
            implementation_ = cuda::sssp::make_engine(call.context, graph, weights);
            return;
        }
#endif
        implementation_ = host::make_sssp_engine(call.context, graph, weights);
    });
}

template <class W>
sssp_engine<W>::~sssp_engine() = default;
template <class W>
sssp_engine<W>::sssp_engine(sssp_engine&&) noexcept = default;
template <class W>
sssp_engine<W>& sssp_engine<W>::operator=(sssp_engine&&) noexcept = default;

template <class W>
backend_kind sssp_engine<W>::backend() const noexcept
{
    return backend_;
}

template <class W>
void sssp_engine<W>::search(const std::uint32_t* sources, std::size_t source_count, W* distances,
                            std::uint32_t* parents, report* out)
{
    for (std::size_t i = 0; i < source_count; ++i)
        if (sources[i] >= vertex_count_)
            throw invalid_input("dijkstra: source " + std::to_string(sources[i]) + " is not a vertex of a graph with " +
                                std::to_string(vertex_count_) + " vertices");
    const base::thread_scope threads(threads_, thread_pool_);
    if (out) *out = report();
    dispatch::with_host_memory_errors("dijkstra", vertex_count_,
                                      [&] { implementation_->search(sources, source_count, distances, parents, out); });
}

template <class W>
void dijkstra_all_pairs(const execution_context& context, const csr_topology& graph, const W* weights,
                        const W* potentials, W infinite_threshold, W caller_infinity, row_sink<W> distances,
                        const row_sink<std::uint32_t>* predecessors)
{
    const dispatch::call_scope call(context);
    dispatch::with_host_memory_errors("dijkstra_all_pairs", graph.vertex_count, [&] {
        all_pairs_on(call.context, graph, weights, potentials, infinite_threshold, caller_infinity, distances,
                     predecessors);
    });
}

template <class W>
void dijkstra_from_sources(const execution_context& context, const csr_topology& graph, const W* weights,
                           const std::uint32_t* sources, std::size_t source_count, W infinite_threshold,
                           W caller_infinity, row_sink<W> distances, const row_sink<std::uint32_t>* predecessors)
{
    for (std::size_t i = 0; i < source_count; ++i)
        if (sources[i] >= graph.vertex_count)
            throw invalid_input("dijkstra_from_sources: source " + std::to_string(sources[i]) +
                                " is not a vertex of a graph with " + std::to_string(graph.vertex_count) +
                                " vertices");
    if (source_count == 0) return;
    const dispatch::call_scope call(context);
    dispatch::with_host_memory_errors("dijkstra_from_sources", graph.vertex_count, [&] {
        all_pairs_on(call.context, graph, weights, static_cast<const W*>(nullptr), infinite_threshold,
                     caller_infinity, distances, predecessors, sources, source_count);
    });
}

#define BOOST_GPU_PATHS_INSTANTIATE_SSSP(W)                                                                        \
    template void dijkstra<W>(const execution_context&, const csr_topology&, const W*, const std::uint32_t*,     \
                              std::size_t, W*, std::uint32_t*);                                                \
    template void dijkstra_all_pairs<W>(const execution_context&, const csr_topology&, const W*, const W*, W, W, \
                                        row_sink<W>, const row_sink<std::uint32_t>*);                     \
    template void dijkstra_from_sources<W>(const execution_context&, const csr_topology&, const W*,               \
                                           const std::uint32_t*, std::size_t, W, W, row_sink<W>,                   \
                                           const row_sink<std::uint32_t>*);                                       \
    template class sssp_engine<W>;
BOOST_GPU_PATHS_FOR_EACH_WEIGHT(BOOST_GPU_PATHS_INSTANTIATE_SSSP)
#undef BOOST_GPU_PATHS_INSTANTIATE_SSSP

}  // namespace backend_api
}  // namespace gpu_paths
}  // namespace boost
