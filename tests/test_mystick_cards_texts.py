"""Mystick Domination cards, the catalog as a whole (mystick R1: "each effect has a test"): every
card has its test in the tests/test_mystick_cards_*.py files and each quotes its card's text; the
card texts say exactly what the engine does, and the cards whose text names "that opponent" or "the
player making the challenge" do what it says with three players.

The card tests, one per card, are in tests/test_mystick_cards_wands.py, _cups.py, _swords.py,
_pentacles.py and _majors.py; the docstring of each is the card's text, cited as
``mystick catalog <id>``.
"""

from __future__ import annotations

import importlib
from pathlib import Path
from typing import Any

import pytest
from mystick_cards_helpers import play
from mystick_rules_helpers import attach, challenge, pawn, position, set_hand

from tarotlab.mystick.rules import CARDS


def card_tests() -> dict[str, Any]:
    """The card tests (``test_card_<id>_...``) of every tests/test_mystick_cards_*.py file, by
    name: one file per suit and one for the Majors."""
    found: dict[str, Any] = {}
    for path in sorted(Path(__file__).parent.glob("test_mystick_cards_*.py")):
        module = importlib.import_module(path.stem)
        found.update((name, value) for name, value in vars(module).items()
                     if name.startswith("test_card_"))
    return found


def test_catalog_every_card_has_a_test_here() -> None:
    """mystick R1: every card's effect has a test that plays it (one per card, in the
    tests/test_mystick_cards_*.py files)."""
    names = {name[len("test_card_"):].split("_")[0].upper() for name in card_tests()}
    assert names == set(CARDS)


# =========================================================================== texts = engine
@pytest.mark.parametrize(("card", "phrase"), [
    ("QP", "put them back in the same order"),
    ("M09", "put them back in the same order"),
    ("4P", "Minor Arcana"),  # a Major never goes to a hand, so only Minors come back
    ("QP", "Minor Arcana"),
    ("M09", "Minor Arcana"),
    ("M20", "Minor Arcana"),
    ("QW", "2 Power on an enemy Pawn leaves the game"),  # the Power leaves, not the Pawn
    ("KW", "1 Power on each enemy Pawn leaves the game"),
    ("M16", "2 Power on the challenged Pawn leaves the game"),
    ("3S", "never below 0"),
    ("KS", "at 3 the round ends at once"),
    ("7S", "at 3 the round ends at once"),
    ("4S", "at 3 the round ends at once"),
    ("10S", "the player making the challenge may make another move"),  # the mover, on any Pawn
    ("M10", "after the Majors resolve"),  # tarotlab D3
    ("2C", "not Fate"),  # tarotlab D3: cards put into a Cross only fill spaces
    ("NC", "not Fate"),
    ("QC", "not Fate"),
    ("KC", "not Fate"),
    ("M18", "not Fate"),
])
def test_texts_say_exactly_what_the_engine_does(card: str, phrase: str) -> None:
    """mystick R1: a card's text for people says what its effects do in the engine."""
    assert phrase in CARDS[card].text, CARDS[card].text


def test_zephyr_spurs_10s_on_an_enemy_pawn_gives_the_extra_move_to_the_challenger() -> None:
    """mystick catalog 10S as printed: the extra move goes to the player making the challenge
    (the mover), also when seat 1 put the Spurs on seat 0's Pawn."""
    s = position("Iron Archive,Storm Front")
    duelist = pawn(s, 0, "5S")
    attach(s, 1, "10S", duelist)
    challenge(s, f"challenge {duelist.label} -> pool", "3S", "3P")
    assert s.pending == ("move", 0)


def test_rifling_hands_np_that_opponent_is_the_one_whose_hand_you_saw() -> None:
    """mystick catalog NP with three players: the opponent who discards is "that opponent",
    the one whose hand seat 0 chose to look at: no second choice of opponent."""
    s = position("Iron Archive,Wildfire,Tidewatch")
    set_hand(s, 2, "3C", "4C")
    play(s, "NP")
    assert s.pending.kind == "choose"
    s.apply("target seat 2")
    assert (s.pending.kind, s.pending.seat, s.pending.player) == ("pick_discard", 0, 2)
    s.apply("discard 4C")
    assert s.hands[2] == ["3C"] and "4C" in s.discards[2]


def test_king_of_vaults_kp_that_opponent_discards_both_cards() -> None:
    """mystick catalog KP with three players: "that opponent discards 2 cards of your choice"
    is the opponent whose hand seat 0 looked at, for both cards."""
    s = position("Iron Archive,Wildfire,Tidewatch")
    set_hand(s, 1, "3W", "4W", "5W")
    play(s, "KP")
    s.apply("target seat 1")
    assert (s.pending.kind, s.pending.seat, s.pending.player) == ("pick_discard", 0, 1)
    s.apply("discard 4W")
    assert (s.pending.kind, s.pending.seat, s.pending.player) == ("pick_discard", 0, 1)
    s.apply("discard 5W")
    assert s.hands[1] == ["3W"]


def test_each_card_test_quotes_its_card_text() -> None:
    """mystick R1: the docstring of ``test_card_<id>_...`` is that card's text, so a changed
    text shows which test to work out again by hand."""
    tests = card_tests()
    assert len(tests) >= len(CARDS)
    for name, fn in tests.items():
        card = name[len("test_card_"):].split("_")[0].upper()
        doc = " ".join((fn.__doc__ or "").split())
        assert doc.startswith(f"mystick catalog {card}: {CARDS[card].text}"), name
