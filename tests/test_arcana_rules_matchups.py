"""Arcana rules, who wins a match-up and what resolves: the rulebook's example (the Star against the
Hanged Man) and one or more tests per ruling (arcana-rulings.md R5, R6 with its 'both' variant).

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
    ODD,
    expected,
    full_hand,
    game,
    in_throw_phase,
    play,
    stats,
    texts,
)

import tarotlab


# --------------------------------------------------------------------------- rulebook example
def test_rulebook_example_star_vs_hanged_man_even_round() -> None:
    """arcana rulebook example (R5, R7): Star vs Hanged Man, even round: the Hanged Man's player
    loses 1 hour."""
    s = game(EVEN)
    play(s, "The Star", "The Hanged Man")
    assert s.view(0).last.winner == 0  # both have the advantage; XVII beats XII
    assert s.to_move == 0
    assert set(s.legal_actions()) == {"gain 1 hour", "opponent-loses 1 hour"}
    s.apply("opponent-loses 1 hour")
    assert s.clock == [9, 10]
    assert stats(s) == expected(clock=(9, 10))
    assert in_throw_phase(s)


def test_rulebook_example_star_vs_hanged_man_seats_swapped() -> None:
    """arcana rulebook example: the same with the Star thrown by seat 1."""
    s = game(EVEN)
    play(s, "The Hanged Man", "The Star")
    assert s.to_move == 1
    s.apply("opponent-loses 1 hour")
    assert s.clock == [10, 9]
    assert s.keys == [0, 0]  # the Hanged Man's effect does not resolve (R6)


# --------------------------------------------------------------------------- R5
R5_CASES = [
    # coin, seat 0, seat 1, winner, kind, stats after the winner's one-option effect
    (ODD, "The Empress", "The Hermit", 0, "advantage", {"keys": (3, 0)}),
    (ODD, "The Hermit", "The Empress", 1, "advantage", {"keys": (0, 3)}),
    (EVEN, "The Hermit", "The Empress", 0, "advantage", {"keys": (3, 0)}),
    (ODD, "The Empress", "The Emperor", 1, "higher", {"damage": (0, 3)}),  # both have it
    (EVEN, "The Empress", "The Emperor", 1, "higher", {"damage": (0, 3)}),  # neither has it
    (ODD, "The Hermit", "Strength", 1, "higher", {"damage": (0, 3)}),  # neither has it
    (EVEN, "The Sun", "The Hanged Man", 0, "higher", {"clock": (8, 9)}),  # both have it
    (ODD, "The Moon", "The Empress", 0, "higher", {"clock": (9, 10)}),  # both have it
    (ODD, "The Fool", "The Hermit", 1, "higher", {"keys": (0, 3)}),  # Fool is 0 < IX
    (EVEN, "The Hierophant", "The Fool", 0, "higher", {"hp": (7, 6)}),  # V beats 0
]


@pytest.mark.parametrize(("coin", "card0", "card1", "winner", "kind", "after"), R5_CASES)
def test_r5_who_wins(coin: int, card0: str, card1: str, winner: int, kind: str,
                     after: dict[str, tuple[int, int]]) -> None:
    """arcana R5: advantage by parity, else the higher number wins (the Fool is 0)."""
    s = game(coin)
    play(s, card0, card1)
    last = s.view(None).last
    assert (last.winner, last.kind, last.rule) == (winner, kind, "arcana R5")
    assert stats(s) == expected(**after)
    assert in_throw_phase(s)


def test_r5_fool_wins_by_advantage_in_even_round() -> None:
    """arcana R5: in an even round the Fool (0, not odd-favoured) beats the odd-favoured Empress."""
    s = game(EVEN)
    play(s, "The Fool", "The Empress")
    assert s.view(None).last.winner == 0
    assert s.to_move == 0
    assert s.legal_actions() == ("gain 1 damage", "gain 1 key")


def test_r5_fool_is_zero_against_world_in_even_round() -> None:
    """arcana R5: both have the advantage; the World (XXI) beats the Fool (0, not 22)."""
    s = game(EVEN)
    play(s, "The Fool", "The World")
    assert s.view(None).last.winner == 1
    assert s.to_move == 1  # the World's owner chooses
    s.apply("gain 3 keys")
    assert s.keys == [0, 3]


@pytest.mark.parametrize("card", ["The Sun", "The Magician", "The Wheel of Fortune", "Justice",
                                  "The Star"])
@pytest.mark.parametrize("coin", [0, 1])
@pytest.mark.parametrize("resolution", ["winner", "both"])
def test_r5_identical_cards_nothing_happens(coin: int, card: str, resolution: str) -> None:
    """arcana R5: two identical cards: no one wins, nothing happens (no removal, die or choice),
    under either R6 resolution."""
    s = game(coin, resolution=resolution)
    s.damage[1] = 4
    s.keys[1] = 5
    play(s, card, card)
    last = s.view(None).last
    assert (last.winner, last.kind) == (None, "identical")
    assert stats(s) == expected(damage=(0, 4), keys=(0, 5))
    assert s.hands == [full_hand(), full_hand()]
    assert s.round == coin + 1
    assert in_throw_phase(s)


# --------------------------------------------------------------------------- R6
def test_r6_winner_only_resolves_by_default() -> None:
    """arcana R6: only the winning card's effect resolves (default resolution='winner')."""
    s = game(ODD)
    assert s.options["resolution"] == "winner"
    play(s, "The Empress", "The Hermit")
    assert stats(s) == expected(keys=(3, 0))


def test_r6_winner_owner_makes_the_choice() -> None:
    """arcana R6: the winning card's owner makes every choice it offers."""
    s = game(ODD)
    play(s, "The Hermit", "The Devil")  # odd round: the Devil wins for seat 1
    assert s.to_move == 1
    assert s.legal_actions() == ("gain 3 damage", "gain 3 keys", "gain 1 hour")
    s.apply("gain 1 hour")
    assert stats(s) == expected(clock=(9, 8))


def test_r6_both_variant_resolves_both() -> None:
    """arcana R6 variant resolution='both': the loser's effect resolves too."""
    s = game(ODD, resolution="both")
    play(s, "The Empress", "The Hermit")
    assert stats(s) == expected(keys=(3, 3))
    gains = [t for t in texts(s) if "gains 3 key points" in t]
    assert gains == ["The Empress's effect (seat 0): seat 0 gains 3 key points",
                     "The Hermit's effect (seat 1): seat 1 gains 3 key points"]


def test_r6_both_variant_winner_first_order_matters() -> None:
    """arcana R6 variant 'both': the winner's effect first. Justice takes 3 keys from 0 keys
    (stays 0, R7), then the loser's Empress gains 3: seat 1 ends with 3 keys, not 0."""
    s = game(EVEN, resolution="both")
    play(s, "Justice", "The Empress")  # even round: Justice has the advantage
    assert s.to_move == 0
    s.apply("opponent-loses 3 keys")
    assert stats(s) == expected(keys=(0, 3))
    w = game(EVEN)
    play(w, "Justice", "The Empress")
    w.apply("opponent-loses 3 keys")
    assert stats(w) == expected()


def test_r6_both_variant_winner_chooses_first() -> None:
    """arcana R6 variant 'both': the winner's owner chooses first, then the loser's owner."""
    s = game(EVEN, resolution="both")
    play(s, "The Devil", "The Star")  # even round: the Star has the advantage
    assert s.to_move == 1
    assert s.legal_actions() == ("gain 1 hour", "opponent-loses 1 hour")
    s.apply("opponent-loses 1 hour")
    assert s.to_move == 0
    assert s.legal_actions() == ("gain 3 damage", "gain 3 keys", "gain 1 hour")
    s.apply("gain 3 damage")
    assert stats(s) == expected(clock=(10, 9), damage=(3, 0))
    assert in_throw_phase(s)


def test_r6_both_variant_losing_wheel_rolls_after_winner() -> None:
    """arcana R6 variant 'both': a losing Wheel of Fortune still rolls, after the winner's
    effect."""
    s = game(EVEN, resolution="both")
    play(s, "The Hermit", "The Wheel of Fortune")  # even round: the Hermit wins
    assert s.keys == [3, 0]
    assert s.to_move == tarotlab.CHANCE
    s.apply("die 5")  # seat 1's Wheel: seat 0 loses 3 keys
    assert stats(s) == expected()


def test_r6_resolution_option_is_validated() -> None:
    """arcana R6: resolution is 'winner' or 'both'; anything else is refused."""
    with pytest.raises(tarotlab.OptionError, match="resolution"):
        tarotlab.new_game("arcana", seed=1, resolution="loser")
