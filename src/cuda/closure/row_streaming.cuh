// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Rows of the closed matrix out to the caller: decoded on the device, copied through two
// pinned buffers on a stream of their own, and handed to the caller's row sinks while the
// next chunk travels; with predecessors, the rows whose chains loop are found on the
// device and repaired on the host (shared/predecessor_repair.hpp).
#ifndef BOOST_GPU_PATHS_SRC_CUDA_CLOSURE_ROW_STREAMING_CUH
#define BOOST_GPU_PATHS_SRC_CUDA_CLOSURE_ROW_STREAMING_CUH

#include "cuda/closure/call_trace.hpp"
#include "cuda/closure/device_caches.cuh"
#include "cuda/closure/matrix_build.cuh"
#include "cuda/closure/row_readiness.cuh"
#include "cuda/runtime/check.cuh"
#include "cuda/runtime/dynamic_shared_memory.cuh"
#include "cuda/runtime/memory.cuh"
#include "shared/predecessor_repair.hpp"

#include <boost_gpu_paths/detail/base/parallel_for.hpp>
#include <boost_gpu_paths/detail/base/weight_encoding.hpp>
#include <boost_gpu_paths/detail/interface/closure.hpp>
#include <boost_gpu_paths/execution.hpp>

#include <algorithm>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace boost {
namespace gpu_paths {
namespace cuda {
namespace closure {

// Decodes, in place, columns [first_column, end_column) of rows [first_row, first_row +
// gridDim.y): each element is read and written by one thread, and nothing on the device
// reads these entries afterwards. With p, the predecessors of the diagonal and of
// unreachable entries become the column itself (BGL's convention). Without
// DecodeDistances only those predecessors are set: for columns still read as they are.
template <class W, bool DecodeDistances = true>
__global__ void decode_kernel(W* d, std::uint32_t* p, std::size_t ld, std::size_t first_row, std::size_t first_column,
                              std::size_t end_column, W threshold, W caller_infinity)
{
    const std::size_t i = first_row + blockIdx.y;
    for (std::size_t j = first_column + std::size_t(blockIdx.x) * blockDim.x + threadIdx.x; j < end_column;
         j += std::size_t(gridDim.x) * blockDim.x) {
        const W x = d[i * ld + j];
        if (DecodeDistances) d[i * ld + j] = decode_distance(x, threshold, caller_infinity);
        if (p && (i == j || x >= threshold)) p[i * ld + j] = static_cast<std::uint32_t>(j);
    }
}

// flags[i] = 1 when some predecessor chain of row i does not lead back to i (a loop on a
// zero-weight cycle, shared/predecessor_repair.hpp): pointer jumping in shared memory, from
// one array of links into the other at each step, so no thread reads a link another thread
// of the same step writes. Links are 16-bit, which holds every row this kernel is given
// (n <= max_checked_row) in the shared memory one array of 32-bit links would take.
// Rows first_row + blockIdx.x, before they are decoded.
constexpr std::size_t max_checked_row = 48 * 1024;
static_assert(max_checked_row <= 65536, "links are 16-bit vertex numbers");

template <class W>
__global__ void check_predecessor_rows_kernel(const W* d, const std::uint32_t* p, std::size_t ld, std::uint32_t n,
                                              std::uint32_t first_row, W threshold, std::uint8_t* flags)
{
    extern __shared__ std::uint16_t links[];  // [2][n]
    std::uint16_t* from = links;
    std::uint16_t* to = links + n;
    const std::uint32_t i = first_row + blockIdx.x;
    for (std::uint32_t j = threadIdx.x; j < n; j += blockDim.x) {
        const std::uint32_t q = p[std::size_t(i) * ld + j];
        from[j] = static_cast<std::uint16_t>((j == i || d[std::size_t(i) * ld + j] >= threshold || q >= n) ? i : q);
    }
    __syncthreads();
    for (std::uint32_t span = 1; span < 2 * n; span *= 2) {
        for (std::uint32_t j = threadIdx.x; j < n; j += blockDim.x) to[j] = from[from[j]];
        __syncthreads();
        std::uint16_t* const swap = from;
        from = to;
        to = swap;
    }
    int bad = 0;
    for (std::uint32_t j = threadIdx.x; j < n; j += blockDim.x) bad |= from[j] != i;
    bad = __syncthreads_or(bad);
    if (threadIdx.x == 0) flags[i] = bad ? 1 : 0;
}

// Flags rows [r0, r1) (r1 <= n <= max_checked_row) on `stream`; stream_rows hands the
// flags over with the rows, and the host repairs the flagged ones.
template <class W>
void check_predecessor_rows(const W* d, const std::uint32_t* p, std::size_t ld, std::size_t n, std::size_t r0,
                            std::size_t r1, W threshold, std::uint8_t* flags, cudaStream_t stream)
{
    if (r0 >= r1) return;
    const std::size_t smem = 2 * n * sizeof(std::uint16_t);
    allow_dynamic_shared_memory<check_predecessor_rows_kernel<W>>();
    check_predecessor_rows_kernel<W><<<static_cast<unsigned>(r1 - r0), 256, smem, stream>>>(
        d, p, ld, static_cast<std::uint32_t>(n), static_cast<std::uint32_t>(r0), threshold, flags);
    BOOST_GPU_PATHS_CHECK_LAUNCH("check_predecessor_rows_kernel");
}

// Device matrices from this size are released on another thread (stream_rows).
constexpr std::size_t background_release_bytes = std::size_t(64) << 20;

// Runs release on another thread (with the caller's device current) until destroyed.
class background_release {
public:
    template <class Release>
    explicit background_release(Release release)
    {
        int device = 0;
        BOOST_GPU_PATHS_CUDA_CHECK(cudaGetDevice(&device));
        thread_ = std::thread([device, release]() mutable {
            if (cudaSetDevice(device) == cudaSuccess) release();
        });
    }
    ~background_release() { thread_.join(); }
    background_release(const background_release&) = delete;
    background_release& operator=(const background_release&) = delete;

private:
    std::thread thread_;
};

// A chunk of rows for stream_rows: rows [begin, end), the first raw_columns of them
// still encoded (decoded on the host), copied once `wait` (when not null) has passed.
struct chunk_plan {
    std::size_t begin, end;
    std::size_t raw_columns;
    cudaEvent_t wait;
};

// The ranges of `readiness` in order, cut at `chunk` rows; the first chunk of a range
// waits for its event. Where the ranges do not cover rows [0, n), one range of all of
// them waits for `everything`, and `sealed` is cleared (nothing is decoded yet). Where
// there are several chunks, the very first and the very last are an eighth of the
// others: the first copy and the last write-back are the two steps of the pipeline that
// nothing overlaps.
inline std::vector<chunk_plan> plan_chunks(const row_readiness& readiness, std::size_t n, std::size_t chunk,
                                    cudaEvent_t everything, bool& sealed)
{
    std::vector<row_readiness::range> ranges;
    std::size_t covered = 0;
    for (const auto& r : readiness.ranges()) {
        const std::size_t e = std::min(r.end, n);
        if (r.begin < e) {
            ranges.push_back({r.begin, e, std::min(r.raw_columns, n), r.ready});
            covered += e - r.begin;
        }
    }
    if (covered != n) {
        ranges.assign(1, {0, n, 0, everything});
        sealed = false;
    }
    std::vector<chunk_plan> plan;
    for (const auto& r : ranges)
        for (std::size_t b = r.begin; b < r.end; b += chunk)
            plan.push_back({b, std::min(b + chunk, r.end), r.raw_columns, b == r.begin ? r.ready : nullptr});
    const std::size_t small = std::max<std::size_t>(1, chunk / 8);
    if (n > 2 * chunk) {
        if (plan.front().end - plan.front().begin > small) {
            const chunk_plan first = plan.front();
            plan.front() = {first.begin + small, first.end, first.raw_columns, nullptr};
            plan.insert(plan.begin(), {first.begin, first.begin + small, first.raw_columns, first.wait});
        }
        if (plan.back().end - plan.back().begin > small) {
            const chunk_plan last = plan.back();
            plan.back() = {last.begin, last.end - small, last.raw_columns, last.wait};
            plan.push_back({last.end - small, last.end, last.raw_columns, nullptr});
        }
    }
    return plan;
}

// Hands the rows to the sinks in chunks, through two pinned buffers: chunk c is copied
// on a stream of its own while the host writes chunk c - 1 into the caller's matrix.
// Rows go in the order `readiness` lists them, each range once its event has passed, so
// the copies overlap the closure's last products; the closure has decoded them in place
// (readiness.seal), except a range's first raw_columns columns, decoded here on the host.
// Without such a list every row waits for the compute stream to get past what is queued
// on it now, and is decoded in place just before its copy. release_device frees the
// device matrices; it is called once the last chunk is on the host. `computed` is
// recorded on the compute stream after the last kernel: the report's download time is
// what the copies add after it. Chunks are about chunk_bytes; the pinned buffers come from
// the device's staging cache.
//
// With predecessors, `checked` holds check_predecessor_rows's flag of every row by the
// time the row is ready (null: every row is checked on the host); a chunk's flags travel
// with it. The negative-cycle word `abort` travels with every chunk too: it is final
// before the first row is (every diagonal tile is closed by then), so when it is set
// nothing is written and the result is false.
template <class W, class ReleaseDevice>
bool stream_rows(W* d, std::uint32_t* p, std::size_t ld, const backend_api::dense_apsp_problem<W>& problem,
                 backend_api::row_sink<W> distances, const backend_api::row_sink<std::uint32_t>* predecessors,
                 const row_readiness& readiness, cudaStream_t compute, const event& computed,
                 const std::uint8_t* checked, const int* abort, std::size_t chunk_bytes, staging_cache& cache,
                 report* out, call_trace& trace, ReleaseDevice release_device)
{
    const std::size_t n = problem.vertex_count;
    const W threshold = problem.infinite_threshold, caller_infinity = problem.caller_infinity;
    const bool paths = predecessors != nullptr;
    const std::size_t row_bytes = n * (sizeof(W) + (paths ? sizeof(std::uint32_t) : 0));
    const std::size_t chunk = std::max<std::size_t>(1, std::min<std::size_t>(n, chunk_bytes / row_bytes));
    // Per buffer: the chunk's distances, predecessors, and beside them the negative-cycle
    // word followed (from byte flags_at) by the chunk's check flags.
    constexpr std::size_t flags_at = 64;
    W* hd[2] = {nullptr, nullptr};
    std::uint32_t* hp[2] = {nullptr, nullptr};
    unsigned char* side[2] = {nullptr, nullptr};
    std::lock_guard<std::mutex> lock(cache.mutex);
    for (int s = 0; s < 2; ++s) {
        hd[s] = reinterpret_cast<W*>(cache.get(s, chunk * n * sizeof(W)));
        if (paths) hp[s] = reinterpret_cast<std::uint32_t*>(cache.get(2 + s, chunk * n * sizeof(std::uint32_t)));
        side[s] = cache.get(4 + s, flags_at + chunk);
    }
    stream copies;
    const cudaStream_t cs = copies.get();
    event done[2], copy_begin[2];
    event everything, end;
    everything.record(compute);
    trace.mark("staging");

    bool sealed = true;  // decoded on the device by the closure
    const std::vector<chunk_plan> plan = plan_chunks(readiness, n, chunk, everything.get(), sealed);
    const std::size_t chunks = plan.size();
    double write_ms = 0, copy_ms = 0;
    bool aborted = false;
    auto deliver = [&](std::size_t c) {
        const int s = static_cast<int>(c % 2);
        done[s].synchronize();
        if (trace.enabled()) copy_ms += done[s].since(copy_begin[s]);
        int word = 0;
        std::memcpy(&word, side[s], sizeof word);
        aborted = aborted || word != 0;
        if (aborted) return;
        const std::size_t r0 = plan[c].begin, rows = plan[c].end - r0, raw = plan[c].raw_columns;
        const auto t0 = std::chrono::steady_clock::now();
        if (raw)
            base::parallel_for(
                0, rows,
                [&](std::size_t r) {
                    W* row = hd[s] + r * n;
                    for (std::size_t j = 0; j < raw; ++j) row[j] = decode_distance(row[j], threshold, caller_infinity);
                },
                8);
        const std::uint8_t* flags = checked ? side[s] + flags_at : nullptr;
        // Rows at -inf (floating weights with a -inf weight) are re-rooted whatever the flags
        // say: their chains can lead back to the source without carrying the -inf.
        const bool reroot = paths && std::is_floating_point<W>::value && problem.has_negative_weights;
        if (paths && (reroot || !flags || std::any_of(flags, flags + rows, [](std::uint8_t f) { return f != 0; }))) {
            base::parallel_for(
                0, rows,
                [&](std::size_t r) {
                    const std::uint32_t source = static_cast<std::uint32_t>(r0 + r);
                    if (reroot) shared::reroot_negative_infinity(problem, source, hd[s] + r * n, hp[s] + r * n);
                    if (flags && !flags[r]) return;
                    std::vector<std::uint8_t> state;
                    std::vector<std::uint32_t> path;
                    if (!shared::classify_predecessor_row(source, n, hp[s] + r * n, state, path))
                        shared::repair_predecessor_row(problem, source, hd[s] + r * n, hp[s] + r * n);
                },
                flags && !reroot ? 1 : 8);
        }
        distances(r0, rows, hd[s], n);
        if (paths) (*predecessors)(r0, rows, hp[s], n);
        write_ms += ms_since(t0);
    };
    // Chunks queued: none more once a negative cycle is seen.
    std::size_t queued = 0;
    for (std::size_t c = 0; c < chunks && !aborted; ++c) {
        const int s = static_cast<int>(c % 2);
        const std::size_t r0 = plan[c].begin, rows = plan[c].end - r0;
        if (plan[c].wait) BOOST_GPU_PATHS_CUDA_CHECK(cudaStreamWaitEvent(cs, plan[c].wait, 0));
        if (!sealed) {  // rows <= min(n, 1 GiB / (n * sizeof(W))) <= 16384 grid rows
            decode_kernel<W><<<dim3(row_grid_x(n), static_cast<unsigned>(rows)), 256, 0, cs>>>(
                d, p, ld, r0, 0, n, threshold, caller_infinity);
            BOOST_GPU_PATHS_CHECK_LAUNCH("decode_kernel");
        }
        if (trace.enabled()) copy_begin[s].record(cs);
        BOOST_GPU_PATHS_CUDA_CHECK(cudaMemcpy2DAsync(hd[s], n * sizeof(W), d + r0 * ld, ld * sizeof(W), n * sizeof(W),
                                                     rows, cudaMemcpyDeviceToHost, cs));
        if (paths)
            BOOST_GPU_PATHS_CUDA_CHECK(cudaMemcpy2DAsync(hp[s], n * sizeof(std::uint32_t), p + r0 * ld,
                                                         ld * sizeof(std::uint32_t), n * sizeof(std::uint32_t), rows,
                                                         cudaMemcpyDeviceToHost, cs));
        if (paths && checked)
            BOOST_GPU_PATHS_CUDA_CHECK(
                cudaMemcpyAsync(side[s] + flags_at, checked + r0, rows, cudaMemcpyDeviceToHost, cs));
        BOOST_GPU_PATHS_CUDA_CHECK(cudaMemcpyAsync(side[s], abort, sizeof(int), cudaMemcpyDeviceToHost, cs));
        done[s].record(cs);
        queued = c + 1;
        if (c >= 1) deliver(c - 1);
    }
    end.record(cs);
    if (queued) {
        // The device is done with the matrices once the last copy has landed. A matrix too
        // large to be kept is freed for real (about a millisecond for 256 MiB), on another
        // thread while the last write-back runs; a smaller one goes back to the kept blocks
        // at once, cheaper than starting a thread.
        done[(queued - 1) % 2].synchronize();
        computed.synchronize();  // already passed, unless a negative cycle stopped the copies early
        if (ld * ld * sizeof(W) >= background_release_bytes) {
            background_release releasing(release_device);
            deliver(queued - 1);
        } else {
            release_device();
            deliver(queued - 1);
        }
    } else {
        release_device();
    }
    end.synchronize();
    computed.synchronize();
    trace.mark("stream");
    const double after_compute = std::max(0.0, double(end.since(computed)));
    if (trace.enabled()) {
        const double mib = double(n) * row_bytes / 1048576.0;
        trace.note(std::to_string(chunks) + " chunks, " + std::to_string(readiness.ranges().size()) +
                   " ready ranges: copies " + std::to_string(copy_ms).substr(0, 6) + " ms (" +
                   std::to_string(mib / 1024 / (copy_ms * 1e-3)).substr(0, 5) + " GiB/s), write-back " +
                   std::to_string(write_ms).substr(0, 6) + " ms (" +
                   std::to_string(mib / 1024 / (write_ms * 1e-3)).substr(0, 5) + " GiB/s), after the last kernel " +
                   std::to_string(after_compute).substr(0, 6) + " ms");
    }
    if (out) {
        out->download_ms = after_compute;
        out->write_back_ms = write_ms;
    }
    return !aborted;
}

}  // namespace closure
}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost

#endif
