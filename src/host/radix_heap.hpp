// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The host Dijkstra's priority queue: a radix heap (Ahuja, Mehlhorn, Orlin and Tarjan),
// which needs what Dijkstra with non-negative weights guarantees, that no key pushed is
// below the last one popped. Keys are the distances' bit patterns as unsigned integers,
// which order as the distances do: for non-negative integers trivially, for non-negative
// IEEE floats (and +infinity) because their patterns grow with their values. Bucket i
// holds the keys whose highest bit differing from the last popped key is bit i - 1, so a
// key moves at most once per bit; a pop that empties bucket 0 redistributes the lowest
// non-empty bucket around its smallest key. On road graphs this does a fraction of a
// binary heap's comparisons and moves.
// Lazy deletion, as the binary heap it replaces: a vertex is pushed again on every strict
// improvement, and an entry older than its vertex's distance is skipped when popped.
#ifndef BOOST_GPU_PATHS_SRC_HOST_RADIX_HEAP_HPP
#define BOOST_GPU_PATHS_SRC_HOST_RADIX_HEAP_HPP

#include <array>
#include <cstdint>
#include <cstring>
#include <limits>
#include <type_traits>
#include <utility>
#include <vector>

namespace boost {
namespace gpu_paths {
namespace host {

// The unsigned integer whose order is that of non-negative distances of type W.
template <class W>
using radix_key_t = std::conditional_t<(sizeof(W) <= 4), std::uint32_t, std::uint64_t>;

template <class W>
radix_key_t<W> radix_key(W distance) noexcept
{
    using K = radix_key_t<W>;
    if constexpr (std::is_floating_point<W>::value) {
        // +0.0 and positive values only (distances start at +0.0; +0.0 plus any weight,
        // -0.0 included, is not -0.0).
        using bits = std::conditional_t<sizeof(W) == 4, std::uint32_t, std::uint64_t>;
        bits pattern;
        std::memcpy(&pattern, &distance, sizeof pattern);
        return static_cast<K>(pattern);
    } else {
        return static_cast<K>(distance);
    }
}

template <class W>
class radix_heap {
public:
    using key = radix_key_t<W>;
    struct entry {
        W distance;
        std::uint32_t vertex;
    };

    void clear()
    {
        for (auto& b : buckets_) b.clear();
        size_ = 0;
        last_ = 0;
    }
    bool empty() const noexcept { return size_ == 0; }

    // distance: not below the last popped one.
    void push(W distance, std::uint32_t vertex)
    {
        buckets_[bucket_of(radix_key(distance))].push_back({distance, vertex});
        ++size_;
    }

    entry pop()
    {
        if (buckets_[0].empty()) refill();
        const entry top = buckets_[0].back();
        buckets_[0].pop_back();
        --size_;
        return top;
    }

private:
    static constexpr int bits = std::numeric_limits<key>::digits;

    int bucket_of(key k) const noexcept
    {
        key differing = k ^ last_;
        if (differing == 0) return 0;
#if defined(__GNUC__)
        if constexpr (sizeof(key) == 4)
            return 32 - __builtin_clz(differing);
        else
            return 64 - __builtin_clzll(differing);
#else
        int width = 0;
        for (; differing; differing >>= 1) ++width;
        return width;
#endif
    }

    // Bucket 0 is empty: the lowest non-empty bucket's smallest key becomes the last one,
    // and its entries move to lower buckets (those equal to it into bucket 0).
    void refill()
    {
        int i = 1;
        while (buckets_[i].empty()) ++i;
        auto& from = buckets_[i];
        key smallest = radix_key(from.front().distance);
        for (const entry& e : from) {
            const key k = radix_key(e.distance);
            if (k < smallest) smallest = k;
        }
        last_ = smallest;
        for (const entry& e : from) buckets_[bucket_of(radix_key(e.distance))].push_back(e);
        from.clear();
    }

    std::array<std::vector<entry>, bits + 1> buckets_;
    std::size_t size_ = 0;
    key last_ = 0;
};

}  // namespace host
}  // namespace gpu_paths
}  // namespace boost

#endif
