// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Builds gpu_transitive_closure's output graph from the packed rows of the closure.
//
// Row u gives u's edges: u -> v for every set bit v in ascending order (bit u is set when
// u lies on a cycle through another vertex), then, when bit u is clear, one u -> u per
// self loop of g at u. Each row's edges are added in that order by one thread, so the
// graph comes out the same whatever the thread count.
//
// Building the graph costs far more than the closure (one add_edge, and in adjacency_list
// one heap-allocated property, per edge). Any EdgeMutableGraph takes the edges through
// add_edge on the calling thread. An adjacency_list that concurrent_edge_insertion.hpp
// admits has each source's out-edge list reserved to its row's count and takes the rows
// on the host threads, in parts of about equal edge counts.
#ifndef BOOST_GPU_PATHS_DETAIL_FRONT_END_CLOSURE_GRAPH_WRITER_HPP
#define BOOST_GPU_PATHS_DETAIL_FRONT_END_CLOSURE_GRAPH_WRITER_HPP

#include <boost_gpu_paths/detail/base/parallel_for.hpp>
#include <boost_gpu_paths/detail/front_end/concurrent_edge_insertion.hpp>
#include <boost_gpu_paths/detail/front_end/parameters.hpp>
#include <boost_gpu_paths/detail/layout/vertex_numbering.hpp>

#include <boost/graph/graph_traits.hpp>
#include <boost/graph/named_function_params.hpp>
#include <boost/property_map/property_map.hpp>

#include <algorithm>
#include <cstdint>
#include <type_traits>
#include <utility>
#include <vector>
#if defined(_MSC_VER)
#include <intrin.h>
#endif

namespace boost {
namespace gpu_paths {
namespace detail {

// The index of w's lowest set bit; w != 0.
inline unsigned lowest_set_bit(std::uint64_t w)
{
#if defined(_MSC_VER)
    unsigned long index = 0;
    _BitScanForward64(&index, w);
    return static_cast<unsigned>(index);
#else
    return static_cast<unsigned>(__builtin_ctzll(w));
#endif
}

inline unsigned set_bit_count(std::uint64_t w)
{
#if defined(_MSC_VER)
    return static_cast<unsigned>(__popcnt64(w));
#else
    return static_cast<unsigned>(__builtin_popcountll(w));
#endif
}

// What an output graph offers beyond BGL's VertexMutableGraph and EdgeMutableGraph, for
// taking back what a failed call added.
template <class G, class = void>
struct graph_clears : std::false_type {};  // g.clear()
template <class G>
struct graph_clears<G, std::void_t<decltype(std::declval<G&>().clear())>> : std::true_type {};
template <class G, class = void>
struct graph_counts_vertices : std::false_type {};  // num_vertices(g)
template <class G>
struct graph_counts_vertices<G, std::void_t<decltype(num_vertices(std::declval<const G&>()))>> : std::true_type {};
template <class G, class = void>
struct graph_clears_out_edges : std::false_type {};  // clear_out_edges(v, g)
template <class G>
struct graph_clears_out_edges<
    G, std::void_t<decltype(clear_out_edges(std::declval<typename graph_traits<G>::vertex_descriptor>(),
                                            std::declval<G&>()))>> : std::true_type {};
template <class G, class = void>
struct graph_clears_vertices : std::false_type {};  // clear_vertex(v, g)
template <class G>
struct graph_clears_vertices<
    G, std::void_t<decltype(clear_vertex(std::declval<typename graph_traits<G>::vertex_descriptor>(),
                                         std::declval<G&>()))>> : std::true_type {};

// Receives the packed rows and adds tc's vertices (at the first rows: nothing of the
// caller's changes before the closure is computed) and edges.
template <class Graph, class GraphTC, class GToTC>
struct closure_graph_writer {
    using tc_vertex = typename graph_traits<GraphTC>::vertex_descriptor;

    GraphTC& tc;
    GToTC g_to_tc;
    const layout::vertex_numbering<Graph>& numbering;
    const std::vector<std::uint32_t>& self_loops;
    const front_end_call& call;
    std::vector<tc_vertex> copies;
    bool tc_was_empty = false;

    void add_vertices()
    {
        if (!copies.empty()) return;
        call.write_back_starts();
        if constexpr (graph_counts_vertices<GraphTC>::value) tc_was_empty = num_vertices(tc) == 0;
        const std::uint32_t n = numbering.size();
        copies.reserve(n);
        // In the order vertices(g) lists them, as BGL adds them; orig_to_copy is written
        // here once per vertex, and the rows read copies only.
        for (std::uint32_t i = 0; i < n; ++i) {
            copies.push_back(add_vertex(tc));
            if constexpr (!std::is_same<GToTC, param_not_found>::value)
                put(g_to_tc, numbering.vertex(i), copies.back());
        }
    }

    void write(std::size_t first_row, std::size_t row_count, const std::uint64_t* rows, std::size_t stride)
    {
        add_vertices();
        if constexpr (concurrent_add_edge_per_source<GraphTC>::value)
            write_on_threads(first_row, row_count, rows, stride);
        else
            for (std::size_t r = 0; r < row_count; ++r) add_row(first_row + r, rows + r * stride);
    }

    static void write_rows(void* self, std::size_t first_row, std::size_t row_count, const std::uint64_t* rows,
                           std::size_t stride)
    {
        static_cast<closure_graph_writer*>(self)->write(first_row, row_count, rows, stride);
    }

    // Takes back what a call that fails after its first rows added to tc, so that the
    // caller's graph is as it was: all at once where tc was empty and clears, else each
    // added vertex's edges and then the vertex, the last added first (a vecS vertex list
    // then renumbers none of the caller's vertices). Every added edge joins two added
    // vertices, so their out-edges are all of them where the graph clears those alone.
    // The orig_to_copy entries written stay.
    void take_back() noexcept
    {
        try {
            if constexpr (graph_clears<GraphTC>::value) {
                if (tc_was_empty && !copies.empty()) {
                    tc.clear();
                    copies.clear();
                    return;
                }
            }
            for (auto added = copies.rbegin(); added != copies.rend(); ++added) {
                if constexpr (graph_clears_out_edges<GraphTC>::value)
                    clear_out_edges(*added, tc);
                else if constexpr (graph_clears_vertices<GraphTC>::value)
                    clear_vertex(*added, tc);
                else
                    for (const tc_vertex other : copies) remove_edge(*added, other, tc);
                remove_vertex(*added, tc);
            }
        } catch (...) {
            // The call's own failure is what the caller gets.
        }
        copies.clear();
    }

private:
    std::size_t words() const { return (std::size_t(numbering.size()) + 63) / 64; }

    static bool on_cycle(std::size_t u, const std::uint64_t* row) { return (row[u / 64] >> (u % 64)) & 1u; }

    // The number of edges add_row(u, row) adds.
    std::size_t row_edge_count(std::size_t u, const std::uint64_t* row) const
    {
        std::size_t count = 0;
        for (std::size_t w = 0, end = words(); w < end; ++w) count += set_bit_count(row[w]);
        return on_cycle(u, row) ? count : count + self_loops[u];
    }

    void add_row(std::size_t u, const std::uint64_t* row)
    {
        const tc_vertex cu = copies[u];
        for (std::size_t w = 0, end = words(); w < end; ++w)
            for (std::uint64_t m = row[w]; m; m &= m - 1) add_edge(cu, copies[w * 64 + lowest_set_bit(m)], tc);
        if (!on_cycle(u, row))
            for (std::uint32_t k = 0; k < self_loops[u]; ++k) add_edge(cu, cu, tc);
    }

    // Rows go to the threads in contiguous parts of about equal work (edges added, plus
    // words scanned): on a DAG numbered in topological order the first rows hold most of
    // the edges, so equal row counts would leave one thread with most of the work.
    void write_on_threads(std::size_t first_row, std::size_t row_count, const std::uint64_t* rows,
                          std::size_t stride)
    {
        std::vector<std::size_t> counts(row_count);
        base::parallel_for(
            0, row_count, [&](std::size_t r) { counts[r] = row_edge_count(first_row + r, rows + r * stride); },
            base::rows_per_chunk(words()));
        // work_before[r]: the work of the rows before r.
        std::vector<std::size_t> work_before(row_count + 1, 0);
        for (std::size_t r = 0; r < row_count; ++r) work_before[r + 1] = work_before[r] + counts[r] + words();
        const std::size_t total = work_before[row_count];
        const std::size_t parts =
            std::max<std::size_t>(1, std::min<std::size_t>(base::thread_count(), total / base::min_elements_per_chunk));
        // Part p takes the rows whose work starts in [total * p / parts, total * (p + 1) / parts).
        std::vector<std::size_t> part_begin(parts + 1, row_count);
        for (std::size_t p = 0; p < parts; ++p)
            part_begin[p] = static_cast<std::size_t>(
                std::lower_bound(work_before.begin(), work_before.begin() + row_count, total * p / parts) -
                work_before.begin());
        base::parallel_for(
            0, parts,
            [&](std::size_t p) {
                for (std::size_t r = part_begin[p]; r < part_begin[p + 1]; ++r) {
                    const std::size_t u = first_row + r;
                    if (counts[r] == 0) continue;
                    reserve_out_edges(tc, copies[u], counts[r]);
                    add_row(u, rows + r * stride);
                }
            },
            1);
    }
};

}  // namespace detail
}  // namespace gpu_paths
}  // namespace boost

#endif
