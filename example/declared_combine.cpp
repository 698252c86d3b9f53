// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// A combine and a compare of the caller's that compute exactly what BGL's closed_plus and
// < compute (real programs write such an inf_plus under their own name), declared so: the
// call then runs where BGL's own functors run (the GPU where there is one) instead of
// BGL's loop. Prints the distances, whether BGL's call with the same functors gives the
// same, and whether the call took the functors as BGL's own.
#include <boost_gpu_paths/dijkstra.hpp>
#include <boost_gpu_paths/execution.hpp>
#include <boost_gpu_paths/named_params.hpp>

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/dijkstra_shortest_paths.hpp>

#include <cstdio>
#include <limits>
#include <string>
#include <type_traits>
#include <vector>

struct my_saturating_plus {
    template <class T>
    T operator()(T a, T b) const
    {
        const T inf = (std::numeric_limits<T>::max)();
        return a == inf || b == inf ? inf : a + b;
    }
};

struct my_less {
    template <class T>
    bool operator()(T a, T b) const
    {
        return a < b;
    }
};

//[declared_functors
namespace boost { namespace gpu_paths {
template <class D> struct combine_is_closed_plus<my_saturating_plus, D> : std::true_type {};
template <class D> struct compare_is_less<my_less, D> : std::true_type {};
}}
//]

int main()
{
    using graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS, boost::no_property,
                                        boost::property<boost::edge_weight_t, int>>;
    graph g(5);
    const int edges[][3] = {{0, 1, 4}, {0, 2, 1}, {2, 1, 2}, {1, 3, 5}, {2, 3, 8}};
    for (const auto& e : edges) add_edge(e[0], e[1], e[2], g);

    std::vector<int> d_bgl(5), d_gpu(5);
    boost::dijkstra_shortest_paths(
        g, 0, boost::distance_map(d_bgl.data()).distance_combine(my_saturating_plus()).distance_compare(my_less()));
    boost::gpu_paths::report report;
    boost::gpu_dijkstra_shortest_paths(
        g, 0,
        boost::gpu_paths::report_to(
            report, boost::distance_map(d_gpu.data()).distance_combine(my_saturating_plus()).distance_compare(my_less())));

    std::printf("distances:");
    for (int x : d_gpu) {
        if (x == (std::numeric_limits<int>::max)())
            std::printf(" inf");
        else
            std::printf(" %d", x);
    }
    std::printf("\nsame as BGL: %s\n", d_bgl == d_gpu ? "yes" : "no");
    // BGL's loop, which a call with undeclared functors of its own runs, says why in the report.
    std::printf("taken as BGL's own functors: %s\n", report.method.find("BGL's alone") == std::string::npos ? "yes" : "no");
    return 0;
}
