// The CUDA backend of floyd_warshall and boolean_closure: builds the padded dense matrix
// on the device (from the CSR, so only O(V + E) crosses PCIe, or from the caller's dense
// matrix), closes it with the blocked schedule of closure.cuh, and streams decoded rows
// back through a pinned double buffer into the caller's row sinks.
#include <boost_gpu_paths/cuda/closure.cuh>
#include <boost_gpu_paths/cuda/floyd_warshall.hpp>
#include <boost_gpu_paths/detail/predecessor_repair.hpp>
#include <boost_gpu_paths/errors.hpp>
#include <boost_gpu_paths/host/parallel_for.hpp>

#include <chrono>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <string>
#include <vector>

namespace boost {
namespace gpu_paths {
namespace cuda {

namespace {

using fw::tile;

std::size_t round_up(std::size_t x, std::size_t m) { return (x + m - 1) / m * m; }

// Pivot block width: BOOST_GPU_PATHS_FW_BLOCK, else 128 (doc/design-floyd-warshall.md).
// With predecessors the product keeps a whole b-deep panel in shared memory, which caps
// b at 256 for 4-byte values and 128 for 8-byte ones.
std::size_t choose_block(std::size_t n_pad, bool paths = false, std::size_t value_bytes = 4)
{
    std::size_t block = 128;
    if (const char* env = std::getenv("BOOST_GPU_PATHS_FW_BLOCK")) {
        const long v = std::strtol(env, nullptr, 10);
        if (v >= long(tile) && v % long(tile) == 0) block = static_cast<std::size_t>(v);
    }
    if (paths) block = std::min<std::size_t>(block, value_bytes == 4 ? 256 : 128);
    return std::min(block, n_pad);
}

bool prefer_min3()
{
    const char* env = std::getenv("BOOST_GPU_PATHS_FW_KERNEL");
    return !(env && std::string(env) == "addmin");
}

double ms_since(std::chrono::steady_clock::time_point start)
{
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

// --- Building the matrix --------------------------------------------------------------------

template <class T>
__global__ void init_kernel(T* d, std::uint32_t* p, std::size_t ld, T zero, T one)
{
    const std::size_t i = blockIdx.y;
    for (std::size_t j = std::size_t(blockIdx.x) * blockDim.x + threadIdx.x; j < ld; j += std::size_t(gridDim.x) * blockDim.x) {
        d[i * ld + j] = i == j ? one : zero;
        if (p) p[i * ld + j] = static_cast<std::uint32_t>(i);
    }
}

__device__ __forceinline__ void atomic_min_value(std::int32_t* a, std::int32_t v) { atomicMin(a, v); }
__device__ __forceinline__ void atomic_min_value(std::int64_t* a, std::int64_t v)
{
    atomicMin(reinterpret_cast<long long*>(a), static_cast<long long>(v));
}
// Floats: non-negative values order as signed integers, negative ones inversely as
// unsigned integers (and below every non-negative one).
__device__ __forceinline__ void atomic_min_value(float* a, float v)
{
    if (v >= 0.0f)
        atomicMin(reinterpret_cast<int*>(a), __float_as_int(v));
    else
        atomicMax(reinterpret_cast<unsigned*>(a), __float_as_uint(v));
}
__device__ __forceinline__ void atomic_min_value(double* a, double v)
{
    if (v >= 0.0)
        atomicMin(reinterpret_cast<long long*>(a), __double_as_longlong(v));
    else
        atomicMax(reinterpret_cast<unsigned long long*>(a), static_cast<unsigned long long>(__double_as_longlong(v)));
}

// BGL's initialisation: the minimum over parallel edges; self loops only lower the diagonal.
template <class W>
__global__ void scatter_edges_kernel(W* d, std::size_t ld, const std::uint32_t* offsets, const std::uint32_t* targets,
                                     const W* weights, std::uint32_t n)
{
    const std::uint32_t u = blockIdx.x * blockDim.x + threadIdx.x;
    if (u >= n) return;
    for (std::uint32_t e = offsets[u]; e < offsets[u + 1]; ++e) {
        const W w = weights[e];
        if (w < detail::min_plus<W>::zero()) atomic_min_value(&d[std::size_t(u) * ld + targets[e]], w);
    }
}

// --- Streaming rows out -----------------------------------------------------------------------

template <class W>
__global__ void decode_kernel(const W* d, const std::uint32_t* p, std::size_t ld, std::size_t first_row,
                              std::size_t n, W threshold, W caller_infinity, W* out, std::uint32_t* pout)
{
    const std::size_t r = blockIdx.y, i = first_row + r;
    for (std::size_t j = std::size_t(blockIdx.x) * blockDim.x + threadIdx.x; j < n; j += std::size_t(gridDim.x) * blockDim.x) {
        const W x = d[i * ld + j];
        out[r * n + j] = decode_distance(x, threshold, caller_infinity);
        if (pout) pout[r * n + j] = (i == j || x >= threshold) ? static_cast<std::uint32_t>(j) : p[i * ld + j];
    }
}

template <class T>
__global__ void to_bytes_kernel(const T* d, std::size_t ld, std::size_t first_row, std::size_t n, std::uint8_t* out)
{
    const std::size_t r = blockIdx.y, i = first_row + r;
    for (std::size_t j = std::size_t(blockIdx.x) * blockDim.x + threadIdx.x; j < n; j += std::size_t(gridDim.x) * blockDim.x)
        out[r * n + j] = d[i * ld + j] != 0;
}

template <class T>
__global__ void from_bytes_kernel(const std::uint8_t* in, std::size_t n, T* d, std::size_t ld, bool reflexive)
{
    const std::size_t i = blockIdx.y;
    for (std::size_t j = std::size_t(blockIdx.x) * blockDim.x + threadIdx.x; j < n; j += std::size_t(gridDim.x) * blockDim.x)
        d[i * ld + j] = (in[i * n + j] != 0 || (reflexive && i == j)) ? 1 : 0;
}

// flags[i] = 1 when some predecessor chain of row i does not lead back to i (a loop on a
// zero-weight cycle, detail/predecessor_repair.hpp): pointer jumping in shared memory.
constexpr std::size_t max_checked_row = 48 * 1024;

template <class W>
__global__ void check_predecessor_rows_kernel(const W* d, const std::uint32_t* p, std::size_t ld, std::uint32_t n,
                                              W threshold, std::uint8_t* flags)
{
    extern __shared__ std::uint32_t next[];
    const std::uint32_t i = blockIdx.x;
    for (std::uint32_t j = threadIdx.x; j < n; j += blockDim.x) {
        const std::uint32_t q = p[std::size_t(i) * ld + j];
        next[j] = (j == i || d[std::size_t(i) * ld + j] >= threshold || q >= n) ? i : q;
    }
    __syncthreads();
    for (std::uint32_t span = 1; span < 2 * n; span *= 2) {
        for (std::uint32_t j = threadIdx.x; j < n; j += blockDim.x) next[j] = next[next[j]];
        __syncthreads();
    }
    int bad = 0;
    for (std::uint32_t j = threadIdx.x; j < n; j += blockDim.x) bad |= next[j] != i;
    bad = __syncthreads_or(bad);
    if (threadIdx.x == 0) flags[i] = bad ? 1 : 0;
}

// Pinned staging memory is slow to allocate (milliseconds), so the output buffers are
// kept for the process and grown as needed; one call streams at a time.
struct pinned_cache {
    std::mutex mutex;
    pinned_buffer<unsigned char> slot[4];
    unsigned char* get(int i, std::size_t bytes)
    {
        if (slot[i].size() < bytes) slot[i].allocate(bytes);
        return slot[i].data();
    }
};
pinned_cache& staging_cache()
{
    static pinned_cache* cache = new pinned_cache;  // never destroyed: outlives static teardown
    return *cache;
}

unsigned row_grid_x(std::size_t n) { return static_cast<unsigned>(std::min<std::size_t>((n + 255) / 256, 64)); }

// Rows [0, n) of the device matrix, decoded, through two pinned buffers: chunk c is
// decoded and copied while the host writes chunk c - 1 into the caller's matrix.
template <class W>
void stream_rows(const W* d, const std::uint32_t* p, std::size_t ld, const backend_api::dense_apsp_problem<W>& problem,
                 backend_api::row_sink<W> distances, const backend_api::row_sink<std::uint32_t>* predecessors,
                 cudaStream_t stream, backend_api::timing* report)
{
    const std::size_t n = problem.vertex_count;
    const W threshold = problem.infinite_threshold, caller_infinity = problem.caller_infinity;
    const bool paths = predecessors != nullptr;
    // Which predecessor rows need repairing (all are checked on the host beyond
    // max_checked_row vertices).
    std::vector<std::uint8_t> needs_check(n, 1);
    if (paths && n <= max_checked_row) {
        device_buffer<std::uint8_t> flags(n, "predecessor check flags");
        const std::size_t smem = n * sizeof(std::uint32_t);
        BOOST_GPU_PATHS_CUDA_CHECK(cudaFuncSetAttribute(check_predecessor_rows_kernel<W>,
                                                        cudaFuncAttributeMaxDynamicSharedMemorySize, static_cast<int>(smem)));
        check_predecessor_rows_kernel<W><<<static_cast<unsigned>(n), 256, smem, stream>>>(
            d, p, ld, static_cast<std::uint32_t>(n), threshold, flags.data());
        BOOST_GPU_PATHS_CHECK_LAUNCH("check_predecessor_rows_kernel");
        BOOST_GPU_PATHS_CUDA_CHECK(
            cudaMemcpyAsync(needs_check.data(), flags.data(), n, cudaMemcpyDeviceToHost, stream));
        BOOST_GPU_PATHS_CUDA_CHECK(cudaStreamSynchronize(stream));
    }
    const std::size_t row_bytes = n * (sizeof(W) + (paths ? sizeof(std::uint32_t) : 0));
    const std::size_t chunk = std::max<std::size_t>(1, std::min<std::size_t>(n, (std::size_t(32) << 20) / row_bytes));
    device_buffer<W> dstage[2];
    device_buffer<std::uint32_t> pstage[2];
    struct host_rows {
        W* ptr = nullptr;
        W* data() const { return ptr; }
    } hd[2];
    struct host_preds {
        std::uint32_t* ptr = nullptr;
        std::uint32_t* data() const { return ptr; }
    } hp[2];
    pinned_cache& cache = staging_cache();
    std::lock_guard<std::mutex> lock(cache.mutex);
    event done[2];
    for (int s = 0; s < 2; ++s) {
        dstage[s].allocate(chunk * n, "Floyd-Warshall output staging");
        hd[s].ptr = reinterpret_cast<W*>(cache.get(s, chunk * n * sizeof(W)));
        if (paths) {
            pstage[s].allocate(chunk * n, "Floyd-Warshall output staging");
            hp[s].ptr = reinterpret_cast<std::uint32_t*>(cache.get(2 + s, chunk * n * sizeof(std::uint32_t)));
        }
    }
    event start, end;
    start.record(stream);
    double write_ms = 0;
    const std::size_t chunks = (n + chunk - 1) / chunk;
    auto deliver = [&](std::size_t c) {
        const int s = static_cast<int>(c % 2);
        done[s].synchronize();
        const std::size_t r0 = c * chunk, rows = std::min(chunk, n - r0);
        const auto t0 = std::chrono::steady_clock::now();
        if (paths && std::any_of(needs_check.begin() + r0, needs_check.begin() + r0 + rows, [](std::uint8_t f) { return f != 0; })) {
            host::parallel_for(
                0, rows,
                [&](std::size_t r) {
                    if (!needs_check[r0 + r]) return;
                    std::vector<std::uint8_t> state;
                    std::vector<std::uint32_t> path;
                    const std::uint32_t source = static_cast<std::uint32_t>(r0 + r);
                    if (!detail::classify_predecessor_row(source, n, hp[s].data() + r * n, state, path))
                        detail::repair_predecessor_row(problem, source, hd[s].data() + r * n, hp[s].data() + r * n);
                },
                n <= max_checked_row ? 1 : 8);
        }
        distances(r0, rows, hd[s].data(), n);
        if (paths) (*predecessors)(r0, rows, hp[s].data(), n);
        write_ms += ms_since(t0);
    };
    for (std::size_t c = 0; c < chunks; ++c) {
        const int s = static_cast<int>(c % 2);
        const std::size_t r0 = c * chunk, rows = std::min(chunk, n - r0);
        decode_kernel<W><<<dim3(row_grid_x(n), static_cast<unsigned>(rows)), 256, 0, stream>>>(
            d, p, ld, r0, n, threshold, caller_infinity, dstage[s].data(), paths ? pstage[s].data() : nullptr);
        BOOST_GPU_PATHS_CHECK_LAUNCH("decode_kernel");
        BOOST_GPU_PATHS_CUDA_CHECK(
            cudaMemcpyAsync(hd[s].data(), dstage[s].data(), rows * n * sizeof(W), cudaMemcpyDeviceToHost, stream));
        if (paths)
            BOOST_GPU_PATHS_CUDA_CHECK(cudaMemcpyAsync(hp[s].data(), pstage[s].data(), rows * n * sizeof(std::uint32_t),
                                                       cudaMemcpyDeviceToHost, stream));
        done[s].record(stream);
        if (c >= 1) deliver(c - 1);
    }
    end.record(stream);
    if (chunks) deliver(chunks - 1);
    end.synchronize();
    if (report) {
        report->download_ms = end.since(start);
        report->write_back_ms = write_ms;
    }
}

std::string mib(std::size_t bytes) { return std::to_string(bytes / 1048576) + " MiB"; }

void check_fits(std::size_t bytes, std::size_t n, std::size_t n_pad, const char* what)
{
    std::size_t free_bytes = 0, total_bytes = 0;
    BOOST_GPU_PATHS_CUDA_CHECK(cudaMemGetInfo(&free_bytes, &total_bytes));
    if (bytes > free_bytes)
        throw device_memory_error(
            static_cast<int>(cudaErrorMemoryAllocation),
            std::string(what) + " on " + std::to_string(n) + " vertices (padded to " + std::to_string(n_pad) +
                ") needs " + std::to_string(bytes) + " bytes (" + mib(bytes) + ") of device memory; " +
                std::to_string(free_bytes) + " bytes (" + mib(free_bytes) + ") are free of " + std::to_string(total_bytes) +
                ". Out-of-core closure is not supported; use the host backend (use_backend(backend_kind::host)).",
            bytes);
}

template <class S, class Ops, bool Paths>
void run_closure(typename S::value_type* d, std::uint32_t* p, std::size_t n_pad, std::size_t block,
                 fw::closure_workspace<typename S::value_type>& ws, int* abort, cudaStream_t stream)
{
    fw::closure_runner<S, Ops, Paths> runner(d, p, n_pad, ws, abort, stream);
    runner.run(block);
    runner.print_profile();
}

template <class W, bool Paths>
void dispatch_closure(W* d, std::uint32_t* p, std::size_t n_pad, std::size_t block, fw::closure_workspace<W>& ws,
                      int* abort, cudaStream_t stream, bool non_negative)
{
    using S = detail::min_plus<W>;
    if constexpr (std::is_same<W, float>::value) {
        if (non_negative && prefer_min3()) {
            run_closure<S, fw::inner_ops<S, fw::inner_kind::min3>, Paths>(d, p, n_pad, block, ws, abort, stream);
            return;
        }
    }
    (void)non_negative;
    run_closure<S, fw::inner_ops<S>, Paths>(d, p, n_pad, block, ws, abort, stream);
}

}  // namespace

template <class W>
bool floyd_warshall(const backend_api::dense_apsp_problem<W>& problem, backend_api::row_sink<W> distances,
                    const backend_api::row_sink<std::uint32_t>* predecessors, backend_api::timing* report)
{
    using S = detail::min_plus<W>;
    const std::size_t n = problem.vertex_count;
    if (n == 0) return true;
    const bool paths = predecessors != nullptr;
    const std::size_t n_pad = round_up(n, tile);
    const std::size_t block = choose_block(n_pad, paths, sizeof(W));
    reset_device_bytes_peak();

    const std::size_t matrix_bytes = n_pad * n_pad * (sizeof(W) + (paths ? sizeof(std::uint32_t) : 0));
    const std::size_t input_bytes =
        problem.dense ? 0
                      : (std::size_t(n) + 1 + problem.graph->edge_count) * sizeof(std::uint32_t) +
                            std::size_t(problem.graph->edge_count) * sizeof(W);
    const std::size_t staging_bytes = 2 * (std::size_t(32) << 20) + 2 * n * (sizeof(W) + sizeof(std::uint32_t));
    check_fits(matrix_bytes + fw::closure_workspace<W>::bytes(n_pad, block, paths) +
                   std::max(input_bytes, staging_bytes),
               n, n_pad, "Floyd-Warshall");

    stream s;
    event t0, t1, t2;
    t0.record(s.get());
    device_buffer<W> d(n_pad * n_pad, "the Floyd-Warshall distance matrix");
    device_buffer<std::uint32_t> p;
    if (paths) p.allocate(n_pad * n_pad, "the Floyd-Warshall predecessor matrix");
    device_buffer<int> abort(1, "Floyd-Warshall flag");
    BOOST_GPU_PATHS_CUDA_CHECK(cudaMemsetAsync(abort.data(), 0, sizeof(int), s.get()));
    init_kernel<W><<<dim3(row_grid_x(n_pad), static_cast<unsigned>(n_pad)), 256, 0, s.get()>>>(
        d.data(), paths ? p.data() : nullptr, n_pad, S::zero(), S::one());
    BOOST_GPU_PATHS_CHECK_LAUNCH("init_kernel");
    if (problem.dense) {
        BOOST_GPU_PATHS_CUDA_CHECK(cudaMemcpy2DAsync(d.data(), n_pad * sizeof(W), problem.dense,
                                                     problem.dense_stride * sizeof(W), n * sizeof(W), n,
                                                     cudaMemcpyHostToDevice, s.get()));
        s.synchronize();
    } else {
        const backend_api::csr_topology& g = *problem.graph;
        device_buffer<std::uint32_t> offsets(std::size_t(n) + 1, "CSR offsets");
        device_buffer<std::uint32_t> targets(g.edge_count, "CSR targets");
        device_buffer<W> weights(g.edge_count, "CSR weights");
        BOOST_GPU_PATHS_CUDA_CHECK(cudaMemcpyAsync(offsets.data(), g.offsets, (std::size_t(n) + 1) * sizeof(std::uint32_t),
                                                   cudaMemcpyHostToDevice, s.get()));
        if (g.edge_count) {
            BOOST_GPU_PATHS_CUDA_CHECK(cudaMemcpyAsync(targets.data(), g.targets, g.edge_count * sizeof(std::uint32_t),
                                                       cudaMemcpyHostToDevice, s.get()));
            BOOST_GPU_PATHS_CUDA_CHECK(cudaMemcpyAsync(weights.data(), problem.weights, g.edge_count * sizeof(W),
                                                       cudaMemcpyHostToDevice, s.get()));
        }
        scatter_edges_kernel<W><<<static_cast<unsigned>((n + 255) / 256), 256, 0, s.get()>>>(
            d.data(), n_pad, offsets.data(), targets.data(), weights.data(), static_cast<std::uint32_t>(n));
        BOOST_GPU_PATHS_CHECK_LAUNCH("scatter_edges_kernel");
        s.synchronize();  // before the CSR buffers go
    }
    t1.record(s.get());

    fw::closure_workspace<W> ws;
    ws.allocate(n_pad, block, paths);
    if (paths)
        dispatch_closure<W, true>(d.data(), p.data(), n_pad, block, ws, abort.data(), s.get(), !problem.has_negative_weights);
    else
        dispatch_closure<W, false>(d.data(), nullptr, n_pad, block, ws, abort.data(), s.get(), !problem.has_negative_weights);
    t2.record(s.get());
    int aborted = 0;
    BOOST_GPU_PATHS_CUDA_CHECK(cudaMemcpyAsync(&aborted, abort.data(), sizeof(int), cudaMemcpyDeviceToHost, s.get()));
    s.synchronize();
    if (report) {
        report->upload_ms = t1.since(t0);
        report->compute_ms = t2.since(t1);
        report->backend = backend_kind::cuda;
    }
    if (aborted) {
        if (report) report->peak_device_bytes = device_bytes_peak();
        return false;
    }
    ws = fw::closure_workspace<W>();  // free the panels before the staging buffers
    stream_rows<W>(d.data(), paths ? p.data() : nullptr, n_pad, problem, distances, predecessors, s.get(), report);
    if (report) report->peak_device_bytes = device_bytes_peak();
    return true;
}

void boolean_closure(std::uint32_t vertex_count, const std::uint8_t* adjacency, std::size_t row_stride,
                     bool reflexive, backend_api::row_sink<std::uint8_t> reach, backend_api::timing* report)
{
    using T = std::uint32_t;
    using S = detail::or_and<T>;
    const std::size_t n = vertex_count;
    if (n == 0) return;
    const std::size_t n_pad = round_up(n, tile);
    const std::size_t block = choose_block(n_pad);
    reset_device_bytes_peak();
    check_fits(n_pad * n_pad * sizeof(T) + fw::closure_workspace<T>::bytes(n_pad, block, false) + 2 * n * n, n, n_pad,
               "boolean closure");

    stream s;
    event t0, t1, t2, t3;
    t0.record(s.get());
    device_buffer<T> d(n_pad * n_pad, "the closure matrix");
    device_buffer<int> abort(1, "closure flag");
    BOOST_GPU_PATHS_CUDA_CHECK(cudaMemsetAsync(abort.data(), 0, sizeof(int), s.get()));
    init_kernel<T><<<dim3(row_grid_x(n_pad), static_cast<unsigned>(n_pad)), 256, 0, s.get()>>>(d.data(), nullptr, n_pad,
                                                                                              T(0), T(0));
    BOOST_GPU_PATHS_CHECK_LAUNCH("init_kernel");
    {
        device_buffer<std::uint8_t> bytes(n * n, "the adjacency matrix");
        BOOST_GPU_PATHS_CUDA_CHECK(cudaMemcpy2DAsync(bytes.data(), n, adjacency, row_stride, n, n, cudaMemcpyHostToDevice,
                                                     s.get()));
        from_bytes_kernel<T><<<dim3(row_grid_x(n), static_cast<unsigned>(n)), 256, 0, s.get()>>>(bytes.data(), n, d.data(),
                                                                                                n_pad, reflexive);
        BOOST_GPU_PATHS_CHECK_LAUNCH("from_bytes_kernel");
        s.synchronize();
    }
    t1.record(s.get());
    {
        fw::closure_workspace<T> ws;
        ws.allocate(n_pad, block, false);
        fw::closure_runner<S, fw::inner_ops<S>, false> runner(d.data(), nullptr, n_pad, ws, abort.data(), s.get());
        runner.run(block);
        t2.record(s.get());
        s.synchronize();
    }
    device_buffer<std::uint8_t> out(n * n, "the reachability matrix");
    to_bytes_kernel<T><<<dim3(row_grid_x(n), static_cast<unsigned>(n)), 256, 0, s.get()>>>(d.data(), n_pad, 0, n,
                                                                                           out.data());
    BOOST_GPU_PATHS_CHECK_LAUNCH("to_bytes_kernel");
    std::vector<std::uint8_t> host(n * n);
    BOOST_GPU_PATHS_CUDA_CHECK(cudaMemcpyAsync(host.data(), out.data(), n * n, cudaMemcpyDeviceToHost, s.get()));
    t3.record(s.get());
    s.synchronize();
    const auto w0 = std::chrono::steady_clock::now();
    reach(0, n, host.data(), n);
    if (report) {
        report->upload_ms = t1.since(t0);
        report->compute_ms = t2.since(t1);
        report->download_ms = t3.since(t2);
        report->write_back_ms = ms_since(w0);
        report->peak_device_bytes = device_bytes_peak();
        report->backend = backend_kind::cuda;
    }
}

template bool floyd_warshall<float>(const backend_api::dense_apsp_problem<float>&, backend_api::row_sink<float>,
                                    const backend_api::row_sink<std::uint32_t>*, backend_api::timing*);
template bool floyd_warshall<double>(const backend_api::dense_apsp_problem<double>&, backend_api::row_sink<double>,
                                     const backend_api::row_sink<std::uint32_t>*, backend_api::timing*);
template bool floyd_warshall<std::int32_t>(const backend_api::dense_apsp_problem<std::int32_t>&,
                                           backend_api::row_sink<std::int32_t>,
                                           const backend_api::row_sink<std::uint32_t>*, backend_api::timing*);
template bool floyd_warshall<std::int64_t>(const backend_api::dense_apsp_problem<std::int64_t>&,
                                           backend_api::row_sink<std::int64_t>,
                                           const backend_api::row_sink<std::uint32_t>*, backend_api::timing*);

}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost
