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
* ``views``: what each seat sees.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, ClassVar

from ..core.decision import Decision, join_tables
from ..core.engine import Action
from ..core.errors import MalformedAction, TarotlabError, shown
from . import base, draw_hide, house_scoring, locations, major_choices, majors, playing, setup
from .base import (
    DISCARD_NONE,
    DRAW_1_MAJOR,
    DRAW_2_MINORS,
    DRAW_3_MINORS,
    END_TURN,
    FOOL_LATER,
    HARBOUR_DRAW,
    HARBOUR_PASS,
    HIDE_NONE,
    MARKET_PASS,
    OFF_BOARD,
    SWAP_NONE,
    TOWER_PLACES,
    ArcanumBase,
)
from .catalog import (
    COURT_FIGURES,
    FOOL,
    HAND_LIMIT,
    MAJOR_BASE,
    MAJORS,
    MINORS,
    PRESTIGE_MAX,
    SUITS,
    code,
    is_court,
    parse_card,
)
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
        t = " ".join(text.replace("→", "->").split())
        low = t.lower()
        simple = {a.lower(): a for a in (END_TURN, DRAW_3_MINORS, DRAW_1_MAJOR, DRAW_2_MINORS,
                                         HIDE_NONE, DISCARD_NONE, SWAP_NONE, HARBOUR_DRAW,
                                         HARBOUR_PASS, MARKET_PASS, FOOL_LATER,
                                         *TOWER_PLACES)}
        if low in simple:
            return simple[low]
        try:
            return _parse_structured(t)
        except TarotlabError as err:
            raise MalformedAction(f"arcanum: {shown(text)} is not an action ({err})") from None

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

    def _view(self, seat: int | None) -> ArcanumView:
        return arcanum_views(self, (seat,))[0]

    def _views(self, seats: Sequence[int | None]) -> tuple[ArcanumView, ...]:
        return arcanum_views(self, seats)


_CARD_VERBS = frozenset({"draw", "hide", "discard", "give", "reveal", "remove"})
_HOUSE_VERBS = frozenset({"raise", "lower", "keep", "house", "fool"})


def _parse_structured(t: str) -> Action:
    """Parse the card-bearing actions into canonical text (``t`` has single spaces).

    Written with ``partition`` rather than regular expressions with lazy groups, so the time
    grows linearly with the text (a lazy-group regex took seconds on a 30 kB string).
    """
    def c(text: str) -> str:
        return code(parse_card(text.strip()))

    def figure(text: str) -> str:
        f = parse_card(text.strip())
        if not is_court(f):
            raise TarotlabError(f"{shown(text.strip())} is not a Court Figure")
        return code(f)

    def loc(text: str) -> int:
        text = text.strip()
        if not text.isdigit() or not 1 <= int(text) <= 10:
            raise TarotlabError(f"no location {shown(text)} (1..10)")
        return int(text)

    def suit(text: str) -> str:
        for s in SUITS:
            if s.lower() == text.lower() or s.lower().rstrip("s") == text.lower().rstrip("s"):
                return s
        raise TarotlabError(f"unknown House {shown(text)}")

    verb, _, rest = t.partition(" ")
    verb = verb.lower()
    if verb == "market" and rest.lower().startswith("swap "):
        return Action(f"market swap {c(rest[5:])}")
    if verb == "play":
        card, colon, move = rest.partition(":")
        if not colon:
            return Action(f"play {c(card)}")
        fig, arrow, where = move.partition("->")
        if not arrow:
            raise TarotlabError("a move is 'play CARD: FIGURE -> LOCATION'")
        return Action(f"play {c(card)}: {figure(fig)} -> {loc(where)}")
    if verb in ("move", "return"):
        fig, arrow, where = rest.rpartition("->")
        if not arrow:
            raise TarotlabError(f"'{verb} FIGURE -> LOCATION'")
        return Action(f"{verb} {figure(fig)} -> {loc(where)}")
    if verb in _CARD_VERBS and rest:
        return Action(f"{verb} {c(rest)}")
    if verb == "swap":
        mine, sep, theirs = rest.partition(" for ")
        if sep:
            return Action(f"swap {c(mine)} for {c(theirs)}")
    if verb in _HOUSE_VERBS and rest and " " not in rest:
        return Action(f"{verb} {suit(rest)}")
    if verb == "first":
        word, _, number = rest.partition(" ")
        if word.lower() == "seat" and len(number) == 1 and number.isdigit():
            return Action(f"first seat {number}")
    if verb == "place":
        card, sep, where = rest.rpartition(" at ")
        if sep:
            return Action(f"place {c(card)} at {loc(where)}")
    raise TarotlabError("unknown action")



__all__ = ["ArcanumPlayerView", "ArcanumState", "ArcanumView"]
