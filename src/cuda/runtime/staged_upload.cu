// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Uploads of pageable host memory through pinned chunks (staged_upload.cuh).
#include "cuda/runtime/staged_upload.cuh"

#include "cuda/runtime/check.cuh"
#include "cuda/runtime/memory.cuh"

#include <boost_gpu_paths/detail/base/parallel_for.hpp>

#include <algorithm>
#include <cstring>

namespace boost {
namespace gpu_paths {
namespace cuda {

namespace {

// Chunks in flight. The host's fill is the faster side only while the copy engine is busy
// with copies queued before (a CSR graph's weights, device_csr.cuh): then the host fills
// several chunks ahead; otherwise two would do.
constexpr int staging_slots = 4;

// Arrays below this many chunks are copied directly: staging them would pipeline too little.
constexpr std::size_t least_staged_chunks = 2;

// Each host thread copies at least this much of a chunk: waking a worker costs
// microseconds, as much as copying a few hundred kilobytes.
constexpr std::size_t bytes_per_thread = std::size_t(1) << 20;

}  // namespace

std::size_t staging_chunk_bytes(const options& tuning) noexcept
{
    return std::size_t(tuning.upload_chunk_mib) << 20;
}

bool takes_staged_upload(std::size_t bytes, std::size_t chunk_bytes) noexcept
{
    return chunk_bytes > 0 && bytes >= least_staged_chunks * chunk_bytes;
}

void staged_upload(void* device, const void* host, std::size_t bytes, cudaStream_t stream, std::size_t chunk_bytes)
{
    auto* const to = static_cast<unsigned char*>(device);
    const auto* const from = static_cast<const unsigned char*>(host);
    pinned_buffer<unsigned char> chunks[staging_slots];
    event moved[staging_slots];
    const std::size_t chunk_count = (bytes + chunk_bytes - 1) / chunk_bytes;
    for (std::size_t slot = 0; slot < staging_slots && slot < chunk_count; ++slot)
        chunks[slot].allocate(std::min(chunk_bytes, bytes));
    std::size_t count = 0;
    for (std::size_t offset = 0; offset < bytes; offset += chunk_bytes, ++count) {
        const std::size_t length = std::min(chunk_bytes, bytes - offset);
        const int slot = static_cast<int>(count % staging_slots);
        if (count >= staging_slots) moved[slot].synchronize();  // the copy engine is done with it
        unsigned char* const staged = chunks[slot].data();
        base::parallel_for_chunks(
            0, length, [&](std::size_t lo, std::size_t hi) { std::memcpy(staged + lo, from + offset + lo, hi - lo); },
            bytes_per_thread);
        BOOST_GPU_PATHS_CUDA_CHECK(cudaMemcpyAsync(to + offset, staged, length, cudaMemcpyHostToDevice, stream));
        moved[slot].record(stream);
    }
    // The chunks go back to the kept pinned blocks idle.
    for (int slot = 0; slot < staging_slots && slot < static_cast<int>(count); ++slot) moved[slot].synchronize();
}

}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost
