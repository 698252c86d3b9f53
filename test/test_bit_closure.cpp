// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
#include <boost/test/unit_test.hpp>

// The backend entry behind gpu_transitive_closure, on sizes that cross its word, pivot
// block and tile boundaries (64 vertices a word and a pivot block; the CUDA backend's
// tiles of 32 words, 2048 vertices, and pivot-row blocks of 64 words, 4096 vertices),
// against a search from every vertex.

#include <boost_gpu_paths/detail/interface/closure.hpp>
#include <boost_gpu_paths/execution.hpp>

#include "support/backends.hpp"
#include "support/random.hpp"

#include <algorithm>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

namespace gp = boost::gpu_paths;
namespace api = boost::gpu_paths::backend_api;

namespace {

struct csr {
    std::vector<std::uint32_t> offsets, targets;
    api::csr_topology topology() const
    {
        api::csr_topology t;
        t.vertex_count = static_cast<std::uint32_t>(offsets.size() - 1);
        t.edge_count = static_cast<std::uint32_t>(targets.size());
        t.offsets = offsets.data();
        t.targets = targets.data();
        return t;
    }
};

// Sparse random edges (self loops and parallel edges included), plus a path through the
// vertices in shuffled order, so that reachability runs across every block.
csr random_graph(std::mt19937_64& rng, std::size_t n, double degree, bool back_edges)
{
    std::vector<std::vector<std::uint32_t>> out(n);
    std::uniform_int_distribution<std::size_t> pick(0, n - 1);
    const auto m = static_cast<std::size_t>(degree * double(n));
    for (std::size_t e = 0; e < m; ++e) {
        std::size_t u = pick(rng), v = pick(rng);
        if (!back_edges && u > v) std::swap(u, v);
        out[u].push_back(static_cast<std::uint32_t>(v));
    }
    std::vector<std::uint32_t> order(n);
    for (std::size_t i = 0; i < n; ++i) order[i] = static_cast<std::uint32_t>(i);
    std::shuffle(order.begin(), order.end(), rng);
    for (std::size_t i = 0; i + 1 < n / 3; ++i) out[order[i]].push_back(order[i + 1]);
    csr g;
    g.offsets.push_back(0);
    for (const auto& targets : out) {
        g.targets.insert(g.targets.end(), targets.begin(), targets.end());
        g.offsets.push_back(static_cast<std::uint32_t>(g.targets.size()));
    }
    return g;
}

std::vector<std::uint64_t> searched_rows(const csr& g)
{
    const std::size_t n = g.offsets.size() - 1, words = api::bit_row_words(n);
    std::vector<std::uint64_t> rows(n * words, 0);
    std::vector<std::uint32_t> stack;
    for (std::size_t s = 0; s < n; ++s) {
        std::uint64_t* const row = &rows[s * words];
        stack.assign(1, static_cast<std::uint32_t>(s));
        while (!stack.empty()) {
            const std::uint32_t u = stack.back();
            stack.pop_back();
            for (std::uint32_t e = g.offsets[u]; e < g.offsets[u + 1]; ++e) {
                const std::uint32_t v = g.targets[e];
                const std::uint64_t bit = std::uint64_t(1) << (v % 64);
                if (!(row[v / 64] & bit)) {
                    row[v / 64] |= bit;
                    stack.push_back(v);
                }
            }
        }
    }
    return rows;
}

std::vector<std::uint64_t> run_bit_closure(const csr& g, const test_support::path_under_test& path)
{
    const std::size_t n = g.offsets.size() - 1, words = api::bit_row_words(n);
    struct target {
        std::vector<std::uint64_t> rows;
        std::size_t words;
    } out{std::vector<std::uint64_t>(n * words, 0x5555555555555555ull), words};
    api::row_sink<std::uint64_t> sink;
    sink.context = &out;
    sink.write = [](void* self, std::size_t first, std::size_t count, const std::uint64_t* rows, std::size_t stride) {
        auto& t = *static_cast<target*>(self);
        for (std::size_t r = 0; r < count; ++r)
            std::copy(rows + r * stride, rows + r * stride + t.words, t.rows.begin() + (first + r) * t.words);
    };
    gp::execution_context context;
    context.backend = path.backend;
    context.tuning = path.tuning;
    api::bit_closure(context, g.topology(), sink);
    return out.rows;
}

}  // namespace

test_support::release_resources_at_exit release_at_exit;

BOOST_AUTO_TEST_CASE(matches_a_search_from_every_vertex)
{
    auto rng = test_support::make_rng(71);
    const std::size_t large = test_support::reduced() ? 2100 : 4161;
    for (std::size_t n : {std::size_t(1), std::size_t(63), std::size_t(64), std::size_t(65), std::size_t(129),
                          std::size_t(2049), large}) {
        for (bool back_edges : {false, true}) {
            const csr g = random_graph(rng, n, back_edges ? 0.6 : 1.5, back_edges);
            const std::vector<std::uint64_t> expected = searched_rows(g);
            const std::size_t words = api::bit_row_words(n);
            for (const auto& path : test_support::paths_under_test()) {
                const std::vector<std::uint64_t> got = run_bit_closure(g, path);
                std::size_t wrong_rows = 0, first = n;
                for (std::size_t u = 0; u < n; ++u)
                    if (!std::equal(got.begin() + u * words, got.begin() + (u + 1) * words, expected.begin() + u * words) &&
                        wrong_rows++ == 0)
                        first = u;
                BOOST_TEST(wrong_rows == 0u, "n " << n << (back_edges ? " with cycles" : " acyclic") << " [" << path.name
                                                  << "]: " << wrong_rows << " wrong rows, first " << first);
            }
        }
    }
}

BOOST_AUTO_TEST_CASE(empty_graph_writes_nothing)
{
    csr g;
    g.offsets.push_back(0);
    for (const auto& path : test_support::paths_under_test()) {
        bool called = false;
        api::row_sink<std::uint64_t> sink;
        sink.context = &called;
        sink.write = [](void* self, std::size_t, std::size_t, const std::uint64_t*, std::size_t) {
            *static_cast<bool*>(self) = true;
        };
        gp::execution_context context;
        context.backend = path.backend;
        api::bit_closure(context, g.topology(), sink);
        BOOST_TEST(!called, path.name);
    }
}
