"""Arcana: one or more tests per ruling (arcana-rulings.md R1-R12) and the rulebook's example.

Every test names the rule it checks. Positions are reached by playing real rounds; where a
position would take many rounds, stats are set directly on a fresh game at the start of a
round (after the coin, before anyone throws) and the game then simply continues.
"""

from __future__ import annotations

from typing import Any

import pytest

import tarotlab
from tarotlab.arcana import catalog
from tarotlab.arcana.rules import HIDDEN
from tarotlab.core.cards import Major

# Arcana numbers (arcana R1), used to index hands / removed counts.
FOOL, MAGICIAN, PRIESTESS, EMPRESS, EMPEROR, HIEROPHANT, LOVERS, CHARIOT = range(8)
JUSTICE, HERMIT, WHEEL, STRENGTH, HANGED, DEATH, TEMPERANCE, DEVIL = range(8, 16)
TOWER, STAR, MOON, SUN, JUDGMENT, WORLD = range(16, 22)

ODD, EVEN = 1, 0  # coin outcomes: the first round's number (arcana R3)


def game(coin: int = ODD, resolution: str = "winner", seed: int = 7) -> Any:
    """A fresh game whose coin was flipped to ``coin``: seat 0 to throw in round ``coin``."""
    s = tarotlab.new_game("arcana", seed=seed, auto_chance=False, resolution=resolution)
    s.apply(f"coin {coin}")
    return s


def play(s: Any, card0: str, card1: str) -> None:
    s.apply(f"throw {card0}")
    s.apply(f"throw {card1}")


def stats(s: Any) -> dict[str, tuple[int, int]]:
    return {
        "hp": tuple(s.hp),
        "damage": tuple(s.damage),
        "keys": tuple(s.keys),
        "clock": tuple(s.clock),
        "chambers": tuple(s.chambers),
    }


def expected(**changes: tuple[int, int]) -> dict[str, tuple[int, int]]:
    base = {"hp": (6, 6), "damage": (0, 0), "keys": (0, 0), "clock": (9, 9), "chambers": (0, 0)}
    base.update(changes)
    return base


def texts(s: Any) -> list[str]:
    return [e.text for e in s.events]


def full_hand() -> list[int]:
    return [1] * 22


def in_throw_phase(s: Any, seat: int = 0) -> bool:
    return s.to_move == seat and all(a.startswith("throw ") for a in s.legal_actions())


# --------------------------------------------------------------------------- R1
def test_r1_numbering_from_data() -> None:
    """arcana R1: cards numbered in rulebook order, I Magician .. XXI World, 0 Fool."""
    order = ["MAGICIAN", "HIGH_PRIESTESS", "EMPRESS", "EMPEROR", "HIEROPHANT", "LOVERS",
             "CHARIOT", "JUSTICE", "HERMIT", "WHEEL_OF_FORTUNE", "STRENGTH", "HANGED_MAN",
             "DEATH", "TEMPERANCE", "DEVIL", "TOWER", "STAR", "MOON", "SUN", "JUDGMENT",
             "WORLD"]
    assert len(catalog.CARDS) == 22
    for number, name in enumerate(order, start=1):
        assert catalog.CARDS[number].number == number
        assert catalog.CARDS[number].major is Major[name]
    assert catalog.CARDS[0].major is Major.FOOL
    # Arcana's numbers, not Rider-Waite's: Justice is VIII, Strength XI.
    assert catalog.CARDS[8].major is Major.JUSTICE and catalog.CARDS[8].numeral == "VIII"
    assert catalog.CARDS[11].major is Major.STRENGTH and catalog.CARDS[11].numeral == "XI"
    assert catalog.CARDS[0].numeral == "0"


def test_r1_odd_favoured_set_from_data() -> None:
    """arcana R1: exactly the ten listed cards favour odd rounds."""
    odd = {c.major for c in catalog.CARDS if c.odd}
    assert odd == {Major.MAGICIAN, Major.HIGH_PRIESTESS, Major.EMPRESS, Major.EMPEROR,
                   Major.LOVERS, Major.CHARIOT, Major.WHEEL_OF_FORTUNE, Major.DEVIL,
                   Major.MOON, Major.JUDGMENT}


def test_r8_r10_r4_tables_from_data() -> None:
    """arcana R8, R10, R4: the data's Magician removals, chamber order and constants."""
    removals = set(catalog.MAGICIAN_REMOVALS)
    assert removals == {(PRIESTESS, "even"), (PRIESTESS, "odd"), (JUSTICE, "even"),
                        (DEVIL, "even"), (WORLD, "odd")}
    assert [c.name for c in catalog.CHAMBERS] == [
        "Life Chamber", "Death Chamber", "Choice Chamber", "Time Chamber", "Life Chamber",
        "Death Chamber", "Time Chamber", "Choice Chamber", "Ascension Chamber"]
    assert catalog.CHAMBERS[8].ascension
    assert (catalog.DAMAGE_PER_HP, catalog.KEYS_PER_CHAMBER) == (5, 9)
    assert (catalog.EARLIEST_HOUR, catalog.MIDNIGHT, catalog.CLOCK_TICK_EVERY) == (1, 24, 12)
    assert catalog.START == {"hp": 6, "clock": 9, "damage": 0, "keys": 0}


def test_r1_engine_uses_arcana_numbers() -> None:
    """arcana R1: hands count cards by Arcana number; 'throw VIII' is Justice, 'throw 0' the
    Fool."""
    s = game(ODD)
    assert s.hands == [full_hand(), full_hand()]
    s.apply("throw VIII")
    assert s.view(0).players[0].thrown == JUSTICE
    s.apply("throw 0")
    assert s.view(tarotlab.ALL).last.cards == (JUSTICE, FOOL)
    assert "round 1: seat 0 reveals Justice, seat 1 reveals The Fool" in texts(s)
    assert s.to_move == 0  # odd round, neither has the advantage: VIII beats 0


# --------------------------------------------------------------------------- R2
def test_r2_seat0_throws_then_seat1_each_round() -> None:
    """arcana R2: the first player chooses, then the second; the round number goes up by one."""
    s = game(ODD)
    for expected_round in (1, 2, 3):
        assert s.round == expected_round
        assert s.to_move == 0
        s.apply("throw Sun")
        assert s.to_move == 1
        assert s.round == expected_round  # not revealed yet
        s.apply("throw Sun")
    assert s.round == 4


def test_r2_second_player_cannot_see_first_choice() -> None:
    """arcana R2: seat 1 chooses without seeing seat 0's card (same options, same view)."""
    a, b = game(ODD), game(ODD)
    a.apply("throw The Magician")
    b.apply("throw The World")
    assert a.legal_actions() == b.legal_actions()
    assert len(a.legal_actions()) == 22
    assert a.view(1) == b.view(1)
    assert a.view(0) != b.view(0)


def test_r2_thrown_cards_return_to_hand() -> None:
    """arcana R2: after a round with no removal both thrown cards are back in hand."""
    s = game(ODD)
    play(s, "The Empress", "The Hermit")
    assert s.hands == [full_hand(), full_hand()]
    assert s.removed == [[0] * 22, [0] * 22]
    assert s.keys == [3, 0]  # round 1 is odd: the Empress has the advantage
    play(s, "The Empress", "The Hermit")  # the same cards can be thrown again
    assert s.keys == [3, 3]  # round 2 is even: the Hermit has the advantage


# --------------------------------------------------------------------------- R3
@pytest.mark.parametrize("coin", [0, 1])
def test_r3_coin_sets_first_round(coin: int) -> None:
    """arcana R3: the coin sets the first round number to 0 or 1, and with it the parity."""
    s = tarotlab.new_game("arcana", seed=3, auto_chance=False)
    assert s.to_move == tarotlab.CHANCE
    assert s.legal_actions() == ("coin 0", "coin 1")
    s.apply(f"coin {coin}")
    assert s.round == coin
    assert s.view(0).parity == ("odd" if coin else "even")
    # Parity decides the match-up: the Empress (odd-favoured) against the Hermit.
    play(s, "The Empress", "The Hermit")
    assert s.keys == ([3, 0] if coin else [0, 3])


def test_r3_coin_is_a_seeded_chance_event() -> None:
    """arcana R3: the coin is a seeded chance decision: reproducible, recorded, both sides occur."""
    firsts = {}
    for seed in range(40):
        s = tarotlab.new_game("arcana", seed=seed)
        assert s.history[0][0] == tarotlab.CHANCE
        assert s.history[0][1] == f"coin {s.round}"
        assert tarotlab.new_game("arcana", seed=seed).round == s.round
        firsts[seed] = s.round
    assert set(firsts.values()) == {0, 1}


# --------------------------------------------------------------------------- R4
def test_r4_clock_starts_at_9am() -> None:
    """arcana R4 / rulebook: each player starts at 9 AM (hour 9)."""
    s = game(EVEN)
    assert s.clock == [9, 9]
    assert s.view(1).players[0].clock_text == "9 AM"


def test_r4_gain_hour_moves_back_never_before_1am() -> None:
    """arcana R4: 'gain 1 hour' moves the clock back one hour, never earlier than 1 AM."""
    s = game(EVEN)
    play(s, "The Sun", "The Empress")  # even round: the Sun has the advantage
    assert s.clock == [8, 9]
    s = game(EVEN)
    s.clock[0] = 1
    play(s, "The Sun", "The Empress")
    assert s.clock == [1, 9]
    assert s.view(0).players[0].clock_text == "1 AM"


def test_r4_no_clock_loss_at_round_0() -> None:
    """arcana R4: round 0 is not a positive multiple of 12: nobody loses an hour."""
    s = game(EVEN)
    assert s.round == 0
    assert s.clock == [9, 9]
    assert not any("both players lose 1 hour" in t for t in texts(s))


@pytest.mark.parametrize("coin", [0, 1])
def test_r4_both_lose_an_hour_at_rounds_12_and_24(coin: int) -> None:
    """arcana R4: at the start of rounds 12 and 24 both players lose 1 hour (and not before)."""
    s = game(coin)
    while s.round < 11:
        play(s, "The Sun", "The Sun")  # identical cards: nothing happens (R5)
    assert s.clock == [9, 9]
    play(s, "The Sun", "The Sun")
    assert s.round == 12
    assert s.clock == [10, 10]
    tick = [e for e in s.events if "round 12 is a multiple of 12" in e.text]
    assert len(tick) == 1 and tick[0].rule == "arcana R4"
    while s.round < 23:
        play(s, "The Sun", "The Sun")
    assert s.clock == [10, 10]
    play(s, "The Sun", "The Sun")
    assert s.round == 24
    assert s.clock == [11, 11]


def test_r4_reaching_midnight_by_an_effect_loses() -> None:
    """arcana R4: a player whose clock reaches midnight (24) loses (the ending cites R11,
    which lists every ending)."""
    s = game(ODD)
    s.clock[1] = 23
    play(s, "The Moon", "The Hermit")  # odd round: the Moon wins, seat 1 loses 1 hour
    assert s.clock[1] == 24
    assert s.is_over
    assert s.outcome.winners == (0,)
    assert s.outcome.ending == "midnight"
    assert s.outcome.rule == "arcana R11"
    assert s.to_move is None and s.legal_actions() == ()


def test_r4_reaching_midnight_at_round_12_loses() -> None:
    """arcana R4: the round-12 hour loss can take one player to midnight: that player loses."""
    s = game(ODD)
    s.clock[0] = 23
    while not s.is_over:
        play(s, "The Sun", "The Sun")
    assert s.round == 12
    assert s.clock == [24, 10]
    assert s.outcome.winners == (1,)
    assert s.outcome.ending == "midnight"


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


# --------------------------------------------------------------------------- R12
def test_r12_thrown_card_hidden_from_other_seat() -> None:
    """arcana R12: the card chosen this round is secret until both have chosen."""
    s = game(ODD)
    s.apply("throw The Magician")
    assert s.view(1).players[0].thrown == HIDDEN
    assert s.view(None).players[0].thrown == HIDDEN
    assert s.view(0).players[0].thrown == MAGICIAN
    assert s.view(tarotlab.ALL).players[0].thrown == MAGICIAN
    s.apply("throw The Hermit")  # revealed: now everyone sees both cards of the round
    assert s.view(1).last.cards == (MAGICIAN, HERMIT)
    assert s.view(None).last.cards == (MAGICIAN, HERMIT)


def test_r12_hands_are_public() -> None:
    """arcana R12: both hands (and removed cards) are open information in every view."""
    s = game(ODD)
    play(s, "The Magician", "The Hermit")  # seat 1's Hermit removed
    s.apply("throw The Sun")
    for viewer in (0, 1, None):
        v = s.view(viewer)
        for seat in (0, 1):
            assert v.players[seat].hand == tuple(s.hands[seat])
            assert v.players[seat].removed == tuple(s.removed[seat])
        assert v.players[1].hand[HERMIT] == 0
        # the hand still counts the thrown card, so it gives the secret away to no one
        assert v.players[0].hand[SUN] == 1


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
