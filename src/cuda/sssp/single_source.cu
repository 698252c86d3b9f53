// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// CUDA backend: single-source (and multi-source) shortest paths. Uploads the graph (and,
// for integer weights on road-like graphs, redirects edges over chains of degree-2
// vertices: chains.cuh), runs the cooperative delta-stepping kernel
// (single_source_kernel.cuh), fills in the chain vertices, derives parents from the final
// distances over the original edges (parents.cuh) and downloads the results. The engine
// keeps what depends on the graph alone, so that a resident graph (sssp_engine) uploads
// it once; a single call builds one engine and searches once.
#include "cuda/runtime/call_scope.cuh"
#include "cuda/runtime/device_resources.cuh"
#include "cuda/runtime/check.cuh"
#include "cuda/runtime/device_csr.cuh"
#include "cuda/runtime/memory.cuh"
#include "cuda/runtime/phase_ranges.hpp"
#include "cuda/sssp/chains.cuh"
#include "shared/delta_width.hpp"
#include "cuda/sssp/entry.hpp"
#include "cuda/sssp/one_block_engine.cuh"
#include "cuda/sssp/parents.cuh"
#include "cuda/sssp/single_source_kernel.cuh"
#include "shared/plateau_parents.hpp"

#include <boost_gpu_paths/detail/base/weight_types.hpp>
#include <boost_gpu_paths/errors.hpp>

#include <algorithm>
#include <array>
#include <atomic>
#include <cstring>
#include <memory>
#include <string>
#include <type_traits>
#include <vector>

namespace boost {
namespace gpu_paths {
namespace cuda {
namespace sssp {

namespace {

using backend_api::csr_topology;

unsigned grid_for(std::size_t items, unsigned block)
{
    const std::size_t blocks = (items + block - 1) / block;
    return static_cast<unsigned>(std::max<std::size_t>(1, std::min<std::size_t>(blocks, 65535u * 16)));
}

// How many blocks of the cooperative kernel fit on the device at once (all must). Asked of
// the runtime once per device and weight type; the answer does not change.
template <class W>
unsigned cooperative_grid(std::size_t shared_bytes)
{
    static std::array<std::atomic<unsigned>, max_devices> known{};
    int device = 0;
    BOOST_GPU_PATHS_CUDA_CHECK(cudaGetDevice(&device));
    if (device < max_devices)
        if (const unsigned blocks = known[device].load(std::memory_order_relaxed)) return blocks;
    int multiprocessors = 0, cooperative = 0, blocks_per_sm = 0;
    BOOST_GPU_PATHS_CUDA_CHECK(cudaDeviceGetAttribute(&multiprocessors, cudaDevAttrMultiProcessorCount, device));
    BOOST_GPU_PATHS_CUDA_CHECK(cudaDeviceGetAttribute(&cooperative, cudaDevAttrCooperativeLaunch, device));
    BOOST_GPU_PATHS_CUDA_CHECK(cudaFuncSetAttribute(single_source_kernel<W>,
                                                    cudaFuncAttributeMaxDynamicSharedMemorySize,
                                                    static_cast<int>(shared_bytes)));
    BOOST_GPU_PATHS_CUDA_CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(
        &blocks_per_sm, single_source_kernel<W>, single_source_block, shared_bytes));
    if (!cooperative || blocks_per_sm < 1)
        throw backend_unavailable("dijkstra: this device cannot run the cooperative search kernel "
                                  "(cooperative launch unsupported or too few resources per multiprocessor)");
    const unsigned blocks = static_cast<unsigned>(multiprocessors * blocks_per_sm);
    if (device < max_devices) known[device].store(blocks, std::memory_order_relaxed);
    return blocks;
}

// The grid of one search: the whole device, except for a graph so small that one block
// covers every vertex and edge, where the grid-wide barriers between phases would cost
// more than the work (the kernel's loops stride over any grid).
constexpr std::size_t one_block_size = 4096;  // vertices + edges
unsigned search_grid(unsigned device_blocks, const csr_topology& graph)
{
    return std::size_t(graph.vertex_count) + graph.edge_count <= one_block_size ? 1u : device_blocks;
}

// Results of at most this many bytes come back through one pinned block and one copy:
// copies from the device into pageable memory each wait for the device on their own.
constexpr std::size_t staged_download_bytes = std::size_t(1) << 20;

// Chain shortcuts (chains.cuh): integer weights, road-like graphs (fewer than 4 edges
// per vertex), unless the options turn them off.
template <class W>
bool use_chain_shortcuts(const csr_topology& graph, const sssp_options& options)
{
    return options.chain_shortcuts && std::is_integral<W>::value &&
           std::uint64_t(graph.edge_count) < 4 * std::uint64_t(graph.vertex_count);
}

// A graph on the device for repeated searches: what depends on the graph alone (its
// arrays, edge ranges, delta, grid) is done once in the constructor; each search does the
// rest (chains depend on the sources, which they must not jump over). Small graphs take
// the one-block engine instead (one_block_engine.cuh).
template <class W>
class single_source_engine final : public backend_api::sssp_engine<W>::implementation {
public:
    // Built with the context's device current (make_engine).
    single_source_engine(const execution_context& context, const csr_topology& graph, const W* weights)
        : device_(current_device()), context_(context), graph_(graph), weights_(weights),
          upload_range_(context.tuning.trace, "cuda: upload"), start_(work_.get()), csr_(graph, weights, work_.get(), staging_chunk_bytes(context.tuning)), ranges_(graph.vertex_count, "edge ranges")
    {
        context_.report = nullptr;
        const std::uint32_t n = graph.vertex_count;
        if (n) {
            edge_ranges_kernel<<<grid_for(n, 256), 256, 0, work_.get()>>>(n, csr_.offsets.data(), ranges_.data());
            BOOST_GPU_PATHS_CHECK_LAUNCH("edge_ranges_kernel");
        }
        uploaded_.record(work_.get());
        // The copies may still read the caller's arrays, which stay (the engine's
        // contract); the first search waits for them and reads the upload's time.
        delta_ = shared::choose_delta(graph, weights, context.tuning.sssp);
        chains_ = use_chain_shortcuts<W>(graph, context.tuning.sssp);
        blocks_ = n ? search_grid(cooperative_grid<W>(sizeof(single_source_storage<W>)), graph) : 1;
        upload_range_.end();
    }

    // The members are destroyed with the engine's device current.
    ~single_source_engine() override { teardown_.enter(device_); }

    void search(const std::uint32_t* sources, std::size_t source_count, W* distances, std::uint32_t* parents,
                report* out) override;

private:
    // An event recorded when constructed: the upload's start, queued before csr_'s copies,
    // which the member initializers queue.
    struct start_marker {
        event e;
        explicit start_marker(cudaStream_t s) { e.record(s); }
    };
    teardown_device teardown_;  // first: destroyed last
    int device_;
    execution_context context_;
    csr_topology graph_;
    const W* weights_;
    stream work_;
    phase_ranges upload_range_;  // the graph's upload, over the members that queue it
    start_marker start_;
    device_csr<W> csr_;
    device_buffer<uint2> ranges_;
    event uploaded_;
    bool upload_pending_ = true;
    W delta_{};
    bool chains_ = false;
    unsigned blocks_ = 1;
};

template <class W>
void single_source_engine<W>::search(const std::uint32_t* sources, std::size_t source_count, W* distances,
                                     std::uint32_t* parents, report* out)
{
    const csr_topology& graph = graph_;
    const W* const weights = weights_;
    const std::uint32_t n = graph.vertex_count;
    const std::uint32_t m = graph.edge_count;
    if (out) {
        out->backend = backend_kind::cuda;
        out->device = device_;
    }
    if (n == 0) return;
    device_scope device(device_);
    cudaStream_t const work = work_.get();
    order_after_caller(context_, work);

    // Sources once each, in increasing order.
    std::vector<std::uint32_t> seeds(sources, sources + source_count);
    std::sort(seeds.begin(), seeds.end());
    seeds.erase(std::unique(seeds.begin(), seeds.end()), seeds.end());

    phase_ranges phases(context_.tuning.trace);
    phases.enter("cuda: upload");
    event start, uploaded, finished, downloaded;
    start.record(work);
    device_buffer<W> dist(n, "distances");
    device_buffer<std::uint32_t> stamp(n, "queue stamps");
    device_buffer<std::uint32_t> in_far(n, "far-pile flags");
    device_buffer<std::uint32_t> near0(n, "near queue"), near1(n, "near queue");
    device_buffer<std::uint32_t> far0(n, "far pile"), far1(n, "far pile");
    device_buffer<std::uint32_t> seed_list(seeds.size(), "sources");
    device_buffer<search_control<W>> control(1, "search control");
    device_buffer<std::uint32_t> parent(parents ? n : 0, "parents");
    device_buffer<std::uint32_t> unresolved(parents ? 1 : 0, "parent counter");
    upload(seed_list, seeds.data(), seeds.size(), work);

    // The search's graph: the input, or the input with chains jumped over.
    device_graph<W> input{n, m, csr_.offsets.data(), csr_.targets.data(), csr_.weights.data()};
    device_graph<W> searched = input;
    const bool chains = chains_;
    device_buffer<std::uint32_t> all_neighbours(chains ? 2 * std::size_t(n) : 0, "neighbours");
    device_buffer<std::uint32_t> neighbours(chains ? 2 * std::size_t(n) : 0, "chain neighbours");
    device_buffer<W> chain_steps(chains ? 2 * std::size_t(n) : 0, "chain steps");
    device_buffer<std::uint32_t> short_targets(chains ? m : 0, "shortcut targets");
    device_buffer<W> short_weights(chains ? m : 0, "shortcut weights");

    const W delta = delta_;
    search_control<W> initial{};
    initial.kind[0] = seeds.size() <= narrow_entry ? phase_narrow : phase_relax;
    initial.kind[1] = phase_done;
    initial.queue = 0;
    initial.in_count = static_cast<std::uint32_t>(seeds.size());
    initial.phase_id = 1;
    initial.threshold = next_threshold(W(0), delta);
    initial.previous_threshold = W(0);
    initial.far_min = no_path<W>();
    upload(control, &initial, 1, work);
    uploaded.record(work);
    phases.enter("cuda: compute");
    if (chains) {
        // All neighbours first (which vertices are leaves), then the others of every vertex.
        for (auto* slots : {&all_neighbours, &neighbours}) {
            BOOST_GPU_PATHS_CUDA_CHECK(
                cudaMemsetAsync(slots->data(), 0xff, slots->size() * sizeof(std::uint32_t), work));
            note_neighbours_kernel<W><<<grid_for(n, 256), 256, 0, work>>>(
                input, slots == &neighbours ? all_neighbours.data() : nullptr, slots->data());
            BOOST_GPU_PATHS_CHECK_LAUNCH("note_neighbours_kernel");
            keep_sources_kernel<<<grid_for(seeds.size(), 256), 256, 0, work>>>(
                seed_list.data(), static_cast<std::uint32_t>(seeds.size()), slots->data());
            BOOST_GPU_PATHS_CHECK_LAUNCH("keep_sources_kernel");
        }
        chain_steps_kernel<W><<<grid_for(n, 256), 256, 0, work>>>(input, neighbours.data(), chain_steps.data());
        BOOST_GPU_PATHS_CHECK_LAUNCH("chain_steps_kernel");
        shortcut_edges_kernel<W><<<grid_for(n, 256), 256, 0, work>>>(
            input, all_neighbours.data(), neighbours.data(), chain_steps.data(), short_targets.data(),
            short_weights.data());
        BOOST_GPU_PATHS_CHECK_LAUNCH("shortcut_edges_kernel");
        searched.targets = short_targets.data();
        searched.weights = short_weights.data();
    }
    if (parents) BOOST_GPU_PATHS_CUDA_CHECK(cudaMemsetAsync(parent.data(), 0xff, std::size_t(n) * 4, work));
    reset_search_kernel<W><<<grid_for(n, 256), 256, 0, work>>>(n, dist.data(), stamp.data(), in_far.data());
    BOOST_GPU_PATHS_CHECK_LAUNCH("reset_search_kernel");
    seed_sources_kernel<W><<<grid_for(seeds.size(), 256), 256, 0, work>>>(
        seed_list.data(), static_cast<std::uint32_t>(seeds.size()), dist.data(), near0.data(),
        parents ? parent.data() : nullptr);
    BOOST_GPU_PATHS_CHECK_LAUNCH("seed_sources_kernel");

    single_source_params<W> params;
    params.graph = searched;
    params.ranges = ranges_.data();
    params.distances = dist.data();
    params.stamp = stamp.data();
    params.in_far = in_far.data();
    params.near0 = near0.data();
    params.near1 = near1.data();
    params.far0 = far0.data();
    params.far1 = far1.data();
    params.control = control.data();
    params.delta = delta;
    const std::size_t shared_bytes = sizeof(single_source_storage<W>);
    const unsigned blocks = blocks_;
    void* arguments[] = {&params};
    BOOST_GPU_PATHS_CUDA_CHECK(cudaLaunchCooperativeKernel(reinterpret_cast<void*>(single_source_kernel<W>),
                                                           dim3(blocks), dim3(single_source_block), arguments,
                                                           shared_bytes, work));
    BOOST_GPU_PATHS_CHECK_LAUNCH("single_source_kernel");
    if (chains) {
        fill_chains_kernel<W><<<grid_for(n, 256), 256, 0, work>>>(input, neighbours.data(), chain_steps.data(),
                                                                   dist.data());
        BOOST_GPU_PATHS_CHECK_LAUNCH("fill_chains_kernel");
        fill_leaves_kernel<W><<<grid_for(n, 256), 256, 0, work>>>(input, all_neighbours.data(), dist.data());
        BOOST_GPU_PATHS_CHECK_LAUNCH("fill_leaves_kernel");
    }

    if (parents) {
        BOOST_GPU_PATHS_CUDA_CHECK(cudaMemsetAsync(unresolved.data(), 0, sizeof(std::uint32_t), work));
        const std::size_t threads = (std::size_t(m) + parent_edges_per_thread - 1) / parent_edges_per_thread;
        if (m)
            offer_parents_kernel<W><<<grid_for(threads, 256), 256, 0, work>>>(
                input, dist.data(), no_path<W>(), parent.data());
        BOOST_GPU_PATHS_CHECK_LAUNCH("offer_parents_kernel");
        finish_parents_kernel<W><<<grid_for(n, 256), 256, 0, work>>>(
            n, dist.data(), no_path<W>(), parent.data(), unresolved.data());
        BOOST_GPU_PATHS_CHECK_LAUNCH("finish_parents_kernel");
    }
    finished.record(work);
    phases.enter("cuda: download");

    // Distances, parents and the unresolved count: into the caller's arrays, or for small
    // results through one pinned block.
    const std::size_t distance_bytes = std::size_t(n) * sizeof(W);
    const std::size_t parent_bytes = parents ? std::size_t(n) * sizeof(std::uint32_t) : 0;
    const std::size_t staged_bytes = distance_bytes + parent_bytes + sizeof(std::uint32_t);
    pinned_buffer<unsigned char> staging(staged_bytes <= staged_download_bytes ? staged_bytes : 0);
    unsigned char* const staged = staging.data();
    std::uint32_t unresolved_count = 0;
    auto download = [&](void* host, const void* device_data, std::size_t bytes, std::size_t staged_at) {
        if (!staged) page_lock_host_array(host, bytes);
        BOOST_GPU_PATHS_CUDA_CHECK(cudaMemcpyAsync(staged ? staged + staged_at : host, device_data, bytes,
                                                   cudaMemcpyDeviceToHost, work));
    };
    download(distances, dist.data(), distance_bytes, 0);
    if (parents) {
        download(parents, parent.data(), parent_bytes, distance_bytes);
        download(&unresolved_count, unresolved.data(), sizeof(std::uint32_t), distance_bytes + parent_bytes);
    }
    downloaded.record(work);
    search_control<W> final_state{};
    if (out)
        BOOST_GPU_PATHS_CUDA_CHECK(cudaMemcpyAsync(&final_state, control.data(), sizeof final_state,
                                                   cudaMemcpyDeviceToHost, work));
    BOOST_GPU_PATHS_CUDA_CHECK(cudaStreamSynchronize(work));
    if (staged) {
        std::memcpy(distances, staged, distance_bytes);
        if (parents) {
            std::memcpy(parents, staged + distance_bytes, parent_bytes);
            std::memcpy(&unresolved_count, staged + distance_bytes + parent_bytes, sizeof(std::uint32_t));
        }
    }
    double upload_ms = 0;
    if (upload_pending_) {  // the graph's upload, read once the first search has waited for it
        upload_ms = uploaded_.since(start_.e);
        upload_pending_ = false;
    }
    phases.end();
    if (unresolved_count) shared::complete_plateau_parents(graph, weights, distances, no_path<W>(), parents);

    if (out) {
        out->method = std::string("delta-stepping, delta ") + std::to_string(delta) +
                      (chains ? ", chains of degree-2 vertices jumped over" : "");
        out->sssp_phases = final_state.phase_id - initial.phase_id;
        out->upload_ms = uploaded.since(start) + upload_ms;
        out->compute_ms = finished.since(uploaded);
        out->download_ms = downloaded.since(finished);
        out->peak_device_bytes = device.peak_bytes();
    }
}

}  // namespace

template <class W>
std::unique_ptr<typename backend_api::sssp_engine<W>::implementation> make_engine(const execution_context& context,
                                                                                const csr_topology& graph,
                                                                                const W* weights)
{
    device_scope device(context.device);
    using implementation = typename backend_api::sssp_engine<W>::implementation;
    if (takes_one_block<W>(graph, context))
        return std::unique_ptr<implementation>(new one_block_engine<W>(context, graph, weights));
    return std::unique_ptr<implementation>(new single_source_engine<W>(context, graph, weights));
}

template <class W>
void dijkstra(const execution_context& context, const csr_topology& graph, const W* weights,
              const std::uint32_t* sources, std::size_t source_count, W* distances, std::uint32_t* parents)
{
    if (graph.vertex_count == 0) return;
    device_scope device(context.device);
    make_engine<W>(context, graph, weights)->search(sources, source_count, distances, parents, context.report);
    if (context.report) context.report->peak_device_bytes = device.peak_bytes();
}

#define BOOST_GPU_PATHS_INSTANTIATE_CUDA_DIJKSTRA(W)                                                              \
    template void dijkstra<W>(const execution_context&, const csr_topology&, const W*, const std::uint32_t*, \
                              std::size_t, W*, std::uint32_t*);                                            \
    template std::unique_ptr<typename backend_api::sssp_engine<W>::implementation> make_engine<W>(            \
        const execution_context&, const csr_topology&, const W*);
BOOST_GPU_PATHS_FOR_EACH_WEIGHT(BOOST_GPU_PATHS_INSTANTIATE_CUDA_DIJKSTRA)
#undef BOOST_GPU_PATHS_INSTANTIATE_CUDA_DIJKSTRA

}  // namespace sssp
}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost
