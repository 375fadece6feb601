"""Mystick Domination's card catalog, read from ``data/catalog.toml`` and checked at import.

The rulebook prints no card texts (mystick R1): tarotlab ships its own 78 cards. Each card
has a name, a type fixed by its rank (R1), influence and printed traits for Pawns (R2), a
text for people and ``effects`` in the vocabulary of ``vocabulary.md`` that the engine
interprets. The loader refuses a broken entry, naming the card and the field.
"""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field
from importlib import resources
from types import MappingProxyType
from typing import Any

from ..core.copying import ATOMS
from ..core.errors import TarotlabError

SUITS = ("Wands", "Cups", "Swords", "Pentacles")
SUIT_LETTERS = {"Wands": "W", "Cups": "C", "Swords": "S", "Pentacles": "P"}
RANK_CODES = {1: "A", 11: "P", 12: "N", 13: "Q", 14: "K"}
TRAITS = ("Aggression", "Presence", "Immunity", "Resources")
SUIT_TRAIT = dict(zip(SUITS, TRAITS, strict=True))  # R2: the trait each suit tends to have
INFLUENCE_BY_RANK = {3: 1, 4: 1, 5: 2, 6: 2, 7: 3}  # mystick R2

WHEN = ("play", "static", "challenges", "challenged", "fate", "move", "round_end",
        "initiative")
TARGETS = ("self", "own_pawn", "enemy_pawn", "any_pawn", "challenger", "challenged", "pool",
           "you", "opponent", "that_opponent", "each_opponent", "each_player",
           "each_enemy_pawn", "each_own_pawn", "each_pawn", "environment", "attachment", "lasting")
OPS: dict[str, tuple[set[str], set[str]]] = {
    # op: (required parameters, optional parameters)
    "gain_power": ({"target", "amount"}, set()),
    "move_power": ({"from", "to", "amount"}, set()),
    "destroy_power": ({"target", "amount"}, set()),
    "return_power": ({"target", "amount"}, set()),
    "influence": ({"target", "amount"}, set()),
    "grant_trait": ({"target", "trait"}, set()),
    "remove_trait": ({"target", "trait"}, set()),
    "successes": ({"amount"}, set()),
    "extra_redraw": (set(), set()),
    "clear_cross": ({"target", "amount"}, set()),
    "fill_cross": ({"target", "amount"}, set()),
    "draw_count": ({"amount"}, set()),
    "extra_move": (set(), set()),
    "skip_move": ({"target"}, set()),
    "draw": ({"target", "amount"}, set()),
    "discard_hand": ({"target", "amount"}, {"choice"}),
    "look_hand": ({"target"}, set()),
    "look_deck": ({"target", "amount"}, set()),
    "recover": ({"amount"}, set()),
    "mill": ({"target", "amount"}, set()),
    "vp": ({"target", "amount"}, set()),
    "kill": ({"target"}, set()),
    "discard_in_play": ({"target"}, set()),
}


def card_type(rank: int) -> str:
    """mystick R1: Ace-2 Environment, 3-7 Pawn, 8-10 Attachment, Page-King Action."""
    if rank <= 2:
        return "Environment"
    if rank <= 7:
        return "Pawn"
    if rank <= 10:
        return "Attachment"
    return "Action"


@dataclass(frozen=True, slots=True)
class Effect:
    """One machine-readable effect: a trigger, an operation and its parameters."""

    when: str
    do: str
    params: tuple[tuple[str, Any], ...]
    lookup: Mapping[str, Any] = field(init=False, compare=False, hash=False, repr=False)
    """The params by name, read-only (a view of a dict no one else holds)."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "lookup", MappingProxyType(dict(self.params)))

    def get(self, key: str, default: Any = None) -> Any:
        return self.lookup.get(key, default)


ATOMS.add(Effect)
"""An effect is a value: its fields are frozen and its ``lookup`` is a read-only view of its
``params``. Clones share effects held in a queued task or a pending decision instead of
copying them (``core.copying``), as they share Actions."""


@dataclass(frozen=True, slots=True)
class MystickCard:
    """A catalog card. ``id`` is ``4W`` style for Minors and ``M07`` for Majors."""

    id: str
    name: str
    suit: str  # a suit, or "Major"
    rank: int  # 1..14 for Minors, the Roman numeral's value for Majors
    type: str  # Environment | Pawn | Attachment | Action | Major
    influence: int
    traits: tuple[str, ...]
    text: str
    effects: tuple[Effect, ...]

    @property
    def is_major(self) -> bool:
        return self.suit == "Major"


def minor_id(rank: int, suit: str) -> str:
    return f"{RANK_CODES.get(rank, str(rank))}{SUIT_LETTERS[suit]}"


def major_id(number: int) -> str:
    return f"M{number:02d}"


def _effect(raw: Any, where: str) -> Effect:
    if not isinstance(raw, dict):
        raise TarotlabError(f"{where}: an effect is a table")
    when, do = raw.get("when"), raw.get("do")
    if when not in WHEN:
        raise TarotlabError(f"{where}: unknown trigger {when!r} (one of {', '.join(WHEN)})")
    if do not in OPS:
        raise TarotlabError(f"{where}: unknown operation {do!r}")
    required, optional = OPS[do]
    params = {k: v for k, v in raw.items() if k not in ("when", "do")}
    missing = required - params.keys()
    extra = params.keys() - required - optional
    if missing:
        raise TarotlabError(f"{where}: {do} needs {', '.join(sorted(missing))}")
    if extra:
        raise TarotlabError(f"{where}: {do} does not take {', '.join(sorted(extra))}")
    for key in ("target", "from", "to"):
        if key in params and params[key] not in TARGETS:
            raise TarotlabError(f"{where}: unknown {key} {params[key]!r}")
    if "trait" in params and params["trait"] not in TRAITS:
        raise TarotlabError(f"{where}: unknown trait {params['trait']!r}")
    if "amount" in params and (type(params["amount"]) is not int or abs(params["amount"]) > 9):
        raise TarotlabError(f"{where}: amount must be a small whole number")
    if params.get("choice", "owner") not in ("owner", "random"):
        raise TarotlabError(f"{where}: choice is 'owner' or 'random'")
    return Effect(when, do, tuple(sorted(params.items())))


def _card(raw: Any, index: int) -> MystickCard:
    where = f"mystick catalog: card #{index + 1} ({raw.get('id', '?')} {raw.get('name', '')})"
    suit, rank = raw.get("suit"), raw.get("rank")
    if suit == "Major":
        if type(rank) is not int or not 0 <= rank <= 21:
            raise TarotlabError(f"{where}: a Major's rank is its number 0..21")
        expected_id, ctype = major_id(rank), "Major"
    elif suit in SUITS:
        if type(rank) is not int or not 1 <= rank <= 14:
            raise TarotlabError(f"{where}: rank must be 1..14")
        expected_id, ctype = minor_id(rank, suit), card_type(rank)
    else:
        raise TarotlabError(f"{where}: unknown suit {suit!r}")
    if raw.get("id") != expected_id:
        raise TarotlabError(f"{where}: id must be {expected_id!r}")
    if raw.get("type") != ctype:
        raise TarotlabError(f"{where}: type must be {ctype} (mystick R1)")
    influence = raw.get("influence", 0)
    traits = tuple(raw.get("traits", ()))
    if ctype == "Pawn":
        if influence != INFLUENCE_BY_RANK[rank]:
            raise TarotlabError(f"{where}: a rank-{rank} Pawn has influence "
                                f"{INFLUENCE_BY_RANK[rank]} (mystick R2)")
    elif influence or traits:
        raise TarotlabError(f"{where}: only Pawns have influence and printed traits")
    for t in traits:
        if t not in TRAITS:
            raise TarotlabError(f"{where}: unknown trait {t!r}")
    if not isinstance(raw.get("name"), str) or not isinstance(raw.get("text"), str):
        raise TarotlabError(f"{where}: needs a name and a text")
    effects = tuple(_effect(e, f"{where} effect {i + 1}") for i, e in
                    enumerate(raw.get("effects", ())))
    if not effects:
        raise TarotlabError(f"{where}: every card has an effect (mystick R1)")
    for i, e in enumerate(effects):
        if e.get("target") == "that_opponent" and not any(
                earlier.get("target") == "opponent" for earlier in effects[:i]):
            raise TarotlabError(f"{where} effect {i + 1}: 'that_opponent' needs an earlier "
                                "effect of the card that chooses an opponent")
    if ctype == "Major" and any(e.when != "fate" for e in effects):
        raise TarotlabError(f"{where}: a Major's effects resolve when drawn as Fate")
    return MystickCard(raw["id"], raw["name"], suit, rank, ctype, influence, traits,
                       raw["text"], effects)


def load(text: str | None = None) -> dict[str, MystickCard]:
    """Parse and check a catalog (the shipped one by default): all 78 cards, once each."""
    if text is None:
        text = resources.files("tarotlab.mystick").joinpath("data/catalog.toml").read_text("utf-8")
    data = tomllib.loads(text)
    cards: dict[str, MystickCard] = {}
    for i, raw in enumerate(data.get("card", [])):
        card = _card(raw, i)
        if card.id in cards:
            raise TarotlabError(f"mystick catalog: card {card.id} appears twice")
        cards[card.id] = card
    expected = {minor_id(r, s) for s in SUITS for r in range(1, 15)} | {
        major_id(n) for n in range(22)}
    missing = sorted(expected - cards.keys())
    if missing:
        raise TarotlabError(f"mystick catalog: missing cards {', '.join(missing)}")
    return cards
