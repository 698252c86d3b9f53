// Copyright 2026 the boost_gpu_paths authors.
// Distributed under the Boost Software License, Version 1.0.
// (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
// gpu_johnson_all_pairs_shortest_paths (named, with and without a predecessor matrix, into
// vectors or a multi_array, BGL's defaults left out, and both positional forms) against
// boost::johnson_all_pairs_shortest_paths on the oracle graph: the verdict (false exactly
// where BGL finds a negative cycle, and then the matrix left as it was, as documented),
// every distance where it returns true, and the rows of a predecessor matrix as
// shortest-path trees. Negative weights are common: besides the generator's regimes, many
// directed graphs have their weights shifted by potentials, w + p(u) - p(v), which makes
// weights negative on cyclic graphs without making any cycle negative.
#include "family_support.hpp"
#include "judge.hpp"
#include "oracle.hpp"
#include "tuning.hpp"
#include "weight_facts.hpp"

#include <boost_gpu_paths/johnson.hpp>

#include <boost/graph/johnson_all_pairs_shortest.hpp>
#include <boost/graph/relax.hpp>
#include <boost/multi_array.hpp>

#include <cmath>
#include <functional>
#include <limits>
#include <sstream>
#include <string>
#include <vector>

namespace stress {
namespace {

namespace gp = boost::gpu_paths;

enum class johnson_form { named, named_predecessors, named_multi_array, named_defaults, positional, positional_zero };
const char* name_of(johnson_form f)
{
    static const char* const names[] = {"named",
                                        "named, predecessor_matrix of std::size_t",
                                        "named, multi_array distances",
                                        "named (no weight_map, inf)",
                                        "positional (automatic only)",
                                        "positional (index, weight, zero; automatic only)"};
    return names[static_cast<int>(f)];
}

// BGL's Johnson with the call's inf in its combine as well. BGL's named form combines with
// closed_plus<W>(), whose inf is numeric_limits<W>::max(), whatever distance_inf is: with
// the default inf the two are the same, and with a smaller one BGL would write
// inf + (h(v) - h(u)) for pairs with no path, where the library documents distance_inf.
// Integer weights run in long double (oracle.hpp), where closed_plus<long double>()
// would not know the weight type's inf at all.
template <class Wide>
bool bgl_johnson(oracle_graph<Wide>& g, std::vector<std::vector<Wide>>& d, Wide inf)
{
    const std::size_t n = num_vertices(g);
    d.assign(n, std::vector<Wide>(n, Wide(0)));
    return boost::johnson_all_pairs_shortest_paths(g, d, get(boost::vertex_index, g), get(boost::edge_weight, g),
                                                   std::less<Wide>(), boost::closed_plus<Wide>(inf), inf, Wide(0));
}

// Shifts weights by integer potentials p(v) in 0..40: every cycle keeps its length, so a
// graph without negative cycles keeps none, while many edges turn negative. Only for
// weights whose shifted sums stay exact (whole numbers and multiples of 1/256).
template <class W>
bool shift_by_potentials(random_source& rng, graph_case<W>& c)
{
    const bool exact = c.weights == regime::small || c.weights == regime::zero_heavy || c.weights == regime::dyadic;
    if (!exact || is_undirected(c.kind) || c.n < 2 || !rng.chance(0.45)) return false;
    std::vector<W> p(c.n);
    for (W& x : p) x = static_cast<W>(rng.between(0, 40));
    for (auto& e : c.edges) e.w = static_cast<W>(e.w + p[e.u] - p[e.v]);
    return true;
}

// Where an integer call may refuse: the documented bound of every all-pairs call, or,
// with negative weights, Johnson's own (reference.md: a simple path plus the largest
// potential must stay below max / 4 of the encoding).
template <class W>
bool refusal_allowed(const weight_facts<W>& facts)
{
    if (facts.overflow_possible()) return true;
    if constexpr (std::is_integral<W>::value) {
        const long double quarter = static_cast<long double>((std::numeric_limits<W>::max)() / 4);
        return facts.has_negative && facts.most_positive - facts.most_negative >= quarter * (1 - 1e-9L);
    }
    return false;
}

// The rarer forms run through the named form's code, so they run on the three graph types
// of every_form<K>() with one or two weight types each (all four among them), to keep the
// build short.
template <graph_kind K, class W>
constexpr bool rare_forms()
{
    switch (K) {
    case graph_kind::vec_undirected: return std::is_same<W, int>::value || std::is_same<W, float>::value;
    case graph_kind::list_directed: return std::is_same<W, double>::value;
    case graph_kind::csr32: return std::is_same<W, long long>::value;
    default: return false;
    }
}

template <class W>
bool is_poison(W x)
{
    const W p = poison<W>();
    return p != p ? x != x : x == p;
}

// BGL's answer for one graph and what judging a call against it needs.
template <class W>
struct johnson_expectation {
    using Wide = wide_t<W>;
    W inf = W(0);
    bool custom_inf = false;
    weight_facts<W> facts;
    out_arcs<W> out;
    expectation x;
    bool ok = false;                          // BGL's verdict
    std::vector<std::vector<Wide>> distance;  // BGL's matrix, when ok
};

// One call's ending, verdict and matrices (p only when with_predecessors) against BGL's.
template <class W>
backend_result judge_johnson(gp::backend_kind backend, const call_record& call, const johnson_expectation<W>& e,
                             bool ok, const std::vector<std::vector<W>>& d,
                             const std::vector<std::vector<std::size_t>>& p, bool with_predecessors)
{
    using Wide = wide_t<W>;
    const std::size_t n = d.size();
    const W inf = e.inf;
    backend_result r{backend, outcome::match, std::string()};
    if (judge(call, e.x, r.result, r.detail)) return r;
    r.result = outcome::match;
    if (!ok || !e.ok) {
        r.result = ok == e.ok ? outcome::negative : outcome::mismatch;
        if (ok != e.ok)
            r.detail = ok ? "returned true where BGL finds a negative cycle"
                          : "returned false where BGL finds no negative cycle";
        // Documented: on false nothing is written, as BGL leaves D.
        for (std::size_t i = 0; i < n && r.detail.empty(); ++i)
            for (std::size_t j = 0; j < n && r.detail.empty(); ++j)
                if (!is_poison(d[i][j]) || (with_predecessors && p[i][j] != not_a_vertex))
                    r.detail = "returned false but wrote D[" + std::to_string(i) + "][" + std::to_string(j) + "]";
        if (!r.detail.empty()) r.result = outcome::mismatch;
        return r;
    }
    for (std::size_t i = 0; i < n && r.detail.empty(); ++i) {
        r.detail = first_difference(d[i], e.distance[i], ("D[" + std::to_string(i) + "][.]: distance").c_str(),
                                    [&](W a, Wide b) { return same_value(a, b, inf, e.facts); });
        if (!r.detail.empty() || !with_predecessors) continue;
        std::vector<std::size_t> parent(n);
        std::vector<char> reached(n);
        for (std::size_t j = 0; j < n; ++j) {
            parent[j] = p[i][j] < n ? p[i][j] : not_a_vertex;
            reached[j] = d[i][j] != inf && !(std::isinf(static_cast<long double>(d[i][j])) && d[i][j] > W(0));
            // Restored lengths are written as they are, so a path whose length is exactly
            // a small inf reads as inf but keeps its predecessor.
            if (e.custom_inf && d[i][j] == inf && j != i && parent[j] != j) reached[j] = 1;
        }
        auto tight = [&](std::size_t u, W w, std::size_t v) {
            if constexpr (std::is_integral<W>::value)
                return w != inf && static_cast<long double>(d[i][u]) + w == static_cast<long double>(d[i][v]);
            else
                return w != inf && same_value(static_cast<W>(d[i][u] + w), d[i][v], inf, e.facts);
        };
        r.detail = check_tree(e.out, std::vector<std::size_t>{i}, parent, reached, tight);
        if (!r.detail.empty()) r.detail = "row " + std::to_string(i) + ": " + r.detail;
    }
    if (!r.detail.empty()) r.result = outcome::mismatch;
    return r;
}

template <class W, graph_kind K>
void johnson_on_graph(random_source& rng, trial& t, const graph_case<W>& c, bool shifted)
{
    using Wide = wide_t<W>;
    using graph = typename graph_type<K, W>::type;
    graph g = build_graph<K, W>(c.n, c.edges);
    const std::size_t n = c.n;
    const auto built = edges_as_built<W>(g);
    const auto arcs = arcs_of(built, is_undirected(K));

    johnson_expectation<W> e;
    e.inf = draw_inf<W>(rng, e.custom_inf);
    const W inf = e.inf;
    johnson_form form = johnson_form(rng.weighted({0.45, 0.25, 0.1, 0.08, 0.07, 0.05}));
    const bool rare = form == johnson_form::named_multi_array || form >= johnson_form::named_defaults;
    if (rare && !rare_forms<K, W>()) form = johnson_form::named;
    if (e.custom_inf && (form == johnson_form::named_defaults || form == johnson_form::positional_zero))
        form = johnson_form::named;
    const tuning_choice tuning = draw_tuning(rng, algorithm::johnson);
    e.out = out_lists(n, arcs);
    e.facts = summarize(out_weights(e.out), inf);

    std::ostringstream description;
    description << describe_case(c, weight_type_of<W>(), built.size()) << (shifted ? ", shifted by potentials" : "")
                << ", " << describe_inf(inf, e.custom_inf) << ", " << name_of(form)
                << ", tuning: " << tuning.description;
    t.description = description.str();
    t.edge_dump = dump_edges(built, is_undirected(K), t.all_edges ? every_edge : 80);

    e.x.overflow_possible = refusal_allowed(e.facts);
    e.x.nan_present = e.facts.has_nan;
    e.x.nan_always_refused = true;  // the layout reads every weight
    if (!e.x.nan_present) {
        auto og = make_oracle_graph<Wide>(n, arcs);
        e.ok = bgl_johnson(og, e.distance, static_cast<Wide>(inf));
    }

    const auto index = get(boost::vertex_index, g);
    const auto weight = get(boost::edge_weight, g);
    for (const gp::backend_kind backend : t.backends) {
        std::vector<std::vector<W>> d(n, std::vector<W>(n, poison<W>()));
        std::vector<std::vector<std::size_t>> p(n, std::vector<std::size_t>(n, not_a_vertex));
        // BGL's forms have no place for the execution parameters: automatic only.
        const bool automatic = backend == gp::backend_kind::automatic;
        const johnson_form used = !automatic && form >= johnson_form::positional ? johnson_form::named : form;
        bool ok = false;
        const call_record call = capture([&] {
            const auto named = on_backend(backend, tuning.options, boost::weight_map(weight).distance_inf(inf));
            if (used == johnson_form::named)
                ok = boost::gpu_johnson_all_pairs_shortest_paths(g, d, named);
            else if (used == johnson_form::named_predecessors)
                ok = boost::gpu_johnson_all_pairs_shortest_paths(g, d, gp::predecessor_matrix(p, named));
            else if constexpr (rare_forms<K, W>()) {
                switch (used) {
                case johnson_form::named_multi_array: {
                    boost::multi_array<W, 2> md(boost::extents[n][n]);
                    std::fill_n(md.data(), md.num_elements(), poison<W>());
                    ok = boost::gpu_johnson_all_pairs_shortest_paths(g, md, named);
                    for (std::size_t i = 0; i < n; ++i)
                        for (std::size_t j = 0; j < n; ++j) d[i][j] = md[i][j];
                    break;
                }
                case johnson_form::named_defaults:
                    ok = boost::gpu_johnson_all_pairs_shortest_paths(
                        g, d, gp::with_options(tuning.options, gp::use_backend(backend)));
                    break;
                case johnson_form::positional:
                    ok = boost::gpu_johnson_all_pairs_shortest_paths(g, d, index, weight, std::less<W>(),
                                                                     boost::closed_plus<W>(inf), inf, W(0));
                    break;
                case johnson_form::positional_zero:
                    ok = boost::gpu_johnson_all_pairs_shortest_paths(g, d, index, weight, W(0));
                    break;
                default: break;
                }
            }
        });
        t.results.push_back(judge_johnson(backend, call, e, ok, d, p, used == johnson_form::named_predecessors));
    }
}

}  // namespace

void run_johnson(trial& t)
{
    random_source rng(t.seed);
    case_limits limits;
    limits.min_vertices = 0;
    limits.small_max = 150;
    limits.large_max = 700;
    limits.large_chance = 0.02;
    limits.kinds = all_graph_kinds();
    // No -inf weights: BGL's potentials are then -inf, its reweighting -inf - -inf is NaN
    // and its matrix meaningless, while the library's Bellman-Ford takes a -inf distance
    // for a negative cycle and returns false; neither is documented.
    //                      small zero  ndag nany nloop ovfl  max  dyad frac huge +inf -inf  nan  -0  sub
    limits.regime_weights = {24, 6, 12, 12, 4, 6, 3, 10, 6, 3, 4, 0, 2, 3, 2};
    with_weight_type(weight_type(rng.below(weight_type_count)), [&](auto tag) {
        using W = typename decltype(tag)::type;
        graph_case<W> c = generate_case<W>(rng, limits);
        const bool shifted = shift_by_potentials(rng, c);
        with_graph_kind(c.kind, [&](auto kind) { johnson_on_graph<W, decltype(kind)::kind>(rng, t, c, shifted); });
    });
}

}  // namespace stress
