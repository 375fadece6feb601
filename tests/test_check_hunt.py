"""``check()`` never raises: the hunt of the class of the Arcanum ``remove 4S`` KeyError.

At positions of every kind of decision of every game and player count (from seeded games, a
few prepared positions where seeded play never goes), every action text of the game's
vocabulary is asked with each card, seat, location, system, name and number swapped in turn for
every other value of its kind (``tarotlab.testing.vocabulary``): a Verdict every time, and the
position's serialized snapshot unchanged. A hypothesis search then changes several slots at
once at positions reached by any number of random decisions, and applies the text too: a
refusal changes nothing, a Verdict that says legal applies.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import tarotlab
from tarotlab.arcanum.rules import ArcanumState
from tarotlab.arcs.rules import ArcsState
from tarotlab.arcs.scenario import Edit, Rig
from tarotlab.core.engine import State
from tarotlab.mystick.rules import MystickState
from tarotlab.testing.hunt import CONFIGURATIONS, Positions, collect, decision_kind, sweep
from tarotlab.testing.snapshot import snapshot
from tarotlab.testing.vocabulary import fill, kinds, slots

SEEDS = 60
"""Seeded games per game and options (half random, half greedy): 60 meet every kind of
decision each game declares but one (Arcs' elimination recovery, prepared below)."""


def declared_kinds(state: State) -> set[str]:
    """Every kind of decision the game's code declares."""
    if isinstance(state, ArcsState):
        return set(state.DECISIONS)
    if isinstance(state, ArcanumState | MystickState):
        helpers = {"set", "judge_remove_for"}  # _legal_* methods that are no decision kind
        return {n[len("_legal_"):] for n in dir(state) if n.startswith("_legal_")} - helpers
    return {"throw", "choose", "coin", "die"}  # Arcana's phases (arcana/rules.py)


def arcs_recovery() -> State:
    """arcs: Elimination Recovery (tests/test_arcs_rules_control.py): seat 1 has no ship or starport
    left at the end of its turn."""
    rig = Rig(court=["Mass Uprising", "Populist Demands", "Outrage Spreads", "Call to Action"],
              hands={0: ["Adm2", "Agg2", "Con2", "Mob2", "Agg6", "Adm6"],
                     1: ["Adm3", "Agg3", "Con3", "Mob3", "Agg5", "Con6"],
                     2: ["Adm4", "Agg4", "Con4", "Mob4", "Mob6", "Adm5"]})
    s = rig.start(players=3, setup_card="3P Mix Up", seed=1)
    Edit(s).clear("2.1").ships(1, "3.0").ships(1, "5.3")
    for action in ("lead Adm2", "done", "copy Con6", "done"):
        if s.pending[:1] != ("turn",) or action == "done":
            rig.apply(s, action)
    assert decision_kind(s) == "recover", s.pending
    return s


PREPARED = {"arcs": [arcs_recovery]}


@cache
def positions(index: int) -> Positions:
    game, options = CONFIGURATIONS[index]
    return collect(game, options, range(SEEDS))


def vocabulary(game: str) -> list[str]:
    """Every form met in any configuration of ``game`` (one text each)."""
    texts: dict[str, str] = {}
    for i, (name, _) in enumerate(CONFIGURATIONS):
        if name == game:
            texts.update(positions(i).vocabulary)
    return sorted(texts.values())


IDS = [f"{g}-{'-'.join(f'{k}={v}' for k, v in o.items()) or 'default'}"
       for g, o in CONFIGURATIONS]


@pytest.mark.slow
@pytest.mark.parametrize("index", range(len(CONFIGURATIONS)), ids=IDS)
def test_check_answers_every_swapped_text_at_every_kind_of_decision(index: int) -> None:
    """A Verdict for every text and swap, and nothing changes (see the module docstring)."""
    game, _ = CONFIGURATIONS[index]
    found = positions(index)
    texts = vocabulary(game)
    asked, failures = 0, []
    for states in found.by_kind.values():
        for state in states:
            n, bad = sweep(state, texts)
            asked += n
            failures += bad
    assert not failures, "\n".join(map(str, failures[:20])) + f"\n({len(failures)} in all)"
    assert asked > len(texts) * sum(map(len, found.by_kind.values()))  # swaps were asked


@pytest.mark.slow
@pytest.mark.parametrize("game", sorted({g for g, _ in CONFIGURATIONS}))
def test_the_hunt_meets_every_kind_of_decision(game: str) -> None:
    """Every kind the game declares is met by the seeded games or a prepared position, and
    the prepared positions pass the sweep too."""
    met: set[str] = set()
    state: State | None = None
    for i, (name, _) in enumerate(CONFIGURATIONS):
        if name == game:
            met |= {kind.split()[0] for kind in positions(i).by_kind}
            state = next(iter(positions(i).by_kind.values()))[0]
    for prepare in PREPARED.get(game, []):
        prepared = prepare()
        met.add(decision_kind(prepared).split()[0])
        _, failures = sweep(prepared, vocabulary(game))
        assert not failures, "\n".join(map(str, failures[:20]))
    assert state is not None
    missing = declared_kinds(state) - met
    assert not missing, f"{game}: no position of kind {sorted(missing)}"


def _random_position(game: str, options: Mapping[str, Any], seed: int, steps: int) -> State:
    state = tarotlab.new_game(game, seed=seed, **options)
    rng = tarotlab.core.rng.Rng(seed, stream=7)
    for _ in range(steps):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
    return state


@st.composite
def hunts(draw: st.DrawFn) -> tuple[State, str]:
    """A position after any number of random decisions, and a vocabulary text with any of
    its slots set to any value of its kind."""
    index = draw(st.integers(0, len(CONFIGURATIONS) - 1))
    game, options = CONFIGURATIONS[index]
    state = _random_position(game, options, draw(st.integers(0, 10**6)),
                             draw(st.integers(0, 400)))
    text = draw(st.sampled_from(vocabulary(game)))
    values = kinds(game)
    choose = {i: draw(st.sampled_from(values[kind])) for i, kind in enumerate(slots(game, text))
              if draw(st.booleans())}
    return state, fill(game, text, choose)


@pytest.mark.slow
@settings(max_examples=300, deadline=None)
@given(hunt=hunts())
def test_check_and_apply_agree_on_any_mix_of_slots(hunt: tuple[State, str]) -> None:
    """``check`` answers; ``apply`` takes what ``check`` calls legal and refuses the rest
    with the same rule, changing nothing (judged on the snapshot)."""
    state, text = hunt
    before = snapshot(state)
    verdict = state.check(text)
    assert isinstance(verdict.ok, bool) and (verdict.ok or verdict.rule)
    assert snapshot(state) == before, f"check({text!r}) changed the state"
    if verdict.ok:
        state.apply(text)
        return
    with pytest.raises((tarotlab.IllegalAction, tarotlab.MalformedAction)) as refusal:
        state.apply(text)
    assert snapshot(state) == before, f"refusing {text!r} changed the state"
    if isinstance(refusal.value, tarotlab.IllegalAction):
        assert (refusal.value.rule, refusal.value.reason) == (verdict.rule, verdict.reason)
