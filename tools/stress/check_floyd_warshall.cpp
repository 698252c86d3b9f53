// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// gpu_floyd_warshall_all_pairs against boost::floyd_warshall_all_pairs_shortest_paths:
// the verdict (false exactly where the graph has a negative cycle), every distance, and,
// when a predecessor matrix is asked for, every path it leads along.
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

enum class fw_form { named, named_defaults, positional };
const char* name_of(fw_form f)
{
    static const char* const names[] = {"named", "named (no weight_map, inf)", "positional (automatic only)"};
    return names[static_cast<int>(f)];
}

template <class W, graph_kind K>
void fw_on_graph(random_source& rng, trial& t, const graph_case<W>& c)
{
    using Wide = wide_t<W>;
    using graph = typename graph_type<K, W>::type;
    const graph g = build_graph<K, W>(c.n, c.edges);
    const std::size_t n = c.n;
    const auto built = edges_as_built<W>(g);
    const auto arcs = arcs_of(built, is_undirected(K));
    const auto out = out_lists(n, arcs);

    bool custom_inf = false;
    const W inf = draw_inf<W>(rng, custom_inf);
    const bool with_paths = rng.chance(0.5);
    fw_form form = every_form<K>() ? fw_form(rng.weighted({0.6, 0.15, 0.25})) : fw_form::named;
    if (form == fw_form::named_defaults && custom_inf) form = fw_form::named;
    const tuning_choice tuning = draw_tuning(rng, algorithm::fw);
    const weight_facts<W> facts = summarize(out_weights(out), inf);

    std::ostringstream description;
    description << describe_case(c, weight_type_of<W>(), built.size()) << ", " << describe_inf(inf, custom_inf) << ", "
                << (with_paths ? "with" : "without") << " predecessor_matrix, " << name_of(form)
                << ", tuning: " << tuning.description;
    t.description = description.str();
    t.edge_dump = dump_edges(built, is_undirected(K), t.all_edges ? every_edge : 80);

    std::vector<std::vector<Wide>> expected;
    const bool expected_ok = bgl_floyd_warshall(make_oracle_graph<Wide>(n, arcs), expected, static_cast<Wide>(inf));
    expectation x;
    x.overflow_possible = facts.overflow_possible();
    x.nan_present = facts.has_nan;
    x.nan_always_refused = true;

    const auto vs = vertex_list(g);
    const descriptor_index<graph> index_of(vs);
    const auto weight = get(boost::edge_weight, g);
    for (const gp::backend_kind backend : t.backends) {
        fw_matrices<graph, W> m(vs);
        bool ok = false;
        // BGL's positional form has no place for the execution parameters: automatic only.
        const fw_form used =
            form == fw_form::positional && backend != gp::backend_kind::automatic ? fw_form::named : form;
        const call_record call = capture([&] {
            if (used == fw_form::named) {
                const auto params = on_backend(backend, tuning.options, boost::weight_map(weight).distance_inf(inf));
                ok = with_paths ? boost::gpu_floyd_warshall_all_pairs(g, m.d, gp::predecessor_matrix(m.p, params))
                                : boost::gpu_floyd_warshall_all_pairs(g, m.d, params);
            } else if constexpr (every_form<K>()) {
                if (used == fw_form::positional) {
                    ok = boost::gpu_floyd_warshall_all_pairs(g, m.d, weight, std::less<W>(), boost::closed_plus<W>(inf),
                                                             inf, W(0));
                } else {  // the default weight_map and inf left out
                    const auto params = gp::with_options(tuning.options, gp::use_backend(backend));
                    ok = with_paths ? boost::gpu_floyd_warshall_all_pairs(g, m.d, gp::predecessor_matrix(m.p, params))
                                    : boost::gpu_floyd_warshall_all_pairs(g, m.d, params);
                }
            }
        });
        t.results.push_back(judge_closure<graph>(backend, call, x, expected_ok, ok, m, vs, index_of, expected, inf, facts,
                                                 out, with_paths && used != fw_form::positional));
    }
}

}  // namespace

void run_floyd_warshall(trial& t)
{
    random_source rng(t.seed);
    case_limits limits;
    limits.min_vertices = 0;
    limits.small_max = 120;
    limits.large_max = 520;
    limits.large_chance = 0.01;
    limits.kinds = all_graph_kinds();
    //                      small zero  ndag nany nloop ovfl  max  dyad frac huge +inf -inf  nan  -0  sub
    limits.regime_weights = {20, 6, 12, 10, 5, 8, 4, 8, 8, 4, 5, 4, 3, 3, 3};
    with_weight_type(weight_type(rng.below(weight_type_count)), [&](auto tag) {
        using W = typename decltype(tag)::type;
        const graph_case<W> c = generate_case<W>(rng, limits);
        with_graph_kind(c.kind, [&](auto kind) { fw_on_graph<W, decltype(kind)::kind>(rng, t, c); });
    });
}

}  // namespace stress
