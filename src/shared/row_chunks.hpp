// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Rows split into launches of at most 65535 rows: kernels that take one grid row
// (gridDim.y) per matrix row cannot launch more at once (CUDA's limit on gridDim.y and
// gridDim.z), so a longer range goes in consecutive pieces.
#ifndef BOOST_GPU_PATHS_SRC_SHARED_ROW_CHUNKS_HPP
#define BOOST_GPU_PATHS_SRC_SHARED_ROW_CHUNKS_HPP

#include <algorithm>
#include <cstddef>

namespace boost {
namespace gpu_paths {
namespace shared {

// The most grid rows one launch may have.
constexpr std::size_t rows_per_launch = 65535;

// f(r0, r1) for consecutive pieces [r0, r1) of [first, last), each at most `most` rows
// (at least one), in order; nothing for an empty range.
template <class F>
void for_row_chunks(std::size_t first, std::size_t last, F&& f, std::size_t most = rows_per_launch)
{
    most = std::max<std::size_t>(most, 1);
    for (std::size_t r0 = first; r0 < last; r0 += std::min(most, last - r0)) f(r0, r0 + std::min(most, last - r0));
}

}  // namespace shared
}  // namespace gpu_paths
}  // namespace boost

#endif
