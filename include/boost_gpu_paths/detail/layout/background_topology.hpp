// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// A graph's out-neighbours as arrays, built on other threads while the calling thread goes
// on with something else (a search that delivers a visitor's events on the caller's graph
// meanwhile), and given up at once when the caller no longer needs them.
//
// The arrays come in chunks of consecutive vertices, each built by one task: no prefix sum
// over the whole graph has to finish before a chunk's targets are written, and a cancelled
// build stops within a few thousand vertices. A failure to build (memory, a thread that
// cannot start, more than 2^32 - 1 out-edges in a chunk) only means the arrays never become
// ready; the caller goes on without them.
//
// Once built, the same thread may go on with more work over the arrays (a continuation,
// which a search of the device uses to compute BGL's discovery order while the calling
// thread goes on with the events).
//
// With a weight map, each out-edge's weight too, as the map's values (no conversion: a
// search reading them computes exactly what it would with the map).
//
// For graphs whose vertices are the integers 0..n-1 (vecS, adjacency_matrix, CSR graphs).
// The graph must not change while the arrays are built.
#ifndef BOOST_GPU_PATHS_DETAIL_LAYOUT_BACKGROUND_TOPOLOGY_HPP
#define BOOST_GPU_PATHS_DETAIL_LAYOUT_BACKGROUND_TOPOLOGY_HPP

#include <boost_gpu_paths/detail/base/parallel_for.hpp>

#include <boost/graph/graph_traits.hpp>
#include <boost/property_map/property_map.hpp>

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <functional>
#include <limits>
#include <thread>
#include <type_traits>
#include <vector>

namespace boost {
namespace gpu_paths {
namespace layout {

// No weights.
struct topology_only {};

template <class Graph, class WeightMap = topology_only>
class background_topology {
    static constexpr bool weighted = !std::is_same<WeightMap, topology_only>::value;
    template <class Map, bool = weighted>
    struct values_of {
        using type = char;
    };
    template <class Map>
    struct values_of<Map, true> {
        using type = typename property_traits<Map>::value_type;
    };

public:
    using weight_value = typename values_of<WeightMap>::type;
    // With weights, an out-edge's target and weight side by side: one place in memory to
    // reach per out-edge list.
    struct weighted_arc {
        std::uint32_t target;
        weight_value weight;
    };

    // What the build's thread does next, once the arrays are ready, with the build's
    // threads: then(arrays, cancelled), where cancelled turns true when the caller gives the
    // arrays up (stop(), the destructor), which then waits for it to return.
    using continuation = std::function<void(const background_topology&, const std::atomic<bool>& cancelled)>;

    // Starts building on a thread of its own that runs `threads` threads (the library's
    // pool where `pool`).
    background_topology(const Graph& g, unsigned threads, bool pool, WeightMap weight = WeightMap(),
                        continuation then = {})
        : graph_(&g), weight_(weight), then_(std::move(then))
    {
        const std::size_t n = num_vertices(g);
        if (n == 0 || n > (std::numeric_limits<std::uint32_t>::max)()) {
            state_.store(failed, std::memory_order_relaxed);
            return;
        }
        const std::size_t chunk_count = std::min<std::size_t>(n, std::size_t(std::max(1u, threads)) * 8);
        // A power of two, so that finding a vertex's chunk is a shift, not a division: the
        // searches look it up for every vertex they examine.
        while ((std::size_t(1) << chunk_shift_) * chunk_count < n) ++chunk_shift_;
        chunk_vertices_ = std::size_t(1) << chunk_shift_;
        try {
            chunks_.resize((n + chunk_vertices_ - 1) / chunk_vertices_);
            worker_ = std::thread([this, threads, pool] { build(threads, pool); });
        } catch (...) {
            chunks_.clear();
            state_.store(failed, std::memory_order_relaxed);
        }
    }
    ~background_topology() { stop(); }
    background_topology(const background_topology&) = delete;
    background_topology& operator=(const background_topology&) = delete;

    // True once every chunk is built; from then on targets_of or arcs_of may be called.
    bool ready() const noexcept { return state_.load(std::memory_order_acquire) == built; }
    // Waits for the build to end (not for the continuation); true when the arrays are ready.
    bool wait()
    {
        while (state_.load(std::memory_order_acquire) == building) std::this_thread::yield();
        return ready();
    }
    // Cancels the build and waits for its threads.
    void stop() noexcept
    {
        cancel_.store(true, std::memory_order_relaxed);
        if (worker_.joinable()) worker_.join();
    }

    // v's out-neighbours in the order of out_edges(v, g); count receives their number.
    const std::uint32_t* targets_of(std::uint32_t v, std::uint32_t& count) const noexcept
    {
        const chunk& c = chunks_[v >> chunk_shift_];
        const std::size_t local = v & (chunk_vertices_ - 1);
        count = c.offsets[local + 1] - c.offsets[local];
        return c.targets.data() + c.offsets[local];
    }
    // With a weight map: v's out-edges, targets and weights, in the order of out_edges(v, g).
    const weighted_arc* arcs_of(std::uint32_t v, std::uint32_t& count) const noexcept
    {
        const chunk& c = chunks_[v >> chunk_shift_];
        const std::size_t local = v & (chunk_vertices_ - 1);
        count = c.offsets[local + 1] - c.offsets[local];
        return c.arcs.data() + c.offsets[local];
    }

    // Hints that v's entries will be read soon: its offsets (first), then its out-edges.
    void prefetch_offsets(std::uint32_t v) const noexcept
    {
#if defined(__GNUC__)
        const chunk& c = chunks_[v >> chunk_shift_];
        __builtin_prefetch(c.offsets.data() + (v & (chunk_vertices_ - 1)));
#else
        (void)v;
#endif
    }
    void prefetch_targets(std::uint32_t v) const noexcept
    {
#if defined(__GNUC__)
        const chunk& c = chunks_[v >> chunk_shift_];
        const std::size_t first = c.offsets[v & (chunk_vertices_ - 1)];
        if constexpr (weighted)
            __builtin_prefetch(c.arcs.data() + first);
        else
            __builtin_prefetch(c.targets.data() + first);
#else
        (void)v;
#endif
    }

    // The arrays as one CSR (offsets: n + 1 entries), copied chunk by chunk on the calling
    // thread's threads; false when the out-edges number 2^32 or more, or when cancelled.
    bool flatten(std::vector<std::uint32_t>& offsets, std::vector<std::uint32_t>& targets) const
    {
        static_assert(!weighted, "flatten: the topology alone");
        const std::size_t n = num_vertices(*graph_);
        std::vector<std::uint64_t> first(chunks_.size() + 1, 0);
        for (std::size_t c = 0; c < chunks_.size(); ++c) first[c + 1] = first[c] + chunks_[c].targets.size();
        if (first.back() > (std::numeric_limits<std::uint32_t>::max)()) return false;
        offsets.resize(n + 1);
        targets.resize(first.back());
        offsets[n] = static_cast<std::uint32_t>(first.back());
        base::parallel_for(0, chunks_.size(), [&](std::size_t c) {
            if (cancel_.load(std::memory_order_relaxed)) return;
            const chunk& from = chunks_[c];
            const std::size_t lo = c * chunk_vertices_;
            const auto base_edge = static_cast<std::uint32_t>(first[c]);
            for (std::size_t i = 0; i + 1 < from.offsets.size(); ++i) offsets[lo + i] = base_edge + from.offsets[i];
            std::copy(from.targets.begin(), from.targets.end(), targets.begin() + first[c]);
        }, 1);
        return !cancel_.load(std::memory_order_relaxed);
    }

private:
    enum : int { building, built, failed };
    struct chunk {
        std::vector<std::uint32_t> offsets;  // relative to the chunk's first target
        std::vector<std::uint32_t> targets;  // without a weight map
        std::vector<weighted_arc> arcs;      // with one
    };
    using vertex = typename graph_traits<Graph>::vertex_descriptor;

    void build(unsigned threads, bool pool) noexcept
    {
        try {
            base::thread_scope scope(threads, pool);
            std::atomic<bool> chunk_failed{false};
            base::parallel_for(0, chunks_.size(), [&](std::size_t c) {
                if (!build_chunk(c)) chunk_failed.store(true, std::memory_order_relaxed);
            }, 1);
            state_.store(chunk_failed.load() ? failed : built, std::memory_order_release);
            if (then_ && ready()) then_(*this, cancel_);
        } catch (...) {
            if (ready()) return;
            state_.store(failed, std::memory_order_release);
        }
    }

    // False when cancelled or too large.
    bool build_chunk(std::size_t c)
    {
        if (cancel_.load(std::memory_order_relaxed)) return false;
        const Graph& g = *graph_;
        const std::size_t n = num_vertices(g);
        const std::size_t lo = c * chunk_vertices_, hi = std::min(n, lo + chunk_vertices_);
        chunk& out = chunks_[c];
        out.offsets.resize(hi - lo + 1);
        std::uint64_t total = 0;
        out.offsets[0] = 0;
        for (std::size_t v = lo; v < hi; ++v) {
            if ((v - lo) % 1024 == 0 && cancel_.load(std::memory_order_relaxed)) return false;
            total += out_degree(static_cast<vertex>(v), g);
            if (total > (std::numeric_limits<std::uint32_t>::max)()) return false;
            out.offsets[v - lo + 1] = static_cast<std::uint32_t>(total);
        }
        if constexpr (weighted)
            out.arcs.resize(total);
        else
            out.targets.resize(total);
        std::size_t next = 0;
        for (std::size_t v = lo; v < hi; ++v) {
            if ((v - lo) % 1024 == 0 && cancel_.load(std::memory_order_relaxed)) return false;
            typename graph_traits<Graph>::out_edge_iterator e, e_end;
            for (boost::tie(e, e_end) = out_edges(static_cast<vertex>(v), g); e != e_end; ++e, ++next) {
                const auto to = static_cast<std::uint32_t>(target(*e, g));
                if constexpr (weighted)
                    out.arcs[next] = weighted_arc{to, get(weight_, *e)};
                else
                    out.targets[next] = to;
            }
        }
        return true;
    }

    const Graph* graph_;
    WeightMap weight_;
    continuation then_;
    unsigned chunk_shift_ = 0;
    std::size_t chunk_vertices_ = 1;
    std::vector<chunk> chunks_;
    std::atomic<int> state_{building};
    std::atomic<bool> cancel_{false};
    std::thread worker_;
};

}  // namespace layout
}  // namespace gpu_paths
}  // namespace boost

#endif
