"""Mystick runs on the core decision engine: each section's tables, joined in MystickState,
name every task and decision met in play, and every pending decision is a typed record."""

from __future__ import annotations

import random

import tarotlab
from tarotlab.core.decision import OVER, Decide, DecisionState
from tarotlab.core.engine import CHANCE
from tarotlab.mystick import challenge, draws, effects, moves, rules
from tarotlab.mystick.pending import (
    ChooseTarget,
    DrawCard,
    PickDiscard,
    RandomDiscard,
    RecoverCard,
)
from tarotlab.mystick.rules import MystickState

RECORDS = {"card": DrawCard, "random": RandomDiscard, "pick_discard": PickDiscard,
           "recover": RecoverCard, "choose": ChooseTarget, "move": Decide, "redraw": Decide}
"""Each kind of decision and the record it is pending as."""


def test_the_state_joins_each_sections_tables() -> None:
    assert issubclass(MystickState, DecisionState)
    sections = (draws, moves, challenge, effects)
    assert set(MystickState.DECISIONS) == {k for m in sections for k in m.DECISIONS}
    assert set(MystickState.DECISIONS) == set(RECORDS)
    for module in sections:
        for name, task in module.TASKS.items():
            assert MystickState.TASKS[name] is task
    assert set(challenge.TASKS) == rules._CHALLENGE_TASKS  # dropped when the challenger is out


def test_every_pending_decision_is_a_typed_record_with_chance_seat_for_chance() -> None:
    kinds: set[str] = set()
    tasks: set[str] = set()
    for seed in range(12):
        s = tarotlab.new_game("mystick", seed=seed, players=2 + seed % 3, auto_chance=False)
        rng = random.Random(seed)
        while not s.is_over:
            pending = s.pending
            assert type(pending) is RECORDS[pending.kind], pending
            assert (pending.seat == CHANCE) == (pending.kind in ("card", "random")), pending
            assert s.to_move == pending.seat
            kinds.add(pending.kind)
            tasks.update(t[0] for t in s.tasks)
            s.apply(rng.choice(s.legal_actions()))
        assert s.pending == OVER
    assert kinds >= {"card", "random", "move", "redraw", "choose", "pick_discard"}
    assert tasks <= set(MystickState.TASKS)
