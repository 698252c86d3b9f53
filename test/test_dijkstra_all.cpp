// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// gpu_dijkstra_all against boost::dijkstra_shortest_paths from every vertex, on every graph
// type, weight type and matrix type, with predecessor matrices; on every backend.
#include <boost/test/unit_test.hpp>

#include <boost_gpu_paths/dijkstra.hpp>
#include <boost_gpu_paths/io/generators.hpp>

#include "support/backends.hpp"
#include "support/random.hpp"
#include "test_dijkstra_common.hpp"

#include <boost/multi_array.hpp>

#include <algorithm>
#include <cstdint>
#include <limits>
#include <string>
#include <vector>

namespace gp = boost::gpu_paths;
using namespace dijkstra_test;
using test_support::backends_under_test;

namespace {

template <class Graph>
std::vector<typename boost::graph_traits<Graph>::vertex_descriptor> vertices_by_index(const Graph& g)
{
    std::vector<typename boost::graph_traits<Graph>::vertex_descriptor> by_index(num_vertices(g));
    for (auto v : boost::make_iterator_range(vertices(g))) by_index[get(boost::vertex_index, g, v)] = v;
    return by_index;
}

// Checks row by row against BGL: all distances, and the predecessor rows of every
// `predecessor_stride`-th source (each row's tree check walks every vertex's chain).
template <class D, class Graph, class Matrix, class PredecessorMatrix>
std::size_t check_matrix(const Graph& g, const Matrix& d, const PredecessorMatrix* p, D inf, const std::string& label,
                         std::size_t predecessor_stride = 1)
{
    using vertex = typename boost::graph_traits<Graph>::vertex_descriptor;
    const auto by_index = vertices_by_index(g);
    const std::size_t n = by_index.size();
    auto weight = get(boost::edge_weight, g);
    auto index = get(boost::vertex_index, g);
    std::size_t errors = 0;
    for (std::size_t i = 0; i < n; ++i) {
        const std::vector<vertex> source{by_index[i]};
        const std::vector<D> expected = bgl_distances<Graph, decltype(weight), decltype(index), D>(g, source, weight, index, inf);
        std::vector<D> row(n);
        for (std::size_t j = 0; j < n; ++j) row[j] = d[i][j];
        std::vector<vertex> predecessors;
        const bool with_predecessors = p && i % predecessor_stride == 0;
        if (with_predecessors) {
            for (std::size_t j = 0; j < n; ++j) {
                const std::size_t k = static_cast<std::size_t>((*p)[i][j]);
                predecessors.push_back(k < n ? by_index[k] : boost::graph_traits<Graph>::null_vertex());
            }
        }
        errors += check_shortest_paths(g, source, weight, index, row, with_predecessors ? &predecessors : nullptr,
                                       expected, inf, label + " row " + std::to_string(i));
    }
    return errors;
}

// gpu_dijkstra_all into a poisoned vector<vector> distance matrix and index predecessor
// matrix, on every backend, checked against BGL.
template <class D, class Graph>
void all_pairs_case(const Graph& g, const std::string& what, D inf = (std::numeric_limits<D>::max)(),
                    std::size_t predecessor_stride = 1, const gp::options& tuning = gp::default_options())
{
    const std::size_t n = num_vertices(g);
    for (auto kind : backends_under_test()) {
        const std::string label = what + " [" + gp::to_string(kind) + "]";
        std::vector<std::vector<D>> d(n, std::vector<D>(n, poison<D>()));
        std::vector<std::vector<std::size_t>> p(n, std::vector<std::size_t>(n, n + 5));
        gp::report report;
        boost::gpu_dijkstra_all(
            g, d,
            gp::report_to(report, gp::with_options(tuning, gp::use_backend(kind, gp::predecessor_matrix(
                                                                 p, boost::weight_map(get(boost::edge_weight, g))
                                                                        .distance_inf(inf))))));
        BOOST_TEST(static_cast<int>(report.backend) == static_cast<int>(kind));
        BOOST_TEST(!report.method.empty());
        const std::size_t errors = check_matrix<D>(g, d, &p, inf, label, predecessor_stride);
        BOOST_TEST(errors == 0u, label << ": " << errors << " wrong entries");
    }
}

// As all_pairs_case, distances only.
template <class D, class Graph>
void distances_only_case(const Graph& g, const std::string& what, D inf, const gp::options& tuning,
                         const char* method_contains)
{
    const std::size_t n = num_vertices(g);
    for (auto kind : backends_under_test()) {
        const std::string label = what + " [" + gp::to_string(kind) + "]";
        std::vector<std::vector<D>> d(n, std::vector<D>(n, poison<D>()));
        gp::report report;
        boost::gpu_dijkstra_all(g, d, gp::report_to(report, gp::with_options(tuning, gp::use_backend(
                                                                                 kind, boost::distance_inf(inf)))));
        BOOST_TEST(report.method.find(method_contains) != std::string::npos, label << ": " << report.method);
        const std::size_t errors =
            check_matrix<D>(g, d, static_cast<const std::vector<std::vector<std::size_t>>*>(nullptr), inf, label);
        BOOST_TEST(errors == 0u, label << ": " << errors << " wrong entries");
    }
}

template <class W>
void random_all_pairs(std::uint64_t salt, bool fractional, const std::string& name)
{
    auto rng = test_support::make_rng(salt);
    for (std::size_t n : {1, 2, 9, 80, 300}) {
        edge_shape shape;
        shape.n = n;
        shape.m = 4 * n;
        shape.fractional = fractional;
        const auto g = build<vec_graph<W>>(n, random_edges<W>(rng, shape));
        all_pairs_case<W>(g, name + " n=" + std::to_string(n));
    }
}

}  // namespace

// --- Weight types ------------------------------------------------------------------------

BOOST_AUTO_TEST_CASE(int_weights) { random_all_pairs<int>(1, false, "int"); }
BOOST_AUTO_TEST_CASE(int64_weights) { random_all_pairs<std::int64_t>(2, false, "int64"); }
BOOST_AUTO_TEST_CASE(unsigned_weights) { random_all_pairs<unsigned>(3, false, "unsigned"); }
BOOST_AUTO_TEST_CASE(float_whole_weights) { random_all_pairs<float>(4, false, "float (whole)"); }
BOOST_AUTO_TEST_CASE(float_fractional_weights) { random_all_pairs<float>(5, true, "float"); }
BOOST_AUTO_TEST_CASE(double_fractional_weights) { random_all_pairs<double>(6, true, "double"); }

// --- Graph types -------------------------------------------------------------------------

BOOST_AUTO_TEST_CASE(every_graph_type)
{
    auto rng = test_support::make_rng(10);
    edge_shape shape;
    shape.n = 150;
    shape.m = 600;
    const auto edges = random_edges<int>(rng, shape);
    all_pairs_case<int>(build<vec_graph<int, boost::undirectedS>>(shape.n, edges), "undirected");
    all_pairs_case<int>(build<vec_graph<int, boost::bidirectionalS>>(shape.n, edges), "bidirectional");
    all_pairs_case<int>(build<list_graph<int>>(shape.n, edges), "listS with vertex_index");
    all_pairs_case<int>(build<matrix_graph<int>>(shape.n, edges), "adjacency_matrix");
    all_pairs_case<int>(build_csr<int>(shape.n, edges), "csr uint32");
    all_pairs_case<int>(build_csr<int, std::size_t>(shape.n, edges), "csr size_t");
}

// --- Matrix types ------------------------------------------------------------------------

BOOST_AUTO_TEST_CASE(matrix_types)
{
    auto rng = test_support::make_rng(20);
    constexpr std::size_t n = 40;
    edge_shape shape;
    shape.n = n;
    shape.m = 120;
    const auto g = build<vec_graph<int>>(n, random_edges<int>(rng, shape));
    const int inf = (std::numeric_limits<int>::max)();
    for (auto kind : backends_under_test()) {
        const std::string label = std::string(" [") + gp::to_string(kind) + "]";
        {
            boost::multi_array<int, 2> d(boost::extents[n][n]);
            std::fill(d.data(), d.data() + d.num_elements(), -7);
            boost::multi_array<std::uint32_t, 2> p(boost::extents[n][n]);
            std::fill(p.data(), p.data() + p.num_elements(), 999u);
            // True, as johnson_all_pairs_shortest_paths returns for non-negative weights.
            BOOST_TEST(boost::gpu_dijkstra_all(g, d, gp::use_backend(kind, gp::predecessor_matrix(p))));
            BOOST_TEST(check_matrix<int>(g, d, &p, inf, "multi_array" + label) == 0u);
        }
        {
            int d[n][n];
            std::vector<std::vector<std::uint32_t>> p(n, std::vector<std::uint32_t>(n, 999u));
            for (auto& row : d) std::fill(row, row + n, -7);
            boost::gpu_dijkstra_all(g, d, gp::use_backend(kind, gp::predecessor_matrix(p)));
            BOOST_TEST(check_matrix<int>(g, d, &p, inf, "C array, uint32 predecessors" + label) == 0u);
        }
        {
            // Distances in another type than the weights.
            std::vector<std::vector<double>> d(n, std::vector<double>(n, -7.0));
            boost::gpu_dijkstra_all(g, d, gp::use_backend(kind, boost::weight_map(get(boost::edge_weight, g))));
            BOOST_TEST(check_matrix<double>(g, d, static_cast<std::vector<std::vector<int>>*>(nullptr),
                                            (std::numeric_limits<double>::max)(), "double matrix of int weights" + label) ==
                       0u);
        }
        {
            // The default parameters.
            std::vector<std::vector<int>> d(n, std::vector<int>(n, -7));
            boost::gpu_dijkstra_all(g, d);
            BOOST_TEST(check_matrix<int>(g, d, static_cast<std::vector<std::vector<int>>*>(nullptr), inf, "defaults") == 0u);
        }
    }
}

// --- Edge cases --------------------------------------------------------------------------

BOOST_AUTO_TEST_CASE(empty_and_single_vertex_graphs)
{
    for (auto kind : backends_under_test()) {
        vec_graph<int> empty;
        std::vector<std::vector<int>> d;
        boost::gpu_dijkstra_all(empty, d, gp::use_backend(kind));
        BOOST_TEST(d.empty());
        vec_graph<int> one(1);
        add_edge(0, 0, 4, one);
        std::vector<std::vector<int>> e(1, std::vector<int>(1, -7));
        std::vector<std::vector<std::size_t>> p(1, std::vector<std::size_t>(1, 9));
        boost::gpu_dijkstra_all(one, e, gp::use_backend(kind, gp::predecessor_matrix(p)));
        BOOST_TEST(e[0][0] == 0);
        BOOST_TEST(p[0][0] == 0u);
    }
}

BOOST_AUTO_TEST_CASE(unreachable_pairs_and_custom_inf)
{
    auto rng = test_support::make_rng(30);
    edge_shape shape;
    shape.n = 200;
    shape.m = 300;  // sparse: many unreachable pairs
    shape.unreachable = 0.2;
    const auto g = build<vec_graph<int>>(shape.n, random_edges<int>(rng, shape));
    all_pairs_case<int>(g, "sparse");
    all_pairs_case<int>(g, "inf = 120", 120);
    const auto h = build<vec_graph<double>>(shape.n, random_edges<double>(rng, shape));
    all_pairs_case<double>(h, "IEEE infinity", std::numeric_limits<double>::infinity());
}

// A matrix wider than the weights: an edge of the weight type's maximum is a real edge,
// as in BGL, which adds in the distance type.
BOOST_AUTO_TEST_CASE(weight_type_maximum_is_an_edge_for_a_wider_matrix)
{
    vec_graph<int> g(4);
    add_edge(0, 1, (std::numeric_limits<int>::max)(), g);
    add_edge(1, 2, 3, g);
    add_edge(2, 0, 1, g);
    all_pairs_case<std::int64_t>(g, "int64 matrix of int weights");
    all_pairs_case<double>(g, "double matrix of int weights");
}

BOOST_AUTO_TEST_CASE(zero_weight_plateaus)
{
    auto rng = test_support::make_rng(40);
    edge_shape shape;
    shape.n = 250;
    shape.m = 800;
    shape.zero_fraction = 0.6;
    shape.max_weight = 4;
    all_pairs_case<int>(build<vec_graph<int>>(shape.n, random_edges<int>(rng, shape)), "mostly zero weights");
    all_pairs_case<float>(build<vec_graph<float>>(shape.n, random_edges<float>(rng, shape)), "mostly zero floats");
}

// Every vertex is a source, so any negative weight is reached: negative_edge, as a
// Dijkstra from every vertex would throw.
BOOST_AUTO_TEST_CASE(negative_weight_throws_negative_edge)
{
    vec_graph<int> g(4);
    add_edge(0, 1, 3, g);
    add_edge(2, 3, -1, g);
    std::vector<std::vector<int>> d(4, std::vector<int>(4));
    for (auto kind : backends_under_test())
        BOOST_CHECK_THROW(boost::gpu_dijkstra_all(g, d, gp::use_backend(kind)), boost::negative_edge);
}

// The dense closure in place of the searches (sssp.all_pairs): the same results on every
// weight type, on unreachable pairs, a caller's inf, zero-weight plateaus and graph types,
// and the method named in the report. Dense graphs, where automatic takes the closure on
// the CUDA backend, run under each method forced.
gp::options with_all_pairs_method(gp::sssp_options::all_pairs_method method)
{
    gp::options tuning = gp::default_options();
    tuning.sssp.all_pairs = method;
    return tuning;
}

BOOST_AUTO_TEST_CASE(dense_closure_method)
{
    using method = gp::sssp_options::all_pairs_method;
    const gp::options closure = with_all_pairs_method(method::closure);
    auto rng = test_support::make_rng(50);
    // Under the sanitizer runs every graph of this case is smaller; the dense one still
    // takes the CUDA backend (sssp_options::all_pairs_cuda_from).
    for (std::size_t n : test_support::sized<std::size_t>({1, 2, 9, 130}, {1, 2, 9, 70})) {
        edge_shape shape;
        shape.n = n;
        shape.m = 4 * n;
        const std::string at = " n=" + std::to_string(n);
        all_pairs_case<int>(build<vec_graph<int>>(n, random_edges<int>(rng, shape)), "closure int" + at, 0x7fffffff, 1,
                            closure);
        all_pairs_case<std::int64_t>(build<vec_graph<std::int64_t>>(n, random_edges<std::int64_t>(rng, shape)),
                                     "closure int64" + at, (std::numeric_limits<std::int64_t>::max)(), 1, closure);
        shape.fractional = true;
        all_pairs_case<float>(build<vec_graph<float>>(n, random_edges<float>(rng, shape)), "closure float" + at,
                              (std::numeric_limits<float>::max)(), 1, closure);
        all_pairs_case<double>(build<vec_graph<double>>(n, random_edges<double>(rng, shape)), "closure double" + at,
                               std::numeric_limits<double>::infinity(), 1, closure);
        // Floating-point predecessors stay with the searches (below): distances alone here.
        distances_only_case<float>(build<vec_graph<float>>(n, random_edges<float>(rng, shape)),
                                   "closure float distances" + at, (std::numeric_limits<float>::max)(), closure,
                                   "dense closure");
        distances_only_case<double>(build<vec_graph<double>>(n, random_edges<double>(rng, shape)),
                                    "closure double distances" + at, std::numeric_limits<double>::infinity(), closure,
                                    "dense closure");
    }
    edge_shape sparse;
    sparse.n = test_support::sized<std::size_t>(150, 70);
    sparse.m = sparse.n * 4 / 3;
    sparse.unreachable = 0.2;
    const auto edges = random_edges<int>(rng, sparse);
    all_pairs_case<int>(build<vec_graph<int>>(sparse.n, edges), "closure sparse, inf = 120", 120, 1, closure);
    all_pairs_case<int>(build<vec_graph<int, boost::undirectedS>>(sparse.n, edges), "closure undirected", 0x7fffffff,
                        1, closure);
    all_pairs_case<int>(build<list_graph<int>>(sparse.n, edges), "closure listS", 0x7fffffff, 1, closure);
    edge_shape plateaus;
    plateaus.n = test_support::sized<std::size_t>(120, 60);
    plateaus.m = plateaus.n * 25 / 6;
    plateaus.zero_fraction = 0.6;
    plateaus.max_weight = 4;
    all_pairs_case<int>(build<vec_graph<int>>(plateaus.n, random_edges<int>(rng, plateaus)), "closure plateaus",
                        0x7fffffff, 1, closure);

    // A dense graph under every method; the report names the closure where it ran.
    edge_shape dense;
    dense.n = test_support::sized<std::size_t>(300, 160);
    dense.m = dense.n * dense.n / 2;
    const auto g = build<vec_graph<int>>(dense.n, random_edges<int>(rng, dense));
    for (method m : {method::automatic, method::searches, method::closure})
        all_pairs_case<int>(g, "dense, method " + std::to_string(static_cast<int>(m)), 0x7fffffff, 16,
                            with_all_pairs_method(m));
    for (auto kind : backends_under_test()) {
        for (method m : {method::searches, method::closure}) {
            std::vector<std::vector<int>> d(dense.n, std::vector<int>(dense.n));
            gp::report report;
            boost::gpu_dijkstra_all(g, d, gp::report_to(report, gp::with_options(with_all_pairs_method(m),
                                                                                   gp::use_backend(kind))));
            const bool by_closure = report.method.find("dense closure") != std::string::npos;
            BOOST_TEST(by_closure == (m == method::closure), report.method);
        }
        // Floating-point predecessors stay with the searches, whose parents are exactly tight.
        const auto h = build<vec_graph<float>>(dense.n, random_edges<float>(rng, dense));
        std::vector<std::vector<float>> d(dense.n, std::vector<float>(dense.n));
        std::vector<std::vector<std::size_t>> p(dense.n, std::vector<std::size_t>(dense.n));
        gp::report report;
        boost::gpu_dijkstra_all(h, d, gp::report_to(report, gp::with_options(closure, gp::use_backend(
                                                                                 kind, gp::predecessor_matrix(p)))));
        BOOST_TEST(report.method.find("dense closure") == std::string::npos, report.method);
    }
}

BOOST_AUTO_TEST_CASE(invalid_inputs)
{
    vec_graph<double> g(3);
    add_edge(0, 1, 1.0, g);
    add_edge(1, 2, std::numeric_limits<double>::quiet_NaN(), g);
    std::vector<std::vector<double>> d(3, std::vector<double>(3));
    vec_graph<int> h(2);
    add_edge(0, 1, 1, h);
    std::vector<std::vector<int>> e(2, std::vector<int>(2));
    for (auto kind : backends_under_test()) {
        BOOST_CHECK_THROW(boost::gpu_dijkstra_all(g, d, gp::use_backend(kind)), gp::invalid_input);
        BOOST_CHECK_THROW(boost::gpu_dijkstra_all(h, e, gp::use_backend(kind, boost::distance_zero(1))), gp::invalid_input);
    }
}

// johnson_all_pairs_shortest_paths writes past the end of a short matrix; a matrix that
// reports its size is refused, naming both sizes, before anything in it (or in the
// predecessor matrix) changes. A larger one is accepted, its extra cells left alone.
BOOST_AUTO_TEST_CASE(short_matrices_are_refused_untouched)
{
    constexpr std::size_t n = 4;
    vec_graph<int> g(n);
    add_edge(0, 1, 2, g);
    add_edge(1, 3, 5, g);
    const int inf = (std::numeric_limits<int>::max)();
    auto refused = [](auto&& call, const std::string& expected) {
        try {
            call();
            BOOST_ERROR("no invalid_input for: " + expected);
        } catch (const gp::invalid_input& e) {
            BOOST_TEST(std::string(e.what()).find(expected) != std::string::npos, e.what());
        }
    };
    for (auto kind : backends_under_test()) {
        const auto on = gp::use_backend(kind);
        std::vector<std::vector<int>> few_rows(n - 1, std::vector<int>(n, -7));
        refused([&] { boost::gpu_dijkstra_all(g, few_rows, on); },
                "gpu_dijkstra_all: the distance matrix has 3 rows; the graph's 4 vertices need 4");
        BOOST_TEST((few_rows == std::vector<std::vector<int>>(n - 1, std::vector<int>(n, -7))));

        std::vector<std::vector<int>> short_row(n, std::vector<int>(n, -7));
        short_row[2].resize(1);
        const auto short_row_before = short_row;
        refused([&] { boost::gpu_dijkstra_all(g, short_row, on); },
                "gpu_dijkstra_all: row 2 of the distance matrix has 1 columns; the graph's 4 vertices need 4");
        BOOST_TEST((short_row == short_row_before));

        boost::multi_array<int, 2> narrow(boost::extents[n][n - 1]);
        std::fill(narrow.data(), narrow.data() + narrow.num_elements(), -7);
        refused([&] { boost::gpu_dijkstra_all(g, narrow, on); }, "row 0 of the distance matrix has 3 columns");
        BOOST_TEST(std::count(narrow.data(), narrow.data() + narrow.num_elements(), -7) ==
                   static_cast<std::ptrdiff_t>(narrow.num_elements()));

        std::vector<std::vector<int>> d(n, std::vector<int>(n, -7));
        std::vector<std::vector<std::uint32_t>> p(n - 2, std::vector<std::uint32_t>(n, 9));
        refused([&] { boost::gpu_dijkstra_all(g, d, gp::use_backend(kind, gp::predecessor_matrix(p))); },
                "the predecessor matrix has 2 rows");
        BOOST_TEST((d == std::vector<std::vector<int>>(n, std::vector<int>(n, -7))));

        std::vector<std::vector<int>> large(n + 1, std::vector<int>(n + 2, -7));
        boost::gpu_dijkstra_all(g, large, on);
        BOOST_TEST(large[0][3] == 7);
        BOOST_TEST(large[3][0] == inf);
        BOOST_TEST(large[0][n] == -7);
        BOOST_TEST(large[n][0] == -7);
    }
}

// Small batches: the CUDA backend's pipeline turns over many times (rows, parents and
// the scratch of every block reused), with sources in increasing order.
BOOST_AUTO_TEST_CASE(many_small_batches)
{
    auto rng = test_support::make_rng(50);
    edge_shape shape;
    // Under the sanitizer runs smaller graphs (still 200 batches of one row).
    shape.n = test_support::sized<std::size_t>(700, 200);
    shape.m = 5 * shape.n;
    shape.zero_fraction = 0.2;
    const auto g = build<vec_graph<int>>(shape.n, random_edges<int>(rng, shape));
    for (std::uint32_t rows : {1u, 7u, 64u}) {
        gp::options tuning = gp::default_options();
        tuning.sssp.batch_rows = rows;
        all_pairs_case<int>(g, "batches of " + std::to_string(rows), (std::numeric_limits<int>::max)(), 5, tuning);
    }
    // A G(n, m) graph of the benchmark's kind, on the automatic batch size.
    const std::uint32_t gnm_n = test_support::sized(2000u, 500u);
    const auto list =
        gp::io::generate_gnm(gnm_n, 6 * gnm_n, test_support::run_seed(), gp::io::weight_range{1, 10, true});
    std::vector<edge<int>> edges;
    for (std::size_t e = 0; e < list.edge_count(); ++e)
        edges.push_back({list.sources[e], list.targets[e], static_cast<int>(list.weight(e))});
    all_pairs_case<int>(build_csr<int>(list.vertex_count, edges),
                        "G(" + std::to_string(gnm_n) + ", " + std::to_string(6 * gnm_n) + ")",
                        (std::numeric_limits<int>::max)(), 50);
}

// --- Real graphs -------------------------------------------------------------------------

BOOST_AUTO_TEST_CASE(rome99_all_pairs, *boost::unit_test::precondition(data_present{"dimacs9/rome99.gr"}))
{
    std::size_t n = 0;
    // Under the sanitizer runs, 1000 of its 3353 vertices.
    const auto edges = reduced_graph(read_edges<int>("dimacs9/rome99.gr", n), n, 1000);
    all_pairs_case<int>(build_csr<int>(n, edges), "rome99", (std::numeric_limits<int>::max)(), 97);
}

BOOST_AUTO_TEST_CASE(openflights_all_pairs,
                     *boost::unit_test::precondition(data_present{"openflights/openflights-routes-km.gr.gz"}))
{
    std::size_t n = 0;
    // Under the sanitizer runs, 600 of its 3214 airports.
    const auto edges = reduced_graph(read_edges<double>("openflights/openflights-routes-km.gr.gz", n), n, 600);
    all_pairs_case<double>(build_csr<double>(n, edges), "openflights", (std::numeric_limits<double>::max)(), 97);
}
