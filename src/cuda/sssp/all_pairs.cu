// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// CUDA backend: all pairs by a search from every vertex, or rows for a list of sources
// (all_pairs_kernel.cuh), streamed.
//
// Sources go in batches of consecutive rows; each batch's rows fill one of two device
// buffers. A pipeline keeps three things moving at once: the device computes batch k+1
// (on its own stream, so its first blocks start while batch k's last searches finish),
// batch k's rows travel to a pinned host buffer, and a host thread hands batch k-1's rows
// to the caller's sinks. The device therefore holds the graph, two batches of rows and
// the blocks' scratch (O(V) each), never the n x n result. The first batch is queued
// before the pinned buffers are taken, so that their (first-call) page locking overlaps
// the device's first searches.
//
// On several devices (shared/device_split.hpp chooses them, by rows) each device runs
// this pipeline from a host thread of its own, with its own copy of the graph, streams and
// pinned buffers, taking its batches from one hand-out of the rows (shared/row_handout.hpp)
// as it gets free, and hands its rows to the same sinks (disjoint rows). Each device holds
// only its current batches' sources. The first failure (or a raised cancel token) stops the
// hand-out: the other devices take no more batches and begin no more hand-overs, and the call
// rethrows it (throws cancelled) once all have stopped.
#include "cuda/runtime/call_scope.cuh"
#include "cuda/runtime/check.cuh"
#include "cuda/runtime/device_csr.cuh"
#include "cuda/runtime/memory.cuh"
#include "cuda/runtime/phase_ranges.hpp"
#include "cuda/runtime/queued_work_drain.cuh"
#include "cuda/sssp/all_pairs_kernel.cuh"
#include "shared/delta_width.hpp"
#include "cuda/sssp/entry.hpp"
#include "shared/device_split.hpp"
#include "shared/memory_cap.hpp"
#include "shared/row_handout.hpp"
#include "shared/johnson_restore.hpp"
#include "shared/plateau_parents.hpp"

#include <boost_gpu_paths/detail/base/parallel_for.hpp>
#include <boost_gpu_paths/detail/base/weight_types.hpp>
#include <boost_gpu_paths/errors.hpp>

#include <algorithm>
#include <chrono>
#include <exception>
#include <future>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace boost {
namespace gpu_paths {
namespace cuda {
namespace sssp {

namespace {

using backend_api::csr_topology;

// Rows per batch: about 256 MiB of results, unless the caller chose.
constexpr std::size_t batch_bytes = std::size_t(256) << 20;

// One of the two batch slots: device rows and scratch, and their pinned host copy.
template <class W>
struct batch_slot {
    device_buffer<W> rows;
    device_buffer<std::uint32_t> parent_rows;
    device_buffer<std::uint32_t> unresolved;
    device_buffer<std::uint32_t> scratch;
    device_buffer<std::uint32_t> phase_ids;
    device_buffer<std::uint32_t> cursor;
    device_buffer<std::uint32_t> sources;  // the batch's sources, where the call lists them
    pinned_buffer<W> host_rows;
    pinned_buffer<std::uint32_t> host_parent_rows;
    pinned_buffer<std::uint32_t> host_unresolved;
    stream compute;
    event computed;
    event copy_started;
    event copied;
};

// The batch shape that fits: rows per batch and blocks per launch.
struct batch_plan {
    std::size_t rows = 0;
    std::size_t blocks = 0;
};

// Planned once per device (on the calling thread), for all the shares it holds.
template <class W>
batch_plan plan_batches(int device, std::uint32_t n, std::uint32_t m, bool listed_sources, bool with_parents,
                        const options& tuning, std::size_t rows_wanted, unsigned shares_on_device)
{
    const sssp_options& options = tuning.sssp;
    const device_scope device_in_use(device);
    int multiprocessors = 0, blocks_per_sm = 0;
    BOOST_GPU_PATHS_CUDA_CHECK(
        cudaDeviceGetAttribute(&multiprocessors, cudaDevAttrMultiProcessorCount, device_in_use.device()));
    BOOST_GPU_PATHS_CUDA_CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks_per_sm, all_pairs_kernel<W>,
                                                                             all_pairs_block, 0));
    std::size_t free_bytes = 0, total_bytes = 0;
    BOOST_GPU_PATHS_CUDA_CHECK(cudaMemGetInfo(&free_bytes, &total_bytes));

    const std::size_t row_bytes = std::size_t(n) * (sizeof(W) + (with_parents ? 4 : 0)) + 4 + (listed_sources ? 4 : 0);
    const std::size_t scratch_bytes = all_pairs_scratch_words * std::size_t(n) * 4 + 4;
    const std::size_t graph_bytes =
        (std::size_t(n) + 1) * 4 + std::size_t(m) * (4 + sizeof(W)) + std::size_t(n) * sizeof(W);
    // The caller's cap replaces the free memory when it is smaller (the potentials count
    // as graph).
    if (tuning.device_memory_cap_mib != 0)
        free_bytes = static_cast<std::size_t>(
            std::min<std::uint64_t>(free_bytes, shared::memory_cap_bytes(tuning.device_memory_cap_mib)));
    batch_plan plan;
    plan.rows = options.batch_rows ? options.batch_rows : std::max<std::size_t>(1, batch_bytes / row_bytes);
    plan.rows = std::max<std::size_t>(1, std::min<std::size_t>(plan.rows, rows_wanted));
    plan.blocks = std::min<std::size_t>(plan.rows, std::size_t(std::max(1, blocks_per_sm)) * multiprocessors);
    // Two slots must fit in what the device has free, with a margin for the runtime; a
    // device named twice holds two shares, each with its graph and slots.
    const std::size_t share_bytes = free_bytes / std::max(1u, shares_on_device);
    const std::size_t usable = share_bytes > graph_bytes ? (share_bytes - graph_bytes) / 10 * 8 : 0;
    while (plan.rows > 1 && 2 * (plan.rows * row_bytes + plan.blocks * scratch_bytes) > usable) {
        plan.rows = (plan.rows + 1) / 2;
        plan.blocks = std::min(plan.blocks, plan.rows);
    }
    if (2 * (plan.rows * row_bytes + plan.blocks * scratch_bytes) > usable)
        throw device_memory_error(2, "dijkstra_all_pairs: the device has too little free memory (or too small a "
                                     "device_memory_cap_mib) for one row of results and the search scratch",
                                  2 * (row_bytes + scratch_bytes) + graph_bytes);
    return plan;
}

double elapsed_ms(std::chrono::steady_clock::time_point since)
{
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - since).count();
}

// Hands one batch's rows to the caller's sinks, on a host thread of its own, once their
// copy to the pinned buffer has landed; completes the parents the kernel left open (and
// restores those rows, which the kernel left reweighted for that). A batch begun is handed
// over whole (predecessors with distances); none begins once the call has stopped.
template <class W>
struct batch_writer {
    int device;
    batch_slot<W>* slot;
    std::uint32_t first, rows;
    const csr_topology* graph;
    const W* weights;
    const W* potentials;
    const std::uint32_t* sources;  // row i's source (null: vertex i)
    W infinite_threshold;
    const backend_api::row_sink<W>* distances;
    const backend_api::row_sink<std::uint32_t>* predecessors;
    shared::row_handout* handout;
    std::mutex* timing_mutex;
    double* write_back_ms;
    double* download_ms;
    unsigned threads;  // the call's host threads, for the sinks' parallel write-back
    bool thread_pool;

    void operator()() const
    {
        try {
            write();
        } catch (...) {
            handout->stop();
            throw;
        }
    }

    void write() const
    {
        const std::size_t n = graph->vertex_count;
        const base::thread_scope scope(threads, thread_pool);
        BOOST_GPU_PATHS_CUDA_CHECK(cudaSetDevice(device));
        slot->copied.synchronize();
        if (handout->stopped()) return;
        const auto begin = std::chrono::steady_clock::now();
        if (predecessors) {
            for (std::uint32_t r = 0; r < rows; ++r) {
                if (slot->host_unresolved.data()[r] == 0) continue;
                W* row = slot->host_rows.data() + std::size_t(r) * n;
                shared::complete_plateau_parents(*graph, weights, row, infinite_threshold,
                                                 slot->host_parent_rows.data() + std::size_t(r) * n);
                const std::uint32_t source = sources ? sources[first + r] : first + r;
                if (potentials) shared::restore_johnson_row(potentials, source, infinite_threshold, row, n);
            }
        }
        if (handout->stopped()) return;
        (*distances)(first, rows, slot->host_rows.data(), n);
        if (predecessors) (*predecessors)(first, rows, slot->host_parent_rows.data(), n);
        const double written = elapsed_ms(begin);
        const double copied = slot->copied.since(slot->copy_started);
        std::lock_guard<std::mutex> lock(*timing_mutex);
        *write_back_ms += written;
        *download_ms += copied;
    }
};

// What one device's share of the rows took.
struct share_report {
    double delta = 0;
    std::size_t batch_rows = 0;
    std::uint64_t rows = 0;  // rows this share computed
    double upload_ms = 0, compute_ms = 0, download_ms = 0, write_back_ms = 0;
    std::size_t peak_device_bytes = 0;
};

// What every share of one call reads.
template <class W>
struct all_pairs_call {
    const execution_context* context;
    const csr_topology* graph;
    const W* weights;
    const W* potentials;
    W infinite_threshold;
    W caller_infinity;
    const backend_api::row_sink<W>* distances;
    const backend_api::row_sink<std::uint32_t>* predecessors;
    const std::uint32_t* sources;  // null: row i searches from vertex i
    shared::row_handout* handout;
};

// Batches taken from the call's hand-out and searched on one device, their rows handed to
// the sinks. wait_for_caller: the device's first work waits for the caller's stream.
template <class W>
share_report search_share(const all_pairs_call<W>& call, int device_ordinal, const batch_plan& plan,
                          bool wait_for_caller)
{
    const execution_context& context = *call.context;
    const csr_topology& graph = *call.graph;
    share_report result;
    const std::uint32_t n = graph.vertex_count;
    const std::uint32_t m = graph.edge_count;
    device_scope device_in_use(device_ordinal);
    const int device = device_in_use.device();
    const bool with_parents = call.predecessors != nullptr;

    phase_ranges phases(context.tuning.trace);
    phases.enter("cuda: upload");
    // Every stream and buffer before the drain, so that they outlive the work it waits for.
    batch_slot<W> slots[2];
    stream copies;
    event start, uploaded, all_computed;
    std::optional<device_csr<W>> csr;
    device_buffer<W> device_potentials;
    const queued_work_drain drain({slots[0].compute.get(), slots[1].compute.get(), copies.get()});
    if (wait_for_caller) order_after_caller(context, slots[0].compute.get());
    start.record(slots[0].compute.get());
    csr.emplace(graph, call.weights, slots[0].compute.get(), staging_chunk_bytes(context.tuning));
    if (call.potentials) {
        device_potentials.allocate(n, "Johnson's potentials");
        upload(device_potentials, call.potentials, n, slots[0].compute.get());
    }
    // A slot's device memory, taken when its first batch is queued: the second slot's
    // allocation overlaps the first batch's searches.
    const auto prepare = [&](batch_slot<W>& slot) {
        slot.rows.allocate(plan.rows * n, "all-pairs rows");
        slot.scratch.allocate(plan.blocks * all_pairs_scratch_words * n, "search scratch");
        slot.phase_ids.allocate(plan.blocks, "search phase ids");
        slot.cursor.allocate(1, "batch cursor");
        if (call.sources) slot.sources.allocate(plan.rows, "a batch's sources");
        if (with_parents) {
            slot.parent_rows.allocate(plan.rows * n, "all-pairs parent rows");
            slot.unresolved.allocate(plan.rows, "parent counters");
        }
        BOOST_GPU_PATHS_CUDA_CHECK(cudaMemsetAsync(slot.scratch.data(), 0, slot.scratch.bytes(), slot.compute.get()));
        BOOST_GPU_PATHS_CUDA_CHECK(
            cudaMemsetAsync(slot.phase_ids.data(), 0, slot.phase_ids.bytes(), slot.compute.get()));
    };
    prepare(slots[0]);
    uploaded.record(slots[0].compute.get());
    BOOST_GPU_PATHS_CUDA_CHECK(cudaStreamWaitEvent(slots[1].compute.get(), uploaded.get(), 0));

    all_pairs_params<W> params{};
    params.graph = device_graph<W>{n, m, csr->offsets.data(), csr->targets.data(), csr->weights.data()};
    params.delta = shared::choose_delta(graph, call.weights, context.tuning.sssp);
    params.potentials = device_potentials.data();
    params.infinite_threshold = call.infinite_threshold;
    params.caller_infinity = call.caller_infinity;

    // Batches overlap: one computes while the one before is copied out and written.
    phases.enter("cuda: compute and download, in batches");
    std::mutex timing_mutex;
    double download_ms = 0, write_back_ms = 0;
    // Declared after the buffers: destroyed (joined) before the buffers they read.
    std::future<void> writers[2];
    shared::work_range batch[2];  // the rows each slot computes (or last computed)
    // Declared last: on a failure the hand-out stops before the writers are joined.
    const shared::stop_when_unwinding stop_on_failure(*call.handout);

    // Queues batch k's copy to the host and its hand-over to the sinks, once the slot's
    // pinned rows are free (batch k - 2 written).
    const auto download = [&](std::size_t k) {
        batch_slot<W>& slot = slots[k & 1];
        const auto first = static_cast<std::uint32_t>(batch[k & 1].first);
        const auto rows = static_cast<std::uint32_t>(batch[k & 1].size());
        if (writers[k & 1].valid()) writers[k & 1].get();
        if (!slot.host_rows.data()) {
            slot.host_rows.allocate(plan.rows * n);
            if (with_parents) {
                slot.host_parent_rows.allocate(plan.rows * n);
                slot.host_unresolved.allocate(plan.rows);
            }
        }
        cudaStream_t copy = copies.get();
        BOOST_GPU_PATHS_CUDA_CHECK(cudaStreamWaitEvent(copy, slot.computed.get(), 0));
        slot.copy_started.record(copy);
        BOOST_GPU_PATHS_CUDA_CHECK(cudaMemcpyAsync(slot.host_rows.data(), slot.rows.data(),
                                                   std::size_t(rows) * n * sizeof(W), cudaMemcpyDeviceToHost, copy));
        if (with_parents) {
            BOOST_GPU_PATHS_CUDA_CHECK(cudaMemcpyAsync(slot.host_parent_rows.data(), slot.parent_rows.data(),
                                                       std::size_t(rows) * n * 4, cudaMemcpyDeviceToHost, copy));
            BOOST_GPU_PATHS_CUDA_CHECK(cudaMemcpyAsync(slot.host_unresolved.data(), slot.unresolved.data(),
                                                       std::size_t(rows) * 4, cudaMemcpyDeviceToHost, copy));
        }
        slot.copied.record(copy);
        writers[k & 1] = std::async(std::launch::async,
                                    batch_writer<W>{device, &slot, first, rows, &graph, call.weights, call.potentials,
                                                    call.sources, call.infinite_threshold, call.distances,
                                                    call.predecessors, call.handout, &timing_mutex, &write_back_ms,
                                                    &download_ms, context.tuning.threads, context.tuning.thread_pool});
    };

    // Batch k is queued on the device before batch k - 1's download, so that the device
    // has the next searches while the host waits for pinned memory or for the sinks.
    std::size_t k = 0;
    for (;; ++k) {
        const shared::work_range taken = call.handout->take(plan.rows, plan.blocks);
        if (taken.size() == 0) break;
        batch_slot<W>& slot = slots[k & 1];
        batch[k & 1] = taken;
        const auto first = static_cast<std::uint32_t>(taken.first);
        const auto rows = static_cast<std::uint32_t>(taken.size());
        result.rows += rows;
        if (k == 1) prepare(slot);
        cudaStream_t compute = slot.compute.get();
        // The slot's device rows held batch k - 2: its copy to the host must be done.
        if (k >= 2) BOOST_GPU_PATHS_CUDA_CHECK(cudaStreamWaitEvent(compute, slot.copied.get(), 0));
        BOOST_GPU_PATHS_CUDA_CHECK(cudaMemsetAsync(slot.cursor.data(), 0, 4, compute));
        if (call.sources)
            BOOST_GPU_PATHS_CUDA_CHECK(cudaMemcpyAsync(slot.sources.data(), call.sources + first,
                                                       std::size_t(rows) * 4, cudaMemcpyHostToDevice, compute));
        params.first_source = first;
        params.sources = call.sources ? slot.sources.data() : nullptr;
        params.row_count = rows;
        params.rows = slot.rows.data();
        params.parent_rows = with_parents ? slot.parent_rows.data() : nullptr;
        params.unresolved = with_parents ? slot.unresolved.data() : nullptr;
        params.scratch = slot.scratch.data();
        params.phase_ids = slot.phase_ids.data();
        params.cursor = slot.cursor.data();
        const unsigned blocks = static_cast<unsigned>(std::min<std::size_t>(plan.blocks, rows));
        all_pairs_kernel<W><<<blocks, all_pairs_block, 0, compute>>>(params);
        BOOST_GPU_PATHS_CHECK_LAUNCH("all_pairs_kernel");
        slot.computed.record(compute);
        if (k >= 1) download(k - 1);
    }
    if (k >= 1) download(k - 1);
    // The span of device work: from the upload's end to the last batch computed. A device
    // that got no batch (the others took every row) recorded no `computed`: waiting for
    // `uploaded` too keeps all_computed after the events the times are read from.
    BOOST_GPU_PATHS_CUDA_CHECK(cudaStreamWaitEvent(copies.get(), uploaded.get(), 0));
    for (batch_slot<W>& slot : slots) BOOST_GPU_PATHS_CUDA_CHECK(cudaStreamWaitEvent(copies.get(), slot.computed.get(), 0));
    all_computed.record(copies.get());
    for (std::future<void>& writer : writers)
        if (writer.valid()) writer.get();
    all_computed.synchronize();
    phases.end();
    result.delta = params.delta;
    result.batch_rows = plan.rows;
    result.upload_ms = uploaded.since(start);
    result.compute_ms = all_computed.since(uploaded);
    result.download_ms = download_ms;
    result.write_back_ms = write_back_ms;
    result.peak_device_bytes = device_in_use.peak_bytes();
    return result;
}

std::string list_of(const std::vector<int>& devices)
{
    std::string text;
    for (int device : devices) text += (text.empty() ? "" : ", ") + std::to_string(device);
    return text;
}

}  // namespace

template <class W>
void dijkstra_all_pairs(const execution_context& context, const csr_topology& graph, const W* weights,
                        const W* potentials, W infinite_threshold, W caller_infinity,
                        backend_api::row_sink<W> distances, const backend_api::row_sink<std::uint32_t>* predecessors,
                        const std::uint32_t* sources, std::size_t source_count)
{
    const std::uint32_t n = graph.vertex_count;
    const std::size_t row_total = sources ? source_count : n;
    if (n == 0 || row_total == 0) return;
    int visible = 0;
    BOOST_GPU_PATHS_CUDA_CHECK(cudaGetDeviceCount(&visible));
    int single = context.device;
    if (single < 0) BOOST_GPU_PATHS_CUDA_CHECK(cudaGetDevice(&single));
    // Rows, not vertices, say whether several devices gain: a few sources on a large graph
    // run on one.
    const std::vector<int> devices = shared::choose_devices(context.devices, single, visible, row_total,
                                                            context.tuning.sssp.all_pairs_multi_gpu_from);
    shared::row_handout handout(row_total, static_cast<unsigned>(devices.size()));
    base::call_watch watch(context, "all pairs: searches");
    if (watch.watched()) handout.watch_with(&watch);
    const all_pairs_call<W> call{&context, &graph,     weights,     potentials, infinite_threshold,
                                 caller_infinity, &distances, predecessors, sources,   &handout};

    // One plan per device, for the shares it holds (a device named twice holds two).
    std::vector<batch_plan> plans(devices.size());
    for (std::size_t i = 0; i < devices.size(); ++i) {
        const auto first_named =
            static_cast<std::size_t>(std::find(devices.begin(), devices.end(), devices[i]) - devices.begin());
        if (first_named < i) {
            plans[i] = plans[first_named];
            continue;
        }
        const auto sharing = static_cast<unsigned>(std::count(devices.begin(), devices.end(), devices[i]));
        plans[i] = plan_batches<W>(devices[i], n, graph.edge_count, sources != nullptr, predecessors != nullptr,
                                   context.tuning, row_total, sharing);
    }

    std::vector<share_report> results(devices.size());
    if (devices.size() == 1) {
        results[0] = search_share(call, devices[0], plans[0], true);
    } else {
        // The other devices' streams cannot wait on the caller's stream cheaply: its queued
        // work finishes before any share starts.
        if (context.stream) {
            const device_scope caller_device(single);
            BOOST_GPU_PATHS_CUDA_CHECK(cudaStreamSynchronize(static_cast<cudaStream_t>(context.stream)));
        }
        std::vector<std::future<share_report>> running;
        for (std::size_t i = 0; i < devices.size(); ++i) {
            running.push_back(std::async(std::launch::async, [&, i] {
                // The share's own sink calls and host work follow the call's thread settings.
                const base::thread_scope scope(context.tuning.threads, context.tuning.thread_pool);
                try {
                    return search_share(call, devices[i], plans[i], false);
                } catch (...) {
                    handout.stop();
                    throw;
                }
            }));
        }
        // Every share is joined before the first failure is rethrown: they read the
        // caller's arrays and write to its sinks.
        std::exception_ptr failure;
        for (std::size_t i = 0; i < running.size(); ++i) {
            try {
                results[i] = running[i].get();
            } catch (...) {
                if (!failure) failure = std::current_exception();
            }
        }
        if (failure) std::rethrow_exception(failure);
    }
    if (handout.cancelled()) watch.throw_cancelled();
    watch.finish();

    if (report* const out = context.report) {
        out->devices = devices;
        out->device = devices[0];
        const share_report& first = *std::max_element(
            results.begin(), results.end(),
            [](const share_report& a, const share_report& b) { return a.batch_rows < b.batch_rows; });
        out->method = "a delta-stepping search per source, delta " + std::to_string(first.delta) + ", " +
                      std::to_string(first.batch_rows) + " rows per batch";
        if (devices.size() > 1) {
            std::string split;
            for (const share_report& r : results) split += (split.empty() ? "" : " + ") + std::to_string(r.rows);
            out->method += ", on devices " + list_of(devices) + " (rows taken as each got free: " + split + ")";
        }
        out->upload_ms = out->compute_ms = 0;
        out->download_ms = out->write_back_ms = 0;
        out->peak_device_bytes = 0;
        // Devices run side by side: the call waits for the slowest one; copies and
        // write-backs add up over all.
        for (const share_report& r : results) {
            out->upload_ms = std::max(out->upload_ms, r.upload_ms);
            out->compute_ms = std::max(out->compute_ms, r.compute_ms);
            out->download_ms += r.download_ms;
            out->write_back_ms += r.write_back_ms;
            out->peak_device_bytes = std::max(out->peak_device_bytes, r.peak_device_bytes);
        }
    }
}

#define BOOST_GPU_PATHS_INSTANTIATE_CUDA_ALL_PAIRS(W)                                                        \
    template void dijkstra_all_pairs<W>(const execution_context&, const csr_topology&, const W*, const W*, W, W, \
                                        backend_api::row_sink<W>, const backend_api::row_sink<std::uint32_t>*, \
                                        const std::uint32_t*, std::size_t);
BOOST_GPU_PATHS_FOR_EACH_WEIGHT(BOOST_GPU_PATHS_INSTANTIATE_CUDA_ALL_PAIRS)
#undef BOOST_GPU_PATHS_INSTANTIATE_CUDA_ALL_PAIRS

}  // namespace sssp
}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost
