"""A hint's line (``Analysis.line``, ``Hint.line``) and adding it as a variation
(``Session.add_line``): only the seat's own decisions, with nothing drawn or decided by
another seat between them, starting with the best move; adding it changes the tree, never
the position shown, and an illegal line changes nothing."""

from __future__ import annotations

import pytest

import tarotlab
from tarotlab.bots import decisions, make_bot
from tarotlab.core.engine import State
from tarotlab.core.errors import TarotlabError
from tarotlab.core.rng import Rng
from tarotlab.notebook.session import Session
from tarotlab.search.hint import hint
from tarotlab.testing.snapshot import serialized


def positions(players: int, wanted: int) -> list[State]:
    """Positions with a real choice from greedy games of Mystick (every fifth step)."""
    found: list[State] = []
    for seed in range(20):
        state = tarotlab.new_game("mystick", seed=seed, players=players)
        bots = [make_bot("greedy", "mystick") for _ in range(players)]
        for _ in decisions(state, bots, Rng(seed)):
            if len(found) >= wanted * (seed + 1) // 4:
                break
            if len(state.legal_actions()) > 1 and state.step % 5 == 0:
                found.append(state.clone())
        if len(found) >= wanted:
            break
    return found[:wanted]


@pytest.mark.parametrize("players", [2, 3])
def test_a_line_is_the_best_move_then_the_seats_own_decisions_only(players: int) -> None:
    for state in positions(players, 8):
        seat = state.to_move
        found = hint(state, iterations=120)
        line = found.line
        assert line and line[0] == found.best
        played = state.clone()
        for i, action in enumerate(line):
            assert played.to_move == seat and action in played.legal_actions()
            before = len(played.history)
            played.apply(action)
            if i < len(line) - 1:  # nothing drawn, nobody else decided, before the next
                assert len(played.history) == before + 1


def test_a_line_is_added_as_a_variation_and_the_position_stays() -> None:
    session = Session("arcana", seed=2)
    shown = serialized(session.state)
    line = session.add_line(["throw Star"], name="the Star")
    assert serialized(session.state) == shown and session.position == 0
    assert line.name == "main line"  # nothing was played from here yet: it is the main line
    session.play("throw Moon")
    session.undo()
    line = session.add_line(["throw Sun"], name="the Sun")
    assert (line.name, line.branch, line.end) == ("the Sun", 0, 1)
    assert serialized(session.state) == shown
    session.switch("the Sun")
    assert session.state.history[-1] == (0, "throw Sun")


def test_an_illegal_line_or_a_taken_name_changes_nothing() -> None:
    session = Session("arcana", seed=2)
    session.play("throw Star")
    session.undo()
    lines, shown = session.lines(), serialized(session.state)
    with pytest.raises(TarotlabError, match=r"'throw Zzz' cannot be added to the line: "
                                            r"arcana: unknown card 'Zzz' \[arcana actions\]"):
        session.add_line(["throw Moon", "throw Zzz"])  # the Moon is legal, the rest not
    with pytest.raises(TarotlabError, match="a line is already called 'main line'"):
        session.add_line(["throw Sun"], name="main line")
    assert session.lines() == lines and serialized(session.state) == shown
