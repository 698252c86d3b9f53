// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// bfs and sssp results in the format -o names: "v value pred" lines (text), the same with
// a header and commas (.csv), or the values alone as a .npy vector (unreachable: +inf or
// the type's maximum, as in the all-pairs matrices).
#ifndef GPU_PATHS_CLI_VERTEX_RESULTS_HPP
#define GPU_PATHS_CLI_VERTEX_RESULTS_HPP

#include "npy_output.hpp"
#include "options.hpp"
#include "output_format.hpp"
#include "text_output.hpp"

#include <boost_gpu_paths/io/edge_list.hpp>

#include <cstdint>
#include <string>
#include <vector>

namespace gpu_paths_cli {

// `values[v]` for each vertex, `reachable(v)` false where it is unreachable; `npy_values`
// is what a .npy file holds (the values with the type's own unreachable marker).
template <class D, class Reachable, class Npy>
void write_vertex_results(const options& opts, const boost::gpu_paths::io::edge_list& graph,
                          const std::vector<D>& values, Reachable reachable,
                          const std::vector<std::uint32_t>& predecessors, const char* value_name,
                          const std::vector<Npy>& npy_values)
{
    const result_format format = format_of(opts.output, result_format::text);
    if (format == result_format::npy) {
        write_npy_vector(opts.output, npy_dtype<Npy>(), npy_values.data(), npy_values.size(), sizeof(Npy));
        return;
    }
    text_output out(opts.output, format == result_format::csv ? ',' : ' ');
    if (format == result_format::csv) out.raw_line(std::string("vertex,") + value_name + ",predecessor");
    for (std::uint32_t v = 0; v < graph.vertex_count; ++v)
        out.vertex_line(graph.id_of(v), reachable(v), values[v], graph.id_of(predecessors[v]));
    out.close();
}

}  // namespace gpu_paths_cli

#endif
