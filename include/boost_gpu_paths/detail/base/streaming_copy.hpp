// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Copies large blocks with non-temporal stores where the processor has them (x86-64:
// SSE2 streaming stores), so writing result rows into the caller's matrix does not first
// read every destination cache line (a matrix of hundreds of MiB is not in cache anyway,
// and the read would cost a third of the memory traffic of the copy). Small blocks, and
// every block when the call's options turn streaming_copy off, go through std::memcpy.
#ifndef BOOST_GPU_PATHS_DETAIL_BASE_STREAMING_COPY_HPP
#define BOOST_GPU_PATHS_DETAIL_BASE_STREAMING_COPY_HPP

#include <cstddef>
#include <cstdint>
#include <cstring>

#if defined(__x86_64__) || defined(_M_X64)
#include <emmintrin.h>
#define BOOST_GPU_PATHS_HAS_STREAMING_STORES 1
#else
#define BOOST_GPU_PATHS_HAS_STREAMING_STORES 0
#endif

namespace boost {
namespace gpu_paths {
namespace base {

// std::memcpy(dst, src, bytes), bypassing the cache for the bulk of blocks of 8 KiB or more
// when `streaming` is set.
inline void streaming_copy(void* dst, const void* src, std::size_t bytes, bool streaming = true)
{
#if BOOST_GPU_PATHS_HAS_STREAMING_STORES
    if (bytes >= 8192 && streaming) {
        auto* out = static_cast<unsigned char*>(dst);
        const auto* in = static_cast<const unsigned char*>(src);
        // Plain copy up to the first 16-byte aligned destination address.
        const std::size_t head = (16 - (reinterpret_cast<std::uintptr_t>(out) & 15)) & 15;
        std::memcpy(out, in, head);
        out += head;
        in += head;
        bytes -= head;
        const std::size_t blocks = bytes / 64;
        for (std::size_t b = 0; b < blocks; ++b, out += 64, in += 64) {
            const __m128i v0 = _mm_loadu_si128(reinterpret_cast<const __m128i*>(in));
            const __m128i v1 = _mm_loadu_si128(reinterpret_cast<const __m128i*>(in + 16));
            const __m128i v2 = _mm_loadu_si128(reinterpret_cast<const __m128i*>(in + 32));
            const __m128i v3 = _mm_loadu_si128(reinterpret_cast<const __m128i*>(in + 48));
            _mm_stream_si128(reinterpret_cast<__m128i*>(out), v0);
            _mm_stream_si128(reinterpret_cast<__m128i*>(out + 16), v1);
            _mm_stream_si128(reinterpret_cast<__m128i*>(out + 32), v2);
            _mm_stream_si128(reinterpret_cast<__m128i*>(out + 48), v3);
        }
        std::memcpy(out, in, bytes % 64);
        _mm_sfence();  // streaming stores are weakly ordered: publish them before returning
        return;
    }
#endif
    if (bytes) std::memcpy(dst, src, bytes);
}

}  // namespace base
}  // namespace gpu_paths
}  // namespace boost

#endif
