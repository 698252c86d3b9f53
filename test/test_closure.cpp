// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
#include <boost/test/unit_test.hpp>

#include <boost_gpu_paths/detail/interface/closure.hpp>
#include <boost_gpu_paths/execution.hpp>

#include "host/blocked_closure.hpp"
#include "shared/predecessor_repair.hpp"
#include "shared/semiring.hpp"

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/transitive_closure.hpp>

#include "support/backends.hpp"
#include "support/random.hpp"

#include <cstdint>
#include <map>
#include <random>
#include <vector>

namespace gp = boost::gpu_paths;
namespace api = boost::gpu_paths::backend_api;

namespace {

using digraph = boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS>;

std::vector<std::uint8_t> run_closure(gp::backend_kind backend, std::size_t n, const std::vector<std::uint8_t>& adjacency,
                                      bool reflexive, const gp::options& tuning = gp::default_options())
{
    struct target {
        std::vector<std::uint8_t> reach;
        std::size_t n;
    } out{std::vector<std::uint8_t>(n * n, 7), n};
    api::row_sink<std::uint8_t> sink;
    sink.context = &out;
    sink.write = [](void* context, std::size_t first, std::size_t count, const std::uint8_t* rows, std::size_t stride) {
        auto& t = *static_cast<target*>(context);
        for (std::size_t r = 0; r < count; ++r)
            for (std::size_t j = 0; j < t.n; ++j) t.reach[(first + r) * t.n + j] = rows[r * stride + j];
    };
    gp::report r;
    gp::execution_context context;
    context.backend = backend;
    context.tuning = tuning;
    context.report = &r;
    api::boolean_closure(context, static_cast<std::uint32_t>(n), adjacency.data(), n, reflexive, sink);
    BOOST_TEST(static_cast<int>(r.backend) == static_cast<int>(gp::resolve_backend(backend)));
    BOOST_TEST(!r.method.empty());
    return out.reach;
}

}  // namespace

// The or-and closure through the backend interface equals BGL's transitive_closure
// (a path of at least one edge; u reaches itself only on a cycle or a self loop).
BOOST_AUTO_TEST_CASE(matches_bgl_transitive_closure)
{
    auto rng = test_support::make_rng(21);
    // Under the sanitizer runs fewer sizes and densities: a small one, one past the tile (128)
    // and one past the one-block closure's limit (256, so the blocked schedule runs).
    for (std::size_t n : test_support::sized<std::size_t>({1, 2, 9, 100, 128, 129, 300, 530}, {1, 9, 129, 300})) {
        for (double density : test_support::sized({0.5, 2.0, 6.0}, {0.5, 6.0})) {
            digraph g(n);
            std::vector<std::uint8_t> adjacency(n * n, 0);
            std::uniform_int_distribution<std::size_t> vertex(0, n - 1);
            const std::size_t m = static_cast<std::size_t>(density * n);
            for (std::size_t e = 0; e < m; ++e) {
                const std::size_t u = vertex(rng), v = vertex(rng);
                add_edge(u, v, g);
                adjacency[u * n + v] = 1;
            }
            digraph tc;
            boost::transitive_closure(g, tc);
            std::vector<std::uint8_t> expected(n * n, 0), expected_reflexive(n * n, 0);
            boost::graph_traits<digraph>::edge_iterator e, e_end;
            for (boost::tie(e, e_end) = edges(tc); e != e_end; ++e) expected[source(*e, tc) * n + target(*e, tc)] = 1;
            expected_reflexive = expected;
            for (std::size_t i = 0; i < n; ++i) expected_reflexive[i * n + i] = 1;
            for (auto backend : test_support::backends_under_test()) {
                BOOST_TEST_CONTEXT("n = " << n << ", m = " << m << ", backend " << gp::to_string(backend))
                {
                    BOOST_TEST((run_closure(backend, n, adjacency, false) == expected));
                    BOOST_TEST((run_closure(backend, n, adjacency, true) == expected_reflexive));
                }
            }
        }
    }
}

BOOST_AUTO_TEST_CASE(wide_pivot_blocks)
{
    auto rng = test_support::make_rng(22);
    struct problem {
        std::vector<std::uint8_t> adjacency, reference;
    };
    std::map<std::size_t, problem> problems;
    // A random graph of n vertices and n edges, and its closure on the host, made once.
    auto problem_of = [&](std::size_t n) -> const problem& {
        auto found = problems.find(n);
        if (found != problems.end()) return found->second;
        std::vector<std::uint8_t> adjacency(n * n, 0);
        std::uniform_int_distribution<std::size_t> vertex(0, n - 1);
        for (std::size_t e = 0; e < n; ++e) adjacency[vertex(rng) * n + vertex(rng)] = 1;
        auto reference = run_closure(gp::backend_kind::host, n, adjacency, false);
        return problems.emplace(n, problem{std::move(adjacency), std::move(reference)}).first->second;
    };
    gp::options tuning = gp::default_options();
    for (std::uint32_t split_from : {256u, 0u}) {  // phase 3 in two row halves from n = 256, or never
        tuning.closure.split_from = split_from;
        for (std::uint32_t block : {128u, 256u, 512u}) {
            tuning.closure.block = block;
            // 700 vertices for every width; under the sanitizer runs the fewest past the
            // one-block closure's limit (256) that give two pivot blocks of the width or more.
            const std::size_t n = test_support::sized<std::size_t>(700, block < 512 ? 264 : 520);
            const problem& p = problem_of(n);
            for (auto backend : test_support::backends_under_test())
                BOOST_TEST((run_closure(backend, n, p.adjacency, false, tuning) == p.reference),
                           "split from " << split_from << ", block " << block);
        }
    }
}

// The host blocked closure over or-and equals a plain Warshall on small matrices, for
// every block width (blocks that do not divide n included).
BOOST_AUTO_TEST_CASE(host_blocked_closure_over_or_and)
{
    auto rng = test_support::make_rng(23);
    using S = gp::shared::or_and<std::uint8_t>;
    for (std::size_t n : {1, 3, 17, 64, 100}) {
        for (std::size_t block : {1, 4, 16, 64}) {
            std::vector<std::uint8_t> r(n * n);
            std::bernoulli_distribution coin(2.0 / n);
            for (auto& x : r) x = coin(rng);
            auto plain = r;
            for (std::size_t k = 0; k < n; ++k)
                for (std::size_t i = 0; i < n; ++i)
                    if (plain[i * n + k])
                        for (std::size_t j = 0; j < n; ++j) plain[i * n + j] |= plain[k * n + j];
            gp::host::blocked_closure<S>(r.data(), n, n, nullptr, 0, block);
            BOOST_TEST((r == plain));
        }
    }
}

// The predecessor repair re-points a vertex only over an arc that continues a distance to
// its own: tolerance relative to the magnitudes, so tiny (subnormal) weights are not all
// "tight" at once, while floating rounding of large sums still is.
BOOST_AUTO_TEST_CASE(tight_arcs_are_told_apart_at_every_magnitude)
{
    namespace shared = boost::gpu_paths::shared;
    BOOST_TEST(!shared::tight(0.0, 5e-321, 2.5e-321));
    BOOST_TEST(!shared::tight(1e-20, 1e-20, 1e-20));
    BOOST_TEST(!shared::tight(0.0f, 1e-30f, 0.0f));
    BOOST_TEST(shared::tight(2.5e-321, 2.5e-321, 5e-321));
    BOOST_TEST(shared::tight(1e6, 0.1, 1e6 + 0.1));
    BOOST_TEST(shared::tight(1e6f, 0.1f, 1e6f + 0.125f));
    BOOST_TEST(shared::tight(std::int64_t(3), std::int64_t(4), std::int64_t(7)));
    BOOST_TEST(!shared::tight(std::int64_t(3), std::int64_t(4), std::int64_t(8)));
}
