"""Mystick Domination rules, the log: every line cites the rule or the catalog card that caused
it, in the rulebook's words (mystick-rulings.md R1; mystick-domination.txt: Traits, Game Setup;
tarotlab D3), and no line names an operation of the effect vocabulary.

Every test names the rule it checks. Games are created with ``auto_chance=False``, so
every card drawn is a CHANCE decision the test chooses (``deal``); where a position would
take many moves, cards are moved between a seat's own piles at a seat's move decision:
tests/mystick_rules_helpers.py says how. The other parts of the rulebook are tested in the
other tests/test_mystick_rules_*.py files.
"""

from __future__ import annotations

import pytest
from mystick_rules_helpers import (
    R_CHALLENGE,
    challenge,
    deal,
    events_of,
    new,
    pawn,
    position,
    put_cross,
    set_hand,
)

import tarotlab
from tarotlab.mystick import catalog
from tarotlab.mystick.rules import CARDS

R_SETUP = "mystick: Game Setup"


# --------------------------------------------------------------------------- the log
def test_log_an_effect_line_names_and_cites_its_card() -> None:
    """mystick R1: a card effect's line cites the catalog card that caused it and says who
    acted (not an internal operation name)."""
    s = position()
    p = pawn(s, 0, "5W")
    set_hand(s, 0, "PW")
    since = len(s.events)
    s.apply("play PW")
    assert ("mystick card: Spark of Creation",
            f"seat 0's {p.label} takes 1 Power from the pool") in events_of(s, since)


def test_log_an_effect_with_nothing_to_choose_says_why_in_words() -> None:
    """mystick R1: Spark of Creation with no Pawn of yours in play does nothing, and the log
    says so in the rulebook's words, citing the card."""
    s = position()
    set_hand(s, 0, "PW")
    since = len(s.events)
    s.apply("play PW")
    assert ("mystick card: Spark of Creation", "seat 0's Spark of Creation does nothing: seat 0 "
            "has no Pawn in play") in events_of(s, since)


def test_log_cards_an_effect_puts_into_a_cross_are_not_a_fate_draw_tarotlab_d3() -> None:
    """tarotlab D3: Flooding Tide's card fills seat 1's Cross but is not Fate: its line cites
    the card, and no line cites the Fate Draw rule (mystick R6)."""
    s = position()
    set_hand(s, 0, "NC")
    put_cross(s, 1, "3S")
    since = len(s.events)
    s.apply("play NC")
    deal(s, "M18")
    lines = events_of(s, since)
    filled = [(r, t) for r, t in lines if "fills" in t]
    assert filled == [
        ("mystick card: Flooding Tide", "The Moon (M18), the top card of seat 1's deck, fills "
         "space 2 of their Mystick Cross; it is not Fate (tarotlab D3)")]
    assert not any(r == R_CHALLENGE or "Fate Draw" in t for r, t in lines)


def test_log_immunity_cites_the_traits_section() -> None:
    """mystick: Traits: Immunity's cancelled success cites the rulebook's Traits section."""
    s = position()
    p = pawn(s, 0, "5W")
    target = pawn(s, 1, "5S", power=2)
    since = len(s.events)
    challenge(s, f"challenge {p.label} -> {target.label}", "3W", "4W")
    assert ("mystick: Traits", f"seat 1's {target.label} has Immunity: one success is "
            "cancelled") in events_of(s, since)


def test_log_majors_discarded_from_an_opening_hand_cite_the_setup_rule() -> None:
    """mystick: Game Setup: Majors drawn into an opening hand are discarded and replaced
    under the setup rule; the cards drawn cite it too."""
    s = new()
    deal(s, "M00", "3W", "4W", "5W", "6W", "7W", "AC")
    lines = events_of(s)
    assert (R_SETUP, "seat 0 draws The Fool and discards it: a Major Arcana never stays in "
            "hand") in lines
    assert all(r == R_SETUP for r, t in lines if t.startswith("seat 0 draws"))


def test_log_skipped_and_extra_moves_name_the_card_that_caused_them() -> None:
    """mystick R1: 'seat 1 skips this move' and 'seat 0 makes another move' cite the card
    (Ambush at the Ford) rather than an operation."""
    s = position("Iron Archive,Wildfire")
    set_hand(s, 0, "NS", "3S")
    s.apply("play NS")
    s.apply("play 3S")
    lines = events_of(s)
    assert ("mystick card: Ambush at the Ford", "seat 0 may make another move (Ambush at the "
            "Ford)") in lines
    assert ("mystick card: Ambush at the Ford", "seat 1 skips this move (Ambush at the Ford)") \
        in lines


@pytest.mark.parametrize("players", [2, 3, 4])
def test_log_no_line_names_an_internal_operation(players: int) -> None:
    """mystick R1: in whole greedy games, no event cites or mentions an operation of the
    effect vocabulary (gain_power, skip_move...), and every card citation names a card."""
    from tarotlab.bots import make_bot, play

    names = {c.name for c in CARDS.values()}
    for seed in range(3):
        s = tarotlab.new_game("mystick", players=players, seed=seed)
        play(s, [make_bot("greedy", "mystick") for _ in range(players)], seed=seed)
        for e in s.events:
            assert not any(e.rule == f"mystick: {op}" or ("_" in op and op in e.text)
                           for op in catalog.OPS), e
            if e.rule.startswith("mystick card: "):
                assert e.rule[len("mystick card: "):] in names, e
