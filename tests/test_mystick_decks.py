"""Mystick deck construction, ready-made decks and tournament matches (mystick R3,
rulebook "Deck Construction" and "Tournaments"). Every refusal names the broken rule."""

from __future__ import annotations

import json

import pytest

import tarotlab
from tarotlab.bots import make_bot, play
from tarotlab.core.errors import OptionError, TarotlabError
from tarotlab.mystick.decks import (
    R_ADVANCED,
    R_BASIC,
    R_TOURNAMENT,
    Deck,
    DeckError,
    build,
    deck_for,
    ready_made,
    swap,
    validate,
)
from tarotlab.mystick.rules import MystickState
from tarotlab.mystick.tournament import Match

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


# --------------------------------------------------------------------------- custom decks in a game
def _triples() -> Deck:
    """An advanced Wands and Swords deck: three Quickening Gales for the 2 and 3 of Swords."""
    cards = [c for c in build(["Wands", "Swords"], range(11)).cards
             if c not in ("2S", "3S")] + ["AS", "AS"]
    return Deck("Gale Force", tuple(cards), "advanced")


def test_r3_decks_per_seat_by_name_deck_or_card_list() -> None:
    """mystick R3: each seat's deck is a ready-made deck's name, a Deck (here advanced, with
    three copies of a card) or a list of card codes; the game deals from exactly those."""
    listed = list(build(["Cups", "Pentacles"], range(11, 22)).cards)
    s = tarotlab.new_game("mystick", players=3, seed=4, decks=["Storm Front", _triples(), listed])
    assert isinstance(s, MystickState)
    for seat, cards in enumerate([ready_made()["Storm Front"].cards, _triples().cards, listed]):
        assert sorted(s.deck_lists[seat]) == sorted(cards)
    assert s.deck_lists[1].count("AS") == 3
    assert s.deck_names == ["Storm Front", "a custom Wands and Swords deck",
                            "a custom Cups and Pentacles deck"]
    s.check_invariants()


def test_r3_the_record_stores_the_card_lists_and_replays_exactly() -> None:
    """mystick R3: a game with custom decks replays exactly from its record (JSON holds every
    seat's card list)."""
    s = tarotlab.new_game("mystick", seed=9, decks=[_triples(), "Deep Wells"])
    play(s, [make_bot("greedy", "mystick"), make_bot("greedy", "mystick")], seed=9)
    data = json.loads(s.record().to_json())
    assert data["options"]["decks"][0] == sorted(_triples().cards)
    assert data["options"]["decks"][1] == sorted(ready_made()["Deep Wells"].cards)
    again = tarotlab.replay(s.record().to_json())
    assert again == s and again.outcome == s.outcome


def test_r3_the_comma_separated_names_still_work() -> None:
    """mystick R3: 'Wildfire,Tidewatch' names one ready-made deck per seat, as before."""
    s = tarotlab.new_game("mystick", seed=2, decks="Wildfire, Tidewatch")
    assert isinstance(s, MystickState)
    assert s.deck_names == ["Wildfire", "Tidewatch"]


@pytest.mark.parametrize(("seat_deck", "message"), [
    (BASE[:-1], "seat 1: [mystick R3 (Basic Deck Construction Rules)] a deck has 39 cards, "
                "not 38"),
    ([*BASE[:1] * 4, *BASE[4:]], "seat 1: [mystick R3 (Advanced Deck Construction Rules)] at "
                                 "most 3 copies of a card: AW appears 4 times"),
    ([*BASE[:-1], "4S"], "seat 1: [mystick R3 (Basic Deck Construction Rules)] a deck uses two "
                         "suits"),
    ("Bananas", "seat 1: unknown deck 'Bananas'"),
    (7, "seat 1: a deck is a ready-made deck's name, a Deck or a list of card codes"),
])
def test_r3_a_broken_deck_is_refused_naming_the_seat_and_the_rule(seat_deck: object,
                                                                    message: str) -> None:
    """mystick R3: a deck that breaks its format is refused with the broken rule (an
    OptionError naming the option and the seat)."""
    with pytest.raises(OptionError) as info:
        tarotlab.new_game("mystick", decks=["Wildfire", seat_deck])
    assert "option 'decks'" in str(info.value) and message in str(info.value)


def test_tournament_match_starts_games_with_the_current_decks() -> None:
    """Tournaments: each game of a match starts with the decks as they are now, after the
    loser's 3-card swap; a drawn game has no loser, so nobody swaps after it (tarotlab D2)."""
    decks = {"Ann": deck_for(["Wands", "Cups"]), "Bo": deck_for(["Swords", "Pentacles"])}
    match = Match(("Ann", "Bo"), dict(decks))
    first = match.start(seed=3)
    assert sorted(first.deck_lists[1]) == sorted(decks["Bo"].cards)
    match.record("Ann")
    out = [c for c in decks["Bo"].cards if c.startswith("M")][:3]
    new = [f"M{n:02d}" for n in range(22) if f"M{n:02d}" not in decks["Bo"].cards][:3]
    match.swap("Bo", out, new)
    second = match.start(seed=4)
    assert sorted(second.deck_lists[1]) == sorted(match.decks["Bo"].cards)
    assert set(new) <= set(second.deck_lists[1]) and not set(out) & set(second.deck_lists[1])
    match.record(None)  # a drawn game
    assert match.results == ["Ann", None] and match.winner is None
    with pytest.raises(DeckError, match="only the loser"):
        match.swap("Ann", ["AW", "2W", "3W"], ["M02", "M04", "M05"])


def test_tournament_match_records_a_finished_game() -> None:
    """Tournaments: ``record_game`` reads the winner of a finished game (seat 0 is the match's
    first player, seat 1 its second), or a draw."""
    match = Match(("Ann", "Bo"), {"Ann": deck_for(["Wands", "Cups"]),
                                  "Bo": deck_for(["Swords", "Pentacles"])})
    game = match.start(seed=5)
    play(game, [make_bot("greedy", "mystick"), make_bot("greedy", "mystick")], seed=5)
    assert game.outcome is not None
    match.record_game(game)
    expected = None if game.outcome.draw else match.players[game.outcome.winners[0]]
    assert match.results == [expected]
    with pytest.raises(TarotlabError, match="not finished"):
        match.record_game(match.start(seed=6))


def _deck_with_copies() -> list[str]:
    """An advanced deck (mystick: Advanced Deck Construction Rules, up to three copies): the
    basic Swords and Pentacles deck with the 3S and the 2P changed for a second NS and QP."""
    cards = list(build(("Swords", "Pentacles"), range(11)).cards)
    cards[cards.index("3S")], cards[cards.index("2P")] = "NS", "QP"
    return cards


@pytest.mark.parametrize("decks", [None, [_deck_with_copies(), "Wildfire"]],
                         ids=["basic decks", "a deck with copies"])
def test_a_card_drawn_directly_is_the_one_chosen_from_the_list(decks: list[str] | None) -> None:
    """mystick: Draw: the card drawn is any card of the unordered deck. A draw is sampled
    without listing the deck where no card is there twice; the deep conformance step checks
    at every chance step that it equals ``rng.choice`` of the listed (distinct) cards, and a
    deck holding copies falls back to the list (two copies of NS are one outcome, R3)."""
    from tarotlab.testing.conformance import check_game

    options = {"decks": decks} if decks else {}
    report = check_game("mystick", games=2, seed=31, deep_every=1, players=2, **options)
    assert report.deep_steps > 100
