"""The seat numbers every part of the engine shares: CHANCE, ALL, and a seat's name.

A module of its own, at the bottom of the core, so that records (``record.py``) can name
the chance seat without importing the engine; ``tarotlab.core.engine`` hands the same
names on.
"""

from __future__ import annotations

from typing import Final

CHANCE: Final = -1
"""The seat that decides coin flips, dice and shuffles (``state.to_move == CHANCE``)."""

ALL: Final = -2
"""Pass to ``view()`` for the omniscient view (everything, as the rules engine sees it)."""


def seat_name(seat: int | None) -> str:
    """Human name of a seat: ``"seat 0"``, ``"chance"``, ``"spectator"``.

    >>> seat_name(2), seat_name(CHANCE), seat_name(None)
    ('seat 2', 'chance', 'spectator')
    """
    if seat is None:
        return "spectator"
    if seat == CHANCE:
        return "chance"
    return f"seat {seat}"
