"""Helpers the Arcs rule, card and leader tests share: finishing turns the way players do."""

from __future__ import annotations

from tarotlab.arcs.rules import ArcsState
from tarotlab.arcs.scenario import Rig


def done(rig: Rig, s: ArcsState, seat: int) -> None:
    """End ``seat``'s turn if it is still open (a turn with nothing left ends itself, X8)."""
    if s.pending[:2] == ("turn", seat):
        rig.apply(s, "done")


def follow(rig: Rig, s: ArcsState, *plays: str) -> None:
    """The following seats play these cards in turn order and end their turns at once."""
    for how in plays:
        seat = s.pending[1]
        assert s.pending == ("follow", seat), s.pending
        rig.apply(s, how)
        done(rig, s, seat)
