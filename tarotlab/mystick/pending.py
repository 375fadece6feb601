"""The decisions a Mystick game may be waiting on: typed records (``NamedTuple``: ``kind``,
``seat``, then the details its ``Decision`` reads by name). ``seat`` is ``CHANCE`` for a card
drawn and for a card discarded at random. A record is still a tuple, so
``state.pending == ("move", 0)`` reads naturally in a test.

The decisions themselves live with their rulebook sections: ``draws.py`` (a card drawn),
``moves.py`` (the move), ``challenge.py`` (the redraw), ``effects.py`` (a card's questions).
"""

from __future__ import annotations

from typing import NamedTuple

from ..core.decision import OVER, Decide
from .catalog import Effect


class DrawCard(NamedTuple):
    """Chance names the card ``player`` draws into ``dest`` (hand, cross, initiative, mill,
    look), ``left`` cards to go (this one included); ``cause`` as ``draws.draw`` takes it."""

    kind: str
    seat: int
    player: int
    dest: str
    left: int
    cause: str


class RandomDiscard(NamedTuple):
    """Chance picks the card ``player`` discards from hand at random (the effect of ``card``)."""

    kind: str
    seat: int
    player: int
    card: str


class PickDiscard(NamedTuple):
    """``seat`` chooses the card ``player`` discards from hand (the effect of ``card``)."""

    kind: str
    seat: int
    player: int
    card: str


class RecoverCard(NamedTuple):
    """``seat`` chooses a card of their discard pile to return to hand (the effect of
    ``card``)."""

    kind: str
    seat: int
    card: str


class ChooseTarget(NamedTuple):
    """``seat`` chooses one of ``options`` (labels or ``seat N``) as the target of ``effect``
    of ``card`` (``pick src`` / ``pick dst``: the Pawns a move_power takes Power from and
    gives it to)."""

    kind: str
    seat: int
    effect: Effect
    options: tuple[str, ...]
    card: str


Pending = Decide | DrawCard | RandomDiscard | PickDiscard | RecoverCard | ChooseTarget
"""Every pending decision (``Decide``: the ``move`` and the ``redraw`` of a seat, with
nothing more to them than their kind and seat; ``OVER`` once the game is over)."""

__all__ = ["OVER", "ChooseTarget", "Decide", "DrawCard", "Pending", "PickDiscard",
           "RandomDiscard", "RecoverCard"]
