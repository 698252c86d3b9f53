// The host blocks kept between calls behind base::host_array (detail/base/host_array.hpp).
//
// Blocks below 1 MiB are left to operator new, which reuses them well. Larger ones are
// rounded up to whole 2 MiB, kept when given back (at most 1 GiB in all, none larger than
// 512 MiB) and handed to the next call that asks for a size they fit within a third; the
// memory is then already faulted in, which is what makes a repeated call's layout run at
// memory speed.
#include <boost_gpu_paths/detail/base/host_array.hpp>

#include <cstdlib>
#include <map>
#include <mutex>
#include <new>

namespace boost {
namespace gpu_paths {
namespace base {

namespace {

constexpr std::size_t small_block = std::size_t(1) << 20;
constexpr std::size_t granule = std::size_t(2) << 20;
constexpr std::size_t kept_cap = std::size_t(1) << 30;
constexpr std::size_t largest_kept = std::size_t(512) << 20;

struct kept_blocks {
    std::mutex mutex;
    std::multimap<std::size_t, void*> blocks;  // size -> block
    std::size_t bytes = 0;
};
// Never destroyed: blocks kept at exit go back with the process.
kept_blocks& kept()
{
    static kept_blocks* k = new kept_blocks;
    return *k;
}

void* allocate(std::size_t bytes, std::size_t alignment)
{
    void* block = std::aligned_alloc(alignment, bytes);
    if (!block) throw std::bad_alloc();
    return block;
}

}  // namespace

void* take_host_block(std::size_t bytes, std::size_t* block_bytes)
{
    if (bytes < small_block) {
        const std::size_t size = (bytes + 63) / 64 * 64;
        void* block = allocate(size ? size : 64, 64);
        *block_bytes = size;
        return block;
    }
    const std::size_t size = (bytes + granule - 1) / granule * granule;
    {
        kept_blocks& k = kept();
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
    *block_bytes = size;
    return block;
}

void give_host_block(void* block, std::size_t block_bytes) noexcept
{
    if (!block) return;
    if (block_bytes >= small_block && block_bytes <= largest_kept) {
        kept_blocks& k = kept();
        std::lock_guard<std::mutex> lock(k.mutex);
        if (k.bytes + block_bytes <= kept_cap) {
            k.blocks.emplace(block_bytes, block);
            k.bytes += block_bytes;
            return;
        }
    }
    std::free(block);
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
    for (const auto& entry : all) std::free(entry.second);
}

}  // namespace base
}  // namespace gpu_paths
}  // namespace boost
