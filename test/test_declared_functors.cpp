// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// A compare and a combine of the caller's, declared through gpu_paths::compare_is_less and
// gpu_paths::combine_is_closed_plus, run where BGL's own functors run (the backends), and
// give BGL's answers with those functors; the same functors undeclared run BGL's loop
// (Johnson's included, which refused them at compile time).
// Dijkstra, DAG, Bellman-Ford, Floyd-Warshall and Johnson, on random graphs (fresh seeds,
// printed) with int and double distances, on every backend under test.
#include <boost/test/unit_test.hpp>

#include <boost_gpu_paths/bellman_ford.hpp>
#include <boost_gpu_paths/dag_shortest_paths.hpp>
#include <boost_gpu_paths/dijkstra.hpp>
#include <boost_gpu_paths/execution.hpp>
#include <boost_gpu_paths/floyd_warshall.hpp>
#include <boost_gpu_paths/johnson.hpp>
#include <boost_gpu_paths/named_params.hpp>

#include "support/backends.hpp"
#include "support/random.hpp"

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/bellman_ford_shortest_paths.hpp>
#include <boost/graph/dag_shortest_paths.hpp>
#include <boost/graph/dijkstra_shortest_paths.hpp>
#include <boost/graph/floyd_warshall_shortest.hpp>
#include <boost/graph/johnson_all_pairs_shortest.hpp>

#include <algorithm>
#include <limits>
#include <numeric>
#include <string>
#include <type_traits>
#include <vector>

namespace gp = boost::gpu_paths;

namespace {

// closed_plus and < as real programs spell them by hand: saturating at the type's maximum.
struct inf_plus {
    template <class T>
    T operator()(T a, T b) const
    {
        const T inf = (std::numeric_limits<T>::max)();
        return a == inf || b == inf ? inf : a + b;
    }
};
struct less_than {
    template <class T>
    bool operator()(T a, T b) const
    {
        return a < b;
    }
};
// The same, undeclared.
struct other_plus : inf_plus {};
struct other_less : less_than {};

}  // namespace

namespace boost {
namespace gpu_paths {
template <class D>
struct combine_is_closed_plus<inf_plus, D> : std::true_type {};
template <class D>
struct compare_is_less<less_than, D> : std::true_type {};
}  // namespace gpu_paths
}  // namespace boost

namespace {

template <class D>
using graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS, boost::no_property,
                                    boost::property<boost::edge_weight_t, D>>;

// m random arcs; acyclic: from the lower vertex to the higher; negative: weights from -3.
template <class D>
graph<D> random_graph(std::mt19937_64& rng, std::size_t n, std::size_t m, bool acyclic, bool negative)
{
    graph<D> g(n);
    std::uniform_int_distribution<std::size_t> pick(0, n - 1);
    std::uniform_int_distribution<int> weight(negative ? -3 : 0, 40);
    for (std::size_t e = 0; e < m; ++e) {
        std::size_t from = pick(rng);
        std::size_t to = pick(rng);
        if (acyclic && from > to) std::swap(from, to);
        if (acyclic && from == to) continue;
        const int w = weight(rng);
        add_edge(from, to, static_cast<D>(w), g);
    }
    return g;
}

// The report of a call that ran on the backends names the backend asked for and none of
// BGL's loops; one that ran BGL's loop says so.
bool ran_bgl_loop(const gp::report& report)
{
    return report.method.find("loop") != std::string::npos ||
           report.method.find("boost::") != std::string::npos;
}

template <class D>
void declared_functors_run_on_the_backends(unsigned salt)
{
    std::mt19937_64 rng = test_support::make_rng(salt);
    const D inf = (std::numeric_limits<D>::max)();
    for (const gp::backend_kind backend : test_support::backends_under_test()) {
        for (int round = 0; round < 6; ++round) {
            const std::size_t n = std::uniform_int_distribution<std::size_t>(2, 120)(rng);
            const std::size_t s = std::uniform_int_distribution<std::size_t>(0, n - 1)(rng);
            const std::string context = std::string(gp::to_string(backend)) + ", n = " + std::to_string(n);
            BOOST_TEST_CONTEXT(context)
            {
                // Dijkstra, named.
                const graph<D> g = random_graph<D>(rng, n, 4 * n, false, false);
                std::vector<D> bd(n), od(n, D(-7));
                std::vector<std::size_t> bp(n), op(n, n + 1);
                boost::dijkstra_shortest_paths(
                    g, s,
                    boost::distance_map(bd.data()).predecessor_map(bp.data()).distance_combine(inf_plus()).distance_compare(
                        less_than()));
                gp::report report;
                boost::gpu_dijkstra_shortest_paths(
                    g, s,
                    gp::report_to(report, gp::use_backend(backend, boost::distance_map(od.data())
                                                                       .predecessor_map(op.data())
                                                                       .distance_combine(inf_plus())
                                                                       .distance_compare(less_than()))));
                BOOST_TEST(od == bd, boost::test_tools::per_element());
                BOOST_TEST(!ran_bgl_loop(report), report.method);
                BOOST_TEST((report.backend == backend), report.method);
                // Each predecessor ends a shortest path (the lightest of parallel arcs).
                for (std::size_t v = 0; v < n; ++v) {
                    if (op[v] == v) continue;
                    D lightest = inf;
                    for (auto e : boost::make_iterator_range(out_edges(op[v], g)))
                        if (target(e, g) == v) lightest = std::min(lightest, get(boost::edge_weight, g, e));
                    BOOST_TEST(od[v] == od[op[v]] + lightest, "vertex " << v);
                }

                // The same functors undeclared: BGL's loop.
                std::fill(od.begin(), od.end(), D(-7));
                boost::gpu_dijkstra_shortest_paths(
                    g, s,
                    gp::report_to(report, gp::use_backend(backend, boost::distance_map(od.data())
                                                                       .distance_combine(other_plus())
                                                                       .distance_compare(other_less()))));
                BOOST_TEST(od == bd, boost::test_tools::per_element());
                BOOST_TEST(ran_bgl_loop(report), report.method);

                // DAG, named.
                const graph<D> dag = random_graph<D>(rng, n, 3 * n, true, true);
                std::vector<D> bdd(n), odd(n, D(-7));
                boost::dag_shortest_paths(
                    dag, s, boost::distance_map(bdd.data()).distance_combine(inf_plus()).distance_compare(less_than()));
                boost::gpu_dag_shortest_paths(
                    dag, s,
                    gp::report_to(report, gp::use_backend(backend, boost::distance_map(odd.data())
                                                                       .distance_combine(inf_plus())
                                                                       .distance_compare(less_than()))));
                BOOST_TEST(odd == bdd, boost::test_tools::per_element());
                BOOST_TEST(!ran_bgl_loop(report), report.method);

                // Bellman-Ford, BGL's positional form with a combine and a compare.
                const graph<D> neg = random_graph<D>(rng, n, 3 * n, round % 2 == 0, true);
                std::vector<D> bb(n, inf), ob(n, inf);
                std::vector<std::size_t> bbp(n), obp(n);
                std::iota(bbp.begin(), bbp.end(), std::size_t(0));
                std::iota(obp.begin(), obp.end(), std::size_t(0));
                bb[s] = ob[s] = D(0);
                const bool bgl_ok = boost::bellman_ford_shortest_paths(neg, static_cast<int>(n), get(boost::edge_weight, neg),
                                                                       bbp.data(), bb.data(), inf_plus(), less_than(),
                                                                       boost::bellman_visitor<>());
                const bool our_ok = boost::gpu_bellman_ford_shortest_paths(
                    neg, static_cast<int>(n), get(boost::edge_weight, neg), obp.data(), ob.data(), inf_plus(),
                    less_than(), boost::bellman_visitor<>());
                BOOST_TEST(our_ok == bgl_ok);
                if (bgl_ok) BOOST_TEST(ob == bb, boost::test_tools::per_element());
                // And named, with a root vertex.
                std::vector<D> nb(n, D(-7));
                const bool named_ok = boost::gpu_bellman_ford_shortest_paths(
                    neg, gp::report_to(report, gp::use_backend(backend, boost::root_vertex(s)
                                                                          .distance_map(nb.data())
                                                                          .distance_combine(inf_plus())
                                                                          .distance_compare(less_than()))));
                BOOST_TEST(named_ok == bgl_ok);
                if (bgl_ok) {
                    BOOST_TEST(nb == bb, boost::test_tools::per_element());
                    BOOST_TEST(!ran_bgl_loop(report), report.method);
                }

                // Floyd-Warshall and Johnson, named and positional.
                std::vector<std::vector<D>> bm(n, std::vector<D>(n)), om(n, std::vector<D>(n, D(-7)));
                const bool bgl_fw = boost::floyd_warshall_all_pairs_shortest_paths(
                    neg, bm, boost::distance_combine(inf_plus()).distance_compare(less_than()));
                const bool our_fw = boost::gpu_floyd_warshall_all_pairs(
                    neg, om,
                    gp::report_to(report, gp::use_backend(backend, boost::distance_combine(inf_plus()).distance_compare(
                                                                       less_than()))));
                BOOST_TEST(our_fw == bgl_fw);
                if (bgl_fw) {
                    BOOST_TEST(om == bm);
                    BOOST_TEST(!ran_bgl_loop(report), report.method);
                }
                // Johnson on the graph with negative weights (reweighted; false on a negative
                // cycle, as BGL's), positional and named, declared and undeclared.
                std::vector<std::vector<D>> bj(n, std::vector<D>(n)), oj(n, std::vector<D>(n, D(-7))), nj(oj), uj(oj);
                const auto index = get(boost::vertex_index, neg);
                const auto w = get(boost::edge_weight, neg);
                const bool bgl_j = boost::johnson_all_pairs_shortest_paths(neg, bj, index, w, less_than(), inf_plus(),
                                                                           inf, D(0));
                const bool our_j = boost::gpu_johnson_all_pairs_shortest_paths(neg, oj, index, w, less_than(),
                                                                               inf_plus(), inf, D(0));
                const bool named_j = boost::gpu_johnson_all_pairs_shortest_paths(
                    neg, nj,
                    gp::report_to(report, gp::use_backend(backend, boost::weight_map(w)
                                                                       .distance_compare(less_than())
                                                                       .distance_combine(inf_plus()))));
                BOOST_TEST(our_j == bgl_j);
                BOOST_TEST(named_j == bgl_j);
                BOOST_TEST(!ran_bgl_loop(report), report.method);
                if (bgl_j) {
                    BOOST_TEST(oj == bj);
                    BOOST_TEST(nj == bj);
                }
                const bool other_j = boost::gpu_johnson_all_pairs_shortest_paths(
                    neg, uj,
                    gp::report_to(report, gp::use_backend(backend, boost::weight_map(w)
                                                                       .distance_compare(other_less())
                                                                       .distance_combine(other_plus()))));
                BOOST_TEST(other_j == bgl_j);
                if (bgl_j) BOOST_TEST(uj == bj);
                BOOST_TEST(ran_bgl_loop(report), report.method);
            }
        }
    }
}

}  // namespace

BOOST_AUTO_TEST_CASE(declared_functors_over_int_distances_run_on_the_backends)
{
    declared_functors_run_on_the_backends<int>(501);
}

BOOST_AUTO_TEST_CASE(declared_functors_over_double_distances_run_on_the_backends)
{
    declared_functors_run_on_the_backends<double>(502);
}
