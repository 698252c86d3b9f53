// Backend choice for breadth-first search: the engine resolves the backend once and
// hands every search to that backend's implementation.
#include <boost_gpu_paths/backend/breadth_first_search.hpp>
#include <boost_gpu_paths/errors.hpp>
#include <boost_gpu_paths/host/breadth_first_search.hpp>

#if BOOST_GPU_PATHS_HAS_CUDA
#include <boost_gpu_paths/cuda/bfs.hpp>
#endif

#include <string>

namespace boost {
namespace gpu_paths {
namespace backend_api {

namespace {

std::unique_ptr<bfs_engine::implementation> make_implementation(backend_kind backend, const csr_topology& graph,
                                                                 const bfs_options& options)
{
    if (backend == backend_kind::cuda) {
#if BOOST_GPU_PATHS_HAS_CUDA
        return cuda::make_bfs_engine(graph, options);
#else
        throw backend_unavailable("breadth_first_search: this build of boost_gpu_paths has no CUDA backend");
#endif
    }
    return host::make_bfs_engine(graph, options);
}

}  // namespace

bfs_engine::bfs_engine(backend_kind backend, const csr_topology& graph, const bfs_options& options)
    : backend_(resolve_backend(backend)),
      vertex_count_(graph.vertex_count),
      implementation_(make_implementation(backend_, graph, options))
{
}

bfs_engine::~bfs_engine() = default;
bfs_engine::bfs_engine(bfs_engine&&) noexcept = default;
bfs_engine& bfs_engine::operator=(bfs_engine&&) noexcept = default;

backend_kind bfs_engine::backend() const noexcept { return backend_; }

void bfs_engine::search(const std::uint32_t* sources, std::size_t source_count, std::uint32_t* hops,
                        std::uint32_t* parents, timing* report, bfs_statistics* statistics)
{
    // The front end checks sources against the caller's graph; this guards direct callers
    // of the backend interface, whose kernels would otherwise index out of bounds.
    for (std::size_t i = 0; i < source_count; ++i)
        if (sources[i] >= vertex_count_)
            throw invalid_input("breadth_first_search: source " + std::to_string(sources[i]) +
                                " is not a vertex of a graph with " + std::to_string(vertex_count_) + " vertices");
    implementation_->search(sources, source_count, hops, parents, report, statistics);
}

void breadth_first_search(backend_kind backend, const csr_topology& graph, const std::uint32_t* sources,
                          std::size_t source_count, std::uint32_t* hops, std::uint32_t* parents, timing* report,
                          const bfs_options& options)
{
    bfs_engine(backend, graph, options).search(sources, source_count, hops, parents, report);
}

}  // namespace backend_api
}  // namespace gpu_paths
}  // namespace boost
