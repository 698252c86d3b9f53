// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// One-dimensional .npy results (bfs and sssp with -o FILE.npy): small enough to build in
// memory and write in one go, unlike the mapped all-pairs matrices of npy_output.cpp.
#include "npy_output.hpp"

#include <boost_gpu_paths/io/errors.hpp>

#include <cerrno>
#include <cstdio>
#include <cstring>

#include <unistd.h>

namespace gpu_paths_cli {

namespace io = boost::gpu_paths::io;

void write_npy_vector(const std::string& path, const char* dtype, const void* data, std::size_t count,
                      std::size_t element_size)
{
    const std::string header = npy_vector_header(dtype, count);
    const std::size_t bytes = count * element_size;
    if (output_file::is_standard_output(path)) {
        const bool written = std::fwrite(header.data(), 1, header.size(), stdout) == header.size() &&
                             std::fwrite(data, 1, bytes, stdout) == bytes && std::fflush(stdout) == 0;
        if (!written) throw io::read_error(std::string("cannot write standard output: ") + std::strerror(errno));
        return;
    }
    output_file file(path);
    file.write(header.data(), header.size());
    file.write(static_cast<const char*>(data), bytes);
    file.commit();
}

}  // namespace gpu_paths_cli
