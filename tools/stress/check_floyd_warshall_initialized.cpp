// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// gpu_floyd_warshall_initialized_all_pairs against
// boost::floyd_warshall_initialized_all_pairs_shortest_paths, on a caller's matrix: entries
// from the random edges (the lightest per pair), distance_inf elsewhere, and a diagonal
// that is mostly 0 but sometimes positive or negative (BGL leaves a positive one unless a
// cycle is shorter; a negative one is a negative cycle).
#include "family_support.hpp"
#include "fw_matrices.hpp"
#include "judge.hpp"
#include "oracle.hpp"
#include "tuning.hpp"
#include "weight_facts.hpp"

#include <boost_gpu_paths/floyd_warshall.hpp>

#include <boost/graph/relax.hpp>

#include <functional>
#include <sstream>
#include <string>
#include <vector>

namespace stress {
namespace {

namespace gp = boost::gpu_paths;

template <class W>
std::vector<std::vector<W>> initial_matrix(random_source& rng, const graph_case<W>& c, W inf)
{
    const std::size_t n = c.n;
    std::vector<std::vector<W>> d(n, std::vector<W>(n, inf));
    for (std::size_t v = 0; v < n; ++v) d[v][v] = 0;
    for (const auto& e : c.edges) {
        W& entry = d[e.u][e.v];
        if (entry == inf || e.w < entry || e.w != e.w) entry = e.w;
    }
    if (n > 0 && rng.chance(0.3))
        for (std::size_t k = 0; k <= n / 8; ++k) {
            const std::size_t v = rng.below(n);
            d[v][v] = static_cast<W>(rng.chance(0.8) ? rng.between(1, 9) : -rng.between(1, 3));
        }
    return d;
}

template <class W, graph_kind K>
void fw_init_on_graph(random_source& rng, trial& t, const graph_case<W>& c)
{
    using Wide = wide_t<W>;
    using graph = typename graph_type<K, W>::type;
    const graph g = build_graph<K, W>(c.n, std::vector<weighted_edge<W>>());
    const std::size_t n = c.n;

    bool custom_inf = false;
    const W inf = draw_inf<W>(rng, custom_inf);
    const std::vector<std::vector<W>> start = initial_matrix(rng, c, inf);
    const bool with_paths = rng.chance(0.4);
    const int form = every_form<K>() ? static_cast<int>(rng.weighted({0.7, 0.3})) : 0;  // named, positional
    const tuning_choice tuning = draw_tuning(rng, algorithm::fw_init);
    const weight_facts<W> facts = summarize(start, inf);
    // The entries as arcs, for the paths a predecessor matrix describes.
    std::vector<weighted_edge<W>> entries;
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t j = 0; j < n; ++j)
            if (i != j && start[i][j] != inf) entries.push_back({i, j, start[i][j]});
    const auto out = out_lists(n, entries);

    std::ostringstream description;
    description << describe_case(c, weight_type_of<W>(), c.edges.size()) << " (as matrix entries), "
                << describe_inf(inf, custom_inf) << ", " << (with_paths ? "with" : "without") << " predecessor_matrix, "
                << (form == 0 ? "named" : "positional (automatic only)") << ", tuning: " << tuning.description;
    t.description = description.str();
    t.edge_dump = dump_edges(c.edges, false, t.all_edges ? every_edge : 80);

    std::vector<std::vector<Wide>> expected(n, std::vector<Wide>(n));
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t j = 0; j < n; ++j) expected[i][j] = static_cast<Wide>(start[i][j]);
    const bool expected_ok = bgl_floyd_warshall_initialized(oracle_graph<Wide>(n), expected, static_cast<Wide>(inf));
    expectation x;
    x.overflow_possible = facts.overflow_possible();
    x.nan_present = facts.has_nan;
    x.nan_always_refused = true;

    const auto vs = vertex_list(g);
    const descriptor_index<graph> index_of(vs);
    for (const gp::backend_kind backend : t.backends) {
        fw_matrices<graph, W> m(vs);
        fill_distances<graph>(m, vs, start);
        const bool positional = form == 1 && backend == gp::backend_kind::automatic;
        bool ok = false;
        const call_record call = capture([&] {
            if (!positional) {
                const auto params = on_backend(backend, tuning.options, boost::distance_inf(inf));
                ok = with_paths
                         ? boost::gpu_floyd_warshall_initialized_all_pairs(g, m.d, gp::predecessor_matrix(m.p, params))
                         : boost::gpu_floyd_warshall_initialized_all_pairs(g, m.d, params);
            } else if constexpr (every_form<K>()) {
                ok = boost::gpu_floyd_warshall_initialized_all_pairs(g, m.d, std::less<W>(), boost::closed_plus<W>(inf),
                                                                     inf, W(0));
            }
        });
        t.results.push_back(judge_closure<graph>(backend, call, x, expected_ok, ok, m, vs, index_of, expected, inf, facts,
                                                 out, with_paths && !positional));
    }
}

}  // namespace

void run_floyd_warshall_initialized(trial& t)
{
    random_source rng(t.seed);
    case_limits limits;
    limits.min_vertices = 0;
    limits.small_max = 120;
    limits.large_max = 400;
    limits.large_chance = 0.01;
    limits.kinds = all_graph_kinds();
    //                      small zero  ndag nany nloop ovfl  max  dyad frac huge +inf -inf  nan  -0  sub
    limits.regime_weights = {24, 6, 12, 6, 4, 8, 4, 8, 8, 4, 5, 3, 3, 3, 3};
    with_weight_type(weight_type(rng.below(weight_type_count)), [&](auto tag) {
        using W = typename decltype(tag)::type;
        const graph_case<W> c = generate_case<W>(rng, limits);
        with_graph_kind(c.kind, [&](auto kind) { fw_init_on_graph<W, decltype(kind)::kind>(rng, t, c); });
    });
}

}  // namespace stress
