// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The library's weight_overflow, told in the tool's terms: which weight type was too
// narrow for this graph's path lengths and which --weight-type to rerun with.
#ifndef GPU_PATHS_CLI_WEIGHT_OVERFLOW_ADVICE_HPP
#define GPU_PATHS_CLI_WEIGHT_OVERFLOW_ADVICE_HPP

#include "load_graph.hpp"
#include "options.hpp"
#include "weight_dispatch.hpp"

#include <boost_gpu_paths/errors.hpp>
#include <boost_gpu_paths/io/edge_list.hpp>

#include <string>
#include <utility>

namespace gpu_paths_cli {

// The message for path lengths that do not fit `used`; `named_by_user` when -w chose it.
std::string weight_overflow_advice(weight_type used, bool named_by_user);

// body(type_tag<W>) for the weight type choose_weight_type picks, with weight_overflow
// turned into invalid_input carrying that message (the library's own text speaks C++).
template <class Body>
int run_with_weight_type(const options& opts, const boost::gpu_paths::io::edge_list& graph, Body&& body)
{
    const weight_type type = choose_weight_type(opts, graph);
    try {
        return with_weight_type(type, std::forward<Body>(body));
    } catch (const boost::gpu_paths::weight_overflow&) {
        throw boost::gpu_paths::invalid_input(weight_overflow_advice(type, opts.weights != weight_type::automatic));
    }
}

}  // namespace gpu_paths_cli

#endif
