"""Mystick Domination's action language: each form of action declared once, with the text it
accepts, the typed value it means and the canonical text that value writes.

``parse(text)`` gives the typed action (``Play(card="9W", onto="5W#3")``); the game's
``parse_action`` is ``parse_text(text)``, that is ``parse(text).to_text()``. Card ids and labels
(``5W#3``: a card in play, by id and number) are written in capitals.

>>> parse("play 9w -> 5w#3")
Play(card='9W', onto='5W#3')
>>> parse_text("challenge 5w#3 -> POOL")
Action('challenge 5W#3 -> pool')
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeAlias

from ..core.engine import Action
from ..core.errors import MalformedAction
from ..core.language import Form, Language, Phrase


@dataclass(frozen=True, slots=True)
class DrawMore:
    """Draw ``count`` more cards (a move offering extra draws)."""

    count: int

    def to_text(self) -> str:
        return f"draw +{self.count}"


@dataclass(frozen=True, slots=True)
class Play:
    """Play ``card`` from hand: to the cross, or on the card in play labelled ``onto``."""

    card: str
    onto: str | None = None

    def to_text(self) -> str:
        return f"play {self.card}" + (f" -> {self.onto}" if self.onto else "")


@dataclass(frozen=True, slots=True)
class Challenge:
    """The card in play ``label`` challenges ``target``: a card in play or the ``pool``."""

    label: str
    target: str

    def to_text(self) -> str:
        return f"challenge {self.label} -> {self.target}"


@dataclass(frozen=True, slots=True)
class Use:
    """Use the ability of the card in play ``label``."""

    label: str

    def to_text(self) -> str:
        return f"use {self.label}"


@dataclass(frozen=True, slots=True)
class Drawn:
    """Chance names the card drawn."""

    card: str

    def to_text(self) -> str:
        return f"card {self.card}"


@dataclass(frozen=True, slots=True)
class Redraw:
    """In a challenge: redraw card ``choice`` (a digit), or ``done``."""

    choice: str

    def to_text(self) -> str:
        return f"redraw {self.choice}"


@dataclass(frozen=True, slots=True)
class Target:
    """An effect's target: ``seat N`` or a card in play (as typed)."""

    what: str

    def to_text(self) -> str:
        return f"target {self.what}"


@dataclass(frozen=True, slots=True)
class Discard:
    """Discard a card from hand."""

    card: str

    def to_text(self) -> str:
        return f"discard {self.card}"


@dataclass(frozen=True, slots=True)
class Recover:
    """Recover a card (from the discard pile to hand)."""

    card: str

    def to_text(self) -> str:
        return f"recover {self.card}"


MystickAction: TypeAlias = (Phrase | DrawMore | Play | Challenge | Use | Drawn | Redraw | Target
                            | Discard | Recover)
"""Every typed form ``parse`` gives."""

LABEL = r"([0-9A-Za-z]+#\d+)"
"""A card in play, in a pattern: its id and its number."""
CARD = r"([0-9A-Za-z]+)"
"""A card id, in a pattern."""

FORMS: list[Form[MystickAction]] = [
    Form(r"draw", lambda m: Phrase("draw"), ("draw",)),
    Form(r"pass", lambda m: Phrase("pass"), ("pass",)),
    Form(r"draw \+(\d)", lambda m: DrawMore(int(m.group(1))), also=("draw +2",)),
    Form(r"play " + CARD, lambda m: Play(m.group(1).upper()), ("play 5W",)),
    Form(r"play " + CARD + r" -> " + LABEL,
         lambda m: Play(m.group(1).upper(), m.group(2).upper()), ("play 9W -> 5W#3",)),
    Form(r"challenge " + LABEL + r" -> (pool|[0-9A-Za-z]+#\d+)",
         lambda m: Challenge(m.group(1).upper(),
                             "pool" if m.group(2).lower() == "pool" else m.group(2).upper()),
         ("challenge 5W#3 -> pool",), also=("challenge 5w#3 -> 9c#1",)),
    Form(r"use " + LABEL, lambda m: Use(m.group(1).upper()), ("use 3W#4",)),
    Form(r"card " + CARD, lambda m: Drawn(m.group(1).upper()), also=("card 5w",)),
    Form(r"redraw (done|\d)", lambda m: Redraw(m.group(1).lower()),
         also=("redraw 1", "redraw DONE")),
    Form(r"target (seat \d|[0-9A-Za-z]+#\d+)", lambda m: Target(m.group(1)),
         also=("target seat 1", "target 5W#3")),
    Form(r"discard " + CARD, lambda m: Discard(m.group(1).upper()), also=("discard 5w",)),
    Form(r"recover " + CARD, lambda m: Recover(m.group(1).upper()), also=("recover 5W",)),
]
"""The forms, tried in order: the first whose pattern matches the whole text."""

LANGUAGE = Language(FORMS)
_TRY = ("draw", "play", "challenge", "use", "pass")
"""The verbs whose examples the message for a text that is no action shows, in this order."""
_SHOWN = ", ".join(f"'{e}'" for e in LANGUAGE.examples(_TRY))


def parse(text: str) -> MystickAction:
    """The typed action ``text`` means, or MalformedAction with examples."""
    action = LANGUAGE.read(text)
    if action is None:
        raise MalformedAction(f"mystick: {text!r} is not an action (try {_SHOWN})")
    return action


def parse_text(text: str) -> Action:
    """The canonical Action for ``text`` (the game's ``parse_action``)."""
    return Action(parse(text).to_text())
