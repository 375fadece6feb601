"""Arcana's action language: each form of action declared once, with the text it accepts, the
typed value it means and the canonical text that value writes.

``parse(text)`` gives the typed action (``Throw(number=17)``, ``Choose(effect=...)``); the
game's ``parse_action`` is ``parse_text(text)``, that is ``parse(text).to_text()``. A card is
named by its name, its Roman numeral or its number; an effect by its text in any case
(``opponent loses`` for ``opponent-loses``).

>>> parse_text("throw XVII"), parse_text("throw the star"), parse_text("Opponent loses 1 hour")
(Action('throw Star'), Action('throw Star'), Action('opponent-loses 1 hour'))
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeAlias

from ..core.cards import parse_major
from ..core.engine import Action
from ..core.errors import MalformedAction, TarotlabError, shown
from ..core.language import Form, Language
from .catalog import CARDS, CHAMBERS, Effect


@dataclass(frozen=True, slots=True)
class Coin:
    """Chance tosses the coin: ``face`` 0 or 1."""

    face: int

    def to_text(self) -> str:
        return f"coin {self.face}"


@dataclass(frozen=True, slots=True)
class Die:
    """Chance rolls the die: ``face`` 1 to 6."""

    face: int

    def to_text(self) -> str:
        return f"die {self.face}"


@dataclass(frozen=True, slots=True)
class Throw:
    """Throw the Major Arcana numbered ``number`` (0 the Fool … 21 the World)."""

    number: int

    def to_text(self) -> str:
        return str(CARDS[self.number].throw)


@dataclass(frozen=True, slots=True)
class Choose:
    """Choose an effect of the card won with, or of a chamber reached."""

    effect: Effect

    def to_text(self) -> str:
        return str(self.effect.action)


ArcanaAction: TypeAlias = Coin | Die | Throw | Choose
"""Every typed form ``parse`` gives."""

EFFECTS: dict[str, Effect] = {e.action.lower(): e for card in CARDS
                              for e in card.options + card.faces}
EFFECTS.update({e.action.lower(): e for chamber in CHAMBERS for e in chamber.options})
"""Every effect option by its text in lower case."""
_ROMAN = {c.numeral.lower(): c.number for c in CARDS}


def _throw(name: str) -> Throw:
    """The card named ``name`` (a name, a Roman numeral, a number below 22), or
    MalformedAction."""
    try:
        if name.lower() in _ROMAN:
            return Throw(_ROMAN[name.lower()])
        if name.isdigit() and int(name) < 22:
            return Throw(int(name))
        major = parse_major(name)
    except TarotlabError:
        raise MalformedAction(f"arcana: unknown card {shown(name)}") from None
    return Throw(next(c.number for c in CARDS if c.major is major))


def _effect(text: str) -> Choose | None:
    effect = EFFECTS.get(text.lower().replace("opponent loses", "opponent-loses"))
    return Choose(effect) if effect else None


FORMS: list[Form[ArcanaAction]] = [
    Form(r"coin ([01])", lambda m: Coin(int(m.group(1))), ("coin 1",)),
    Form(r"die ([1-6])", lambda m: Die(int(m.group(1))), ("die 4",)),
    Form(r"throw (.+)", lambda m: _throw(m.group(1)), ("throw The Star",),
         also=("throw xvii", "throw 0", "throw Wheel of Fortune")),
    Form(r"(?:gain|opponent[ -]loses) .+", lambda m: _effect(m.group(0)),
         ("gain 3 keys", "opponent-loses 1 hour"), also=("Opponent loses 3 damage",)),
]
"""The forms, tried in order (a throw of an unknown card is refused with that reason)."""

LANGUAGE = Language(FORMS, normalise=lambda text: " ".join(text.split()))
"""The forms compiled; a text is read with its spaces collapsed (arrows as typed)."""
_TRY = ("throw", "gain", "opponent-loses", "coin", "die")
"""The verbs whose examples the message for a text that is no action shows, in this order."""
_SHOWN = [f"'{e}'" for e in LANGUAGE.examples(_TRY)]
_SHOWN_TEXT = ", ".join(_SHOWN[:-1]) + " or " + _SHOWN[-1]



def parse(text: str) -> ArcanaAction:
    """The typed action ``text`` means (spaces collapsed, any case), or MalformedAction."""
    action = LANGUAGE.read(text)
    if action is not None:
        return action
    raise MalformedAction(f"arcana: {shown(text)} is not an action (try {_SHOWN_TEXT})")


def parse_text(text: str) -> Action:
    """The canonical Action for ``text`` (the game's ``parse_action``)."""
    return Action(parse(text).to_text())

