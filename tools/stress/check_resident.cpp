// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Resident graphs (make_resident_graph, use_resident): on each backend one resident graph,
// owned by the trial, serves 2 to 8 gpu_dijkstra_shortest_paths and gpu_breadth_first_search
// queries, with edge weights (and, on adjacency lists, edges) changed between them, each
// change followed by invalidate(). A query is judged against BGL on the graph as it is then,
// as check_dijkstra.cpp and check_bfs.cpp judge the one-shot calls (distances, negative_edge
// exactly where BGL throws it, a tree of tight arcs; hops, parents one level up, colours,
// recorders that leave sources and unreached vertices alone), and must report a resident
// path. Invalid inputs also run the one-shot call: for a source that is not a vertex and
// distance_zero 1 both must refuse (invalid_input, or weight_overflow where the weights allow
// it: a resident graph lays the graph out before it reads the sources); with a NaN weight the
// resident query may refuse where the one-shot returns (on small graphs that runs BGL, which
// checks only the weights it examines) but must not return where the one-shot refuses. A
// query on another graph object must throw invalid_input.
#include "family_support.hpp"
#include "judge.hpp"
#include "oracle.hpp"
#include "tuning.hpp"
#include "weight_facts.hpp"

#include <boost_gpu_paths/breadth_first_search.hpp>
#include <boost_gpu_paths/dijkstra.hpp>
#include <boost_gpu_paths/resident_graph.hpp>

#include <boost/graph/breadth_first_search.hpp>
#include <boost/property_map/property_map.hpp>

#include <algorithm>
#include <limits>
#include <numeric>
#include <sstream>
#include <string>
#include <vector>

namespace stress {
namespace {

namespace gp = boost::gpu_paths;

enum class step_kind { sssp, bfs, change, bad_source_sssp, bad_source_bfs, nan_weight, bad_zero, other_graph };
const char* name_of(step_kind k)
{
    static const char* const names[] = {"sssp",
                                        "bfs",
                                        "change",
                                        "sssp from a non-vertex",
                                        "bfs from a non-vertex",
                                        "sssp, a NaN weight",
                                        "sssp, distance_zero 1",
                                        "sssp on another graph"};
    return names[static_cast<unsigned>(k)];
}

template <class W>
struct step {
    step_kind kind = step_kind::sssp;
    std::vector<std::size_t> sources;
    bool single = false, custom_inf = false;
    std::size_t bad_position = 0, bad_offset = 0;    // which source becomes a non-vertex, and which
    std::vector<std::pair<std::size_t, W>> weights;  // a change: (position in edges(g), new weight)
    std::vector<weighted_edge<W>> added;             // a change: edges added (adjacency lists)
    std::size_t stage = 0;                           // the graph as it is at a query (index into stages)
    search_answer<wide_t<W>> expected;               // BGL's Dijkstra
    weight_facts<W> facts;
    std::vector<std::size_t> hops;  // BGL's BFS
};

// What a query wrote, by vertex index (predecessors not_a_vertex where they name none).
template <class W>
struct query_outputs {
    std::vector<W> d;
    std::vector<std::size_t> hops, parent, recorded_parent;
    std::vector<int> recorded;  // record_distances: sources preset to 0, the rest poisoned (-7)
    std::vector<boost::default_color_type> color;
    std::string method;                                                 // the report's
    gp::backend_kind asked = gp::backend_kind::automatic, ran = asked;  // the resident graph's, the report's
};

// A query's outcome; detail says what differed (the query then mismatches). call: how the
// resident query ended; alone: how the one-shot call on the same inputs did (invalid inputs).
template <class W>
outcome judge_query(const step<W>& s, const out_arcs<W>& out, W inf, const call_record& call, const call_record& alone,
                    const query_outputs<W>& got, std::string& detail)
{
    const std::size_t n = out.size();
    const bool bfs = s.kind == step_kind::bfs || s.kind == step_kind::bad_source_bfs;
    expectation x;  // a BFS reads no weights: nothing lets it refuse
    x.overflow_possible = !bfs && s.facts.overflow_possible();
    x.nan_present = !bfs && s.facts.has_nan;
    x.bgl_throws = !bfs && s.expected.negative_edge;
    auto refused = [&](const call_record& e) {
        return e.kind == thrown::invalid_input || (e.kind == thrown::weight_overflow && x.overflow_possible);
    };
    auto ending = [](const call_record& e) { return e.kind == thrown::nothing ? "returned" : e.message; };
    if (s.kind >= step_kind::bad_source_sssp && s.kind != step_kind::nan_weight) {
        if (s.kind == step_kind::other_graph && call.kind != thrown::invalid_input)
            detail = "did not throw invalid_input: " + ending(call);
        else if (s.kind != step_kind::other_graph && (!refused(call) || !refused(alone)))
            detail =
                "the resident query " + ending(call) + ", the one-shot call " + ending(alone) + " (both must refuse)";
        return call.kind == thrown::weight_overflow ? outcome::refused_overflow : outcome::match;
    }
    if (s.kind == step_kind::nan_weight && call.kind == thrown::nothing && alone.kind != thrown::nothing) {
        detail = "the resident query returned where the one-shot call refused: " + alone.message;
        return outcome::mismatch;
    }
    outcome o = outcome::match;
    if (judge(call, x, o, detail)) return o;
    if (!bfs) {
        detail = first_difference(got.d, s.expected.distance, "distance",
                                  [&](W a, wide_t<W> b) { return same_value(a, b, inf, s.facts); });
        std::vector<char> reached(n);
        for (std::size_t v = 0; v < n; ++v) reached[v] = got.d[v] != inf;
        if (detail.empty())
            detail = check_tree(out, s.sources, got.parent, reached, [&](std::size_t u, W w, std::size_t v) {
                if constexpr (std::is_integral<W>::value)
                    return static_cast<long double>(got.d[u]) + w == static_cast<long double>(got.d[v]);
                else
                    return static_cast<W>(got.d[u] + w) == got.d[v];
            });
    }
    std::vector<char> is_source(n, 0);
    for (std::size_t v : s.sources) is_source[v] = 1;
    std::ostringstream text;
    for (std::size_t v = 0; v < n && bfs && text.tellp() == 0; ++v) {
        // Hops, the named predecessor (its own where unreached or a source), then the
        // recorders' values (untouched there), then the colour BGL leaves.
        const std::size_t h = s.hops[v], p = got.parent[v], q = got.recorded_parent[v];
        const bool root = is_source[v] || h == unreached_hops;
        auto one_up = [&](std::size_t u) {
            bool arc = false;
            for (std::size_t k = 0; u < n && k < out[u].size(); ++k) arc = arc || out[u][k].first == v;
            return arc && s.hops[u] + 1 == h;
        };
        if (got.hops[v] != (h == unreached_hops ? (std::numeric_limits<std::size_t>::max)() : h))
            text << "hops of vertex " << v << " are " << got.hops[v] << ", BGL's " << h;
        else if (root ? p != v : !one_up(p))
            text << "predecessor of vertex " << v << " is " << p << ": not its own or not one level up along an arc";
        else if (got.recorded[v] != (is_source[v] ? 0 : h == unreached_hops ? -7 : static_cast<int>(h)))
            text << "recorded hops of vertex " << v << " are " << got.recorded[v] << ", BGL's " << h;
        else if (root ? q != not_a_vertex : !one_up(q))
            text << "recorded predecessor of vertex " << v << " is " << q << ": written or not one level up";
        else if (got.color[v] != (h == unreached_hops ? boost::white_color : boost::black_color))
            text << "color of vertex " << v << " is not what BGL leaves";
    }
    if (bfs) detail = text.str();
    if (detail.empty() && got.method.find("(resident graph)") == std::string::npos)
        detail = "the report names no resident path: " + got.method;
    if (detail.empty() && got.asked != gp::backend_kind::automatic && got.ran != got.asked)
        detail = std::string("ran on ") + gp::to_string(got.ran) + ": " + got.method;
    return outcome::match;
}

template <class W, graph_kind K>
void resident_on_graph(random_source& rng, trial& t, const graph_case<W>& c)
{
    using graph = typename graph_type<K, W>::type;
    using vertex = typename boost::graph_traits<graph>::vertex_descriptor;
    constexpr bool adjacency_list =
        K != graph_kind::matrix_directed && K != graph_kind::csr32 && K != graph_kind::csr64;
    const std::size_t n = c.n;
    bool custom = false;
    const W inf = draw_inf<W>(rng, custom);
    const tuning_choice tuning = draw_tuning(rng, algorithm::resident);
    // Sometimes a vertex_index_map that permutes the vertices; else the identity, the
    // numbering of a resident graph made without one (vertices(g) lists them in index order).
    const bool permuted = rng.chance(0.4);
    std::vector<std::size_t> permutation(n);
    std::iota(permutation.begin(), permutation.end(), std::size_t(0));
    if (permuted) std::shuffle(permutation.begin(), permutation.end(), rng.engine());

    // The plan, drawn while BGL runs each query on the graph as the plan has changed it.
    graph g0 = build_graph<K, W>(n, c.edges);
    std::vector<out_arcs<W>> stages;
    std::vector<weighted_edge<W>> built;
    oracle_graph<wide_t<W>> oracle;
    auto apply = [&](graph& g, const step<W>& s) {  // s.weights sorted by position
        std::size_t k = 0, position = 0;
        typename boost::graph_traits<graph>::edge_iterator it, end;
        for (boost::tie(it, end) = edges(g); it != end && k < s.weights.size(); ++it, ++position)
            while (k < s.weights.size() && s.weights[k].first == position)
                put(boost::edge_weight, g, *it, s.weights[k++].second);
        if constexpr (adjacency_list) {
            const auto vs = vertex_list(g);
            for (const auto& e : s.added) put(boost::edge_weight, g, add_edge(vs[e.u], vs[e.v], g).first, e.w);
        }
    };
    std::ostringstream description;
    std::vector<step<W>> plan;
    auto change = [&](step<W> s, bool first = false) {  // applied to g0, whose edges BGL then searches
        std::stable_sort(s.weights.begin(), s.weights.end(),
                         [](const auto& a, const auto& b) { return a.first < b.first; });
        if (!first) {
            description << " [" << s.weights.size() << " weights, " << s.added.size() << " edges added]";
            apply(g0, s);
            plan.push_back(s);
        }
        built = edges_as_built<W>(g0);
        const auto arcs = arcs_of(built, is_undirected(K));
        stages.push_back(out_lists(n, arcs));
        oracle = make_oracle_graph<wide_t<W>>(n, arcs);
    };
    change(step<W>(), true);
    t.edge_dump = dump_edges(built, is_undirected(K), t.all_edges ? every_edge : 80);
    description << describe_case(c, weight_type_of<W>(), built.size()) << ", " << describe_inf(inf, custom)
                << (permuted ? ", a permuting vertex_index_map" : "") << ", tuning: " << tuning.description
                << "; plan:";
    for (std::size_t q = static_cast<std::size_t>(rng.between(2, 8)); q > 0; --q) {
        if (!plan.empty() && rng.chance(0.3)) {
            step<W> s;
            s.kind = step_kind::change;
            const double scale = rng.pick(std::vector<double>{0.3, 1.1, 4});
            const std::size_t count = built.empty() ? 0 : 1 + rng.below(std::max<std::size_t>(1, built.size() / 4));
            for (std::size_t k = 0; k < count; ++k)
                s.weights.push_back({rng.below(built.size()), detail::draw_weight<W>(rng, c.weights, n, scale)});
            if (!built.empty() && rng.chance(0.15))  // a negative weight where there may have been none
                s.weights.push_back({rng.below(built.size()), static_cast<W>(-rng.between(1, 5))});
            if (adjacency_list && rng.chance(0.3))
                for (std::int64_t k = rng.between(1, 3); k > 0; --k)
                    s.added.push_back({rng.below(n), rng.below(n), detail::draw_weight<W>(rng, c.weights, n, scale)});
            change(s);
        }
        step<W> s;
        s.kind =
            rng.chance(0.85) ? step_kind(rng.weighted({60, 40})) : step_kind(rng.weighted({0, 0, 0, 3, 2, 3, 1, 1}));
        if (s.kind == step_kind::nan_weight && (!std::is_floating_point<W>::value || built.empty()))
            s.kind = step_kind::bad_zero;
        const bool bfs = s.kind == step_kind::bfs || s.kind == step_kind::bad_source_bfs;
        s.sources = draw_sources(rng, n, rng.chance(0.3));
        s.single = every_form<K>() && !bfs && s.sources.size() == 1 && rng.chance(0.5);
        s.custom_inf = custom && rng.chance(0.6);
        s.bad_position = rng.below(s.sources.size());
        s.bad_offset = rng.below(3);
        step<W> nan, restore;  // a NaN on one edge for this query, and its weight back after it
        nan.kind = restore.kind = step_kind::change;
        if (s.kind == step_kind::nan_weight) {
            const std::size_t e = rng.below(built.size());
            nan.weights.push_back({e, std::numeric_limits<W>::quiet_NaN()});
            restore.weights.push_back({e, built[e].w});
            change(nan);
        }
        description << ' ' << name_of(s.kind) << '(';
        for (std::size_t k = 0; k < s.sources.size(); ++k) description << (k ? " " : "") << s.sources[k];
        description << (s.single ? ", one-source form" : "") << (s.custom_inf ? ", inf" : "") << ')';
        s.stage = stages.size() - 1;
        const W query_inf = s.custom_inf ? inf : (std::numeric_limits<W>::max)();
        s.facts = summarize(out_weights(stages.back()), query_inf);
        if (!bfs) s.expected = bgl_dijkstra(oracle, s.sources, static_cast<wide_t<W>>(query_inf));
        if (bfs) s.hops = bgl_bfs(oracle, s.sources);
        plan.push_back(s);
        if (s.kind == step_kind::nan_weight) change(restore);
    }
    t.description = description.str();

    for (const gp::backend_kind backend : t.backends) {
        graph g = build_graph<K, W>(n, c.edges);
        const graph other = build_graph<K, W>(n, {}), foreign = build_graph<K, W>(1, {});
        const auto vs = vertex_list(g);
        const descriptor_index<graph> index_of(vs);
        const auto index = get(boost::vertex_index, g);
        const auto weight = get(boost::edge_weight, g);
        const auto numbering = boost::make_iterator_property_map(permutation.begin(), index);
        const auto made_with = on_backend(backend, tuning.options, boost::weight_map(weight));
        auto resident = permuted ? gp::make_resident_graph(g, made_with.vertex_index_map(numbering))
                                 : gp::make_resident_graph(g, made_with);
        backend_result r{backend, outcome::match, std::string()};
        for (std::size_t i = 0; i < plan.size() && r.result != outcome::mismatch; ++i) {
            const step<W>& s = plan[i];
            if (s.kind == step_kind::change) {
                apply(g, s);
                resident.invalidate();
                continue;
            }
            const bool bfs = s.kind == step_kind::bfs || s.kind == step_kind::bad_source_bfs;
            std::vector<vertex> sources;
            for (std::size_t v : s.sources) sources.push_back(vs[v]);
            if (s.kind == step_kind::bad_source_sssp || s.kind == step_kind::bad_source_bfs) {
                if constexpr (std::is_integral<vertex>::value)
                    sources[s.bad_position] = static_cast<vertex>(n + s.bad_offset);
                else
                    sources[s.bad_position] = vertex_list(foreign)[0];  // a vertex of another graph
            }
            const W query_inf = s.custom_inf ? inf : (std::numeric_limits<W>::max)();
            query_outputs<W> got;
            std::vector<vertex> p, recorded_p;
            auto poison_outputs = [&] {
                got.d.assign(n, poison<W>());
                p.assign(n, boost::graph_traits<graph>::null_vertex());
                recorded_p = p;
                got.hops.assign(n, unreached_hops - 3);
                got.recorded.assign(n, -7);
                for (std::size_t v : s.sources) got.recorded[v] = 0;
                got.color.assign(n, boost::gray_color);
            };
            poison_outputs();
            auto map = [&](auto& values) { return boost::make_iterator_property_map(values.begin(), index); };
            const auto recorders = boost::make_bfs_visitor(
                std::make_pair(boost::record_distances(map(got.recorded), boost::on_tree_edge()),
                               boost::record_predecessors(map(recorded_p), boost::on_tree_edge())));
            const auto bfs_params =
                boost::visitor(recorders).distance_map(map(got.hops)).predecessor_map(map(p)).color_map(map(got.color));
            const auto sssp_params = boost::distance_map(map(got.d))
                                         .predecessor_map(map(p))
                                         .distance_inf(query_inf)
                                         .distance_zero(W(s.kind == step_kind::bad_zero ? 1 : 0));
            // Invalid inputs: first the one-shot call, with the resident graph's numbering.
            call_record alone;
            if (s.kind >= step_kind::bad_source_sssp && s.kind <= step_kind::bad_zero) {
                alone = capture([&] {
                    if (bfs)
                        boost::gpu_breadth_first_search(
                            g, sources.begin(), sources.end(),
                            on_backend(backend, tuning.options, bfs_params.vertex_index_map(numbering)));
                    else
                        boost::gpu_dijkstra_shortest_paths(
                            g, sources.begin(), sources.end(),
                            on_backend(backend, tuning.options,
                                       sssp_params.weight_map(weight).vertex_index_map(numbering)));
                });
                poison_outputs();
            }
            gp::report report;
            const call_record call = capture([&] {
                if (bfs)
                    return boost::gpu_breadth_first_search(
                        g, sources.begin(), sources.end(),
                        gp::use_resident(resident, gp::report_to(report, bfs_params)));
                const graph& on = s.kind == step_kind::other_graph ? other : g;
                const auto named = gp::use_resident(resident, gp::report_to(report, sssp_params));
                if constexpr (every_form<K>())
                    if (s.single) return boost::gpu_dijkstra_shortest_paths(on, sources[0], named);
                boost::gpu_dijkstra_shortest_paths(on, sources.begin(), sources.end(), named);
            });
            got.method = report.method;
            got.asked = backend;
            got.ran = report.backend;
            for (std::size_t v = 0; v < n; ++v) {
                got.parent.push_back(index_of(p[v]));
                got.recorded_parent.push_back(index_of(recorded_p[v]));
            }
            std::string detail;
            const outcome o = judge_query(s, stages[s.stage], query_inf, call, alone, got, detail);
            if (!detail.empty()) r.detail = "query " + std::to_string(i) + " (" + name_of(s.kind) + "): " + detail;
            if (r.result == outcome::match) r.result = detail.empty() ? o : outcome::mismatch;
        }
        t.results.push_back(r);
    }
}

// Each weight type on two or three graph types, each graph type with one or two weight types,
// rather than all 28 pairs, to keep the build short.
template <class W>
constexpr bool paired(graph_kind k)
{
    constexpr bool i32 = std::is_same<W, int>::value, i64 = std::is_same<W, long long>::value,
                   f32 = std::is_same<W, float>::value, f64 = std::is_same<W, double>::value;
    switch (k) {
    case graph_kind::vec_directed: return f64;
    case graph_kind::vec_undirected: return i64 || f32;
    case graph_kind::vec_bidirectional: return i32;
    case graph_kind::list_directed: return i64 || f64;
    case graph_kind::matrix_directed: return f32;
    case graph_kind::csr32: return i32 || f32;
    case graph_kind::csr64: return i64;
    }
    return false;
}

}  // namespace

void run_resident(trial& t)
{
    random_source rng(t.seed);
    case_limits limits;
    limits.min_vertices = 1;
    limits.small_max = 200;
    limits.large_max = 3000;
    limits.large_chance = 0.03;
    //                      small zero  ndag nany nloop ovfl  max  dyad frac huge +inf -inf  nan  -0  sub
    limits.regime_weights = {30, 8, 4, 4, 3, 6, 4, 8, 10, 4, 5, 2, 2, 3, 3};
    with_weight_type(weight_type(rng.below(weight_type_count)), [&](auto tag) {
        using W = typename decltype(tag)::type;
        for (unsigned k = 0; k < graph_kind_count; ++k)
            if (paired<W>(graph_kind(k))) limits.kinds.push_back(graph_kind(k));
        const graph_case<W> c = generate_case<W>(rng, limits);
        with_graph_kind(c.kind, [&](auto kind) {
            if constexpr (paired<W>(decltype(kind)::kind)) resident_on_graph<W, decltype(kind)::kind>(rng, t, c);
        });
    });
}

}  // namespace stress
