"""Undo rebuilds from the snapshots a game keeps every few decisions (``State._rebuild``).

What undo promises: the position as it was before the decision taken back, judged here on the
serialized state (``serialized``), never on a copy. Looked at where the kept snapshots could
mislead: across many of them, on a second line of play after the first was taken back (the
snapshots of the first line no longer agree with the decisions), and in an Arcs position
changed by hand between decisions (``scenario.Edit``, tarotlab X1: undo makes each edit again
at the step it was made, and drops the edits made after the position it goes back to).
"""

from __future__ import annotations

from typing import Any

import pytest

import tarotlab
from tarotlab.arcs.rules import ArcsState
from tarotlab.arcs.scenario import Edit
from tarotlab.core.checkpoints import CHECKPOINT_EVERY
from tarotlab.core.engine import CHANCE, Action, State
from tarotlab.core.rng import Rng
from tarotlab.testing.snapshot import serialized


def _play(state: State, rng: Rng, decisions: int, edit_every: int = 0, power_from: int = 0,
          script: list[Action] | None = None) -> list[str]:
    """Take up to ``decisions`` random decisions (or those of ``script``); with
    ``edit_every``, first set seat 0's Power by hand (to ``power_from`` plus the decision's
    number) before every ``edit_every``-th one. Returns the serialized position before each
    decision (edits included)."""
    before = []
    for k in range(decisions):
        if state.is_over:
            break
        if edit_every and k % edit_every == 0:
            assert isinstance(state, ArcsState)
            Edit(state).power(0, power_from + k)
        before.append(serialized(state))
        state.apply(script[k] if script is not None else rng.choice(state.legal_actions()))
    return before


def _take_back(state: State, positions: list[str]) -> None:
    """Undo once for each position, newest first: each undo gives that position back."""
    for k, wanted in enumerate(reversed(positions)):
        state.undo()
        assert serialized(state) == wanted, f"undo number {k + 1} gave another position"


@pytest.mark.parametrize(("game", "options"), [("arcana", {}), ("arcanum", {"players": 4}),
                                                ("mystick", {"players": 3}),
                                                ("arcs", {"players": 3})])
def test_undo_gives_back_every_position_on_two_lines_of_play(game: str,
                                                             options: dict[str, Any]) -> None:
    """A line of play taken back halfway, a second line played from there and taken back to
    the start: every undo gives the position before the decision it takes back."""
    state = tarotlab.new_game(game, seed=11, **options)
    first = _play(state, Rng(1), 6 * CHECKPOINT_EVERY + 3)
    half = len(first) // 2
    _take_back(state, first[half:])
    second = _play(state, Rng(2), 5 * CHECKPOINT_EVERY + 1)
    assert second[1:] != first[half + 1:half + len(second)], "the second line is the first again"
    _take_back(state, first[:half] + second)


def test_undo_makes_the_edits_again_and_drops_those_made_after() -> None:
    """tarotlab X1 (scenario.Edit): an Arcs game edited by hand before every third decision,
    taken back halfway (the edits after that position dropped), played on another way with
    other edits, then taken back to the start."""
    state = tarotlab.new_game("arcs", seed=5, players=3)
    assert isinstance(state, ArcsState)
    first = _play(state, Rng(3), 6 * CHECKPOINT_EVERY + 2, edit_every=3)
    half = len(first) // 2
    _take_back(state, first[half:])
    assert all(step <= state.step for step, _, _ in state.edits)
    second = _play(state, Rng(4), 5 * CHECKPOINT_EVERY, edit_every=2)
    _take_back(state, first[:half] + second)
    assert state.edits == [(state.step, "power", (0, 0))]  # made before the first decision


def test_undo_after_the_same_decisions_with_other_edits_makes_the_new_edits() -> None:
    """tarotlab X1 (scenario.Edit): a line of play with edits, taken back to the start, then
    the same decisions again with other edits: the snapshots kept on the first line agree
    with the decisions but not with the edits, and undo must not bring the old edits back."""
    state = tarotlab.new_game("arcs", seed=8, players=3)
    start = state.step
    first = _play(state, Rng(6), 6 * CHECKPOINT_EVERY + 2, edit_every=3)
    script = [action for seat, action in state.history[start:] if seat != CHANCE]
    _take_back(state, first)
    again = _play(state, Rng(0), len(script), edit_every=3, power_from=10, script=script)
    assert [a for s, a in state.history[start:] if s != CHANCE] == script
    assert again[1:] != first[1:]  # the same decisions, other Power
    _take_back(state, again)
