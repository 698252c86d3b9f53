// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// How the out-of-core engine (out_of_core.cuh) reaches the host rows of the distance
// matrix. In the library's page-locked staging the device copies rows directly. In the
// caller's own rows (pageable, one allocation per row) rows pass through a page-locked
// bounce slot per band buffer and one for the pivot panel: host threads fill a slot just
// before its upload is queued, and drain a downloaded slot into the caller's rows only
// when the slot is needed again or an upload reads rows it holds, so the host copies
// run while the device works on the other buffers.
//
// Why bounce slots rather than cudaHostRegister on the caller's rows: the rows are
// separate allocations (n registrations), pinning them would lock most of the host's
// memory for the whole call (at n = 147456 f32, 81 GiB of 128), and the model
// (doc/design-scale.md) leaves the host copies room: per band the device's product takes
// longer than two host copies of the band at host memory bandwidth.
#ifndef BOOST_GPU_PATHS_SRC_CUDA_CLOSURE_OUT_OF_CORE_ROWS_CUH
#define BOOST_GPU_PATHS_SRC_CUDA_CLOSURE_OUT_OF_CORE_ROWS_CUH

#include "cuda/runtime/check.cuh"
#include "cuda/runtime/memory.cuh"
#include "shared/matrix_rows.hpp"

#include <boost_gpu_paths/detail/base/parallel_for.hpp>
#include <boost_gpu_paths/errors.hpp>

#include <algorithm>
#include <cstddef>
#include <cstring>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace boost {
namespace gpu_paths {
namespace cuda {
namespace closure {

template <class T>
class host_row_mover {
public:
    // slots: one per band buffer and one for the panel; slot_rows: the most rows one
    // copy moves (the larger of the pivot width and the band height).
    host_row_mover(const shared::matrix_rows<T>& rows, std::size_t slots, std::size_t slot_rows)
        : rows_(rows), n_(rows.n)
    {
        if (!rows_.in_place()) return;
        for (std::size_t s = 0; s < slots; ++s) {
            slots_.emplace_back(new slot);
            slot& b = *slots_.back();
            const std::size_t bytes = slot_rows * n_ * sizeof(T);
            if (cudaMallocHost(reinterpret_cast<void**>(&b.data), bytes) != cudaSuccess) {
                cudaGetLastError();
                throw host_memory_error("out-of-core closure: cannot page-lock a bounce slot for the caller's rows (" +
                                            std::to_string(bytes) + " bytes)",
                                        bytes);
            }
        }
    }
    host_row_mover(const host_row_mover&) = delete;
    host_row_mover& operator=(const host_row_mover&) = delete;
    ~host_row_mover()
    {
        // Queued copies into the slots end before the slots are freed (an exception left
        // them in flight); their rows are not drained.
        for (auto& b : slots_) {
            if (b->used) cudaEventSynchronize(b->last_copy.get());
            cudaFreeHost(b->data);
        }
    }

    // The library's staging registered in chunks of chunk_rows rows, each ready once
    // wait(i0, i1) returns for its rows (staged_build.cuh): copies wait for the chunks they
    // read and never span two.
    void staged_in_chunks(std::size_t chunk_rows, std::function<void(std::size_t, std::size_t)> wait)
    {
        chunk_rows_ = chunk_rows;
        wait_ = std::move(wait);
    }

    // Host rows [i0, i0 + count) to device rows (device_pitch elements apart) on stream st
    // through slot s; downloaded rows among them come home first.
    void upload(std::size_t s, T* device, std::size_t device_pitch, std::size_t i0, std::size_t count,
                cudaStream_t st)
    {
        if (!rows_.in_place()) {
            staging_copies(i0, count, [&](std::size_t r0, std::size_t rows) {
                copy_2d(device + (r0 - i0) * device_pitch, device_pitch, rows_[r0], n_, rows, cudaMemcpyHostToDevice,
                        st);
            });
            return;
        }
        for (auto& other : slots_)
            if (other->pending_rows && other->first_row < i0 + count && i0 < other->first_row + other->pending_rows)
                drain(*other);
        slot& b = *slots_[s];
        drain(b);  // its last copy done
        base::parallel_for(
            0, count, [&](std::size_t r) { std::memcpy(b.data + r * n_, rows_[i0 + r], n_ * sizeof(T)); },
            base::rows_per_chunk(n_));
        copy_2d(device, device_pitch, b.data, n_, count, cudaMemcpyHostToDevice, st);
        b.last_copy.record(st);
        b.used = true;
    }

    // Device rows (device_pitch elements apart) back to host rows [i0, i0 + count) on
    // stream st through slot s; in the caller's rows they land when the slot is next drained.
    void download(std::size_t s, const T* device, std::size_t device_pitch, std::size_t i0, std::size_t count,
                  cudaStream_t st)
    {
        if (!rows_.in_place()) {
            staging_copies(i0, count, [&](std::size_t r0, std::size_t rows) {
                copy_2d(rows_[r0], n_, device + (r0 - i0) * device_pitch, device_pitch, rows, cudaMemcpyDeviceToHost,
                        st);
            });
            return;
        }
        slot& b = *slots_[s];
        drain(b);  // a slot holds one pending download at a time
        copy_2d(b.data, n_, device, device_pitch, count, cudaMemcpyDeviceToHost, st);
        b.last_copy.record(st);
        b.used = true;
        b.first_row = i0;
        b.pending_rows = count;
    }

    // Every downloaded row in the caller's rows.
    void drain_all()
    {
        for (auto& b : slots_) drain(*b);
    }

private:
    struct slot {
        T* data = nullptr;
        event last_copy;  // the slot's last upload or download
        bool used = false;
        std::size_t first_row = 0, pending_rows = 0;  // a download not yet in the caller's rows
    };

    // copy(r0, rows) for the pieces of rows [i0, i0 + count) within one staging chunk each,
    // once the chunk is ready.
    template <class Copy>
    void staging_copies(std::size_t i0, std::size_t count, Copy copy)
    {
        if (!chunk_rows_) {
            copy(i0, count);
            return;
        }
        for (std::size_t r0 = i0, end = i0 + count; r0 < end;) {
            const std::size_t r1 = std::min(end, (r0 / chunk_rows_ + 1) * chunk_rows_);
            wait_(r0, r1);
            copy(r0, r1 - r0);
            r0 = r1;
        }
    }

    // count rows of n elements, rows dst_pitch and src_pitch elements apart.
    void copy_2d(T* dst, std::size_t dst_pitch, const T* src, std::size_t src_pitch, std::size_t count,
                 cudaMemcpyKind kind, cudaStream_t st)
    {
        BOOST_GPU_PATHS_CUDA_CHECK(cudaMemcpy2DAsync(dst, dst_pitch * sizeof(T), src, src_pitch * sizeof(T),
                                                     n_ * sizeof(T), count, kind, st));
    }

    // The slot's last copy done, and a download in it copied into the caller's rows.
    void drain(slot& b)
    {
        if (!b.used) return;
        BOOST_GPU_PATHS_CUDA_CHECK(cudaEventSynchronize(b.last_copy.get()));
        b.used = false;
        if (!b.pending_rows) return;
        base::parallel_for(
            0, b.pending_rows,
            [&](std::size_t r) { std::memcpy(rows_[b.first_row + r], b.data + r * n_, n_ * sizeof(T)); },
            base::rows_per_chunk(n_));
        b.pending_rows = 0;
    }

    shared::matrix_rows<T> rows_;
    std::size_t n_;
    std::vector<std::unique_ptr<slot>> slots_;
    std::size_t chunk_rows_ = 0;  // staged_in_chunks: the staging's registration chunks
    std::function<void(std::size_t, std::size_t)> wait_;
};

}  // namespace closure
}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost

#endif
