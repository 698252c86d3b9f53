// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// What BGL's test/dijkstra_heap_performance.cpp uses of Boost.Timer, whose compiled library
// the Debian packages this project installs do not hold (the Boost headers do). Linked into
// the BGL original and the renamed program alike; only the exit status of that program is
// compared, so the numbers need only be plausible: wall time from steady_clock, and as user
// time the process's whole CPU time from CLOCK_PROCESS_CPUTIME_ID (system time 0). The
// program divides one search's user time by another's in integers, and the 10 ms ticks of
// times(2) read 0 for a search of a few milliseconds: either program would then die of
// SIGFPE, or not, depending on the machine's speed.
#include <boost/timer/timer.hpp>

#include <chrono>
#include <cstdio>
#include <ctime>
#include <string>

namespace boost {
namespace timer {
namespace {

void now(cpu_times& t)
{
    t.wall = std::chrono::duration_cast<std::chrono::nanoseconds>(
                 std::chrono::steady_clock::now().time_since_epoch()).count();
    timespec cpu{};
    ::clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &cpu);
    t.user = nanosecond_type(cpu.tv_sec) * 1000000000 + cpu.tv_nsec;
    t.system = 0;
}

}  // namespace

std::string format(const cpu_times& times, short places, const std::string&)
{
    char text[160];
    std::snprintf(text, sizeof text, "%.*fs wall, %.*fs user + %.*fs system = %.*fs CPU", int(places),
                  times.wall / 1e9, int(places), times.user / 1e9, int(places), times.system / 1e9, int(places),
                  (times.user + times.system) / 1e9);
    return text;
}

std::string format(const cpu_times& times, short places)
{
    return format(times, places, std::string());
}

cpu_times cpu_timer::elapsed() const BOOST_NOEXCEPT
{
    if (is_stopped()) return m_times;
    cpu_times current;
    now(current);
    current.wall -= m_times.wall;
    current.user -= m_times.user;
    current.system -= m_times.system;
    return current;
}

void cpu_timer::start() BOOST_NOEXCEPT
{
    m_is_stopped = false;
    now(m_times);
}

void cpu_timer::stop() BOOST_NOEXCEPT
{
    if (is_stopped()) return;
    m_is_stopped = true;
    cpu_times current;
    now(current);
    m_times.wall = current.wall - m_times.wall;
    m_times.user = current.user - m_times.user;
    m_times.system = current.system - m_times.system;
}

void cpu_timer::resume() BOOST_NOEXCEPT
{
    if (!is_stopped()) return;
    cpu_times accumulated = m_times;
    start();
    m_times.wall -= accumulated.wall;
    m_times.user -= accumulated.user;
    m_times.system -= accumulated.system;
}

}  // namespace timer
}  // namespace boost
