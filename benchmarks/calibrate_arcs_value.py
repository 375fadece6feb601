"""Fit Arcs' position value (``tarotlab/arcs/value.py``) to who won greedy games.

Plays ``--games`` greedy games for each of 2, 3 and 4 players (seeds 10,000 on), notes at
every ``--every``-th decision each seat's Power, what the declared ambitions would give it
now (arcs: End-of-Chapter Scoring) and the chapters left, and fits the value's three figures
(temperature, its growth per chapter left, a projected Power's worth) by maximum likelihood
of the eventual winner. Prints the figures and the log loss beside an even chance's; the
module's constants are copied from here by hand.

    .venv/bin/python benchmarks/calibrate_arcs_value.py --games 300
"""

from __future__ import annotations

import numpy as np
from fitting import arguments, fit_and_print

import tarotlab
from tarotlab.arcs.components import CHAPTERS
from tarotlab.arcs.value import projected
from tarotlab.bots import decisions, make_bot
from tarotlab.core.rng import Rng

SEATS = 4


def positions(games: int, every: int) -> dict[str, np.ndarray]:
    """Features and winners of positions from greedy games, padded to four seats."""
    rows: list[tuple[list[int], list[int], int, int, int]] = []
    for players in (2, 3, 4):
        for seed in range(games):
            state = tarotlab.new_game("arcs", seed=10_000 + seed, players=players)
            bots = [make_bot("greedy", "arcs") for _ in range(players)]
            seen = []
            for i, _ in enumerate(decisions(state, bots, Rng(seed))):
                if i % every == 0:
                    seen.append((list(state.power), projected(state), state.chapter))
            assert state.outcome is not None
            winner = state.outcome.winners[0]
            rows += [(power, gain, chapter, players, winner) for power, gain, chapter in seen]
    pad = [0] * SEATS
    return {"power": np.array([(r[0] + pad)[:SEATS] for r in rows], float),
            "gain": np.array([(r[1] + pad)[:SEATS] for r in rows], float),
            "left": np.array([max(0, CHAPTERS - r[2]) for r in rows], float),
            "seated": np.array([[k < r[3] for k in range(SEATS)] for r in rows]),
            "winner": np.array([r[4] for r in rows])}


def log_loss(x: np.ndarray, data: dict[str, np.ndarray]) -> float:
    """Mean cross-entropy of the winners under the value with figures ``x``."""
    temperature, per_chapter, ambition = x
    scale = np.maximum(0.05, temperature + per_chapter * data["left"])[:, None]
    logits = np.where(data["seated"], (data["power"] + ambition * data["gain"]) / scale, -1e9)
    logits -= logits.max(axis=1, keepdims=True)
    logp = logits - np.log(np.exp(logits).sum(axis=1, keepdims=True))
    return float(-logp[np.arange(len(logp)), data["winner"]].mean())


def main() -> None:
    args = arguments(__doc__.splitlines()[0], games=300, every=25)
    data = positions(args.games, args.every)
    fit_and_print(log_loss, data, [3.0, 3.0, 0.5],
                  ("TEMPERATURE", "TEMPERATURE_PER_CHAPTER", "AMBITION"),
                  data["seated"], 3 * args.games)


if __name__ == "__main__":
    main()
