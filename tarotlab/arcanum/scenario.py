"""Prepared positions reached by real play: choose the chance outcomes you want.

A game created with ``auto_chance=False`` asks CHANCE for the first player, each figure's
setup location and every card drawn. ``Rig`` answers those questions from a wish list
(``first=2``, ``figures={"NS": 10}``, ``draws={0: ["Devil", "4S"]}``) and falls back on
the seed, so a teacher's position is an ordinary, replayable game record.

>>> rig = Rig(first=0, draws={0: ["Devil", "4S", "5S", "6S", "7S"]})
>>> s = rig.start(players=4, seed=1)
>>> s.pending.kind, s.pending.seat, [code(c) for c in s.hands[0]]
('hide', 0, ['4S', '5S', '6S', '7S', 'Devil'])
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ..core.engine import Action
from ..core.errors import TarotlabError
from ..core.rig import ChanceRig
from .base import DrawCard, PlaceFigure
from .catalog import code, is_major, parse_card
from .rules import ArcanumState


class Rig(ChanceRig[ArcanumState]):
    """Chance outcomes on request; everything else from the seed."""

    GAME = "arcanum"

    def __init__(self, first: int | None = None, figures: Mapping[str, int] | None = None,
                 draws: Mapping[int, Sequence[str]] | None = None) -> None:
        self.first = first
        self.figures = {code(parse_card(k)): v for k, v in (figures or {}).items()}
        self.draws = {seat: [parse_card(c) for c in cards] for seat, cards in
                      (draws or {}).items()}

    def wish(self, seat: int, *cards: str) -> None:
        """Add cards that ``seat`` should draw next (Minor and Major wishes are separate)."""
        self.draws.setdefault(seat, []).extend(parse_card(c) for c in cards)

    def choose(self, state: ArcanumState) -> Action:
        """The chance outcome for the pending chance decision."""
        pending = state.pending
        kind = pending.kind if pending is not None else "over"
        legal = state.legal_actions()
        if kind == "first" and self.first is not None:
            return Action(f"first seat {self.first}")
        if isinstance(pending, PlaceFigure):
            from .catalog import COURT_FIGURES

            index = pending.figure
            fig = code(COURT_FIGURES[index])
            if fig in self.figures:
                wanted = Action(f"place {fig} at {self.figures[fig]}")
                if wanted not in legal:
                    raise TarotlabError(f"arcanum setup: {fig} cannot start in location "
                                        f"{self.figures[fig]} (arcanum: Setup limits)")
                return wanted
            room = [a for a in legal if self._leaves_room(state, index, int(a.split()[-1]))]
            if room:
                seeded = state.sample_chance()
                return seeded if seeded in room else room[0]
        if isinstance(pending, DrawCard):
            seat, deck = pending.to, pending.deck
            wishes = self.draws.get(seat, [])
            for card in wishes:
                if is_major(card) == (deck == "major"):
                    wanted = Action(f"draw {code(card)}")
                    if wanted in legal:
                        wishes.remove(card)
                        return wanted
        return state.sample_chance()

    def _leaves_room(self, state: ArcanumState, index: int, loc: int) -> bool:
        """Does placing figure ``index`` at ``loc`` keep every later wish possible?"""
        from .catalog import COURT_FIGURES, SETUP_MAX, suit_of

        placed = list(state.figures)
        placed[index] = loc
        for later in range(index + 1, 16):
            fig = COURT_FIGURES[later]
            want = self.figures.get(code(fig))
            if want is None:
                continue
            here = [COURT_FIGURES[i] for i, at in enumerate(placed) if at == want]
            if len(here) >= SETUP_MAX or any(suit_of(f) == suit_of(fig) for f in here):
                return False
            placed[later] = want
        return True
