// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The CUDA backend of boolean_closure: the 0/1 adjacency matrix, widened to 32-bit words
// on the device, closed by the same blocked schedule as Floyd-Warshall over the or-and
// semiring (schedule.cuh), and narrowed back to bytes for the caller's row sink.
#include "cuda/closure/call_trace.hpp"
#include "cuda/runtime/phase_ranges.hpp"
#include "cuda/closure/entry.hpp"
#include "cuda/closure/matrix_build.cuh"
#include "cuda/closure/schedule.cuh"
#include "cuda/closure/sizing.cuh"
#include "cuda/runtime/call_scope.cuh"
#include "shared/row_chunks.hpp"

#include <algorithm>
#include <chrono>
#include <vector>

namespace boost {
namespace gpu_paths {
namespace cuda {
namespace closure {

void boolean_closure(const execution_context& context, std::uint32_t vertex_count, const std::uint8_t* adjacency,
                     std::size_t row_stride, bool reflexive, backend_api::row_sink<std::uint8_t> reach)
{
    using T = std::uint32_t;
    using S = shared::or_and<T>;
    report* const report_out = context.report;
    const std::size_t n = vertex_count;
    if (n == 0) return;
    device_scope device(context.device);
    const std::size_t n_pad = round_up(n, tile);
    const std::size_t block = choose_block(n_pad, context.tuning.closure);
    check_fits(n_pad * n_pad * sizeof(T) + closure_workspace<T>::bytes(n_pad, block, false) + 2 * n * n, n, n_pad,
               "boolean closure");

    phase_ranges phases(context.tuning.trace);
    phases.enter("cuda: upload");
    stream s;
    order_after_caller(context, s.get());
    event t0, t1, t2, t3;
    t0.record(s.get());
    device_buffer<T> d(n_pad * n_pad, "the closure matrix");
    device_buffer<int> abort(1, "closure flag");
    BOOST_GPU_PATHS_CUDA_CHECK(cudaMemsetAsync(abort.data(), 0, sizeof(int), s.get()));
    const unsigned init_rows = static_cast<unsigned>(std::min<std::size_t>(n_pad, 32768));
    init_kernel<T><<<dim3(row_grid_x(n_pad), init_rows), 256, 0, s.get()>>>(d.data(), nullptr, n_pad, T(0), T(0));
    BOOST_GPU_PATHS_CHECK_LAUNCH("init_kernel");
    {
        device_buffer<std::uint8_t> bytes(n * n, "the adjacency matrix");
        BOOST_GPU_PATHS_CUDA_CHECK(cudaMemcpy2DAsync(bytes.data(), n, adjacency, row_stride, n, n, cudaMemcpyHostToDevice,
                                                     s.get()));
        // One grid row per matrix row, at most 65535 a launch.
        shared::for_row_chunks(0, n, [&](std::size_t r0, std::size_t r1) {
            from_bytes_kernel<T><<<dim3(row_grid_x(n), static_cast<unsigned>(r1 - r0)), 256, 0, s.get()>>>(
                bytes.data(), n, d.data(), n_pad, r0, reflexive);
            BOOST_GPU_PATHS_CHECK_LAUNCH("from_bytes_kernel");
        });
        s.synchronize();
    }
    t1.record(s.get());
    phases.enter("cuda: compute");
    {
        closure_workspace<T> ws;
        ws.allocate(n_pad, block, false);
        launch_profile profile(context.tuning.trace.has(trace_mode::stderr_lines));
        closure_runner<S, inner_ops<S>, false> runner(d.data(), nullptr, n_pad, ws, abort.data(), s.get(),
                                                      context.tuning.closure, profile);
        runner.run(block);
        t2.record(s.get());
        s.synchronize();
        profile.print();
    }
    phases.enter("cuda: download");
    device_buffer<std::uint8_t> out(n * n, "the reachability matrix");
    shared::for_row_chunks(0, n, [&](std::size_t r0, std::size_t r1) {
        to_bytes_kernel<T><<<dim3(row_grid_x(n), static_cast<unsigned>(r1 - r0)), 256, 0, s.get()>>>(
            d.data(), n_pad, r0, n, out.data() + r0 * n);
        BOOST_GPU_PATHS_CHECK_LAUNCH("to_bytes_kernel");
    });
    std::vector<std::uint8_t> host(n * n);
    BOOST_GPU_PATHS_CUDA_CHECK(cudaMemcpyAsync(host.data(), out.data(), n * n, cudaMemcpyDeviceToHost, s.get()));
    t3.record(s.get());
    s.synchronize();
    phases.end();
    const auto w0 = std::chrono::steady_clock::now();
    reach(0, n, host.data(), n);
    if (report_out) {
        report_out->method = "boolean closure: n padded to " + std::to_string(n_pad) + ", pivot block " +
                             std::to_string(block);
        report_out->upload_ms = t1.since(t0);
        report_out->compute_ms = t2.since(t1);
        report_out->download_ms = t3.since(t2);
        report_out->write_back_ms = ms_since(w0);
        report_out->peak_device_bytes = device.peak_bytes();
    }
}

}  // namespace closure
}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost
