// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// What the whole-call benchmarks share: the modes a call is measured in, property maps
// over vectors as a BGL user writes them, and how a call's reported split is printed.
#ifndef BOOST_GPU_PATHS_BENCH_SUPPORT_WHOLE_CALL_HPP
#define BOOST_GPU_PATHS_BENCH_SUPPORT_WHOLE_CALL_HPP

#include <boost_gpu_paths/backend.hpp>
#include <boost_gpu_paths/execution.hpp>

#include "support/report.hpp"

#include <boost/graph/graph_traits.hpp>
#include <boost/graph/visitors.hpp>
#include <boost/property_map/property_map.hpp>

#include <cstdio>
#include <vector>

namespace bench {

// A mode names the backend a measured call asks for: `auto` is what a renamed BGL call
// does, the others force one backend.
struct mode {
    const char* name;
    boost::gpu_paths::backend_kind backend;
};

// auto, host, and cuda where a device is present.
inline std::vector<mode> modes()
{
    namespace gp = boost::gpu_paths;
    std::vector<mode> out{{"auto", gp::backend_kind::automatic}, {"host", gp::backend_kind::host}};
    if (gp::cuda_device_available()) out.push_back({"cuda", gp::backend_kind::cuda});
    return out;
}

// The resident-graph modes: the graph is laid out (and uploaded) by the uncounted first call.
inline std::vector<mode> resident_modes()
{
    namespace gp = boost::gpu_paths;
    std::vector<mode> out{{"auto-resident", gp::backend_kind::automatic}};
    if (gp::cuda_device_available()) out.push_back({"cuda-resident", gp::backend_kind::cuda});
    return out;
}

// A vertex property map over a vector, indexed by vertex_index.
template <class T, class Graph>
auto vertex_map(std::vector<T>& values, const Graph& g)
{
    return boost::make_iterator_property_map(values.begin(), get(boost::vertex_index, g));
}

// BGL's recorder idiom: hop counts and tree parents into two vectors, on tree edges.
template <class Graph, class D, class P>
auto recorders(std::vector<D>& distances, std::vector<P>& parents, const Graph& g)
{
    return boost::make_bfs_visitor(
        std::make_pair(boost::record_distances(vertex_map(distances, g), boost::on_tree_edge()),
                       boost::record_predecessors(vertex_map(parents, g), boost::on_tree_edge())));
}

// The line under a row: where the call's time went, as its report says.
inline void print_split(const boost::gpu_paths::report& r, double call_ms)
{
    std::printf("%-10s reported split: layout %.4f  upload %.4f  compute %.4f  download %.4f  write-back %.4f ms"
                "  (call / compute %.2f)\n",
                "", r.layout_ms, r.upload_ms, r.compute_ms, r.download_ms, r.write_back_ms,
                r.compute_ms > 0 ? call_ms / r.compute_ms : 0.0);
}

// The same split as RESULT fields.
inline result& add_split(result& out, const boost::gpu_paths::report& r)
{
    return out.add("layout_ms", r.layout_ms)
        .add("upload_ms", r.upload_ms)
        .add("compute_ms", r.compute_ms)
        .add("download_ms", r.download_ms)
        .add("write_back_ms", r.write_back_ms);
}

}  // namespace bench

#endif
