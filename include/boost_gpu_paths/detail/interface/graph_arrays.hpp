// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// What crosses the backend interface: plain arrays in host memory, indexed 0..n-1.
//
// The backend interface is the narrow waist between the BGL front ends (templates over
// any graph and property map) and the backends (CUDA kernels, host threads). Its entries
// (closure.hpp, sssp.hpp, bfs.hpp) take one execution_context and these arrays, so the
// backends are compiled once into the library, explicitly instantiated for the weight
// types of detail/base/weight_types.hpp.
#ifndef BOOST_GPU_PATHS_DETAIL_INTERFACE_GRAPH_ARRAYS_HPP
#define BOOST_GPU_PATHS_DETAIL_INTERFACE_GRAPH_ARRAYS_HPP

#include <cstddef>
#include <cstdint>

namespace boost {
namespace gpu_paths {
namespace backend_api {

// A graph in compressed sparse row form. Out-edges of vertex v are
// targets[offsets[v] .. offsets[v+1]); weights, where an algorithm takes them, are a
// parallel array. Parallel edges and self loops may appear.
struct csr_topology {
    std::uint32_t vertex_count = 0;
    std::uint32_t edge_count = 0;
    const std::uint32_t* offsets = nullptr;  // vertex_count + 1 entries
    const std::uint32_t* targets = nullptr;  // edge_count entries
    // Every edge u->v has a matching v->u (undirected graphs): the reverse graph is the
    // graph itself, which lets direction-optimizing searches skip building it.
    bool symmetric = false;
};

// Where a backend hands finished rows of an n x n result. The backend calls write() with
// consecutive blocks of rows (in host memory, row_stride elements apart) that stay valid
// only during the call; the front end copies them into the caller's matrix. Splitting
// the result this way lets the CUDA backend stream rows through a small pinned buffer
// and overlap the copy-out with the caller's write-back.
template <class T>
struct row_sink {
    void* context = nullptr;
    void (*write)(void* context, std::size_t first_row, std::size_t row_count, const T* rows,
                  std::size_t row_stride) = nullptr;

    void operator()(std::size_t first_row, std::size_t row_count, const T* rows, std::size_t row_stride) const
    {
        write(context, first_row, row_count, rows, row_stride);
    }
};

// Rows of the caller's own n x n matrix that a backend may read and write directly: row(i)
// is the first of n contiguous values of T (row i, columns 0..n-1 in order), or null
// where row i is not stored that way. The front end offers them only where the matrix
// holds the backend's type and units; a backend that works in them needs no copy of the
// matrix of its own, and asks for the rows only once it means to.
template <class T>
struct row_access {
    void* context = nullptr;
    T* (*row)(void* context, std::size_t i) = nullptr;

    explicit operator bool() const { return row != nullptr; }
    T* operator()(std::size_t i) const { return row(context, i); }
};

// Marks "no vertex" in parent arrays that are not yet written by the backend. In results
// handed back, a vertex without a parent is its own parent, as BGL leaves it.
constexpr std::uint32_t no_vertex = 0xffffffffu;

}  // namespace backend_api
}  // namespace gpu_paths
}  // namespace boost

#endif
