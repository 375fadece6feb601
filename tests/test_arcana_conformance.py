"""Conformance for Arcana beyond the full-strength runs of ``test_conformance.py``: explicit
chance, and a check that the checker itself is not vacuous.

The invariants (``ArcanaState.check_invariants``): each of the 44 cards in a hand or removed;
points, HP, clock and chambers in bounds; points spent at once (arcana R10).
"""

from __future__ import annotations

import pytest

from tarotlab.testing.conformance import check_game


def test_deep_checks_with_the_both_variant_and_manual_chance() -> None:
    """arcana R6 variant and explicit chance decisions pass the same checks."""
    report = check_game("arcana", games=6, seed=77, deep_every=1,
                        resolution="both", auto_chance=False)
    assert report.games == 6 and report.decisions > 6 * 100


def test_conformance_catches_a_broken_invariant() -> None:
    """The checker is not vacuous: a rule break (HP going up from nowhere) is reported."""

    def broken(state: object) -> None:
        assert state.hp == [6, 6], "HP changed"

    with pytest.raises(AssertionError, match="HP changed"):
        check_game("arcana", games=3, seed=0, deep_every=0, invariants=broken)
