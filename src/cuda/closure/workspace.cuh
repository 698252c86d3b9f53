// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The closure schedule's device workspace (schedule.cuh): the pivot panels of two rounds
// and of a wide pivot block's inner closure.
#ifndef BOOST_GPU_PATHS_SRC_CUDA_CLOSURE_WORKSPACE_CUH
#define BOOST_GPU_PATHS_SRC_CUDA_CLOSURE_WORKSPACE_CUH

#include "cuda/runtime/memory.cuh"
#include "cuda/closure/tile_kernels.cuh"

#include <cstddef>
#include <cstdint>

namespace boost {
namespace gpu_paths {
namespace cuda {
namespace closure {

// A part of a device_buffer.
template <class T>
struct device_span {
    T* ptr = nullptr;
    std::size_t count = 0;
    T* data() const noexcept { return ptr; }
    std::size_t size() const noexcept { return count; }
};

// Device buffers beside the matrix: the pivot panels and the transposed pivot tile, in
// two sets so that the lookahead schedule can build round K+1's panels while round K's
// phase 3 still reads its own.
template <class T>
struct closure_workspace {
    struct set {
        device_span<T> row_panel, column_panel_t, column_t, pivot_t;
        device_buffer<std::uint32_t> row_panel_pred;

        static std::size_t elements(std::size_t width, std::size_t block) { return 3 * block * width + block * block; }
        static std::size_t bytes(std::size_t width, std::size_t block, bool paths)
        {
            return elements(width, block) * sizeof(T) + (paths ? block * width * sizeof(std::uint32_t) : 0);
        }
        void carve(T* base, std::size_t width, std::size_t block, bool paths)
        {
            row_panel = {base, block * width};
            column_panel_t = {base + block * width, block * width};
            column_t = {base + 2 * block * width, block * width};
            pivot_t = {base + 3 * block * width, block * block};
            if (paths) row_panel_pred.allocate(block * width, "Floyd-Warshall pivot row predecessors");
        }
    } sets[2], inner;  // inner: the recursive closure of a wide pivot block
    // The value panels of both sets (then inner's) in one allocation, so that once the
    // rounds are done it is one buffer of spare_size() elements (the deferred quadrant's
    // transposed strip).
    device_buffer<T> storage;
    std::size_t spare_elements = 0;

    static std::size_t bytes(std::size_t n_pad, std::size_t block, bool paths)
    {
        return 2 * set::bytes(n_pad, block, paths) + (block > tile ? set::bytes(block, tile, paths) : 0);
    }
    void allocate(std::size_t n_pad, std::size_t block, bool paths)
    {
        const std::size_t per_set = set::elements(n_pad, block);
        const std::size_t inner_elements = block > tile ? set::elements(block, tile) : 0;
        storage.allocate(2 * per_set + inner_elements, "Floyd-Warshall pivot panels");
        sets[0].carve(storage.data(), n_pad, block, paths);
        sets[1].carve(storage.data() + per_set, n_pad, block, paths);
        if (block > tile) inner.carve(storage.data() + 2 * per_set, block, tile, paths);
        spare_elements = 2 * per_set;
    }
    T* spare() const noexcept { return storage.data(); }
    std::size_t spare_size() const noexcept { return spare_elements; }
};

}  // namespace closure
}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost

#endif
