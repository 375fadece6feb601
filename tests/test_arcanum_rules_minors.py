"""Arcanum rules, playing a Minor Arcana and the ten locations: one or more tests per ruling
(arcanum-rulings.md R2, R3, R4, R6, R7) and of the rulebook's (arcanum.txt) Playing a Minor
Arcana, steps a-d, with its worked examples (the Knight of Swords and the Knave of Wands into
location 10, the 4 of Swords, the Queen of Pentacles), the prestige track's end at 21, and the
location effects 1. Mage Tower to 10. Citadel.

Every test names the rule it checks. Positions are reached by real play on a game created
with ``auto_chance=False`` (``Rig`` chooses the chance outcomes) or, where that would take many
turns, set directly at a seat's decision: tests/arcanum_rules_helpers.py says how. The other
parts of the rulebook are tested in the other tests/test_arcanum_rules_*.py files.
"""

from __future__ import annotations

import pytest
from arcanum_rules_helpers import (
    R_MINOR,
    R_PHASE,
    SWORDS,
    at_main,
    hand,
    hidden,
    put,
    texts,
    where,
    wish,
)

from tarotlab.arcanum.base import HideOptional
from tarotlab.arcanum.catalog import parse_card
from tarotlab.arcanum.rules import ArcanumState
from tarotlab.testing import assert_refused as refused


# --------------------------------------------------------------------------- helpers
def rules_cited(s: ArcanumState) -> list[str]:
    return [e.rule for e in s.events]


# --------------------------------------------------------------------------- R3 and step a-c
def test_r3_rulebook_knight_of_swords_into_location_10() -> None:
    """arcanum R3 and the rulebook's Knight of Swords into location 10: +4 Swords prestige
    (2 Knights + 2 Swords); moved by the Fool, so there is no step a (R6)."""
    _, s = at_main(hands={0: ["5C", "Fool"]})
    s.apply("play Fool")
    s.apply("move NS -> 10")
    assert s.prestige == [4, 0, 0, 0]
    # the match line names the symbols that matched (arcanum R3)
    assert "seat 0's move: the Knight of Swords matches 2 Knight and 2 Swords symbols in the " \
        "Citadel: Swords prestige +4 -> Swords 4, Wands 0, Pentacles 0, Chalices 0" in texts(s)


def test_r3_knight_of_swords_played_into_location_10() -> None:
    """arcanum R3 and step a: playing the Knight of Swords into 10 gives 1 (step a) + 4."""
    _, s = at_main(hands={0: ["NS", "5C"]})
    s.apply("play NS: NS -> 10")
    assert s.prestige == [5, 0, 0, 0]
    assert where(s, "NS") == 10


def test_r3_rulebook_knave_of_wands_into_location_10() -> None:
    """arcanum R3 and the rulebook's Knave of Wands into location 10: +1 Wands prestige
    (the single Wand; Knights and Swords do not match)."""
    _, s = at_main(hands={0: ["5C", "Fool"]})
    s.apply("play Fool")
    s.apply("move JW -> 10")
    assert s.prestige == [0, 1, 0, 0]
    _, s = at_main(hands={0: ["JW", "5C"]})
    s.apply("play JW: JW -> 10")
    assert s.prestige == [0, 2, 0, 0]  # step a +1, match +1


def test_rulebook_step_a_four_of_swords_raises_swords_by_one() -> None:
    """arcanum: Playing a Minor Arcana, step a, the rulebook's 4 of Swords: the blue token
    moves up one square (then the Knight's match in location 4 adds the Swords symbol)."""
    _, s = at_main(hands={0: ["4S", "5C"]})
    s.apply("play 4S: NS -> 4")
    events = texts(s)
    step_a = next(i for i, t in enumerate(events) if t.startswith("step a, the 4 of Swords "
                                                                  "played by seat 0: Swords "
                                                                  "prestige +1"))
    assert rules_cited(s)[step_a] == "arcanum: Playing a Minor Arcana, a"
    assert "Swords 1, Wands 0" in events[step_a]
    assert s.prestige == [2, 0, 0, 0]  # + the Swords symbol of location 4 (Knight: no match)


def test_rulebook_b1_four_of_swords_moves_any_swords_figure_into_4() -> None:
    """arcanum: b1, the rulebook's 4 of Swords: any Swords figure not already in location 4;
    never a figure of another suit."""
    _, s = at_main(hands={0: ["4S", "5C"]}, figures={"QS": 4})
    plays = sorted(a for a in s.legal_actions() if a.startswith("play 4S"))
    assert plays == ["play 4S: JS -> 4", "play 4S: KS -> 4", "play 4S: NS -> 4"]
    refused(s, "play 4S: QS -> 4", R_MINOR, "already in location 4")
    refused(s, "play 4S: NW -> 4", R_MINOR, "moves a Swords figure into location 4")
    refused(s, "play 4S: NS -> 5", R_MINOR, "into location 4")
    s.apply("play 4S: KS -> 4")
    assert where(s, "KS") == 4
    assert s.prestige == [3, 0, 0, 0]  # step a 1 + King and Swords symbols of location 4


def test_rulebook_b2_queen_of_pentacles_moves_anywhere_but_must_move() -> None:
    """arcanum: b2, the rulebook's Queen of Pentacles: the yellow Queen into any location
    except the one it is in."""
    _, s = at_main(hands={0: ["QP", "5C"]})
    assert where(s, "QP") == 5
    plays = [a for a in s.legal_actions() if a.startswith("play QP")]
    assert plays == [f"play QP: QP -> {loc}" for loc in (1, 2, 3, 4, 6, 7, 8, 9, 10)]
    refused(s, "play QP: QP -> 5", R_MINOR, "already in location 5")
    refused(s, "play QP: KP -> 7", R_MINOR, "moves its own figure")
    s.apply("play QP: QP -> 8")
    assert where(s, "QP") == 8
    assert s.prestige == [0, 0, 2, 0]  # step a 1 + the Queen symbol of the Cathedral 1


# --------------------------------------------------------------------------- R4
def test_r4_overflow_at_21_moves_every_other_house_back() -> None:
    """arcanum R4 and the rulebook's note: the track stops at 21; each point above it moves
    every other House back one instead (never below 0)."""
    _, s = at_main(hands={0: ["10S", "5C"]}, prestige=[20, 5, 0, 3])
    s.apply("play 10S: NS -> 10")  # step a +1 (20 -> 21), then 4 matches that overflow
    assert s.prestige == [21, 1, 0, 0]
    s.check_invariants()


def test_r4_prestige_never_below_zero() -> None:
    """arcanum R4: lowering a House at 0 leaves it at 0 (the Fields)."""
    _, s = at_main(hands={0: ["6W", "5C"]}, prestige=[0, 0, 1, 0])
    s.apply("play 6W: JW -> 6")  # Wands 1 (step a) + Wands, Knave symbols 2 = 3
    assert s.prestige == [0, 3, 1, 0]
    for action in ("lower Swords", "keep Wands", "lower Pentacles", "lower Chalices"):
        s.apply(action)
    assert s.prestige == [0, 3, 0, 0]


# --------------------------------------------------------------------------- R6
def test_r6_fool_move_has_matches_and_effect_but_no_step_a() -> None:
    """arcanum R6 and 0 - Fool as joker: any figure to any other location; its House gets the
    matches (R3), the location effect is the active player's, step a does not happen."""
    rig, s = at_main(hands={0: ["5C", "Fool"]})
    wish(rig, s, 0, "Stars")
    rig.apply(s, "play Fool")
    assert s.pending[:2] == ("move", 0)
    moves = s.legal_actions()
    assert len(moves) == 16 * 9  # every figure, every location but its own
    refused(s, "move KW -> 1", "arcanum R6")  # already there
    rig.apply(s, "move NW -> 1")  # Mage Tower: Wands symbol only -> +1
    assert s.prestige == [0, 1, 0, 0]
    assert s.vp[0] == 1 and hand(s, 0) == ["5C", "Stars"]
    assert parse_card("Fool") in s.major_discard
    # not a replacement for the mandatory Minor
    refused(s, "end turn", R_PHASE, "must play one")
    assert "play 5C: KC -> 5" in s.legal_actions()


def test_r6_empress_and_temperance_moves_have_no_step_a() -> None:
    """arcanum R6: the Empress's and Temperance's moves give matches only (no step a)."""
    _, s = at_main(hands={0: ["5C", "Empress"]})
    s.apply("play Empress")
    s.apply("move NS -> 10")  # +4, no effect at the Citadel
    assert s.prestige == [4, 0, 0, 0]
    _, s = at_main(hands={0: ["5C", "Temperance"]})
    s.apply("play Temperance")
    s.apply("move NS -> 10")
    assert s.prestige == [4, 0, 0, 0]


# --------------------------------------------------------------------------- R7
def test_r7_minor_that_cannot_move_a_figure_still_gives_step_a() -> None:
    """arcanum R7: all Swords figures already in location 4: the 4 of Swords is played for
    step a only; it is still the turn's Minor."""
    _, s = at_main(hands={0: ["4S", "5C"]}, figures={"JS": 4, "NS": 4, "QS": 4, "KS": 4})
    assert [a for a in s.legal_actions() if a.startswith("play 4S")] == ["play 4S"]
    s.apply("play 4S")
    assert s.prestige == [1, 0, 0, 0]
    assert [where(s, f) for f in ("JS", "NS", "QS", "KS")] == [4, 4, 4, 4]
    assert any(t.endswith("can move no Court Figure: only step a happens") for t in texts(s))
    assert s.minor_played and "end turn" in s.legal_actions()
    assert parse_card("4S") in s.minor_discard
    refused(s, "play 5C: KC -> 5", R_PHASE, "never play 2 Minor")


def test_r7_only_when_no_figure_can_move() -> None:
    """arcanum R7: while a figure can move, the bare play is refused; a Court card whose
    figure is off the board is played for step a only."""
    _, s = at_main(hands={0: ["4S", "JC"]})
    s.judgements = [(1, (parse_card("JC"),))]  # removed by seat 1's Judgement (R16)
    put(s, "JC", 0)
    s.check_invariants()
    refused(s, "play 4S", R_MINOR, "name it")
    assert "play JC" in s.legal_actions()
    refused(s, "play JC: JC -> 5", "arcanum R16", "off the board")
    s.apply("play JC")
    assert s.prestige == [0, 0, 0, 1] and where(s, "JC") == 0


def test_r7_a_player_with_a_minor_must_still_play_one() -> None:
    """arcanum R7: even when the only Minor cannot move a figure, it must be played."""
    rig, s = at_main(hands={0: ["4S", "Stars"]}, figures={"JS": 4, "NS": 4, "QS": 4, "KS": 4})
    refused(s, "end turn", R_PHASE, "must play one")
    rig.apply(s, "play Stars")
    refused(s, "end turn", R_PHASE, "must play one")


# --------------------------------------------------------------------------- the log's lines
def test_location_effects_cite_the_location_by_name() -> None:
    """arcanum d - Location effects: each location's effect cites its number and name (the
    Market's 2 VP, the Throne Room's draws)."""
    rig, s = at_main(hands={0: ["4S", "5C"]})
    rig.apply(s, "play 4S: NS -> 4")
    draws = [e.rule for e in s.events if e.text == "seat 0 draws a Minor Arcana"]
    assert draws[-2:] == ["arcanum: 4. Throne Room"] * 2
    rig, s = at_main(hands={0: ["5C", "6C"]})
    rig.apply(s, "play 5C: JC -> 5")
    market = next(e for e in s.events if e.text == "seat 0 gains 2 VP (Market)")
    assert market.rule == "arcanum: 5. Market"


def test_prestige_lines_name_the_symbol_the_devil_and_the_track_end() -> None:
    """arcanum R3 (the Knave of Wands matches the Citadel's one Wands symbol), R14 (a change
    under the Devil says it is doubled) and R4 (at 21 the other Houses move back)."""
    rig, s = at_main(hands={0: ["JW", "5C", "Devil"]}, prestige=[0, 19, 4, 0])
    rig.apply(s, "play Devil")
    rig.apply(s, "play JW: JW -> 10")
    lines = [str(e) for e in s.events]
    assert "[arcanum: Playing a Minor Arcana, a, arcanum R14] step a, the Knave of Wands played " \
        "by seat 0: Wands prestige +2 (doubled by the Devil) -> Swords 0, Wands 21, Pentacles " \
        "4, Chalices 0" in lines
    assert "[arcanum R3, arcanum R14, arcanum R4] seat 0's move: the Knave of Wands matches 1 " \
        "Wands symbol in the Citadel: Wands prestige +2 (doubled by the Devil; the track " \
        "stops at 21: every other House moves back 2) -> Swords 0, Wands 21, Pentacles 2, " \
        "Chalices 0" in lines


# --------------------------------------------------------------------------- locations 1-10
def test_location_1_mage_tower() -> None:
    """arcanum: 1. Mage Tower: the active player gains 1 VP and draws 1 Major Arcana."""
    rig, s = at_main(hands={0: ["1S", "5C"]})
    wish(rig, s, 0, "Stars")
    rig.apply(s, "play 1S: NS -> 1")
    assert s.prestige == [2, 0, 0, 0]  # step a + the Swords symbol
    assert s.vp == [1, 0, 0, 0] and hand(s, 0) == ["5C", "Stars"]
    assert s.pending == ("main", 0)


@pytest.mark.parametrize(("choice", "draws", "after"), [
    ("draw 2 minors", ["8C", "9C"], ["5C", "8C", "9C"]),
    ("draw 1 major", ["Moon"], ["5C", "Moon"]),
])
def test_location_2_artisan_district(choice: str, draws: list[str], after: list[str]) -> None:
    """arcanum: 2. Artisan District: the active player draws 2 Minors or 1 Major."""
    rig, s = at_main(hands={0: ["2P", "5C"]})
    wish(rig, s, 0, *draws)
    rig.apply(s, "play 2P: QP -> 2")
    assert s.prestige == [0, 0, 2, 0]
    assert s.pending == ("artisan", 0)
    assert s.legal_actions() == ("draw 2 minors", "draw 1 major")
    rig.apply(s, choice)
    assert hand(s, 0) == sorted(after) and s.vp[0] == 0


def test_location_3_harbour_round_of_choices_and_count() -> None:
    """arcanum: 3. Harbour and R17: the active player draws 1 Minor; each other player from
    the active player's left chooses to draw one or not; then the active player draws as
    many as they drew in total."""
    rig, s = at_main(hands={0: ["3C", "5S"], 1: ["1S"], 2: ["2S"], 3: ["3S"]})
    wish(rig, s, 0, "1C", "6C", "7C")
    wish(rig, s, 1, "8P")
    wish(rig, s, 3, "9P")
    rig.apply(s, "play 3C: KC -> 3")
    assert s.prestige == [0, 0, 0, 2]  # step a + Chalices symbol (a King is no Knight)
    assert hand(s, 0) == ["1C", "5S"]
    assert s.pending == ("harbour", 1)
    assert s.legal_actions() == ("harbour draw", "harbour pass")
    rig.apply(s, "harbour draw")
    assert s.pending == ("harbour", 2)
    rig.apply(s, "harbour pass")
    assert s.pending == ("harbour", 3)
    rig.apply(s, "harbour draw")
    assert "2 other players drew at the Harbour: seat 0 draws as many, 2 Minor Arcana" \
        in texts(s)
    assert hand(s, 0) == ["1C", "5S", "6C", "7C"]
    assert hand(s, 1) == ["1S", "8P"] and hand(s, 2) == ["2S"] and hand(s, 3) == ["3S", "9P"]
    assert s.pending == ("main", 0)


def test_location_3_harbour_nobody_draws() -> None:
    """arcanum: 3. Harbour: when every other player passes, the active player's count is 0."""
    rig, s = at_main(hands={0: ["3C", "5S"]})
    rig.apply(s, "play 3C: KC -> 3")
    for _ in range(3):
        rig.apply(s, "harbour pass")
    assert len(s.hands[0]) == 2
    assert "no other player drew at the Harbour: seat 0 draws as many, 0 Minor Arcana" \
        in texts(s)


def test_location_4_throne_room() -> None:
    """arcanum: 4. Throne Room: the active player draws 2 Minors."""
    rig, s = at_main(hands={0: ["4S", "5C"]})
    wish(rig, s, 0, "8C", "9C")
    rig.apply(s, "play 4S: KS -> 4")
    assert s.prestige == [3, 0, 0, 0]  # step a + King + Swords
    assert hand(s, 0) == ["5C", "8C", "9C"] and s.pending == ("main", 0)


@pytest.mark.parametrize(("choice", "draws", "after"), [
    ("market pass", [], ["9C", "Stars"]),
    ("market swap Stars", ["Moon"], ["9C", "Moon"]),
    ("market swap 9C", ["1W", "2W"], ["1W", "2W", "Stars"]),
])
def test_location_5_market(choice: str, draws: list[str], after: list[str]) -> None:
    """arcanum: 5. Market: the active player gains 2 VP, then may discard 1 Major to draw 1
    Major, or 1 Minor to draw 2 Minors."""
    rig, s = at_main(hands={0: ["5P", "9C", "Stars"]})
    wish(rig, s, 0, *draws)
    rig.apply(s, "play 5P: JP -> 5")
    assert s.prestige == [0, 0, 2, 0] and s.vp[0] == 2
    assert s.pending == ("market", 0)
    assert s.legal_actions() == ("market pass", "market swap 9C", "market swap Stars")
    rig.apply(s, choice)
    assert hand(s, 0) == sorted(after)
    if choice != "market pass":
        swapped = parse_card(choice.split()[-1])
        assert swapped in (s.major_discard + s.minor_discard)


def test_location_6_fields() -> None:
    """arcanum: 6. Fields: the active player gains 1 VP and may raise or lower each House by
    1."""
    rig, s = at_main(hands={0: ["6W", "5C"]}, prestige=[3, 3, 3, 3])
    rig.apply(s, "play 6W: JW -> 6")
    assert s.prestige == [3, 6, 3, 3] and s.vp[0] == 1  # step a + Wands + Knave
    assert s.pending == ("fields", 0, SWORDS)
    assert s.legal_actions() == ("raise Swords", "lower Swords", "keep Swords")
    refused(s, "raise Wands", "arcanum: 6. Fields")
    for action in ("raise Swords", "lower Wands", "keep Pentacles", "lower Chalices"):
        rig.apply(s, action)
    assert s.prestige == [4, 5, 3, 2]
    assert s.pending == ("main", 0)


def test_location_7_treasure_vault() -> None:
    """arcanum: 7. Treasure Vault: the active player draws 1 Minor and hides it at once."""
    rig, s = at_main(hands={0: ["7P", "5C"]})
    wish(rig, s, 0, "9C")
    rig.apply(s, "play 7P: KP -> 7")
    assert s.prestige == [0, 0, 3, 0]  # step a + Pentacles + King
    assert hidden(s, 0) == ["9C"] and hand(s, 0) == ["5C"]
    assert s.view(1).players[0].hidden is None and s.view(0).players[0].hidden == (
        parse_card("9C"),)


@pytest.mark.parametrize("choice", ["hide 5S", "draw 2 minors"])
def test_location_8_cathedral(choice: str) -> None:
    """arcanum: 8. Cathedral: the active player hides 1 Minor or draws 2 Minors."""
    rig, s = at_main(hands={0: ["8C", "5S", "Stars"]})
    wish(rig, s, 0, "1W", "2W")
    rig.apply(s, "play 8C: QC -> 8")
    assert s.prestige == [0, 0, 0, 3]  # step a + Chalices + Queen
    assert s.pending == ("cathedral", 0)
    assert s.legal_actions() == ("draw 2 minors", "hide 5S")
    refused(s, "hide Stars", "arcanum: 0 - Fool", "only Minor Arcana are hidden")
    rig.apply(s, choice)
    if choice == "hide 5S":
        assert hidden(s, 0) == ["5S"] and hand(s, 0) == ["Stars"]
    else:
        assert hidden(s, 0) == [] and hand(s, 0) == ["1W", "2W", "5S", "Stars"]


@pytest.mark.parametrize("choice", ["hide none", "hide 5S"])
def test_location_9_ballroom(choice: str) -> None:
    """arcanum: 9. Ballroom: the active player may hide 1 Minor from hand."""
    rig, s = at_main(hands={0: ["9C", "5S"]})
    rig.apply(s, "play 9C: NC -> 9")
    assert s.prestige == [0, 0, 0, 2]  # step a + Chalices (a Knight is no Queen or King)
    assert s.pending == HideOptional("hide_opt", 0, "Ballroom", "arcanum: 9. Ballroom")
    assert s.legal_actions() == ("hide none", "hide 5S")
    rig.apply(s, choice)
    assert hidden(s, 0) == ([] if choice == "hide none" else ["5S"])


def test_location_10_citadel_has_only_its_prestige() -> None:
    """arcanum R2: location 10 has no effect: its reward is its prestige symbols."""
    rig, s = at_main(hands={0: ["10W", "5C"]})
    rig.apply(s, "play 10W: NW -> 10")
    assert s.prestige == [0, 4, 0, 0]  # step a + 2 Knights + 1 Wand
    assert s.vp == [0, 0, 0, 0] and hand(s, 0) == ["5C"] and s.hidden[0] == []
    assert s.pending == ("main", 0) and s.legal_actions() == ("end turn",)
