"""Seeded all-greedy games whose every decision is pinned (issue 31): the engine may get faster,
never different. ``python -m tarotlab.testing.greedy_records FILE`` writes the digests of the
records as they are now; ``tests/test_greedy_records.py`` replays the games and compares.

A game's digest is the SHA-256 of its decisions (``seat action`` per line), so one changed
choice anywhere changes it; the file also keeps each game's length and winners to say where
a difference starts to matter.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path
from typing import Any

from ..bots import make_bot, play
from ..core.registry import new_game

CONFIGS: dict[str, tuple[str, dict[str, Any]]] = {
    "arcana": ("arcana", {}),
    "arcanum 3p": ("arcanum", {"players": 3}),
    "arcanum 4p": ("arcanum", {"players": 4}),
    "mystick 2p": ("mystick", {"players": 2}),
    "mystick 4p": ("mystick", {"players": 4}),
    "arcs 3p": ("arcs", {"players": 3}),
    "arcs 3p leaders": ("arcs", {"players": 3, "leaders": True}),
}
"""The games pinned: name -> (game, options); every seat greedy."""
GAMES_PER_CONFIG = 200


def greedy_game(config: str, seed: int) -> dict[str, Any]:
    """Play one all-greedy game of ``config`` with ``seed``; its digest, length and winners.

    >>> greedy_game("arcanum 3p", 0)["steps"] > 0
    True
    """
    game, options = CONFIGS[config]
    state = new_game(game, seed=seed, **options)
    play(state, [make_bot("greedy", game) for _ in range(state.players)], seed=seed)
    text = "\n".join(f"{seat} {action}" for seat, action in state.history)
    assert state.outcome is not None
    return {"digest": hashlib.sha256(text.encode()).hexdigest(), "steps": state.step,
            "winners": list(state.outcome.winners)}


def write(path: Path, games: int = GAMES_PER_CONFIG) -> None:
    """Write the digests of ``games`` seeded games per configuration to ``path``."""
    table = {config: [greedy_game(config, seed) for seed in range(games)]
             for config in CONFIGS}
    path.write_text(json.dumps(table, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":  # pragma: no cover - run by hand, before a speed change
    write(Path(sys.argv[1]))
