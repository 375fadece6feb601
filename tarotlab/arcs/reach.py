"""The Reach as an immutable networkx graph, built from the map data, and the questions the
rules engine asks of it: adjacency, routes, distances, Catapult reach and control.

>>> from tarotlab.arcs import reach, adjacent, distance
>>> g = reach()
>>> g.number_of_nodes(), g.number_of_edges()
(24, 38)
>>> adjacent("1.1", "1.3")
False
>>> g4 = reach("4P Mix Up 1")
>>> g4.edges["2.0", "4.0"]["kind"], g4.edges["2.0", "4.0"]["via"]
('path-marker', (3,))
>>> distance("2.0", "4.0", g4)
1

Nodes are system ids (``"1.0"`` … ``"6.3"``) carrying ``cluster``, ``index`` (0 gate, 1-3
planet), ``kind`` (``gate``/``planet``), ``planet_type``, ``symbol``, ``slots``, ``in_play``,
``start`` (the setup card's mark such as ``"1A"``, else None) and ``pos`` (drawing position,
inches). Edges carry ``kind`` (one of ``EDGE_KINDS``), ``via`` (the out-of-play clusters a path
marker crosses, else ``()``) and ``rule``. The graph's own attributes (``g.graph``) are
``setup``, ``players``, ``out_of_play`` and ``in_play`` (clusters).

Out-of-play clusters are not in the graph at all: their systems cannot be entered (arcs: Move,
Out-of-Play Clusters), so every node of a Reach is in play (tarotlab M2). Their path markers
join the two in-play gates on either side, skipping a run of out-of-play clusters as a whole
(components part 1 "Adjacency"): one ``path-marker`` edge whose ``via`` lists the clusters it
crosses, clockwise.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

import networkx as nx  # type: ignore[import-untyped]

from ..core.errors import OptionError, TarotlabError
from .mapdata import (
    ADJACENCY,
    CHECKS,
    CLUSTERS,
    OUT_OF_PLAY_BY_PLAYERS,
    SYSTEMS,
    OutOfPlay,
    SetupCard,
    setup_card,
    setup_cards,
    system,
)

EDGE_KINDS = ("gate-ring", "gate-planet", "planet-planet", "cross-cluster", "path-marker")
RULE_MAP = "arcs: The map"
RULE_PATH_MARKER = "arcs: Move (Out-of-Play Clusters)"
RULE_CATAPULT = "arcs: Move (Catapult Moves)"
RULE_CONTROL = "arcs: Control"
MAX_OUT_OF_PLAY = max(OUT_OF_PLAY_BY_PLAYERS.values())  # arcs: Setup 1.10

Edge = tuple[str, str, dict[str, Any]]


# ---------------------------------------------------------------------- building the graph
@lru_cache(maxsize=64)
def _edges(out: frozenset[int]) -> tuple[Edge, ...]:
    """The edges of the Reach with clusters ``out`` out of play, in a fixed order."""
    adj = ADJACENCY
    edges: list[Edge] = []
    in_play = [c for c in adj.gate_ring if c not in out]
    for c in CLUSTERS:
        if c in out:
            continue
        if adj.gate_to_own_planets:
            edges += [(f"{c}.0", f"{c}.{p}", {"kind": "gate-planet", "via": (), "rule": RULE_MAP})
                      for p in (1, 2, 3)]
        edges += [(f"{c}.{p}", f"{c}.{q}", {"kind": "planet-planet", "via": (), "rule": RULE_MAP})
                  for p, q in adj.planets_in_cluster]
    ring = adj.gate_ring
    for i, c in enumerate(in_play):
        nxt = in_play[(i + 1) % len(in_play)]
        start = ring.index(c)
        via: list[int] = []
        k = (start + 1) % len(ring)
        while ring[k] != nxt:
            via.append(ring[k])
            k = (k + 1) % len(ring)
        kind, rule = ("path-marker", RULE_PATH_MARKER) if via else ("gate-ring", RULE_MAP)
        edges.append((f"{c}.0", f"{nxt}.0", {"kind": kind, "via": tuple(via), "rule": rule}))
    for a, b in adj.cross_cluster:
        if SYSTEMS[a].cluster not in out and SYSTEMS[b].cluster not in out:
            edges.append((a, b, {"kind": "cross-cluster", "via": (), "rule": RULE_MAP}))
    return tuple(edges)


def _node_attrs(sid: str, marks: Mapping[str, str]) -> dict[str, Any]:
    s = SYSTEMS[sid]
    return {"cluster": s.cluster, "index": s.index, "kind": s.kind,
            "planet_type": s.planet_type, "symbol": s.symbol, "slots": s.slots,
            "in_play": True, "start": marks.get(sid), "pos": s.pos}


def _out_of_play(clusters: Iterable[object]) -> frozenset[int]:
    given = list(clusters)
    out = frozenset(c for c in given if isinstance(c, int) and not isinstance(c, bool)
                    and c in CLUSTERS)
    if len(out) != len(set(given)):
        raise OptionError(f"arcs: out_of_play must be clusters 1-6, not {given!r}")
    if len(out) > MAX_OUT_OF_PLAY:
        raise OptionError(f"arcs: at most {MAX_OUT_OF_PLAY} clusters are out of play "
                          f"(arcs: Setup 1.10), not {sorted(out)!r}")
    return out


def reach(setup: str | SetupCard | None = None, *, players: int | None = None,
          out_of_play: Iterable[int] | None = None) -> Any:
    """The Reach as a frozen ``networkx.Graph``.

    * ``reach()``: the full map, 24 systems and 38 edges.
    * ``reach("4P Mix Up 1")``, ``reach("4-1")`` or ``reach("Mix Up 1", players=4)``: the map
      of a setup card, its out-of-play clusters removed (arcs: Setup 1.10) and each starting
      system's node marked (``start="1A"``).
    * ``reach(out_of_play=(1, 6))``: any clusters out (at most 2), for exploring.

    ``players`` alone is not enough: the card decides which clusters are out, so the error lists
    that player count's cards.
    """
    card: SetupCard | None = None
    asked = None if out_of_play is None else list(out_of_play)
    if setup is not None:
        card = setup_card(setup, players)
        if asked is not None and _out_of_play(asked) != set(card.out_of_play):
            raise OptionError(f"arcs: setup card {card.name!r} puts clusters "
                              f"{list(card.out_of_play)} out of play, not {asked!r}")
        out = frozenset(card.out_of_play)
    elif players is not None:
        cards = setup_cards(players)
        raise OptionError(f"arcs: players={players} needs a setup card to say which clusters are "
                          f"out of play: one of {', '.join(repr(c.name) for c in cards)}")
    else:
        out = _out_of_play(asked or ())
    marks = card.marks if card is not None else {}
    g = nx.Graph(setup=card.name if card else None, players=card.players if card else None,
                 out_of_play=tuple(sorted(out)),
                 in_play=tuple(c for c in CLUSTERS if c not in out))
    g.add_nodes_from((sid, _node_attrs(sid, marks)) for sid in SYSTEMS
                     if SYSTEMS[sid].cluster not in out)
    g.add_edges_from(_edges(out))
    return nx.freeze(g)


_FULL = reach()
if _FULL.number_of_edges() != CHECKS.full_map_edges:  # checked at import, like the data
    raise TarotlabError(f"arcs data: map.toml: [adjacency] gives {_FULL.number_of_edges()} edges "
                        f"on the full map, [checks] says {CHECKS.full_map_edges}")


# ---------------------------------------------------------------------- questions
def _where(g: Any) -> str:
    setup = g.graph.get("setup")
    return f"on {setup}" if setup else f"with clusters {list(g.graph['out_of_play'])} out"


def in_play(text: object, reach: Any = None) -> str:
    """The system id for ``text``, which must be in play on ``reach`` (default: the full map).

    UnknownSystem for a system not on the map, OutOfPlay for one in an out-of-play cluster.
    """
    g = _FULL if reach is None else reach
    sid = system(text)
    if sid not in g:
        raise OutOfPlay(f"[{RULE_PATH_MARKER}] system {sid} is in cluster "
                        f"{SYSTEMS[sid].cluster}, which is out of play {_where(g)}")
    return sid


def adjacent(a: object, b: object, reach: Any = None) -> bool:
    """Whether ships can move from ``a`` to ``b`` in one step (arcs: Move).

    False when either system is out of play (nothing can move into it, tarotlab M2).
    """
    g = _FULL if reach is None else reach
    sa, sb = system(a), system(b)
    return bool(g.has_edge(sa, sb))


def neighbours(s: object, reach: Any = None) -> tuple[str, ...]:
    """The systems adjacent to ``s``, in id order."""
    g = _FULL if reach is None else reach
    return tuple(sorted(g.adj[in_play(s, g)]))


def route(a: object, b: object, reach: Any = None) -> tuple[str, ...]:
    """A shortest route from ``a`` to ``b``, both included (``(a,)`` when they are equal).

    Breadth-first over neighbours in id order, so the same route comes back every time; all
    shortest routes: ``networkx.all_shortest_paths(reach, a, b)``.
    """
    g = _FULL if reach is None else reach
    sa, sb = in_play(a, g), in_play(b, g)
    parent: dict[str, str | None] = {sa: None}
    queue = deque([sa])
    while queue and sb not in parent:
        here = queue.popleft()
        for n in sorted(g.adj[here]):
            if n not in parent:
                parent[n] = here
                queue.append(n)
    if sb not in parent:  # cannot happen on a map built here: every Reach is connected
        raise TarotlabError(f"arcs: no route from {sa} to {sb} {_where(g)}")
    path = [sb]
    while (step := parent[path[-1]]) is not None:
        path.append(step)
    return tuple(reversed(path))


def distance(a: object, b: object, reach: Any = None) -> int:
    """How many moves it takes to go from ``a`` to ``b`` (0 when they are equal)."""
    return len(route(a, b, reach)) - 1


def catapult_reach(reach: Any, start: object, controlled_by_others: Iterable[object] = ()
                   ) -> frozenset[str]:
    """Every system a Catapult move from a Loyal starport at ``start`` can reach
    (arcs: Move, Catapult Moves; arcs R7).

    Ships keep moving from system to adjacent system until they move into a planet or into a
    gate in ``controlled_by_others`` (controlled by anyone other than the mover, checked before
    moving in); they may stop anywhere along the way. ``start`` itself is not counted (tarotlab
    M3). Whether the starport is Loyal is the caller's business: a Rival starport you control
    cannot Catapult.
    """
    g = reach
    here = in_play(start, g)
    stops = {in_play(s, g) for s in controlled_by_others}
    seen = {here}
    out: set[str] = set()
    frontier = [here]
    while frontier:
        at = frontier.pop()
        for n in g.adj[at]:
            if n in seen:
                continue
            seen.add(n)
            out.add(n)
            if g.nodes[n]["kind"] == "gate" and n not in stops:
                frontier.append(n)
    return frozenset(out)


# ---------------------------------------------------------------------- pieces and control
@dataclass(frozen=True, slots=True)
class Pieces:
    """One player's pieces in one system: fresh and damaged ships, cities, starports."""

    ships: int = 0
    damaged_ships: int = 0
    cities: int = 0
    starports: int = 0

    def __post_init__(self) -> None:
        for name in ("ships", "damaged_ships", "cities", "starports"):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int) or value < 0:
                raise TarotlabError(f"arcs: Pieces.{name} must be a whole number ≥ 0, "
                                    f"not {value!r}")

    def __str__(self) -> str:
        parts = [f"{n} {one if n == 1 else many}" for n, one, many in (
            (self.ships, "ship", "ships"), (self.damaged_ships, "damaged ship", "damaged ships"),
            (self.cities, "city", "cities"), (self.starports, "starport", "starports")) if n]
        return ", ".join(parts) or "nothing"


def starting_pieces(setup: str | SetupCard, players: int | None = None
                    ) -> dict[str, dict[str, Pieces]]:
    """The pieces each seat places at the start (arcs: Setup 2.3, arcs R10):
    ``{system: {"seat 1": Pieces(ships=3, cities=1)}}`` in seat order."""
    card = setup_card(setup, players)
    out: dict[str, dict[str, Pieces]] = {}
    for seat in card.seats:
        who = f"seat {seat.seat}"
        out.setdefault(seat.a, {})[who] = Pieces(ships=3, cities=1)
        out.setdefault(seat.b, {})[who] = Pieces(ships=3, starports=1)
        for c in seat.c:
            out.setdefault(c, {})[who] = Pieces(ships=2)
    return out


def control(pieces: Mapping[object, Mapping[str, Pieces]]) -> dict[str, str]:
    """Who controls each system (arcs: Control): the player with more fresh ships there than
    each rival; on a tie no one. A system with no fresh ship is controlled by no one
    (tarotlab M4). Returns ``{system: player}`` for the controlled systems only, in id order."""
    out: dict[str, str] = {}
    for where, by_player in pieces.items():
        sid = system(where)
        fresh = sorted(((p.ships, player) for player, p in by_player.items()), reverse=True)
        if fresh and fresh[0][0] > 0 and (len(fresh) == 1 or fresh[0][0] > fresh[1][0]):
            out[sid] = fresh[0][1]
    return dict(sorted(out.items()))
