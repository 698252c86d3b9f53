// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The host backend of floyd_warshall and boolean_closure: the dense matrix is built in
// host memory and closed by host::blocked_closure (host/blocked_closure.hpp).
#include "base/call_watch.hpp"
#include "host/blocked_closure.hpp"
#include "host/entry.hpp"
#include "host/out_of_core_closure.hpp"
#include "shared/host_closure_matrix.hpp"

#include <boost_gpu_paths/detail/base/host_memory.hpp>
#include <boost_gpu_paths/detail/base/parallel_for.hpp>
#include <boost_gpu_paths/detail/base/weight_encoding.hpp>
#include <boost_gpu_paths/detail/base/weight_types.hpp>

#include <algorithm>
#include <chrono>
#include <cstring>
#include <limits>
#include <string>
#include <type_traits>
#include <vector>

namespace boost {
namespace gpu_paths {
namespace host {

namespace {

double ms_since(std::chrono::steady_clock::time_point start)
{
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

// What a matrix allocation is for, as host_memory_error reports it.
std::string matrix_purpose(const char* matrix, std::size_t n, std::size_t element_bytes)
{
    return std::string("the host closure's ") + matrix + " matrix (" + std::to_string(n) + " x " + std::to_string(n) +
           " elements of " + std::to_string(element_bytes) + " bytes)";
}

}  // namespace

template <class W>
bool floyd_warshall(const execution_context& context, const backend_api::dense_apsp_problem<W>& problem,
                    backend_api::row_sink<W> distances, const backend_api::row_sink<std::uint32_t>* predecessors)
{
    report* const out = context.report;
    using S = shared::min_plus<W>;
    const std::size_t n = problem.vertex_count;
    // An empty graph has no rows to compute or hand over, and may come with neither a
    // graph nor a dense matrix (the initialized variant's empty matrix has no data).
    if (n == 0) return true;
    const auto start = std::chrono::steady_clock::now();

    // Out of core only when forced: host memory holds the matrix either way, and the band
    // schedule runs here so that it is tested where no device is; it may then work in the
    // caller's own rows, as the CUDA engine does (shared/matrix_rows.hpp).
    const closure_options& tuning = context.tuning.closure;
    const bool banded = tuning.out_of_core == closure_options::out_of_core_mode::always;
    const std::size_t staging_bytes = n * n * (sizeof(W) + (predecessors ? sizeof(std::uint32_t) : 0));
    std::vector<W*> caller_rows;
    if (banded && shared::works_in_place(tuning, static_cast<bool>(problem.caller_rows), staging_bytes))
        caller_rows = shared::reachable_rows(problem.caller_rows, n);
    const bool in_place = !caller_rows.empty();

    // The initial matrix: BGL's initialisation from the edges, or the caller's.
    std::vector<W> d;
    if (!in_place) base::resize_host_vector(d, n * n, matrix_purpose("distance", n, sizeof(W)));
    const shared::matrix_rows<W> rows =
        in_place ? shared::matrix_rows<W>::in_caller(caller_rows) : shared::matrix_rows<W>::contiguous(d.data(), n);
    std::vector<std::uint32_t> p;
    if (predecessors) base::resize_host_vector(p, n * n, matrix_purpose("predecessor", n, sizeof(std::uint32_t)));
    auto build = [&] { shared::build_host_closure_matrix(problem, rows, predecessors ? p.data() : nullptr); };

    bool ok = false;
    if (banded) {
        shared::band_geometry g;
        g.n = n;
        g.block = std::min<std::size_t>(n, tuning.out_of_core_block ? tuning.out_of_core_block : 128);
        g.band = std::min<std::size_t>(n, tuning.out_of_core_band ? tuning.out_of_core_band : g.block);
        g.buffers = tuning.out_of_core_buffers ? tuning.out_of_core_buffers : 2;
        ok = out_of_core_closure<S>(rows, predecessors ? p.data() : nullptr, g, build);
    } else {
        build();
        base::call_watch watch(context, "Floyd-Warshall");
        ok = blocked_closure<S>(d.data(), n, n, predecessors ? p.data() : nullptr, n, 0,
                                watch.watched() ? &watch : nullptr);
        if (ok) watch.finish();
    }
    if (out) {
        out->method = std::string(banded ? "out-of-core band schedule" : "blocked Floyd-Warshall") +
                      (in_place ? " in the caller's rows" : "") + " on " + std::to_string(base::thread_count()) +
                      " threads";
        out->compute_ms = ms_since(start);
    }
    if (!ok) {
        // In place the caller's rows hold what the closure reached, in the caller's units.
        if (in_place) shared::decode_host_closure_rows(problem, rows, 0, n);
        return false;
    }

    const auto write_start = std::chrono::steady_clock::now();
    shared::finish_host_closure_matrix(problem, rows, predecessors ? p.data() : nullptr, distances, predecessors);
    if (out) out->write_back_ms = ms_since(write_start);
    return true;
}

void boolean_closure(const execution_context& context, std::uint32_t vertex_count, const std::uint8_t* adjacency,
                     std::size_t row_stride, bool reflexive, backend_api::row_sink<std::uint8_t> reach)
{
    report* const out = context.report;
    const std::size_t n = vertex_count;
    const auto start = std::chrono::steady_clock::now();
    std::vector<std::uint8_t> r;
    base::resize_host_vector(r, n * n, matrix_purpose("reachability", n, sizeof(std::uint8_t)));
    base::parallel_for(
        0, n,
        [&](std::size_t i) {
            for (std::size_t j = 0; j < n; ++j) r[i * n + j] = adjacency[i * row_stride + j] != 0;
            if (reflexive) r[i * n + i] = 1;
        },
        64);
    blocked_closure<shared::or_and<std::uint8_t>>(r.data(), n, n);
    if (out) {
        out->method = std::string("blocked boolean closure on ") + std::to_string(base::thread_count()) + " threads";
        out->compute_ms = ms_since(start);
    }
    const auto write_start = std::chrono::steady_clock::now();
    if (n) reach(0, n, r.data(), n);
    if (out) out->write_back_ms = ms_since(write_start);
}

#define BOOST_GPU_PATHS_INSTANTIATE_HOST_FLOYD_WARSHALL(W)                                                   \
    template bool floyd_warshall<W>(const execution_context&, const backend_api::dense_apsp_problem<W>&, \
                                    backend_api::row_sink<W>, const backend_api::row_sink<std::uint32_t>*);
BOOST_GPU_PATHS_FOR_EACH_WEIGHT(BOOST_GPU_PATHS_INSTANTIATE_HOST_FLOYD_WARSHALL)
#undef BOOST_GPU_PATHS_INSTANTIATE_HOST_FLOYD_WARSHALL

}  // namespace host
}  // namespace gpu_paths
}  // namespace boost
