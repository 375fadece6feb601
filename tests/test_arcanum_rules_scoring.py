"""Arcanum rules, the Houses' scoring and the end of the game: one or more tests per ruling
(arcanum-rulings.md R8, R9, R21) and of the rulebook's (arcanum.txt) C. House prestige scoring,
with its tie example and the Luca / Piero / Mario scoring, the hidden Fool assigned at a
scoring (R21, also in the World's), and End of the Game.

Every test names the rule it checks. Positions are reached by real play on a game created
with ``auto_chance=False`` (``Rig`` chooses the chance outcomes) or, where that would take many
turns, set directly at a seat's decision: tests/arcanum_rules_helpers.py says how. The other
parts of the rulebook are tested in the other tests/test_arcanum_rules_*.py files.
"""

from __future__ import annotations

import re
from typing import Any

from arcanum_rules_helpers import (
    LUCA,
    LUCA_PIERO_MARIO,
    MARIO,
    PIERO,
    at_main,
    drive,
    hidden,
    ids,
    names,
    set_hand,
    set_hidden,
    texts,
)

from tarotlab.arcanum import catalog
from tarotlab.arcanum.catalog import parse_card
from tarotlab.arcanum.rules import ArcanumState
from tarotlab.arcanum.scenario import Rig
from tarotlab.testing import assert_refused as refused


# --------------------------------------------------------------------------- helpers
def last_seat_played(players: int = 4, seed: int = 1, **options: Any) -> tuple[Rig, ArcanumState]:
    """Turn 1, the last seat to act has played its Minor and may end the turn."""
    rig, s = at_main(players=players, seed=seed, **options)
    last = players - 1
    drive(rig, s, lambda s: s.pending == ("main", last) and s.minor_played)
    return rig, s


def score_now(rig: Rig, s: ArcanumState, hidden_cards: dict[int, list[str]],
              prestige: list[int], vp: list[int] | None = None, turn: int | None = None,
              go: bool = True) -> None:
    """Make this the end of a scoring turn with this exact position, then end the turn."""
    s.turn = turn if turn is not None else s.scoring_every
    for seat in range(s.n):
        set_hidden(s, seat, *hidden_cards.get(seat, []))
    s.prestige = list(prestige)
    s.vp = list(vp) if vp is not None else [0] * s.n
    s._cache_legal = None
    if go:
        rig.apply(s, "end turn")


def vp_events(s: ArcanumState, since: int = 0) -> list[str]:
    """The log lines that change VP (a gain or loss, a place in a House)."""
    return [e.text for e in s.events[since:] if re.search(r"\d+ VP\b", e.text)]


# --------------------------------------------------------------------------- R8, R9
def test_r8_scoring_area_values() -> None:
    """arcanum R8: dominance / influence / presence pay 16/8/4, 12/6/3, 10/5/2, 8/4/2."""
    assert catalog.FULL_VP == ((16, 8, 4), (12, 6, 3), (10, 5, 2), (8, 4, 2))


def test_r8_rulebook_positions_ties_share_the_better_space() -> None:
    """arcanum R8 and the rulebook's tie example: Chalices and Wands tied first share space 1,
    space 2 stays empty, Pentacles goes to space 3."""
    _, s = at_main()
    s.prestige = [2, 9, 5, 9]
    assert s.house_positions() == [4, 1, 3, 1]
    s.prestige = [10, 8, 8, 3]
    assert s.house_positions() == [1, 2, 2, 4]
    s.prestige = [0, 0, 0, 0]
    assert s.house_positions() == [1, 1, 1, 1]


def test_rulebook_luca_piero_mario_house_scoring() -> None:
    """arcanum R8, R9, R10 and the rulebook's Luca / Piero / Mario scoring: Swords 10 (1st),
    Pentacles and Wands 8 (both 2nd, paying 2nd-place values), Chalices 3 (4th); Luca 25,
    Piero 25, Mario 24; then prestige back to 0 and every hidden card discarded."""
    rig, s = last_seat_played(players=3, turns=8)
    assert s.scoring_every == 4  # 3 players: scoring after turns 4 and 8 (R10)
    score_now(rig, s, LUCA_PIERO_MARIO, prestige=[10, 8, 8, 3], turn=4, go=False)
    assert [len(s.hidden[seat]) for seat in (LUCA, PIERO, MARIO)] == [5, 4, 3]
    discards_before = len(s.minor_discard)
    since = len(s.events)
    rig.apply(s, "end turn")
    events = texts(s)[since:]
    assert events[1] == ("House prestige scoring, the Houses by prestige: 1st Swords (10); "
                         "2nd Wands (8) and Pentacles (8); 4th Chalices (3)")
    # arcanum R21: one House at a time from the top, every player showing that suit
    assert events[2] == ("Swords (1st House) is revealed: seat 0 shows 3 of Swords; seat 1 "
                         "shows 4 of Swords, 9 of Swords; seat 2 shows nothing")
    assert vp_events(s, since) == [
        # Swords, 1st: Piero 2 cards dominates (16), Luca 1 influences (8), Mario has none
        "seat 1 dominates Swords (1st House, 16 VP): 2 cards, value 13",
        "seat 0 influences Swords (1st House, 8 VP): 1 card, value 3",
        # Wands, 2nd: one card each; King 14 > 8 > 7
        "seat 2 dominates Wands (2nd House, 12 VP): 1 card, value 14",
        "seat 0 influences Wands (2nd House, 6 VP): 1 card, value 8",
        "seat 1 has a presence in Wands (2nd House, 3 VP): 1 card, value 7",
        # Pentacles, 2nd: Mario 2 cards; then Piero's Queen 13 beats Luca's 10
        "seat 2 dominates Pentacles (2nd House, 12 VP): 2 cards, value 6",
        "seat 1 influences Pentacles (2nd House, 6 VP): 1 card, value 13",
        "seat 0 has a presence in Pentacles (2nd House, 3 VP): 1 card, value 10",
        # Chalices, 4th: Luca dominates with both cards; the others score nothing
        "seat 0 dominates Chalices (4th House, 8 VP): 2 cards, value 7",
    ]
    assert s.vp == [25, 25, 24]
    assert s.prestige == [0, 0, 0, 0]
    assert s.hidden == [[], [], []] and s.revealed == [[], [], []]
    assert len(s.minor_discard) == discards_before + 12
    assert set(ids(*[c for cards in LUCA_PIERO_MARIO.values() for c in cards])) <= set(
        s.minor_discard)
    assert s.turn == 5 and not s.is_over  # "It's now time to move to Turn 4" (here: 5)


def test_scoring_log_speaks_the_rulebooks_language() -> None:
    """arcanum C. House prestige scoring and R9, in its words: "dominates", shared places
    (16 + 8 + 4 = 28 for three tied: 9 each, rounded down), a player past presence "scores
    nothing" (the 4th with the suit), a House nobody holds pays nothing; and the issue's own
    example, "seat 1 dominates Chalices (1st House, 16 VP): 1 card, value 9"."""
    rig, s = last_seat_played()
    score_now(rig, s, {0: ["1S", "6S"], 1: ["2S", "5S"], 2: ["3S", "4S"], 3: ["KS"]},
              prestige=[5, 0, 0, 0])
    lines = texts(s)
    assert "seat 0 shares dominance of Swords with seat 1 and seat 2 (1st House, 16 + 8 + 4 " \
        "VP shared by 3: 9 VP): 2 cards, value 7" in lines
    assert "seat 3 scores nothing in Swords (1st House: only dominance, influence and presence " \
        "pay): 1 card, value 14" in lines
    assert "nobody has a hidden Wands card: Wands (2nd House) pays no VP" in lines
    assert not any("loses 0 VP" in t or "gains 0 VP" in t for t in lines)
    rig, s = last_seat_played()
    score_now(rig, s, {1: ["9C"]}, prestige=[0, 0, 0, 5])
    assert "seat 1 dominates Chalices (1st House, 16 VP): 1 card, value 9" in texts(s)


def test_r9_value_breaks_a_tie_on_cards() -> None:
    """arcanum R9: same number of cards: the higher sum of values ranks first; fewer cards
    rank below, whatever their value."""
    rig, s = last_seat_played()
    score_now(rig, s, {0: ["2W", "9W"], 1: ["5W", "7W"], 2: ["KW"]}, prestige=[0, 5, 0, 0])
    assert s.vp == [8, 16, 4, 0]  # 12 beats 11; the lone King (14) is only third


def test_r9_tied_players_share_their_places_rounded_down() -> None:
    """arcanum R9: two players tied for dominance of the 1st House each get (16 + 8) // 2 =
    12 and the next player has presence (4); a player without the suit scores nothing."""
    rig, s = last_seat_played()
    score_now(rig, s, {0: ["2S", "3S"], 1: ["1S", "4S"], 2: ["9S"], 3: ["9C"]},
              prestige=[5, 0, 0, 0])
    # Swords 1st: 12, 12, 4; Chalices (tied 2nd with Wands, Pentacles): seat 3 alone, 12
    assert s.vp == [12, 12, 4, 12]


def test_r9_three_way_tie_rounds_down_and_fourth_place_pays_nothing() -> None:
    """arcanum R9: three tied for dominance of the 1st House share 16 + 8 + 4 = 28: 9 each
    (rounded down); a 4th player with the suit is past presence and scores nothing."""
    rig, s = last_seat_played()
    score_now(rig, s, {0: ["1S", "6S"], 1: ["2S", "5S"], 2: ["3S", "4S"], 3: ["KS"]},
              prestige=[5, 0, 0, 0])
    assert s.vp == [9, 9, 9, 0]


def test_r9_ties_below_dominance_split_their_places() -> None:
    """arcanum R9: in the 4th House (8/4/2), two players tied on cards and value for
    influence share 4 + 2 (3 each); tied for presence they share 2 + nothing (1 each); the
    value counts only among equal numbers of cards."""
    rig, s = last_seat_played()
    score_now(rig, s, {0: ["1C", "2C", "3C"], 1: ["4C", "7C"], 2: ["5C", "6C"], 3: ["KC"]},
              prestige=[5, 5, 5, 0])
    assert s.vp == [8, 3, 3, 0]
    rig, s = last_seat_played()
    score_now(rig, s, {0: ["1C", "2C", "3C"], 1: ["QC", "KC"], 2: ["4C", "7C"],
                       3: ["5C", "6C"]}, prestige=[5, 5, 5, 0])
    assert s.vp == [8, 4, 1, 1]


def test_r9_every_house_tied_first_pays_first_place_values() -> None:
    """arcanum R8, R9: all four Houses at equal prestige all pay 16/8/4."""
    rig, s = last_seat_played()
    score_now(rig, s, {0: ["1C", "6C"], 1: ["4C"], 2: ["4S"], 3: ["4W"]},
              prestige=[0, 0, 0, 0])
    assert s.vp == [16, 8, 16, 16]


# --------------------------------------------------------------------------- R21
# arcanum R21: Houses are revealed one at a time from the top; the Fool's owner assigns it
# after seeing a House's hidden cards, or keeps it. Prestige Swords 3, Wands 0, Pentacles 0,
# Chalices 5: Chalices is 1st (16/8/4), Swords 2nd (12/6/3), Wands and Pentacles share 3rd
# (10/5/2); tied Houses are revealed in board order (tarotlab A10), so Pentacles is last.
FOOL_HIDDEN = {0: ["Fool", "3C"], 1: ["1C", "2C", "4S"], 2: ["KC"], 3: ["5W"]}
FOOL_PRESTIGE = [3, 0, 0, 5]


def fool_scoring() -> tuple[Rig, ArcanumState]:
    """The end of scoring turn 3 with FOOL_HIDDEN: the first House, Chalices, is revealed."""
    rig, s = last_seat_played()
    score_now(rig, s, FOOL_HIDDEN, prestige=FOOL_PRESTIGE)
    return rig, s


def test_r21_houses_are_revealed_one_at_a_time_from_the_top() -> None:
    """arcanum R21 and C. House prestige scoring: the 1st House (Chalices) is revealed first:
    every player's hidden Chalices are shown, nothing else (seat 1's 4S stays hidden), and the
    owner of the hidden Fool decides before Chalices is scored."""
    _, s = fool_scoring()
    assert s.pending[:2] == ("fool", 0)
    assert s.legal_actions() == ("fool Chalices", "fool later")
    assert s.vp == [0, 0, 0, 0]  # not scored yet
    seen = s.view(3).players
    assert [seen[seat].revealed for seat in range(4)] == [
        tuple(ids("3C")), tuple(ids("1C", "2C")), tuple(ids("KC")), ()]
    assert "Chalices" in s.view(3).prompt and "later" in s.view(3).prompt


def test_r21_fool_assigned_to_the_first_house_after_seeing_it() -> None:
    """arcanum R21, R9 and 0 - Fool: assigned to Chalices, the Fool is a Chalices card of
    value 0: seat 0 (Fool + 3C: 2 cards, value 3) ties seat 1 (1C 2C: 2 cards, value 3) and
    they share 16 + 8: 12 each; seat 2's KC has presence (4). Swords (2nd): seat 1's 4S
    dominates (12). Wands (3rd): seat 3's 5W dominates (10)."""
    rig, s = fool_scoring()
    rig.apply(s, "fool Chalices")
    assert s.vp == [12, 12 + 12, 4, 10]
    assert "seat 0 assigns the hidden Fool to Chalices, the 1st House" in texts(s)
    assert parse_card("Fool") in s.major_discard and s.hidden[0] == []


def test_r21_fool_kept_then_assigned_to_the_second_house() -> None:
    """arcanum R21: kept at Chalices (seat 1 dominates 16, seat 2's KC 14 influences 8, seat
    0's 3C presence 4), then assigned when Swords (2nd) is revealed: the Fool (1 card, value
    0) and seat 1's 4S (1 card, value 4): seat 1 dominates 12, seat 0 influences 6. Wands:
    seat 3 dominates 10."""
    rig, s = fool_scoring()
    rig.apply(s, "fool later")
    assert s.vp == [4, 16, 8, 0]  # Chalices scored without the Fool
    assert s.pending[:2] == ("fool", 0)
    assert s.legal_actions() == ("fool Swords", "fool later")
    assert s.view(2).players[1].revealed == tuple(sorted(ids("1C", "2C", "4S")))
    rig.apply(s, "fool Swords")
    assert s.vp == [4 + 6, 16 + 12, 8, 10]


def test_r21_fool_kept_to_the_last_house_must_be_assigned_there() -> None:
    """arcanum R21: kept through Chalices, Swords and Wands, the Fool is assigned to the last
    House revealed, Pentacles (3rd, after Wands in board order), without a choice: seat 0
    alone dominates it (10). Chalices 4, Swords nothing (seat 1's 4S dominates 12)."""
    rig, s = fool_scoring()
    for house in ("Chalices", "Swords", "Wands"):
        assert s.legal_actions() == (f"fool {house}", "fool later")
        rig.apply(s, "fool later")
    assert s.vp == [4 + 10, 16 + 12, 8, 10]
    assert "seat 0 assigns the hidden Fool to Pentacles, the last House (it must be " \
        "assigned)" in texts(s)
    assert s.turn == 4 and s.pending[0] == "dh"


def test_r21_the_fool_goes_to_the_house_being_revealed_only() -> None:
    """arcanum R21: while Chalices is revealed the Fool cannot go to a House already scored
    or still hidden: refused, citing R21 and saying why; nothing changes."""
    rig, s = fool_scoring()
    refused(s, "fool Swords", "arcanum R21", "Chalices is being revealed")
    rig.apply(s, "fool later")
    refused(s, "fool Chalices", "arcanum R21", "already scored")


def test_r21_greedy_bot_assigns_the_fool_where_it_pays() -> None:
    """arcanum R21 and the greedy bot: at Chalices the Fool turns seat 0's presence (4) into a
    shared dominance (12), so it is assigned; seeing Swords after keeping it there (influence
    6 against nothing) it is assigned too; the bot reads only its own view."""
    from tarotlab.arcanum.bot import GreedyArcanumBot
    from tarotlab.core.rng import Rng

    bot = GreedyArcanumBot()
    _, s = fool_scoring()
    assert bot.choose(s.view(0), s.legal_actions(), Rng(0)) == "fool Chalices"
    rig, s = fool_scoring()
    rig.apply(s, "fool later")
    assert bot.choose(s.view(0), s.legal_actions(), Rng(0)) == "fool Swords"


def test_r21_the_worlds_scoring_follows_the_same_order() -> None:
    """arcanum R21, R20 and XXI World: Wands 5 is 1st (8/4), the others tie 2nd (6/3) and are
    revealed Swords, Pentacles, Chalices. Seat 1 keeps its Fool at Wands (seat 2's 3W beats
    seat 1's 2W: 8 and 4), assigns it at Swords (seat 3's 9S beats the Fool's 0: 6 and 3);
    every card then goes back hidden, the Fool with seat 1."""
    rig, s = at_main(hands={0: ["10S", "World"]}, prestige=[0, 5, 0, 0])
    set_hidden(s, 1, "Fool", "2W")
    set_hidden(s, 2, "3W")
    set_hidden(s, 3, "9S")
    rig.apply(s, "play World")
    rig.apply(s, "hide none")
    assert s.pending[:2] == ("fool", 1)
    assert s.legal_actions() == ("fool Wands", "fool later")
    rig.apply(s, "fool later")
    assert s.legal_actions() == ("fool Swords", "fool later")
    rig.apply(s, "fool Swords")
    assert s.vp == [0, 4 + 3, 8, 6]
    assert hidden(s, 1) == ["2W", "Fool"] and s.revealed == [[], [], [], []]
    assert s.pending == ("main", 0) and s.prestige == [0, 5, 0, 0]


# --------------------------------------------------------------------------- End of the game
def end_position(vp: list[int], hand_sizes: list[int]) -> ArcanumState:
    """The last turn's last player ends it: no hidden cards, these VP and hand sizes."""
    rig, s = last_seat_played()
    for seat, size in enumerate(hand_sizes):
        set_hand(s, seat, *names(s.minor_deck[:size]))
    score_now(rig, s, {}, prestige=[0, 0, 0, 0], vp=vp, turn=s.turns)
    assert s.is_over
    return s


def test_end_of_game_most_vp_wins() -> None:
    """arcanum: End of the Game: after the last scoring, the most VP wins (cards in hand only
    break ties)."""
    s = end_position([30, 29, 12, 0], [0, 7, 7, 7])
    assert s.outcome is not None
    assert s.outcome.winners == (0,) and s.outcome.scores == (30, 29, 12, 0)
    assert s.outcome.rule == "arcanum: End of the Game"
    assert "most VP" in s.outcome.reason
    assert s.legal_actions() == () and s.to_move is None


def test_end_of_game_tie_on_vp_more_cards_in_hand_wins() -> None:
    """arcanum: End of the Game: tied on VP, the player with more cards in hand wins."""
    s = end_position([20, 25, 25, 3], [6, 3, 4, 7])
    assert s.outcome is not None and s.outcome.winners == (2,)
    assert "tied on VP, more cards in hand" in s.outcome.reason


def test_end_of_game_further_tie_is_a_shared_victory() -> None:
    """arcanum: "The Game" and End of the Game: still tied on cards in hand, the tied players
    share victory."""
    s = end_position([25, 25, 10, 25], [4, 4, 7, 3])
    assert s.outcome is not None and s.outcome.winners == (0, 1)
    assert not s.outcome.draw and "shared victory" in s.outcome.reason


def test_end_of_game_comes_after_the_last_scoring() -> None:
    """arcanum: End of the Game and R10: the last turn's House scoring counts for the winner."""
    rig, s = last_seat_played()
    score_now(rig, s, {1: ["KS"]}, prestige=[5, 0, 0, 0], vp=[10, 0, 0, 0], turn=s.turns)
    assert s.outcome is not None and s.outcome.winners == (1,) and s.vp == [10, 16, 0, 0]
