// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The arrays a call lays its graph and results out in (CSR offsets, targets, weights, hop
// counts, distances): created with a size and no initial value, filled by the call's
// threads, and backed by memory the library keeps between calls.
//
// A large std::vector costs a call twice before it is used: resize() writes zeros on
// one thread, and fresh memory faults in page by page on its first touch, which for a
// few million vertices took longer than the search itself. host_array's blocks of 1 MiB
// and more come from the library's kept host blocks (reused, already faulted in; at most
// 1 GiB kept, freed by release_resources()); smaller ones from operator new.
#ifndef BOOST_GPU_PATHS_DETAIL_BASE_HOST_ARRAY_HPP
#define BOOST_GPU_PATHS_DETAIL_BASE_HOST_ARRAY_HPP

#include <boost_gpu_paths/detail/base/host_memory.hpp>
#include <boost_gpu_paths/detail/config.hpp>

#include <cstddef>
#include <type_traits>
#include <utility>

namespace boost {
namespace gpu_paths {
namespace base {

// A block of at least `bytes` (64-byte aligned); *block_bytes gets its size for
// give_host_block. Throws host_memory_error where the host cannot provide it.
BOOST_GPU_PATHS_API void* take_host_block(std::size_t bytes, std::size_t* block_bytes);
BOOST_GPU_PATHS_API void give_host_block(void* block, std::size_t block_bytes) noexcept;
// Frees every kept block (release_resources()).
BOOST_GPU_PATHS_API void free_kept_host_blocks() noexcept;

// Page-locks, once, the large block (1 MiB or more) that holds [data, data + bytes) with
// lock_pages, which returns false when it cannot; unlock_pages runs before that block is
// freed. True when the range lies in such a block and is page-locked now; false for any
// other memory (a caller's own arrays, small blocks).
using page_lock_fn = bool (*)(void* block, std::size_t bytes);
using page_unlock_fn = void (*)(void* block);
BOOST_GPU_PATHS_API bool lock_host_block_pages(const void* data, std::size_t bytes, page_lock_fn lock_pages,
                                               page_unlock_fn unlock_pages) noexcept;

template <class T>
class host_array {
    static_assert(std::is_trivially_copyable<T>::value && std::is_trivially_destructible<T>::value,
                  "host_array holds plain values");

public:
    using value_type = T;

    host_array() = default;
    explicit host_array(std::size_t count) { resize(count); }
    ~host_array() { release(); }
    host_array(const host_array&) = delete;
    host_array& operator=(const host_array&) = delete;
    host_array(host_array&& other) noexcept
        : data_(std::exchange(other.data_, nullptr)), size_(std::exchange(other.size_, 0)),
          block_bytes_(std::exchange(other.block_bytes_, 0))
    {
    }
    host_array& operator=(host_array&& other) noexcept
    {
        if (this != &other) {
            release();
            data_ = std::exchange(other.data_, nullptr);
            size_ = std::exchange(other.size_, 0);
            block_bytes_ = std::exchange(other.block_bytes_, 0);
        }
        return *this;
    }

    // count elements, their values unspecified (the old ones are not kept).
    void resize(std::size_t count)
    {
        const std::size_t bytes = host_array_bytes(count, sizeof(T), "an array of the call's layout or results");
        if (bytes > block_bytes_) {
            release();
            data_ = static_cast<T*>(take_host_block(bytes, &block_bytes_));
        }
        size_ = count;
    }

    T* data() noexcept { return data_; }
    const T* data() const noexcept { return data_; }
    std::size_t size() const noexcept { return size_; }
    bool empty() const noexcept { return size_ == 0; }
    T& operator[](std::size_t i) noexcept { return data_[i]; }
    const T& operator[](std::size_t i) const noexcept { return data_[i]; }
    T* begin() noexcept { return data_; }
    T* end() noexcept { return data_ + size_; }
    const T* begin() const noexcept { return data_; }
    const T* end() const noexcept { return data_ + size_; }

private:
    void release() noexcept
    {
        if (data_) give_host_block(data_, block_bytes_);
        data_ = nullptr;
        size_ = 0;
        block_bytes_ = 0;
    }

    T* data_ = nullptr;
    std::size_t size_ = 0;
    std::size_t block_bytes_ = 0;
};

}  // namespace base
}  // namespace gpu_paths
}  // namespace boost

#endif
