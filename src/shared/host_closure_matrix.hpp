// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// A Floyd-Warshall matrix in host memory, for the closures that keep it there: the host
// backend's, and the CUDA backend's out-of-core one (its page-locked staging). Built from
// the CSR (BGL's initialisation) or the caller's dense matrix; finished by decoding it in
// place, repairing predecessor rows, and handing the rows to the caller's sinks. The
// distances may be the caller's own rows (shared/matrix_rows.hpp), built and finished there.
#ifndef BOOST_GPU_PATHS_SRC_SHARED_HOST_CLOSURE_MATRIX_HPP
#define BOOST_GPU_PATHS_SRC_SHARED_HOST_CLOSURE_MATRIX_HPP

#include "shared/matrix_rows.hpp"
#include "shared/predecessor_repair.hpp"
#include "shared/semiring.hpp"
#include <boost_gpu_paths/detail/base/parallel_for.hpp>
#include <boost_gpu_paths/detail/base/weight_encoding.hpp>
#include <boost_gpu_paths/detail/interface/closure.hpp>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <vector>

namespace boost {
namespace gpu_paths {
namespace shared {

// Rows [i0, i1) of d (n x n) from the problem (all rows by default); p, when not null,
// every row i of them set to i.
template <class W>
void build_host_closure_matrix(const backend_api::dense_apsp_problem<W>& problem, const matrix_rows<W>& d,
                               std::uint32_t* p, std::size_t i0 = 0, std::size_t i1 = std::size_t(-1))
{
    using S = min_plus<W>;
    const std::size_t n = problem.vertex_count;
    i1 = std::min(i1, n);
    if (problem.dense) {
        base::parallel_for(
            i0, i1, [&](std::size_t i) { std::memcpy(d[i], problem.dense + i * problem.dense_stride, n * sizeof(W)); },
            base::rows_per_chunk(n));
    } else {
        const backend_api::csr_topology& g = *problem.graph;
        base::parallel_for(
            i0, i1,
            [&](std::size_t i) {
                W* row = d[i];
                for (std::size_t j = 0; j < n; ++j) row[j] = S::zero();
                row[i] = S::one();
                for (std::uint32_t e = g.offsets[i]; e < g.offsets[i + 1]; ++e) {
                    const std::uint32_t j = g.targets[e];
                    row[j] = S::plus(row[j], problem.weights[e]);
                }
            },
            base::rows_per_chunk(n));
    }
    if (p)
        base::parallel_for(
            i0, i1,
            [&](std::size_t i) {
                for (std::size_t j = 0; j < n; ++j) p[i * n + j] = static_cast<std::uint32_t>(i);
            },
            base::rows_per_chunk(n));
}

template <class W>
void build_host_closure_matrix(const backend_api::dense_apsp_problem<W>& problem, W* d, std::uint32_t* p)
{
    build_host_closure_matrix(problem, matrix_rows<W>::contiguous(d, problem.vertex_count), p);
}

// Rows [i0, i1) of d decoded in place: "no path" as the caller's infinity.
template <class W>
void decode_host_closure_rows(const backend_api::dense_apsp_problem<W>& problem, const matrix_rows<W>& d,
                              std::size_t i0, std::size_t i1)
{
    const std::size_t n = problem.vertex_count;
    base::parallel_for(
        i0, i1,
        [&](std::size_t i) {
            W* row = d[i];
            for (std::size_t j = 0; j < n; ++j)
                row[j] = decode_distance(row[j], problem.infinite_threshold, problem.caller_infinity);
        },
        64);
}

// Distances alone: rows [i0, i1) of the closed d decoded and handed to the sink (rows of
// the caller's are finished where they are), so that rows finish as they come home.
template <class W>
void finish_host_closure_rows(const backend_api::dense_apsp_problem<W>& problem, const matrix_rows<W>& d,
                              std::size_t i0, std::size_t i1, backend_api::row_sink<W>& distances)
{
    if (i0 >= i1) return;
    decode_host_closure_rows(problem, d, i0, i1);
    if (!d.in_place()) distances(i0, i1 - i0, d[i0], problem.vertex_count);
}

// Decodes the closed d (and p) in place and hands them to the sinks; rows of the caller's
// (d.in_place()) are finished where they are, and only the predecessors handed over.
template <class W>
void finish_host_closure_matrix(const backend_api::dense_apsp_problem<W>& problem, const matrix_rows<W>& d,
                                std::uint32_t* p, backend_api::row_sink<W>& distances,
                                const backend_api::row_sink<std::uint32_t>* predecessors)
{
    const std::size_t n = problem.vertex_count;
    // Predecessors first: they read the encoded distances.
    if (predecessors) {
        base::parallel_for(
            0, n,
            [&](std::size_t i) {
                const W* row = d[i];
                for (std::size_t j = 0; j < n; ++j)
                    if (j == i || row[j] >= problem.infinite_threshold) p[i * n + j] = static_cast<std::uint32_t>(j);
            },
            base::rows_per_chunk(n));
    }
    decode_host_closure_rows(problem, d, 0, n);
    if (predecessors) {
        base::parallel_for(
            0, n,
            [&](std::size_t i) {
                std::vector<std::uint8_t> state;
                std::vector<std::uint32_t> path;
                reroot_negative_infinity(problem, static_cast<std::uint32_t>(i), d[i], &p[i * n]);
                if (!classify_predecessor_row(static_cast<std::uint32_t>(i), n, &p[i * n], state, path))
                    repair_predecessor_row(problem, static_cast<std::uint32_t>(i), d[i], &p[i * n]);
            },
            base::rows_per_chunk(n));
    }
    if (!d.in_place()) distances(0, n, d.base, n);
    if (predecessors) (*predecessors)(0, n, p, n);
}

template <class W>
void finish_host_closure_matrix(const backend_api::dense_apsp_problem<W>& problem, W* d, std::uint32_t* p,
                                backend_api::row_sink<W>& distances, const backend_api::row_sink<std::uint32_t>* predecessors)
{
    finish_host_closure_matrix(problem, matrix_rows<W>::contiguous(d, problem.vertex_count), p, distances, predecessors);
}

}  // namespace shared
}  // namespace gpu_paths
}  // namespace boost

#endif
