"""Mystick Domination cards, the Wands: one test per catalog card (mystick R1: "each effect has a
test") and the suit's job (mystick R2: Wands work on Power).

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
    give,
    pass_move,
    pawn,
    position,
    texts,
)


# =========================================================================== WANDS: Power
def test_card_aw_beacon_fires() -> None:
    """mystick catalog AW: Every Pawn in play has +1 influence."""
    s = position()
    mine, theirs = pawn(s, 0, "5W"), pawn(s, 1, "5S")
    play(s, "AW")
    assert s.influence(mine) == 3 and s.influence(theirs) == 3
    pass_move(s)
    s.apply(f"challenge {mine.label} -> pool")
    assert s.pending.left == 3  # a Fate Draw of 3 cards


def test_card_2w_kindled_hearth() -> None:
    """mystick catalog 2W: At the end of each round, before bonus points are scored, one of
    your Pawns takes 1 Power from the pool."""
    s = position()
    p = pawn(s, 0, "5W")
    play(s, "2W")
    end_round_now(s, then_settle=False)
    assert s.vp[0] == 1  # the Power it took scored a bonus point
    assert s.removed_power == 1 and s.pool == 10 and p.power == 0
    events = texts(s)
    took = next(i for i, t in enumerate(events) if "takes 1 Power from the pool" in t)
    bonus = next(i for i, t in enumerate(events) if "bonus point" in t)
    assert took < bonus


def test_card_3w_hearth_keeper() -> None:
    """mystick catalog 3W: You may use a move to have this Pawn take 1 Power from the pool."""
    s = position()
    keeper = play(s, "3W")
    assert keeper is not None
    pass_move(s)
    s.apply(f"use {keeper.label}")
    assert keeper.power == 1 and s.pool == 10 and s.to_move == 1 and s.vp[0] == 0


def test_card_4w_cinder_zealot() -> None:
    """mystick catalog 4W: Aggression. When this Pawn is challenged, 1 of its Power leaves
    the game."""
    s = position()
    zealot = play(s, "4W")
    assert zealot is not None and "Aggression" in s.traits(zealot)
    give(s, zealot, 1)
    attacker = pawn(s, 1, "5S")
    challenge(s, f"challenge {attacker.label} -> {zealot.label}", "3S", "4S")
    assert s.removed_power == 1 and zealot.power == 0
    assert attacker.power == 0 and s.vp[1] == 0  # nothing left to take


def test_card_5w_torchbearer() -> None:
    """mystick catalog 5W: Aggression. When this Pawn is challenged, it takes 1 Power from
    the pool."""
    s = position()
    torch = play(s, "5W")
    assert torch is not None
    give(s, torch, 1)
    attacker = pawn(s, 1, "5S")
    challenge(s, f"challenge {attacker.label} -> {torch.label}", "3P", "4P")
    assert torch.power == 2 and s.pool == 9


def test_card_6w_ashen_duelist() -> None:
    """mystick catalog 6W: Aggression. When this Pawn challenges another Pawn, it first takes
    1 Power from that Pawn."""
    s = position()
    target = pawn(s, 1, "5S", power=2)
    duelist = play(s, "6W")
    assert duelist is not None
    pass_move(s)
    s.apply(f"challenge {duelist.label} -> {target.label}")
    assert duelist.power == 1 and target.power == 1  # before any Fate is drawn
    deal(s, "2C", "3C")
    s.apply("redraw done")
    assert duelist.power == 1 and s.vp[0] == 0


def test_card_7w_inferno_warlord() -> None:
    """mystick catalog 7W: Aggression. When this Pawn is challenged, it takes 1 Power from
    the challenging Pawn."""
    s = position()
    warlord = play(s, "7W")
    assert warlord is not None
    give(s, warlord, 1)
    marshal = pawn(s, 1, "7S", power=1)
    challenge(s, f"challenge {marshal.label} -> {warlord.label}", "3P", "4P", "5P")
    assert warlord.power == 2 and marshal.power == 0


def test_card_8w_brand_of_fury() -> None:
    """mystick catalog 8W: The attached Pawn has Aggression."""
    s = position()
    maiden = pawn(s, 0, "5C")
    target = pawn(s, 1, "3S", power=1)
    play(s, "8W", maiden)
    assert "Aggression" in s.traits(maiden)
    pass_move(s)
    challenge(s, f"challenge {maiden.label} -> {target.label}", "3C", "4C")
    assert target not in s.pawns[1] and "3S" in s.discards[1]  # killed (2 - Immunity >= 1)


def test_card_9w_smothering_ash() -> None:
    """mystick catalog 9W: The attached Pawn has -1 influence."""
    s = position()
    target = pawn(s, 1, "5S", power=2)
    play(s, "9W", target)
    assert s.influence(target) == 1 and target.power == 1 and s.pool == 10


def test_card_10w_crown_of_embers() -> None:
    """mystick catalog 10W: The attached Pawn has +1 influence and Aggression."""
    s = position()
    maiden = pawn(s, 0, "5C")
    play(s, "10W", maiden)
    assert s.influence(maiden) == 3 and s.traits(maiden) == {"Presence", "Aggression"}


def test_card_pw_spark_of_creation() -> None:
    """mystick catalog PW: One of your Pawns takes 1 Power from the pool."""
    s = position()
    p = pawn(s, 0, "5W")
    play(s, "PW")
    assert p.power == 1 and s.pool == 10 and "PW" in s.discards[0]


def test_card_nw_firebrand_raid() -> None:
    """mystick catalog NW: Move 1 Power from an enemy Pawn to one of your Pawns."""
    s = position()
    pawn(s, 0, "5W")
    maiden = pawn(s, 0, "5C")
    pawn(s, 1, "5S", power=1)
    sentinel = pawn(s, 1, "6S", power=2)
    play(s, "NW")
    s.apply(f"target {sentinel.label}")  # the enemy Pawn
    s.apply(f"target {maiden.label}")  # one of yours
    assert sentinel.power == 1 and maiden.power == 1 and s.pool == 8


def test_card_qw_consuming_blaze() -> None:
    """mystick catalog QW: 2 Power on an enemy Pawn leaves the game."""
    s = position()
    target = pawn(s, 1, "5S", power=2)
    play(s, "QW")
    assert target.power == 0 and s.removed_power == 2 and s.pool == 9


def test_card_kw_king_of_wildfire() -> None:
    """mystick catalog KW: Move 2 Power from an enemy Pawn to one of your Pawns, then 1 Power on
    each enemy Pawn leaves the game."""
    s = position()
    mine = pawn(s, 0, "5W")
    duelist = pawn(s, 1, "5S", power=2)
    sentinel = pawn(s, 1, "6S", power=1)
    play(s, "KW")
    s.apply(f"target {duelist.label}")
    assert mine.power == 2 and duelist.power == 0
    assert sentinel.power == 0 and s.removed_power == 1
