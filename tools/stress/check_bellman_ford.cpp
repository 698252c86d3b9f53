// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// gpu_bellman_ford_shortest_paths (named with root_vertex, named from the caller's initial
// distances with one source or several, BGL's positional form, fewer rounds than n - 1)
// against boost::bellman_ford_shortest_paths from the same initial distances with the
// same N and closed_plus: the same verdict, false (a negative cycle reachable from a
// finite distance) being BGL's negative verdict, after which the maps must be as they
// were, on every path; when true, BGL's distances, and predecessors written exactly where
// a distance fell, forming a tree of arcs tight to the bit rooted at the vertices whose
// distance did not fall (the documented contract), except at -inf, where BGL's
// predecessors need only give -inf. The oracle holds both arcs of an undirected edge, so
// a reachable negative edge there is a negative cycle, as the library documents.
#include "family_support.hpp"
#include "judge.hpp"
#include "oracle.hpp"
#include "tuning.hpp"
#include "weight_facts.hpp"

#include <boost_gpu_paths/bellman_ford.hpp>

#include <boost/graph/bellman_ford_shortest_paths.hpp>
#include <boost/graph/relax.hpp>
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

enum class bf_form { root, caller, root_distances_only, caller_root_param, spelled_out, few_rounds };
const char* name_of(bf_form f)
{
    static const char* const names[] = {
        "named, root_vertex",
        "named (g, N), the caller's distances, closed_plus",
        "named, root_vertex, closed_plus, distance_map only",
        "named (g, N), root_vertex",
        "positional (closed_plus, less, null visitor; automatic only, else the same named)",
        "named (g, N) with N < n - 1 (BGL's loop), the caller's distances"};
    return names[static_cast<unsigned>(f)];
}
bool from_root(bf_form f)
{
    return f == bf_form::root || f == bf_form::root_distances_only || f == bf_form::caller_root_param;
}

template <class Wide>
struct bellman_answer {
    bool no_negative_cycle = true;
    std::vector<Wide> distance;
};

// boost::bellman_ford_shortest_paths(g, rounds, ...) from `initial` with closed_plus(inf).
template <class Wide>
bellman_answer<Wide> bgl_bellman_ford(const oracle_graph<Wide>& g, std::size_t rounds, std::vector<Wide> initial,
                                      Wide inf)
{
    std::vector<std::size_t> predecessor(num_vertices(g));
    const auto index = get(boost::vertex_index, g);
    bellman_answer<Wide> answer;
    answer.no_negative_cycle = boost::bellman_ford_shortest_paths(
        g, rounds, get(boost::edge_weight, g), boost::make_iterator_property_map(predecessor.begin(), index),
        boost::make_iterator_property_map(initial.begin(), index), boost::closed_plus<Wide>(inf), std::less<Wide>(),
        boost::bellman_visitor<>());
    answer.distance = std::move(initial);
    return answer;
}

// Graph kinds whose edges(g) lists each vertex's out-edges in vertex order, as the oracle's
// does: there BGL's loop with few rounds stops in the same state on both.
constexpr bool edge_order_agrees(graph_kind k)
{
    return k != graph_kind::vec_undirected && k != graph_kind::vec_bidirectional;
}

template <class W, graph_kind K>
void bellman_on_graph(random_source& rng, trial& t, const graph_case<W>& c)
{
    using Wide = wide_t<W>;
    using graph = typename graph_type<K, W>::type;
    using vertex = typename boost::graph_traits<graph>::vertex_descriptor;
    const graph g = build_graph<K, W>(c.n, c.edges);
    const std::size_t n = c.n;
    const auto built = edges_as_built<W>(g);
    const auto arcs = arcs_of(built, is_undirected(K));
    const auto out = out_lists(n, arcs);
    const W max = (std::numeric_limits<W>::max)();

    // Fewer rounds run BGL's own loop on the caller's graph, whose integer sums must not
    // wrap (undefined), and stop in the oracle's state only where the edge order agrees.
    const bool safe_sums = !summarize(out_weights(out), max).overflow_possible();
    std::vector<double> form_weights{n ? 30.0 : 0.0, 35};
    if (every_form<K>()) form_weights.insert(form_weights.end(), {n ? 8.0 : 0.0, n ? 7.0 : 0.0, 12});
    form_weights.resize(6, 0);
    if (edge_order_agrees(K) && n >= 2 && safe_sums) form_weights[5] = 6;
    const bf_form form = bf_form(rng.weighted(form_weights));
    const bool root_form = from_root(form);
    // Forms with a closed_plus of the call's own may have another inf (BGL's "no path").
    bool custom_inf = false;
    W inf = draw_inf<W>(rng, custom_inf);
    if (form == bf_form::root || form == bf_form::caller_root_param) inf = max, custom_inf = false;

    // Initial distances as BGL starts them: from a root, the weight type's max and 0 at the
    // root; else the caller's, inf but at the sources.
    std::vector<std::size_t> sources;
    std::vector<W> initial(n, root_form ? max : inf);
    if (n) sources = draw_sources(rng, n, !root_form && rng.chance(0.5));
    for (std::size_t s : sources) {
        if (root_form || rng.chance(0.5))
            initial[s] = W(0);
        else
            initial[s] = static_cast<W>(rng.between(-20, 20)) / W(std::is_integral<W>::value ? 1 : 4);
    }
    std::size_t rounds = n;
    if (form == bf_form::few_rounds)
        rounds = rng.below(n - 1);
    else if (form == bf_form::caller && n && rng.chance(0.3))
        rounds = rng.chance(0.5) ? n - 1 : n + static_cast<std::size_t>(rng.between(1, 5));
    const tuning_choice tuning = draw_tuning(rng, algorithm::bellman);
    const weight_facts<W> facts = summarize(out_weights(out), inf);

    std::ostringstream description;
    description << describe_case(c, weight_type_of<W>(), built.size()) << ", " << describe_inf(inf, custom_inf)
                << ", N = " << rounds << (root_form ? ", root" : ", initial");
    for (std::size_t s : sources) description << ' ' << s << '=' << static_cast<long double>(initial[s]);
    if (is_undirected(K) && facts.has_negative) description << " (undirected with a negative edge)";
    description << ", " << name_of(form) << ", tuning: " << tuning.description;
    t.description = description.str();
    t.edge_dump = dump_edges(built, is_undirected(K), t.all_edges ? every_edge : 80);

    std::vector<Wide> initial_wide(initial.begin(), initial.end());
    const bellman_answer<Wide> expected =
        bgl_bellman_ford(make_oracle_graph<Wide>(n, arcs), rounds, initial_wide, static_cast<Wide>(inf));
    expectation x;
    x.nan_present = facts.has_nan;
    if constexpr (std::is_integral<W>::value) {
        // The documented bound: an initial distance plus a simple path within -max/16 and
        // max/4, initial distances equal to inf being none.
        long double lowest = 0, highest = 0;
        for (W d : initial)
            if (d != inf) lowest = std::min<long double>(lowest, d), highest = std::max<long double>(highest, d);
        const long double slack = 1 - 1e-9L;
        x.overflow_possible = !(highest + facts.most_positive < static_cast<long double>(max / 4) * slack &&
                                -(lowest + facts.most_negative) <= static_cast<long double>(max / 16) * slack);
    }

    const auto vs = vertex_list(g);
    const descriptor_index<graph> index_of(vs);
    const vertex null = boost::graph_traits<graph>::null_vertex();
    const auto index = get(boost::vertex_index, g);
    const auto weight = get(boost::edge_weight, g);
    for (const gp::backend_kind backend : t.backends) {
        // Poison where the call writes everything (from a root); the caller's own values otherwise.
        std::vector<W> d = root_form ? std::vector<W>(n, poison<W>()) : initial;
        const std::vector<W> before = d;
        std::vector<vertex> p(n, null);
        const auto dmap = boost::make_iterator_property_map(d.begin(), index);
        const auto pmap = boost::make_iterator_property_map(p.begin(), index);
        bool verdict = false;
        const call_record call = capture([&] {
            const auto named = on_backend(backend, tuning.options, boost::weight_map(weight).distance_map(dmap));
            switch (form) {
            case bf_form::root:
                verdict =
                    boost::gpu_bellman_ford_shortest_paths(g, named.predecessor_map(pmap).root_vertex(vs[sources[0]]));
                break;
            case bf_form::caller:
            case bf_form::few_rounds:
                verdict = boost::gpu_bellman_ford_shortest_paths(
                    g, rounds, named.predecessor_map(pmap).distance_combine(boost::closed_plus<W>(inf)));
                break;
            default:
                if constexpr (every_form<K>()) {
                    if (form == bf_form::root_distances_only)
                        verdict = boost::gpu_bellman_ford_shortest_paths(
                            g, named.distance_combine(boost::closed_plus<W>(inf)).root_vertex(vs[sources[0]]));
                    else if (form == bf_form::caller_root_param)
                        verdict = boost::gpu_bellman_ford_shortest_paths(
                            g, rounds, named.predecessor_map(pmap).root_vertex(vs[sources[0]]));
                    else if (backend == gp::backend_kind::automatic)
                        verdict = boost::gpu_bellman_ford_shortest_paths(g, rounds, weight, pmap, dmap,
                                                                         boost::closed_plus<W>(inf), std::less<W>(),
                                                                         boost::bellman_visitor<>());
                    else
                        verdict = boost::gpu_bellman_ford_shortest_paths(
                            g, rounds,
                            gp::with_options(tuning.options, gp::use_backend(backend, boost::weight_map(weight)))
                                .predecessor_map(pmap)
                                .distance_map(dmap)
                                .distance_combine(boost::closed_plus<W>(inf))
                                .distance_compare(std::less<W>())
                                .visitor(boost::bellman_visitor<>()));
                }
                break;
            }
        });
        backend_result r{backend, outcome::match, std::string()};
        if (!judge(call, x, r.result, r.detail)) {
            r.result = outcome::match;
            if (verdict != expected.no_negative_cycle) {
                r.detail = std::string("returned ") + (verdict ? "true" : "false") + ", BGL returns " +
                           (expected.no_negative_cycle ? "true" : "false") +
                           (is_undirected(K) ? " on both arcs of each edge (the documented verdict)" : "");
            } else if (!verdict) {
                // Documented: on false the maps are left as they were.
                r.result = outcome::negative;
                for (std::size_t v = 0; v < n && r.detail.empty(); ++v)
                    if (!(d[v] == before[v] || (d[v] != d[v] && before[v] != before[v])) || p[v] != null)
                        r.detail = "returned false (as BGL) but wrote vertex " + std::to_string(v) +
                                   "'s distance or predecessor (documented: left as they were)";
            } else {
                r.detail = first_difference(d, expected.distance, "distance",
                                            [&](W a, Wide b) { return same_value(a, b, inf, facts); });
                const bool with_predecessors = form != bf_form::root_distances_only;
                // Written exactly where the distance fell (from a root, every vertex its own
                // predecessor first); the fallen ones form a tree of tight arcs whose roots
                // are vertices that did not fall.
                std::vector<std::size_t> parent(n), roots;
                for (std::size_t v = 0; v < n && r.detail.empty() && with_predecessors; ++v) {
                    const bool fell = d[v] < initial[v];
                    const vertex unfallen = root_form ? vs[v] : null;
                    parent[v] = fell ? index_of(p[v]) : v;
                    if (!fell) roots.push_back(v);
                    if (!fell && p[v] != unfallen)
                        r.detail = "predecessor of vertex " + std::to_string(v) +
                                   (root_form ? " is not itself" : " was written") +
                                   " though its distance did not fall";
                }
                auto tight = [&](std::size_t u, W w, std::size_t v) {
                    if constexpr (std::is_integral<W>::value)
                        return static_cast<long double>(d[u]) + w == static_cast<long double>(d[v]);
                    else
                        return static_cast<W>(d[u] + w) == d[v];
                };
                // A distance that fell to -inf (documented: BGL's loop, BGL's predecessors):
                // the tail of an arc that gives -inf, which may lead round a cycle; such
                // vertices stand as roots of the tree the others must form.
                if constexpr (std::is_floating_point<W>::value) {
                    for (std::size_t v = 0; v < n && r.detail.empty() && with_predecessors; ++v) {
                        if (!(d[v] == -std::numeric_limits<W>::infinity() && d[v] < initial[v])) continue;
                        bool arc = false;
                        if (parent[v] < n)
                            for (const auto& a : out[parent[v]]) arc = arc || (a.first == v && tight(parent[v], a.second, v));
                        if (!arc) r.detail = "predecessor of vertex " + std::to_string(v) + " (at -inf) gives no -inf";
                        parent[v] = v;
                        roots.push_back(v);
                    }
                }
                if (r.detail.empty() && with_predecessors)
                    r.detail = check_tree(out, roots, parent, std::vector<char>(n, 1), tight);
            }
            if (!r.detail.empty()) r.result = outcome::mismatch;
        }
        t.results.push_back(r);
    }
}

}  // namespace

void run_bellman_ford(trial& t)
{
    random_source rng(t.seed);
    case_limits limits;
    limits.min_vertices = 0;
    limits.small_max = 200;
    limits.large_max = 4000;
    limits.large_chance = 0.03;
    limits.kinds = all_graph_kinds();
    // Negative weights and cycles most of the time: BGL's verdict is the point.
    //                      small zero  ndag nany nloop ovfl  max  dyad frac huge +inf -inf  nan  -0  sub
    limits.regime_weights = {10, 5, 16, 24, 12, 6, 3, 6, 6, 3, 3, 2, 2, 2, 2};
    with_weight_type(weight_type(rng.below(weight_type_count)), [&](auto tag) {
        using W = typename decltype(tag)::type;
        graph_case<W> c = generate_case<W>(rng, limits);
        // BGL's loop on an adjacency_matrix scans every entry of the matrix in each of its n
        // rounds; the calls only it serves (a combine's inf within reach) would take minutes
        // on the large sizes, so matrices stay small.
        if (c.kind == graph_kind::matrix_directed && c.n > limits.small_max) {
            case_limits matrix_limits = limits;
            matrix_limits.large_chance = 0;
            matrix_limits.kinds = {graph_kind::matrix_directed};
            c = generate_case<W>(rng, matrix_limits);
        }
        with_graph_kind(c.kind, [&](auto kind) { bellman_on_graph<W, decltype(kind)::kind>(rng, t, c); });
    });
}

}  // namespace stress
