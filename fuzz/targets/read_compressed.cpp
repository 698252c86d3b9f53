// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Fuzz target: the in-process decoders (gzip through zlib, xz through liblzma, where the
// build has them), then format detection and the reader it picks on what they give.
// Their documented rejections are read_error (corrupt, truncated, over the bound) and
// unsupported_compression, both gpu_paths::invalid_input.
#include "reader_harness.hpp"

#include "finding.hpp"

#include <boost_gpu_paths/io/read_graph.hpp>

#include <string>

namespace io = boost::gpu_paths::io;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    // Inputs are at most 16 KiB; a bound of 1 MiB keeps a decompression bomb to the
    // bound's error, which must come instead of the memory.
    io::read_options options;
    options.max_decompressed_bytes = std::uint64_t(1) << 20;
    std::string text;
    try {
        text = io::decompress_text(std::string(reinterpret_cast<const char*>(data), size), "fuzz-input", options);
    } catch (const io::read_error&) {
        return 0;
    }
    if (text.size() > options.max_decompressed_bytes) fuzz::finding("decompressed text past the bound");
    fuzz::run_reader(reinterpret_cast<const std::uint8_t*>(text.data()), text.size(), io::graph_format::automatic);
    return 0;
}
