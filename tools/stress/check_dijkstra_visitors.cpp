// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// gpu_dijkstra_shortest_paths (a named visitor, positional, several sources, a colour map
// last), gpu_dijkstra_shortest_paths_no_init, gpu_dijkstra_shortest_paths_no_color_map and
// gpu_dijkstra_shortest_paths_no_color_map_no_init with visitors that log BGL's events,
// against the BGL function each replaces, run on the same graph object with the same
// visitor. A visitor is served by BGL's own loop, or on arrays of the graph by a loop that
// gives BGL's heap the same operations, so as documented the log must equal BGL's entry
// for entry, ties included, and the distances, predecessors and colours must be BGL's to
// the bit; a visitor that throws at a random event, and negative_edge where BGL throws it
// (after the events before it), must reach the caller with the maps as BGL's loop leaves
// them there.
#include "family_support.hpp"
#include "judge.hpp"
#include "tuning.hpp"

#include <boost_gpu_paths/dijkstra.hpp>

#include <boost/graph/dijkstra_shortest_paths.hpp>
#include <boost/graph/dijkstra_shortest_paths_no_color_map.hpp>
#include <boost/property_map/property_map.hpp>

#include <cstdint>
#include <cstring>
#include <functional>
#include <limits>
#include <sstream>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <vector>

namespace stress {
namespace {

namespace gp = boost::gpu_paths;

struct stop_here {};  // the visitors' own exception: a type the library cannot know

namespace ev {
enum : unsigned { initialize, discover, examine, examine_edge, relaxed, not_relaxed, finish };
}
const char* const event_names[] = {"initialize_vertex", "discover_vertex",  "examine_vertex", "examine_edge",
                                   "edge_relaxed",      "edge_not_relaxed", "finish_vertex"};

struct entry {
    unsigned what;
    std::size_t a, b;
    bool operator==(const entry& o) const { return what == o.what && a == o.a && b == o.b; }
};

// What a visitor logs (the events in mask) and its throw at the throw_at-th entry (0: never).
struct event_log {
    std::vector<entry> entries;
    unsigned mask = ~0u;
    std::size_t throw_at = 0;
    void note(unsigned what, std::size_t a, std::size_t b = 0)
    {
        if (!(mask >> what & 1)) return;
        entries.push_back({what, a, b});
        if (entries.size() == throw_at) throw stop_here();
    }
};

struct logger : boost::default_dijkstra_visitor {
    event_log* log;
    template <class V, class G>
    void vertex(unsigned what, V v, const G& g) const { log->note(what, get(boost::vertex_index, g, v)); }
    template <class E, class G>
    void edge(unsigned what, E e, const G& g) const
    {
        log->note(what, get(boost::vertex_index, g, source(e, g)), get(boost::vertex_index, g, target(e, g)));
    }
};
// Every event.
struct every_logger : logger {
    template <class V, class G> void initialize_vertex(V v, const G& g) const { vertex(ev::initialize, v, g); }
    template <class V, class G> void discover_vertex(V v, const G& g) const { vertex(ev::discover, v, g); }
    template <class V, class G> void examine_vertex(V v, const G& g) const { vertex(ev::examine, v, g); }
    template <class V, class G> void finish_vertex(V v, const G& g) const { vertex(ev::finish, v, g); }
    template <class E, class G> void examine_edge(E e, const G& g) const { edge(ev::examine_edge, e, g); }
    template <class E, class G> void edge_relaxed(E e, const G& g) const { edge(ev::relaxed, e, g); }
    template <class E, class G> void edge_not_relaxed(E e, const G& g) const { edge(ev::not_relaxed, e, g); }
};
// The common real visitor: examined vertices and relaxed edges.
struct relax_logger : logger {
    template <class V, class G> void examine_vertex(V v, const G& g) const { vertex(ev::examine, v, g); }
    template <class E, class G> void edge_relaxed(E e, const G& g) const { edge(ev::relaxed, e, g); }
};

// The caller's combine in the positional forms: closed_plus's rule or std::plus's, chosen at
// run time (one instantiation for both).
template <class W>
struct combine {
    W inf;
    bool closed;
    W operator()(W a, W b) const { return closed && (a == inf || b == inf) ? inf : static_cast<W>(a + b); }
};

enum class dform {
    named,
    named_sources,
    positional,
    positional_sources,
    positional_color,
    no_init,
    no_init_color,
    no_color_map_named,
    no_color_map_positional,
    no_color_map_no_init
};
constexpr unsigned dform_count = 10;
struct form_facts {
    const char* name;
    bool several;       // takes a source range
    bool callers_maps;  // starts from the caller's distances, predecessors and colours
    bool plus;          // a named form: BGL combines with std::plus
};
const form_facts facts[] = {{"named visitor", false, false, true},
                            {"named visitor, several sources", true, false, true},
                            {"positional", false, false, false},
                            {"positional, source range", true, false, false},
                            {"positional with a color map last", true, false, false},
                            {"_no_init", false, true, false},
                            {"_no_init with a color map", true, true, false},
                            {"_no_color_map, named visitor", false, false, true},
                            {"_no_color_map, positional", false, false, false},
                            {"_no_color_map_no_init", false, true, false}};
const form_facts& facts_of(dform f)
{
    return facts[static_cast<unsigned>(f)];
}

// What one call leaves, by vertex index.
template <class W>
struct outcome_of_call {
    event_log log;
    std::vector<W> d;
    std::vector<std::size_t> p;
    std::vector<int> color;
    bool stopped = false;
    call_record call;
    std::string method;
};

template <class W>
struct plan {
    dform form;
    std::vector<std::size_t> sources;
    unsigned mask = ~0u;
    std::size_t throw_at = 0;
    W inf;
    bool custom_inf = false, closed = false;
    tuning_choice tuning;
};

// BGL's function (the backend is then unused) or the drop-in for it, with make's visitor.
template <graph_kind K, class W, class Graph, class Make>
outcome_of_call<W> play(const Graph& g, const plan<W>& pl, const Make& make, bool bgl, gp::backend_kind backend)
{
    using vertex = typename boost::graph_traits<Graph>::vertex_descriptor;
    const std::size_t n = num_vertices(g);
    const auto vs = vertex_list(g);
    const auto index = get(boost::vertex_index, g);
    const auto w = get(boost::edge_weight, g);
    std::vector<vertex> sv;
    for (std::size_t s : pl.sources) sv.push_back(vs[s]);
    const vertex* first = sv.data();
    const vertex* last = first + sv.size();
    const vertex s = sv[0];
    outcome_of_call<W> o;
    o.log.mask = pl.mask;
    o.log.throw_at = pl.throw_at;
    std::vector<vertex> p(n, boost::graph_traits<Graph>::null_vertex());
    std::vector<boost::default_color_type> color(n, boost::green_color);
    o.d.assign(n, poison<W>());
    if (facts_of(pl.form).callers_maps) {  // as the caller sets them for BGL
        o.d.assign(n, pl.inf);
        for (std::size_t v = 0; v < n; ++v) p[v] = vs[v], color[v] = boost::white_color;
        for (std::size_t v : pl.sources) o.d[v] = W(0);
    }
    const auto dmap = boost::make_iterator_property_map(o.d.begin(), index);
    const auto pmap = boost::make_iterator_property_map(p.begin(), index);
    const auto cmap = boost::make_iterator_property_map(color.begin(), index);
    const std::less<W> less;
    const combine<W> plus{pl.inf, pl.closed && !facts_of(pl.form).plus};
    const auto vis = make(&o.log);
    gp::report report;
    const auto named = boost::weight_map(w).distance_map(dmap).predecessor_map(pmap).distance_inf(pl.inf).visitor(vis);
    const auto ours = gp::report_to(report, on_backend(backend, pl.tuning.options, named));
    const auto exec = gp::report_to(report, gp::with_options(pl.tuning.options, gp::use_backend(backend)));
    o.call = capture([&] {
        try {
            // BGL's named forms are its positional ones with std::plus: the oracle of both.
            if (bgl && pl.form <= dform::positional_sources)
                boost::dijkstra_shortest_paths(g, first, last, pmap, dmap, w, index, less, plus, pl.inf, W(0), vis);
            else if (pl.form == dform::named)
                boost::gpu_dijkstra_shortest_paths(g, s, ours);
            else if (pl.form == dform::named_sources)
                boost::gpu_dijkstra_shortest_paths(g, first, last, ours);
            else if constexpr (every_form<K>()) {
                switch (pl.form) {
                case dform::positional:
                    boost::gpu_dijkstra_shortest_paths(g, s, pmap, dmap, w, index, less, plus, pl.inf, W(0), vis, exec);
                    break;
                case dform::positional_sources:
                    boost::gpu_dijkstra_shortest_paths(g, first, last, pmap, dmap, w, index, less, plus, pl.inf, W(0),
                                                       vis);
                    break;
                case dform::positional_color:
                    if (bgl)
                        boost::dijkstra_shortest_paths(g, first, last, pmap, dmap, w, index, less, plus, pl.inf, W(0),
                                                       vis, cmap);
                    else
                        boost::gpu_dijkstra_shortest_paths(g, first, last, pmap, dmap, w, index, less, plus, pl.inf,
                                                           W(0), vis, cmap);
                    break;
                case dform::no_init:
                    if (bgl)
                        boost::dijkstra_shortest_paths_no_init(g, s, pmap, dmap, w, index, less, plus, W(0), vis);
                    else
                        boost::gpu_dijkstra_shortest_paths_no_init(g, s, pmap, dmap, w, index, less, plus, W(0), vis);
                    break;
                case dform::no_init_color:
                    if (bgl)
                        boost::dijkstra_shortest_paths_no_init(g, first, last, pmap, dmap, w, index, less, plus, W(0),
                                                               vis, cmap);
                    else
                        boost::gpu_dijkstra_shortest_paths_no_init(g, first, last, pmap, dmap, w, index, less, plus,
                                                                   W(0), vis, cmap);
                    break;
                case dform::no_color_map_named:
                case dform::no_color_map_positional:
                    if (bgl)
                        boost::dijkstra_shortest_paths_no_color_map(g, s, pmap, dmap, w, index, less, plus, pl.inf,
                                                                    W(0), vis);
                    else if (pl.form == dform::no_color_map_named)
                        boost::gpu_dijkstra_shortest_paths_no_color_map(g, s, ours);
                    else
                        boost::gpu_dijkstra_shortest_paths_no_color_map(g, s, pmap, dmap, w, index, less, plus, pl.inf,
                                                                        W(0), vis, exec);
                    break;
                case dform::no_color_map_no_init:
                    if (bgl)
                        boost::dijkstra_shortest_paths_no_color_map_no_init(g, s, pmap, dmap, w, index, less, plus,
                                                                            pl.inf, W(0), vis);
                    else
                        boost::gpu_dijkstra_shortest_paths_no_color_map_no_init(g, s, pmap, dmap, w, index, less, plus,
                                                                                pl.inf, W(0), vis);
                    break;
                default: break;
                }
            }
        } catch (const stop_here&) {
            o.stopped = true;
        }
    });
    const descriptor_index<Graph> index_of(vs);
    for (std::size_t v = 0; v < n; ++v) {
        o.p.push_back(index_of(p[v]));
        o.color.push_back(color[v]);
    }
    o.method = report.method;
    return o;
}

std::string describe(const std::vector<entry>& log, std::size_t i)
{
    if (i >= log.size()) return "the end (" + std::to_string(log.size()) + " entries)";
    const entry& x = log[i];
    return std::string(event_names[x.what]) + ' ' + std::to_string(x.a) +
           (x.what >= ev::examine_edge && x.what <= ev::not_relaxed ? ' ' + std::to_string(x.b) : "");
}

template <class T, class Same>
std::string first_difference(const char* what, const std::vector<T>& got, const std::vector<T>& want, Same same)
{
    for (std::size_t v = 0; v < got.size(); ++v)
        if (!same(got[v], want[v])) {
            std::ostringstream out;
            out.precision(std::numeric_limits<T>::max_digits10);
            out << what << " of vertex " << v << " is " << +got[v] << ", BGL's has " << +want[v];
            return out.str();
        }
    return std::string();
}

// The drop-in's call against BGL's: empty when they agree as documented (every event, every
// value to the bit).
template <class W>
std::string compare(const outcome_of_call<W>& got, const outcome_of_call<W>& want)
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
    auto equal = [](auto x, auto y) { return x == y; };
    std::string d =
        first_difference("distance", got.d, want.d, [](W x, W y) { return std::memcmp(&x, &y, sizeof(W)) == 0; });
    if (d.empty()) d = first_difference("predecessor", got.p, want.p, equal);
    if (d.empty()) d = first_difference("color", got.color, want.color, equal);
    return d;
}

template <class W, graph_kind K, class Make>
void run_visitor(random_source& rng, trial& t, const graph_case<W>& c, plan<W>& pl, const Make& make)
{
    using graph = typename graph_type<K, W>::type;
    const graph g = build_graph<K, W>(c.n, c.edges);
    const auto built = edges_as_built<W>(g);
    if (pl.throw_at) {  // an entry of the whole log, so that the throw comes
        pl.throw_at = 0;
        const std::size_t entries = play<K>(g, pl, make, true, gp::backend_kind::host).log.entries.size();
        pl.throw_at = entries ? 1 + rng.below(entries) : 0;
    }
    std::ostringstream description;
    description << describe_case(c, weight_type_of<W>(), built.size()) << ", " << describe_inf(pl.inf, pl.custom_inf)
                << ", sources";
    for (std::size_t s : pl.sources) description << ' ' << s;
    description << ", " << facts_of(pl.form).name
                << (facts_of(pl.form).plus ? ""
                    : pl.closed            ? " (closed_plus's rule)"
                                           : " (plus)")
                << ", visitor " << (pl.mask == ~0u ? "every event" : "examine_vertex and edge_relaxed");
    if (pl.throw_at) description << ", throws at entry " << pl.throw_at;
    description << ", tuning: " << pl.tuning.description;
    t.description = description.str();
    t.edge_dump = dump_edges(built, is_undirected(K), t.all_edges ? every_edge : 80);

    const outcome_of_call<W> want = play<K>(g, pl, make, true, gp::backend_kind::host);
    if (want.call.kind != thrown::nothing && want.call.kind != thrown::negative_edge)
        throw std::runtime_error("BGL's search threw " + want.call.message);
    expectation x;
    x.bgl_throws = want.call.kind == thrown::negative_edge;
    for (const gp::backend_kind backend : t.backends) {
        const outcome_of_call<W> got = play<K>(g, pl, make, false, backend);
        backend_result r{backend, outcome::match, std::string()};
        // A negative_edge where BGL throws it is judged further: the events and maps up to it.
        if (!judge(got.call, x, r.result, r.detail) || r.result == outcome::negative) {
            if (r.result != outcome::negative) r.result = outcome::match;
            r.detail = compare(got, want);
            if (!r.detail.empty()) r.result = outcome::mismatch, r.detail += " (method: " + got.method + ")";
        }
        t.results.push_back(r);
    }
}

// Each weight type, graph type and visitor type is a build of its own: every type with the
// visitor of every event on every graph type for int and double, on a CSR graph (every form)
// for long long and float; the other visitor with int and double on the CSR graph.
template <class W>
constexpr bool main_weight()
{
    return std::is_same<W, int>::value || std::is_same<W, double>::value;
}
template <class W, graph_kind K>
constexpr bool relax_logger_on()
{
    return main_weight<W>() && K == graph_kind::csr32;
}

template <class W, graph_kind K>
void visitors_on_graph(random_source& rng, trial& t, const graph_case<W>& c, dform form, bool closed)
{
    plan<W> pl;
    pl.form = form;
    pl.closed = closed;
    pl.inf = draw_inf<W>(rng, pl.custom_inf);
    if (c.weights == regime::max_weight) pl.inf = (std::numeric_limits<W>::max)(), pl.custom_inf = false;
    pl.sources = draw_sources(rng, c.n, facts_of(pl.form).several && rng.chance(0.6));
    const bool every = !relax_logger_on<W, K>() || rng.chance(0.5);
    if (!every) pl.mask = 1u << ev::examine | 1u << ev::relaxed;
    pl.throw_at = rng.chance(0.35);  // 1: a throw, at an entry that run_visitor draws from BGL's whole log
    pl.tuning = draw_tuning(rng, algorithm::sssp);
    // The loop on arrays of the graph from the first vertex on (small graphs run BGL's own
    // function by default), moving at each point.
    if (rng.chance(0.7)) {
        pl.tuning.options.sssp.visitor_arrays_from = 0;
        const std::uint64_t after = static_cast<std::uint64_t>(rng.between(1, static_cast<std::int64_t>(c.n)));
        pl.tuning.options.sssp.visitor_switch_after = std::vector<std::uint64_t>{0, 1, after}[rng.below(3)];
        pl.tuning.description += "; sssp.visitor_arrays_from=0 visitor_switch_after=" +
                                 std::to_string(pl.tuning.options.sssp.visitor_switch_after);
    }
    auto logger_of = [](auto tag) {
        return [](event_log* log) {
            typename decltype(tag)::type v;
            v.log = log;
            return v;
        };
    };
    if constexpr (relax_logger_on<W, K>()) {
        if (!every) return run_visitor<W, K>(rng, t, c, pl, logger_of(type_tag<relax_logger>()));
    }
    run_visitor<W, K>(rng, t, c, pl, logger_of(type_tag<every_logger>()));
}

}  // namespace

void run_dijkstra_visitors(trial& t)
{
    random_source rng(t.seed);
    case_limits limits;
    limits.min_vertices = 1;
    limits.small_max = 200;
    limits.large_max = 3000;
    limits.large_chance = 0.04;
    with_weight_type(weight_type(rng.weighted({35, 10, 15, 40})), [&](auto tag) {
        using W = typename decltype(tag)::type;
        limits.kinds = {main_weight<W>() ? rng.pick(all_graph_kinds()) : graph_kind::csr32};
        bool all_forms = false;
        with_graph_kind(limits.kinds[0], [&](auto kind) { all_forms = every_form<decltype(kind)::kind>(); });
        const dform form = dform(rng.below(all_forms ? dform_count : 2));
        const bool closed = rng.chance(0.5);
        // Integer sums that wrap are undefined behaviour in BGL too: weights of the type's
        // maximum only where the combine is closed_plus's rule and they are the call's inf,
        // and none near the range's end.
        const double max_weight = facts_of(form).plus || !closed ? 0 : 6;
        //                      small zero ndag nany nloop ovfl max      dyad frac huge +inf -inf nan -0 sub
        limits.regime_weights = {30, 8, 3, 4, 3, 0, max_weight, 10, 10, 3, 5, 2, 2, 3, 2};
        const graph_case<W> c = generate_case<W>(rng, limits);
        with_graph_kind(c.kind, [&](auto kind) {
            constexpr graph_kind K = decltype(kind)::kind;
            if constexpr (main_weight<W>() || K == graph_kind::csr32) visitors_on_graph<W, K>(rng, t, c, form, closed);
        });
    });
}

}  // namespace stress
