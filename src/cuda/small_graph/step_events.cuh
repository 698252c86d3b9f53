// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Events at the four steps of a one-block call (start, uploaded, computed, downloaded),
// created only where a report asks for the times: creating one costs about a microsecond,
// a real share of a small call. With an nvtx trace, each step also opens the NVTX range of
// the phase it begins; the download's range lasts until the object dies, after the wait.
#ifndef BOOST_GPU_PATHS_SRC_CUDA_SMALL_GRAPH_STEP_EVENTS_CUH
#define BOOST_GPU_PATHS_SRC_CUDA_SMALL_GRAPH_STEP_EVENTS_CUH

#include "cuda/runtime/memory.cuh"
#include "cuda/runtime/phase_ranges.hpp"

#include <array>
#include <optional>

namespace boost {
namespace gpu_paths {
namespace cuda {
namespace small_graph {

class step_events {
public:
    enum step { start, uploaded, computed, downloaded };
    step_events(bool wanted, trace_mode trace) : ranges_(trace)
    {
        if (wanted) events_.emplace();
    }
    void mark(step s, cudaStream_t stream)
    {
        if (events_) (*events_)[s].record(stream);
        static const char* const begun[] = {"cuda: upload", "cuda: compute", "cuda: download"};
        if (s != downloaded) ranges_.enter(begun[s]);
    }
    // Milliseconds from one step to the next; the stream has passed both.
    float ms_before(step s) const { return events_ ? (*events_)[s].since((*events_)[s - 1]) : 0.0f; }

private:
    std::optional<std::array<event, 4>> events_;
    phase_ranges ranges_;
};

}  // namespace small_graph
}  // namespace cuda
}  // namespace gpu_paths
}  // namespace boost

#endif
