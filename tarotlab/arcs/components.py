"""The Arcs components the rules engine reads: action deck, ambition markers, player board,
battle dice and the Court, from ``data/components.toml`` (arcs R1), checked at import.

>>> from tarotlab.arcs.components import ACTION_CARDS, COURT
>>> ACTION_CARDS["Agg5"].pips, ACTION_CARDS["Agg5"].ambition
(2, 'Keeper')
>>> len(COURT), sum(1 for card in COURT.values() if card.kind == "guild")
(31, 25)
"""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from importlib import resources
from types import MappingProxyType
from typing import Any

from ..core.errors import TarotlabError

_FILE = "components.toml"


def plural(count: int, word: str) -> str:
    """``1 hit``, ``2 hits``, ``1 die``, ``2 dice``: counts of pieces in event texts."""
    if count == 1:
        return f"{count} {word}"
    return f"{count} {word[:-3]}dice" if word.endswith("die") else f"{count} {word}s"


def _fail(what: str) -> TarotlabError:
    return TarotlabError(f"arcs data: {_FILE}: {what}")


@dataclass(frozen=True, slots=True)
class ActionCard:
    """An action card: suit, number 1-7, action pips and the ambition it lets you declare."""

    code: str  # "Agg5"
    suit: str  # "Aggression"
    number: int
    pips: int
    ambition: str | None  # None for a "1"; "any" for a "7"

    @property
    def name(self) -> str:
        return f"{self.suit} {self.number}"


@dataclass(frozen=True, slots=True)
class CourtCard:
    """A Court card: a Guild card (suit, raid cost in keys) or a Vox card."""

    id: str
    name: str
    kind: str  # "guild" | "vox"
    suit: str | None
    keys: int
    text: str


@dataclass(frozen=True, slots=True)
class Marker:
    """An ambition marker: first/second-place Power on its blue and flipped sides."""

    index: int
    name: str
    blue: tuple[int, int]
    flipped: tuple[int, int]


def _load() -> dict[str, Any]:
    text = resources.files("tarotlab.arcs").joinpath(f"data/{_FILE}").read_text("utf-8")
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as err:  # pragma: no cover - data shipped with the package
        raise _fail(f"not valid TOML: {err}") from None


_RAW = _load()
GAME: Mapping[str, Any] = MappingProxyType(_RAW["game"])
RESOURCES: tuple[str, ...] = tuple(GAME["resource_types"])
TOKENS_PER_TYPE: int = GAME["tokens_per_type"]
DICE_PER_TYPE: int = GAME["dice_per_type"]
CHAPTERS: int = GAME["chapters"]
HAND: int = GAME["hand"]
THRESHOLD: dict[int, int] = {int(k): v for k, v in GAME["thresholds"].items()}
COURT_ROW: dict[int, int] = {int(k): v for k, v in GAME["court_row"].items()}
PIECES: Mapping[str, int] = MappingProxyType(_RAW["pieces"])

_deck = _RAW["action_deck"]
SUITS: tuple[str, ...] = tuple(_deck["suits"])
SUIT_CODE: dict[str, str] = dict(_deck["code"])
SUIT_ACTIONS: dict[str, tuple[str, ...]] = {s: tuple(a) for s, a in _deck["actions"].items()}
FOUR_PLAYER_ONLY: frozenset[int] = frozenset(_deck["four_player_only"])

_amb = _RAW["ambitions"]
AMBITIONS: tuple[str, ...] = tuple(_amb["order"])
AMBITION_BY_NUMBER: dict[int, str] = {int(k): v for k, v in _amb["by_number"].items()}
AMBITION_COUNTS: dict[str, tuple[str, ...]] = {k: tuple(v) for k, v in _amb["counts"].items()}
TWO_PLAYER_BOX: dict[str, str] = dict(_amb["two_player_box"])
MARKERS: tuple[Marker, ...] = tuple(
    Marker(i, m["name"], (m["blue"][0], m["blue"][1]), (m["flipped"][0], m["flipped"][1]))
    for i, m in enumerate(_amb["marker"]))

_board = _RAW["board"]
SLOT_KEYS: tuple[int, ...] = tuple(_board["slot_keys"])
OPEN_SLOTS: tuple[int, ...] = tuple(_board["open_slots_by_cities_off_board"])
CITY_BONUS: tuple[int, ...] = tuple(_board["bonus_by_cities_off_board"])
PRELUDE: dict[str, tuple[str, ...]] = {k: tuple(v) for k, v in _RAW["prelude"].items()}

DICE: dict[str, tuple[tuple[int, int, int, int, int], ...]] = {
    kind: tuple((f[0], f[1], f[2], f[3], f[4]) for f in faces)
    for kind, faces in _RAW["dice"].items()}
"""Per die type, per face 1-6: (hits, self-hits, intercept, building hits, keys)."""
DIE_TYPES: tuple[str, ...] = ("assault", "skirmish", "raid")


def _action_cards() -> dict[str, ActionCard]:
    cards: dict[str, ActionCard] = {}
    for suit in SUITS:
        pips = _deck["pips"][suit]
        if len(pips) != 7:
            raise _fail(f"action_deck.pips.{suit} must list 7 numbers")
        for number in range(1, 8):
            ambition = "any" if number == 7 else AMBITION_BY_NUMBER.get(number)
            code = f"{SUIT_CODE[suit]}{number}"
            cards[code] = ActionCard(code, suit, number, pips[number - 1], ambition)
    return cards


def _court(entries: list[dict[str, Any]], cards: dict[str, CourtCard]) -> list[str]:
    """Check and add ``[[court]]`` entries to ``cards``; their ids."""
    added = []
    for raw in entries:
        kind = raw.get("kind")
        if kind not in ("guild", "vox"):
            raise _fail(f"court card {raw.get('id')!r}: kind must be guild or vox")
        suit = raw.get("suit")
        if kind == "guild" and suit not in RESOURCES:
            raise _fail(f"court card {raw['id']!r}: a Guild card needs a resource suit")
        card = CourtCard(raw["id"], raw["name"], kind, suit, int(raw.get("keys", 0)), raw["text"])
        if card.id in cards or any(c.name == card.name for c in cards.values()):
            raise _fail(f"court card {card.id!r} ({card.name}) appears twice")
        cards[card.id] = card
        added.append(card.id)
    return added


_COURT: dict[str, CourtCard] = {}
_court(_RAW["court"], _COURT)
ACTION_CARDS: Mapping[str, ActionCard] = MappingProxyType(_action_cards())
COURT: Mapping[str, CourtCard] = MappingProxyType(_COURT)
_COURT_BY_NAME = {c.name.lower(): c.id for c in COURT.values()}
COURT_BY_NAME: Mapping[str, str] = MappingProxyType(_COURT_BY_NAME)


def add_court_cards(text: str) -> list[str]:
    """Add Court cards written as ``[[court]]`` entries of components.toml (a card of an
    expansion, or of a test); their ids. Each needs its ability too (``hooks.register``).

    >>> added = add_court_cards('''[[court]]
    ... id = "BC90"
    ... name = "Star Cartographers"
    ... kind = "guild"
    ... suit = "Fuel"
    ... keys = 1
    ... text = "New action (instead of a Move): chart a gate."''')
    >>> COURT["BC90"].keys, COURT_BY_NAME["star cartographers"]
    (1, 'BC90')
    >>> remove_court_cards(added)
    """
    added = _court(tomllib.loads(text).get("court", []), _COURT)
    _COURT_BY_NAME.update({_COURT[c].name.lower(): c for c in added})
    return added


def remove_court_cards(ids: list[str]) -> None:
    """Take cards added by ``add_court_cards`` out again."""
    for cid in ids:
        del _COURT_BY_NAME[_COURT.pop(cid).name.lower()]

# checks the components file promises (arcs: Key Numbers, components parts 3-7)
if sum(1 for c in COURT.values() if c.kind == "guild") != 25 or len(COURT) != 31:
    raise _fail("the Court needs 25 Guild and 6 Vox cards")
if len(SLOT_KEYS) != 6 or len(OPEN_SLOTS) != 6 or len(CITY_BONUS) != 6:
    raise _fail("the board has 6 resource slots and 5 cities (6 entries per table)")
if len(MARKERS) != 3 or set(AMBITION_BY_NUMBER.values()) != set(AMBITIONS):
    raise _fail("3 ambition markers and the 5 ambitions numbered 2-6")
if set(DICE) != set(DIE_TYPES) or any(len(f) != 6 for f in DICE.values()):
    raise _fail("dice: assault, skirmish and raid, 6 faces each")


@dataclass(frozen=True, slots=True)
class Leader:
    """A leader card (Leaders & Lore): starting pieces of A, B, C, two resources, its text."""

    id: str
    name: str
    a: tuple[int, str]  # (ships, "city" | "starport" | "none")
    b: tuple[int, str]
    c: int
    resources: tuple[str, str]
    text: str


@dataclass(frozen=True, slots=True)
class Lore:
    """A lore card (Leaders & Lore): a lasting power; no suit, no raid cost."""

    id: str
    name: str
    text: str


def _leaders() -> dict[str, Leader]:
    out: dict[str, Leader] = {}
    for raw in _RAW["leader"]:
        a, b = raw["a"], raw["b"]
        for part in (a, b):
            if part["building"] not in ("city", "starport", "none"):
                raise _fail(f"leader {raw['id']}: building must be city, starport or none")
        res = tuple(raw["resources"])
        if len(res) != 2 or any(r not in RESOURCES for r in res):
            raise _fail(f"leader {raw['id']}: two resources of the five types")
        out[raw["id"]] = Leader(raw["id"], raw["name"], (a["ships"], a["building"]),
                                (b["ships"], b["building"]), raw["c"], (res[0], res[1]),
                                raw["text"])
    return out


LEADERS: Mapping[str, Leader] = MappingProxyType(_leaders())
LORE: Mapping[str, Lore] = MappingProxyType(
    {raw["id"]: Lore(raw["id"], raw["name"], raw["text"]) for raw in _RAW["lore"]})
LEADER_BY_NAME: Mapping[str, str] = MappingProxyType({c.name.lower(): c.id
                                                      for c in LEADERS.values()})
LORE_BY_NAME: Mapping[str, str] = MappingProxyType({c.name.lower(): c.id for c in LORE.values()})
if len(LEADERS) != 8 or len(LORE) != 14:
    raise _fail("the base box has 8 leaders and 14 lore cards")
