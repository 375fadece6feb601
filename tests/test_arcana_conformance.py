"""Conformance (DESIGN.md "Tests that prove it") for Arcana over 10,000+ seeded random games.

Every step: a legal action exists until the end, the game's invariants hold (each of the
44 cards in a hand or removed; points, HP, clock and chambers in bounds; points spent at
once). Every 200th game also checks every candidate's verdict, that rejected actions
change nothing, that seat 0's secret throw does not show in seat 1's view (arcana R12),
undo, the record round trip and that the same seed gives the same game.
"""

from __future__ import annotations

import pytest

from tarotlab.testing.conformance import check_game

CHUNK = 1000


@pytest.mark.slow
@pytest.mark.parametrize("chunk", range(10))
def test_ten_thousand_random_games(chunk: int) -> None:
    report = check_game("arcana", games=CHUNK, seed=chunk * CHUNK, deep_every=200)
    assert report.games == CHUNK
    assert set(report.endings) <= {"hp", "midnight", "ascension", "cards", "midnight-both",
                                   "cards-both"}


def test_deep_checks_with_the_both_variant_and_manual_chance() -> None:
    """arcana R6 variant and explicit chance decisions pass the same checks."""
    report = check_game("arcana", games=6, seed=77, deep_every=1, undo_every=11,
                        resolution="both", auto_chance=False)
    assert report.games == 6 and report.decisions > 6 * 100


def test_conformance_catches_a_broken_invariant() -> None:
    """The checker is not vacuous: a rule break (HP going up from nowhere) is reported."""

    def broken(state: object) -> None:
        assert state.hp == [6, 6], "HP changed"

    with pytest.raises(AssertionError, match="HP changed"):
        check_game("arcana", games=3, seed=0, deep_every=0, invariants=broken)
