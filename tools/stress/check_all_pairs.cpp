// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// gpu_dijkstra_all against a boost::dijkstra_shortest_paths from every vertex (what
// johnson_all_pairs_shortest_paths computes for non-negative weights): every distance,
// negative_edge on any negative weight (the documented difference from Johnson), and the
// rows of a predecessor matrix as shortest-path trees, stored as descriptors or indices.
#include "family_support.hpp"
#include "judge.hpp"
#include "oracle.hpp"
#include "tuning.hpp"
#include "weight_facts.hpp"

#include <boost_gpu_paths/dijkstra.hpp>

#include <cstdint>
#include <sstream>
#include <string>
#include <vector>

namespace stress {
namespace {

namespace gp = boost::gpu_paths;

enum class predecessors { none, descriptors, indices };

template <class W, graph_kind K>
void all_pairs_on_graph(random_source& rng, trial& t, const graph_case<W>& c)
{
    using Wide = wide_t<W>;
    using graph = typename graph_type<K, W>::type;
    using vertex = typename boost::graph_traits<graph>::vertex_descriptor;
    const graph g = build_graph<K, W>(c.n, c.edges);
    const std::size_t n = c.n;
    const auto built = edges_as_built<W>(g);
    const auto arcs = arcs_of(built, is_undirected(K));
    const auto out = out_lists(n, arcs);

    bool custom_inf = false;
    const W inf = draw_inf<W>(rng, custom_inf);
    const predecessors with = predecessors(rng.weighted({0.5, 0.3, 0.2}));
    const bool defaults = every_form<K>() && !custom_inf && rng.chance(0.2);  // no weight_map or distance_inf named
    const tuning_choice tuning = draw_tuning(rng, algorithm::allpairs);
    const weight_facts<W> facts = summarize(out_weights(out), inf);

    std::ostringstream description;
    description << describe_case(c, weight_type_of<W>(), built.size()) << ", " << describe_inf(inf, custom_inf) << ", "
                << (with == predecessors::none          ? "no predecessor matrix"
                    : with == predecessors::descriptors ? "predecessor matrix of descriptors"
                                                        : "predecessor matrix of uint32_t indices")
                << (defaults ? ", defaults named" : "") << ", tuning: " << tuning.description;
    t.description = description.str();
    t.edge_dump = dump_edges(built, is_undirected(K), t.all_edges ? every_edge : 80);

    expectation x;
    x.overflow_possible = facts.overflow_possible();
    x.nan_present = facts.has_nan;
    x.nan_always_refused = true;
    x.bgl_throws = facts.has_negative;  // documented: any negative weight, every vertex being a source
    std::vector<std::vector<Wide>> expected;
    if (!x.bgl_throws && !x.nan_present) {
        const auto og = make_oracle_graph<Wide>(n, arcs);
        for (std::size_t s = 0; s < n; ++s)
            expected.push_back(bgl_dijkstra(og, std::vector<std::size_t>{s}, static_cast<Wide>(inf)).distance);
    }

    const auto vs = vertex_list(g);
    const descriptor_index<graph> index_of(vs);
    const auto weight = get(boost::edge_weight, g);
    for (const gp::backend_kind backend : t.backends) {
        std::vector<std::vector<W>> d(n, std::vector<W>(n, poison<W>()));
        std::vector<std::vector<vertex>> pd(n, std::vector<vertex>(n, boost::graph_traits<graph>::null_vertex()));
        std::vector<std::vector<std::uint32_t>> pi(n, std::vector<std::uint32_t>(n, 0xdeadbeefu));
        const call_record call = capture([&] {
            const auto exec = gp::with_options(tuning.options, gp::use_backend(backend));
            const auto named = on_backend(backend, tuning.options, boost::weight_map(weight).distance_inf(inf));
            // Each predecessor matrix type, with BGL's defaults named or left out.
            auto call_with = [&](const auto& params) {
                switch (with) {
                case predecessors::none: boost::gpu_dijkstra_all(g, d, params); break;
                case predecessors::descriptors:
                    boost::gpu_dijkstra_all(g, d, gp::predecessor_matrix(pd, params));
                    break;
                case predecessors::indices: boost::gpu_dijkstra_all(g, d, gp::predecessor_matrix(pi, params)); break;
                }
            };
            if (!defaults)
                call_with(named);
            else if constexpr (every_form<K>())
                call_with(exec);
        });
        backend_result r{backend, outcome::match, std::string()};
        if (!judge(call, x, r.result, r.detail)) {
            r.result = outcome::match;
            for (std::size_t i = 0; i < n && r.detail.empty(); ++i) {
                r.detail = first_difference(d[i], expected[i], ("D[" + std::to_string(i) + "][.]: distance").c_str(),
                                            [&](W a, Wide b) { return same_value(a, b, inf, facts); });
                if (!r.detail.empty() || with == predecessors::none) continue;
                std::vector<std::size_t> parent(n);
                std::vector<char> reached(n);
                for (std::size_t j = 0; j < n; ++j) {
                    parent[j] = with == predecessors::descriptors ? index_of(pd[i][j])
                                : pi[i][j] < n                    ? pi[i][j]
                                                                  : not_a_vertex;
                    reached[j] = d[i][j] != inf;
                }
                r.detail = check_tree(
                    out, std::vector<std::size_t>{i}, parent, reached, [&](std::size_t u, W w, std::size_t v) {
                        if constexpr (std::is_integral<W>::value)
                            return static_cast<long double>(d[i][u]) + w == static_cast<long double>(d[i][v]);
                        else
                            return same_value(static_cast<W>(d[i][u] + w), d[i][v], inf, facts);
                    });
                if (!r.detail.empty()) r.detail = "row " + std::to_string(i) + ": " + r.detail;
            }
            if (!r.detail.empty()) r.result = outcome::mismatch;
        }
        t.results.push_back(r);
    }
}

}  // namespace

void run_all_pairs(trial& t)
{
    random_source rng(t.seed);
    case_limits limits;
    limits.min_vertices = 0;
    limits.small_max = 120;
    limits.large_max = 600;
    limits.large_chance = 0.01;
    limits.kinds = all_graph_kinds();
    //                      small zero  ndag nany nloop ovfl  max  dyad frac huge +inf -inf  nan  -0  sub
    limits.regime_weights = {30, 8, 3, 3, 2, 6, 4, 8, 10, 4, 5, 2, 2, 3, 3};
    with_weight_type(weight_type(rng.below(weight_type_count)), [&](auto tag) {
        using W = typename decltype(tag)::type;
        const graph_case<W> c = generate_case<W>(rng, limits);
        with_graph_kind(c.kind, [&](auto kind) { all_pairs_on_graph<W, decltype(kind)::kind>(rng, t, c); });
    });
}

}  // namespace stress
