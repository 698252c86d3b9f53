// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// gpu_breadth_first_search (named outputs, BGL's recorder visitors, the positional form;
// one source or several) against boost::breadth_first_search: hop counts exactly, colors,
// parents that lead one level up along an arc, the recorders leaving sources and
// unreached vertices untouched, and invalid_input for a distance type too narrow for the
// deepest level.
#include "family_support.hpp"
#include "judge.hpp"
#include "oracle.hpp"
#include "tuning.hpp"

#include <boost_gpu_paths/breadth_first_search.hpp>

#include <boost/graph/breadth_first_search.hpp>
#include <boost/pending/queue.hpp>
#include <boost/property_map/property_map.hpp>

#include <cstdint>
#include <limits>
#include <sstream>
#include <string>
#include <vector>

namespace stress {
namespace {

namespace gp = boost::gpu_paths;

enum class bfs_form { named, named_narrow, recorders, distance_recorder, positional, positional_automatic };
constexpr unsigned bfs_form_count = 6;
const char* name_of(bfs_form f)
{
    static const char* const names[] = {
        "named distance, predecessor and color maps",        "named unsigned char distance map",
        "visitor: record_distances and record_predecessors", "visitor: record_distances",
        "positional with the recorders and a color map",     "positional, no parameters (automatic only)"};
    return names[static_cast<unsigned>(f)];
}

// Parents by index: each reached non-source vertex has an arc from its parent, one hop
// nearer; sources and unreached vertices hold `own` (their own index, or not_a_vertex
// where a recorder must leave them untouched).
std::string check_parents(const out_arcs<int>& out, const std::vector<std::size_t>& hops,
                          const std::vector<std::size_t>& parent, const std::vector<char>& is_source, bool self)
{
    for (std::size_t v = 0; v < hops.size(); ++v) {
        const std::size_t p = parent[v];
        std::ostringstream text;
        text << "predecessor of vertex " << v << " (" << (p == not_a_vertex ? std::string("none") : std::to_string(p))
             << "): ";
        if (is_source[v] || hops[v] == unreached_hops) {
            if (p != (self ? v : not_a_vertex))
                return text.str() + (self ? "a source or unreached vertex is not its own predecessor"
                                          : "a recorder wrote a source's or an unreached vertex's predecessor");
            continue;
        }
        if (p >= hops.size()) return text.str() + "not a vertex (unwritten?)";
        bool arc = false;
        for (const auto& a : out[p]) arc = arc || a.first == v;
        if (!arc || hops[p] + 1 != hops[v]) return text.str() + "not an arc from the level above";
    }
    return std::string();
}

template <class Value>
std::string check_hops(const std::vector<Value>& got, const std::vector<std::size_t>& hops,
                       const std::vector<char>& is_source, Value base, Value untouched, bool recorder)
{
    for (std::size_t v = 0; v < hops.size(); ++v) {
        Value want;
        if (recorder && (is_source[v] || hops[v] == unreached_hops))
            want = is_source[v] ? base : untouched;
        else
            want = hops[v] == unreached_hops ? (std::numeric_limits<Value>::max)()
                                             : static_cast<Value>(base + static_cast<Value>(hops[v]));
        if (got[v] != want) {
            std::ostringstream text;
            text << "distance of vertex " << v << " is " << +got[v] << ", BGL's recorder gives " << +want;
            return text.str();
        }
    }
    return std::string();
}

template <graph_kind K>
void bfs_on_graph(random_source& rng, trial& t, const graph_case<int>& c, bfs_form drawn)
{
    const bool positional_form = drawn == bfs_form::positional || drawn == bfs_form::positional_automatic;
    const bfs_form form = positional_form && !every_form<K>() ? bfs_form::recorders : drawn;
    using graph = typename graph_type<K, int>::type;
    using vertex = typename boost::graph_traits<graph>::vertex_descriptor;
    const graph g = build_graph<K, int>(c.n, c.edges);
    const std::size_t n = c.n;
    const auto built = edges_as_built<int>(g);
    const auto arcs = arcs_of(built, is_undirected(K));
    const auto out = out_lists(n, arcs);

    const std::vector<std::size_t> sources = draw_sources(rng, n, rng.chance(0.3));
    const int base = rng.chance(0.8) ? 0 : 3;  // what the caller preset at the sources for the recorders
    const tuning_choice tuning = draw_tuning(rng, algorithm::bfs);
    std::ostringstream description;
    description << describe_case(c, weight_type::int32, built.size()) << ", sources";
    for (std::size_t s : sources) description << ' ' << s;
    description << ", " << name_of(form) << ", recorder base " << base << ", tuning: " << tuning.description;
    t.description = description.str();
    t.edge_dump = dump_edges(built, is_undirected(K), t.all_edges ? every_edge : 80);

    const std::vector<std::size_t> hops = bgl_bfs(make_oracle_graph<int>(n, arcs), sources);
    std::size_t deepest = 0;
    for (std::size_t h : hops)
        if (h != unreached_hops) deepest = std::max(deepest, h);
    std::vector<char> is_source(n, 0);
    for (std::size_t s : sources) is_source[s] = 1;
    expectation x;
    x.too_deep = form == bfs_form::named_narrow && deepest >= (std::numeric_limits<unsigned char>::max)();

    const auto vs = vertex_list(g);
    const descriptor_index<graph> index_of(vs);
    std::vector<vertex> source_vertices;
    for (std::size_t s : sources) source_vertices.push_back(vs[s]);
    const auto index = get(boost::vertex_index, g);
    const std::size_t poison_hops = std::numeric_limits<std::size_t>::max() - 3;
    const int poison_recorded = -7;
    for (const gp::backend_kind backend : t.backends) {
        std::vector<std::size_t> d(n, poison_hops);
        std::vector<unsigned char> narrow(n, 77);
        std::vector<int> recorded(n, poison_recorded);
        for (std::size_t s : sources) recorded[s] = base;
        std::vector<vertex> p(n, boost::graph_traits<graph>::null_vertex());
        std::vector<boost::default_color_type> color(n, boost::gray_color);
        const auto pmap = boost::make_iterator_property_map(p.begin(), index);
        const auto cmap = boost::make_iterator_property_map(color.begin(), index);
        const auto rmap = boost::make_iterator_property_map(recorded.begin(), index);
        const auto both =
            boost::make_bfs_visitor(std::make_pair(boost::record_distances(rmap, boost::on_tree_edge()),
                                                   boost::record_predecessors(pmap, boost::on_tree_edge())));
        const auto distances_only = boost::make_bfs_visitor(boost::record_distances(rmap, boost::on_tree_edge()));
        const bool single = sources.size() == 1;
        const bfs_form used = form == bfs_form::positional_automatic && backend != gp::backend_kind::automatic
                                  ? bfs_form::positional
                                  : form;
        auto search = [&](const auto& params) {
            if (single)
                boost::gpu_breadth_first_search(g, source_vertices[0], params);
            else
                boost::gpu_breadth_first_search(g, source_vertices.begin(), source_vertices.end(), params);
        };
        const call_record call = capture([&] {
            boost::queue<vertex> queue;
            const auto exec = gp::with_options(tuning.options, gp::use_backend(backend));
            switch (used) {
            case bfs_form::named:
                search(on_backend(backend, tuning.options,
                                  boost::distance_map(boost::make_iterator_property_map(d.begin(), index))
                                      .predecessor_map(pmap)
                                      .color_map(cmap)));
                break;
            case bfs_form::named_narrow:
                search(on_backend(backend, tuning.options,
                                  boost::distance_map(boost::make_iterator_property_map(narrow.begin(), index))));
                break;
            case bfs_form::recorders: search(on_backend(backend, tuning.options, boost::visitor(both))); break;
            case bfs_form::distance_recorder:
                search(on_backend(backend, tuning.options, boost::visitor(distances_only)));
                break;
            default:
                if constexpr (every_form<K>()) {
                    if (used == bfs_form::positional && single)
                        boost::gpu_breadth_first_search(g, source_vertices[0], queue, both, cmap, exec);
                    else if (used == bfs_form::positional)
                        boost::gpu_breadth_first_search(g, source_vertices.begin(), source_vertices.end(), queue, both,
                                                        cmap, exec);
                    else if (single)
                        boost::gpu_breadth_first_search(g, source_vertices[0], queue, both, cmap);
                    else
                        boost::gpu_breadth_first_search(g, source_vertices.begin(), source_vertices.end(), queue, both,
                                                        cmap);
                }
                break;
            }
        });
        backend_result r{backend, outcome::match, std::string()};
        if (!judge(call, x, r.result, r.detail)) {
            r.result = outcome::match;
            std::vector<std::size_t> parent(n);
            for (std::size_t v = 0; v < n; ++v) parent[v] = index_of(p[v]);
            const bool colors =
                used == bfs_form::named || used == bfs_form::positional || used == bfs_form::positional_automatic;
            switch (used) {
            case bfs_form::named:
                r.detail = check_hops<std::size_t>(d, hops, is_source, 0, 0, false);
                if (r.detail.empty()) r.detail = check_parents(out, hops, parent, is_source, true);
                break;
            case bfs_form::named_narrow:
                r.detail = check_hops<unsigned char>(narrow, hops, is_source, 0, 0, false);
                break;
            case bfs_form::distance_recorder:
                r.detail = check_hops<int>(recorded, hops, is_source, base, poison_recorded, true);
                break;
            default:
                r.detail = check_hops<int>(recorded, hops, is_source, base, poison_recorded, true);
                if (r.detail.empty()) r.detail = check_parents(out, hops, parent, is_source, false);
                break;
            }
            for (std::size_t v = 0; v < n && r.detail.empty() && colors; ++v)
                if (color[v] != (hops[v] == unreached_hops ? boost::white_color : boost::black_color))
                    r.detail = "color of vertex " + std::to_string(v) + " is not what BGL leaves";
            if (!r.detail.empty()) r.result = outcome::mismatch;
        }
        t.results.push_back(r);
    }
}

}  // namespace

void run_bfs(trial& t)
{
    random_source rng(t.seed);
    case_limits limits;
    limits.min_vertices = 1;
    limits.small_max = 300;
    limits.large_max = 6000;
    limits.large_chance = 0.04;
    limits.kinds = all_graph_kinds();
    limits.regime_weights = {1};
    const bfs_form form = bfs_form(rng.below(bfs_form_count));
    if (form == bfs_form::named_narrow) {
        // Long chains, so that some searches go deeper than an unsigned char counts.
        limits.small_max = 600;
        limits.large_max = 2000;
        limits.large_chance = 0.3;
        limits.shape_weights = {0.3, 0.5, 0.05, 0.1, 0.05};
    }
    const graph_case<int> c = generate_case<int>(rng, limits);
    with_graph_kind(c.kind, [&](auto kind) { bfs_on_graph<decltype(kind)::kind>(rng, t, c, form); });
}

}  // namespace stress
