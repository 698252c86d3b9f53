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
//                  Directed unless a comment says "Undirected".
// Files compressed with gzip, xz, bzip2 or zstd (recognised by their magic bytes) are
// decompressed through the system's gzip/xz/bzip2/zstd program, so no compression
// library is needed at build time. The path "-" reads standard input (uncompressed).
//
// Errors: read_error when the file cannot be read, parse_error ("FILE:LINE: expected
// ..., found ...") when its text is malformed; both are gpu_paths::invalid_input.
#ifndef BOOST_GPU_PATHS_IO_READ_GRAPH_HPP
#define BOOST_GPU_PATHS_IO_READ_GRAPH_HPP

#include <boost_gpu_paths/detail/config.hpp>
#include <boost_gpu_paths/io/edge_list.hpp>
#include <boost_gpu_paths/io/errors.hpp>

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

// Reads a graph file, decompressing it when needed.
BOOST_GPU_PATHS_API edge_list read_graph(const std::string& path, graph_format format = graph_format::automatic);

// Parses graph text already in memory; `name` stands for the file in error messages and
// helps detect the format like a path would.
BOOST_GPU_PATHS_API edge_list parse_graph(const std::string& text, const std::string& name,
                      graph_format format = graph_format::automatic);

// The format read_graph would use for this path and its (decompressed) text. Throws
// invalid_input when neither the name nor the first lines tell.
BOOST_GPU_PATHS_API graph_format detect_format(const std::string& name, const std::string& text);

// The file's bytes, decompressed when its magic bytes say so.
BOOST_GPU_PATHS_API std::string read_file_text(const std::string& path);

}  // namespace io
}  // namespace gpu_paths
}  // namespace boost

#endif
