"""Mystick Domination cards, the Cups: one test per catalog card (mystick R1: "each effect has a
test") and the suit's job (mystick R2: Cups work on the Mystick Cross).

Each test sets up a position, plays the card the way the rulebook uses it (Environments, Pawns and
Attachments are played from hand and then triggered by challenges, special moves, initiative draws
or the end of a round; Actions are played) and checks the outcome its text promises. The docstring
of each test is the card's text, cited as ``mystick catalog <id>``. tests/mystick_rules_helpers.py
reaches the positions and tests/mystick_cards_helpers.py plays the cards; the other cards are tested
in the other tests/test_mystick_cards_*.py files, and tests/test_mystick_cards_texts.py checks that
every card has its test.
"""

from __future__ import annotations

from mystick_cards_helpers import play
from mystick_rules_helpers import (
    challenge,
    deal,
    end_round_now,
    pass_move,
    pawn,
    position,
    put_cross,
)


# =========================================================================== CUPS: the Cross
def test_card_ac_mirror_lake() -> None:
    """mystick catalog AC: Every Fate Draw gets one more redraw."""
    s = position()
    p = pawn(s, 0, "5W")
    theirs = pawn(s, 1, "5S")
    play(s, "AC")
    pass_move(s)
    s.apply(f"challenge {p.label} -> pool")
    deal(s, "2C", "3C")
    s.apply("redraw 1")
    s.apply("redraw done")
    deal(s, "4C")
    assert s.pending == ("redraw", 0)  # a second redraw
    s.apply("redraw 1")
    s.apply("redraw done")
    deal(s, "3W")
    assert p.power == 1
    s.apply(f"challenge {theirs.label} -> pool")  # the opponent's Fate Draw too
    deal(s, "3P", "4P")
    s.apply("redraw 1")
    s.apply("redraw done")
    deal(s, "5P")
    assert s.pending == ("redraw", 1)


def test_card_2c_flooded_crossroads() -> None:
    """mystick catalog 2C: After each initiative draw, each opponent puts the top card of their deck
    into the lowest open space of their Mystick Cross (not Fate: it only fills that space)."""
    s = position()
    play(s, "2C")
    end_round_now(s, then_settle=False)
    deal(s, "KW", "3S")  # initiative: seat 0 wins
    assert (s.pending.kind, s.pending.player, s.pending.dest) == ("card", 1, "cross")
    deal(s, "4S")
    assert s.crosses[1][0] == "4S" and s.crosses[0] == [None] * 8
    assert s.pending == ("move", 0)


def test_card_3c_chalice_bearer() -> None:
    """mystick catalog 3C: When this Pawn challenges, its Fate Draw gets one more redraw."""
    s = position()
    bearer = play(s, "3C")
    assert bearer is not None
    pass_move(s)
    s.apply(f"challenge {bearer.label} -> pool")
    deal(s, "4W")
    s.apply("redraw 1")
    s.apply("redraw done")
    deal(s, "5W")
    assert s.pending == ("redraw", 0)
    s.apply("redraw 1")
    s.apply("redraw done")
    deal(s, "4C")
    assert bearer.power == 1 and s.discards[0] == ["4W", "5W"]


def test_card_4c_tide_reader() -> None:
    """mystick catalog 4C: Presence. When this Pawn challenges, discard 1 card from your
    Mystick Cross (highest space first)."""
    s = position()
    put_cross(s, 0, "AW", "2W")
    reader = play(s, "4C")
    assert reader is not None and "Presence" in s.traits(reader)
    pass_move(s)
    challenge(s, f"challenge {reader.label} -> pool", "3C")
    assert s.crosses[0][:2] == ["AW", "3C"] and "2W" in s.discards[0]
    assert reader.power == 1


def test_card_5c_well_maiden() -> None:
    """mystick catalog 5C: Presence. When this Pawn challenges, its Fate Draw gets one more
    redraw."""
    s = position()
    maiden = play(s, "5C")
    assert maiden is not None and "Presence" in s.traits(maiden)
    pass_move(s)
    s.apply(f"challenge {maiden.label} -> pool")
    deal(s, "2W", "3C")
    s.apply("redraw 1")
    s.apply("redraw done")
    deal(s, "3W")
    assert s.pending == ("redraw", 0)
    s.apply("redraw 1")
    s.apply("redraw done")
    deal(s, "4C")
    assert maiden.power == 2


def test_card_6c_dream_diver() -> None:
    """mystick catalog 6C: When this Pawn challenges, its Fate Draw gets one more redraw."""
    s = position()
    diver = play(s, "6C")
    assert diver is not None
    pass_move(s)
    s.apply(f"challenge {diver.label} -> pool")
    deal(s, "2W", "3W")
    s.apply("redraw 1")
    s.apply("redraw done")
    deal(s, "2C")
    assert s.pending == ("redraw", 0)  # the Dream Diver's second redraw
    s.apply("redraw 2")
    s.apply("redraw done")
    deal(s, "3C")
    assert diver.power == 2 and s.vp[0] == 2


def test_card_7c_keeper_of_the_grail() -> None:
    """mystick catalog 7C: When this Pawn challenges, discard 2 cards from your Mystick Cross
    (highest space first)."""
    s = position()
    put_cross(s, 0, "AW", "2W", "3W")
    keeper = play(s, "7C")
    assert keeper is not None and s.traits(keeper) == set()
    pass_move(s)
    challenge(s, f"challenge {keeper.label} -> pool", "3C", "4C", "5C")
    assert s.crosses[0][:4] == ["AW", "3C", "4C", "5C"]
    assert {"2W", "3W"} <= set(s.discards[0]) and keeper.power == 3


def test_card_8c_chalice_of_second_sight() -> None:
    """mystick catalog 8C: When the attached Pawn challenges, its Fate Draw gets one more
    redraw."""
    s = position()
    p = pawn(s, 0, "5W")
    play(s, "8C", p)
    pass_move(s)
    s.apply(f"challenge {p.label} -> pool")
    deal(s, "2C", "3C")
    s.apply("redraw 1")
    s.apply("redraw done")
    deal(s, "4C")
    assert s.pending == ("redraw", 0)
    s.apply("redraw 2")
    s.apply("redraw done")
    deal(s, "3W")
    assert p.power == 1


def test_card_9c_clouded_mirror() -> None:
    """mystick catalog 9C: When the attached Pawn challenges, cancel 1 of its successes."""
    s = position()
    theirs = pawn(s, 1, "5S")
    play(s, "9C", theirs)
    challenge(s, f"challenge {theirs.label} -> pool", "3S", "3P")
    assert theirs.power == 0 and s.vp[1] == 0 and s.pool == 11


def test_card_10c_grail_of_plenty() -> None:
    """mystick catalog 10C: The attached Pawn has Presence and Immunity."""
    s = position()
    p = pawn(s, 0, "5W", power=2)
    play(s, "10C", p)
    assert {"Presence", "Immunity"} <= s.traits(p)
    attacker = pawn(s, 1, "5S")
    challenge(s, f"challenge {attacker.label} -> {p.label}", "3S", "4S")
    assert p.power == 1 and attacker.power == 1  # Immunity: one of 2 successes cancelled
    end_round_now(s, then_settle=False)
    assert s.vp[0] == 2  # Presence: 2 bonus points for its 1 Power


def test_card_pc_emptied_cup() -> None:
    """mystick catalog PC: Discard 2 cards from your Mystick Cross (highest space first)."""
    s = position()
    put_cross(s, 0, "AW", "2W", "3W")
    play(s, "PC")
    assert s.crosses[0][:3] == ["AW", None, None]
    assert s.discards[0] == ["3W", "2W", "PC"]


def test_card_nc_flooding_tide() -> None:
    """mystick catalog NC: An opponent puts the top card of their deck into the lowest open
    space of their Mystick Cross (not Fate: it only fills that space). Discard 1 card from your
    Mystick Cross (highest space first)."""
    s = position()
    put_cross(s, 1, "AS")
    put_cross(s, 0, "AW", "2W")
    play(s, "NC")
    deal(s, "3S")
    assert s.crosses[1][:3] == ["AS", "3S", None]
    assert s.crosses[0][:2] == ["AW", None] and "2W" in s.discards[0]


def test_card_qc_queen_of_still_waters() -> None:
    """mystick catalog QC: Discard 3 cards from your Mystick Cross (highest space first). An
    opponent puts the top card of their deck into the lowest open space of their Mystick Cross
    (not Fate: it only fills that space)."""
    s = position()
    put_cross(s, 0, "AW", "2W", "3W", "4W")
    play(s, "QC")
    deal(s, "3S")
    assert s.crosses[0][:4] == ["AW", None, None, None]
    assert {"2W", "3W", "4W"} <= set(s.discards[0])
    assert s.crosses[1][0] == "3S"


def test_card_kc_king_of_deep_currents() -> None:
    """mystick catalog KC: Discard every card from your Mystick Cross. Each opponent puts the
    top card of their deck into the lowest open space of their Mystick Cross (not Fate: it only
    fills that space)."""
    s = position("Wildfire,Iron Archive,Tidewatch")
    put_cross(s, 0, "AW", "2W", "3W", "4W", "5W", "6W", "7W", "8W")
    play(s, "KC")
    deal(s, "3S", "3C")
    assert s.crosses[0] == [None] * 8
    assert s.crosses[1][:2] == ["3S", None] and s.crosses[2][:2] == ["3C", None]
