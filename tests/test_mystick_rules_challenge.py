"""Mystick Domination rules, challenges: a test per ruling (mystick-rulings.md R6-R9) and per
part of the rulebook's Challenge the engine enforces (mystick-domination.txt: Declare the
challenge, The Fate Draw and its example, Redraws, Resolve Majors, Transfer Power, Score
victory points, and the Traits a challenge uses: Immunity, Aggression).

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
    first_index,
    fresh,
    pass_move,
    pawn,
    position,
    put_cross,
    settle,
    texts,
)

from tarotlab.testing import assert_refused as refused


# --------------------------------------------------------------------------- R6 declaring
def test_r6_a_challenge_needs_influence_above_power() -> None:
    """mystick R6 / Declare the challenge: a Pawn at full capacity may not challenge."""
    s = position()
    full = pawn(s, 0, "5W", power=2)
    refused(s, f"challenge {full.label} -> pool", R_CHALLENGE, "is full")


def test_r6_a_pawn_with_zero_influence_cannot_challenge() -> None:
    """mystick R6: a Pawn with zero influence cannot challenge at all."""
    s = position()
    weak = pawn(s, 0, "3W")
    attach(s, 0, "9W", weak)  # Smothering Ash: -1 influence
    assert s.influence(weak) == 0
    refused(s, f"challenge {weak.label} -> pool", R_CHALLENGE, "0 influence")


def test_r6_the_target_must_hold_power() -> None:
    """mystick R6: you can't challenge an empty pool or a Pawn that has no Power."""
    s = position()
    p = pawn(s, 0, "5W")
    empty = pawn(s, 1, "5S")
    refused(s, f"challenge {p.label} -> {empty.label}", R_CHALLENGE, "holds no Power")
    s.removed_power, s.pool = s.pool, 0
    fresh(s)
    refused(s, f"challenge {p.label} -> pool", R_CHALLENGE, "pool is empty")


def test_r6_no_challenge_against_a_higher_rank() -> None:
    """mystick R6: no Pawn may challenge a Pawn with higher tarot rank (equal is fine)."""
    s = position()
    p = pawn(s, 0, "6W")
    lower, equal, higher = pawn(s, 1, "3S", 1), pawn(s, 1, "6S", 1), pawn(s, 1, "7S", 1)
    legal = s.legal_actions()
    assert f"challenge {p.label} -> {lower.label}" in legal
    assert f"challenge {p.label} -> {equal.label}" in legal
    refused(s, f"challenge {p.label} -> {higher.label}", R_CHALLENGE, "higher tarot rank")


def test_r6_only_your_own_pawns_challenge_and_only_opponents_are_targets() -> None:
    """mystick R6: your Pawn challenges the pool or an opponent's Pawn."""
    s = position()
    mine, other = pawn(s, 0, "5W"), pawn(s, 0, "4W", 1)
    theirs = pawn(s, 1, "5S")
    refused(s, f"challenge {mine.label} -> {other.label}", R_CHALLENGE, "opponent")
    refused(s, f"challenge {theirs.label} -> pool", R_CHALLENGE, "controls no Pawn")


def test_r6_a_full_mystick_cross_blocks_challenges() -> None:
    """mystick R6 / The Fate Draw: if your Mystick Cross is completely filled up, you cannot
    challenge again until some space is cleared."""
    s = position()
    p = pawn(s, 0, "5W")
    put_cross(s, 0, "AC", "2C", "3C", "4C", "5C", "6C", "7C", "8C")
    refused(s, f"challenge {p.label} -> pool", R_CHALLENGE, "Mystick Cross is full")


def test_r6_fate_goes_to_the_lowest_open_spaces() -> None:
    """mystick R6 / The Fate Draw: each card goes to the open space with the lowest number."""
    s = position()
    p = pawn(s, 0, "7W")
    put_cross(s, 0, "AC", "2C", "3C", spaces=(1, 2, 4))
    challenge(s, f"challenge {p.label} -> pool", "3W", "4W", "5W")
    assert s.crosses[0][:6] == ["AC", "2C", "3W", "3C", "4W", "5W"]
    assert p.power == 3


def test_r6_fate_beyond_the_open_spaces_is_discarded_with_no_effect() -> None:
    """mystick R6: Fate cards with no open space go to the discard pile and have no effect."""
    s = position()
    p = pawn(s, 0, "7W")
    put_cross(s, 0, "AC", "2C", "3C", "4C", "5C", "6C", "7C")
    challenge(s, f"challenge {p.label} -> pool", "3W", "4W", "M19")
    assert s.crosses[0][7] == "3W"
    assert s.discards[0] == ["4W", "M19"]
    assert p.power == 1 and s.vp[0] == 1  # only the Fate in the Cross counts; no Sun


def test_fate_count_equals_influence() -> None:
    """mystick: The Fate Draw: a Pawn draws as many Fate as its influence."""
    s = position()
    p = pawn(s, 0, "7W")
    s.apply(f"challenge {p.label} -> pool")
    pending = s.pending
    assert (pending.kind, pending.player, pending.dest, pending.left) == ("card", 0, "cross", 3)


# --------------------------------------------------------------------------- R7 redraw
def test_r7_one_redraw_into_the_freed_spaces() -> None:
    """mystick R7 / Redraws: once per Fate Draw, discard any cards just drawn and draw that
    many again into the freed spaces, lowest first; no second redraw."""
    s = position()
    p = pawn(s, 0, "5W")
    s.apply(f"challenge {p.label} -> pool")
    deal(s, "2C", "3C")
    assert set(s.legal_actions()) == {"redraw done", "redraw 1", "redraw 2"}
    s.apply("redraw 2")
    s.apply("redraw 1")
    s.apply("redraw done")
    deal(s, "3W", "4C")
    assert s.pending == ("move", 1)  # no second chance
    assert s.crosses[0][:2] == ["3W", "4C"]
    assert s.discards[0] == ["2C", "3C"]
    assert p.power == 1 and s.vp[0] == 1


def test_r7_keeping_the_fate_draw() -> None:
    """mystick R7: the redraw is optional ('redraw done' at once keeps every card)."""
    s = position()
    p = pawn(s, 0, "5W")
    challenge(s, f"challenge {p.label} -> pool", "3W", "4W")
    assert s.crosses[0][:2] == ["3W", "4W"] and p.power == 2 and s.vp[0] == 2
    assert "keeps the Fate Draw" in " ".join(texts(s))


# --------------------------------------------------------------------------- R8 resolution
def test_r8_majors_resolve_in_space_order() -> None:
    """mystick R8 / Resolve Majors: Majors drawn in this Fate Draw resolve in the order of
    their spaces (lowest first), not in the order they were drawn."""
    s = position()
    p = pawn(s, 0, "5W")
    challenge(s, f"challenge {p.label} -> pool", "2C", "M19", redraw=(1,), again=("M17",))
    assert s.crosses[0][:2] == ["M17", "M19"]
    settle(s)  # the Star's two cards
    since = first_index(s, "redraws")
    star = first_index(s, "The Star in space 1 of seat 0's Mystick Cross resolves", since)
    sun = first_index(s, "The Sun in space 2 of seat 0's Mystick Cross resolves", since)
    assert star < sun
    assert p.power == 2 and s.vp[0] == 2 + 2


def test_r8_order_of_a_challenge() -> None:
    """mystick R8: 'when challenges' effects, Fate Draw, redraw, Majors, successes, transfer,
    Aggression, VP, in that order."""
    s = position()
    p = pawn(s, 0, "5C")  # when it challenges: one more redraw
    target = pawn(s, 1, "4P", power=1)
    challenge(s, f"challenge {p.label} -> {target.label}", "M19", "2W")
    events = texts(s, first_index(s, "challenges"))
    order = ["challenges", "one more redraw", "Fate Draw", "space 1", "space 2", "keeps",
             "The Sun in space 1", "scores 2 VP", "takes 1 Power"]
    positions = [next(i for i, t in enumerate(events) if f in t) for f in order]
    assert positions == sorted(positions)
    assert s.vp[0] == 3 and p.power == 1 and target.power == 0


def test_r8_immunity_cancels_one_success() -> None:
    """mystick R8 / Immunity: a challenged Pawn with Immunity cancels one success."""
    s = position()
    p = pawn(s, 0, "5W")
    target = pawn(s, 1, "5S", power=2)
    challenge(s, f"challenge {p.label} -> {target.label}", "3W", "4W")
    assert p.power == 1 and target.power == 1 and s.vp[0] == 1
    assert "Immunity: one success is cancelled" in " ".join(texts(s))


def test_r8_immunity_only_against_pawns_not_the_pool() -> None:
    """mystick: Immunity: it cancels a success only when the Immune Pawn is challenged."""
    s = position("Iron Archive,Wildfire")
    p = pawn(s, 0, "5S")
    challenge(s, f"challenge {p.label} -> pool", "3S", "4S")
    assert p.power == 2


def test_r8_transfer_limited_by_the_targets_power() -> None:
    """mystick R8 / Transfer Power: successes above the target's Power are wasted (the
    rulebook: 3 successes against a pool of 2)."""
    s = position()
    p = pawn(s, 0, "7W")
    s.removed_power, s.pool = s.pool - 2, 2
    fresh(s)
    challenge(s, f"challenge {p.label} -> pool", "3W", "4W", "5W")
    assert p.power == 2 and s.pool == 0 and s.vp[0] == 2


def test_r8_transfer_limited_by_spare_influence() -> None:
    """mystick R8: a Pawn takes no more than its spare influence (the rulebook: 2 influence,
    1 Power, 2 successes against a Pawn -> one is wasted)."""
    s = position()
    p = pawn(s, 0, "5C", power=1)
    target = pawn(s, 1, "5P", power=2)
    challenge(s, f"challenge {p.label} -> {target.label}", "3C", "4C")
    assert p.power == 2 and target.power == 1 and s.vp[0] == 1


def test_rulebook_five_of_wands_one_success_one_failure() -> None:
    """mystick: The Fate Draw example: the five of Wands (2 influence) draws the Knight of
    Wands and the four of Swords: one success and one failure."""
    s = position("Storm Front,Iron Archive")
    p = pawn(s, 0, "5W")
    challenge(s, f"challenge {p.label} -> pool", "NW", "4S")
    assert p.power == 1 and s.vp[0] == 1
    assert "1 success(es)" in " ".join(texts(s))


def test_r8_aggression_kills_after_the_transfer() -> None:
    """mystick R8 / Aggression: successes >= the target's influence discard it after the Power
    is transferred; the rest of its Power returns to the pool."""
    s = position()
    p = pawn(s, 0, "5W", power=1)
    target = pawn(s, 1, "5P", power=2)
    pool = s.pool
    challenge(s, f"challenge {p.label} -> {target.label}", "3W", "4W")
    assert p.power == 2 and s.vp[0] == 1
    assert target not in s.pawns[1] and "5P" in s.discards[1]
    assert s.pool == pool + 1  # its remaining Power
    since = first_index(s, "success(es):")
    assert first_index(s, "leaves play", since) > 0


def test_r8_aggression_needs_enough_successes_and_a_pawn_target() -> None:
    """mystick R8: fewer successes than the target's influence do not kill."""
    s = position()
    p = pawn(s, 0, "5W")
    target = pawn(s, 1, "5P", power=2)
    challenge(s, f"challenge {p.label} -> {target.label}", "3W", "4C")
    assert target in s.pawns[1] and target.power == 1 and p.power == 1


def test_r8_without_aggression_no_kill() -> None:
    """mystick: Traits: only a Pawn with Aggression kills."""
    s = position()
    p = pawn(s, 0, "5C")
    target = pawn(s, 1, "4P", power=1)
    challenge(s, f"challenge {p.label} -> {target.label}", "3C", "4C")
    assert target in s.pawns[1] and target.power == 0 and p.power == 1


def test_r8_vp_one_per_power_and_successful_challenges() -> None:
    """mystick R8 / Score victory points: 1 VP per Power transferred; a challenge that gains
    no VP is unsuccessful."""
    s = position()
    p = pawn(s, 0, "5W")
    challenge(s, f"challenge {p.label} -> pool", "2C", "3C")
    assert s.vp[0] == 0 and "(unsuccessful)" in texts(s)[-1]
    pass_move(s)
    challenge(s, f"challenge {p.label} -> pool", "3W", "4W")
    assert s.vp[0] == 2 and "(successful)" in " ".join(texts(s))


def test_r8_the_target_leaving_before_the_transfer_gives_nothing() -> None:
    """mystick R8: if the target leaves play before the transfer, nothing is transferred."""
    s = position()
    p = pawn(s, 0, "5W")
    target = pawn(s, 1, "5S", power=2)
    challenge(s, f"challenge {p.label} -> {target.label}", "M13", "3W")
    assert p.power == 0 and s.vp[0] == 0
    assert "the target left play before the transfer" in " ".join(texts(s))


# --------------------------------------------------------------------------- R9 Power
def test_r9_power_is_conserved_through_a_round() -> None:
    """mystick R9: pool + Power on Pawns + Power removed always equals the starting pool."""
    s = position()
    p = pawn(s, 0, "5W")
    challenge(s, f"challenge {p.label} -> pool", "3W", "4W")
    assert s.pool + p.power + s.removed_power == s.start_pool
    end_round_now(s)
    assert s.removed_power == 2 and s.pool == 9 and p.power == 0
    s.check_invariants()
