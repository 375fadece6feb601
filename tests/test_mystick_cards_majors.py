"""Mystick Domination cards, the Major Arcana: one test per catalog card (mystick R1: "each effect
has a test") and the Majors' effects resolving as Fate (mystick R2).

Each test sets up a position, plays the card the way the rulebook uses it (Major Arcana are drawn as
Fate in a challenge with ``auto_chance=False``) and checks the outcome its text promises. The
docstring of each test is the card's text, cited as ``mystick catalog <id>``.
tests/mystick_rules_helpers.py reaches the positions and tests/mystick_cards_helpers.py plays the
cards; the other cards are tested in the other tests/test_mystick_cards_*.py files, and
tests/test_mystick_cards_texts.py checks that every card has its test.
"""

from __future__ import annotations

from mystick_cards_helpers import discard
from mystick_rules_helpers import (
    attach,
    challenge,
    deal,
    end_round_now,
    env,
    pass_move,
    pawn,
    position,
    set_hand,
    texts,
)

from tarotlab.core.engine import CHANCE
from tarotlab.mystick.rules import InPlay, MystickState


# =========================================================================== MAJOR ARCANA
def major(decks: str = "Wildfire,Iron Archive") -> tuple[MystickState, InPlay]:
    """Seat 0's five of Wands is about to challenge (seat 0 moves)."""
    s = position(decks)
    return s, pawn(s, 0, "5W")


def test_card_m00_the_fool() -> None:
    """mystick catalog M00: Cancel 1 success in this challenge. You may make another move after
    this one."""
    s, p = major()
    challenge(s, f"challenge {p.label} -> pool", "M00", "2C")
    assert p.power == 0 and s.vp[0] == 0
    assert s.pending == ("move", 0)


def test_card_m01_the_magician() -> None:
    """mystick catalog M01: 1 more success in this challenge."""
    s, p = major()
    challenge(s, f"challenge {p.label} -> pool", "M01", "2C")
    assert p.power == 2 and s.vp[0] == 2


def test_card_m02_the_high_priestess() -> None:
    """mystick catalog M02: Look at an opponent's hand. Draw a card (the Draw Count does not
    change)."""
    s, p = major("Forge and Ledger,Iron Archive")
    set_hand(s, 1, "3S", "4S")
    challenge(s, f"challenge {p.label} -> pool", "M02", "2P")
    assert s.view(0).seen == (1, ("3S", "4S"))
    deal(s, "3P")
    assert s.hands[0] == ["3P"] and s.draw_count == 0 and p.power == 1


def test_card_m03_the_empress() -> None:
    """mystick catalog M03: The challenging Pawn has +1 influence until the end of the
    round."""
    s = position()
    p = pawn(s, 0, "5W", power=1)
    challenge(s, f"challenge {p.label} -> pool", "M03", "3W")
    assert s.influence(p) == 3 and p.power == 3  # room for both successes
    end_round_now(s)
    assert s.influence(p) == 2


def test_card_m04_the_emperor() -> None:
    """mystick catalog M04: An opponent skips their next move this round."""
    s, p = major("Storm Front,Iron Archive")
    challenge(s, f"challenge {p.label} -> pool", "M04", "2S")
    assert s.pending == ("move", 0) and "seat 1 skips this move (The Emperor)" in texts(s)


def test_card_m05_the_hierophant() -> None:
    """mystick catalog M05: You score 1 victory point."""
    s, p = major("Forge and Ledger,Iron Archive")
    challenge(s, f"challenge {p.label} -> pool", "M05", "2P")
    assert p.power == 1 and s.vp[0] == 1 + 1


def test_card_m06_the_lovers() -> None:
    """mystick catalog M06: You draw a card and an opponent draws a card (the Draw Count does
    not change)."""
    s = position("Tidewatch,Iron Archive")
    p = pawn(s, 0, "5C")
    challenge(s, f"challenge {p.label} -> pool", "M06", "2S")
    deal(s, "3S", "3P")
    assert s.hands == [["3S"], ["3P"]] and s.draw_count == 0


def test_card_m07_the_chariot() -> None:
    """mystick catalog M07: You may make another move after this one."""
    s, p = major()
    challenge(s, f"challenge {p.label} -> pool", "M07", "2C")
    assert s.pending == ("move", 0) and p.power == 1


def test_card_m08_strength() -> None:
    """mystick catalog M08: The challenging Pawn has Aggression until the end of the
    round."""
    s = position()
    maiden = pawn(s, 0, "5C")
    target = pawn(s, 1, "4P", power=1)
    challenge(s, f"challenge {maiden.label} -> {target.label}", "M08", "3C")
    assert "Aggression" in s.traits(maiden)
    assert target not in s.pawns[1] and maiden.power == 1  # killed by the Aggression
    end_round_now(s)
    assert "Aggression" not in s.traits(maiden)


def test_card_m09_the_hermit() -> None:
    """mystick catalog M09: Look at the top 3 cards of your deck and put them back in the same
    order. Return 1 Minor Arcana card from your discard pile to your hand."""
    s, p = major("Forge and Ledger,Iron Archive")
    discard(s, 0, "KP")
    challenge(s, f"challenge {p.label} -> pool", "M09", "2P")
    deal(s, "3P", "4P", "6W")
    assert s.tops[0] == ["3P", "4P", "6W"]
    s.apply("recover KP")
    assert s.hands[0] == ["KP"] and p.power == 1


def test_card_m10_wheel_of_fortune() -> None:
    """mystick catalog M10: This Fate Draw gets one more redraw, after the Majors resolve; a Major
    drawn in it resolves too."""
    s, p = major()
    challenge(s, f"challenge {p.label} -> pool", "M10", "2C", done=False)
    s.apply("redraw done")  # the rulebook's redraw, kept
    assert s.pending == ("redraw", 0)  # the Wheel's extra one
    s.apply("redraw 2")
    s.apply("redraw done")
    deal(s, "M19")
    assert p.power == 2 and s.vp[0] == 2 + 2  # the Sun resolved


def test_card_m11_justice() -> None:
    """mystick catalog M11: The challenged Pawn loses Immunity until the end of the round."""
    s, p = major("Storm Front,Iron Archive")
    target = pawn(s, 1, "5S", power=2)
    challenge(s, f"challenge {p.label} -> {target.label}", "M11", "2S")
    assert "Immunity" not in s.traits(target)
    assert p.power == 1 and target.power == 1  # the one success is not cancelled


def test_card_m12_the_hanged_man() -> None:
    """mystick catalog M12: 1 more success in this challenge. You skip your next move this
    round."""
    s, p = major("Storm Front,Iron Archive")
    challenge(s, f"challenge {p.label} -> pool", "M12", "2S")
    assert p.power == 2 and s.skips[0] == ["M12"]
    pass_move(s)
    assert s.pending == ("move", 1) and "seat 0 skips this move (The Hanged Man)" in texts(s)


def test_card_m13_death() -> None:
    """mystick catalog M13: The challenged Pawn is discarded; its Power returns to the pool,
    so none is transferred."""
    s, p = major()
    target = pawn(s, 1, "5S", power=2)
    challenge(s, f"challenge {p.label} -> {target.label}", "M13", "3W")
    assert target not in s.pawns[1] and "5S" in s.discards[1]
    assert s.pool == 11 and p.power == 0 and s.vp[0] == 0


def test_card_m14_temperance() -> None:
    """mystick catalog M14: 1 Power on the challenged Pawn returns to the pool."""
    s, p = major()
    target = pawn(s, 1, "5P", power=2)
    challenge(s, f"challenge {p.label} -> {target.label}", "M14", "2C")
    assert target.power == 0 and p.power == 1 and s.pool == 10


def test_card_m15_the_devil() -> None:
    """mystick catalog M15: 1 more success in this challenge. You discard a random card from
    your hand."""
    s, p = major("Storm Front,Iron Archive")
    set_hand(s, 0, "3W", "4W")
    challenge(s, f"challenge {p.label} -> pool", "M15", "2S")
    assert s.pending == ("random", CHANCE, 0, "M15")
    s.apply("discard 3W")
    assert s.hands[0] == ["4W"] and "3W" in s.discards[0] and p.power == 2


def test_card_m16_the_tower() -> None:
    """mystick catalog M16: 2 Power on the challenged Pawn leaves the game. Then discard an
    Environment or an Attachment in play."""
    s, p = major()
    target = pawn(s, 1, "5S", power=2)
    env(s, 1, "AS")
    challenge(s, f"challenge {p.label} -> {target.label}", "M16", "2C")
    assert target.power == 0 and s.removed_power == 2
    assert s.environments[1] == [] and "AS" in s.discards[1]
    assert p.power == 0
    s, p = major()  # with no Environment in play, an Attachment goes
    aegis = attach(s, 1, "8S", pawn(s, 1, "5S"))
    challenge(s, f"challenge {p.label} -> pool", "M16", "2C")
    assert "8S" in s.discards[1] and aegis not in s._all_pawns()[0].attachments


def test_card_m17_the_star() -> None:
    """mystick catalog M17: Draw 2 cards (the Draw Count does not change)."""
    s, p = major()
    challenge(s, f"challenge {p.label} -> pool", "M17", "2C")
    deal(s, "3C", "4C")
    assert s.hands[0] == ["3C", "4C"] and s.draw_count == 0


def test_card_m18_the_moon() -> None:
    """mystick catalog M18: An opponent puts the top 2 cards of their deck into the lowest open
    spaces of their Mystick Cross (not Fate: they only fill those spaces)."""
    s, p = major("Storm Front,Iron Archive")
    challenge(s, f"challenge {p.label} -> pool", "M18", "2S")
    deal(s, "3P", "M04")
    assert s.crosses[1][:2] == ["3P", "M04"]
    assert s.skips == [[], []]  # the Emperor only fills a space: it does not resolve


def test_card_m19_the_sun() -> None:
    """mystick catalog M19: You score 2 victory points."""
    s, p = major()
    challenge(s, f"challenge {p.label} -> pool", "M19", "2C")
    assert s.vp[0] == 2 + 1


def test_card_m20_judgement() -> None:
    """mystick catalog M20: Return 2 Minor Arcana cards from your discard pile to your hand."""
    s, p = major("Storm Front,Iron Archive")
    discard(s, 0, "KW", "QS")
    challenge(s, f"challenge {p.label} -> pool", "M20", "2S")
    s.apply("recover KW")
    s.apply("recover QS")
    assert s.hands[0] == ["KW", "QS"]


def test_card_m21_the_world() -> None:
    """mystick catalog M21: 1 more success in this challenge. You score 1 victory point."""
    s, p = major("Forge and Ledger,Iron Archive")
    challenge(s, f"challenge {p.label} -> pool", "M21", "2P")
    assert p.power == 2 and s.vp[0] == 2 + 1
