"""ChanceRig: the shape of every game's ``scenario.Rig`` (prepared positions reached by play).

A rig starts a game with ``auto_chance=False`` and answers each chance decision itself:
``choose(state)`` gives the wished-for outcome or the seed's. ``start``, ``advance``,
``apply`` and ``play`` are the same in every game, so they live here.
"""

from __future__ import annotations

import copy
from typing import Any, ClassVar, Generic, TypeVar, cast

from .engine import CHANCE, Action, EventLog, State, apply_in_order

S = TypeVar("S", bound=State)


class ChanceRig(Generic[S]):
    """Chance outcomes on request; a game's Rig names its ``GAME`` and writes ``choose``.

    >>> from tarotlab.arcs.scenario import Rig
    >>> s = Rig(hands={0: ["Agg5", "Adm2", "Con3", "Mob4", "Mob6", "Adm6"]}).start(seed=1)
    >>> s.options["auto_chance"], s.to_move, s.hands[0][:2]
    (False, 0, ['Adm2', 'Adm6'])
    """

    GAME: ClassVar[str]

    def choose(self, state: S) -> Action:
        """The outcome of the pending chance decision (a wish, else ``state.sample_chance()``)."""
        raise NotImplementedError

    def start(self, **options: Any) -> S:
        """A new game (auto_chance off) advanced to the first decision of a seat."""
        from .registry import new_game

        state = cast(S, new_game(self.GAME, auto_chance=False, **options))
        self.advance(state)
        return state

    def advance(self, state: S) -> None:
        """Resolve chance decisions until a seat must decide (or the game ends)."""
        while state.to_move == CHANCE:
            state.apply(self.choose(state))

    def apply(self, state: S, action: Action | str) -> None:
        """Apply a seat's decision, then resolve the chance that follows."""
        state.apply(action)
        self.advance(state)

    def play(self, state: S, *actions: Action | str) -> EventLog:
        """``state.play(*actions)`` through this rig: take each decision in order, the rig
        answering the chance that follows, and return the events they caused. All or nothing:
        a refused one raises, the ones before it are taken back too, and the wishes they
        used are the rig's again.

        >>> from tarotlab.arcs.scenario import Rig
        >>> rig = Rig(hands={0: ["Agg5", "Adm2", "Con3", "Mob4", "Mob6", "Adm6"]})
        >>> s = rig.start(seed=1)
        >>> rig.play(s, "lead Adm2")
        [arcs: Round Structure, Step 1] seat 0 leads Administration 2 (4 pips)
        >>> rig.play(s, "tax 1.3 seat 0", "lead Adm6")
        Traceback (most recent call last):
        tarotlab.core.errors.IllegalAction: illegal 'lead Adm6' by seat 0: ...
        >>> s.history[-1]  # the tax was taken back
        (0, Action('lead Adm2'))
        """
        wishes = copy.deepcopy(self.__dict__)
        try:
            return apply_in_order(state, actions, lambda action: self.apply(state, action))
        except BaseException:
            self.__dict__.update(wishes)
            raise
