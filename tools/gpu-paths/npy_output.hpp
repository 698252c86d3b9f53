// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// All-pairs results as NumPy .npy files (format version 1.0: a magic string, a header
// dictionary giving dtype, order and shape, then the raw little-endian row-major data).
//
// The matrix is written in place: the file is sized up front and mapped into memory, and
// the library writes its rows straight into the mapping, so an n x n result never needs
// a second copy in RAM and a disk too small for it is reported before any work starts.
// The file is a new one beside the target, renamed over it on success (output_file.hpp).
#ifndef GPU_PATHS_CLI_NPY_OUTPUT_HPP
#define GPU_PATHS_CLI_NPY_OUTPUT_HPP

#include "output_file.hpp"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <type_traits>
#include <vector>

namespace gpu_paths_cli {

// The header for an n x n matrix of `dtype` ("<f4", "<f8", "<i4", "<i8"), padded so the
// data starts at a multiple of 64 bytes.
std::string npy_header(const char* dtype, std::size_t rows, std::size_t columns);
// The same for a vector of `count` values (shape (count,)).
std::string npy_vector_header(const char* dtype, std::size_t count);

// Writes a .npy vector to `path` (a new file renamed over it) or to standard output for
// "-"; throws io::read_error when it cannot be written.
void write_npy_vector(const std::string& path, const char* dtype, const void* data, std::size_t count,
                      std::size_t element_size);

template <class T>
constexpr const char* npy_dtype()
{
    static_assert(std::is_arithmetic<T>::value, "numbers only");
    return std::is_floating_point<T>::value ? (sizeof(T) == 4 ? "<f4" : "<f8") : (sizeof(T) == 4 ? "<i4" : "<i8");
}

// A square matrix of `element_size`-byte values, backed by a mapped .npy file, or by
// memory when no path is given or the path is "-" (standard output, written on commit).
class npy_matrix_storage {
public:
    npy_matrix_storage(const std::string& path, const char* dtype, std::size_t element_size, std::size_t n);
    ~npy_matrix_storage();
    npy_matrix_storage(const npy_matrix_storage&) = delete;
    npy_matrix_storage& operator=(const npy_matrix_storage&) = delete;

    void* data() noexcept { return data_; }
    // Flushes the mapping and puts the file in place (or writes standard output); throws
    // io::read_error on failure.
    void commit();

private:
    void unmap() noexcept;

    std::string path_;
    std::string header_;
    std::unique_ptr<output_file> file_;
    void* mapping_ = nullptr;
    std::size_t mapping_bytes_ = 0;
    void* data_ = nullptr;
    std::vector<unsigned char> memory_;
};

// Row-major view the library and BGL index as d[u][v]; d[u] is a pointer to row u, so the
// library copies whole rows.
template <class T>
struct row_major_matrix {
    T* data;
    std::size_t n;
    T* operator[](std::size_t row) const noexcept { return data + row * n; }
};

}  // namespace gpu_paths_cli

#endif
