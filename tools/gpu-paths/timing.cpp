// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
#include "timing.hpp"

#include <algorithm>

namespace gpu_paths_cli {

void print_timing(const run_timing& t, std::FILE* out)
{
    auto row = [out](const char* name, double ms) { std::fprintf(out, "  %-26s %12.3f ms\n", name, ms); };
    std::fprintf(out, "time:\n");
    row("read", t.read_ms);
    row("convert to BGL graph", t.convert_ms);
    if (t.call_ms > 0) {
        if (t.backend_reported) {
            const auto& b = t.backend;
            const double inside = b.layout_ms + b.upload_ms + b.compute_ms + b.download_ms + b.write_back_ms;
            row("layout (host)", b.layout_ms);
            row("transfer (to device)", b.upload_ms);
            row("kernel", b.compute_ms);
            row("transfer (from device)", b.download_ms);
            row("write-back", b.write_back_ms);
            row("other (host)", std::max(0.0, t.call_ms - inside));
            std::fprintf(out, "  %-26s %s\n", "backend", boost::gpu_paths::to_string(b.backend));
            if (!b.method.empty()) std::fprintf(out, "  %-26s %s\n", "method", b.method.c_str());
            if (b.peak_device_bytes)
                std::fprintf(out, "  %-26s %12.1f MiB\n", "peak device memory", b.peak_device_bytes / 1048576.0);
        } else {
            row("library call (all phases)", t.call_ms);
        }
    }
    if (t.output_ms > 0) row("output", t.output_ms);
    if (t.check_ms > 0) row("check (BGL on the CPU)", t.check_ms);
    row("total", t.read_ms + t.convert_ms + t.call_ms + t.output_ms + t.check_ms);
}

}  // namespace gpu_paths_cli
