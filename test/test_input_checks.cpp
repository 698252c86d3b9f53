// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Every path refuses what the backends' layout refuses (detail/front_end/input_checks.hpp):
// a vertex_index_map that does not number the vertices 0..n-1 one to one, and a source that
// is not a vertex, on BGL's sequential algorithm (small graphs), on BGL's own loop (a
// visitor of the caller's, the _no_init and visit forms) and on the backends. Such a map
// used to reach BGL's heap on the sequential path, which wrote out of bounds. A valid
// permutation gives BGL's answers under the same map.
#include <boost/test/unit_test.hpp>

#include <boost_gpu_paths/breadth_first_search.hpp>
#include <boost_gpu_paths/dijkstra.hpp>
#include <boost_gpu_paths/errors.hpp>
#include <boost_gpu_paths/named_params.hpp>

#include "support/backends.hpp"
#include "support/random.hpp"

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/breadth_first_search.hpp>
#include <boost/graph/dijkstra_shortest_paths.hpp>
#include <boost/pending/queue.hpp>

#include <algorithm>
#include <numeric>
#include <vector>

namespace gp = boost::gpu_paths;

namespace {

using graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS, boost::no_property,
                                    boost::property<boost::edge_weight_t, double>>;

graph random_graph(std::mt19937_64& rng, std::size_t n)
{
    graph g(n);
    std::uniform_int_distribution<std::size_t> pick(0, n - 1);
    for (std::size_t e = 0; e < 4 * n; ++e) {
        const std::size_t from = pick(rng);
        add_edge(from, pick(rng), 1.0 + static_cast<double>(e % 7), g);
    }
    return g;
}

struct counting_visitor : boost::default_bfs_visitor {
    std::size_t* discovered;
    template <class V, class G>
    void discover_vertex(V, const G&) const
    {
        ++*discovered;
    }
};

}  // namespace

BOOST_AUTO_TEST_CASE(an_index_map_that_numbers_no_vertices_one_to_one_is_refused_on_every_path)
{
    std::mt19937_64 rng = test_support::make_rng(361);
    const std::size_t n = 40;
    const graph g = random_graph(rng, n);
    // Two vertices share index 0: the map numbers nothing one to one.
    std::vector<std::size_t> shared(n);
    std::iota(shared.begin(), shared.end(), std::size_t(0));
    shared[5] = 0;
    const auto bad = boost::make_iterator_property_map(shared.begin(), get(boost::vertex_index, g));
    std::vector<double> d(n);
    std::vector<std::size_t> p(n);
    std::vector<boost::default_color_type> colors(n);
    std::size_t discovered = 0;
    for (gp::backend_kind backend : {gp::backend_kind::automatic, gp::backend_kind::host}) {
        BOOST_TEST_CONTEXT("backend " << gp::to_string(backend))
        {
            BOOST_CHECK_THROW(boost::gpu_dijkstra_shortest_paths(
                                  g, 0, gp::use_backend(backend, boost::distance_map(d.data()).vertex_index_map(bad))),
                              gp::invalid_input);
            BOOST_CHECK_THROW(boost::gpu_breadth_first_search(
                                  g, 0, gp::use_backend(backend, boost::distance_map(d.data()).vertex_index_map(bad))),
                              gp::invalid_input);
            BOOST_CHECK_THROW(boost::gpu_breadth_first_search(
                                  g, 0,
                                  gp::use_backend(backend, boost::visitor(counting_visitor{{}, &discovered})
                                                               .vertex_index_map(bad))),
                              gp::invalid_input);
            BOOST_CHECK_THROW(
                boost::gpu_dijkstra_shortest_paths(
                    g, 0,
                    gp::use_backend(backend, boost::distance_map(d.data())
                                                 .vertex_index_map(bad)
                                                 .visitor(boost::make_dijkstra_visitor(boost::null_visitor())))
                        .distance_compare(std::less<float>())),
                gp::invalid_input);
        }
    }
    BOOST_CHECK_THROW(boost::gpu_dijkstra_shortest_paths_no_init(
                          g, 0, p.data(), d.data(), get(boost::edge_weight, g), bad, std::less<double>(),
                          boost::closed_plus<double>(), 0.0, boost::default_dijkstra_visitor()),
                      gp::invalid_input);
    BOOST_CHECK_THROW(boost::gpu_breadth_first_visit(
                          g, 0, boost::visitor(counting_visitor{{}, &discovered}).vertex_index_map(bad).color_map(
                                    colors.data())),
                      gp::invalid_input);
    BOOST_TEST(discovered == 0u);

    // On a graph whose vertices are not integers, BGL's loop (a visitor of the caller's)
    // refuses such a map too, as the layout does on the backends' paths.
    using list_graph = boost::adjacency_list<boost::listS, boost::listS, boost::directedS,
                                             boost::property<boost::vertex_index_t, std::size_t>,
                                             boost::property<boost::edge_weight_t, double>>;
    list_graph lg(n);
    std::vector<list_graph::vertex_descriptor> vs(vertices(lg).first, vertices(lg).second);
    std::size_t i = 0;
    for (auto v : vs) put(boost::vertex_index, lg, v, i++);
    for (std::size_t v = 0; v + 1 < n; ++v) add_edge(vs[v], vs[v + 1], 1.0, lg);
    std::vector<std::size_t> list_shared(n);
    std::iota(list_shared.begin(), list_shared.end(), std::size_t(0));
    list_shared[5] = 0;
    const auto list_bad = boost::make_iterator_property_map(list_shared.begin(), get(boost::vertex_index, lg));
    const auto list_distances = boost::make_iterator_property_map(d.begin(), get(boost::vertex_index, lg));
    BOOST_CHECK_THROW(boost::gpu_dijkstra_shortest_paths(
                          lg, vs[0],
                          boost::distance_map(list_distances)
                              .vertex_index_map(list_bad)
                              .visitor(boost::make_dijkstra_visitor(boost::null_visitor()))
                              .distance_compare(std::less<float>())),
                      gp::invalid_input);
}

BOOST_AUTO_TEST_CASE(a_valid_permutation_gives_bgls_answers_under_it)
{
    std::mt19937_64 rng = test_support::make_rng(362);
    for (int round = 0; round < 10; ++round) {
        const std::size_t n = std::uniform_int_distribution<std::size_t>(2, 80)(rng);
        const graph g = random_graph(rng, n);
        std::vector<std::size_t> order(n);
        std::iota(order.begin(), order.end(), std::size_t(0));
        std::shuffle(order.begin(), order.end(), rng);
        const auto index = boost::make_iterator_property_map(order.begin(), get(boost::vertex_index, g));
        // Distances stored by the permuted index, as BGL stores them under this map.
        std::vector<double> bd(n), gd(n, -1);
        boost::dijkstra_shortest_paths(g, 0,
                                       boost::distance_map(boost::make_iterator_property_map(bd.begin(), index))
                                           .vertex_index_map(index));
        for (gp::backend_kind backend : test_support::backends_under_test()) {
            std::fill(gd.begin(), gd.end(), -1.0);
            boost::gpu_dijkstra_shortest_paths(
                g, 0,
                gp::use_backend(backend, boost::distance_map(boost::make_iterator_property_map(gd.begin(), index))
                                             .vertex_index_map(index)));
            BOOST_TEST(gd == bd, boost::test_tools::per_element());
        }
    }
}
