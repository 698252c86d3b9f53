// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// gpu_breadth_first_search (named, positional, one source or several) and
// gpu_breadth_first_visit (from the caller's colours and queue) with visitors, against
// boost::breadth_first_search and breadth_first_visit run on the same graph object with the
// same visitor (the events follow the graph's out-edge order, so a copy would not do). A
// visitor logs BGL's events as (event, vertex) or (event, source, target) by vertex index;
// as documented, the library's log must equal BGL's entry for entry, a visitor's exception
// (at a random event, or on discovering a target) must reach the caller after the same
// entries, and the caller's colour, distance and predecessor maps must hold what BGL's
// loop, with BGL's recorders on its tree edges, holds at that point. Visitors: every event;
// vertex events and tree edges, or some of them; an event-visitor list holding
// record_predecessors; and BGL's recorders alone, which run on the backends: their
// distances exactly BGL's, each parent one level up along an arc (the documented freedom),
// sources and unreached vertices untouched.
#include "family_support.hpp"
#include "judge.hpp"
#include "tuning.hpp"

#include <boost_gpu_paths/breadth_first_search.hpp>

#include <boost/graph/breadth_first_search.hpp>
#include <boost/graph/visitors.hpp>
#include <boost/pending/queue.hpp>
#include <boost/property_map/property_map.hpp>

#include <algorithm>
#include <cstdint>
#include <limits>
#include <sstream>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

namespace stress {
namespace {

namespace gp = boost::gpu_paths;

struct stop_here {};  // the visitors' own exception: a type the library cannot know

namespace ev {
enum : unsigned { initialize, discover, examine, examine_edge, tree, non_tree, gray, black, finish };
}
const char* const event_names[] = {"initialize_vertex", "discover_vertex", "examine_vertex",
                                   "examine_edge",      "tree_edge",       "non_tree_edge",
                                   "gray_target",       "black_target",    "finish_vertex"};
constexpr unsigned every_event = 0x1ff;
constexpr unsigned vertex_events = 1u << ev::initialize | 1u << ev::discover | 1u << ev::examine | 1u << ev::finish;

struct entry {
    unsigned what;
    std::size_t a, b;
    bool operator==(const entry& o) const { return what == o.what && a == o.a && b == o.b; }
};

// What a visitor logs (the events in mask) and where it throws: at its throw_at-th entry
// (0: never), or on discovering stop_at.
struct event_log {
    std::vector<entry> entries;
    unsigned mask = every_event;
    std::size_t throw_at = 0, stop_at = not_a_vertex;
    void note(unsigned what, std::size_t a, std::size_t b = 0)
    {
        if (mask >> what & 1) entries.push_back({what, a, b});
        if ((mask >> what & 1 && entries.size() == throw_at) || (what == ev::discover && a == stop_at))
            throw stop_here();
    }
};

struct logger : boost::default_bfs_visitor {
    event_log* log;
    template <class V, class G>
    void vertex(unsigned what, V v, const G& g) const { log->note(what, get(boost::vertex_index, g, v)); }
    template <class E, class G>
    void edge(unsigned what, E e, const G& g) const
    {
        log->note(what, get(boost::vertex_index, g, source(e, g)), get(boost::vertex_index, g, target(e, g)));
    }
};
// Vertex events and tree edges: the live search that may move to arrays and replay.
struct vertex_logger : logger {
    template <class V, class G> void initialize_vertex(V v, const G& g) const { vertex(ev::initialize, v, g); }
    template <class V, class G> void discover_vertex(V v, const G& g) const { vertex(ev::discover, v, g); }
    template <class V, class G> void examine_vertex(V v, const G& g) const { vertex(ev::examine, v, g); }
    template <class V, class G> void finish_vertex(V v, const G& g) const { vertex(ev::finish, v, g); }
    template <class E, class G> void tree_edge(E e, const G& g) const { edge(ev::tree, e, g); }
};
// Every event: the search that stays on the caller's graph.
struct edge_logger : vertex_logger {
    template <class E, class G> void examine_edge(E e, const G& g) const { edge(ev::examine_edge, e, g); }
    template <class E, class G> void non_tree_edge(E e, const G& g) const { edge(ev::non_tree, e, g); }
    template <class E, class G> void gray_target(E e, const G& g) const { edge(ev::gray, e, g); }
    template <class E, class G> void black_target(E e, const G& g) const { edge(ev::black, e, g); }
};
// Discoveries alone: the visitor that stops at a target.
struct discovery_logger : logger {
    template <class V, class G> void discover_vertex(V v, const G& g) const { vertex(ev::discover, v, g); }
};
// One entry of an event-visitor list (boost::bfs_visitor<List>).
template <class Tag, unsigned What>
struct listed_logger {
    using event_filter = Tag;
    event_log* log;
    template <class V, class G>
    void operator()(V v, const G& g) const { log->note(What, get(boost::vertex_index, g, v)); }
};

// BGL's side: the logger's tree edge, then BGL's recorders, as the drop-in fills its maps.
template <class Visitor, class Recorders>
struct with_recorders : Visitor {
    Recorders extra;
    template <class E, class G>
    void tree_edge(E e, const G& g)
    {
        Visitor::tree_edge(e, g);
        extra.tree_edge(e, g);
    }
};

enum class vkind { every, vertex_events, listed, stop_at_target, recorders };
enum class vform { named_maps, visitor_only, positional, visit_positional, visit_named };
const char* const vkind_names[] = {"every event", "vertex events and tree edges", "event list with record_predecessors",
                                   "discoveries, stop at a target", "record_distances and record_predecessors"};
const char* const vform_names[] = {"named visitor with distance, predecessor and color maps", "named visitor alone",
                                   "positional (buffer, visitor, color)", "breadth_first_visit positional",
                                   "breadth_first_visit named"};

// What one call leaves: its log and the caller's maps, by vertex index (not_a_vertex for a
// value that is no vertex).
struct outcome_of_call {
    event_log log;
    std::vector<std::uint32_t> d;
    std::vector<std::size_t> p, listed;
    std::vector<boost::default_color_type> color;
    bool stopped = false;
    call_record call;
    std::string method;
};

// What one graph's calls share, drawn once.
struct plan {
    vkind kind;
    vform form;
    std::vector<std::size_t> sources;
    unsigned mask = every_event;
    std::size_t throw_at = 0, stop_at = not_a_vertex;
    std::vector<boost::default_color_type> preset;  // the caller's colours for breadth_first_visit
    std::uint32_t base = 0;                         // the recorders' preset at the sources
    tuning_choice tuning;
    bool visit() const { return form == vform::visit_positional || form == vform::visit_named; }
};

// BGL's side (the backend is then unused) or the library's, with make's visitor.
template <graph_kind K, class Graph, class Make>
outcome_of_call play(const Graph& g, const plan& pl, const Make& make, bool bgl, gp::backend_kind backend)
{
    using vertex = typename boost::graph_traits<Graph>::vertex_descriptor;
    const std::size_t n = num_vertices(g);
    const auto vs = vertex_list(g);
    const auto index = get(boost::vertex_index, g);
    const vertex none = boost::graph_traits<Graph>::null_vertex();
    std::vector<vertex> sv;
    for (std::size_t s : pl.sources) sv.push_back(vs[s]);
    const vertex* first = sv.data();
    const vertex* last = first + sv.size();
    const bool single = sv.size() == 1;
    outcome_of_call o;
    o.log.mask = pl.mask;
    o.log.throw_at = pl.throw_at;
    o.log.stop_at = pl.stop_at;
    o.d.assign(n, poison<std::uint32_t>());
    std::vector<vertex> p(n, none), listed(n, none);
    o.color = pl.visit() ? pl.preset : std::vector<boost::default_color_type>(n, boost::green_color);
    if (pl.kind == vkind::recorders)
        for (std::size_t v : pl.sources) o.d[v] = pl.base;
    else if (bgl) {  // what the drop-in's distance and predecessor maps hold before the events
        for (std::size_t v = 0; v < n; ++v) o.d[v] = std::numeric_limits<std::uint32_t>::max(), p[v] = vs[v];
        for (std::size_t v : pl.sources) o.d[v] = 0;
    }
    const auto dmap = boost::make_iterator_property_map(o.d.begin(), index);
    const auto pmap = boost::make_iterator_property_map(p.begin(), index);
    const auto cmap = boost::make_iterator_property_map(o.color.begin(), index);
    auto vis = make(&o.log, dmap, pmap, boost::make_iterator_property_map(listed.begin(), index));
    boost::queue<vertex> queue;
    gp::report report;
    auto search = [&](const auto& named) {
        const auto params = gp::report_to(report, on_backend(backend, pl.tuning.options, named));
        if (single)
            boost::gpu_breadth_first_search(g, sv[0], params);
        else
            boost::gpu_breadth_first_search(g, first, last, params);
    };
    o.call = capture([&] {
        try {
            if (bgl) {
                auto recorders =
                    boost::make_bfs_visitor(std::make_pair(boost::record_distances(dmap, boost::on_tree_edge()),
                                                           boost::record_predecessors(pmap, boost::on_tree_edge())));
                if (pl.form == vform::visit_named)
                    boost::breadth_first_visit(g, sv[0], boost::visitor(vis).color_map(cmap));
                else if (pl.visit())
                    boost::breadth_first_visit(g, first, last, queue, vis, cmap);
                else if (pl.kind == vkind::recorders)
                    boost::breadth_first_search(g, first, last, queue, vis, cmap);
                else
                    boost::breadth_first_search(g, first, last, queue,
                                                with_recorders<decltype(vis), decltype(recorders)>{vis, recorders},
                                                cmap);
            } else if (pl.form == vform::named_maps) {
                search(boost::visitor(vis).distance_map(dmap).predecessor_map(pmap).color_map(cmap));
            } else if (pl.form == vform::visitor_only) {
                search(boost::visitor(vis));
            } else if constexpr (every_form<K>()) {
                const auto exec = gp::report_to(report, gp::with_options(pl.tuning.options, gp::use_backend(backend)));
                if (pl.form == vform::positional && single)
                    boost::gpu_breadth_first_search(g, sv[0], queue, vis, cmap, exec);
                else if (pl.form == vform::positional)
                    boost::gpu_breadth_first_search(g, first, last, queue, vis, cmap, exec);
                else if (pl.form == vform::visit_named)
                    boost::gpu_breadth_first_visit(g, sv[0],
                                                   gp::report_to(report, boost::visitor(vis).color_map(cmap)));
                else if (single)
                    boost::gpu_breadth_first_visit(g, sv[0], queue, vis, cmap);
                else
                    boost::gpu_breadth_first_visit(g, first, last, queue, vis, cmap);
            }
        } catch (const stop_here&) {
            o.stopped = true;
        }
    });
    const descriptor_index<Graph> index_of(vs);
    for (std::size_t v = 0; v < n; ++v) {
        o.p.push_back(index_of(p[v]));
        o.listed.push_back(index_of(listed[v]));
    }
    o.method = report.method;
    return o;
}

std::string describe(const std::vector<entry>& log, std::size_t i)
{
    if (i >= log.size()) return "the end (" + std::to_string(log.size()) + " entries)";
    const entry& x = log[i];
    return std::string(event_names[x.what]) + ' ' + std::to_string(x.a) +
           (x.what >= ev::examine_edge && x.what <= ev::black ? ' ' + std::to_string(x.b) : "");
}

template <class T>
std::string first_difference(const char* what, const std::vector<T>& got, const std::vector<T>& want)
{
    auto show = [](T x) {
        return std::is_same<T, std::size_t>::value && x == T(not_a_vertex) ? std::string("none") : std::to_string(+x);
    };
    for (std::size_t v = 0; v < got.size(); ++v)
        if (got[v] != want[v])
            return std::string(what) + " of vertex " + std::to_string(v) + " is " + show(got[v]) + ", BGL's loop has " +
                   show(want[v]);
    return std::string();
}

// The library's call against BGL's: empty when they agree as documented.
std::string compare(const outcome_of_call& got, const outcome_of_call& want, const plan& pl, const out_arcs<int>& out)
{
    const std::vector<entry>& a = got.log.entries;
    const std::vector<entry>& b = want.log.entries;
    std::size_t i = 0;
    while (i < a.size() && i < b.size() && a[i] == b[i]) ++i;
    if (i < a.size() || i < b.size())
        return "log entry " + std::to_string(i) + " is " + describe(a, i) + ", BGL's is " + describe(b, i);
    if (got.stopped != want.stopped)
        return got.stopped ? "the visitor threw where BGL's did not"
                           : "the visitor's exception did not reach the caller";
    std::string d;
    if (pl.form == vform::named_maps || pl.kind == vkind::recorders) d = first_difference("distance", got.d, want.d);
    if (d.empty() && pl.form == vform::named_maps) d = first_difference("predecessor", got.p, want.p);
    if (d.empty() && pl.kind == vkind::listed)
        d = first_difference("record_predecessors' entry", got.listed, want.listed);
    std::vector<int> got_color(got.color.begin(), got.color.end()), want_color(want.color.begin(), want.color.end());
    if (d.empty() && pl.form != vform::visitor_only) d = first_difference("color", got_color, want_color);
    // The recorders on the backends: sources and unreached vertices untouched, else a
    // parent one level up along an arc.
    for (std::size_t v = 0; v < got.p.size() && d.empty() && pl.kind == vkind::recorders; ++v) {
        const std::size_t u = got.p[v];
        if (want.p[v] == not_a_vertex
                ? u == not_a_vertex
                : u < out.size() && want.d[u] + 1 == want.d[v] &&
                      std::any_of(out[u].begin(), out[u].end(),
                                  [&](const std::pair<std::size_t, int>& x) { return x.first == v; }))
            continue;
        d = "record_predecessors wrote " + (u == not_a_vertex ? std::string("none") : std::to_string(u)) +
            " for vertex " + std::to_string(v) +
            (want.p[v] == not_a_vertex ? " (a source or unreached: BGL leaves it)"
                                       : ": not an arc from the level above");
    }
    return d;
}

template <graph_kind K, class Make>
void run_visitor(random_source& rng, trial& t, const graph_case<int>& c, plan& pl, const Make& make)
{
    using graph = typename graph_type<K, int>::type;
    const graph g = build_graph<K, int>(c.n, c.edges);
    const std::size_t n = c.n;
    const auto built = edges_as_built<int>(g);
    const auto out = out_lists(n, arcs_of(built, is_undirected(K)));
    if (pl.throw_at) {  // an entry of the whole log, so that the throw comes
        pl.throw_at = 0;
        const std::size_t entries = play<K>(g, pl, make, true, gp::backend_kind::host).log.entries.size();
        pl.throw_at = entries ? 1 + rng.below(entries) : 0;
    }
    std::ostringstream description;
    description << describe_case(c, weight_type::int32, built.size()) << ", sources";
    for (std::size_t s : pl.sources) description << ' ' << s;
    description << ", visitor: " << vkind_names[static_cast<unsigned>(pl.kind)];
    if (pl.mask != every_event) {
        description << " (logging";
        for (unsigned e = 0; e <= ev::finish; ++e)
            if (pl.mask >> e & 1) description << ' ' << event_names[e];
        description << ')';
    }
    description << ", " << vform_names[static_cast<unsigned>(pl.form)];
    if (pl.throw_at) description << ", throws at entry " << pl.throw_at;
    if (pl.stop_at != not_a_vertex) description << ", stops on discovering " << pl.stop_at;
    if (pl.kind == vkind::recorders) description << ", recorder base " << pl.base;
    std::size_t marked = 0;
    for (auto x : pl.preset) marked += x != boost::white_color;
    if (marked) description << ", " << marked << " vertices marked in the caller's colours";
    description << ", tuning: " << pl.tuning.description;
    t.description = description.str();
    t.edge_dump = dump_edges(built, is_undirected(K), t.all_edges ? every_edge : 80);

    const outcome_of_call want = play<K>(g, pl, make, true, gp::backend_kind::host);
    if (want.call.kind != thrown::nothing) throw std::runtime_error("BGL's search threw " + want.call.message);
    for (const gp::backend_kind backend : t.backends) {
        const outcome_of_call got = play<K>(g, pl, make, false, backend);
        backend_result r{backend, outcome::match, std::string()};
        if (!judge(got.call, expectation(), r.result, r.detail)) {
            r.result = outcome::match;
            r.detail = compare(got, want, pl, out);
            if (!r.detail.empty()) r.result = outcome::mismatch, r.detail += " (method: " + got.method + ")";
        }
        t.results.push_back(r);
    }
}

// The visitor knobs: the live search from the first vertex on (small graphs run BGL's loop
// by default), its move to arrays and the replay of the discovery order at each point.
void add_visitor_knobs(random_source& rng, std::size_t n, tuning_choice& tuning)
{
    gp::bfs_options& o = tuning.options.bfs;
    std::ostringstream text;
    if (rng.chance(0.75)) {
        o.visitor_arrays_from = 0;
        text << " bfs.visitor_arrays_from=0";
    }
    const std::uint64_t after = static_cast<std::uint64_t>(rng.between(1, static_cast<std::int64_t>(n)));
    o.visitor_switch_after = std::vector<std::uint64_t>{0, 1, after}[rng.below(3)];
    using mode = gp::bfs_options::visitor_order_mode;
    o.visitor_order = std::vector<mode>{mode::automatic, mode::on, mode::off}[rng.weighted({1, 3, 1})];
    if (rng.chance(0.3)) o.visitor_order_after = rng.pick(std::vector<double>{0, 0.5, 1});
    text << " visitor_switch_after=" << o.visitor_switch_after << " visitor_order="
         << (o.visitor_order == mode::on    ? "on"
             : o.visitor_order == mode::off ? "off"
                                            : "automatic")
         << " visitor_order_after=" << o.visitor_order_after;
    tuning.description += ";" + text.str();
}

template <graph_kind K>
void bfs_visitors_on_graph(random_source& rng, trial& t, const graph_case<int>& c)
{
    const std::size_t n = c.n;
    plan pl;
    pl.kind = vkind(rng.weighted({3, 2.5, 1.5, 1.5, 1.5}));
    // The event list, the stop and the recorders (whose search check_bfs.cpp runs on every
    // graph type) on the three graph types of the rare forms, to keep the build short.
    if (!every_form<K>() && pl.kind > vkind::vertex_events) pl.kind = vkind(static_cast<unsigned>(pl.kind) % 2);
    pl.form = pl.kind == vkind::recorders ? vform::visitor_only : vform(rng.weighted({3, 3.5, 1.5, 1.5, 1.5}));
    if (!every_form<K>() && pl.form > vform::visitor_only) pl.form = vform::named_maps;
    pl.sources = draw_sources(rng, n, pl.form != vform::visit_named && rng.chance(0.35));
    if (pl.kind == vkind::vertex_events)
        pl.mask = rng.pick(std::vector<unsigned>{vertex_events | 1u << ev::tree, vertex_events, 1u << ev::tree,
                                                 1u << ev::discover | 1u << ev::examine});
    // 1: a throw, at an entry that run_visitor draws from BGL's whole log.
    pl.throw_at = pl.kind != vkind::recorders && pl.kind != vkind::stop_at_target && rng.chance(0.4);
    if (pl.kind == vkind::stop_at_target) pl.stop_at = rng.below(n);
    // The caller's colours for breadth_first_visit: white, some vertices marked to stay out.
    pl.preset.assign(n, boost::white_color);
    const std::size_t marked = pl.visit() && rng.chance(0.5) ? static_cast<std::size_t>(rng.between(1, n / 8 + 1)) : 0;
    for (std::size_t k = 0; k < marked; ++k)
        pl.preset[rng.below(n)] = rng.chance(0.5) ? boost::black_color : boost::gray_color;
    pl.base = rng.chance(0.8) ? 0 : 3;
    pl.tuning = draw_tuning(rng, algorithm::bfs);
    add_visitor_knobs(rng, n, pl.tuning);
    // make(log, distances, predecessors, listed predecessors) builds one side's visitor.
    auto logger_of = [](auto tag) {
        return [](event_log* log, auto, auto, auto) {
            typename decltype(tag)::type v;
            v.log = log;
            return v;
        };
    };
    if (pl.kind == vkind::every) run_visitor<K>(rng, t, c, pl, logger_of(type_tag<edge_logger>()));
    if (pl.kind == vkind::vertex_events) run_visitor<K>(rng, t, c, pl, logger_of(type_tag<vertex_logger>()));
    if constexpr (every_form<K>()) {
        if (pl.kind == vkind::stop_at_target) run_visitor<K>(rng, t, c, pl, logger_of(type_tag<discovery_logger>()));
        if (pl.kind == vkind::listed)
            run_visitor<K>(rng, t, c, pl, [](event_log* log, auto, auto, auto listed) {
                return boost::make_bfs_visitor(
                    std::make_pair(listed_logger<boost::on_discover_vertex, ev::discover>{log},
                                   std::make_pair(listed_logger<boost::on_examine_vertex, ev::examine>{log},
                                                  boost::record_predecessors(listed, boost::on_tree_edge()))));
            });
        if (pl.kind == vkind::recorders)
            run_visitor<K>(rng, t, c, pl, [](event_log*, auto d, auto p, auto) {
                return boost::make_bfs_visitor(std::make_pair(boost::record_distances(d, boost::on_tree_edge()),
                                                              boost::record_predecessors(p, boost::on_tree_edge())));
            });
    }
}

}  // namespace

void run_bfs_visitors(trial& t)
{
    random_source rng(t.seed);
    case_limits limits;
    limits.min_vertices = 1;
    limits.small_max = 200;
    limits.large_max = 4000;
    limits.large_chance = 0.05;
    limits.kinds = all_graph_kinds();
    limits.regime_weights = {1};
    const graph_case<int> c = generate_case<int>(rng, limits);
    with_graph_kind(c.kind, [&](auto kind) { bfs_visitors_on_graph<decltype(kind)::kind>(rng, t, c); });
}

}  // namespace stress
