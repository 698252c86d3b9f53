// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// gzip through zlib, where the build found it (BOOST_GPU_PATHS_HAS_ZLIB).
//
// Like `gzip -dc`, a file of several gzip members (cat a.gz b.gz) decompresses to their
// texts one after the other; anything after a member that does not start another one is
// an error, as is data that ends inside a member.
#include "io/decoder.hpp"

#if BOOST_GPU_PATHS_HAS_ZLIB

#include <zlib.h>

#include <climits>
#include <new>

namespace boost {
namespace gpu_paths {
namespace io {
namespace detail {
namespace {

class gzip_decoder final : public decoder {
public:
    explicit gzip_decoder(const std::string& name) : name_(name)
    {
        // 15 + 16: the largest window, and a gzip header and trailer (CRC-32 and length)
        // that zlib checks.
        const int started = ::inflateInit2(&stream_, 15 + 16);
        if (started == Z_MEM_ERROR) throw std::bad_alloc();
        if (started != Z_OK) throw read_error("cannot decompress " + name_ + ": zlib failed to start (" + message() + ")");
    }
    ~gzip_decoder() override { ::inflateEnd(&stream_); }
    gzip_decoder(const gzip_decoder&) = delete;
    gzip_decoder& operator=(const gzip_decoder&) = delete;

    void write(const unsigned char* data, std::size_t size, bounded_text& out) override
    {
        while (size > 0) {
            // avail_in is 32 bits wide.
            const std::size_t piece = size < UINT_MAX ? size : UINT_MAX;
            stream_.next_in = const_cast<unsigned char*>(data);
            stream_.avail_in = static_cast<uInt>(piece);
            drain(out);
            data += piece;
            size -= piece;
        }
    }

    void finish(bounded_text&) override
    {
        if (inside_member_)
            throw read_error("cannot decompress " + name_ + ": the gzip data ends early (it is truncated)");
    }

private:
    // Inflates all of next_in, and all the output it gives.
    void drain(bounded_text& out)
    {
        unsigned char chunk[decode_chunk];
        for (;;) {
            stream_.next_out = chunk;
            stream_.avail_out = sizeof chunk;
            const uInt had_input = stream_.avail_in;
            const int result = ::inflate(&stream_, Z_NO_FLUSH);
            out.append(chunk, sizeof chunk - stream_.avail_out);
            if (result == Z_STREAM_END) {
                // The member's trailer checked out; what follows must be another member.
                inside_member_ = false;
                ++members_;
                ::inflateReset(&stream_);
                if (stream_.avail_in == 0) return;
                continue;
            }
            if (result == Z_OK) {
                if (had_input != stream_.avail_in) inside_member_ = true;
                if (stream_.avail_in == 0 && stream_.avail_out != 0) return;
                continue;
            }
            if (result == Z_BUF_ERROR) return;  // no progress possible until more input comes
            if (result == Z_MEM_ERROR) throw std::bad_alloc();
            if (members_ > 0 && !inside_member_)
                throw read_error("cannot decompress " + name_ + ": what follows the end of its gzip data is not gzip data");
            throw read_error("cannot decompress " + name_ + ": the gzip data is corrupt (" + message() + ")");
        }
    }

    std::string message() const { return stream_.msg ? stream_.msg : "no reason given"; }

    std::string name_;
    z_stream stream_{};
    bool inside_member_ = false;
    std::size_t members_ = 0;  // members ended so far
};

}  // namespace

std::unique_ptr<decoder> make_gzip_decoder(const std::string& name) { return std::make_unique<gzip_decoder>(name); }

}  // namespace detail
}  // namespace io
}  // namespace gpu_paths
}  // namespace boost

#else

namespace boost {
namespace gpu_paths {
namespace io {
namespace detail {

std::unique_ptr<decoder> make_gzip_decoder(const std::string&) { return nullptr; }

}  // namespace detail
}  // namespace io
}  // namespace gpu_paths
}  // namespace boost

#endif
