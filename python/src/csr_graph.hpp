// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// A SciPy compressed-sparse graph as a BGL graph: the arrays of a CSR matrix (row i's
// stored entries are the edges out of vertex i, in their stored order) copied once into a
// boost::compressed_sparse_row_graph, whose arrays the library's layout reads as they are.
//
// An undirected graph (SciPy's directed=False) is the matrix and its transpose together:
// row i of the matrix, then row i of the transpose, as SciPy's own searches scan them, so
// that a breadth-first order comes out as SciPy's does.
#ifndef BOOST_GPU_PATHS_PYTHON_CSR_GRAPH_HPP
#define BOOST_GPU_PATHS_PYTHON_CSR_GRAPH_HPP

#include <boost/graph/compressed_sparse_row_graph.hpp>

#include <cmath>
#include <cstdint>
#include <limits>
#include <stdexcept>
#include <utility>
#include <vector>

namespace boost_gpu_paths_python {

using graph = boost::compressed_sparse_row_graph<boost::directedS, boost::no_property,
                                                 boost::property<boost::edge_weight_t, double>, boost::no_property,
                                                 std::uint32_t, std::uint32_t>;

// One CSR matrix's arrays, as NumPy holds them (read only).
struct csr_arrays {
    const std::int32_t* indptr = nullptr;  // n + 1 entries
    const std::int32_t* indices = nullptr;
    const double* data = nullptr;
};

// For the weighted searches (`every_entry` false), entries of weight +infinity or NaN are
// left out: no path runs through them in SciPy's searches (a NaN sum compares false) or
// ours. A traversal (`every_entry` true) takes every stored entry, as SciPy's reads only
// the indices. `keep_self_loops` false: Floyd-Warshall's, which SciPy starts from a zero
// diagonal whatever the matrix holds there.
inline graph make_graph(std::size_t n, const csr_arrays& rows, const csr_arrays* transposed, bool keep_self_loops,
                        bool every_entry)
{
    if (n >= std::numeric_limits<std::uint32_t>::max()) throw std::length_error("graphs of 2^32 - 1 or more nodes");
    std::vector<std::pair<std::uint32_t, std::uint32_t>> arcs;
    std::vector<double> weights;
    const auto take = [&](const csr_arrays& a, std::uint32_t i) {
        for (std::int32_t k = a.indptr[i]; k < a.indptr[i + 1]; ++k) {
            const std::int32_t j = a.indices[k];
            if (j < 0 || static_cast<std::size_t>(j) >= n)
                throw std::out_of_range("a column index of the sparse graph is out of range 0...N");
            if (!keep_self_loops && static_cast<std::uint32_t>(j) == i) continue;
            if (!every_entry && !(a.data[k] < std::numeric_limits<double>::infinity())) continue;  // +inf, NaN
            arcs.emplace_back(i, static_cast<std::uint32_t>(j));
            weights.push_back(a.data[k]);
        }
    };
    const std::size_t stored = static_cast<std::size_t>(rows.indptr[n]) + (transposed ? transposed->indptr[n] : 0);
    if (stored >= std::numeric_limits<std::uint32_t>::max()) throw std::length_error("graphs of 2^32 - 1 or more edges");
    arcs.reserve(stored);
    weights.reserve(stored);
    for (std::uint32_t i = 0; i < n; ++i) {
        take(rows, i);
        if (transposed) take(*transposed, i);
    }
    return graph(boost::edges_are_sorted, arcs.begin(), arcs.end(), weights.begin(), n, arcs.size());
}

}  // namespace boost_gpu_paths_python

#endif
