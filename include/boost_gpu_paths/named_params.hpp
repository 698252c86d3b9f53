// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Named parameters boost_gpu_paths adds to BGL's. Together they make the call's execution
// context (execution.hpp): where it runs, how it is tuned, where it reports.
//
//   use_backend(kind)          backend_kind::automatic (default), cuda or host
//   use_device(ordinal)        the CUDA device (default: BOOST_GPU_PATHS_DEVICE, else the
//                              calling thread's current device)
//   use_devices({0, 1})        several CUDA devices for one call (default: every visible GPU
//                              for large all-pairs calls, else use_device's)
//   use_stream(stream)         a cudaStream_t whose queued work the call waits for
//   with_options(o)            gpu_paths::options for this call, instead of default_options()
//   report_to(r)               gpu_paths::report filled with the call's timings and path
//   cancel_with(token)         a cancel_token whose raising stops the call's long engines
//   on_progress(f)             f(progress_update) told the long engines' progress
//   predecessor_matrix(P)      all-pairs predecessors (Floyd-Warshall, gpu_dijkstra_all)
//   use_resident(rg)           a graph kept ready for repeated searches (resident_graph.hpp)
//
// They are ordinary bgl_named_params links, so BGL's member functions chain off them, and
// each takes BGL parameters to chain onto as a last argument:
//
//   gpu_floyd_warshall_all_pairs(g, D, gpu_paths::use_backend(gpu_paths::backend_kind::host).weight_map(w));
//   gpu_floyd_warshall_all_pairs(g, D, gpu_paths::report_to(r, gpu_paths::use_device(1, boost::weight_map(w))));
#ifndef BOOST_GPU_PATHS_NAMED_PARAMS_HPP
#define BOOST_GPU_PATHS_NAMED_PARAMS_HPP

#include <boost_gpu_paths/execution.hpp>

#include <boost/graph/named_function_params.hpp>

#include <functional>
#include <type_traits>
#include <vector>

namespace boost {
namespace gpu_paths {

struct backend_kind_t {};
struct device_t {};
struct devices_t {};
struct stream_t {};
struct options_t {};
struct report_t {};
struct cancel_t {};
struct progress_t {};
struct predecessor_matrix_t {};
struct resident_graph_t {};  // use_resident (resident_graph.hpp)
struct communicator_t {};    // on_communicator (distributed.hpp)

namespace detail {

template <class Value, class Tag>
bgl_named_params<Value, Tag> named(const Value& value)
{
    return bgl_named_params<Value, Tag>(value);
}
template <class Value, class Tag, class P, class T, class R>
bgl_named_params<Value, Tag, bgl_named_params<P, T, R>> named(const Value& value, const bgl_named_params<P, T, R>& rest)
{
    return bgl_named_params<Value, Tag, bgl_named_params<P, T, R>>(value, rest);
}

}  // namespace detail

inline bgl_named_params<backend_kind, backend_kind_t> use_backend(backend_kind kind)
{
    return detail::named<backend_kind, backend_kind_t>(kind);
}
template <class P, class T, class R>
bgl_named_params<backend_kind, backend_kind_t, bgl_named_params<P, T, R>> use_backend(
    backend_kind kind, const bgl_named_params<P, T, R>& rest)
{
    return detail::named<backend_kind, backend_kind_t>(kind, rest);
}

inline bgl_named_params<int, device_t> use_device(int ordinal) { return detail::named<int, device_t>(ordinal); }
template <class P, class T, class R>
bgl_named_params<int, device_t, bgl_named_params<P, T, R>> use_device(int ordinal, const bgl_named_params<P, T, R>& rest)
{
    return detail::named<int, device_t>(ordinal, rest);
}

// Several CUDA devices of this host (execution_context::devices); the list is copied.
inline bgl_named_params<std::vector<int>, devices_t> use_devices(std::vector<int> ordinals)
{
    return detail::named<std::vector<int>, devices_t>(ordinals);
}
template <class P, class T, class R>
bgl_named_params<std::vector<int>, devices_t, bgl_named_params<P, T, R>> use_devices(
    std::vector<int> ordinals, const bgl_named_params<P, T, R>& rest)
{
    return detail::named<std::vector<int>, devices_t>(ordinals, rest);
}

// stream: a cudaStream_t (any pointer type; the headers need no CUDA).
template <class Stream>
bgl_named_params<void*, stream_t> use_stream(Stream stream)
{
    static_assert(std::is_pointer<Stream>::value, "use_stream takes a cudaStream_t");
    return detail::named<void*, stream_t>(static_cast<void*>(stream));
}
template <class Stream, class P, class T, class R>
bgl_named_params<void*, stream_t, bgl_named_params<P, T, R>> use_stream(Stream stream,
                                                                       const bgl_named_params<P, T, R>& rest)
{
    static_assert(std::is_pointer<Stream>::value, "use_stream takes a cudaStream_t");
    return detail::named<void*, stream_t>(static_cast<void*>(stream), rest);
}

// The options are copied.
inline bgl_named_params<options, options_t> with_options(const options& tuning)
{
    return detail::named<options, options_t>(tuning);
}
template <class P, class T, class R>
bgl_named_params<options, options_t, bgl_named_params<P, T, R>> with_options(const options& tuning,
                                                                            const bgl_named_params<P, T, R>& rest)
{
    return detail::named<options, options_t>(tuning, rest);
}

// The report is stored by reference and filled when the call returns (or throws).
inline bgl_named_params<std::reference_wrapper<report>, report_t> report_to(report& out)
{
    return detail::named<std::reference_wrapper<report>, report_t>(std::ref(out));
}
template <class P, class T, class R>
bgl_named_params<std::reference_wrapper<report>, report_t, bgl_named_params<P, T, R>> report_to(
    report& out, const bgl_named_params<P, T, R>& rest)
{
    return detail::named<std::reference_wrapper<report>, report_t>(std::ref(out), rest);
}

// A cancel_token the call's long engines watch (execution.hpp); the token is copied (its
// copies share one flag).
inline bgl_named_params<cancel_token, cancel_t> cancel_with(const cancel_token& token)
{
    return detail::named<cancel_token, cancel_t>(token);
}
template <class P, class T, class R>
bgl_named_params<cancel_token, cancel_t, bgl_named_params<P, T, R>> cancel_with(const cancel_token& token,
                                                                             const bgl_named_params<P, T, R>& rest)
{
    return detail::named<cancel_token, cancel_t>(token, rest);
}

// A callback told the call's progress (execution_context::progress); copied.
inline bgl_named_params<progress_callback, progress_t> on_progress(progress_callback callback)
{
    return detail::named<progress_callback, progress_t>(callback);
}
template <class P, class T, class R>
bgl_named_params<progress_callback, progress_t, bgl_named_params<P, T, R>> on_progress(
    progress_callback callback, const bgl_named_params<P, T, R>& rest)
{
    return detail::named<progress_callback, progress_t>(callback, rest);
}

// An all-pairs predecessor matrix: P[u][v] is the vertex before v on a shortest path from
// u; P[u][u] == u, and P[u][v] == v when v is unreachable from u. It is indexed like the
// distance matrix of the call it is passed to. Stored by reference.
template <class Matrix>
bgl_named_params<std::reference_wrapper<Matrix>, predecessor_matrix_t> predecessor_matrix(Matrix& p)
{
    return detail::named<std::reference_wrapper<Matrix>, predecessor_matrix_t>(std::ref(p));
}
template <class Matrix, class P, class T, class R>
bgl_named_params<std::reference_wrapper<Matrix>, predecessor_matrix_t, bgl_named_params<P, T, R>>
predecessor_matrix(Matrix& p, const bgl_named_params<P, T, R>& rest)
{
    return detail::named<std::reference_wrapper<Matrix>, predecessor_matrix_t>(std::ref(p), rest);
}

}  // namespace gpu_paths
}  // namespace boost

#endif
