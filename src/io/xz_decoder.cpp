// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// xz through liblzma, where the build found it (BOOST_GPU_PATHS_HAS_LZMA).
//
// Like `xz -dc`, concatenated .xz streams (and the stream padding between them) decompress
// to their texts one after the other; data that ends inside a stream is an error.
#include "io/decoder.hpp"

#if BOOST_GPU_PATHS_HAS_LZMA

#include <lzma.h>

#include <cstdint>
#include <new>

namespace boost {
namespace gpu_paths {
namespace io {
namespace detail {
namespace {

class xz_decoder final : public decoder {
public:
    explicit xz_decoder(const std::string& name) : name_(name)
    {
        // No memory limit of liblzma's own: the dictionary an .xz file asks for is at most
        // 1.5 GiB, and the text it gives is bounded by the caller.
        check(::lzma_stream_decoder(&stream_, UINT64_MAX, LZMA_CONCATENATED));
    }
    ~xz_decoder() override { ::lzma_end(&stream_); }
    xz_decoder(const xz_decoder&) = delete;
    xz_decoder& operator=(const xz_decoder&) = delete;

    void write(const unsigned char* data, std::size_t size, bounded_text& out) override
    {
        stream_.next_in = data;
        stream_.avail_in = size;
        run(LZMA_RUN, out);
    }

    void finish(bounded_text& out) override
    {
        stream_.next_in = nullptr;
        stream_.avail_in = 0;
        run(LZMA_FINISH, out);
    }

private:
    // Decodes all of next_in (and with LZMA_FINISH, up to the end of the last stream).
    void run(lzma_action action, bounded_text& out)
    {
        std::uint8_t chunk[decode_chunk];
        for (;;) {
            stream_.next_out = chunk;
            stream_.avail_out = sizeof chunk;
            const lzma_ret result = ::lzma_code(&stream_, action);
            out.append(chunk, sizeof chunk - stream_.avail_out);
            if (result == LZMA_STREAM_END) return;
            check(result);
            if (action == LZMA_RUN && stream_.avail_in == 0 && stream_.avail_out != 0) return;
        }
    }

    void check(lzma_ret result) const
    {
        const std::string prefix = "cannot decompress " + name_ + ": ";
        switch (result) {
        case LZMA_OK: return;
        case LZMA_MEM_ERROR: throw std::bad_alloc();
        case LZMA_BUF_ERROR: throw read_error(prefix + "the xz data ends early (it is truncated)");
        case LZMA_FORMAT_ERROR: throw read_error(prefix + "what follows the end of its xz data is not xz data");
        case LZMA_OPTIONS_ERROR:
            throw read_error(prefix + "the xz data uses options this build's liblzma does not support");
        case LZMA_DATA_ERROR: throw read_error(prefix + "the xz data is corrupt");
        default: throw read_error(prefix + "liblzma failed (error " + std::to_string(int(result)) + ")");
        }
    }

    std::string name_;
    lzma_stream stream_ = LZMA_STREAM_INIT;
};

}  // namespace

std::unique_ptr<decoder> make_xz_decoder(const std::string& name) { return std::make_unique<xz_decoder>(name); }

}  // namespace detail
}  // namespace io
}  // namespace gpu_paths
}  // namespace boost

#else

namespace boost {
namespace gpu_paths {
namespace io {
namespace detail {

std::unique_ptr<decoder> make_xz_decoder(const std::string&) { return nullptr; }

}  // namespace detail
}  // namespace io
}  // namespace gpu_paths
}  // namespace boost

#endif
