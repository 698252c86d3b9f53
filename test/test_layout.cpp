// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The layout layer against BGL itself: every graph type's CSR holds exactly the
// (source, target, weight) multiset BGL's out_edges shows, numbering is a bijection,
// and dense results land in every distance-matrix type users pass.
#include <boost/test/unit_test.hpp>

#include <boost_gpu_paths/detail/base/host_array.hpp>
#include <boost_gpu_paths/detail/layout/csr.hpp>
#include <boost_gpu_paths/detail/layout/matrix_access.hpp>
#include <boost_gpu_paths/detail/layout/vertex_numbering.hpp>
#include <boost_gpu_paths/execution.hpp>

#include "support/random.hpp"

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/adjacency_matrix.hpp>
#include <boost/graph/compressed_sparse_row_graph.hpp>
#include <boost/graph/exterior_property.hpp>
#include <boost/graph/filtered_graph.hpp>
#include <boost/multi_array.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <functional>
#include <limits>
#include <map>
#include <numeric>
#include <random>
#include <string>
#include <tuple>
#include <unordered_map>
#include <vector>

namespace gp = boost::gpu_paths;
namespace layout = boost::gpu_paths::layout;

namespace {

using weight_property = boost::property<boost::edge_weight_t, int>;
using vec_directed = boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS, boost::no_property, weight_property>;
using vec_undirected =
    boost::adjacency_list<boost::vecS, boost::vecS, boost::undirectedS, boost::no_property, weight_property>;
using list_directed = boost::adjacency_list<boost::listS, boost::listS, boost::directedS, boost::no_property, weight_property>;
using list_bidirectional =
    boost::adjacency_list<boost::listS, boost::listS, boost::bidirectionalS, boost::no_property, weight_property>;
using matrix_directed = boost::adjacency_matrix<boost::directedS, boost::no_property, weight_property>;

struct random_edges {
    std::size_t n;
    std::vector<std::tuple<std::size_t, std::size_t, int>> edges;
};

// Random multigraph with self loops and parallel edges.
random_edges make_random_edges(std::mt19937_64& rng, std::size_t n, std::size_t m)
{
    random_edges r{n, {}};
    if (n == 0) return r;
    std::uniform_int_distribution<std::size_t> vertex(0, n - 1);
    std::uniform_int_distribution<int> weight(-20, 100);
    for (std::size_t i = 0; i < m; ++i) {
        const auto from = vertex(rng), to = vertex(rng);
        r.edges.emplace_back(from, to, weight(rng));
    }
    return r;
}

template <class Graph>
Graph build(const random_edges& r)
{
    Graph g(r.n);
    std::vector<typename boost::graph_traits<Graph>::vertex_descriptor> vs(vertices(g).first, vertices(g).second);
    for (auto& e : r.edges) add_edge(vs[std::get<0>(e)], vs[std::get<1>(e)], std::get<2>(e), g);
    return g;
}

// (source index, target index, weight) of every out-edge, as BGL lists them, sorted.
template <class Graph, class Numbering>
std::vector<std::tuple<std::uint32_t, std::uint32_t, double>> bgl_out_edges(const Graph& g, const Numbering& numbering)
{
    std::vector<std::tuple<std::uint32_t, std::uint32_t, double>> out;
    auto weight = get(boost::edge_weight, g);
    for (auto v : boost::make_iterator_range(vertices(g)))
        for (auto e : boost::make_iterator_range(out_edges(v, g)))
            out.emplace_back(numbering.index(v), numbering.index(target(e, g)), get(weight, e));
    std::sort(out.begin(), out.end());
    return out;
}

template <class W>
std::vector<std::tuple<std::uint32_t, std::uint32_t, double>> csr_edges(const layout::csr_layout<W>& csr)
{
    std::vector<std::tuple<std::uint32_t, std::uint32_t, double>> out;
    for (std::uint32_t v = 0; v < csr.topology.vertex_count; ++v)
        for (std::uint32_t e = csr.topology.offsets[v]; e < csr.topology.offsets[v + 1]; ++e)
            out.emplace_back(v, csr.topology.targets[e], static_cast<double>(csr.weights[e]));
    std::sort(out.begin(), out.end());
    return out;
}

template <class Graph>
void check_csr_matches_bgl(const Graph& g)
{
    layout::vertex_numbering<Graph> numbering(g);
    // num_vertices() of a vertex-filtered graph counts hidden vertices too: count vertices(g).
    BOOST_TEST(numbering.size() == std::size_t(std::distance(vertices(g).first, vertices(g).second)));
    auto csr = layout::make_csr<std::int64_t>(g, numbering, get(boost::edge_weight, g), std::numeric_limits<int>::max());
    BOOST_TEST(csr.topology.vertex_count == numbering.size());
    BOOST_TEST(csr.topology.offsets[0] == 0u);
    BOOST_TEST(csr.topology.offsets[numbering.size()] == csr.topology.edge_count);
    auto expected = bgl_out_edges(g, numbering);
    auto actual = csr_edges(csr);
    BOOST_TEST(actual.size() == expected.size());
    BOOST_TEST((actual == expected));
    // Every descriptor maps to a distinct index and back.
    for (std::uint32_t i = 0; i < numbering.size(); ++i) BOOST_TEST(numbering.index(numbering.vertex(i)) == i);
    auto topology = layout::make_csr_topology(g, numbering);
    BOOST_TEST(topology.topology.edge_count == csr.topology.edge_count);
    BOOST_TEST(std::equal(topology.topology.targets, topology.topology.targets + topology.topology.edge_count,
                          csr.topology.targets));
}

}  // namespace

BOOST_AUTO_TEST_CASE(csr_matches_bgl_on_every_graph_type)
{
    auto rng = test_support::make_rng(1);
    for (std::size_t n : {0, 1, 2, 7, 64, 301}) {
        auto r = make_random_edges(rng, n, n * 3);
        check_csr_matches_bgl(build<vec_directed>(r));
        check_csr_matches_bgl(build<vec_undirected>(r));
        check_csr_matches_bgl(build<list_directed>(r));
        check_csr_matches_bgl(build<list_bidirectional>(r));
        // adjacency_matrix holds at most one edge per pair: keep the last of parallel edges.
        check_csr_matches_bgl(build<matrix_directed>(r));
    }
}

BOOST_AUTO_TEST_CASE(undirected_edges_appear_in_both_directions)
{
    vec_undirected g(3);
    add_edge(0, 1, 5, g);
    add_edge(1, 2, 7, g);
    layout::vertex_numbering<vec_undirected> numbering(g);
    auto csr = layout::make_csr<std::int32_t>(g, numbering, get(boost::edge_weight, g), std::numeric_limits<int>::max());
    BOOST_TEST(csr.topology.symmetric);
    BOOST_TEST(csr.topology.edge_count == 4u);
}

BOOST_AUTO_TEST_CASE(compressed_sparse_row_graph_is_shared_without_copy)
{
    auto rng = test_support::make_rng(2);
    auto r = make_random_edges(rng, 200, 900);
    std::sort(r.edges.begin(), r.edges.end());
    std::vector<std::pair<std::uint32_t, std::uint32_t>> pairs;
    std::vector<int> weights;
    for (auto& e : r.edges) {
        pairs.emplace_back(std::get<0>(e), std::get<1>(e));
        weights.push_back(std::get<2>(e));
    }
    using csr32 = boost::compressed_sparse_row_graph<boost::directedS, boost::no_property, weight_property,
                                                     boost::no_property, std::uint32_t, std::uint32_t>;
    csr32 g(boost::edges_are_sorted, pairs.begin(), pairs.end(), weights.begin(), 200);
    layout::vertex_numbering<csr32> numbering(g);
    BOOST_TEST(numbering.is_identity());
    auto csr = layout::make_csr<std::int32_t>(g, numbering, get(boost::edge_weight, g), std::numeric_limits<int>::max());
    BOOST_TEST(csr.topology.offsets == g.m_forward.m_rowstart.data());
    BOOST_TEST(csr.topology.targets == g.m_forward.m_column.data());
    BOOST_TEST(csr.owned_targets.empty());
    BOOST_TEST((csr_edges(csr) == bgl_out_edges(g, numbering)));

    // The default (std::size_t) CSR graph is converted instead, with the same content.
    using csr64 = boost::compressed_sparse_row_graph<boost::directedS, boost::no_property, weight_property>;
    csr64 g64(boost::edges_are_sorted, pairs.begin(), pairs.end(), weights.begin(), 200);
    layout::vertex_numbering<csr64> numbering64(g64);
    auto converted =
        layout::make_csr<std::int32_t>(g64, numbering64, get(boost::edge_weight, g64), std::numeric_limits<int>::max());
    BOOST_TEST(!converted.owned_targets.empty());
    BOOST_TEST((csr_edges(converted) == csr_edges(csr)));
}

// Under a vertex_index_map that is not its own numbering the 32-bit CSR graph cannot lend
// its arrays: rows and targets are renumbered like any graph's.
BOOST_AUTO_TEST_CASE(compressed_sparse_row_graph_under_another_index_map_is_renumbered)
{
    auto rng = test_support::make_rng(21);
    auto r = make_random_edges(rng, 150, 700);
    std::sort(r.edges.begin(), r.edges.end());
    std::vector<std::pair<std::uint32_t, std::uint32_t>> pairs;
    std::vector<int> weights;
    for (auto& e : r.edges) {
        pairs.emplace_back(std::get<0>(e), std::get<1>(e));
        weights.push_back(std::get<2>(e));
    }
    using csr32 = boost::compressed_sparse_row_graph<boost::directedS, boost::no_property, weight_property,
                                                     boost::no_property, std::uint32_t, std::uint32_t>;
    csr32 g(boost::edges_are_sorted, pairs.begin(), pairs.end(), weights.begin(), 150);
    std::vector<std::uint32_t> permutation(150);
    std::iota(permutation.begin(), permutation.end(), 0u);
    std::shuffle(permutation.begin(), permutation.end(), rng);
    const auto index = boost::make_iterator_property_map(permutation.begin(), get(boost::vertex_index, g));
    layout::vertex_numbering<csr32> numbering(g, index);
    BOOST_TEST_REQUIRE(!numbering.is_identity());
    const auto expected = bgl_out_edges(g, numbering);
    auto csr = layout::make_csr<std::int32_t>(g, numbering, get(boost::edge_weight, g), std::numeric_limits<int>::max());
    BOOST_TEST(!csr.owned_targets.empty());
    BOOST_TEST((csr_edges(csr) == expected));
    auto topology = layout::make_csr_topology(g, numbering);
    std::vector<std::tuple<std::uint32_t, std::uint32_t>> arcs, expected_arcs;
    for (std::uint32_t v = 0; v < topology.topology.vertex_count; ++v)
        for (std::uint32_t e = topology.topology.offsets[v]; e < topology.topology.offsets[v + 1]; ++e)
            arcs.emplace_back(v, topology.topology.targets[e]);
    for (const auto& e : expected) expected_arcs.emplace_back(std::get<0>(e), std::get<1>(e));
    std::sort(arcs.begin(), arcs.end());
    BOOST_TEST((arcs == expected_arcs));
}

// The shared CSR graph's weights fill in one flat pass with a coarse bound (n times the
// heaviest edge), exact bounds only when that does not fit: the same weights and the same
// verdicts as the general layout of the same graph (the default, 64-bit CSR type).
BOOST_AUTO_TEST_CASE(shared_csr_weights_give_the_general_layouts_verdicts)
{
    using csr32 = boost::compressed_sparse_row_graph<boost::directedS, boost::no_property, weight_property,
                                                     boost::no_property, std::uint32_t, std::uint32_t>;
    using csr64 = boost::compressed_sparse_row_graph<boost::directedS, boost::no_property, weight_property>;
    const int no_edge = std::numeric_limits<int>::max();
    const int big = std::numeric_limits<int>::max() / 2 - 100000;
    const int encoded_infinity = gp::weight_encoding<std::int32_t>::infinity();
    auto rng = test_support::make_rng(31);
    // (vertices, edges, weights to plant on the first edges, whether int32 must fit)
    struct shape {
        std::size_t n, m;
        std::vector<int> planted;
        bool fits;
    };
    const std::vector<shape> shapes = {
        {200, 900, {}, true},                          // small weights: the coarse bound fits
        {5000, 70000, {}, true},                       // several threads' shares of edges
        {200, 900, {big}, true},                       // coarse bound too large, exact one fits
        {200, 900, {big, no_edge, no_edge}, true},     // distance_inf edges are no edges
        {200, 900, {big, big}, false},                 // exact bound too large
        {200, 900, {encoded_infinity}, false},         // a real edge as heavy as "no path"
        {0, 0, {}, true},                              // empty graph
    };
    for (const shape& sh : shapes) {
        auto r = make_random_edges(rng, sh.n, sh.m);
        // With planted weights, non-negative ones elsewhere (a negative edge lowers int32's
        // threshold to max/4). Planted weights go on edges of distinct sources (0, 1, ...).
        if (!sh.planted.empty())
            for (auto& e : r.edges) std::get<2>(e) = std::abs(std::get<2>(e));
        for (std::size_t i = 0; i < sh.planted.size(); ++i) r.edges.emplace_back(i, (i + 1) % sh.n, sh.planted[i]);
        std::sort(r.edges.begin(), r.edges.end());
        std::vector<std::pair<std::uint32_t, std::uint32_t>> pairs;
        std::vector<int> weights;
        for (auto& e : r.edges) {
            pairs.emplace_back(std::get<0>(e), std::get<1>(e));
            weights.push_back(std::get<2>(e));
        }
        csr32 shared(boost::edges_are_sorted, pairs.begin(), pairs.end(), weights.begin(), sh.n);
        csr64 general(boost::edges_are_sorted, pairs.begin(), pairs.end(), weights.begin(), sh.n);
        layout::vertex_numbering<csr32> shared_numbering(shared);
        layout::vertex_numbering<csr64> general_numbering(general);
        auto a = layout::make_csr<std::int32_t>(shared, shared_numbering, get(boost::edge_weight, shared), no_edge);
        auto b = layout::make_csr<std::int32_t>(general, general_numbering, get(boost::edge_weight, general), no_edge);
        BOOST_TEST_CONTEXT("n " << sh.n << ", m " << sh.m << ", planted " << sh.planted.size())
        {
            BOOST_TEST((csr_edges(a) == csr_edges(b)));
            BOOST_TEST(a.bounds.fits<std::int32_t>() == sh.fits);
            BOOST_TEST(b.bounds.fits<std::int32_t>() == sh.fits);
            BOOST_TEST(a.bounds.has_negative_weight == b.bounds.has_negative_weight);
            BOOST_TEST(a.bounds.has_infinite_weight == b.bounds.has_infinite_weight);
            // An upper bound always; the exact one where the coarse one did not fit.
            BOOST_TEST(a.bounds.most_positive >= b.bounds.most_positive);
            BOOST_TEST(a.bounds.most_negative <= b.bounds.most_negative);
            if (!sh.planted.empty()) {
                BOOST_TEST(a.bounds.most_positive == b.bounds.most_positive);
                BOOST_TEST(a.bounds.most_negative == b.bounds.most_negative);
            }
        }
    }

    // A NaN weight is refused on the flat pass too.
    using real_property = boost::property<boost::edge_weight_t, double>;
    using real_csr32 = boost::compressed_sparse_row_graph<boost::directedS, boost::no_property, real_property,
                                                          boost::no_property, std::uint32_t, std::uint32_t>;
    std::vector<std::pair<std::uint32_t, std::uint32_t>> pairs{{0, 1}, {1, 2}};
    std::vector<double> weights{1.0, std::nan("")};
    real_csr32 g(boost::edges_are_sorted, pairs.begin(), pairs.end(), weights.begin(), 3);
    layout::vertex_numbering<real_csr32> numbering(g);
    BOOST_CHECK_THROW(
        layout::make_csr<double>(g, numbering, get(boost::edge_weight, g), std::numeric_limits<double>::max()),
        gp::invalid_input);
}

BOOST_AUTO_TEST_CASE(filtered_graph_numbering_skips_hidden_vertices)
{
    auto rng = test_support::make_rng(3);
    auto r = make_random_edges(rng, 50, 200);
    auto g = build<vec_directed>(r);
    auto keep_even = [](std::size_t v) { return v % 2 == 0; };
    boost::filtered_graph<vec_directed, boost::keep_all, std::function<bool(std::size_t)>> fg(g, boost::keep_all(),
                                                                                            keep_even);
    layout::vertex_numbering<decltype(fg)> numbering(fg);
    BOOST_TEST(numbering.size() == 25u);
    BOOST_TEST(!numbering.is_identity());
    for (std::uint32_t i = 0; i < numbering.size(); ++i) BOOST_TEST(numbering.vertex(i) == 2 * i);
    BOOST_CHECK_THROW(numbering.checked_index(1), gp::invalid_input);
    check_csr_matches_bgl(fg);
}

BOOST_AUTO_TEST_CASE(caller_index_map_must_be_a_bijection)
{
    list_directed g(3);
    std::map<list_directed::vertex_descriptor, int> ids;
    int next = 2;
    for (auto v : boost::make_iterator_range(vertices(g))) ids[v] = next--;
    boost::associative_property_map<decltype(ids)> index(ids);
    layout::vertex_numbering<list_directed> numbering(g, index);
    for (auto v : boost::make_iterator_range(vertices(g))) BOOST_TEST(numbering.index(v) == std::uint32_t(ids[v]));
    for (auto& kv : ids) kv.second = 0;
    BOOST_CHECK_THROW((layout::vertex_numbering<list_directed>(g, index)), gp::invalid_input);
}

BOOST_AUTO_TEST_CASE(weights_are_encoded_and_checked)
{
    using float_graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS, boost::no_property,
                                              boost::property<boost::edge_weight_t, double>>;
    float_graph g(3);
    add_edge(0, 1, 1.5, g);
    add_edge(1, 2, std::numeric_limits<double>::max(), g);  // == distance_inf: no edge
    layout::vertex_numbering<float_graph> numbering(g);
    auto csr = layout::make_csr<double>(g, numbering, get(boost::edge_weight, g), std::numeric_limits<double>::max());
    BOOST_TEST(csr.weights[0] == 1.5);
    BOOST_TEST(std::isinf(csr.weights[1]));
    BOOST_TEST(!csr.bounds.has_negative_weight);

    add_edge(2, 0, std::nan(""), g);
    BOOST_CHECK_THROW(
        layout::make_csr<double>(g, numbering, get(boost::edge_weight, g), std::numeric_limits<double>::max()),
        gp::invalid_input);
}

BOOST_AUTO_TEST_CASE(integer_path_bounds_refuse_possible_overflow)
{
    vec_directed g(3);
    add_edge(0, 1, std::numeric_limits<int>::max() - 1, g);
    add_edge(1, 2, std::numeric_limits<int>::max() - 1, g);
    layout::vertex_numbering<vec_directed> numbering(g);
    auto csr = layout::make_csr<std::int32_t>(g, numbering, get(boost::edge_weight, g), std::numeric_limits<int>::max());
    BOOST_CHECK_THROW(layout::check_path_bounds<std::int32_t>(csr.bounds), gp::weight_overflow);
    // The same graph fits comfortably in 64 bits.
    auto wide = layout::make_csr<std::int64_t>(g, numbering, get(boost::edge_weight, g), std::numeric_limits<int>::max());
    BOOST_CHECK_NO_THROW(layout::check_path_bounds<std::int64_t>(wide.bounds));

    // Just inside the limit for non-negative weights: sum of out-weights < max/2.
    vec_directed h(2);
    add_edge(0, 1, std::numeric_limits<int>::max() / 2 - 1, h);
    layout::vertex_numbering<vec_directed> hn(h);
    auto fits = layout::make_csr<std::int32_t>(h, hn, get(boost::edge_weight, h), std::numeric_limits<int>::max());
    BOOST_CHECK_NO_THROW(layout::check_path_bounds<std::int32_t>(fits.bounds));
    // With a negative edge the threshold drops to max/4.
    add_edge(1, 0, -1, h);
    auto negative = layout::make_csr<std::int32_t>(h, hn, get(boost::edge_weight, h), std::numeric_limits<int>::max());
    BOOST_TEST(negative.bounds.has_negative_weight);
    BOOST_CHECK_THROW(layout::check_path_bounds<std::int32_t>(negative.bounds), gp::weight_overflow);
}

// ---- write-back into every matrix type ----

namespace {

template <layout::matrix_key Key, class Matrix, class Graph>
std::uint32_t read_back(Matrix& d, const layout::vertex_numbering<Graph>&, std::uint32_t i, std::uint32_t j,
                        std::integral_constant<layout::matrix_key, layout::matrix_key::index>)
{
    return static_cast<std::uint32_t>(d[i][j]);
}
template <layout::matrix_key Key, class Matrix, class Graph>
std::uint32_t read_back(Matrix& d, const layout::vertex_numbering<Graph>& numbering, std::uint32_t i, std::uint32_t j,
                        std::integral_constant<layout::matrix_key, layout::matrix_key::descriptor>)
{
    return static_cast<std::uint32_t>(d[numbering.vertex(i)][numbering.vertex(j)]);
}

template <layout::matrix_key Key, class Matrix, class Graph>
void write_and_check(Matrix& d, const Graph& g)
{
    layout::vertex_numbering<Graph> numbering(g);
    const std::uint32_t n = numbering.size();
    std::vector<int> rows(std::size_t(n) * n);
    for (std::size_t i = 0; i < rows.size(); ++i) rows[i] = static_cast<int>(i * 7 + 3);
    auto writer = layout::make_matrix_writer<int, Key>(d, numbering, [](int x) { return x; }, true);
    auto sink = writer.sink();
    // Hand the rows over in two uneven blocks, as a streaming backend does.
    const std::uint32_t split = n / 3;
    sink(0, split, rows.data(), n);
    sink(split, n - split, rows.data() + std::size_t(split) * n, n);
    for (std::uint32_t i = 0; i < n; ++i)
        for (std::uint32_t j = 0; j < n; ++j) {
            const int got = static_cast<int>(
                read_back<Key>(d, numbering, i, j, std::integral_constant<layout::matrix_key, Key>()));
            BOOST_TEST_REQUIRE(got == rows[std::size_t(i) * n + j]);
        }
}

}  // namespace

BOOST_AUTO_TEST_CASE(rows_land_in_every_matrix_type)
{
    const int poison = -123456;
    vec_directed g(37);
    {
        std::vector<std::vector<int>> d(37, std::vector<int>(37, poison));
        write_and_check<layout::matrix_key::descriptor>(d, g);
    }
    {
        std::vector<std::vector<long>> d(37, std::vector<long>(37, poison));  // converting, element-wise path
        write_and_check<layout::matrix_key::descriptor>(d, g);
    }
    {
        static int d[37][37];
        std::fill(&d[0][0], &d[0][0] + 37 * 37, poison);
        write_and_check<layout::matrix_key::descriptor>(d, g);
    }
    {
        boost::multi_array<int, 2> d(boost::extents[37][37]);
        std::fill(d.data(), d.data() + d.num_elements(), poison);
        write_and_check<layout::matrix_key::descriptor>(d, g);
    }
    {
        using matrix_type = boost::exterior_vertex_property<vec_directed, int>::matrix_type;
        using matrix_map_type = boost::exterior_vertex_property<vec_directed, int>::matrix_map_type;
        matrix_type storage(num_vertices(g));
        matrix_map_type d(storage, g);
        write_and_check<layout::matrix_key::descriptor>(d, g);
    }
    {
        list_directed lg(11);
        std::map<list_directed::vertex_descriptor, std::map<list_directed::vertex_descriptor, int>> d;
        write_and_check<layout::matrix_key::descriptor>(d, lg);
    }
    {
        // Johnson-style: a listS graph whose matrix is keyed by vertex index.
        list_directed lg(9);
        std::vector<std::vector<int>> d(9, std::vector<int>(9, poison));
        write_and_check<layout::matrix_key::index>(d, lg);
    }
}

// Rows that are associative containers hold an int at d[i][0] but are not arrays, and
// containers whose operator[] inserts cannot take rows from several threads at once.
BOOST_AUTO_TEST_CASE(rows_land_in_associative_and_strided_matrices)
{
    const int poison = -123456;
    vec_directed g(37);
    {
        std::vector<std::map<std::size_t, int>> d(37);
        write_and_check<layout::matrix_key::index>(d, g);
    }
    {
        std::vector<std::unordered_map<std::size_t, int>> d(37);
        write_and_check<layout::matrix_key::descriptor>(d, g);
    }
    {
        std::unordered_map<std::size_t, std::unordered_map<std::size_t, int>> d;
        write_and_check<layout::matrix_key::index>(d, g);
    }
    {
        list_directed lg(300);
        std::unordered_map<list_directed::vertex_descriptor, std::unordered_map<list_directed::vertex_descriptor, int>> d;
        write_and_check<layout::matrix_key::descriptor>(d, lg);
    }
    {
        // Column-major storage: d[i] is a row with a stride of 37 elements.
        boost::multi_array<int, 2> d(boost::extents[37][37], boost::fortran_storage_order());
        std::fill(d.data(), d.data() + d.num_elements(), poison);
        write_and_check<layout::matrix_key::descriptor>(d, g);
    }
}

BOOST_AUTO_TEST_CASE(initialised_associative_and_strided_rows_are_read_by_element)
{
    vec_directed g(23);
    layout::vertex_numbering<vec_directed> numbering(g);
    const std::uint32_t n = numbering.size();
    auto value = [](std::uint32_t i, std::uint32_t j) { return static_cast<int>(i * 31 + j) - 40; };
    auto check = [&](auto& d) {
        for (std::uint32_t i = 0; i < n; ++i)
            for (std::uint32_t j = 0; j < n; ++j) d[i][j] = value(i, j);
        gp::path_bounds bounds;
        const auto dense = layout::read_dense_matrix<std::int32_t>(d, numbering, std::numeric_limits<int>::max(), bounds);
        for (std::uint32_t i = 0; i < n; ++i)
            for (std::uint32_t j = 0; j < n; ++j) BOOST_TEST_REQUIRE(dense[std::size_t(i) * n + j] == value(i, j));
    };
    std::vector<std::map<std::size_t, int>> by_map(n);
    check(by_map);
    std::vector<std::unordered_map<std::size_t, int>> by_hash(n);
    check(by_hash);
    boost::multi_array<int, 2> column_major(boost::extents[n][n], boost::fortran_storage_order());
    check(column_major);
}

BOOST_AUTO_TEST_CASE(initialised_matrix_is_read_and_encoded)
{
    list_directed g(4);
    layout::vertex_numbering<list_directed> numbering(g);
    std::map<list_directed::vertex_descriptor, std::map<list_directed::vertex_descriptor, int>> d;
    const int inf = std::numeric_limits<int>::max();
    for (std::uint32_t i = 0; i < 4; ++i)
        for (std::uint32_t j = 0; j < 4; ++j) d[numbering.vertex(i)][numbering.vertex(j)] = i == j ? 0 : (j == i + 1 ? -2 : inf);
    gp::path_bounds bounds;
    auto dense = layout::read_dense_matrix<std::int32_t>(d, numbering, inf, bounds);
    BOOST_TEST(dense[0 * 4 + 1] == -2);
    BOOST_TEST(dense[1 * 4 + 0] == gp::weight_encoding<std::int32_t>::infinity());
    BOOST_TEST(bounds.has_negative_weight);
    BOOST_TEST(bounds.most_negative == -6.0);
}

BOOST_AUTO_TEST_CASE(vecS_numbering_is_the_identity_stored_as_nothing)
{
    auto rng = test_support::make_rng(4);
    const auto g = build<vec_directed>(make_random_edges(rng, 300000, 10));
    layout::vertex_numbering<vec_directed> numbering(g);
    BOOST_TEST(numbering.is_identity());
    BOOST_TEST(numbering.size() == 300000u);
    BOOST_TEST(numbering.vertex(299999) == 299999u);
    BOOST_TEST(numbering.checked_index(12345) == 12345u);
    BOOST_CHECK_THROW(numbering.checked_index(300000), gp::invalid_input);
}

// host_array's large blocks are kept between calls and reused; release_resources() frees
// them, and the arrays hold whatever was written to them.
BOOST_AUTO_TEST_CASE(host_arrays_reuse_kept_blocks)
{
    namespace base = gp::base;
    const std::size_t big = std::size_t(3) << 20;  // 3 MiB of ints, above the small-block size
    gp::release_resources();  // no blocks left by earlier cases
    const int* first_block;
    {
        base::host_array<int> a(big / sizeof(int));
        BOOST_TEST(a.size() == big / sizeof(int));
        std::fill(a.begin(), a.end(), 7);
        BOOST_TEST(std::count(a.begin(), a.end(), 7) == static_cast<std::ptrdiff_t>(a.size()));
        first_block = a.data();
    }
    {
        // A slightly smaller array fits the kept block.
        base::host_array<int> b(big / sizeof(int) - 1000);
        BOOST_TEST(b.data() == first_block);
        // Growing beyond the block takes a new one; shrinking keeps it.
        b.resize(2 * big / sizeof(int));
        BOOST_TEST(b.size() == 2 * big / sizeof(int));
        const int* grown = b.data();
        b.resize(10);
        BOOST_TEST(b.data() == grown);
        base::host_array<int> moved(std::move(b));
        BOOST_TEST(moved.data() == grown);
        BOOST_TEST(b.data() == nullptr);
        BOOST_TEST(b.empty());
    }
    gp::release_resources();
    {
        base::host_array<double> small(5);
        for (int i = 0; i < 5; ++i) small[i] = i * 0.5;
        BOOST_TEST(small[4] == 2.0);
        base::host_array<int> none(0);
        BOOST_TEST(none.empty());
    }
}

// --- Matrix extents --------------------------------------------------------------------------

// A matrix that reports its size is checked against what the call indexes: rows and columns
// one past the largest descriptor for descriptor keys (a filtered graph's hidden vertices
// keep their places), n for index keys; associative matrices are looked into, never
// inserted into; matrices that cannot tell their size are not checked.
BOOST_AUTO_TEST_CASE(matrix_extents_are_checked_where_matrices_report_them)
{
    using layout::matrix_key;
    auto refused = [](auto&& check, const std::string& expected) {
        try {
            check();
            BOOST_ERROR("no invalid_input for: " + expected);
        } catch (const gp::invalid_input& e) {
            BOOST_TEST(std::string(e.what()).find(expected) != std::string::npos, e.what());
        }
    };
    vec_directed g(10);
    auto keep_even = [](std::size_t v) { return v % 2 == 0; };
    boost::filtered_graph<vec_directed, boost::keep_all, std::function<bool(std::size_t)>> fg(g, boost::keep_all(),
                                                                                            keep_even);
    const layout::vertex_numbering<decltype(fg)> numbering(fg);  // 0, 2, 4, 6, 8
    {
        // Descriptor keys reach 8: 9 rows and columns are needed, though only 5 vertices exist.
        std::vector<std::vector<int>> d(5, std::vector<int>(9));
        refused([&] { layout::check_matrix_extent<matrix_key::descriptor>(d, numbering, "call", "distance matrix"); },
                "call: the distance matrix has 5 rows; the graph's 5 vertices need 9");
        d.resize(9, std::vector<int>(9));
        d[8].resize(8);
        refused([&] { layout::check_matrix_extent<matrix_key::descriptor>(d, numbering, "call", "distance matrix"); },
                "call: row 8 of the distance matrix has 8 columns; the graph's 5 vertices need 9");
        d[8].resize(9);
        layout::check_matrix_extent<matrix_key::descriptor>(d, numbering, "call", "distance matrix");
        // Index keys need 5 of each: row 7 is never indexed.
        std::vector<std::vector<int>> e(5, std::vector<int>(5));
        layout::check_matrix_extent<matrix_key::index>(e, numbering, "call", "distance matrix");
    }
    {
        // An associative matrix of vector rows: a missing row would be inserted empty.
        std::map<std::size_t, std::vector<int>> d;
        for (std::size_t i = 0; i < 4; ++i) d[i].resize(5);
        refused([&] { layout::check_matrix_extent<matrix_key::index>(d, numbering, "call", "distance matrix"); },
                "call: row 4 of the distance matrix has 0 columns");
        BOOST_TEST(d.size() == 4u);
        d[4].resize(5);
        layout::check_matrix_extent<matrix_key::index>(d, numbering, "call", "distance matrix");
    }
    {
        // Associative rows, raw pointers and row maps returned by value are not checked.
        std::vector<std::map<std::size_t, int>> map_rows(5);
        layout::check_matrix_extent<matrix_key::index>(map_rows, numbering, "call", "distance matrix");
        BOOST_TEST(map_rows[0].empty());
        int** raw = nullptr;
        layout::check_matrix_extent<matrix_key::index>(raw, numbering, "call", "distance matrix");
        std::vector<int*> pointer_rows(4);
        refused([&] { layout::check_matrix_extent<matrix_key::index>(pointer_rows, numbering, "call", "matrix"); },
                "call: the matrix has 4 rows");
        using props = boost::exterior_vertex_property<vec_directed, int>;
        props::matrix_type storage(10);
        props::matrix_map_type by_value(storage, g);
        layout::check_matrix_extent<matrix_key::descriptor>(by_value, numbering, "call", "distance matrix");
    }
    {
        // C arrays and std::array rows report their extents.
        int c_array[5][4];
        refused([&] { layout::check_matrix_extent<matrix_key::index>(c_array, numbering, "call", "distance matrix"); },
                "row 0 of the distance matrix has 4 columns");
        std::vector<std::array<int, 5>> array_rows(5);
        layout::check_matrix_extent<matrix_key::index>(array_rows, numbering, "call", "distance matrix");
    }
}

// Host arrays beyond the machine's memory, or whose bytes overflow a size_t, throw
// host_memory_error naming the bytes, not std::bad_alloc.
BOOST_AUTO_TEST_CASE(host_arrays_beyond_memory_throw_host_memory_error)
{
    namespace base = gp::base;
    base::host_array<double> a;
    const std::size_t huge = std::size_t(1) << 60;  // 2^63 bytes
    try {
        a.resize(huge);
        BOOST_ERROR("no host_memory_error");
    } catch (const gp::host_memory_error& e) {
        BOOST_TEST(e.requested_bytes() == huge * sizeof(double));
        BOOST_TEST(std::string(e.what()).find(std::to_string(huge * sizeof(double)) + " bytes") != std::string::npos,
                   e.what());
    }
    BOOST_CHECK_THROW(a.resize((std::numeric_limits<std::size_t>::max)() / 4), gp::host_memory_error);
    BOOST_TEST(a.empty());
    std::vector<float> v(3, 1.f);
    BOOST_CHECK_THROW(base::resize_host_vector(v, huge, "a test vector"), gp::host_memory_error);
    BOOST_TEST(v.size() == 3u);
    BOOST_CHECK_THROW(base::new_host_array<std::uint32_t>(huge, "a test array"), gp::host_memory_error);
}
