"""Arcana rules, spending points and the end of the game: one or more tests per ruling
(arcana-rulings.md R10 damage, keys and the chambers; R11 the ways a game ends).

Every test names the rule it checks. Positions are reached by playing real rounds; where a position
would take many rounds, stats are set directly on a fresh game at the start of a round (after the
coin, before anyone throws) and the game then simply continues; the helpers are in
tests/arcana_rules_helpers.py. The other rulings are tested in the other
tests/test_arcana_rules_*.py files.
"""

from __future__ import annotations

import pytest
from arcana_rules_helpers import (
    EVEN,
    HERMIT,
    ODD,
    TOWER,
    expected,
    game,
    in_throw_phase,
    play,
    stats,
)

import tarotlab


# --------------------------------------------------------------------------- R10
def test_r10_five_damage_cost_one_hp() -> None:
    """arcana R10: every 5 damage points become 1 HP lost by the opponent, at once."""
    s = game(ODD)
    s.damage[0] = 4
    play(s, "The Emperor", "The Hermit")  # +3 -> 7 damage: spend 5
    assert stats(s) == expected(damage=(2, 0), hp=(6, 5))
    assert any(e.rule == "arcana R10" and "seat 1 loses 1 HP (5 left)" in e.text
               for e in s.events)


def test_r10_ten_damage_cost_two_hp() -> None:
    """arcana R10: 10 damage points take 2 HP."""
    s = game(ODD)
    s.damage[0] = 7
    play(s, "The Emperor", "The Hermit")
    assert stats(s) == expected(damage=(0, 0), hp=(6, 4))


def test_r10_nine_keys_unlock_life_chamber() -> None:
    """arcana R10: 9 key points unlock chamber 1 (Life: +1 HP) at once; the rest stay."""
    s = game(ODD)
    s.keys[0] = 8
    play(s, "The Empress", "The Hermit")  # 11 keys
    assert stats(s) == expected(keys=(2, 0), chambers=(1, 0), hp=(7, 6))


def test_r10_chambers_in_order_with_choice_chamber() -> None:
    """arcana R10: chambers unlock in order; Death gives 3 damage (spent at once), the Choice
    chamber asks its owner, then spending goes on (chamber 4, Time)."""
    s = game(ODD)
    s.chambers[0] = 1
    s.keys[0] = 24
    s.damage[0] = 2
    play(s, "The Empress", "The Hermit")  # 27 keys: chambers 2, 3 and 4
    assert s.chambers[0] == 3
    assert s.damage[0] == 0 and s.hp[1] == 5  # Death chamber: 2 + 3 = 5 damage, spent
    assert s.to_move == 0
    assert s.legal_actions() == ("gain 1 HP", "gain 3 damage", "gain 1 hour")
    s.apply("gain 1 hour")  # Choice chamber
    assert stats(s) == expected(chambers=(4, 0), keys=(0, 0), clock=(7, 9), hp=(6, 5))
    assert in_throw_phase(s)


def test_r10_choice_chamber_damage_is_spent() -> None:
    """arcana R10: a Choice chamber's 3 damage points are spent at once like any other."""
    s = game(ODD)
    s.chambers[0] = 7
    s.keys[0] = 6
    s.damage[0] = 3
    play(s, "The Empress", "The Hermit")  # chamber 8 (Choice)
    assert s.chambers[0] == 8
    s.apply("gain 3 damage")
    assert stats(s) == expected(chambers=(8, 0), damage=(1, 0), hp=(6, 5))


@pytest.mark.parametrize(("start", "after"), [
    (0, {"hp": (7, 6)}),  # 1 Life
    (1, {"damage": (3, 0)}),  # 2 Death
    (3, {"clock": (8, 9)}),  # 4 Time
    (4, {"hp": (7, 6)}),  # 5 Life
    (5, {"damage": (3, 0)}),  # 6 Death
    (6, {"clock": (8, 9)}),  # 7 Time
])
def test_r10_each_fixed_chamber_reward(start: int, after: dict[str, tuple[int, int]]) -> None:
    """arcana R10 / rulebook: the rewards of the fixed chambers 1, 2, 4, 5, 6, 7."""
    s = game(ODD)
    s.chambers[0] = start
    s.keys[0] = 6
    play(s, "The Empress", "The Hermit")
    assert stats(s) == expected(chambers=(start + 1, 0), **after)


@pytest.mark.parametrize("start", [2, 7])
def test_r10_choice_chambers_3_and_8(start: int) -> None:
    """arcana R10: chambers 3 and 8 are Choice chambers: 1 HP, 3 damage or 1 hour."""
    s = game(ODD)
    s.chambers[0] = start
    s.keys[0] = 6
    play(s, "The Empress", "The Hermit")
    assert s.to_move == 0
    assert s.legal_actions() == ("gain 1 HP", "gain 3 damage", "gain 1 hour")
    s.apply("gain 1 HP")
    assert stats(s) == expected(chambers=(start + 1, 0), hp=(7, 6))


def test_r10_chamber_9_wins() -> None:
    """arcana R10: unlocking chamber 9 (Ascension) wins the game (the ending cites R11)."""
    s = game(EVEN)
    s.chambers[1] = 8
    s.keys[1] = 6
    play(s, "The Empress", "The Hermit")  # even round: seat 1's Hermit wins
    assert s.chambers == [0, 9]
    assert s.is_over
    assert s.outcome.winners == (1,)
    assert s.outcome.ending == "ascension"
    assert s.outcome.rule == "arcana R11"


# --------------------------------------------------------------------------- R11
def test_r11_hp_zero_loses() -> None:
    """arcana R11: a player whose HP reaches 0 loses; the other player wins."""
    s = game(ODD)
    s.hp[1] = 1
    s.damage[0] = 2
    play(s, "The Emperor", "The Hermit")
    assert s.hp == [6, 0]
    assert s.is_over
    assert s.outcome.winners == (0,)
    assert s.outcome.ending == "hp"
    assert s.outcome.rule == "arcana R11"


def test_r11_game_ends_at_once_hp_not_below_zero() -> None:
    """arcana R11: the game ends as soon as HP reaches 0: no further damage is spent."""
    s = game(ODD)
    s.hp[1] = 1
    s.damage[0] = 7
    play(s, "The Emperor", "The Hermit")  # 10 damage, but one HP is enough
    assert s.hp == [6, 0]
    assert s.damage == [5, 0]
    assert s.outcome.winners == (0,)


def test_r11_midnight_loses() -> None:
    """arcana R11: a player whose clock reaches midnight loses (Star: opponent loses 1 hour)."""
    s = game(EVEN)
    s.clock[0] = 23
    play(s, "The Empress", "The Star")
    s.apply("opponent-loses 1 hour")
    assert s.outcome.winners == (1,)
    assert s.outcome.ending == "midnight"


def test_r11_no_cards_left_loses() -> None:
    """arcana R11: a player with no cards left in hand loses."""
    s = game(ODD)
    s.hands[1] = [0] * 22
    s.hands[1][HERMIT] = 1
    play(s, "The Magician", "The Hermit")
    assert s.hands[1] == [0] * 22
    assert s.is_over
    assert s.outcome.winners == (0,)
    assert s.outcome.ending == "cards"
    assert s.outcome.rule == "arcana R11"


def test_r11_both_hands_emptied_by_same_event_is_draw() -> None:
    """arcana R11: both players lose by the same event (Tower vs Tower removes each last card):
    a draw."""
    s = game(ODD)
    for seat in (0, 1):
        s.hands[seat] = [0] * 22
        s.hands[seat][TOWER] = 1
    play(s, "The Tower", "The Tower")
    assert s.is_over
    assert s.outcome.winners == ()
    assert s.outcome.draw


def test_r11_both_reach_midnight_at_round_start_is_draw() -> None:
    """arcana R11: both clocks reach midnight at a round start (round 12): a draw."""
    s = game(ODD)
    s.clock[0] = 23
    s.clock[1] = 23
    while not s.is_over:
        play(s, "The Sun", "The Sun")
    assert s.round == 12
    assert s.clock == [24, 24]
    assert s.outcome.winners == ()
    assert s.outcome.draw
    assert s.outcome.ending == "midnight-both"
    assert s.outcome.rule == "arcana R11"


def test_r11_first_end_condition_stands_both_variant() -> None:
    """arcana R11 + R6 'both': the winner's Moon sends seat 1 to midnight first; the loser's Star
    would send seat 0 to midnight too, but the first end condition stands: seat 0 wins."""
    s = game(ODD, resolution="both")
    s.clock[0] = 23
    s.clock[1] = 23
    play(s, "The Moon", "The Star")  # odd round: only the Moon has the advantage
    assert s.is_over
    assert s.outcome.winners == (0,)
    assert s.outcome.ending == "midnight"
    assert s.clock == [23, 24]


def test_r11_first_end_condition_stands_tower_owner_first() -> None:
    """arcana R11 + R7: the Tower's owner's gain ends the game before the opponent chooses."""
    s = game(ODD)
    s.hp[1] = 1
    s.damage[0] = 4
    s.damage[1] = 4
    play(s, "The Tower", "The Hermit")
    s.apply("gain 1 damage")
    assert s.is_over
    assert s.outcome.winners == (0,)
    assert s.hp == [6, 0]
    assert s.legal_actions() == ()


def test_r11_after_the_end_every_action_is_refused() -> None:
    """arcana R11: once the game has ended, nothing more can be decided."""
    s = game(ODD)
    s.clock[1] = 23
    play(s, "The Moon", "The Hermit")
    before = s.clone()
    verdict = s.check("throw The Sun")
    assert not verdict.ok and verdict.rule == "arcana R11"
    with pytest.raises(tarotlab.IllegalAction):
        s.apply("throw The Sun")
    assert s == before
