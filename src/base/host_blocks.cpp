// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// The host blocks kept between calls behind base::host_array (detail/base/host_array.hpp).
//
// Blocks below 1 MiB are left to the C allocator, which reuses them well. Larger ones are
// rounded up to whole 2 MiB, kept when given back (at most 1 GiB in all, none larger than
// 512 MiB) and handed to the next call that asks for a size they fit within a third; the
// memory is then already faulted in, which is what makes a repeated call's layout run at
// memory speed. A backend may page-lock a large block it copies from (the CUDA upload
// does, so that the copy runs at full PCIe speed); the block stays locked while it lives,
// and is unlocked before it is freed.
#include <boost_gpu_paths/detail/base/host_array.hpp>

#include "base/fault_injection.hpp"

#include <cstdlib>
#include <cstdint>
#include <limits>
#include <map>
#include <mutex>

namespace boost {
namespace gpu_paths {
namespace base {

namespace {

constexpr std::size_t small_block = std::size_t(1) << 20;
constexpr std::size_t granule = std::size_t(2) << 20;
constexpr std::size_t kept_cap = std::size_t(1) << 30;
constexpr std::size_t largest_kept = std::size_t(512) << 20;

struct block_state {
    std::size_t bytes = 0;
    page_unlock_fn unlock = nullptr;  // set once the block is page-locked
};

struct kept_blocks {
    std::mutex mutex;
    std::multimap<std::size_t, void*> blocks;  // kept: size -> block
    std::size_t bytes = 0;
    std::map<std::uintptr_t, block_state> live;  // every large block, kept or in use
};
// Never destroyed: blocks kept at exit go back with the process.
kept_blocks& kept()
{
    static kept_blocks* k = new kept_blocks;
    return *k;
}

const char* const block_purpose = "an array of the call's layout or results";

void* allocate(std::size_t bytes, std::size_t alignment)
{
    if (bytes >= small_block) check_host_memory(bytes, block_purpose);
    void* block = std::aligned_alloc(alignment, bytes);
    if (!block) throw_host_memory_error(bytes, block_purpose);
    return block;
}

// Frees a large block (its state is looked up and dropped under the lock first).
void free_large(void* block) noexcept
{
    page_unlock_fn unlock = nullptr;
    {
        kept_blocks& k = kept();
        std::lock_guard<std::mutex> lock(k.mutex);
        const auto found = k.live.find(reinterpret_cast<std::uintptr_t>(block));
        if (found != k.live.end()) {
            unlock = found->second.unlock;
            k.live.erase(found);
        }
    }
    if (unlock) unlock(block);
    std::free(block);
}

}  // namespace

void* take_host_block(std::size_t bytes, std::size_t* block_bytes)
{
    if (injected_fault(testing::fault_site::host_block)) throw_host_memory_error(bytes, block_purpose);
    if (bytes < small_block) {
        const std::size_t size = (bytes + 63) / 64 * 64;
        void* block = allocate(size ? size : 64, 64);
        *block_bytes = size;
        return block;
    }
    // Rounded up to whole granules, where that still fits in a size_t.
    if (bytes > (std::numeric_limits<std::size_t>::max)() - granule) throw_host_memory_error(bytes, block_purpose);
    const std::size_t size = (bytes + granule - 1) / granule * granule;
    kept_blocks& k = kept();
    {
        std::lock_guard<std::mutex> lock(k.mutex);
        auto it = k.blocks.lower_bound(size);
        if (it != k.blocks.end() && it->first <= size + size / 3) {
            void* block = it->second;
            *block_bytes = it->first;
            k.bytes -= it->first;
            k.blocks.erase(it);
            return block;
        }
    }
    void* block = allocate(size, 4096);
    try {
        std::lock_guard<std::mutex> lock(k.mutex);
        k.live.emplace(reinterpret_cast<std::uintptr_t>(block), block_state{size, nullptr});
    } catch (...) {
        std::free(block);
        throw;
    }
    *block_bytes = size;
    return block;
}

void give_host_block(void* block, std::size_t block_bytes) noexcept
{
    if (!block) return;
    if (block_bytes < small_block) {
        std::free(block);
        return;
    }
    if (block_bytes <= largest_kept) {
        kept_blocks& k = kept();
        std::lock_guard<std::mutex> lock(k.mutex);
        if (k.bytes + block_bytes <= kept_cap) {
            try {
                k.blocks.emplace(block_bytes, block);
                k.bytes += block_bytes;
                return;
            } catch (...) {
                // No room to remember it: free it below.
            }
        }
    }
    free_large(block);
}

bool lock_host_block_pages(const void* data, std::size_t bytes, page_lock_fn lock_pages,
                           page_unlock_fn unlock_pages) noexcept
{
    if (!data || bytes < small_block) return false;
    kept_blocks& k = kept();
    std::lock_guard<std::mutex> lock(k.mutex);
    const std::uintptr_t at = reinterpret_cast<std::uintptr_t>(data);
    auto found = k.live.upper_bound(at);
    if (found == k.live.begin()) return false;
    --found;
    block_state& state = found->second;
    if (at + bytes > found->first + state.bytes) return false;
    if (state.unlock) return true;
    if (!lock_pages(reinterpret_cast<void*>(found->first), state.bytes)) return false;
    state.unlock = unlock_pages;
    return true;
}

void free_kept_host_blocks() noexcept
{
    std::multimap<std::size_t, void*> all;
    {
        kept_blocks& k = kept();
        std::lock_guard<std::mutex> lock(k.mutex);
        all.swap(k.blocks);
        k.bytes = 0;
    }
    for (const auto& entry : all) free_large(entry.second);
}

}  // namespace base
}  // namespace gpu_paths
}  // namespace boost
