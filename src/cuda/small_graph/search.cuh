// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Small graphs searched by one thread block in one launch (search_kernel.cuh), for the bfs
// and sssp families: a breadth-first search is the same search with unit weights.
//
// A call on a small graph is all fixed cost: what the many-block searches spend on
// launches, grid barriers and host round trips is far above the work. Here a search is one
// copy in (the graph and its sources, packed in one pinned block; a resident graph's later
// searches copy their sources only), one launch, one copy out and one wait.
#ifndef BOOST_GPU_PATHS_SRC_CUDA_SMALL_GRAPH_SEARCH_CUH
#define BOOST_GPU_PATHS_SRC_CUDA_SMALL_GRAPH_SEARCH_CUH

#include "cuda/runtime/memory.cuh"

#include <boost_gpu_paths/execution.hpp>

#include <boost_gpu_paths/detail/interface/graph_arrays.hpp>

#include <cstddef>
#include <cstdint>

namespace boost {
namespace gpu_paths {
namespace cuda {
namespace small_graph {

// True when searches of `graph` with distances of `distance_bytes` bytes run as the
// one-block search on the current device: the graph has at most `limit` vertices + edges
// (the family's one_block_limit option; 0 turns the search off), and the search's state,
// parents included, fits one block's shared memory.
bool takes(const backend_api::csr_topology& graph, std::size_t distance_bytes, bool unit_weights,
           std::uint64_t limit);

// What a search's report tells, the times from CUDA events where asked for.
struct search_facts {
    float upload_ms = 0;
    float compute_ms = 0;
    float download_ms = 0;
    std::uint32_t rounds = 0;  // relaxation rounds, the last of which lowered nothing
};

// A small graph staged for one-block searches on the current device. The constructor
// copies the graph and its weights (null: every edge weighs 1) into a pinned block, so the
// caller's arrays are not read afterwards; the first search uploads them with its sources.
template <class W>
class searcher {
public:
    searcher(const backend_api::csr_topology& graph, const W* weights);

    // Distances from the nearest source (`unreached` where none leads) and, when parents is
    // not null, parents as the backend interface defines them (sources and unreached
    // vertices their own). Sources are < vertex_count, in any order, repeats allowed.
    // Waits for the stream. With facts, the copies and the kernel are timed by events.
    void search(cudaStream_t stream, const std::uint32_t* sources, std::size_t source_count, W unreached,
                W* distances, std::uint32_t* parents, search_facts* facts, trace_mode trace);

    // The staged CSR offsets (vertex_count + 1), for statistics over the reached vertices.
    const std::uint32_t* offsets() const noexcept { return reinterpret_cast<const std::uint32_t*>(staging_.data()); }
    std::size_t device_bytes() const noexcept { return device_.bytes(); }

private:
    std::uint32_t vertex_count_, edge_count_;
    bool unit_weights_;
    // Byte offsets of the packed regions, the same in the pinned block and on the device:
    // the input (offsets, targets, weights, then the sources), then the output (the round
    // count in 8 bytes, the distances, the parents).
    std::size_t targets_at_, weights_at_, sources_at_, output_at_, distances_at_, parents_at_, total_;
    bool graph_uploaded_ = false;
    pinned_buffer<unsigned char> staging_;
    device_buffer<unsigned char> device_;
};

}  // namespace small_graph
}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost

#endif
