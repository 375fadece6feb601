"""``ISMCTSBot``: a bot that searches (``--bots ismcts``, the Table's seat pickers, the lab).

It sees what any bot sees, through ``bots.InfoSet``: its seat, its view, its legal actions
and determinizations of its information, never the hidden cards.
"""

from __future__ import annotations

import importlib
from time import perf_counter
from typing import Any

from ..bots import InfoSet, make_bot
from ..core.engine import Action, State
from ..core.errors import NoWorldFound, TarotlabError
from ..core.rng import Rng
from .ismcts import (
    Analysis,
    BotRollout,
    GreedyPrior,
    Prior,
    Rollout,
    ValueRollout,
    random_rollout,
    search,
)

ROLLOUTS = ("auto", "value", "random", "greedy")
"""How a search plays a position out: ``value`` stops at once and takes the game's position
value (``VALUES``), ``random`` and ``greedy`` play to the end with those bots, ``auto`` is
the one measured to play best in the game (``AUTO``), ``random`` where none was."""
PRIORS = ("none", "greedy")
"""PUCT's priors: ``none`` (UCB1, every action tried once first) or ``greedy`` (the greedy
bot's move from each seat's own view, ``ismcts.GreedyPrior``)."""
UCB_EXPLORATION = 0.2
PUCT_EXPLORATION = 1.0
VALUES = {"arcana": "tarotlab.arcana.bot:win_chances",
          "mystick": "tarotlab.mystick.value:win_chances",
          "arcs": "tarotlab.arcs.value:win_chances"}
"""Each game's position value, as each seat's chance of winning (module:function)."""
AUTO = {"arcana": "value", "mystick": "greedy", "arcs": "value"}
"""Each game's ``auto`` rollout where one played better than random playouts against the
greedy bot at 0.2 s a decision (``benchmarks/results-coach.md``): Arcana's position value;
greedy games in Mystick (2 players: 144 of 200 games won, against 104 of the same deals
with random playouts; 3 players: 117 of 198, against 78), though a 0.2 s search then gets
through about a third of the iterations (``benchmarks/search_budget.py``); Arcs' position
value at once (101 of 198 3-player games won against two greedy bots on a faster host, 80
of 198 on this project's slower one; a random Arcs game runs so long that a 0.2 s search
with random playouts finished one game of 24 in nine minutes).
Arcanum plays random games out."""


class ISMCTSBot:
    """Information-Set MCTS (``search.ismcts``) with a time budget a decision. By default
    every seat in the search chooses by PUCT with the greedy bot's move as its prior
    (``prior="greedy"``; ``"none"``: UCB1), and a decision simultaneous with rivals' secret
    ones (Arcana's second throw) is searched from before them (``simultaneous``).
    ``workers``: processes searching at once (``search.parallel``; None: two for a timed
    search on a machine with two cores). One by default, so the lab's own workers each run a
    game. ``halving``: end each search with sequential halving among its best candidates
    (``ismcts._Halving``), as hints do; off by default, since the strength measured against
    the greedy bot (``benchmarks/results-coach.md``) is plain PUCT's.

    >>> import tarotlab
    >>> from tarotlab.bots import bot_decision
    >>> s = tarotlab.new_game("arcana", seed=2)
    >>> bot = ISMCTSBot(iterations=40)
    >>> bot_decision(s, bot, Rng(1)) in s.legal_actions()
    True
    """

    name = "ismcts"

    def __init__(self, seconds: float | None = 1.0, iterations: int | None = None,
                 rollout: str = "auto", exploration: float | None = None,
                 prior: str = "greedy", simultaneous: bool = True,
                 workers: int | None = 1, halving: bool = False) -> None:
        if rollout not in ROLLOUTS:
            raise TarotlabError(f"no rollout {rollout!r} (rollouts: {', '.join(ROLLOUTS)})")
        if prior not in PRIORS:
            raise TarotlabError(f"no prior {prior!r} (priors: {', '.join(PRIORS)})")
        self.prior = prior
        self.simultaneous = simultaneous
        if exploration is None:
            exploration = PUCT_EXPLORATION if prior != "none" else UCB_EXPLORATION
        if workers is not None and workers < 1:
            raise TarotlabError(f"an ISMCTS bot needs at least one worker, not {workers}")
        self.workers = workers
        self.halving = halving
        if iterations is None and (seconds is None or seconds <= 0):
            raise TarotlabError("an ISMCTS bot needs seconds > 0 or a number of iterations")
        self.seconds = None if iterations is not None else seconds
        self.iterations = iterations
        self.rollout = rollout
        self.exploration = exploration
        self._rollouts: dict[tuple[str, int], Rollout] = {}
        self._priors: dict[tuple[str, int], Prior] = {}
        self.fallbacks = 0
        """Decisions this bot took as the greedy bot would, with no search: no game it could
        not tell from the real one was found in time (``NoWorldFound``; the lab's
        ``fallbacks_<seat>`` columns)."""

    def choose(self, view: Any, legal: Any, rng: Rng) -> Action:
        raise TarotlabError("the ISMCTS bot searches determinizations: call it through "
                            "tarotlab.bots.bot_decision (or play), which gives it its InfoSet")

    def choose_informed(self, info: InfoSet, rng: Rng) -> Action:
        """The most visited action of a search from ``info`` (a lone legal action at once;
        the greedy bot's move where no determinization could be found: ``NoWorldFound``)."""
        if len(info.legal) == 1:
            return info.legal[0]
        try:
            return self.analyse(info, rng).best()
        except NoWorldFound:
            self.fallbacks += 1
            return make_bot("greedy", info.game).choose(info.view, list(info.legal), rng)

    def analyse(self, info: InfoSet, rng: Rng, force: Action | None = None,
                deadline: float | None = None) -> Analysis:
        """The search's statistics for every candidate of ``info`` (``force``: every simulated
        future starts with this action). A timed search's budget counts from this call, its
        set-up included, or ends at ``deadline`` (a ``time.perf_counter()``) if given."""
        if deadline is None and self.seconds is not None:
            deadline = perf_counter() + self.seconds
        first = info.sample(rng)
        rollout = self._rollout_for(first)
        before = first.before_simultaneous(info.seat) if self.simultaneous else None
        if before is not None:
            # the rivals' secret decisions taken back: in the search they choose again, in
            # their own trees, as they did at the table, without seeing this seat's choice
            sample = before.determinizer(info.seat)
        else:
            pending, spare = [first], first.clone()

            def sample(r: Rng) -> State:
                if pending:
                    return pending.pop()
                try:
                    return info.sample(r)
                except NoWorldFound:  # a world already found, again, rather than none
                    return spare.clone()

        return search(sample, info.seat, rng, seconds=self.seconds, iterations=self.iterations,
                      rollout=rollout, exploration=self.exploration, force=force,
                      deadline=deadline, prior=self._prior_for(first), workers=self.workers,
                      halving=self.halving)

    def _rollout_for(self, state: State) -> Rollout:
        key = (state.GAME, state.players)
        found = self._rollouts.get(key)
        if found is None:
            found = self._rollouts[key] = _make_rollout(self.rollout, state)
        return found


    def _prior_for(self, state: State) -> Prior | None:
        if self.prior == "none":
            return None
        key = (state.GAME, state.players)
        found = self._priors.get(key)
        if found is None:
            from ..bots import make_bot

            kind, game = self.prior, state.GAME
            found = self._priors[key] = GreedyPrior(lambda: make_bot(kind, game))
        return found


def _make_rollout(kind: str, state: State) -> Rollout:
    """The rollout ``kind`` for ``state``'s game and player count."""
    if kind == "auto":
        kind = AUTO.get(state.GAME, "random")
    if kind == "value":
        target = VALUES.get(state.GAME)
        if target is None:
            raise TarotlabError(f"{state.GAME} has no position value yet: use the random or "
                                "greedy rollout")
        module, _, name = target.partition(":")
        return ValueRollout(getattr(importlib.import_module(module), name))
    if kind == "random":
        return random_rollout
    game, players = state.GAME, state.players
    return BotRollout(lambda: [make_bot("greedy", game) for _ in range(players)])
