"""Every event a seat's decision causes names that seat ("seat 1 taxes ...", never only
"taxes ..."), in every game."""

from __future__ import annotations

import pytest

import tarotlab
from tarotlab.core.rng import Rng


@pytest.mark.parametrize(("game", "options"), [
    ("arcana", {}), ("arcana", {"resolution": "both"}), ("arcanum", {"players": 4}),
    ("mystick", {"players": 3}), ("arcs", {"players": 3}),
    ("arcs", {"players": 3, "leaders": True})])
def test_every_event_names_who_acted(game: str, options: dict[str, object]) -> None:
    unnamed = set()
    for seed in range(6):
        state, rng = tarotlab.new_game(game, seed=seed, **options), Rng(seed, stream=2)
        while not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
        unnamed |= {e.text for e in state.events
                    if e.seat is not None and e.seat >= 0 and f"seat {e.seat}" not in e.text}
    assert not unnamed, sorted(unnamed)[:8]
