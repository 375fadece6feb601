"""A turn's legal actions listed lazily (a determinization's replay) are the ones listed at
once: the same list, in the same order, at every turn decision, and after an edit.

Whether a turn goes on is decided when it resumes (a turn with nothing left but ``done`` ends
by itself, arcs R6, tarotlab X8). A replay that applies known actions asks only that and lists
them only when asked (``_cache_lazy_turns``, ``TurnDecision.choices``); these tests hold
the lazy game to the eager one, action for action."""

from __future__ import annotations

import pytest

import tarotlab
from tarotlab.arcs.scenario import Edit
from tarotlab.core.rng import Rng
from tarotlab.testing.snapshot import serialized


def twins(seed: int, players: int, **options: object) -> tuple[tarotlab.State, tarotlab.State]:
    """The same new game twice: one that lists its turns lazily, one that lists them at once."""
    lazy = tarotlab.new_game("arcs", seed=seed, players=players, **options)
    eager = tarotlab.new_game("arcs", seed=seed, players=players, **options)
    lazy._cache_lazy_turns = True  # type: ignore[attr-defined]
    return lazy, eager


@pytest.mark.parametrize(("seed", "players", "leaders"), [(1, 2, False), (2, 3, False),
                                                          (3, 4, False), (4, 3, True)])
def test_a_lazy_turn_lists_what_an_eager_one_does_at_every_decision(
        seed: int, players: int, leaders: bool) -> None:
    lazy, eager = twins(seed, players, leaders=leaders)
    rng, turns = Rng(seed), 0
    while not eager.is_over:
        turns += eager.pending.kind == "turn"  # type: ignore[attr-defined]
        assert lazy.legal_actions() == eager.legal_actions(), f"step {eager.step}"
        action = rng.choice(eager.legal_actions())
        lazy.apply(action)
        eager.apply(action)
    assert lazy.is_over and serialized(lazy) == serialized(eager)
    assert turns > 50


def test_an_edit_at_a_lazy_turn_lists_the_edited_position() -> None:
    """An edit between the turn's resuming and its listing: the list is the edited
    position's. Here the first group holds the moves from a system, which the edit clears
    of the seat's ships."""
    lazy, eager = twins(5, 3)
    rng = Rng(5)
    while not (eager.pending.kind == "turn"  # type: ignore[attr-defined]
               and eager.legal_actions()[0].kind == "move"):  # moves come first
        action = rng.choice(eager.legal_actions())
        lazy.apply(action)  # lists the decision it answers, not the one it leads to
        eager.apply(action)
    assert lazy._cache_legal is None, "the turn was listed already"  # type: ignore[attr-defined]
    system = eager.legal_actions()[0].split()[1]
    before = eager.legal_actions()
    for state in (lazy, eager):
        Edit(state).clear(system)
    assert eager.legal_actions() != before, "the edit changed nothing: the test tests nothing"
    assert lazy.legal_actions() == eager.legal_actions()
