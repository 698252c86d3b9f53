// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// CUDA backend of breadth-first search: the graph on the device, and the host-side level
// loop that picks, for each stretch of levels, one of three expansions:
//   * persistent_top_down (bfs/persistent.cuh): small frontiers, many levels per launch;
//   * expand_load_balanced: one top-down level of a large frontier, balanced over edges
//     with a CUB scan of the frontier's out-degrees;
//   * expand_bottom_up: one bottom-up level, when direction-optimizing asks for it
//     (shared::bfs_direction_policy, the same decisions as the host backend).
// The host reads a small control block back after each launch to choose the next one;
// road networks finish in one or two launches, R-MAT graphs in about seven. Small graphs
// take the one-block engine instead (one_block_engine.cuh).
#include "cuda/bfs/entry.hpp"
#include "cuda/bfs/kernels.cuh"
#include "cuda/bfs/launch_setup.cuh"
#include "cuda/bfs/one_block_engine.cuh"
#include "cuda/bfs/persistent.cuh"
#include "cuda/runtime/call_scope.cuh"
#include "cuda/runtime/device_csr.cuh"
#include "cuda/runtime/memory.cuh"
#include "cuda/runtime/phase_ranges.hpp"
#include "shared/bfs_direction_policy.hpp"

#include <cub/device/device_scan.cuh>
#include <thrust/iterator/transform_iterator.h>

#include <boost_gpu_paths/detail/base/parallel_for.hpp>

#include <algorithm>
#include <atomic>
#include <memory>
#include <utility>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace boost {
namespace gpu_paths {
namespace cuda {
namespace bfs {

namespace {

using backend_api::csr_topology;

struct out_degree {
    const std::uint32_t* offsets;
    __host__ __device__ std::uint32_t operator()(std::uint32_t v) const { return offsets[v + 1] - offsets[v]; }
};

// One pass over the offsets on the call's host threads: on a graph of millions of
// vertices a serial pass costs as much as a whole search.
std::uint32_t largest_out_degree(const csr_topology& graph)
{
    std::atomic<std::uint32_t> largest{0};
    base::parallel_for_chunks(0, graph.vertex_count, [&](std::size_t lo, std::size_t hi) {
        std::uint32_t local = 0;
        for (std::size_t v = lo; v < hi; ++v) local = std::max(local, graph.offsets[v + 1] - graph.offsets[v]);
        std::uint32_t seen = largest.load(std::memory_order_relaxed);
        while (local > seen && !largest.compare_exchange_weak(seen, local, std::memory_order_relaxed)) {
        }
    }, base::min_elements_per_chunk);
    return largest.load(std::memory_order_relaxed);
}

double milliseconds_since(std::chrono::steady_clock::time_point start)
{
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

class cuda_bfs_engine final : public backend_api::bfs_engine::implementation {
public:
    // Built with the context's device current (make_engine), so its stream, events and
    // buffers belong to that device.
    cuda_bfs_engine(const execution_context& context, const csr_topology& graph)
        : device_(current_device()), options_(context.tuning.bfs), trace_(context.tuning.trace.has(trace_mode::stderr_lines)), context_(context),
          vertex_count_(graph.vertex_count), edge_count_(graph.edge_count), symmetric_(graph.symmetric)
    {
        const device_facts& facts = facts_of(current_device());
        sm_count_ = facts.sm_count;
        // Block 0 of the persistent kernel keeps the visited bitmap in shared memory when
        // it fits beside the kernel's static shared memory.
        const std::size_t bitmap_bytes = (std::size_t(graph.vertex_count) + 31) / 32 * sizeof(std::uint32_t);
        if (bitmap_bytes <= facts.dynamic_shared_limit) persistent_shared_bytes_ = bitmap_bytes;
        persistent_blocks_ = sm_count_;  // one block per SM: the cheapest grid barrier
        // A graph whose every edge fits in one level of the persistent kernel is searched
        // top-down in that one launch: bottom-up steps would each cost a host round trip
        // (and the first one the reverse graph) to save less than that.
        if (std::uint64_t(edge_count_) <= grid_edge_limit()) options_.direction_optimizing = false;

        block_frontier_ = options_.single_block_frontier == 0 ? default_block_frontier : options_.single_block_frontier;
        block_frontier_ = std::min<std::uint32_t>(block_frontier_, block_queue_capacity);
        if (options_.single_block_frontier == ~0u) block_frontier_ = 0;

        max_out_degree_ = largest_out_degree(graph);
        uncounted_size_ = choose_uncounted_size(graph);
        if (uncounted_size_ > 0 && options_.local_frontier_limit != ~0u) {
            const std::uint32_t fits = block_queue_capacity / max_out_degree_;
            local_limit_ = options_.local_frontier_limit == 0 ? fits : std::min(options_.local_frontier_limit, fits);
        }
        const std::size_t n = vertex_count_;
        const std::size_t words = (n + 31) / 32;
        phase_ranges phases(context.tuning.trace);
        phases.enter("cuda: upload");
        order_after_caller(context, stream_.get());
        upload_begin_.record(stream_.get());
        topology_ = device_topology(graph, stream_.get(), staging_chunk_bytes(context.tuning));
        hops_.allocate(n, "hop counts");
        parents_.allocate(n, "parents");
        visited_.allocate(words, "visited bitmap");
        for (auto& q : queue_) q.allocate(n, "frontier queue");
        control_.allocate(1, "search control");
        control_host_.allocate(1);
        upload_end_.record(stream_.get());
        // Not waited for here, unless the copies still read the caller's arrays (which may
        // go once the engine is built): the first search's work queues behind the upload,
        // and the upload time is read from the two events once that search has waited.
        if (topology_.reads_host) upload_end_.synchronize();
        upload_pending_ = true;
    }

    // The members are destroyed with the engine's device current.
    ~cuda_bfs_engine() override { teardown_.enter(device_); }

    void search(const std::uint32_t* sources, std::size_t source_count, std::uint32_t* hops, std::uint32_t* parents,
                report* out) override
    {
        device_scope device(device_);
        order_after_caller(context_, stream_.get());
        bfs_statistics stats;
        double reverse_ms = 0;
        float compute_ms = 0;
        phase_ranges phases(context_.tuning.trace);
        phases.enter("cuda: compute");
        if (vertex_count_ > 0) {
            upload_sources(sources, source_count);
            start_.record(stream_.get());
            run_levels(source_count, stats, reverse_ms);
            stop_.record(stream_.get());
            stop_.synchronize();
            compute_ms = stop_.since(start_) - static_cast<float>(reverse_ms);
        }
        phases.enter("cuda: download");
        const auto download_start = std::chrono::steady_clock::now();
        download(hops, parents);
        phases.end();
        const double download_ms = milliseconds_since(download_start);
        if (upload_pending_) {
            upload_end_.synchronize();
            pending_upload_ms_ = upload_end_.since(upload_begin_);
            upload_pending_ = false;
        }
        if (out) {
            out->backend = backend_kind::cuda;
            out->device = device.device();
            out->method = std::string("direction-optimizing search: ") + std::to_string(stats.bottom_up_levels) +
                          " of " + std::to_string(stats.levels) + " levels bottom-up, " +
                          std::to_string(stats.host_round_trips) + " host round trips";
            out->upload_ms = pending_upload_ms_ + reverse_ms;
            out->compute_ms = compute_ms;
            out->download_ms = download_ms;
            out->peak_device_bytes = device_bytes();
            out->bfs = stats;
        }
        pending_upload_ms_ = 0;
    }

private:
    // The largest frontier a grid level may expand without counting its winners'
    // degrees: size x the largest out-degree bounds the next frontier's out-edges, which
    // must stay within the persistent kernel's limits and below a bottom-up step's
    // threshold (vertex_count / beta), so that no decision needs the exact count.
    std::uint32_t choose_uncounted_size(const csr_topology& graph) const
    {
        const std::uint32_t max_degree = max_out_degree_;
        if (max_degree == 0 || max_degree > persistent_degree_limit) return 0;
        double limit = static_cast<double>(grid_edge_limit()) / max_degree;
        if (options_.direction_optimizing)
            limit = std::min(limit, static_cast<double>(graph.vertex_count) / (options_.beta * max_degree));
        return static_cast<std::uint32_t>(limit);
    }

    std::size_t device_bytes() const
    {
        return topology_.offsets.bytes() + topology_.targets.bytes() + reverse_offsets_.bytes() + reverse_sources_.bytes() +
               hops_.bytes() + parents_.bytes() + visited_.bytes() + bits_[0].bytes() + bits_[1].bytes() +
               queue_[0].bytes() + queue_[1].bytes() + scan_.bytes() + scan_temp_.bytes() + sources_.bytes() +
               control_.bytes();
    }

    bfs::device_graph graph() const
    {
        return bfs::device_graph{topology_.offsets.data(), topology_.targets.data(), vertex_count_, edge_count_};
    }
    bfs::search_arrays arrays() const { return bfs::search_arrays{hops_.data(), parents_.data(), visited_.data()}; }

    unsigned grid_for(std::size_t items, int threads) const
    {
        const std::size_t blocks = (items + threads - 1) / threads;
        return static_cast<unsigned>(std::max<std::size_t>(1, std::min<std::size_t>(blocks, std::size_t(sm_count_) * 8)));
    }

    // Hop counts and parents into the caller's arrays, waiting for the device once; small
    // results go through one pinned block, since a copy into pageable memory waits on its own.
    void download(std::uint32_t* hops, std::uint32_t* parents)
    {
        const std::size_t bytes = std::size_t(vertex_count_) * sizeof(std::uint32_t);
        if (!vertex_count_ || (!hops && !parents)) return;
        const std::size_t staged_bytes = (hops ? bytes : 0) + (parents ? bytes : 0);
        pinned_buffer<unsigned char> staging(staged_bytes <= staged_download_bytes ? staged_bytes : 0);
        unsigned char* const staged = staging.data();
        std::size_t at = 0;
        for (auto pair : {std::make_pair(hops, hops_.data()), std::make_pair(parents, parents_.data())}) {
            if (!pair.first) continue;
            if (!staged) page_lock_host_array(pair.first, bytes);
            BOOST_GPU_PATHS_CUDA_CHECK(cudaMemcpyAsync(staged ? static_cast<void*>(staged + at) : pair.first, pair.second,
                                                       bytes, cudaMemcpyDeviceToHost, stream_.get()));
            at += bytes;
        }
        stream_.synchronize();
        if (!staged) return;
        at = 0;
        for (std::uint32_t* host : {hops, parents}) {
            if (!host) continue;
            std::memcpy(host, staged + at, bytes);
            at += bytes;
        }
    }

    void upload_sources(const std::uint32_t* sources, std::size_t count)
    {
        if (count > sources_.size()) sources_.allocate(count, "sources");
        if (count)
            BOOST_GPU_PATHS_CUDA_CHECK(cudaMemcpyAsync(sources_.data(), sources, count * sizeof(std::uint32_t),
                                                       cudaMemcpyHostToDevice, stream_.get()));
    }

    // The device's control block, read back after each launch.
    const search_control& control() const { return *control_host_.data(); }
    void pull_control(bfs_statistics& stats)
    {
        BOOST_GPU_PATHS_CUDA_CHECK(cudaMemcpyAsync(control_host_.data(), control_.data(), sizeof(search_control),
                                                   cudaMemcpyDeviceToHost, stream_.get()));
        stream_.synchronize();
        ++stats.host_round_trips;
    }

    // Where the search stands, kept by the host between launches.
    struct progress {
        std::uint32_t level = 0;
        std::uint32_t reached = 0;
        unsigned long long visited_edges = 0;
        frontier_counters frontier{0, 0, 0};  // of `level`
    };

    void run_levels(std::size_t source_count, bfs_statistics& stats, double& reverse_ms)
    {
        cudaStream_t s = stream_.get();
        BOOST_GPU_PATHS_CUDA_CHECK(cudaMemsetAsync(control_.data(), 0, sizeof(search_control), s));
        bfs::initialize_search<<<grid_for(vertex_count_, step_threads), step_threads, 0, s>>>(arrays(), vertex_count_);
        BOOST_GPU_PATHS_CHECK_LAUNCH("initialize_search");
        if (source_count) {
            bfs::seed_sources<<<grid_for(source_count, step_threads), step_threads, 0, s>>>(
                graph(), arrays(), sources_.data(), static_cast<std::uint32_t>(source_count), queue_[0].data(),
                &control_.data()->slot[0]);
            BOOST_GPU_PATHS_CHECK_LAUNCH("seed_sources");
        }
        pull_control(stats);
        progress at;
        at.frontier = control().slot[0];
        at.reached = at.frontier.size;
        at.visited_edges = at.frontier.edges;

        shared::bfs_direction_policy policy(options_, vertex_count_);
        bool bitmap_is_frontier = false;  // bits_[current_bits_] holds the current frontier
        std::uint32_t stalled_level = ~0u;
        while (at.frontier.size > 0) {
            const progress before = at;
            const auto step_start = std::chrono::steady_clock::now();
            const char* step = nullptr;
            if (policy.choose_bottom_up(at.frontier.size, at.frontier.edges, edge_count_ - at.visited_edges)) {
                ensure_reverse(reverse_ms);
                if (!bitmap_is_frontier) mark_frontier(at.level, at.frontier.size);
                bitmap_is_frontier = true;
                step_bottom_up(at, stats);
                ++stats.bottom_up_levels;
                step = "bottom-up";
            } else {
                bitmap_is_frontier = false;
                const bool fits_persistent =
                    at.frontier.edges <= grid_edge_limit() && at.frontier.max_degree <= persistent_degree_limit;
                if (fits_persistent && stalled_level != at.level) {
                    run_persistent(at, stats);
                    // The kernel expands at least one level unless the policy and the kernel
                    // disagree on this frontier; then the next pass takes the balanced step.
                    if (at.level == before.level) stalled_level = at.level;
                    step = "persistent top-down";
                } else {
                    step_load_balanced(at, stats);
                    step = "load-balanced top-down";
                }
            }
            if (trace_)
                std::fprintf(stderr, "bfs: level %u, frontier %u vertices, %llu edges: %s to level %u, %.3f ms\n",
                             before.level, before.frontier.size, before.frontier.edges, step, at.level,
                             milliseconds_since(step_start));
        }
        stats.levels = source_count ? at.level : 0;
        stats.reached = at.reached;
        stats.reached_edges = at.visited_edges;
    }

    unsigned long long grid_edge_limit() const
    {
        return 4ull * static_cast<unsigned long long>(persistent_blocks_) * persistent_threads;
    }

    // After a one-level step: the next frontier's counters are in, the level advances.
    void finish_step(progress& at, bfs_statistics& stats)
    {
        pull_control(stats);
        ++at.level;
        at.frontier = control().slot[at.level % 3];
        at.reached += at.frontier.size;
        at.visited_edges += at.frontier.edges;
    }

    void run_persistent(progress& at, bfs_statistics& stats)
    {
        bfs::persistent_parameters p;
        p.graph = graph();
        p.arrays = arrays();
        p.queue[0] = queue_[0].data();
        p.queue[1] = queue_[1].data();
        p.control = control_.data();
        p.level = at.level;
        p.reached = at.reached;
        p.visited_edges = at.visited_edges;
        p.block_frontier = block_frontier_;
        p.shared_visited = persistent_shared_bytes_ > 0;
        p.grid_edge_limit = grid_edge_limit();
        p.degree_limit = persistent_degree_limit;
        p.uncounted_size = uncounted_size_;
        p.local_limit = local_limit_;
        p.direction_optimizing = options_.direction_optimizing;
        p.alpha = options_.alpha;
        p.beta = options_.beta;
        void* args[] = {&p};
        BOOST_GPU_PATHS_CUDA_CHECK(cudaLaunchCooperativeKernel(reinterpret_cast<const void*>(persistent_kernel),
                                                               dim3(persistent_blocks_), dim3(persistent_threads), args,
                                                               persistent_shared_bytes_, stream_.get()));
        pull_control(stats);
        const search_control& c = control();
        at.level = c.level;
        at.reached = c.reached;
        at.visited_edges = c.visited_edges;
        at.frontier = c.slot[at.level % 3];
    }

    void step_load_balanced(progress& at, bfs_statistics& stats)
    {
        cudaStream_t s = stream_.get();
        if (!scan_.size()) scan_.allocate(vertex_count_, "frontier degree scan");
        const std::uint32_t* frontier = queue_[at.level & 1].data();
        auto degrees = thrust::make_transform_iterator(frontier, out_degree{topology_.offsets.data()});
        std::size_t temp_bytes = 0;
        BOOST_GPU_PATHS_CUDA_CHECK(cub::DeviceScan::ExclusiveSum(nullptr, temp_bytes, degrees, scan_.data(),
                                                                 static_cast<int>(at.frontier.size), s));
        if (temp_bytes > scan_temp_.size()) scan_temp_.allocate(temp_bytes, "scan workspace");
        BOOST_GPU_PATHS_CUDA_CHECK(cub::DeviceScan::ExclusiveSum(scan_temp_.data(), temp_bytes, degrees, scan_.data(),
                                                                 static_cast<int>(at.frontier.size), s));
        // A frontier without out-edges leaves the next one empty: slot (level + 1) % 3 is
        // clear already, and the search ends.
        if (at.frontier.edges) {
            constexpr std::uint32_t tile = step_threads * balanced_items;
            const unsigned long long blocks = (at.frontier.edges + tile - 1) / tile;
            bfs::expand_load_balanced<step_threads, balanced_items><<<static_cast<unsigned>(blocks), step_threads, 0, s>>>(
                graph(), arrays(), frontier, scan_.data(), at.frontier.size, static_cast<std::uint32_t>(at.frontier.edges),
                at.level, queue_[(at.level + 1) & 1].data(), control_.data());
            BOOST_GPU_PATHS_CHECK_LAUNCH("expand_load_balanced");
        }
        finish_step(at, stats);
    }

    void mark_frontier(std::uint32_t level, std::uint32_t size)
    {
        cudaStream_t s = stream_.get();
        const std::size_t words = (std::size_t(vertex_count_) + 31) / 32;
        for (auto& b : bits_)
            if (!b.size()) b.allocate(words, "frontier bitmap");
        BOOST_GPU_PATHS_CUDA_CHECK(cudaMemsetAsync(bits_[current_bits_].data(), 0, words * sizeof(std::uint32_t), s));
        bfs::mark_frontier<<<grid_for(size, step_threads), step_threads, 0, s>>>(queue_[level & 1].data(), size,
                                                                                  bits_[current_bits_].data());
        BOOST_GPU_PATHS_CHECK_LAUNCH("mark_frontier");
    }

    void step_bottom_up(progress& at, bfs_statistics& stats)
    {
        cudaStream_t s = stream_.get();
        const std::size_t words = (std::size_t(vertex_count_) + 31) / 32;
        const bfs::device_in_edges in = symmetric_ ? bfs::device_in_edges{topology_.offsets.data(), topology_.targets.data()}
                                                   : bfs::device_in_edges{reverse_offsets_.data(), reverse_sources_.data()};
        constexpr std::size_t words_per_block = bottom_up_words_per_warp * (step_threads / 32);
        const unsigned blocks = static_cast<unsigned>((words + words_per_block - 1) / words_per_block);
        bfs::expand_bottom_up<step_threads, bottom_up_words_per_warp><<<blocks, step_threads, 0, s>>>(
            graph(), in, arrays(), bits_[current_bits_].data(), bits_[current_bits_ ^ 1].data(), at.level,
            queue_[(at.level + 1) & 1].data(), control_.data());
        BOOST_GPU_PATHS_CHECK_LAUNCH("expand_bottom_up");
        current_bits_ ^= 1;
        finish_step(at, stats);
    }

    // The in-edge lists, built on the device the first time a bottom-up step needs them:
    // in-degrees, their exclusive scan, then a scatter through per-vertex cursors.
    void ensure_reverse(double& reverse_ms)
    {
        if (symmetric_ || reverse_offsets_.size()) return;
        cudaStream_t s = stream_.get();
        event begin, end;
        begin.record(s);
        const std::size_t n = vertex_count_;
        reverse_offsets_.allocate(n + 1, "reverse CSR offsets");
        reverse_sources_.allocate(edge_count_, "reverse CSR sources");
        device_buffer<std::uint32_t> cursor(n, "reverse CSR cursors");
        BOOST_GPU_PATHS_CUDA_CHECK(cudaMemsetAsync(cursor.data(), 0, n * sizeof(std::uint32_t), s));
        bfs::count_in_edges<<<grid_for(edge_count_, step_threads), step_threads, 0, s>>>(graph(), cursor.data());
        BOOST_GPU_PATHS_CHECK_LAUNCH("count_in_edges");
        std::size_t temp_bytes = 0;
        BOOST_GPU_PATHS_CUDA_CHECK(cub::DeviceScan::ExclusiveSum(nullptr, temp_bytes, cursor.data(),
                                                                 reverse_offsets_.data(), static_cast<int>(n), s));
        if (temp_bytes > scan_temp_.size()) scan_temp_.allocate(temp_bytes, "scan workspace");
        BOOST_GPU_PATHS_CUDA_CHECK(cub::DeviceScan::ExclusiveSum(scan_temp_.data(), temp_bytes, cursor.data(),
                                                                 reverse_offsets_.data(), static_cast<int>(n), s));
        BOOST_GPU_PATHS_CUDA_CHECK(cudaMemcpyAsync(reverse_offsets_.data() + n, topology_.offsets.data() + n,
                                                   sizeof(std::uint32_t), cudaMemcpyDeviceToDevice, s));
        BOOST_GPU_PATHS_CUDA_CHECK(cudaMemcpyAsync(cursor.data(), reverse_offsets_.data(), n * sizeof(std::uint32_t),
                                                   cudaMemcpyDeviceToDevice, s));
        bfs::scatter_in_edges<<<grid_for(n * 32, step_threads), step_threads, 0, s>>>(graph(), cursor.data(),
                                                                                       reverse_sources_.data());
        BOOST_GPU_PATHS_CHECK_LAUNCH("scatter_in_edges");
        end.record(s);
        end.synchronize();
        reverse_ms += end.since(begin);
    }

    teardown_device teardown_;  // first: destroyed last
    int device_;  // the device the engine's stream, events and buffers belong to
    bfs_options options_;
    // The trace option: each step of the level loop is printed to stderr.
    bool trace_;
    execution_context context_;
    std::uint32_t vertex_count_;
    std::uint32_t edge_count_;
    bool symmetric_;
    int sm_count_ = 0;
    int persistent_blocks_ = 0;
    std::uint32_t block_frontier_ = 0;
    std::uint32_t uncounted_size_ = 0;  // see choose_uncounted_size
    std::uint32_t max_out_degree_ = 0;
    std::uint32_t local_limit_ = 0;     // persistent_parameters::local_limit
    std::size_t persistent_shared_bytes_ = 0;  // the visited bitmap's copy, when it fits
    double pending_upload_ms_ = 0;
    bool upload_pending_ = false;

    stream stream_;
    event start_, stop_, upload_begin_, upload_end_;
    device_topology topology_;
    device_buffer<std::uint32_t> reverse_offsets_, reverse_sources_;
    device_buffer<std::uint32_t> hops_, parents_, visited_;
    device_buffer<std::uint32_t> bits_[2];
    int current_bits_ = 0;
    device_buffer<std::uint32_t> queue_[2];
    device_buffer<std::uint32_t> scan_;
    device_buffer<unsigned char> scan_temp_;
    device_buffer<std::uint32_t> sources_;
    device_buffer<search_control> control_;
    pinned_buffer<search_control> control_host_;
};

}  // namespace

std::unique_ptr<backend_api::bfs_engine::implementation> make_engine(const execution_context& context,
                                                                     const csr_topology& graph)
{
    device_scope device(context.device);
    if (takes_one_block(graph, context))
        return std::unique_ptr<backend_api::bfs_engine::implementation>(new one_block_engine(context, graph));
    return std::unique_ptr<backend_api::bfs_engine::implementation>(new cuda_bfs_engine(context, graph));
}

}  // namespace bfs
}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost
