"""Mystick's position value (``tarotlab.mystick.value``), for a search's leaves: the round
score the rules would give now (mystick R11), chances that follow the standings, nothing for
a seat that is out (mystick R12), and a finished game's result as the rules give it."""

from __future__ import annotations

import math

import pytest
from test_search_golden_mystick import DUEL, tripwire_at_the_last_draw

import tarotlab
from tarotlab.mystick.rules import MystickState
from tarotlab.mystick.value import (
    DECK_CARD,
    TEMPERATURE,
    TEMPERATURE_PER_POWER,
    round_scores,
    standings,
    win_chances,
)


def test_the_round_score_is_vp_plus_a_point_per_power_on_ones_pawns() -> None:
    """``tripwire_at_the_last_draw``, worked out by hand in its docstring: 6 VP each; seat 0's
    Pawns hold 3 + 1 + 1 Power, seat 1's 3 + 2 + 1, none with Presence (mystick R11)."""
    assert round_scores(tripwire_at_the_last_draw()) == [11, 12]


def test_the_chances_are_a_softmax_of_the_standings_cooled_by_the_pool() -> None:
    """The pool is empty there, so the temperature is its least; the seat ahead on standing
    is the favourite, by the softmax of the difference."""
    state = tripwire_at_the_last_draw()
    assert state.pool == 0
    mine, theirs = standings(state)
    assert (mine, theirs) == (11 + DECK_CARD * state._deck_size(0),
                              12 + DECK_CARD * state._deck_size(1))
    first, second = win_chances(state)
    assert first + second == pytest.approx(1.0)
    assert first == pytest.approx(1 / (1 + math.exp((theirs - mine) / TEMPERATURE)))
    assert TEMPERATURE_PER_POWER > 0  # more Power still to win: a lead is worth less


def test_a_finished_game_is_valued_as_the_rules_decide_it() -> None:
    """The Duelist's challenge ends the game and seat 0 wins (the golden position's
    docstring: mystick R10, R11, R13): a certain win, whatever the standings say."""
    state = tripwire_at_the_last_draw()
    state.apply(DUEL)
    assert state.is_over and win_chances(state) == (1.0, 0.0)


def test_a_seat_that_is_out_has_no_chance() -> None:
    """Elimination (mystick R12): a seat out of the game gets 0, the others share the rest."""
    state = tarotlab.new_game("mystick", seed=4, players=3)
    assert isinstance(state, MystickState)
    state.eliminated[1] = True
    chances = win_chances(state)
    assert chances[1] == 0.0 and chances[0] + chances[2] == pytest.approx(1.0)


def test_the_chances_follow_the_standings() -> None:
    """Seats equal in VP and bonus are ranked by the cards left in their decks (mystick R12,
    R13), and more VP is a better chance."""
    state = tarotlab.new_game("mystick", seed=1, players=4)
    assert isinstance(state, MystickState)
    chances = win_chances(state)
    ranked = sorted(range(4), key=state._deck_size)
    assert [chances[seat] for seat in ranked] == sorted(chances)
    state.vp[ranked[0]] = 10
    assert max(win_chances(state)) == win_chances(state)[ranked[0]]


def test_a_search_can_stop_its_playouts_at_the_value_but_does_not_by_default() -> None:
    """``rollout="value"`` takes Mystick's value at each leaf; ``auto`` plays greedy games
    out, which played better than the value and than random games (``search.bot.AUTO``)."""
    from tarotlab.bots import InfoSet
    from tarotlab.core.rng import Rng
    from tarotlab.search.bot import ISMCTSBot, _make_rollout
    from tarotlab.search.ismcts import BotRollout, ValueRollout

    state = tarotlab.new_game("mystick", seed=2, players=3)
    assert isinstance(_make_rollout("auto", state), BotRollout)
    rollout = _make_rollout("value", state)
    assert isinstance(rollout, ValueRollout) and rollout.value is win_chances
    seat = state.to_move
    assert isinstance(seat, int)
    info = InfoSet(seat, state.view(seat), state.legal_actions(),
                   lambda rng: state.determinize(seat, rng))
    found = ISMCTSBot(iterations=60, rollout="value").analyse(info, Rng(1))
    assert found.iterations == 60 and found.best() in state.legal_actions()
