// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// What a resident graph (resident_graph.hpp) keeps for each family: the graph's CSR
// arrays, the path the automatic choice took for it, and the backend engine that holds
// the graph on the device (or reads it in place on the host). The front ends fill a slot
// on the first query that needs it and reuse it afterwards.
#ifndef BOOST_GPU_PATHS_DETAIL_FRONT_END_RESIDENT_SLOTS_HPP
#define BOOST_GPU_PATHS_DETAIL_FRONT_END_RESIDENT_SLOTS_HPP

#include <boost_gpu_paths/detail/base/host_array.hpp>
#include <boost_gpu_paths/detail/interface/bfs.hpp>
#include <boost_gpu_paths/detail/interface/path_choice.hpp>
#include <boost_gpu_paths/detail/interface/sssp.hpp>
#include <boost_gpu_paths/detail/front_end/parameters.hpp>
#include <boost_gpu_paths/detail/layout/csr.hpp>
#include <boost_gpu_paths/errors.hpp>
#include <boost_gpu_paths/execution.hpp>

#include <cstring>
#include <optional>
#include <string>
#include <typeinfo>

namespace boost {
namespace gpu_paths {
namespace detail {

// A family's automatic choice on a resident graph, made once on its first query. On a
// backend's path, `context` comes back with that backend fixed, for the engine.
inline backend_api::path_choice choose_resident_path(backend_api::problem_kind problem,
                                                     const backend_api::csr_topology& graph,
                                                     execution_context& context, bool sequential_available)
{
    const backend_api::path_choice choice =
        backend_api::choose_path(problem, graph.vertex_count, graph.edge_count, context, sequential_available, true);
    if (choice.path != backend_api::path_kind::sequential)
        context.backend = choice.path == backend_api::path_kind::cuda ? backend_kind::cuda : backend_kind::host;
    return choice;
}

// Builds a resident slot's engine on the backend chosen for it. A CUDA engine that the cost
// model chose (not the caller) on a device too full for the graph's arrays is built on the
// host instead, and the choice says so.
template <class Engine, class... Arrays>
void emplace_resident_engine(std::optional<Engine>& engine, backend_api::path_choice& choice,
                             execution_context context, const Arrays&... arrays)
{
    try {
        engine.emplace(context, arrays...);
    } catch (const device_memory_error&) {
        if (!turn_to_host_on_full_device(choice, context)) throw;
        engine.emplace(context, arrays...);
    }
}

struct resident_bfs_slot {
    layout::csr_layout<layout::no_weights> csr;
    backend_api::path_choice choice;
    std::optional<backend_api::bfs_engine> engine;  // empty on the sequential path
};

// One per distance representation W. The layout depends on the call's distance_inf when
// the weights have the distance type (an edge weighing inf is no edge), so the slot
// remembers which inf it was laid out for.
template <class W>
struct resident_sssp_slot {
    layout::csr_layout<W> csr;
    base::host_array<W> search_weights;  // negative weights as "no edge"; empty when none
    std::string inf_key;
    backend_api::path_choice choice;
    std::optional<backend_api::sssp_engine<W>> engine;  // empty on the sequential path

    const W* weights() const noexcept { return search_weights.size() ? search_weights.data() : csr.weight_data(); }

    template <class D>
    static std::string key_of(const D& inf)
    {
        std::string key = typeid(D).name();
        key.append(reinterpret_cast<const char*>(&inf), sizeof(D));
        return key;
    }
};

}  // namespace detail
}  // namespace gpu_paths
}  // namespace boost

#endif
