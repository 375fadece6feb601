"""Chances of winning for position values (``search.bot.VALUES``): a finished game's result
and a softmax of standings, shared by the games' hand-tuned values."""

from __future__ import annotations

import math
from collections.abc import Sequence

from .engine import State


def result_shares(state: State) -> tuple[float, ...] | None:
    """A finished game's result as each seat's share of the win (a draw shares it among every
    seat), or None while the game goes on.

    >>> import tarotlab
    >>> result_shares(tarotlab.new_game("arcana", seed=1)) is None
    True
    """
    outcome = state.outcome
    if outcome is None:
        return None
    winners = outcome.winners or tuple(range(state.players))
    return tuple(1 / len(winners) if seat in winners else 0.0 for seat in range(state.players))


def softmax(scores: Sequence[float], temperature: float,
            alive: Sequence[bool] | None = None) -> tuple[float, ...]:
    """Each score's share of ``exp(score / temperature)`` among the seats still ``alive``
    (all by default); a seat out of the game gets 0.

    >>> softmax([2.0, 2.0, 0.0], 1.0, alive=[True, True, False])
    (0.5, 0.5, 0.0)
    """
    live = [True] * len(scores) if alive is None else list(alive)
    top = max(score for score, on in zip(scores, live, strict=True) if on)
    weights = [math.exp((score - top) / temperature) if on else 0.0
               for score, on in zip(scores, live, strict=True)]
    total = sum(weights)
    return tuple(w / total for w in weights)
