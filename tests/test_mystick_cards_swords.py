"""Mystick Domination cards, the Swords: one test per catalog card (mystick R1: "each effect has a
test") and the suit's job (mystick R2: Swords work on the Draw Count and the players' moves; no
Swords card scores victory points), with skips adding up (tarotlab D12).

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
    attach,
    challenge,
    deal,
    end_round_now,
    fresh,
    give,
    pass_move,
    pawn,
    position,
    set_hand,
    texts,
)

from tarotlab.mystick.rules import CARDS


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
