// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// gpu_dijkstra_shortest_paths (named and positional, one source or several) and
// gpu_dijkstra_shortest_paths_no_color_map against boost::dijkstra_shortest_paths: the
// same distances, negative_edge exactly when BGL throws it, and predecessors that form a
// shortest-path tree whose arcs are tight to the bit (the documented contract).
#include "family_support.hpp"
#include "judge.hpp"
#include "oracle.hpp"
#include "tuning.hpp"
#include "weight_facts.hpp"

#include <boost_gpu_paths/dijkstra.hpp>

#include <boost/graph/relax.hpp>
#include <boost/property_map/property_map.hpp>

#include <functional>
#include <sstream>
#include <string>
#include <vector>

namespace stress {
namespace {

namespace gp = boost::gpu_paths;

enum class sssp_form {
    named,
    named_distances_only,
    positional,
    positional_closed_plus,
    positional_sources,
    no_color_map_named,
    no_color_map_positional
};
constexpr unsigned sssp_form_count = 7;
const char* name_of(sssp_form f)
{
    static const char* const names[] = {"named",
                                        "named, distance_map only",
                                        "positional (std::plus)",
                                        "positional (closed_plus)",
                                        "positional, source range (automatic only)",
                                        "no_color_map, named",
                                        "no_color_map, positional"};
    return names[static_cast<unsigned>(f)];
}

template <class W, graph_kind K>
void sssp_on_graph(random_source& rng, trial& t, const graph_case<W>& c)
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
    // BGL's positional single-source forms and the no_color_map ones take one source; the
    // source range form takes several; the named forms either.
    const sssp_form form = sssp_form(rng.below(every_form<K>() ? sssp_form_count : 2));
    const bool named_form = form == sssp_form::named || form == sssp_form::named_distances_only;
    const bool single = named_form ? rng.chance(0.7) : form != sssp_form::positional_sources;
    const std::vector<std::size_t> sources = draw_sources(rng, n, !single);
    const tuning_choice tuning = draw_tuning(rng, algorithm::sssp);
    const weight_facts<W> facts = summarize(out_weights(out), inf);

    std::ostringstream description;
    description << describe_case(c, weight_type_of<W>(), built.size()) << ", " << describe_inf(inf, custom_inf)
                << ", sources";
    for (std::size_t s : sources) description << ' ' << s;
    description << ", " << name_of(form) << ", tuning: " << tuning.description;
    t.description = description.str();
    t.edge_dump = dump_edges(built, is_undirected(K), t.all_edges ? every_edge : 80);

    const search_answer<Wide> expected =
        bgl_dijkstra(make_oracle_graph<Wide>(n, arcs), sources, static_cast<Wide>(inf));
    expectation x;
    x.overflow_possible = facts.overflow_possible();
    x.nan_present = facts.has_nan;
    x.bgl_throws = expected.negative_edge;

    const auto vs = vertex_list(g);
    const descriptor_index<graph> index_of(vs);
    std::vector<vertex> source_vertices;
    for (std::size_t s : sources) source_vertices.push_back(vs[s]);
    const auto index = get(boost::vertex_index, g);
    const auto weight = get(boost::edge_weight, g);
    const auto visitor = boost::make_dijkstra_visitor(boost::null_visitor());
    for (const gp::backend_kind backend : t.backends) {
        std::vector<W> d(n, poison<W>());
        std::vector<vertex> p(n, boost::graph_traits<graph>::null_vertex());
        const auto dmap = boost::make_iterator_property_map(d.begin(), index);
        const auto pmap = boost::make_iterator_property_map(p.begin(), index);
        const auto exec = gp::with_options(tuning.options, gp::use_backend(backend));
        const bool automatic = backend == gp::backend_kind::automatic;
        const sssp_form used = form == sssp_form::positional_sources && !automatic ? sssp_form::named : form;
        const call_record call = capture([&] {
            const auto named =
                on_backend(backend, tuning.options, boost::weight_map(weight).distance_map(dmap).distance_inf(inf));
            if (used == sssp_form::named) {
                if (single)
                    boost::gpu_dijkstra_shortest_paths(g, source_vertices[0], named.predecessor_map(pmap));
                else
                    boost::gpu_dijkstra_shortest_paths(g, source_vertices.begin(), source_vertices.end(),
                                                       named.predecessor_map(pmap));
            } else if (used == sssp_form::named_distances_only) {
                if (single)
                    boost::gpu_dijkstra_shortest_paths(g, source_vertices[0], named);
                else
                    boost::gpu_dijkstra_shortest_paths(g, source_vertices.begin(), source_vertices.end(), named);
            } else if constexpr (every_form<K>()) {
                switch (used) {
                case sssp_form::positional:
                case sssp_form::positional_closed_plus:
                    if (used == sssp_form::positional)
                        boost::gpu_dijkstra_shortest_paths(g, source_vertices[0], pmap, dmap, weight, index,
                                                           std::less<W>(), std::plus<W>(), inf, W(0), visitor, exec);
                    else
                        boost::gpu_dijkstra_shortest_paths(g, source_vertices[0], pmap, dmap, weight, index,
                                                           std::less<W>(), boost::closed_plus<W>(inf), inf, W(0),
                                                           visitor, exec);
                    break;
                case sssp_form::positional_sources:
                    boost::gpu_dijkstra_shortest_paths(g, source_vertices.begin(), source_vertices.end(), pmap, dmap,
                                                       weight, index, std::less<W>(), std::plus<W>(), inf, W(0),
                                                       visitor);
                    break;
                case sssp_form::no_color_map_named:
                    boost::gpu_dijkstra_shortest_paths_no_color_map(g, source_vertices[0], named.predecessor_map(pmap));
                    break;
                case sssp_form::no_color_map_positional:
                    boost::gpu_dijkstra_shortest_paths_no_color_map(g, source_vertices[0], pmap, dmap, weight, index,
                                                                    std::less<W>(), std::plus<W>(), inf, W(0), visitor,
                                                                    exec);
                    break;
                default: break;
                }
            }
        });
        backend_result r{backend, outcome::match, std::string()};
        if (!judge(call, x, r.result, r.detail)) {
            r.result = outcome::match;
            r.detail = first_difference(d, expected.distance, "distance",
                                        [&](W a, Wide b) { return same_value(a, b, inf, facts); });
            const bool with_predecessors = used != sssp_form::named_distances_only;
            if (r.detail.empty() && with_predecessors) {
                std::vector<std::size_t> parent(n);
                std::vector<char> reached(n);
                for (std::size_t v = 0; v < n; ++v) {
                    parent[v] = index_of(p[v]);
                    reached[v] = d[v] != inf;
                }
                r.detail = check_tree(out, sources, parent, reached, [&](std::size_t u, W w, std::size_t v) {
                    if constexpr (std::is_integral<W>::value)
                        return static_cast<long double>(d[u]) + w == static_cast<long double>(d[v]);
                    else
                        return static_cast<W>(d[u] + w) == d[v];
                });
            }
            if (!r.detail.empty()) r.result = outcome::mismatch;
        }
        t.results.push_back(r);
    }
}

}  // namespace

void run_dijkstra(trial& t)
{
    random_source rng(t.seed);
    case_limits limits;
    limits.min_vertices = 1;
    limits.small_max = 200;
    limits.large_max = 6000;
    limits.large_chance = 0.04;
    limits.kinds = all_graph_kinds();
    //                      small zero  ndag nany nloop ovfl  max  dyad frac huge +inf -inf  nan  -0  sub
    limits.regime_weights = {30, 8, 4, 4, 3, 6, 4, 8, 10, 4, 5, 2, 2, 3, 3};
    with_weight_type(weight_type(rng.below(weight_type_count)), [&](auto tag) {
        using W = typename decltype(tag)::type;
        const graph_case<W> c = generate_case<W>(rng, limits);
        with_graph_kind(c.kind, [&](auto kind) { sssp_on_graph<W, decltype(kind)::kind>(rng, t, c); });
    });
}

}  // namespace stress
