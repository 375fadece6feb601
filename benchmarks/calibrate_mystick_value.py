"""Fit Mystick's position value (``tarotlab/mystick/value.py``) to who won greedy games.

Plays ``--games`` greedy games for each of 2, 3 and 4 players (seeds 10,000 on), notes at
every ``--every``-th decision each seat's round score (mystick R11), cards left in its deck,
whether it is out, and the Power left in the pool, and fits the value's three figures
(temperature, its growth per Power in the pool, a deck card's worth) by maximum likelihood
of the eventual winner (a shared win shares the weight). Prints the figures and the log loss
beside an even chance's; the module's constants are copied from here by hand.

    .venv/bin/python benchmarks/calibrate_mystick_value.py --games 1000
"""

from __future__ import annotations

import numpy as np
from fitting import arguments, fit_and_print

import tarotlab
from tarotlab.bots import decisions, make_bot
from tarotlab.core.rng import Rng
from tarotlab.mystick.value import round_scores

SEATS = 4


def positions(games: int, every: int) -> dict[str, np.ndarray]:
    """Features and winners of positions from greedy games, padded to four seats."""
    rows: list[tuple[list[int], list[int], list[bool], int, list[float]]] = []
    for players in (2, 3, 4):
        for seed in range(games):
            state = tarotlab.new_game("mystick", seed=10_000 + seed, players=players)
            bots = [make_bot("greedy", "mystick") for _ in range(players)]
            seen = []
            for i, _ in enumerate(decisions(state, bots, Rng(seed))):
                if i % every == 0:
                    seen.append((round_scores(state),
                                 [state._deck_size(k) for k in range(players)],
                                 list(state.eliminated), state.pool))
            assert state.outcome is not None
            for scores, decks, out, pool in seen:
                alive = [k for k in range(players) if not out[k]]
                won = [k for k in state.outcome.winners if k in alive] or alive
                rows.append((scores, decks, out, pool,
                             [1 / len(won) if k in won else 0.0 for k in range(players)]))
    pad = [0] * SEATS
    return {"score": np.array([(r[0] + pad)[:SEATS] for r in rows], float),
            "deck": np.array([(r[1] + pad)[:SEATS] for r in rows], float),
            "alive": np.array([[k < len(r[2]) and not r[2][k] for k in range(SEATS)]
                               for r in rows]),
            "pool": np.array([r[3] for r in rows], float),
            "target": np.array([(r[4] + [0.0] * SEATS)[:SEATS] for r in rows])}


def log_loss(x: np.ndarray, data: dict[str, np.ndarray]) -> float:
    """Mean cross-entropy of the winners under the value with figures ``x``."""
    temperature, per_power, deck_card = x
    scale = np.maximum(0.05, temperature + per_power * data["pool"])[:, None]
    logits = np.where(data["alive"], (data["score"] + deck_card * data["deck"]) / scale, -1e9)
    logits -= logits.max(axis=1, keepdims=True)
    logp = logits - np.log(np.exp(logits).sum(axis=1, keepdims=True))
    target = data["target"]
    return float(-(np.where(target > 0, target * logp, 0.0)).sum() / len(target))


def main() -> None:
    args = arguments(__doc__.splitlines()[0], games=1000, every=7)
    data = positions(args.games, args.every)
    fit_and_print(log_loss, data, [2.0, 0.5, 0.5],
                  ("TEMPERATURE", "TEMPERATURE_PER_POWER", "DECK_CARD"),
                  data["alive"], 3 * args.games)


if __name__ == "__main__":
    main()
