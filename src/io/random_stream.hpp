// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Portable random numbers for the generators: xoshiro256** seeded through splitmix64,
// with the uniform mappings written out, so a seed means the same graph everywhere.
#ifndef BOOST_GPU_PATHS_SRC_IO_RANDOM_STREAM_HPP
#define BOOST_GPU_PATHS_SRC_IO_RANDOM_STREAM_HPP

#include <cstdint>

namespace boost {
namespace gpu_paths {
namespace io {
namespace detail {

inline std::uint64_t splitmix64(std::uint64_t& state)
{
    std::uint64_t z = (state += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

class random_stream {
public:
    // Independent streams for (seed, purpose, block): purpose separates the uses inside one
    // generator (edges, weights, permutation), block the fixed-size pieces run in parallel.
    random_stream(std::uint64_t seed, std::uint64_t purpose, std::uint64_t block)
    {
        std::uint64_t mix = seed;
        mix = splitmix64(mix) ^ purpose * 0xd1b54a32d192ed03ull;
        mix = splitmix64(mix) ^ block * 0xabc98388fb8fac03ull;
        for (auto& word : state_) word = splitmix64(mix);
    }

    std::uint64_t next()
    {
        const std::uint64_t result = rotl(state_[1] * 5, 7) * 9;
        const std::uint64_t t = state_[1] << 17;
        state_[2] ^= state_[0];
        state_[3] ^= state_[1];
        state_[1] ^= state_[2];
        state_[0] ^= state_[3];
        state_[2] ^= t;
        state_[3] = rotl(state_[3], 45);
        return result;
    }

    // Uniform in [0, 1) with 53 random bits.
    double uniform_real() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }

    // Uniform in [0, bound) without bias (Lemire's multiply-and-reject), bound > 0.
    std::uint64_t uniform_below(std::uint64_t bound)
    {
        unsigned __int128 product = static_cast<unsigned __int128>(next()) * bound;
        auto low = static_cast<std::uint64_t>(product);
        if (low < bound) {
            const std::uint64_t threshold = (0 - bound) % bound;
            while (low < threshold) {
                product = static_cast<unsigned __int128>(next()) * bound;
                low = static_cast<std::uint64_t>(product);
            }
        }
        return static_cast<std::uint64_t>(product >> 64);
    }

private:
    static std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
    std::uint64_t state_[4];
};

}  // namespace detail
}  // namespace io
}  // namespace gpu_paths
}  // namespace boost

#endif
