// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The trace switch (options::trace, a trace_mode): its flags, the environment override
// that sets it (parsed from a lookup the test supplies), and what a traced call writes on
// stderr, captured here: a line per call with its phases when stderr_lines is on, nothing
// when it is off or when only NVTX ranges are asked for.

#include <boost/test/unit_test.hpp>

#include <boost_gpu_paths/dijkstra.hpp>
#include <boost_gpu_paths/execution.hpp>
#include <boost_gpu_paths/named_params.hpp>

#include "support/captured_stderr.hpp"

#include <boost/graph/adjacency_list.hpp>

#include <cstdio>
#include <fstream>
#include <functional>
#include <iterator>
#include <map>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <vector>

#include <unistd.h>

namespace gp = boost::gpu_paths;

namespace {

gp::trace_mode from_environment(const std::string& value)
{
    gp::options o;
    gp::apply_environment(o, [&](const char* name) -> const char* {
        return std::string(name) == "BOOST_GPU_PATHS_TRACE" ? value.c_str() : nullptr;
    });
    return o.trace;
}

using test_support::captured_stderr;

using graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS, boost::no_property,
                                    boost::property<boost::edge_weight_t, int>>;

// A search on the host backend with these options; its distances checked against the
// path lengths worked out by hand.
void traced_search(const gp::options& tuning, gp::report* out = nullptr)
{
    graph g(4);
    add_edge(0, 1, 3, g);
    add_edge(1, 2, 4, g);
    add_edge(0, 2, 9, g);
    std::vector<int> dist(4);
    auto params = gp::with_options(tuning, gp::use_backend(gp::backend_kind::host, boost::distance_map(&dist[0])));
    if (out)
        boost::gpu_dijkstra_shortest_paths(g, 0, gp::report_to(*out, params));
    else
        boost::gpu_dijkstra_shortest_paths(g, 0, params);
    BOOST_TEST(dist[1] == 3);
    BOOST_TEST(dist[2] == 7);
}

std::size_t count_of(const std::string& text, const std::string& part)
{
    std::size_t count = 0;
    for (std::size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) ++count;
    return count;
}

}  // namespace

BOOST_AUTO_TEST_CASE(flags_combine_and_say_nothing_as_a_bool)
{
    const gp::trace_mode off, lines = gp::trace_mode::stderr_lines, ranges = gp::trace_mode::nvtx,
                              both = gp::trace_mode::stderr_lines | gp::trace_mode::nvtx;
    BOOST_TEST(!off.any());
    BOOST_TEST((gp::options{}.trace == gp::trace_mode::off));
    BOOST_TEST((lines.has(gp::trace_mode::stderr_lines) && !lines.has(gp::trace_mode::nvtx)));
    BOOST_TEST((ranges.has(gp::trace_mode::nvtx) && !ranges.has(gp::trace_mode::stderr_lines)));
    BOOST_TEST((both.has(gp::trace_mode::nvtx) && both.has(gp::trace_mode::stderr_lines)));
    BOOST_TEST(!both.has(gp::trace_mode::off));
    // No conversion to bool: which of the two a bool would mean is for the reader to ask.
    static_assert(!std::is_convertible<gp::trace_mode, bool>::value, "trace_mode is not a bool");
    static_assert(!std::is_constructible<bool, gp::trace_mode>::value, "trace_mode is not a bool");
}

BOOST_AUTO_TEST_CASE(the_environment_sets_the_switch_by_name)
{
    BOOST_TEST((from_environment("0") == gp::trace_mode::off));
    BOOST_TEST((from_environment("off") == gp::trace_mode::off));
    BOOST_TEST((from_environment("1") == gp::trace_mode::stderr_lines));
    BOOST_TEST((from_environment("on") == gp::trace_mode::stderr_lines));
    BOOST_TEST((from_environment("stderr") == gp::trace_mode::stderr_lines));
    BOOST_TEST((from_environment("nvtx") == gp::trace_mode::nvtx));
    BOOST_TEST((from_environment("stderr,nvtx") == (gp::trace_mode::stderr_lines | gp::trace_mode::nvtx)));
    BOOST_TEST((from_environment("all") == (gp::trace_mode::stderr_lines | gp::trace_mode::nvtx)));
    try {
        from_environment("loud");
        BOOST_ERROR("no invalid_argument");
    } catch (const std::invalid_argument& e) {
        BOOST_TEST(std::string(e.what()).find("BOOST_GPU_PATHS_TRACE=loud") != std::string::npos);
    }
}

BOOST_AUTO_TEST_CASE(a_traced_call_writes_one_line_with_its_phases)
{
    gp::options tuning;
    tuning.trace = gp::trace_mode::stderr_lines;
    const std::string text = captured_stderr([&] { traced_search(tuning); });
    BOOST_TEST_MESSAGE(text);
    BOOST_TEST(count_of(text, "\n") == 1u);
    BOOST_TEST(text.rfind("boost_gpu_paths trace: ", 0) == 0u);
    for (const char* phase : {" on host: ", "layout ", "upload ", "compute ", "download ", "write-back "})
        BOOST_TEST(count_of(text, phase) == 1u, phase);

    // With a report of the caller's: the same line, and the report filled as without a trace.
    gp::report r;
    const std::string with_report = captured_stderr([&] { traced_search(tuning, &r); });
    BOOST_TEST(count_of(with_report, "boost_gpu_paths trace: ") == 1u);
    BOOST_TEST((r.backend == gp::backend_kind::host));
    BOOST_TEST(!r.method.empty());
    BOOST_TEST(with_report.find(r.method) != std::string::npos);
}

BOOST_AUTO_TEST_CASE(an_untraced_call_writes_nothing)
{
    gp::options tuning;
    tuning.trace = gp::trace_mode::off;
    BOOST_TEST(captured_stderr([&] { traced_search(tuning); }) == "");
    gp::report r;
    BOOST_TEST(captured_stderr([&] { traced_search(tuning, &r); }) == "");
    // NVTX ranges only: nothing on stderr (with no tool attached, the ranges cost nothing).
    tuning.trace = gp::trace_mode::nvtx;
    BOOST_TEST(captured_stderr([&] { traced_search(tuning); }) == "");
}

BOOST_AUTO_TEST_CASE(the_environment_override_reaches_a_call)
{
    gp::options tuning;
    gp::apply_environment(tuning, [](const char* name) -> const char* {
        return std::string(name) == "BOOST_GPU_PATHS_TRACE" ? "stderr" : nullptr;
    });
    BOOST_TEST(count_of(captured_stderr([&] { traced_search(tuning); }), "boost_gpu_paths trace: ") == 1u);
}

BOOST_AUTO_TEST_CASE(a_call_that_fails_writes_no_line)
{
    gp::options tuning;
    tuning.trace = gp::trace_mode::stderr_lines | gp::trace_mode::nvtx;
    graph g(2);
    add_edge(0, 1, -3, g);
    std::vector<int> dist(2);
    const std::string text = captured_stderr([&] {
        BOOST_CHECK_THROW(boost::gpu_dijkstra_shortest_paths(
                              g, 0, gp::with_options(tuning, gp::use_backend(gp::backend_kind::host,
                                                                              boost::distance_map(&dist[0])))),
                          boost::negative_edge);
    });
    BOOST_TEST(text == "");
}
