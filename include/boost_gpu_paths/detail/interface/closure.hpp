// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Backend entries of the closure family: all-pairs shortest paths as the min-plus closure
// of a dense matrix (Floyd-Warshall), and reachability as its or-and closure, one byte
// per pair (boolean_closure) or one bit per pair (bit_closure).
//
// Both backends run the same blocked schedule over the semiring (doc/design-floyd-
// warshall.md): close the diagonal block, update the pivot row and column panels by
// products with it, then one product over the whole matrix. A negative cycle is detected
// when closing a diagonal block leaves a negative diagonal entry; the remaining work is
// then skipped and false returned.
#ifndef BOOST_GPU_PATHS_DETAIL_INTERFACE_CLOSURE_HPP
#define BOOST_GPU_PATHS_DETAIL_INTERFACE_CLOSURE_HPP

#include <boost_gpu_paths/detail/base/weight_types.hpp>
#include <boost_gpu_paths/detail/config.hpp>
#include <boost_gpu_paths/detail/interface/graph_arrays.hpp>
#include <boost_gpu_paths/execution.hpp>

#include <cstdint>

namespace boost {
namespace gpu_paths {
namespace backend_api {

template <class W>
struct dense_apsp_problem {
    std::uint32_t vertex_count = 0;
    // The full variant: the backend starts from "no path" everywhere, zero on the diagonal,
    // and the minimum over parallel edges (self loops only lower the diagonal), as BGL's
    // floyd_warshall_all_pairs_shortest_paths initialises its matrix.
    const csr_topology* graph = nullptr;
    const W* weights = nullptr;  // encoded (detail/base/weight_encoding.hpp)
    // The initialized variant: a row-major matrix the caller filled (encoded), used as is.
    const W* dense = nullptr;
    std::size_t dense_stride = 0;
    // Values at or above this mean "no path"; they are written out as caller_infinity.
    W infinite_threshold{};
    W caller_infinity{};
    // False when every input value is >= 0 (path_bounds::has_negative_weight): lets the
    // CUDA backend compare non-negative floats as integers (three-way integer min).
    bool has_negative_weights = true;
    // Optional: the caller's distance rows, which an out-of-core closure may initialise,
    // close and finish in place (closure_options::out_of_core_in_place) instead of
    // staging the matrix in memory of its own. A call that works in them hands no rows to
    // the distance sink; they are written as the closure goes (on a negative cycle they
    // hold partly closed values, decoded: "no path" as the caller's inf). The backend
    // takes its memory before it first writes them.
    // Predecessors still go through their sink.
    row_access<W> caller_rows;
};

// Runs the closure. Returns false when a negative cycle exists; the rows written are then
// unspecified. Predecessors (optional): row u, column v holds the vertex before v on a
// shortest path from u, or v itself for u == v and for unreachable v.
template <class W>
BOOST_GPU_PATHS_API bool floyd_warshall(const execution_context& context, const dense_apsp_problem<W>& problem,
                                        row_sink<W> distances, const row_sink<std::uint32_t>* predecessors);

#define BOOST_GPU_PATHS_DECLARE_FLOYD_WARSHALL(W)                                                 \
    extern template bool floyd_warshall<W>(const execution_context&, const dense_apsp_problem<W>&, row_sink<W>, \
                                           const row_sink<std::uint32_t>*);
BOOST_GPU_PATHS_FOR_EACH_WEIGHT(BOOST_GPU_PATHS_DECLARE_FLOYD_WARSHALL)
#undef BOOST_GPU_PATHS_DECLARE_FLOYD_WARSHALL

// For callers that hold a dense 0/1 byte matrix or want the reflexive closure; the
// transitive closure drop-in runs bit_closure below, which takes 8 times less memory.
// adjacency: row-major vertex_count x vertex_count, row_stride elements apart; nonzero
// means an edge u -> v. The result row u, column v is 1 when a path of at least one edge
// leads from u to v (so u -> u only on a cycle or self loop, as BGL's
// transitive_closure), or of zero or more edges when reflexive is set; 0 otherwise.
BOOST_GPU_PATHS_API void boolean_closure(const execution_context& context, std::uint32_t vertex_count,
                                         const std::uint8_t* adjacency, std::size_t row_stride, bool reflexive,
                                         row_sink<std::uint8_t> reach);

// Reachability as a bit matrix, for graphs too large for one byte per pair (n = 65536
// takes 512 MiB). graph: the edges; parallel edges and self loops may appear. Rows come
// back packed into 64-bit words, bit_row_words(n) words per row: bit (v % 64) of word
// v / 64 of row u is set when a path of at least one edge leads from u to v (so u -> u
// only when u lies on a cycle or has a self loop); bits of columns >= n are zero. Rows
// reach the sink only once the whole closure is computed, so a call that throws has
// handed over nothing.
BOOST_GPU_PATHS_API void bit_closure(const execution_context& context, const csr_topology& graph,
                                     row_sink<std::uint64_t> reach);

constexpr std::size_t bit_row_words(std::size_t vertex_count) { return (vertex_count + 63) / 64; }

}  // namespace backend_api
}  // namespace gpu_paths
}  // namespace boost

#endif
