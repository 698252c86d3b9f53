// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Many-source searches over the ranks of an MPI communicator: the component
// boost_gpu_paths_mpi (CMake target boost_gpu_paths::boost_gpu_paths_mpi).
//
//   gpu_dijkstra_from_sources(g, first, last, rows, gpu_paths::on_communicator(comm [, params]))
//   gpu_breadth_first_search_from_sources(g, first, last, rows, gpu_paths::on_communicator(comm [, params]))
//
// A call is collective: every rank of `comm` calls it with the same graph, sources and
// parameters. The graph is replicated (each rank lays out its own copy); the sources are
// dealt to the ranks in chunks, to whichever rank asks next; each row goes to the `rows`
// callback of the rank that computed it, as rows(position, source, row) with the position
// in the whole source range, so that no row passes through another rank. Every source's row
// is handed to exactly one rank. Where any rank fails, every rank throws (ranks.hpp,
// collective_outcome): an invalid source or a negative weight throws on every rank before
// any row is handed out, as in the one-process call.
//
// Each rank runs the one-process engine on the host backend or on one GPU: by default the
// rank's position among the ranks of its host, modulo the host's device count (use_device
// or use_devices choose otherwise), and the host's threads shared among its ranks
// (with_options or BOOST_GPU_PATHS_THREADS choose otherwise). A Boost.MPI communicator
// converts to MPI_Comm.
#ifndef BOOST_GPU_PATHS_DISTRIBUTED_HPP
#define BOOST_GPU_PATHS_DISTRIBUTED_HPP

#include <boost_gpu_paths/backend.hpp>
#include <boost_gpu_paths/breadth_first_search.hpp>
#include <boost_gpu_paths/detail/distributed/ranks.hpp>
#include <boost_gpu_paths/detail/front_end/from_sources.hpp>
#include <boost_gpu_paths/dijkstra.hpp>
#include <boost_gpu_paths/named_params.hpp>

#include <mpi.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <thread>
#include <type_traits>
#include <vector>

namespace boost {
namespace gpu_paths {

inline bgl_named_params<MPI_Comm, communicator_t> on_communicator(MPI_Comm comm)
{
    return detail::named<MPI_Comm, communicator_t>(comm);
}
template <class P, class T, class R>
bgl_named_params<MPI_Comm, communicator_t, bgl_named_params<P, T, R>> on_communicator(
    MPI_Comm comm, const bgl_named_params<P, T, R>& rest)
{
    return detail::named<MPI_Comm, communicator_t>(comm, rest);
}

namespace detail {

// Chunks small enough that ranks that finish early take more (eight per rank on average),
// and at least one source. Each chunk is one call of the one-process engine on the rank's
// layout (which a CUDA rank uploads once per chunk).
inline std::uint64_t source_chunk(std::uint64_t sources, int ranks)
{
    return std::max<std::uint64_t>(1, sources / (8 * static_cast<std::uint64_t>(std::max(ranks, 1))));
}

// The caller's parameters, plus this rank's share of the host: its threads (where neither
// with_options nor BOOST_GPU_PATHS_THREADS set them), and one device (where neither
// use_device nor use_devices chose: BOOST_GPU_PATHS_DEVICE would put every rank of a host
// on one device). Reading the default options is agreed on before anything else, so that
// an environment one rank cannot read fails every rank.
template <class Params, class Then>
void with_rank_defaults(const Params& params, MPI_Comm comm, distributed_detail::collective_outcome& outcome,
                        Then&& then)
{
    const distributed_detail::host_share here = distributed_detail::share_of_host(comm);
    options tuning;
    if constexpr (!has_param<Params, options_t>()) outcome.run([&] { tuning = default_options(); });
    outcome.agree();
    auto with_device = [&](const auto& p) {
        using P = std::decay_t<decltype(p)>;
        const int devices = backend_of(p) == backend_kind::host ? 0 : cuda_device_count();
        if constexpr (!has_param<P, device_t>() && !has_param<P, devices_t>()) {
            if (devices > 0) return then(use_devices({here.position % devices}, p));
        }
        return then(p);
    };
    if constexpr (!has_param<Params, options_t>()) {
        if (tuning.threads == 0) {
            const unsigned hardware = std::max(1u, std::thread::hardware_concurrency());
            tuning.threads = std::max(1u, hardware / static_cast<unsigned>(std::max(here.ranks, 1)));
        }
        with_device(with_options(tuning, params));
    } else {
        with_device(params);
    }
}

// Rows from the sources [first, last) dealt over the ranks: laid out on every rank
// (make_layout), agreed on, then chunk by chunk through rows_from_sources.
template <class D, class Graph, class SourceIterator, class Rows, class Params, class MakeLayout>
void rows_on_ranks(SourceIterator first, SourceIterator last, Rows& rows, const Params& params,
                   distributed_detail::collective_outcome& outcome, const char* who, MakeLayout make_layout)
{
    using vertex = typename graph_traits<Graph>::vertex_descriptor;
    static_assert(is_row_callback<Rows, vertex, D>::value,
                  "gpu_dijkstra_from_sources, gpu_breadth_first_search_from_sources: with on_communicator, rows go to "
                  "a callback on the rank that computed them, a callable (std::size_t position, vertex_descriptor "
                  "source, const D* row)");
    const MPI_Comm comm = get_param(params, communicator_t());
    int ranks = 1;
    MPI_Comm_size(comm, &ranks);
    std::vector<vertex> sources;
    decltype(make_layout()) laid_out;
    outcome.run([&] {
        sources.assign(first, last);
        laid_out = make_layout();
        // An invalid source throws on every rank before any row, as in one process.
        for (const vertex& s : sources) (void)laid_out->numbering.checked_index(s);
    });
    outcome.agree();
    distributed_detail::source_dealer dealer(comm, sources.size(), source_chunk(sources.size(), ranks));
    outcome.run([&] {
        std::uint64_t begin = 0, end = 0;
        while (dealer.next(begin, end)) {
            const std::size_t offset = static_cast<std::size_t>(begin);
            auto handed = [&rows, offset](std::size_t position, vertex source, const D* row) {
                rows(offset + position, source, row);
            };
            rows_from_sources<D>(laid_out->call, laid_out->numbering, laid_out->csr,
                                 sources.begin() + static_cast<std::ptrdiff_t>(begin),
                                 sources.begin() + static_cast<std::ptrdiff_t>(end), handed, params, who);
        }
    });
    if (outcome.failed()) dealer.stop();
    dealer.close();
    outcome.agree();
}

template <class Graph, class SourceIterator, class Rows, class Params>
void dijkstra_from_sources_on_ranks(const Graph& g, SourceIterator first, SourceIterator last, Rows& rows,
                                    const Params& caller_params)
{
    const MPI_Comm comm = get_param(caller_params, communicator_t());
    distributed_detail::collective_outcome outcome(comm);
    with_rank_defaults(caller_params, comm, outcome, [&](const auto& params) {
        using P = std::decay_t<decltype(params)>;
        using types = dijkstra_sources_types<Graph, Rows, P>;
        using D = typename types::D;
        rows_on_ranks<D, Graph>(first, last, rows, params, outcome, "gpu_dijkstra_from_sources", [&] {
            const typename types::weight_map weight = choose_const_pmap(get_param(params, edge_weight), g, edge_weight);
            return std::make_unique<sources_layout<Graph, typename types::W>>(g, params, weight, distance_type<D>());
        });
    });
}

template <class Graph, class SourceIterator, class Rows, class Params>
void breadth_first_search_from_sources_on_ranks(const Graph& g, SourceIterator first, SourceIterator last,
                                                Rows& rows, const Params& caller_params)
{
    const MPI_Comm comm = get_param(caller_params, communicator_t());
    distributed_detail::collective_outcome outcome(comm);
    with_rank_defaults(caller_params, comm, outcome, [&](const auto& params) {
        using P = std::decay_t<decltype(params)>;
        using D = typename hop_count_rows<Graph, Rows, P>::D;
        const char* who = "gpu_breadth_first_search_from_sources";
        rows_on_ranks<D, Graph>(first, last, rows, params, outcome, who, [&] {
            return std::make_unique<sources_layout<Graph, std::int32_t>>(g, params, who);
        });
    });
}

}  // namespace detail
}  // namespace gpu_paths
}  // namespace boost

#endif
