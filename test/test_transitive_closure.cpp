// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
#include <boost/test/unit_test.hpp>

#include <boost_gpu_paths/transitive_closure.hpp>

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/adjacency_matrix.hpp>
#include <boost/graph/compressed_sparse_row_graph.hpp>
#include <boost/graph/transitive_closure.hpp>

#include "support/backends.hpp"
#include "support/random.hpp"

#include <algorithm>
#include <cstdint>
#include <map>
#include <queue>
#include <random>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace gp = boost::gpu_paths;

namespace {

using digraph = boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS>;
using list_digraph = boost::adjacency_list<boost::listS, boost::listS, boost::directedS,
                                           boost::property<boost::vertex_index_t, std::size_t>>;
using tc_graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS>;
using pair_list = std::vector<std::pair<std::size_t, std::size_t>>;

// tc's edges as (position of the source in g, position of the target), sorted: the
// multiset BGL's tests would compare. copies[i] is the tc vertex of g's i-th vertex.
pair_list edge_multiset(const tc_graph& tc, const std::vector<tc_graph::vertex_descriptor>& copies)
{
    std::map<tc_graph::vertex_descriptor, std::size_t> position;
    for (std::size_t i = 0; i < copies.size(); ++i) position[copies[i]] = i;
    BOOST_TEST(position.size() == copies.size(), "orig_to_copy maps two vertices to one copy");
    BOOST_TEST(num_vertices(tc) == copies.size());
    pair_list edges;
    boost::graph_traits<tc_graph>::edge_iterator e, e_end;
    for (boost::tie(e, e_end) = boost::edges(tc); e != e_end; ++e)
        edges.emplace_back(position.at(source(*e, tc)), position.at(target(*e, tc)));
    std::sort(edges.begin(), edges.end());
    return edges;
}

template <class Graph>
std::vector<typename boost::graph_traits<Graph>::vertex_descriptor> vertex_list(const Graph& g)
{
    typename boost::graph_traits<Graph>::vertex_iterator v, v_end;
    boost::tie(v, v_end) = vertices(g);
    return {v, v_end};
}

template <class Graph, class IndexMap>
pair_list bgl_closure(const Graph& g, IndexMap index)
{
    tc_graph tc;
    const auto vs = vertex_list(g);
    std::vector<tc_graph::vertex_descriptor> to_tc(vs.size());
    boost::transitive_closure(g, tc, boost::make_iterator_property_map(to_tc.begin(), index), index);
    std::vector<tc_graph::vertex_descriptor> copies;
    for (const auto& v : vs) copies.push_back(to_tc[get(index, v)]);
    return vs.empty() ? pair_list{} : edge_multiset(tc, copies);
}

// The second oracle: a search from every vertex (pairs only, no multiplicity).
template <class Graph, class IndexMap>
std::set<std::pair<std::size_t, std::size_t>> searched_pairs(const Graph& g, IndexMap index)
{
    const auto vs = vertex_list(g);
    std::vector<std::size_t> pos(vs.size());
    for (std::size_t i = 0; i < vs.size(); ++i) pos[get(index, vs[i])] = i;
    std::set<std::pair<std::size_t, std::size_t>> pairs;
    for (std::size_t s = 0; s < vs.size(); ++s) {
        std::vector<char> seen(vs.size(), 0);
        std::queue<std::size_t> q;
        q.push(s);
        while (!q.empty()) {
            const std::size_t u = q.front();
            q.pop();
            typename boost::graph_traits<Graph>::adjacency_iterator a, a_end;
            for (boost::tie(a, a_end) = adjacent_vertices(vs[u], g); a != a_end; ++a) {
                const std::size_t v = pos[get(index, *a)];
                if (!seen[v]) {
                    seen[v] = 1;
                    pairs.emplace(s, v);
                    q.push(v);
                }
            }
        }
    }
    return pairs;
}

// Runs both forms on every path and compares with BGL (and with the search where small).
template <class Graph, class IndexMap>
void check_closure(const Graph& g, IndexMap index, const std::string& what)
{
    const auto vs = vertex_list(g);
    const pair_list expected = bgl_closure(g, index);
    if (vs.size() <= 130) {
        std::set<std::pair<std::size_t, std::size_t>> from_bgl(expected.begin(), expected.end());
        BOOST_TEST((from_bgl == searched_pairs(g, index)), what << ": BGL and the search disagree");
    }
    for (const auto& path : test_support::paths_under_test()) {
        for (int form = 0; form < 3; ++form) {
            tc_graph tc;
            std::vector<tc_graph::vertex_descriptor> to_tc(vs.size(), tc_graph::null_vertex());
            auto map = boost::make_iterator_property_map(to_tc.begin(), index);
            gp::report rep;
            if (form == 0)
                boost::gpu_transitive_closure(
                    g, tc, gp::with_options(path.tuning, gp::use_backend(path.backend, boost::orig_to_copy(map)
                                                                                             .vertex_index_map(index))));
            else if (form == 1)
                boost::gpu_transitive_closure(g, tc, map, index,
                                              gp::report_to(rep, gp::with_options(path.tuning, gp::use_backend(path.backend))));
            else
                boost::gpu_transitive_closure(g, tc, gp::use_backend(path.backend, boost::vertex_index_map(index)));
            const std::string label = what + " [" + path.name + ", form " + std::to_string(form) + "]";
            if (vs.empty()) {
                BOOST_TEST(num_vertices(tc) == 0u, label);
                continue;
            }
            if (form == 2) {
                // No orig_to_copy: tc's vertices are added in vertices(g) order (tc is vecS).
                for (std::size_t i = 0; i < vs.size(); ++i) to_tc[get(index, vs[i])] = i;
            }
            std::vector<tc_graph::vertex_descriptor> copies;
            for (const auto& v : vs) copies.push_back(to_tc[get(index, v)]);
            const pair_list got = edge_multiset(tc, copies);
            BOOST_TEST((got == expected), label << ": " << got.size() << " edges, BGL " << expected.size());
            if (form == 1) BOOST_TEST((rep.backend == path.backend), label << ": ran on another backend");
        }
    }
}

template <class Graph>
void check_closure(const Graph& g, const std::string& what)
{
    check_closure(g, get(boost::vertex_index, g), what);
}

// A random digraph: n vertices, about density * n * n edges, some self loops and
// parallel edges; acyclic when dag (edges from a lower to a higher position only).
pair_list random_edges(std::mt19937_64& rng, std::size_t n, double density, bool dag, bool loops = true)
{
    pair_list edges;
    if (n == 0) return edges;
    std::uniform_int_distribution<std::size_t> pick(0, n - 1);
    const std::size_t m = static_cast<std::size_t>(density * double(n) * double(n)) + 1;
    for (std::size_t e = 0; e < m; ++e) {
        std::size_t u = pick(rng), v = pick(rng);
        if (dag) {
            if (u == v) continue;
            if (u > v) std::swap(u, v);
        } else if (u == v && !loops) {
            continue;
        }
        edges.emplace_back(u, v);
        if (e % 17 == 0) edges.emplace_back(u, v);  // a parallel edge
    }
    return edges;
}

template <class Graph>
Graph build(std::size_t n, const pair_list& edges)
{
    Graph g(n);
    const auto vs = vertex_list(g);
    for (const auto& e : edges) add_edge(vs[e.first], vs[e.second], g);
    return g;
}

list_digraph build_list(std::size_t n, const pair_list& edges)
{
    list_digraph g;
    std::vector<list_digraph::vertex_descriptor> vs;
    for (std::size_t i = 0; i < n; ++i) vs.push_back(add_vertex(n - 1 - i, g));  // indices reversed
    for (const auto& e : edges) add_edge(vs[e.first], vs[e.second], g);
    return g;
}

}  // namespace

test_support::release_resources_at_exit release_at_exit;

BOOST_AUTO_TEST_CASE(empty_and_single_vertex)
{
    check_closure(digraph(0), "empty graph");
    check_closure(digraph(1), "one vertex");
    digraph loop(1);
    add_edge(0, 0, loop);
    check_closure(loop, "one vertex with a self loop");
    add_edge(0, 0, loop);
    check_closure(loop, "one vertex with two self loops");
    digraph cycle(2);
    add_edge(0, 1, cycle);
    add_edge(1, 0, cycle);
    add_edge(1, 1, cycle);
    add_edge(1, 1, cycle);
    check_closure(cycle, "two-cycle with parallel self loops");
}

BOOST_AUTO_TEST_CASE(random_vecs_graphs)
{
    auto rng = test_support::make_rng(1);
    for (std::size_t n : {2, 5, 63, 64, 65, 127, 129, 300}) {
        for (double density : {0.5 / double(n), 2.0 / double(n), 0.05, 0.3}) {
            for (bool dag : {false, true}) {
                const pair_list edges = random_edges(rng, n, density, dag);
                check_closure(build<digraph>(n, edges), "vecS n=" + std::to_string(n) + " density " +
                                                            std::to_string(density) + (dag ? " (DAG)" : ""));
            }
        }
    }
}

BOOST_AUTO_TEST_CASE(long_chains_and_cycles)
{
    // A path through every vertex in a shuffled order crosses every word and pivot block.
    auto rng = test_support::make_rng(2);
    for (std::size_t n : {65, 200, 300}) {
        std::vector<std::size_t> order(n);
        for (std::size_t i = 0; i < n; ++i) order[i] = i;
        std::shuffle(order.begin(), order.end(), rng);
        pair_list edges;
        for (std::size_t i = 0; i + 1 < n; ++i) edges.emplace_back(order[i], order[i + 1]);
        check_closure(build<digraph>(n, edges), "shuffled path n=" + std::to_string(n));
        edges.emplace_back(order[n - 1], order[n / 2]);
        check_closure(build<digraph>(n, edges), "shuffled path with a cycle n=" + std::to_string(n));
    }
}

BOOST_AUTO_TEST_CASE(other_graph_types)
{
    auto rng = test_support::make_rng(3);
    for (std::size_t n : {1, 40, 129}) {
        const pair_list edges = random_edges(rng, n, 3.0 / double(n), false);
        const list_digraph lg = build_list(n, edges);
        check_closure(lg, get(boost::vertex_index, lg), "listS n=" + std::to_string(n));

        boost::adjacency_matrix<boost::directedS> mg(n);
        for (const auto& e : edges) add_edge(e.first, e.second, mg);
        check_closure(mg, "adjacency_matrix n=" + std::to_string(n));

        pair_list sorted = edges;
        std::sort(sorted.begin(), sorted.end());
        const boost::compressed_sparse_row_graph<boost::directedS> cg(boost::edges_are_sorted, sorted.begin(),
                                                                      sorted.end(), n);
        check_closure(cg, "compressed_sparse_row_graph n=" + std::to_string(n));
    }
}

BOOST_AUTO_TEST_CASE(defaults_and_named_orig_to_copy)
{
    auto rng = test_support::make_rng(4);
    const std::size_t n = 70;
    const digraph g = build<digraph>(n, random_edges(rng, n, 0.03, false));
    const pair_list expected = bgl_closure(g, get(boost::vertex_index, g));

    tc_graph tc;
    boost::gpu_transitive_closure(g, tc);
    std::vector<tc_graph::vertex_descriptor> identity(n);
    for (std::size_t i = 0; i < n; ++i) identity[i] = i;
    BOOST_TEST((edge_multiset(tc, identity) == expected), "gpu_transitive_closure(g, tc)");

    // A map that is not the identity: tc already holds vertices, so copies start at 5.
    tc_graph tc2(5);
    std::vector<tc_graph::vertex_descriptor> to_tc(n, tc_graph::null_vertex());
    boost::gpu_transitive_closure(g, tc2, boost::orig_to_copy(boost::make_iterator_property_map(to_tc.begin(),
                                                                                                get(boost::vertex_index, g))));
    BOOST_TEST(num_vertices(tc2) == n + 5);
    for (std::size_t i = 0; i < n; ++i) BOOST_TEST(to_tc[i] == i + 5);
    pair_list shifted;
    boost::graph_traits<tc_graph>::edge_iterator e, e_end;
    for (boost::tie(e, e_end) = edges(tc2); e != e_end; ++e) shifted.emplace_back(source(*e, tc2) - 5, target(*e, tc2) - 5);
    std::sort(shifted.begin(), shifted.end());
    BOOST_TEST((shifted == expected), "copies after existing vertices");
}

BOOST_AUTO_TEST_CASE(a_call_that_throws_leaves_tc_and_the_map_alone)
{
    // Without a usable device, asking for the CUDA backend throws before the closure runs.
    if (gp::cuda_device_available()) {
        BOOST_TEST_MESSAGE("a device is present: the CUDA backend cannot be refused here");
        return;
    }
    digraph g(4);
    add_edge(0, 1, g);
    add_edge(1, 2, g);
    tc_graph tc(2);
    add_edge(0, 1, tc);
    std::vector<tc_graph::vertex_descriptor> to_tc(4, 99);
    BOOST_CHECK_THROW(boost::gpu_transitive_closure(
                          g, tc, boost::make_iterator_property_map(to_tc.begin(), get(boost::vertex_index, g)),
                          get(boost::vertex_index, g), gp::use_backend(gp::backend_kind::cuda)),
                      gp::backend_unavailable);
    BOOST_TEST(num_vertices(tc) == 2u);
    BOOST_TEST(num_edges(tc) == 1u);
    for (auto v : to_tc) BOOST_TEST(v == 99u);
}
