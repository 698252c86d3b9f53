// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// Host backend of breadth-first search (see breadth_first_search.hpp).
//
// Level-synchronous, in one parallel region per search: a step_scheduler hands each
// step's blocks to the workers, and the worker that completes a step prepares the next one
// alone. Blocks are small, so that even the thousand-vertex frontiers of road networks
// spread over all the workers, and a level costs a few atomic operations per worker rather
// than a hand-over to the thread pool. The frontiers follow one another in one array (each
// vertex enters it once); a worker collects the vertices it finds in a buffer of its own
// and appends them to the array in batches, each reserved with one atomic add.
//
// A top-down step expands the frontier's out-edges; a vertex is claimed by the first
// worker whose compare-and-swap on its parent succeeds, so it enters the next frontier
// once. A bottom-up step lets every unvisited vertex scan its in-neighbours for one in the
// frontier (a bitmap, made from the hop counts in a step of its own); only the worker
// that took the vertex writes it. The serial part between two steps sums the workers'
// counts and takes the direction decision.
#include "host/entry.hpp"
#include "host/step_scheduler.hpp"
#include "shared/bfs_direction_policy.hpp"
#include "shared/in_edge_lists.hpp"

#include <boost_gpu_paths/detail/base/host_memory.hpp>
#include <boost_gpu_paths/detail/base/parallel_for.hpp>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <memory>
#include <string>
#include <utility>

namespace boost {
namespace gpu_paths {
namespace host {

namespace {

using backend_api::csr_topology;
using backend_api::no_vertex;
using backend_api::unreached_hops;

// Frontier vertices a worker takes at a time in a top-down step. A road network's
// frontier holds about a thousand vertices, which blocks this small still spread over
// 16 workers; taking a block, an atomic operation on a shared line, costs about as much
// as expanding a vertex or two.
constexpr std::size_t top_down_block = 64;

// Vertices a worker takes at a time in the steps over all vertices (initialisation,
// bottom-up, the parents' write-back). Bottom-up blocks vary in cost with the degrees,
// so there are many per worker; a multiple of 64, so the frontier bitmap's words are
// split whole.
constexpr std::size_t vertex_block = 4096;
static_assert(vertex_block % 64 == 0, "a frontier bitmap word spans two blocks");

// Vertices a worker collects before one atomic add reserves their room in the shared
// queue: 2 KiB, on the worker's stack and in its L1 cache.
constexpr std::size_t found_batch = 512;

// Keeps the counters that every worker updates off each other's cache lines and off
// the read-mostly fields.
constexpr std::size_t cache_line = 64;

// The workers of a search over `size` vertices plus edges: the threads configured, but no
// more than one per `work_per_thread` (bfs_options::host_work_per_thread; 0: no limit).
// Besides the wake-up of the pool's threads, every level moves the shared counters' cache
// lines between the workers' cores, which a worker's share of a small graph does not pay
// back; small graphs are searched on the calling thread alone.
unsigned worker_count(std::uint64_t size, std::uint64_t work_per_thread)
{
    const std::uint64_t threads = base::thread_count();
    if (work_per_thread == 0) return static_cast<unsigned>(threads);
    return static_cast<unsigned>(std::max<std::uint64_t>(1, std::min(threads, size / work_per_thread)));
}

double milliseconds_since(std::chrono::steady_clock::time_point start)
{
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

// In-edge lists: the sources of the edges into v are sources[offsets[v] .. offsets[v+1]).
struct in_edges {
    const std::uint32_t* offsets;
    const std::uint32_t* sources;
};

// The in-edge lists of a graph that is not symmetric.
struct reverse_csr {
    shared::in_edge_lists lists;

    explicit reverse_csr(const csr_topology& g) : lists(shared::make_in_edge_lists(g)) {}

    in_edges view() const { return in_edges{lists.offsets.data(), lists.sources.data()}; }
};

// The arrays a search works in, kept by the engine from one search to the next. They are
// left uninitialised: each search's first step writes what it later reads.
struct search_buffers {
    std::unique_ptr<std::atomic<std::uint32_t>[]> parent;  // no_vertex until reached
    std::unique_ptr<std::uint32_t[]> queue;                // the frontiers, one after another
    std::unique_ptr<std::uint64_t[]> in_frontier;          // one bit per vertex, for bottom-up steps
    std::unique_ptr<std::uint32_t[]> hops;                 // where the caller asks for none

    void reserve(std::uint32_t n, bool bottom_up, bool own_hops)
    {
        if (!parent) parent = base::new_host_array<std::atomic<std::uint32_t>>(n, "the host search's parent array");
        if (!queue) queue = base::new_host_array<std::uint32_t>(n, "the host search's frontier queue");
        if (bottom_up && !in_frontier)
            in_frontier =
                base::new_host_array<std::uint64_t>((std::size_t(n) + 63) / 64, "the host search's frontier bits");
        if (own_hops && !hops) hops = base::new_host_array<std::uint32_t>(n, "the host search's hop counts");
    }
};

// The vertices one worker finds in a step, appended to the shared queue in batches (the
// last one when the worker reports its blocks).
class found_buffer {
public:
    found_buffer(std::uint32_t* queue, std::atomic<std::size_t>& tail) noexcept : queue_(queue), tail_(tail) {}

    void push(std::uint32_t v, std::uint64_t degree) noexcept
    {
        items_[size_++] = v;
        edges_ += degree;
        if (size_ == found_batch) flush();
    }

    void flush() noexcept
    {
        if (size_ == 0) return;
        std::copy(items_, items_ + size_, queue_ + tail_.fetch_add(size_, std::memory_order_relaxed));
        size_ = 0;
    }

    // The out-degrees of the vertices pushed since the last call.
    std::uint64_t take_edges() noexcept { return std::exchange(edges_, 0); }

private:
    std::uint32_t* queue_;
    std::atomic<std::size_t>& tail_;
    std::size_t size_ = 0;
    std::uint64_t edges_ = 0;
    std::uint32_t items_[found_batch];
};

enum class step { initialise, top_down, mark_frontier, bottom_up, write_parents };

// One search: its level loop, run by every worker of a parallel region.
class level_loop {
public:
    level_loop(const csr_topology& graph, search_buffers& buffers, std::uint32_t* hops, std::uint32_t* parents,
               const std::uint32_t* sources, std::size_t source_count, const bfs_options& options)
        : graph_(graph), parent_(buffers.parent.get()), queue_(buffers.queue.get()),
          in_frontier_(buffers.in_frontier.get()), hops_(hops), parents_(parents), sources_(sources),
          source_count_(source_count), policy_(options, graph.vertex_count)
    {
    }

    // Runs the search on `workers` threads until it ends (true), or until a bottom-up step
    // needs in-edge lists and `in` is null (false: call again with them to go on).
    bool run(unsigned workers, const in_edges* in)
    {
        in_ = in;
        needs_in_edges_ = false;
        steps_.start(blocks_of(step_));
        base::run_chunks(workers, [](void* self, std::size_t) { static_cast<level_loop*>(self)->work(); }, this);
        return !needs_in_edges_;
    }

    bfs_statistics statistics() const
    {
        bfs_statistics s;
        s.levels = level_;
        s.reached = static_cast<std::uint32_t>(reached_);
        s.reached_edges = visited_edges_;
        s.bottom_up_levels = bottom_up_levels_;
        return s;
    }

private:
    // Every worker's loop. Nothing in it throws (step_scheduler.hpp says why it must not).
    void work() noexcept
    {
        found_buffer found(queue_, tail_);
        step_scheduler::share mine;
        const auto report = [&] {
            found.flush();
            if (const std::uint64_t edges = found.take_edges()) found_edges_.fetch_add(edges, std::memory_order_relaxed);
        };
        std::size_t block;
        while (steps_.take(mine, block, report, [this] { return next_step(); })) {
            switch (step_) {
            case step::initialise: initialise(vertex_range(block)); break;
            case step::top_down: top_down(block, found); break;
            case step::mark_frontier: mark_frontier(vertex_range(block)); break;
            case step::bottom_up: bottom_up(vertex_range(block), found); break;
            case step::write_parents: write_parents(vertex_range(block)); break;
            }
        }
    }

    struct range {
        std::size_t lo, hi;
    };

    range vertex_range(std::size_t block) const
    {
        return {block * vertex_block, std::min<std::size_t>((block + 1) * vertex_block, graph_.vertex_count)};
    }

    std::size_t blocks_of(step s) const
    {
        const std::size_t frontier = frontier_end_ - frontier_begin_;
        if (s == step::top_down) return (frontier + top_down_block - 1) / top_down_block;
        // At least one block, for the graph without vertices: a step ends with its last block.
        return std::max<std::size_t>(1, (std::size_t(graph_.vertex_count) + vertex_block - 1) / vertex_block);
    }

    std::uint64_t degree(std::uint32_t v) const { return graph_.offsets[v + 1] - graph_.offsets[v]; }

    void initialise(range r) noexcept
    {
        for (std::size_t v = r.lo; v < r.hi; ++v) {
            hops_[v] = unreached_hops;
            parent_[v].store(no_vertex, std::memory_order_relaxed);
        }
    }

    // The loops read the arrays through locals: the stores to hops could alias the graph's
    // arrays and this object, which the compiler would otherwise reload at every edge.
    void top_down(std::size_t block, found_buffer& found) noexcept
    {
        const std::uint32_t* const offsets = graph_.offsets;
        const std::uint32_t* const targets = graph_.targets;
        std::atomic<std::uint32_t>* const parent = parent_;
        std::uint32_t* const hops = hops_;
        const std::uint32_t next_hops = level_ + 1;
        const std::size_t lo = frontier_begin_ + block * top_down_block;
        const std::size_t hi = std::min(lo + top_down_block, frontier_end_);
        for (std::size_t i = lo; i < hi; ++i) {
            const std::uint32_t u = queue_[i];
            for (std::uint32_t e = offsets[u], end = offsets[u + 1]; e < end; ++e) {
                const std::uint32_t v = targets[e];
                if (parent[v].load(std::memory_order_relaxed) != no_vertex) continue;
                std::uint32_t expected = no_vertex;
                if (!parent[v].compare_exchange_strong(expected, u, std::memory_order_relaxed)) continue;
                hops[v] = next_hops;
                found.push(v, offsets[v + 1] - offsets[v]);
            }
        }
    }

    // The frontier's bitmap: the vertices whose hop count is the level's. A pass over the
    // hop counts needs no atomics and no clearing of the previous frontier's bits; blocks
    // start at multiples of 64, so each word is written by one worker.
    void mark_frontier(range r) noexcept
    {
        const std::uint32_t level = level_;
        for (std::size_t base = r.lo; base < r.hi; base += 64) {
            const std::size_t end = std::min<std::size_t>(base + 64, r.hi);
            std::uint64_t bits = 0;
            for (std::size_t v = base; v < end; ++v) bits |= std::uint64_t(hops_[v] == level) << (v - base);
            in_frontier_[base / 64] = bits;
        }
    }

    void bottom_up(range r, found_buffer& found) noexcept
    {
        const in_edges in = *in_;
        const std::uint64_t* const in_frontier = in_frontier_;
        const std::uint32_t* const offsets = graph_.offsets;
        std::atomic<std::uint32_t>* const parent = parent_;
        std::uint32_t* const hops = hops_;
        const std::uint32_t next_hops = level_ + 1;
        for (std::uint32_t v = static_cast<std::uint32_t>(r.lo); v < r.hi; ++v) {
            if (parent[v].load(std::memory_order_relaxed) != no_vertex) continue;
            for (std::uint32_t e = in.offsets[v], end = in.offsets[v + 1]; e < end; ++e) {
                const std::uint32_t u = in.sources[e];
                if (!((in_frontier[u / 64] >> (u % 64)) & 1)) continue;
                parent[v].store(u, std::memory_order_relaxed);
                hops[v] = next_hops;
                found.push(v, offsets[v + 1] - offsets[v]);
                break;
            }
        }
    }

    void write_parents(range r) noexcept
    {
        for (std::size_t v = r.lo; v < r.hi; ++v) {
            const std::uint32_t p = parent_[v].load(std::memory_order_relaxed);
            parents_[v] = p == no_vertex ? static_cast<std::uint32_t>(v) : p;
        }
    }

    // The serial part after a step (one worker, while no other holds a block): prepares
    // the next step and returns its block count, or 0 to end the region.
    std::size_t next_step() noexcept
    {
        switch (step_) {
        case step::initialise: seed(); break;
        case step::mark_frontier: step_ = step::bottom_up; return blocks_of(step_);
        case step::top_down:
        case step::bottom_up: take_next_frontier(); break;
        case step::write_parents: return 0;
        }
        if (frontier_end_ == frontier_begin_) {
            if (!parents_) return 0;
            step_ = step::write_parents;
            return blocks_of(step_);
        }
        if (!policy_.choose_bottom_up(static_cast<std::uint32_t>(frontier_end_ - frontier_begin_), frontier_edges_,
                                      graph_.edge_count - visited_edges_)) {
            step_ = step::top_down;
            return blocks_of(step_);
        }
        ++bottom_up_levels_;
        step_ = step::mark_frontier;
        // Without in-edge lists the region ends here, and run() resumes with this step.
        needs_in_edges_ = in_ == nullptr;
        return needs_in_edges_ ? 0 : blocks_of(step_);
    }

    void seed() noexcept
    {
        std::size_t count = 0;
        std::uint64_t edges = 0;
        for (std::size_t i = 0; i < source_count_; ++i) {
            const std::uint32_t s = sources_[i];
            if (parent_[s].load(std::memory_order_relaxed) != no_vertex) continue;  // repeated source
            parent_[s].store(s, std::memory_order_relaxed);
            hops_[s] = 0;
            queue_[count++] = s;
            edges += degree(s);
        }
        frontier_end_ = count;
        tail_.store(count, std::memory_order_relaxed);
        frontier_edges_ = visited_edges_ = edges;
        reached_ = count;
    }

    void take_next_frontier() noexcept
    {
        ++level_;
        frontier_begin_ = frontier_end_;
        frontier_end_ = tail_.load(std::memory_order_relaxed);
        frontier_edges_ = found_edges_.exchange(0, std::memory_order_relaxed);
        visited_edges_ += frontier_edges_;
        reached_ += frontier_end_ - frontier_begin_;
    }

    // Read-mostly: written before the region or in the serial parts.
    const csr_topology& graph_;
    std::atomic<std::uint32_t>* const parent_;
    std::uint32_t* const queue_;
    std::uint64_t* const in_frontier_;
    std::uint32_t* const hops_;
    std::uint32_t* const parents_;
    const std::uint32_t* const sources_;
    const std::size_t source_count_;
    const in_edges* in_ = nullptr;
    shared::bfs_direction_policy policy_;
    step step_ = step::initialise;
    std::uint32_t level_ = 0;  // of the frontier; its vertices' hop count
    std::size_t frontier_begin_ = 0, frontier_end_ = 0;  // the frontier in queue_
    std::uint64_t frontier_edges_ = 0, visited_edges_ = 0;
    std::size_t reached_ = 0;
    std::uint32_t bottom_up_levels_ = 0;
    bool needs_in_edges_ = false;

    // Updated by every worker.
    alignas(cache_line) std::atomic<std::size_t> tail_{0};  // the end of the found vertices in queue_
    alignas(cache_line) std::atomic<std::uint64_t> found_edges_{0};
    alignas(cache_line) step_scheduler steps_;
};

// Keeps the search buffers and the reverse graph from one search to the next, so its
// searches run one at a time.
class host_bfs_engine final : public backend_api::bfs_engine::implementation {
public:
    host_bfs_engine(const csr_topology& graph, const bfs_options& options) : graph_(graph), options_(options) {}

    void search(const std::uint32_t* sources, std::size_t source_count, std::uint32_t* hops, std::uint32_t* parents,
                report* out) override
    {
        const auto start = std::chrono::steady_clock::now();
        double reverse_ms = 0;

        // Bottom-up steps on a directed graph scan its reverse, which costs O(m) to build: more
        // than one search's bottom-up steps save (they replace at most the frontiers' share of
        // the m edges a top-down search inspects). So the first search of an engine stays
        // top-down, and the reverse graph serves the engine's later searches.
        bfs_options effective = options_;
        if (!graph_.symmetric && !reverse_ && searches_ == 0 && !options_.eager_reverse_graph)
            effective.direction_optimizing = false;
        ++searches_;

        buffers_.reserve(graph_.vertex_count, effective.direction_optimizing, hops == nullptr);
        level_loop loop(graph_, buffers_, hops ? hops : buffers_.hops.get(), parents, sources, source_count,
                        effective);
        // A symmetric graph's in-edges are its out-edges.
        const bool have_in = graph_.symmetric || reverse_;
        in_edges in = graph_.symmetric ? in_edges{graph_.offsets, graph_.targets}
                                       : reverse_ ? reverse_->view() : in_edges{nullptr, nullptr};
        const unsigned workers =
            worker_count(std::uint64_t(graph_.vertex_count) + graph_.edge_count, options_.host_work_per_thread);
        if (!loop.run(workers, have_in ? &in : nullptr)) {
            const auto reverse_start = std::chrono::steady_clock::now();
            reverse_.reset(new reverse_csr(graph_));
            in = reverse_->view();
            reverse_ms += milliseconds_since(reverse_start);
            loop.run(workers, &in);
        }
        const bfs_statistics stats = loop.statistics();

        if (out) {
            out->backend = backend_kind::host;
            out->device = -1;
            out->method = "direction-optimizing search on " + std::to_string(workers) +
                          (workers == 1 ? " thread: " : " threads: ") + std::to_string(stats.bottom_up_levels) +
                          " of " + std::to_string(stats.levels) + " levels bottom-up";
            out->upload_ms = reverse_ms;
            out->compute_ms = milliseconds_since(start) - reverse_ms;
            out->bfs = stats;
        }
    }

private:
    csr_topology graph_;
    bfs_options options_;
    std::unique_ptr<reverse_csr> reverse_;  // built by the first bottom-up step
    search_buffers buffers_;
    std::size_t searches_ = 0;
};

}  // namespace

std::unique_ptr<backend_api::bfs_engine::implementation> make_bfs_engine(const execution_context& context,
                                                                         const csr_topology& graph)
{
    return std::unique_ptr<backend_api::bfs_engine::implementation>(new host_bfs_engine(graph, context.tuning.bfs));
}

}  // namespace host
}  // namespace gpu_paths
}  // namespace boost
