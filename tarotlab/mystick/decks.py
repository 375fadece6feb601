"""Mystick decks: construction rules, ready-made decks and a tournament's 3-card change
(mystick R3; the match itself is in ``tournament.py``).

A deck is a list of 39 card ids (``4W``, ``PC``, ``M13``): 14 cards of each of two suits and
11 Major Arcana. Basic construction allows no duplicates; advanced allows up to 3 copies of
a card. Every refusal names the rule it breaks.

A game's option ``decks`` names one deck per seat: a ready-made deck's name, a ``Deck`` or a
list of card ids (``DecksOption``). It is stored as every seat's card list, so a game's record
replays exactly whatever the decks were.
"""

from __future__ import annotations

import tomllib
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

from ..core.errors import OptionError, TarotlabError, shown
from ..core.options import Option
from .catalog import SUITS, major_id, minor_id

DECK_SIZE, PER_SUIT, MAJORS = 39, 14, 11
MAX_COPIES = {"basic": 1, "advanced": 3}
R_BASIC = "mystick R3 (Basic Deck Construction Rules)"
R_ADVANCED = "mystick R3 (Advanced Deck Construction Rules)"
R_TOURNAMENT = "mystick: Tournaments"
KNOWN = {minor_id(r, s) for s in SUITS for r in range(1, 15)} | {major_id(n) for n in range(22)}


class DeckError(TarotlabError):
    """A deck that breaks its construction format; ``rule`` names the rule."""

    def __init__(self, rule: str, reason: str) -> None:
        self.rule, self.reason = rule, reason
        super().__init__(f"[{rule}] {reason}")


def _suit(card: str) -> str | None:
    if card.startswith("M"):
        return None
    return {"W": "Wands", "C": "Cups", "S": "Swords", "P": "Pentacles"}[card[-1]]


def validate(cards: Sequence[str], fmt: str = "basic") -> tuple[str, str]:
    """Check a deck; returns its two suits or raises DeckError naming the broken rule."""
    if fmt not in MAX_COPIES:
        raise TarotlabError(f"mystick: deck format is 'basic' or 'advanced', not {fmt!r}")
    rule = R_BASIC if fmt == "basic" else R_ADVANCED
    unknown = [c for c in cards if c not in KNOWN]
    if unknown:
        raise DeckError(rule, f"unknown card {unknown[0]!r} (cards are like 4W, PC, NS, KP, M13)")
    if len(cards) != DECK_SIZE:
        raise DeckError(rule, f"a deck has {DECK_SIZE} cards, not {len(cards)}")
    suits = Counter(s for c in cards if (s := _suit(c)) is not None)
    if len(suits) > 2:
        third = sorted(suits, key=lambda s: (suits[s], s))[0]
        raise DeckError(rule, f"a deck uses two suits; {', '.join(sorted(suits))} is "
                        f"{len(suits)} (remove the {third})")
    majors = sum(1 for c in cards if c.startswith("M"))
    if majors != MAJORS:
        raise DeckError(rule, f"a deck has {MAJORS} Major Arcana, not {majors}")
    for suit, n in suits.items():
        if n != PER_SUIT:
            raise DeckError(rule, f"a deck has {PER_SUIT} cards of each of its suits, not "
                            f"{n} {suit}")
    if len(suits) != 2:
        raise DeckError(rule, "a deck uses exactly two suits")
    limit = MAX_COPIES[fmt]
    copies = Counter(cards)
    over = sorted(c for c, n in copies.items() if n > limit)
    if over:
        what = "no duplicates" if limit == 1 else f"at most {limit} copies of a card"
        raise DeckError(rule, f"{what}: {over[0]} appears {copies[over[0]]} times")
    pair = sorted(suits, key=SUITS.index)
    return pair[0], pair[1]


@dataclass(frozen=True)
class Deck:
    """A named, validated deck."""

    name: str
    cards: tuple[str, ...]
    fmt: str = "basic"

    def __post_init__(self) -> None:
        validate(self.cards, self.fmt)

    @property
    def suits(self) -> tuple[str, str]:
        return validate(self.cards, self.fmt)


def build(suits: Iterable[str], majors: Iterable[int], name: str = "custom") -> Deck:
    """All 14 cards of two suits plus the given Major numbers (basic format)."""
    chosen = list(suits)
    for s in chosen:
        if s not in SUITS:
            raise TarotlabError(f"mystick: unknown suit {s!r} ({', '.join(SUITS)})")
    cards = [minor_id(r, s) for s in chosen for r in range(1, 15)]
    cards += [major_id(n) for n in majors]
    return Deck(name, tuple(cards))


def ready_made() -> dict[str, Deck]:
    """The shipped decks, one for every pair of suits (``data/decks.toml``)."""
    return dict(_shipped())


@cache
def _shipped() -> dict[str, Deck]:
    text = resources.files("tarotlab.mystick").joinpath("data/decks.toml").read_text("utf-8")
    return {d["name"]: build(d["suits"], d["majors"], d["name"])
            for d in tomllib.loads(text)["deck"]}


def deck_name(cards: Sequence[str]) -> str:
    """The ready-made deck with exactly these cards, or what a custom deck is made of."""
    wanted = sorted(cards)
    for name, deck in _shipped().items():
        if sorted(deck.cards) == wanted:
            return name
    suits = [s for s in SUITS if any(c.endswith(s[0]) and not c.startswith("M") for c in cards)]
    return f"a custom {' and '.join(suits)} deck"


def seat_deck(choice: Any) -> list[str]:
    """One seat's deck as a sorted card list: a ready-made deck's name, a Deck (checked in its
    format) or a list of card ids (basic format, advanced if it holds duplicates)."""
    if isinstance(choice, str):
        name = choice.strip()
        if name not in _shipped():
            raise TarotlabError(f"unknown deck {name!r} (decks: {', '.join(_shipped())})")
        return sorted(_shipped()[name].cards)
    if isinstance(choice, Deck):
        cards, fmt = list(choice.cards), choice.fmt
    elif isinstance(choice, list | tuple) and all(isinstance(c, str) for c in choice):
        cards = list(choice)
        fmt = "basic" if len(set(cards)) == len(cards) else "advanced"
    else:
        raise TarotlabError("a deck is a ready-made deck's name, a Deck or a list of card codes, "
                            f"not {type(choice).__name__}")
    validate(cards, fmt)
    return sorted(cards)


@dataclass(frozen=True, slots=True)
class DecksOption(Option):
    """The option ``decks``: "" (the default decks), comma-separated ready-made deck names,
    or one deck per seat (see ``seat_deck``). Stored as one sorted card list per seat."""

    def validate(self, game: str, value: Any) -> Any:
        if isinstance(value, str):
            if not value.strip():
                return ""
            value = value.split(",")
        if not isinstance(value, list | tuple):
            raise OptionError(f"{game}: option {self.name!r} must be deck names or one deck per "
                              f"seat, not {type(value).__name__} {shown(value)}", self.name)
        decks = []
        for seat, choice in enumerate(value):
            try:
                decks.append(seat_deck(choice))
            except TarotlabError as err:
                raise OptionError(f"{game}: option {self.name!r}, seat {seat}: {err}",
                                  self.name) from None
        return decks


def deck_for(suits: Sequence[str]) -> Deck:
    """The ready-made deck of a pair of suits (in either order)."""
    wanted = set(suits)
    for deck in ready_made().values():
        if set(deck.suits) == wanted:
            return deck
    raise TarotlabError(f"mystick: no ready-made deck for {' and '.join(suits)}")


def swap(deck: Deck, removed: Sequence[str], added: Sequence[str]) -> Deck:
    """The tournament loser's change: exactly 3 cards out, 3 different cards in.

    The new deck must follow the construction rules with up to 3 copies of a card
    ("just as in the advanced deck construction rules").
    """
    if len(removed) != 3 or len(added) != 3:
        raise DeckError(R_TOURNAMENT, f"remove exactly 3 cards and add exactly 3 (not "
                        f"{len(removed)} and {len(added)})")
    left = Counter(deck.cards)
    for card in removed:
        if left[card] == 0:
            raise DeckError(R_TOURNAMENT, f"{card} is not in the deck to remove")
        left[card] -= 1
    back = set(added) & set(removed)
    if back:
        raise DeckError(R_TOURNAMENT, f"the 3 added cards must differ from those removed "
                        f"({sorted(back)[0]} is both)")
    cards = tuple(sorted(left.elements())) + tuple(added)
    try:
        validate(cards, "advanced")
    except DeckError as err:
        raise DeckError(R_TOURNAMENT, f"the changed deck breaks the construction rules: "
                        f"{err.reason}") from None
    return Deck(deck.name, cards, "advanced")
