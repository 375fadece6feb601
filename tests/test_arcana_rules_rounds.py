"""Arcana rules, the cards and a round: one or more tests per ruling (arcana-rulings.md R1 the cards
and their numbers, with the data's tables for R4, R8 and R10; R2 a round; R3 the coin flip; R4 the
clock; R12 information).

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
    PRIESTESS,
    SUN,
    WORLD,
    full_hand,
    game,
    play,
    texts,
)

import tarotlab
from tarotlab.arcana import catalog
from tarotlab.arcana.rules import HIDDEN
from tarotlab.core.cards import Major


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
