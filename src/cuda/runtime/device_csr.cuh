// A graph's CSR arrays copied to the device, the one upload every family uses.
#ifndef BOOST_GPU_PATHS_SRC_CUDA_RUNTIME_DEVICE_CSR_CUH
#define BOOST_GPU_PATHS_SRC_CUDA_RUNTIME_DEVICE_CSR_CUH

#include "cuda/runtime/check.cuh"
#include "cuda/runtime/memory.cuh"

#include <boost_gpu_paths/detail/interface/graph_arrays.hpp>

#include <cstdint>

namespace boost {
namespace gpu_paths {
namespace cuda {

// Queues the copy of `count` elements to the device. True when it reads `data` after
// returning (page-locked memory: the layout's own arrays, block_cache.cuh), which must then
// stay until the stream gets past the copy; pageable memory is read before it returns.
template <class T>
bool upload(device_buffer<T>& buffer, const T* data, std::size_t count, cudaStream_t stream)
{
    if (!count) return false;
    const bool locked = page_lock_host_array(data, count * sizeof(T));
    BOOST_GPU_PATHS_CUDA_CHECK(cudaMemcpyAsync(buffer.data(), data, count * sizeof(T), cudaMemcpyHostToDevice, stream));
    return locked;
}

// Offsets and targets; the copies are queued on `stream` (reads_host: the host arrays must
// stay until it gets past them).
struct device_topology {
    device_buffer<std::uint32_t> offsets, targets;
    bool reads_host = false;

    device_topology() = default;
    device_topology(const backend_api::csr_topology& graph, cudaStream_t stream)
        : offsets(std::size_t(graph.vertex_count) + 1, "CSR offsets"), targets(graph.edge_count, "CSR targets")
    {
        reads_host = upload(offsets, graph.offsets, std::size_t(graph.vertex_count) + 1, stream);
        reads_host = upload(targets, graph.targets, graph.edge_count, stream) || reads_host;
    }
};

// Offsets, targets and one weight per edge.
template <class W>
struct device_csr : device_topology {
    device_buffer<W> weights;

    device_csr(const backend_api::csr_topology& graph, const W* edge_weights, cudaStream_t stream)
        : device_topology(graph, stream), weights(graph.edge_count, "edge weights")
    {
        reads_host = upload(weights, edge_weights, graph.edge_count, stream) || reads_host;
    }
};

}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost

#endif
