// The host backend of floyd_warshall and boolean_closure: the dense matrix is built in
// host memory and closed by host::blocked_closure (host/closure.hpp).
#include <boost_gpu_paths/detail/predecessor_repair.hpp>
#include <boost_gpu_paths/host/closure.hpp>
#include <boost_gpu_paths/host/floyd_warshall.hpp>
#include <boost_gpu_paths/layout/weight_encoding.hpp>

#include <chrono>
#include <cstring>
#include <vector>

namespace boost {
namespace gpu_paths {
namespace host {

namespace {

double ms_since(std::chrono::steady_clock::time_point start)
{
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

}  // namespace

template <class W>
bool floyd_warshall(const backend_api::dense_apsp_problem<W>& problem, backend_api::row_sink<W> distances,
                    const backend_api::row_sink<std::uint32_t>* predecessors, backend_api::timing* report)
{
    using S = detail::min_plus<W>;
    const std::size_t n = problem.vertex_count;
    const auto start = std::chrono::steady_clock::now();

    // The initial matrix: BGL's initialisation from the edges, or the caller's.
    std::vector<W> d(n * n);
    if (problem.dense) {
        host::parallel_for(
            0, n, [&](std::size_t i) { std::memcpy(&d[i * n], problem.dense + i * problem.dense_stride, n * sizeof(W)); },
            64);
    } else {
        const backend_api::csr_topology& g = *problem.graph;
        host::parallel_for(
            0, n,
            [&](std::size_t i) {
                W* row = &d[i * n];
                for (std::size_t j = 0; j < n; ++j) row[j] = S::zero();
                row[i] = S::one();
                for (std::uint32_t e = g.offsets[i]; e < g.offsets[i + 1]; ++e) {
                    const std::uint32_t j = g.targets[e];
                    row[j] = S::plus(row[j], problem.weights[e]);
                }
            },
            64);
    }
    std::vector<std::uint32_t> p;
    if (predecessors) {
        p.resize(n * n);
        host::parallel_for(
            0, n,
            [&](std::size_t i) {
                for (std::size_t j = 0; j < n; ++j) p[i * n + j] = static_cast<std::uint32_t>(i);
            },
            64);
    }

    const bool ok = blocked_closure<S>(d.data(), n, n, predecessors ? p.data() : nullptr, n);
    if (report) {
        report->compute_ms = ms_since(start);
        report->backend = backend_kind::host;
    }
    if (!ok) return false;

    // Decode in place: predecessors first (they read the encoded distances).
    const auto write_start = std::chrono::steady_clock::now();
    if (predecessors) {
        host::parallel_for(
            0, n,
            [&](std::size_t i) {
                for (std::size_t j = 0; j < n; ++j)
                    if (j == i || d[i * n + j] >= problem.infinite_threshold) p[i * n + j] = static_cast<std::uint32_t>(j);
            },
            64);
    }
    host::parallel_for(
        0, n,
        [&](std::size_t i) {
            for (std::size_t j = 0; j < n; ++j)
                d[i * n + j] = decode_distance(d[i * n + j], problem.infinite_threshold, problem.caller_infinity);
        },
        64);
    if (predecessors) {
        host::parallel_for(
            0, n,
            [&](std::size_t i) {
                std::vector<std::uint8_t> state;
                std::vector<std::uint32_t> path;
                if (!detail::classify_predecessor_row(static_cast<std::uint32_t>(i), n, &p[i * n], state, path))
                    detail::repair_predecessor_row(problem, static_cast<std::uint32_t>(i), &d[i * n], &p[i * n]);
            },
            8);
    }
    if (n) {
        distances(0, n, d.data(), n);
        if (predecessors) (*predecessors)(0, n, p.data(), n);
    }
    if (report) report->write_back_ms = ms_since(write_start);
    return true;
}

void boolean_closure(std::uint32_t vertex_count, const std::uint8_t* adjacency, std::size_t row_stride,
                     bool reflexive, backend_api::row_sink<std::uint8_t> reach, backend_api::timing* report)
{
    const std::size_t n = vertex_count;
    const auto start = std::chrono::steady_clock::now();
    std::vector<std::uint8_t> r(n * n);
    host::parallel_for(
        0, n,
        [&](std::size_t i) {
            for (std::size_t j = 0; j < n; ++j) r[i * n + j] = adjacency[i * row_stride + j] != 0;
            if (reflexive) r[i * n + i] = 1;
        },
        64);
    blocked_closure<detail::or_and<std::uint8_t>>(r.data(), n, n);
    if (report) {
        report->compute_ms = ms_since(start);
        report->backend = backend_kind::host;
    }
    const auto write_start = std::chrono::steady_clock::now();
    if (n) reach(0, n, r.data(), n);
    if (report) report->write_back_ms = ms_since(write_start);
}

template bool floyd_warshall<float>(const backend_api::dense_apsp_problem<float>&, backend_api::row_sink<float>,
                                    const backend_api::row_sink<std::uint32_t>*, backend_api::timing*);
template bool floyd_warshall<double>(const backend_api::dense_apsp_problem<double>&, backend_api::row_sink<double>,
                                     const backend_api::row_sink<std::uint32_t>*, backend_api::timing*);
template bool floyd_warshall<std::int32_t>(const backend_api::dense_apsp_problem<std::int32_t>&,
                                           backend_api::row_sink<std::int32_t>,
                                           const backend_api::row_sink<std::uint32_t>*, backend_api::timing*);
template bool floyd_warshall<std::int64_t>(const backend_api::dense_apsp_problem<std::int64_t>&,
                                           backend_api::row_sink<std::int64_t>,
                                           const backend_api::row_sink<std::uint32_t>*, backend_api::timing*);

}  // namespace host
}  // namespace gpu_paths
}  // namespace boost
