// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The host Dijkstra's radix heap (src/host/radix_heap.hpp) on its own, against a sorted
// copy: as Dijkstra uses it (every key pushed at least the last popped one), it pops every
// entry once, in non-decreasing order of distance, for each distance type the backends
// take: small and large integers, floats and doubles (zero, subnormals, huge values and
// +infinity among them), repeated keys, and a heap cleared and used again.
#include <boost/test/unit_test.hpp>

#include "host/radix_heap.hpp"
#include "support/random.hpp"

#include <algorithm>
#include <cstdint>
#include <limits>
#include <random>
#include <utility>
#include <vector>

namespace {

// A Dijkstra-like run: pops interleaved with pushes of the popped distance plus a
// non-negative step; every popped entry is checked against the order and the multiset.
template <class W, class Step>
void check_monotone_run(std::mt19937_64& rng, Step step, const char* what)
{
    boost::gpu_paths::host::radix_heap<W> heap;
    for (int round = 0; round < 2; ++round) {  // the second after clear()
        heap.clear();
        std::vector<std::pair<W, std::uint32_t>> pushed, popped;
        std::uint32_t next_vertex = 0;
        auto push = [&](W d) {
            heap.push(d, next_vertex);
            pushed.emplace_back(d, next_vertex++);
        };
        push(W(0));
        W last = W(0);
        std::uniform_int_distribution<int> fan(0, 4);
        while (!heap.empty()) {
            const auto top = heap.pop();
            BOOST_TEST(!(top.distance < last), what << ": popped " << top.distance << " after " << last);
            last = top.distance;
            popped.emplace_back(top.distance, top.vertex);
            if (pushed.size() < 5000)
                for (int k = fan(rng); k > 0; --k) push(step(top.distance, rng));
        }
        std::sort(pushed.begin(), pushed.end());
        std::sort(popped.begin(), popped.end());
        BOOST_TEST((pushed == popped), what << ": an entry was lost or popped twice");
    }
}

}  // namespace

BOOST_AUTO_TEST_CASE(integers_pop_in_order)
{
    auto rng = test_support::make_rng(91);
    check_monotone_run<std::int32_t>(
        rng, [](std::int32_t d, std::mt19937_64& r) { return d + std::int32_t(r() % 100); }, "int32");
    check_monotone_run<std::int16_t>(
        rng, [](std::int16_t d, std::mt19937_64& r) { return std::int16_t(std::min<int>(d + int(r() % 3), 32767)); },
        "int16 with repeats");
    check_monotone_run<std::int64_t>(
        rng,
        [](std::int64_t d, std::mt19937_64& r) {
            return d + std::int64_t(r() % 2 ? r() % (std::int64_t(1) << 40) : 0);  // large gaps and ties
        },
        "int64");
    check_monotone_run<std::uint32_t>(
        rng, [](std::uint32_t d, std::mt19937_64& r) { return d + std::uint32_t(r() % 1000); }, "uint32");
}

BOOST_AUTO_TEST_CASE(floating_point_pops_in_order)
{
    auto rng = test_support::make_rng(92);
    check_monotone_run<float>(
        rng,
        [](float d, std::mt19937_64& r) {
            switch (r() % 5) {
            case 0: return d;                                              // a zero weight
            case 1: return d + std::numeric_limits<float>::denorm_min();   // a subnormal step
            case 2: return d + float(r() % 1000) * 0.37f;
            case 3: return d * 1.5f + 1e30f;                               // towards the top of the range
            default: return r() % 50 ? d + 1.0f : std::numeric_limits<float>::infinity();
            }
        },
        "float");
    check_monotone_run<double>(
        rng,
        [](double d, std::mt19937_64& r) {
            const double weight = r() % 3 ? double(r() % 100000) / 7.0 : -0.0;  // -0.0 adds nothing
            return d + weight;
        },
        "double");
}
