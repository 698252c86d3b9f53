// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The backends a test runs against: the host backend always, the CUDA backend when this
// build has it and a device is present. A test that loops over backends_under_test()
// therefore exercises the GPU on the device machine and the host path in CI.
#ifndef BOOST_GPU_PATHS_TEST_SUPPORT_BACKENDS_HPP
#define BOOST_GPU_PATHS_TEST_SUPPORT_BACKENDS_HPP

#include <boost_gpu_paths/backend.hpp>
#include <boost_gpu_paths/execution.hpp>

#include <boost/test/unit_test.hpp>

#include <string>
#include <vector>

namespace test_support {

inline std::vector<boost::gpu_paths::backend_kind> backends_under_test()
{
    std::vector<boost::gpu_paths::backend_kind> kinds{boost::gpu_paths::backend_kind::host};
    if (boost::gpu_paths::cuda_device_available()) kinds.push_back(boost::gpu_paths::backend_kind::cuda);
    return kinds;
}

// The ways a call can run with `tuning`: the host backend and, where a device is present,
// the CUDA backend as tuned (small graphs by the one-block kernels) and, where those would
// take the call (one_block), the CUDA backend with them off (its many-block kernels).
struct path_under_test {
    boost::gpu_paths::backend_kind backend;
    boost::gpu_paths::options tuning;
    std::string name;
};

inline std::vector<path_under_test> paths_under_test(const boost::gpu_paths::options& tuning =
                                                         boost::gpu_paths::default_options(),
                                                     bool one_block = true)
{
    namespace gp = boost::gpu_paths;
    std::vector<path_under_test> paths;
    for (gp::backend_kind kind : backends_under_test()) {
        paths.push_back({kind, tuning, gp::to_string(kind)});
        if (kind != gp::backend_kind::cuda || !one_block) continue;
        gp::options many_blocks = tuning;
        many_blocks.sssp.one_block_limit = many_blocks.bfs.one_block_limit = many_blocks.closure.one_block_limit = 0;
        paths.push_back({kind, many_blocks, "cuda, one-block kernels off"});
    }
    return paths;
}

// Boost.Test precondition: the test case is reported as skipped where no GPU is present.
struct gpu_present {
    boost::test_tools::assertion_result operator()(boost::unit_test::test_unit_id) const
    {
        boost::test_tools::assertion_result result(boost::gpu_paths::cuda_device_available());
        result.message() << "no usable CUDA device (" << boost::gpu_paths::describe_cuda_device() << ")";
        return result;
    }
};

// Every test process gives back what the library keeps between calls (device blocks,
// pinned buffers, worker threads) before it exits, so that a leak checker such as
// compute-sanitizer's memcheck sees only what a call failed to free.
struct release_resources_at_exit {
    ~release_resources_at_exit() { boost::gpu_paths::release_resources(); }
};
BOOST_TEST_GLOBAL_FIXTURE(release_resources_at_exit);

}  // namespace test_support

#endif
