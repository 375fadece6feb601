# ---
# jupyter:
#   jupytext:
#     cell_metadata_filter: tags
#     notebook_metadata_filter: kernelspec,jupytext,-jupytext.text_representation.jupytext_version
#     text_representation:
#       extension: .py
#       format_name: percent
#       format_version: '1.3'
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown]
# # The Reach: Arcs' map as a graph
#
# Arcs is played on **the Reach**: six clusters, each with one **gate** and three
# **planets**. Ships move from a system to an adjacent one (`arcs: Move`), so the map is a
# graph, and many questions a player asks are graph questions: *Can I get there in one
# move? How far is it? Where can my Catapult reach? Which systems matter?*
#
# This notebook builds the Reach with **networkx** from tarotlab's map data, draws it with
# **Graphviz**, and answers those questions for the full map and for each of the 12 setup
# cards. Rules are cited as `arcs: <section>` (the rulebook), *components* (the component
# data: the map and the setup cards) and `tarotlab M1` … (the project's own decisions, in
# `docs/rulings.md`).
#
# Drawing needs Graphviz's `dot` program (`make setup` installs it); everything else,
# including the DOT text of every picture, works without it.

# %%
import networkx as nx
from IPython.display import Markdown, display

from tarotlab import arcs
from tarotlab.arcs.graph import GraphvizMissing, to_dot, to_graphviz, to_svg


def table(header, rows):
    """A Markdown table from a header and rows of cells."""
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(str(cell) for cell in row) + " |" for row in rows]
    return Markdown("\n".join(lines))


# %% [markdown]
# ## 1. The systems
#
# A system is named `C.P` (*components*, "Notation"): **C** is the cluster, 1 to 6,
# numbered clockwise with 1 at the top; **P** is 0 for the gate and 1, 2, 3 for the planets,
# whose ID symbols are the arrow ▲, the crescent ☾ and the hexagon ⬢. Each planet has a
# type (the resource it gives) and 1 or 2 building slots; gates have none. The table comes
# from the data file `tarotlab/arcs/data/map.toml`, checked when tarotlab loads it.

# %%
rows = []
for c in arcs.CLUSTERS:
    gate, *planets = [arcs.SYSTEMS[f"{c}.{p}"] for p in range(4)]
    rows.append([c, gate.id] + [f"{p.id} {p.glyph} {p.planet_type} ({p.slots})"
                                for p in planets])
table(["cluster", "gate", "planet 1 ▲ (slots)", "planet 2 ☾", "planet 3 ⬢"], rows)

# %%
from collections import Counter

planets = [arcs.SYSTEMS[p] for p in arcs.PLANETS]
print(len(arcs.SYSTEMS), "systems:", len(arcs.GATES), "gates and", len(planets), "planets")
print("planets per type:", dict(Counter(p.planet_type for p in planets)))
print("building slots:", sum(p.slots for p in planets))

# %% [markdown]
# ## 2. The whole Reach as a networkx graph
#
# `arcs.reach()` builds the full map: one node per system and one edge per pair of
# adjacent systems. The graph is **frozen** (`nx.freeze`): nothing can add or remove a
# system by accident. Every node and edge carries what the rules need.

# %%
reach = arcs.reach()
print(reach)
print("frozen:", nx.is_frozen(reach))
print("1.1:", reach.nodes["1.1"])
print("2.0:", reach.nodes["2.0"])
print("2.3 - 3.1:", reach.edges["2.3", "3.1"])

# %% [markdown]
# ## 3. The whole Reach, drawn
#
# `to_graphviz(reach)` returns a `graphviz.Graph`; a notebook shows it as SVG. Every system
# sits at a fixed position from the map data, so the picture is the same every time: the
# six clusters on a ring as on the board, 1 at the top, gates (dark) on the inside facing
# the centre, which is not in play. Planets are coloured by type. Hover over a system for
# its description.

# %%
to_graphviz(reach)

# %% [markdown]
# The picture is made from DOT text, Graphviz's language. `to_dot` gives the same text
# without Graphviz installed (tarotlab's tests compare it line by line); `dot -Tsvg` turns
# it into a picture anywhere:

# %%
text = to_dot(reach)
print(len(text.splitlines()), "lines; the first ones:")
print("\n".join(line[:110] for line in text.splitlines()[:6]))

# %% [markdown]
# Without Graphviz's `dot` program, `to_graphviz` says how to install it. Here we hide it by
# emptying `PATH` for a moment:

# %%
import os

saved_path = os.environ["PATH"]
os.environ["PATH"] = ""
try:
    to_graphviz(reach)
except GraphvizMissing as err:
    print(err)
else:  # in a browser the site's Graphviz in WebAssembly draws the map: nothing is missing
    print("to_graphviz drew the map without the dot program")
finally:
    os.environ["PATH"] = saved_path

# %% [markdown]
# ## 4. The adjacency rules, on the picture
#
# The map's adjacency comes from a few rules (*components* part 1, `arcs: Move`), each an
# edge kind in the graph and a line style in the picture:
#
# * **gate – its planets**: each gate touches the three planets of its cluster;
# * **neighbouring planets**: planets 1 – 2 and 2 – 3 of a cluster touch, but **1 and 3 do
#   not**: planet 2 sits between them;
# * **gate ring**: each gate touches the gates of the two neighbouring clusters (thick dark
#   line);
# * **thin borders**: two planet pairs across clusters touch, 2.3 – 3.1 and 5.3 – 6.1 (blue);
#   every other border between clusters is thick and cannot be crossed.

# %%
kinds = Counter(kind for _, _, kind in reach.edges(data="kind"))
for kind in arcs.EDGE_KINDS:
    print(f"{kind:<14} {kinds[kind]:>2}")
print(f"{'all':<14} {reach.number_of_edges():>2}")

# %% [markdown]
# Gate 1.0 and its five neighbours, and the planets 1.1 and 1.3 that do not touch: from 1.1
# to 1.3 takes two moves.

# %%
print("neighbours of 1.0:", arcs.neighbours("1.0"))
print("1.1 - 1.3 adjacent?", arcs.adjacent("1.1", "1.3"),
      "| distance:", arcs.distance("1.1", "1.3"), "| route:", arcs.route("1.1", "1.3"))
print("2.3 - 3.1 adjacent?", arcs.adjacent("2.3", "3.1"), "(thin border)")
print("1.3 - 2.1 adjacent?", arcs.adjacent("1.3", "2.1"), "(thick border)")

# %%
to_graphviz(reach, highlight=["1.0", *arcs.neighbours("1.0")],
            title="Gate 1.0 and its five neighbours")

# %% [markdown]
# A route across the thin border: from 2.2 to 3.1 the shortest way goes over 2.3 – 3.1, not
# through the gates. The route's steps are numbered on the picture.

# %%
trip = arcs.route("2.2", "3.1")
print(" -> ".join(trip), f"({len(trip) - 1} moves)")
print("every shortest route:", list(nx.all_shortest_paths(reach, "2.2", "3.1")))
print("through the gates:", arcs.distance("2.2", "3.0") + 1, "moves")

# %%
to_graphviz(reach, route=trip, title="2.2 to 3.1 across the thin border")

# %% [markdown]
# ## 5. Setup cards: out-of-play clusters and path markers
#
# Each game starts from a **setup card** drawn for the player count (`arcs: Setup`): 4
# cards each for 2, 3 and 4 players. A card marks clusters **out of play** (2 with 2-3
# players, 1 with 4) and each seat's starting systems (`arcs: Setup 2.3`, `arcs R10`):
# **A** (3 ships and a city), **B** (3 ships and a starport) and **C** (2 ships; with 2
# players, two C systems of 2 ships each).
#
# Nothing can move into an out-of-play cluster. A **path marker** covers its gate and
# makes the two neighbouring gates adjacent (`arcs: Move`, Out-of-Play Clusters). In the
# graph the out-of-play systems are gone and one *path-marker* edge joins the two in-play
# gates on either side; when two neighbouring clusters are out, one edge skips both
# (`tarotlab M2`).

# %%
rows = []
for card in arcs.setup_cards():
    g = arcs.reach(card)
    markers = [f"{u} – {v} (over {', '.join(map(str, via))})"
               for u, v, via in g.edges(data="via") if via]
    rows.append([card.number, card.name, ", ".join(map(str, card.out_of_play)),
                 "; ".join(markers), g.number_of_nodes(), g.number_of_edges()])
table(["#", "card", "out of play", "path markers", "systems", "edges"], rows)

# %% [markdown]
# Each seat's starting systems and the two resources it starts with (the types of its A
# and B planets, `arcs: Setup`). Seat 1 holds the initiative; the others follow clockwise.

# %%
rows = []
for card in arcs.setup_cards():
    for seat in card.seats:
        rows.append([card.name if seat.seat == 1 else "", seat.seat, seat.a, seat.b,
                     " + ".join(seat.c), " + ".join(seat.resources)])
table(["card", "seat", "A", "B", "C", "resources"], rows)

# %% [markdown]
# The maps: each seat's starting systems marked in its colour (seat 1 red, seat 2 blue,
# seat 3 gold, seat 4 purple; 1A, 1B, 1C …), out-of-play clusters greyed, the path marker
# drawn dashed. (The legend is the one of the full map above, left out here.)
#
# ### Two players
#
# 2P Frontiers takes out two neighbouring clusters, 6 and 1: the path marker joins gate 5
# to gate 2 across the map.

# %%
for card in arcs.setup_cards(2):
    display(to_graphviz(arcs.reach(card), legend=False))

# %% [markdown]
# ### Three players
#
# 3P Frontiers (clusters 2 and 3 out) and 3P Homelands (5 and 6 out) also skip two
# neighbouring clusters at once.

# %%
for card in arcs.setup_cards(3):
    display(to_graphviz(arcs.reach(card), legend=False))

# %% [markdown]
# ### Four players

# %%
for card in arcs.setup_cards(4):
    display(to_graphviz(arcs.reach(card), legend=False))


# %% [markdown]
# ## 6. The adjacency matrix and the neighbour table
#
# The whole graph as a matrix: row and column per system, ● where two systems are
# adjacent. The blocks along the diagonal are the clusters; the gate ring and the thin
# borders are the few marks outside them.

# %%
def matrix(g):
    ids = sorted(g)
    print("    " + " ".join(ids))
    for a in ids:
        print(a + " " + " ".join("  ●" if g.has_edge(a, b) else "  ·" for b in ids))


matrix(reach)

# %% [markdown]
# networkx gives the same matrix as numbers (`nx.to_numpy_array`): its row sums are the
# degrees, and its square counts the walks of two moves, so a zero in the square (off the
# diagonal) means "more than two moves apart" unless the systems are adjacent.

# %%
from tarotlab.browser import can_use

ids = sorted(reach)
if can_use("numpy", "this matrix arithmetic"):
    A = nx.to_numpy_array(reach, nodelist=ids, dtype=int)
    print("degrees:", dict(zip(ids, A.sum(axis=1).tolist(), strict=True)))
    two = A @ A
    far = [(a, b) for i, a in enumerate(ids) for j, b in enumerate(ids)
           if i < j and A[i, j] == 0 and two[i, j] == 0]
    print(len(far), "pairs are more than two moves apart, e.g.", far[:3])
print("the farthest apart:", nx.diameter(reach), "moves, e.g. 1.1 to",
      [b for b in ids if arcs.distance("1.1", b) == nx.diameter(reach)])

# %% [markdown]
# The neighbour table of one setup card, 4P Mix Up 1 (cluster 3 out). Gates 2.0 and 4.0
# now touch over the path marker:

# %%
mix = arcs.reach("4P Mix Up 1")
rows = [[s, "gate" if mix.nodes[s]["kind"] == "gate" else mix.nodes[s]["planet_type"],
         ", ".join(arcs.neighbours(s, mix)), mix.degree(s)] for s in sorted(mix)]
table(["system", "kind", "neighbours", "degree"], rows)

# %% [markdown]
# ## 7. Routes and distances, interactively
#
# Pick a setup card and two systems: the route is drawn on that card's map with its
# distance. (Run the notebook for live widgets.)

# %%
import ipywidgets as widgets

FULL = "full map"


def explain(setup, a, b):
    """The shortest route from a to b on a setup card's map, in words."""
    g = arcs.reach(None if setup == FULL else setup)
    path = arcs.route(a, b, g)
    count = sum(1 for _ in nx.all_shortest_paths(g, a, b))
    return (f"{setup}: {' -> '.join(path)}, distance {len(path) - 1} "
            f"({count} shortest route{'s' if count > 1 else ''})")


setup_pick = widgets.Dropdown(options=[FULL, *arcs.SETUP_CARDS], description="setup")
from_pick = widgets.Dropdown(description="from")
to_pick = widgets.Dropdown(description="to")
caption = widgets.Label()
picture = widgets.HTML()


changing = {"systems": False}  # no drawing while both system lists change


def systems_for(_=None):
    g = arcs.reach(None if setup_pick.value == FULL else setup_pick.value)
    names = sorted(g)
    changing["systems"] = True
    try:
        for pick, default in ((from_pick, names[0]), (to_pick, names[-1])):
            keep = pick.value if pick.value in names else default
            pick.options = names
            pick.value = keep
    finally:
        changing["systems"] = False
    show_route()


def show_route(_=None):
    if changing["systems"]:
        return
    setup = setup_pick.value
    g = arcs.reach(None if setup == FULL else setup)
    caption.value = explain(setup, from_pick.value, to_pick.value)
    picture.value = to_svg(g, route=arcs.route(from_pick.value, to_pick.value, g),
                           legend=False, size="8,8")


setup_pick.observe(systems_for, names="value")
from_pick.observe(show_route, names="value")
to_pick.observe(show_route, names="value")
systems_for()
explorer = widgets.VBox([widgets.HBox([setup_pick, from_pick, to_pick]), caption, picture])
explorer

# %% [markdown]
# The same widgets driven from code: setting a value is what a click does.

# %%
setup_pick.value = "3P Frontiers"
from_pick.value, to_pick.value = "1.3", "4.3"
print(caption.value)
setup_pick.value = FULL
print(caption.value)
setup_pick.value = "2P Frontiers"
from_pick.value, to_pick.value = "5.3", "2.2"
print(caption.value)


# %%
from tarotlab.notebook.whatif import expect, say

moves = {(card, a, b): arcs.distance(a, b, arcs.reach(card))
         for card, a, b in (("3P Frontiers", "1.3", "4.3"), (None, "1.3", "4.3"),
                            ("2P Frontiers", "5.3", "2.2"))}
say(f"With clusters 2 and 3 out, 1.3 is {moves['3P Frontiers', '1.3', '4.3']} moves from "
    "4.3 over the long path marker; on the full map it takes "
    f"{moves[None, '1.3', '4.3']}, either way round the ring. On 2P Frontiers the path "
    "marker over clusters 6 and 1 brings 5.3 within "
    f"{moves['2P Frontiers', '5.3', '2.2']} moves of 2.2.")

# %% [markdown]
# ## 8. Which systems matter
#
# networkx measures how central each system is. The **degree** counts neighbours; the
# **betweenness** is the share of shortest routes between other systems that pass through
# it: a system that many routes cross is a crossroads worth holding.

# %%
def centrality(g, top=10):
    between = nx.betweenness_centrality(g)
    close = nx.closeness_centrality(g)
    best = sorted(g, key=lambda s: (-between[s], s))[:top]
    return [[s, "gate" if g.nodes[s]["kind"] == "gate" else g.nodes[s]["planet_type"],
             g.degree(s), f"{between[s]:.3f}", f"{close[s]:.3f}"] for s in best]


table(["system", "kind", "degree", "betweenness", "closeness"], centrality(reach))

# %% [markdown]
# The six gates carry almost every route: each touches five systems, and every trip between
# clusters runs along the gate ring. Two gates score a little higher than the others:
# between clusters 2 and 3, and between 5 and 6, the thin border offers a second way round
# them. The four planets on those thin borders come next (the cell checks these claims):

# %%
between = nx.betweenness_centrality(reach)
gates = sorted((s for s in reach if reach.nodes[s]["kind"] == "gate"),
               key=lambda s: (-between[s], s))
planets = sorted((s for s in reach if reach.nodes[s]["kind"] != "gate"),
                 key=lambda s: (-between[s], s))
expect("the two most central gates", sorted(gates[:2]), ["1.0", "4.0"])
expect("the next most central systems: the planets on the thin borders", sorted(planets[:4]),
       ["2.3", "3.1", "5.3", "6.1"])
peak = 0.0
for card in arcs.setup_cards():
    g = arcs.reach(card)
    share = nx.betweenness_centrality(g)
    peak = max([peak] + [share[s] for s in g if g.nodes[s]["kind"] == "gate"])
say("With clusters out of play fewer gates share the traffic, so each gate carries more "
    f"(betweenness up to {peak:.2f}, against {between[gates[0]]:.2f} on the full map).")

# %% [markdown]
# Which ones matter most depends on the card; the table puts the gates at the ends of the
# path markers next to each card's three most central systems:

# %%
rows = []
for card in arcs.setup_cards():
    g = arcs.reach(card)
    between = nx.betweenness_centrality(g)
    best = sorted(g, key=lambda s: (-between[s], s))[:3]
    ends = sorted({s for u, v, via in g.edges(data="via") if via for s in (u, v)})
    rows.append([card.name, ", ".join(map(str, card.out_of_play)), ", ".join(ends),
                 ", ".join(f"{s} ({between[s]:.2f})" for s in best)])
table(["card", "out of play", "path-marker gates", "most central (betweenness)"], rows)

# %%
between = nx.betweenness_centrality(reach)
to_graphviz(reach, highlight=sorted(reach, key=lambda s: (-between[s], s))[:10],
            title="The Reach: the 10 systems with the highest betweenness")

# %% [markdown]
# ## 9. Catapult reach from a starport
#
# A Move from a system with a **Loyal starport** can **Catapult** (`arcs: Move`, Catapult
# Moves): the ships keep moving, dropping ships off along the way if they like, until they
# move **into any planet** or **into a gate controlled by anyone else** (checked before
# moving in). `catapult_reach(reach, start, controlled_by_others)` is every system such a
# move can end in (the start itself left out, `tarotlab M3`).
#
# A prepared position: 4P Mix Up 1 just after setup. Each seat **controls** the systems
# where it has more fresh ships than each rival (`arcs: Control`); after setup that is each
# seat's own A, B and C systems.

# %%
card = arcs.setup_card("4P Mix Up 1")
mix = arcs.reach(card)
pieces = arcs.starting_pieces(card)
owners = arcs.control(pieces)
for system, player in owners.items():
    print(system, player, "-", ", ".join(f"{who}: {what}" for who, what in
                                        pieces[system].items()))


# %% [markdown]
# Seat 1's starport is at 6.3 (its B system). Gate 6.0 next to it is seat 2's (2C), so a
# Catapult from 6.3 stops there; the only other way out is the planet 6.2, which stops it
# too. (6.1 is not adjacent to 6.3.)

# %%
def others_control(owners, player):
    return {s for s, who in owners.items() if who != player}


first = arcs.catapult_reach(mix, "6.3", others_control(owners, "seat 1"))
print("seat 1 from 6.3:", sorted(first))

# %%
to_graphviz(mix, pieces=pieces, control=owners, highlight=first,
            title="4P Mix Up 1 after setup: seat 1's Catapult from 6.3")

# %% [markdown]
# Now seat 2 moves its 2 ships out of gate 6.0 into 6.1 (where seat 4's 3 ships keep
# control). Gate 6.0 is empty, so no one controls it: seat 1's ships can pass through it,
# then through its own gate 1.0, then gate 2.0 (no one's), and over the path marker into
# gate 4.0, which is seat 3's, so they stop there. Gate 5.0 is seat 4's: they can enter it
# but go no further.

# %%
moved = {s: dict(by) for s, by in pieces.items()}
moved["6.1"]["seat 2"] = moved["6.0"].pop("seat 2")
del moved["6.0"]
owners_after = arcs.control(moved)
print("6.0 controlled by:", owners_after.get("6.0"), "| 6.1 by:", owners_after["6.1"])
after = arcs.catapult_reach(mix, "6.3", others_control(owners_after, "seat 1"))
print("seat 1 from 6.3:", sorted(after))
print("newly reachable:", sorted(after - first))

# %%
to_graphviz(mix, pieces=moved, control=owners_after, highlight=after,
            title="Seat 2 left gate 6.0: seat 1's Catapult from 6.3")

# %% [markdown]
# ## Where next
#
# * `tarotlab.arcs`: `reach()`, `adjacent`, `neighbours`, `route`, `distance`,
#   `catapult_reach`, `starting_pieces`, `control`, and the data (`SYSTEMS`,
#   `SETUP_CARDS`); `tarotlab.arcs.graph`: `to_dot`, `to_graphviz`, `to_svg`.
# * The rules: `arcs.txt` (The map, Setup, Move), the component data `arcs-components.md`
#   parts 1-2, and the project's decisions (`tarotlab M1` …) in `docs/rulings.md`.
# * [00_welcome.ipynb](00_welcome.ipynb) shows the protocol every game follows.
