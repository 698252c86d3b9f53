// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Seeds and draws. Every graph is generated from its own engine, seeded from the run's
// seed, the algorithm and the graph's index alone, so one graph replays without the ones
// before it, whichever backends or algorithms the replay selects.
#ifndef GPU_PATHS_STRESS_RANDOM_HPP
#define GPU_PATHS_STRESS_RANDOM_HPP

#include <cstddef>
#include <cstdint>
#include <random>
#include <vector>

namespace stress {

inline std::uint64_t splitmix64(std::uint64_t x)
{
    x += 0x9e3779b97f4a7c15ull;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
    return x ^ (x >> 31);
}

inline std::uint64_t graph_seed(std::uint64_t run_seed, unsigned algorithm, std::uint64_t index)
{
    return splitmix64(run_seed ^ splitmix64(index * 16 + algorithm + 1));
}

class random_source {
public:
    explicit random_source(std::uint64_t seed) : engine_(seed) {}

    std::mt19937_64& engine() { return engine_; }
    bool chance(double p) { return std::uniform_real_distribution<double>(0, 1)(engine_) < p; }
    // Uniform in [lo, hi], both included.
    std::int64_t between(std::int64_t lo, std::int64_t hi)
    {
        return std::uniform_int_distribution<std::int64_t>(lo, hi)(engine_);
    }
    std::size_t below(std::size_t n) { return std::uniform_int_distribution<std::size_t>(0, n - 1)(engine_); }
    double real(double lo, double hi) { return std::uniform_real_distribution<double>(lo, hi)(engine_); }
    // An index drawn with the given relative weights.
    std::size_t weighted(const std::vector<double>& weights)
    {
        return std::discrete_distribution<std::size_t>(weights.begin(), weights.end())(engine_);
    }
    template <class T>
    const T& pick(const std::vector<T>& items)
    {
        return items[below(items.size())];
    }

private:
    std::mt19937_64 engine_;
};

}  // namespace stress

#endif
