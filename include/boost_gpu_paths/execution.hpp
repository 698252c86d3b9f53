// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The execution context of one call: where it runs (backend, device, stream), how it is
// tuned (typed options per algorithm family), and where it reports what happened.
//
// Every drop-in builds one from its named parameters (named_params.hpp):
//
//   gpu_paths::report r;
//   gpu_paths::options o;               // built-in defaults, no environment
//   o.closure.block = 256;
//   gpu_floyd_warshall_all_pairs(g, D, gpu_paths::use_device(1).weight_map(w)
//                                          .gpu_paths_options(o).gpu_paths_report(r));
//
// and hands it to the backend interface, which takes nothing else. The algorithm families
// share one name everywhere (options, sources, environment variables):
//   closure  Floyd-Warshall and the boolean (reachability) closure: dense n x n matrices;
//   sssp     Dijkstra from one or more sources, and all pairs by a search per source;
//   bfs      breadth-first search.
//
// Environment variables are an override layer read in one place (default_options()); a
// default-constructed execution_context starts from it, and so does every call that passes
// no options of its own. doc/reference.md lists the variables.
#ifndef BOOST_GPU_PATHS_EXECUTION_HPP
#define BOOST_GPU_PATHS_EXECUTION_HPP

#include <boost_gpu_paths/backend.hpp>
#include <boost_gpu_paths/detail/config.hpp>

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace boost {
namespace gpu_paths {

// The closure family on the CUDA backend (the host backend ignores these).
struct closure_options {
    // Pivot block width: 0 chooses (128); otherwise a multiple of 128 (256 and 512 are the
    // widths measured). With tracked predecessors it is capped at 256 for 4-byte weights
    // and 128 for 8-byte ones.
    std::uint32_t block = 0;
    // How an all-pairs predecessor matrix is found: tracked by the closure itself, or
    // derived from the final distances and the graph in O(n m). automatic derives when
    // m <= n^2 / 16 and the input is a graph (the initialized form always tracks).
    enum class predecessors { automatic, track, derive };
    predecessors predecessor_mode = predecessors::automatic;
    // The f32 product's inner loop: automatic takes the three-way integer min on the bit
    // patterns of non-negative floats where it applies; add_min always adds and takes min.
    enum class inner_loop { automatic, add_min };
    inner_loop inner = inner_loop::automatic;
    // Rows streamed to the host per chunk, in MiB (1 to 1024).
    std::uint32_t chunk_mib = 32;
    // Copy rows out while the closure finishes the others: distances, and predecessors
    // derived from them (derived band by band as rows become final); not tracked ones.
    bool overlap_copies = true;
    // Round K+1's pivot panels on a second stream while round K's product runs.
    bool lookahead = true;
    // That second stream at the highest priority.
    bool side_stream_priority = true;
    // Round K's product on round K+1's pivot row and column on the second stream too.
    bool cross_on_side_stream = true;
    // Each round's product in two row halves on two streams, from this padded size up
    // (0: never).
    std::uint32_t split_from = 8192;
    // Distances only, where the rounds are split: leave the top-left quadrant out of the
    // second half's rounds and finish it at the end in row stripes.
    bool defer_quadrant = true;
    std::uint32_t defer_stripes = 4;
    // Products of the deferred quadrant at most this deep (a multiple of 128; 0: as deep
    // as the panels' storage holds).
    std::uint32_t defer_depth = 0;
    // Keep the device matrices and panels between calls of the same size, until
    // release_resources().
    bool keep_device_memory = false;
    // Graphs of at most this many vertices are closed by one thread block in one launch,
    // the matrices in its shared memory (where they fit), instead of the blocked schedule
    // with its padding to 128 and launches per round. 0: never.
    std::uint32_t one_block_limit = 256;
    // Automatic calls run on the CUDA backend from this many vertices (below, on the host
    // backend): the measured break-even (doc/design-whole-call.md).
    std::uint64_t cuda_from = 96;
    // Automatic Floyd-Warshall calls on fewer vertices than this run BGL's loop on the
    // calling thread after the same checks: below it the host backend's call costs more
    // than BGL's whole closure (a process's first call above all, which pages its code in).
    std::uint64_t host_from = 16;
    // Several GPUs: the matrix in row bands, one per device, each round's pivot rows sent
    // to the others (doc/design-scale.md). On the devices execution_context::devices names
    // (two or more), or, where it names none, on every visible GPU for distances alone
    // (with predecessors one device, whose derived predecessors outrun the bands' tracked
    // ones). automatic takes it from multi_gpu_from vertices, below which one device
    // closes the matrix alone; always takes it at any size; never keeps one device alone.
    // Either way only where every device's band fits its memory (device_memory_cap_mib
    // where set); else one device, out of core where the matrix does not fit it. multi_gpu_block: its pivot width (0 chooses 256; at most
    // 4096; distances alone round it up to a multiple of 128).
    enum class multi_gpu_mode { automatic, always, never };
    multi_gpu_mode multi_gpu = multi_gpu_mode::automatic;
    std::uint32_t multi_gpu_from = 16384;
    std::uint32_t multi_gpu_block = 0;
    // Out of core (doc/design-scale.md): the matrix stays in host memory and row bands
    // stream through the device, round by pivot round. automatic takes it where the
    // in-core matrices and workspace exceed options::device_memory_cap_mib (or the
    // device's free memory); always forces it at any size (on the host backend too, whose
    // engine runs the same band schedule with host copies); never keeps the in-core path.
    enum class out_of_core_mode { automatic, always, never };
    out_of_core_mode out_of_core = out_of_core_mode::automatic;
    // Out of core: the pivot width (rows of the resident pivot panel), the height of a
    // streamed row band, and how many band buffers rotate (0: chosen from the cap).
    std::uint32_t out_of_core_block = 0;
    std::uint32_t out_of_core_band = 0;
    std::uint32_t out_of_core_buffers = 0;
    // Out of core, where the caller's distance rows are contiguous arrays of the search
    // type: close the matrix in those rows (in_place) instead of a page-locked copy of the
    // library's. The copy lets the device read and write host memory directly, so it is
    // faster; working in place needs no second n x n matrix. automatic works in place
    // where the copy (distances, and predecessors where asked for) would take more than half of
    // the host memory available at the call; always wherever the rows allow; never stages.
    enum class in_place_mode { automatic, always, never };
    in_place_mode out_of_core_in_place = in_place_mode::automatic;
};

// The sssp family: the CUDA backend's settings, the host backend's single-source search,
// and the automatic choice between them and BGL's loop.
struct sssp_options {
    // Bucket width of delta-stepping (CUDA, and the host's threaded search) in weight
    // units; 0 chooses from the mean weight and degree.
    double delta = 0;
    // All pairs: rows per batch (0: about 256 MiB of results per batch).
    std::uint32_t batch_rows = 0;
    // Integer weights on road-like graphs: jump over chains of degree-2 vertices.
    bool chain_shortcuts = true;
    // Johnson with integer weights on the CUDA backend: potentials halfway between
    // Bellman-Ford's on the graph (BGL's, every initial distance 0) and those from a
    // Bellman-Ford on the reverse graph, rounded down. BGL's alone make every edge of their shortest-path forest
    // weigh 0 after the reweighting, and each such edge in a path costs the searches a
    // round of their bucket; halfway, an edge weighs 0 only where both make it tight.
    // Costs a second Bellman-Ford. Floating weights always take BGL's potentials, whose
    // rounding their rows must match.
    bool balanced_potentials = true;
    // Automatic calls (doc/design-whole-call.md): single-source searches on graphs of at
    // least cuda_from vertices + edges run on the CUDA backend; below, BGL's sequential
    // algorithm runs on graphs of fewer than host_from vertices + edges (and on any graph
    // when the call has one host thread), and the host backend on larger ones.
    // All pairs run on the CUDA backend from all_pairs_cuda_from vertices. Bellman-Ford
    // runs on the CUDA backend from bellman_ford_cuda_from vertices + edges: each of its
    // rounds pays a launch and a host round trip, which BGL's pass over a small graph does
    // not; below, on the host backend from bellman_ford_host_from (BGL's loop below it).
    std::uint64_t cuda_from = 4096;
    std::uint64_t host_from = 16384;
    std::uint64_t bellman_ford_cuda_from = 20480;
    // Automatic DAG shortest paths on a directed graph above cuda_from: BGL's pass runs
    // first and is kept where it examines at most this share of the graph's vertices +
    // edges (it touches only what the source reaches; the backends lay out the whole
    // graph); past that the backend runs. 0: no such pass.
    double dag_sequential_probe = 0.25;
    // Dijkstra calls only BGL's loop can serve (a visitor, a compare or combine of the
    // caller's, distance types the kernels lack): on graphs of at least this many vertices
    // + edges, BGL's loop starts on the caller's graph while the other threads build
    // arrays of its out-edges and weights, and goes on over the arrays once they are ready,
    // every operation and event as BGL's (doc/design-dijkstra.md). Smaller graphs run
    // boost::dijkstra_shortest_paths itself.
    std::uint64_t visitor_arrays_from = 65536;
    // As bfs_options::visitor_switch_after.
    std::uint64_t visitor_switch_after = 0;
    std::uint64_t all_pairs_cuda_from = 128;
    // All pairs: a search from every vertex, or the dense min-plus closure of the graph
    // (the closure family's Floyd-Warshall), which does n^3 work however sparse the graph
    // is but at the closure's rate. automatic takes the closure on the CUDA backend where
    // its estimated time is below the searches' (dense graphs: doc/design-whole-call.md),
    // and the searches on the host backend. closure forces it wherever it gives the
    // contract's results: not with a predecessor matrix of floating-point distances, whose
    // rows must be exactly tight (the closure adds in another order than the path).
    enum class all_pairs_method { automatic, searches, closure };
    all_pairs_method all_pairs = all_pairs_method::automatic;
    // Single-source searches on graphs of at most this many vertices + edges run in one
    // thread block and one launch, the graph in its shared memory (where it fits), instead
    // of the many-block search with its launches and grid barriers. 0: never.
    std::uint32_t one_block_limit = 16384;
    // All pairs by searches on the CUDA backend, where the context names no devices: on
    // every visible GPU from this many rows (sources: n for gpu_dijkstra_all, the list's
    // length for many sources), on one below it (0: one GPU unless devices are named).
    // The devices take batches of consecutive rows as each gets free.
    std::uint64_t all_pairs_multi_gpu_from = 16384;
    // Automatic Bellman-Ford below bellman_ford_cuda_from: the parallel host backend from
    // this many vertices + edges, BGL's loop below (see cuda_from above).
    std::uint64_t bellman_ford_host_from = 100000;
    // Host backend, a single-source search (or one from several sources) where the call has
    // more than one thread, on a graph of at least host_parallel_from vertices + edges whose
    // mean out-degree is below host_parallel_below_degree (road-like: thousands of buckets
    // of few vertices each): delta-stepping on the call's threads. Otherwise a radix-heap
    // Dijkstra on the calling thread, which on denser graphs relaxes each edge once where
    // the threads' buckets relax some again.
    std::uint64_t host_parallel_from = 131072;
    double host_parallel_below_degree = 4.0;
};

// The bfs family: how a search chooses between top-down and bottom-up steps (Beamer,
// Asanovic, Patterson, SC 2012), on both backends, and the CUDA backend's gears.
struct bfs_options {
    bool direction_optimizing = true;
    // Top-down -> bottom-up when (out-edges of the frontier) * alpha exceeds the out-edges
    // of the vertices not yet visited, and (out-edges of the frontier) * beta exceeds the
    // vertex count (a bottom-up step passes over every vertex).
    double alpha = 15.0;
    // Bottom-up -> top-down when the frontier shrinks below vertex_count / beta vertices.
    double beta = 18.0;
    // CUDA: a frontier of at most this many vertices is expanded by one thread block that
    // goes on level after level with block barriers only. 0 picks the default; ~0u turns
    // the mode off.
    std::uint32_t single_block_frontier = 0;
    // CUDA, graphs of bounded out-degree: levels whose frontier is spread so thinly that no
    // thread block holds more than this many of its vertices keep each block's part in its
    // shared memory. 0 picks the largest that is safe; ~0u turns the mode off.
    std::uint32_t local_frontier_limit = 0;
    // Host backend, directed graphs: bottom-up steps need the reverse graph, which costs
    // more to build than one search's bottom-up steps save; so by default an engine's
    // first search stays top-down and later searches build and use it. true: the first
    // search builds it too. (The CUDA backend builds it on the device when first needed.)
    bool eager_reverse_graph = false;
    // Host backend: a search takes one thread per this many vertices + edges of the graph,
    // up to options::threads, and at least one. Every level hands work between the
    // threads through shared counters, which costs more than a thread saves on a smaller
    // share. 0: all the threads, whatever the graph's size.
    std::uint64_t host_work_per_thread = 32768;
    // CUDA: graphs of at most this many vertices + edges are searched in one thread block and
    // one launch, as sssp_options::one_block_limit. 0: never.
    std::uint32_t one_block_limit = 16384;
    // Automatic calls, as sssp_options::cuda_from and host_from (doc/design-whole-call.md).
    std::uint64_t cuda_from = 50000;
    std::uint64_t host_from = 400000;
    // A caller's visitor with vertex events and tree edges only (none on every edge): on
    // graphs of at least this many vertices + edges, BGL's search starts on the caller's
    // graph while the other threads build arrays of it, and goes on over the arrays once
    // they are ready, every event in BGL's order (doc/design-breadth-first-search.md). A
    // visitor of every edge's events takes the same search on the caller's graph
    // throughout. Smaller graphs run BGL's loop throughout.
    std::uint64_t visitor_arrays_from = 65536;
    // 0: the search moves to the arrays as soon as they are ready; k > 0: exactly after k
    // vertices examined on the caller's graph, waiting there for the arrays (a search that
    // ends earlier never moves), and for the discovery order where one is computed.
    std::uint64_t visitor_switch_after = 0;
    // Such a search, without a color map of the caller's and with distinct sources: once the
    // arrays are built, their thread computes BGL's discovery order of the whole search on
    // a backend (backend_api::bfs_discovery_order), and the search replays its remaining
    // events from that order as soon as it arrives. automatic: on the CUDA backend, where a
    // search without a visitor of at least visitor_order_from vertices + edges would run
    // there; on: on the backend the call names (automatic: the one such a search takes);
    // off: never.
    enum class visitor_order_mode { automatic, on, off };
    visitor_order_mode visitor_order = visitor_order_mode::automatic;
    std::uint64_t visitor_order_from = 262144;
    // The order's computation starts once the search has discovered this share of the
    // graph's vertices (or when it waits for the order, visitor_switch_after): a search
    // that ends before, by a visitor's early exit above all, never waits for a computation
    // it gives up (an upload cannot be stopped half way).
    double visitor_order_after = 0.125;
};

// Where a call's trace goes: nowhere (off); lines on stderr (stderr_lines): the time of
// each phase of the call (layout, upload, compute, download, write-back) and, on the CUDA
// backend, of each step and kernel launch; NVTX ranges (nvtx) around the call's phases,
// named after them and the backend, which Nsight Systems shows, in a library built with
// the CUDA toolkit's NVTX headers (elsewhere nvtx asks for nothing). The flags combine:
// trace_mode::stderr_lines | trace_mode::nvtx.
class trace_mode {
public:
    enum flag : unsigned { off = 0, stderr_lines = 1, nvtx = 2 };
    constexpr trace_mode(flag f = off) noexcept : bits_(f) {}
    // True when every bit of f is set (false for off).
    constexpr bool has(flag f) const noexcept { return f != off && (bits_ & f) == unsigned(f); }
    constexpr bool any() const noexcept { return bits_ != 0; }
    friend constexpr bool operator==(trace_mode a, trace_mode b) noexcept { return a.bits_ == b.bits_; }
    friend constexpr bool operator!=(trace_mode a, trace_mode b) noexcept { return a.bits_ != b.bits_; }
    friend constexpr bool operator==(trace_mode a, flag b) noexcept { return a.bits_ == unsigned(b); }
    friend constexpr bool operator!=(trace_mode a, flag b) noexcept { return a.bits_ != unsigned(b); }

private:
    unsigned bits_;
};
constexpr trace_mode::flag operator|(trace_mode::flag a, trace_mode::flag b) noexcept
{
    return trace_mode::flag(unsigned(a) | unsigned(b));
}

// Automatic calls in a process whose CUDA device is not started yet. Starting it (the
// driver and the device's context) costs about a fifth of a second, more than BGL's whole
// call takes below large sizes, so such a call runs on the CUDA backend only from its
// family's cold break-even below, where the host's time repays the start as well
// (doc/design-whole-call.md); under it the call runs as below cuda_from (BGL's algorithm
// or the host backend) and leaves the device alone. Once calls that a started device
// would serve have gone on for background_after_ms, the device starts on a thread of its
// own while they go on on the host. A resident graph, made for many queries, starts the
// device with its first. gpu_paths::warm_up() starts it at once.
// DAG shortest paths never start a cold device: BGL's pass, which they run first, is one
// linear sweep that no start repays.
struct cold_start_options {
    std::uint64_t closure_from = 2304;          // vertices: Floyd-Warshall, transitive closure
    std::uint64_t all_pairs_from = 4096;        // vertices: all pairs by searches, Johnson
    std::uint64_t sssp_from = 2500000;          // vertices + edges: Dijkstra
    std::uint64_t bellman_ford_from = 4000000;  // vertices + edges
    std::uint64_t bfs_from = 100000000;         // vertices + edges
    double background_after_ms = 200;           // 0: start it with the first such call
};

// Every tuning knob of a call. A value-initialized options{} holds the built-in defaults;
// default_options() holds them with the environment's overrides applied.
struct options {
    closure_options closure;
    sssp_options sssp;
    bfs_options bfs;
    cold_start_options cold_start;
    // Host threads for the host backend and the host side of every call (0: all hardware
    // threads).
    unsigned threads = 0;
    // Keep the worker threads in a process-wide pool between parallel steps.
    bool thread_pool = true;
    // Copy result rows into the caller's matrix with non-temporal stores.
    bool streaming_copy = true;
    // CUDA: a caller's own arrays in pageable memory (a compressed_sparse_row_graph read in
    // place) of at least two chunks of this many MiB are uploaded through pinned chunks that
    // the host threads fill while the copy engine moves the chunk before (0: the driver's
    // own pageable copy, filled by one thread).
    std::uint32_t upload_chunk_mib = 8;
    // CUDA: the most device memory one call allocates on a device, in MiB (0: the device's
    // free memory). Floyd-Warshall's out-of-core schedule takes over above it; the
    // many-source searches and all pairs by searches shrink their batches of rows and search
    // scratch to fit under it; other families ignore it for now.
    std::uint64_t device_memory_cap_mib = 0;
    // The least time between two progress updates of a call watched through on_progress, in
    // milliseconds (0: at every round or batch).
    std::uint32_t progress_interval_ms = 100;
    // The call's trace (trace_mode above); BOOST_GPU_PATHS_TRACE overrides the default.
    trace_mode trace = trace_mode::off;
};

// What one breadth-first search did.
struct bfs_statistics {
    std::uint32_t levels = 0;            // 1 + the largest hop count reached
    std::uint32_t bottom_up_levels = 0;  // levels expanded bottom-up
    std::uint32_t host_round_trips = 0;  // CUDA: times the level loop waited on the host
    std::uint32_t reached = 0;           // vertices reached, sources included
    std::uint64_t reached_edges = 0;     // out-edges of the reached vertices (TEPS numerator)
};

// Where one call's time went and which path it took; filled when the call is given one.
struct report {
    backend_kind backend = backend_kind::automatic;  // the backend that ran
    int device = -1;                                 // its CUDA device, -1 on the host
    std::vector<int> devices;  // every CUDA device the call ran on (device first), empty on the host
    std::string method;                              // the path taken, in words
    double layout_ms = 0;      // front end: the caller's graph or matrix -> arrays
    double upload_ms = 0;      // host -> device (0 on the host backend)
    double compute_ms = 0;     // the algorithm itself (CUDA: kernel time by events)
    double download_ms = 0;    // device -> host
    double write_back_ms = 0;  // results into the caller's matrix or property maps
    std::size_t peak_device_bytes = 0;
    std::uint64_t sssp_phases = 0;  // CUDA single-source search: relax and split phases
    bfs_statistics bfs;             // the last breadth-first search
};

// The built-in defaults with the environment's overrides (doc/reference.md), read once per
// process. Throws std::invalid_argument naming the variable when one holds a value that
// is not valid for it.
BOOST_GPU_PATHS_API const options& default_options();

// Applies the overrides that `lookup` (the value of an environment variable by name, or
// null when it is unset) finds to `tuning`, and returns the backend and device they ask
// for (automatic and -1 where unset). default_options() applies the process environment.
struct environment_choice {
    backend_kind backend = backend_kind::automatic;
    int device = -1;
};
BOOST_GPU_PATHS_API environment_choice apply_environment(options& tuning,
                                                         const std::function<const char*(const char*)>& lookup);

// A flag that stops the calls watching it (cancel_with, named_params.hpp): raised from any
// thread, it is seen by the long engines between their rounds or batches (Floyd-Warshall
// in core on the host and on one device, all pairs by searches and the many-source calls
// on both backends; the other CUDA closures before they start: doc/reference.md, Cancel
// and progress), which then
// stop and throw gpu_paths::cancelled. Copies share one flag; a raised token stays raised.
class cancel_token {
public:
    cancel_token() : flag_(std::make_shared<std::atomic<bool>>(false)) {}
    void cancel() const noexcept { flag_->store(true, std::memory_order_relaxed); }
    bool cancelled() const noexcept { return flag_->load(std::memory_order_relaxed); }
    // The flag itself, which execution_context::cancel holds.
    std::shared_ptr<const std::atomic<bool>> flag() const noexcept { return flag_; }

private:
    std::shared_ptr<std::atomic<bool>> flag_;
};

// What a call watched through on_progress reports: the phase that runs and the share of its
// work done, from 0 to 1.
struct progress_update {
    const char* phase = "";
    double fraction = 0;
};
using progress_callback = std::function<void(const progress_update&)>;

// The context a call runs in.
struct execution_context {
    // Where it runs: automatic chooses per call (BOOST_GPU_PATHS_BACKEND may force one).
    backend_kind backend = backend_kind::automatic;
    // The CUDA device ordinal: -1 is BOOST_GPU_PATHS_DEVICE where set, else the calling
    // thread's current device.
    int device = -1;
    // Several CUDA devices of this host for one call: all pairs by searches spread their
    // sources over them, Floyd-Warshall its rows (closure.multi_gpu); the other calls run
    // on the first. Empty lets the call choose (all pairs: every visible GPU from
    // sssp.all_pairs_multi_gpu_from rows; Floyd-Warshall's distances: every visible GPU
    // from closure.multi_gpu_from vertices; else `device` alone); otherwise these
    // ordinals, and `device` is ignored. A device named twice
    // takes two shares of the sources, each with its own streams and buffers.
    std::vector<int> devices;
    // A cudaStream_t of the caller's, or null: the call's device work starts after the work
    // queued on it before the call.
    void* stream = nullptr;
    options tuning = default_options();
    // Filled when not null.
    gpu_paths::report* report = nullptr;
    // Raised to stop the call (cancel_with); null: the call is not watched.
    std::shared_ptr<const std::atomic<bool>> cancel;
    // Told the call's progress (on_progress): from a thread that runs the engine's rounds or
    // batches, never from two threads at once, at most every options::progress_interval_ms,
    // and once with fraction 1 when the engine is done.
    progress_callback progress;
};

// Gives back what the library keeps between calls on every device and on the host: pinned
// staging buffers, kept device blocks and matrices, per-device caches, the kept host blocks
// of the layout's arrays, and the worker threads. The next
// call creates what it needs again. Not from inside a running call.
BOOST_GPU_PATHS_API void release_resources();

}  // namespace gpu_paths
}  // namespace boost

#endif
