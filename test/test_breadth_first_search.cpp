// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// gpu_breadth_first_search against boost::breadth_first_search on every kind of graph
// the front end accepts: distances equal, colors equal, predecessors a valid BFS tree;
// the recorder-visitor idiom writes what BGL's recorders write; other visitors run on
// the host when asked; bad sources and narrow distance types are refused.
#include <boost/test/unit_test.hpp>

#include <boost_gpu_paths/breadth_first_search.hpp>

#include "support/backends.hpp"
#include "support/random.hpp"
#include "test_breadth_first_search_support.hpp"

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/adjacency_matrix.hpp>
#include <boost/graph/breadth_first_search.hpp>
#include <boost/graph/compressed_sparse_row_graph.hpp>
#include <boost/graph/filtered_graph.hpp>
#include <boost/property_map/property_map.hpp>

#include <climits>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace gp = boost::gpu_paths;
using bfs_test::edge_list;

namespace {

using directed_vec = boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS>;
using undirected_vec = boost::adjacency_list<boost::vecS, boost::vecS, boost::undirectedS>;
using bidirectional_vec = boost::adjacency_list<boost::vecS, boost::vecS, boost::bidirectionalS>;
using directed_list = boost::adjacency_list<boost::listS, boost::listS, boost::directedS>;
using undirected_set = boost::adjacency_list<boost::setS, boost::vecS, boost::undirectedS>;
using directed_matrix = boost::adjacency_matrix<boost::directedS>;
using undirected_matrix = boost::adjacency_matrix<boost::undirectedS>;
using csr_default = boost::compressed_sparse_row_graph<boost::directedS>;
using csr_32 = boost::compressed_sparse_row_graph<boost::directedS, boost::no_property, boost::no_property,
                                                  boost::no_property, std::uint32_t, std::uint32_t>;
using csr_bidirectional = boost::compressed_sparse_row_graph<boost::bidirectionalS>;

// Builders from an edge list, one per graph family.
template <class Graph>
Graph build(const edge_list& e)
{
    Graph g(e.vertex_count);
    for (const auto& uv : e.edges) add_edge(uv.first, uv.second, g);
    return g;
}

template <>
directed_list build<directed_list>(const edge_list& e)
{
    directed_list g;
    std::vector<directed_list::vertex_descriptor> v;
    for (std::uint32_t i = 0; i < e.vertex_count; ++i) v.push_back(add_vertex(g));
    for (const auto& uv : e.edges) add_edge(v[uv.first], v[uv.second], g);
    return g;
}

template <class Csr>
Csr build_csr(const edge_list& e)
{
    std::vector<std::pair<typename Csr::vertex_descriptor, typename Csr::vertex_descriptor>> edges(e.edges.begin(),
                                                                                                   e.edges.end());
    return Csr(boost::edges_are_unsorted_multi_pass, edges.begin(), edges.end(), e.vertex_count);
}
template <>
csr_default build<csr_default>(const edge_list& e)
{
    return build_csr<csr_default>(e);
}
template <>
csr_32 build<csr_32>(const edge_list& e)
{
    return build_csr<csr_32>(e);
}
template <>
csr_bidirectional build<csr_bidirectional>(const edge_list& e)
{
    return build_csr<csr_bidirectional>(e);
}

template <class Graph>
using vertex_of = typename boost::graph_traits<Graph>::vertex_descriptor;

template <class Graph>
std::vector<vertex_of<Graph>> all_vertices(const Graph& g)
{
    std::vector<vertex_of<Graph>> out;
    typename boost::graph_traits<Graph>::vertex_iterator it, end;
    for (boost::tie(it, end) = vertices(g); it != end; ++it) out.push_back(*it);
    return out;
}

template <class Graph>
bool has_edge(const Graph& g, vertex_of<Graph> u, vertex_of<Graph> v)
{
    typename boost::graph_traits<Graph>::out_edge_iterator it, end;
    for (boost::tie(it, end) = out_edges(u, g); it != end; ++it)
        if (target(*it, g) == v) return true;
    return false;
}

// Per-vertex values in std::maps: works for every descriptor type, with or without a
// vertex_index.
template <class Graph>
struct vertex_maps {
    using vertex = vertex_of<Graph>;
    std::map<vertex, int> distance;
    std::map<vertex, vertex> predecessor;
    std::map<vertex, boost::default_color_type> color;

    vertex_maps(const Graph& g, int distance_fill, vertex predecessor_fill, boost::default_color_type color_fill)
    {
        for (vertex v : all_vertices(g)) {
            distance[v] = distance_fill;
            predecessor[v] = predecessor_fill;
            color[v] = color_fill;
        }
    }
    boost::associative_property_map<std::map<vertex, int>> d() { return boost::make_assoc_property_map(distance); }
    boost::associative_property_map<std::map<vertex, vertex>> p() { return boost::make_assoc_property_map(predecessor); }
    boost::associative_property_map<std::map<vertex, boost::default_color_type>> c()
    {
        return boost::make_assoc_property_map(color);
    }
};

constexpr int sentinel_distance = -7;

// BGL's own search with the recorder idiom: the reference. Distances are preset to the
// sentinel except at the sources (0), predecessors to `fill`.
template <class Graph>
vertex_maps<Graph> run_bgl(const Graph& g, const std::vector<vertex_of<Graph>>& sources, vertex_of<Graph> fill)
{
    vertex_maps<Graph> ref(g, sentinel_distance, fill, boost::gray_color);
    for (auto s : sources) ref.distance[s] = 0;
    boost::queue<vertex_of<Graph>> queue;
    boost::breadth_first_search(g, sources.begin(), sources.end(), queue,
                                boost::make_bfs_visitor(std::make_pair(
                                    boost::record_distances(ref.d(), boost::on_tree_edge()),
                                    boost::record_predecessors(ref.p(), boost::on_tree_edge()))),
                                ref.c());
    return ref;
}

// Predecessors that do not form a BFS tree under the reference distances. Sources and
// unreached vertices must be their own predecessors (self_for_roots), or keep the
// preset `untouched` (the recorder idiom).
template <class Graph>
std::size_t bad_predecessors(const Graph& g, const vertex_maps<Graph>& ref, const std::map<vertex_of<Graph>, vertex_of<Graph>>& pred,
                             bool self_for_roots, vertex_of<Graph> untouched)
{
    std::size_t bad = 0;
    for (auto v : all_vertices(g)) {
        const bool reached = ref.color.at(v) == boost::black_color;
        const bool root = !reached || ref.distance.at(v) == 0;
        const auto p = pred.at(v);
        if (root) {
            bad += self_for_roots ? p != v : p != untouched;
            continue;
        }
        if (ref.color.at(p) != boost::black_color || ref.distance.at(p) + 1 != ref.distance.at(v) || !has_edge(g, p, v))
            ++bad;
    }
    return bad;
}

// The named-parameter outputs against BGL, on every backend under test.
template <class Graph>
void check_named_outputs(const Graph& g, const std::vector<vertex_of<Graph>>& sources, const std::string& what)
{
    const auto vs = all_vertices(g);
    if (vs.empty()) return;
    const auto ref = run_bgl(g, sources, vs.front());
    for (const auto& path : test_support::paths_under_test()) {
        // Poisoned: every entry must be written.
        vertex_maps<Graph> out(g, 12345, vs.back(), boost::gray_color);
        const auto params = gp::with_options(
            path.tuning,
            gp::use_backend(path.backend, boost::distance_map(out.d()).predecessor_map(out.p()).color_map(out.c())));
        if (sources.size() == 1)
            boost::gpu_breadth_first_search(g, sources.front(), params);
        else
            boost::gpu_breadth_first_search(g, sources.begin(), sources.end(), params);
        const std::string where = what + " on " + path.name;
        std::size_t wrong_distance = 0, wrong_color = 0;
        for (auto v : vs) {
            const bool reached = ref.color.at(v) == boost::black_color;
            wrong_distance += out.distance.at(v) != (reached ? ref.distance.at(v) : INT_MAX);
            wrong_color += out.color.at(v) != ref.color.at(v);
        }
        BOOST_TEST(wrong_distance == 0u, where << ": " << wrong_distance << " distances differ from BGL");
        BOOST_TEST(wrong_color == 0u, where << ": " << wrong_color << " colors differ from BGL");
        BOOST_TEST(bad_predecessors(g, ref, out.predecessor, true, vs.front()) == 0u,
                   where << ": predecessors do not form a BFS tree");
    }
}

// Random graphs with self loops, parallel edges and several components, one source
// and several.
template <class Graph>
void check_graph_type(const std::string& name, std::uint64_t salt, bool parallel_edges_allowed = true)
{
    auto rng = test_support::make_rng(salt);
    // Under the sanitizer runs the largest graph is smaller; the CUDA backend still
    // searches each graph with the one-block kernels and with the many-block ones.
    for (std::uint32_t n : test_support::sized({1u, 9u, 300u, 4000u}, {1u, 9u, 300u, 1000u})) {
        edge_list e = bfs_test::random_graph(rng, n, n + n / 2);
        if (!parallel_edges_allowed) {
            std::sort(e.edges.begin(), e.edges.end());
            e.edges.erase(std::unique(e.edges.begin(), e.edges.end()), e.edges.end());
        }
        const Graph g = build<Graph>(e);
        const auto vs = all_vertices(g);
        std::uniform_int_distribution<std::size_t> pick(0, vs.size() - 1);
        check_named_outputs(g, {vs[pick(rng)]}, name + " n=" + std::to_string(n) + ", one source");
        check_named_outputs(g, {vs[pick(rng)], vs[pick(rng)], vs[pick(rng)], vs[pick(rng)]},
                            name + " n=" + std::to_string(n) + ", four sources");
    }
}

}  // namespace

BOOST_AUTO_TEST_CASE(adjacency_list_vecS_directed) { check_graph_type<directed_vec>("adjacency_list<vecS,vecS,directedS>", 11); }
BOOST_AUTO_TEST_CASE(adjacency_list_vecS_undirected) { check_graph_type<undirected_vec>("adjacency_list<vecS,vecS,undirectedS>", 12); }
BOOST_AUTO_TEST_CASE(adjacency_list_vecS_bidirectional)
{
    check_graph_type<bidirectional_vec>("adjacency_list<vecS,vecS,bidirectionalS>", 13);
}
BOOST_AUTO_TEST_CASE(adjacency_list_listS_without_vertex_index)
{
    check_graph_type<directed_list>("adjacency_list<listS,listS,directedS>", 14);
}
BOOST_AUTO_TEST_CASE(adjacency_list_setS_undirected)
{
    check_graph_type<undirected_set>("adjacency_list<setS,vecS,undirectedS>", 15, false);
}
BOOST_AUTO_TEST_CASE(adjacency_matrix_directed_and_undirected)
{
    check_graph_type<directed_matrix>("adjacency_matrix<directedS>", 16, false);
    check_graph_type<undirected_matrix>("adjacency_matrix<undirectedS>", 17, false);
}
BOOST_AUTO_TEST_CASE(compressed_sparse_row_graphs)
{
    check_graph_type<csr_default>("compressed_sparse_row_graph<directedS>", 18);
    check_graph_type<csr_32>("compressed_sparse_row_graph<directedS, uint32 indices> (zero copy)", 19);
    check_graph_type<csr_bidirectional>("compressed_sparse_row_graph<bidirectionalS>", 20);
}

namespace {
struct keep_odd_and_small {
    bool operator()(std::size_t v) const { return v % 2 == 1 || v < 50; }
};
}  // namespace

BOOST_AUTO_TEST_CASE(filtered_graph_with_gaps_in_the_vertex_index)
{
    auto rng = test_support::make_rng(21);
    const undirected_vec base = build<undirected_vec>(bfs_test::random_graph(rng, 3000, 9000));
    const boost::filtered_graph<undirected_vec, boost::keep_all, keep_odd_and_small> g(base, boost::keep_all(),
                                                                                       keep_odd_and_small());
    check_named_outputs(g, {7}, "filtered_graph over adjacency_list<vecS,vecS,undirectedS>");
    check_named_outputs(g, {1, 2001, 2999}, "filtered_graph, three sources");
}

BOOST_AUTO_TEST_CASE(the_usual_vector_property_maps)
{
    // What most callers write: vectors indexed by vertex, passed as pointers or
    // iterator_property_maps; long chains of levels.
    const undirected_vec g = build<undirected_vec>(bfs_test::grid_graph(120, 80));
    const std::size_t n = num_vertices(g);
    const auto ref = run_bgl(g, {0}, 0);
    for (auto backend : test_support::backends_under_test()) {
        std::vector<unsigned> d(n, 999999u);
        std::vector<std::size_t> p(n, n + 5);
        boost::gpu_breadth_first_search(
            g, 0, gp::use_backend(backend, boost::distance_map(&d[0]).predecessor_map(boost::make_iterator_property_map(p.begin(), get(boost::vertex_index, g)))));
        std::size_t wrong = 0;
        for (std::size_t v = 0; v < n; ++v) wrong += d[v] != static_cast<unsigned>(ref.distance.at(v));
        BOOST_TEST(wrong == 0u);
        std::map<std::size_t, std::size_t> pred;
        for (std::size_t v = 0; v < n; ++v) pred[v] = p[v];
        BOOST_TEST(bad_predecessors(g, ref, pred, true, 0) == 0u);
    }
}

BOOST_AUTO_TEST_CASE(unreachable_vertices_and_isolated_sources)
{
    // Two components plus isolated vertices; one source in each of two of them.
    edge_list e{12, {{0, 1}, {1, 2}, {2, 0}, {3, 4}, {4, 5}, {6, 6}}};
    check_named_outputs(build<directed_vec>(e), {0}, "directed, one component reached");
    check_named_outputs(build<directed_vec>(e), {5, 3}, "directed, second component from two sources");
    check_named_outputs(build<undirected_vec>(e), {6}, "isolated source with a self loop");
    check_named_outputs(build<undirected_vec>(e), {11, 0}, "isolated source and a cycle");
}

BOOST_AUTO_TEST_CASE(empty_source_range_leaves_everything_unreached)
{
    const directed_vec g = build<directed_vec>(bfs_test::grid_graph(5, 5));
    for (auto backend : test_support::backends_under_test()) {
        std::vector<int> d(25, 3);
        std::vector<boost::default_color_type> c(25, boost::gray_color);
        std::vector<std::size_t> none;
        boost::gpu_breadth_first_search(g, none.begin(), none.end(),
                                        gp::use_backend(backend, boost::distance_map(&d[0]).color_map(&c[0])));
        for (int v = 0; v < 25; ++v) {
            BOOST_TEST(d[v] == INT_MAX);
            BOOST_TEST(c[v] == boost::white_color);
        }
    }
}

// The recorder idiom ------------------------------------------------------------------

namespace {

// Runs the recorder idiom in the form `form` (0: pair distance+predecessor, 1: pair
// predecessor+distance, 2: distance alone, 3: predecessor alone) and compares with BGL.
template <class Graph>
void check_recorders(const Graph& g, const std::vector<vertex_of<Graph>>& sources, bool unique_tree,
                     const std::string& what)
{
    const auto vs = all_vertices(g);
    const auto ref = run_bgl(g, sources, vs.front());
    for (auto backend : test_support::backends_under_test())
        for (int form = 0; form < 4; ++form) {
            vertex_maps<Graph> out(g, sentinel_distance, vs.front(), boost::gray_color);
            for (auto s : sources) out.distance[s] = 0;
            const auto d = boost::record_distances(out.d(), boost::on_tree_edge());
            const auto p = boost::record_predecessors(out.p(), boost::on_tree_edge());
            const auto params = [&](auto vis) { return gp::use_backend(backend, boost::visitor(vis)); };
            if (form == 0)
                boost::gpu_breadth_first_search(g, sources.begin(), sources.end(), params(boost::make_bfs_visitor(std::make_pair(d, p))));
            if (form == 1)
                boost::gpu_breadth_first_search(g, sources.begin(), sources.end(), params(boost::make_bfs_visitor(std::make_pair(p, d))));
            if (form == 2) boost::gpu_breadth_first_search(g, sources.begin(), sources.end(), params(boost::make_bfs_visitor(d)));
            if (form == 3) boost::gpu_breadth_first_search(g, sources.begin(), sources.end(), params(boost::make_bfs_visitor(p)));
            const std::string where = what + " on " + gp::to_string(backend) + ", form " + std::to_string(form);
            const bool records_distances = form != 3, records_predecessors = form != 2;
            // Distances: byte for byte what BGL's recorder wrote (sentinels included).
            if (records_distances)
                BOOST_TEST((out.distance == ref.distance), where << ": distances differ from BGL's recorder");
            else {
                vertex_maps<Graph> preset(g, sentinel_distance, vs.front(), boost::gray_color);
                for (auto s : sources) preset.distance[s] = 0;
                BOOST_TEST((out.distance == preset.distance), where << ": distances written without a recorder");
            }
            if (records_predecessors) {
                // Untouched where BGL leaves them untouched, a BFS tree elsewhere; where the
                // tree is unique, byte for byte BGL's.
                BOOST_TEST(bad_predecessors(g, ref, out.predecessor, false, vs.front()) == 0u,
                           where << ": predecessors differ from BGL's recorder");
                if (unique_tree) BOOST_TEST((out.predecessor == ref.predecessor), where << ": predecessors differ");
            } else {
                std::size_t touched = 0;
                for (auto v : vs) touched += out.predecessor.at(v) != vs.front();
                BOOST_TEST(touched == 0u, where);
            }
        }
}

}  // namespace

BOOST_AUTO_TEST_CASE(recorder_idiom_matches_bgl)
{
    auto rng = test_support::make_rng(31);
    const std::uint32_t n = test_support::sized(2000u, 500u);  // smaller under the sanitizer runs
    const std::size_t m = n * 7 / 4;
    const auto e = bfs_test::random_graph(rng, n, m);
    const std::string name = "G(" + std::to_string(n) + ", " + std::to_string(m) + ")";
    check_recorders(build<directed_vec>(e), {3}, false, "directed " + name);
    check_recorders(build<undirected_vec>(e), {3, n * 3 / 4}, false, "undirected " + name + ", two sources");
    const directed_list listed = build<directed_list>(e);
    const auto listed_vertices = all_vertices(listed);
    check_recorders(listed, {listed_vertices[3], listed_vertices[n * 7 / 20]}, false,
                    "adjacency_list<listS,listS>, two sources");
}

BOOST_AUTO_TEST_CASE(recorder_idiom_on_forests_gives_bgl_tree)
{
    auto rng = test_support::make_rng(32);
    // Fewer trees under the sanitizer runs: the search's levels grow with the forest.
    const std::uint32_t n = test_support::sized(5000u, 1000u);
    const auto e = bfs_test::random_forest(rng, n, 250);
    const directed_vec g = build<directed_vec>(e);
    check_recorders(g, {0, 250, 500, n - 250}, true, "random forest");
    check_recorders(build<undirected_vec>(e), {0}, true, "undirected random forest");
}

BOOST_AUTO_TEST_CASE(recorder_with_unsigned_char_distances_follows_bgl_arithmetic)
{
    // BGL writes get(d, u) + 1 converted to the map's type; the idiom does the same, so
    // a preset source distance of 250 wraps the same way.
    const directed_vec g = build<directed_vec>(bfs_test::grid_graph(30, 1));
    for (auto backend : test_support::backends_under_test()) {
        std::vector<unsigned char> mine(30, 9), bgl(30, 9);
        mine[0] = bgl[0] = 250;
        boost::gpu_breadth_first_search(g, 0,
                                        gp::use_backend(backend, boost::visitor(boost::make_bfs_visitor(
                                                                     boost::record_distances(&mine[0], boost::on_tree_edge())))));
        boost::breadth_first_search(g, 0, boost::visitor(boost::make_bfs_visitor(boost::record_distances(&bgl[0], boost::on_tree_edge()))));
        BOOST_TEST(mine == bgl, boost::test_tools::per_element());
    }
}

// Other visitors ------------------------------------------------------------------------

namespace {

// Counts events and records the discovery order.
struct event_counter : boost::default_bfs_visitor {
    std::vector<std::size_t>* discovered;
    std::size_t* edges_examined;
    template <class V, class G>
    void discover_vertex(V v, const G&)
    {
        discovered->push_back(v);
    }
    template <class E, class G>
    void examine_edge(E, const G&)
    {
        ++*edges_examined;
    }
};

}  // namespace

BOOST_AUTO_TEST_CASE(other_visitors_run_on_the_host_when_asked)
{
    auto rng = test_support::make_rng(41);
    const directed_vec g = build<directed_vec>(bfs_test::random_graph(rng, 500, 1200));
    std::vector<std::size_t> bgl_order, our_order;
    std::size_t bgl_edges = 0, our_edges = 0;
    boost::breadth_first_search(g, 4, boost::visitor(event_counter{{}, &bgl_order, &bgl_edges}));
    std::vector<int> d(500, -1);
    std::vector<boost::default_color_type> c(500, boost::gray_color);
    boost::gpu_breadth_first_search(
        g, 4, gp::run_visitor_on_host(boost::visitor(event_counter{{}, &our_order, &our_edges}).distance_map(&d[0]).color_map(&c[0])));
    BOOST_TEST(our_order == bgl_order, boost::test_tools::per_element());
    BOOST_TEST(our_edges == bgl_edges);
    const auto ref = run_bgl(g, {4}, 0);
    for (std::size_t v = 0; v < 500; ++v) {
        const bool reached = ref.color.at(v) == boost::black_color;
        BOOST_TEST(d[v] == (reached ? ref.distance.at(v) : INT_MAX));
        BOOST_TEST(c[v] == ref.color.at(v));
    }
}

// Errors ----------------------------------------------------------------------------------

BOOST_AUTO_TEST_CASE(a_source_outside_the_graph_is_refused)
{
    const directed_vec g = build<directed_vec>(bfs_test::grid_graph(3, 3));
    std::vector<int> d(9);
    for (auto backend : test_support::backends_under_test()) {
        BOOST_CHECK_THROW(boost::gpu_breadth_first_search(g, 9, gp::use_backend(backend, boost::distance_map(&d[0]))),
                          gp::invalid_input);
        const directed_vec empty;
        BOOST_CHECK_THROW(boost::gpu_breadth_first_search(empty, 0, gp::use_backend(backend)), gp::invalid_input);
        directed_list a = build<directed_list>(bfs_test::grid_graph(3, 3)), b = build<directed_list>(bfs_test::grid_graph(2, 2));
        BOOST_CHECK_THROW(boost::gpu_breadth_first_search(a, *vertices(b).first, gp::use_backend(backend)), gp::invalid_input);
    }
}

BOOST_AUTO_TEST_CASE(a_distance_type_too_narrow_is_refused)
{
    const directed_vec path = build<directed_vec>(bfs_test::grid_graph(300, 1));
    for (auto backend : test_support::backends_under_test()) {
        std::vector<unsigned char> d(300);
        BOOST_CHECK_THROW(boost::gpu_breadth_first_search(path, 0, gp::use_backend(backend, boost::distance_map(&d[0]))),
                          gp::invalid_input);
        // 254 hops still fit below 255, which marks unreached vertices.
        boost::gpu_breadth_first_search(path, 45, gp::use_backend(backend, boost::distance_map(&d[0])));
        BOOST_TEST(d[299] == 254);
        BOOST_TEST(d[0] == 255);
    }
}

// The maps the write-back fills from several threads: plain storage indexed by the graph's
// own index (what BGL users pass); everything else is written serially.
BOOST_AUTO_TEST_CASE(only_plain_vertex_indexed_storage_is_written_concurrently)
{
    using gp::detail::concurrent_writes;
    using vec_index = boost::property_map<directed_vec, boost::vertex_index_t>::const_type;
    using int_iterator = std::vector<int>::iterator;
    static_assert(concurrent_writes<int*, directed_vec>::value, "");
    static_assert(!concurrent_writes<bool*, directed_vec>::value, "");
    static_assert(concurrent_writes<boost::iterator_property_map<int_iterator, vec_index>, directed_vec>::value, "");
    static_assert(concurrent_writes<boost::safe_iterator_property_map<int_iterator, vec_index>, directed_vec>::value, "");
    static_assert(concurrent_writes<boost::iterator_property_map<int_iterator, boost::typed_identity_property_map<std::size_t>>,
                                    directed_vec>::value,
                  "");
    // vector<bool> hands out proxies, several bits share a word.
    static_assert(!concurrent_writes<boost::iterator_property_map<std::vector<bool>::iterator, vec_index>, directed_vec>::value,
                  "");
    // A caller's own index map may map two vertices to one slot (or have a get() that writes).
    using assoc_index = boost::associative_property_map<std::map<std::size_t, std::size_t>>;
    static_assert(!concurrent_writes<boost::iterator_property_map<int_iterator, assoc_index>, directed_vec>::value, "");
    static_assert(!concurrent_writes<boost::associative_property_map<std::map<std::size_t, int>>, directed_vec>::value, "");
    // listS has no integer vertex range.
    using list_index = boost::associative_property_map<std::map<directed_list::vertex_descriptor, std::size_t>>;
    static_assert(!concurrent_writes<boost::iterator_property_map<int_iterator, list_index>, directed_list>::value, "");
}
