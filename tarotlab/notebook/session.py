"""Session: a game's record plus a cursor, for notebooks, classrooms and tests.

Plain Python (no ipywidgets): ``play``, ``undo``, ``redo``, ``goto`` and ``bot_move``
return Verdicts instead of raising, so a widget callback can show the answer to
"why can't I do that?" rather than a traceback.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..bots import Bot, bot_decision, make_bot
from ..core.engine import ALL, CHANCE, Action, Event, State
from ..core.errors import MalformedAction, TarotlabError
from ..core.rng import Rng
from ..core.rules import LEGAL, Verdict


class Session:
    """A game being explored: every decision so far, a cursor into them, optional bots.

    ``stops`` are the decision counts a person can land on (after each decision by a
    seat; with automatic chance, never in front of a pending coin or die).
    """

    def __init__(self, game: State | str, *, bots: Mapping[int, Bot | str] | None = None,
                 perspective: int | str | None = "auto", bot_seed: int = 0,
                 **options: Any) -> None:
        """``perspective``: the seat whose view is shown; ``"auto"`` shows the one person's
        seat when bots play every other seat, else everything (ALL)."""
        from .. import new_game

        if isinstance(game, State):
            if options:
                raise TarotlabError("options go to new_game(), not to a Session of a started game")
            self.state: State = game.clone()
        else:
            self.state = new_game(game, **options)
        # Positions are rebuilt from the options and the decisions, so a Session of a
        # started game keeps that game's history as its starting point.
        self._decisions: list[tuple[int, Action]] = list(self.state.history)
        self._stops: list[int] = [self.state.step]
        self._cursor = 0
        self.bots: dict[int, Bot] = {}
        for seat, bot in (bots or {}).items():
            self.set_bot(seat, bot)
        people = [s for s in range(self.state.players) if s not in self.bots]
        if perspective == "auto":
            perspective = people[0] if len(people) == 1 and self.bots else ALL
        assert not isinstance(perspective, str)
        self.perspective: int | None = perspective
        self._rng = Rng(bot_seed, stream=0x5E55)

    # ------------------------------------------------------------------ seats and bots
    @property
    def game(self) -> str:
        return self.state.GAME

    def set_bot(self, seat: int, bot: Bot | str | None) -> None:
        """Let a bot play ``seat`` (a name such as ``"greedy"``, a Bot, or None for a person)."""
        if not 0 <= seat < self.state.players:
            raise TarotlabError(f"{self.game}: no seat {seat}")
        if bot is None:
            self.bots.pop(seat, None)
        else:
            self.bots[seat] = make_bot(bot, self.game) if isinstance(bot, str) else bot

    # ------------------------------------------------------------------ playing
    def play(self, action: Action | str) -> Verdict:
        """Decide for the seat to move; returns the verdict (nothing changes if illegal)."""
        try:
            verdict = self.state.check(action)
        except MalformedAction as err:  # pragma: no cover - check() reports these itself
            return Verdict(False, f"{self.game} actions", str(err))
        if not verdict.ok:
            return verdict
        before = self.state.step
        self.state.apply(action)
        del self._decisions[self._stop_step():]
        del self._stops[self._cursor + 1:]
        self._decisions.extend(self.state.history[before:])
        self._stops.append(self.state.step)
        self._cursor += 1
        return LEGAL

    def bot_move(self) -> Verdict:
        """Let a bot decide for the seat to move (its own bot, else a random one)."""
        seat = self.state.to_move
        if seat is None:
            return Verdict(False, self._over_rule(), "the game is over")
        bot = self.bots.get(seat) or make_bot("random", self.game)
        return self.play(bot_decision(self.state, bot, self._rng))

    def play_bots(self, limit: int = 10_000) -> int:
        """Let bots play every bot seat until a person's turn or the end; returns how many."""
        n = 0
        while n < limit and self.state.to_move in self.bots:
            self.bot_move()
            n += 1
        return n

    def chance(self, outcome: Action | str | None = None) -> Verdict:
        """Resolve a pending chance decision: the seeded outcome, or one you choose."""
        if self.state.to_move != CHANCE:
            return Verdict(False, f"{self.game} chance", "no chance decision is pending")
        return self.play(outcome if outcome is not None else self.state.sample_chance())

    # ------------------------------------------------------------------ time travel
    @property
    def position(self) -> int:
        """Index of the current stop (0: the start)."""
        return self._cursor

    @property
    def positions(self) -> int:
        """Number of stops recorded (undo/redo move among them)."""
        return len(self._stops)

    def _stop_step(self) -> int:
        return self._stops[self._cursor]

    def goto(self, position: int) -> Verdict:
        """Jump to a stop (0 is the start, ``positions - 1`` the latest)."""
        if not 0 <= position < len(self._stops):
            return Verdict(False, "session", f"no position {position} "
                           f"(0..{len(self._stops) - 1})")
        self._cursor = position
        self.state.rebuild(self._decisions[:self._stops[position]])
        return LEGAL

    def undo(self) -> Verdict:
        """Go back one stop (the decisions stay available to redo)."""
        if self._cursor == 0:
            return Verdict(False, "session", "nothing to undo: this is the start of the game")
        return self.goto(self._cursor - 1)

    def redo(self) -> Verdict:
        """Go forward one stop after an undo."""
        if self._cursor + 1 >= len(self._stops):
            return Verdict(False, "session", "nothing to redo")
        return self.goto(self._cursor + 1)

    # ------------------------------------------------------------------ what to show
    def view(self) -> Any:
        return self.state.view(self.perspective)

    @property
    def events(self) -> tuple[Event, ...]:
        return self.state.events

    def status(self) -> str:
        """One line: step, whose turn, or how the game ended."""
        s = self.state
        if s.outcome is not None:
            return f"Game over — {s.outcome}"
        who = "chance" if s.to_move == CHANCE else f"seat {s.to_move}"
        bot = f" ({self.bots[s.to_move].name} bot)" if s.to_move in self.bots else ""
        return f"{self.game} · decision {s.step} · {who}{bot} to move"

    def _over_rule(self) -> str:
        return self.state.outcome.rule if self.state.outcome else "session"
