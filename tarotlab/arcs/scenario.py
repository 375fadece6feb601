"""Prepared Arcs positions: choose chance outcomes (Court cards, hands, dice) and set pieces.

``Rig`` answers chance decisions from wish lists and falls back on the seed, so a position
reached by play is an ordinary, replayable game. ``Edit`` then changes the position directly
(pieces, resources, Guild cards, agents, Power) for lessons and rule tests: every piece comes
from or goes to its supply, so the conservation invariants still hold. An edited game keeps
its edits through undo (they are re-applied at the step where they were made), but it has no
replayable record: ``record()`` refuses, since a record holds decisions only.

>>> rig = Rig(hands={0: ["Agg5", "Adm2", "Con3", "Mob4", "Mob6", "Adm6"]},
...           dice=["assault 4", "assault 5"])
>>> s = rig.start(players=3, setup_card="3P Mix Up", seed=1)
>>> s.hands[0]
['Adm2', 'Adm6', 'Agg5', 'Con3', 'Mob4', 'Mob6']
>>> Edit(s).ships(0, "2.0", fresh=2).ships(1, "2.0", fresh=1)
Edit(step 22)
>>> rig.apply(s, "lead Agg5"); rig.apply(s, "battle 2.0 seat 1")
>>> start = len(s.events); rig.apply(s, "roll 2 assault 0 skirmish 0 raid")
>>> for event in s.events[start + 1:]: print(event.text)
seat 0 rolls assault 4, assault 5: 4 hits, 1 self-hit, no intercept, 0 building hits, 0 raid keys
seat 0 hits its own fresh ship: damaged
seat 0 hits seat 1's fresh ship: damaged
seat 0 hits seat 1's damaged ship: destroyed, a Trophy for seat 0
seat 0 has 2 ship hits with no target: they are lost
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..core.engine import Action
from ..core.errors import TarotlabError
from ..core.rig import ChanceRig
from .base import DealCard, DrawCourt, RevealCard, RollDie
from .components import (
    ACTION_CARDS,
    AMBITIONS,
    COURT,
    COURT_BY_NAME,
    LEADER_BY_NAME,
    LORE_BY_NAME,
)
from .rules import ArcsState


class Rig(ChanceRig[ArcsState]):
    """Chance outcomes on request: Court cards in draw order, hands by seat, dice faces, and
    with Leaders & Lore the cards laid out for the draft (``leaders``, ``lore``)."""

    GAME = "arcs"

    def __init__(self, court: Sequence[str] = (), hands: Mapping[int, Sequence[str]] | None = None,
                 dice: Sequence[str] = (), setup: str | None = None,
                 leaders: Sequence[str] = (), lore: Sequence[str] = ()) -> None:
        for name in court:
            if name.lower() not in COURT_BY_NAME:
                raise TarotlabError(f"arcs rig: unknown Court card {name!r}")
        self.court = list(court)
        self.hands = {s: list(cards) for s, cards in (hands or {}).items()}
        for seat, cards in self.hands.items():
            bad = [c for c in cards if c not in ACTION_CARDS]
            if bad:
                raise TarotlabError(f"arcs rig: unknown action card {bad[0]!r} for seat {seat} "
                                    "(cards are like Agg5, Adm2, Con7, Mob1)")
        self.dice = list(dice)
        self.setup = setup
        self.reveal = {"leader": list(leaders), "lore": list(lore)}
        for kind, names, table in (("leader", leaders, LEADER_BY_NAME), ("lore", lore,
                                                                          LORE_BY_NAME)):
            bad = [n for n in names if n.lower() not in table]
            if bad:
                raise TarotlabError(f"arcs rig: unknown {kind} card {bad[0]!r}")

    def choose(self, state: ArcsState) -> Action:
        """The chance outcome for the pending chance decision: a wish, else the seed's."""
        pending = state.pending
        assert pending is not None
        legal = state.legal_actions()
        wanted: Action | None = None
        if isinstance(pending, DrawCourt) and self.court:
            wanted = Action(f"court {COURT[COURT_BY_NAME[self.court.pop(0).lower()]].name}")
        elif isinstance(pending, DealCard) and pending.kind == "deal" and self.hands.get(
                pending.to):
            wanted = Action(f"deal {self.hands[pending.to].pop(0)}")
        elif isinstance(pending, RollDie) and self.dice:
            wanted = Action(f"die {self.dice.pop(0)}")
        elif pending.kind == "setup" and self.setup:
            wanted = Action(f"setup {self.setup}")
        elif isinstance(pending, RevealCard) and self.reveal[pending.row]:
            wanted = Action(f"reveal {pending.row} {self.reveal[pending.row].pop(0)}")
        if wanted is None:
            return state.sample_chance()
        if wanted not in legal:
            raise TarotlabError(f"arcs rig: {wanted!r} is not a possible outcome now "
                                f"({state._prompt()})")
        return wanted


class Edit:
    """Direct changes to a position, each taken from or returned to its supply.

    Methods return the Edit, so they chain: ``Edit(s).ships(0, "2.0", fresh=3).gain(1, "Fuel")``.
    """

    def __init__(self, state: ArcsState) -> None:
        self.state = state

    def __repr__(self) -> str:
        return f"Edit(step {self.state.step})"

    def _do(self, name: str, *args: Any) -> Edit:
        self.state.edit(name, *args)
        return self

    def ships(self, seat: int, system: str, fresh: int = 0, damaged: int = 0) -> Edit:
        """Set ``seat``'s ships in ``system`` to exactly these numbers (from/to supply)."""
        return self._do("ships", seat, system, fresh, damaged)

    def building(self, seat: int, system: str, kind: str, damaged: bool = False) -> Edit:
        """Add a city (from the board, leftmost) or a starport (from supply) to ``system``."""
        return self._do("building", seat, system, kind, damaged)

    def clear(self, system: str) -> Edit:
        """Return every piece in ``system`` to its owner."""
        return self._do("clear", system)

    def gain(self, seat: int, *resources: str) -> Edit:
        """Give resources from the supply."""
        return self._do("gain", seat, resources)

    def drop(self, seat: int, *resources: str) -> Edit:
        """Return resources to the supply."""
        return self._do("drop", seat, resources)

    def guild(self, seat: int, *names: str) -> Edit:
        """Give Guild cards (taken from the Court deck, or from the Court row, refilled later)."""
        return self._do("guild", seat, names)

    def agents(self, seat: int, card: str, count: int) -> Edit:
        """Put ``count`` of ``seat``'s agents on a Court card in the row (from supply)."""
        return self._do("agents", seat, card, count)

    def captives(self, seat: int, owner: int, count: int) -> Edit:
        return self._do("captives", seat, owner, count)

    def trophies(self, seat: int, owner: int, kind: str, count: int) -> Edit:
        """``seat`` holds ``count`` of ``owner``'s ``kind`` (ship, starport, agent) as Trophies."""
        return self._do("trophies", seat, owner, kind, count)

    def power(self, seat: int, value: int) -> Edit:
        return self._do("power", seat, value)

    def declared(self, ambition: str) -> Edit:
        """Place the highest available ambition marker in ``ambition``'s box."""
        if ambition not in AMBITIONS:
            raise TarotlabError(f"arcs edit: unknown ambition {ambition!r}")
        return self._do("declared", ambition)


__all__ = ["Edit", "Rig"]
