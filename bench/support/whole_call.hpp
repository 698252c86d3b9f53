// What the whole-call benchmarks share: the modes a call is measured in, and property maps
// over vectors as a BGL user writes them.
#ifndef BOOST_GPU_PATHS_BENCH_SUPPORT_WHOLE_CALL_HPP
#define BOOST_GPU_PATHS_BENCH_SUPPORT_WHOLE_CALL_HPP

#include <boost_gpu_paths/backend.hpp>

#include <boost/graph/graph_traits.hpp>
#include <boost/property_map/property_map.hpp>

#include <vector>

namespace bench {

// A mode names the backend a measured call asks for: `auto` is what a renamed BGL call
// does, the others force one backend.
struct mode {
    const char* name;
    boost::gpu_paths::backend_kind backend;
};

// auto, host, and cuda where a device is present.
inline std::vector<mode> modes()
{
    namespace gp = boost::gpu_paths;
    std::vector<mode> out{{"auto", gp::backend_kind::automatic}, {"host", gp::backend_kind::host}};
    if (gp::cuda_device_available()) out.push_back({"cuda", gp::backend_kind::cuda});
    return out;
}

// A vertex property map over a vector, indexed by vertex_index.
template <class T, class Graph>
auto vertex_map(std::vector<T>& values, const Graph& g)
{
    return boost::make_iterator_property_map(values.begin(), get(boost::vertex_index, g));
}

}  // namespace bench

#endif
