"""A hint's line (``Analysis.line``, ``Hint.line``) and adding it as a variation
(``Session.add_line``): only the seat's own decisions, with nothing drawn or decided by
another seat between them, starting with the best move; adding it changes the tree, never
the position shown, and an illegal line changes nothing."""

from __future__ import annotations

import pytest

import tarotlab
from tarotlab.bots import decisions, make_bot
from tarotlab.core.engine import CHANCE, State
from tarotlab.core.errors import TarotlabError
from tarotlab.core.rng import Rng
from tarotlab.notebook.session import Session
from tarotlab.search.hint import hint
from tarotlab.testing.secrets import secrecy_of
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


def secret_twins(game: str, players: int, wanted: int) -> list[tuple[State, State, int]]:
    """Pairs of positions that differ only in a secret (a decision the rulebook keeps from
    some seats, taken two ways: ``tarotlab.testing.secrets``), played on alike until a seat
    outside the secret has a choice, while that seat still sees the same in both: (one,
    other, that seat)."""
    secrecy = secrecy_of(game)
    assert secrecy is not None
    found: list[tuple[State, State, int]] = []
    for seed in range(40):
        state = tarotlab.new_game(game, seed=seed, players=players)
        state.options = dict(state.options, auto_chance=False)
        rng = Rng(seed, stream=5)
        while not state.is_over and len(found) < wanted:
            legal = state.legal_actions()
            action = state.sample_chance() if state.to_move == CHANCE else rng.choice(legal)
            secret = secrecy.secret(state, action)
            others = [b for b in legal if b != action and secret is not None
                      and (secrecy.secret(state, b) or ("",))[0] == secret[0]]
            if secret is not None and others and state.step % 3 == 0:
                one, other = state.clone(), state.clone()
                one.apply(action)
                other.apply(rng.choice(others))
                for _ in range(8):  # on alike to an outsider's choice
                    mover = one.to_move
                    if one.is_over or mover != other.to_move or mover is None:
                        break
                    if mover != CHANCE and mover not in secret[1] and \
                            len(one.legal_actions()) > 1:
                        if one.view(mover) == other.view(mover) and \
                                [str(e) for e in one.events] == [str(e) for e in other.events]:
                            found.append((one, other, mover))
                        break
                    step = one.sample_chance() if mover == CHANCE else \
                        rng.choice(one.legal_actions())
                    if step not in other.legal_actions():
                        break
                    one.apply(step)
                    other.apply(step)
            state.apply(action)
        if len(found) >= wanted:
            return found
    return found


@pytest.mark.parametrize(("game", "players"), [("mystick", 3), ("arcanum", 3)])
def test_positions_a_seat_cannot_tell_apart_give_it_the_same_hint_and_line(
        game: str, players: int) -> None:
    """The line is read from the search's tree alone: a secret the seat has not seen changes
    neither the figures nor the line (issue 32, item 5)."""
    twins = secret_twins(game, players, 4)
    assert len(twins) == 4
    for one, other, seat in twins:
        assert one.to_move == other.to_move == seat
        first = hint(one, iterations=150, rng=Rng(11), workers=1)
        second = hint(other, iterations=150, rng=Rng(11), workers=1)
        assert first.analysis.stats == second.analysis.stats
        assert first.line == second.line
