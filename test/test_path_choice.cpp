// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Where automatic calls run (detail/interface/path_choice.hpp), and the sequential path:
// BFS and Dijkstra on BGL's own algorithm for graphs too small for the backends. The
// sequential path is compared with BGL itself on random graphs (its answers must be BGL's
// to the predecessor), with every output form the drop-ins take, and on the inputs the
// drop-ins refuse.
#include <boost/test/unit_test.hpp>

#include <boost_gpu_paths/breadth_first_search.hpp>
#include <boost_gpu_paths/detail/front_end/parameters.hpp>
#include <boost_gpu_paths/detail/front_end/sequential_scratch.hpp>
#include <boost_gpu_paths/detail/interface/path_choice.hpp>
#include <boost_gpu_paths/dijkstra.hpp>
#include <boost_gpu_paths/errors.hpp>
#include <boost_gpu_paths/floyd_warshall.hpp>

#include "support/backends.hpp"

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/breadth_first_search.hpp>
#include <boost/graph/compressed_sparse_row_graph.hpp>
#include <boost/graph/dijkstra_shortest_paths.hpp>
#include <boost/graph/exception.hpp>
#include <boost/graph/floyd_warshall_shortest.hpp>

#include "support/graph_builders.hpp"
#include "support/random.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <limits>
#include <string>
#include <thread>
#include <vector>

namespace gp = boost::gpu_paths;
namespace api = boost::gpu_paths::backend_api;

namespace {

template <class W>
struct edge {
    std::size_t u, v;
    W w;
};

template <class W>
std::vector<edge<W>> random_edges(std::mt19937_64& rng, std::size_t n, std::size_t m, W lo, W hi)
{
    std::vector<edge<W>> out;
    if (n == 0) return out;
    std::uniform_int_distribution<std::size_t> pick(0, n - 1);
    std::uniform_real_distribution<double> weight(static_cast<double>(lo), static_cast<double>(hi));
    for (std::size_t e = 0; e < m; ++e) {
        const double w = weight(rng);
        out.push_back({pick(rng), pick(rng), std::is_integral<W>::value ? static_cast<W>(std::floor(w)) : static_cast<W>(w)});
    }
    return out;
}

template <class W>
using directed = boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS, boost::no_property,
                                       boost::property<boost::edge_weight_t, W>>;
template <class W>
using undirected = boost::adjacency_list<boost::vecS, boost::vecS, boost::undirectedS, boost::no_property,
                                         boost::property<boost::edge_weight_t, W>>;
template <class W>
using csr = boost::compressed_sparse_row_graph<boost::directedS, boost::no_property,
                                               boost::property<boost::edge_weight_t, W>>;

// Options under which an automatic call takes BGL's sequential algorithm wherever the
// front end can run it (no backend would be faster).
gp::options sequential_everywhere()
{
    gp::options o;
    o.bfs.cuda_from = o.bfs.host_from = ~std::uint64_t(0);
    o.sssp.cuda_from = o.sssp.host_from = ~std::uint64_t(0);
    return o;
}

template <class Graph>
auto index_map(std::vector<std::size_t>& values, const Graph& g)
{
    return boost::make_iterator_property_map(values.begin(), get(boost::vertex_index, g));
}

// BFS through the sequential path against BGL, with the recorder idiom (exactly BGL's
// outputs) and with the drop-in's named outputs.
template <class Graph>
void check_bfs(const Graph& g, const std::vector<std::size_t>& sources, const std::string& what)
{
    const std::size_t n = num_vertices(g);
    const std::size_t poison = 777777;
    std::vector<std::size_t> bd(n, poison), bp(n, poison), gd(n, poison), gpp(n, poison);
    for (std::size_t s : sources) bd[s] = gd[s] = 0;
    auto bgl = boost::make_bfs_visitor(std::make_pair(boost::record_distances(index_map(bd, g), boost::on_tree_edge()),
                                                      boost::record_predecessors(index_map(bp, g), boost::on_tree_edge())));
    boost::queue<std::size_t> q;
    std::vector<boost::default_color_type> colors(n);
    boost::breadth_first_search(g, sources.begin(), sources.end(), q, bgl,
                                boost::make_iterator_property_map(colors.begin(), get(boost::vertex_index, g)));
    auto ours = boost::make_bfs_visitor(std::make_pair(boost::record_distances(index_map(gd, g), boost::on_tree_edge()),
                                                       boost::record_predecessors(index_map(gpp, g), boost::on_tree_edge())));
    gp::report r;
    boost::gpu_breadth_first_search(g, sources.begin(), sources.end(),
                                    gp::report_to(r, gp::with_options(sequential_everywhere(), boost::visitor(ours))));
    BOOST_TEST(r.method.find("boost::breadth_first_search") == 0, what << ": ran " << r.method);
    BOOST_TEST(bd == gd, what << ": recorded distances differ from BGL's");
    BOOST_TEST(bp == gpp, what << ": recorded predecessors differ from BGL's");

    // The named outputs: hops (max() unreached), predecessors (own for sources and
    // unreached), colors (black reached, white not).
    std::vector<std::size_t> d(n, poison), p(n, poison);
    std::vector<boost::default_color_type> c(n, boost::gray_color);
    boost::gpu_breadth_first_search(
        g, sources.begin(), sources.end(),
        gp::with_options(sequential_everywhere(),
                         boost::distance_map(index_map(d, g)).predecessor_map(index_map(p, g)).color_map(
                             boost::make_iterator_property_map(c.begin(), get(boost::vertex_index, g)))));
    std::size_t wrong = 0;
    for (std::size_t v = 0; v < n; ++v) {
        const bool reached = colors[v] == boost::black_color;
        const bool source = std::find(sources.begin(), sources.end(), v) != sources.end();
        wrong += c[v] != (reached ? boost::black_color : boost::white_color);
        wrong += d[v] != (source ? 0 : reached ? bd[v] : std::numeric_limits<std::size_t>::max());
        wrong += p[v] != (source || !reached ? v : bp[v]);
    }
    BOOST_TEST(wrong == 0u, what << ": " << wrong << " wrong named outputs");
}

template <class D, class Graph>
void check_dijkstra(const Graph& g, const std::vector<std::size_t>& sources, const std::string& what)
{
    const std::size_t n = num_vertices(g);
    std::vector<D> bd(n), gd(n, D(-3));
    std::vector<std::size_t> bp(n), gpp(n, 999999);
    const auto index = get(boost::vertex_index, g);
    boost::dijkstra_shortest_paths(g, sources.begin(), sources.end(), boost::make_iterator_property_map(bp.begin(), index),
                                   boost::make_iterator_property_map(bd.begin(), index), get(boost::edge_weight, g), index,
                                   std::less<D>(), std::plus<D>(), (std::numeric_limits<D>::max)(), D(0),
                                   boost::dijkstra_visitor<boost::null_visitor>());
    gp::report r;
    boost::gpu_dijkstra_shortest_paths(
        g, sources.begin(), sources.end(),
        gp::report_to(r, gp::with_options(sequential_everywhere(),
                                          boost::distance_map(boost::make_iterator_property_map(gd.begin(), index))
                                              .predecessor_map(boost::make_iterator_property_map(gpp.begin(), index)))));
    BOOST_TEST(r.method.find("boost::dijkstra_shortest_paths") == 0, what << ": ran " << r.method);
    BOOST_TEST(bd == gd, what << ": distances differ from BGL's");
    BOOST_TEST(bp == gpp, what << ": predecessors differ from BGL's");
    // Without a report the call decides before it builds its context (sequential_at_once).
    std::vector<D> quiet_d(n, D(-3));
    std::vector<std::size_t> quiet_p(n, 999999);
    boost::gpu_dijkstra_shortest_paths(
        g, sources.begin(), sources.end(),
        gp::with_options(sequential_everywhere(),
                         boost::distance_map(boost::make_iterator_property_map(quiet_d.begin(), index))
                             .predecessor_map(boost::make_iterator_property_map(quiet_p.begin(), index))));
    BOOST_TEST(bd == quiet_d, what << ": distances differ from BGL's (no report)");
    BOOST_TEST(bp == quiet_p, what << ": predecessors differ from BGL's (no report)");
}

// Sizes on both sides of the thread scratch's limit (sequential_scratch.hpp), where the
// sequential path changes from scratch arrays to BGL's own allocations.
std::vector<std::size_t> sizes_around_scratch()
{
    const std::size_t limit = gp::detail::scratch_vertices;
    return {1, 2, 9, 100, 1000, 5000, limit - 1, limit, limit + 1};
}

}  // namespace

BOOST_AUTO_TEST_CASE(sequential_bfs_is_bgl)
{
    auto rng = test_support::make_rng(1);
    for (std::size_t n : sizes_around_scratch()) {
        for (double degree : {0.5, 2.0, 6.0}) {
            const auto edges = random_edges<int>(rng, n, static_cast<std::size_t>(degree * n), 1, 10);
            std::uniform_int_distribution<std::size_t> pick(0, n - 1);
            const std::vector<std::size_t> one{pick(rng)}, several{pick(rng), pick(rng), pick(rng)};
            const std::string what = "n = " + std::to_string(n) + ", degree " + std::to_string(degree);
            check_bfs(test_support::build_graph<directed<int>>(n, edges), one, what + ", directed");
            check_bfs(test_support::build_graph<undirected<int>>(n, edges), several, what + ", undirected, 3 sources");
            check_bfs(test_support::build_csr_graph<csr<int>>(n, edges), one, what + ", CSR");
        }
    }
}

BOOST_AUTO_TEST_CASE(sequential_dijkstra_is_bgl)
{
    auto rng = test_support::make_rng(2);
    for (std::size_t n : sizes_around_scratch()) {
        std::uniform_int_distribution<std::size_t> pick(0, n - 1);
        const std::vector<std::size_t> one{pick(rng)}, several{pick(rng), pick(rng)};
        const std::string what = "n = " + std::to_string(n);
        const auto ints = random_edges<int>(rng, n, 4 * n, 0, 100);
        check_dijkstra<int>(test_support::build_graph<directed<int>>(n, ints), one, what + ", int");
        check_dijkstra<int>(test_support::build_graph<undirected<int>>(n, ints), several, what + ", int undirected");
        check_dijkstra<int>(test_support::build_csr_graph<csr<int>>(n, ints), one, what + ", int CSR");
        const auto doubles = random_edges<double>(rng, n, 4 * n, 0.0, 5.0);
        check_dijkstra<double>(test_support::build_graph<directed<double>>(n, doubles), one, what + ", double");
    }
}

// A negative distance_inf: a vertex at "infinite" distance is examined before the sources
// and relaxes its targets from there, as in BGL, whose closed_plus takes -5 + 2 for inf
// (s2 gets -5 through a).
BOOST_AUTO_TEST_CASE(sequential_dijkstra_with_a_negative_distance_inf_is_bgl)
{
    const gp::options o = sequential_everywhere();
    directed<int> g(3);  // s1 = 0, a = 1, s2 = 2
    add_edge(0, 1, 1, g);
    add_edge(1, 2, 2, g);
    const std::vector<std::size_t> sources{0, 2};
    std::vector<int> expected(3), got(3, 99);
    std::vector<std::size_t> p_expected(3), p_got(3);
    boost::dijkstra_shortest_paths(g, sources.begin(), sources.end(), &p_expected[0], &expected[0],
                                   get(boost::edge_weight, g), get(boost::vertex_index, g), std::less<int>(),
                                   boost::closed_plus<int>(-5), -5, 0, boost::dijkstra_visitor<boost::null_visitor>());
    boost::gpu_dijkstra_shortest_paths(
        g, sources.begin(), sources.end(),
        gp::with_options(o, boost::distance_map(&got[0]).predecessor_map(&p_got[0]).distance_inf(-5)));
    BOOST_TEST(expected[2] == -5);
    BOOST_TEST(got == expected, boost::test_tools::per_element());
    BOOST_TEST(p_got == p_expected, boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(sequential_dijkstra_refuses_what_the_drop_in_refuses)
{
    const gp::options o = sequential_everywhere();
    // A negative edge a source reaches: BGL's negative_edge; one it does not reach: none.
    directed<int> g(4);
    add_edge(0, 1, 2, g);
    add_edge(1, 2, -1, g);
    add_edge(3, 0, -5, g);
    std::vector<int> d(4);
    BOOST_CHECK_THROW(boost::gpu_dijkstra_shortest_paths(g, 0, gp::with_options(o, boost::distance_map(&d[0]))),
                      boost::negative_edge);
    BOOST_CHECK_NO_THROW(boost::gpu_dijkstra_shortest_paths(g, 2, gp::with_options(o, boost::distance_map(&d[0]))));
    // A path length that leaves int: weight_overflow instead of a wrapped number.
    directed<int> big(3);
    add_edge(0, 1, std::numeric_limits<int>::max() - 5, big);
    add_edge(1, 2, 10, big);
    BOOST_CHECK_THROW(boost::gpu_dijkstra_shortest_paths(big, 0, gp::with_options(o, boost::distance_map(&d[0]))),
                      gp::weight_overflow);
    // NaN on an examined edge.
    directed<double> nan(2);
    add_edge(0, 1, std::numeric_limits<double>::quiet_NaN(), nan);
    std::vector<double> dd(2);
    BOOST_CHECK_THROW(boost::gpu_dijkstra_shortest_paths(nan, 0, gp::with_options(o, boost::distance_map(&dd[0]))),
                      gp::invalid_input);
    // A source that is no vertex, and a distance_zero other than 0.
    BOOST_CHECK_THROW(boost::gpu_dijkstra_shortest_paths(g, 9, gp::with_options(o, boost::distance_map(&d[0]))),
                      gp::invalid_input);
    BOOST_CHECK_THROW(boost::gpu_dijkstra_shortest_paths(g, 0, gp::with_options(o, boost::distance_map(&d[0]).distance_zero(1))),
                      gp::invalid_input);
    // A hop count that does not fit below the distance map's maximum.
    directed<int> path(300);
    for (int v = 0; v + 1 < 300; ++v) add_edge(v, v + 1, 1, path);
    std::vector<unsigned char> hops(300);
    BOOST_CHECK_THROW(boost::gpu_breadth_first_search(path, 0, gp::with_options(o, boost::distance_map(&hops[0]))),
                      gp::invalid_input);
    BOOST_CHECK_THROW(boost::gpu_breadth_first_search(path, 400, gp::with_options(o)), gp::invalid_input);
}

BOOST_AUTO_TEST_CASE(small_graphs_take_the_sequential_path_by_default)
{
    // (Unless the environment forces a backend for the whole run.)
    if (gp::default_options().bfs.host_from != gp::options().bfs.host_from ||
        std::getenv("BOOST_GPU_PATHS_BACKEND"))
        return;
    directed<int> g(100);
    for (int v = 0; v + 1 < 100; ++v) add_edge(v, v + 1, 1, g);
    std::vector<int> d(100);
    gp::report r;
    boost::gpu_breadth_first_search(g, 0, gp::report_to(r, boost::distance_map(&d[0])));
    BOOST_TEST(r.method.find("boost::breadth_first_search") == 0, r.method);
    BOOST_TEST(d[99] == 99);
    gp::report s;
    boost::gpu_dijkstra_shortest_paths(g, 0, gp::report_to(s, boost::distance_map(&d[0])));
    BOOST_TEST(s.method.find("boost::dijkstra_shortest_paths") == 0, s.method);
    BOOST_TEST(d[99] == 99);
    // A forced backend runs where it is told.
    gp::report h;
    boost::gpu_breadth_first_search(g, 0, gp::report_to(h, gp::use_backend(gp::backend_kind::host, boost::distance_map(&d[0]))));
    BOOST_TEST(h.method.find("boost::") == std::string::npos, h.method);
    BOOST_TEST(static_cast<int>(h.backend) == static_cast<int>(gp::backend_kind::host));
}

// A source with no out-edge reaches nothing: the search is its outputs' initialisation,
// which BGL's loop does at once, whatever the graph's size (the backends would lay the
// whole graph out first). A source that reaches the graph takes the backends as before.
BOOST_AUTO_TEST_CASE(a_source_that_reaches_nothing_takes_bgls_loop_at_any_size)
{
    if (gp::default_options().bfs.host_from != gp::options().bfs.host_from ||
        gp::default_options().sssp.host_from != gp::options().sssp.host_from || std::getenv("BOOST_GPU_PATHS_BACKEND"))
        return;
    const int n = 150000;
    directed<int> g(n);
    for (int v = 1; v + 1 < n; ++v) add_edge(v, v + 1, 2, g);
    std::vector<int> d(n, -1), expected(n);
    boost::dijkstra_shortest_paths(g, 0, boost::distance_map(expected.data()));
    gp::report r;
    boost::gpu_dijkstra_shortest_paths(g, 0, gp::report_to(r, boost::distance_map(d.data())));
    BOOST_TEST(r.method.find("boost::dijkstra_shortest_paths") == 0, r.method);
    BOOST_TEST(d == expected, boost::test_tools::per_element());
    std::vector<int> hops(n, -1);
    gp::report b;
    boost::gpu_breadth_first_search(g, 0, gp::report_to(b, boost::distance_map(hops.data())));
    BOOST_TEST(b.method.find("boost::breadth_first_search") == 0, b.method);
    BOOST_TEST(hops[0] == 0);
    BOOST_TEST(hops[n - 1] == (std::numeric_limits<int>::max)());
    if (gp::default_options().threads == 0 && std::thread::hardware_concurrency() < 2) return;
    gp::report reaching;
    boost::gpu_dijkstra_shortest_paths(g, 1, gp::report_to(reaching, boost::distance_map(d.data())));
    BOOST_TEST(reaching.method.find("boost::") == std::string::npos, reaching.method);
    BOOST_TEST(d[n - 1] == 2 * (n - 2));
}

BOOST_AUTO_TEST_CASE(the_model_compares_the_break_evens)
{
    gp::execution_context c;
    c.tuning = gp::options();
    c.tuning.threads = 2;
    c.tuning.sssp.host_from = 1000;
    c.tuning.sssp.cuda_from = 50000;
    const bool gpu = gp::cuda_device_available() && !std::getenv("BOOST_GPU_PATHS_BACKEND");
    if (std::getenv("BOOST_GPU_PATHS_BACKEND")) return;
    BOOST_TEST(static_cast<int>(api::choose_path(api::problem_kind::sssp, 100, 899, c, true).path) ==
               static_cast<int>(api::path_kind::sequential));
    // No sequential algorithm the front end can run: the host backend.
    BOOST_TEST(static_cast<int>(api::choose_path(api::problem_kind::sssp, 100, 899, c, false).path) ==
               static_cast<int>(api::path_kind::host));
    BOOST_TEST(static_cast<int>(api::choose_path(api::problem_kind::sssp, 100, 900, c, true).path) ==
               static_cast<int>(api::path_kind::host));
    // The same break-even on more threads; on one thread BGL's algorithm always runs.
    c.tuning.threads = 16;
    BOOST_TEST(static_cast<int>(api::choose_path(api::problem_kind::sssp, 100, 900, c, true).path) ==
               static_cast<int>(api::path_kind::host));
    BOOST_TEST(static_cast<int>(api::choose_path(api::problem_kind::sssp, 100, 899, c, true).path) ==
               static_cast<int>(api::path_kind::sequential));
    c.tuning.threads = 1;
    BOOST_TEST(static_cast<int>(api::choose_path(api::problem_kind::sssp, 100, 9000, c, true).path) ==
               static_cast<int>(api::path_kind::sequential));
    c.tuning.threads = 2;
    // The CUDA backend from its break-even, where a device is present.
    const auto large = api::choose_path(api::problem_kind::sssp, 10000, 40000, c, true).path;
    BOOST_TEST(static_cast<int>(large) == static_cast<int>(gpu ? api::path_kind::cuda : api::path_kind::host));
    // Forced backends are not second-guessed.
    c.backend = gp::backend_kind::host;
    BOOST_TEST(static_cast<int>(api::choose_path(api::problem_kind::sssp, 10, 10, c, true).path) ==
               static_cast<int>(api::path_kind::host));
    c.backend = gp::backend_kind::cuda;
    BOOST_TEST(static_cast<int>(api::choose_path(api::problem_kind::sssp, 10, 10, c, true).path) ==
               static_cast<int>(api::path_kind::cuda));
}

// The front end answers BGL's own algorithm for small automatic calls without asking the
// library (a process's first call on a small graph would pay the library's first touch):
// that answer must be the cost model's, at every size it gives it, for every family, on
// any thread count, and only while the environment overrides nothing.
BOOST_AUTO_TEST_CASE(the_front_ends_answer_for_small_calls_is_the_models)
{
    namespace detail = boost::gpu_paths::detail;
    if (boost::gpu_paths::base::environment_has_variables_of_ours()) return;  // the library reads the environment's defaults
    // A started device takes every call from the CUDA break-even on: the answer must not
    // reach that far (on a cold device or none the model answers BGL's algorithm further).
    gp::warm_up();
    for (const auto problem : {api::problem_kind::bfs, api::problem_kind::sssp, api::problem_kind::dag_paths,
                               api::problem_kind::bellman_ford, api::problem_kind::floyd_warshall,
                               api::problem_kind::all_pairs}) {
        std::uint64_t largest_below = 0;
        for (std::uint64_t size = 0; size < 500000; size = size < 64 ? size + 1 : size + size / 7) {
            if (!detail::below_default_break_evens(problem, size)) continue;
            largest_below = size;
            for (const unsigned threads : {1u, 2u, 16u}) {
                gp::execution_context c;
                c.tuning = gp::options();
                c.tuning.threads = threads;
                const auto path = api::choose_path(problem, size / 5, size - size / 5, c, true).path;
                BOOST_TEST(static_cast<int>(path) == static_cast<int>(api::path_kind::sequential),
                           "family " << static_cast<int>(problem) << ", size " << size << ", " << threads << " threads");
            }
        }
        // The families with a sequential algorithm (Floyd-Warshall's is BGL's loop) are
        // answered early on small graphs; all pairs by searches never.
        BOOST_TEST((largest_below > 0) == (problem != api::problem_kind::all_pairs), "family " << static_cast<int>(problem));
    }
    BOOST_TEST(!detail::below_default_break_evens(api::problem_kind::sssp, gp::sssp_options().cuda_from));
    BOOST_TEST(!detail::below_default_break_evens(api::problem_kind::bfs, gp::bfs_options().cuda_from));

    // A variable of ours, whatever it says, leaves the answer to the library (the pass
    // over the names; the calls ask it once per process).
    const bool at_start = boost::gpu_paths::base::environment_lists_variables_of_ours();
    BOOST_TEST(boost::gpu_paths::base::environment_has_variables_of_ours() == at_start);
    BOOST_REQUIRE(setenv("BOOST_GPU_PATHS_TEST_ONLY_VARIABLE", "1", 1) == 0);
    BOOST_TEST(boost::gpu_paths::base::environment_lists_variables_of_ours());
    BOOST_TEST(boost::gpu_paths::base::environment_has_variables_of_ours() == at_start);
    BOOST_REQUIRE(unsetenv("BOOST_GPU_PATHS_TEST_ONLY_VARIABLE") == 0);
    BOOST_TEST(boost::gpu_paths::base::environment_lists_variables_of_ours() == at_start);
}

BOOST_AUTO_TEST_CASE(bellman_ford_has_its_own_break_evens)
{
    if (std::getenv("BOOST_GPU_PATHS_BACKEND")) return;
    gp::execution_context c;
    c.tuning = gp::options();
    c.tuning.threads = 2;
    c.tuning.sssp.host_from = 1000;
    c.tuning.sssp.bellman_ford_host_from = 1000;
    c.tuning.sssp.cuda_from = 2000;
    c.tuning.sssp.bellman_ford_cuda_from = 50000;
    const bool gpu = gp::cuda_device_available();
    // Between the two break-evens: Dijkstra on the device where there is one,
    // Bellman-Ford on the host backend.
    BOOST_TEST(static_cast<int>(api::choose_path(api::problem_kind::sssp, 1000, 9000, c, true).path) ==
               static_cast<int>(gpu ? api::path_kind::cuda : api::path_kind::host));
    BOOST_TEST(static_cast<int>(api::choose_path(api::problem_kind::bellman_ford, 1000, 9000, c, true).path) ==
               static_cast<int>(api::path_kind::host));
    // Below sssp.bellman_ford_host_from, BGL's own pass; from its own break-even, the device.
    BOOST_TEST(static_cast<int>(api::choose_path(api::problem_kind::bellman_ford, 100, 899, c, true).path) ==
               static_cast<int>(api::path_kind::sequential));
    BOOST_TEST(static_cast<int>(api::choose_path(api::problem_kind::bellman_ford, 10000, 40000, c, true).path) ==
               static_cast<int>(gpu ? api::path_kind::cuda : api::path_kind::host));
    const gp::options defaults;
    BOOST_TEST(defaults.sssp.bellman_ford_cuda_from > defaults.sssp.cuda_from);
    // Each family's host break-even is its own: Dijkstra's does not move Bellman-Ford's.
    c.tuning.sssp.host_from = 1000;
    c.tuning.sssp.bellman_ford_host_from = 20000;
    BOOST_TEST(static_cast<int>(api::choose_path(api::problem_kind::bellman_ford, 1000, 9000, c, true).path) ==
               static_cast<int>(api::path_kind::sequential));
    BOOST_TEST(static_cast<int>(api::choose_path(api::problem_kind::sssp, 1000, 9000, c, true).path) ==
               static_cast<int>(gpu ? api::path_kind::cuda : api::path_kind::host));
}

BOOST_AUTO_TEST_CASE(all_pairs_report_their_path)
{
    directed<int> g(20);
    for (int v = 0; v + 1 < 20; ++v) add_edge(v, v + 1, 2, g);
    std::vector<std::vector<int>> d(20, std::vector<int>(20));
    gp::report r;
    BOOST_TEST(boost::gpu_floyd_warshall_all_pairs(g, d, gp::report_to(r)));
    BOOST_TEST(d[0][19] == 38);
    BOOST_TEST(!r.method.empty());
    gp::report s;
    BOOST_TEST(boost::gpu_dijkstra_all(g, d, gp::report_to(s)));
    BOOST_TEST(d[0][19] == 38);
    BOOST_TEST(!s.method.empty());
}

// Floyd-Warshall on fewer than closure.host_from vertices runs BGL's loop on the calling
// thread: BGL's matrix and verdict (negative weights, a negative cycle, the initialised
// form, predecessors that walk back), the report saying so; from host_from on, or with a
// backend asked for, a backend.
BOOST_AUTO_TEST_CASE(small_floyd_warshall_runs_bgls_loop)
{
    if (std::getenv("BOOST_GPU_PATHS_BACKEND") || std::getenv("BOOST_GPU_PATHS_CLOSURE_HOST_FROM")) return;
    std::mt19937_64 rng = test_support::make_rng(41);
    const std::size_t host_from = gp::closure_options().host_from;
    BOOST_TEST_REQUIRE(host_from > 2u);
    for (const std::size_t n : {std::size_t(1), std::size_t(2), host_from - 1, host_from}) {
        for (const bool with_cycle : {false, true}) {
            directed<int> g(n);
            for (const auto& e : random_edges<int>(rng, n, 3 * n, -3, 20)) add_edge(e.u, e.v, e.w, g);
            if (with_cycle && n > 1) {
                add_edge(0, 1, -5, g);
                add_edge(1, 0, 1, g);
            }
            std::vector<std::vector<int>> expected(n, std::vector<int>(n)), got(n, std::vector<int>(n, -77));
            std::vector<std::vector<std::size_t>> parents(n, std::vector<std::size_t>(n, 999));
            const bool bgl = boost::floyd_warshall_all_pairs_shortest_paths(g, expected);
            gp::report r;
            const bool ours = boost::gpu_floyd_warshall_all_pairs(
                g, got, gp::report_to(r, gp::predecessor_matrix(parents)));
            BOOST_TEST(ours == bgl, "n " << n);
            // Without a report the call is decided before its context exists: the same answer.
            std::vector<std::vector<int>> plain(n, std::vector<int>(n, -77));
            BOOST_TEST(boost::gpu_floyd_warshall_all_pairs(g, plain) == bgl, "n " << n);
            if (bgl) BOOST_TEST(plain == expected, "n " << n);
            const bool loop = r.method.find("BGL's Floyd-Warshall loop on the calling thread") != std::string::npos;
            BOOST_TEST(loop == (n < host_from), "n " << n << ": " << r.method);
            if (!bgl) continue;
            BOOST_TEST(got == expected, "n " << n);
            const int inf = std::numeric_limits<int>::max();
            for (std::size_t u = 0; u < n; ++u)
                for (std::size_t v = 0; v < n; ++v) {
                    if (u == v || got[u][v] == inf) continue;
                    // The last edge of a shortest path: its parent's distance plus an edge.
                    const std::size_t p = parents[u][v];
                    BOOST_TEST_REQUIRE(p < n);
                    int best = inf;
                    for (auto e : boost::make_iterator_range(out_edges(p, g)))
                        if (target(e, g) == v) best = std::min(best, get(boost::edge_weight, g, e));
                    BOOST_TEST(got[u][p] != inf);
                    BOOST_TEST(got[u][p] + best == got[u][v], "n " << n << " " << u << " -> " << v);
                }
            // The initialised form from the same starting matrix.
            if (n > 0) {
                std::vector<std::vector<int>> start(n, std::vector<int>(n, inf)), init_expected, init_got;
                for (std::size_t v = 0; v < n; ++v) start[v][v] = 0;
                for (auto e : boost::make_iterator_range(edges(g)))
                    start[source(e, g)][target(e, g)] =
                        std::min(start[source(e, g)][target(e, g)], get(boost::edge_weight, g, e));
                init_expected = init_got = start;
                const bool bgl_init = boost::floyd_warshall_initialized_all_pairs_shortest_paths(g, init_expected);
                gp::report ri;
                BOOST_TEST(boost::gpu_floyd_warshall_initialized_all_pairs(g, init_got, gp::report_to(ri)) == bgl_init);
                if (bgl_init) BOOST_TEST(init_got == init_expected);
                BOOST_TEST((ri.method.find("calling thread") != std::string::npos) == (n < host_from), ri.method);
            }
        }
    }
    // Asked for the host backend, or host_from lowered to 0: the backend, whatever the size.
    directed<int> g(4);
    add_edge(0, 1, 2, g);
    add_edge(1, 2, 2, g);
    std::vector<std::vector<int>> d(4, std::vector<int>(4));
    gp::report asked, lowered;
    boost::gpu_floyd_warshall_all_pairs(g, d, gp::report_to(asked, gp::use_backend(gp::backend_kind::host)));
    BOOST_TEST(asked.method.find("calling thread") == std::string::npos, asked.method);
    gp::options o;
    o.closure.host_from = 0;
    boost::gpu_floyd_warshall_all_pairs(g, d, gp::report_to(lowered, gp::with_options(o)));
    BOOST_TEST(lowered.method.find("calling thread") == std::string::npos, lowered.method);
    BOOST_TEST(d[0][2] == 4);
}
