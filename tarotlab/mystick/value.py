"""Mystick's position value: each seat's chance of winning from a position, for a search that
stops a playout early instead of playing it to the end (``search.bot.VALUES``).

It reads the rules' own scoring. A seat's standing is the score it would have if the round
ended now (mystick R11: its VP plus the bonus, 1 VP per Power on its Pawns, twice with
Presence), plus a weight per card left in its deck (a deck that runs out eliminates its
seat, mystick R12, and breaks a tie on VP, mystick R13). The standings become chances by a
softmax whose temperature grows with the Power left in the pool: the more Power still to
win, the less a lead is worth. An eliminated seat's chance is 0, a finished game's result is
the rules' own.

The three figures were fitted by maximum likelihood to who won 3,000 greedy games (1,000
each of 2, 3 and 4 players, seeds 10,000 on, every seventh decision): the fitted value
predicts the winner with a log loss of 0.976, against 1.127 for an even chance
(``benchmarks/calibrate_mystick_value.py``). They are the greedy bot's games, so the value
is a heuristic for a search's leaves, not a rule. A search uses it when asked
(``ISMCTSBot(rollout="value")``), not by default: greedy playouts played better
(``search.bot.AUTO``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.chances import result_shares, softmax

if TYPE_CHECKING:
    from .state import MystickBase

TEMPERATURE = 2.94
"""The softmax's temperature, in VP, with the pool empty."""
TEMPERATURE_PER_POWER = 0.237
"""How much each Power left in the pool adds to the temperature."""
DECK_CARD = 0.876
"""What a card left in a seat's deck is worth, in VP."""


def round_scores(state: MystickBase) -> list[int]:
    """Each seat's score if the round ended now (mystick R11: VP plus 1 per Power on its
    Pawns, twice with Presence).

    >>> import tarotlab
    >>> round_scores(tarotlab.new_game("mystick", seed=1, players=2))
    [0, 0]
    """
    return [state.vp[seat] + state.bonus_points(seat) for seat in range(state.n)]


def standings(state: MystickBase) -> list[float]:
    """``round_scores`` plus ``DECK_CARD`` per card left in each seat's deck (mystick R12,
    R13)."""
    return [score + DECK_CARD * state._deck_size(seat)
            for seat, score in enumerate(round_scores(state))]


def win_chances(state: MystickBase) -> tuple[float, ...]:
    """Each seat's chance of winning: a softmax of ``standings`` among the seats still in,
    cooler as the pool empties; a finished game's result as the rules give it.

    >>> import tarotlab
    >>> chances = win_chances(tarotlab.new_game("mystick", seed=1, players=3))
    >>> len(chances), round(sum(chances), 9)
    (3, 1.0)
    """
    result = result_shares(state)
    if result is not None:
        return result
    temperature = TEMPERATURE + TEMPERATURE_PER_POWER * state.pool
    return softmax(standings(state), temperature, [not out for out in state.eliminated])
