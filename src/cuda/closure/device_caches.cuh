// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// What the closure family keeps on a device between calls (cuda/runtime/device_resources):
//   * staging_cache: the pinned host buffers rows are streamed through. Pinned memory is
//     slow to allocate (page-locking: milliseconds per 32 MiB), so they are kept, grown as
//     needed; one call streams through them at a time;
//   * kept_matrices: with closure_options::keep_device_memory, the device matrices and
//     panels of the last call, reused by the next call of the same size and type (saving
//     cudaMalloc/cudaFree of the n x n matrix); one set at a time.
// Both go with release_resources().
#ifndef BOOST_GPU_PATHS_SRC_CUDA_CLOSURE_DEVICE_CACHES_CUH
#define BOOST_GPU_PATHS_SRC_CUDA_CLOSURE_DEVICE_CACHES_CUH

#include "cuda/closure/workspace.cuh"
#include "cuda/runtime/device_resources.cuh"
#include "cuda/runtime/memory.cuh"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <mutex>

namespace boost {
namespace gpu_paths {
namespace cuda {
namespace closure {

class staging_cache : public device_resource {
public:
    std::mutex mutex;
    // Slot i (0, 1: distances; 2, 3: predecessors; 4, 5: the negative-cycle word and the
    // rows' check flags) of at least `bytes`.
    unsigned char* get(int i, std::size_t bytes)
    {
        if (slot_[i].size() < bytes) {
            slot_[i].release();  // the old block first: both need not be pinned at once
            slot_[i].allocate(bytes);
        }
        return slot_[i].data();
    }

private:
    pinned_buffer<unsigned char> slot_[6];
};

class kept_matrices : public device_resource {
public:
    std::mutex mutex;

    template <class W>
    struct set {
        device_buffer<W> matrix;
        device_buffer<std::uint32_t> predecessors;
        closure_workspace<W> workspace;
    };

    // True when the kept set is of type W and this shape. tracked: the workspace has the
    // closure's predecessor panels; preds: the predecessor matrix exists.
    template <class W>
    bool holds(std::size_t n_pad, std::size_t block, bool tracked, bool preds) const
    {
        const auto* kept = dynamic_cast<const typed<W>*>(kept_.get());
        return kept && kept->n_pad == n_pad && kept->block == block && kept->tracked == tracked && kept->preds == preds;
    }

    // The kept set of this type and shape, allocated (after the old one is freed) unless
    // it is held already.
    template <class W>
    set<W>& get(std::size_t n_pad, std::size_t block, bool tracked, bool preds)
    {
        if (!holds<W>(n_pad, block, tracked, preds)) {
            kept_.reset();
            std::unique_ptr<typed<W>> fresh(new typed<W>());
            fresh->matrix.allocate(n_pad * n_pad, "the Floyd-Warshall distance matrix");
            if (preds) fresh->predecessors.allocate(n_pad * n_pad, "the Floyd-Warshall predecessor matrix");
            fresh->workspace.allocate(n_pad, block, tracked);
            fresh->n_pad = n_pad;
            fresh->block = block;
            fresh->tracked = tracked;
            fresh->preds = preds;
            kept_ = std::move(fresh);
        }
        return static_cast<typed<W>&>(*kept_);
    }

    void release() noexcept { kept_.reset(); }

private:
    struct any_set {
        virtual ~any_set() = default;
        std::size_t n_pad = 0, block = 0;
        bool tracked = false, preds = false;
    };
    template <class W>
    struct typed : any_set, set<W> {};
    std::unique_ptr<any_set> kept_;
};

}  // namespace closure
}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost

#endif
