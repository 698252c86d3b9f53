// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The BFS engine's launch shapes (engine.cu) and what it asks of a device about its
// persistent kernel, asked once per device.
#ifndef BOOST_GPU_PATHS_SRC_CUDA_BFS_LAUNCH_SETUP_CUH
#define BOOST_GPU_PATHS_SRC_CUDA_BFS_LAUNCH_SETUP_CUH

#include "cuda/bfs/persistent.cuh"
#include "cuda/runtime/check.cuh"

#include <boost_gpu_paths/errors.hpp>

#include <cstddef>
#include <cstdint>
#include <map>
#include <memory>
#include <mutex>

namespace boost {
namespace gpu_paths {
namespace cuda {
namespace bfs {

constexpr int persistent_threads = 1024;
constexpr int block_queue_capacity = 4096;            // shared-memory queue entries per side
constexpr std::uint32_t default_block_frontier = 256;
constexpr int step_threads = 256;
constexpr int balanced_items = 4;                     // edges per thread in expand_load_balanced
constexpr int bottom_up_words_per_warp = 4;           // visited words per warp in expand_bottom_up
constexpr std::uint32_t persistent_degree_limit = 4096;

using persistent_kernel_type = void (*)(bfs::persistent_parameters);
constexpr persistent_kernel_type persistent_kernel = bfs::persistent_top_down<persistent_threads, block_queue_capacity>;

// Results of at most this many bytes come back through one pinned block (download()).
constexpr std::size_t staged_download_bytes = std::size_t(1) << 20;

// What the engine asks of a device, asked once per device: the answers do not change, and
// the queries cost more than a small search.
struct device_facts {
    int sm_count = 0;
    std::size_t dynamic_shared_limit = 0;  // the persistent kernel's dynamic shared memory, at most
};

inline const device_facts& facts_of(int device)
{
    static std::mutex mutex;
    static std::map<int, std::unique_ptr<device_facts>> known;
    std::lock_guard<std::mutex> lock(mutex);
    if (const auto found = known.find(device); found != known.end()) return *found->second;
    auto facts = std::make_unique<device_facts>();
    BOOST_GPU_PATHS_CUDA_CHECK(cudaDeviceGetAttribute(&facts->sm_count, cudaDevAttrMultiProcessorCount, device));
    int cooperative = 0, shared_optin = 0;
    BOOST_GPU_PATHS_CUDA_CHECK(cudaDeviceGetAttribute(&cooperative, cudaDevAttrCooperativeLaunch, device));
    BOOST_GPU_PATHS_CUDA_CHECK(cudaDeviceGetAttribute(&shared_optin, cudaDevAttrMaxSharedMemoryPerBlockOptin, device));
    cudaFuncAttributes attributes{};
    BOOST_GPU_PATHS_CUDA_CHECK(cudaFuncGetAttributes(&attributes, persistent_kernel));
    const std::size_t optin = static_cast<std::size_t>(shared_optin);
    facts->dynamic_shared_limit = optin > attributes.sharedSizeBytes ? optin - attributes.sharedSizeBytes : 0;
    // Allowed once for the largest bitmap; a launch asks for what it needs. One block per
    // SM must fit even then, so it fits for every smaller bitmap.
    BOOST_GPU_PATHS_CUDA_CHECK(cudaFuncSetAttribute(persistent_kernel, cudaFuncAttributeMaxDynamicSharedMemorySize,
                                                    static_cast<int>(facts->dynamic_shared_limit)));
    int blocks_per_sm = 0;
    BOOST_GPU_PATHS_CUDA_CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(
        &blocks_per_sm, persistent_kernel, persistent_threads, facts->dynamic_shared_limit));
    if (!cooperative || blocks_per_sm < 1) {
        // Without the bitmap in shared memory, then.
        facts->dynamic_shared_limit = 0;
        BOOST_GPU_PATHS_CUDA_CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks_per_sm, persistent_kernel,
                                                                                 persistent_threads, 0));
    }
    if (!cooperative || blocks_per_sm < 1)
        throw backend_unavailable("breadth_first_search: the CUDA device cannot run the persistent search kernel "
                                  "(cooperative launch unsupported or too few resources per multiprocessor)");
    device_facts& kept = *facts;
    known.emplace(device, std::move(facts));
    return kept;
}

}  // namespace bfs
}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost

#endif
