// Backend choice for the dense closures: floyd_warshall and boolean_closure.
#include <boost_gpu_paths/backend/closure.hpp>
#include <boost_gpu_paths/backend/floyd_warshall.hpp>
#include <boost_gpu_paths/errors.hpp>
#include <boost_gpu_paths/host/floyd_warshall.hpp>

#if BOOST_GPU_PATHS_HAS_CUDA
#include <boost_gpu_paths/cuda/floyd_warshall.hpp>
#endif

namespace boost {
namespace gpu_paths {
namespace backend_api {

template <class W>
bool floyd_warshall(backend_kind backend, const dense_apsp_problem<W>& problem, row_sink<W> distances,
                    const row_sink<std::uint32_t>* predecessors, timing* report)
{
    if (!problem.graph && !problem.dense && problem.vertex_count)
        throw invalid_input("floyd_warshall: neither a graph nor a dense matrix was given");
    const backend_kind kind = resolve_backend(backend);
    if (report) report->backend = kind;
#if BOOST_GPU_PATHS_HAS_CUDA
    if (kind == backend_kind::cuda) return cuda::floyd_warshall(problem, distances, predecessors, report);
#endif
    return host::floyd_warshall(problem, distances, predecessors, report);
}

}  // namespace backend_api

void release_floyd_warshall_buffers()
{
#if BOOST_GPU_PATHS_HAS_CUDA
    cuda::release_floyd_warshall_buffers();
#endif
}

namespace backend_api {

void boolean_closure(backend_kind backend, std::uint32_t vertex_count, const std::uint8_t* adjacency,
                     std::size_t row_stride, bool reflexive, row_sink<std::uint8_t> reach, timing* report)
{
    const backend_kind kind = resolve_backend(backend);
    if (report) report->backend = kind;
#if BOOST_GPU_PATHS_HAS_CUDA
    if (kind == backend_kind::cuda) return cuda::boolean_closure(vertex_count, adjacency, row_stride, reflexive, reach, report);
#endif
    host::boolean_closure(vertex_count, adjacency, row_stride, reflexive, reach, report);
}

template bool floyd_warshall<float>(backend_kind, const dense_apsp_problem<float>&, row_sink<float>,
                                    const row_sink<std::uint32_t>*, timing*);
template bool floyd_warshall<double>(backend_kind, const dense_apsp_problem<double>&, row_sink<double>,
                                     const row_sink<std::uint32_t>*, timing*);
template bool floyd_warshall<std::int32_t>(backend_kind, const dense_apsp_problem<std::int32_t>&,
                                           row_sink<std::int32_t>, const row_sink<std::uint32_t>*, timing*);
template bool floyd_warshall<std::int64_t>(backend_kind, const dense_apsp_problem<std::int64_t>&,
                                           row_sink<std::int64_t>, const row_sink<std::uint32_t>*, timing*);

}  // namespace backend_api
}  // namespace gpu_paths
}  // namespace boost
