"""Arcana rules, the cards' effects: one or more tests per ruling (arcana-rulings.md R7 the effects,
R8 removing the Magician, R9 the Tower and the Fool).

Every test names the rule it checks. Positions are reached by playing real rounds; where a position
would take many rounds, stats are set directly on a fresh game at the start of a round (after the
coin, before anyone throws) and the game then simply continues; the helpers are in
tests/arcana_rules_helpers.py. The other rulings are tested in the other
tests/test_arcana_rules_*.py files.
"""

from __future__ import annotations

import pytest
from arcana_rules_helpers import (
    DEVIL,
    EVEN,
    FOOL,
    HERMIT,
    JUSTICE,
    MAGICIAN,
    ODD,
    STRENGTH,
    TOWER,
    WORLD,
    expected,
    full_hand,
    game,
    in_throw_phase,
    play,
    stats,
    texts,
)

import tarotlab

# --------------------------------------------------------------------------- R7
SINGLE_EFFECTS = [
    # coin, winner card (seat 0), loser card (seat 1), stats after
    (ODD, "The Empress", "The Hermit", {"keys": (3, 0)}),
    (ODD, "The Emperor", "The Hermit", {"damage": (3, 0)}),
    (ODD, "The Lovers", "The Hermit", {"hp": (7, 6)}),
    (ODD, "The Chariot", "The Hermit", {"damage": (3, 0)}),
    (ODD, "The Moon", "The Hermit", {"clock": (9, 10)}),
    (EVEN, "The Hierophant", "The Empress", {"hp": (7, 6)}),
    (EVEN, "The Hermit", "The Empress", {"keys": (3, 0)}),
    (EVEN, "Strength", "The Empress", {"damage": (3, 0)}),
    (EVEN, "The Hanged Man", "The Empress", {"keys": (3, 0)}),
    (EVEN, "Death", "The Empress", {"damage": (3, 0)}),
    (EVEN, "Temperance", "The Empress", {"hp": (7, 6)}),
    (EVEN, "The Sun", "The Empress", {"clock": (8, 9)}),
]


@pytest.mark.parametrize(("coin", "card0", "card1", "after"), SINGLE_EFFECTS)
def test_r7_single_effect_cards(coin: int, card0: str, card1: str,
                                after: dict[str, tuple[int, int]]) -> None:
    """arcana R7: one-option cards resolve at once, with no choice to make."""
    s = game(coin)
    play(s, card0, card1)
    assert stats(s) == expected(**after)
    assert in_throw_phase(s)
    assert s.events[-1].rule == "arcana R7"


CHOICE_EFFECTS = [
    # coin, winner (seat 0), loser (seat 1), offered choices, choice, stats after
    (ODD, "The High Priestess", "The Hermit",
     ("gain 1 HP", "gain 3 damage", "gain 3 keys", "gain 1 hour"), "gain 1 HP", {"hp": (7, 6)}),
    (ODD, "The High Priestess", "The Hermit",
     ("gain 1 HP", "gain 3 damage", "gain 3 keys", "gain 1 hour"), "gain 1 hour",
     {"clock": (8, 9)}),
    (EVEN, "The World", "The Empress",
     ("gain 1 HP", "gain 3 damage", "gain 3 keys", "gain 1 hour"), "gain 3 damage",
     {"damage": (3, 0)}),
    (EVEN, "The World", "The Empress",
     ("gain 1 HP", "gain 3 damage", "gain 3 keys", "gain 1 hour"), "gain 3 keys",
     {"keys": (3, 0)}),
    (ODD, "The Devil", "The Hermit", ("gain 3 damage", "gain 3 keys", "gain 1 hour"),
     "gain 3 keys", {"keys": (3, 0)}),
    (ODD, "The Devil", "The Hermit", ("gain 3 damage", "gain 3 keys", "gain 1 hour"),
     "gain 1 hour", {"clock": (8, 9)}),
    (EVEN, "The Star", "The Empress", ("gain 1 hour", "opponent-loses 1 hour"),
     "gain 1 hour", {"clock": (8, 9)}),
    (ODD, "Judgment", "The Hermit", ("gain 1 HP", "gain 3 damage"), "gain 1 HP",
     {"hp": (7, 6)}),
    (ODD, "Judgment", "The Hermit", ("gain 1 HP", "gain 3 damage"), "gain 3 damage",
     {"damage": (3, 0)}),
]


@pytest.mark.parametrize(("coin", "card0", "card1", "offered", "choice", "after"),
                         CHOICE_EFFECTS)
def test_r7_choice_effect_cards(coin: int, card0: str, card1: str, offered: tuple[str, ...],
                                choice: str, after: dict[str, tuple[int, int]]) -> None:
    """arcana R7: multi-option cards offer exactly their options to the winner's owner."""
    s = game(coin)
    play(s, card0, card1)
    assert s.to_move == 0
    assert s.legal_actions() == offered
    s.apply(choice)
    assert stats(s) == expected(**after)
    assert in_throw_phase(s)


@pytest.mark.parametrize(("choice", "after"), [
    ("opponent-loses 3 damage", {"damage": (0, 1), "keys": (0, 5)}),
    ("opponent-loses 3 keys", {"damage": (0, 4), "keys": (0, 2)}),
    ("opponent-loses 1 hour", {"damage": (0, 4), "keys": (0, 5), "clock": (9, 10)}),
])
def test_r7_justice_takes_from_opponent(choice: str, after: dict[str, tuple[int, int]]) -> None:
    """arcana R7: Justice: the opponent loses 3 damage points, or 3 key points, or 1 hour."""
    s = game(EVEN)
    s.damage[1] = 4
    s.keys[1] = 5
    play(s, "Justice", "The Empress")
    assert s.legal_actions() == ("opponent-loses 3 damage", "opponent-loses 3 keys",
                                 "opponent-loses 1 hour")
    s.apply(choice)
    assert stats(s) == expected(**after)


@pytest.mark.parametrize(("choice", "after"), [
    ("opponent-loses 3 damage", {"damage": (0, 0), "keys": (0, 2)}),
    ("opponent-loses 3 keys", {"damage": (0, 1), "keys": (0, 0)}),
])
def test_r7_points_never_below_zero(choice: str, after: dict[str, tuple[int, int]]) -> None:
    """arcana R7: points never go below 0 (1 damage - 3 = 0; 2 keys - 3 = 0)."""
    s = game(EVEN)
    s.damage[1] = 1
    s.keys[1] = 2
    play(s, "Justice", "The Empress")
    s.apply(choice)
    assert stats(s) == expected(**after)


def test_r7_opponent_loses_only_unspent_points() -> None:
    """arcana R7: 'opponent loses N points' takes from the unspent stock; unlocked chambers and
    HP already taken stay as they are."""
    s = game(ODD)
    s.keys[1] = 6
    s.damage[1] = 4
    play(s, "The Empress", "The Hermit")  # round 1 odd: seat 0 gains 3 keys
    play(s, "The Empress", "The Hermit")  # round 2 even: seat 1's Hermit: 9 keys -> chamber 1
    assert s.chambers == [0, 1] and s.keys == [3, 0] and s.hp == [6, 7]
    play(s, "Justice", "The Empress")  # round 3 odd: the Empress wins for seat 1: +3 keys
    assert s.keys == [3, 3]
    play(s, "Justice", "The Empress")  # round 4 even: Justice wins for seat 0
    s.apply("opponent-loses 3 keys")
    assert s.keys == [3, 0] and s.chambers == [0, 1] and s.hp == [6, 7]


WHEEL_FACES = [
    (1, {"damage": (3, 2), "keys": (0, 5)}),
    (2, {"keys": (3, 5), "damage": (0, 2)}),
    (3, {"clock": (8, 9), "damage": (0, 2), "keys": (0, 5)}),
    (4, {"damage": (0, 0), "keys": (0, 5)}),
    (5, {"damage": (0, 2), "keys": (0, 2)}),
    (6, {"clock": (9, 10), "damage": (0, 2), "keys": (0, 5)}),
]


@pytest.mark.parametrize(("face", "after"), WHEEL_FACES)
def test_r7_wheel_of_fortune_die_faces(face: int, after: dict[str, tuple[int, int]]) -> None:
    """arcana R7: the Wheel rolls a die (a chance decision) and applies the rulebook's face."""
    s = game(ODD)
    s.damage[1] = 2
    s.keys[1] = 5
    play(s, "The Wheel of Fortune", "The Hermit")  # odd round: the Wheel wins
    assert s.to_move == tarotlab.CHANCE
    assert s.legal_actions() == tuple(f"die {n}" for n in range(1, 7))
    s.apply(f"die {face}")
    assert stats(s) == expected(**after)
    assert any(t.startswith(f"the die shows {face}") for t in texts(s))
    assert in_throw_phase(s)


def test_r7_wheel_die_is_seeded_with_auto_chance() -> None:
    """arcana R7: with auto_chance the die is rolled from the seed, recorded, and replays."""
    s = tarotlab.new_game("arcana", seed=11)
    # the Wheel beats the Hermit in an odd round, the Empress (lower, neither) in an even one
    play(s, "The Wheel of Fortune", "The Hermit" if s.round % 2 else "The Empress")
    seat, roll = s.history[-1]
    assert seat == tarotlab.CHANCE and roll.startswith("die ")
    assert any(t.startswith(f"the die shows {roll.arg}") for t in texts(s))
    assert s.to_move == 0
    again = tarotlab.replay(s.record().to_json())
    assert again == s


@pytest.mark.parametrize("card", ["The Tower", "The Fool"])
def test_r7_tower_fool_owner_then_opponent_choose(card: str) -> None:
    """arcana R7: Tower/Fool: the owner gains 1 damage or 1 key, then the opponent chooses."""
    coin = ODD if card == "The Tower" else EVEN  # Tower XVI beats Hermit IX in an odd round;
    s = game(coin)  # the Fool has the advantage over the Empress in an even round
    play(s, "The Hermit" if card == "The Tower" else "The Empress", card)
    assert s.to_move == 1
    assert s.legal_actions() == ("gain 1 damage", "gain 1 key")
    s.apply("gain 1 key")
    assert s.keys == [0, 1]
    assert s.to_move == 0
    assert s.legal_actions() == ("gain 1 damage", "gain 1 key")
    s.apply("gain 1 damage")
    assert stats(s) == expected(keys=(0, 1), damage=(1, 0))
    assert in_throw_phase(s)


def test_r7_tower_opponent_gain_is_spent_by_opponent() -> None:
    """arcana R7 + R10: the opponent's Tower gain is their own and spent at once for them."""
    s = game(ODD)
    s.damage[1] = 4
    play(s, "The Tower", "The Hermit")
    s.apply("gain 1 key")
    s.apply("gain 1 damage")  # seat 1 reaches 5 damage
    assert s.damage == [0, 0]
    assert s.hp == [5, 6]
    assert s.keys == [1, 0]


@pytest.mark.parametrize("magician_seat", [0, 1])
def test_r7_magician_removes_losing_card(magician_seat: int) -> None:
    """arcana R7: a winning Magician removes the losing card from its owner's hand for good."""
    s = game(ODD)
    if magician_seat == 0:
        play(s, "The Magician", "The Hermit")  # odd: only the Magician has the advantage
    else:
        play(s, "The Hermit", "The Magician")
    loser = 1 - magician_seat
    assert s.hands[loser][HERMIT] == 0
    assert s.removed[loser][HERMIT] == 1
    assert sum(s.hands[loser]) == 21
    assert s.hands[magician_seat] == full_hand()
    assert stats(s) == expected()
    assert f"seat {loser}'s The Hermit is removed from play" in texts(s)
    if loser == 0:
        assert "throw Hermit" not in s.legal_actions()
        assert len(s.legal_actions()) == 21


# --------------------------------------------------------------------------- R8
R8_REMOVALS = [
    (EVEN, "The High Priestess"),
    (ODD, "The High Priestess"),
    (EVEN, "Justice"),
    (EVEN, "The Devil"),
    (ODD, "The World"),
]


@pytest.mark.parametrize("magician_seat", [0, 1])
@pytest.mark.parametrize(("coin", "card"), R8_REMOVALS)
@pytest.mark.parametrize("resolution", ["winner", "both"])
def test_r8_magician_removed(coin: int, card: str, magician_seat: int, resolution: str) -> None:
    """arcana R8: these match-ups are won by the Magician's opponent and only remove the Magician
    (in the 'both' variant too)."""
    s = game(coin, resolution=resolution)
    s.damage[1 - magician_seat] = 1
    if magician_seat == 0:
        play(s, "The Magician", card)
    else:
        play(s, card, "The Magician")
    last = s.view(None).last
    assert (last.winner, last.kind, last.rule) == (1 - magician_seat, "magician-removed",
                                                   "arcana R8")
    assert s.hands[magician_seat][MAGICIAN] == 0
    assert s.removed[magician_seat][MAGICIAN] == 1
    assert s.hands[1 - magician_seat] == full_hand()
    dmg = (1, 0) if magician_seat == 1 else (0, 1)
    assert stats(s) == expected(damage=dmg)  # no effect beyond the removal
    assert in_throw_phase(s)  # no choice offered
    assert s.events[-1].rule == "arcana R8"


NON_REMOVALS = [
    # coin, other card, its number, does the Magician win?
    (ODD, "Justice", JUSTICE, True),  # the Magician has the advantage in an odd round
    (ODD, "The Devil", DEVIL, False),  # both odd-favoured: XV beats I
    (EVEN, "The World", WORLD, False),  # the World has the advantage in an even round
    (EVEN, "The Hermit", HERMIT, False),
    (ODD, "Strength", STRENGTH, True),
    (ODD, "The Fool", FOOL, True),
]


@pytest.mark.parametrize(("coin", "card", "number", "magician_wins"), NON_REMOVALS)
def test_r8_other_magician_matchups_use_r5(coin: int, card: str, number: int,
                                           magician_wins: bool) -> None:
    """arcana R8: every other Magician match-up is decided by R5; a winning Magician removes
    the losing card."""
    s = game(coin)
    play(s, card, "The Magician")
    last = s.view(None).last
    assert last.rule == "arcana R5"
    assert s.hands[1][MAGICIAN] == 1
    if magician_wins:
        assert last.winner == 1
        assert s.hands[0][number] == 0 and s.removed[0][number] == 1
        assert in_throw_phase(s)
    else:
        assert last.winner == 0
        assert s.hands[0] == full_hand()
        assert s.removed == [[0] * 22, [0] * 22]


def test_r8_justice_vs_magician_odd_round() -> None:
    """arcana R8: Justice against the Magician in an odd round is not a removal match-up: the
    Magician wins by R5 and Justice is removed; Justice's effect does not resolve."""
    s = game(ODD)
    s.damage[1] = 3
    play(s, "Justice", "The Magician")
    assert s.hands[0][JUSTICE] == 0
    assert s.hands[1][MAGICIAN] == 1
    assert stats(s) == expected(damage=(0, 3))


def test_r8_world_vs_magician_even_round_world_effect() -> None:
    """arcana R8: the World against the Magician in an even round: R5 (World's advantage), the
    World's own effect resolves and the Magician stays."""
    s = game(EVEN)
    play(s, "The Magician", "The World")
    assert s.to_move == 1
    s.apply("gain 1 HP")
    assert stats(s) == expected(hp=(6, 7))
    assert s.hands == [full_hand(), full_hand()]


def test_r8_magician_removal_can_empty_a_hand() -> None:
    """arcana R8 + R11: removing a player's last card (their Magician) loses them the game."""
    s = game(EVEN)
    s.hands[1] = [0] * 22
    s.hands[1][MAGICIAN] = 1
    play(s, "Justice", "The Magician")
    assert s.is_over
    assert s.outcome.winners == (0,)
    assert s.outcome.ending == "cards"


# --------------------------------------------------------------------------- R9
@pytest.mark.parametrize("coin", [0, 1])
@pytest.mark.parametrize(("card", "number"), [("The Tower", TOWER), ("The Fool", FOOL)])
@pytest.mark.parametrize("resolution", ["winner", "both"])
def test_r9_same_special_cards_both_removed(coin: int, card: str, number: int,
                                            resolution: str) -> None:
    """arcana R9: Tower against Tower, or Fool against Fool: both cards are removed from play."""
    s = game(coin, resolution=resolution)
    play(s, card, card)
    last = s.view(None).last
    assert (last.winner, last.kind, last.rule) == (None, "both-removed", "arcana R9")
    for seat in (0, 1):
        assert s.hands[seat][number] == 0
        assert s.removed[seat][number] == 1
        assert sum(s.hands[seat]) == 21
    assert stats(s) == expected()
    assert in_throw_phase(s)
    with pytest.raises(tarotlab.IllegalAction) as err:
        s.apply(f"throw {card}")
    assert err.value.rule == "arcana R9"


@pytest.mark.parametrize("coin", [0, 1])
@pytest.mark.parametrize("resolution", ["winner", "both"])
def test_r9_tower_fool_switch(coin: int, resolution: str) -> None:
    """arcana R9: Tower against Fool: the cards switch owners; nothing else happens."""
    s = game(coin, resolution=resolution)
    play(s, "The Tower", "The Fool")
    last = s.view(None).last
    assert (last.winner, last.kind, last.rule) == (None, "switch", "arcana R9")
    assert (s.hands[0][TOWER], s.hands[0][FOOL]) == (0, 2)
    assert (s.hands[1][TOWER], s.hands[1][FOOL]) == (2, 0)
    assert s.removed == [[0] * 22, [0] * 22]
    assert sum(s.hands[0]) == sum(s.hands[1]) == 22
    assert stats(s) == expected()
    assert in_throw_phase(s)
    assert "The Tower goes to seat 1 and The Fool to seat 0" in texts(s)


def test_r9_two_copies_after_switch() -> None:
    """arcana R9: after a switch a hand holds two copies: a thrown copy returns, a removed copy
    leaves the other one in hand, and the switched-away card cannot be thrown."""
    s = game(ODD)
    play(s, "The Tower", "The Fool")  # round 1
    with pytest.raises(tarotlab.IllegalAction) as err:
        s.apply("throw The Tower")
    assert err.value.rule == "arcana R9"
    play(s, "The Fool", "The Tower")  # round 2: switch back one of each
    assert (s.hands[0][TOWER], s.hands[0][FOOL]) == (1, 1)
    assert (s.hands[1][TOWER], s.hands[1][FOOL]) == (1, 1)
    s2 = game(ODD)
    play(s2, "The Tower", "The Fool")  # round 1: seat 1 now holds two Towers
    play(s2, "The Sun", "The Tower")  # round 2 even: both advantage, XIX beats XVI
    assert s2.hands[1][TOWER] == 2  # the thrown copy came back
    play(s2, "The Magician", "The Tower")  # round 3 odd: the Magician removes one Tower
    assert s2.hands[1][TOWER] == 1
    assert s2.removed[1][TOWER] == 1
    s2.apply("throw The Sun")
    assert s2.to_move == 1
    assert "throw Tower" in s2.legal_actions()  # seat 1's second copy
    assert "throw Fool" not in s2.legal_actions()  # switched to seat 0
