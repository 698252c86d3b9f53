// Host backend of breadth-first search (see breadth_first_search.hpp).
//
// Level-synchronous. A top-down step splits the frontier over the threads; a vertex is
// claimed by the first thread whose compare-and-swap on its parent succeeds, so each
// vertex enters the next frontier once. A bottom-up step splits the vertex range over
// the threads; each unvisited vertex scans its in-neighbours for one in the frontier, and
// only its own thread writes it, so no atomics are needed beyond the relaxed loads.
#include "host/entry.hpp"
#include "shared/bfs_direction_policy.hpp"
#include "shared/in_edge_lists.hpp"

#include <boost_gpu_paths/detail/base/parallel_for.hpp>

#include <atomic>
#include <chrono>
#include <cstring>
#include <mutex>
#include <string>
#include <utility>
#include <vector>

namespace boost {
namespace gpu_paths {
namespace host {

namespace {

using backend_api::csr_topology;
using backend_api::no_vertex;
using backend_api::unreached_hops;

// Below this many frontier vertices (top-down) or vertices (bottom-up) per thread a step
// runs on fewer threads: starting a thread costs more than expanding a few vertices.
constexpr std::size_t top_down_grain = 4096;
constexpr std::size_t bottom_up_grain = 8192;

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

// The state of one search.
class search_state {
public:
    search_state(const csr_topology& graph, std::uint32_t* hops) : graph_(graph), hops_(hops), parent_(new std::atomic<std::uint32_t>[graph.vertex_count])
    {
        base::parallel_for(0, graph.vertex_count, [&](std::size_t v) {
            hops_[v] = unreached_hops;
            parent_[v].store(no_vertex, std::memory_order_relaxed);
        }, bottom_up_grain);
    }

    std::uint64_t degree(std::uint32_t v) const { return graph_.offsets[v + 1] - graph_.offsets[v]; }

    void seed(const std::uint32_t* sources, std::size_t count)
    {
        for (std::size_t i = 0; i < count; ++i) {
            const std::uint32_t s = sources[i];
            if (parent_[s].load(std::memory_order_relaxed) != no_vertex) continue;  // repeated source
            parent_[s].store(s, std::memory_order_relaxed);
            hops_[s] = 0;
            frontier_.push_back(s);
            frontier_edges_ += degree(s);
        }
        visited_edges_ = frontier_edges_;
        reached_ = frontier_.size();
    }

    void top_down(std::uint32_t level)
    {
        next_level(top_down_grain, frontier_.size(), [&](std::size_t lo, std::size_t hi, std::vector<std::uint32_t>& found,
                                                      std::uint64_t& found_edges) {
            for (std::size_t i = lo; i < hi; ++i) {
                const std::uint32_t u = frontier_[i];
                for (std::uint32_t e = graph_.offsets[u]; e < graph_.offsets[u + 1]; ++e) {
                    const std::uint32_t v = graph_.targets[e];
                    if (parent_[v].load(std::memory_order_relaxed) != no_vertex) continue;
                    std::uint32_t expected = no_vertex;
                    if (!parent_[v].compare_exchange_strong(expected, u, std::memory_order_relaxed)) continue;
                    hops_[v] = level + 1;
                    found.push_back(v);
                    found_edges += degree(v);
                }
            }
        });
    }

    void bottom_up(std::uint32_t level, in_edges reverse)
    {
        if (in_frontier_.empty()) in_frontier_.assign(graph_.vertex_count, 0);
        for (std::uint32_t u : frontier_) in_frontier_[u] = 1;
        next_level(bottom_up_grain, graph_.vertex_count, [&](std::size_t lo, std::size_t hi,
                                                             std::vector<std::uint32_t>& found,
                                                             std::uint64_t& found_edges) {
            for (std::size_t v = lo; v < hi; ++v) {
                if (parent_[v].load(std::memory_order_relaxed) != no_vertex) continue;
                for (std::uint32_t e = reverse.offsets[v]; e < reverse.offsets[v + 1]; ++e) {
                    const std::uint32_t u = reverse.sources[e];
                    if (!in_frontier_[u]) continue;
                    parent_[v].store(u, std::memory_order_relaxed);
                    hops_[v] = level + 1;
                    found.push_back(static_cast<std::uint32_t>(v));
                    found_edges += degree(static_cast<std::uint32_t>(v));
                    break;
                }
            }
        });
        // The new frontier replaced the old one; clear the old flags for the next step.
        for (std::uint32_t u : previous_frontier_) in_frontier_[u] = 0;
    }

    void write_parents(std::uint32_t* parents) const
    {
        base::parallel_for(0, graph_.vertex_count, [&](std::size_t v) {
            const std::uint32_t p = parent_[v].load(std::memory_order_relaxed);
            parents[v] = p == no_vertex ? static_cast<std::uint32_t>(v) : p;
        }, bottom_up_grain);
    }

    std::size_t frontier_size() const { return frontier_.size(); }
    std::uint64_t frontier_edges() const { return frontier_edges_; }
    std::uint64_t unexplored_edges() const { return graph_.edge_count - visited_edges_; }
    std::uint64_t visited_edges() const { return visited_edges_; }
    std::size_t reached() const { return reached_; }

private:
    // Runs step(lo, hi, found, found_edges) over [0, range) on the threads and makes the
    // vertices found the new frontier.
    template <class Step>
    void next_level(std::size_t grain, std::size_t range, Step&& step)
    {
        std::vector<std::uint32_t> next;
        std::uint64_t next_edges = 0;
        std::mutex merge;
        base::parallel_for_chunks(0, range, [&](std::size_t lo, std::size_t hi) {
            std::vector<std::uint32_t> found;
            std::uint64_t found_edges = 0;
            step(lo, hi, found, found_edges);
            std::lock_guard<std::mutex> lock(merge);
            next.insert(next.end(), found.begin(), found.end());
            next_edges += found_edges;
        }, grain);
        previous_frontier_ = std::move(frontier_);
        frontier_ = std::move(next);
        frontier_edges_ = next_edges;
        visited_edges_ += next_edges;
        reached_ += frontier_.size();
    }

    const csr_topology& graph_;
    std::uint32_t* hops_;
    std::unique_ptr<std::atomic<std::uint32_t>[]> parent_;
    std::vector<std::uint32_t> frontier_, previous_frontier_;
    std::vector<unsigned char> in_frontier_;
    std::uint64_t frontier_edges_ = 0;
    std::uint64_t visited_edges_ = 0;
    std::size_t reached_ = 0;
};

class host_bfs_engine final : public backend_api::bfs_engine::implementation {
public:
    host_bfs_engine(const csr_topology& graph, const bfs_options& options) : graph_(graph), options_(options) {}

    void search(const std::uint32_t* sources, std::size_t source_count, std::uint32_t* hops, std::uint32_t* parents,
                report* out) override
    {
        const auto start = std::chrono::steady_clock::now();
        double reverse_ms = 0;
        std::vector<std::uint32_t> own_hops;
        if (!hops) {
            own_hops.resize(graph_.vertex_count);
            hops = own_hops.data();
        }
        search_state state(graph_, hops);
        state.seed(sources, source_count);

        // Bottom-up steps on a directed graph scan its reverse, which costs O(m) to build: more
        // than one search's bottom-up steps save (they replace at most the frontiers' share of
        // the m edges a top-down search inspects). So the first search of an engine stays
        // top-down, and the reverse graph serves the engine's later searches.
        bfs_options effective = options_;
        if (!graph_.symmetric && !reverse_ && searches_ == 0 && !options_.eager_reverse_graph)
            effective.direction_optimizing = false;
        ++searches_;
        shared::bfs_direction_policy policy(effective, graph_.vertex_count);
        bfs_statistics stats;
        std::uint32_t level = 0;
        while (state.frontier_size() > 0) {
            if (policy.choose_bottom_up(static_cast<std::uint32_t>(state.frontier_size()), state.frontier_edges(),
                                        state.unexplored_edges())) {
                if (!graph_.symmetric && !reverse_) {
                    const auto reverse_start = std::chrono::steady_clock::now();
                    reverse_.reset(new reverse_csr(graph_));
                    reverse_ms += milliseconds_since(reverse_start);
                }
                // A symmetric graph's in-edges are its out-edges.
                state.bottom_up(level, graph_.symmetric ? in_edges{graph_.offsets, graph_.targets} : reverse_->view());
                ++stats.bottom_up_levels;
            } else {
                state.top_down(level);
            }
            ++level;
        }
        stats.levels = source_count > 0 ? level : 0;
        stats.reached = static_cast<std::uint32_t>(state.reached());
        stats.reached_edges = state.visited_edges();
        if (parents) state.write_parents(parents);

        if (out) {
            out->backend = backend_kind::host;
            out->device = -1;
            out->method = "direction-optimizing search on " + std::to_string(base::thread_count()) + " threads: " +
                          std::to_string(stats.bottom_up_levels) + " of " + std::to_string(stats.levels) +
                          " levels bottom-up";
            out->upload_ms = reverse_ms;
            out->compute_ms = milliseconds_since(start) - reverse_ms;
            out->bfs = stats;
        }
    }

private:
    csr_topology graph_;
    bfs_options options_;
    std::unique_ptr<reverse_csr> reverse_;  // built by the first bottom-up step
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
