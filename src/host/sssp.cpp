// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Host backend: a single-source search as delta-stepping on the call's threads where the
// graph pays for starting them (delta_stepping.hpp), else Dijkstra on a radix heap
// (radix_heap.hpp); all pairs (or a list of sources) as one Dijkstra per source with the
// sources spread over the host's threads.
#include "base/call_watch.hpp"
#include "host/delta_stepping.hpp"
#include "host/entry.hpp"
#include "host/radix_heap.hpp"
#include "shared/delta_width.hpp"
#include "shared/johnson_restore.hpp"
#include "shared/memory_cap.hpp"
#include "shared/plateau_parents.hpp"

#include <boost_gpu_paths/detail/base/host_memory.hpp>
#include <boost_gpu_paths/detail/base/parallel_for.hpp>
#include <boost_gpu_paths/detail/base/weight_encoding.hpp>
#include <boost_gpu_paths/detail/base/weight_types.hpp>

#include <algorithm>
#include <chrono>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace boost {
namespace gpu_paths {
namespace host {

namespace {

using backend_api::csr_topology;

// One search from `sources` into distances (and parents). Parents change only on strict
// improvement by a settled vertex, so they form a tree even across zero-weight edges.
template <class W>
void search(const csr_topology& graph, const W* weights, const std::uint32_t* sources, std::size_t source_count,
            W* distances, std::uint32_t* parents, radix_heap<W>& heap)
{
    const std::uint32_t n = graph.vertex_count;
    std::fill(distances, distances + n, weight_encoding<W>::infinity());
    if (parents)
        for (std::uint32_t v = 0; v < n; ++v) parents[v] = v;
    heap.clear();
    for (std::size_t i = 0; i < source_count; ++i) {
        distances[sources[i]] = W(0);
        heap.push(W(0), sources[i]);
    }
    while (!heap.empty()) {
        const typename radix_heap<W>::entry top = heap.pop();
        const std::uint32_t u = top.vertex;
        if (distances[u] < top.distance) continue;  // stale entry
        const W du = top.distance;
        for (std::uint32_t e = graph.offsets[u]; e < graph.offsets[u + 1]; ++e) {
            const std::uint32_t v = graph.targets[e];
            const W candidate = du + weights[e];
            if (candidate < distances[v]) {
                distances[v] = candidate;
                if (parents) parents[v] = u;
                heap.push(candidate, v);
            }
        }
    }
}

// Parents for final distances: each reached vertex but the sources takes a tail of a
// tight in-edge from a strictly nearer vertex (any one: the threads race, each choice
// valid), so the parents form a tree; the vertices only zero-weight edges reach get
// theirs from complete_plateau_parents. Unreached vertices are their own parents.
template <class W>
void tight_parents(const csr_topology& graph, const W* weights, const std::uint32_t* sources,
                   std::size_t source_count, const W* distances, std::uint32_t* parents)
{
    const std::uint32_t n = graph.vertex_count;
    const W infinity = weight_encoding<W>::infinity();
    base::parallel_for_chunks(0, n, [&](std::size_t lo, std::size_t hi) {
        for (std::size_t v = lo; v < hi; ++v)
            parents[v] = distances[v] < infinity ? backend_api::no_vertex : static_cast<std::uint32_t>(v);
    }, base::min_elements_per_chunk);
    for (std::size_t i = 0; i < source_count; ++i) parents[sources[i]] = sources[i];
    base::parallel_for_chunks(0, n, [&](std::size_t lo, std::size_t hi) {
        for (std::size_t u = lo; u < hi; ++u) {
            const W du = distances[u];
            if (!(du < infinity)) continue;
            for (std::uint32_t e = graph.offsets[u]; e < graph.offsets[u + 1]; ++e) {
                const std::uint32_t v = graph.targets[e];
                if (du < distances[v] && distances[v] < infinity && du + weights[e] == distances[v] &&
                    __atomic_load_n(parents + v, __ATOMIC_RELAXED) == backend_api::no_vertex)
                    __atomic_store_n(parents + v, static_cast<std::uint32_t>(u), __ATOMIC_RELAXED);
            }
        }
    }, base::min_elements_per_chunk / 8);
    if (std::find(parents, parents + n, backend_api::no_vertex) != parents + n)
        shared::complete_plateau_parents(graph, weights, distances, infinity, parents);
}

// One single-source search with the method the call's threads and the graph's size choose;
// returns the method's name for the report.
template <class W>
std::string search_once(const sssp_options& options, const csr_topology& graph, const W* weights,
                        const std::uint32_t* sources, std::size_t source_count, W* distances, std::uint32_t* parents,
                        radix_heap<W>& heap)
{
    const unsigned threads = base::thread_count();
    const std::uint64_t size = std::uint64_t(graph.vertex_count) + graph.edge_count;
    const double degree = graph.vertex_count ? double(graph.edge_count) / double(graph.vertex_count) : 0.0;
    if (threads > 1 && size >= options.host_parallel_from && degree < options.host_parallel_below_degree) {
        const W delta = shared::host_delta(graph, weights, options);
        delta_stepping(graph, weights, sources, source_count, distances, delta, threads);
        if (parents) tight_parents(graph, weights, sources, source_count, distances, parents);
        return "delta-stepping on " + std::to_string(threads) + " threads, delta " +
               std::to_string(static_cast<double>(delta));
    }
    search(graph, weights, sources, source_count, distances, parents, heap);
    return "radix-heap Dijkstra";
}

double elapsed_ms(std::chrono::steady_clock::time_point since)
{
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - since).count();
}

}  // namespace

template <class W>
void dijkstra(const execution_context& context, const csr_topology& graph, const W* weights,
              const std::uint32_t* sources, std::size_t source_count, W* distances, std::uint32_t* parents)
{
    const auto start = std::chrono::steady_clock::now();
    radix_heap<W> heap;
    std::string method =
        search_once(context.tuning.sssp, graph, weights, sources, source_count, distances, parents, heap);
    if (report* out = context.report) {
        out->method = std::move(method);
        out->compute_ms = elapsed_ms(start);
    }
}

namespace {

// The resident form: the heap's storage is kept from one search to the next.
template <class W>
class host_sssp_engine final : public backend_api::sssp_engine<W>::implementation {
public:
    host_sssp_engine(const execution_context& context, const csr_topology& graph, const W* weights)
        : options_(context.tuning.sssp), graph_(graph), weights_(weights)
    {
    }

    void search(const std::uint32_t* sources, std::size_t source_count, W* distances, std::uint32_t* parents,
                report* out) override
    {
        const auto start = std::chrono::steady_clock::now();
        std::string method = search_once(options_, graph_, weights_, sources, source_count, distances, parents, heap_);
        if (out) {
            out->backend = backend_kind::host;
            out->method = std::move(method);
            out->compute_ms = elapsed_ms(start);
        }
    }

private:
    sssp_options options_;
    csr_topology graph_;
    const W* weights_;
    radix_heap<W> heap_;
};

}  // namespace

template <class W>
std::unique_ptr<typename backend_api::sssp_engine<W>::implementation> make_sssp_engine(
    const execution_context& context, const csr_topology& graph, const W* weights)
{
    return std::unique_ptr<typename backend_api::sssp_engine<W>::implementation>(
        new host_sssp_engine<W>(context, graph, weights));
}

template <class W>
void dijkstra_all_pairs(const execution_context& context, const csr_topology& graph, const W* weights,
                        const W* potentials, W infinite_threshold, W caller_infinity, backend_api::row_sink<W> distances,
                        const backend_api::row_sink<std::uint32_t>* predecessors, const std::uint32_t* sources,
                        std::size_t source_count)
{
    report* const out = context.report;
    const std::uint32_t n = graph.vertex_count;
    const std::size_t row_total = sources ? source_count : n;
    if (n == 0 || row_total == 0) return;
    // Rows are computed a block at a time (about 128 MiB of results, or the memory cap when
    // that is smaller, as the CUDA backend's batches; at least one row per thread when that
    // fits) and handed to the sinks between blocks.
    const std::size_t row_bytes = std::size_t(n) * (sizeof(W) + (predecessors ? sizeof(std::uint32_t) : 0));
    std::uint64_t block_bytes = std::uint64_t(128) << 20;
    if (context.tuning.device_memory_cap_mib != 0)
        block_bytes =
            std::min<std::uint64_t>(block_bytes, shared::memory_cap_bytes(context.tuning.device_memory_cap_mib));
    std::size_t block_rows = std::max<std::size_t>(1, static_cast<std::size_t>(block_bytes / row_bytes));
    block_rows = std::min<std::size_t>(std::max<std::size_t>(block_rows, base::thread_count()), row_total);
    // A thread takes at least one row and about 8k vertices and edges of searches: waking a
    // thread costs more than a few small searches.
    const std::size_t rows_per_thread = std::max<std::size_t>(1, 8192 / (std::size_t(n) + graph.edge_count));
    std::vector<W> rows;
    std::vector<std::uint32_t> parent_rows;
    const std::string block_shape = " (" + std::to_string(block_rows) + " rows of " + std::to_string(n) + ")";
    base::resize_host_vector(rows, block_rows * n, "the host all-pairs search's block of distance rows" + block_shape);
    if (predecessors)
        base::resize_host_vector(parent_rows, block_rows * n,
                                 "the host all-pairs search's block of predecessor rows" + block_shape);
    double compute_ms = 0, write_back_ms = 0;
    // A raised cancel token: the rows of the block under way are dropped (the threads stop
    // starting searches), and the call throws before its sinks get them.
    base::call_watch watch(context, "all pairs: searches");
    for (std::size_t first = 0; first < row_total; first += block_rows) {
        watch.step(static_cast<double>(first), static_cast<double>(row_total));
        const std::size_t count = std::min<std::size_t>(block_rows, row_total - first);
        auto start = std::chrono::steady_clock::now();
        base::parallel_for_chunks(
            0, count,
            [&](std::size_t lo, std::size_t hi) {
                radix_heap<W> heap;
                for (std::size_t r = lo; r < hi; ++r) {
                    if (watch.cancel_raised()) return;
                    const std::uint32_t source = sources ? sources[first + r] : static_cast<std::uint32_t>(first + r);
                    W* row = rows.data() + r * n;
                    std::uint32_t* parent_row = predecessors ? parent_rows.data() + r * n : nullptr;
                    search(graph, weights, &source, 1, row, parent_row, heap);
                    for (std::uint32_t v = 0; v < n; ++v) {
                        if (row[v] >= infinite_threshold) {
                            row[v] = caller_infinity;
                            if (parent_row) parent_row[v] = v;
                        }
                    }
                    if (potentials) shared::restore_johnson_row(potentials, source, infinite_threshold, row, n);
                }
            },
            rows_per_thread);
        compute_ms += elapsed_ms(start);
        if (watch.cancel_raised()) watch.throw_cancelled();
        start = std::chrono::steady_clock::now();
        distances(first, count, rows.data(), n);
        if (predecessors) (*predecessors)(first, count, parent_rows.data(), n);
        write_back_ms += elapsed_ms(start);
    }
    watch.finish();
    if (out) {
        out->method = "a radix-heap Dijkstra per source on " + std::to_string(base::thread_count()) + " threads";
        out->compute_ms = compute_ms;
        out->write_back_ms = write_back_ms;
    }
}

#define BOOST_GPU_PATHS_INSTANTIATE_HOST_SSSP(W)                                                               \
    template void dijkstra<W>(const execution_context&, const csr_topology&, const W*, const std::uint32_t*,     \
                              std::size_t, W*, std::uint32_t*);                                                \
    template std::unique_ptr<typename backend_api::sssp_engine<W>::implementation> make_sssp_engine<W>(          \
        const execution_context&, const csr_topology&, const W*);                                               \
    template void dijkstra_all_pairs<W>(const execution_context&, const csr_topology&, const W*, const W*, W, W, \
                                        backend_api::row_sink<W>, const backend_api::row_sink<std::uint32_t>*, \
                                        const std::uint32_t*, std::size_t);
BOOST_GPU_PATHS_FOR_EACH_WEIGHT(BOOST_GPU_PATHS_INSTANTIATE_HOST_SSSP)
#undef BOOST_GPU_PATHS_INSTANTIATE_HOST_SSSP

}  // namespace host
}  // namespace gpu_paths
}  // namespace boost
