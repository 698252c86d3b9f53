// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// gpu_transitive_closure (named with orig_to_copy, BGL's positional form, no map, no
// parameters; into several output graph types, empty or already holding vertices and
// edges) against boost::transitive_closure: tc's vertex count, the g_to_tc map (every
// vertex of g to its own new vertex of tc), and tc's edges by the positions of their ends
// as a multiset, which the reference documents as BGL's: u -> v for every v != u a path
// reaches, u -> u once where u's strong component has another vertex, else once per self
// loop (so parallel edges exactly where BGL has them). tc's own vertices and edges must
// stay, and each copy's out-edges must come in the documented order: ascending target
// positions, then its copied self loops. Weights play no part: one weight type, and
// shapes with cycles, islands, chains, stars, DAGs and parallel self loops.
#include "family_support.hpp"
#include "judge.hpp"
#include "tuning.hpp"

#include <boost_gpu_paths/transitive_closure.hpp>

#include <boost/graph/transitive_closure.hpp>

#include <algorithm>
#include <sstream>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

namespace stress {
namespace {

namespace gp = boost::gpu_paths;
using pair_list = std::vector<std::pair<std::size_t, std::size_t>>;

// Output graphs: those that take their rows on the host threads (vecS out-edges, directed,
// plain edge properties) and two that take add_edge on the calling thread.
using tc_vec = boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS>;
using tc_vec_list = boost::adjacency_list<boost::vecS, boost::listS, boost::directedS>;
using tc_weighted = boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS, boost::no_property,
                                          boost::property<boost::edge_weight_t, double>>;
using tc_list_vec = boost::adjacency_list<boost::listS, boost::vecS, boost::directedS>;
using tc_bidirectional = boost::adjacency_list<boost::vecS, boost::vecS, boost::bidirectionalS>;
enum class tc_type { vec, vec_list, weighted, list_vec, bidirectional };
const char* name_of(tc_type t)
{
    static const char* const names[] = {"adjacency_list<vecS, vecS>", "adjacency_list<vecS, listS>",
                                        "adjacency_list<vecS, vecS> with edge weights", "adjacency_list<listS, vecS>",
                                        "adjacency_list<vecS, vecS, bidirectionalS>"};
    return names[static_cast<int>(t)];
}

enum class closure_form { named, named_map_only, positional, positional_bare, no_map, no_parameters };
const char* name_of(closure_form f)
{
    static const char* const names[] = {"named orig_to_copy and vertex_index_map", "named orig_to_copy",
                                        "positional (g_to_tc, index)", "positional, no parameters (automatic only)",
                                        "no map", "(g, tc) (automatic only)"};
    return names[static_cast<int>(f)];
}

// The other output types and forms run the same writer and core as the named form into
// tc_vec, so they run on a few input types to keep the build short.
template <graph_kind K>
constexpr bool other_outputs()
{
    return K == graph_kind::vec_directed || K == graph_kind::list_directed;
}
template <graph_kind K>
constexpr bool other_forms()
{
    return K == graph_kind::list_directed || K == graph_kind::csr32;
}

// Edges tc held before the call: a few vertices, some edges among them (a parallel one
// and a loop possible). Positions n, n + 1, ... in the multisets below.
struct prior_content {
    std::size_t vertices = 0;
    pair_list edges;
};

// tc's vertices and edges by position (g's i-th vertex's copy i, tc's prior vertices
// n + j), checked against what the documentation says tc must hold; the edges in `got`.
template <class TC>
std::string read_closure(const TC& tc, const std::vector<typename boost::graph_traits<TC>::vertex_descriptor>& copies,
                         const std::vector<typename boost::graph_traits<TC>::vertex_descriptor>& prior,
                         pair_list& got)
{
    using tc_vertex = typename boost::graph_traits<TC>::vertex_descriptor;
    const std::size_t n = copies.size();
    if (num_vertices(tc) != n + prior.size())
        return "tc has " + std::to_string(num_vertices(tc)) + " vertices, expected " +
               std::to_string(n + prior.size());
    std::unordered_map<tc_vertex, std::size_t> position;
    for (std::size_t j = 0; j < prior.size(); ++j) position.emplace(prior[j], n + j);
    std::unordered_set<tc_vertex> in_tc;
    for (const tc_vertex& v : vertex_list(tc)) in_tc.insert(v);
    for (std::size_t i = 0; i < n; ++i) {
        if (!in_tc.count(copies[i])) return "the copy of vertex " + std::to_string(i) + " is not a vertex of tc";
        if (!position.emplace(copies[i], i).second)
            return "the copy of vertex " + std::to_string(i) + " is also another vertex's or one tc had";
    }
    got.clear();
    typename boost::graph_traits<TC>::edge_iterator e, e_end;
    for (boost::tie(e, e_end) = edges(tc); e != e_end; ++e)
        got.emplace_back(position.at(source(*e, tc)), position.at(target(*e, tc)));
    std::sort(got.begin(), got.end());
    // Each copy's out-edges: strictly ascending target positions, then only self loops.
    for (std::size_t i = 0; i < n; ++i) {
        std::vector<std::size_t> targets;
        typename boost::graph_traits<TC>::out_edge_iterator o, o_end;
        for (boost::tie(o, o_end) = out_edges(copies[i], tc); o != o_end; ++o)
            targets.push_back(position.at(target(*o, tc)));
        std::size_t k = 1;
        while (k < targets.size() && targets[k - 1] < targets[k]) ++k;
        for (; k < targets.size(); ++k)
            if (targets[k] != i)
                return "the out-edges of vertex " + std::to_string(i) +
                       "'s copy are not in ascending order of their targets then self loops";
    }
    return std::string();
}

// One call on one backend into a fresh TC holding `prior`, judged against `expected`.
template <class TC, graph_kind K, class Graph>
backend_result closure_call(gp::backend_kind backend, const Graph& g, closure_form form, const gp::options& tuning,
                            const prior_content& prior, const pair_list& expected)
{
    using tc_vertex = typename boost::graph_traits<TC>::vertex_descriptor;
    const std::size_t n = num_vertices(g);
    TC tc;
    std::vector<tc_vertex> prior_vertices;
    for (std::size_t j = 0; j < prior.vertices; ++j) prior_vertices.push_back(add_vertex(tc));
    for (const auto& e : prior.edges) add_edge(prior_vertices[e.first], prior_vertices[e.second], tc);
    std::vector<tc_vertex> to_tc(n, boost::graph_traits<TC>::null_vertex());
    const auto index = get(boost::vertex_index, g);
    const auto map = boost::make_iterator_property_map(to_tc.begin(), index);
    const auto exec = gp::with_options(tuning, gp::use_backend(backend));
    const call_record call = capture([&] {
        if (form == closure_form::named) {
            const auto named = boost::orig_to_copy(map).vertex_index_map(index);
            boost::gpu_transitive_closure(g, tc, on_backend(backend, tuning, named));
        } else if constexpr (other_forms<K>() && std::is_same<TC, tc_vec>::value) {
            switch (form) {
            case closure_form::named_map_only:
                boost::gpu_transitive_closure(g, tc, on_backend(backend, tuning, boost::orig_to_copy(map)));
                break;
            case closure_form::positional: boost::gpu_transitive_closure(g, tc, map, index, exec); break;
            case closure_form::positional_bare: boost::gpu_transitive_closure(g, tc, map, index); break;
            case closure_form::no_map:
                boost::gpu_transitive_closure(g, tc, on_backend(backend, tuning, boost::vertex_index_map(index)));
                break;
            case closure_form::no_parameters: boost::gpu_transitive_closure(g, tc); break;
            default: break;
            }
        }
    });
    backend_result r{backend, outcome::match, std::string()};
    if (judge(call, expectation(), r.result, r.detail)) return r;
    r.result = outcome::match;
    // Without a map, g's copies are tc's vertices after its own, in the order of vertices(g).
    if (form == closure_form::no_map || form == closure_form::no_parameters) {
        const auto listed = vertex_list(tc);
        for (std::size_t i = 0; i < n && prior.vertices + i < listed.size(); ++i) to_tc[i] = listed[prior.vertices + i];
    }
    pair_list got;
    r.detail = read_closure(tc, to_tc, prior_vertices, got);
    if (r.detail.empty() && got != expected) {
        std::ostringstream out;
        out << "tc has " << got.size() << " edges, BGL " << expected.size();
        const auto differ = std::mismatch(got.begin(), got.end(), expected.begin(), expected.end());
        if (differ.first != got.end())
            out << "; first extra or out of place: " << differ.first->first << "->" << differ.first->second;
        if (differ.second != expected.end())
            out << "; first missing: " << differ.second->first << "->" << differ.second->second;
        r.detail = out.str();
    }
    if (!r.detail.empty()) r.result = outcome::mismatch;
    return r;
}

// boost::transitive_closure into tc_vec, as position pairs; on a copy of g for the
// compressed_sparse_row_graph over 32-bit indices, for which BGL's function does not
// compile (its successor sets hold the index map's value type, and its helper that merges
// them takes std::size_t only).
template <graph_kind K, class Graph>
pair_list bgl_closure(const Graph& g, const std::vector<weighted_edge<int>>& built)
{
    const std::size_t n = num_vertices(g);
    if constexpr (K == graph_kind::csr32) {
        return bgl_closure<graph_kind::vec_directed>(build_graph<graph_kind::vec_directed, int>(n, built), built);
    } else {
        tc_vec tc;
        std::vector<tc_vec::vertex_descriptor> to_tc(n);
        const auto index = get(boost::vertex_index, g);
        boost::transitive_closure(g, tc, boost::make_iterator_property_map(to_tc.begin(), index), index);
        std::vector<std::size_t> position(num_vertices(tc));
        for (std::size_t i = 0; i < n; ++i) position[to_tc[i]] = i;
        pair_list pairs;
        tc_vec::edge_iterator e, e_end;
        for (boost::tie(e, e_end) = edges(tc); e != e_end; ++e)
            pairs.emplace_back(position[source(*e, tc)], position[target(*e, tc)]);
        return pairs;
    }
}

template <graph_kind K>
void closure_on_graph(random_source& rng, trial& t, const graph_case<int>& c, const std::string& structure)
{
    using graph = typename graph_type<K, int>::type;
    const graph g = build_graph<K, int>(c.n, c.edges);
    const std::size_t n = c.n;
    const auto built = edges_as_built<int>(g);

    tc_type output = other_outputs<K>() ? tc_type(rng.weighted({0.5, 0.15, 0.1, 0.15, 0.1})) : tc_type::vec;
    closure_form form = closure_form::named;
    if (other_forms<K>() && output == tc_type::vec && rng.chance(0.6))
        form = closure_form(rng.weighted({0.2, 0.2, 0.25, 0.1, 0.15, 0.1}));
    prior_content prior;
    if (rng.chance(0.15)) {
        prior.vertices = static_cast<std::size_t>(rng.between(1, 3));
        for (std::int64_t k = rng.between(0, 3); k > 0; --k)
            prior.edges.emplace_back(rng.below(prior.vertices), rng.below(prior.vertices));
    }
    const tuning_choice tuning = draw_tuning(rng, algorithm::closure);

    std::ostringstream description;
    description << name_of(c.kind) << ", n = " << n << ", m = " << built.size() << ", shape " << name_of(c.form)
                << structure << ", into " << name_of(output);
    if (prior.vertices) description << " holding " << prior.vertices << " vertices, " << prior.edges.size() << " edges";
    description << ", " << name_of(form) << ", tuning: " << tuning.description;
    t.description = description.str();
    t.edge_dump = dump_edges(built, false, t.all_edges ? every_edge : 80);

    pair_list expected = bgl_closure<K>(g, built);
    for (const auto& e : prior.edges) expected.emplace_back(n + e.first, n + e.second);
    std::sort(expected.begin(), expected.end());

    for (const gp::backend_kind backend : t.backends) {
        // BGL's forms have no place for the execution parameters: automatic only.
        const bool bare = form == closure_form::positional_bare || form == closure_form::no_parameters;
        const closure_form used = bare && backend != gp::backend_kind::automatic ? closure_form::named : form;
        auto into = [&](auto tag) {
            using TC = typename decltype(tag)::type;
            t.results.push_back(closure_call<TC, K>(backend, g, used, tuning.options, prior, expected));
        };
        if constexpr (other_outputs<K>()) {
            switch (output) {
            case tc_type::vec_list: into(type_tag<tc_vec_list>()); continue;
            case tc_type::weighted: into(type_tag<tc_weighted>()); continue;
            case tc_type::list_vec: into(type_tag<tc_list_vec>()); continue;
            case tc_type::bidirectional: into(type_tag<tc_bidirectional>()); continue;
            case tc_type::vec: break;
            }
        }
        into(type_tag<tc_vec>());
    }
}

// Structure the generator's shapes lack: one cycle through many vertices (one large strong
// component), many short cycles (small components; length 1 is a self loop), or self
// loops, some of them parallel. Returns its description.
std::string add_structure(random_source& rng, graph_case<int>& c)
{
    const std::size_t n = c.n;
    if (n == 0) return std::string();
    std::vector<std::size_t> order(n);
    for (std::size_t i = 0; i < n; ++i) order[i] = i;
    std::shuffle(order.begin(), order.end(), rng.engine());
    switch (rng.weighted({0.45, 0.15, 0.2, 0.2})) {
    case 1: {
        const std::size_t length = static_cast<std::size_t>(rng.between(1, static_cast<std::int64_t>(n)));
        for (std::size_t i = 0; i < length; ++i) c.edges.push_back({order[i], order[(i + 1) % length], 1});
        return ", a cycle through " + std::to_string(length) + " vertices";
    }
    case 2: {
        std::size_t at = 0, cycles = 0;
        while (at < n) {
            const std::size_t length = std::min<std::size_t>(n - at, static_cast<std::size_t>(rng.between(1, 6)));
            for (std::size_t i = 0; i < length; ++i)
                c.edges.push_back({order[at + i], order[at + (i + 1) % length], 1});
            at += length + static_cast<std::size_t>(rng.between(0, 3));
            ++cycles;
        }
        return ", " + std::to_string(cycles) + " short cycles";
    }
    case 3: {
        const std::size_t count = static_cast<std::size_t>(rng.between(1, static_cast<std::int64_t>(n / 4 + 1)));
        for (std::size_t k = 0; k < count; ++k) {
            const std::size_t v = order[k % n];
            for (std::int64_t copies = rng.chance(0.4) ? rng.between(2, 3) : 1; copies > 0; --copies)
                c.edges.push_back({v, v, 1});
        }
        return ", self loops at " + std::to_string(count) + " vertices";
    }
    default: return std::string();
    }
}

}  // namespace

void run_transitive_closure(trial& t)
{
    random_source rng(t.seed);
    case_limits limits;
    limits.min_vertices = 0;
    limits.small_max = 300;
    limits.large_max = 2500;
    limits.large_chance = 0.015;
    // Directed graphs only: BGL's transitive_closure runs strong_components, which refuses
    // undirected ones at compile time (and so does the drop-in).
    for (graph_kind k : all_graph_kinds())
        if (!is_undirected(k)) limits.kinds.push_back(k);
    limits.regime_weights = {1};
    limits.shape_weights = {0.4, 0.15, 0.12, 0.18, 0.15};
    graph_case<int> c = generate_case<int>(rng, limits);
    const std::string structure = add_structure(rng, c);
    with_graph_kind(c.kind, [&](auto kind) {
        constexpr graph_kind K = decltype(kind)::kind;
        if constexpr (!(K == graph_kind::vec_undirected)) closure_on_graph<K>(rng, t, c, structure);
    });
}

}  // namespace stress
