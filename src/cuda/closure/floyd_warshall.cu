// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The CUDA backend of floyd_warshall: builds the padded dense matrix on the device (from
// the CSR, so only O(V + E) crosses PCIe, or from the caller's dense matrix), closes it
// with the blocked schedule of schedule.cuh, derives predecessors where that is cheaper
// than tracking them (derived_predecessors.cuh), band by band as rows become final, and
// streams decoded rows back into the caller's row sinks (row_streaming.cuh). Rows are decoded in place in the device matrix,
// so the download needs no device staging. Small graphs are closed by one block instead
// (small_graph/closure.cuh). Matrices over the device memory budget (or any, when forced)
// take the out-of-core band schedule instead (out_of_core.cuh), and calls on several
// devices (named, or every visible one for large calls of distances alone) the row bands
// of multi_device.cuh (multi_device_call.cuh chooses).
#include "cuda/closure/derived_predecessors.cuh"
#include "cuda/closure/device_caches.cuh"
#include "cuda/closure/entry.hpp"
#include "cuda/closure/matrix_build.cuh"
#include "cuda/closure/multi_device_call.cuh"
#include "cuda/closure/out_of_core.cuh"
#include "cuda/closure/round_watch.cuh"
#include "cuda/closure/row_streaming.cuh"
#include "cuda/closure/schedule.cuh"
#include "cuda/closure/sizing.cuh"
#include "cuda/runtime/call_scope.cuh"
#include "cuda/runtime/device_csr.cuh"
#include "cuda/runtime/device_resources.cuh"
#include "cuda/runtime/phase_ranges.hpp"
#include "cuda/small_graph/closure.cuh"

#include <boost_gpu_paths/detail/base/weight_types.hpp>
#include <boost_gpu_paths/errors.hpp>

#include <algorithm>
#include <memory>
#include <mutex>
#include <string>
#include <type_traits>

namespace boost {
namespace gpu_paths {
namespace cuda {
namespace closure {

namespace {

// The schedule with the inner loop it runs fastest with: for non-negative f32 the
// three-way integer min on bit patterns, unless the options ask for add and min.
// watch: a watched call's, told of each round (nullptr: the call watches nothing).
template <class W, bool Paths>
const char* run_schedule(W* d, std::uint32_t* p, std::size_t n_pad, std::size_t block, closure_workspace<W>& ws,
                         int* abort, cudaStream_t stream, bool non_negative, row_readiness* readiness,
                         const closure_options& options, launch_profile& profile, round_watch* watch)
{
    using S = shared::min_plus<W>;
    auto run = [&](auto& runner) {
        if (watch) runner.after_round = [watch](std::size_t done, std::size_t total) { watch->after_round(done, total); };
        runner.run(block, readiness);
    };
    if constexpr (std::is_same<W, float>::value) {
        if (non_negative && options.inner == closure_options::inner_loop::automatic) {
            closure_runner<S, inner_ops<S, inner_kind::min3>, Paths> runner(d, p, n_pad, ws, abort, stream, options,
                                                                            profile);
            run(runner);
            return "three-way min";
        }
    }
    (void)non_negative;
    closure_runner<S, inner_ops<S>, Paths> runner(d, p, n_pad, ws, abort, stream, options, profile);
    run(runner);
    return "add and min";
}

}  // namespace

template <class W>
bool floyd_warshall(const execution_context& context, const backend_api::dense_apsp_problem<W>& problem,
                    backend_api::row_sink<W> distances, const backend_api::row_sink<std::uint32_t>* predecessors)
{
    using S = shared::min_plus<W>;
    const closure_options& options = context.tuning.closure;
    report* const out = context.report;
    const std::size_t n = problem.vertex_count;
    if (n == 0) return true;
    const std::vector<int> several = closure_devices<W>(context, problem, predecessors != nullptr);
    if (!several.empty()) return multi_device_floyd_warshall<W>(context, several, problem, distances, predecessors);
    call_trace trace(context.tuning.trace.has(trace_mode::stderr_lines));  // first, so that its last mark comes after every buffer is freed
    device_scope device(context.device);
    launch_profile profile(context.tuning.trace.has(trace_mode::stderr_lines));  // printed once the rows are out
    const bool paths = predecessors != nullptr;
    // Out of core: forced, or (below) where the in-core matrices do not fit the budget.
    using ooc_mode = closure_options::out_of_core_mode;
    auto run_out_of_core = [&] {
        stream s;
        order_after_caller(context, s.get());
        std::string method;
        out_of_core_times times;
        const bool closed = out_of_core_floyd_warshall<W>(context.tuning, problem, distances, predecessors, s.get(),
                                                          &method, &times);
        if (out) {
            out->method = method;
            out->upload_ms = times.build_ms;  // the host matrix built: what precedes the first copy
            out->compute_ms = times.schedule_ms;
            out->write_back_ms = times.finish_ms;
            out->peak_device_bytes = device.peak_bytes();
        }
        return closed;
    };
    if (options.out_of_core == ooc_mode::always) return run_out_of_core();
    if (small_graph::takes_closure(static_cast<std::uint32_t>(n), sizeof(W), paths, options.one_block_limit)) {
        stream s;
        order_after_caller(context, s.get());
        small_graph::closure_facts facts;
        const bool closed = small_graph::floyd_warshall(s.get(), problem, distances, predecessors, out ? &facts : nullptr,
                                                        context.tuning.trace);
        if (out) {
            out->method = std::string("one-block closure, matrices in shared memory") +
                          (paths ? ", tracked predecessors" : "");
            out->upload_ms = facts.upload_ms;
            out->compute_ms = facts.compute_ms;
            out->download_ms = facts.download_ms;
            out->peak_device_bytes = device.peak_bytes();
        }
        return closed;
    }
    const std::size_t n_pad = round_up(n, tile);
    const bool derived = paths && predecessors_derived(problem, n_pad, options);
    const bool tracked = paths && !derived;  // the closure tracks predecessors
    const std::size_t block = choose_block(n_pad, options, tracked, sizeof(W));
    // Rows are copied out as the closure finishes them (where its schedule finishes some
    // early), with derived predecessors too: a row's predecessors need only its own final
    // distances. Tracked ones need the whole closure.
    const bool streamed = !tracked && options.overlap_copies;

    const std::size_t matrix_bytes = n_pad * n_pad * (sizeof(W) + (paths ? sizeof(std::uint32_t) : 0));
    const std::size_t input_bytes =
        problem.dense ? 0
                      : (std::size_t(n) + 1 + problem.graph->edge_count) * sizeof(std::uint32_t) +
                            std::size_t(problem.graph->edge_count) * sizeof(W);
    const std::size_t in_edge_bytes = derived ? device_in_edges<W>::bytes(problem) : 0;
    device_resources& resources = resources_of(device.device());
    std::shared_ptr<kept_matrices> kept;
    bool reuse = false;
    if (options.keep_device_memory) {  // kept buffers of another size go before the fit check
        kept = resources.get<kept_matrices>();
        std::lock_guard<std::mutex> lock(kept->mutex);
        reuse = kept->holds<W>(n_pad, block, tracked, paths);
        if (!reuse) kept->release();
    }
    if (!reuse && options.out_of_core == ooc_mode::automatic) {
        const std::size_t in_core_bytes = matrix_bytes + closure_workspace<W>::bytes(n_pad, block, tracked) +
                                          in_edge_bytes + std::max<std::size_t>(input_bytes, n);
        if (in_core_bytes > device_budget_bytes(context.tuning, in_core_bytes)) {
            if (kept) kept.reset();
            return run_out_of_core();
        }
    }
    if (!reuse)
        check_fits(matrix_bytes + closure_workspace<W>::bytes(n_pad, block, tracked) + in_edge_bytes +
                       std::max<std::size_t>(input_bytes, n),
                   n, n_pad, "Floyd-Warshall",
                   "closure.out_of_core = automatic (the default) or always runs it with the matrix in host memory.");

    phase_ranges phases(context.tuning.trace);  // upload: the matrices allocated and built
    phases.enter("cuda: upload");
    stream s;
    order_after_caller(context, s.get());
    event t0, t1, t2;
    t0.record(s.get());
    // The matrices and panels: this call's own, or the kept ones.
    device_buffer<W> own_d;
    device_buffer<std::uint32_t> own_p;
    closure_workspace<W> own_ws;
    W* d = nullptr;
    std::uint32_t* p = nullptr;
    closure_workspace<W>* ws = &own_ws;
    std::unique_lock<std::mutex> kept_lock;
    if (kept) {
        kept_lock = std::unique_lock<std::mutex>(kept->mutex);
        auto& set = kept->get<W>(n_pad, block, tracked, paths);
        d = set.matrix.data();
        p = paths ? set.predecessors.data() : nullptr;
        ws = &set.workspace;
    } else {
        own_d.allocate(n_pad * n_pad, "the Floyd-Warshall distance matrix");
        d = own_d.data();
        if (paths) {
            own_p.allocate(n_pad * n_pad, "the Floyd-Warshall predecessor matrix");
            p = own_p.data();
        }
    }
    device_buffer<int> abort(1, "Floyd-Warshall flag");
    trace.mark("alloc");
    BOOST_GPU_PATHS_CUDA_CHECK(cudaMemsetAsync(abort.data(), 0, sizeof(int), s.get()));
    // Derived predecessors are all written after the closure: only tracking starts from p.
    std::unique_ptr<device_in_edges<W>> in_edges;
    const unsigned init_rows = static_cast<unsigned>(std::min<std::size_t>(n_pad, 32768));
    init_kernel<W><<<dim3(row_grid_x(n_pad), init_rows), 256, 0, s.get()>>>(
        d, tracked ? p : nullptr, n_pad, S::zero(), S::one());
    BOOST_GPU_PATHS_CHECK_LAUNCH("init_kernel");
    if (problem.dense) {
        BOOST_GPU_PATHS_CUDA_CHECK(cudaMemcpy2DAsync(d, n_pad * sizeof(W), problem.dense,
                                                     problem.dense_stride * sizeof(W), n * sizeof(W), n,
                                                     cudaMemcpyHostToDevice, s.get()));
        s.synchronize();
    } else {
        const device_csr<W> csr(*problem.graph, problem.weights, s.get(), staging_chunk_bytes(context.tuning));
        scatter_edges_kernel<W><<<static_cast<unsigned>((n + 255) / 256), 256, 0, s.get()>>>(
            d, n_pad, csr.offsets.data(), csr.targets.data(), csr.weights.data(), static_cast<std::uint32_t>(n));
        BOOST_GPU_PATHS_CHECK_LAUNCH("scatter_edges_kernel");
        // The in-edge lists are built on the host while the device builds the matrix.
        if (derived) in_edges.reset(new device_in_edges<W>(problem, s.get()));
        s.synchronize();  // before the CSR buffers go
    }
    // Which predecessor rows the host must repair (shared/predecessor_repair.hpp), flagged
    // on the device as the rows become final; beyond max_checked_row vertices the host
    // checks every row.
    device_buffer<std::uint8_t> checked;
    if (paths && n <= max_checked_row) checked.allocate(n, "predecessor check flags");
    t1.record(s.get());
    trace.mark("build");

    phases.enter("cuda: compute");
    if (!kept) own_ws.allocate(n_pad, block, tracked);
    // Rows the closure finishes early are sealed on the compute stream as it records them
    // (readiness): derived predecessors first, from the rows' distances still encoded, in
    // bands of one wave of the derivation so that the first band travels while the next
    // is derived; then the flags of rows whose chains loop; then the decoding in place of
    // what nothing reads any more (the predecessors of the columns the closure still reads
    // are set apart, those columns' distances are decoded on the host). Nothing is written
    // when a negative cycle ends the closure (stream_rows).
    row_readiness readiness;
    const W threshold = problem.infinite_threshold, caller_infinity = problem.caller_infinity;
    const in_edge_lists<W> lists = in_edges ? in_edges->lists() : in_edge_lists<W>();
    std::uint8_t* const flags = checked.data();
    const auto n32 = static_cast<std::uint32_t>(n);
    // All of rows [r0, r1) (encoded): their predecessors and flags.
    auto derive_and_check = [d, p, n, n32, n_pad, derived, lists, flags, threshold](std::size_t r0, std::size_t r1,
                                                                                   cudaStream_t st) {
        if (derived)
            derive_predecessors(d, p, n_pad, n32, static_cast<std::uint32_t>(r0), static_cast<std::uint32_t>(r1), lists,
                                st);
        if (flags) check_predecessor_rows(d, p, n_pad, n, r0, r1, threshold, flags, st);
    };
    if (derived && streamed) readiness.band = derive_wave_rows<W>(n32);
    readiness.seal = [d, p, n, n_pad, threshold, caller_infinity, derive_and_check](
                         std::size_t r0, std::size_t r1, std::size_t c0, std::size_t c1, cudaStream_t st) {
        r1 = std::min(r1, n);
        c1 = std::min(c1, n);
        if (r0 >= r1) return;
        const unsigned rows = static_cast<unsigned>(r1 - r0);
        if (p) {
            derive_and_check(r0, r1, st);
            if (const std::size_t raw = std::min(c0, n)) {
                decode_kernel<W, false><<<dim3(row_grid_x(raw), rows), 256, 0, st>>>(d, p, n_pad, r0, 0, raw, threshold,
                                                                                     caller_infinity);
                BOOST_GPU_PATHS_CHECK_LAUNCH("decode_kernel");
            }
        }
        if (c0 >= c1) return;
        decode_kernel<W><<<dim3(row_grid_x(c1 - c0), rows), 256, 0, st>>>(d, p, n_pad, r0, c0, c1, threshold,
                                                                           caller_infinity);
        BOOST_GPU_PATHS_CHECK_LAUNCH("decode_kernel");
    };
    const bool non_negative = !problem.has_negative_weights;
    row_readiness* const ready = streamed ? &readiness : nullptr;
    round_watch watch(context, s.get());
    round_watch* const watching = watch.watched() ? &watch : nullptr;
    const char* inner = tracked ? run_schedule<W, true>(d, p, n_pad, block, *ws, abort.data(), s.get(), non_negative,
                                                        nullptr, options, profile, watching)
                                : run_schedule<W, false>(d, nullptr, n_pad, block, *ws, abort.data(), s.get(),
                                                         non_negative, ready, options, profile, watching);
    // Where the schedule finished every row at once, nothing was sealed: stream_rows
    // decodes each chunk just before its copy.
    if (paths && readiness.ranges().empty()) derive_and_check(0, n, s.get());
    t2.record(s.get());
    if (out) {
        out->method = "floyd-warshall: n padded to " + std::to_string(n_pad) + ", pivot block " + std::to_string(block) +
                      ", " + inner + (derived ? ", derived predecessors" : tracked ? ", tracked predecessors" : "") +
                      (options.lookahead ? ", lookahead" : "") +
                      (readiness.ranges().empty() ? "" : ", rows streamed while the closure finishes");
    }
    // Waits for the closure; true when a negative cycle ended it.
    auto negative_cycle = [&]() {
        int aborted = 0;
        BOOST_GPU_PATHS_CUDA_CHECK(cudaMemcpyAsync(&aborted, abort.data(), sizeof(int), cudaMemcpyDeviceToHost, s.get()));
        s.synchronize();
        if (out) {
            out->upload_ms = t1.since(t0);
            out->compute_ms = t2.since(t1);
            if (aborted) out->peak_device_bytes = device.peak_bytes();
        }
        return aborted != 0;
    };
    trace.mark("queue");
    phases.enter("cuda: download");  // rows come out as the closure finishes them
    // Everything this call allocated on the device goes on the release thread (cudaFree
    // waits for the device; tens of MiB of panels cost a fraction of a millisecond).
    const std::shared_ptr<staging_cache> staging = resources.get<staging_cache>();
    const bool written = stream_rows<W>(
        d, p, n_pad, problem, distances, predecessors, readiness, s.get(), t2, flags, abort.data(),
        std::size_t(std::max<std::uint32_t>(1, std::min<std::uint32_t>(options.chunk_mib, 1024))) << 20, *staging, out,
        trace, [&own_d, &own_p, &own_ws, &in_edges]() {
            own_d.release();
            own_p.release();
            own_ws = closure_workspace<W>();
            in_edges.reset();
        });
    profile.print();
    if (negative_cycle() || !written) return false;
    if (out) out->peak_device_bytes = device.peak_bytes();
    return true;
}

#define BOOST_GPU_PATHS_INSTANTIATE_CUDA_FLOYD_WARSHALL(W)                                                   \
    template bool floyd_warshall<W>(const execution_context&, const backend_api::dense_apsp_problem<W>&, \
                                    backend_api::row_sink<W>, const backend_api::row_sink<std::uint32_t>*);
BOOST_GPU_PATHS_FOR_EACH_WEIGHT(BOOST_GPU_PATHS_INSTANTIATE_CUDA_FLOYD_WARSHALL)
#undef BOOST_GPU_PATHS_INSTANTIATE_CUDA_FLOYD_WARSHALL

}  // namespace closure
}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost
