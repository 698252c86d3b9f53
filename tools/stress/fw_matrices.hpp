// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The distance and predecessor matrices of a Floyd-Warshall call, in the types a caller
// of each graph type would pass: rows by descriptor, std::map for listS (whose descriptors
// are pointers, as BGL's own floyd_warshall_test does), vectors otherwise; poisoned so
// that an entry the call leaves unwritten cannot pass.
#ifndef GPU_PATHS_STRESS_FW_MATRICES_HPP
#define GPU_PATHS_STRESS_FW_MATRICES_HPP

#include "family_support.hpp"
#include "judge.hpp"
#include "trial.hpp"

#include <boost/graph/graph_traits.hpp>

#include <cmath>
#include <map>
#include <string>
#include <type_traits>
#include <vector>

namespace stress {

template <class Graph, class W,
          bool Listed = std::is_pointer<typename boost::graph_traits<Graph>::vertex_descriptor>::value>
struct fw_matrices {
    using vertex = typename boost::graph_traits<Graph>::vertex_descriptor;
    std::vector<std::vector<W>> d;
    std::vector<std::vector<vertex>> p;
    explicit fw_matrices(const std::vector<vertex>& vs)
        : d(vs.size(), std::vector<W>(vs.size(), poison<W>())),
          p(vs.size(), std::vector<vertex>(vs.size(), boost::graph_traits<Graph>::null_vertex()))
    {
    }
    W distance(const std::vector<vertex>&, std::size_t i, std::size_t j) { return d[i][j]; }
    vertex predecessor(const std::vector<vertex>&, std::size_t i, std::size_t j) { return p[i][j]; }
};
template <class Graph, class W>
struct fw_matrices<Graph, W, true> {
    using vertex = typename boost::graph_traits<Graph>::vertex_descriptor;
    std::map<vertex, std::map<vertex, W>> d;
    std::map<vertex, std::map<vertex, vertex>> p;
    explicit fw_matrices(const std::vector<vertex>& vs)
    {
        for (vertex u : vs)
            for (vertex v : vs) {
                d[u][v] = poison<W>();
                p[u][v] = boost::graph_traits<Graph>::null_vertex();
            }
    }
    W distance(const std::vector<vertex>& vs, std::size_t i, std::size_t j) { return d[vs[i]][vs[j]]; }
    vertex predecessor(const std::vector<vertex>& vs, std::size_t i, std::size_t j) { return p[vs[i]][vs[j]]; }
};

// Writes an initial matrix (by index) into the call's matrix.
template <class Graph, class W, class Matrices>
void fill_distances(Matrices& m, const std::vector<typename boost::graph_traits<Graph>::vertex_descriptor>& vs,
                    const std::vector<std::vector<W>>& values)
{
    for (std::size_t i = 0; i < vs.size(); ++i)
        for (std::size_t j = 0; j < vs.size(); ++j) m.d[vs[i]][vs[j]] = values[i][j];
}

// One backend's Floyd-Warshall call judged against BGL's: the documented refusals first
// (judge.hpp), then the verdict (false exactly where BGL finds a negative cycle), then,
// where both found none, every distance and, when check_paths, every path P leads along
// the arcs `out`.
// Whether predecessors can describe BGL's distances: from every u, the arcs (x, y) that
// continue a reached D[u][x] to exactly D[u][y] reach every pair BGL reached. (Where the
// caller's inf is within reach of a path, BGL can keep a length whose prefix it left at
// inf, and then no shortest-path tree gives its distances.)
template <class W, class Wide>
bool some_tree_gives(const std::vector<std::vector<Wide>>& expected, const out_arcs<W>& out, W inf,
                     const weight_facts<W>& facts)
{
    const std::size_t n = out.size();
    auto reached = [&](Wide x) {
        return !(x == static_cast<Wide>(inf) || (x > Wide(0) && !std::isfinite(static_cast<long double>(x))));
    };
    for (std::size_t u = 0; u < n; ++u) {
        std::vector<char> seen(n, 0);
        std::vector<std::size_t> frontier{u};
        seen[u] = 1;
        while (!frontier.empty()) {
            const std::size_t x = frontier.back();
            frontier.pop_back();
            for (const auto& arc : out[x]) {
                const std::size_t y = arc.first;
                if (arc.second == inf) continue;  // BGL's "no edge"
                if (seen[y] || !reached(expected[u][y])) continue;
                const Wide through = expected[u][x] + static_cast<Wide>(arc.second);
                if (!same_value(static_cast<W>(through), expected[u][y], inf, facts)) continue;
                seen[y] = 1;
                frontier.push_back(y);
            }
        }
        for (std::size_t y = 0; y < n; ++y)
            if (!seen[y] && reached(expected[u][y])) return false;
    }
    return true;
}

template <class Graph, class W, class Wide, class Matrices>
backend_result judge_closure(boost::gpu_paths::backend_kind backend, const call_record& call, const expectation& x,
                             bool expected_ok, bool ok, Matrices& m,
                             const std::vector<typename boost::graph_traits<Graph>::vertex_descriptor>& vs,
                             const descriptor_index<Graph>& index_of, const std::vector<std::vector<Wide>>& expected,
                             W inf, const weight_facts<W>& facts, const out_arcs<W>& out, bool check_paths)
{
    backend_result r{backend, outcome::match, std::string()};
    if (call.kind == thrown::invalid_input && check_paths && expected_ok &&
        call.message.find("no predecessor matrix describes") != std::string::npos) {
        const bool refusal_due = !some_tree_gives(expected, out, inf, facts);
        r.result = refusal_due ? outcome::refused_paths : outcome::mismatch;
        if (!refusal_due) r.detail = "refused predecessors where a shortest-path tree gives BGL's distances";
        return r;
    }
    if (judge(call, x, r.result, r.detail)) return r;
    if (!expected_ok || !ok) {
        r.result = ok == expected_ok ? outcome::negative : outcome::mismatch;
        if (r.result == outcome::mismatch)
            r.detail = ok ? "returned true where BGL finds a negative cycle"
                          : "returned false where BGL finds no negative cycle";
        return r;
    }
    r.result = outcome::match;
    const std::size_t n = vs.size();
    std::vector<std::vector<W>> got(n, std::vector<W>(n));
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t j = 0; j < n; ++j) got[i][j] = m.distance(vs, i, j);
    for (std::size_t i = 0; i < n && r.detail.empty(); ++i)
        r.detail = first_difference(got[i], expected[i], ("D[" + std::to_string(i) + "][.]: distance").c_str(),
                                    [&](W a, Wide b) { return same_value(a, b, inf, facts); });
    if (r.detail.empty() && check_paths) {
        std::vector<std::vector<std::size_t>> p(n, std::vector<std::size_t>(n));
        for (std::size_t i = 0; i < n; ++i)
            for (std::size_t j = 0; j < n; ++j) p[i][j] = index_of(m.predecessor(vs, i, j));
        r.detail = check_path_matrix(out, got, p, inf, facts);
    }
    if (!r.detail.empty()) r.result = outcome::mismatch;
    return r;
}

}  // namespace stress

#endif
