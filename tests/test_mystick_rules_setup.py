"""Mystick Domination rules, the cards, the decks and the setup: a test per ruling
(mystick-rulings.md R1, R2, R3, R5) and per rulebook section the engine enforces
(mystick-domination.txt: Game Setup, Drawing for Initiative, Charts and Reference).

Every test names the rule it checks. Games are created with ``auto_chance=False``, so
every card drawn is a CHANCE decision the test chooses (``deal``); where a position would
take many moves, cards are moved between a seat's own piles at a seat's move decision:
tests/mystick_rules_helpers.py says how. The other parts of the rulebook are tested in the
other tests/test_mystick_rules_*.py files.
"""

from __future__ import annotations

import pytest
from mystick_rules_helpers import (
    _minors,
    deal,
    new,
    position,
    texts,
)

import tarotlab
from tarotlab import OptionError
from tarotlab.mystick import catalog, decks
from tarotlab.mystick.rules import CARDS, MystickState


# --------------------------------------------------------------------------- R1, R2
def test_r1_catalog_has_78_cards_typed_by_rank() -> None:
    """mystick R1: 14 per suit and 22 Majors; Ace-2 Environment, 3-7 Pawn, 8-10 Attachment,
    Page-King Action; every card carries a machine-readable effect."""
    assert len(CARDS) == 78
    assert sum(1 for c in CARDS.values() if c.is_major) == 22
    for suit in catalog.SUITS:
        cards = [c for c in CARDS.values() if c.suit == suit]
        assert sorted(c.rank for c in cards) == list(range(1, 15))
        for c in cards:
            assert c.type == ("Environment" if c.rank <= 2 else "Pawn" if c.rank <= 7
                              else "Attachment" if c.rank <= 10 else "Action")
    assert all(c.effects for c in CARDS.values())


def test_r2_influence_by_rank_traits_by_suit_and_majors_resolve_as_fate() -> None:
    """mystick R2: influence 3,4 -> 1; 5,6 -> 2; 7 -> 3; every Swords Pawn has Immunity and
    every Pentacles Pawn Resources; Majors' effects resolve when drawn as Fate."""
    for c in CARDS.values():
        if c.type == "Pawn":
            assert c.influence == {3: 1, 4: 1, 5: 2, 6: 2, 7: 3}[c.rank]
            if c.suit == "Swords":
                assert "Immunity" in c.traits
            if c.suit == "Pentacles":
                assert "Resources" in c.traits
        if c.is_major:
            assert {e.when for e in c.effects} == {"fate"}
    assert sum("Aggression" in c.traits for c in CARDS.values() if c.suit == "Wands") == 4
    assert sum("Presence" in c.traits for c in CARDS.values() if c.suit == "Cups") == 2
    assert CARDS["5W"].influence == 2  # the rulebook's five of Wands


def test_r2_a_major_never_stays_in_hand() -> None:
    """mystick R2 and mystick: Draw: a Major drawn into a hand is discarded and replaced."""
    s = position()
    s.apply("draw")
    deal(s, "M13", "M19", "3W")
    assert s.hands[0] == ["3W"]
    assert s.discards[0] == ["M13", "M19"]
    assert s.draw_count == 1  # mystick R10: still one move used to draw
    assert "Major Arcana never stays in hand" in " ".join(texts(s))


# --------------------------------------------------------------------------- R3
def test_r3_games_use_legal_decks_one_per_seat() -> None:
    """mystick R3: each seat plays a 39-card deck of two suits and 11 Majors; decks are named
    ready-made decks, one per seat, and a wrong name is refused."""
    s = position("Wildfire,Iron Archive,Tidewatch")
    for seat in range(3):
        assert len(s.decks[seat]) == 39
        decks.validate(s.decks[seat])
    with pytest.raises(OptionError, match="unknown deck 'Nope'"):
        tarotlab.new_game("mystick", decks="Nope,Wildfire")
    bad = list(decks.ready_made()["Wildfire"].cards)
    bad[0] = "5S"
    with pytest.raises(decks.DeckError, match="two suits"):
        decks.validate(bad)


# --------------------------------------------------------------------------- Setup, R5
@pytest.mark.parametrize(("players", "pool"), [(2, 11), (3, 15), (4, 19), (5, 23)])
def test_setup_pool_by_player_count(players: int, pool: int) -> None:
    """mystick: Game Setup / Charts and Reference: 11, 15, 19, 23 Power for 2-5 players."""
    s = tarotlab.new_game("mystick", players=players, seed=5)
    assert isinstance(s, MystickState)
    assert s.start_pool == pool and s.pool == pool
    assert s.vp == [0] * players and s.draw_count == 0


def test_r5_opening_hands_hold_six_cards_and_no_major() -> None:
    """mystick R5 / Game Setup: draw 6; any Major is discarded and replaced until 6 Minors."""
    s = new()
    deal(s, "M00", "3W", "M13", "4W", "5W", "6W", "7W", "AC")
    assert s.hands[0] == sorted(["3W", "4W", "5W", "6W", "7W", "AC"])
    assert s.discards[0] == ["M00", "M13"]
    assert s.pending.player == 1  # then seat 1 draws its six
    s.check_invariants()


def test_r5_option_reshuffles_opening_majors_back() -> None:
    """mystick R5: with reshuffle_opening_majors, discarded opening Majors go back to the
    deck (the rulebook's optional rule); without it they stay discarded."""
    s = new(reshuffle_opening_majors=True)
    deal(s, "M00", "3W", "4W", "5W", "6W", "7W", "AC", "3S", "4S", "5S", "6S", "7S", "AS")
    assert s.pending.dest == "initiative"
    assert s.discards[0] == [] and "M00" in s.decks[0]


def test_r5_initiative_majors_redrawn_highest_rank_wins_cards_go_to_hand() -> None:
    """mystick R5 / Drawing for Initiative: a Major turned up is discarded and the player
    tries again; the highest tarot rank moves first; initiative cards go into hands."""
    s = new()
    deal(s, "3W", "4W", "5W", "6W", "7W", "AC", "3S", "4S", "5S", "6S", "7S", "AS")
    deal(s, "M19", "NW", "KS")
    assert s.pending == ("move", 1)
    assert "NW" in s.hands[0] and "KS" in s.hands[1]
    assert "M19" in s.discards[0] and len(s.hands[0]) == 7
    assert "seat 1 wins the initiative" in texts(s)[-1]


def test_r5_initiative_tie_is_redrawn_by_the_tied_players_only() -> None:
    """mystick R5: on a tie all initiative draws go to hand and only the tied players draw
    again, until the tie is broken."""
    s = new("Wildfire,Iron Archive,Tidewatch")
    for seat in range(3):
        deal(s, *_minors(s, seat)[:6])
    deal(s, "KW", "KS", "4C")  # seats 0 and 1 tie on Kings, seat 2 is out of it
    assert s.pending.kind == "card" and s.pending.player == 0 and s.pending.dest == "initiative"
    assert "KW" in s.hands[0] and "KS" in s.hands[1] and "4C" in s.hands[2]
    deal(s, "QW", "QS")  # tied again: only seats 0 and 1
    assert s.pending.player == 0
    deal(s, "4W", "NS")
    assert s.pending == ("move", 1)
    assert [len(h) for h in s.hands] == [9, 9, 7]
    assert sum("tied" in t for t in texts(s)) == 2
