"""Arcs' state machine, base game and Leaders & Lore: ``ArcsState`` composes the rulebook's
layers and joins their tables of decisions and tasks.

The layers, each building on the one below (python-chess's ``BaseBoard`` -> ``Board`` shape):

* ``base.ArcsBase``: the options, every field, the records of what is under way, the pending
  decision, the task runner and the State protocol;
* ``pieces.PiecesRules``: ships, buildings, control, resource slots, agents;
* ``phases.actions.ActionRules``: Tax, Build, Repair, Influence, Secure;
* ``phases.move.MoveRules``: Move and Catapult;
* ``phases.battle.BattleRules``: dice, hits, raiding, destroying cities;
* ``phases.rounds.RoundRules``: leading, following, the round's end;
* ``phases.turn.TurnRules``: the turn decision, declaring, the Prelude;
* ``phases.setup.SetupRules``: the Court, the setup card, the draft, starting pieces, the deal;
* ``phases.chapter.ChapterRules``: ambitions, scoring, the cleanup, the game's end;
* ``effects.CardEffects``: the public effect API the cards call (log, push, gain, steal …).

The cards (``tarotlab.arcs.abilities``, one class each) change the rules only through
``hooks.Ability`` (named queries and moments) and act through ``effects.CardEffects``;
``views``, ``edits`` and ``language`` hold the views, the prepared positions and the action
text. ``tarotlab.arcs.rules:ArcsState`` is the game's class.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import cache
from itertools import chain
from typing import Any, ClassVar

from ..core.engine import Action
from ..core.errors import TarotlabError
from ..core.record import Record
from ..core.rng import Rng
from . import abilities as _abilities  # registers every card's ability
from . import base, pieces
from .base import AGENTS, CITIES, SHIPS, STARPORTS, VAULT, Decision, adjacency
from .components import COURT, RESOURCES, TOKENS_PER_TYPE
from .determinize import Knowledge, determinize_arcs
from .edits import apply_edit
from .effects import CardEffects
from .language import parse_text
from .mapdata import SETUP_CARDS, SYSTEMS
from .phases import actions, battle, chapter, move, rounds, setup, turn
from .views import ArcsPlayerView, ArcsView, BattleView, SystemView, TurnView, arcs_view, arcs_views

assert _abilities.LOADED


class ArcsState(CardEffects):
    """A game of Arcs (base game and Leaders & Lore, 2-4 seats)."""

    DECISIONS: ClassVar[Mapping[str, Decision[Any, Any]]] = {
        **base.DECISIONS, **pieces.DECISIONS, **move.DECISIONS, **battle.DECISIONS,
        **rounds.DECISIONS, **turn.DECISIONS, **setup.DECISIONS}
    TASKS: ClassVar[Mapping[str, Callable[..., None]]] = {
        **base.TASKS, **actions.TASKS, **move.TASKS, **battle.TASKS, **rounds.TASKS,
        **turn.TASKS, **setup.TASKS, **chapter.TASKS}

    @classmethod
    def parse_action(cls, text: str) -> Action:
        return parse_text(text)

    def _view(self, seat: int | None) -> ArcsView:
        return arcs_view(self, seat)

    def _views(self, seats: Sequence[int | None]) -> tuple[ArcsView, ...]:
        return arcs_views(self, seats)

    def _known(self, seat: int) -> Knowledge:
        return Knowledge(self, seat)  # what the seat saw at every step: one replay

    def _determinize(self, seat: int, rng: Rng, known: Any = None) -> None:
        determinize_arcs(self, seat, rng, known)  # arcs R5: hidden hands, face-down cards

    # ------------------------------------------------------------------ prepared positions
    def edit(self, name: str, *args: Any) -> None:
        """Change the position directly (``scenario.Edit``; ``edits.EDITS`` names the edits)."""
        apply_edit(self, name, args)

    def record(self) -> Record:
        """The game's record; an edited position (scenario.Edit) has none (decisions only)."""
        if self.edits:
            raise TarotlabError("arcs: this position was edited with tarotlab.arcs.scenario.Edit, "
                                "so no record of decisions can replay it")
        return super().record()

    def _hand_changes(self, last_step: int) -> tuple[tuple[Any, ...], ...]:
        """The edits (``scenario.Edit``) made up to ``last_step``: undo makes them again at
        the step they were made, from the latest snapshot made before them (``State._rebuild``);
        edits made after the position rebuilt are dropped (undone with the decisions after
        them), so rebuild a clone to look at an earlier position and come back."""
        return tuple([edit for edit in self.edits if edit[0] <= last_step])

    def _redo_hand_change(self, change: tuple[Any, ...]) -> None:
        step, what, args = change
        assert step == self.step, f"an edit of step {step} made again at step {self.step}"
        apply_edit(self, what, args)

    # ------------------------------------------------------------------ invariants
    def check_invariants(self) -> None:
        """Every piece, token and card exactly once somewhere; Power never negative (issue 6:
        conservation)."""
        n = self.n
        fresh_rows, damaged_rows = self.fresh.values(), self.damaged.values()
        assert min(chain.from_iterable(fresh_rows), default=0) >= 0 \
            and min(chain.from_iterable(damaged_rows), default=0) >= 0, \
            f"negative ships: {[sid for sid, row in self.fresh.items() if min(row) < 0]} " \
            f"{[sid for sid, row in self.damaged.items() if min(row) < 0]}"
        ship_map = [sum(column) for column in zip(*fresh_rows, *damaged_rows, strict=True)] \
            if self.fresh else [0] * n  # each seat's ships on the map
        built = {(s, k): 0 for s in range(n) for k in ("city", "starport")}
        extra = 1 if self.options["leaders"] else 0
        for sid, row in self.bldg.items():
            if not row:
                continue  # nothing built: nothing to count or bound
            if _IS_GATE[sid]:  # buildings cards allow in a gate: 1 of each kind
                kinds = [k for _, k, _ in row]
                assert len(kinds) == len(set(kinds)), f"two buildings of a kind at gate {sid}"
            else:  # with Leaders & Lore a card may allow 1 city beyond a planet's slots
                slots = _SLOTS[sid]
                assert len(row) <= slots + extra, f"too many buildings at {sid}"
                assert len(row) <= slots or sum(k == "starport" for _, k, _ in row) <= slots, \
                    f"a starport beyond the slots at {sid} (only a Cloud City stands there)"
            for owner, kind, _ in row:
                built[(owner, kind)] += 1
        taken: dict[tuple[int, str], int] = {}  # (owner, kind): pieces held as trophies
        for trophies in self.trophies:
            for piece, count in trophies.items():
                taken[piece] = taken.get(piece, 0) + count
        on_court = [sum(column) for column in zip(*(a for _, a in self.court), strict=True)] \
            if self.court else [0] * n  # each seat's agents on Court cards
        captive = [sum(column) for column in zip(*self.captives, strict=True)]  # held by rivals
        held_as_trophy = taken.get
        for s in range(n):
            assert self.ships_left[s] + ship_map[s] + held_as_trophy((s, "ship"), 0) == SHIPS, \
                f"seat {s} ships"
            assert (self.cities_board[s] + built[(s, "city")] + held_as_trophy((s, "city"), 0)
                    == CITIES), f"seat {s} cities"
            assert (self.ports_left[s] + built[(s, "starport")]
                    + held_as_trophy((s, "starport"), 0) == STARPORTS), f"seat {s} starports"
            agents = (self.agents_left[s] + on_court[s] + captive[s]
                      + held_as_trophy((s, "agent"), 0)
                      + list(self.outrage[s].values()).count("agent"))
            assert agents == AGENTS, f"seat {s} agents: {agents}"
            assert min(self.ships_left[s], self.cities_board[s], self.ports_left[s],
                       self.agents_left[s]) >= 0
            assert self.power[s] >= 0, "Power is never negative"
            held = [r for r in self.res[s] if r is not None]
            room = self.open_slots(s)
            assert all(r is None for r in self.res[s][room:]), f"seat {s}: a covered slot holds"
            # a token without a slot waits for its owner's decision (seats in turn: one seat
            # places while the others wait), unless the game is over
            assert (not self.excess[s] or self._outcome is not None
                    or (self.pending is not None and self.pending.kind in ("fit", "place")
                        and self.excess[self.pending.seat])), \
                f"seat {s} holds resources without a slot"
            assert self.vault[s] is None or self.extra_slot(s) is not None
            assert len(held) <= room
        tokens = list(chain(self.limbo, *(self.holdings(s) for s in range(n))))
        if n == 2 and self.setup:
            tokens += _out_of_play_planets(self.setup)
        for kind in RESOURCES:
            total = self.supply[kind] + tokens.count(kind)
            assert total == TOKENS_PER_TYPE, f"{kind} tokens: {total}"
        played = [c for _, c, _ in self.played] + [c for _, c in self.extras]
        cards = self.deck + self.discard + self.discard_top + self.discard_up + played + [
            c for h in self.hands for c in h]
        assert len(cards) == len(set(cards)) == (28 if n == 4 else 20), "action cards"
        court_cards = self.court_deck + self.court_discard + [c for c, _ in self.court if c] + [
            c for g in self.guild for c in g]
        court_cards += self.court_bottom + self.resolving + [c for _, c, _ in self.unions]
        assert len(court_cards) == len(set(court_cards)) == len(COURT), "Court cards"


_IS_GATE = {sid: system.is_gate for sid, system in SYSTEMS.items()}
_SLOTS = {sid: system.slots for sid, system in SYSTEMS.items()}
"""Each system's kind and building slots, looked up by the invariants at every step."""


@cache
def _out_of_play_planets(setup: str) -> tuple[str, ...]:
    """The planet type of every system a 2-player setup card leaves out of play (their
    resource tokens are counted as out of play by the conservation invariant)."""
    out = SETUP_CARDS[setup].out_of_play
    return tuple(sy.planet_type for sy in SYSTEMS.values()
                 if sy.planet_type and sy.cluster in out)


__all__ = ["VAULT", "ArcsPlayerView", "ArcsState", "ArcsView", "BattleView", "SystemView",
           "TurnView", "adjacency"]
