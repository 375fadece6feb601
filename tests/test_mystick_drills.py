"""Mystick drills, checked by hand against the rulebook (tests/test_drills.py checks 1,000
questions of each kind against the engine): who may challenge whom (mystick R6, the
rulebook's "Declare the challenge") and what a challenge does (mystick R8: successes,
Immunity, the limits of the transfer, Aggression), on the rulebook's own examples and on
prepared positions whose every card is chosen (explicit decks, so the ready-made decks may
change), and the case of each rule a question is about (its topic)."""

from __future__ import annotations

import pytest

from tarotlab import drills
from tarotlab.core.errors import TarotlabError
from tarotlab.mystick.drills import (
    AT_CAPACITY,
    CROSS_FULL,
    EFFECTS,
    EQUAL,
    FULL,
    HIGHER,
    HIGHER_RANK,
    IMMUNE,
    KILLS,
    LEGAL,
    NO_POWER,
    NO_ROOM,
    NO_SPACE,
    NO_SUCCESS,
    PER_SUCCESS,
    POOL,
    POOL_EMPTY,
    SPARES,
    TARGET_EMPTY,
    TARGET_SHORT,
    YES,
    ZERO,
    ask_challenge_result,
    ask_may_challenge,
    challenge_case,
    challenge_refusal,
    challenge_result,
    result_case,
)
from tarotlab.mystick.rules import MystickState
from tarotlab.mystick.scenario import Rig

WANDS_CUPS = [f"{r}{s}" for s in "WC" for r in
              ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "P", "N", "Q", "K")] + [
    "M01", "M02", "M03", "M05", "M07", "M09", "M12", "M14", "M16", "M18", "M20"]
SWORDS_PENTACLES = [f"{r}{s}" for s in "SP" for r in
                    ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "P", "N", "Q", "K")] + [
    "M01", "M03", "M05", "M09", "M12", "M14", "M16", "M18", "M19", "M20", "M21"]


# ---------------------------------------------------------------------- the rulebook's examples
@pytest.mark.parametrize(("influence", "power", "open_spaces", "target_power", "rank",
                          "target_rank", "reasons"), [
    # "the six of Pentacles could challenge the three of Pentacles or the six of Swords,
    # but not the seven of Cups"
    (2, 0, 8, 1, 6, 3, []),
    (2, 0, 8, 1, 6, 6, []),
    (2, 0, 8, 1, 6, 7, [HIGHER]),
    # "a Pawn with 2 influence also has 2 Power ... may not make a challenge"
    (2, 2, 8, 1, 6, 3, [FULL]),
    # "A Pawn with zero influence cannot challenge at all"
    (0, 0, 8, 1, 6, 3, [FULL]),
    # "you can't challenge a Pawn that has no Power"
    (2, 1, 8, 0, 6, 3, [NO_POWER]),
    # "If your Mystick Cross is completely filled up, you cannot challenge again"
    (2, 1, 0, 1, 6, 3, [CROSS_FULL]),
    # every reason at once
    (1, 1, 0, 0, 3, 7, [FULL, CROSS_FULL, NO_POWER, HIGHER]),
])
def test_who_may_challenge_whom_by_the_rulebook_mystick_r6(
        influence: int, power: int, open_spaces: int, target_power: int, rank: int,
        target_rank: int, reasons: list[str]) -> None:
    assert challenge_refusal(influence, power, open_spaces, target_power, rank,
                             target_rank) == reasons


@pytest.mark.parametrize(("influence", "power", "open_spaces", "target_power", "rank",
                          "target_rank", "case"), [
    (2, 0, 8, 1, 6, 3, LEGAL),
    (2, 0, 8, 1, 6, 6, EQUAL),
    # the pool has no rank: a 3 may challenge it
    (1, 0, 8, 4, 3, None, POOL),
    (2, 0, 8, 1, 6, 7, HIGHER_RANK),
    (2, 1, 8, 0, 6, 3, TARGET_EMPTY),
    (2, 1, 8, 0, 6, None, POOL_EMPTY),
    (2, 2, 8, 1, 6, 3, AT_CAPACITY),
    (0, 0, 8, 1, 6, 3, ZERO),
    (2, 1, 0, 1, 6, 3, NO_SPACE),
])
def test_the_case_of_a_challenge_mystick_r6(influence: int, power: int, open_spaces: int,
                                            target_power: int, rank: int,
                                            target_rank: int | None, case: str) -> None:
    reasons = challenge_refusal(influence, power, open_spaces, target_power, rank,
                                target_rank)
    assert challenge_case(reasons, target_rank is None, influence, rank, target_rank) == case


@pytest.mark.parametrize(("args", "case"), [
    # (Fate successes, effects, Immunity, target's Power, room, Aggression, target influence)
    ((2, 0, False, 5, 3, False, None), PER_SUCCESS),
    ((0, 0, False, 5, 3, False, 2), NO_SUCCESS),
    ((3, 0, False, 2, 3, False, None), TARGET_SHORT),
    ((2, 0, False, 3, 1, False, 2), NO_ROOM),
    ((2, 0, True, 3, 3, False, 2), IMMUNE),
    # Immunity cancels nothing when there is no success to cancel
    ((0, 0, True, 3, 3, False, 2), NO_SUCCESS),
    ((2, 0, False, 1, 3, True, 2), KILLS),
    ((1, 0, False, 1, 3, True, 2), SPARES),
    # Aggression against the pool discards nothing: the case is the pool's limit
    ((3, 0, False, 2, 3, True, None), TARGET_SHORT),
    ((1, -1, False, 5, 2, False, None), EFFECTS),
    # an effect that cancels a success when there is none changes nothing
    ((0, -1, False, 5, 2, False, None), NO_SUCCESS),
])
def test_the_case_of_a_challenge_result_mystick_r8(
        args: tuple[int, int, bool, int, int, bool, int | None], case: str) -> None:
    assert result_case(*args) == case


@pytest.mark.parametrize(("args", "successes", "moved", "discarded"), [
    # the five of Wands draws the Knight of Wands and the four of Swords: one success
    ((1, 0, False, 11, 2, True, None), 1, 1, False),
    # "challenges the pool and gets 3 successes, but there is only 2 Power in the pool"
    ((3, 0, False, 2, 3, False, None), 3, 2, False),
    # "a Pawn with 2 influence and one Power ... gets two successes": room for one more
    ((2, 0, False, 3, 1, False, 2), 2, 1, False),
    # Immunity: "you must subtract one success from your total"
    ((2, 0, True, 3, 3, False, 2), 1, 1, False),
    ((1, 0, True, 3, 3, False, 2), 0, 0, False),
    # Aggression: successes "equals or exceeds the target's influence": discarded after
    # the transfer (counted after Immunity); the pool is never discarded
    ((2, 0, False, 1, 3, True, 2), 2, 1, True),
    ((3, 0, True, 2, 3, True, 2), 2, 2, True),
    ((2, 0, True, 2, 3, True, 2), 1, 1, False),
    ((3, 0, False, 5, 3, True, None), 3, 3, False),
    # effects that add or cancel successes count with the Fate; never below 0
    ((1, -1, False, 5, 2, False, None), 0, 0, False),
    ((0, -1, True, 5, 2, True, 1), 0, 0, False),
    ((1, 1, False, 5, 2, False, None), 2, 2, False),
])
def test_what_a_challenge_does_by_the_rulebook_mystick_r8(
        args: tuple[int, int, bool, int, int, bool, int | None], successes: int, moved: int,
        discarded: bool) -> None:
    result = challenge_result(*args)
    assert (result.successes, result.moved, result.discarded) == (successes, moved, discarded)


# ---------------------------------------------------------------------- prepared positions
def _warlord_against_sentinel(fate: list[str]) -> MystickState:
    """Seat 1's Cloud Sentinel (6S: 2 influence, Immunity) takes 2 Power from the pool;
    seat 0's Inferno Warlord (7W: 3 influence, Aggression) challenges it; ``fate``: its
    three Fate cards. Stops at the redraw step."""
    rig = Rig(hand={0: ["7W", "5W", "3C", "9C", "AC", "2W"],
                    1: ["6S", "6P", "3P", "2S", "KP", "4P"]},
              initiative={0: ["4C"], 1: ["KS"]}, cross={1: ["8S", "10S"], 0: fate})
    state = rig.start(seed=3, decks=[WANDS_CUPS, SWORDS_PENTACLES])
    for action in ("play 6S", "play 7W", "challenge 6S#1 -> pool", "redraw done", "pass",
                   "challenge 7W#2 -> 6S#1"):
        rig.apply(state, action)
    return state


def test_the_warlord_may_challenge_the_sentinel_a_torchbearer_may_not_mystick_r6() -> None:
    """mystick R6: the 7 may challenge the 6 holding 2 Power, or the pool; a 5 could not
    challenge the 6 (higher rank)."""
    rig = Rig(hand={0: ["7W", "5W", "3C", "9C", "AC", "2W"],
                    1: ["6S", "6P", "3P", "2S", "KP", "4P"]},
              initiative={0: ["4C"], 1: ["KS"]}, cross={1: ["8S", "10S"]})
    state = rig.start(seed=3, decks=[WANDS_CUPS, SWORDS_PENTACLES])
    for action in ("play 6S", "play 7W", "challenge 6S#1 -> pool", "redraw done", "pass"):
        rig.apply(state, action)
    q = ask_may_challenge(state, "7W#2", "6S#1")
    assert q.answer == YES and q.verify() == YES and q.topic == LEGAL
    q = ask_may_challenge(state, "7W#2", "pool")
    assert q.answer == YES and q.verify() == YES and q.topic == POOL
    rig.apply(state, "play 5W")   # seat 0 plays its Torchbearer (5W#3) ...
    rig.apply(state, "draw")      # ... seat 1 draws, and it is seat 0's move again
    q = ask_may_challenge(state, "5W#3", "6S#1")
    assert q.answer == HIGHER and q.verify() == HIGHER and q.topic == HIGHER_RANK


@pytest.mark.parametrize(("fate", "answer", "topic"), [
    # two Wands and a Cup: 2 successes, Immunity cancels one: 1 Power moves; Aggression
    # needs 2 successes against the Sentinel's 2 influence: it stays
    (["6W", "8W", "6C"], "1 Power moves; the target stays", IMMUNE),
    # three Wands: 3 - 1 = 2 successes, 2 Power moves (all it holds), and 2 >= 2: discarded
    (["6W", "8W", "4W"], "2 Power moves; the target is discarded", KILLS),
    # no Wand: nothing (no success for Immunity to cancel; Aggression falls short)
    (["6C", "7C", "5C"], "0 Power moves; the target stays", SPARES),
])
def test_the_warlord_against_the_immune_sentinel_mystick_r8(fate: list[str], answer: str,
                                                           topic: str) -> None:
    q = ask_challenge_result(_warlord_against_sentinel(fate))
    assert q.answer == answer and answer in q.choices
    assert q.verify() == answer and q.topic == topic
    assert "Immunity" in q.explanation and q.rule == "mystick R8, mystick: Traits"


def test_a_question_about_a_challenge_needs_one_at_its_redraw_step() -> None:
    state = _warlord_against_sentinel(["6W", "M05", "6C"])  # a Major: its effect would count
    with pytest.raises(TarotlabError, match="Minor Arcana only"):
        ask_challenge_result(state)


def test_the_kinds_are_listed() -> None:
    assert [k.name for k in drills.kinds("mystick")] == ["may-challenge", "challenge-result"]
