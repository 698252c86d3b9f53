// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Floyd-Warshall's whole call on several GPUs of one host: which devices take part
// (closure.multi_gpu, execution_context::devices), whether each device's row band fits
// its memory, and the call itself on the row bands of multi_device.cuh.
#ifndef BOOST_GPU_PATHS_SRC_CUDA_CLOSURE_MULTI_DEVICE_CALL_CUH
#define BOOST_GPU_PATHS_SRC_CUDA_CLOSURE_MULTI_DEVICE_CALL_CUH

#include "cuda/closure/multi_device.cuh"
#include "cuda/closure/out_of_core.cuh"
#include "cuda/closure/pivot_panel.cuh"
#include "cuda/runtime/check.cuh"
#include "cuda/runtime/memory.cuh"
#include "shared/device_split.hpp"

#include <boost_gpu_paths/detail/interface/closure.hpp>
#include <boost_gpu_paths/execution.hpp>

#include <algorithm>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <map>
#include <string>
#include <type_traits>
#include <vector>

namespace boost {
namespace gpu_paths {
namespace cuda {
namespace closure {

// The row bands' shape: rows ld apart and pivot blocks of `block` rows. Distances alone
// run on the product kernel, whose tiles want whole multiples of 128: the matrix padded
// to them (isolated vertices), pivot blocks rounded up to them.
struct row_band_shape {
    std::size_t block = 0, ld = 0;
};

inline row_band_shape row_band_shape_for(const closure_options& o, std::size_t n, bool paths)
{
    row_band_shape shape;
    shape.block = std::min<std::size_t>(o.multi_gpu_block ? o.multi_gpu_block : 256, 4096);
    shape.ld = n;
    if (!paths) {
        shape.block = round_up_to_granule(shape.block);
        shape.ld = round_up_to_granule(n);
    }
    shape.block = std::min(shape.block, shape.ld);
    return shape;
}

// Each device's rows, whole pivot blocks, in proportion to its multiprocessors.
inline std::vector<shared::work_range> device_rows(const std::vector<int>& devices, const row_band_shape& shape)
{
    std::vector<std::uint32_t> multiprocessors;
    for (int device : devices) {
        int count = 0;
        BOOST_GPU_PATHS_CUDA_CHECK(cudaDeviceGetAttribute(&count, cudaDevAttrMultiProcessorCount, device));
        multiprocessors.push_back(static_cast<std::uint32_t>(count));
    }
    return shared::split_rows_in_blocks(shape.ld, shape.block, multiprocessors);
}

// Device bytes of one band of `rows` rows (device_band in multi_device_band.cuh): the
// rows, two panel slots, and with distances alone the slots' closed blocks, two pivot
// closers and the band's scratch; with predecessors their twins. input_bytes: the graph
// the build uploads to every device.
template <class W>
std::size_t row_band_device_bytes(std::size_t rows, const row_band_shape& shape, bool paths, std::size_t input_bytes)
{
    using S = shared::min_plus<W>;
    const std::size_t value = sizeof(W) + (paths ? sizeof(std::uint32_t) : 0);
    std::size_t bytes = (rows + 2 * shape.block) * shape.ld * value + input_bytes + 256;
    if (paths)
        bytes += shape.block * sizeof(W);
    else
        bytes += 2 * shape.block * shape.block * sizeof(W) + 2 * pivot_panel_closer<S, inner_ops<S>>::bytes(shape.block) +
                 band_scratch<W>::bytes(shape.block, rows);
    return bytes;
}

// Whether every device holds its bands (a device named twice holds two) within its budget
// (device_memory_cap_mib where set, never more than its free memory), less the margin the
// out-of-core engine leaves for the runtime.
template <class W>
bool row_bands_fit(const options& tuning, const std::vector<int>& devices,
                   const std::vector<shared::work_range>& rows, const row_band_shape& shape, bool paths,
                   std::size_t input_bytes)
{
    std::map<int, std::size_t> wanted;
    for (std::size_t i = 0; i < devices.size(); ++i)
        if (rows[i].size())
            wanted[devices[i]] += row_band_device_bytes<W>(rows[i].size(), shape, paths, input_bytes);
    for (const auto& device : wanted) {
        const device_scope scope(device.first);
        if (device.second > usable_budget(device_budget_bytes(tuning, device.second))) return false;
    }
    return true;
}

// The devices the closure spreads over, or none (one device closes it, in core or out).
// Devices the context names (two or more) take it from closure.multi_gpu_from vertices
// (any size with multi_gpu = always). Where none are named, every visible GPU takes it
// from the same size, for distances alone: with predecessors the bands track them on
// slower kernels, which one device's derived predecessors outrun. Either way only where
// every device's band fits its memory; else one device, which goes out of core where the
// matrix does not fit it.
template <class W>
std::vector<int> closure_devices(const execution_context& context, const backend_api::dense_apsp_problem<W>& problem,
                                 bool paths)
{
    const closure_options& o = context.tuning.closure;
    using mode = closure_options::multi_gpu_mode;
    const std::size_t n = problem.vertex_count;
    if (o.multi_gpu == mode::never || o.out_of_core == closure_options::out_of_core_mode::always) return {};
    const bool named = !context.devices.empty();
    if (!named && paths) return {};
    const std::uint64_t from = o.multi_gpu == mode::always ? 0 : o.multi_gpu_from;
    if (n < from) return {};
    std::vector<int> devices = context.devices;
    if (!named) {
        int visible = 0;
        BOOST_GPU_PATHS_CUDA_CHECK(cudaGetDeviceCount(&visible));
        int single = context.device;
        if (single < 0) BOOST_GPU_PATHS_CUDA_CHECK(cudaGetDevice(&single));
        devices = shared::choose_devices({}, single, visible, n, std::max<std::uint64_t>(from, 1));
    }
    if (devices.size() < 2) return {};
    const row_band_shape shape = row_band_shape_for(o, n, paths);
    const std::size_t input_bytes =
        problem.dense ? 0
                      : (std::size_t(n) + 1 + problem.graph->edge_count) * sizeof(std::uint32_t) +
                            std::size_t(problem.graph->edge_count) * sizeof(W);
    if (!row_bands_fit<W>(context.tuning, devices, device_rows(devices, shape), shape, paths, input_bytes)) return {};
    return devices;
}

// The whole call on `devices`: bands built on the devices, closed, and each device's rows
// handed to the sinks. Nothing is written when a negative cycle ends it.
template <class W>
bool multi_device_floyd_warshall(const execution_context& context, const std::vector<int>& devices,
                                 const backend_api::dense_apsp_problem<W>& problem, backend_api::row_sink<W>& distances,
                                 const backend_api::row_sink<std::uint32_t>* predecessors)
{
    using S = shared::min_plus<W>;
    using clock = std::chrono::steady_clock;
    const std::size_t n = problem.vertex_count;
    const closure_options& o = context.tuning.closure;
    const bool paths = predecessors != nullptr;
    const row_band_shape shape = row_band_shape_for(o, n, paths);
    const std::size_t block = shape.block, ld = shape.ld;
    // The other devices' streams cannot wait on the caller's stream cheaply: its queued
    // work finishes first.
    if (context.stream) {
        const device_scope caller_device(devices.front());
        BOOST_GPU_PATHS_CUDA_CHECK(cudaStreamSynchronize(static_cast<cudaStream_t>(context.stream)));
    }
    const std::vector<shared::work_range> rows = device_rows(devices, shape);
    enable_peer_access(devices);
    const std::size_t chunk_bytes = std::size_t(std::max<std::uint32_t>(1, std::min<std::uint32_t>(o.chunk_mib, 1024)))
                                    << 20;
    const auto t0 = clock::now();
    auto t1 = t0, t2 = t0;
    bool closed = false;
    auto whole_call = [&](auto& closure) {
        closure.build(problem, staging_chunk_bytes(context.tuning));
        t1 = clock::now();
        closed = closure.run();
        t2 = clock::now();
        if (!closed) return;
        if (predecessors)
            closure.write_with_predecessors(problem, distances, predecessors);
        else
            closure.write_distances(problem, distances, chunk_bytes);
    };
    bool min3 = false;
    if constexpr (std::is_same<W, float>::value)
        min3 = !problem.has_negative_weights && o.inner == closure_options::inner_loop::automatic;
    if (paths) {
        multi_device_closure<S, inner_ops<S>, true> closure(devices, rows, n, ld, block);
        whole_call(closure);
    } else if (min3) {
        multi_device_closure<S, inner_ops<S, inner_kind::min3>, false> closure(devices, rows, n, ld, block);
        whole_call(closure);
    } else {
        multi_device_closure<S, inner_ops<S>, false> closure(devices, rows, n, ld, block);
        whole_call(closure);
    }
    if (report* const out = context.report) {
        auto ms = [](clock::time_point a, clock::time_point b) {
            return std::chrono::duration<double, std::milli>(b - a).count();
        };
        std::string split, list;
        for (std::size_t i = 0; i < devices.size(); ++i) {
            list += (i ? ", " : "") + std::to_string(devices[i]);
            split += (i ? " + " : "") + std::to_string(rows[i].size());
        }
        out->devices = devices;
        out->device = devices.front();
        out->method = "floyd-warshall in row bands on devices " + list + " (rows " + split + "), pivot width " +
                      std::to_string(block) +
                      (paths ? ", out-of-core kernels, tracked predecessors"
                             : std::string(", product kernel, ") + (min3 ? "three-way min" : "add and min") +
                                   (ld > n ? ", n padded to " + std::to_string(ld) : ""));
        out->upload_ms = ms(t0, t1);
        out->compute_ms = ms(t1, t2);
        out->download_ms = closed ? ms(t2, clock::now()) : 0;
    }
    return closed;
}

}  // namespace closure
}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost

#endif
