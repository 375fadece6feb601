"""Mystick Domination: one test per catalog card (mystick R1: "each effect has a test").

Each test sets up a position, plays the card the way the rulebook uses it (Environments,
Pawns and Attachments are played from hand and then triggered by challenges, special
moves, initiative draws or the end of a round; Actions are played; Major Arcana are drawn
as Fate in a challenge with ``auto_chance=False``) and checks the outcome its text promises.
The docstring of each test is the card's text, cited as ``mystick catalog <id>``.
"""

from __future__ import annotations

import pytest
from mystick_rules_helpers import (
    attach,
    challenge,
    deal,
    end_round_now,
    env,
    fresh,
    give,
    pass_move,
    pawn,
    position,
    put_cross,
    set_hand,
    take,
    texts,
)

from tarotlab.core.engine import CHANCE
from tarotlab.mystick.rules import CARDS, InPlay, MystickState


def play(s: MystickState, card: str, onto: InPlay | None = None) -> InPlay | None:
    """The seat to move takes ``card`` into hand and plays it (onto a Pawn if given).

    Returns the card in play (Pawn, Environment or Attachment), None for an Action.
    """
    seat = s.to_move
    assert seat is not None and s.pending == ("move", seat), s.pending
    s.hands[seat].append(take(s, seat, card))
    s.hands[seat].sort()
    set_hand(s, seat, *s.hands[seat])
    s.apply(f"play {card}" + (f" -> {onto.label}" if onto is not None else ""))
    if CARDS[card].type == "Action":
        return None
    things = [x for x in s.pawns[seat] + s.environments[seat] if x.card == card]
    things += [a for p in s._all_pawns() for a in p.attachments if a.card == card]
    return max(things, key=lambda x: x.uid)


def discard(s: MystickState, seat: int, *cards: str) -> None:
    for card in cards:
        s.discards[seat].append(take(s, seat, card))
    set_hand(s, seat, *s.hands[seat])


def test_catalog_every_card_has_a_test_here() -> None:
    """mystick R1: every card's effect has a test that plays it (this module, one per card)."""
    names = {name[len("test_card_"):].split("_")[0].upper() for name in globals()
             if name.startswith("test_card_")}
    assert names == set(CARDS)


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


# =========================================================================== SWORDS: moves
def test_card_as_quickening_gale() -> None:
    """mystick catalog AS: You may use a move to raise the Draw Count by 1 (you draw no card;
    at 3 the round ends at once)."""
    s = position("Iron Archive,Wildfire")
    gale = play(s, "AS")
    assert gale is not None
    pass_move(s)  # seat 1 draws: the Draw Count is 1
    hand, deck = list(s.hands[0]), len(s.decks[0])
    s.apply(f"use {gale.label}")
    assert s.draw_count == 2 and s.hands[0] == hand and len(s.decks[0]) == deck
    assert s.pending == ("move", 1)
    set_hand(s, 1, "3W")
    s.apply("play 3W")
    s.apply(f"use {gale.label}")  # 3: the round ends at once (mystick R10)
    assert s.round == 2 and s.draw_count == 0
    deal(s, "KS", "4W")  # the initiative draw: the Gale does nothing by itself
    assert s.draw_count == 0 and s.pending == ("move", 0)


def test_card_2s_crossroads_ambush() -> None:
    """mystick catalog 2S: Your Pawns have Immunity. Your opponents' Pawns lose Immunity."""
    s = position("Iron Archive,Tidewatch")
    warden = pawn(s, 0, "6P")  # Resources only
    duelist = pawn(s, 1, "5S", power=2)  # printed Immunity
    diver = pawn(s, 1, "6C")  # no trait
    assert "Immunity" not in s.traits(warden) and "Immunity" in s.traits(duelist)
    play(s, "2S")
    assert "Immunity" in s.traits(warden)
    assert "Immunity" not in s.traits(duelist) and "Immunity" not in s.traits(diver)
    pass_move(s)  # seat 1 draws
    # two Pentacles for a Pentacles Pawn: 2 successes, none cancelled (the Duelist lost
    # Immunity); 2 Power moves (its 2 Power, the Warden's 2 spare influence), 2 VP
    challenge(s, f"challenge {warden.label} -> {duelist.label}", "3P", "4P")
    assert warden.power == 2 and duelist.power == 0 and s.vp == [2, 0]
    # two Cups for a Cups Pawn: 2 successes, one cancelled by the Warden's Immunity: 1 moves
    challenge(s, f"challenge {diver.label} -> {warden.label}", "3C", "4C")
    assert warden.power == 1 and diver.power == 1 and s.vp == [2, 1]


def test_card_3s_windrunner() -> None:
    """mystick catalog 3S: Immunity. When this Pawn challenges, the Draw Count goes down by 1 (never
    below 0)."""
    s = position("Iron Archive,Wildfire")
    runner = play(s, "3S")
    assert runner is not None and "Immunity" in s.traits(runner)
    pass_move(s)
    assert s.draw_count == 1
    challenge(s, f"challenge {runner.label} -> pool", "4S")
    assert s.draw_count == 0 and runner.power == 1


def test_card_4s_tripwire_sentry() -> None:
    """mystick catalog 4S: Immunity. When this Pawn is challenged, the Draw Count goes up by
    1 (at 3 the round ends at once)."""
    s = position("Iron Archive,Wildfire")
    sentry = play(s, "4S")
    assert sentry is not None and "Immunity" in s.traits(sentry)
    give(s, sentry, 1)
    maiden = pawn(s, 1, "5C")
    assert s.draw_count == 0
    # 1 success (the 3C; the 4W fails), cancelled by Immunity: the Sentry keeps its Power
    challenge(s, f"challenge {maiden.label} -> {sentry.label}", "3C", "4W")
    assert s.draw_count == 1 and sentry.power == 1 and maiden.power == 0
    pass_move(s)  # seat 0 draws: Draw Count 2
    assert s.draw_count == 2
    since = len(s.events)
    s.apply(f"challenge {maiden.label} -> {sentry.label}")  # 3: the round ends at once
    assert not any("seat 1's Fate Draw:" in line for line in texts(s, since))
    assert s.round == 2 and s.draw_count == 0 and s.crosses[1] == [None] * 8
    assert s.vp == [1, 0]  # the bonus point for the Sentry's 1 Power (mystick R11)


def test_card_5s_feinting_duelist() -> None:
    """mystick catalog 5S: Immunity. When this Pawn challenges, you may make another move
    after this one."""
    s = position("Iron Archive,Wildfire")
    duelist = play(s, "5S")
    assert duelist is not None and "Immunity" in s.traits(duelist)
    pass_move(s)
    challenge(s, f"challenge {duelist.label} -> pool", "3S", "4S")
    assert duelist.power == 2 and s.vp == [2, 0] and s.skips == [[], []]
    assert s.pending == ("move", 0) and "pass" in s.legal_actions()


def test_card_6s_cloud_sentinel() -> None:
    """mystick catalog 6S: Immunity. When this Pawn challenges, you may make another move
    after this one."""
    s = position("Iron Archive,Wildfire")
    sentinel = play(s, "6S")
    assert sentinel is not None and "Immunity" in s.traits(sentinel)
    pass_move(s)
    challenge(s, f"challenge {sentinel.label} -> pool", "3S", "4S")
    assert sentinel.power == 2 and s.pending == ("move", 0) and "pass" in s.legal_actions()


def test_card_7s_storm_marshal() -> None:
    """mystick catalog 7S: Immunity. When this Pawn challenges, the Draw Count goes up by 1 (at
    3 the round ends at once)."""
    s = position("Iron Archive,Wildfire")
    marshal = play(s, "7S")
    assert marshal is not None and "Immunity" in s.traits(marshal)
    pass_move(s)  # seat 1 draws: Draw Count 1
    challenge(s, f"challenge {marshal.label} -> pool", "3S", "4S", "5S")
    assert s.draw_count == 2 and marshal.power == 3 and s.vp == [3, 0]
    assert s.pending == ("move", 1)  # no other move
    s = position("Iron Archive,Wildfire")
    marshal = pawn(s, 0, "7S")
    s.draw_count = 2
    fresh(s)
    s.apply(f"challenge {marshal.label} -> pool")  # 3: the round ends before the Fate Draw
    assert s.round == 2 and s.draw_count == 0 and s.vp == [0, 0] and s.pool == 11
    assert s.crosses[0] == [None] * 8 and marshal.power == 0


def test_card_8s_aegis_of_the_wind() -> None:
    """mystick catalog 8S: The attached Pawn has Immunity. When it challenges, an opponent of
    yours skips their next move this round."""
    s = position("Iron Archive,Wildfire")
    collector = pawn(s, 0, "5P", power=2)
    play(s, "8S", collector)
    assert "Immunity" in s.traits(collector)
    attacker = pawn(s, 1, "5W")
    challenge(s, f"challenge {attacker.label} -> {collector.label}", "3W", "4W")
    assert collector.power == 1 and attacker.power == 1  # one of 2 successes cancelled
    challenge(s, f"challenge {collector.label} -> pool", "3P", "4P")
    assert collector.power == 2 and s.pending == ("move", 0)
    assert "seat 1 skips this move (Aegis of the Wind)" in texts(s)


def test_card_9s_shattered_guard() -> None:
    """mystick catalog 9S: The attached Pawn loses Immunity. When it is challenged, an
    opponent of yours skips their next move this round."""
    s = position("Storm Front,Iron Archive")
    target = pawn(s, 1, "5S", power=2)
    attacker = pawn(s, 0, "5W")
    play(s, "9S", target)
    assert "Immunity" not in s.traits(target)
    pass_move(s)
    challenge(s, f"challenge {attacker.label} -> {target.label}", "3W", "2S")
    assert attacker.power == 1 and target.power == 1  # no success cancelled
    assert s.pending == ("move", 0) and "seat 1 skips this move (Shattered Guard)" in texts(s)


def test_card_10s_zephyr_spurs() -> None:
    """mystick catalog 10S: When the attached Pawn challenges, the player making the challenge
    may make another move after this one."""
    s = position("Iron Archive,Wildfire")
    duelist = pawn(s, 0, "5S")
    play(s, "10S", duelist)
    pass_move(s)
    challenge(s, f"challenge {duelist.label} -> pool", "3S", "3P")
    assert s.pending == ("move", 0) and duelist.power == 1


def test_card_ps_clean_cut() -> None:
    """mystick catalog PS: Discard an Attachment in play. You may make another move after
    this one."""
    s = position("Iron Archive,Wildfire")
    theirs = pawn(s, 1, "5W")
    brand = attach(s, 1, "8W", theirs)
    play(s, "PS")
    assert brand not in theirs.attachments and "8W" in s.discards[1]
    assert s.pending == ("move", 0)


def test_card_ns_ambush_at_the_ford() -> None:
    """mystick catalog NS: An opponent skips their next move this round. You may make another
    move after this one."""
    s = position("Iron Archive,Wildfire")
    play(s, "NS")
    assert s.pending == ("move", 0) and s.skips[1] == ["NS"] and s.vp == [0, 0]
    assert "pass" in s.legal_actions() and s.draw_count == 0
    pass_move(s)  # the other move: a draw (Draw Count 1); seat 1's move is skipped
    assert s.pending == ("move", 0) and "seat 1 skips this move (Ambush at the Ford)" in texts(s)
    assert s.draw_count == 1 and s.skips == [[], []]


def test_skips_add_up_and_last_only_this_round() -> None:
    """tarotlab D12: each card that makes an opponent skip "their next move this round" takes
    one move: the Ambush at the Ford (NS) and a challenge by a Pawn wearing the Aegis of the
    Wind (8S) in one turn make seat 1 skip its next two moves; a skip not used by the end of
    the round is gone."""
    s = position("Iron Archive,Wildfire")
    warden = pawn(s, 0, "6P")
    attach(s, 0, "8S", warden)
    play(s, "NS")  # seat 1 skips once; another move for seat 0
    assert s.skips[1] == ["NS"] and s.pending == ("move", 0)
    # the other move: the Aegis makes seat 1 skip once more, so seat 1's next turn is
    # skipped (the Ambush's skip, the first) and seat 0 moves again
    challenge(s, f"challenge {warden.label} -> pool", "3P", "4P")
    assert warden.power == 2 and texts(s).count("seat 1 will skip their next move this round") == 2
    assert s.pending == ("move", 0) and s.skips[1] == ["8S"]
    assert "seat 1 skips this move (Ambush at the Ford)" in texts(s)
    pass_move(s)  # Draw Count 1
    assert s.pending == ("move", 0)
    assert "seat 1 skips this move (Aegis of the Wind)" in texts(s) and s.skips[1] == []
    s = position("Iron Archive,Wildfire")
    play(s, "NS")
    end_round_now(s)  # seat 0's extra move draws at Draw Count 2: round 1 ends
    assert s.round == 2 and s.skips == [[], []]


def test_card_qs_closing_verdict() -> None:
    """mystick catalog QS: The Draw Count goes up by 2 (at 3 the round ends at once)."""
    s = position("Iron Archive,Wildfire")
    play(s, "QS")
    assert s.draw_count == 2 and s.round == 1 and s.pending == ("move", 1)
    s = position("Iron Archive,Wildfire")
    s.draw_count = 1
    play(s, "QS")
    assert s.round == 2 and s.draw_count == 0 and "QS" in s.discards[0]
    assert s.pending.dest == "initiative"  # seat 1 never moved in round 1


def test_card_ks_king_of_storms() -> None:
    """mystick catalog KS: You may make another move after this one. The Draw Count goes up by
    2 (at 3 the round ends at once)."""
    s = position("Iron Archive,Wildfire")
    play(s, "KS")
    assert s.draw_count == 2 and s.pending == ("move", 0) and "pass" in s.legal_actions()
    assert s.skips == [[], []] and s.vp == [0, 0]
    s.apply("pass")
    assert s.draw_count == 2 and s.round == 1 and s.pending == ("move", 1)
    s = position("Iron Archive,Wildfire")
    s.draw_count = 1
    fresh(s)
    play(s, "KS")  # 1 + 2 = 3: the round ends at once, and the other move with it
    assert s.round == 2 and s.draw_count == 0 and "KS" in s.discards[0]
    assert s.pending.dest == "initiative"  # seat 1 never moved in round 1



def test_swords_score_no_victory_points_mystick_r2() -> None:
    """mystick R2: "Swords alter the Draw Count and players' moves (Pawns: Immunity)". No
    Swords card scores victory points; every Swords effect changes the Draw Count, gives or
    skips a move, or gives or takes Immunity, except the Page of Swords (Clean Cut), which
    also cuts away an Attachment."""
    swords = [card for card in CARDS.values() if card.suit == "Swords"]
    assert len(swords) == 14
    allowed = {"draw_count", "extra_move", "skip_move", "grant_trait", "remove_trait"}
    for card in swords:
        for e in card.effects:
            assert e.do != "vp", card.id
            if e.do == "discard_in_play":
                assert card.id == "PS", card.id
                continue
            assert e.do in allowed, (card.id, e.do)
            if e.do in ("grant_trait", "remove_trait"):
                assert e.get("trait") == "Immunity", card.id

# =========================================================================== PENTACLES: cards
def test_card_ap_market_day() -> None:
    """mystick catalog AP: After each initiative draw, return 1 Minor Arcana card from your
    discard pile to your hand."""
    s = position("Iron Archive,Wildfire")
    play(s, "AP")
    discard(s, 0, "KS", "M04")
    end_round_now(s, then_settle=False)
    hand1 = len(s.hands[1])
    deal(s, "QS", "3W")  # seat 0 wins the initiative
    assert s.pending == ("recover", 0, "AP") and s.legal_actions() == ("recover KS",)
    s.apply("recover KS")
    assert "KS" in s.hands[0] and len(s.hands[1]) == hand1 + 1  # seat 1: its initiative card
    assert s.draw_count == 0 and s.pending == ("move", 0)


def test_card_2p_tithe_of_the_earth() -> None:
    """mystick catalog 2P: After each initiative draw, each opponent discards a random card
    from their hand."""
    s = position("Iron Archive,Wildfire")
    play(s, "2P")
    end_round_now(s, then_settle=False)
    deck = len(s.decks[1])
    deal(s, "KS", "3W")
    assert s.pending == ("random", CHANCE, 1, "2P")  # seat 1 holds AC and its 3W
    s.apply("discard 3W")
    assert "3W" in s.discards[1] and s.hands[1] == ["AC"] and len(s.decks[1]) == deck - 1
    assert s.pending == ("move", 0)


def test_card_3p_coin_counter() -> None:
    """mystick catalog 3P: Resources. You may use a move to draw a card (the Draw Count does
    not change)."""
    s = position("Iron Archive,Wildfire")
    counter = play(s, "3P")
    assert counter is not None and "Resources" in s.traits(counter)
    pass_move(s)
    s.apply(f"use {counter.label}")
    deal(s, "4S")
    assert s.hands[0] == ["4S"] and s.draw_count == 1 and s.to_move == 1


def test_card_4p_ledger_clerk() -> None:
    """mystick catalog 4P: Resources. When this Pawn challenges, return 1 Minor Arcana card from
    your discard pile to your hand."""
    s = position("Iron Archive,Wildfire")
    discard(s, 0, "KS", "M04")
    clerk = play(s, "4P")
    assert clerk is not None
    pass_move(s)
    s.apply(f"challenge {clerk.label} -> pool")
    assert s.pending == ("recover", 0, "4P")
    assert s.legal_actions() == ("recover KS",)  # the Emperor, a Major, cannot come back
    s.apply("recover KS")
    assert "KS" in s.hands[0]
    deal(s, "5P")
    s.apply("redraw done")
    assert clerk.power == 1


def test_card_5p_tithe_collector() -> None:
    """mystick catalog 5P: Resources. When this Pawn challenges, an opponent discards a random
    card from their hand."""
    s = position("Iron Archive,Wildfire")
    set_hand(s, 1, "3W", "4W")
    collector = play(s, "5P")
    assert collector is not None
    pass_move(s, "5W")
    s.apply(f"challenge {collector.label} -> pool")
    assert s.pending == ("random", CHANCE, 1, "5P")
    s.apply("discard 4W")
    assert s.hands[1] == ["3W", "5W"] and s.discards[1] == ["4W"]


def test_card_6p_vault_warden() -> None:
    """mystick catalog 6P: Resources. When this Pawn is challenged, return 1 Minor Arcana card
    from your discard pile to your hand."""
    s = position("Iron Archive,Wildfire")
    warden = play(s, "6P")
    assert warden is not None
    give(s, warden, 1)
    s.discards[0].append(take(s, 0, "3S"))
    attacker = pawn(s, 1, "6C")
    s.apply(f"challenge {attacker.label} -> {warden.label}")
    assert s.pending == ("recover", 0, "6P")
    s.apply("recover 3S")
    assert s.hands[0] == ["3S"] and s.draw_count == 0


def test_card_7p_merchant_prince() -> None:
    """mystick catalog 7P: Resources. When this Pawn challenges, an opponent discards the top
    2 cards of their deck."""
    s = position("Iron Archive,Wildfire")
    prince = play(s, "7P")
    assert prince is not None and "Resources" in s.traits(prince)
    pass_move(s)
    deck = len(s.decks[1])
    s.apply(f"challenge {prince.label} -> pool")
    # the effect comes before the Fate Draw: seat 1's top two cards, one after the other
    deal(s, "5W", "KC")
    assert s.discards[1] == ["5W", "KC"] and len(s.decks[1]) == deck - 2
    assert s.discards[0] == []  # only the opponent mills
    # then the Fate Draw
    assert (s.pending.kind, s.pending.player, s.pending.dest) == ("card", 0, "cross")


def test_card_8p_purse_of_plenty() -> None:
    """mystick catalog 8P: The attached Pawn has Resources."""
    s = position("Iron Archive,Wildfire")
    duelist = pawn(s, 0, "5S")
    play(s, "8P", duelist)
    assert "Resources" in s.traits(duelist)
    pass_move(s)
    assert "draw +1" in s.legal_actions()
    s.apply("draw +1")
    deal(s, "3S", "4S")
    assert s.hands[0] == ["3S", "4S"]


def test_card_9p_misers_chain() -> None:
    """mystick catalog 9P: The attached Pawn loses Resources. When it challenges, an opponent
    of yours discards a random card from their hand."""
    s = position("Iron Archive,Deep Wells")
    collector = pawn(s, 1, "5P")
    play(s, "9P", collector)  # seat 0's hand is empty now
    assert "Resources" not in s.traits(collector)
    assert "draw +1" not in s.legal_actions()
    set_hand(s, 1, "3C")
    s.apply(f"challenge {collector.label} -> pool")
    assert s.pending == ("random", CHANCE, 1, "9P")  # seat 0's opponent: seat 1
    s.apply("discard 3C")
    assert "3C" in s.discards[1]


def test_card_10p_bounty_mark() -> None:
    """mystick catalog 10P: When the attached Pawn challenges or is challenged, you draw a
    card (the Draw Count does not change)."""
    s = position("Iron Archive,Wildfire")
    duelist = pawn(s, 0, "6S")
    attacker = pawn(s, 1, "7W")
    play(s, "10P", duelist)
    pass_move(s)
    s.apply(f"challenge {duelist.label} -> pool")
    deal(s, "3P")
    assert "3P" in s.hands[0]
    deal(s, "3S", "4S")
    s.apply("redraw done")
    assert duelist.power == 2
    s.apply("pass")  # the Cloud Sentinel's extra move (tarotlab D10)
    s.apply(f"challenge {attacker.label} -> {duelist.label}")
    deal(s, "4P")
    assert "4P" in s.hands[0] and s.hands[0] == ["3P", "4P"]


def test_card_pp_coin_purse() -> None:
    """mystick catalog PP: Draw 2 cards (the Draw Count does not change)."""
    s = position("Iron Archive,Wildfire")
    play(s, "PP")
    deal(s, "3S", "4S")
    assert s.hands[0] == ["3S", "4S"] and s.draw_count == 0 and "PP" in s.discards[0]


def test_card_np_rifling_hands() -> None:
    """mystick catalog NP: Look at an opponent's hand; that opponent discards 1 card of your
    choice from it."""
    s = position("Iron Archive,Wildfire")
    set_hand(s, 1, "3W", "4W", "5W")
    play(s, "NP")
    assert (s.pending.kind, s.pending.seat, s.pending.player) == ("pick_discard", 0, 1)
    assert s.view(0).seen == (1, ("3W", "4W", "5W"))
    assert s.view(1).seen is None
    s.apply("discard 4W")
    assert s.hands[1] == ["3W", "5W"] and "4W" in s.discards[1]


def test_card_qp_queen_of_coffers() -> None:
    """mystick catalog QP: Look at the top 3 cards of your deck and put them back in the same order.
    Return 2 Minor Arcana cards from your discard pile to your hand."""
    s = position("Iron Archive,Wildfire")
    discard(s, 0, "KS", "NS")
    play(s, "QP")
    deal(s, "5S", "3P", "7S")
    assert s.tops[0] == ["5S", "3P", "7S"]
    s.apply("recover KS")
    s.apply("recover NS")
    assert s.hands[0] == ["KS", "NS"] and s.discards[0] == ["QP"]
    pass_move(s)
    s.apply("draw")  # the top card, known: no chance draw
    assert "5S" in s.hands[0] and s.tops[0] == ["3P", "7S"]


def test_card_kp_king_of_vaults() -> None:
    """mystick catalog KP: Look at an opponent's hand; that opponent discards 2 cards of your
    choice from it. Draw 2 cards (the Draw Count does not change)."""
    s = position("Iron Archive,Wildfire")
    set_hand(s, 1, "3W", "4W", "5W", "6W")
    play(s, "KP")
    assert s.view(0).seen == (1, ("3W", "4W", "5W", "6W"))
    s.apply("discard 4W")
    s.apply("discard 6W")
    deal(s, "3S", "4S")
    assert s.hands[1] == ["3W", "5W"] and s.hands[0] == ["3S", "4S"]
    assert s.draw_count == 0


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
    for name, fn in globals().items():
        if name.startswith("test_card_"):
            card = name[len("test_card_"):].split("_")[0].upper()
            doc = " ".join((fn.__doc__ or "").split())
            assert doc.startswith(f"mystick catalog {card}: {CARDS[card].text}"), name
