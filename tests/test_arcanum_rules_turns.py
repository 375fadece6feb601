"""Arcanum rules, a turn's draws and plays: one or more tests per ruling (arcanum-rulings.md
R11, R12, R22) and of the rulebook's (arcanum.txt) A. Draw and hide (with its turn 1 exception
and "If this is your first time playing"), the hand limit and its worked example, B. Playing
cards phase (the mandatory Minor, one Minor and one Major per turn) and the Additional Notes on
empty decks.

Every test names the rule it checks. Positions are reached by real play on a game created
with ``auto_chance=False`` (``Rig`` chooses the chance outcomes) or, where that would take many
turns, set directly at a seat's decision: tests/arcanum_rules_helpers.py says how. The other
parts of the rulebook are tested in the other tests/test_arcanum_rules_*.py files.
"""

from __future__ import annotations

import pytest
from arcanum_rules_helpers import (
    R_PHASE,
    SWORDS,
    _minors,
    at_main,
    drive,
    hand,
    hidden,
    names,
    put,
    set_hand,
    set_hidden,
    start,
    texts,
    wish,
)

import tarotlab
from tarotlab.arcanum.base import DiscardCards
from tarotlab.arcanum.catalog import MAJOR_BASE, code, parse_card
from tarotlab.arcanum.rules import ArcanumState
from tarotlab.testing import assert_refused as refused


# --------------------------------------------------------------------------- helpers
def hand_order(s: ArcanumState, seat: int) -> list[str]:
    return names(sorted(set(s.hands[seat])))


# --------------------------------------------------------------------------- R11, R12
@pytest.mark.parametrize("seed", range(5))
def test_r11_turn_1_deals_4_minors_and_1_major_then_each_hides(seed: int) -> None:
    """arcanum R11 and A. Draw and hide, turn 1 exception: everyone is dealt 4 Minors and 1
    Major (no choice), then each player in turn order must hide one Minor."""
    s = tarotlab.new_game("arcanum", players=4, seed=seed)
    assert isinstance(s, ArcanumState)
    assert s.pending == ("hide", s.first)
    for seat in range(4):
        assert len(s.hands[seat]) == 5 and _minors(s.hands[seat]) == 4
    assert len(s.minor_deck) == 56 - 16 and len(s.major_deck) == 22 - 4
    for k in range(4):
        seat = (s.first + k) % 4
        assert s.pending == ("hide", seat)
        legal = s.legal_actions()
        assert all(a.startswith("hide ") for a in legal) and "hide none" not in legal
        assert len(legal) == len(set(c for c in s.hands[seat] if c < MAJOR_BASE))
        s.apply(legal[-1])
        assert len(s.hidden[seat]) == 1 and len(s.hands[seat]) == 4
    assert s.pending == ("main", s.first)


def test_r11_later_turns_draw_3_minors_or_1_major() -> None:
    """arcanum R11: from turn 2, each player in turn order chooses 3 Minors or 1 Major, then
    hides 1 Minor."""
    rig, s = start(first=0)
    drive(rig, s, lambda s: s.pending[0] == "dh")
    assert (s.turn, s.pending) == (2, ("dh", 1))
    assert s.legal_actions() == ("draw 3 minors", "draw 1 major")
    before = list(s.hands[1])
    rig.apply(s, "draw 1 major")
    assert len(s.hands[1]) == len(before) + 1
    assert _minors(s.hands[1]) == _minors(before)
    assert s.pending == ("hide", 1)
    rig.apply(s, s.legal_actions()[0])
    assert s.pending == ("dh", 2)
    rig.apply(s, "draw 3 minors")
    assert s.pending == ("hide", 2)


def test_r11_hide_is_mandatory_only_when_holding_a_minor() -> None:
    """arcanum R11: a player with no Minor in hand hides nothing."""
    rig, s = start(first=0)
    drive(rig, s, lambda s: s.pending[0] == "dh")
    set_hand(s, 1, "Stars", "Moon")
    rig.apply(s, "draw 1 major")
    assert s.pending == ("dh", 2)
    assert "seat 1 has no Minor Arcana to hide" in texts(s)
    assert len(s.hands[1]) == 3


def test_r11_first_game_majors_from_turn_3() -> None:
    """arcanum R11 and "If this is your first time playing": option first_game deals no Major
    in turn 1 (nor offers one in turns 1-2); each player is dealt one at the start of turn 3."""
    rig, s = start(first=0, first_game=True)
    assert all(len(h) == 4 and _minors(h) == 4 for h in s.hands)
    assert len(s.major_deck) == 22
    drive(rig, s, lambda s: s.turn == 2 and s.pending[0] == "main")
    assert all(_minors(h) == len(h) for h in s.hands)  # turn 2 drew 3 Minors, no choice
    assert not any(e.text.endswith("chooses to draw 3 minors") for e in s.events)
    drive(rig, s, lambda s: s.turn == 3 and s.pending[0] == "dh")
    seat = s.pending[1]
    assert seat == 2 and len(s.major_deck) == 21
    assert sum(c >= MAJOR_BASE for c in s.hands[seat]) == 1
    assert s.legal_actions() == ("draw 3 minors", "draw 1 major")
    drive(rig, s, lambda s: s.pending[0] == "main")
    assert len(s.major_deck) == 18  # everyone got exactly one Major
    assert all(sum(c >= MAJOR_BASE for c in h) == 1 for h in s.hands)


def test_r11_majors_false_leaves_the_majors_out() -> None:
    """arcanum R11: option majors=False plays with the 56 Minors only: none dealt, no choice
    to draw one, the Mage Tower draws none, the Market trades Minors only."""
    rig, s = start(first=0, majors=False)
    assert s.major_deck == [] and all(len(h) == 4 for h in s.hands)
    s.check_invariants()
    drive(rig, s, lambda s: s.pending[0] == "main")
    set_hand(s, 0, "1S", "5P", "9C")
    put(s, "NS", 3)
    rig.apply(s, "play 1S: NS -> 1")
    assert s.vp[0] == 1 and hand(s, 0) == ["5P", "9C"]
    drive(rig, s, lambda s: s.turn == 2 and s.pending[0] == "main")
    assert not any("chooses to draw" in t for t in texts(s))  # no choice was offered
    assert all(c < MAJOR_BASE for h in s.hands for c in h) and s.major_discard == []
    s.check_invariants()


def test_rulebook_hand_limit_example() -> None:
    """arcanum R12, R11 and the rulebook's hand-limit example: at the start of turn 3 a player
    with 5 cards draws 3 Minors (8), discards 1 of their choice, then hides 1: 6 cards."""
    rig, s = start(first=0)
    drive(rig, s, lambda s: s.turn == 3 and s.pending[0] == "dh")
    seat = s.pending[1]
    set_hand(s, seat, "1S", "2S", "3W", "4P", "Stars")
    wish(rig, s, seat, "5C", "6C", "7C")
    rig.apply(s, "draw 3 minors")
    assert len(s.hands[seat]) == 8
    assert s.pending == DiscardCards("discard", seat, "limit")
    assert s.legal_actions() == tuple(f"discard {c}" for c in hand_order(s, seat))
    refused(s, "hide 1S", "arcanum R12")
    rig.apply(s, "discard Stars")
    assert s.pending == ("hide", seat) and len(s.hands[seat]) == 7
    hidden_before = len(s.hidden[seat])
    rig.apply(s, "hide 6C")
    assert len(s.hands[seat]) == 6 and hand(s, seat) == ["1S", "2S", "3W", "4P", "5C", "7C"]
    assert "6C" in hidden(s, seat) and len(s.hidden[seat]) == hidden_before + 1
    assert parse_card("Stars") in s.major_discard


def test_r12_hand_limit_applies_whenever_a_player_draws() -> None:
    """arcanum R12 and 3. Harbour: a non-active player holding 7 who draws at the Harbour
    discards down to 7 at once, choosing which."""
    rig, s = at_main(hands={0: ["3C", "5S"], 1: ["1S", "2S", "3S", "4S", "5W", "6W", "7W"]})
    wish(rig, s, 1, "9P")
    rig.apply(s, "play 3C: KC -> 3")
    assert s.pending == ("harbour", 1)
    rig.apply(s, "harbour draw")
    assert s.pending == DiscardCards("discard", 1, "limit") and len(s.hands[1]) == 8
    rig.apply(s, "discard 9P")
    assert len(s.hands[1]) == 7 and s.pending == ("harbour", 2)


# --------------------------------------------------------------------------- B. Playing cards
def test_mandatory_minor_cannot_end_turn_holding_one() -> None:
    """arcanum: B. Playing cards phase: a player holding a Minor must play one before ending
    the turn; after it, ending is allowed."""
    rig, s = at_main(hands={0: ["10S", "5C"]})
    refused(s, "end turn", R_PHASE, "must play one")
    rig.apply(s, "play 10S: NS -> 10")
    assert s.legal_actions() == ("end turn",)
    rig.apply(s, "end turn")
    assert s.pending == ("main", 1) and hand(s, 0) == ["5C"]


def test_player_without_a_minor_draws_one_at_turn_start_and_must_play_it() -> None:
    """arcanum: B. Playing cards phase, note: a player who starts the phase with no Minor in
    hand draws one at once, and is still compelled to play a Minor."""
    rig, s = at_main(hands={0: ["10S"], 1: ["Stars", "Moon"]})
    wish(rig, s, 1, "9C")
    rig.apply(s, "play 10S: NS -> 10")
    rig.apply(s, "end turn")
    assert s.pending == ("main", 1)
    assert hand(s, 1) == ["9C", "Moon", "Stars"]
    assert "seat 1 has no Minor Arcana and draws one" in texts(s)
    refused(s, "end turn", R_PHASE, "must play one")


def test_no_minor_and_no_card_to_draw_ends_the_turn_freely() -> None:
    """arcanum: B. (the Minor is mandatory only when held) and Additional Notes (draw what
    there is): with no Minor in hand and none to draw, the player may simply end the turn."""
    rig, s = at_main(hands={0: ["10S"], 1: ["Stars"]})
    # every other Minor goes under seat 3's board: the deck and discard pile are empty
    set_hidden(s, 3, *names(s.minor_deck + s.minor_discard))
    rig.apply(s, "play 10S: NS -> 10")
    set_hidden(s, 3, *hidden(s, 3), "10S")  # the played 10S too
    assert s.minor_deck == [] and s.minor_discard == []
    rig.apply(s, "end turn")
    assert s.pending == ("main", 1)
    assert "seat 1 cannot draw: no Minor Arcana is left, even after rebuilding the deck" \
        in texts(s)
    assert "end turn" in s.legal_actions()


@pytest.mark.parametrize("order", ["major first", "minor first"])
def test_major_before_or_after_the_minor_never_two_of_either(order: str) -> None:
    """arcanum: B. Playing cards phase: the Major may come before or after the mandatory
    Minor; never 2 Minors nor 2 Majors in one turn."""
    _, s = at_main(hands={0: ["10S", "10W", "HighPriestess", "Strength"]})
    if order == "major first":
        s.apply("play HighPriestess")
        refused(s, "play Strength", R_PHASE, "never play 2 Major")
        s.apply("play 10S: NS -> 10")
    else:
        s.apply("play 10S: NS -> 10")
        refused(s, "play 10W: NW -> 10", R_PHASE, "never play 2 Minor")
        s.apply("play HighPriestess")
    assert s.vp[0] == 3 and s.prestige[SWORDS] == 5
    refused(s, "play Strength", R_PHASE, "never play 2 Major")
    refused(s, "play 10W: NW -> 10", R_PHASE, "never play 2 Minor")
    assert s.legal_actions() == ("end turn",)
    assert hand(s, 0) == ["10W", "Strength"]


# --------------------------------------------------------------------------- R22
R_MANDATORY = "arcanum R22, arcanum: B. Playing cards phase"


def test_r22_death_is_refused_when_it_must_discard_the_last_minor() -> None:
    """arcanum R22 (and B. Playing cards phase, "at any time during his turn"): with
    ``NS Fool Death`` in hand and the Minor not yet played, Death would have to discard NS,
    the only Minor, so Death is refused up front; after NS is played, Death is allowed."""
    rig, s = at_main(hands={0: ["NS", "Fool", "Death"]})
    refused(s, "play Death", R_MANDATORY, "last Minor Arcana")
    assert "play Death" not in s.legal_actions()
    assert ("play Death", s.check("play Death")) in s.candidates()
    rig.apply(s, "play NS: NS -> 10")
    assert "play Death" in s.legal_actions()
    rig.apply(s, "play Death")  # no Minor left to discard: Death does nothing
    assert s.pending == ("main", 0) and hand(s, 0) == ["Fool"]
    assert s.legal_actions() == ("end turn",)


def test_r22_death_keeps_the_last_minor_for_the_mandatory_play() -> None:
    """arcanum R22 and XIII Death: with two Minors and none played, Death may discard one;
    discarding the second (the last Minor) is refused, "discard none" draws 1 Major."""
    rig, s = at_main(hands={0: ["10S", "5C", "Death"]})
    wish(rig, s, 0, "Sun")
    rig.apply(s, "play Death")
    rig.apply(s, "discard 5C")
    assert s.legal_actions() == ("discard none",)
    refused(s, "discard 10S", R_MANDATORY, "last Minor Arcana")
    rig.apply(s, "discard none")
    assert hand(s, 0) == ["10S", "Sun"]
    rig.apply(s, "play 10S: NS -> 10")
    assert s.legal_actions() == ("end turn",)


@pytest.mark.parametrize("minors", [["5C"], ["5C", "6C"]])
def test_r22_hermit_cannot_hide_the_last_minor_before_it_is_played(minors: list[str]) -> None:
    """arcanum R22 and IX Hermit: the Hermit's hides may not take the last Minor out of the
    hand before the mandatory Minor is played ("hide none" stays possible)."""
    rig, s = at_main(hands={0: [*minors, "Hermit"]})
    rig.apply(s, "play Hermit")
    if len(minors) == 2:
        rig.apply(s, "hide 5C")
    assert s.pending[:2] == ("hide_opt", 0)
    assert s.legal_actions() == ("hide none",)
    refused(s, f"hide {minors[-1]}", R_MANDATORY, "last Minor Arcana")


def test_r22_after_the_minor_the_hermit_may_hide_every_minor() -> None:
    """arcanum R22: once the Minor is played, nothing is left to protect."""
    rig, s = at_main(hands={0: ["10S", "5C", "6C", "Hermit"]})
    rig.apply(s, "play 10S: NS -> 10")
    rig.apply(s, "play Hermit")
    rig.apply(s, "hide 5C")
    rig.apply(s, "hide 6C")
    assert hidden(s, 0) == ["5C", "6C"]


@pytest.mark.parametrize("others", [[], ["6C"]])
def test_r22_the_wheel_is_refused_when_it_must_give_away_the_last_minors(
        others: list[str]) -> None:
    """arcanum R22, X Wheel and tarotlab A14: with only Minors left after the Wheel (one or
    two), both gifts would take the last Minor away before it is played: refused."""
    _, s = at_main(hands={0: ["5C", *others, "Wheel"]})
    refused(s, "play Wheel", R_MANDATORY, "last Minor Arcana")


def test_r22_the_wheel_gifts_keep_one_minor() -> None:
    """arcanum R22, X Wheel and tarotlab A14: with ``5C 6C Stars`` after the Wheel, the
    active player gives one Minor and the Stars; giving the second Minor is refused."""
    rig, s = at_main(hands={0: ["5C", "6C", "Stars", "Wheel"], 1: ["1S"], 2: ["2S"],
                            3: ["3S"]})
    rig.apply(s, "play Wheel")
    for seat in (1, 2, 3):
        assert s.pending[:2] == ("give", seat)
        rig.apply(s, s.legal_actions()[0])
    assert s.pending[:2] == ("give", 0)
    rig.apply(s, "give 5C")
    assert s.legal_actions() == ("give Stars",)
    refused(s, "give 6C", R_MANDATORY, "last Minor Arcana")


def test_r22_cathedral_by_the_fool_cannot_hide_the_last_minor() -> None:
    """arcanum R22, 0 Fool and 8. Cathedral: the Fool's move (before the Minor) into the
    Cathedral may draw 2 Minors but not hide the last Minor."""
    rig, s = at_main(hands={0: ["5C", "Fool"]})
    rig.apply(s, "play Fool")
    rig.apply(s, "move JC -> 8")
    assert s.pending[:2] == ("cathedral", 0)
    assert s.legal_actions() == ("draw 2 minors",)
    refused(s, "hide 5C", R_MANDATORY, "last Minor Arcana")


def test_r22_hand_limit_after_a_major_keeps_the_last_minor() -> None:
    """arcanum R22, R12 and XII Hanged Man: the Hanged Man's 2 Majors bring the hand to 8; the
    discard may not be the last Minor."""
    rig, s = at_main(hands={0: ["5C", "HangedMan", "Sun", "Moon", "Stars", "Tower", "Devil"]})
    wish(rig, s, 0, "World", "Empress")
    rig.apply(s, "play HangedMan")
    assert s.pending[:3] == ("discard", 0, "limit")
    assert "discard 5C" not in s.legal_actions() and "discard Sun" in s.legal_actions()
    refused(s, "discard 5C", R_MANDATORY, "last Minor Arcana")


@pytest.mark.parametrize("card", ["Hermit", "Moon"])
def test_hide_none_ends_the_active_players_hides(card: str) -> None:
    """arcanum: IX Hermit / XVIII Moon ("up to 2"): "hide none" ends the active player's
    hides, as "swap none" ends Temperance's; the other players are asked next."""
    rig, s = at_main(hands={0: ["10S", "5C", "6C", card], 1: ["1S"], 2: ["2S"], 3: ["3S"]})
    rig.apply(s, "play 10S: NS -> 10")
    rig.apply(s, f"play {card}")
    assert s.pending[:2] == ("hide_opt", 0)
    rig.apply(s, "hide none")
    assert s.pending[:2] == ("hide_opt", 1)
    assert hidden(s, 0) == []


def test_hermit_second_hide_is_asked_as_the_second() -> None:
    """arcanum: IX Hermit: after one hide the active player is asked for a second one."""
    rig, s = at_main(hands={0: ["10S", "5C", "6C", "Hermit"], 1: ["1S"]})
    rig.apply(s, "play 10S: NS -> 10")
    rig.apply(s, "play Hermit")
    rig.apply(s, "hide 5C")
    assert s.pending[:2] == ("hide_opt", 0)
    assert "second" in s.view(1).prompt


# --------------------------------------------------------------------------- decks
def test_additional_notes_minor_deck_rebuilt_from_discards() -> None:
    """arcanum: Additional Notes: an empty deck is rebuilt by shuffling its discard pile."""
    rig, s = at_main(hands={0: ["4S", "5C"]})
    s.minor_discard.extend(s.minor_deck)
    s.minor_deck.clear()
    old_discards = set(s.minor_discard)
    rig.apply(s, "play 4S: KS -> 4")  # the Throne Room: draw 2
    assert "the Minor Arcana deck is rebuilt by shuffling its discard pile" in texts(s)
    drawn = [c for c in s.hands[0] if c != parse_card("5C")]
    assert len(drawn) == 2 and set(drawn) <= old_discards
    assert s.minor_discard == [parse_card("4S")]  # the played card, discarded after its effect
    assert len(s.minor_deck) == len(old_discards) - 2
    s.check_invariants()


def test_additional_notes_major_deck_rebuilt_from_discards() -> None:
    """arcanum: Additional Notes: the Major deck too (the Mage Tower draws from the rebuilt
    deck)."""
    rig, s = at_main(hands={0: ["1S", "5C"]})
    s.major_discard.extend(s.major_deck)
    s.major_deck.clear()
    rig.apply(s, "play 1S: NS -> 1")
    assert "the Major Arcana deck is rebuilt by shuffling its discard pile" in texts(s)
    assert sum(c >= MAJOR_BASE for c in s.hands[0]) == 1 and s.major_discard == []


def test_additional_notes_draw_what_there_is() -> None:
    """arcanum: Additional Notes: with no card left even after rebuilding, a player draws as
    many as possible."""
    rig, s = at_main(hands={0: ["4S", "5C"]})
    keep = s.minor_deck[0]
    set_hidden(s, 3, *names([c for c in s.minor_deck + s.minor_discard if c != keep]))
    assert s.minor_deck == [keep] and s.minor_discard == []
    rig.apply(s, "play 4S: KS -> 4")
    assert hand(s, 0) == sorted(["5C", code(keep)])
    assert "seat 0 cannot draw: no Minor Arcana is left, even after rebuilding the deck" \
        in texts(s)
    assert s.pending == ("main", 0)
