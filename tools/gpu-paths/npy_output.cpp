// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
#include "npy_output.hpp"
#include "interrupt.hpp"

#include <boost_gpu_paths/errors.hpp>
#include <boost_gpu_paths/io/errors.hpp>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <limits>

#include <fcntl.h>
#include <sys/mman.h>
#include <unistd.h>

namespace gpu_paths_cli {

namespace io = boost::gpu_paths::io;

namespace {

std::string header_with_shape(const char* dtype, const std::string& shape)
{
    std::string dict = std::string("{'descr': '") + dtype + "', 'fortran_order': False, 'shape': " + shape + ", }";
    const std::size_t fixed = 6 + 2 + 2;  // magic, version, header length
    std::size_t total = fixed + dict.size() + 1;
    total = (total + 63) / 64 * 64;
    dict.append(total - fixed - dict.size() - 1, ' ');
    dict += '\n';
    std::string header("\x93NUMPY\x01\x00", 8);
    header += static_cast<char>(dict.size() & 0xff);
    header += static_cast<char>(dict.size() >> 8);
    return header + dict;
}

}  // namespace

std::string npy_header(const char* dtype, std::size_t rows, std::size_t columns)
{
    return header_with_shape(dtype, "(" + std::to_string(rows) + ", " + std::to_string(columns) + ")");
}

std::string npy_vector_header(const char* dtype, std::size_t count)
{
    return header_with_shape(dtype, "(" + std::to_string(count) + ",)");
}

npy_matrix_storage::npy_matrix_storage(const std::string& path, const char* dtype, std::size_t element_size,
                                       std::size_t n)
    : path_(path), header_(npy_header(dtype, n, n))
{
    if (n != 0 && n > std::numeric_limits<std::size_t>::max() / n / element_size)
        throw boost::gpu_paths::invalid_input("an all-pairs matrix of " + std::to_string(n) +
                                              " vertices does not fit in memory");
    const std::size_t bytes = n * n * element_size;
    if (!path.empty() && !output_file::is_standard_output(path)) file_ = std::make_unique<output_file>(path);
    // Standard output and targets written in place (a device, a pipe) take the matrix in
    // memory and are written in order at the end; a file is mapped.
    if (!file_ || file_->is_stream()) {
        const long pages = ::sysconf(_SC_PHYS_PAGES), page = ::sysconf(_SC_PAGESIZE);
        if (pages > 0 && page > 0 && bytes > static_cast<std::size_t>(pages) * static_cast<std::size_t>(page) / 4 * 3)
            throw boost::gpu_paths::invalid_input(
                "the " + std::to_string(n) + " x " + std::to_string(n) + " distance matrix needs " +
                std::to_string(bytes >> 20) + " MiB, more than this machine's memory; write it to a file with --output");
        memory_.resize(bytes);
        data_ = memory_.data();
        return;
    }
    mapping_bytes_ = header_.size() + bytes;
    // Reserve the blocks now: a full disk is an error here, not a SIGBUS mid-run.
    const int reserved = ::posix_fallocate(file_->fd(), 0, static_cast<off_t>(mapping_bytes_));
    if (reserved != 0)
        throw io::read_error("cannot make room for " + std::to_string(mapping_bytes_ >> 20) + " MiB in " + path +
                             ": " + std::strerror(reserved));
    mapping_ = ::mmap(nullptr, mapping_bytes_, PROT_READ | PROT_WRITE, MAP_SHARED, file_->fd(), 0);
    if (mapping_ == MAP_FAILED) {
        mapping_ = nullptr;
        throw io::read_error("cannot map " + path + ": " + std::strerror(errno));
    }
    std::memcpy(mapping_, header_.data(), header_.size());
    data_ = static_cast<unsigned char*>(mapping_) + header_.size();
}

npy_matrix_storage::~npy_matrix_storage() { unmap(); }

void npy_matrix_storage::unmap() noexcept
{
    if (mapping_) ::munmap(mapping_, mapping_bytes_);
    mapping_ = nullptr;
}

void npy_matrix_storage::commit()
{
    throw_if_interrupted();
    if (output_file::is_standard_output(path_)) {
        const bool written = std::fwrite(header_.data(), 1, header_.size(), stdout) == header_.size() &&
                             std::fwrite(memory_.data(), 1, memory_.size(), stdout) == memory_.size() &&
                             std::fflush(stdout) == 0;
        if (!written) throw io::read_error(std::string("cannot write standard output: ") + std::strerror(errno));
        return;
    }
    if (!file_) return;
    if (file_->is_stream()) {
        file_->write(header_.data(), header_.size());
        file_->write(reinterpret_cast<const char*>(memory_.data()), memory_.size());
        file_->commit();
        file_.reset();
        return;
    }
    const bool synced = ::msync(mapping_, mapping_bytes_, MS_SYNC) == 0;
    const int error = errno;
    unmap();
    if (!synced) throw io::read_error("cannot write " + path_ + ": " + std::strerror(error));
    file_->commit();
    file_.reset();
}

}  // namespace gpu_paths_cli
