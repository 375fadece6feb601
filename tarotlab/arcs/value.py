"""Arcs' position value: each seat's chance of winning from a position, for a search that
stops a playout early instead of playing it to the end (``search.bot.VALUES``).

It reads the rules' own scoring. Most Power wins (arcs R11). A seat's standing is its Power
plus ``AMBITION`` times what the ambitions declared so far would give it if the chapter
ended now (arcs: End-of-Chapter Scoring, with the abilities that change it): the standings
on an ambition can still change before the chapter ends, so a projected gain is worth less
than Power in hand. The standings become chances by a softmax whose temperature grows with
the chapters left after this one (arcs: End Game or Advance Chapter: five chapters at most):
the more chapters still to play, the less a lead is worth. A finished game's result is the
rules' own.

The three figures were fitted by maximum likelihood to who won 900 greedy games (300 each of
2, 3 and 4 players, seeds 10,000 on, every 25th decision;
``benchmarks/calibrate_arcs_value.py``): over 13,399 positions the fitted value predicts the
winner with a log loss of 0.922, against 1.124 for an even chance. They are the greedy bot's
games, so the value is a heuristic for a search's leaves, not a rule.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.chances import result_shares, softmax
from .components import AMBITIONS, CHAPTERS

if TYPE_CHECKING:
    from .phases.chapter import ChapterRules

TEMPERATURE = 5.8
"""The softmax's temperature, in Power, in the last chapter."""
TEMPERATURE_PER_CHAPTER = 1.03
"""How much each chapter left after the current one adds to the temperature."""
AMBITION = 0.936
"""What a Power the declared ambitions would give now is worth against a Power held."""


def projected(state: ChapterRules) -> list[int]:
    """The Power each seat would gain from the ambitions declared so far if the chapter ended
    now (arcs: End-of-Chapter Scoring), without changing ``state``.

    >>> import tarotlab
    >>> projected(tarotlab.new_game("arcs", seed=1, players=3))
    [0, 0, 0]
    """
    gains = [0] * state.n
    for ambition in AMBITIONS:
        if state.boxes[ambition]:
            for seat, gain in state.score_ambition(ambition).items():
                gains[seat] += gain
    return gains


def standings(state: ChapterRules) -> list[float]:
    """Each seat's Power plus ``AMBITION`` times its ``projected`` gain."""
    return [power + AMBITION * gain for power, gain in zip(state.power, projected(state),
                                                           strict=True)]


def win_chances(state: ChapterRules) -> tuple[float, ...]:
    """Each seat's chance of winning: a softmax of ``standings``, cooler as the chapters run
    out; a finished game's result as the rules give it.

    >>> import tarotlab
    >>> chances = win_chances(tarotlab.new_game("arcs", seed=1, players=3))
    >>> len(chances), round(sum(chances), 9)
    (3, 1.0)
    """
    result = result_shares(state)
    if result is not None:
        return result
    temperature = TEMPERATURE + TEMPERATURE_PER_CHAPTER * max(0, CHAPTERS - state.chapter)
    return softmax(standings(state), temperature)
