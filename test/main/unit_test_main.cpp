// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Boost.Test's implementation and main(), compiled once and linked into every test program
// (header-only Boost.Test, so no compiled Boost library is needed). Each program's master
// suite takes the program's name, which its log then shows.
#define BOOST_TEST_MODULE boost_gpu_paths
#include <boost/test/included/unit_test.hpp>

#include <string>

namespace {

struct name_the_module {
    name_the_module()
    {
        auto& suite = boost::unit_test::framework::master_test_suite();
        if (suite.argc < 1 || !suite.argv[0]) return;
        const std::string path = suite.argv[0];
        suite.p_name.value = path.substr(path.find_last_of('/') + 1);
    }
};

}  // namespace

BOOST_TEST_GLOBAL_FIXTURE(name_the_module);
