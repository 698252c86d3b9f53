// The CUDA backend of floyd_warshall and boolean_closure: builds the padded dense matrix
// on the device (from the CSR, so only O(V + E) crosses PCIe, or from the caller's dense
// matrix), closes it with the blocked schedule of closure.cuh, and streams decoded rows
// back through a pinned double buffer into the caller's row sinks. The pinned buffers are
// kept between calls (release_floyd_warshall_buffers() frees them); rows are decoded in
// place in the device matrix, so the download needs no device staging.
#include <boost_gpu_paths/cuda/closure.cuh>
#include <boost_gpu_paths/cuda/floyd_warshall.hpp>
#include <boost_gpu_paths/cuda/predecessors_from_distances.cuh>
#include <boost_gpu_paths/detail/in_edge_lists.hpp>
#include <boost_gpu_paths/detail/predecessor_repair.hpp>
#include <boost_gpu_paths/errors.hpp>
#include <boost_gpu_paths/host/parallel_for.hpp>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <tuple>
#include <utility>
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

// How predecessors are found: tracked by the closure itself, or derived from the final
// distances and the input graph in O(n m) (predecessors_from_distances.cuh), which is far
// cheaper when m is small against n^2. BOOST_GPU_PATHS_FW_PATHS=track or derive forces
// one (derive needs the graph, so the initialized variant always tracks).
template <class W>
bool predecessors_derived(const backend_api::dense_apsp_problem<W>& problem, std::size_t n_pad)
{
    if (problem.dense) return false;
    if (const char* env = std::getenv("BOOST_GPU_PATHS_FW_PATHS")) {
        if (std::string(env) == "track") return false;
        if (std::string(env) == "derive") return true;
    }
    return std::size_t(problem.graph->edge_count) * 16 <= n_pad * n_pad;
}

// The input graph's in-edge lists for derive_predecessors_kernel (self loops and "no edge"
// weights left out), built on the host and uploaded.
template <class W>
struct device_in_edges {
    device_buffer<std::uint32_t> offsets, sources;
    device_buffer<W> weights;

    device_in_edges(const backend_api::dense_apsp_problem<W>& problem, cudaStream_t stream)
    {
        const backend_api::csr_topology& g = *problem.graph;
        host_weights_.resize(g.edge_count);
        host_ = detail::make_in_edge_lists(
            g,
            [&](std::uint32_t u, std::uint32_t e) {
                return g.targets[e] != u && problem.weights[e] < detail::min_plus<W>::zero();
            },
            [&](std::uint32_t at, std::uint32_t e) { host_weights_[at] = problem.weights[e]; });
        const std::size_t m = host_.sources.size();
        offsets.allocate(host_.offsets.size(), "in-edge offsets");
        sources.allocate(std::max<std::size_t>(m, 1), "in-edge sources");
        weights.allocate(std::max<std::size_t>(m, 1), "in-edge weights");
        BOOST_GPU_PATHS_CUDA_CHECK(cudaMemcpyAsync(offsets.data(), host_.offsets.data(),
                                                   host_.offsets.size() * sizeof(std::uint32_t), cudaMemcpyHostToDevice,
                                                   stream));
        if (m) {
            BOOST_GPU_PATHS_CUDA_CHECK(cudaMemcpyAsync(sources.data(), host_.sources.data(), m * sizeof(std::uint32_t),
                                                       cudaMemcpyHostToDevice, stream));
            BOOST_GPU_PATHS_CUDA_CHECK(
                cudaMemcpyAsync(weights.data(), host_weights_.data(), m * sizeof(W), cudaMemcpyHostToDevice, stream));
        }
    }
    static std::size_t bytes(const backend_api::dense_apsp_problem<W>& problem)
    {
        const std::size_t m = problem.graph->edge_count;
        return (std::size_t(problem.vertex_count) + 1 + m) * sizeof(std::uint32_t) + m * sizeof(W);
    }
    fw::in_edge_lists<W> lists() const { return {offsets.data(), sources.data(), weights.data()}; }

private:
    // Kept until the object goes: the copies above are asynchronous.
    detail::in_edge_lists host_;
    std::vector<W> host_weights_;
};

// Runs derive_predecessors_kernel with as many rows per block as fit in shared memory.
template <class W, int Rows, bool SharedRows>
void launch_derive(const W* d, std::uint32_t* p, std::size_t ld, std::uint32_t n, const fw::in_edge_lists<W>& in,
                   cudaStream_t stream)
{
    const std::size_t smem = SharedRows ? std::size_t(Rows) * n * sizeof(W) : 0;
    auto kernel = fw::derive_predecessors_kernel<W, Rows, SharedRows>;
    BOOST_GPU_PATHS_CUDA_CHECK(
        cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, static_cast<int>(smem)));
    kernel<<<(n + Rows - 1) / Rows, fw::derive_threads, smem, stream>>>(d, p, ld, n, in);
    BOOST_GPU_PATHS_CHECK_LAUNCH("derive_predecessors_kernel");
}

template <class W>
void derive_predecessors(const W* d, std::uint32_t* p, std::size_t ld, std::uint32_t n, const fw::in_edge_lists<W>& in,
                         cudaStream_t stream)
{
    const std::size_t row = std::size_t(n) * sizeof(W);
    constexpr std::size_t shared_budget = 96 * 1024;  // two blocks per SM
    if (8 * row <= shared_budget)
        launch_derive<W, 8, true>(d, p, ld, n, in, stream);
    else if (4 * row <= shared_budget)
        launch_derive<W, 4, true>(d, p, ld, n, in, stream);
    else if (2 * row <= shared_budget)
        launch_derive<W, 2, true>(d, p, ld, n, in, stream);
    else if (row <= 2 * shared_budget)
        launch_derive<W, 1, true>(d, p, ld, n, in, stream);
    else
        launch_derive<W, 1, false>(d, p, ld, n, in, stream);
}

bool prefer_min3()
{
    const char* env = std::getenv("BOOST_GPU_PATHS_FW_KERNEL");
    return !(env && std::string(env) == "addmin");
}

// Rows copied out as the closure finishes them (distances only), unless
// BOOST_GPU_PATHS_FW_OVERLAP=0: all after the closure, for comparison.
bool overlap_copies()
{
    const char* env = std::getenv("BOOST_GPU_PATHS_FW_OVERLAP");
    return !(env && std::string(env) == "0");
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

// Decodes, in place, columns [first_column, end_column) of rows [first_row, first_row +
// gridDim.y): each element is read and written by one thread, and nothing on the device
// reads these entries afterwards.
template <class W>
__global__ void decode_kernel(W* d, std::uint32_t* p, std::size_t ld, std::size_t first_row, std::size_t first_column,
                              std::size_t end_column, W threshold, W caller_infinity)
{
    const std::size_t i = first_row + blockIdx.y;
    for (std::size_t j = first_column + std::size_t(blockIdx.x) * blockDim.x + threadIdx.x; j < end_column;
         j += std::size_t(gridDim.x) * blockDim.x) {
        const W x = d[i * ld + j];
        d[i * ld + j] = decode_distance(x, threshold, caller_infinity);
        if (p && (i == j || x >= threshold)) p[i * ld + j] = static_cast<std::uint32_t>(j);
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

// Host-side steps of one call, on stderr when BOOST_GPU_PATHS_FW_TRACE is set: wall
// milliseconds between marks (the last one taken when the object dies, after every
// buffer of the call is freed).
class call_trace {
public:
    call_trace()
    {
        const char* env = std::getenv("BOOST_GPU_PATHS_FW_TRACE");
        enabled_ = env && *env && *env != '0';
        last_ = std::chrono::steady_clock::now();
    }
    ~call_trace()
    {
        if (!enabled_) return;
        mark("free");
        std::string line = "fw trace (ms):";
        double total = 0;
        for (auto& step : steps_) {
            line += " " + step.first + " " + std::to_string(step.second).substr(0, 6) + ",";
            total += step.second;
        }
        line += " total " + std::to_string(total).substr(0, 7) + extra_ + "\n";
        std::fputs(line.c_str(), stderr);
    }
    call_trace(const call_trace&) = delete;
    call_trace& operator=(const call_trace&) = delete;
    bool enabled() const { return enabled_; }
    void mark(const char* step)
    {
        if (!enabled_) return;
        const auto now = std::chrono::steady_clock::now();
        steps_.emplace_back(step, std::chrono::duration<double, std::milli>(now - last_).count());
        last_ = now;
    }
    void note(const std::string& text) { extra_ += "; " + text; }

private:
    bool enabled_ = false;
    std::chrono::steady_clock::time_point last_;
    std::vector<std::pair<std::string, double>> steps_;
    std::string extra_;
};

// Output chunk size in MiB: BOOST_GPU_PATHS_FW_CHUNK_MIB, else 32.
std::size_t chunk_bytes()
{
    std::size_t mib = 32;
    if (const char* env = std::getenv("BOOST_GPU_PATHS_FW_CHUNK_MIB")) {
        const long v = std::strtol(env, nullptr, 10);
        if (v > 0 && v <= 1024) mib = static_cast<std::size_t>(v);
    }
    return mib << 20;
}

// Pinned staging memory is slow to allocate (page-locking: milliseconds per 32 MiB), so
// the output buffers are kept for the process, grown as needed, and freed by
// release_floyd_warshall_buffers() or at exit. One call streams at a time.
class staging_cache {
public:
    std::mutex mutex;
    unsigned char* get(int i, std::size_t bytes)
    {
        if (slot_[i].size() < bytes) {
            slot_[i].release();  // the old block first: both need not be pinned at once
            slot_[i].allocate(bytes);
        }
        return slot_[i].data();
    }
    void release() noexcept
    {
        for (auto& b : slot_) b.release();
    }

private:
    pinned_buffer<unsigned char> slot_[4];
};
staging_cache& output_staging()
{
    static staging_cache cache;
    return cache;
}

// With BOOST_GPU_PATHS_FW_KEEP_DEVICE_MEMORY=1 the device matrices and panels are kept
// between calls of the same size (saving cudaMalloc/cudaFree of the n x n matrix) until
// release_floyd_warshall_buffers(); by default every call frees what it allocated.
bool keep_device_memory()
{
    const char* env = std::getenv("BOOST_GPU_PATHS_FW_KEEP_DEVICE_MEMORY");
    return env && env[0] == '1';
}

class device_cache {
public:
    std::mutex mutex;
    template <class W>
    struct typed {
        device_buffer<W> matrix;
        fw::closure_workspace<W> workspace;
        std::size_t n_pad = 0, block = 0;
        bool tracked = false, preds = false;
    };
    // tracked: the workspace has the closure's predecessor panels; preds: the predecessor
    // matrix exists.
    template <class W>
    typed<W>& get(std::size_t n_pad, std::size_t block, bool tracked, bool preds)
    {
        typed<W>& t = std::get<typed<W>>(slots_);
        if (!holds<W>(n_pad, block, tracked, preds)) {
            release();
            t.matrix.allocate(n_pad * n_pad, "the Floyd-Warshall distance matrix");
            if (preds) preds_.allocate(n_pad * n_pad, "the Floyd-Warshall predecessor matrix");
            t.workspace.allocate(n_pad, block, tracked);
            t.n_pad = n_pad;
            t.block = block;
            t.tracked = tracked;
            t.preds = preds;
        }
        return t;
    }
    template <class W>
    bool holds(std::size_t n_pad, std::size_t block, bool tracked, bool preds)
    {
        const typed<W>& t = std::get<typed<W>>(slots_);
        return t.n_pad == n_pad && t.block == block && t.tracked == tracked && t.preds == preds;
    }
    std::uint32_t* preds() { return preds_.data(); }
    void release() noexcept
    {
        release_one(std::get<typed<float>>(slots_));
        release_one(std::get<typed<double>>(slots_));
        release_one(std::get<typed<std::int32_t>>(slots_));
        release_one(std::get<typed<std::int64_t>>(slots_));
        preds_.release();
    }

private:
    template <class W>
    static void release_one(typed<W>& t) noexcept
    {
        t.matrix.release();
        t.workspace = fw::closure_workspace<W>();
        t.n_pad = t.block = 0;
        t.tracked = t.preds = false;
    }
    std::tuple<typed<float>, typed<double>, typed<std::int32_t>, typed<std::int64_t>> slots_;
    device_buffer<std::uint32_t> preds_;
};
device_cache& kept_device_buffers()
{
    static device_cache cache;
    return cache;
}

unsigned row_grid_x(std::size_t n) { return static_cast<unsigned>(std::min<std::size_t>((n + 255) / 256, 64)); }

// Runs release on another thread (with the caller's device current) until destroyed.
class background_release {
public:
    template <class Release>
    explicit background_release(Release release)
    {
        int device = 0;
        BOOST_GPU_PATHS_CUDA_CHECK(cudaGetDevice(&device));
        thread_ = std::thread([device, release]() mutable {
            if (cudaSetDevice(device) == cudaSuccess) release();
        });
    }
    ~background_release() { thread_.join(); }
    background_release(const background_release&) = delete;
    background_release& operator=(const background_release&) = delete;

private:
    std::thread thread_;
};

// A chunk of rows for stream_rows: rows [begin, end), the first raw_columns of them
// still encoded (decoded on the host), copied once `wait` (when not null) has passed.
struct chunk_plan {
    std::size_t begin, end;
    std::size_t raw_columns;
    cudaEvent_t wait;
};

// The ranges of `readiness` in order, cut at `chunk` rows; the first chunk of a range
// waits for its event. Where the ranges do not cover rows [0, n), one range of all of
// them waits for `everything`, and `sealed` is cleared (nothing is decoded yet). Where
// there are several chunks, the very first and the very last are an eighth of the
// others: the first copy and the last write-back are the two steps of the pipeline that
// nothing overlaps.
std::vector<chunk_plan> plan_chunks(const fw::row_readiness& readiness, std::size_t n, std::size_t chunk,
                                    cudaEvent_t everything, bool& sealed)
{
    std::vector<fw::row_readiness::range> ranges;
    std::size_t covered = 0;
    for (const auto& r : readiness.ranges()) {
        const std::size_t e = std::min(r.end, n);
        if (r.begin < e) {
            ranges.push_back({r.begin, e, std::min(r.raw_columns, n), r.ready});
            covered += e - r.begin;
        }
    }
    if (covered != n) {
        ranges.assign(1, {0, n, 0, everything});
        sealed = false;
    }
    std::vector<chunk_plan> plan;
    for (const auto& r : ranges)
        for (std::size_t b = r.begin; b < r.end; b += chunk)
            plan.push_back({b, std::min(b + chunk, r.end), r.raw_columns, b == r.begin ? r.ready : nullptr});
    const std::size_t small = std::max<std::size_t>(1, chunk / 8);
    if (n > 2 * chunk) {
        if (plan.front().end - plan.front().begin > small) {
            const chunk_plan first = plan.front();
            plan.front() = {first.begin + small, first.end, first.raw_columns, nullptr};
            plan.insert(plan.begin(), {first.begin, first.begin + small, first.raw_columns, first.wait});
        }
        if (plan.back().end - plan.back().begin > small) {
            const chunk_plan last = plan.back();
            plan.back() = {last.begin, last.end - small, last.raw_columns, last.wait};
            plan.push_back({last.end - small, last.end, last.raw_columns, nullptr});
        }
    }
    return plan;
}

// Hands the rows to the sinks in chunks, through two pinned buffers: chunk c is copied
// on a stream of its own while the host writes chunk c - 1 into the caller's matrix.
// Rows go in the order `readiness` lists them, each range once its event has passed, so
// the copies overlap the closure's last products; the closure has decoded them in place
// (readiness.seal), except a range's first raw_columns columns, decoded here on the host.
// Without such a list every row waits for the compute stream to get past what is queued
// on it now, and is decoded in place just before its copy. release_device frees the
// device matrices; it is called once the last chunk is on the host. `computed` is
// recorded on the compute stream after the last kernel: the report's download time is
// what the copies add after it.
template <class W, class ReleaseDevice>
void stream_rows(W* d, std::uint32_t* p, std::size_t ld, const backend_api::dense_apsp_problem<W>& problem,
                 backend_api::row_sink<W> distances, const backend_api::row_sink<std::uint32_t>* predecessors,
                 const fw::row_readiness& readiness, cudaStream_t compute, const event& computed,
                 backend_api::timing* report, call_trace& trace, ReleaseDevice release_device)
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
        check_predecessor_rows_kernel<W><<<static_cast<unsigned>(n), 256, smem, compute>>>(
            d, p, ld, static_cast<std::uint32_t>(n), threshold, flags.data());
        BOOST_GPU_PATHS_CHECK_LAUNCH("check_predecessor_rows_kernel");
        BOOST_GPU_PATHS_CUDA_CHECK(
            cudaMemcpyAsync(needs_check.data(), flags.data(), n, cudaMemcpyDeviceToHost, compute));
        BOOST_GPU_PATHS_CUDA_CHECK(cudaStreamSynchronize(compute));
        trace.mark("check-paths");
    }
    const std::size_t row_bytes = n * (sizeof(W) + (paths ? sizeof(std::uint32_t) : 0));
    const std::size_t chunk = std::max<std::size_t>(1, std::min<std::size_t>(n, chunk_bytes() / row_bytes));
    W* hd[2] = {nullptr, nullptr};
    std::uint32_t* hp[2] = {nullptr, nullptr};
    staging_cache& cache = output_staging();
    std::lock_guard<std::mutex> lock(cache.mutex);
    for (int s = 0; s < 2; ++s) {
        hd[s] = reinterpret_cast<W*>(cache.get(s, chunk * n * sizeof(W)));
        if (paths) hp[s] = reinterpret_cast<std::uint32_t*>(cache.get(2 + s, chunk * n * sizeof(std::uint32_t)));
    }
    stream copies;
    const cudaStream_t cs = copies.get();
    event done[2], copy_begin[2];
    event everything, end;
    everything.record(compute);
    trace.mark("staging");

    bool sealed = true;  // decoded on the device by the closure
    const std::vector<chunk_plan> plan = plan_chunks(readiness, n, chunk, everything.get(), sealed);
    const std::size_t chunks = plan.size();
    double write_ms = 0, copy_ms = 0;
    auto deliver = [&](std::size_t c) {
        const int s = static_cast<int>(c % 2);
        done[s].synchronize();
        if (trace.enabled()) copy_ms += done[s].since(copy_begin[s]);
        const std::size_t r0 = plan[c].begin, rows = plan[c].end - r0, raw = plan[c].raw_columns;
        const auto t0 = std::chrono::steady_clock::now();
        if (raw)
            host::parallel_for(
                0, rows,
                [&](std::size_t r) {
                    W* row = hd[s] + r * n;
                    for (std::size_t j = 0; j < raw; ++j) row[j] = decode_distance(row[j], threshold, caller_infinity);
                },
                8);
        if (paths && std::any_of(needs_check.begin() + r0, needs_check.begin() + r0 + rows, [](std::uint8_t f) { return f != 0; })) {
            host::parallel_for(
                0, rows,
                [&](std::size_t r) {
                    if (!needs_check[r0 + r]) return;
                    std::vector<std::uint8_t> state;
                    std::vector<std::uint32_t> path;
                    const std::uint32_t source = static_cast<std::uint32_t>(r0 + r);
                    if (!detail::classify_predecessor_row(source, n, hp[s] + r * n, state, path))
                        detail::repair_predecessor_row(problem, source, hd[s] + r * n, hp[s] + r * n);
                },
                n <= max_checked_row ? 1 : 8);
        }
        distances(r0, rows, hd[s], n);
        if (paths) (*predecessors)(r0, rows, hp[s], n);
        write_ms += ms_since(t0);
    };
    for (std::size_t c = 0; c < chunks; ++c) {
        const int s = static_cast<int>(c % 2);
        const std::size_t r0 = plan[c].begin, rows = plan[c].end - r0;
        if (plan[c].wait) BOOST_GPU_PATHS_CUDA_CHECK(cudaStreamWaitEvent(cs, plan[c].wait, 0));
        if (!sealed) {
            decode_kernel<W><<<dim3(row_grid_x(n), static_cast<unsigned>(rows)), 256, 0, cs>>>(
                d, p, ld, r0, 0, n, threshold, caller_infinity);
            BOOST_GPU_PATHS_CHECK_LAUNCH("decode_kernel");
        }
        if (trace.enabled()) copy_begin[s].record(cs);
        BOOST_GPU_PATHS_CUDA_CHECK(cudaMemcpy2DAsync(hd[s], n * sizeof(W), d + r0 * ld, ld * sizeof(W), n * sizeof(W),
                                                     rows, cudaMemcpyDeviceToHost, cs));
        if (paths)
            BOOST_GPU_PATHS_CUDA_CHECK(cudaMemcpy2DAsync(hp[s], n * sizeof(std::uint32_t), p + r0 * ld,
                                                         ld * sizeof(std::uint32_t), n * sizeof(std::uint32_t), rows,
                                                         cudaMemcpyDeviceToHost, cs));
        done[s].record(cs);
        if (c >= 1) deliver(c - 1);
    }
    end.record(cs);
    if (chunks) {
        // The device is done with the matrices once the last copy has landed; freeing
        // them (about a millisecond for 256 MiB) then overlaps the last write-back.
        done[(chunks - 1) % 2].synchronize();
        background_release releasing(release_device);
        deliver(chunks - 1);
    } else {
        release_device();
    }
    end.synchronize();
    computed.synchronize();
    trace.mark("stream");
    const double after_compute = std::max(0.0, double(end.since(computed)));
    if (trace.enabled()) {
        const double mib = double(n) * row_bytes / 1048576.0;
        trace.note(std::to_string(chunks) + " chunks, " + std::to_string(readiness.ranges().size()) +
                   " ready ranges: copies " + std::to_string(copy_ms).substr(0, 6) + " ms (" +
                   std::to_string(mib / 1024 / (copy_ms * 1e-3)).substr(0, 5) + " GiB/s), write-back " +
                   std::to_string(write_ms).substr(0, 6) + " ms (" +
                   std::to_string(mib / 1024 / (write_ms * 1e-3)).substr(0, 5) + " GiB/s), after the last kernel " +
                   std::to_string(after_compute).substr(0, 6) + " ms");
    }
    if (report) {
        report->download_ms = after_compute;
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
                 fw::closure_workspace<typename S::value_type>& ws, int* abort, cudaStream_t stream,
                 fw::row_readiness* readiness)
{
    fw::closure_runner<S, Ops, Paths> runner(d, p, n_pad, ws, abort, stream);
    runner.run(block, readiness);
    runner.print_profile();
}

template <class W, bool Paths>
void dispatch_closure(W* d, std::uint32_t* p, std::size_t n_pad, std::size_t block, fw::closure_workspace<W>& ws,
                      int* abort, cudaStream_t stream, bool non_negative, fw::row_readiness* readiness)
{
    using S = detail::min_plus<W>;
    if constexpr (std::is_same<W, float>::value) {
        if (non_negative && prefer_min3()) {
            run_closure<S, fw::inner_ops<S, fw::inner_kind::min3>, Paths>(d, p, n_pad, block, ws, abort, stream,
                                                                          readiness);
            return;
        }
    }
    (void)non_negative;
    run_closure<S, fw::inner_ops<S>, Paths>(d, p, n_pad, block, ws, abort, stream, readiness);
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
    const bool derived = paths && predecessors_derived(problem, n_pad);
    const bool tracked = paths && !derived;  // the closure tracks predecessors
    const std::size_t block = choose_block(n_pad, tracked, sizeof(W));
    call_trace trace;  // first, so that its last mark comes after every buffer is freed
    reset_device_bytes_peak();

    const std::size_t matrix_bytes = n_pad * n_pad * (sizeof(W) + (paths ? sizeof(std::uint32_t) : 0));
    const std::size_t input_bytes =
        problem.dense ? 0
                      : (std::size_t(n) + 1 + problem.graph->edge_count) * sizeof(std::uint32_t) +
                            std::size_t(problem.graph->edge_count) * sizeof(W);
    const std::size_t in_edge_bytes = derived ? device_in_edges<W>::bytes(problem) : 0;
    const bool kept = keep_device_memory();
    bool reuse = false;
    if (kept) {  // kept buffers of another size go before the fit check
        device_cache& cache = kept_device_buffers();
        std::lock_guard<std::mutex> lock(cache.mutex);
        reuse = cache.holds<W>(n_pad, block, tracked, paths);
        if (!reuse) cache.release();
    }
    if (!reuse)
        check_fits(matrix_bytes + fw::closure_workspace<W>::bytes(n_pad, block, tracked) + in_edge_bytes +
                       std::max<std::size_t>(input_bytes, n),
                   n, n_pad, "Floyd-Warshall");

    stream s;
    event t0, t1, t2;
    t0.record(s.get());
    // The matrices and panels: this call's own, or the kept ones (keep_device_memory()).
    device_buffer<W> own_d;
    device_buffer<std::uint32_t> own_p;
    fw::closure_workspace<W> own_ws;
    W* d = nullptr;
    std::uint32_t* p = nullptr;
    fw::closure_workspace<W>* ws = &own_ws;
    std::unique_lock<std::mutex> kept_lock;
    if (kept) {
        device_cache& cache = kept_device_buffers();
        kept_lock = std::unique_lock<std::mutex>(cache.mutex);
        auto& slot = cache.get<W>(n_pad, block, tracked, paths);
        d = slot.matrix.data();
        p = paths ? cache.preds() : nullptr;
        ws = &slot.workspace;
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
    init_kernel<W><<<dim3(row_grid_x(n_pad), static_cast<unsigned>(n_pad)), 256, 0, s.get()>>>(
        d, tracked ? p : nullptr, n_pad, S::zero(), S::one());
    BOOST_GPU_PATHS_CHECK_LAUNCH("init_kernel");
    if (problem.dense) {
        BOOST_GPU_PATHS_CUDA_CHECK(cudaMemcpy2DAsync(d, n_pad * sizeof(W), problem.dense,
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
            d, n_pad, offsets.data(), targets.data(), weights.data(), static_cast<std::uint32_t>(n));
        BOOST_GPU_PATHS_CHECK_LAUNCH("scatter_edges_kernel");
        s.synchronize();  // before the CSR buffers go
    }
    std::unique_ptr<device_in_edges<W>> in_edges;
    if (derived) in_edges.reset(new device_in_edges<W>(problem, s.get()));
    t1.record(s.get());
    trace.mark("build");

    if (!kept) own_ws.allocate(n_pad, block, tracked);
    // Distances only: rows are copied out as the closure finishes them (readiness), and
    // the negative-cycle word is read after the copies (the result is unspecified then,
    // as BGL's is). With predecessors every row waits for the closure and the derivation,
    // and nothing is written when a negative cycle ends the closure.
    fw::row_readiness readiness;
    const W threshold = problem.infinite_threshold, caller_infinity = problem.caller_infinity;
    readiness.seal = [d, n, n_pad, threshold, caller_infinity](std::size_t r0, std::size_t r1, std::size_t c0,
                                                               std::size_t c1, cudaStream_t st) {
        r1 = std::min(r1, n);
        c1 = std::min(c1, n);
        if (r0 >= r1 || c0 >= c1) return;
        decode_kernel<W><<<dim3(row_grid_x(c1 - c0), static_cast<unsigned>(r1 - r0)), 256, 0, st>>>(
            d, nullptr, n_pad, r0, c0, c1, threshold, caller_infinity);
        BOOST_GPU_PATHS_CHECK_LAUNCH("decode_kernel");
    };
    if (tracked)
        dispatch_closure<W, true>(d, p, n_pad, block, *ws, abort.data(), s.get(), !problem.has_negative_weights, nullptr);
    else
        dispatch_closure<W, false>(d, nullptr, n_pad, block, *ws, abort.data(), s.get(), !problem.has_negative_weights,
                                   paths || !overlap_copies() ? nullptr : &readiness);
    if (derived) derive_predecessors(d, p, n_pad, static_cast<std::uint32_t>(n), in_edges->lists(), s.get());
    t2.record(s.get());
    // Waits for the closure; true when a negative cycle ended it.
    auto negative_cycle = [&]() {
        int aborted = 0;
        BOOST_GPU_PATHS_CUDA_CHECK(cudaMemcpyAsync(&aborted, abort.data(), sizeof(int), cudaMemcpyDeviceToHost, s.get()));
        s.synchronize();
        if (report) {
            report->upload_ms = t1.since(t0);
            report->compute_ms = t2.since(t1);
            report->backend = backend_kind::cuda;
            if (aborted) report->peak_device_bytes = device_bytes_peak();
        }
        return aborted != 0;
    };
    if (paths && negative_cycle()) return false;
    trace.mark(paths ? "closure" : "queue");
    // Everything this call allocated on the device goes on the release thread (cudaFree
    // waits for the device; tens of MiB of panels cost a fraction of a millisecond).
    stream_rows<W>(d, p, n_pad, problem, distances, predecessors, readiness, s.get(), t2, report, trace,
                   [&own_d, &own_p, &own_ws, &in_edges]() {
                       own_d.release();
                       own_p.release();
                       own_ws = fw::closure_workspace<W>();
                       in_edges.reset();
                   });
    if (!paths && negative_cycle()) return false;
    if (report) report->peak_device_bytes = device_bytes_peak();
    return true;
}

void release_floyd_warshall_buffers()
{
    {
        staging_cache& staging = output_staging();
        std::lock_guard<std::mutex> lock(staging.mutex);
        staging.release();
    }
    device_cache& kept = kept_device_buffers();
    std::lock_guard<std::mutex> lock(kept.mutex);
    kept.release();
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
