"""Arcs: the Reach (the map of six clusters) as a networkx graph, the 12 setup cards, and the
questions a rules engine asks of the map. Drawing is in ``tarotlab.arcs.graph`` (DOT text
without Graphviz; ``to_graphviz`` needs the ``graphviz`` package and Graphviz's ``dot``).

>>> from tarotlab import arcs
>>> g = arcs.reach("4P Mix Up 1")
>>> arcs.neighbours("2.0", g)   # gate 3 is out: its path marker joins gates 2 and 4
('1.0', '2.1', '2.2', '2.3', '4.0')
>>> sorted(arcs.catapult_reach(g, "6.3", controlled_by_others={"6.0"}))
['6.0', '6.2']
"""

from __future__ import annotations

from .mapdata import (
    ADJACENCY,
    CLUSTERS,
    GATES,
    PLANET_TYPES,
    PLANETS,
    SETUP_CARDS,
    SYSTEMS,
    OutOfPlay,
    Seat,
    SetupCard,
    System,
    UnknownSystem,
    setup_card,
    setup_cards,
    system,
)
from .reach import (
    EDGE_KINDS,
    Pieces,
    adjacent,
    catapult_reach,
    control,
    distance,
    in_play,
    neighbours,
    reach,
    route,
    starting_pieces,
)

__all__ = [
    "ADJACENCY",
    "CLUSTERS",
    "EDGE_KINDS",
    "GATES",
    "PLANETS",
    "PLANET_TYPES",
    "SETUP_CARDS",
    "SYSTEMS",
    "OutOfPlay",
    "Pieces",
    "Seat",
    "SetupCard",
    "System",
    "UnknownSystem",
    "adjacent",
    "catapult_reach",
    "control",
    "distance",
    "in_play",
    "neighbours",
    "reach",
    "route",
    "setup_card",
    "setup_cards",
    "starting_pieces",
    "system",
]
