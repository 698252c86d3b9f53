// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Whether the process sets any of the library's environment variables (BOOST_GPU_PATHS_*):
// one pass over the environment's names. The library reads the values in one place
// (src/dispatch/environment.cpp); this only says whether there is anything to read, for
// that reader and for the front end's decision on small calls.
#ifndef BOOST_GPU_PATHS_DETAIL_BASE_ENVIRONMENT_NAMES_HPP
#define BOOST_GPU_PATHS_DETAIL_BASE_ENVIRONMENT_NAMES_HPP

#include <cstring>

#if defined(__linux__)
#include <unistd.h>  // environ
#endif

namespace boost {
namespace gpu_paths {
namespace base {

// True where a variable of the library's is set, or where the environment's names cannot
// be listed here (then every variable is looked up by name).
inline bool environment_lists_variables_of_ours() noexcept
{
#if defined(__linux__)
    static const char prefix[] = "BOOST_GPU_PATHS_";
    for (char** entry = environ; entry && *entry; ++entry)
        if ((*entry)[0] == 'B' && std::strncmp(*entry, prefix, sizeof prefix - 1) == 0) return true;
    return false;
#else
    return true;
#endif
}

// The same, decided once per process, at its first call: the variables are read once per
// process (a program sets them before its first call), and a pass over the environment is
// a visible share of a call on a graph of a few dozen vertices.
inline bool environment_has_variables_of_ours() noexcept
{
    static const bool listed = environment_lists_variables_of_ours();
    return listed;
}

}  // namespace base
}  // namespace gpu_paths
}  // namespace boost

#endif
