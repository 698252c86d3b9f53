// CUDA backend: single-source (and multi-source) shortest paths. Uploads the graph (and,
// for integer weights on road-like graphs, redirects edges over chains of degree-2
// vertices: sssp_chains.cuh), runs the cooperative delta-stepping kernel
// (sssp_single_source.cuh), fills in the chain vertices, derives parents from the final
// distances over the original edges (sssp_parents.cuh) and downloads the results.
#include <boost_gpu_paths/cuda/check.cuh>
#include <boost_gpu_paths/cuda/memory.cuh>
#include <boost_gpu_paths/cuda/shortest_paths.hpp>
#include <boost_gpu_paths/cuda/sssp_chains.cuh>
#include <boost_gpu_paths/cuda/sssp_delta.hpp>
#include <boost_gpu_paths/cuda/sssp_parents.cuh>
#include <boost_gpu_paths/cuda/sssp_single_source.cuh>
#include <boost_gpu_paths/errors.hpp>
#include <boost_gpu_paths/host/shortest_paths.hpp>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <string>
#include <type_traits>
#include <vector>

namespace boost {
namespace gpu_paths {
namespace cuda {

namespace {

using backend_api::csr_topology;

unsigned grid_for(std::size_t items, unsigned block)
{
    const std::size_t blocks = (items + block - 1) / block;
    return static_cast<unsigned>(std::max<std::size_t>(1, std::min<std::size_t>(blocks, 65535u * 16)));
}

// How many blocks of the cooperative kernel fit on the device at once (all must).
template <class W>
unsigned cooperative_grid(std::size_t shared_bytes)
{
    int device = 0, multiprocessors = 0, cooperative = 0, blocks_per_sm = 0;
    BOOST_GPU_PATHS_CUDA_CHECK(cudaGetDevice(&device));
    BOOST_GPU_PATHS_CUDA_CHECK(cudaDeviceGetAttribute(&multiprocessors, cudaDevAttrMultiProcessorCount, device));
    BOOST_GPU_PATHS_CUDA_CHECK(cudaDeviceGetAttribute(&cooperative, cudaDevAttrCooperativeLaunch, device));
    BOOST_GPU_PATHS_CUDA_CHECK(cudaFuncSetAttribute(sssp::single_source_kernel<W>,
                                                    cudaFuncAttributeMaxDynamicSharedMemorySize,
                                                    static_cast<int>(shared_bytes)));
    BOOST_GPU_PATHS_CUDA_CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(
        &blocks_per_sm, sssp::single_source_kernel<W>, sssp::single_source_block, shared_bytes));
    if (!cooperative || blocks_per_sm < 1)
        throw backend_unavailable("dijkstra: this device cannot run the cooperative search kernel "
                                  "(cooperative launch unsupported or too few resources per multiprocessor)");
    return static_cast<unsigned>(multiprocessors * blocks_per_sm);
}

// Chain shortcuts (sssp_chains.cuh): integer weights, road-like graphs (fewer than 4
// edges per vertex), unless BOOST_GPU_PATHS_SSSP_CHAINS=0.
template <class W>
bool use_chain_shortcuts(const csr_topology& graph)
{
    if (!std::is_integral<W>::value || std::uint64_t(graph.edge_count) >= 4 * std::uint64_t(graph.vertex_count))
        return false;
    const char* env = std::getenv("BOOST_GPU_PATHS_SSSP_CHAINS");
    return !(env && std::string(env) == "0");
}

template <class T>
void upload(device_buffer<T>& buffer, const T* data, std::size_t count, cudaStream_t stream)
{
    if (count) BOOST_GPU_PATHS_CUDA_CHECK(cudaMemcpyAsync(buffer.data(), data, count * sizeof(T), cudaMemcpyHostToDevice, stream));
}

}  // namespace

template <class W>
void dijkstra(const csr_topology& graph, const W* weights, const std::uint32_t* sources, std::size_t source_count,
              W* distances, std::uint32_t* parents, backend_api::timing* report,
              const backend_api::shortest_paths_options* options)
{
    const std::uint32_t n = graph.vertex_count;
    const std::uint32_t m = graph.edge_count;
    if (report) report->backend = backend_kind::cuda;
    if (n == 0) return;
    reset_device_bytes_peak();

    // Sources once each, in increasing order.
    std::vector<std::uint32_t> seeds(sources, sources + source_count);
    std::sort(seeds.begin(), seeds.end());
    seeds.erase(std::unique(seeds.begin(), seeds.end()), seeds.end());

    stream work;
    event start, uploaded, finished, downloaded;
    start.record(work.get());
    device_buffer<std::uint32_t> offsets(std::size_t(n) + 1, "CSR offsets");
    device_buffer<uint2> ranges(n, "edge ranges");
    device_buffer<std::uint32_t> targets(m, "CSR targets");
    device_buffer<W> edge_weights(m, "edge weights");
    device_buffer<W> dist(n, "distances");
    device_buffer<std::uint32_t> stamp(n, "queue stamps");
    device_buffer<std::uint32_t> in_far(n, "far-pile flags");
    device_buffer<std::uint32_t> near0(n, "near queue"), near1(n, "near queue");
    device_buffer<std::uint32_t> far0(n, "far pile"), far1(n, "far pile");
    device_buffer<std::uint32_t> seed_list(seeds.size(), "sources");
    device_buffer<sssp::search_control<W>> control(1, "search control");
    device_buffer<std::uint32_t> parent(parents ? n : 0, "parents");
    device_buffer<std::uint32_t> unresolved(parents ? 1 : 0, "parent counter");
    upload(offsets, graph.offsets, std::size_t(n) + 1, work.get());
    upload(targets, graph.targets, m, work.get());
    upload(edge_weights, weights, m, work.get());
    upload(seed_list, seeds.data(), seeds.size(), work.get());

    // The search's graph: the input, or the input with chains jumped over.
    sssp::device_graph<W> input{n, m, offsets.data(), targets.data(), edge_weights.data()};
    sssp::device_graph<W> searched = input;
    const bool chains = use_chain_shortcuts<W>(graph);
    device_buffer<std::uint32_t> all_neighbours(chains ? 2 * std::size_t(n) : 0, "neighbours");
    device_buffer<std::uint32_t> neighbours(chains ? 2 * std::size_t(n) : 0, "chain neighbours");
    device_buffer<W> chain_steps(chains ? 2 * std::size_t(n) : 0, "chain steps");
    device_buffer<std::uint32_t> short_targets(chains ? m : 0, "shortcut targets");
    device_buffer<W> short_weights(chains ? m : 0, "shortcut weights");

    const W delta = sssp::choose_delta(graph, weights, options);
    sssp::search_control<W> initial{};
    initial.kind = seeds.size() <= sssp::narrow_entry ? sssp::phase_narrow : sssp::phase_relax;
    initial.queue = 0;
    initial.in_count = static_cast<std::uint32_t>(seeds.size());
    initial.phase_id = 1;
    initial.threshold = sssp::next_threshold(W(0), delta);
    initial.previous_threshold = W(0);
    initial.far_min = sssp::no_path<W>();
    upload(control, &initial, 1, work.get());
    uploaded.record(work.get());

    if (chains) {
        // All neighbours first (which vertices are leaves), then the others of every vertex.
        for (auto* slots : {&all_neighbours, &neighbours}) {
            BOOST_GPU_PATHS_CUDA_CHECK(
                cudaMemsetAsync(slots->data(), 0xff, slots->size() * sizeof(std::uint32_t), work.get()));
            sssp::note_neighbours_kernel<W><<<grid_for(n, 256), 256, 0, work.get()>>>(
                input, slots == &neighbours ? all_neighbours.data() : nullptr, slots->data());
            BOOST_GPU_PATHS_CHECK_LAUNCH("note_neighbours_kernel");
            sssp::keep_sources_kernel<<<grid_for(seeds.size(), 256), 256, 0, work.get()>>>(
                seed_list.data(), static_cast<std::uint32_t>(seeds.size()), slots->data());
            BOOST_GPU_PATHS_CHECK_LAUNCH("keep_sources_kernel");
        }
        sssp::chain_steps_kernel<W><<<grid_for(n, 256), 256, 0, work.get()>>>(input, neighbours.data(),
                                                                              chain_steps.data());
        BOOST_GPU_PATHS_CHECK_LAUNCH("chain_steps_kernel");
        sssp::shortcut_edges_kernel<W><<<grid_for(n, 256), 256, 0, work.get()>>>(
            input, all_neighbours.data(), neighbours.data(), chain_steps.data(), short_targets.data(),
            short_weights.data());
        BOOST_GPU_PATHS_CHECK_LAUNCH("shortcut_edges_kernel");
        searched.targets = short_targets.data();
        searched.weights = short_weights.data();
    }
    sssp::edge_ranges_kernel<<<grid_for(n, 256), 256, 0, work.get()>>>(n, offsets.data(), ranges.data());
    BOOST_GPU_PATHS_CHECK_LAUNCH("edge_ranges_kernel");
    if (parents) BOOST_GPU_PATHS_CUDA_CHECK(cudaMemsetAsync(parent.data(), 0xff, std::size_t(n) * 4, work.get()));
    sssp::reset_search_kernel<W><<<grid_for(n, 256), 256, 0, work.get()>>>(n, dist.data(), stamp.data(), in_far.data());
    BOOST_GPU_PATHS_CHECK_LAUNCH("reset_search_kernel");
    sssp::seed_sources_kernel<W><<<grid_for(seeds.size(), 256), 256, 0, work.get()>>>(
        seed_list.data(), static_cast<std::uint32_t>(seeds.size()), dist.data(), near0.data(),
        parents ? parent.data() : nullptr);
    BOOST_GPU_PATHS_CHECK_LAUNCH("seed_sources_kernel");

    sssp::single_source_params<W> params;
    params.graph = searched;
    params.ranges = ranges.data();
    params.distances = dist.data();
    params.stamp = stamp.data();
    params.in_far = in_far.data();
    params.near0 = near0.data();
    params.near1 = near1.data();
    params.far0 = far0.data();
    params.far1 = far1.data();
    params.control = control.data();
    params.delta = delta;
    const std::size_t shared_bytes = sizeof(sssp::single_source_storage<W>);
    const unsigned blocks = cooperative_grid<W>(shared_bytes);
    void* arguments[] = {&params};
    BOOST_GPU_PATHS_CUDA_CHECK(cudaLaunchCooperativeKernel(reinterpret_cast<void*>(sssp::single_source_kernel<W>),
                                                           dim3(blocks), dim3(sssp::single_source_block), arguments,
                                                           shared_bytes, work.get()));
    BOOST_GPU_PATHS_CHECK_LAUNCH("single_source_kernel");
    if (chains) {
        sssp::fill_chains_kernel<W><<<grid_for(n, 256), 256, 0, work.get()>>>(input, neighbours.data(),
                                                                             chain_steps.data(), dist.data());
        BOOST_GPU_PATHS_CHECK_LAUNCH("fill_chains_kernel");
        sssp::fill_leaves_kernel<W><<<grid_for(n, 256), 256, 0, work.get()>>>(input, all_neighbours.data(), dist.data());
        BOOST_GPU_PATHS_CHECK_LAUNCH("fill_leaves_kernel");
    }

    if (parents) {
        BOOST_GPU_PATHS_CUDA_CHECK(cudaMemsetAsync(unresolved.data(), 0, sizeof(std::uint32_t), work.get()));
        const std::size_t threads = (std::size_t(m) + sssp::parent_edges_per_thread - 1) / sssp::parent_edges_per_thread;
        if (m)
            sssp::offer_parents_kernel<W><<<grid_for(threads, 256), 256, 0, work.get()>>>(
                input, dist.data(), sssp::no_path<W>(), parent.data());
        BOOST_GPU_PATHS_CHECK_LAUNCH("offer_parents_kernel");
        sssp::finish_parents_kernel<W><<<grid_for(n, 256), 256, 0, work.get()>>>(
            n, dist.data(), sssp::no_path<W>(), parent.data(), unresolved.data());
        BOOST_GPU_PATHS_CHECK_LAUNCH("finish_parents_kernel");
    }
    finished.record(work.get());

    BOOST_GPU_PATHS_CUDA_CHECK(
        cudaMemcpyAsync(distances, dist.data(), std::size_t(n) * sizeof(W), cudaMemcpyDeviceToHost, work.get()));
    std::uint32_t unresolved_count = 0;
    if (parents) {
        BOOST_GPU_PATHS_CUDA_CHECK(cudaMemcpyAsync(parents, parent.data(), std::size_t(n) * sizeof(std::uint32_t),
                                                   cudaMemcpyDeviceToHost, work.get()));
        BOOST_GPU_PATHS_CUDA_CHECK(cudaMemcpyAsync(&unresolved_count, unresolved.data(), sizeof(std::uint32_t),
                                                   cudaMemcpyDeviceToHost, work.get()));
    }
    downloaded.record(work.get());
    sssp::search_control<W> final_state{};
    if (options && options->statistics)
        BOOST_GPU_PATHS_CUDA_CHECK(cudaMemcpyAsync(&final_state, control.data(), sizeof final_state,
                                                   cudaMemcpyDeviceToHost, work.get()));
    work.synchronize();
    if (options && options->statistics) options->statistics->phases = final_state.phase_id - initial.phase_id;
    if (unresolved_count) host::complete_plateau_parents(graph, weights, distances, sssp::no_path<W>(), parents);

    if (report) {
        report->upload_ms = uploaded.since(start);
        report->compute_ms = finished.since(uploaded);
        report->download_ms = downloaded.since(finished);
        report->peak_device_bytes = device_bytes_peak();
    }
}

#define BOOST_GPU_PATHS_INSTANTIATE_CUDA_DIJKSTRA(W)                                                              \
    template void dijkstra<W>(const csr_topology&, const W*, const std::uint32_t*, std::size_t, W*, std::uint32_t*, \
                              backend_api::timing*, const backend_api::shortest_paths_options*);
BOOST_GPU_PATHS_INSTANTIATE_CUDA_DIJKSTRA(float)
BOOST_GPU_PATHS_INSTANTIATE_CUDA_DIJKSTRA(double)
BOOST_GPU_PATHS_INSTANTIATE_CUDA_DIJKSTRA(std::int32_t)
BOOST_GPU_PATHS_INSTANTIATE_CUDA_DIJKSTRA(std::int64_t)
#undef BOOST_GPU_PATHS_INSTANTIATE_CUDA_DIJKSTRA

}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost
