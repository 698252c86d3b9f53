// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// What every front end does with its named parameters first: find them by tag, and turn
// those of named_params.hpp into the call's execution context.
#ifndef BOOST_GPU_PATHS_DETAIL_FRONT_END_PARAMETERS_HPP
#define BOOST_GPU_PATHS_DETAIL_FRONT_END_PARAMETERS_HPP

#include <boost_gpu_paths/detail/base/environment_names.hpp>
#include <boost_gpu_paths/detail/base/parallel_for.hpp>
#include <boost_gpu_paths/detail/interface/call_trace.hpp>
#include <boost_gpu_paths/detail/interface/path_choice.hpp>
#include <boost_gpu_paths/errors.hpp>
#include <boost_gpu_paths/execution.hpp>
#include <boost_gpu_paths/named_params.hpp>

#include <boost/graph/named_function_params.hpp>

#include <chrono>
#include <cstdint>
#include <exception>
#include <optional>
#include <string>
#include <type_traits>

namespace boost {
namespace gpu_paths {
namespace detail {

// The decayed type of the parameter tagged Tag (param_not_found when absent).
template <class Params, class Tag>
using param_t = typename std::decay<typename get_param_type<Tag, Params>::type>::type;

// True when the parameter pack carries Tag.
template <class Params, class Tag>
constexpr bool has_param()
{
    return !std::is_same<typename get_param_type<Tag, Params>::type, param_not_found>::value;
}

// The execution context the parameters ask for; what they leave out comes from
// default_options() and the environment.
// The backend and the options the parameters name, else automatic and default_options().
template <class Params>
backend_kind backend_of(const Params& params)
{
    if constexpr (has_param<Params, backend_kind_t>())
        return get_param(params, backend_kind_t());
    else
        return backend_kind::automatic;
}
template <class Params>
const options& options_of(const Params& params)
{
    if constexpr (has_param<Params, options_t>())
        return get_param(params, options_t());
    else
        return default_options();
}

template <class Params>
execution_context context_from(const Params& params)
{
    execution_context context;
    context.backend = backend_of(params);
    if constexpr (has_param<Params, device_t>()) context.device = get_param(params, device_t());
    if constexpr (has_param<Params, devices_t>()) context.devices = get_param(params, devices_t());
    if constexpr (has_param<Params, stream_t>()) context.stream = get_param(params, stream_t());
    if constexpr (has_param<Params, options_t>()) context.tuning = options_of(params);
    if constexpr (has_param<Params, report_t>()) {
        context.report = &get_param(params, report_t()).get();
        *context.report = report();
    }
    if constexpr (has_param<Params, cancel_t>()) context.cancel = get_param(params, cancel_t()).flag();
    if constexpr (has_param<Params, progress_t>()) context.progress = get_param(params, progress_t());
    return context;
}

// Whether an automatic call with the default options is below both break-evens of its
// family (execution.hpp), where choose_path() answers BGL's own algorithm whatever the
// device's state and the thread count. Answered here, without a call into the library:
// a process's first call into it touches its pages and state for the first time, several
// times BGL's own call on a graph of a few dozen vertices.
inline bool below_default_break_evens(backend_api::problem_kind problem, std::uint64_t size)
{
    using backend_api::problem_kind;
    switch (problem) {
    case problem_kind::bfs: return size < bfs_options().cuda_from && size < bfs_options().host_from;
    case problem_kind::sssp: return size < sssp_options().cuda_from && size < sssp_options().host_from;
    case problem_kind::dag_paths: return size < sssp_options().cuda_from;
    case problem_kind::bellman_ford:
        return size < sssp_options().bellman_ford_cuda_from && size < sssp_options().bellman_ford_host_from;
    case problem_kind::floyd_warshall: return size < closure_options().cuda_from && size < closure_options().host_from;
    default: return false;
    }
}

// True when the call is automatic, passes no options, and is below its family's default
// break-evens in a process that sets none of the library's variables: BGL's own algorithm
// then, decided without asking the library.
template <class Params>
bool sequential_by_default(const Params& params, backend_api::problem_kind problem, std::uint64_t size)
{
    if constexpr (has_param<Params, options_t>())
        return false;
    else
        return backend_of(params) == backend_kind::automatic && below_default_break_evens(problem, size) &&
               !base::environment_has_variables_of_ours();
}

// True when an automatic call runs BGL's own algorithm, decided before (and without)
// building the call's context: the context copies the options, a real share of a call on
// a graph of a few dozen vertices. Calls with a report take front_end_call's path, which
// says in the report why.
template <class Params>
bool sequential_at_once(const Params& params, backend_api::problem_kind problem, std::uint64_t vertices,
                        std::uint64_t edges)
{
    if constexpr (has_param<Params, report_t>()) {
        return false;
    } else {
        if (sequential_by_default(params, problem, vertices + edges)) return true;
        // A traced call reports its phases through front_end_call too.
        if (options_of(params).trace.any()) return false;
        return backend_api::choose_path(problem, vertices, edges, backend_of(params), options_of(params), true).path ==
               backend_api::path_kind::sequential;
    }
}

// A CUDA path that the cost model chose (not the caller) on a device too full for the call's
// arrays: turns `choice` and `context` to the host and returns true; false, changing
// nothing, for any other choice.
inline bool turn_to_host_on_full_device(backend_api::path_choice& choice, execution_context& context)
{
    if (!choice.automatic || context.backend != backend_kind::cuda) return false;
    context.backend = backend_kind::host;
    choice.path = backend_api::path_kind::host;
    choice.reason = "auto: host, the device could not hold the call's arrays";
    choice.threshold = 0;
    return true;
}

// The context of one front-end call. Once the call takes a backend's path, use_threads()
// puts the host threads its options ask for in force for the call's own layout and
// write-back work too (a call on BGL's sequential algorithm needs none). A traced call
// (options::trace) is timed into a report of its own when the caller passed none, and
// its trace marks the phases: layout, the backend's part, write-back.
struct front_end_call {
    execution_context context;
    std::optional<base::thread_scope> threads;
    std::chrono::steady_clock::time_point start;  // read only for a report
    report traced_report;                         // the report of a traced call that has none
    mutable backend_api::call_trace trace;
    int exceptions_before = std::uncaught_exceptions();  // the call failed when more are in flight at its end

    template <class Params>
    explicit front_end_call(const Params& params) : context(context_from(params))
    {
        if (context.tuning.trace.any()) {
            if (!context.report) context.report = &traced_report;
            trace.start(context.tuning.trace);
            trace.phase("layout");
        }
        if (context.report) start = std::chrono::steady_clock::now();
    }
    ~front_end_call()
    {
        // A call that failed has no phases to report; its ranges end all the same.
        if (trace.active() && std::uncaught_exceptions() == exceptions_before) trace.finish(*context.report);
    }
    front_end_call(const front_end_call&) = delete;
    front_end_call& operator=(const front_end_call&) = delete;

    void use_threads()
    {
        if (!threads) threads.emplace(context.tuning.threads, context.tuning.thread_pool);
    }

    // Milliseconds since `since`.
    static double ms_since(std::chrono::steady_clock::time_point since)
    {
        return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - since).count();
    }
    // The report's layout time: from the start of the call to now.
    void layout_done()
    {
        if (context.report) context.report->layout_ms = ms_since(start);
        if (trace.active()) trace.phase("upload, compute, download");
    }
    // The results are about to be written into the caller's maps or matrix.
    void write_back_starts() const
    {
        if (trace.active()) trace.phase("write-back");
    }

    // Where the call runs (detail/interface/path_choice.hpp): the backend of a host or CUDA
    // path is fixed in the context, so the dispatch runs it as chosen. A call decides once:
    // asked again (after its layout, with the exact edge count), it keeps the first answer.
    backend_api::path_choice choose(backend_api::problem_kind problem, std::uint64_t vertices, std::uint64_t edges,
                                    bool sequential_available)
    {
        if (chosen) return choice;
        chosen = true;
        choice = backend_api::choose_path(problem, vertices, edges, context, sequential_available);
        if (choice.path == backend_api::path_kind::cuda) context.backend = backend_kind::cuda;
        if (choice.path == backend_api::path_kind::host) context.backend = backend_kind::host;
        if (choice.path != backend_api::path_kind::sequential) use_threads();
        return choice;
    }
    // Runs search() on the chosen backend; where the cost model (not the caller) chose CUDA
    // and the device cannot hold the search's arrays, runs it again on the host.
    template <class Search>
    void run_or_answer_on_host(Search&& search)
    {
        try {
            search();
        } catch (const device_memory_error&) {
            if (!chosen || !turn_to_host_on_full_device(choice, context)) throw;
            search();
        }
    }
    // Takes a choice made earlier (on a resident graph's first query) as this call's.
    void adopt(const backend_api::path_choice& earlier)
    {
        choice = earlier;
        chosen = true;
        if (choice.path != backend_api::path_kind::sequential) use_threads();
    }
    // Adds why the path was taken to the report's method, once the call is done.
    void note_choice() const
    {
        if (!context.report || !choice.reason[0]) return;
        std::string& method = context.report->method;
        method += method.empty() ? "" : " ";
        method += "[" + std::string(choice.reason);
        if (choice.threshold) method += ": " + std::to_string(choice.size) + " against " + std::to_string(choice.threshold);
        method += "]";
    }

    backend_api::path_choice choice;
    bool chosen = false;
};

}  // namespace detail
}  // namespace gpu_paths
}  // namespace boost

#endif
