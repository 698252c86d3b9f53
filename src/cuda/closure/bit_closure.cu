// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The CUDA backend of bit_closure: the reachability matrix packed 64 vertices to a word in
// global memory, closed by Warshall's algorithm blocked over the pivots 64 at a time (one
// word column), in the host backend's three steps (src/host/bit_closure.cpp):
//   1. close_diagonal_kernel: the pivot rows' pivot word, closed among themselves;
//   2. pivot_rows_kernel: the pivot rows' other words, from their values before the step;
//   3. other_rows_kernel: every other row ORs in the pivot rows its pivot word names,
//      which it reads from a copy of that word column (column_copy_kernel), as the step
//      rewrites the column itself.
// Each step is its own launch, so a step reads only what earlier launches finished; within
// a launch every word has one writer, and what a block shares it reads only.
#include "cuda/closure/call_trace.hpp"
#include "cuda/closure/entry.hpp"
#include "cuda/closure/sizing.cuh"
#include "cuda/runtime/call_scope.cuh"
#include "cuda/runtime/phase_ranges.hpp"

#include <boost_gpu_paths/detail/base/host_memory.hpp>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <string>
#include <vector>

namespace boost {
namespace gpu_paths {
namespace cuda {
namespace closure {

namespace {

using word = unsigned long long;
constexpr unsigned pivots = 64;      // vertices of a pivot block: the bits of one word
constexpr unsigned tile_words = 32;  // other_rows_kernel: words of a tile (one warp)
constexpr unsigned tile_rows = 256;  // rows of a tile: one pivot tile load serves 32 rows per thread row
constexpr unsigned thread_rows = 8;

__device__ __forceinline__ unsigned lowest_bit(word m) { return static_cast<unsigned>(__ffsll(static_cast<long long>(m)) - 1); }

// One thread per row: row i's bits from its out-edges (self loops included as given).
__global__ void fill_rows_kernel(const std::uint32_t* offsets, const std::uint32_t* targets, std::uint32_t n,
                                 std::size_t words, word* r)
{
    for (std::size_t i = blockIdx.x * std::size_t(blockDim.x) + threadIdx.x; i < n;
         i += std::size_t(gridDim.x) * blockDim.x) {
        word* const row = r + i * words;
        for (std::uint32_t e = offsets[i]; e < offsets[i + 1]; ++e) {
            const std::uint32_t v = targets[e];
            row[v / 64] |= word(1) << (v % 64);
        }
    }
}

// One block of 64 threads; thread t holds pivot row t's pivot word in d[t]. In round k,
// thread t != k reads d[k] and writes d[t]; thread k writes nothing, and the barrier at
// the top of each round orders every write before the next round's reads.
__global__ void close_diagonal_kernel(word* r, std::size_t words, std::uint32_t n, std::size_t kb)
{
    __shared__ word d[pivots];
    const unsigned t = threadIdx.x;
    const std::size_t k0 = kb * pivots;
    const unsigned count = static_cast<unsigned>(min(std::size_t(pivots), n - k0));
    d[t] = t < count ? r[(k0 + t) * words + kb] : 0;
    for (unsigned k = 0; k < count; ++k) {
        __syncthreads();
        if (t != k && ((d[t] >> k) & 1)) d[t] |= d[k];
    }
    if (t < count) r[(k0 + t) * words + kb] = d[t];
}

// 64 threads, one word column each (blockIdx.x * 64 + t): the column's pivot words are
// read into the thread's own slots of `old` before any is rewritten, so each new word is
// built from the old ones only. The closed diagonal words come from the launch before.
__global__ void pivot_rows_kernel(word* r, std::size_t words, std::uint32_t n, std::size_t kb)
{
    __shared__ word d[pivots];
    __shared__ word old[pivots][pivots];  // [k][t]: column t's word of pivot row k
    const unsigned t = threadIdx.x;
    const std::size_t k0 = kb * pivots;
    const unsigned count = static_cast<unsigned>(min(std::size_t(pivots), n - k0));
    d[t] = t < count ? r[(k0 + t) * words + kb] : 0;
    __syncthreads();
    const std::size_t w = blockIdx.x * std::size_t(pivots) + t;
    if (w >= words || w == kb) return;
    for (unsigned k = 0; k < count; ++k) old[k][t] = r[(k0 + k) * words + w];
    for (unsigned i = 0; i < count; ++i) {
        word acc = old[i][t];
        for (word m = d[i]; m; m &= m - 1) acc |= old[lowest_bit(m)][t];
        r[(k0 + i) * words + w] = acc;
    }
}

__global__ void column_copy_kernel(const word* r, std::size_t words, std::uint32_t n, std::size_t kb, word* column)
{
    for (std::size_t i = blockIdx.x * std::size_t(blockDim.x) + threadIdx.x; i < n;
         i += std::size_t(gridDim.x) * blockDim.x)
        column[i] = r[i * words + kb];
}

// A tile of 32 words x 256 rows per block of 32 x 8 threads. The pivot rows' slice of the
// tile's words goes to shared memory (read only after the barrier); each thread then
// rewrites its own words of the non-pivot rows. The pivot rows are not written here.
// On graphs numbered close to a topological order most tiles left of the pivot's word are
// zero in every pivot row, and their blocks skip the rows' reads and writes.
__global__ void other_rows_kernel(word* r, const word* column, std::size_t words, std::uint32_t n, std::size_t kb)
{
    __shared__ word p[pivots][tile_words];
    const unsigned x = threadIdx.x, y = threadIdx.y;
    const std::size_t w = blockIdx.x * std::size_t(tile_words) + x;
    const std::size_t k0 = kb * pivots;
    const std::size_t count = min(std::size_t(pivots), n - k0);
    word loaded = 0;
    for (unsigned k = y; k < pivots; k += thread_rows) {
        p[k][x] = (k < count && w < words) ? r[(k0 + k) * words + w] : 0;
        loaded |= p[k][x];
    }
    // A tile where every pivot row is zero changes no row: the whole block leaves (the
    // barrier's answer is the same for all its threads).
    if (!__syncthreads_or(loaded != 0)) return;
    if (w >= words) return;
    const std::size_t row0 = blockIdx.y * std::size_t(tile_rows);
    for (unsigned j = y; j < tile_rows; j += thread_rows) {
        const std::size_t i = row0 + j;
        if (i >= n) break;
        if (i >= k0 && i < k0 + count) continue;
        word m = column[i];
        if (!m) continue;
        word acc = r[i * words + w];
        for (; m; m &= m - 1) acc |= p[lowest_bit(m)][x];
        r[i * words + w] = acc;
    }
}

unsigned grid_for(std::size_t items, unsigned threads)
{
    return static_cast<unsigned>(std::min<std::size_t>((items + threads - 1) / threads, 65535));
}

}  // namespace

void bit_closure(const execution_context& context, const backend_api::csr_topology& graph,
                 backend_api::row_sink<std::uint64_t> reach)
{
    static_assert(sizeof(word) == sizeof(std::uint64_t), "64-bit words");
    report* const report_out = context.report;
    const std::uint32_t n = graph.vertex_count;
    if (n == 0) return;
    const std::size_t words = backend_api::bit_row_words(n);
    const std::size_t matrix_words = std::size_t(n) * words;
    device_scope device(context.device);
    check_fits(matrix_words * sizeof(word) + n * sizeof(word) +
                   (std::size_t(n) + 1 + graph.edge_count) * sizeof(std::uint32_t),
               n, n, "bit-packed closure");
    // The host copy the rows come back to, before anything runs: a call short of host
    // memory fails here.
    std::vector<std::uint64_t> host;
    base::resize_host_vector(host, matrix_words,
                             "the bit-packed closure's result (" + std::to_string(n) + " rows of " +
                                 std::to_string(words) + " 64-bit words)");

    phase_ranges phases(context.tuning.trace);
    phases.enter("cuda: upload");
    stream s;
    order_after_caller(context, s.get());
    event t0, t1, t2, t3;
    t0.record(s.get());
    device_buffer<word> r(matrix_words, "the bit-packed reachability matrix");
    device_buffer<word> column(n, "the pivot word column");
    BOOST_GPU_PATHS_CUDA_CHECK(cudaMemsetAsync(r.data(), 0, matrix_words * sizeof(word), s.get()));
    {
        device_buffer<std::uint32_t> offsets(std::size_t(n) + 1, "the graph's offsets");
        device_buffer<std::uint32_t> targets(std::max<std::size_t>(graph.edge_count, 1), "the graph's targets");
        BOOST_GPU_PATHS_CUDA_CHECK(cudaMemcpyAsync(offsets.data(), graph.offsets, (std::size_t(n) + 1) * sizeof(std::uint32_t),
                                                   cudaMemcpyHostToDevice, s.get()));
        if (graph.edge_count)
            BOOST_GPU_PATHS_CUDA_CHECK(cudaMemcpyAsync(targets.data(), graph.targets,
                                                       std::size_t(graph.edge_count) * sizeof(std::uint32_t),
                                                       cudaMemcpyHostToDevice, s.get()));
        fill_rows_kernel<<<grid_for(n, 256), 256, 0, s.get()>>>(offsets.data(), targets.data(), n, words, r.data());
        BOOST_GPU_PATHS_CHECK_LAUNCH("fill_rows_kernel");
        s.synchronize();  // the staging buffers go back to the cache next
    }
    t1.record(s.get());
    phases.enter("cuda: compute");
    const dim3 tile_threads(tile_words, thread_rows);
    // n / 256 grid rows: past 65535 (n above 2^24) the bit matrix alone would take 32 TiB.
    const dim3 tile_grid(static_cast<unsigned>((words + tile_words - 1) / tile_words),
                         static_cast<unsigned>((n + tile_rows - 1) / tile_rows));
    for (std::size_t kb = 0; kb < words; ++kb) {
        close_diagonal_kernel<<<1, pivots, 0, s.get()>>>(r.data(), words, n, kb);
        BOOST_GPU_PATHS_CHECK_LAUNCH("close_diagonal_kernel");
        pivot_rows_kernel<<<static_cast<unsigned>((words + pivots - 1) / pivots), pivots, 0, s.get()>>>(r.data(), words,
                                                                                                      n, kb);
        BOOST_GPU_PATHS_CHECK_LAUNCH("pivot_rows_kernel");
        column_copy_kernel<<<grid_for(n, 256), 256, 0, s.get()>>>(r.data(), words, n, kb, column.data());
        BOOST_GPU_PATHS_CHECK_LAUNCH("column_copy_kernel");
        other_rows_kernel<<<tile_grid, tile_threads, 0, s.get()>>>(r.data(), column.data(), words, n, kb);
        BOOST_GPU_PATHS_CHECK_LAUNCH("other_rows_kernel");
    }
    t2.record(s.get());
    s.synchronize();
    phases.enter("cuda: download");
    BOOST_GPU_PATHS_CUDA_CHECK(cudaMemcpyAsync(host.data(), r.data(), matrix_words * sizeof(word),
                                               cudaMemcpyDeviceToHost, s.get()));
    t3.record(s.get());
    s.synchronize();
    phases.end();
    const auto w0 = std::chrono::steady_clock::now();
    reach(0, n, host.data(), words);
    if (report_out) {
        report_out->method = "bit-packed closure: " + std::to_string(words) + " words per row, pivot block " +
                             std::to_string(pivots);
        report_out->upload_ms = t1.since(t0);
        report_out->compute_ms = t2.since(t1);
        report_out->download_ms = t3.since(t2);
        report_out->write_back_ms = ms_since(w0);
        report_out->peak_device_bytes = device.peak_bytes();
    }
}

}  // namespace closure
}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost
