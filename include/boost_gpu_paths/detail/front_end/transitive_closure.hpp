// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The core of gpu_transitive_closure (transitive_closure.hpp): concept checks, the graph
// laid out as CSR without its self loops, and the bit-packed closure, whose rows
// closure_graph_writer.hpp turns into the closure graph as they arrive.
//
// BGL's edge multiset, which this reproduces: u -> v for every v != u reachable from u;
// u -> u once when u's strong component has more than one vertex, else once per self loop
// at u (parallel self loops give parallel edges). With the self loops left out of the
// closure's input, bit (u, u) is set exactly when u's component has another vertex,
// which tells the two cases apart.
#ifndef BOOST_GPU_PATHS_DETAIL_FRONT_END_TRANSITIVE_CLOSURE_HPP
#define BOOST_GPU_PATHS_DETAIL_FRONT_END_TRANSITIVE_CLOSURE_HPP

#include <boost_gpu_paths/detail/front_end/closure_graph_writer.hpp>
#include <boost_gpu_paths/detail/front_end/parameters.hpp>
#include <boost_gpu_paths/detail/interface/closure.hpp>
#include <boost_gpu_paths/detail/interface/path_choice.hpp>
#include <boost_gpu_paths/detail/layout/vertex_numbering.hpp>
#include <boost_gpu_paths/errors.hpp>
#include <boost_gpu_paths/named_params.hpp>

#include <boost/concept/assert.hpp>
#include <boost/graph/graph_concepts.hpp>
#include <boost/graph/graph_traits.hpp>
#include <boost/graph/named_function_params.hpp>
#include <boost/property_map/property_map.hpp>

#include <cstdint>
#include <limits>
#include <string>
#include <type_traits>
#include <vector>

namespace boost {
namespace gpu_paths {
namespace detail {

// g's out-neighbours by position, self loops counted apart.
struct closure_input {
    std::vector<std::uint32_t> offsets, targets;
    std::vector<std::uint32_t> self_loops;  // per vertex

    backend_api::csr_topology topology() const
    {
        backend_api::csr_topology t;
        t.vertex_count = static_cast<std::uint32_t>(offsets.size() - 1);
        t.edge_count = static_cast<std::uint32_t>(targets.size());
        t.offsets = offsets.data();
        t.targets = targets.data();
        return t;
    }
};

template <class Graph>
closure_input closure_layout(const Graph& g, const layout::vertex_numbering<Graph>& numbering)
{
    const std::uint32_t n = numbering.size();
    closure_input in;
    in.offsets.assign(std::size_t(n) + 1, 0);
    in.self_loops.assign(n, 0);
    for (std::uint32_t i = 0; i < n; ++i) {
        const auto u = numbering.vertex(i);
        typename graph_traits<Graph>::adjacency_iterator v, v_end;
        for (boost::tie(v, v_end) = adjacent_vertices(u, g); v != v_end; ++v) {
            if (*v == u) {
                ++in.self_loops[i];
                continue;
            }
            if (in.targets.size() == (std::numeric_limits<std::uint32_t>::max)())
                throw invalid_input("gpu_transitive_closure: the graph has 2^32 edges or more");
            in.targets.push_back(numbering.index(*v));
        }
        in.offsets[i + 1] = static_cast<std::uint32_t>(in.targets.size());
    }
    return in;
}

// The positional form; the named forms come here with BGL's defaults filled in.
// g_to_tc may be param_not_found: then no map is written (BGL writes one of its own).
template <class Graph, class GraphTC, class GToTC, class IndexMap, class Params>
void transitive_closure_core(const Graph& g, GraphTC& tc, GToTC g_to_tc, IndexMap index, const Params& params)
{
    using vertex = typename graph_traits<Graph>::vertex_descriptor;
    // The concepts BGL's transitive_closure asserts.
    BOOST_CONCEPT_ASSERT((VertexListGraphConcept<Graph>));
    BOOST_CONCEPT_ASSERT((AdjacencyGraphConcept<Graph>));
    BOOST_CONCEPT_ASSERT((VertexMutableGraphConcept<GraphTC>));
    BOOST_CONCEPT_ASSERT((EdgeMutableGraphConcept<GraphTC>));
    BOOST_CONCEPT_ASSERT((ReadablePropertyMapConcept<IndexMap, vertex>));
    // BGL's strong_components, which its transitive_closure calls, takes directed graphs only.
    static_assert(std::is_convertible<typename graph_traits<Graph>::directed_category*, directed_tag*>::value,
                  "gpu_transitive_closure: the graph must be directed, as for boost::transitive_closure");
    (void)index;  // the result does not depend on the numbering; BGL reads it for its own arrays
    if (num_vertices(g) == 0) return;

    front_end_call call(params);
    call.use_threads();
    const layout::vertex_numbering<Graph> numbering(g);
    const std::uint32_t n = numbering.size();
    const closure_input in = closure_layout(g, numbering);
    call.choose(backend_api::problem_kind::floyd_warshall, n, in.targets.size(), false);
    call.layout_done();

    using writer_type = closure_graph_writer<Graph, GraphTC, GToTC>;
    writer_type writer{tc, g_to_tc, numbering, in.self_loops, call, {}};
    backend_api::row_sink<std::uint64_t> sink;
    sink.context = &writer;
    sink.write = &writer_type::write_rows;
    try {
        backend_api::bit_closure(call.context, in.topology(), sink);
        writer.add_vertices();  // every backend hands rows for n > 0; this only guards
    } catch (...) {
        writer.take_back();
        throw;
    }
    call.note_choice();
}

}  // namespace detail
}  // namespace gpu_paths
}  // namespace boost

#endif
