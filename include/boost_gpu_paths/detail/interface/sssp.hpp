// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Backend entries of the sssp family: single-source shortest paths (Dijkstra's problem:
// non-negative weights) and all pairs by a search from every vertex.
//
// Both backends solve the same problem; they differ in how. The host backend runs a
// radix-heap Dijkstra (one per source, sources spread over the host's threads for all
// pairs). The CUDA backend runs delta-stepping: vertices whose tentative distance lies
// below a moving threshold are relaxed in parallel, the rest wait in a "far" pile until
// the threshold passes them (doc/design-dijkstra.md).
#ifndef BOOST_GPU_PATHS_DETAIL_INTERFACE_SSSP_HPP
#define BOOST_GPU_PATHS_DETAIL_INTERFACE_SSSP_HPP

#include <boost_gpu_paths/detail/base/weight_types.hpp>
#include <boost_gpu_paths/detail/config.hpp>
#include <boost_gpu_paths/detail/interface/graph_arrays.hpp>
#include <boost_gpu_paths/execution.hpp>

#include <cstddef>
#include <cstdint>
#include <memory>

namespace boost {
namespace gpu_paths {
namespace backend_api {

// Distances from the nearest of the sources, written encoded (weight_encoding<W>::
// infinity() for unreached vertices); parents[v] is the vertex before v on a shortest
// path, v itself for sources and unreached vertices (may be null). The parents form a
// tree: following them from any reached vertex ends at a source, also across zero-weight
// edges. Weights must be non-negative and encoded; the front end checks both and throws
// negative_edge as BGL does. Sources must be < vertex_count.
template <class W>
BOOST_GPU_PATHS_API void dijkstra(const execution_context& context, const csr_topology& graph, const W* weights,
                                  const std::uint32_t* sources, std::size_t source_count, W* distances,
                                  std::uint32_t* parents);

// A graph and its weights prepared for repeated searches (the resident graph of
// resident_graph.hpp): the CUDA backend copies both to the device once, in the
// constructor; the host backend reads the caller's arrays in place, and every backend
// may read them again (parents over zero-weight plateaus), so they must outlive the
// engine. search() is dijkstra() on that graph; its report goes to `out` (reset first),
// else nowhere. upload_ms covers the graph's upload on the first search only.
template <class W>
class BOOST_GPU_PATHS_API sssp_engine {
public:
    // The context's backend may be automatic; it is resolved here, once.
    sssp_engine(const execution_context& context, const csr_topology& graph, const W* weights);
    ~sssp_engine();
    sssp_engine(sssp_engine&&) noexcept;
    sssp_engine& operator=(sssp_engine&&) noexcept;

    backend_kind backend() const noexcept;

    void search(const std::uint32_t* sources, std::size_t source_count, W* distances, std::uint32_t* parents,
                report* out = nullptr);

    // The implementation each backend provides.
    class implementation {
    public:
        virtual ~implementation() = default;
        virtual void search(const std::uint32_t* sources, std::size_t source_count, W* distances,
                            std::uint32_t* parents, report* out) = 0;
    };

private:
    backend_kind backend_ = backend_kind::host;
    std::uint32_t vertex_count_ = 0;
    unsigned threads_ = 0;
    bool thread_pool_ = true;
    std::unique_ptr<implementation> implementation_;
};

// Row s of the result holds the distances from vertex s, decoded: values at or above
// infinite_threshold become caller_infinity. Predecessor rows (optional) as the parents
// of dijkstra, with column v = v wherever the distance was decoded to caller_infinity.
// Rows are handed to the sinks in blocks of consecutive sources, in any order and
// possibly from several threads at once (disjoint rows; two per device where the CUDA
// backend spreads the sources over several devices). context.tuning.sssp.all_pairs may
// run the call as the dense closure of closure.hpp instead of a search per source.
//
// potentials (Johnson's reweighting; may be null): the weights are w(u, v) + p(u) - p(v)
// of a graph whose own weights may be negative, and every row is restored before it is
// handed on: d(s, v) = (p(v) - p(s)) + d'(s, v) for the distances d' below
// infinite_threshold (summed in this order, as BGL's johnson_all_pairs_shortest_paths
// does), caller_infinity for the others. The backend restores where the rows are, so the
// sinks receive final distances; the predecessors are those of the reweighted search,
// which are shortest paths of the original weights too.
template <class W>
BOOST_GPU_PATHS_API void dijkstra_all_pairs(const execution_context& context, const csr_topology& graph,
                                            const W* weights, const W* potentials, W infinite_threshold,
                                            W caller_infinity, row_sink<W> distances,
                                            const row_sink<std::uint32_t>* predecessors);

// dijkstra_all_pairs without potentials for the rows of `sources` (source_count of them,
// each < vertex_count, repeats allowed): row i, handed to the sinks as row number i, holds
// the distances from sources[i]. The same engine as all pairs, batched so that the CUDA
// backend's device memory stays under context.tuning.device_memory_cap_mib.
template <class W>
BOOST_GPU_PATHS_API void dijkstra_from_sources(const execution_context& context, const csr_topology& graph,
                                               const W* weights, const std::uint32_t* sources,
                                               std::size_t source_count, W infinite_threshold, W caller_infinity,
                                               row_sink<W> distances, const row_sink<std::uint32_t>* predecessors);

#define BOOST_GPU_PATHS_DECLARE_SSSP(W)                                                                          \
    extern template void dijkstra<W>(const execution_context&, const csr_topology&, const W*, const std::uint32_t*, \
                                     std::size_t, W*, std::uint32_t*);                                         \
    extern template void dijkstra_all_pairs<W>(const execution_context&, const csr_topology&, const W*, const W*, \
                                               W, W, row_sink<W>, const row_sink<std::uint32_t>*);               \
    extern template void dijkstra_from_sources<W>(const execution_context&, const csr_topology&, const W*,       \
                                                  const std::uint32_t*, std::size_t, W, W, row_sink<W>,           \
                                                  const row_sink<std::uint32_t>*);                               \
    extern template class sssp_engine<W>;
BOOST_GPU_PATHS_FOR_EACH_WEIGHT(BOOST_GPU_PATHS_DECLARE_SSSP)
#undef BOOST_GPU_PATHS_DECLARE_SSSP

}  // namespace backend_api
}  // namespace gpu_paths
}  // namespace boost

#endif
