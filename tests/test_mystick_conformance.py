"""Mystick Domination options and setup. The full-strength conformance runs are in
``test_conformance.py``; the invariants they check at every step (``check_invariants``):
Power conserved (pool + on Pawns + removed = starting pool, R9); each player's 39 cards
exactly once in deck, hand, play area, Cross, discard pile or being resolved; no Pawn above
its influence; scores never negative; no Major Arcana left in a hand.
"""

from __future__ import annotations

import pytest

import tarotlab
from tarotlab.core.errors import OptionError


def test_options_are_checked_by_name() -> None:
    """mystick R3: decks by name, one per seat; the player count 2-5."""
    with pytest.raises(OptionError, match="option 'players' must be at most 5"):
        tarotlab.new_game("mystick", players=6)
    with pytest.raises(OptionError, match="unknown deck 'Bananas'"):
        tarotlab.new_game("mystick", decks="Bananas,Wildfire")
    with pytest.raises(OptionError, match="names 1 decks for 2 players"):
        tarotlab.new_game("mystick", decks="Wildfire")


def test_opening_hands_hold_six_minors_and_the_pool_matches_the_chart() -> None:
    """mystick: Game Setup and the chart: 6 cards without Majors; pool 11/15/19/23."""
    for players, pool in ((2, 11), (3, 15), (4, 19), (5, 23)):
        s = tarotlab.new_game("mystick", players=players, seed=players)
        assert s.start_pool == pool  # type: ignore[attr-defined]
        for hand in s.hands:  # type: ignore[attr-defined]
            assert len(hand) >= 6  # six, plus the initiative card
            assert not any(card.startswith("M") for card in hand)
