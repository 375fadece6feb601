"""The Reach's map and the 12 setup cards, read from ``data/map.toml`` and ``data/setups.toml``
and checked at import (arcs R1: the components of ``arcs-components.md`` parts 1-2).

A mistake in a data file fails the import with a ``TarotlabError`` naming the file and the
entry (``arcs data: setups.toml: card #3 ('2P Homelands'): ...``). ``parse_map`` and
``parse_setups`` are the checks themselves, so a teacher's edited table can be tried first.

A system id is ``"C.P"`` (components "Notation"): cluster C 1-6, P 0 for the gate and 1, 2, 3
for the planets with ID symbol arrow ▲, crescent ☾ and hexagon ⬢. Where the components file
marks a point of doubt, the data follows its choice (tarotlab M1).
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from importlib import resources
from types import MappingProxyType
from typing import Any

from ..core.errors import OptionError, TarotlabError, shown

PLANET_TYPES = ("Material", "Fuel", "Weapon", "Relic", "Psionic")
SYMBOLS = {1: "arrow", 2: "crescent", 3: "hexagon"}  # by planet position P (components Notation)
GLYPHS = {"arrow": "▲", "crescent": "☾", "hexagon": "⬢"}
PLAYER_COUNTS = (2, 3, 4)
OUT_OF_PLAY_BY_PLAYERS = {2: 2, 3: 2, 4: 1}  # arcs: Setup 1.10
C_SYSTEMS_BY_PLAYERS = {2: 2, 3: 1, 4: 1}  # arcs: Setup 2.3, arcs R10
CARDS_PER_PLAYER_COUNT = 4  # arcs: Components ("4 each for 2, 3, and 4 players")
_ID = re.compile(r"^([1-9])\.([0-9])$")


class UnknownSystem(TarotlabError):
    """A system id that is not on the map (ids are ``"C.P"``: ``"1.0"`` … ``"6.3"``)."""


class OutOfPlay(TarotlabError):
    """A system in a cluster that is out of play on this map (arcs: Out-of-Play Clusters)."""


@dataclass(frozen=True, slots=True)
class System:
    """One system of the Reach: a gate (``index`` 0) or a planet (``index`` 1-3)."""

    id: str
    cluster: int
    index: int
    kind: str  # "gate" | "planet"
    planet_type: str | None  # Material, Fuel, Weapon, Relic, Psionic; None for a gate
    symbol: str | None  # arrow, crescent, hexagon; None for a gate
    slots: int  # building slots; 0 for a gate
    pos: tuple[float, float]  # where it is drawn, inches (x right, y up)

    @property
    def is_gate(self) -> bool:
        return self.kind == "gate"

    @property
    def glyph(self) -> str:
        """The ID symbol as a character (▲ ☾ ⬢), empty for a gate."""
        return GLYPHS[self.symbol] if self.symbol else ""

    def describe(self) -> str:
        """``gate 1.0`` or ``1.1 ▲ Weapon (2 slots)``."""
        if self.is_gate:
            return f"gate {self.id}"
        plural = "slot" if self.slots == 1 else "slots"
        return f"{self.id} {self.glyph} {self.planet_type} ({self.slots} {plural})"


@dataclass(frozen=True, slots=True)
class Adjacency:
    """The adjacency rules of the map (components part 1 "Adjacency")."""

    gate_to_own_planets: bool
    planets_in_cluster: tuple[tuple[int, int], ...]  # planet positions joined in every cluster
    gate_ring: tuple[int, ...]  # clusters clockwise; each gate touches the next gate in play
    cross_cluster: tuple[tuple[str, str], ...]  # the thin borders between clusters


@dataclass(frozen=True, slots=True)
class Checks:
    """Totals stated by the components file; the map must agree with them."""

    systems: int
    planets_per_type: Mapping[str, int]
    slots: int
    full_map_edges: int


@dataclass(frozen=True, slots=True)
class Seat:
    """One seat's starting systems on a setup card (arcs: Setup 2.3).

    Seat 1 holds initiative, the others follow clockwise (arcs R2). ``a`` gets 3 ships and the
    leftmost city, ``b`` 3 ships and a starport, each of ``c`` 2 ships (two C systems with 2
    players, arcs R10).
    """

    seat: int
    a: str
    b: str
    c: tuple[str, ...]

    @property
    def systems(self) -> tuple[str, ...]:
        return (self.a, self.b, *self.c)

    @property
    def marks(self) -> dict[str, str]:
        """System -> the mark printed on the card: ``{"4.1": "1A", "6.3": "1B", "1.0": "1C"}``."""
        out = {self.a: f"{self.seat}A", self.b: f"{self.seat}B"}
        out.update({c: f"{self.seat}C" for c in self.c})
        return out

    @property
    def resources(self) -> tuple[str, str]:
        """The two starting resources: the planet types of A and B (arcs: Setup 2.4)."""
        a, b = SYSTEMS[self.a].planet_type, SYSTEMS[self.b].planet_type
        assert a is not None and b is not None
        return a, b


@dataclass(frozen=True, slots=True)
class SetupCard:
    """A setup card: its out-of-play clusters and each seat's A/B/C systems."""

    number: str  # "4-1": player count, then 1-4
    name: str  # "4P Mix Up 1"
    players: int
    out_of_play: tuple[int, ...]
    seats: tuple[Seat, ...]
    experienced: bool  # printed "for experienced players"

    @property
    def in_play(self) -> tuple[int, ...]:
        return tuple(c for c in CLUSTERS if c not in self.out_of_play)

    @property
    def marks(self) -> dict[str, str]:
        """Every starting system -> its mark (``"2B"``), seat by seat."""
        out: dict[str, str] = {}
        for seat in self.seats:
            out.update(seat.marks)
        return out

    def __str__(self) -> str:
        return self.name


# ---------------------------------------------------------------------- parsing and checks
def _fail(file: str, where: str, what: str) -> TarotlabError:
    return TarotlabError(f"arcs data: {file}: {where}: {what}")


def _keys(raw: Mapping[str, Any], allowed: Iterable[str], required: Iterable[str], file: str,
          where: str) -> None:
    allowed_set = set(allowed)
    unknown = sorted(k for k in raw if k not in allowed_set)
    if unknown:
        raise _fail(file, where, f"unknown key(s) {', '.join(map(repr, unknown))} "
                                 f"(allowed: {', '.join(sorted(allowed_set))})")
    missing = [k for k in required if k not in raw]
    if missing:
        raise _fail(file, where, f"missing key(s) {', '.join(map(repr, missing))}")


def _int(value: object, file: str, where: str, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise _fail(file, where, f"{what} must be a whole number, not {value!r}")
    return value


def parse_map(data: Mapping[str, Any]) -> tuple[tuple[int, ...], dict[str, System], Adjacency,
                                                 Checks]:
    """Check the map table (as read from ``map.toml``) and build its records."""
    f = "map.toml"
    _keys(data, ("cluster", "system", "adjacency", "checks"),
          ("cluster", "system", "adjacency", "checks"), f, "top level")
    clusters: list[int] = []
    for i, raw in enumerate(data["cluster"]):
        where = f"cluster #{i + 1}"
        _keys(raw, ("number",), ("number",), f, where)
        number = _int(raw["number"], f, where, "number")
        if number != i + 1:
            raise _fail(f, where, f"clusters must be numbered 1, 2, … in order; found {number}")
        clusters.append(number)
    if len(clusters) != 6:
        raise _fail(f, "cluster", f"the Reach has 6 clusters, found {len(clusters)}")

    systems: dict[str, System] = {}
    for i, raw in enumerate(data["system"]):
        where = f"system #{i + 1} ({raw.get('id')!r})"
        _keys(raw, ("id", "symbol", "type", "slots", "pos"), ("id", "pos"), f, where)
        sid = raw["id"]
        m = _ID.match(sid) if isinstance(sid, str) else None
        if m is None:
            raise _fail(f, where, "id must be 'C.P' (cluster, then 0 for the gate or 1-3)")
        cluster, index = int(m.group(1)), int(m.group(2))
        if cluster not in clusters or index > 3:
            raise _fail(f, where, f"no cluster {cluster} or position {index} on the map")
        if sid in systems:
            raise _fail(f, where, "repeated id")
        pos = raw["pos"]
        if (not isinstance(pos, list) or len(pos) != 2
                or not all(isinstance(v, int | float) and not isinstance(v, bool) for v in pos)):
            raise _fail(f, where, f"pos must be [x, y] in inches, not {pos!r}")
        xy = (float(pos[0]), float(pos[1]))
        if index == 0:
            if "symbol" in raw or "type" in raw or raw.get("slots", 0) != 0:
                raise _fail(f, where, "a gate has no ID symbol, no planet type and 0 slots")
            systems[sid] = System(sid, cluster, 0, "gate", None, None, 0, xy)
            continue
        _keys(raw, ("id", "symbol", "type", "slots", "pos"), ("symbol", "type", "slots"), f,
              where)
        if raw["symbol"] != SYMBOLS[index]:
            raise _fail(f, where, f"planet {index} of a cluster has ID symbol "
                                  f"{SYMBOLS[index]!r}, not {raw['symbol']!r}")
        if raw["type"] not in PLANET_TYPES:
            raise _fail(f, where, f"unknown planet type {raw['type']!r} "
                                  f"(types: {', '.join(PLANET_TYPES)})")
        slots = _int(raw["slots"], f, where, "slots")
        if slots < 1:
            raise _fail(f, where, f"a planet has at least 1 building slot, not {slots}")
        systems[sid] = System(sid, cluster, index, "planet", raw["type"], raw["symbol"], slots, xy)
    for c in clusters:
        for p in range(4):
            if f"{c}.{p}" not in systems:
                raise _fail(f, "system", f"system {c}.{p} is missing")
    positions = {s.pos: s.id for s in systems.values()}
    if len(positions) != len(systems):
        raise _fail(f, "system", "two systems are drawn at the same pos")
    systems = dict(sorted(systems.items()))

    raw_adj = data["adjacency"]
    where = "[adjacency]"
    _keys(raw_adj, ("gate_to_own_planets", "planets_in_cluster", "gate_ring", "cross_cluster"),
          ("gate_to_own_planets", "planets_in_cluster", "gate_ring", "cross_cluster"), f, where)
    if not isinstance(raw_adj["gate_to_own_planets"], bool):
        raise _fail(f, where, "gate_to_own_planets must be true or false")
    pairs: list[tuple[int, int]] = []
    for pair in raw_adj["planets_in_cluster"]:
        if (len(pair) != 2 or not all(isinstance(p, int) and 1 <= p <= 3 for p in pair)
                or pair[0] == pair[1]):
            raise _fail(f, where, f"planets_in_cluster: bad pair {pair!r} (planet positions 1-3)")
        pairs.append((min(pair), max(pair)))
    ring = tuple(raw_adj["gate_ring"])
    if sorted(ring) != clusters:
        raise _fail(f, where, f"gate_ring must list every cluster once, not {list(ring)!r}")
    cross: list[tuple[str, str]] = []
    for pair in raw_adj["cross_cluster"]:
        if len(pair) != 2 or not all(p in systems and systems[p].kind == "planet" for p in pair):
            raise _fail(f, where, f"cross_cluster: {pair!r} is not a pair of planets")
        if systems[pair[0]].cluster == systems[pair[1]].cluster:
            raise _fail(f, where, f"cross_cluster: {pair!r} joins planets of one cluster")
        cross.append((pair[0], pair[1]))
    adjacency = Adjacency(raw_adj["gate_to_own_planets"], tuple(pairs), ring, tuple(cross))

    raw_checks = data["checks"]
    where = "[checks]"
    _keys(raw_checks, ("systems", "planets_per_type", "slots", "full_map_edges"),
          ("systems", "planets_per_type", "slots", "full_map_edges"), f, where)
    checks = Checks(_int(raw_checks["systems"], f, where, "systems"),
                    MappingProxyType(dict(raw_checks["planets_per_type"])),
                    _int(raw_checks["slots"], f, where, "slots"),
                    _int(raw_checks["full_map_edges"], f, where, "full_map_edges"))
    if len(systems) != checks.systems:
        raise _fail(f, where, f"{checks.systems} systems expected, the map has {len(systems)}")
    planets = [s for s in systems.values() if s.kind == "planet"]
    per_type = {t: sum(1 for s in planets if s.planet_type == t) for t in PLANET_TYPES}
    if per_type != dict(checks.planets_per_type):
        raise _fail(f, where, f"planets per type expected {dict(checks.planets_per_type)}, "
                              f"the map has {per_type}")
    slots = sum(s.slots for s in planets)
    if slots != checks.slots:
        raise _fail(f, where, f"{checks.slots} building slots expected, the map has {slots}")
    return tuple(clusters), systems, adjacency, checks


def parse_setups(data: Mapping[str, Any], systems: Mapping[str, System]) -> dict[str, SetupCard]:
    """Check the setup cards (as read from ``setups.toml``) against the map and build them."""
    f = "setups.toml"
    _keys(data, ("card",), ("card",), f, "top level")
    cards: dict[str, SetupCard] = {}
    numbers: set[str] = set()
    for i, raw in enumerate(data["card"]):
        where = f"card #{i + 1} ({raw.get('name')!r})"
        _keys(raw, ("number", "name", "players", "out_of_play", "seats", "experienced"),
              ("number", "name", "players", "out_of_play", "seats"), f, where)
        name, number = raw["name"], raw["number"]
        players = _int(raw["players"], f, where, "players")
        if players not in PLAYER_COUNTS:
            raise _fail(f, where, f"players must be 2, 3 or 4, not {players}")
        if not isinstance(name, str) or not name.startswith(f"{players}P "):
            raise _fail(f, where, f"the name must start with '{players}P '")
        if name in cards:
            raise _fail(f, where, "repeated name")
        if (not isinstance(number, str) or not re.fullmatch(rf"{players}-[1-4]", number)
                or number in numbers):
            raise _fail(f, where, f"number must be '{players}-1' … '{players}-4', once each; "
                                  f"not {number!r}")
        numbers.add(number)
        out = raw["out_of_play"]
        clusters = {s.cluster for s in systems.values()}
        if (not isinstance(out, list) or len(set(out)) != len(out)
                or not all(isinstance(c, int) and c in clusters for c in out)):
            raise _fail(f, where, f"out_of_play must list distinct clusters 1-6, not {out!r}")
        if len(out) != OUT_OF_PLAY_BY_PLAYERS[players]:
            raise _fail(f, where, f"a {players}-player card has "
                                  f"{OUT_OF_PLAY_BY_PLAYERS[players]} out-of-play cluster(s) "
                                  f"(arcs: Setup 1.10), not {len(out)}")
        if not isinstance(raw["seats"], list) or len(raw["seats"]) != players:
            raise _fail(f, where, f"needs one seat per player ({players})")
        seats: list[Seat] = []
        used: dict[str, int] = {}
        for n, seat in enumerate(raw["seats"], start=1):
            at = f"{where}, seat {n}"
            _keys(seat, ("A", "B", "C"), ("A", "B", "C"), f, at)
            c = seat["C"]
            if not isinstance(c, list) or len(c) != C_SYSTEMS_BY_PLAYERS[players]:
                raise _fail(f, at, f"a {players}-player seat has "
                                   f"{C_SYSTEMS_BY_PLAYERS[players]} C system(s), not {c!r}")
            record = Seat(n, seat["A"], seat["B"], tuple(c))
            for letter, sid in (("A", record.a), ("B", record.b), *(("C", x) for x in record.c)):
                if sid not in systems:
                    raise _fail(f, at, f"{letter} system {sid!r} is not on the map")
                if systems[sid].cluster in out:
                    raise _fail(f, at, f"{letter} system {sid} is in cluster "
                                       f"{systems[sid].cluster}, which is out of play")
                if letter in "AB" and systems[sid].kind != "planet":
                    raise _fail(f, at, f"{letter} system {sid} must be a planet (it gets a "
                                       f"{'city' if letter == 'A' else 'starport'})")
                if sid in used:
                    raise _fail(f, at, f"{letter} system {sid} is already seat {used[sid]}'s")
                used[sid] = n
            seats.append(record)
        experienced = raw.get("experienced", False)
        if not isinstance(experienced, bool):
            raise _fail(f, where, "experienced must be true or false")
        cards[name] = SetupCard(number, name, players, tuple(sorted(out)), tuple(seats),
                                experienced)
    for players in PLAYER_COUNTS:
        count = sum(1 for card in cards.values() if card.players == players)
        if count != CARDS_PER_PLAYER_COUNT:
            raise _fail(f, "card", f"{CARDS_PER_PLAYER_COUNT} cards for {players} players "
                                   f"expected, found {count}")
    return dict(sorted(cards.items(), key=lambda item: item[1].number))


def _load(name: str) -> dict[str, Any]:
    text = resources.files("tarotlab.arcs").joinpath(f"data/{name}").read_text("utf-8")
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as err:
        raise TarotlabError(f"arcs data: {name}: not valid TOML: {err}") from None


CLUSTERS, _SYSTEMS, ADJACENCY, CHECKS = parse_map(_load("map.toml"))
SYSTEMS: Mapping[str, System] = MappingProxyType(_SYSTEMS)
"""Every system of the Reach by id, in id order (``"1.0"``, ``"1.1"``, … ``"6.3"``)."""
GATES = tuple(s for s in SYSTEMS if SYSTEMS[s].kind == "gate")
PLANETS = tuple(s for s in SYSTEMS if SYSTEMS[s].kind == "planet")
SETUP_CARDS: Mapping[str, SetupCard] = MappingProxyType(
    parse_setups(_load("setups.toml"), SYSTEMS))
"""The 12 setup cards by name, in card-number order (``"2P Frontiers"`` … ``"4P Mix Up 3"``)."""


def system(text: object) -> str:
    """The system id for ``text`` (``"1.0"``, ``" 5.3 "``); UnknownSystem names the ids."""
    key = text.strip() if isinstance(text, str) else text
    if isinstance(key, str) and key in SYSTEMS:
        return key
    raise UnknownSystem(f"arcs: unknown system {text!r}: systems are 'C.P', cluster C 1-6, "
                        "P 0 for the gate or 1-3 for the planets ('1.0', '1.1', … '6.3')")


def _norm(text: str) -> str:
    return " ".join(text.lower().split())


def setup_card(name: str | SetupCard, players: int | None = None) -> SetupCard:
    """A setup card by name (``"4P Mix Up 1"``), number (``"4-1"``) or, with ``players``, by
    its name without the prefix (``setup_card("Frontiers", players=3)``)."""
    if isinstance(name, SetupCard):
        card = name
    elif not isinstance(name, str):
        raise OptionError(f"arcs: a setup card is named by text, not {shown(name)}", "setup_card")
    else:
        key = _norm(name)
        found = [c for c in SETUP_CARDS.values()
                 if key in (_norm(c.name), c.number)
                 or (key == _norm(c.name.partition(" ")[2])
                     and (players is None or c.players == players))]
        if len(found) != 1:
            if found:
                raise OptionError(
                    f"arcs: setup card {shown(name)} is ambiguous: "
                    f"{', '.join(repr(c.name) for c in found)}; give players=… or the full name",
                    "setup_card")
            raise OptionError(f"arcs: unknown setup card {shown(name)} "
                              f"(cards: {', '.join(repr(c) for c in SETUP_CARDS)})", "setup_card")
        card = found[0]
    if players is not None and players != card.players:
        raise OptionError(f"arcs: setup card {card.name!r} is for {card.players} players, "
                          f"not players={players!r}", "setup_card")
    return card


def setup_cards(players: int | None = None) -> tuple[SetupCard, ...]:
    """The setup cards (for one player count), in card-number order."""
    if players is not None and players not in PLAYER_COUNTS:
        raise OptionError(f"arcs: players must be 2, 3 or 4, not {shown(players)}", "players")
    return tuple(c for c in SETUP_CARDS.values() if players is None or c.players == players)
