"""Rewards at the end of a game, from ``state.outcome`` (``tarotlab.Outcome``).

Every step before the end rewards 0. At the end:

``reward="win"`` (the default), zero-sum, each seat's reward in [-1, +1]:

- the winners (``outcome.winners``, W seats) share +1: each gets ``+1 / W``;
- the other seats (L = players - W) share -1: each gets ``-1 / L``;
- a draw (no winner; Mystick's tie on VP and cards left in deck, Arcana's double midnight)
  and a victory shared by every seat give everyone 0.

So with two players a win is +1, a loss -1 and a draw 0; in a 4-player Arcanum won by one
seat, the winner gets +1 and each other seat -1/3; a victory shared by two of four seats
(arcanum: "shared victory") gives each of the two +1/2 and each of the others -1/2.

``reward="score"``: each seat's final score, ``outcome.scores[seat]``, as it stands: Arcana's
HP, Arcanum's and Mystick's victory points, Arcs' Power (general-sum).
"""

from __future__ import annotations

from ..core.engine import Outcome

REWARDS = ("win", "score")


def final_rewards(outcome: Outcome, players: int, reward: str = "win") -> list[float]:
    """Each seat's reward at the end of a game (see the module docstring).

    >>> from tarotlab import Outcome
    >>> final_rewards(Outcome((1,), "hp", "", "arcana R11", (0, 3)), 2)
    [-1.0, 1.0]
    >>> final_rewards(Outcome((0, 2), "vp", "", "arcanum", (9, 4, 9, 1)), 4)
    [0.5, -0.5, 0.5, -0.5]
    >>> final_rewards(Outcome((), "draw", "", "mystick R13", (5, 5, 2)), 3)
    [0.0, 0.0, 0.0]
    >>> final_rewards(Outcome((1,), "hp", "", "arcana R11", (0, 3)), 2, "score")
    [0.0, 3.0]
    """
    if reward == "score":
        if outcome.scores is None:  # pragma: no cover - every game's outcome has scores
            raise ValueError("this outcome has no scores")
        return [float(score) for score in outcome.scores]
    if reward != "win":
        raise ValueError(f"reward must be one of {', '.join(REWARDS)}, not {reward!r}")
    winners = set(outcome.winners)
    if not winners or len(winners) == players:
        return [0.0] * players
    win, lose = 1.0 / len(winners), -1.0 / (players - len(winners))
    return [win if seat in winners else lose for seat in range(players)]
