"""Arcanum's state machine: ``ArcanumState`` joins the rulebook sections' tables of decisions
and tasks (arcanum.txt; rulings ``arcanum R1``..``R22``; project decisions ``tarotlab A<n>`` in
docs/rulings.md).

Where each rule lives, by the rulebook's sections:

* ``base``: the options, every field, the pending records, VP and prestige (R4, R13, R14), the
  mandatory Minor (R22), asking a decision (A5, A15);
* ``setup``: Setup (first player, the 16 figures, R5);
* ``draw_hide``: A. Draw and hide (drawing, A1; hiding, R11; the hand limit, R12);
* ``playing``: B. Playing cards, Playing a Minor Arcana (R3, R7), the turns and the end of each;
* ``locations``: the ten locations' effects and the optional hides;
* ``majors`` and ``major_choices``: the 22 Major Arcana as a table, and the decisions they ask;
* ``house_scoring``: C. House prestige scoring (R8-R10, R21), the World's (R20), End of the Game;
* ``views``: what each seat sees; ``determinize`` (solved in ``worlds``): a game a seat cannot
  tell from the real one (``State.determinize``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, ClassVar

from ..core.decision import Decision, join_tables
from ..core.engine import Action
from ..core.rng import Rng
from . import base, draw_hide, house_scoring, locations, major_choices, majors, playing, setup
from .base import OFF_BOARD, ArcanumBase
from .catalog import (
    COURT_FIGURES,
    FOOL,
    HAND_LIMIT,
    MAJOR_BASE,
    MAJORS,
    MINORS,
    PRESTIGE_MAX,
)
from .determinize import determinize
from .language import parse_text
from .views import ArcanumPlayerView, ArcanumView, arcanum_views


class ArcanumState(ArcanumBase):
    """A game of Arcanum for 3-5 seats (seat numbers go clockwise)."""

    DECISIONS: ClassVar[Mapping[str, Decision[Any, Any]]] = join_tables(
        setup.DECISIONS, draw_hide.DECISIONS, playing.DECISIONS, locations.DECISIONS,
        major_choices.DECISIONS, house_scoring.DECISIONS)
    TASKS: ClassVar[Mapping[str, Callable[..., None]]] = join_tables(
        base.TASKS, setup.TASKS, draw_hide.TASKS, playing.TASKS, locations.TASKS, majors.TASKS,
        house_scoring.TASKS)

    @classmethod
    def parse_action(cls, text: str) -> Action:
        return parse_text(text)

    def check_invariants(self) -> None:
        """The 78 (or 56) cards are each in exactly one place; bounds hold (conformance)."""
        places = (self.minor_deck + self.major_deck + self.minor_discard + self.major_discard
                  + self.in_play + [c for h in self.hands for c in h]
                  + [c for h in self.hidden for c in h] + [c for g in self.gifts for c in g])
        expected = list(MINORS) + (list(MAJORS) if self.options["majors"] else [])
        assert sorted(places) == expected, "cards lost or duplicated"
        assert all(0 <= p <= PRESTIGE_MAX for p in self.prestige), self.prestige
        assert all(v >= 0 for v in self.vp)
        placed = [loc for loc in self.figures if loc != -1]
        assert len(placed) in (0, 16) or self.phase == "setup"
        off = [COURT_FIGURES[i] for i, loc in enumerate(self.figures) if loc == OFF_BOARD]
        assert set(off) <= {f for _, figs in self.judgements for f in figs}
        for seat in range(self.n):
            assert all(c < MAJOR_BASE or c == FOOL for c in self.hidden[seat])
            rest = list(self.hidden[seat])
            for c in self.revealed[seat]:
                rest.remove(c)
        if self.pending and self.pending.kind in ("main", "hide", "dh"):
            for seat in range(self.n):
                assert len(self.hands[seat]) <= HAND_LIMIT, "hand limit (arcanum R12)"

    def _determinize(self, seat: int, rng: Rng, known: Any = None) -> None:
        determinize(self, seat, rng)  # what is secret and how it is redrawn: determinize.py

    def _view(self, seat: int | None) -> ArcanumView:
        return arcanum_views(self, (seat,))[0]

    def _views(self, seats: Sequence[int | None]) -> tuple[ArcanumView, ...]:
        return arcanum_views(self, seats)


__all__ = ["ArcanumPlayerView", "ArcanumState", "ArcanumView"]
