// What every front end does with its named parameters first: find them by tag, and turn
// those of named_params.hpp into the call's execution context.
#ifndef BOOST_GPU_PATHS_DETAIL_FRONT_END_PARAMETERS_HPP
#define BOOST_GPU_PATHS_DETAIL_FRONT_END_PARAMETERS_HPP

#include <boost_gpu_paths/detail/base/parallel_for.hpp>
#include <boost_gpu_paths/execution.hpp>
#include <boost_gpu_paths/named_params.hpp>

#include <boost/graph/named_function_params.hpp>

#include <chrono>
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
template <class Params>
execution_context context_from(const Params& params)
{
    execution_context context;
    if constexpr (has_param<Params, backend_kind_t>()) context.backend = get_param(params, backend_kind_t());
    if constexpr (has_param<Params, device_t>()) context.device = get_param(params, device_t());
    if constexpr (has_param<Params, stream_t>()) context.stream = get_param(params, stream_t());
    if constexpr (has_param<Params, options_t>()) context.tuning = get_param(params, options_t());
    if constexpr (has_param<Params, report_t>()) {
        context.report = &get_param(params, report_t()).get();
        *context.report = report();
    }
    return context;
}

// The context of one front-end call, with the host threads its options ask for in force
// for the call's own layout and write-back work too.
struct front_end_call {
    execution_context context;
    base::thread_scope threads;
    std::chrono::steady_clock::time_point start = std::chrono::steady_clock::now();

    template <class Params>
    explicit front_end_call(const Params& params)
        : context(context_from(params)), threads(context.tuning.threads, context.tuning.thread_pool)
    {
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
    }
};

}  // namespace detail
}  // namespace gpu_paths
}  // namespace boost

#endif
