// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Uploads of pageable host memory (a caller's own arrays: the targets of a
// compressed_sparse_row_graph read in place) through pinned chunks that the host threads
// fill while the copy engine moves the chunk before.
//
// The driver copies pageable memory through a small pinned buffer of its own, filled by
// the calling thread alone, one piece after the other: on the device machine's host that
// ran at a fraction of what the bus carries, the largest cost of a whole call on a
// graph of tens of millions of edges. Filling larger chunks on all the call's host
// threads, two chunks in flight, takes the copy to what the host's memory gives.
#ifndef BOOST_GPU_PATHS_SRC_CUDA_RUNTIME_STAGED_UPLOAD_CUH
#define BOOST_GPU_PATHS_SRC_CUDA_RUNTIME_STAGED_UPLOAD_CUH

#include <boost_gpu_paths/execution.hpp>

#include <cuda_runtime_api.h>

#include <cstddef>

namespace boost {
namespace gpu_paths {
namespace cuda {

// The staging chunk of a call's options in bytes (0: the driver's own pageable copy).
std::size_t staging_chunk_bytes(const options& tuning) noexcept;

// True when an upload of `bytes` of pageable memory goes through the staging chunks: at
// least two chunks, so that filling one overlaps moving the other.
bool takes_staged_upload(std::size_t bytes, std::size_t chunk_bytes) noexcept;

// Copies host[0, bytes) to device[0, bytes) on `stream` through pinned chunks of
// chunk_bytes filled by the host threads of the calling thread's scope. Returns once the
// copies are done: the host memory is not read afterwards.
void staged_upload(void* device, const void* host, std::size_t bytes, cudaStream_t stream, std::size_t chunk_bytes);

}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost

#endif
