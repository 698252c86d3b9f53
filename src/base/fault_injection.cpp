// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The counters behind fault_injection.hpp: one per site, shared by every thread, so that
// a call's worker threads count toward the same n.
#include "base/fault_injection.hpp"

#include <atomic>

namespace boost {
namespace gpu_paths {

namespace {

struct site_counter {
    std::atomic<std::uint64_t> fail_at{0};  // 0: disarmed
    std::atomic<std::uint64_t> seen{0};
};

site_counter counters[testing::fault_site_count];
std::atomic<int> armed_sites{0};

site_counter& counter(testing::fault_site site) { return counters[static_cast<int>(site)]; }

}  // namespace

namespace testing {

void fail_nth(fault_site site, std::uint64_t n) noexcept
{
    site_counter& c = counter(site);
    const std::uint64_t before = c.fail_at.exchange(0);
    c.seen.store(0);
    if (before) armed_sites.fetch_sub(1);
    if (n) {
        armed_sites.fetch_add(1);
        c.fail_at.store(n);
    }
}

std::uint64_t events_since_armed(fault_site site) noexcept { return counter(site).seen.load(); }

}  // namespace testing

namespace base {

bool injected_fault(testing::fault_site site) noexcept
{
    if (armed_sites.load(std::memory_order_relaxed) == 0) return false;
    site_counter& c = counter(site);
    const std::uint64_t fail_at = c.fail_at.load(std::memory_order_relaxed);
    if (!fail_at) return false;
    return c.seen.fetch_add(1) + 1 == fail_at;
}

}  // namespace base
}  // namespace gpu_paths
}  // namespace boost
