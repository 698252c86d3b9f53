// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Small dense closures by one thread block in one launch (closure_kernel.cuh), for the
// closure family: one copy in (the graph, or the caller's matrix, packed in one pinned
// block), one launch, one copy out, one wait, and the rows handed to the sinks.
#ifndef BOOST_GPU_PATHS_SRC_CUDA_SMALL_GRAPH_CLOSURE_CUH
#define BOOST_GPU_PATHS_SRC_CUDA_SMALL_GRAPH_CLOSURE_CUH

#include "cuda/runtime/memory.cuh"

#include <boost_gpu_paths/execution.hpp>

#include <boost_gpu_paths/detail/interface/closure.hpp>

#include <cstddef>
#include <cstdint>

namespace boost {
namespace gpu_paths {
namespace cuda {
namespace small_graph {

// True when a closure of n vertices with distances of `distance_bytes` bytes runs in one
// block on the current device: n is at most `limit` (closure_options::one_block_limit; 0
// turns it off) and the matrices fit one block's shared memory.
bool takes_closure(std::uint32_t n, std::size_t distance_bytes, bool paths, std::uint32_t limit);

struct closure_facts {
    float upload_ms = 0;
    float compute_ms = 0;
    float download_ms = 0;
};

// floyd_warshall of detail/interface/closure.hpp on `stream` (waited for): false, and
// nothing handed to the sinks, when a negative cycle exists. Predecessors are tracked.
template <class W>
bool floyd_warshall(cudaStream_t stream, const backend_api::dense_apsp_problem<W>& problem,
                    backend_api::row_sink<W> distances, const backend_api::row_sink<std::uint32_t>* predecessors,
                    closure_facts* facts, trace_mode trace);

}  // namespace small_graph
}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost

#endif
