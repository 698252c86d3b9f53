// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// A graph's CSR arrays copied to the device, the one upload every family uses.
#ifndef BOOST_GPU_PATHS_SRC_CUDA_RUNTIME_DEVICE_CSR_CUH
#define BOOST_GPU_PATHS_SRC_CUDA_RUNTIME_DEVICE_CSR_CUH

#include "cuda/runtime/check.cuh"
#include "cuda/runtime/memory.cuh"
#include "cuda/runtime/staged_upload.cuh"

#include <boost_gpu_paths/detail/interface/graph_arrays.hpp>

#include <cstdint>

namespace boost {
namespace gpu_paths {
namespace cuda {

// Queues the copy of `count` elements to the device. True when it reads `data` after
// returning (page-locked memory: the layout's own arrays, block_cache.cuh), which must then
// stay until the stream gets past the copy; pageable memory is read before it returns,
// large pageable arrays through pinned chunks of staging_chunk bytes (staged_upload.cuh).
template <class T>
bool upload(device_buffer<T>& buffer, const T* data, std::size_t count, cudaStream_t stream,
            std::size_t staging_chunk = 0)
{
    if (!count) return false;
    const std::size_t bytes = count * sizeof(T);
    const bool locked = page_lock_host_array(data, bytes);
    if (!locked && takes_staged_upload(bytes, staging_chunk)) {
        staged_upload(buffer.data(), data, bytes, stream, staging_chunk);
        return false;
    }
    BOOST_GPU_PATHS_CUDA_CHECK(cudaMemcpyAsync(buffer.data(), data, bytes, cudaMemcpyHostToDevice, stream));
    return locked;
}

// Offsets and targets; the copies are queued on `stream` (reads_host: the host arrays must
// stay until it gets past them). staging_chunk as upload's.
struct device_topology {
    device_buffer<std::uint32_t> offsets, targets;
    bool reads_host = false;

    device_topology() = default;
    device_topology(const backend_api::csr_topology& graph, cudaStream_t stream, std::size_t staging_chunk)
    {
        upload_topology(graph, stream, staging_chunk);
    }

protected:
    void upload_topology(const backend_api::csr_topology& graph, cudaStream_t stream, std::size_t staging_chunk)
    {
        offsets.allocate(std::size_t(graph.vertex_count) + 1, "CSR offsets");
        targets.allocate(graph.edge_count, "CSR targets");
        reads_host = upload(offsets, graph.offsets, std::size_t(graph.vertex_count) + 1, stream, staging_chunk) ||
                     reads_host;
        reads_host = upload(targets, graph.targets, graph.edge_count, stream, staging_chunk) || reads_host;
    }
};

// Offsets, targets and one weight per edge. The weights are queued first: they are
// usually the layout's own page-locked array, whose copy then runs on the copy engine
// while the host threads stage the caller's pageable topology (a shared CSR graph's).
template <class W>
struct device_csr : device_topology {
    device_buffer<W> weights;

    device_csr(const backend_api::csr_topology& graph, const W* edge_weights, cudaStream_t stream,
               std::size_t staging_chunk)
        : weights(graph.edge_count, "edge weights")
    {
        reads_host = upload(weights, edge_weights, graph.edge_count, stream, staging_chunk);
        upload_topology(graph, stream, staging_chunk);
    }
};

}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost

#endif
