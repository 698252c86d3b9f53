// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Reading graphs from files.
//
//   io::edge_list g = io::read_graph("roads/NY.gr.xz");      // format from name and content
//   io::edge_list h = io::read_graph("web.txt", io::graph_format::snap);
//
// Formats (vertex ids in the file; see edge_list.hpp for how they are kept):
//   dimacs         9th DIMACS shortest paths: "c" comments, "p sp N M", "a U V W" arcs,
//                  1-based, directed. The arc count must match M.
//   pace           PACE treewidth: "c" comments, "p tw N M", then "U V" per undirected
//                  edge, 1-based, unweighted. The edge count must match M.
//   matrix_market  "%%MatrixMarket matrix coordinate {pattern|integer|real}
//                  {general|symmetric}", 1-based square matrix; entry (i, j) is the edge
//                  i -> j; symmetric matrices are undirected graphs.
//   metis          "N M [FMT [NCON]]", then line i+1 lists the 1-based neighbours of vertex
//                  i ("%" comments; edge weights when FMT ends in 1). Undirected; every
//                  edge must appear in both lists, M counts it once.
//   snap           "U V [W]" per line, "#" or "%" comments, blanks, tabs or commas between
//                  fields. Ids are arbitrary integers, numbered densely in increasing order.
//                  Directed unless a comment says "Undirected". A first line that starts
//                  with a letter or a quote (a CSV header) is skipped. Names ending in
//                  .txt, .el, .wel (GAPBS), .edges, .snap, .csv and .tsv are read this way.
// Compressed text is recognised by its magic bytes, in files and in streams alike (the
// path "-" reads standard input): gzip and xz are decompressed in process, with zlib and
// liblzma where the library was built with them (compression.hpp). Other compressions,
// or gzip and xz in a build without their library, throw unsupported_compression. A file
// named as compressed (".gz", ".xz", ".bz2", ".zst") must start as its format does.
//
// Weights written as integers are kept exact: beyond 2^53, where doubles skip integers,
// edge_list::exact_integer_weights holds them (see edge_list.hpp). An integer weight
// must fit 64 bits; a larger one is an error unless written as a real ("1e20").
//
// Errors: read_error when the file cannot be read or its compressed data is corrupt or
// truncated (unsupported_compression, a read_error, as above), parse_error ("FILE:LINE: expected
// ..., found ...") when its text is malformed; both are gpu_paths::invalid_input.
#ifndef BOOST_GPU_PATHS_IO_READ_GRAPH_HPP
#define BOOST_GPU_PATHS_IO_READ_GRAPH_HPP

#include <boost_gpu_paths/detail/config.hpp>
#include <boost_gpu_paths/io/compression.hpp>
#include <boost_gpu_paths/io/edge_list.hpp>
#include <boost_gpu_paths/io/errors.hpp>

#include <cstdint>
#include <string>

namespace boost {
namespace gpu_paths {
namespace io {

enum class graph_format { automatic, dimacs, pace, matrix_market, metis, snap };

// "auto", "dimacs", "pace", "mtx", "metis", "snap".
BOOST_GPU_PATHS_API const char* to_string(graph_format format) noexcept;
// Accepts the names above and a few aliases (gr, matrix-market, mm, graph, edgelist, txt);
// throws std::invalid_argument otherwise.
BOOST_GPU_PATHS_API graph_format parse_format(const std::string& name);

// The most decompressed text read_options allows by default: 64 GiB, above the largest
// public graph texts (SNAP's com-Friendster edge list is about 31 GB), so that a small
// compressed file that expands without end stops there instead of exhausting memory.
constexpr std::uint64_t default_max_decompressed_bytes = std::uint64_t(64) << 30;

struct read_options {
    // A compressed file, or a stream of unknown size (standard input, a pipe, a device),
    // whose text would exceed this many bytes is refused with a read_error naming this
    // option; raise it to read more. Regular plain files are read whole, whatever their size.
    std::uint64_t max_decompressed_bytes = default_max_decompressed_bytes;
};

// Reads a graph file, decompressing it when needed.
BOOST_GPU_PATHS_API edge_list read_graph(const std::string& path, graph_format format = graph_format::automatic,
                                         const read_options& options = {});

// Parses graph text already in memory; `name` stands for the file in error messages and
// helps detect the format like a path would.
BOOST_GPU_PATHS_API edge_list parse_graph(const std::string& text, const std::string& name,
                      graph_format format = graph_format::automatic);

// The format read_graph would use for this path and its (decompressed) text. Throws
// invalid_input when neither the name nor the first lines tell.
BOOST_GPU_PATHS_API graph_format detect_format(const std::string& name, const std::string& text);

// The file's bytes, decompressed when its magic bytes say so ("-": standard input).
BOOST_GPU_PATHS_API std::string read_file_text(const std::string& path, const read_options& options = {});

// The same for bytes already in memory: decompressed when they start with gzip's or xz's
// magic bytes, else returned as they are. `name` stands for them in error messages.
BOOST_GPU_PATHS_API std::string decompress_text(const std::string& bytes, const std::string& name,
                                                const read_options& options = {});

}  // namespace io
}  // namespace gpu_paths
}  // namespace boost

#endif
