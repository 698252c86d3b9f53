// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Fresh seeds for randomized tests. Each run draws a new seed (printed, so a failure can
// be replayed with BOOST_GPU_PATHS_TEST_SEED=<seed>).
#ifndef BOOST_GPU_PATHS_TEST_SUPPORT_RANDOM_HPP
#define BOOST_GPU_PATHS_TEST_SUPPORT_RANDOM_HPP

#include <boost/test/unit_test.hpp>

#include <cstdint>
#include <cstdlib>
#include <initializer_list>
#include <random>
#include <vector>

namespace test_support {

inline std::uint64_t run_seed()
{
    static const std::uint64_t seed = [] {
        if (const char* env = std::getenv("BOOST_GPU_PATHS_TEST_SEED")) return static_cast<std::uint64_t>(std::strtoull(env, nullptr, 10));
        return static_cast<std::uint64_t>(std::random_device{}()) << 32 ^ std::random_device{}();
    }();
    return seed;
}

// A generator for one test case: the run's seed mixed with a per-case salt.
inline std::mt19937_64 make_rng(std::uint64_t salt)
{
    const std::uint64_t seed = run_seed();
    BOOST_TEST_MESSAGE("random seed " << seed << " (salt " << salt << "); replay with BOOST_GPU_PATHS_TEST_SEED=" << seed);
    return std::mt19937_64(seed ^ (salt * 0x9e3779b97f4a7c15ull));
}

// True when BOOST_GPU_PATHS_TEST_REDUCED is set (scripts/device-sanitize sets it): the
// cases with the largest graphs take smaller ones, so that they finish under
// compute-sanitizer, which checks every device access.
inline bool reduced()
{
    static const bool value = std::getenv("BOOST_GPU_PATHS_TEST_REDUCED") != nullptr;
    return value;
}

// A size, count or number of rounds: `full` in ordinary runs, `small` where reduced().
template <class T>
T sized(T full, T small)
{
    return reduced() ? small : full;
}

// The values a case loops over (sizes, say): `full` in ordinary runs, `small` where
// reduced().
template <class T>
std::vector<T> sized(std::initializer_list<T> full, std::initializer_list<T> small)
{
    return reduced() ? std::vector<T>(small) : std::vector<T>(full);
}

}  // namespace test_support

#endif
