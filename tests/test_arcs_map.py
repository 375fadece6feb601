"""The Reach (arcs.txt "The map", "Setup", "Move", "Out-of-Play Clusters"; arcs-components.md
parts 1-2): the map data, the graph of every setup card, the helpers the rules engine will use,
and the drawings (golden DOT text; an SVG render when Graphviz's ``dot`` is installed)."""

from __future__ import annotations

import copy
import doctest
import itertools
import os
import re
import subprocess
import sys
import tomllib
from importlib import resources
from pathlib import Path
from typing import Any

import networkx as nx
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tarotlab import OptionError, TarotlabError
from tarotlab.arcs import (
    CLUSTERS,
    GATES,
    PLANETS,
    SETUP_CARDS,
    SYSTEMS,
    OutOfPlay,
    Pieces,
    UnknownSystem,
    adjacent,
    catapult_reach,
    control,
    distance,
    neighbours,
    reach,
    route,
    setup_card,
    setup_cards,
    starting_pieces,
)
from tarotlab.arcs import graph as arcs_graph
from tarotlab.arcs.graph import GraphvizMissing, to_dot, to_graphviz, to_svg
from tarotlab.arcs.mapdata import parse_map, parse_setups

GOLDEN = Path(__file__).parent / "golden"
UPDATE = os.environ.get("TAROTLAB_UPDATE_GOLDEN") == "1"
IN_CI = os.environ.get("CI") == "true"


def raw(name: str) -> dict[str, Any]:
    text = resources.files("tarotlab.arcs").joinpath(f"data/{name}").read_text("utf-8")
    return tomllib.loads(text)


def ring_neighbours(c: int) -> tuple[int, int]:
    return (c - 2) % 6 + 1, c % 6 + 1


# ---------------------------------------------------------------------- the map data
def test_components_part1_six_clusters_of_a_gate_and_three_planets() -> None:
    """components 1: 6 clusters × (1 gate + 3 planets) = 24 systems; gates have 0 slots."""
    assert CLUSTERS == (1, 2, 3, 4, 5, 6)
    assert len(SYSTEMS) == 24 and len(GATES) == 6 and len(PLANETS) == 18
    for c in CLUSTERS:
        assert [s.id for s in SYSTEMS.values() if s.cluster == c] == [f"{c}.{p}" for p in range(4)]
    assert all(SYSTEMS[g].slots == 0 and SYSTEMS[g].planet_type is None for g in GATES)


def test_components_part1_planet_table() -> None:
    """components 1: the planet table (types, ID symbols by position, slots; doubt 1: 5.3 has 2)."""
    table = {
        "1.1": ("Weapon", 2), "1.2": ("Fuel", 1), "1.3": ("Material", 2),
        "2.1": ("Psionic", 1), "2.2": ("Weapon", 1), "2.3": ("Relic", 2),
        "3.1": ("Material", 1), "3.2": ("Fuel", 1), "3.3": ("Weapon", 2),
        "4.1": ("Relic", 2), "4.2": ("Fuel", 2), "4.3": ("Material", 1),
        "5.1": ("Weapon", 1), "5.2": ("Relic", 1), "5.3": ("Psionic", 2),
        "6.1": ("Material", 1), "6.2": ("Fuel", 2), "6.3": ("Psionic", 1),
    }
    for sid, (kind, slots) in table.items():
        s = SYSTEMS[sid]
        assert (s.planet_type, s.slots) == (kind, slots), sid
        assert s.symbol == {1: "arrow", 2: "crescent", 3: "hexagon"}[s.index]
    assert sum(s.slots for s in SYSTEMS.values()) == 26
    assert sorted(p for p in PLANETS if SYSTEMS[p].slots == 2) == [
        "1.1", "1.3", "2.3", "3.3", "4.1", "4.2", "5.3", "6.2"]
    assert SYSTEMS["1.1"].describe() == "1.1 ▲ Weapon (2 slots)"
    assert SYSTEMS["2.0"].describe() == "gate 2.0"


def test_components_part2_twelve_setup_cards() -> None:
    """components 2 / arcs: Setup 1.9-1.10: 4 cards each for 2, 3, 4 players; 2 clusters out
    with 2-3 players, 1 with 4; one seat per player, two C systems with 2 players (R10)."""
    assert len(SETUP_CARDS) == 12
    for players in (2, 3, 4):
        cards = setup_cards(players)
        assert len(cards) == 4
        for card in cards:
            assert len(card.out_of_play) == (1 if players == 4 else 2)
            assert len(card.seats) == players
            assert all(len(seat.c) == (2 if players == 2 else 1) for seat in card.seats)
    card = setup_card("4P Mix Up 1")
    assert card.number == "4-1" and card.out_of_play == (3,)
    assert [seat.systems for seat in card.seats] == [
        ("4.1", "6.3", "1.0"), ("4.3", "5.3", "6.0"), ("5.1", "1.3", "4.0"), ("6.1", "1.1", "5.0")]
    assert card.seats[0].resources == ("Relic", "Psionic")  # arcs: Setup 2.4
    assert setup_card("3P Mix Up").seats[2].c == ("5.0",)  # components doubt 2
    assert {c.name for c in SETUP_CARDS.values() if c.experienced} == {
        "2P Frontiers", "3P Core Conflict"}


# ---------------------------------------------------------------------- the full map
def test_full_map_has_24_systems_and_38_edges() -> None:
    """components 1 "Adjacency": 6 gate ring + 18 gate-planet + 12 planet-planet + 2 cross."""
    g = reach()
    assert g.number_of_nodes() == 24 and g.number_of_edges() == 38
    kinds = [d["kind"] for _, _, d in g.edges(data=True)]
    assert {k: kinds.count(k) for k in set(kinds)} == {
        "gate-ring": 6, "gate-planet": 18, "planet-planet": 12, "cross-cluster": 2}
    assert nx.is_connected(g)
    assert g.graph == {"setup": None, "players": None, "out_of_play": (), "in_play": CLUSTERS}
    node = g.nodes["5.3"]
    assert (node["cluster"], node["kind"], node["planet_type"], node["symbol"], node["slots"],
            node["in_play"], node["start"]) == (5, "planet", "Psionic", "hexagon", 2, True, None)


def test_the_reach_is_immutable() -> None:
    """reach() returns a frozen graph: nothing can add or remove systems or edges."""
    g = reach("4P Mix Up 2")
    assert nx.is_frozen(g)
    with pytest.raises(nx.NetworkXError):
        g.add_edge("1.1", "1.3")
    with pytest.raises(nx.NetworkXError):
        g.remove_node("1.0")
    assert reach("4P Mix Up 2").number_of_edges() == g.number_of_edges()


@pytest.mark.parametrize("c", CLUSTERS)
def test_each_gate_touches_its_three_planets_and_two_neighbouring_gates(c: int) -> None:
    """arcs: The map / components 1: gate c.0 - c.1, c.2, c.3 and the next gates on the ring."""
    before, after = ring_neighbours(c)
    assert set(neighbours(f"{c}.0")) == {f"{c}.1", f"{c}.2", f"{c}.3", f"{before}.0",
                                         f"{after}.0"}
    for p in (1, 2, 3):
        assert reach().edges[f"{c}.0", f"{c}.{p}"]["kind"] == "gate-planet"


@pytest.mark.parametrize("c", CLUSTERS)
def test_planets_one_and_three_of_a_cluster_are_not_adjacent(c: int) -> None:
    """components 1: c.1 - c.2 and c.2 - c.3 touch; c.1 - c.3 do not (c.2 sits between)."""
    assert adjacent(f"{c}.1", f"{c}.2") and adjacent(f"{c}.2", f"{c}.3")
    assert not adjacent(f"{c}.1", f"{c}.3")
    assert distance(f"{c}.1", f"{c}.3") == 2


def test_the_two_cross_cluster_edges() -> None:
    """components 1: the thin borders 2.3 - 3.1 and 5.3 - 6.1 are the only planet-to-planet
    edges between clusters; every other border is thick."""
    g = reach()
    across = {frozenset((u, v)) for u, v in g.edges
              if g.nodes[u]["cluster"] != g.nodes[v]["cluster"] and g.nodes[u]["kind"] == "planet"}
    assert across == {frozenset(("2.3", "3.1")), frozenset(("5.3", "6.1"))}
    assert g.edges["2.3", "3.1"]["kind"] == "cross-cluster"
    assert not adjacent("1.3", "2.1") and not adjacent("3.3", "4.1")
    assert neighbours("2.3") == ("2.0", "2.2", "3.1")


# ---------------------------------------------------------------------- setup cards
# Hand-derived from components 1 ("path marker joins the two in-play gates on either side, a run
# of out-of-play clusters is skipped as a whole"): {pair of gates: clusters crossed}.
PATH_MARKERS = {
    "2P Frontiers": {("5.0", "2.0"): {6, 1}},
    "2P Mix Up 1": {("1.0", "3.0"): {2}, ("4.0", "6.0"): {5}},
    "2P Homelands": {("6.0", "2.0"): {1}, ("3.0", "5.0"): {4}},
    "2P Mix Up 2": {("6.0", "2.0"): {1}, ("3.0", "5.0"): {4}},
    "3P Mix Up": {("6.0", "2.0"): {1}, ("3.0", "5.0"): {4}},
    "3P Frontiers": {("1.0", "4.0"): {2, 3}},
    "3P Homelands": {("4.0", "1.0"): {5, 6}},
    "3P Core Conflict": {("2.0", "4.0"): {3}, ("5.0", "1.0"): {6}},
    "4P Mix Up 1": {("2.0", "4.0"): {3}},
    "4P Mix Up 2": {("3.0", "5.0"): {4}},
    "4P Frontiers": {("4.0", "6.0"): {5}},
    "4P Mix Up 3": {("5.0", "1.0"): {6}},
}


@pytest.mark.parametrize("name", list(SETUP_CARDS))
def test_setup_card_out_of_play_clusters_are_gone(name: str) -> None:
    """arcs: Setup 1.10 and Out-of-Play Clusters: the marked clusters leave the map entirely."""
    card = setup_card(name)
    g = reach(name)
    assert g.graph["setup"] == name and g.graph["players"] == card.players
    assert g.graph["out_of_play"] == card.out_of_play
    assert set(g) == {s for s in SYSTEMS if SYSTEMS[s].cluster not in card.out_of_play}
    assert g.number_of_nodes() == 4 * (6 - len(card.out_of_play))
    assert all(g.nodes[s]["in_play"] for s in g)
    assert nx.is_connected(g)


@pytest.mark.parametrize("name", list(SETUP_CARDS))
def test_setup_card_path_markers_join_the_right_gates(name: str) -> None:
    """arcs: Out-of-Play Clusters: the path marker makes the two neighbouring (in-play) gates
    adjacent; every in-play gate still touches exactly two gates."""
    g = reach(name)
    markers = {frozenset((u, v)): set(d["via"]) for u, v, d in g.edges(data=True)
               if d["kind"] == "path-marker"}
    assert markers == {frozenset(pair): via for pair, via in PATH_MARKERS[name].items()}
    for u, v, d in g.edges(data=True):
        if d["kind"] == "path-marker":
            assert d["rule"] == "arcs: Move (Out-of-Play Clusters)"
            assert adjacent(u, v, g) and distance(u, v, g) == 1
    for gate in (s for s in g if g.nodes[s]["kind"] == "gate"):
        assert sum(1 for n in g.adj[gate] if g.nodes[n]["kind"] == "gate") == 2


@pytest.mark.parametrize("name", list(SETUP_CARDS))
def test_setup_card_starting_systems_are_in_play(name: str) -> None:
    """arcs: Setup 2.3: every seat's A, B and C systems are on the map (A and B planets)."""
    g = reach(name)
    for seat in setup_card(name).seats:
        for sid in seat.systems:
            assert sid in g, f"{name}: seat {seat.seat} {sid}"
        assert g.nodes[seat.a]["kind"] == g.nodes[seat.b]["kind"] == "planet"
        assert g.nodes[seat.a]["start"] == f"{seat.seat}A"
        assert g.nodes[seat.b]["start"] == f"{seat.seat}B"
        assert all(g.nodes[c]["start"] == f"{seat.seat}C" for c in seat.c)


@pytest.mark.parametrize(("name", "out", "joined"), [
    ("2P Frontiers", (1, 6), ("5.0", "2.0")),  # the run wraps around from 6 to 1
    ("3P Frontiers", (2, 3), ("1.0", "4.0")),
    ("3P Homelands", (5, 6), ("4.0", "1.0")),
])
def test_two_consecutive_clusters_out_are_skipped_as_a_whole(
        name: str, out: tuple[int, int], joined: tuple[str, str]) -> None:
    """components 1: "a run of consecutive out-of-play clusters is skipped as a whole; with 1
    and 6 out, gate 5 is adjacent to gate 2"."""
    g = reach(name)
    assert g.graph["out_of_play"] == tuple(sorted(out))
    assert adjacent(*joined, g)
    assert g.edges[joined]["kind"] == "path-marker" and set(g.edges[joined]["via"]) == set(out)
    custom = reach(out_of_play=out)
    assert set(custom.edges) == set(g.edges) and custom.graph["setup"] is None


def test_edges_of_a_setup_card_map() -> None:
    """4P Mix Up 1 (cluster 3 out): 5 clusters × 5 + 5 ring edges + 5.3-6.1 = 31 edges."""
    g = reach("4P Mix Up 1")
    assert g.number_of_edges() == 31
    assert not any("3." in u or "3." in v for u, v in g.edges)
    assert not g.has_edge("2.3", "3.1")  # the thin border's far side is out of play
    assert g.has_edge("5.3", "6.1")


def test_choosing_a_setup_card() -> None:
    """Cards share names across player counts; players=… or the number picks one."""
    assert setup_card("Frontiers", players=3).name == "3P Frontiers"
    assert setup_card("3-2").name == "3P Frontiers"
    assert setup_card("  4p   mix up 1 ").name == "4P Mix Up 1"
    assert set(reach("Mix Up 1", players=2)) == set(reach("2P Mix Up 1"))
    with pytest.raises(OptionError, match=r"ambiguous.*'2P Frontiers', '3P Frontiers', "
                                          r"'4P Frontiers'"):
        setup_card("Frontiers")
    with pytest.raises(OptionError, match=r"unknown setup card 'Outer Rim'.*'4P Mix Up 3'"):
        reach("Outer Rim")
    with pytest.raises(OptionError, match=r"is for 4 players, not players=3"):
        reach("4P Mix Up 1", players=3)
    with pytest.raises(OptionError, match=r"players=3 needs a setup card.*'3P Mix Up'"):
        reach(players=3)
    with pytest.raises(OptionError, match=r"at most 2 clusters.*\[1, 2, 3\]"):
        reach(out_of_play=(1, 2, 3))
    with pytest.raises(OptionError, match=r"clusters 1-6"):
        reach(out_of_play=(7,))
    with pytest.raises(OptionError, match=r"puts clusters \[3\] out of play"):
        reach("4P Mix Up 1", out_of_play=[4])
    assert set(reach("4P Mix Up 1", out_of_play=[3])) == set(reach("4P Mix Up 1"))


# ---------------------------------------------------------------------- helpers
def test_adjacent_neighbours_route_distance() -> None:
    """arcs: Move: one step to an adjacent system; routes and distances count the steps."""
    assert neighbours("1.0") == ("1.1", "1.2", "1.3", "2.0", "6.0")
    assert route("1.1", "1.1") == ("1.1",) and distance("1.1", "1.1") == 0
    assert route("1.1", "4.2") == ("1.1", "1.0", "2.0", "3.0", "4.0", "4.2")
    assert distance("2.3", "3.2") == 2  # across the thin border
    g = reach("4P Mix Up 1")
    assert route("2.2", "4.1", g) == ("2.2", "2.0", "4.0", "4.1")  # over the path marker
    assert distance("2.2", "4.1") == 4  # on the full map: one more step, through gate 3
    assert adjacent("2.0", "4.0", g) and not adjacent("2.0", "4.0")


def test_out_of_play_and_unknown_systems() -> None:
    """arcs: Out-of-Play Clusters: nothing can move into an out-of-play system."""
    g = reach("4P Mix Up 1")
    assert not adjacent("3.0", "3.1", g)
    with pytest.raises(OutOfPlay, match=r"3.1 is in cluster 3, which is out of play on 4P Mix"):
        route("2.3", "3.1", g)
    with pytest.raises(OutOfPlay):
        neighbours("3.0", g)
    with pytest.raises(UnknownSystem, match=r"unknown system '7.1'"):
        adjacent("7.1", "1.1")
    with pytest.raises(UnknownSystem):
        distance("1.4", "1.1")
    assert isinstance(UnknownSystem("x"), TarotlabError)


@pytest.mark.parametrize("name", [None, *SETUP_CARDS])
def test_distance_agrees_with_networkx(name: str | None) -> None:
    """route/distance are shortest paths: same length as networkx's, every step adjacent."""
    g = reach(name)
    lengths = dict(nx.all_pairs_shortest_path_length(g))
    for a, b in itertools.product(sorted(g), repeat=2):
        path = route(a, b, g)
        assert path[0] == a and path[-1] == b
        assert all(g.has_edge(x, y) for x, y in itertools.pairwise(path))
        assert len(path) - 1 == distance(a, b, g) == lengths[a][b]


# ---------------------------------------------------------------------- Catapult
def test_catapult_stops_at_planets_and_gates_controlled_by_others() -> None:
    """arcs: Move (Catapult Moves), arcs R7: keep moving until moving into a planet or a gate
    controlled by anyone else (checked before moving in)."""
    g = reach()
    everything = set(g) - {"6.3"}
    assert catapult_reach(g, "6.3", ()) == everything
    assert catapult_reach(g, "6.3", {"6.0"}) == {"6.0", "6.2"}  # 6.1 is not adjacent to 6.3
    assert catapult_reach(g, "6.3", {"1.0", "5.0"}) == {"6.0", "6.1", "6.2", "1.0", "5.0"}
    # a planet never lets ships through, controlled or not; the thin border is a planet step
    assert "5.2" not in catapult_reach(g, "6.1", {"6.0"})
    assert catapult_reach(g, "6.1", {"6.0"}) == {"6.0", "6.2", "5.3"}
    # the path marker carries a Catapult past the out-of-play cluster
    g4 = reach("4P Mix Up 1")
    assert "4.2" in catapult_reach(g4, "2.2", {"1.0"})
    assert catapult_reach(g4, "2.2", {"2.0"}) == {"2.0", "2.1", "2.3"}


def test_catapult_refuses_unknown_or_out_of_play_systems() -> None:
    g4 = reach("4P Mix Up 1")
    with pytest.raises(OutOfPlay):
        catapult_reach(g4, "3.1", ())
    with pytest.raises(OutOfPlay):
        catapult_reach(g4, "2.2", {"3.0"})
    with pytest.raises(UnknownSystem):
        catapult_reach(g4, "2.2", {"gate 4"})


def catapult_by_components(g: Any, start: str, stops: set[str]) -> set[str]:
    """The same rule said another way: one step to any neighbour, or through a connected run of
    gates that nobody else controls, plus one last step out of that run."""
    passable = {s for s in g if g.nodes[s]["kind"] == "gate" and s not in stops and s != start}
    runs = g.subgraph(passable)
    inside: set[str] = set()
    for n in g.adj[start]:
        if n in passable:
            inside |= nx.node_connected_component(runs, n)
    return (set(g.adj[start]) | {m for x in inside for m in g.adj[x]}) - {start}


@settings(max_examples=150, deadline=None)
@given(name=st.sampled_from([None, *SETUP_CARDS]), data=st.data())
def test_catapult_reach_matches_the_rule_said_another_way(name: str | None,
                                                          data: st.DataObject) -> None:
    g = reach(name)
    systems = sorted(g)
    start = data.draw(st.sampled_from(systems))
    stops = data.draw(st.sets(st.sampled_from(systems)))
    assert catapult_reach(g, start, stops) == catapult_by_components(g, start, stops)


# ---------------------------------------------------------------------- pieces and control
def test_starting_pieces_and_control() -> None:
    """arcs: Setup 2.3 (A: 3 ships + city, B: 3 ships + starport, C: 2 ships; two C systems of
    2 ships with 2 players, R10) and arcs: Control (more fresh ships than each rival)."""
    pieces = starting_pieces("4P Mix Up 1")
    assert pieces["4.1"] == {"seat 1": Pieces(ships=3, cities=1)}
    assert pieces["6.3"] == {"seat 1": Pieces(ships=3, starports=1)}
    assert pieces["1.0"] == {"seat 1": Pieces(ships=2)}
    assert len(pieces) == 12
    owners = control(pieces)
    card = setup_card("4P Mix Up 1")
    assert owners == dict(sorted((s, f"seat {seat.seat}") for seat in card.seats
                                 for s in seat.systems))
    two = starting_pieces("2P Frontiers")
    assert two["3.0"] == two["3.3"] == {"seat 1": Pieces(ships=2)}
    assert str(Pieces(ships=3, cities=1)) == "3 ships, 1 city"
    assert (str(Pieces(ships=1, damaged_ships=2, starports=1))
            == "1 ship, 2 damaged ships, 1 starport")


def test_control_ties_and_damaged_ships() -> None:
    """arcs: Control: a tie controls nothing; only fresh ships count; no fresh ship, no
    control (tarotlab M4)."""
    assert control({"1.1": {"red": Pieces(ships=2), "blue": Pieces(ships=2)}}) == {}
    assert control({"1.1": {"red": Pieces(ships=1, damaged_ships=5),
                            "blue": Pieces(damaged_ships=1)}}) == {"1.1": "red"}
    assert control({"1.1": {"red": Pieces(ships=1), "blue": Pieces(ships=3, damaged_ships=0)}}
                   ) == {"1.1": "blue"}
    assert control({"1.1": {"red": Pieces(damaged_ships=3, cities=1)}}) == {}
    with pytest.raises(TarotlabError, match=r"Pieces.ships"):
        Pieces(ships=-1)


# ---------------------------------------------------------------------- data checked at import
def test_broken_map_data_fails_loudly_naming_the_entry() -> None:
    """arcs R1: the data files are checked; a mistake names the file and the entry."""
    good = raw("map.toml")
    parse_map(good)

    def broken(change: Any) -> str:
        data = copy.deepcopy(good)
        change(data)
        with pytest.raises(TarotlabError) as err:
            parse_map(data)
        return str(err.value)

    def by_id(data: dict[str, Any], sid: str) -> dict[str, Any]:
        entry: dict[str, Any] = next(s for s in data["system"] if s["id"] == sid)
        return entry

    assert re.search(r"map.toml: system #6 \('2.1'\).*ID symbol 'arrow', not 'crescent'",
                     broken(lambda d: by_id(d, "2.1").update(symbol="crescent")))
    assert "system #8 ('2.3'): unknown planet type 'Relics'" in broken(
        lambda d: by_id(d, "2.3").update(type="Relics"))
    assert "unknown key(s) 'slot'" in broken(lambda d: by_id(d, "1.1").update(slot=2))
    assert "26 building slots expected" in broken(lambda d: by_id(d, "5.3").update(slots=1))
    assert "system 4.2 is missing" in broken(
        lambda d: d["system"].remove(by_id(d, "4.2")))
    assert "a gate has no ID symbol" in broken(lambda d: by_id(d, "3.0").update(slots=1))
    assert "cross_cluster" in broken(lambda d: d["adjacency"].update(
        cross_cluster=[["2.3", "3.0"]]))
    assert "gate_ring must list every cluster once" in broken(
        lambda d: d["adjacency"].update(gate_ring=[1, 2, 3, 4, 5, 5]))


def test_broken_setup_data_fails_loudly_naming_the_entry() -> None:
    good = raw("setups.toml")
    parse_setups(good, SYSTEMS)

    def broken(change: Any) -> str:
        data = copy.deepcopy(good)
        change(data)
        with pytest.raises(TarotlabError) as err:
            parse_setups(data, SYSTEMS)
        return str(err.value)

    assert ("setups.toml: card #9 ('4P Mix Up 1'), seat 2: A system 3.3 is in cluster 3, "
            "which is out of play") in broken(lambda d: d["card"][8]["seats"][1].update(A="3.3"))
    assert "card #1 ('2P Frontiers'), seat 1: a 2-player seat has 2 C system(s)" in broken(
        lambda d: d["card"][0]["seats"][0].update(C=["3.0"]))
    assert "has 1 out-of-play cluster(s) (arcs: Setup 1.10), not 2" in broken(
        lambda d: d["card"][10].update(out_of_play=[5, 6]))
    assert "B system 4.0 must be a planet" in broken(
        lambda d: d["card"][8]["seats"][0].update(B="4.0"))
    assert "C system '9.0' is not on the map" in broken(
        lambda d: d["card"][4]["seats"][0].update(C=["9.0"]))
    assert "already seat 1's" in broken(lambda d: d["card"][8]["seats"][1].update(B="6.3"))
    assert "4 cards for 3 players expected, found 3" in broken(lambda d: d["card"].pop(5))


# ---------------------------------------------------------------------- drawing: DOT text
def golden(name: str, text: str) -> None:
    path = GOLDEN / name
    if UPDATE:
        path.parent.mkdir(exist_ok=True)
        path.write_text(text, encoding="utf-8")
    assert path.exists(), f"{path} is missing: write it with TAROTLAB_UPDATE_GOLDEN=1"
    assert text == path.read_text(encoding="utf-8"), (
        f"{path} differs; if the change is intended, rerun with TAROTLAB_UPDATE_GOLDEN=1")


def test_golden_dot_2p_frontiers() -> None:
    """The 2P Frontiers map (clusters 1 and 6 out, the path marker from gate 5 to gate 2), its
    starting marks, as DOT text."""
    golden("arcs_2P_Frontiers.dot", to_dot(reach("2P Frontiers")))


def test_golden_dot_4p_mix_up_1_with_overlays() -> None:
    """4P Mix Up 1 with the starting pieces, who controls what, and a route over the path
    marker."""
    g = reach("4P Mix Up 1")
    pieces = starting_pieces("4P Mix Up 1")
    text = to_dot(g, pieces=pieces, control=control(pieces), route=route("6.3", "2.2", g),
                  highlight={"4.2"})
    golden("arcs_4P_Mix_Up_1.dot", text)


def test_dot_text_structure() -> None:
    """Clusters are subgraph cluster_N boxes at fixed positions; out-of-play clusters greyed
    with their gate shown under the path marker; the same text every time."""
    text = to_dot(reach("4P Mix Up 1"))
    assert text == to_dot(reach("4P Mix Up 1"))
    assert text.startswith("graph reach {\n\tgraph [layout=neato,")
    for c in CLUSTERS:
        assert f"\tsubgraph cluster_{c} {{\n" in text
    assert 'label="Cluster 3 · out of play"' in text and "path marker</TD>" in text
    assert '"1.1" [pos="-1.15,4.35!"' in text
    assert re.search(r'\t"2.0" -- "4.0" \[color="#a0522d".*style=dashed.*label="path marker"',
                     text)
    full = to_dot()
    assert "out of play" not in full and full.count(" -- ") == 38


def test_dot_overlays_are_checked() -> None:
    g = reach("4P Mix Up 1")
    with pytest.raises(TarotlabError, match=r"from 1.1 to 1.3, which are not adjacent"):
        to_dot(g, route=["1.1", "1.3"])
    with pytest.raises(OutOfPlay):
        to_dot(g, highlight=["3.2"])
    with pytest.raises(OutOfPlay):
        to_dot(g, pieces={"3.2": {"seat 1": Pieces(ships=1)}})
    with pytest.raises(TarotlabError, match=r"made by tarotlab.arcs.reach"):
        to_dot(nx.Graph())
    text = to_dot(g, pieces={"2.2": {"Ann <3": "2 ships"}}, colors={"Ann <3": "#123456"})
    assert "Ann &lt;3: " not in text and 'COLOR="#123456"' in text and "Ann &lt;3" in text


# ---------------------------------------------------------------------- drawing: Graphviz
def test_missing_dot_says_how_to_install_it(monkeypatch: pytest.MonkeyPatch,
                                            tmp_path: Path) -> None:
    """Without Graphviz's dot on PATH, to_graphviz says how to install it (conda, apt, brew);
    DOT text and networkx still work."""
    monkeypatch.setenv("PATH", str(tmp_path))
    assert not arcs_graph.dot_available()
    with pytest.raises(GraphvizMissing) as err:
        to_graphviz(reach("4P Frontiers"))
    message = str(err.value)
    assert "conda install -c conda-forge graphviz" in message
    assert "sudo apt-get install graphviz" in message
    assert "brew install graphviz" in message
    assert isinstance(err.value, TarotlabError)
    with pytest.raises(GraphvizMissing):
        to_svg()
    assert to_dot(reach("4P Frontiers")).startswith("graph reach {")
    assert distance("1.1", "4.2") == 5


def need_dot() -> None:
    """Skip without Graphviz's dot, except in CI, which installs it: there the test fails."""
    if arcs_graph.dot_available():
        return
    if IN_CI:
        pytest.fail("Graphviz's dot is not installed, but CI installs it (make setup)")
    pytest.skip("Graphviz's dot is not installed")


@pytest.mark.parametrize("name", [None, *SETUP_CARDS])
def test_svg_names_every_in_play_system(name: str | None) -> None:
    """Rendered with Graphviz: the SVG has a node titled and labelled by every in-play system,
    and the out-of-play ones greyed."""
    need_dot()
    if IN_CI:
        import graphviz  # noqa: F401  (CI installs the notebook extra: fail, do not skip)
    else:
        pytest.importorskip("graphviz")
    g = reach(name)
    pieces = starting_pieces(name) if name else None
    gv = to_graphviz(g, pieces=pieces, control=control(pieces) if pieces else None)
    assert gv.source == to_dot(g, pieces=pieces, control=control(pieces) if pieces else None)
    svg = to_svg(g, pieces=pieces, control=control(pieces) if pieces else None)
    assert svg.lstrip().startswith("<?xml") and "<svg" in svg
    titles = set(re.findall(r'<g id="system_([0-9.]+)" class="node">\s*<title>([^<]*)</title>',
                            svg))
    assert {sid for sid, title in titles if sid == title} == set(SYSTEMS)
    texts = re.findall(r"<text[^>]*>([^<]*)</text>", svg)
    for sid in g:
        assert sid in texts, sid
    if name:
        assert texts.count("out of play") == 3 * len(g.graph["out_of_play"]) + 1  # + legend
        assert "path marker" in texts


# ---------------------------------------------------------------------- layering and doctests
def test_arcs_imports_without_graphviz() -> None:
    """DESIGN: the engine never imports graphviz; tarotlab.arcs.graph imports it only when
    to_graphviz is called."""
    code = ("import sys, tarotlab.arcs, tarotlab.arcs.graph as g\n"
            "g.to_dot(tarotlab.arcs.reach('3P Mix Up'))\n"
            "print([m for m in ('graphviz', 'ipywidgets', 'IPython') if m in sys.modules])\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_doctests() -> None:
    for module in ("tarotlab.arcs", "tarotlab.arcs.reach"):
        result = doctest.testmod(sys.modules[module])
        assert result.failed == 0 and result.attempted > 0, module
