// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// CUDA backend of the discovery order (detail/interface/bfs_order.hpp): BGL's FIFO order
// of a breadth-first search, level by level, in one cooperative launch.
//
// The vertices of level L sit in order[lo, hi), in BGL's order. A level takes three steps:
//   1. offer: every frontier vertex at rank i offers (i, position) to each out-neighbour,
//      which keeps the least offer it gets (a 64-bit atomicMin): for a vertex discovered
//      now, its discoverer in BGL's search and the tree edge's position; a vertex
//      discovered before keeps its earlier, smaller offer;
//   2. count: each frontier vertex counts the out-edges whose offer won (the children it
//      discovers, in the order of its out-edges);
//   3. place: an exclusive sum of the counts in frontier order gives each discoverer the
//      first rank of its children, which are written there in out-edge order.
// Small frontiers (road networks: thousands of levels of a few hundred vertices) are
// handled by block 0 alone with block barriers (the other blocks wait at the next grid
// barrier), each thread keeping the first out-edges of its vertices in the frontier's
// first tile in registers through the three steps (the other tiles' are read again);
// larger frontiers by the whole grid, with a grid barrier after each step.
// Which out-edges (up to 32) lead to children is kept as a bit mask between steps 2 and
// 3, so that placing them needs no second read of the offers.
#include "cuda/bfs/entry.hpp"
#include "cuda/runtime/call_scope.cuh"
#include "cuda/runtime/check.cuh"
#include "cuda/runtime/device_csr.cuh"
#include "cuda/runtime/memory.cuh"
#include "cuda/runtime/staged_upload.cuh"

#include <boost_gpu_paths/errors.hpp>

#include <cooperative_groups.h>
#include <cub/block/block_scan.cuh>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <string>
#include <thread>

namespace boost {
namespace gpu_paths {
namespace cuda {
namespace bfs {

namespace {

// One block of 512 threads a multiprocessor: the launch bound caps a thread at 128
// registers, which the out-edges kept in registers (kept_targets) nearly fill.
constexpr int order_threads = 512;
constexpr int parents_per_thread = 4;  // frontier ranks per thread, in a tile and in block 0's levels
constexpr std::uint32_t tile_parents = order_threads * parents_per_thread;
// Block 0 takes frontiers of up to this many tiles: a tile more costs it one more round
// of dependent loads, less than the grid barriers of a level on the whole grid.
constexpr std::uint32_t block_tiles = 4;
constexpr std::uint32_t block_gear_limit = tile_parents * block_tiles;
// Out-edges a thread keeps in registers from step 1 to step 3 in block 0's levels: road
// networks' vertices rarely have more, so their three steps read the graph once.
constexpr int kept_targets = 4;
// Block 0 looks at the cancel flag (host memory, a bus round trip) every so many levels.
constexpr std::uint32_t cancel_check_levels = 64;

struct order_parameters {
    const std::uint32_t* offsets;
    const std::uint32_t* targets;
    // Per vertex: the least offer_of(discoverer rank, position) made to it; a source's is
    // 0, below every offer. Vertices discovered at an earlier level keep an offer below
    // any the current level makes, so no search of theirs is needed before offering.
    unsigned long long* offer;
    std::uint32_t* order;
    std::uint32_t* discoverer;
    std::uint32_t* position;
    std::uint32_t* block_sums;       // per block: its children in a grid level
    std::uint32_t* state;            // [0] lo, [1] hi, [2] cancelled, [3] level, [4] grid levels: block 0's word to the grid
    const volatile int* cancel;      // host-mapped; nonzero asks the search to stop
    std::uint32_t source_count;
};

__device__ __forceinline__ unsigned long long offer_of(std::uint32_t rank, std::uint32_t position)
{
    return ((static_cast<unsigned long long>(rank) + 1) << 32) | position;
}

__device__ __forceinline__ void place(const order_parameters& p, std::uint32_t at, std::uint32_t v, std::uint32_t i,
                                      std::uint32_t k)
{
    p.order[at] = v;
    p.discoverer[at] = i;
    p.position[at] = k;
}

// The frontier ranks [base, base + parents_per_thread) below hi of one thread: their
// out-edges, the first kept_targets of each in registers, and which lead to children.
struct thread_parents {
    std::uint32_t first[parents_per_thread], count[parents_per_thread], mask[parents_per_thread];
    std::uint32_t target[parents_per_thread][kept_targets];
};

// The out-edges of the thread's frontier ranks [base, base + parents_per_thread) below hi.
// The loads go out together, one step of the dependence (rank -> vertex -> offsets ->
// targets) at a time, not vertex after vertex.
__device__ __forceinline__ void load_edges(const order_parameters& p, std::uint32_t base, std::uint32_t hi,
                                           thread_parents& t)
{
    std::uint32_t u[parents_per_thread];
#pragma unroll
    for (int j = 0; j < parents_per_thread; ++j) u[j] = base + j < hi ? __ldcg(p.order + base + j) : 0;
#pragma unroll
    for (int j = 0; j < parents_per_thread; ++j) {
        t.first[j] = base + j < hi ? __ldg(p.offsets + u[j]) : 0;
        t.count[j] = base + j < hi ? __ldg(p.offsets + u[j] + 1) - t.first[j] : 0;
    }
#pragma unroll
    for (int j = 0; j < parents_per_thread; ++j)
#pragma unroll
        for (int k = 0; k < kept_targets; ++k)
            if (k < t.count[j]) t.target[j][k] = __ldg(p.targets + t.first[j] + k);
}

// Step 1: the offers of the thread's frontier ranks to their out-neighbours.
__device__ __forceinline__ void claim(const order_parameters& p, std::uint32_t base, std::uint32_t hi,
                                      thread_parents& t)
{
    load_edges(p, base, hi, t);
#pragma unroll
    for (int j = 0; j < parents_per_thread; ++j)
#pragma unroll
        for (int k = 0; k < kept_targets; ++k)
            if (k < t.count[j]) atomicMin(p.offer + t.target[j][k], offer_of(base + j, k));
#pragma unroll
    for (int j = 0; j < parents_per_thread; ++j)
        for (std::uint32_t k = kept_targets; k < t.count[j]; ++k)
            atomicMin(p.offer + __ldg(p.targets + t.first[j] + k), offer_of(base + j, k));
}

// Step 2: counts[j], the children of rank base + j (its out-edges whose offer won).
__device__ __forceinline__ void count_children(const order_parameters& p, std::uint32_t base, thread_parents& t,
                                               std::uint32_t (&counts)[parents_per_thread])
{
#pragma unroll
    for (int j = 0; j < parents_per_thread; ++j) {
        counts[j] = 0;
        t.mask[j] = 0;
    }
#pragma unroll
    for (int j = 0; j < parents_per_thread; ++j)
#pragma unroll
        for (int k = 0; k < kept_targets; ++k)
            if (k < t.count[j] && __ldcg(p.offer + t.target[j][k]) == offer_of(base + j, k)) {
                t.mask[j] |= 1u << k;
                ++counts[j];
            }
#pragma unroll
    for (int j = 0; j < parents_per_thread; ++j)
        for (std::uint32_t k = kept_targets; k < t.count[j]; ++k)
            if (__ldcg(p.offer + __ldg(p.targets + t.first[j] + k)) == offer_of(base + j, k)) {
                if (k < 32) t.mask[j] |= 1u << k;
                ++counts[j];
            }
}

// Step 3: the children of rank base + j from rank at[j] on, in out-edge order.
__device__ __forceinline__ void place_children(const order_parameters& p, std::uint32_t base, const thread_parents& t,
                                               const std::uint32_t (&at)[parents_per_thread])
{
#pragma unroll
    for (int j = 0; j < parents_per_thread; ++j) {
        std::uint32_t next = at[j];
#pragma unroll
        for (int k = 0; k < kept_targets; ++k)
            if ((t.mask[j] >> k) & 1u) place(p, next++, t.target[j][k], base + j, k);
        for (std::uint32_t k = kept_targets; k < t.count[j]; ++k) {
            const std::uint32_t v = __ldg(p.targets + t.first[j] + k);
            if (k < 32 ? ((t.mask[j] >> k) & 1u) : __ldcg(p.offer + v) == offer_of(base + j, k))
                place(p, next++, v, base + j, k);
        }
    }
}

using block_scan = cub::BlockScan<std::uint32_t, order_threads>;

// Steps 2 and 3 for the frontier ranks of the tile at `tile` (claimed; t: this thread's
// share, loaded), the children from rank `at` on; returns how many were placed.
__device__ std::uint32_t count_and_place_tile(const order_parameters& p, std::uint32_t tile, std::uint32_t at,
                                              thread_parents& t, block_scan::TempStorage& scan)
{
    const std::uint32_t base = tile + threadIdx.x * parents_per_thread;
    std::uint32_t counts[parents_per_thread], firsts[parents_per_thread], total = 0;
    count_children(p, base, t, counts);
    block_scan(scan).ExclusiveSum(counts, firsts, total);
#pragma unroll
    for (int j = 0; j < parents_per_thread; ++j) firsts[j] += at;
    place_children(p, base, t, firsts);
    __syncthreads();  // the scan's storage is reused by the next tile
    return total;
}

// The children a block's ranks [lo, hi) discover, counted without placing them.
__device__ std::uint32_t count_range(const order_parameters& p, std::uint32_t lo, std::uint32_t hi,
                                     block_scan::TempStorage& scan)
{
    std::uint32_t total = 0;
    for (std::uint32_t tile = lo; tile < hi; tile += tile_parents) {
        const std::uint32_t base = tile + threadIdx.x * parents_per_thread;
        thread_parents t;
        load_edges(p, base, hi, t);
        std::uint32_t counts[parents_per_thread], firsts[parents_per_thread], tile_total = 0;
        count_children(p, base, t, counts);
        block_scan(scan).ExclusiveSum(counts, firsts, tile_total);
        total += tile_total;
        __syncthreads();
    }
    return total;
}

// Block 0 alone, level after level, while the frontier order[lo, hi) is small; then it
// leaves where it stopped (and whether it was cancelled) in p.state for the grid.
__device__ void block_levels(const order_parameters& p, std::uint32_t lo, std::uint32_t hi, std::uint32_t level,
                             block_scan::TempStorage& scan, std::uint32_t& shared_word)
{
    bool cancelled = false;
    while (hi > lo && hi - lo <= block_gear_limit) {
        if (level % cancel_check_levels == 0) {
            if (threadIdx.x == 0) shared_word = *p.cancel != 0;
            __syncthreads();
            cancelled = shared_word != 0;
            __syncthreads();
            if (cancelled) break;
        }
        // The first tile's out-edges stay in registers from step 1 to step 3;
        // the other tiles' are read again.
        thread_parents t;
        claim(p, lo + threadIdx.x * parents_per_thread, hi, t);
        for (std::uint32_t tile = lo + tile_parents; tile < hi; tile += tile_parents) {
            thread_parents other;
            claim(p, tile + threadIdx.x * parents_per_thread, hi, other);
        }
        __syncthreads();
        std::uint32_t at = hi + count_and_place_tile(p, lo, hi, t, scan);
        for (std::uint32_t tile = lo + tile_parents; tile < hi; tile += tile_parents) {
            load_edges(p, tile + threadIdx.x * parents_per_thread, hi, t);
            at += count_and_place_tile(p, tile, at, t, scan);
        }
        lo = hi;
        hi = at;
        ++level;
    }
    if (threadIdx.x == 0) {
        p.state[0] = lo;
        p.state[1] = hi;
        p.state[2] = cancelled ? 1u : 0u;
        p.state[3] = level;
    }
}

// One level of a large frontier order[lo, hi) on the whole grid, each block taking a
// contiguous share of the frontier in whole tiles; block 0 leaves the next frontier in
// p.state, which the grid may read after its next barrier.
__device__ void grid_level(const order_parameters& p, cooperative_groups::grid_group& grid, std::uint32_t lo,
                           std::uint32_t hi, std::uint32_t level, block_scan::TempStorage& scan,
                           std::uint32_t& shared_word)
{
    const std::uint32_t tiles = (hi - lo + tile_parents - 1) / tile_parents;
    const std::uint32_t tiles_per_block = (tiles + gridDim.x - 1) / gridDim.x;
    const std::uint32_t mine_lo = min(hi, lo + blockIdx.x * tiles_per_block * tile_parents);
    const std::uint32_t mine_hi = min(hi, mine_lo + tiles_per_block * tile_parents);
    for (std::uint32_t tile = mine_lo; tile < mine_hi; tile += tile_parents) {
        thread_parents t;
        claim(p, tile + threadIdx.x * parents_per_thread, mine_hi, t);
    }
    grid.sync();
    const std::uint32_t mine = count_range(p, mine_lo, mine_hi, scan);
    if (threadIdx.x == 0) p.block_sums[blockIdx.x] = mine;
    grid.sync();
    {
        // Where this block's children start: the blocks' counts summed by the block's
        // threads at once (gridDim.x <= order_threads: one block per multiprocessor).
        const std::uint32_t count = threadIdx.x < gridDim.x ? __ldcg(p.block_sums + threadIdx.x) : 0;
        std::uint32_t before = 0, total = 0;
        block_scan(scan).ExclusiveSum(count, before, total);
        if (threadIdx.x == blockIdx.x) shared_word = before;
        if (blockIdx.x == 0 && threadIdx.x == 0) {
            p.state[0] = hi;
            p.state[1] = hi + total;
            p.state[3] = level + 1;
            p.state[4] += 1;
        }
    }
    __syncthreads();
    std::uint32_t at = hi + shared_word;
    for (std::uint32_t tile = mine_lo; tile < mine_hi; tile += tile_parents) {
        thread_parents t;
        load_edges(p, tile + threadIdx.x * parents_per_thread, mine_hi, t);
        at += count_and_place_tile(p, tile, at, t, scan);
    }
}

__global__ void __launch_bounds__(order_threads) discovery_order_kernel(order_parameters p)
{
    cooperative_groups::grid_group grid = cooperative_groups::this_grid();
    __shared__ block_scan::TempStorage scan;
    __shared__ std::uint32_t shared_word;
    std::uint32_t lo = 0, hi = p.source_count, level = 0;
    for (;;) {
        if (blockIdx.x == 0) block_levels(p, lo, hi, level, scan, shared_word);
        grid.sync();
        lo = __ldcg(p.state + 0);
        hi = __ldcg(p.state + 1);
        if (lo == hi || __ldcg(p.state + 2)) return;
        level = __ldcg(p.state + 3);
        grid_level(p, grid, lo, hi, level, scan, shared_word);
        grid.sync();
        lo = __ldcg(p.state + 0);
        hi = __ldcg(p.state + 1);
        level = __ldcg(p.state + 3);
    }
}

__global__ void seed_sources_kernel(order_parameters p, const std::uint32_t* sources)
{
    const std::uint32_t k = blockIdx.x * blockDim.x + threadIdx.x;
    if (k >= p.source_count) return;
    const std::uint32_t s = sources[k];
    p.order[k] = s;
    p.offer[s] = 0;
    p.discoverer[k] = backend_api::no_vertex;
    p.position[k] = 0;
}

// A flag in page-locked host memory the kernel reads across the bus.
class mapped_flag {
public:
    mapped_flag()
    {
        void* host = nullptr;
        void* device = nullptr;
        BOOST_GPU_PATHS_CUDA_CHECK(cudaHostAlloc(&host, sizeof(int), cudaHostAllocMapped));
        host_ = static_cast<volatile int*>(host);
        *host_ = 0;
        // The constructor that throws runs no destructor: the memory is freed here.
        const cudaError_t mapped = cudaHostGetDevicePointer(&device, host, 0);
        if (mapped != cudaSuccess) {
            cudaFreeHost(host);
            BOOST_GPU_PATHS_CUDA_CHECK(mapped);
        }
        device_ = static_cast<const volatile int*>(device);
    }
    ~mapped_flag()
    {
        if (host_ && cudaFreeHost(const_cast<int*>(host_)) != cudaSuccess) cudaGetLastError();
    }
    mapped_flag(const mapped_flag&) = delete;
    mapped_flag& operator=(const mapped_flag&) = delete;
    void raise() noexcept { *host_ = 1; }
    const volatile int* device() const noexcept { return device_; }

private:
    volatile int* host_ = nullptr;
    const volatile int* device_ = nullptr;
};

double ms_since(std::chrono::steady_clock::time_point start)
{
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

}  // namespace

std::size_t discovery_order(const execution_context& context, const backend_api::csr_topology& graph,
                            const std::uint32_t* sources, std::size_t source_count, std::uint32_t* order,
                            std::uint32_t* discoverer, std::uint32_t* edge_position,
                            const std::atomic<bool>* cancelled)
{
    const std::size_t n = graph.vertex_count;
    if (n == 0 || source_count == 0) return 0;
    device_scope device(context.device);
    int cooperative = 0, sm_count = 0, blocks_per_sm = 0;
    BOOST_GPU_PATHS_CUDA_CHECK(cudaDeviceGetAttribute(&cooperative, cudaDevAttrCooperativeLaunch, device.device()));
    BOOST_GPU_PATHS_CUDA_CHECK(cudaDeviceGetAttribute(&sm_count, cudaDevAttrMultiProcessorCount, device.device()));
    BOOST_GPU_PATHS_CUDA_CHECK(
        cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks_per_sm, discovery_order_kernel, order_threads, 0));
    if (!cooperative || blocks_per_sm < 1)
        throw backend_unavailable("bfs_discovery_order: the CUDA device cannot run the cooperative order kernel");
    // One block per multiprocessor (the cheapest grid barrier), at most one per thread of a
    // block (a block sums the blocks' counts with one thread each).
    const int blocks = std::min(sm_count, order_threads);

    stream s;
    order_after_caller(context, s.get());
    event load_begin, begin, end;
    load_begin.record(s.get());
    const device_topology topology(graph, s.get(), staging_chunk_bytes(context.tuning));
    device_buffer<std::uint32_t> ordered(n, "discovery order"),
        discoverers(n, "discoverers"), positions(n, "tree-edge positions"), source_list(source_count, "sources"),
        block_sums(static_cast<std::size_t>(blocks), "block sums"), state(5, "search state");
    device_buffer<unsigned long long> offer(n, "discovery offers");
    BOOST_GPU_PATHS_CUDA_CHECK(cudaMemsetAsync(offer.data(), 0xff, n * sizeof(unsigned long long), s.get()));
    BOOST_GPU_PATHS_CUDA_CHECK(cudaMemsetAsync(state.data(), 0, 5 * sizeof(std::uint32_t), s.get()));
    BOOST_GPU_PATHS_CUDA_CHECK(cudaMemcpyAsync(source_list.data(), sources, source_count * sizeof(std::uint32_t),
                                               cudaMemcpyHostToDevice, s.get()));
    mapped_flag stop;
    order_parameters p{topology.offsets.data(), topology.targets.data(), offer.data(), ordered.data(),
                       discoverers.data(), positions.data(), block_sums.data(), state.data(), stop.device(),
                       static_cast<std::uint32_t>(source_count)};
    seed_sources_kernel<<<static_cast<unsigned>((source_count + 255) / 256), 256, 0, s.get()>>>(p, source_list.data());
    BOOST_GPU_PATHS_CHECK_LAUNCH("seed_sources_kernel");
    begin.record(s.get());
    void* arguments[] = {&p};
    BOOST_GPU_PATHS_CUDA_CHECK(cudaLaunchCooperativeKernel(reinterpret_cast<const void*>(discovery_order_kernel),
                                                           dim3(static_cast<unsigned>(blocks)), dim3(order_threads),
                                                           arguments, 0, s.get()));
    end.record(s.get());
    // The host thread waits here, passing a cancel on to the kernel.
    for (;;) {
        const cudaError_t done = cudaEventQuery(end.get());
        if (done == cudaSuccess) break;
        if (done != cudaErrorNotReady) BOOST_GPU_PATHS_CUDA_CHECK(done);
        if (cancelled && cancelled->load(std::memory_order_relaxed)) stop.raise();
        std::this_thread::sleep_for(std::chrono::microseconds(20));
    }
    const double compute_ms = end.since(begin);
    std::uint32_t range[5] = {};
    BOOST_GPU_PATHS_CUDA_CHECK(cudaMemcpy(range, state.data(), sizeof range, cudaMemcpyDeviceToHost));
    if (range[2] || (cancelled && cancelled->load(std::memory_order_relaxed))) return 0;
    const std::size_t reached = range[1];
    const auto download_start = std::chrono::steady_clock::now();
    BOOST_GPU_PATHS_CUDA_CHECK(
        cudaMemcpy(order, ordered.data(), reached * sizeof(std::uint32_t), cudaMemcpyDeviceToHost));
    BOOST_GPU_PATHS_CUDA_CHECK(
        cudaMemcpy(discoverer, discoverers.data(), reached * sizeof(std::uint32_t), cudaMemcpyDeviceToHost));
    BOOST_GPU_PATHS_CUDA_CHECK(
        cudaMemcpy(edge_position, positions.data(), reached * sizeof(std::uint32_t), cudaMemcpyDeviceToHost));
    if (report* out = context.report) {
        out->backend = backend_kind::cuda;
        out->device = device.device();
        out->method = "BGL's discovery order on the device, " + std::to_string(range[3]) + " levels (" +
                      std::to_string(range[4]) + " of them on the whole grid)";
        out->compute_ms = compute_ms;
        out->upload_ms = begin.since(load_begin);
        out->download_ms = ms_since(download_start);
        out->peak_device_bytes = device.peak_bytes();
    }
    return reached;
}

}  // namespace bfs
}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost
