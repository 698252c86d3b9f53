// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The environment override layer: the one place the library reads environment variables.
//
// Every option of gpu_paths::options has a variable named after it,
// BOOST_GPU_PATHS_<FAMILY>_<OPTION> (BOOST_GPU_PATHS_<OPTION> for the options of no family),
// plus BOOST_GPU_PATHS_BACKEND and BOOST_GPU_PATHS_DEVICE. They are read once per process,
// into default_options() and the backend and device an automatic call takes.
#include "dispatch/environment.hpp"

#include <boost_gpu_paths/detail/base/environment_names.hpp>
#include <boost_gpu_paths/execution.hpp>

#include <cerrno>
#include <cstdlib>
#include <initializer_list>
#include <limits>
#include <stdexcept>
#include <string>
#include <utility>


namespace boost {
namespace gpu_paths {

namespace {

[[noreturn]] void reject(const char* name, const char* value, const char* expected)
{
    throw std::invalid_argument(std::string(name) + "=" + value + ": expected " + expected);
}

bool parse_flag(const char* name, const char* value)
{
    const std::string v = value;
    if (v == "1" || v == "on" || v == "true" || v == "yes") return true;
    if (v == "0" || v == "off" || v == "false" || v == "no") return false;
    reject(name, value, "0 or 1");
}

unsigned long long parse_count(const char* name, const char* value, unsigned long long most)
{
    char* end = nullptr;
    errno = 0;
    const unsigned long long v = std::strtoull(value, &end, 10);
    if (!*value || *end || errno || value[0] == '-' || v > most)
        reject(name, value, ("a whole number from 0 to " + std::to_string(most)).c_str());
    return v;
}

double parse_positive(const char* name, const char* value)
{
    char* end = nullptr;
    const double v = std::strtod(value, &end);
    if (!*value || *end || !(v >= 0) || v == std::numeric_limits<double>::infinity())
        reject(name, value, "a finite number >= 0");
    return v;
}

// A count that fits 32 bits.
std::uint32_t parse_count32(const char* name, const char* value)
{
    return static_cast<std::uint32_t>(parse_count(name, value, 0xffffffffu));
}

// A count that may also be "off" (~0u: the mode is turned off).
std::uint32_t parse_limit(const char* name, const char* value)
{
    if (std::string(value) == "off") return ~0u;
    return static_cast<std::uint32_t>(parse_count(name, value, 0xfffffffeu));
}

// One of a few named values; "auto" is also accepted for "automatic".
template <class E>
E parse_choice(const char* name, const char* value, std::initializer_list<std::pair<const char*, E>> choices,
               const char* expected)
{
    const std::string v = value == std::string("auto") ? "automatic" : value;
    for (const auto& choice : choices)
        if (v == choice.first) return choice.second;
    reject(name, value, expected);
}

// The trace switch: a flag's words (on: lines on stderr), or the outputs by name.
trace_mode parse_trace(const char* name, const char* value)
{
    const std::string v = value;
    if (v == "stderr") return trace_mode::stderr_lines;
    if (v == "nvtx") return trace_mode::nvtx;
    if (v == "stderr,nvtx" || v == "nvtx,stderr" || v == "all") return trace_mode::stderr_lines | trace_mode::nvtx;
    if (v == "1" || v == "on" || v == "true" || v == "yes") return trace_mode::stderr_lines;
    if (v == "0" || v == "off" || v == "false" || v == "no") return trace_mode::off;
    reject(name, value, "0, 1, stderr, nvtx or stderr,nvtx");
}

std::uint32_t parse_multiple_of_128(const char* name, const char* value)
{
    const auto v = parse_count(name, value, 1u << 20);
    if (v % 128) reject(name, value, "0 or a multiple of 128");
    return static_cast<std::uint32_t>(v);
}

// Variables of earlier releases, and the ones that replaced them: one set is refused
// rather than silently ignored.
const char* const renamed[][2] = {
    {"BOOST_GPU_PATHS_FW_BLOCK", "BOOST_GPU_PATHS_CLOSURE_BLOCK"},
    {"BOOST_GPU_PATHS_FW_PATHS", "BOOST_GPU_PATHS_CLOSURE_PREDECESSOR_MODE"},
    {"BOOST_GPU_PATHS_FW_KERNEL", "BOOST_GPU_PATHS_CLOSURE_INNER"},
    {"BOOST_GPU_PATHS_FW_CHUNK_MIB", "BOOST_GPU_PATHS_CLOSURE_CHUNK_MIB"},
    {"BOOST_GPU_PATHS_FW_OVERLAP", "BOOST_GPU_PATHS_CLOSURE_OVERLAP_COPIES"},
    {"BOOST_GPU_PATHS_FW_LOOKAHEAD", "BOOST_GPU_PATHS_CLOSURE_LOOKAHEAD"},
    {"BOOST_GPU_PATHS_FW_SIDE_PRIORITY", "BOOST_GPU_PATHS_CLOSURE_SIDE_STREAM_PRIORITY"},
    {"BOOST_GPU_PATHS_FW_CROSS_SIDE", "BOOST_GPU_PATHS_CLOSURE_CROSS_ON_SIDE_STREAM"},
    {"BOOST_GPU_PATHS_FW_SPLIT", "BOOST_GPU_PATHS_CLOSURE_SPLIT_FROM"},
    {"BOOST_GPU_PATHS_FW_DEFER", "BOOST_GPU_PATHS_CLOSURE_DEFER_QUADRANT"},
    {"BOOST_GPU_PATHS_FW_DEFER_STRIPES", "BOOST_GPU_PATHS_CLOSURE_DEFER_STRIPES"},
    {"BOOST_GPU_PATHS_FW_DEFER_DEPTH", "BOOST_GPU_PATHS_CLOSURE_DEFER_DEPTH"},
    {"BOOST_GPU_PATHS_FW_KEEP_DEVICE_MEMORY", "BOOST_GPU_PATHS_CLOSURE_KEEP_DEVICE_MEMORY"},
    {"BOOST_GPU_PATHS_FW_TRACE", "BOOST_GPU_PATHS_TRACE"},
    {"BOOST_GPU_PATHS_FW_PROFILE", "BOOST_GPU_PATHS_TRACE"},
    {"BOOST_GPU_PATHS_BFS_TRACE", "BOOST_GPU_PATHS_TRACE"},
    {"BOOST_GPU_PATHS_SSSP_CHAINS", "BOOST_GPU_PATHS_SSSP_CHAIN_SHORTCUTS"},
};

}  // namespace

environment_choice apply_environment(options& o, const std::function<const char*(const char*)>& lookup)
{
    for (const auto& names : renamed)
        if (const char* value = lookup(names[0]))
            throw std::invalid_argument(std::string(names[0]) + "=" + value + ": this variable is now " + names[1] +
                                        " (doc/reference.md lists the variables)");
    environment_choice choice;
    // Calls set(name, value) for the variable `name` when it is set and not empty.
    auto with = [&](const char* name, auto set) {
        const char* value = lookup(name);
        if (value && *value) set(name, value);
    };
    with("BOOST_GPU_PATHS_BACKEND", [&](const char* n, const char* v) {
        try {
            choice.backend = parse_backend(v);
        } catch (const std::invalid_argument&) {
            reject(n, v, "auto, cuda or host");
        }
    });
    with("BOOST_GPU_PATHS_DEVICE", [&](const char* n, const char* v) { choice.device = static_cast<int>(parse_count(n, v, 1023)); });
    with("BOOST_GPU_PATHS_THREADS", [&](const char* n, const char* v) { o.threads = static_cast<unsigned>(parse_count(n, v, 65536)); });
    with("BOOST_GPU_PATHS_THREAD_POOL", [&](const char* n, const char* v) { o.thread_pool = parse_flag(n, v); });
    with("BOOST_GPU_PATHS_STREAMING_COPY", [&](const char* n, const char* v) { o.streaming_copy = parse_flag(n, v); });
    with("BOOST_GPU_PATHS_UPLOAD_CHUNK_MIB",
         [&](const char* n, const char* v) { o.upload_chunk_mib = static_cast<std::uint32_t>(parse_count(n, v, 1024)); });
    with("BOOST_GPU_PATHS_DEVICE_MEMORY_CAP_MIB",
         [&](const char* n, const char* v) { o.device_memory_cap_mib = parse_count(n, v, ~0ull >> 20); });
    with("BOOST_GPU_PATHS_PROGRESS_INTERVAL_MS", [&](const char* n, const char* v) {
        o.progress_interval_ms = static_cast<std::uint32_t>(parse_count(n, v, 3600000));
    });
    with("BOOST_GPU_PATHS_TRACE", [&](const char* n, const char* v) { o.trace = parse_trace(n, v); });

    closure_options& c = o.closure;
    with("BOOST_GPU_PATHS_CLOSURE_BLOCK", [&](const char* n, const char* v) { c.block = parse_multiple_of_128(n, v); });
    with("BOOST_GPU_PATHS_CLOSURE_PREDECESSOR_MODE", [&](const char* n, const char* v) {
        using mode = closure_options::predecessors;
        c.predecessor_mode = parse_choice<mode>(
            n, v, {{"automatic", mode::automatic}, {"track", mode::track}, {"derive", mode::derive}},
            "auto, track or derive");
    });
    with("BOOST_GPU_PATHS_CLOSURE_INNER", [&](const char* n, const char* v) {
        using loop = closure_options::inner_loop;
        c.inner = parse_choice<loop>(n, v, {{"automatic", loop::automatic}, {"add_min", loop::add_min}}, "auto or add_min");
    });
    with("BOOST_GPU_PATHS_CLOSURE_CHUNK_MIB", [&](const char* n, const char* v) {
        c.chunk_mib = static_cast<std::uint32_t>(parse_count(n, v, 1024));
        if (c.chunk_mib == 0) reject(n, v, "1 to 1024");
    });
    with("BOOST_GPU_PATHS_CLOSURE_OVERLAP_COPIES", [&](const char* n, const char* v) { c.overlap_copies = parse_flag(n, v); });
    with("BOOST_GPU_PATHS_CLOSURE_LOOKAHEAD", [&](const char* n, const char* v) { c.lookahead = parse_flag(n, v); });
    with("BOOST_GPU_PATHS_CLOSURE_SIDE_STREAM_PRIORITY",
         [&](const char* n, const char* v) { c.side_stream_priority = parse_flag(n, v); });
    with("BOOST_GPU_PATHS_CLOSURE_CROSS_ON_SIDE_STREAM",
         [&](const char* n, const char* v) { c.cross_on_side_stream = parse_flag(n, v); });
    with("BOOST_GPU_PATHS_CLOSURE_SPLIT_FROM", [&](const char* n, const char* v) { c.split_from = parse_count32(n, v); });
    with("BOOST_GPU_PATHS_CLOSURE_DEFER_QUADRANT", [&](const char* n, const char* v) { c.defer_quadrant = parse_flag(n, v); });
    with("BOOST_GPU_PATHS_CLOSURE_DEFER_STRIPES", [&](const char* n, const char* v) {
        c.defer_stripes = static_cast<std::uint32_t>(parse_count(n, v, 1024));
        if (c.defer_stripes == 0) reject(n, v, "1 to 1024");
    });
    with("BOOST_GPU_PATHS_CLOSURE_DEFER_DEPTH", [&](const char* n, const char* v) { c.defer_depth = parse_multiple_of_128(n, v); });
    with("BOOST_GPU_PATHS_CLOSURE_KEEP_DEVICE_MEMORY",
         [&](const char* n, const char* v) { c.keep_device_memory = parse_flag(n, v); });
    const unsigned long long most = ~0ull;
    with("BOOST_GPU_PATHS_CLOSURE_ONE_BLOCK_LIMIT",
         [&](const char* n, const char* v) { c.one_block_limit = parse_count32(n, v); });
    with("BOOST_GPU_PATHS_CLOSURE_CUDA_FROM", [&](const char* n, const char* v) { c.cuda_from = parse_count(n, v, most); });
    with("BOOST_GPU_PATHS_CLOSURE_HOST_FROM", [&](const char* n, const char* v) { c.host_from = parse_count(n, v, most); });
    with("BOOST_GPU_PATHS_CLOSURE_MULTI_GPU", [&](const char* n, const char* v) {
        using mode = closure_options::multi_gpu_mode;
        c.multi_gpu = parse_choice<mode>(
            n, v, {{"automatic", mode::automatic}, {"always", mode::always}, {"never", mode::never}},
            "auto, always or never");
    });
    with("BOOST_GPU_PATHS_CLOSURE_MULTI_GPU_FROM",
         [&](const char* n, const char* v) { c.multi_gpu_from = parse_count32(n, v); });
    with("BOOST_GPU_PATHS_CLOSURE_MULTI_GPU_BLOCK",
         [&](const char* n, const char* v) { c.multi_gpu_block = static_cast<std::uint32_t>(parse_count(n, v, 4096)); });
    with("BOOST_GPU_PATHS_CLOSURE_OUT_OF_CORE", [&](const char* n, const char* v) {
        using mode = closure_options::out_of_core_mode;
        c.out_of_core = parse_choice<mode>(
            n, v, {{"automatic", mode::automatic}, {"always", mode::always}, {"never", mode::never}},
            "auto, always or never");
    });
    with("BOOST_GPU_PATHS_CLOSURE_OUT_OF_CORE_IN_PLACE", [&](const char* n, const char* v) {
        using mode = closure_options::in_place_mode;
        c.out_of_core_in_place = parse_choice<mode>(
            n, v, {{"automatic", mode::automatic}, {"always", mode::always}, {"never", mode::never}},
            "auto, always or never");
    });
    with("BOOST_GPU_PATHS_CLOSURE_OUT_OF_CORE_BLOCK",
         [&](const char* n, const char* v) { c.out_of_core_block = parse_multiple_of_128(n, v); });
    with("BOOST_GPU_PATHS_CLOSURE_OUT_OF_CORE_BAND",
         [&](const char* n, const char* v) { c.out_of_core_band = parse_multiple_of_128(n, v); });
    with("BOOST_GPU_PATHS_CLOSURE_OUT_OF_CORE_BUFFERS",
         [&](const char* n, const char* v) { c.out_of_core_buffers = static_cast<std::uint32_t>(parse_count(n, v, 8)); });

    sssp_options& s = o.sssp;
    with("BOOST_GPU_PATHS_SSSP_DELTA", [&](const char* n, const char* v) { s.delta = parse_positive(n, v); });
    with("BOOST_GPU_PATHS_SSSP_BATCH_ROWS", [&](const char* n, const char* v) { s.batch_rows = parse_count32(n, v); });
    with("BOOST_GPU_PATHS_SSSP_CHAIN_SHORTCUTS", [&](const char* n, const char* v) { s.chain_shortcuts = parse_flag(n, v); });
    with("BOOST_GPU_PATHS_SSSP_BALANCED_POTENTIALS",
         [&](const char* n, const char* v) { s.balanced_potentials = parse_flag(n, v); });
    with("BOOST_GPU_PATHS_SSSP_ONE_BLOCK_LIMIT",
         [&](const char* n, const char* v) { s.one_block_limit = parse_count32(n, v); });
    with("BOOST_GPU_PATHS_SSSP_CUDA_FROM", [&](const char* n, const char* v) { s.cuda_from = parse_count(n, v, most); });
    with("BOOST_GPU_PATHS_SSSP_BELLMAN_FORD_CUDA_FROM",
         [&](const char* n, const char* v) { s.bellman_ford_cuda_from = parse_count(n, v, most); });
    with("BOOST_GPU_PATHS_SSSP_HOST_FROM", [&](const char* n, const char* v) { s.host_from = parse_count(n, v, most); });
    with("BOOST_GPU_PATHS_SSSP_BELLMAN_FORD_HOST_FROM",
         [&](const char* n, const char* v) { s.bellman_ford_host_from = parse_count(n, v, most); });
    with("BOOST_GPU_PATHS_SSSP_HOST_PARALLEL_FROM",
         [&](const char* n, const char* v) { s.host_parallel_from = parse_count(n, v, most); });
    with("BOOST_GPU_PATHS_SSSP_HOST_PARALLEL_BELOW_DEGREE",
         [&](const char* n, const char* v) { s.host_parallel_below_degree = parse_positive(n, v); });
    with("BOOST_GPU_PATHS_SSSP_ALL_PAIRS_CUDA_FROM",
         [&](const char* n, const char* v) { s.all_pairs_cuda_from = parse_count(n, v, most); });
    with("BOOST_GPU_PATHS_SSSP_ALL_PAIRS_MULTI_GPU_FROM",
         [&](const char* n, const char* v) { s.all_pairs_multi_gpu_from = parse_count(n, v, most); });
    with("BOOST_GPU_PATHS_SSSP_ALL_PAIRS", [&](const char* n, const char* v) {
        using method = sssp_options::all_pairs_method;
        s.all_pairs = parse_choice<method>(
            n, v, {{"automatic", method::automatic}, {"searches", method::searches}, {"closure", method::closure}},
            "auto, searches or closure");
    });

    bfs_options& b = o.bfs;
    with("BOOST_GPU_PATHS_BFS_DIRECTION_OPTIMIZING",
         [&](const char* n, const char* v) { b.direction_optimizing = parse_flag(n, v); });
    with("BOOST_GPU_PATHS_BFS_ALPHA", [&](const char* n, const char* v) { b.alpha = parse_positive(n, v); });
    with("BOOST_GPU_PATHS_BFS_BETA", [&](const char* n, const char* v) { b.beta = parse_positive(n, v); });
    with("BOOST_GPU_PATHS_BFS_SINGLE_BLOCK_FRONTIER",
         [&](const char* n, const char* v) { b.single_block_frontier = parse_limit(n, v); });
    with("BOOST_GPU_PATHS_BFS_LOCAL_FRONTIER_LIMIT",
         [&](const char* n, const char* v) { b.local_frontier_limit = parse_limit(n, v); });
    with("BOOST_GPU_PATHS_BFS_EAGER_REVERSE_GRAPH",
         [&](const char* n, const char* v) { b.eager_reverse_graph = parse_flag(n, v); });
    with("BOOST_GPU_PATHS_BFS_HOST_WORK_PER_THREAD",
         [&](const char* n, const char* v) { b.host_work_per_thread = parse_count(n, v, most); });
    with("BOOST_GPU_PATHS_BFS_ONE_BLOCK_LIMIT",
         [&](const char* n, const char* v) { b.one_block_limit = parse_count32(n, v); });
    with("BOOST_GPU_PATHS_BFS_CUDA_FROM", [&](const char* n, const char* v) { b.cuda_from = parse_count(n, v, most); });
    with("BOOST_GPU_PATHS_BFS_HOST_FROM", [&](const char* n, const char* v) { b.host_from = parse_count(n, v, most); });

    cold_start_options& cold = o.cold_start;
    with("BOOST_GPU_PATHS_COLD_START_CLOSURE_FROM",
         [&](const char* n, const char* v) { cold.closure_from = parse_count(n, v, most); });
    with("BOOST_GPU_PATHS_COLD_START_ALL_PAIRS_FROM",
         [&](const char* n, const char* v) { cold.all_pairs_from = parse_count(n, v, most); });
    with("BOOST_GPU_PATHS_COLD_START_SSSP_FROM",
         [&](const char* n, const char* v) { cold.sssp_from = parse_count(n, v, most); });
    with("BOOST_GPU_PATHS_COLD_START_BELLMAN_FORD_FROM",
         [&](const char* n, const char* v) { cold.bellman_ford_from = parse_count(n, v, most); });
    with("BOOST_GPU_PATHS_COLD_START_BFS_FROM",
         [&](const char* n, const char* v) { cold.bfs_from = parse_count(n, v, most); });
    with("BOOST_GPU_PATHS_COLD_START_BACKGROUND_AFTER_MS",
         [&](const char* n, const char* v) { cold.background_after_ms = parse_positive(n, v); });
    return choice;
}

namespace {

struct process_environment {
    options tuning;
    environment_choice choice;
    process_environment()
    {
        // One pass over the names when none is ours: looking each of ours up by name was a
        // fifth of a process's first call on a small graph.
        if (base::environment_has_variables_of_ours())
            choice = apply_environment(tuning, [](const char* name) { return std::getenv(name); });
    }
};

// Read on first use; a value that is not valid throws, and the next use reads again.
const process_environment& environment()
{
    static const process_environment read;
    return read;
}

}  // namespace

const options& default_options() { return environment().tuning; }

namespace dispatch {

const environment_choice& environment_defaults() { return environment().choice; }

}  // namespace dispatch
}  // namespace gpu_paths
}  // namespace boost
