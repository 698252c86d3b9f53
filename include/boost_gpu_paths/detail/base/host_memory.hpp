// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Host allocations that fail become gpu_paths::host_memory_error naming the bytes and what
// they were for, instead of a bare std::bad_alloc: an all-pairs call on a graph whose n x n
// matrix cannot fit then says so, with the memory the machine has.
//
// A request larger than the machine's memory (RAM and swap) is refused before it is made:
// the arrays asked for here are written in full, so under an overcommitting kernel such an
// allocation would succeed and the process be killed when the pages are touched.
#ifndef BOOST_GPU_PATHS_DETAIL_BASE_HOST_MEMORY_HPP
#define BOOST_GPU_PATHS_DETAIL_BASE_HOST_MEMORY_HPP

#include <boost_gpu_paths/detail/config.hpp>

#include <cstddef>
#include <limits>
#include <memory>
#include <new>
#include <string>
#include <type_traits>
#include <vector>

namespace boost {
namespace gpu_paths {
namespace base {

// What the system reports of its memory, in bytes (0 where it does not say); read once a
// process, by installed_host_memory().
struct host_memory_size {
    std::size_t physical = 0;
    std::size_t swap = 0;
};
BOOST_GPU_PATHS_API host_memory_size installed_host_memory() noexcept;

// Throws host_memory_error: `bytes` for `purpose` could not be allocated (bytes 0: unknown;
// bytes SIZE_MAX: more than a size_t can count).
[[noreturn]] BOOST_GPU_PATHS_API void throw_host_memory_error(std::size_t bytes, const std::string& purpose);

// Throws host_memory_error when `bytes` is more than the machine's memory, and so can never
// be allocated and written.
BOOST_GPU_PATHS_API void check_host_memory(std::size_t bytes, const std::string& purpose);

// A request of at most this many bytes fits any machine the library runs on: it is left to
// the allocation, and a small call does not pay the system's memory query.
constexpr std::size_t host_memory_surely_installed = std::size_t(64) << 20;

// count * element_bytes, or host_memory_error where that overflows a size_t (purpose is
// only turned into a string then: host_array asks on every resize).
inline std::size_t host_array_bytes(std::size_t count, std::size_t element_bytes, const char* purpose)
{
    if (element_bytes && count > (std::numeric_limits<std::size_t>::max)() / element_bytes)
        throw_host_memory_error((std::numeric_limits<std::size_t>::max)(), purpose);
    return count * element_bytes;
}

// v.resize(count), or host_memory_error where the machine cannot hold it. describe() names
// what the vector holds, for the error's message: it is called only to build one, so a
// small call formats no text.
template <class T, class Describe,
          class = std::enable_if_t<std::is_convertible<std::invoke_result_t<Describe&>, std::string>::value>>
void resize_host_vector(std::vector<T>& v, std::size_t count, Describe&& describe)
{
    const std::size_t bytes = count && sizeof(T) > (std::numeric_limits<std::size_t>::max)() / count
                                  ? (std::numeric_limits<std::size_t>::max)()
                                  : count * sizeof(T);
    if (bytes > host_memory_surely_installed || count > v.max_size()) {
        const std::string purpose = describe();
        host_array_bytes(count, sizeof(T), purpose.c_str());
        check_host_memory(bytes, purpose);
        if (count > v.max_size()) throw_host_memory_error(bytes, purpose);
    }
    try {
        v.resize(count);
    } catch (const std::bad_alloc&) {
        throw_host_memory_error(bytes, describe());
    }
}

// v.resize(count), or host_memory_error where the machine cannot hold it.
template <class T>
void resize_host_vector(std::vector<T>& v, std::size_t count, const std::string& purpose)
{
    resize_host_vector(v, count, [&purpose] { return purpose; });
}

// new T[count] (default-initialised), or host_memory_error where the machine cannot hold it.
template <class T>
std::unique_ptr<T[]> new_host_array(std::size_t count, const std::string& purpose)
{
    const std::size_t bytes = host_array_bytes(count, sizeof(T), purpose.c_str());
    check_host_memory(bytes, purpose);
    try {
        return std::unique_ptr<T[]>(new T[count]);
    } catch (const std::bad_alloc&) {
        throw_host_memory_error(bytes, purpose);
    }
}

}  // namespace base
}  // namespace gpu_paths
}  // namespace boost

#endif
