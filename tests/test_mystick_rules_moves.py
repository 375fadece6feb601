"""Mystick Domination rules, making moves: a test per ruling (mystick-rulings.md R4, R10 and
R7's refusals) and decision (tarotlab D9, D10) and per rulebook section the engine enforces
(mystick-domination.txt: Making Moves, Play with its Environments, Pawns, Attachments and
Actions, Draw, Using Special Moves).

Every test names the rule it checks. Games are created with ``auto_chance=False``, so
every card drawn is a CHANCE decision the test chooses (``deal``); where a position would
take many moves, cards are moved between a seat's own piles at a seat's move decision:
tests/mystick_rules_helpers.py says how. The other parts of the rulebook are tested in the
other tests/test_mystick_rules_*.py files.
"""

from __future__ import annotations

from mystick_rules_helpers import (
    R_CHALLENGE,
    attach,
    challenge,
    deal,
    end_round_now,
    events_of,
    fresh,
    pass_move,
    pawn,
    position,
    put_cross,
    set_hand,
    texts,
)

from tarotlab.testing import assert_refused as refused


# --------------------------------------------------------------------------- R4, Making Moves
def test_r4_turn_order_goes_up_the_seats_from_the_initiative_winner() -> None:
    """mystick R4 / mystick: Making Moves: from the initiative winner, each player makes one
    move, then the next seat ("the next player to the right")."""
    s = position("Wildfire,Iron Archive,Tidewatch", first=1)
    set_hand(s, 0, "3W")
    set_hand(s, 1, "3S", "4S")
    set_hand(s, 2, "3C")
    order = []
    for card in ("3S", "3C", "3W", "4S"):
        order.append(s.to_move)
        s.apply(f"play {card}")
    assert order == [1, 2, 0, 1]


# --------------------------------------------------------------------------- Play
def test_play_environment_stays_in_play() -> None:
    """mystick: Environments: once played, an Environment stays in play."""
    s = position()
    set_hand(s, 0, "AW")
    s.apply("play AW")
    assert [e.card for e in s.environments[0]] == ["AW"] and s.hands[0] == []
    pass_move(s)
    end_round_now(s)
    assert [e.card for e in s.environments[0]] == ["AW"]


def test_play_pawn_joins_your_play_area() -> None:
    """mystick: Pawns: a played Pawn stays in your play area with its influence rating."""
    s = position()
    set_hand(s, 0, "5W")
    s.apply("play 5W")
    (p,) = s.pawns[0]
    assert p.card == "5W" and p.power == 0 and s.influence(p) == 2
    assert s.traits(p) == {"Aggression"}


def test_attachments_go_on_any_pawn_yours_or_an_opponents() -> None:
    """mystick: Attachments: choose a Pawn (yours or an opponent's) to receive it."""
    s = position()
    mine, theirs = pawn(s, 0, "5W"), pawn(s, 1, "5S")
    set_hand(s, 0, "8W", "9W")
    legal = s.legal_actions()
    assert f"play 8W -> {mine.label}" in legal and f"play 8W -> {theirs.label}" in legal
    s.apply(f"play 9W -> {theirs.label}")
    assert [a.card for a in theirs.attachments] == ["9W"]
    assert theirs.attachments[0].owner == 0


def test_attachment_needs_a_pawn_in_play() -> None:
    """mystick: Attachments: you may not play an Attachment if no one has a Pawn in play."""
    s = position()
    set_hand(s, 0, "8W")
    assert not any(a.startswith("play 8W") for a in s.legal_actions())
    refused(s, "play 8W", "mystick: Attachments", "needs a Pawn in play")


def test_a_pawn_may_have_many_attachments_of_any_suit() -> None:
    """mystick: Attachments: any number of Attachments, suits need not match."""
    s = position("Wildfire,Iron Archive")
    target = pawn(s, 0, "5W")
    set_hand(s, 0, "8C", "10C")
    set_hand(s, 1, "8S")
    s.apply(f"play 8C -> {target.label}")
    s.apply(f"play 8S -> {target.label}")
    s.apply(f"play 10C -> {target.label}")
    assert [a.card for a in target.attachments] == ["8C", "8S", "10C"]
    assert s.traits(target) == {"Aggression", "Immunity", "Presence"}


def test_attachments_leave_with_their_pawn_to_their_owners_discards() -> None:
    """mystick: Attachments: when a Pawn leaves play its Attachments go at once to their
    respective owners' discard piles."""
    s = position()
    victim = pawn(s, 1, "5S", power=1)
    attach(s, 0, "8W", victim)
    attach(s, 1, "8P", victim)
    killer = pawn(s, 0, "5W")
    challenge(s, f"challenge {killer.label} -> {victim.label}", "M13", "2C")
    assert victim not in s.pawns[1]
    assert "8W" in s.discards[0] and "8P" in s.discards[1] and "5S" in s.discards[1]
    s.check_invariants()


def test_actions_resolve_then_go_to_the_discard_pile() -> None:
    """mystick: Actions: follow the directions, then put the card in your discard pile."""
    s = position()
    p = pawn(s, 0, "5W")
    set_hand(s, 0, "PW")
    s.apply("play PW")
    assert p.power == 1 and s.pool == 10
    assert s.discards[0] == ["PW"] and s.hands[0] == []
    assert not any(e.card == "PW" for e in s.environments[0])


def test_play_refused_for_a_card_not_in_hand() -> None:
    """mystick: Play: you play a card from your hand."""
    s = position()
    set_hand(s, 0, "5W")
    refused(s, "play 6W", "mystick: Play", "no 6W in hand")


# --------------------------------------------------------------------------- Draw, R10
def test_draw_adds_the_top_card_and_raises_the_draw_count() -> None:
    """mystick: Draw / R10: a move used to draw adds a card and the Draw Count goes up by 1."""
    s = position()
    pass_move(s, "3W")
    assert s.hands[0] == ["3W"] and s.draw_count == 1 and s.to_move == 1


def test_resources_extra_draws_count_once() -> None:
    """mystick: Draw / Resources / R10: one extra card per own Pawn with Resources, the Draw
    Count still goes up by one; more extras than Resources Pawns are refused."""
    s = position("Iron Archive,Wildfire")
    pawn(s, 0, "5P")
    pawn(s, 0, "3P")
    pawn(s, 1, "5W")  # an opponent's Pawn gives nothing
    assert {"draw", "draw +1", "draw +2"} <= set(s.legal_actions())
    refused(s, "draw +3", "mystick: Draw", "Resources")
    s.apply("draw +2")
    deal(s, "3S", "M04", "4S", "5S")  # the Major is replaced too
    assert s.hands[0] == ["3S", "4S", "5S"] and s.draw_count == 1


def test_r10_only_draw_moves_raise_the_draw_count() -> None:
    """mystick R10: playing and challenging leave the Draw Count alone; card draws that are
    not a move (Coin Purse) do not count."""
    s = position("Iron Archive,Wildfire")
    p = pawn(s, 0, "5S")
    set_hand(s, 0, "PP")
    s.apply("play PP")
    deal(s, "3S", "4S")
    assert s.draw_count == 0
    set_hand(s, 1)
    pass_move(s)
    assert s.draw_count == 1
    challenge(s, f"challenge {p.label} -> pool", "6S", "7S")
    assert s.draw_count == 1


def test_r10_draw_count_three_ends_the_round_at_once() -> None:
    """mystick R10 / End of a Round: when the Draw Count reaches 3 the round ends at once;
    the next player does not move in that round."""
    s = position()
    pass_move(s)
    pass_move(s)
    assert s.draw_count == 2 and s.to_move == 0
    pass_move(s)
    assert s.round == 2 and s.draw_count == 0
    assert any("round 1 ends" in t for t in texts(s))
    assert s.pending.kind == "move"  # round 2 began with an initiative draw


# --------------------------------------------------------------------------- special moves
def test_special_move_used_instead_of_a_normal_move() -> None:
    """mystick: Using Special Moves: a card in your play area lets you use a move for it."""
    s = position()
    keeper = pawn(s, 0, "3W")
    s.apply(f"use {keeper.label}")
    assert keeper.power == 1 and s.to_move == 1 and s.draw_count == 0


def test_special_move_that_would_change_nothing_is_refused_tarotlab_d9() -> None:
    """tarotlab D9: a full Hearth Keeper (or one facing an empty pool) cannot use its move:
    it would take no Power, and a move that changes nothing would be a free pass (two players
    with free passes could make a round last forever)."""
    s = position()
    keeper = pawn(s, 0, "3W", power=1)
    assert f"use {keeper.label}" not in s.legal_actions()
    refused(s, f"use {keeper.label}", "tarotlab D9", "already holds 1 Power for its 1 influence")
    keeper.power = 0
    s.removed_power += s.pool + 1
    s.pool = 0
    fresh(s)
    refused(s, f"use {keeper.label}", "tarotlab D9", "the pool is empty")


def test_an_extra_move_may_be_passed_tarotlab_d10() -> None:
    """tarotlab D10: "you may make another move": an extra move (here from Ambush at the
    Ford) may be passed, drawing nothing and leaving the Draw Count; a normal move may not."""
    s = position("Iron Archive,Wildfire")
    refused(s, "pass", "tarotlab D10", "only an extra move may be passed")
    set_hand(s, 0, "NS")
    s.apply("play NS")
    assert s.pending == ("move", 0) and "pass" in s.legal_actions()
    deck, hand = len(s.decks[0]), list(s.hands[0])
    s.apply("pass")
    assert s.draw_count == 0 and len(s.decks[0]) == deck and s.hands[0] == hand
    assert ("mystick card: Ambush at the Ford", "seat 0 passes the extra move (Ambush at the "
            "Ford)") in events_of(s)
    assert "seat 1 skips this move (Ambush at the Ford)" in texts(s)
    assert s.pending == ("move", 0) and "pass" not in s.legal_actions()  # a normal move


def test_special_move_only_from_your_own_play_area() -> None:
    """mystick: Using Special Moves / use a move: only cards already in your play area."""
    s = position()
    counter = pawn(s, 1, "3P")
    assert not any(a.startswith("use") for a in s.legal_actions())
    refused(s, f"use {counter.label}", "mystick: Using Special Moves", "play area")
    plain = pawn(s, 0, "4W")
    refused(s, f"use {plain.label}", "mystick: Using Special Moves", "no special move")


def test_moves_refused_out_of_turn_change_nothing() -> None:
    """mystick: Making Moves: the seat to move makes the move; a redraw outside a Fate Draw
    is refused with the rule, and nothing changes."""
    s = position()
    refused(s, "redraw done", "mystick: Making Moves")
    refused(s, "challenge 5W#99 -> pool", R_CHALLENGE, "controls no Pawn")


def test_r7_only_cards_of_this_fate_draw_are_redrawn() -> None:
    """mystick R7: you may redraw cards just drawn in this Fate Draw, each once per redraw;
    other spaces are refused with the rule, and nothing changes."""
    s = position()
    p = pawn(s, 0, "5W")
    put_cross(s, 0, "AC")
    s.apply(f"challenge {p.label} -> pool")
    deal(s, "2C", "3C")
    refused(s, "redraw 1", "mystick R7", "holds no card of this Fate Draw")
    refused(s, "redraw 6", "mystick R7", "holds no card of this Fate Draw")
    s.apply("redraw 2")
    refused(s, "redraw 2", "mystick R7", "already marked")
    refused(s, "draw", "mystick: Making Moves")
