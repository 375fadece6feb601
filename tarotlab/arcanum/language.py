"""Arcanum's action language: each form of action declared once, with the text it accepts, the
typed value it means and the canonical text that value writes.

``parse(text)`` gives the typed action (``Play(card=..., figure=..., to=3)``); the game's
``parse_action`` is ``parse_text(text)``, that is ``parse(text).to_text()``. Cards are read by
``catalog.parse_card`` (any case: codes, or a Major's name) and written by their code. The forms
that name a card are read with ``partition``, not regular expressions, so the time grows
linearly with the text (a lazy-group regex took seconds on a 30 kB string).

>>> parse_text("PLAY 3w"), parse_text("tower 4-5"), parse_text("raise wand")
(Action('play 3W'), Action('tower 4-5'), Action('raise Wands'))
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import NamedTuple, TypeAlias

from ..core.engine import Action
from ..core.errors import MalformedAction, TarotlabError, shown
from ..core.language import Phrase, normal
from .catalog import SUITS, code, is_court, parse_card

# Canonical texts for the decisions that do not name a card.
END_TURN = Action("end turn")
DRAW_3_MINORS, DRAW_1_MAJOR, DRAW_2_MINORS = (Action("draw 3 minors"), Action("draw 1 major"),
                                              Action("draw 2 minors"))
HIDE_NONE, DISCARD_NONE = Action("hide none"), Action("discard none")
SWAP_NONE = Action("swap none")
HARBOUR_DRAW, HARBOUR_PASS, MARKET_PASS = (Action("harbour draw"), Action("harbour pass"),
                                           Action("market pass"))
FOOL_LATER = Action("fool later")
TOWER_PLACES = tuple(Action(f"tower {a}-{a + 1}") for a in range(1, 10))
PHRASES = (END_TURN, DRAW_3_MINORS, DRAW_1_MAJOR, DRAW_2_MINORS, HIDE_NONE, DISCARD_NONE,
           SWAP_NONE, HARBOUR_DRAW, HARBOUR_PASS, MARKET_PASS, FOOL_LATER)
"""The decisions of fixed words (the Tower's places aside)."""


@dataclass(frozen=True, slots=True)
class Tower:
    """Place the Tower on locations ``first`` and ``first + 1``."""

    first: int

    def to_text(self) -> str:
        return f"tower {self.first}-{self.first + 1}"


@dataclass(frozen=True, slots=True)
class MarketSwap:
    """Exchange ``card`` at the Market."""

    card: int

    def to_text(self) -> str:
        return f"market swap {code(self.card)}"


@dataclass(frozen=True, slots=True)
class Play:
    """Play ``card``; a Minor that moves a figure names it and where it goes."""

    card: int
    figure: int | None = None
    to: int | None = None

    def to_text(self) -> str:
        if self.figure is None:
            return f"play {code(self.card)}"
        return f"play {code(self.card)}: {code(self.figure)} -> {self.to}"


@dataclass(frozen=True, slots=True)
class MoveFigure:
    """Move a Court Figure to a location (``move``), or place back one Judgement removed
    (``return``)."""

    verb: str
    figure: int
    to: int

    def to_text(self) -> str:
        return f"{self.verb} {code(self.figure)} -> {self.to}"


@dataclass(frozen=True, slots=True)
class CardChoice:
    """Choose a card to draw, hide, discard, give, reveal or remove (``verb``)."""

    verb: str
    card: int

    def to_text(self) -> str:
        return f"{self.verb} {code(self.card)}"


@dataclass(frozen=True, slots=True)
class Swap:
    """Swap a hidden Minor (``mine``) with one from hand (``theirs``) (Temperance)."""

    mine: int
    theirs: int

    def to_text(self) -> str:
        return f"swap {code(self.mine)} for {code(self.theirs)}"


@dataclass(frozen=True, slots=True)
class HouseChoice:
    """Choose a House: raise, lower or keep it, name it, or the Fool's House (``verb``)."""

    verb: str
    suit: str

    def to_text(self) -> str:
        return f"{self.verb} {self.suit}"


@dataclass(frozen=True, slots=True)
class First:
    """Chance picks the first player."""

    seat: int

    def to_text(self) -> str:
        return f"first seat {self.seat}"


@dataclass(frozen=True, slots=True)
class Place:
    """Chance places a Court Figure (``card``) at a location, for setup."""

    card: int
    at: int

    def to_text(self) -> str:
        return f"place {code(self.card)} at {self.at}"


ArcanumAction: TypeAlias = (Phrase | Tower | MarketSwap | Play | MoveFigure | CardChoice | Swap
                            | HouseChoice | First | Place)
"""Every typed form ``parse`` gives."""


# ---------------------------------------------------------------------- names
def card(text: str) -> int:
    """A card by name or code, any case (TarotlabError if none)."""
    return parse_card(text.strip())


def figure(text: str) -> int:
    """A Court Figure by name or code (TarotlabError if the card is none)."""
    f = parse_card(text.strip())
    if not is_court(f):
        raise TarotlabError(f"{shown(text.strip())} is not a Court Figure")
    return f


def location(text: str) -> int:
    """A location number, 1 to 10 (TarotlabError if not)."""
    text = text.strip()
    if not text.isdigit() or not 1 <= int(text) <= 10:
        raise TarotlabError(f"no location {shown(text)} (1..10)")
    return int(text)


def house(text: str) -> str:
    """A House (suit) by name, singular or plural, any case (TarotlabError if none)."""
    for s in SUITS:
        if s.lower() == text.lower() or s.lower().rstrip("s") == text.lower().rstrip("s"):
            return s
    raise TarotlabError(f"unknown House {shown(text)}")


# ---------------------------------------------------------------------- readers
def _market(verb: str, rest: str) -> ArcanumAction | None:
    return MarketSwap(card(rest[5:])) if rest.lower().startswith("swap ") else None


def _play(verb: str, rest: str) -> ArcanumAction:
    played, colon, move = rest.partition(":")
    if not colon:
        return Play(card(played))
    fig, arrow, where = move.partition("->")
    if not arrow:
        raise TarotlabError("a move is 'play CARD: FIGURE -> LOCATION'")
    return Play(card(played), figure(fig), location(where))


def _move(verb: str, rest: str) -> ArcanumAction:
    fig, arrow, where = rest.rpartition("->")
    if not arrow:
        raise TarotlabError(f"'{verb} FIGURE -> LOCATION'")
    return MoveFigure(verb, figure(fig), location(where))


def _swap(verb: str, rest: str) -> ArcanumAction | None:
    mine, sep, theirs = rest.partition(" for ")
    return Swap(card(mine), card(theirs)) if sep else None


def _first(verb: str, rest: str) -> ArcanumAction | None:
    word, _, number = rest.partition(" ")
    ok = word.lower() == "seat" and len(number) == 1 and number.isdigit()
    return First(int(number)) if ok else None


def _place(verb: str, rest: str) -> ArcanumAction | None:
    placed, sep, where = rest.rpartition(" at ")
    return Place(card(placed), location(where)) if sep else None


class Form(NamedTuple):
    """One form of action: its shape (the input it accepts), the verbs it reads, its reader
    (``verb``, the rest of the text) giving the typed action, or None to let the next form
    try, or TarotlabError saying what is wrong; and texts it reads."""

    shape: str
    verbs: frozenset[str]
    read: Callable[[str, str], ArcanumAction | None]
    examples: tuple[str, ...]


def _verbs(*words: str) -> frozenset[str]:
    return frozenset(words)


FORMS: list[Form] = [
    Form("market swap CARD", _verbs("market"), _market, ("market swap 3c",)),
    Form("play CARD[: FIGURE -> LOCATION]", _verbs("play"), _play,
         ("play 3W", "play 5c: kw -> 4", "play the fool")),
    Form("move|return FIGURE -> LOCATION", _verbs("move", "return"), _move,
         ("move KW -> 3", "return qs -> 10")),
    Form("draw|hide|discard|give|reveal|remove CARD",
         _verbs("draw", "hide", "discard", "give", "reveal", "remove"),
         lambda verb, rest: CardChoice(verb, card(rest)) if rest else None,
         ("hide 2p", "give 5C", "remove jw")),
    Form("swap CARD for CARD", _verbs("swap"), _swap, ("swap 2C for 7w",)),
    Form("raise|lower|keep|house|fool HOUSE", _verbs("raise", "lower", "keep", "house", "fool"),
         lambda verb, rest: HouseChoice(verb, house(rest)) if rest and " " not in rest else None,
         ("raise chalices", "fool Wand", "keep Swords")),
    Form("first seat N", _verbs("first"), _first, ("first seat 2",)),
    Form("place FIGURE at LOCATION", _verbs("place"), _place, ("place KW at 3",)),
]
"""The forms that name a card, a figure, a location or a House, tried in order; the phrases
(``PHRASES``, ``TOWER_PLACES``) are read first, in any case."""

_WORDS: dict[str, ArcanumAction] = {
    **{a.lower(): Phrase(a) for a in PHRASES},
    **{a.lower(): Tower(n) for n, a in enumerate(TOWER_PLACES, start=1)}}


def parse(text: str) -> ArcanumAction:
    """The typed action ``text`` means, or MalformedAction saying what is wrong."""
    t = normal(text)
    phrase = _WORDS.get(t.lower())
    if phrase is not None:
        return phrase
    verb, _, rest = t.partition(" ")
    verb = verb.lower()
    try:
        for form in FORMS:
            if verb in form.verbs:
                action = form.read(verb, rest)
                if action is not None:
                    return action
        raise TarotlabError("unknown action")
    except TarotlabError as err:
        raise MalformedAction(f"arcanum: {shown(text)} is not an action ({err})") from None


def parse_text(text: str) -> Action:
    """The canonical Action for ``text`` (the game's ``parse_action``)."""
    return Action(parse(text).to_text())
