"""Mystick deck construction, ready-made decks and tournament matches (mystick R3,
rulebook "Deck Construction" and "Tournaments"). Every refusal names the broken rule."""

from __future__ import annotations

import pytest

from tarotlab.core.errors import TarotlabError
from tarotlab.mystick.decks import (
    R_ADVANCED,
    R_BASIC,
    R_TOURNAMENT,
    DeckError,
    Match,
    build,
    deck_for,
    ready_made,
    swap,
    validate,
)

BASE = list(build(["Wands", "Cups"], range(11)).cards)


def test_ready_made_decks_cover_every_pair_of_suits() -> None:
    """mystick R3: a ready-made deck for each of the 6 pairs, valid under the basic rules."""
    decks = ready_made()
    pairs = {frozenset(d.suits) for d in decks.values()}
    assert len(decks) == 6 and len(pairs) == 6
    for deck in decks.values():
        assert len(deck.cards) == 39 and len(set(deck.cards)) == 39
    assert set(deck_for(["Pentacles", "Swords"]).suits) == {"Swords", "Pentacles"}


def test_a_valid_basic_deck() -> None:
    assert validate(BASE) == ("Wands", "Cups")


@pytest.mark.parametrize(("change", "message"), [
    (lambda d: d[:-1], "a deck has 39 cards, not 38"),
    (lambda d: [*d, "M11"], "a deck has 39 cards, not 40"),
    (lambda d: [*d[:-1], "4S"], "a deck uses two suits; Cups, Swords, Wands is 3"),
    (lambda d: [*d[1:], "AC"], "a deck has 14 cards of each of its suits, not 13 Wands"),
    (lambda d: [*d[:-1], "4W"], "a deck has 11 Major Arcana, not 10"),
    (lambda d: [*d[:-1], "XX"], "unknown card 'XX'"),
])
def test_bad_basic_decks_are_refused_by_rule(change: object, message: str) -> None:
    """mystick R3: size, two suits, 14 of each, 11 Majors, known cards."""
    with pytest.raises(DeckError) as info:
        validate(change(list(BASE)))  # type: ignore[operator]
    assert info.value.rule == R_BASIC and message in str(info.value)


def test_duplicates_basic_vs_advanced() -> None:
    """mystick R3: basic allows no duplicates; advanced up to 3 copies of a card."""
    three = [*BASE[:1] * 3, *BASE[3:]]  # the Ace of Wands three times, 2W and 3W out
    with pytest.raises(DeckError, match="no duplicates: AW appears 3 times"):
        validate(three)
    assert validate(three, "advanced") == ("Wands", "Cups")
    four = [*BASE[:1] * 4, *BASE[4:]]
    with pytest.raises(DeckError) as info:
        validate(four, "advanced")
    assert info.value.rule == R_ADVANCED and "at most 3 copies of a card: AW appears 4" in \
        str(info.value)


def test_tournament_swap_exactly_three_cards() -> None:
    """Tournaments: the loser removes exactly 3 cards and adds 3 different ones."""
    deck = deck_for(["Wands", "Cups"])
    majors_out = [c for c in deck.cards if c.startswith("M")][:3]
    majors_in = [f"M{n:02d}" for n in range(22) if f"M{n:02d}" not in deck.cards][:3]
    new = swap(deck, majors_out, majors_in)
    assert sorted(set(new.cards) - set(deck.cards)) == sorted(majors_in)
    with pytest.raises(DeckError, match="remove exactly 3 cards and add exactly 3"):
        swap(deck, majors_out[:2], majors_in[:2])
    with pytest.raises(DeckError, match="must differ from those removed"):
        swap(deck, majors_out, [majors_out[0], *majors_in[:2]])
    with pytest.raises(DeckError, match="not in the deck"):
        swap(deck, ["4S", *majors_out[:2]], majors_in)
    with pytest.raises(DeckError) as info:  # a third suit breaks the construction rules
        swap(deck, ["AW", "2W", "3W"], ["AS", "2S", "3S"])
    assert info.value.rule == R_TOURNAMENT and "two suits" in str(info.value)
    dup = swap(deck, ["2W", "3W", majors_out[0]], ["AW", "AW", majors_in[0]])
    assert dup.cards.count("AW") == 3  # up to 3 copies, as in the advanced rules


def test_best_two_of_three_and_only_the_loser_swaps() -> None:
    """Tournaments: best two games out of three; the loser may change 3 cards."""
    decks = {"Ann": deck_for(["Wands", "Cups"]), "Bo": deck_for(["Swords", "Pentacles"])}
    match = Match(("Ann", "Bo"), dict(decks))
    match.record("Ann")
    with pytest.raises(DeckError, match="only the loser"):
        match.swap("Ann", ["AW", "2W", "3W"], ["M02", "M04", "M05"])
    out = [c for c in decks["Bo"].cards if c.startswith("M")][:3]
    new = [f"M{n:02d}" for n in range(22) if f"M{n:02d}" not in decks["Bo"].cards][:3]
    match.swap("Bo", out, new)
    assert match.winner is None
    match.record("Bo")
    match.record("Ann")
    assert match.winner == "Ann"
    with pytest.raises(TarotlabError, match="the match is over"):
        match.record("Bo")
