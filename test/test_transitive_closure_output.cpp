// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// gpu_transitive_closure's output graph: the adjacency_lists that take their rows on the
// host threads (detail/front_end/concurrent_edge_insertion.hpp) and those that take
// add_edge on one thread, each against BGL's transitive_closure into the same graph type,
// on several thread counts, with the same edges in the same order whatever the count.
#include <boost/test/unit_test.hpp>

#include <boost_gpu_paths/detail/front_end/concurrent_edge_insertion.hpp>
#include <boost_gpu_paths/transitive_closure.hpp>

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/adjacency_matrix.hpp>
#include <boost/graph/compressed_sparse_row_graph.hpp>
#include <boost/graph/directed_graph.hpp>
#include <boost/graph/labeled_graph.hpp>
#include <boost/graph/subgraph.hpp>
#include <boost/graph/transitive_closure.hpp>

#include "support/backends.hpp"
#include "support/random.hpp"

#include <algorithm>
#include <cstdint>
#include <map>
#include <random>
#include <string>
#include <utility>
#include <vector>

namespace gp = boost::gpu_paths;
using boost::adjacency_list;
using boost::bidirectionalS;
using boost::directedS;
using boost::listS;
using boost::no_property;
using boost::property;
using boost::setS;
using boost::undirectedS;
using boost::vecS;

namespace {

template <class Graph>
constexpr bool on_threads()
{
    return gp::detail::concurrent_add_edge_per_source<Graph>::value;
}

struct plain_bundle {
    int label;
    double weight;
};
struct bundle_with_defaults {
    double weight = 1.0;  // a default constructor of its own: user code
};
struct derived_graph : adjacency_list<vecS, vecS, directedS> {};

using digraph = adjacency_list<vecS, vecS, directedS>;
using list_digraph = adjacency_list<listS, listS, directedS, property<boost::vertex_index_t, std::size_t>>;
using pair_list = std::vector<std::pair<std::size_t, std::size_t>>;

// What a closure graph holds, by the positions in g of its edges' ends: the edge multiset
// (sorted) and each vertex's out-edge targets in the order out_edges lists them.
struct closure_edges {
    pair_list pairs;
    std::vector<std::vector<std::size_t>> out_targets;
};

// copies[i]: the tc vertex of g's i-th vertex; tc holds no other vertices.
template <class TC>
closure_edges edges_of(const TC& tc, const std::vector<typename boost::graph_traits<TC>::vertex_descriptor>& copies)
{
    std::map<typename boost::graph_traits<TC>::vertex_descriptor, std::size_t> position;
    for (std::size_t i = 0; i < copies.size(); ++i) position[copies[i]] = i;
    BOOST_TEST(position.size() == copies.size(), "two vertices of g share a copy");
    BOOST_TEST(num_vertices(tc) == copies.size());
    closure_edges out;
    typename boost::graph_traits<TC>::edge_iterator e, e_end;
    for (boost::tie(e, e_end) = edges(tc); e != e_end; ++e)
        out.pairs.emplace_back(position.at(source(*e, tc)), position.at(target(*e, tc)));
    std::sort(out.pairs.begin(), out.pairs.end());
    for (const auto& u : copies) {
        out.out_targets.emplace_back();
        typename boost::graph_traits<TC>::out_edge_iterator o, o_end;
        for (boost::tie(o, o_end) = out_edges(u, tc); o != o_end; ++o)
            out.out_targets.back().push_back(position.at(target(*o, tc)));
    }
    return out;
}

template <class Graph>
std::vector<typename boost::graph_traits<Graph>::vertex_descriptor> vertex_list(const Graph& g)
{
    typename boost::graph_traits<Graph>::vertex_iterator v, v_end;
    boost::tie(v, v_end) = vertices(g);
    return {v, v_end};
}

template <class TC>
std::vector<typename boost::graph_traits<TC>::vertex_descriptor> copies_through(
    const std::vector<typename boost::graph_traits<TC>::vertex_descriptor>& to_tc,
    const std::vector<std::size_t>& index_of)
{
    std::vector<typename boost::graph_traits<TC>::vertex_descriptor> copies;
    for (std::size_t i : index_of) copies.push_back(to_tc[i]);
    return copies;
}

// index_of[i]: get(index, i-th vertex of g).
template <class Graph, class IndexMap>
std::vector<std::size_t> indices(const Graph& g, IndexMap index)
{
    std::vector<std::size_t> out;
    for (const auto& v : vertex_list(g)) out.push_back(get(index, v));
    return out;
}

template <class TC, class Graph, class IndexMap>
closure_edges bgl_closure(const Graph& g, IndexMap index)
{
    TC tc;
    const std::size_t n = num_vertices(g);
    std::vector<typename boost::graph_traits<TC>::vertex_descriptor> to_tc(n);
    boost::transitive_closure(g, tc, boost::make_iterator_property_map(to_tc.begin(), index), index);
    if (n == 0) return {};
    return edges_of(tc, copies_through<TC>(to_tc, indices(g, index)));
}

// form 0: named orig_to_copy and vertex_index_map; 1: BGL's positional form; 2: no map.
template <class TC, class Graph, class IndexMap>
closure_edges gpu_closure(const Graph& g, IndexMap index, int form, const gp::options& tuning, gp::backend_kind backend)
{
    TC tc;
    const std::size_t n = num_vertices(g);
    std::vector<typename boost::graph_traits<TC>::vertex_descriptor> to_tc(n);
    auto map = boost::make_iterator_property_map(to_tc.begin(), index);
    if (form == 0)
        boost::gpu_transitive_closure(
            g, tc,
            gp::with_options(tuning, gp::use_backend(backend, boost::orig_to_copy(map).vertex_index_map(index))));
    else if (form == 1)
        boost::gpu_transitive_closure(g, tc, map, index, gp::with_options(tuning, gp::use_backend(backend)));
    else
        boost::gpu_transitive_closure(
            g, tc, gp::with_options(tuning, gp::use_backend(backend, boost::vertex_index_map(index))));
    if (n == 0) {
        BOOST_TEST(num_vertices(tc) == 0u);
        return {};
    }
    if (form == 2) {
        // Without a map, tc's vertices come in the order vertices(g) lists g's.
        const auto listed = vertex_list(tc);
        std::vector<std::size_t> i_th(n);
        for (std::size_t i = 0; i < n; ++i) i_th[i] = i;
        return edges_of(tc, copies_through<TC>(listed, i_th));
    }
    return edges_of(tc, copies_through<TC>(to_tc, indices(g, index)));
}

// Every form, backend and thread count against BGL into the same type; the out-edge
// order must not depend on the thread count.
template <class TC, class Graph, class IndexMap>
void check_output(const Graph& g, IndexMap index, const std::string& what)
{
    const closure_edges expected = bgl_closure<TC>(g, index);
    for (const auto& backend : test_support::backends_under_test()) {
        std::vector<std::vector<std::size_t>> first_order;
        for (unsigned threads : {1u, 2u, 3u, 8u}) {
            gp::options tuning = gp::default_options();
            tuning.threads = threads;
            tuning.thread_pool = threads != 3;  // 3: threads started for the call
            for (int form = 0; form < 3; ++form) {
                const closure_edges got = gpu_closure<TC>(g, index, form, tuning, backend);
                const std::string label = what + " [" + gp::to_string(backend) + ", " + std::to_string(threads) +
                                          " threads, form " + std::to_string(form) + "]";
                BOOST_TEST((got.pairs == expected.pairs), label << ": " << got.pairs.size() << " edges, BGL "
                                                                << expected.pairs.size());
                if (threads == 1 && form == 0) first_order = got.out_targets;
                BOOST_TEST((got.out_targets == first_order), label << ": out-edge order differs from 1 thread's");
            }
        }
    }
}

// A random digraph on n vertices: about density * n^2 edges, every 17th doubled; acyclic
// when dag (edges from lower to higher positions), else with self loops (parallel ones too).
pair_list random_edges(std::mt19937_64& rng, std::size_t n, double density, bool dag)
{
    pair_list edges;
    if (n == 0) return edges;
    std::uniform_int_distribution<std::size_t> pick(0, n - 1);
    const std::size_t m = static_cast<std::size_t>(density * double(n) * double(n)) + 1;
    for (std::size_t e = 0; e < m; ++e) {
        std::size_t u = pick(rng), v = pick(rng);
        if (dag && u == v) continue;
        if (dag && u > v) std::swap(u, v);
        edges.emplace_back(u, v);
        if (e % 17 == 0) edges.emplace_back(u, v);
    }
    if (!dag)
        for (std::size_t k = 0; k < 3; ++k) edges.emplace_back(k % n, k % n);  // parallel self loops at vertex 0
    return edges;
}

// Strong components of `size` vertices each (a cycle through them), joined in a random DAG.
pair_list component_chain(std::mt19937_64& rng, std::size_t components, std::size_t size)
{
    pair_list edges;
    for (std::size_t c = 0; c < components; ++c)
        for (std::size_t k = 0; k < size; ++k) edges.emplace_back(c * size + k, c * size + (k + 1) % size);
    std::uniform_int_distribution<std::size_t> pick(0, components * size - 1);
    for (std::size_t e = 0; e < 2 * components; ++e) {
        std::size_t u = pick(rng), v = pick(rng);
        if (u / size == v / size) continue;
        if (u > v) std::swap(u, v);
        edges.emplace_back(u, v);
    }
    edges.emplace_back(size, size);  // a self loop inside a component: one u -> u all the same
    return edges;
}

digraph build(std::size_t n, const pair_list& edges)
{
    digraph g(n);
    for (const auto& e : edges) add_edge(e.first, e.second, g);
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

struct input {
    std::string name;
    std::size_t n;
    pair_list edges;
};

// Large enough for several threads' parts (a part takes at least 16384 edges and words).
const std::vector<input>& inputs()
{
    static const std::vector<input> all = [] {
        auto rng = test_support::make_rng(11);
        std::vector<input> in;
        in.push_back({"empty graph", 0, {}});
        in.push_back({"one vertex", 1, {}});
        in.push_back({"one vertex, two self loops", 1, {{0, 0}, {0, 0}}});
        in.push_back({"random n=40", 40, random_edges(rng, 40, 0.04, false)});
        in.push_back({"random n=300 with cycles", 300, random_edges(rng, 300, 0.02, false)});
        in.push_back({"random DAG n=700", 700, random_edges(rng, 700, 0.01, true)});
        in.push_back({"components of 7 in a DAG", 7 * 60, component_chain(rng, 60, 7)});
        return in;
    }();
    return all;
}

template <class TC>
void check_type(const std::string& type, bool expect_on_threads)
{
    BOOST_TEST(on_threads<TC>() == expect_on_threads, type);
    for (const input& in : inputs()) {
        const digraph g = build(in.n, in.edges);
        check_output<TC>(g, get(boost::vertex_index, g), type + ", " + in.name);
        if (in.n == 300 || in.n == 1) {
            const list_digraph lg = build_list(in.n, in.edges);
            check_output<TC>(lg, get(boost::vertex_index, lg), type + ", listS input, " + in.name);
        }
    }
}

}  // namespace

test_support::release_resources_at_exit release_at_exit;

BOOST_AUTO_TEST_CASE(trait_admits_directed_vecs_adjacency_lists_only)
{
    // Admitted: add_edge writes u's own out-edge vector and a plain edge property only.
    BOOST_TEST((on_threads<adjacency_list<vecS, vecS, directedS>>()));
    BOOST_TEST((on_threads<adjacency_list<vecS, listS, directedS>>()));
    BOOST_TEST((on_threads<adjacency_list<vecS, vecS, directedS, property<boost::vertex_name_t, std::string>,
                                          property<boost::edge_weight_t, double, property<boost::edge_index_t, int>>,
                                          property<boost::graph_name_t, std::string>, vecS>>()));
    BOOST_TEST((on_threads<adjacency_list<vecS, vecS, directedS, no_property, plain_bundle>>()));
    // Other directions: add_edge also writes the target's lists and the global edge list.
    BOOST_TEST((!on_threads<adjacency_list<vecS, vecS, bidirectionalS>>()));
    BOOST_TEST((!on_threads<adjacency_list<vecS, vecS, undirectedS>>()));
    BOOST_TEST((!on_threads<boost::directed_graph<>>()));
    // Out-edge containers without reserve, or that search for parallel edges.
    BOOST_TEST((!on_threads<adjacency_list<listS, vecS, directedS>>()));
    BOOST_TEST((!on_threads<adjacency_list<setS, vecS, directedS>>()));
    BOOST_TEST((!on_threads<adjacency_list<boost::multisetS, vecS, directedS>>()));
    BOOST_TEST((!on_threads<adjacency_list<boost::hash_setS, vecS, directedS>>()));
    // Vertex storage other than vecS and listS.
    BOOST_TEST((!on_threads<adjacency_list<vecS, setS, directedS>>()));
    // Edge properties whose construction or copy runs user code.
    using edge_name = property<boost::edge_name_t, std::string>;
    BOOST_TEST((!on_threads<adjacency_list<vecS, vecS, directedS, no_property, edge_name>>()));
    BOOST_TEST((!on_threads<adjacency_list<vecS, vecS, directedS, no_property, bundle_with_defaults>>()));
    BOOST_TEST((!on_threads<adjacency_list<vecS, vecS, directedS, no_property,
                                           property<boost::edge_weight_t, double, edge_name>>>()));
    // Other graph types, and types built on a matching adjacency_list.
    BOOST_TEST((!on_threads<boost::adjacency_matrix<directedS>>()));
    BOOST_TEST((!on_threads<boost::compressed_sparse_row_graph<directedS>>()));
    BOOST_TEST((!on_threads<boost::subgraph<adjacency_list<vecS, vecS, directedS, no_property,
                                                           property<boost::edge_index_t, std::size_t>>>>()));
    BOOST_TEST((!on_threads<boost::labeled_graph<adjacency_list<vecS, vecS, directedS>, std::string>>()));
    BOOST_TEST((!on_threads<derived_graph>()));
    BOOST_TEST((!on_threads<const adjacency_list<vecS, vecS, directedS>>()));
}

BOOST_AUTO_TEST_CASE(adjacency_lists_on_threads_match_bgl)
{
    check_type<adjacency_list<vecS, vecS, directedS>>("vecS/vecS/directedS", true);
    check_type<adjacency_list<vecS, listS, directedS>>("vecS/listS/directedS", true);
    check_type<adjacency_list<vecS, vecS, directedS, no_property, property<boost::edge_weight_t, double>>>(
        "vecS/vecS/directedS, edge weights", true);
    check_type<adjacency_list<vecS, vecS, directedS, property<boost::vertex_name_t, std::string>, plain_bundle>>(
        "vecS/vecS/directedS, bundled edges", true);
}

BOOST_AUTO_TEST_CASE(other_graphs_through_add_edge_match_bgl)
{
    check_type<adjacency_list<vecS, vecS, bidirectionalS>>("vecS/vecS/bidirectionalS", false);
    check_type<adjacency_list<listS, vecS, directedS>>("listS/vecS/directedS", false);
    check_type<adjacency_list<setS, vecS, directedS>>("setS/vecS/directedS", false);
    check_type<adjacency_list<vecS, vecS, directedS, no_property, property<boost::edge_name_t, std::string>>>(
        "vecS/vecS/directedS, string edge names", false);
}

BOOST_AUTO_TEST_CASE(edges_are_appended_to_a_graph_that_has_some)
{
    // tc's own vertices and edges stay; the copies come after them.
    auto rng = test_support::make_rng(12);
    const std::size_t n = 300;
    const digraph g = build(n, random_edges(rng, n, 0.02, false));
    const closure_edges expected = bgl_closure<digraph>(g, get(boost::vertex_index, g));
    for (unsigned threads : {1u, 4u}) {
        digraph tc(3);
        add_edge(0, 1, tc);
        add_edge(2, 2, tc);
        add_edge(2, 0, tc);
        gp::options tuning = gp::default_options();
        tuning.threads = threads;
        boost::gpu_transitive_closure(g, tc, gp::with_options(tuning, gp::use_backend(gp::backend_kind::host)));
        BOOST_TEST(num_vertices(tc) == n + 3);
        BOOST_TEST(out_degree(0, tc) == 1u);
        BOOST_TEST(out_degree(1, tc) == 0u);
        BOOST_TEST(out_degree(2, tc) == 2u);
        pair_list shifted;
        boost::graph_traits<digraph>::edge_iterator e, e_end;
        for (boost::tie(e, e_end) = edges(tc); e != e_end; ++e)
            if (source(*e, tc) >= 3) shifted.emplace_back(source(*e, tc) - 3, target(*e, tc) - 3);
        std::sort(shifted.begin(), shifted.end());
        BOOST_TEST((shifted == expected.pairs), threads << " threads");
    }
}
