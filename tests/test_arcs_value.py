"""Arcs' position value (``tarotlab.arcs.value``), from the rulebook: arcs: End-of-Chapter
Scoring (first place gains the sum of the markers' first figures, second the second's),
arcs R11 (most Power wins). Positions are prepared as in ``test_arcs_scoring``."""

from __future__ import annotations

import math

import pytest
from arcs_rules_helpers import start
from test_arcs_scoring import end_chapter

from tarotlab.arcs import value
from tarotlab.arcs.scenario import Edit
from tarotlab.testing.snapshot import serialized


def tycoon_8_5_0():  # type: ignore[no-untyped-def]
    """Tycoon holds 5/3 and 3/2; seat 0 counts 3, seat 1 2, seat 2 1 (test_arcs_scoring):
    first would gain 8, second 5."""
    s, rig = start()
    Edit(s).declared("Tycoon").declared("Tycoon")
    Edit(s).gain(0, "Fuel").guild(0, "Loyal Engineers", "Loyal Pilots")
    Edit(s).gain(1, "Material").guild(1, "Mining Interest")
    return s, rig


def test_the_projection_is_what_the_chapters_end_would_give_and_changes_nothing() -> None:
    s, rig = tycoon_8_5_0()
    before = serialized(s)
    assert value.projected(s) == [8, 5, 0]
    value.win_chances(s)
    assert serialized(s) == before  # a leaf's value leaves the position as it was
    end_chapter(rig, s)
    assert s.power == [8, 5, 0]  # what the projection said


def test_the_chances_are_a_softmax_of_power_and_projected_power() -> None:
    """Chapter 1 of 5: four chapters left, so the temperature is TEMPERATURE + 4 x
    TEMPERATURE_PER_CHAPTER; standings 8a, 5a, 0 with a = AMBITION."""
    s, _ = tycoon_8_5_0()
    a, t = value.AMBITION, value.TEMPERATURE + 4 * value.TEMPERATURE_PER_CHAPTER
    weights = [math.exp(8 * a / t), math.exp(5 * a / t), 1.0]
    expected = [w / sum(weights) for w in weights]
    assert value.win_chances(s) == pytest.approx(expected)
    Edit(s).power(2, 10)  # ten Power held outweighs the projections
    chances = value.win_chances(s)
    assert chances[2] > chances[0] > chances[1] and sum(chances) == pytest.approx(1)


def test_a_finished_game_is_worth_its_result() -> None:
    """arcs R11: the game ends after chapter 5 (or at the threshold) and most Power wins."""
    s, rig = start()
    Edit(s).power(1, 40)
    end_chapter(rig, s)
    assert s.is_over and value.win_chances(s) == (0.0, 1.0, 0.0)
