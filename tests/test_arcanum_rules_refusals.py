"""Arcanum rules, the refusals: an illegal choice is refused citing its rule and saying why,
and leaves the position as it was (the rulebook's (arcanum.txt) b1, b2, B. Playing cards phase,
0 - Fool, the location effects and the Major Arcana; arcanum-rulings.md R6, R11, R12, R15-R17,
R19); the protocol's "why can't I?" explains every refused candidate.

Every test names the rule it checks. Positions are reached by real play on a game created
with ``auto_chance=False`` (``Rig`` chooses the chance outcomes) or, where that would take many
turns, set directly at a seat's decision: tests/arcanum_rules_helpers.py says how. The other
parts of the rulebook are tested in the other tests/test_arcanum_rules_*.py files.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from arcanum_rules_helpers import (
    R_MINOR,
    R_PHASE,
    at_main,
    drive,
    put,
    set_hand,
    set_hidden,
    start,
    wish,
)

import tarotlab
from tarotlab.arcanum.catalog import parse_card
from tarotlab.arcanum.rules import ArcanumState
from tarotlab.testing import assert_refused as refused

REPRO = Path(__file__).parent / "repro"
"""Records that reproduced reported defects (copied from the audit's ../shared/repro)."""


# --------------------------------------------------------------------------- refusals
def _tower_on_3_4() -> ArcanumState:
    rig, s = at_main(hands={0: ["10S", "Tower"], 1: ["4W", "QP", "5C"]})
    rig.apply(s, "play Tower")
    rig.apply(s, "tower 3-4")
    rig.apply(s, "play 10S: NS -> 10")
    rig.apply(s, "end turn")
    return s


def _hide_step() -> ArcanumState:
    _, s = start(first=0)
    assert s.pending == ("hide", 0)
    set_hand(s, 0, "5C", "6C", "Fool", "Devil")
    return s


def _after_minor() -> ArcanumState:
    _, s = at_main(hands={0: ["10S", "10W", "Fool", "Devil"]})
    s.apply("play 10S: NS -> 10")
    return s


@pytest.mark.parametrize(("position", "action", "rule", "reason"), [
    # a figure already in the location (b1 / b2: the figure must move)
    (lambda: at_main(hands={0: ["5P", "5C"]}, figures={"QP": 5})[1], "play 5P: QP -> 5",
     R_MINOR, "already in location 5"),
    (lambda: at_main(hands={0: ["QP", "5C"]})[1], "play QP: QP -> 5", R_MINOR,
     "already in location 5"),
    (lambda: at_main(hands={0: ["5C", "Fool"]})[1], "play 5C: JS -> 5", R_MINOR,
     "moves a Chalices figure into location 5"),
    # a covered location (R15), into or out of it
    (_tower_on_3_4, "play 4W: JW -> 4", "arcanum R15", "covers location 4"),
    (_tower_on_3_4, "play QP: QP -> 3", "arcanum R15", "covers location 3"),
    # a second Minor / a second Major (B. Playing cards phase)
    (_after_minor, "play 10W: NW -> 10", R_PHASE, "never play 2 Minor"),
    # hiding a Major other than the Fool (in the playing phase)
    (_after_minor, "hide Devil", "arcanum: 0 - Fool", "only Minor Arcana are hidden"),
    (_after_minor, "hide 10W", "arcanum: 0 - Fool", "only the Fool can be hidden"),
    (_after_minor, "hide 9C", "arcanum R11", "no 9 of Chalices in hand"),
    # a Major in the hide step (the Fool is hidden only as a Major play)
    (_hide_step, "hide Devil", "arcanum: 0 - Fool", "only Minor Arcana are hidden"),
    (_hide_step, "hide Fool", "arcanum: 0 - Fool", "as your Major Arcana of the turn"),
    (_hide_step, "hide 9C", "arcanum R11", "no 9 of Chalices in hand"),
    (_hide_step, "end turn", "arcanum R11", "must hide 1 Minor Arcana"),
    # a card not in hand
    (_after_minor, "play Stars", R_PHASE, "no XVII Stars in hand"),
])
def test_illegal_choices_are_refused_with_the_rule_and_change_nothing(
        position: Any, action: str, rule: str, reason: str) -> None:
    """arcanum: b1, b2, R15, B. Playing cards phase, 0 - Fool, R11: illegal choices are
    refused with the rule cited and leave the state exactly as it was."""
    s = position()
    refused(s, action, rule, reason)
    s.check_invariants()


def refused_candidate(s: ArcanumState, action: str) -> Any:
    """``action`` is listed by candidates() as refused, with the same verdict check() gives."""
    verdict = dict(s.candidates()).get(action)  # type: ignore[call-overload]
    assert verdict is not None, f"{action!r} is not a candidate"
    assert not verdict.ok and verdict == s.check(action)
    return verdict


def test_follow_up_refusals_judgement_says_why() -> None:
    """arcanum R15, R16 and XX Judgement: the King of Swords stands in a location the Tower
    covers and cannot be taken off; placing back, a location already holding a figure
    placed back this turn is refused; both are listed as refused candidates with reasons."""
    rig, s = at_main(hands={0: ["10S", "Judgement"], 1: ["4W", "Tower"]})
    s.tower = (1, 5, 6)  # seat 1's Tower on 5-6, still there in seat 0's turn (KS is in 5)
    s.in_play.append(parse_card("Tower"))
    s.hands[1].remove(parse_card("Tower"))
    s.check_invariants()
    rig.apply(s, "play Judgement")
    while s.pending[0] == "discard_one":  # seats 1, 2, 3 discard a card each
        rig.apply(s, s.legal_actions()[0])
    assert s.pending == ("judge_remove", 0)
    verdict = refused_candidate(s, "remove KS")
    assert verdict.rule == "arcanum R15"
    assert "King of Swords stands in location 5" in verdict.reason and "Tower" in verdict.reason
    rig.apply(s, "remove NS")
    refused(s, "remove NS", "arcanum R16", "already off the board")
    for figure in ("KW", "QC"):
        rig.apply(s, f"remove {figure}")
    s.tower = None  # (the Tower's own discard is tested elsewhere)
    s.in_play.remove(parse_card("Tower"))
    s.major_discard.append(parse_card("Tower"))
    rig.apply(s, "play 10S: QS -> 10")
    drive(rig, s, lambda s: s.pending[0] == "judge_return")
    rig.apply(s, "return NS -> 9")
    verdict = refused_candidate(s, "return KW -> 9")
    assert verdict.rule == "arcanum R16"
    assert "location 9 already holds a figure placed back this turn" in verdict.reason


def test_judgement_removes_only_court_figures_and_check_says_so() -> None:
    """XX Judgement, arcanum R16: "You choose any 3 Court Figures and remove them from the
    board". A pip card or a Major is no figure and stands nowhere: ``check`` refuses it under
    R16 and says so (it used to raise KeyError, ../shared/repro/arcanum-check-keyerror.json)."""
    with open(REPRO / "arcanum-check-keyerror.json", encoding="utf-8") as f:
        s = tarotlab.replay(f.read())
    assert s.pending[0] == "judge_remove"
    for text, what in (("remove 4S", "4 of Swords"), ("remove 1C", "1 of Chalices"),
                       ("remove Stars", "Stars")):
        error = refused(s, text, "arcanum R16", "only Court Figures")
        assert what in error.reason
    rig, s = at_main(hands={0: ["10S", "Judgement"]})
    rig.apply(s, "play Judgement")
    while s.pending[0] == "discard_one":
        rig.apply(s, s.legal_actions()[0])
    for figure in ("NS", "KW", "QC"):
        rig.apply(s, f"remove {figure}")
    rig.apply(s, "play 10S: QS -> 10")
    drive(rig, s, lambda s: s.pending[0] == "judge_return")
    verdict = s.check("return 4S -> 9")  # the form itself names a figure
    assert not verdict.ok and "'4S' is not a Court Figure" in verdict.reason
    refused(s, "return JS -> 9", "arcanum R16", "not taken off the board")


def test_follow_up_refusals_say_why_wheel_temperance_death_sun_fields() -> None:
    """arcanum R17 (the Wheel), XIV Temperance, XIII Death, R19 (the Sun), 6. Fields: a
    choice the prompt does not allow is refused with the rule and the reason."""
    rig, s = at_main(hands={0: ["10S", "5C", "6C", "Death"]})
    rig.apply(s, "play Death")
    refused(s, "discard none", "arcanum: XIII Death", "at least one")
    refused(s, "discard Stars", "arcanum: XIII Death", "no XVII Stars in hand")
    rig, s = at_main(hands={0: ["8C", "9C", "Stars", "Temperance"]})
    set_hidden(s, 0, "2S")
    rig.apply(s, "play Temperance")
    rig.apply(s, "move NS -> 10")
    refused(s, "swap 3S for 8C", "arcanum: XIV Temperance", "3 of Swords is not among")
    refused(s, "swap 2S for Stars", "arcanum: XIV Temperance", "only Minor Arcana")
    refused(s, "swap 2S for 7C", "arcanum: XIV Temperance", "no 7 of Chalices in hand")
    rig, s = at_main(hands={0: ["10S", "Sun"]})
    set_hidden(s, 1, "1S", "2S", "3S", "4S")
    rig.apply(s, "play Sun")
    rig.apply(s, "reveal 1S")
    refused(s, "reveal 1S", "arcanum R19", "already revealed")
    refused(s, "reveal 9S", "arcanum R19", "not among seat 1's hidden cards")
    rig, s = at_main(hands={0: ["10S", "5C", "6C", "Wheel"], 1: ["1S"]})
    rig.apply(s, "play 10S: NS -> 10")
    rig.apply(s, "play Wheel")
    refused(s, "give 9W", "arcanum R17", "no 9 of Wands in hand")
    rig, s = at_main(hands={0: ["6W", "5C"]})
    rig.apply(s, "play 6W: JW -> 6")
    refused(s, "raise Wands", "arcanum: 6. Fields", "one House at a time: now Swords")


def test_follow_up_refusals_say_why_draws_hides_and_limits() -> None:
    """arcanum A. Draw and hide, R11, R12, 2. Artisan District, 8. Cathedral, 5. Market:
    refusals name the choices the rule offers."""
    _, s = start(first=0)
    assert s.pending == ("hide", 0)
    refused(s, "hide none", "arcanum R11", "mandatory")
    rig, s = at_main(hands={0: ["2P", "5C"]})
    rig.apply(s, "play 2P: JP -> 2")
    refused(s, "draw 3 minors", "arcanum: 2. Artisan District", "2 Minor Arcana or 1 Major")
    rig, s = at_main(hands={0: ["5C", "6C", "HangedMan", "Sun", "Moon", "Stars", "Tower"]})
    wish(rig, s, 0, "World", "Empress")
    rig.apply(s, "play HangedMan")
    refused(s, "discard none", "arcanum R12", "discard down to 7")
    rig, s = at_main(hands={0: ["5C", "6C"]}, first_game=True)
    rig.apply(s, "play 5C: JC -> 5")
    refused(s, "market swap 9S", "arcanum: 5. Market", "no 9 of Swords in hand")


def test_every_refused_candidate_explains_itself() -> None:
    """The protocol's "why can't I?" for Arcanum: in three random 4-player games, every
    candidate of every decision that is refused names a rule and a reason of its own, never
    the fallback "... is not one of the choices"."""
    from tarotlab.bots import RandomBot, bot_decision
    from tarotlab.core.rng import Rng

    kinds = set()
    for seed in (1, 2, 3):
        s = tarotlab.new_game("arcanum", players=4, seed=seed)
        rng = Rng(seed, stream=5)
        while not s.is_over:
            for action, verdict in s.candidates():
                if not verdict.ok:
                    kinds.add(s.pending[0])
                    assert verdict.rule and "not one of the choices" not in verdict.reason, (
                        s.pending, action, verdict)
            s.apply(bot_decision(s, RandomBot(), rng))
    assert {"main", "hide", "hide_opt", "discard", "move"} <= kinds


def test_second_major_after_hiding_the_fool_is_refused() -> None:
    """arcanum: B. Playing cards phase and 0 - Fool: after a Major (here the Fool hidden) no
    second Major, not even hiding the Fool again."""
    _, s = at_main(hands={0: ["10S", "Fool", "Devil"]})
    s.apply("play Devil")
    refused(s, "hide Fool", R_PHASE, "never play 2 Major")
    refused(s, "play Fool", R_PHASE, "never play 2 Major")


def test_r17_harbour_asks_from_the_active_players_left() -> None:
    """arcanum R17 and 3. Harbour: the other players choose in clockwise order starting at
    the active player's left (active seat 2: seats 3, 0, 1)."""
    rig, s = at_main(first=2, hands={2: ["3C", "5S"]})
    rig.apply(s, "play 3C: KC -> 3")
    asked = []
    while s.pending[0] == "harbour":
        asked.append(s.pending[1])
        rig.apply(s, "harbour pass")
    assert asked == [3, 0, 1]


def test_r16_r6_major_moves_cannot_take_a_figure_off_the_board() -> None:
    """arcanum R16 and R6: a figure removed by Judgement cannot be moved by the Fool either;
    a Major's move must leave the figure's location."""
    _, s = at_main(hands={0: ["5C", "Fool"]})
    s.judgements = [(2, (parse_card("NS"),))]
    put(s, "NS", 0)
    s.check_invariants()
    s.apply("play Fool")
    assert not any(m.startswith("move NS") for m in s.legal_actions())
    refused(s, "move NS -> 5", "arcanum R16", "off the board")
    refused(s, "move QS -> 3", "arcanum R6", "must leave its location")
