"""Random playouts for tests and demos: a whole game of random legal decisions."""

from __future__ import annotations

from typing import Any

from .. import new_game
from ..core.engine import State
from ..core.rng import Rng


def random_playout(game: str, seed: int, *, watch: int = 0, every: int = 25,
                   max_steps: int = 20_000, **options: Any) -> tuple[State, list[Any]]:
    """Play ``game`` to its end with random legal decisions (seeded).

    Returns the finished state and ``watch``'s view taken every ``every`` decisions.
    """
    state = new_game(game, seed=seed, **options)
    rng = Rng(seed, stream=7)
    views = []
    n = 0
    while not state.is_over:
        if n % every == 0:
            views.append(state.view(watch))
        state.apply(rng.choice(state.legal_actions()))
        n += 1
        if n > max_steps:
            raise AssertionError(f"{game}: no end after {max_steps} decisions")
    return state, views
