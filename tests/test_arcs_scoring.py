"""Arcs, the end of a chapter (arcs: End-of-Chapter Scoring, Two-Player Scoring, End-of-Chapter
Cleanup, End Game or Advance Chapter, Power Thresholds; arcs R10, R11; tarotlab X13, X14).

Positions are prepared with ``Edit`` (declared ambitions, resources, Guild cards, Captives,
Trophies, Power) on the default setups of ``arcs_rules_helpers``, and the chapter is ended by
everyone passing in a row (tarotlab X13). At the start of 3P Mix Up the seats hold: seat 0
Weapon + Relic, seat 1 Psionic + Psionic, seat 2 Relic + Material; each has 1 city on the map
(3 open slots, no city bonus).

Ambition markers (components part 4): chapter 1 offers 5/3, 3/2, 2/0, taken highest first.
"""

from __future__ import annotations

import pytest
from arcs_rules_helpers import HANDS, start

from tarotlab.arcs.rules import ArcsState
from tarotlab.arcs.scenario import Edit, Rig


def end_chapter(rig: Rig, s: ArcsState) -> None:
    """Everyone with cards passes in a row (tarotlab X13)."""
    chapter = s.chapter
    while s.chapter == chapter and not s.is_over:
        assert s.pending[0] == "lead", s.pending
        rig.apply(s, "pass")


def gained(s: ArcsState, before: list[int]) -> list[int]:
    return [p - b for p, b in zip(s.power, before, strict=True)]


def test_first_and_second_place_gain_the_sum_of_the_markers() -> None:
    """arcs: End-of-Chapter Scoring: Tycoon holds 5/3 and 3/2, so first gains 8, second 5.
    Counts: seat 0 3 (Fuel + 2 Guild cards), seat 1 2, seat 2 1."""
    s, rig = start()
    Edit(s).declared("Tycoon").declared("Tycoon")
    Edit(s).gain(0, "Fuel").guild(0, "Loyal Engineers", "Loyal Pilots")
    Edit(s).gain(1, "Material").guild(1, "Mining Interest")
    end_chapter(rig, s)
    assert s.power == [8, 5, 0]


def test_a_tie_for_first_gets_second_place_power_only() -> None:
    """arcs: End-of-Chapter Scoring, ties for first: Tycoon 5/3; seats 0 and 1 both count 2
    (Fuel + Material icons), seat 2 counts 1: seats 0 and 1 gain 3 each, seat 2 nothing."""
    s, rig = start()
    Edit(s).declared("Tycoon")
    Edit(s).gain(0, "Fuel").guild(0, "Loyal Engineers")
    Edit(s).gain(1, "Material").guild(1, "Mining Interest")
    end_chapter(rig, s)
    assert s.power == [3, 3, 0]


def test_the_scoring_line_says_who_tied_for_what() -> None:
    """arcs: End-of-Chapter Scoring (ties): the Tycoon line names the seats tied for first and
    what they get (seats 0 and 1 with 2 each: second-place Power), and in another game the seats
    tied for second (seats 1 and 2 with 1 each: no Power)."""
    s, rig = start()
    Edit(s).declared("Tycoon")
    Edit(s).gain(0, "Fuel").guild(0, "Loyal Engineers")
    Edit(s).gain(1, "Material").guild(1, "Mining Interest")
    end_chapter(rig, s)
    line = next(e.text for e in s.events if e.text.startswith("Tycoon"))
    assert "seat 0 and seat 1 tie for first with 2: second-place Power" in line
    s2, rig2 = start()
    Edit(s2).declared("Tycoon")
    Edit(s2).gain(0, "Fuel").guild(0, "Loyal Engineers", "Loyal Pilots")
    Edit(s2).gain(1, "Material")
    end_chapter(rig2, s2)
    line = next(e.text for e in s2.events if e.text.startswith("Tycoon"))
    assert "seat 1 and seat 2 tie for second with 1: no Power" in line
    assert line.endswith("-> seat 0 +5")


def test_a_tie_for_second_gets_nothing() -> None:
    """arcs: End-of-Chapter Scoring, ties for second: seat 0 counts 3, seats 1 and 2 count 1."""
    s, rig = start()
    Edit(s).declared("Tycoon")
    Edit(s).gain(0, "Fuel").guild(0, "Loyal Engineers", "Loyal Pilots")
    Edit(s).gain(1, "Fuel")
    end_chapter(rig, s)
    assert s.power == [5, 0, 0]


def test_qualifying_a_zero_count_gains_nothing() -> None:
    """arcs: End-of-Chapter Scoring, Qualifying: Warlord 5/3 (seat 0 has 1 Trophy, the others
    none) and Tyrant 3/2 (seat 1 has 1 Captive): no one takes second place with nothing."""
    s, rig = start()
    Edit(s).declared("Warlord").declared("Tyrant")
    Edit(s).trophies(0, 1, "ship", 1).captives(1, 2, 1)
    end_chapter(rig, s)
    assert s.power == [5, 3, 0]


@pytest.mark.parametrize("extra_cities, bonus", [(3, 2), (4, 5)])
def test_city_bonus_once_per_ambition_won_outright(extra_cities: int, bonus: int) -> None:
    """arcs: Bonus City Power: with 4 cities off the board a won ambition gives +2, with all 5
    +5 (not +7), once per ambition whatever its markers (Tycoon 5/3 + 3/2: 8 + bonus)."""
    s, rig = start()
    for sid in ["6.2", "6.2", "6.1", "6.3"][:extra_cities]:
        Edit(s).building(0, sid, "city")
    assert s.city_bonus(0) == bonus
    Edit(s).declared("Tycoon").declared("Tycoon").gain(0, "Fuel", "Fuel")
    end_chapter(rig, s)
    assert s.power == [8 + bonus, 0, 5]  # seat 2's Material: second place


def test_no_city_bonus_on_a_tie_for_first() -> None:
    """arcs: Bonus City Power: only for first place not tied. Keeper 5/3: seats 0 and 2 hold 1
    Relic each."""
    s, rig = start()
    for sid in ["6.2", "6.2", "6.1", "6.3"]:
        Edit(s).building(0, sid, "city")
    Edit(s).declared("Keeper")
    end_chapter(rig, s)
    assert s.power == [3, 0, 3]


def test_guild_suits_count_and_weapon_cards_do_not() -> None:
    """arcs: Guild Cards, Ambitions table: Relic and Psionic Guild cards count for Keeper and
    Empath; Weapon tokens and Weapon Guild cards count for no ambition (not Warlord).
    Keeper 5/3: seat 0 2 (Relic + Loyal Keepers), seat 2 1. Empath 3/2: seat 1 2, seat 0 1
    (Loyal Empaths). Warlord 2/0: seat 2 1 Trophy; seat 0's Weapon and Loyal Marines count 0."""
    s, rig = start()
    Edit(s).declared("Keeper").declared("Empath").declared("Warlord")
    Edit(s).guild(0, "Loyal Keepers", "Loyal Empaths", "Loyal Marines")
    Edit(s).trophies(2, 0, "ship", 1)
    assert s.ambition_count(0, "Warlord") == 0
    end_chapter(rig, s)
    assert s.power == [5 + 2, 3, 3 + 2]


@pytest.mark.parametrize("cards, power", [
    ((), 3),  # seat 0 counts 2: the ambition box (4) first, seat 0 second
    (("Loyal Engineers", "Loyal Pilots"), 3),  # 4: tied with the box for first
    (("Loyal Engineers", "Loyal Pilots", "Mining Interest"), 5),  # 5: first
])
def test_two_player_ambition_box_is_a_third_player(cards: tuple[str, ...], power: int) -> None:
    """arcs: Two-Player Scoring, arcs R10, tarotlab X14: on 2P Frontiers the Tycoon box holds 2
    Material + 2 Fuel; it takes places like a player but gains nothing. Seat 0 holds Psionic +
    Material (+ Fuel here), seat 1 Material + Weapon (1)."""
    s, rig = start(players=2, setup="2P Frontiers")
    assert s.phantom["Tycoon"] == 4
    Edit(s).declared("Tycoon").gain(0, "Fuel")
    if cards:
        Edit(s).guild(0, *cards)
    end_chapter(rig, s)
    assert s.power == [power, 0]


def test_two_player_ambition_box_tying_for_second_leaves_nothing() -> None:
    """arcs: Two-Player Scoring, tarotlab X14: seat 0 counts 5 and wins Tycoon; seat 1 counts 4
    like the box, a tie for second, so seat 1 gains nothing."""
    s, rig = start(players=2, setup="2P Frontiers")
    Edit(s).declared("Tycoon").gain(0, "Fuel")
    Edit(s).guild(0, "Loyal Engineers", "Loyal Pilots", "Mining Interest")
    Edit(s).guild(1, "Admin Union", "Shipping Interest", "Construction Union")
    assert s.ambition_count(1, "Tycoon") == 4
    end_chapter(rig, s)
    assert s.power == [5, 0]


def test_two_player_weapons_on_warlord_count_as_trophies() -> None:
    """arcs: Two-Player Scoring: the Weapon on the Warlord box (2P Frontiers: 1) counts as a
    Trophy; seat 0 with 1 Trophy ties it for first and gains the second-place 3."""
    s, rig = start(players=2, setup="2P Frontiers")
    Edit(s).declared("Warlord").trophies(0, 1, "ship", 1)
    end_chapter(rig, s)
    assert s.power == [3, 0]


def test_cleanup_returns_trophies_when_warlord_was_scored_captives_stay() -> None:
    """arcs: End-of-Chapter Cleanup 1-2: Warlord scored, so Trophies go home; Tyrant was not,
    so Captives stay."""
    s, rig = start()
    Edit(s).declared("Warlord").trophies(0, 1, "ship", 2).trophies(0, 2, "agent", 1)
    Edit(s).captives(0, 2, 1)
    assert s.ships_left[1] == 5 and s.agents_left[2] == 8
    end_chapter(rig, s)
    assert s.power == [5, 0, 0]
    assert s.trophies[0] == {}
    assert s.ships_left[1] == 7
    assert s.agents_left[2] == 9
    assert s.captives[0] == [0, 0, 1]


def test_cleanup_returns_captives_when_tyrant_was_scored_trophies_stay() -> None:
    """arcs: End-of-Chapter Cleanup 1-2: Tyrant scored, Warlord not."""
    s, rig = start()
    Edit(s).declared("Tyrant").captives(1, 0, 2).trophies(1, 2, "ship", 1)
    end_chapter(rig, s)
    assert s.power == [0, 5, 0]
    assert s.captives[1] == [0, 0, 0]
    assert s.agents_left[0] == 10
    assert s.trophies[1] == {(2, "ship"): 1}


def test_a_city_trophy_returns_to_its_board_and_covers_a_slot() -> None:
    """arcs: Cleanup 1, Piece Limits, Resources, arcs R8: seat 1's second city, destroyed and held
    by seat 0, returns to seat 1's board and covers slot 4 (its Material) again. Seat 1 holds
    Psionic, Psionic, Fuel, Material in slots 1-4 (raid costs 3, 1, 1, 2) and now 3 open slots,
    during the cleanup (before chapter 2 begins): "rearrange and discard as needed". Four
    tokens, three slots: it discards one first (here the Fuel), then places the Material in the
    freed slot 3 or rearranges (the Material in slot 1, 3 keys, both Psionics at 1 key)."""
    s, rig = start()
    Edit(s).building(1, "6.2", "city").gain(1, "Fuel", "Material").declared("Warlord")
    assert s.open_slots(1) == 4 and s.res[1][:4] == ["Psionic", "Psionic", "Fuel", "Material"]
    s.bldg["6.2"].remove((1, "city", False))  # destroyed in a battle: a Trophy of seat 0
    s.trophies[0][(1, "city")] = 1
    s._cache_legal = None
    s.check_invariants()
    assert s.open_slots(1) == 4  # a Trophy is not on the board
    for _ in range(3):
        rig.apply(s, "pass")
    assert s.power[0] == 5
    assert s.cities_board[1] == 4
    assert s.open_slots(1) == 3
    assert s.chapter == 1 and not any("chapter 2 begins" in e.text for e in s.events)
    assert s.pending == ("fit", 1)
    assert s.res[1] == ["Psionic", "Psionic", "Fuel", None, None, None]
    assert set(s.legal_actions()) == {"discard Material", "discard Fuel", "discard Psionic"}
    rig.apply(s, "discard Fuel")
    assert s.pending == ("place", 1)
    assert set(s.legal_actions()) == {"place Material in slot 3",
                                      "arrange Material Psionic Psionic"}
    rig.apply(s, "place Material in slot 3")
    assert s.res[1] == ["Psionic", "Psionic", "Material", None, None, None]
    assert s.chapter == 2 and s.pending == ("lead", 0)
    texts = [e.text for e in s.events]
    discarded = next(i for i, x in enumerate(texts) if x.endswith("has no room and discards Fuel"))
    assert discarded < next(i for i, x in enumerate(texts) if x.startswith("chapter 2 begins"))


def test_markers_return_and_the_lowest_unflipped_flips() -> None:
    """arcs: End-of-Chapter Cleanup 3-4, components part 4: chapters 2, 3, 4 and 5 offer
    5/3 4/2 3/2, then 6/3 5/3 4/2, then 9/4 6/3 4/2 twice; declared markers come back."""
    s, rig = start()
    Edit(s).declared("Tyrant").declared("Keeper")
    seen = []
    for _ in range(4):
        end_chapter(rig, s)
        seen.append((s.chapter, s.view(0).markers))
        assert [len(h) for h in s.hands] == [6, 6, 6]
    assert seen == [(2, ((5, 3), (4, 2), (3, 2))), (3, ((6, 3), (5, 3), (4, 2))),
                    (4, ((9, 4), (6, 3), (4, 2))), (5, ((9, 4), (6, 3), (4, 2)))]
    Edit(s).declared("Empath")
    assert dict((a, m) for a, m, _ in s.view(0).ambitions)["Empath"] == ((9, 4),)


@pytest.mark.parametrize("players, threshold", [(2, 33), (3, 30), (4, 27)])
def test_the_game_ends_at_the_power_threshold(players: int, threshold: int) -> None:
    """arcs: Power Thresholds, End Game or Advance Chapter, arcs R11: 27 / 30 / 33 Power.
    Seat 0 wins Tycoon 5/3 (3 Material/Fuel icons more than anyone) and reaches exactly the
    threshold."""
    s, rig = start(players=players)
    Edit(s).power(0, threshold - 5).declared("Tycoon").gain(0, "Material")
    Edit(s).guild(0, "Loyal Engineers", "Loyal Pilots")
    end_chapter(rig, s)
    assert s.power[0] == threshold
    assert s.is_over
    assert s.outcome is not None
    assert s.outcome.winners == (0,)
    assert s.outcome.ending == "threshold"
    assert s.outcome.scores == tuple(s.power)


def test_one_short_of_the_threshold_the_game_goes_on() -> None:
    """arcs: End Game or Advance Chapter: 29 Power of 30 (3 players) is not enough."""
    s, rig = start()
    Edit(s).power(0, 24).declared("Tycoon").gain(0, "Material")
    Edit(s).guild(0, "Loyal Engineers", "Loyal Pilots")
    end_chapter(rig, s)
    assert s.power[0] == 29
    assert not s.is_over
    assert s.chapter == 2


def test_after_chapter_5_most_power_wins_ties_by_turn_order_from_the_initiative() -> None:
    """arcs: Scoring / Victory Conditions, arcs R11: the game ends after chapter 5; seats 1 and
    2 tie on 10 Power and the initiative holder is seat 2, so seat 2 (first in turn order from
    it) wins, not the lower-numbered seat 1."""
    s, rig = start()
    Edit(s).power(1, 10).power(2, 10).power(0, 4)
    for _ in range(3):
        end_chapter(rig, s)
    assert s.chapter == 4
    rig.hands = {seat: list(cards) for seat, cards in HANDS[3].items()}
    end_chapter(rig, s)  # chapter 5 is dealt the rigged hands
    assert s.chapter == 5
    assert s.hands[2] == sorted(HANDS[3][2])
    play_round = ["lead Adm2", "done", "copy Agg5", "done", "surpass Adm4", "done"]
    for action in play_round:
        if action == "done" and s.pending[0] != "turn":
            continue
        rig.apply(s, action)
    assert s.initiative == 2
    end_chapter(rig, s)
    assert s.is_over
    assert s.outcome is not None
    assert s.outcome.winners == (2,)
    assert s.outcome.ending == "chapter 5"
    assert s.power == [4, 10, 10]
