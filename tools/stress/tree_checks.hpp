// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Predecessor checks, by vertex index. A search's predecessors must form a shortest-path
// tree of its own distances rooted at the sources (sources and unreached vertices their
// own predecessors); a predecessor matrix must lead from every v back to u along arcs
// whose weights add up to the distance. Each check returns an empty string or what failed.
#ifndef GPU_PATHS_STRESS_TREE_CHECKS_HPP
#define GPU_PATHS_STRESS_TREE_CHECKS_HPP

#include "weight_facts.hpp"

#include <cstddef>
#include <functional>
#include <limits>
#include <sstream>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

namespace stress {

constexpr std::size_t not_a_vertex = std::numeric_limits<std::size_t>::max();

template <class W>
using out_arcs = std::vector<std::vector<std::pair<std::size_t, W>>>;

// p[v] for every v: each reached non-source v has an arc p[v] -> v that is tight
// (tight(u, w, v) decides), and following p ends at a source.
template <class W, class Tight>
std::string check_tree(const out_arcs<W>& out, const std::vector<std::size_t>& sources,
                       const std::vector<std::size_t>& p, const std::vector<char>& reached, Tight&& tight)
{
    const std::size_t n = out.size();
    std::vector<char> is_source(n, 0);
    for (std::size_t s : sources) is_source[s] = 1;
    std::ostringstream out_text;
    auto fail = [&](std::size_t v, const char* what) {
        out_text << "predecessor of vertex " << v << " ("
                 << (p[v] == not_a_vertex ? std::string("none") : std::to_string(p[v])) << "): " << what;
        return out_text.str();
    };
    for (std::size_t v = 0; v < n; ++v) {
        if (p[v] >= n) return fail(v, "not a vertex (unwritten?)");
        if (is_source[v] || !reached[v]) {
            if (p[v] != v)
                return fail(v, is_source[v] ? "a source is not its own predecessor"
                                            : "an unreached vertex is not its own predecessor");
            continue;
        }
        if (p[v] == v) return fail(v, "a reached vertex is its own predecessor");
        bool found = false;
        for (const auto& arc : out[p[v]])
            if (arc.first == v && tight(p[v], arc.second, v)) found = true;
        if (!found) return fail(v, "no tight arc from it");
    }
    // Every chain ends at a source: walk with memo (0 unknown, 1 on the current walk, 2 ends well).
    std::vector<char> state(n, 0);
    for (std::size_t v = 0; v < n; ++v) {
        std::vector<std::size_t> walk;
        std::size_t x = v;
        while (state[x] == 0 && !is_source[x] && reached[x]) {
            state[x] = 1;
            walk.push_back(x);
            x = p[x];
        }
        if (state[x] == 1) return fail(v, "the predecessors loop");
        for (std::size_t y : walk) state[y] = 2;
    }
    return std::string();
}

// A predecessor matrix P (indices; not_a_vertex where it holds no vertex) against the
// distances D (row u from u) it came with: P[u][u] = u; P[u][v] = v where v is
// unreached (D is `inf` or +inf); else the walk back from v along P follows arcs and their
// lightest weights add up to D[u][v].
template <class W>
std::string check_path_matrix(const out_arcs<W>& out, const std::vector<std::vector<W>>& d,
                              const std::vector<std::vector<std::size_t>>& p, W inf, const weight_facts<W>& facts)
{
    const std::size_t n = out.size();
    // The lightest arc between each ordered pair (a path uses it).
    std::vector<W> lightest(n * n);
    std::vector<char> has_arc(n * n, 0);
    for (std::size_t u = 0; u < n; ++u)
        for (const auto& arc : out[u]) {
            if (arc.second == inf) continue;  // BGL's "no edge"
            const std::size_t k = u * n + arc.first;
            if (!has_arc[k] || arc.second < lightest[k]) lightest[k] = arc.second;
            has_arc[k] = 1;
        }
    auto unreached = [&](W x) {
        if constexpr (std::is_floating_point<W>::value)
            return x == inf || x == std::numeric_limits<W>::infinity();
        else
            return x == inf;
    };
    auto fail = [&](std::size_t u, std::size_t v, const std::string& what) {
        std::ostringstream text;
        text << "P[" << u << "][" << v
             << "] = " << (p[u][v] == not_a_vertex ? std::string("none") : std::to_string(p[u][v]))
             << ", D = " << d[u][v] << ": " << what;
        return text.str();
    };
    for (std::size_t u = 0; u < n; ++u)
        for (std::size_t v = 0; v < n; ++v) {
            const std::size_t pv = p[u][v];
            if (pv >= n) return fail(u, v, "not a vertex (unwritten?)");
            if (u == v) {
                if (pv != u) return fail(u, v, "P[u][u] is not u");
                continue;
            }
            if (unreached(d[u][v])) {
                if (pv != v) return fail(u, v, "an unreached pair whose predecessor is not v");
                continue;
            }
            W length = 0;
            std::size_t x = v, steps = 0;
            std::ostringstream walk;  // v, then each predecessor with its distance, for a report
            walk << v;
            while (x != u) {
                const std::size_t y = p[u][x];
                if (y >= n || !has_arc[y * n + x] || ++steps > n) return fail(u, v, "the path does not lead back to u");
                length = static_cast<W>(lightest[y * n + x] + length);
                if (steps <= 12) walk << " <-(" << lightest[y * n + x] << ") " << y << " [D " << d[u][y] << "]";
                x = y;
            }
            if (!same_value(length, d[u][v], inf, facts)) {
                std::ostringstream sum;
                sum << "the path's weights add up to " << length << " (walk " << walk.str() << (steps > 12 ? " ..." : "")
                    << ")";
                return fail(u, v, sum.str());
            }
        }
    return std::string();
}

}  // namespace stress

#endif
