"""Mystick Domination cards, the Pentacles: one test per catalog card (mystick R1: "each effect has
a test") and the suit's job (mystick R2: Pentacles work on the cards).

Each test sets up a position, plays the card the way the rulebook uses it (Environments, Pawns and
Attachments are played from hand and then triggered by challenges, special moves, initiative draws
or the end of a round; Actions are played) and checks the outcome its text promises. The docstring
of each test is the card's text, cited as ``mystick catalog <id>``. tests/mystick_rules_helpers.py
reaches the positions and tests/mystick_cards_helpers.py plays the cards; the other cards are tested
in the other tests/test_mystick_cards_*.py files, and tests/test_mystick_cards_texts.py checks that
every card has its test.
"""

from __future__ import annotations

from mystick_cards_helpers import discard, play
from mystick_rules_helpers import (
    deal,
    end_round_now,
    give,
    pass_move,
    pawn,
    position,
    set_hand,
    take,
)

from tarotlab.core.engine import CHANCE


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
