// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// What a call leaves when a resource fails it. For every drop-in, on BGL's own loop (a small
// graph, automatic), on the host backend and, where a device is present, on the CUDA
// backend: each allocation and runtime call the call makes is failed in turn (the k-th
// operator new of the process, the k-th host block, device block, pinned block or checked
// CUDA call of the library, src/base/fault_injection.hpp), and the call must either
// throw a memory or CUDA error with the caller's maps as they were (poisoned, so that any
// write shows), or return BGL's answer (a documented fallback); afterwards the same call
// must succeed. AddressSanitizer runs this program in CI (scripts/sanitize-host) and
// compute-sanitizer's leak check on the device machine, so a resource a failed call keeps
// is reported too.
#include <boost/test/unit_test.hpp>

#include <boost_gpu_paths/bellman_ford.hpp>
#include <boost_gpu_paths/breadth_first_search.hpp>
#include <boost_gpu_paths/dag_shortest_paths.hpp>
#include <boost_gpu_paths/dijkstra.hpp>
#include <boost_gpu_paths/errors.hpp>
#include <boost_gpu_paths/floyd_warshall.hpp>
#include <boost_gpu_paths/johnson.hpp>
#include <boost_gpu_paths/named_params.hpp>
#include <boost_gpu_paths/transitive_closure.hpp>

#include "base/fault_injection.hpp"
#include "support/backends.hpp"
#include "support/random.hpp"

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/bellman_ford_shortest_paths.hpp>
#include <boost/graph/breadth_first_search.hpp>
#include <boost/graph/dag_shortest_paths.hpp>
#include <boost/graph/dijkstra_shortest_paths.hpp>
#include <boost/graph/floyd_warshall_shortest.hpp>
#include <boost/graph/johnson_all_pairs_shortest.hpp>
#include <boost/graph/transitive_closure.hpp>
#include <boost/pending/queue.hpp>

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <cstdlib>
#include <exception>
#include <functional>
#include <limits>
#include <new>
#include <string>
#include <thread>
#include <vector>

// --- The process's operator new, failing its k-th call where armed -----------------------
namespace {

std::atomic<std::uint64_t> new_fail_at{0};  // 0: disarmed
std::atomic<std::uint64_t> new_seen{0};

bool new_must_fail() noexcept
{
    const std::uint64_t at = new_fail_at.load(std::memory_order_relaxed);
    return at && new_seen.fetch_add(1) + 1 == at;
}

void* counted_allocation(std::size_t bytes, std::size_t alignment)
{
    if (new_must_fail()) throw std::bad_alloc();
    if (bytes == 0) bytes = 1;
    void* block = nullptr;
    if (alignment <= alignof(std::max_align_t))
        block = std::malloc(bytes);
    else
        block = std::aligned_alloc(alignment, (bytes + alignment - 1) / alignment * alignment);
    if (!block) throw std::bad_alloc();
    return block;
}

}  // namespace

// The replaceable forms that libstdc++ does not forward to these, so that each allocation
// comes from malloc and goes back to free (AddressSanitizer reports a pair from two
// allocators).
void* operator new(std::size_t bytes) { return counted_allocation(bytes, 0); }
void* operator new[](std::size_t bytes) { return counted_allocation(bytes, 0); }
void* operator new(std::size_t bytes, std::align_val_t a) { return counted_allocation(bytes, std::size_t(a)); }
void* operator new[](std::size_t bytes, std::align_val_t a) { return counted_allocation(bytes, std::size_t(a)); }
void* operator new(std::size_t bytes, const std::nothrow_t&) noexcept
{
    try {
        return counted_allocation(bytes, 0);
    } catch (...) {
        return nullptr;
    }
}
void* operator new[](std::size_t bytes, const std::nothrow_t&) noexcept
{
    try {
        return counted_allocation(bytes, 0);
    } catch (...) {
        return nullptr;
    }
}
void operator delete(void* block) noexcept { std::free(block); }
void operator delete[](void* block) noexcept { std::free(block); }
void operator delete(void* block, std::size_t) noexcept { std::free(block); }
void operator delete[](void* block, std::size_t) noexcept { std::free(block); }
void operator delete(void* block, std::align_val_t) noexcept { std::free(block); }
void operator delete[](void* block, std::align_val_t) noexcept { std::free(block); }
void operator delete(void* block, std::size_t, std::align_val_t) noexcept { std::free(block); }
void operator delete[](void* block, std::size_t, std::align_val_t) noexcept { std::free(block); }

namespace gp = boost::gpu_paths;

namespace {

// The sites a fault can be injected at: the library's four and the process's operator new.
struct injection_site {
    const char* name;
    std::function<void(std::uint64_t)> arm;  // n-th event fails; 0 disarms; max counts only
    std::function<std::uint64_t()> seen;
};

std::vector<injection_site> injection_sites()
{
    std::vector<injection_site> sites;
    sites.push_back({"operator new",
                     [](std::uint64_t n) {
                         new_fail_at.store(0);
                         new_seen.store(0);
                         new_fail_at.store(n);
                     },
                     [] { return new_seen.load(); }});
    const std::pair<gp::testing::fault_site, const char*> library[] = {
        {gp::testing::fault_site::host_block, "host block"},
        {gp::testing::fault_site::device_block, "device block"},
        {gp::testing::fault_site::pinned_block, "pinned block"},
        {gp::testing::fault_site::cuda_call, "CUDA call"}};
    for (const auto& site : library)
        sites.push_back({site.second, [s = site.first](std::uint64_t n) { gp::testing::fail_nth(s, n); },
                         [s = site.first] { return gp::testing::events_since_armed(s); }});
    return sites;
}

constexpr std::uint64_t count_only = (std::numeric_limits<std::uint64_t>::max)();
constexpr int poison = -77777;

std::vector<int> poisoned(std::size_t size) { return std::vector<int>(size, poison); }

using graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS, boost::no_property,
                                    boost::property<boost::edge_weight_t, int>>;

// A DAG (edges from lower to higher numbers) with a few negative weights, so that every
// algorithm takes it: n vertices, 4n edges, parallel edges among them.
graph random_dag(std::mt19937_64& rng, std::size_t n)
{
    graph g(n);
    std::uniform_int_distribution<std::size_t> pick(0, n - 1);
    std::uniform_int_distribution<int> weight(-2, 20);
    for (std::size_t e = 0; e < 4 * n; ++e) {
        std::size_t u = pick(rng), v = pick(rng);
        if (u == v) continue;
        if (u > v) std::swap(u, v);
        add_edge(u, v, weight(rng), g);
    }
    return g;
}

// A drop-in's call on one path, writing its results into `out` (poisoned before each
// call, of the results' size): directly through the caller's maps where the results are
// a vector, by copying back from the caller's matrix or graph whatever the outcome.
using call_on_path = std::function<void(std::vector<int>& out)>;

enum class outcome { answered, refused };

// One call, cold: the library's kept blocks and threads given back first, and the call made
// on a thread of its own, so that no scratch a thread keeps serves it. Where `site` is
// given, it is armed to fail its k-th event for the call alone; *events gets how many
// events the call made there.
outcome run_once(const call_on_path& call, std::vector<int>& out, const std::vector<int>& before,
                 const std::string& context, const injection_site* site = nullptr, std::uint64_t k = 0,
                 std::uint64_t* events = nullptr)
{
    out = before;
    gp::release_resources();
    std::exception_ptr failure;
    std::thread caller([&] {
        if (site) site->arm(k);
        try {
            call(out);
        } catch (...) {
            failure = std::current_exception();
        }
        if (site) {
            if (events) *events = site->seen();
            site->arm(0);
        }
    });
    caller.join();
    if (!failure) return outcome::answered;
    try {
        std::rethrow_exception(failure);
    } catch (const std::bad_alloc&) {
    } catch (const gp::host_memory_error&) {
    } catch (const gp::cuda_error&) {
    } catch (const std::exception& e) {
        BOOST_ERROR(context << ": an exception of another kind: " << e.what());
    }
    return outcome::refused;
}

// Fails each event of each site in turn (all of them up to `every`, then `every` spread
// over the rest) and checks what the call leaves. `before`: the caller's results before
// the call (poison, or the initial distances of a form that reads them).
// `streamed_row`: where nonzero, the results are rows of that length that the call streams
// into the caller's matrix as they arrive (all pairs on the CUDA backend), and a failure
// may leave each row as it was or final, never a mix.
void fail_each_resource(const std::string& name, const std::vector<int>& before, const call_on_path& call,
                        const std::vector<int>& expected, std::size_t streamed_row = 0, std::size_t every = 48)
{
    std::vector<int> out;
    for (const injection_site& site : injection_sites()) {
        std::uint64_t events = 0;
        const outcome counted = run_once(call, out, before, name + ", counting", &site, count_only, &events);
        BOOST_TEST_REQUIRE((counted == outcome::answered), name << ": the call fails with nothing injected");
        BOOST_TEST((out == expected), name << ": BGL's answer with nothing injected");
        std::vector<std::uint64_t> ks;
        for (std::uint64_t k = 1; k <= events; ++k)
            if (events <= every || k <= every / 2 || (k - every / 2) % ((events - every / 2) / (every / 2) + 1) == 0)
                ks.push_back(k);
        std::size_t refused = 0;
        for (const std::uint64_t k : ks) {
            const std::string context = name + ", " + site.name + " " + std::to_string(k) + " of " +
                                        std::to_string(events) + " failed";
            if (run_once(call, out, before, context, &site, k) == outcome::refused) {
                ++refused;
                if (streamed_row == 0) {
                    BOOST_TEST((out == before), context << ": the caller's results were written before the failure");
                } else {
                    std::size_t mixed = 0;
                    for (std::size_t at = 0; at < out.size(); at += streamed_row) {
                        const auto row = out.begin() + at;
                        if (!std::equal(row, row + streamed_row, before.begin() + at) &&
                            !std::equal(row, row + streamed_row, expected.begin() + at))
                            ++mixed;
                    }
                    BOOST_TEST(mixed == 0u, context << ": " << mixed << " rows neither as they were nor final");
                }
            } else {
                BOOST_TEST((out == expected), context << ": an answer that is not BGL's");
            }
        }
        BOOST_TEST_MESSAGE(name << ", " << site.name << ": " << events << " events, " << ks.size() << " failed in turn, "
                                << refused << " refused");
    }
    BOOST_TEST((run_once(call, out, before, name + ", after") == outcome::answered),
               name << ": the call fails afterwards");
    BOOST_TEST((out == expected), name << ": not BGL's answer afterwards");
}

// The paths a call can take on `g`: BGL's own loop (automatic, on a graph below the
// break-evens), the host backend and, with a device, the CUDA backend.
std::vector<std::pair<std::string, gp::backend_kind>> paths_for(std::size_t n)
{
    std::vector<std::pair<std::string, gp::backend_kind>> paths;
    if (n < 32) paths.push_back({"automatic, BGL's loop", gp::backend_kind::automatic});
    for (const gp::backend_kind kind : test_support::backends_under_test()) paths.push_back({gp::to_string(kind), kind});
    return paths;
}

std::vector<std::size_t> sizes() { return {12, test_support::sized<std::size_t>(300, 120)}; }

template <class Each>
void on_every_graph_and_path(std::uint64_t salt, Each each)
{
    std::mt19937_64 rng = test_support::make_rng(salt);
    for (const std::size_t n : sizes()) {
        const graph g = random_dag(rng, n);
        for (const auto& path : paths_for(n))
            each(g, n, path.second, "n = " + std::to_string(n) + ", " + path.first);
    }
}

std::vector<int> flattened(const std::vector<std::vector<int>>& matrix)
{
    std::vector<int> flat;
    for (const auto& row : matrix) flat.insert(flat.end(), row.begin(), row.end());
    return flat;
}

std::vector<std::vector<int>> as_matrix(const std::vector<int>& flat, std::size_t n)
{
    std::vector<std::vector<int>> matrix(n, std::vector<int>(n));
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t j = 0; j < n; ++j) matrix[i][j] = flat[i * n + j];
    return matrix;
}

// Calls `drop_in` on a matrix that holds `out`, and copies the matrix back whether or not
// it throws.
template <class DropIn>
void through_matrix(std::vector<int>& out, std::size_t n, DropIn drop_in)
{
    std::vector<std::vector<int>> matrix = as_matrix(out, n);
    try {
        drop_in(matrix);
    } catch (...) {
        out = flattened(matrix);
        throw;
    }
    out = flattened(matrix);
}

}  // namespace

BOOST_AUTO_TEST_CASE(dijkstra_and_bfs)
{
    on_every_graph_and_path(901, [](const graph& g, std::size_t n, gp::backend_kind kind, const std::string& where) {
        graph positive = g;
        for (auto e : boost::make_iterator_range(edges(positive))) put(boost::edge_weight, positive, e, std::abs(get(boost::edge_weight, positive, e)));
        std::vector<int> expected(n);
        boost::dijkstra_shortest_paths(positive, 0, boost::distance_map(expected.data()));
        fail_each_resource("dijkstra, " + where, poisoned(n), [&](std::vector<int>& d) {
            boost::gpu_dijkstra_shortest_paths(positive, 0, gp::use_backend(kind, boost::distance_map(d.data())));
        }, expected);

        std::vector<int> hops(n, 0);
        std::vector<boost::default_color_type> colors(n);
        boost::breadth_first_search(
            g, 0,
            boost::visitor(boost::make_bfs_visitor(boost::record_distances(hops.data(), boost::on_tree_edge())))
                .color_map(colors.data()));
        for (std::size_t v = 0; v < n; ++v)  // the drop-in's distance_map: max where unreached
            if (colors[v] == boost::white_color) hops[v] = (std::numeric_limits<int>::max)();
        fail_each_resource("bfs, " + where, poisoned(n), [&](std::vector<int>& d) {
            boost::gpu_breadth_first_search(g, 0, gp::use_backend(kind, boost::distance_map(d.data())));
        }, hops);
    });
}

// A visitor of the caller's: its events are the caller's too, so a failure must come
// before the first of them (or not at all).
struct discovery_recorder : boost::default_bfs_visitor {
    int* rank_of;
    int* next;
    template <class V, class G>
    void discover_vertex(V v, const G&) const
    {
        rank_of[v] = (*next)++;
    }
};

struct examination_recorder : boost::default_dijkstra_visitor {
    int* rank_of;
    int* next;
    template <class V, class G>
    void examine_vertex(V v, const G&) const
    {
        rank_of[v] = (*next)++;
    }
};

BOOST_AUTO_TEST_CASE(searches_with_a_visitor)
{
    on_every_graph_and_path(905, [](const graph& g, std::size_t n, gp::backend_kind kind, const std::string& where) {
        // The results: each vertex's discovery rank, then its hops (the drop-in's distance_map).
        std::vector<int> expected(2 * n, poison);
        std::vector<boost::default_color_type> colors(n);
        int next = 0;
        boost::breadth_first_search(
            g, 0, boost::visitor(discovery_recorder{{}, expected.data(), &next}).color_map(colors.data()));
        for (std::size_t v = 0; v < n; ++v)
            expected[n + v] = colors[v] == boost::white_color ? (std::numeric_limits<int>::max)() : 0;
        std::vector<int> hops(n, 0);
        boost::breadth_first_search(g, 0, boost::visitor(boost::make_bfs_visitor(
                                              boost::record_distances(hops.data(), boost::on_tree_edge()))));
        for (std::size_t v = 0; v < n; ++v)
            if (colors[v] != boost::white_color) expected[n + v] = hops[v];
        // As tuned, and with the live search (on the caller's graph, the arrays built meanwhile)
        // at every size.
        gp::options live;
        live.bfs.visitor_arrays_from = 0;
        for (const bool on_live_search : {false, true}) {
            const gp::options tuning = on_live_search ? live : gp::default_options();
            const std::string name = std::string(on_live_search ? "bfs with a visitor, live, " : "bfs with a visitor, ");
            fail_each_resource(name + where, poisoned(2 * n), [&](std::vector<int>& out) {
                int counter = 0;
                boost::gpu_breadth_first_search(
                    g, 0,
                    gp::with_options(tuning, gp::use_backend(kind, boost::visitor(discovery_recorder{{}, out.data(), &counter})
                                                                       .distance_map(out.data() + n))));
            }, expected);
        }

        // Dijkstra: each vertex's examination rank, then its distance. Distinct weights keep
        // the examination order free of ties.
        graph weighted = g;
        int w = 1;
        for (auto e : boost::make_iterator_range(edges(weighted))) put(boost::edge_weight, weighted, e, w++);
        std::vector<int> examined(2 * n, poison);
        next = 0;
        boost::dijkstra_shortest_paths(weighted, 0,
                                       boost::visitor(examination_recorder{{}, examined.data(), &next})
                                           .distance_map(examined.data() + n));
        // The live search at every size. Below sssp_options::visitor_arrays_from, BGL's own
        // dijkstra_shortest_paths serves a visitor by default, and like BGL's call it writes
        // the maps before it allocates its heap (doc/reference.md).
        gp::options live_sssp;
        live_sssp.sssp.visitor_arrays_from = 0;
        fail_each_resource("dijkstra with a visitor, live, " + where, poisoned(2 * n), [&](std::vector<int>& out) {
            int counter = 0;
            boost::gpu_dijkstra_shortest_paths(
                weighted, 0,
                gp::with_options(live_sssp, gp::use_backend(kind, boost::visitor(examination_recorder{{}, out.data(), &counter})
                                                                      .distance_map(out.data() + n))));
        }, examined);
    });
}

// Predecessors beside the distances, and sources listed twice (each queued once per
// listing by BGL's multi-source forms).
BOOST_AUTO_TEST_CASE(predecessors_and_repeated_sources)
{
    on_every_graph_and_path(906, [](const graph& g, std::size_t n, gp::backend_kind kind, const std::string& where) {
        graph positive = g;
        for (auto e : boost::make_iterator_range(edges(positive)))
            put(boost::edge_weight, positive, e, std::abs(get(boost::edge_weight, positive, e)));
        const std::vector<std::size_t> sources{0, n / 2, 0};

        // Dijkstra: the distances (BGL's, the nearest source's), then for each vertex whether
        // its predecessor was written and is valid (a source or unreached vertex its own, any
        // other the tail of a tight arc): among ties the choice is open, and on the CUDA
        // backend it may differ from call to call.
        std::vector<int> expected(2 * n, (std::numeric_limits<int>::max)());
        for (const std::size_t s : sources) {
            std::vector<int> from_s(n);
            boost::dijkstra_shortest_paths(positive, s, boost::distance_map(from_s.data()));
            for (std::size_t v = 0; v < n; ++v) expected[v] = std::min(expected[v], from_s[v]);
        }
        auto dijkstra_call = [&](std::vector<int>& out) {
            std::vector<std::size_t> p(n, std::size_t(-1));
            auto valid = [&](std::size_t v) {
                const bool source = std::find(sources.begin(), sources.end(), v) != sources.end();
                if (source || out[v] == (std::numeric_limits<int>::max)()) return p[v] == v;
                if (p[v] >= n) return false;
                for (auto e : boost::make_iterator_range(out_edges(p[v], positive)))
                    if (target(e, positive) == v &&
                        std::int64_t(out[p[v]]) + get(boost::edge_weight, positive, e) == out[v])
                        return true;
                return false;
            };
            auto copy_back = [&] {
                for (std::size_t v = 0; v < n; ++v)
                    if (p[v] != std::size_t(-1)) out[n + v] = valid(v) ? 1 : 0;
            };
            try {
                boost::gpu_dijkstra_shortest_paths(
                    positive, sources.begin(), sources.end(),
                    gp::use_backend(kind, boost::distance_map(out.data()).predecessor_map(p.data())));
            } catch (...) {
                copy_back();
                throw;
            }
            copy_back();
        };
        std::vector<int> clean = poisoned(2 * n);
        dijkstra_call(clean);
        BOOST_TEST_REQUIRE((std::vector<int>(clean.begin(), clean.begin() + n) ==
                            std::vector<int>(expected.begin(), expected.begin() + n)),
                           "dijkstra from repeated sources, " << where << ": not BGL's distances");
        std::fill(expected.begin() + n, expected.end(), 1);
        BOOST_TEST_REQUIRE((clean == expected), "dijkstra from repeated sources, " << where << ": invalid predecessors");
        fail_each_resource("dijkstra with predecessors from repeated sources, " + where, poisoned(2 * n), dijkstra_call,
                           expected);

        // BFS: hops from the nearest source (BGL's multi-source search), then the colours.
        std::vector<int> hops(2 * n, 0);
        std::vector<boost::default_color_type> colors(n);
        boost::queue<std::size_t> queue;
        boost::breadth_first_search(g, sources.begin(), sources.end(), queue,
                                    boost::make_bfs_visitor(boost::record_distances(hops.data(), boost::on_tree_edge())),
                                    boost::make_iterator_property_map(colors.begin(), get(boost::vertex_index, g)));
        for (std::size_t v = 0; v < n; ++v) {
            if (colors[v] == boost::white_color) hops[v] = (std::numeric_limits<int>::max)();
            hops[n + v] = colors[v] == boost::white_color ? 0 : 4;  // BGL's white and black
        }
        fail_each_resource("bfs with colours from repeated sources, " + where, poisoned(2 * n), [&](std::vector<int>& out) {
            std::vector<boost::default_color_type> c(n, boost::gray_color);
            auto copy_back = [&] {
                for (std::size_t v = 0; v < n; ++v)
                    if (c[v] != boost::gray_color) out[n + v] = static_cast<int>(c[v]);
            };
            try {
                boost::gpu_breadth_first_search(
                    g, sources.begin(), sources.end(),
                    gp::use_backend(kind, boost::distance_map(out.data()).color_map(
                                              boost::make_iterator_property_map(c.begin(), get(boost::vertex_index, g)))));
            } catch (...) {
                copy_back();
                throw;
            }
            copy_back();
        }, hops);
    });
}

BOOST_AUTO_TEST_CASE(bellman_ford_and_dag)
{
    on_every_graph_and_path(902, [](const graph& g, std::size_t n, gp::backend_kind kind, const std::string& where) {
        std::vector<int> expected(n, (std::numeric_limits<int>::max)());
        expected[0] = 0;
        BOOST_TEST_REQUIRE(boost::bellman_ford_shortest_paths(g, n, boost::distance_map(expected.data())));
        // The N form reads the caller's distances as the initial ones.
        std::vector<int> initial(n, (std::numeric_limits<int>::max)());
        initial[0] = 0;
        fail_each_resource("bellman-ford, " + where, initial, [&](std::vector<int>& d) {
            boost::gpu_bellman_ford_shortest_paths(g, n, gp::use_backend(kind, boost::distance_map(d.data())));
        }, expected);

        std::vector<int> dag(n);
        boost::dag_shortest_paths(g, 0, boost::distance_map(dag.data()));
        fail_each_resource("dag, " + where, poisoned(n), [&](std::vector<int>& d) {
            boost::gpu_dag_shortest_paths(g, 0, gp::use_backend(kind, boost::distance_map(d.data())));
        }, dag);
    });
}

BOOST_AUTO_TEST_CASE(all_pairs)
{
    on_every_graph_and_path(903, [](const graph& g, std::size_t n, gp::backend_kind kind, const std::string& where) {
        // The CUDA backend streams the rows into the caller's matrix (doc/reference.md).
        const std::size_t streamed = kind == gp::backend_kind::cuda ? n : 0;
        std::vector<std::vector<int>> expected(n, std::vector<int>(n));
        BOOST_TEST_REQUIRE(boost::floyd_warshall_all_pairs_shortest_paths(g, expected));
        fail_each_resource("floyd-warshall, " + where, poisoned(n * n), [&](std::vector<int>& out) {
            through_matrix(out, n, [&](std::vector<std::vector<int>>& d) {
                boost::gpu_floyd_warshall_all_pairs(g, d, gp::use_backend(kind));
            });
        }, flattened(expected), streamed);

        std::vector<std::vector<int>> johnson(n, std::vector<int>(n));
        BOOST_TEST_REQUIRE(boost::johnson_all_pairs_shortest_paths(g, johnson));
        fail_each_resource("johnson, " + where, poisoned(n * n), [&](std::vector<int>& out) {
            through_matrix(out, n, [&](std::vector<std::vector<int>>& d) {
                boost::gpu_johnson_all_pairs_shortest_paths(g, d, gp::use_backend(kind));
            });
        }, flattened(johnson), streamed);

        graph positive = g;
        for (auto e : boost::make_iterator_range(edges(positive))) put(boost::edge_weight, positive, e, std::abs(get(boost::edge_weight, positive, e)));
        std::vector<std::vector<int>> from_every(n, std::vector<int>(n));
        BOOST_TEST_REQUIRE(boost::johnson_all_pairs_shortest_paths(positive, from_every));
        fail_each_resource("dijkstra from every vertex, " + where, poisoned(n * n), [&](std::vector<int>& out) {
            through_matrix(out, n, [&](std::vector<std::vector<int>>& d) {
                boost::gpu_dijkstra_all(positive, d, gp::use_backend(kind));
            });
        }, flattened(from_every), streamed);
    });
}

// The closure's output is a graph of the caller's: after a failure it must be as the caller
// passed it, empty (taken back all at once) or holding vertices and edges of its own
// (taken back vertex by vertex, the caller's kept).
BOOST_AUTO_TEST_CASE(transitive_closure)
{
    on_every_graph_and_path(904, [](const graph& g, std::size_t n, gp::backend_kind kind, const std::string& where) {
        using closure_graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS>;
        closure_graph bgl;
        boost::transitive_closure(g, bgl);
        std::vector<int> expected(n * n, 0);
        for (auto e : boost::make_iterator_range(edges(bgl))) expected[source(e, bgl) * n + target(e, bgl)] = 1;
        for (const std::size_t own : {std::size_t(0), std::size_t(3)}) {
            // The caller's own part: `own` vertices and, where there are any, edges 0 -> 1 -> 2.
            auto callers_graph = [own] {
                closure_graph tc(own);
                if (own) add_edge(0, 1, tc), add_edge(1, 2, tc);
                return tc;
            };
            const std::string name =
                "transitive closure into a graph of " + std::to_string(own) + " vertices, " + where;
            fail_each_resource(name, poisoned(n * n), [&](std::vector<int>& out) {
                closure_graph tc = callers_graph();
                auto copy_back = [&] {
                    const bool as_passed = num_vertices(tc) == own && num_edges(tc) == (own ? 2u : 0u);
                    if (as_passed) return;  // out keeps its poison
                    std::fill(out.begin(), out.end(), 0);
                    for (auto e : boost::make_iterator_range(edges(tc))) {
                        if (source(e, tc) < own || target(e, tc) < own) continue;  // the caller's own
                        out[(source(e, tc) - own) * n + (target(e, tc) - own)] = 1;
                    }
                };
                try {
                    boost::gpu_transitive_closure(g, tc, gp::use_backend(kind));
                } catch (...) {
                    copy_back();
                    throw;
                }
                copy_back();
            }, expected);
        }
    });
}
