"""Arcana rules, refused actions: an action the rules do not allow is refused with its rule and
changes nothing (arcana-rulings.md R2, R3, R6, R7, R10); a card removed from play is refused citing
the rule that removed it (R7, R8, R9, tarotlab T3); every ending cites R11. With them, undo (a throw
taken back) and the Magician under resolution "both" (tarotlab T3, T4).

Every test names the rule it checks. Positions are reached by playing real rounds; where a position
would take many rounds, stats are set directly on a fresh game at the start of a round (after the
coin, before anyone throws) and the game then simply continues; the helpers are in
tests/arcana_rules_helpers.py. The other rulings are tested in the other
tests/test_arcana_rules_*.py files.
"""

from __future__ import annotations

from typing import Any

import pytest
from arcana_rules_helpers import EVEN, HERMIT, ODD, game, play

import tarotlab


# --------------------------------------------------------------------------- illegal actions
def test_illegal_throw_of_removed_card_names_rule_state_unchanged() -> None:
    """arcana R2, R7: a card removed from play cannot be thrown (the refusal cites R7, the
    Magician's effect that removed it); the state is left as it was."""
    s = game(ODD)
    play(s, "The Hermit", "The Magician")  # seat 0's Hermit removed
    before = s.clone()
    verdict = s.check("throw The Hermit")
    assert not verdict.ok
    assert verdict.rule == "arcana R7"
    assert "removed" in verdict.reason
    with pytest.raises(tarotlab.IllegalAction) as err:
        s.apply("throw The Hermit")
    assert err.value.rule == "arcana R7"
    assert s == before
    assert "throw Hermit" not in s.legal_actions()


def test_illegal_choice_not_offered() -> None:
    """arcana R7: a choice the card does not offer is refused, naming the rule."""
    s = game(EVEN)
    play(s, "The Star", "The Hanged Man")
    before = s.clone()
    with pytest.raises(tarotlab.IllegalAction) as err:
        s.apply("gain 3 keys")
    assert err.value.rule == "arcana R7"
    assert "gain 1 hour" in err.value.reason
    assert s == before


def test_illegal_choice_not_offered_by_chamber() -> None:
    """arcana R10: the Choice chamber offers 1 HP, 3 damage or 1 hour, not 3 keys."""
    s = game(ODD)
    s.chambers[0] = 2
    s.keys[0] = 6
    play(s, "The Empress", "The Hermit")
    before = s.clone()
    with pytest.raises(tarotlab.IllegalAction) as err:
        s.apply("gain 3 keys")
    assert err.value.rule == "arcana R10"
    assert s == before


@pytest.mark.parametrize(("setup", "action", "rule"), [
    ("coin", "throw The Sun", "arcana R3"),
    ("coin", "gain 1 hour", "arcana R3"),
    ("throw", "coin 1", "arcana R3"),
    ("throw", "gain 1 hour", "arcana R2"),
    ("throw", "die 4", "arcana R7"),
    ("choose", "throw The Sun", "arcana R6"),
    ("choose", "die 3", "arcana R7"),
    ("die", "throw The Sun", "arcana R7"),
    ("die", "gain 3 keys", "arcana R7"),
])
def test_illegal_acting_out_of_phase(setup: str, action: str, rule: str) -> None:
    """arcana R2/R3/R6/R7: an action of the wrong phase is refused with its rule; the state is
    unchanged."""
    s = tarotlab.new_game("arcana", seed=5, auto_chance=False)
    if setup != "coin":
        s.apply("coin 1")
    if setup == "choose":
        play(s, "The Devil", "The Hermit")
    elif setup == "die":
        play(s, "The Wheel of Fortune", "The Hermit")
    before = s.clone()
    verdict = s.check(action)
    assert not verdict.ok and verdict.rule == rule
    with pytest.raises(tarotlab.IllegalAction) as err:
        s.apply(action)
    assert err.value.rule == rule
    assert s == before


def test_undo_restores_position() -> None:
    """arcana R2: undo takes back a throw (engine protocol); the replayed game matches."""
    s = game(ODD)
    play(s, "The Hermit", "The Magician")
    s.apply("throw The Sun")
    before = s.clone()
    s.apply("throw The Moon")
    assert s.undo() == "throw Moon"
    assert s == before
    assert s.hands[0][HERMIT] == 0


def test_t3_losing_magician_under_both_removes_the_card_it_met() -> None:
    """tarotlab T3 (docs/rulings.md), arcana R6 variant: the Hermit wins, gains 3 keys,
    then the losing Magician's effect removes the Hermit."""
    s = tarotlab.new_game("arcana", seed=1, auto_chance=False, resolution="both")
    s.apply("coin 0")  # even round: the Hermit (not odd-favoured) has the advantage
    s.apply("throw Hermit")
    s.apply("throw Magician")
    assert s.keys[0] == 3
    assert s.hands[0][9] == 0 and s.removed[0][9] == 1
    assert s.hands[1][1] == 1


def test_t4_winning_magician_under_both_the_removed_card_still_resolves() -> None:
    """tarotlab T4, arcana R6 variant: the Magician removes the Hermit, whose effect still
    gives its owner 3 keys afterwards."""
    s = tarotlab.new_game("arcana", seed=1, auto_chance=False, resolution="both")
    s.apply("coin 1")
    s.apply("throw Magician")
    s.apply("throw Hermit")  # odd round: only the Magician has the advantage
    assert s.hands[1][9] == 0 and s.removed[1][9] == 1
    assert s.keys[1] == 3


# --------------------------------------------------------------------------- removed cards, endings
def _refused_throw(s: Any, card: str) -> Any:
    """``throw card`` is refused and changes nothing; the verdict is returned."""
    before = s.clone()
    verdict = s.check(f"throw {card}")
    assert not verdict.ok
    with pytest.raises(tarotlab.IllegalAction) as err:
        s.apply(f"throw {card}")
    assert (err.value.rule, err.value.reason) == (verdict.rule, verdict.reason)
    assert s == before
    return verdict


def test_r7_a_card_the_magician_removed_is_refused_citing_r7() -> None:
    """arcana R7: the Magician's effect removed seat 0's Hermit; throwing it later is refused
    citing R7 (the rule that removed it), naming the Magician."""
    s = game(ODD)
    play(s, "The Hermit", "The Magician")  # odd round: only the Magician has the advantage
    verdict = _refused_throw(s, "The Hermit")
    assert verdict.rule == "arcana R7"
    assert "The Magician" in verdict.reason and "removed from play" in verdict.reason


def test_t3_a_card_a_losing_magician_removed_cites_r7_and_t3() -> None:
    """arcana R7 and tarotlab T3 (resolution "both"): the losing Magician's effect removed the
    Hermit; the refusal cites the same rules as the removal."""
    s = game(EVEN, resolution="both")
    play(s, "The Hermit", "The Magician")  # even round: the Hermit wins
    verdict = _refused_throw(s, "The Hermit")
    assert verdict.rule == "arcana R7, tarotlab T3"


def test_r8_a_magician_removed_by_the_high_priestess_is_refused_citing_r8() -> None:
    """arcana R8: the High Priestess against the Magician removes the Magician; throwing it
    later is refused citing R8, naming the High Priestess."""
    s = game(ODD)
    play(s, "The Magician", "The High Priestess")
    verdict = _refused_throw(s, "The Magician")
    assert verdict.rule == "arcana R8"
    assert "The High Priestess" in verdict.reason


@pytest.mark.parametrize("card", ["The Tower", "The Fool"])
def test_r9_twins_removed_together_are_refused_citing_r9(card: str) -> None:
    """arcana R9: Tower against Tower (Fool against Fool) removes both; either seat's throw of
    that card is then refused citing R9."""
    s = game(ODD)
    play(s, card, card)
    verdict = _refused_throw(s, card)  # seat 0
    assert verdict.rule == "arcana R9" and "removed from play" in verdict.reason
    s.apply("throw The Sun")
    assert _refused_throw(s, card).rule == "arcana R9"  # seat 1


def _ended(ending: str) -> Any:
    """A finished game for each way arcana R11 lists (positions worked out by hand)."""
    s = game(ODD)
    if ending == "midnight-effect":  # odd round: the Moon wins, seat 1 loses 1 hour -> 24
        s.clock[1] = 23
        play(s, "The Moon", "The Hermit")
    elif ending == "midnight-round":  # round 12 start: seat 0 at 23 loses the hour
        s.clock[0] = 23
        while not s.is_over:
            play(s, "The Sun", "The Sun")
    elif ending == "midnight-both":
        s.clock = [23, 23]
        while not s.is_over:
            play(s, "The Sun", "The Sun")
    elif ending == "hp":  # the Emperor's 3 damage + 2 = 5: 1 HP off, seat 1 at 0
        s.hp[1], s.damage[0] = 1, 2
        play(s, "The Emperor", "The Hermit")
    elif ending == "cards":  # the Magician removes seat 1's last card
        s.hands[1] = [0] * 22
        s.hands[1][HERMIT] = 1
        play(s, "The Magician", "The Hermit")
    else:  # ascension: the Empress's 3 keys + 6 = 9 unlock chamber 9
        s.chambers[0], s.keys[0] = 8, 6
        play(s, "The Empress", "The Hermit")
    assert s.is_over
    return s


@pytest.mark.parametrize(("ending", "winners"), [
    ("midnight-effect", (0,)), ("midnight-round", (1,)), ("midnight-both", ()),
    ("hp", (0,)), ("cards", (0,)), ("ascension", (0,))])
def test_r11_every_ending_cites_r11(ending: str, winners: tuple[int, ...]) -> None:
    """arcana R11 lists every way the game ends (chamber 9, HP 0, midnight, no cards, both at
    once): the outcome cites R11 whatever the cause, and so does the refusal after the end."""
    s = _ended(ending)
    assert s.outcome.winners == winners
    assert s.outcome.rule.startswith("arcana R11"), s.outcome.rule
    assert s.check("throw The Sun").rule == s.outcome.rule
