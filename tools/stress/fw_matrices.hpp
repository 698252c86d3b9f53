// The distance and predecessor matrices of a Floyd-Warshall call, in the types a caller
// of each graph type would pass: rows by descriptor, std::map for listS (whose descriptors
// are pointers, as BGL's own floyd_warshall_test does), vectors otherwise; poisoned so
// that an entry the call leaves unwritten cannot pass.
#ifndef GPU_PATHS_STRESS_FW_MATRICES_HPP
#define GPU_PATHS_STRESS_FW_MATRICES_HPP

#include "family_support.hpp"

#include <boost/graph/graph_traits.hpp>

#include <map>
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

}  // namespace stress

#endif
