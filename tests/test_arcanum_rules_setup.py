"""Arcanum rules, the cards, the board, the setup and the game's length: one or more tests
per ruling (arcanum-rulings.md R1, R2, R5, R10) and of the rulebook's (arcanum.txt) "The
Game", Setup, Game Turns and "Special rule with 3 players".

Every test names the rule it checks. Positions are reached by real play on a game created
with ``auto_chance=False`` (``Rig`` chooses the chance outcomes) or, where that would take many
turns, set directly at a seat's decision: tests/arcanum_rules_helpers.py says how. The other
parts of the rulebook are tested in the other tests/test_arcanum_rules_*.py files.
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from arcanum_rules_helpers import at_main, drive, names, start, texts

import tarotlab
from tarotlab import IllegalAction, OptionError
from tarotlab.arcanum import catalog
from tarotlab.arcanum.catalog import COURT_FIGURES, MAJOR_BASE, code, name, parse_card
from tarotlab.arcanum.rules import ArcanumState

# --------------------------------------------------------------------------- R1
MAJOR_ORDER = ["Fool", "Magician", "HighPriestess", "Empress", "Emperor", "Hierophant",
               "Lovers", "Chariot", "Strength", "Hermit", "Wheel", "Justice", "HangedMan",
               "Death", "Temperance", "Devil", "Tower", "Stars", "Moon", "Sun", "Judgement",
               "World"]


def test_r1_major_arcana_numbering() -> None:
    """arcanum R1: 0 Fool, I Magician ... XXI World, in the rulebook's own numbering."""
    for number, title in enumerate(MAJOR_ORDER):
        card = parse_card(title)
        assert card == MAJOR_BASE + number
        assert code(card) == title
    assert name(parse_card("Fool")) == "0 Fool"
    assert name(parse_card("Justice")) == "XI Justice"
    assert name(parse_card("Strength")) == "VIII Strength"
    assert name(parse_card("World")) == "XXI World"
    assert parse_card("XIX") == parse_card("Sun")


def test_r1_minor_arcana_ranks_and_values() -> None:
    """arcanum R1 (and R9's values): 1-10, Knave 11, Knight 12, Queen 13, King 14 per suit."""
    assert len(catalog.MINORS) == 56 and len(catalog.MAJORS) == 22
    for suit, letter in enumerate("SWPC"):
        for rank in range(1, 11):
            card = parse_card(f"{rank}{letter}")
            assert catalog.suit_of(card) == suit and catalog.value(card) == rank
        for figure, value in zip("JNQK", (11, 12, 13, 14), strict=True):
            card = parse_card(f"{figure}{letter}")
            assert catalog.is_court(card) and catalog.value(card) == value
    assert name(parse_card("NS")) == "Knight of Swords"
    assert name(parse_card("JW")) == "Knave of Wands"


def test_r1_majors_are_played_by_name() -> None:
    """arcanum R1: a Major is played by its one-word name (or numeral)."""
    _, s = at_main(hands={0: ["5S", "HighPriestess"]})
    assert "play HighPriestess" in s.legal_actions()
    s.apply("play II")
    assert s.vp[0] == 3


# --------------------------------------------------------------------------- R2
R2_TABLE = [
    (1, "Mage Tower", ("Wands", "Swords", "Knave")),
    (2, "Artisan District", ("Pentacles", "Knave")),
    (3, "Harbour", ("Chalices", "Knight")),
    (4, "Throne Room", ("King", "Queen", "Swords")),
    (5, "Market", ("Pentacles", "Chalices")),
    (6, "Fields", ("Wands", "Pentacles", "Knave")),
    (7, "Treasure Vault", ("Pentacles", "King")),
    (8, "Cathedral", ("Chalices", "Queen")),
    (9, "Ballroom", ("Queen", "King", "Chalices")),
    (10, "Citadel", ("Knight", "Knight", "Wands", "Swords", "Swords")),
]


def test_r2_board_is_the_rulings_table() -> None:
    """arcanum R2: the ten locations, their names and House symbols; location 10 has no
    effect."""
    for (number, title, symbols), loc in zip(R2_TABLE, catalog.LOCATIONS, strict=True):
        assert (loc.number, loc.name) == (number, title)
        assert sorted(loc.symbols) == sorted(symbols)
    assert catalog.LOCATIONS[9].effect == "none"
    assert all(loc.effect != "none" for loc in catalog.LOCATIONS[:9])


def test_r2_each_figure_appears_three_times() -> None:
    """arcanum R2: each figure symbol appears 3 times over the ten locations."""
    symbols = [s for loc in catalog.LOCATIONS for s in loc.symbols]
    assert {f: symbols.count(f) for f in catalog.FIGURES} == {
        "Knave": 3, "Knight": 3, "Queen": 3, "King": 3}
    # R2 also says "each suit 4 times", but its own table (location 10 from the rulebook)
    # gives Wands 3 times: the table is what the board follows (question in the report).
    assert {h: symbols.count(h) for h in catalog.SUITS} == {
        "Swords": 4, "Wands": 3, "Pentacles": 4, "Chalices": 4}


# --------------------------------------------------------------------------- R5
@pytest.mark.parametrize("players", [3, 4, 5])
def test_r5_setup_limits_over_many_seeds(players: int) -> None:
    """arcanum: Setup and R5: every figure placed, at most 2 per location, never 2 of one
    colour in a location (checked over many seeds)."""
    layouts = set()
    for seed in range(150):
        s = tarotlab.new_game("arcanum", players=players, seed=seed)
        assert isinstance(s, ArcanumState)
        assert all(1 <= loc <= 10 for loc in s.figures)
        for loc in range(1, 11):
            here = [f for f, at in zip(COURT_FIGURES, s.figures, strict=True) if at == loc]
            assert len(here) <= 2, (seed, loc, names(here))
            suits = [catalog.suit_of(f) for f in here]
            assert len(set(suits)) == len(suits), (seed, loc, names(here))
        layouts.add(tuple(s.figures))
    assert len(layouts) > 100  # the placement really is random


def test_r5_setup_refuses_a_third_figure_or_a_second_of_one_colour() -> None:
    """arcanum: Setup: the chance placement refuses a full location or a same-colour pair."""
    s = tarotlab.new_game("arcanum", seed=1, auto_chance=False)
    s.apply("first seat 0")
    s.apply("place JS at 1")  # Knave of Swords
    with pytest.raises(IllegalAction) as err:
        s.apply("place NS at 1")  # a second Swords figure
    assert err.value.rule == "arcanum: Setup"
    for action in ("place NS at 2", "place QS at 3", "place KS at 4", "place JW at 1"):
        s.apply(action)
    with pytest.raises(IllegalAction) as err:
        s.apply("place NW at 1")  # a third figure
    assert err.value.rule == "arcanum: Setup"


def test_r5_during_play_a_location_may_hold_any_number_of_figures() -> None:
    """arcanum R5: the setup limits do not apply in play: a third figure and a second of the
    same colour may enter."""
    _, s = at_main(hands={0: ["1S", "5C"]})  # location 1 holds JS and KW
    s.apply("play 1S: NS -> 1")
    here = [f for f, at in zip(COURT_FIGURES, s.figures, strict=True) if at == 1]
    assert sorted(names(here)) == ["JS", "KW", "NS"]


# --------------------------------------------------------------------------- R10
def test_r10_four_player_schedule_scores_after_turns_3_6_9() -> None:
    """arcanum R10 and C. House prestige scoring: with 4 players scoring follows turns 3, 6
    and 9; the long game ends after turn 9's scoring."""
    rig, s = start(players=4, turns=9)
    drive(rig, s, lambda s: s.is_over, limit=20000)
    marks = [m for t in texts(s) for m in re.findall(r"^(turn \d+) of 9|^(House prestige)", t)]
    flat = [a or b for a, b in marks]
    assert flat == ["turn 1", "turn 2", "turn 3", "House prestige", "turn 4", "turn 5",
                    "turn 6", "House prestige", "turn 7", "turn 8", "turn 9", "House prestige"]
    assert s.turn == 9 and s.outcome is not None


def test_r10_three_player_schedule_scores_after_turns_4_and_8() -> None:
    """arcanum R10 and "Special rule with 3 players": scoring during the 4th and 8th turn, the
    game ends after the 4th or the 8th."""
    rig, s = start(players=3, turns=8)
    drive(rig, s, lambda s: s.is_over, limit=20000)
    marks = [m for t in texts(s) for m in re.findall(r"^(turn \d+) of 8|^(House prestige)", t)]
    flat = [a or b for a, b in marks]
    assert flat == ["turn 1", "turn 2", "turn 3", "turn 4", "House prestige", "turn 5",
                    "turn 6", "turn 7", "turn 8", "House prestige"]
    rig, s = start(players=3)
    assert s.turns == 4
    drive(rig, s, lambda s: s.is_over, limit=20000)
    assert sum(t.startswith("House prestige scoring") for t in texts(s)) == 1
    assert s.turn == 4


def test_r10_default_lengths_and_first_player_moves_clockwise() -> None:
    """arcanum R10 and Game Turns: normal game 6 turns (3 players: 4); the first player pawn
    moves clockwise at the end of every turn."""
    assert tarotlab.new_game("arcanum", seed=1).turns == 6  # type: ignore[attr-defined]
    assert tarotlab.new_game("arcanum", players=5, seed=1).turns == 6  # type: ignore[attr-defined]
    assert tarotlab.new_game("arcanum", players=3, seed=1).turns == 4  # type: ignore[attr-defined]
    rig, s = start(players=5, first=3)
    drive(rig, s, lambda s: s.turn == 3)
    assert s.first == 0  # 3 -> 4 -> 0


@pytest.mark.parametrize(("options", "named"), [
    ({"players": 2}, "'players'"),
    ({"players": 6}, "'players'"),
    ({"turns": 7}, "'turns'"),
    ({"turns": 8}, "'turns'"),
    ({"players": 3, "turns": 6}, "'turns'"),
    ({"players": 3, "turns": 9}, "'turns'"),
    ({"rounds": 6}, "'rounds'"),
    ({"first_game": 1}, "'first_game'"),
    ({"majors": "no"}, "'majors'"),
])
def test_r10_options_are_validated_by_name(options: dict[str, Any], named: str) -> None:
    """arcanum R10 and "The Game" (3 to 5 players): bad or unknown options are refused with
    an OptionError naming the option."""
    with pytest.raises(OptionError, match=named):
        tarotlab.new_game("arcanum", seed=1, **options)


@pytest.mark.parametrize(("players", "turns"), [(3, 4), (3, 8), (4, 6), (4, 9), (5, 6),
                                                (5, 9)])
def test_r10_allowed_lengths(players: int, turns: int) -> None:
    """arcanum R10: 6 or 9 turns (3 players: 4 or 8) are accepted."""
    s = tarotlab.new_game("arcanum", players=players, turns=turns, seed=1)
    assert s.turns == turns  # type: ignore[attr-defined]
    assert s.options["turns"] == turns
