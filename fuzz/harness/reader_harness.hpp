// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The body every reader's fuzz target shares: parse the bytes as one format through the
// public in-memory entry (io::parse_graph, which reads no file and starts no
// decompressor), accept the documented rejections, and check what was accepted.
#ifndef BOOST_GPU_PATHS_FUZZ_READER_HARNESS_HPP
#define BOOST_GPU_PATHS_FUZZ_READER_HARNESS_HPP

#include <boost_gpu_paths/io/read_graph.hpp>

#include <cstddef>
#include <cstdint>
#include <string>

namespace fuzz {

// Parses `data` as `format` (automatic: detected from the text alone). Returns normally
// when the reader accepts a consistent graph or rejects the text with
// gpu_paths::invalid_input (read_graph.hpp's parse_error and read_error are both that);
// calls finding() on anything else.
void run_reader(const std::uint8_t* data, std::size_t size, boost::gpu_paths::io::graph_format format);

// A short description of the last run's outcome ("rejected: <what was expected>", or
// the accepted graph's shape). The standalone driver keeps inputs with new outcomes as
// a cheap stand-in for coverage feedback.
const std::string& last_outcome();

}  // namespace fuzz

#endif
