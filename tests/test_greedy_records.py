"""Issue 31: 200 seeded all-greedy games per game, pinned before the engine was made faster,
are played again decision for decision (``tarotlab.testing.greedy_records``)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tarotlab.testing.greedy_records import CONFIGS, GAMES_PER_CONFIG, greedy_game

PINNED = json.loads((Path(__file__).parent / "golden" / "greedy_records.json")
                    .read_text(encoding="utf-8"))
CHUNK = 50


def test_every_configuration_is_pinned() -> None:
    assert set(PINNED) == set(CONFIGS)
    assert all(len(games) == GAMES_PER_CONFIG for games in PINNED.values())


@pytest.mark.slow
@pytest.mark.parametrize("start", range(0, GAMES_PER_CONFIG, CHUNK))
@pytest.mark.parametrize("config", sorted(CONFIGS))
def test_greedy_games_are_played_again_exactly(config: str, start: int) -> None:
    for seed in range(start, start + CHUNK):
        assert greedy_game(config, seed) == PINNED[config][seed], (config, seed)
