// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The translation unit that carries the tests' precompiled header
// (BOOST_GPU_PATHS_PRECOMPILE_TEST_HEADERS); it defines nothing.
