// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
#include <boost/test/unit_test.hpp>

#include <boost_gpu_paths/backend.hpp>
#include <boost_gpu_paths/errors.hpp>

#include "support/backends.hpp"

#include <cstdlib>
#include <stdexcept>

namespace gp = boost::gpu_paths;

BOOST_AUTO_TEST_CASE(parse_and_print_round_trip)
{
    for (auto kind : {gp::backend_kind::automatic, gp::backend_kind::cuda, gp::backend_kind::host})
        BOOST_TEST(static_cast<int>(gp::parse_backend(gp::to_string(kind))) == static_cast<int>(kind));
    BOOST_CHECK_THROW(gp::parse_backend("tpu"), std::invalid_argument);
}

BOOST_AUTO_TEST_CASE(host_can_always_be_forced)
{
    BOOST_TEST(static_cast<int>(gp::resolve_backend(gp::backend_kind::host)) == static_cast<int>(gp::backend_kind::host));
}

BOOST_AUTO_TEST_CASE(automatic_follows_device_presence)
{
    // The suite runs without BOOST_GPU_PATHS_BACKEND, unless a run sets it on purpose.
    if (std::getenv("BOOST_GPU_PATHS_BACKEND")) return;
    const auto expected = gp::cuda_device_available() ? gp::backend_kind::cuda : gp::backend_kind::host;
    BOOST_TEST(static_cast<int>(gp::resolve_backend()) == static_cast<int>(expected));
}

BOOST_AUTO_TEST_CASE(forcing_cuda_without_a_device_is_a_clear_error)
{
    if (gp::cuda_device_available()) {
        BOOST_TEST(static_cast<int>(gp::resolve_backend(gp::backend_kind::cuda)) == static_cast<int>(gp::backend_kind::cuda));
    } else {
        BOOST_CHECK_THROW(gp::resolve_backend(gp::backend_kind::cuda), gp::backend_unavailable);
    }
}

BOOST_AUTO_TEST_CASE(device_description_is_reported, *boost::unit_test::precondition(test_support::gpu_present()))
{
    const std::string text = gp::describe_cuda_device();
    BOOST_TEST_MESSAGE("device: " << text);
    BOOST_TEST(text.find("sm_") != std::string::npos);
}
