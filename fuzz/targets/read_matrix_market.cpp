// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Fuzz target: Matrix Market coordinate matrices.
#include "reader_harness.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    fuzz::run_reader(data, size, boost::gpu_paths::io::graph_format::matrix_market);
    return 0;
}
