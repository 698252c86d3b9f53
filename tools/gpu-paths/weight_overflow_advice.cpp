// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
#include "weight_overflow_advice.hpp"

namespace gpu_paths_cli {

std::string weight_overflow_advice(weight_type used, bool named_by_user)
{
    const std::string type = to_string(used);
    const std::string rerun = used == weight_type::i32 ? "rerun with -w i64, or -w f64" : "rerun with -w f64";
    return "path lengths in this graph can exceed what " + type + " distances hold" +
           (named_by_user ? " (-w " + type + "); " + rerun + ", or without -w to let the type be chosen to fit"
                          : "; " + rerun);
}

}  // namespace gpu_paths_cli
