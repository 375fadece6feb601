"""Mystick Domination rules, the end of a round and of the game: a test per ruling
(mystick-rulings.md R11, R12, R13, R15) and decision (tarotlab D7) and per rulebook section the
engine enforces (mystick-domination.txt: End of a Round with Check for a winner, Presence,
Elimination, Tiebreakers).

Every test names the rule it checks. Games are created with ``auto_chance=False``, so
every card drawn is a CHANCE decision the test chooses (``deal``); where a position would
take many moves, cards are moved between a seat's own piles at a seat's move decision:
tests/mystick_rules_helpers.py says how. The other parts of the rulebook are tested in the
other tests/test_mystick_rules_*.py files.
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from mystick_rules_helpers import (
    attach,
    challenge,
    deal,
    end_round_now,
    first_index,
    fresh,
    pass_move,
    pawn,
    position,
    put_cross,
    set_hand,
    settle,
    take,
    texts,
)

from tarotlab.mystick.catalog import Effect
from tarotlab.mystick.rules import CARDS, MystickState


# --------------------------------------------------------------------------- R11 round end
def test_r11_end_of_round_in_the_rulebooks_order() -> None:
    """mystick R11: bonus points (Presence doubles), check the pool, remove Power, clear every
    Mystick Cross, reset the Draw Count, then draw for initiative."""
    s = position()
    plain = pawn(s, 0, "5W", power=2)
    presence = pawn(s, 0, "5C", power=1)
    theirs = pawn(s, 1, "5S", power=1)
    put_cross(s, 0, "AC", "2C")
    put_cross(s, 1, "AS")
    s.vp = [3, 0]
    s.draw_count = 2
    fresh(s)
    s.apply("draw")
    deal(s, "3W")
    assert s.vp == [3 + 2 + 2 * 1, 1]
    assert plain.power == presence.power == theirs.power == 0
    assert s.removed_power == 4 and s.pool == 7
    assert s.crosses[0] == [None] * 8 and s.crosses[1] == [None] * 8
    assert {"AC", "2C"} <= set(s.discards[0]) and "AS" in s.discards[1]
    assert s.draw_count == 0 and s.round == 2
    assert s.pending.dest == "initiative"
    events = texts(s)
    bonus = first_index(s, "bonus point")
    removed = first_index(s, "Power on Pawns is removed")
    assert bonus < removed and "round 1 ends" in events[bonus - 1]


def test_r11_presence_from_an_attachment_doubles_too() -> None:
    """mystick: Presence: Pawns with Presence score 2 points per Power at the round's end."""
    s = position()
    p = pawn(s, 0, "5W", power=2)
    attach(s, 0, "10C", p)
    end_round_now(s)
    assert s.vp[0] == 4


def test_r11_an_empty_pool_ends_the_game_after_bonus_points() -> None:
    """mystick R11 / Check for a winner: no Power left in the pool at the end of a round ends
    the game; the highest score (bonus included) wins."""
    s = position()
    pawn(s, 0, "5W", power=2)
    pawn(s, 1, "7S", power=3)
    s.removed_power += s.pool
    s.pool = 0
    s.vp = [5, 4]
    fresh(s)
    end_round_now(s)
    assert s.is_over and s.outcome is not None
    assert s.vp == [7, 7]
    assert s.outcome.rule == "mystick R13"
    assert "pool is empty" in s.outcome.reason


def test_r11_round_end_clears_temporary_effects_skips_and_extra_moves() -> None:
    """mystick R11 with the card texts: effects "until the end of the round" and "next move
    this round" end with the round."""
    s = position()
    p = pawn(s, 0, "5W")
    challenge(s, f"challenge {p.label} -> pool", "M03", "M08")  # Empress, Strength
    assert s.influence(p) == 3
    s.skips[1] = ["NS"]
    s.extra_moves = ["M07"]
    fresh(s)
    end_round_now(s)
    settle(s)
    assert s.influence(p) == 2 and s.traits(p) == {"Aggression"} and s.skips == [[], []]
    assert s.extra_moves == []


# --------------------------------------------------------------------------- R12 elimination
def test_r12_an_empty_deck_eliminates_and_the_last_player_wins() -> None:
    """mystick R12 / Elimination: a player whose last card is drawn is out at once; the last
    player standing wins."""
    s = position()
    pass_move(s)
    theirs = pawn(s, 1, "5S", power=2)
    s.discards[1] += s.decks[1][1:]
    del s.decks[1][1:]
    fresh(s)
    pool = s.pool
    s.apply("draw")
    settle(s)
    assert s.is_over and s.outcome is not None and s.outcome.winners == (0,)
    assert s.outcome.rule == "mystick R12" and s.eliminated[1]
    assert theirs not in s.pawns[1] and s.pool == pool + 2
    s.check_invariants()


def test_r12_elimination_in_a_three_player_game() -> None:
    """mystick R12: an eliminated player's cards leave play and turns skip them."""
    s = position("Wildfire,Iron Archive,Tidewatch")
    victim = pawn(s, 2, "5C", power=1)
    mark = attach(s, 2, "8C", pawn(s, 0, "5W"))
    s.discards[2] += s.decks[2][1:]
    del s.decks[2][1:]
    fresh(s)
    set_hand(s, 0, "NC")
    s.apply("play NC")  # an opponent fills 2 spaces of their Cross from their deck
    s.apply("target seat 2")
    settle(s)
    assert s.eliminated[2] and not s.is_over
    assert victim not in s.pawns[2] and mark not in s.pawns[0][0].attachments
    assert "8C" in s.discards[2] and "5C" in s.discards[2]
    assert s.to_move == 1
    pass_move(s)
    assert s.to_move == 0
    s.check_invariants()


def test_r12_an_eliminated_player_cannot_win_on_points() -> None:
    """mystick R12 / Elimination: a player out of the game is out; when the pool empties the
    winner is chosen among the players still in (R13)."""
    s = position("Wildfire,Iron Archive,Tidewatch", first=2)
    s.discards[2] += s.decks[2][1:]
    del s.decks[2][1:]
    fresh(s)
    pass_move(s)  # seat 2 draws its last card
    assert s.eliminated[2] and s.to_move == 0
    s.vp = [1, 2, 9]
    s.removed_power += s.pool
    s.pool = 0
    fresh(s)
    end_round_now(s)
    assert s.eliminated[2]
    assert s.outcome is not None and s.outcome.winners == (1,)


# --------------------------------------------------------------------------- R15 initiative
def leave_deck(s: MystickState, seat: int, *cards: str) -> None:
    """Seat's deck becomes exactly these cards; the rest of it goes to the discard pile."""
    keep = [take(s, seat, card) for card in cards]
    s.discards[seat] += s.decks[seat]
    s.decks[seat] = sorted(keep)
    fresh(s)


def test_r15_an_eliminated_player_cannot_win_the_initiative() -> None:
    """mystick R15: seat 0 turns up its last card (a King) for initiative and is eliminated at
    once; its card does not compete, so the best card among players still in (seat 2's
    Queen, above seat 1's 4) wins and seat 2 moves first."""
    s = position("Wildfire,Iron Archive,Tidewatch")
    leave_deck(s, 0, "3W", "KW")
    end_round_now(s, then_settle=False)  # seat 0 draws the 3 of Wands: one card left
    deal(s, "KW", "4S", "QC")
    assert s.eliminated[0] and not s.is_over
    assert s.pending == ("move", 2)
    assert "seat 2 wins the initiative and moves first" in texts(s)[-1]
    s.check_invariants()


def test_r15_an_eliminated_player_cannot_win_an_initiative_redraw() -> None:
    """mystick R15: seats 0 and 2 tie on Kings and redraw; seat 0 turns up its last card (a
    Queen) and is eliminated, so seat 2's 3 of Cups, the only card still competing, wins."""
    s = position("Wildfire,Iron Archive,Tidewatch")
    leave_deck(s, 0, "3W", "KW", "QW")
    end_round_now(s, then_settle=False)
    deal(s, "KW", "4S", "KC")  # a tie between seats 0 and 2
    deal(s, "QW", "3C")  # seat 0's last card
    assert s.eliminated[0] and not s.is_over
    assert s.pending == ("move", 2)
    s.check_invariants()


@pytest.mark.parametrize(("vp", "winners"), [((5, 3), (0,)), ((2, 7), (1,)), ((4, 4), ())])
def test_r15_everyone_eliminated_by_one_initiative_draw_r13_decides(
        vp: tuple[int, int], winners: tuple[int, ...]) -> None:
    """mystick R15: the initiative draw is simultaneous; when it empties every remaining deck,
    the game ends and R13 decides: most VP; every deck is empty, so a tie on VP is a draw
    (not "seat 1 is the last player left" because seat 0 happened to draw first)."""
    s = position()
    leave_deck(s, 0, "3W", "KW")
    leave_deck(s, 1, "3S")
    s.vp = list(vp)
    end_round_now(s, then_settle=False)
    deal(s, "KW", "3S")
    assert s.eliminated == [True, True]
    assert s.outcome is not None and s.outcome.winners == winners
    assert s.outcome.rule == "mystick R13" and s.outcome.ending == ("draw" if not winners
                                                                    else "vp")
    s.check_invariants()


def test_r15_a_player_emptied_by_the_initiative_draw_leaves_the_last_player_standing() -> None:
    """mystick R15 / R12: only seat 1's deck runs out at the initiative draw: seat 0, the last
    player still in, wins (seat 1 turns up its card at the same time; it does not compete)."""
    s = position()
    leave_deck(s, 1, "KS")
    s.vp = [0, 9]
    end_round_now(s, then_settle=False)
    deal(s, "3W", "KS")
    assert s.outcome is not None and s.outcome.winners == (0,)
    assert s.outcome.rule == "mystick R12"


def test_r15_every_tied_player_eliminated_by_the_redraw_tarotlab_d7() -> None:
    """mystick R15 and tarotlab D7: seats 0 and 1 tie and both turn up their last cards in
    the redraw; seats 2 and 3 are still in, so the best of the cards they turned up in this
    initiative draw wins (seat 2's 9 of Cups above seat 3's 4 of Pentacles)."""
    s = position("Wildfire,Iron Archive,Tidewatch,Deep Wells")
    leave_deck(s, 0, "3W", "KW", "QW")
    leave_deck(s, 1, "KS", "QS")
    end_round_now(s, then_settle=False)
    deal(s, "KW", "KS", "9C", "4P")
    deal(s, "QW", "QS")
    assert s.eliminated[:2] == [True, True] and not s.is_over
    assert s.pending == ("move", 2)
    assert "seat 2 wins the initiative" in texts(s)[-1]
    s.check_invariants()


# --------------------------------------------------------------------------- R13 winner
def test_r13_most_vp_wins() -> None:
    """mystick R13: the player with the highest score wins."""
    s = position()
    s.removed_power += s.pool
    s.pool = 0
    s.vp = [3, 8]
    fresh(s)
    end_round_now(s)
    assert s.outcome is not None and s.outcome.winners == (1,) and s.outcome.ending == "vp"
    assert s.outcome.scores == (3, 8)


def test_r13_tie_broken_by_cards_left_in_deck() -> None:
    """mystick R13 / Tiebreakers: tied players count cards left in their decks; most wins."""
    s = position()
    s.removed_power += s.pool
    s.pool = 0
    s.vp = [6, 6]
    s.discards[1] += s.decks[1][:5]
    del s.decks[1][:5]
    fresh(s)
    end_round_now(s)
    assert s.outcome is not None and s.outcome.winners == (0,)
    assert "more cards left in deck" in s.outcome.reason


def test_r13_same_score_and_deck_is_a_draw() -> None:
    """mystick R13: same score and same number of cards left: the game is a draw."""
    s = position()
    s.removed_power += s.pool
    s.pool = 0
    s.vp = [4, 4]
    fresh(s)
    s.apply("draw")  # seat 0 draws one card: give seat 1 one fewer in its deck too
    deal(s, "3W")
    s.draw_count = 2
    fresh(s)
    s.apply("draw")
    deal(s, "3S")
    assert s.outcome is not None and s.outcome.draw and s.outcome.ending == "draw"


def test_r13_vp_never_below_zero(monkeypatch: pytest.MonkeyPatch) -> None:
    """mystick R13: VP never go below 0 (an effect taking 3 VP from a score of 1 gives 0)."""
    s = position()
    sun = CARDS["M19"]
    minus = replace(sun, effects=(Effect("fate", "vp", (("amount", -3), ("target", "you"))),))
    monkeypatch.setitem(CARDS, "M19", minus)
    p = pawn(s, 0, "5W")
    s.vp = [1, 0]
    challenge(s, f"challenge {p.label} -> pool", "M19", "2C")
    assert s.vp[0] == 0 + 1  # floored at 0 by the Sun, then 1 VP for the Power taken
