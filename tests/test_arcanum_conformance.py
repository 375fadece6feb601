"""Conformance for Arcanum beyond the full-strength runs of ``test_conformance.py``.

Every step: a legal action exists until the end; the 78 cards are each in exactly one
place (deck, discard, a hand, hidden, being resolved, a Wheel gift, or the Tower on the
board); prestige within 0-21; VP never negative; the 16 figures on the board or off it by
Judgement; hands within the limit at the draw-and-hide and main decisions (arcanum R12).
Some games also check every candidate, secrecy of draws and hides in other seats' views,
undo, the record round trip and that the same seed gives the same game.
"""

from __future__ import annotations

import pytest

from tarotlab.testing.conformance import check_game


@pytest.mark.parametrize("options", [{"first_game": True}, {"majors": False},
                                     {"auto_chance": False}], ids=["first_game", "no-majors",
                                                                    "manual-chance"])
def test_options_pass_the_deep_checks(options: dict[str, bool]) -> None:
    """arcanum R11 options and explicit chance keep every promise of the protocol."""
    report = check_game("arcanum", games=4, seed=99, deep_every=2, players=4,
                        **options)
    assert report.games == 4
