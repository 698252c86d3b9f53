// Types shared by every entry of the backend interface.
//
// The backend interface is the narrow waist between the BGL front ends (templates over
// any graph and property map) and the two backends (CUDA kernels and the host threads).
// Everything crossing it is a plain array in host memory, indexed 0..n-1, so the
// backends are compiled once into the library, explicitly instantiated for the weight
// types float, double, std::int32_t and std::int64_t.
#ifndef BOOST_GPU_PATHS_BACKEND_COMMON_HPP
#define BOOST_GPU_PATHS_BACKEND_COMMON_HPP

#include <boost_gpu_paths/backend.hpp>

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

    void operator()(std::size_t first_row, std::size_t row_count, const T* rows,
                    std::size_t row_stride) const
    {
        write(context, first_row, row_count, rows, row_stride);
    }
};

// Where the time of one backend call went. Filled when the caller passes one.
struct timing {
    double upload_ms = 0;      // host -> device (0 on the host backend)
    double compute_ms = 0;     // the algorithm itself (CUDA: kernel time by events)
    double download_ms = 0;    // device -> host
    double write_back_ms = 0;  // inside row_sink callbacks
    std::size_t peak_device_bytes = 0;
    backend_kind backend = backend_kind::automatic;  // the backend that ran
};

// Marks "no vertex" in parent arrays that are not yet written by the backend. In results
// handed back, a vertex without a parent is its own parent, as BGL leaves it.
constexpr std::uint32_t no_vertex = 0xffffffffu;

}  // namespace backend_api
}  // namespace gpu_paths
}  // namespace boost

#endif
