"""``State.play`` and ``Rig.play`` (issue 16 item 5): decisions taken in order, the events they
caused returned as an EventLog, and all or nothing: a refused decision takes back the ones
before it, so bad input changes nothing (compared on the serialized state)."""

from __future__ import annotations

import copy
import importlib
from typing import Any

import pytest

import tarotlab
from tarotlab import Action, EventLog, IllegalAction, MalformedAction, State
from tarotlab.core.rig import ChanceRig
from tarotlab.testing.snapshot import serialized

GAMES = ["arcana", "arcanum", "mystick", "arcs"]
RIGGED = ["arcanum", "mystick", "arcs"]  # the games with a scenario.Rig


def _rig(game: str) -> ChanceRig[Any]:
    rig: ChanceRig[Any] = importlib.import_module(f"tarotlab.{game}.scenario").Rig()
    return rig


def _first_legal(state: State, count: int, take: Any = None) -> list[Action]:
    """The game's first legal decision, ``count`` times, taken on ``state`` with ``take``."""
    take = take or state.apply
    actions = []
    for _ in range(count):
        actions.append(state.legal_actions()[0])
        take(actions[-1])
    return actions


def _refused(state: State) -> Action:
    """An action one might try now (a candidate, else one of the game's PROBES) that the
    rules refuse."""
    tries = [a for a, _ in state.candidates()] + [state.coerce(p) for p in state.PROBES]
    refused = [a for a in tries if not state.check(a).ok]
    assert refused, f"{state.GAME}: every action tried is legal at step {state.step}"
    return refused[0]


@pytest.mark.parametrize("game", GAMES)
def test_play_takes_the_decisions_in_order_and_returns_their_events(game: str) -> None:
    state = tarotlab.new_game(game, seed=3)
    expected = state.clone()
    start = len(expected.events)
    actions = _first_legal(expected, 4)
    log = state.play(*actions)
    assert isinstance(log, EventLog)
    assert log == expected.events[start:] and log
    assert serialized(state) == serialized(expected)
    assert state.play() == EventLog()


@pytest.mark.parametrize("game", GAMES)
def test_a_refused_decision_in_play_takes_back_the_ones_before_it(game: str) -> None:
    """Bad input changes nothing: the decisions before the refused one are undone too, and
    the error is the one ``apply`` gives (its rule and reason)."""
    state = tarotlab.new_game(game, seed=3)
    before = serialized(state)
    ahead = state.clone()
    actions = _first_legal(ahead, 3)
    refused = _refused(ahead)
    verdict = ahead.check(refused)
    with pytest.raises(IllegalAction) as err:
        state.play(*actions, refused)
    assert (err.value.rule, err.value.reason) == (verdict.rule, verdict.reason)
    assert serialized(state) == before
    state.play(*actions)  # and play goes on from the unchanged position
    assert serialized(state) == serialized(ahead)


@pytest.mark.parametrize("game", GAMES)
def test_text_that_is_no_action_in_play_changes_nothing(game: str) -> None:
    state = tarotlab.new_game(game, seed=3)
    before = serialized(state)
    first = state.legal_actions()[0]
    with pytest.raises(MalformedAction):
        state.play(first, "juggle three swords")
    assert serialized(state) == before


@pytest.mark.parametrize("game", RIGGED)
def test_rig_play_answers_chance_and_returns_the_events(game: str) -> None:
    rig = _rig(game)
    state = rig.start(seed=3)
    expected = state.clone()
    start = len(expected.events)
    actions = _first_legal(expected, 4, lambda action: rig.apply(expected, action))
    log = rig.play(state, *actions)
    assert isinstance(log, EventLog)
    assert log == expected.events[start:] and log
    assert serialized(state) == serialized(expected)


@pytest.mark.parametrize("game", RIGGED)
def test_a_refused_decision_in_rig_play_takes_back_the_ones_before_it(game: str) -> None:
    rig = _rig(game)
    state = rig.start(seed=3)
    before = serialized(state)
    ahead = state.clone()
    actions = _first_legal(ahead, 3, lambda action: rig.apply(ahead, action))
    with pytest.raises(IllegalAction):
        rig.play(state, *actions, _refused(ahead))
    assert serialized(state) == before


def test_a_refused_rig_play_keeps_the_rigs_wishes_for_later() -> None:
    """The rig's wished-for card is not used up by decisions that were taken back: the next
    draw still gets it (mystick)."""
    from tarotlab.mystick.scenario import Rig

    rig = Rig()
    state = rig.start(seed=3)
    card = state.decks[state.to_move][-1]
    rig.wish(state.to_move, card)
    wishes, before = copy.deepcopy(rig.pending()), serialized(state)
    ahead, ahead_rig = state.clone(), copy.deepcopy(rig)
    ahead_rig.apply(ahead, "draw")
    with pytest.raises(IllegalAction):
        rig.play(state, "draw", _refused(ahead))
    assert (rig.pending(), serialized(state)) == (wishes, before)
    rig.play(state, "draw")
    assert serialized(state) == serialized(ahead)


def test_an_event_log_shows_one_event_per_line_in_its_standard_form() -> None:
    state = tarotlab.new_game("arcana", seed=1)
    log = state.play("throw the star", "throw the moon")
    lines = [f"[{e.rule}] {e.text}" for e in log]
    assert str(log) == repr(log) == "\n".join(lines)
    assert lines[0] == "[arcana R2] seat 0 throws a card face down"
    shown: list[str] = []

    class Printer:  # the part of IPython's pretty printer that _repr_pretty_ uses
        def text(self, text: str) -> None:
            shown.append(text)

    log._repr_pretty_(Printer(), cycle=False)
    assert shown == [str(log)]
    assert repr(EventLog()) == str(EventLog()) == "(no events)"
