// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Sizes of one closure call on the device: the padded order, the pivot block width, and
// the check that the matrices fit before anything is allocated.
#ifndef BOOST_GPU_PATHS_SRC_CUDA_CLOSURE_SIZING_CUH
#define BOOST_GPU_PATHS_SRC_CUDA_CLOSURE_SIZING_CUH

#include "cuda/closure/tile_kernels.cuh"
#include "cuda/runtime/check.cuh"
#include "cuda/runtime/memory.cuh"

#include <boost_gpu_paths/errors.hpp>
#include <boost_gpu_paths/execution.hpp>

#include <algorithm>
#include <cstddef>
#include <string>

namespace boost {
namespace gpu_paths {
namespace cuda {
namespace closure {

inline std::size_t round_up(std::size_t x, std::size_t m) { return (x + m - 1) / m * m; }

// Pivot block width: options.block, else 128 (doc/design-floyd-warshall.md). With tracked
// predecessors the product keeps a whole b-deep panel in shared memory, which caps b at
// 256 for 4-byte values and 128 for 8-byte ones.
inline std::size_t choose_block(std::size_t n_pad, const closure_options& options, bool tracked = false,
                                std::size_t value_bytes = 4)
{
    if (options.block % tile != 0)
        throw invalid_input("closure_options::block must be 0 or a multiple of " + std::to_string(tile) + "; got " +
                            std::to_string(options.block));
    std::size_t block = options.block ? options.block : std::size_t(tile);
    if (tracked) block = std::min<std::size_t>(block, value_bytes == 4 ? 256 : 128);
    return std::min(block, n_pad);
}

inline std::string mib(std::size_t bytes) { return std::to_string(bytes / 1048576) + " MiB"; }

// remedy: what the caller can do instead, as the message's last sentence.
inline void check_fits(std::size_t bytes, std::size_t n, std::size_t n_pad, const char* what,
                       const char* remedy = "Use the host backend (use_backend(backend_kind::host)).")
{
    std::size_t free_bytes = 0, total_bytes = 0;
    BOOST_GPU_PATHS_CUDA_CHECK(cudaMemGetInfo(&free_bytes, &total_bytes));
    if (bytes > free_bytes) {
        // Blocks kept from earlier calls count as used; give them back and look again.
        free_kept_blocks(current_device());
        BOOST_GPU_PATHS_CUDA_CHECK(cudaMemGetInfo(&free_bytes, &total_bytes));
    }
    if (bytes > free_bytes)
        throw device_memory_error(
            static_cast<int>(cudaErrorMemoryAllocation),
            std::string(what) + " on " + std::to_string(n) + " vertices (padded to " + std::to_string(n_pad) +
                ") needs " + std::to_string(bytes) + " bytes (" + mib(bytes) + ") of device memory; " +
                std::to_string(free_bytes) + " bytes (" + mib(free_bytes) + ") are free of " + std::to_string(total_bytes) +
                ". " + remedy,
            bytes);
}

}  // namespace closure
}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost

#endif
