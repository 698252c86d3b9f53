// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// How one call spreads over several GPUs of a host: which devices run it, and which
// contiguous share of the work (sources, rows) each one takes. Plain host functions, so
// that the choice is tested where no GPU is (test/test_device_split.cpp).
#ifndef BOOST_GPU_PATHS_SRC_SHARED_DEVICE_SPLIT_HPP
#define BOOST_GPU_PATHS_SRC_SHARED_DEVICE_SPLIT_HPP

#include <boost_gpu_paths/errors.hpp>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace boost {
namespace gpu_paths {
namespace shared {

// [first, last) of the work items.
struct work_range {
    std::uint64_t first = 0;
    std::uint64_t last = 0;
    std::uint64_t size() const noexcept { return last - first; }
};

// Splits [0, count) into one contiguous range per weight, in order, each as close to
// count * weight / (sum of weights) as whole items allow (largest remainders round up), so
// that a device with twice the multiprocessors takes twice the sources. A zero weight
// takes an empty range; all weights zero split evenly.
inline std::vector<work_range> split_in_proportion(std::uint64_t count, const std::vector<std::uint32_t>& weights)
{
    if (weights.empty()) throw invalid_input("split_in_proportion: no weights");
    if (count > 0xffffffffu) throw invalid_input("split_in_proportion: more than 2^32 items");
    std::uint64_t total = 0;
    for (std::uint32_t w : weights) total += w;
    std::vector<std::uint32_t> even;
    const std::vector<std::uint32_t>* shares = &weights;
    if (total == 0) {
        even.assign(weights.size(), 1);
        shares = &even;
        total = weights.size();
    }
    // Whole parts first, then one more item to the largest remainders, earlier first on
    // ties. count * weight fits 64 bits: counts are 32-bit vertex ids, weights
    // multiprocessor counts.
    std::vector<std::uint64_t> sizes(weights.size());
    std::vector<std::uint64_t> remainders(weights.size());
    std::uint64_t given = 0;
    for (std::size_t i = 0; i < weights.size(); ++i) {
        const std::uint64_t product = count * (*shares)[i];
        sizes[i] = product / total;
        remainders[i] = product % total;
        given += sizes[i];
    }
    for (std::uint64_t left = count - given; left > 0; --left) {
        std::size_t best = 0;
        for (std::size_t i = 1; i < weights.size(); ++i)
            if (remainders[i] > remainders[best]) best = i;
        ++sizes[best];
        remainders[best] = 0;
    }
    std::vector<work_range> ranges(weights.size());
    std::uint64_t at = 0;
    for (std::size_t i = 0; i < weights.size(); ++i) {
        ranges[i] = {at, at + sizes[i]};
        at += sizes[i];
    }
    return ranges;
}

// Rows [0, n) as one contiguous band per weight, each of whole pivot blocks of `block`
// rows (the last block of the matrix may be shorter), the blocks split in proportion to
// the weights: a band never cuts a pivot block, so each round's pivot rows lie on one device.
inline std::vector<work_range> split_rows_in_blocks(std::uint64_t n, std::uint64_t block,
                                                    const std::vector<std::uint32_t>& weights)
{
    if (block == 0) throw invalid_input("split_rows_in_blocks: the block must be at least one row");
    std::vector<work_range> bands = split_in_proportion((n + block - 1) / block, weights);
    for (work_range& r : bands) {
        r.first = std::min(n, r.first * block);
        r.last = std::min(n, r.last * block);
    }
    return bands;
}

// The devices one call runs on. requested: execution_context::devices (ordinals below
// `visible`; a device named twice runs two shares of the work, each with its own streams
// and buffers). Empty: every visible device, `single` first, when the problem has at least
// multi_from items (0: never) and the host has two or more; else `single` alone.
inline std::vector<int> choose_devices(const std::vector<int>& requested, int single, int visible,
                                       std::uint64_t items, std::uint64_t multi_from)
{
    if (!requested.empty()) {
        for (int d : requested)
            if (d < 0 || d >= visible)
                throw invalid_input("devices: " + std::to_string(d) + " is not a CUDA device of this host (" +
                                    std::to_string(visible) + " visible)");
        return requested;
    }
    if (multi_from == 0 || items < multi_from || visible < 2) return {single};
    std::vector<int> all{single};
    for (int d = 0; d < visible; ++d)
        if (d != single) all.push_back(d);
    return all;
}

}  // namespace shared
}  // namespace gpu_paths
}  // namespace boost

#endif
