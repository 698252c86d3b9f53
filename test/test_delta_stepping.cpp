// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The host's threaded delta-stepping (src/host/delta_stepping.hpp) on its own, against a
// plain Dijkstra on the same arrays: equal distances bit for bit, for each distance type,
// on more threads than the machine may have, over bucket widths from a fraction of the
// mean weight to beyond the longest path, with zero weights, parallel edges, self loops,
// unreachable vertices and several sources; and with a frontier of one entry at first, so
// that it grows while the threads wait at their barriers.
#include <boost/test/unit_test.hpp>

#include "host/delta_stepping.hpp"
#include "support/random.hpp"

#include <boost_gpu_paths/detail/base/weight_encoding.hpp>

#include <algorithm>
#include <cstdint>
#include <functional>
#include <limits>
#include <queue>
#include <random>
#include <string>
#include <utility>
#include <vector>

namespace {

namespace gp = boost::gpu_paths;

struct csr {
    std::vector<std::uint32_t> offsets, targets;
    gp::backend_api::csr_topology topology() const
    {
        gp::backend_api::csr_topology t;
        t.vertex_count = static_cast<std::uint32_t>(offsets.size() - 1);
        t.edge_count = static_cast<std::uint32_t>(targets.size());
        t.offsets = offsets.data();
        t.targets = targets.data();
        return t;
    }
};

template <class W>
std::vector<W> reference(const csr& g, const std::vector<W>& w, const std::vector<std::uint32_t>& sources)
{
    const std::size_t n = g.offsets.size() - 1;
    std::vector<W> d(n, gp::weight_encoding<W>::infinity());
    using entry = std::pair<W, std::uint32_t>;
    std::priority_queue<entry, std::vector<entry>, std::greater<entry>> queue;
    for (std::uint32_t s : sources) {
        d[s] = W(0);
        queue.push({W(0), s});
    }
    while (!queue.empty()) {
        const entry top = queue.top();
        queue.pop();
        if (d[top.second] < top.first) continue;
        for (std::uint32_t e = g.offsets[top.second]; e < g.offsets[top.second + 1]; ++e) {
            const W candidate = top.first + w[e];
            if (candidate < d[g.targets[e]]) {
                d[g.targets[e]] = candidate;
                queue.push({candidate, g.targets[e]});
            }
        }
    }
    return d;
}

template <class W>
void random_graphs(std::uint64_t salt, bool fractional, const char* name)
{
    auto rng = test_support::make_rng(salt);
    std::size_t cases = 0, errors = 0;
    for (std::size_t n : {1u, 2u, 9u, 200u, 1500u}) {
        for (std::size_t degree : {1u, 3u, 8u}) {
            // A graph as random_edges in test_dijkstra_common.hpp builds them: some vertices
            // without in-edges, a twentieth of the weights 0.
            std::uniform_int_distribution<std::size_t> vertex(0, n - 1);
            std::uniform_real_distribution<double> unit(0, 1);
            std::vector<std::vector<std::pair<std::uint32_t, W>>> out(n);
            std::vector<char> isolated(n);
            for (auto& i : isolated) i = unit(rng) < 0.05;
            for (std::size_t e = 0; e < n * degree; ++e) {
                const std::size_t u = vertex(rng), v = vertex(rng);
                if (isolated[v]) continue;
                double weight = unit(rng) < 0.05 ? 0 : std::uniform_int_distribution<int>(1, 100)(rng);
                if (fractional) weight += unit(rng);
                out[u].push_back({static_cast<std::uint32_t>(v), static_cast<W>(weight)});
            }
            csr g;
            std::vector<W> w;
            g.offsets.push_back(0);
            for (const auto& edges : out) {
                for (const auto& e : edges) {
                    g.targets.push_back(e.first);
                    w.push_back(e.second);
                }
                g.offsets.push_back(static_cast<std::uint32_t>(g.targets.size()));
            }
            std::vector<std::uint32_t> sources{static_cast<std::uint32_t>(vertex(rng))};
            if (n > 2) sources.push_back(static_cast<std::uint32_t>(vertex(rng)));
            const std::vector<W> expected = reference(g, w, sources);
            for (double width : {0.3, 7.0, 64.0, 1e6}) {
                // The narrowest width gives a step per distance: thousands of barriers.
                if (width < 1 && n > 200) continue;
                for (std::size_t first_frontier : {std::size_t(0), std::size_t(1)}) {
                    std::vector<W> got(n, W(7));
                    W delta = static_cast<W>(std::min(width, static_cast<double>((std::numeric_limits<W>::max)()) / 2));
                    if (!(delta > W(0))) delta = W(1);
                    gp::host::delta_stepping(g.topology(), w.data(), sources.data(), sources.size(), got.data(), delta,
                                             4, first_frontier);
                    ++cases;
                    for (std::size_t v = 0; v < n; ++v) {
                        if (got[v] == expected[v]) continue;
                        if (errors++ < 8)
                            BOOST_ERROR(name << " n=" << n << " degree=" << degree << " delta=" << delta
                                             << " first frontier " << first_frontier << ": vertex " << v << " has "
                                             << got[v] << ", Dijkstra " << expected[v]);
                    }
                }
            }
        }
    }
    BOOST_TEST(errors == 0u, name << ": " << errors << " wrong distances over " << cases << " searches");
}

}  // namespace

BOOST_AUTO_TEST_CASE(int_distances) { random_graphs<int>(1, false, "int"); }
BOOST_AUTO_TEST_CASE(int64_distances) { random_graphs<std::int64_t>(2, false, "int64"); }
BOOST_AUTO_TEST_CASE(unsigned_distances) { random_graphs<std::uint32_t>(3, false, "unsigned"); }
BOOST_AUTO_TEST_CASE(short_distances) { random_graphs<std::int16_t>(4, false, "short"); }
BOOST_AUTO_TEST_CASE(float_distances) { random_graphs<float>(5, true, "float"); }
BOOST_AUTO_TEST_CASE(double_distances) { random_graphs<double>(6, true, "double"); }
