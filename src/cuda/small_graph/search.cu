// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The host side of the one-block search (search.cuh): staging, the three queued steps and
// the one wait.
#include "cuda/small_graph/search.cuh"
#include "cuda/small_graph/search_kernel.cuh"
#include "cuda/small_graph/shared_memory.cuh"
#include "cuda/small_graph/step_events.cuh"

#include "cuda/runtime/check.cuh"

#include <boost_gpu_paths/detail/base/weight_types.hpp>

#include <algorithm>
#include <cstring>
#include <vector>

namespace boost {
namespace gpu_paths {
namespace cuda {
namespace small_graph {

bool takes(const backend_api::csr_topology& graph, std::size_t distance_bytes, bool unit_weights, std::uint64_t limit)
{
    const std::uint64_t size = std::uint64_t(graph.vertex_count) + graph.edge_count;
    if (graph.vertex_count == 0 || size > limit) return false;
    return shared_bytes(graph.vertex_count, graph.edge_count, distance_bytes, unit_weights, true) <=
           shared_limit(current_device());
}

template <class W>
searcher<W>::searcher(const backend_api::csr_topology& graph, const W* weights)
    : vertex_count_(graph.vertex_count), edge_count_(graph.edge_count), unit_weights_(weights == nullptr)
{
    const std::size_t n = vertex_count_, m = edge_count_;
    targets_at_ = aligned((n + 1) * 4);
    weights_at_ = aligned(targets_at_ + m * 4);
    sources_at_ = aligned(weights_at_ + (unit_weights_ ? 0 : m * sizeof(W)));
    output_at_ = aligned(sources_at_ + n * 4);
    distances_at_ = output_at_ + 16;
    parents_at_ = aligned(distances_at_ + n * sizeof(W));
    total_ = aligned(parents_at_ + n * 4);
    staging_.allocate(total_);
    device_.allocate(total_, "one-block search");
    unsigned char* const at = staging_.data();
    std::memcpy(at, graph.offsets, (n + 1) * 4);
    if (m) std::memcpy(at + targets_at_, graph.targets, m * 4);
    if (m && !unit_weights_) std::memcpy(at + weights_at_, weights, m * sizeof(W));
}

template <class W>
void searcher<W>::search(cudaStream_t stream, const std::uint32_t* sources, std::size_t source_count, W unreached,
                         W* distances, std::uint32_t* parents, search_facts* facts,
                         trace_mode trace)
{
    const std::size_t n = vertex_count_;
    unsigned char* const host = staging_.data();
    unsigned char* const device = device_.data();

    // Sources once each: at most n of them fit the staged region.
    auto* const staged_sources = reinterpret_cast<std::uint32_t*>(host + sources_at_);
    std::size_t count = 0;
    if (source_count <= n) {
        std::copy(sources, sources + source_count, staged_sources);
        count = source_count;
    } else {
        std::vector<std::uint32_t> all(sources, sources + source_count);
        std::sort(all.begin(), all.end());
        count = std::unique(all.begin(), all.end()) - all.begin();
        std::copy(all.begin(), all.begin() + count, staged_sources);
    }

    step_events steps(facts != nullptr, trace);
    steps.mark(step_events::start, stream);
    const std::size_t upload_from = graph_uploaded_ ? sources_at_ : 0;
    const std::size_t upload_to = sources_at_ + count * 4;
    if (upload_to > upload_from)
        BOOST_GPU_PATHS_CUDA_CHECK(cudaMemcpyAsync(device + upload_from, host + upload_from, upload_to - upload_from,
                                                   cudaMemcpyHostToDevice, stream));
    steps.mark(step_events::uploaded, stream);

    search_parameters<W> p;
    p.offsets = reinterpret_cast<const std::uint32_t*>(device);
    p.targets = reinterpret_cast<const std::uint32_t*>(device + targets_at_);
    p.weights = reinterpret_cast<const W*>(device + weights_at_);
    p.sources = reinterpret_cast<const std::uint32_t*>(device + sources_at_);
    p.source_count = static_cast<std::uint32_t>(count);
    p.vertex_count = vertex_count_;
    p.edge_count = edge_count_;
    p.unreached = unreached;
    p.distances = reinterpret_cast<W*>(device + distances_at_);
    p.parents = parents ? reinterpret_cast<std::uint32_t*>(device + parents_at_) : nullptr;
    p.rounds = reinterpret_cast<std::uint32_t*>(device + output_at_);
    const std::size_t shared = shared_bytes(vertex_count_, edge_count_, sizeof(W), unit_weights_, parents != nullptr);
    const int device_ordinal = current_device();
    if (unit_weights_)
        allowed_all_shared_memory<search_kernel<W, true>>(device_ordinal)<<<1, search_threads, shared, stream>>>(p);
    else
        allowed_all_shared_memory<search_kernel<W, false>>(device_ordinal)<<<1, search_threads, shared, stream>>>(p);
    BOOST_GPU_PATHS_CHECK_LAUNCH("small_graph::search_kernel");
    steps.mark(step_events::computed, stream);

    const std::size_t download_to = parents ? parents_at_ + n * 4 : distances_at_ + n * sizeof(W);
    BOOST_GPU_PATHS_CUDA_CHECK(cudaMemcpyAsync(host + output_at_, device + output_at_, download_to - output_at_,
                                               cudaMemcpyDeviceToHost, stream));
    steps.mark(step_events::downloaded, stream);
    BOOST_GPU_PATHS_CUDA_CHECK(cudaStreamSynchronize(stream));
    graph_uploaded_ = true;

    std::memcpy(distances, host + distances_at_, n * sizeof(W));
    if (parents) std::memcpy(parents, host + parents_at_, n * 4);
    if (facts) {
        facts->upload_ms = steps.ms_before(step_events::uploaded);
        facts->compute_ms = steps.ms_before(step_events::computed);
        facts->download_ms = steps.ms_before(step_events::downloaded);
        std::memcpy(&facts->rounds, host + output_at_, 4);
    }
}

template class searcher<std::uint32_t>;
#define BOOST_GPU_PATHS_INSTANTIATE_SMALL_GRAPH_SEARCHER(W) template class searcher<W>;
BOOST_GPU_PATHS_FOR_EACH_WEIGHT(BOOST_GPU_PATHS_INSTANTIATE_SMALL_GRAPH_SEARCHER)
#undef BOOST_GPU_PATHS_INSTANTIATE_SMALL_GRAPH_SEARCHER

}  // namespace small_graph
}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost
