// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// gpu_dag_shortest_paths (named with and without a color map, defaults left out,
// positional with closed_plus or std::plus, and BGL's longest-path idiom: std::greater,
// closed_plus(-max), inf = -max) against boost::dag_shortest_paths with the same compare,
// inf and zero: not_a_dag exactly where BGL throws it (a cycle reachable from the source;
// on an undirected graph any edge there), with nothing of the caller's written; else
// BGL's distances, predecessors whose arcs are tight to the bit (sources and vertices at
// inf their own), and BGL's colors (black where its search went, white elsewhere). The
// combine is closed_plus in the oracle for std::plus too: the library documents BGL's
// closed_plus rule for both (a vertex at inf extends no path, an edge weighing inf is none).
#include "family_support.hpp"
#include "judge.hpp"
#include "oracle.hpp"
#include "tuning.hpp"
#include "weight_facts.hpp"

#include <boost_gpu_paths/dag_shortest_paths.hpp>

#include <boost/graph/dag_shortest_paths.hpp>
#include <boost/graph/exception.hpp>
#include <boost/property_map/property_map.hpp>

#include <algorithm>
#include <functional>
#include <limits>
#include <sstream>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

namespace stress {
namespace {

namespace gp = boost::gpu_paths;

enum class dag_form { named, named_distances_only, positional_closed_plus, positional_plus, longest };
const char* name_of(dag_form f)
{
    static const char* const names[] = {"named, with predecessor and color maps",
                                        "named, distance_map only (defaults left out)",
                                        "positional (closed_plus)",
                                        "positional (std::plus)",
                                        "positional longest paths (greater, closed_plus(-max), inf = -max)"};
    return names[static_cast<unsigned>(f)];
}

template <class Wide>
struct dag_answer {
    bool not_a_dag = false;
    std::vector<Wide> distance;
    std::vector<boost::default_color_type> color;
};

// boost::dag_shortest_paths from s with closed_plus(inf), the colors starting white.
template <class Wide, class Compare>
dag_answer<Wide> bgl_dag(const oracle_graph<Wide>& g, std::size_t s, Compare compare, Wide inf)
{
    const std::size_t n = num_vertices(g);
    dag_answer<Wide> answer;
    answer.distance.assign(n, inf);
    answer.color.assign(n, boost::white_color);
    std::vector<std::size_t> predecessor(n);
    const auto index = get(boost::vertex_index, g);
    try {
        boost::dag_shortest_paths(g, s, boost::make_iterator_property_map(answer.distance.begin(), index),
                                  get(boost::edge_weight, g),
                                  boost::make_iterator_property_map(answer.color.begin(), index),
                                  boost::make_iterator_property_map(predecessor.begin(), index),
                                  boost::make_dijkstra_visitor(boost::null_visitor()), compare,
                                  boost::closed_plus<Wide>(inf), inf, Wide(0));
    } catch (const boost::not_a_dag&) {
        answer.not_a_dag = true;
    }
    return answer;
}

template <class W, graph_kind K>
void dag_on_graph(random_source& rng, trial& t, graph_case<W> c)
{
    using Wide = wide_t<W>;
    using graph = typename graph_type<K, W>::type;
    using vertex = typename boost::graph_traits<graph>::vertex_descriptor;
    const std::size_t n = c.n;
    // The generator's self loops would make most ordered graphs cycles: keep them in few.
    if (c.form == shape::ordered && c.weights != regime::negative_loop && rng.chance(0.8))
        c.edges.erase(std::remove_if(c.edges.begin(), c.edges.end(), [](const auto& e) { return e.u == e.v; }),
                      c.edges.end());
    // Sometimes one edge of the graph reversed besides: a cycle of two, reachable or not.
    const bool back_edge = !c.edges.empty() && rng.chance(0.12);
    if (back_edge) {
        weighted_edge<W> e = c.edges[rng.below(c.edges.size())];
        std::swap(e.u, e.v);
        c.edges.push_back(e);
    }
    const graph g = build_graph<K, W>(n, c.edges);
    const auto built = edges_as_built<W>(g);
    const auto arcs = arcs_of(built, is_undirected(K));
    const auto out = out_lists(n, arcs);
    const W max = (std::numeric_limits<W>::max)();

    // The longest-path idiom runs BGL's loop, whose integer sums must not wrap (undefined).
    const bool longest_fits = !summarize(out_weights(out), W(-max)).overflow_possible();
    std::vector<double> form_weights{40, every_form<K>() ? 15.0 : 0.0};
    if (every_form<K>()) form_weights.insert(form_weights.end(), {15, 10, longest_fits ? 12.0 : 0.0});
    const dag_form form = dag_form(rng.weighted(form_weights));
    const bool longest = form == dag_form::longest;
    bool custom_inf = false;
    W inf = draw_inf<W>(rng, custom_inf);
    if (form == dag_form::named_distances_only) inf = max, custom_inf = false;
    if (longest) inf = W(-max), custom_inf = true;
    const std::size_t source = rng.below(n);
    const tuning_choice tuning = draw_tuning(rng, algorithm::dag);
    const weight_facts<W> facts = summarize(out_weights(out), inf);

    std::ostringstream description;
    description << describe_case(c, weight_type_of<W>(), built.size()) << (back_edge ? " + a reversed edge" : "")
                << ", " << describe_inf(inf, custom_inf) << ", source " << source << ", " << name_of(form)
                << ", tuning: " << tuning.description;
    t.description = description.str();
    t.edge_dump = dump_edges(built, is_undirected(K), t.all_edges ? every_edge : 80);

    const auto oracle = make_oracle_graph<Wide>(n, arcs);
    const dag_answer<Wide> expected = longest ? bgl_dag(oracle, source, std::greater<Wide>(), static_cast<Wide>(inf))
                                              : bgl_dag(oracle, source, std::less<Wide>(), static_cast<Wide>(inf));
    expectation x;
    x.overflow_possible = facts.overflow_possible();
    x.nan_present = facts.has_nan;
    x.bgl_not_a_dag = expected.not_a_dag;

    const auto vs = vertex_list(g);
    const descriptor_index<graph> index_of(vs);
    const vertex null = boost::graph_traits<graph>::null_vertex();
    const auto index = get(boost::vertex_index, g);
    const auto weight = get(boost::edge_weight, g);
    const auto visitor = boost::make_dijkstra_visitor(boost::null_visitor());
    const bool with_colors = form != dag_form::named_distances_only;
    const bool with_predecessors = with_colors;
    // The backends write every color; BGL's loop (the longest form) reads them first, as
    // BGL's depth-first search does, and needs them white.
    const boost::default_color_type color_before = longest ? boost::white_color : boost::gray_color;
    for (const gp::backend_kind backend : t.backends) {
        std::vector<W> d(n, poison<W>());
        std::vector<vertex> p(n, null);
        std::vector<boost::default_color_type> color(n, color_before);
        const auto dmap = boost::make_iterator_property_map(d.begin(), index);
        const auto pmap = boost::make_iterator_property_map(p.begin(), index);
        const auto cmap = boost::make_iterator_property_map(color.begin(), index);
        const auto exec = gp::with_options(tuning.options, gp::use_backend(backend));
        const call_record call = capture([&] {
            if (form == dag_form::named) {
                boost::gpu_dag_shortest_paths(g, vs[source],
                                              on_backend(backend, tuning.options,
                                                         boost::weight_map(weight)
                                                             .distance_map(dmap)
                                                             .predecessor_map(pmap)
                                                             .color_map(cmap)
                                                             .distance_inf(inf)));
            } else if constexpr (every_form<K>()) {
                if (form == dag_form::named_distances_only)
                    boost::gpu_dag_shortest_paths(g, vs[source],
                                                  on_backend(backend, tuning.options, boost::distance_map(dmap)));
                else if (form == dag_form::positional_closed_plus)
                    boost::gpu_dag_shortest_paths(g, vs[source], dmap, weight, cmap, pmap, visitor, std::less<W>(),
                                                  boost::closed_plus<W>(inf), inf, W(0), exec);
                else if (form == dag_form::positional_plus)
                    boost::gpu_dag_shortest_paths(g, vs[source], dmap, weight, cmap, pmap, visitor, std::less<W>(),
                                                  std::plus<W>(), inf, W(0), exec);
                else
                    boost::gpu_dag_shortest_paths(g, vs[source], dmap, weight, cmap, pmap, visitor, std::greater<W>(),
                                                  boost::closed_plus<W>(inf), inf, W(0), exec);
            }
        });
        backend_result r{backend, outcome::match, std::string()};
        if (judge(call, x, r.result, r.detail)) {
            // Documented: nothing of the caller's is written when a call throws (BGL's
            // loop colors what its search reached before it throws).
            for (std::size_t v = 0; v < n && r.result != outcome::mismatch; ++v) {
                const bool written = std::is_floating_point<W>::value ? d[v] == d[v] : d[v] != poison<W>();
                if (written || p[v] != null || (!longest && color[v] != color_before)) {
                    r.result = outcome::mismatch;
                    r.detail = "threw (" + call.message + ") after writing vertex " + std::to_string(v);
                }
            }
        } else {
            r.result = outcome::match;
            r.detail = first_difference(d, expected.distance, "distance",
                                        [&](W a, Wide b) { return same_value(a, b, inf, facts); });
            for (std::size_t v = 0; v < n && r.detail.empty() && with_colors; ++v)
                if (color[v] != expected.color[v])
                    r.detail = "color of vertex " + std::to_string(v) + " is " + std::to_string(int(color[v])) +
                               ", BGL leaves " + std::to_string(int(expected.color[v]));
            if (r.detail.empty() && with_predecessors) {
                std::vector<std::size_t> parent(n);
                std::vector<char> reached(n);
                for (std::size_t v = 0; v < n; ++v) {
                    parent[v] = index_of(p[v]);
                    reached[v] = d[v] != inf;
                }
                r.detail = check_tree(out, {source}, parent, reached, [&](std::size_t u, W w, std::size_t v) {
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

void run_dag_shortest_paths(trial& t)
{
    random_source rng(t.seed);
    case_limits limits;
    limits.min_vertices = 1;
    limits.small_max = 200;
    limits.large_max = 6000;
    limits.large_chance = 0.04;
    // Directed kinds twice as often: an undirected graph is a cycle wherever the source has an edge.
    limits.kinds = all_graph_kinds();
    for (graph_kind k : all_graph_kinds())
        if (!is_undirected(k)) limits.kinds.push_back(k);
    // Mostly DAGs (the ordered shape); the other shapes bring cycles, reachable or not.
    limits.shape_weights = {0.12, 0.06, 0.04, 0.7, 0.08};
    //                      small zero  ndag nany nloop ovfl  max  dyad frac huge +inf -inf  nan  -0  sub
    limits.regime_weights = {22, 8, 12, 8, 3, 6, 4, 8, 10, 4, 4, 3, 2, 3, 3};
    with_weight_type(weight_type(rng.below(weight_type_count)), [&](auto tag) {
        using W = typename decltype(tag)::type;
        graph_case<W> c = generate_case<W>(rng, limits);
        with_graph_kind(c.kind, [&](auto kind) { dag_on_graph<W, decltype(kind)::kind>(rng, t, std::move(c)); });
    });
}

}  // namespace stress
