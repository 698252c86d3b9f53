// Backend entry: breadth-first search from one or more sources.
//
// Two forms: breadth_first_search() answers one search; bfs_engine keeps a graph ready
// (on the device for the CUDA backend) so that many searches over the same graph pay
// for the upload once. Both run the direction-optimizing search of Beamer, Asanovic and
// Patterson (SC 2012): top-down steps expand the frontier's out-edges; when the frontier
// holds a large share of the remaining edges, bottom-up steps let every unvisited vertex
// look for a parent among its in-neighbours instead, stopping at the first one found.
#ifndef BOOST_GPU_PATHS_BACKEND_BREADTH_FIRST_SEARCH_HPP
#define BOOST_GPU_PATHS_BACKEND_BREADTH_FIRST_SEARCH_HPP

#include <boost_gpu_paths/backend/common.hpp>

#include <cstddef>
#include <cstdint>
#include <memory>

namespace boost {
namespace gpu_paths {
namespace backend_api {

// hops[v] for vertices no source reaches.
constexpr std::uint32_t unreached_hops = 0xffffffffu;

// How the search chooses between top-down and bottom-up steps. The defaults are the
// ones Beamer et al. found best; benchmarks turn direction_optimizing off to measure
// what it gains.
struct bfs_options {
    bool direction_optimizing = true;
    // Top-down -> bottom-up when (out-edges of the frontier) * alpha exceeds the out-edges
    // of the vertices not yet visited, and (out-edges of the frontier) * beta exceeds the
    // vertex count (a bottom-up step passes over every vertex).
    double alpha = 15.0;
    // Bottom-up -> top-down when the frontier shrinks below vertex_count / beta vertices.
    double beta = 18.0;
    // CUDA: a frontier of at most this many vertices is expanded by one thread block
    // that goes on level after level with block barriers only (road networks spend
    // almost all their levels there). 0 picks the default; ~0u turns the mode off.
    std::uint32_t single_block_frontier = 0;
    // CUDA, graphs of bounded out-degree: levels whose frontier is spread so thinly that
    // no thread block holds more than this many of its vertices keep each block's part in
    // its shared memory, with no global queue between levels. 0 picks the largest that
    // is safe (the block queue's capacity over the largest out-degree; larger values are
    // cut to it); ~0u turns the mode off.
    std::uint32_t local_frontier_limit = 0;
};

// What one search did; filled when the caller passes one.
struct bfs_statistics {
    std::uint32_t levels = 0;            // 1 + the largest hop count reached
    std::uint32_t bottom_up_levels = 0;  // levels expanded bottom-up
    std::uint32_t host_round_trips = 0;  // CUDA: times the level loop waited on the host
    std::uint32_t reached = 0;           // vertices reached, sources included
    std::uint64_t reached_edges = 0;     // out-edges of the reached vertices (TEPS numerator)
};

// A graph prepared for repeated searches. The host backend reads the caller's arrays in
// place, so they must outlive the engine; the CUDA backend copies them to the device in
// the constructor. The reverse graph that bottom-up steps need is built on first use
// (not at all for symmetric graphs, whose reverse is the graph itself).
class bfs_engine {
public:
    // backend may be automatic; it is resolved here (resolve_backend()).
    bfs_engine(backend_kind backend, const csr_topology& graph, const bfs_options& options = bfs_options());
    ~bfs_engine();
    bfs_engine(bfs_engine&&) noexcept;
    bfs_engine& operator=(bfs_engine&&) noexcept;

    backend_kind backend() const noexcept;

    // Level-by-level search from all sources at once (they share level 0; repeated
    // sources count once). hops[v]: edges on a shortest path from the nearest source,
    // unreached_hops for vertices no source reaches. parents[v]: the vertex before v on
    // such a path, v itself for sources and unreached vertices. Either output may be
    // null. Sources must be < vertex_count (the front end checks).
    void search(const std::uint32_t* sources, std::size_t source_count, std::uint32_t* hops,
                std::uint32_t* parents, timing* report = nullptr, bfs_statistics* statistics = nullptr);

    // The implementation each backend provides.
    class implementation {
    public:
        virtual ~implementation() = default;
        virtual void search(const std::uint32_t* sources, std::size_t source_count, std::uint32_t* hops,
                            std::uint32_t* parents, timing* report, bfs_statistics* statistics) = 0;
    };

private:
    backend_kind backend_;
    std::uint32_t vertex_count_;
    std::unique_ptr<implementation> implementation_;
};

// One search: bfs_engine(backend, graph, options).search(...). report->upload_ms covers
// the graph's upload (and the reverse graph's construction, where bottom-up steps ran).
void breadth_first_search(backend_kind backend, const csr_topology& graph, const std::uint32_t* sources,
                          std::size_t source_count, std::uint32_t* hops, std::uint32_t* parents, timing* report,
                          const bfs_options& options = bfs_options());

}  // namespace backend_api
}  // namespace gpu_paths
}  // namespace boost

#endif
