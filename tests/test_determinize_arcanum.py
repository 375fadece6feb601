"""Arcanum's determinizer (``tarotlab/arcanum/determinize.py``), checked against positions
reached by play with the rig, where what a seat knows is worked out from the rulebook.

From the rules: turn 1 deals each player 4 Minor and 1 Major Arcana, and each hides one Minor
(arcanum: A, "Very important exception"; R11); hands and hidden cards are seen only by their
owner, a card played or discarded goes face up (arcanum: Playing a Minor Arcana, e), the
Wheel's gifts are seen by giver and receiver (R17), the Sun's reveals stay face up (R19), the
World shows every hidden card and puts them back (R20), a House scoring shows every hidden
card of a House at once (R21), hiding the Fool is playing it (arcanum: 0 - Fool), Temperance
replaces hidden Minors with Minors from hand, and an empty deck is rebuilt from its discard
pile (arcanum: Additional Notes).

χ² bounds are 0.999 quantiles (scipy.stats.chi2.ppf(0.999, df)); the seeds are fixed, so a
run is repeatable. The slow tests compare a position with the rules-only reference sampler
(``tarotlab.testing.reference``) and run the whole contract at every step of whole games.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

import pytest

import tarotlab
from tarotlab.arcanum.catalog import FOOL, MAJOR_BASE, code, parse_card, suit_of
from tarotlab.arcanum.rules import ArcanumState
from tarotlab.arcanum.scenario import Rig
from tarotlab.bots import bot_decision, make_bot
from tarotlab.core.engine import CHANCE, State
from tarotlab.core.errors import TarotlabError
from tarotlab.core.rng import Rng
from tarotlab.testing.conformance import check_game
from tarotlab.testing.determinizing import (
    check_honest,
    check_indistinguishable,
    check_possible,
    has_determinizer,
)

CHI2_999 = {1: 10.83, 2: 13.82, 20: 45.31, 51: 87.97}


def ids(*codes: str) -> list[int]:
    return [parse_card(c) for c in codes]


def opening(draws: dict[int, list[str]] | None = None, players: int = 4,
            seed: int = 3) -> tuple[Rig, ArcanumState]:
    """Turn 1, seat 0 first: the deal (these cards wished), every seat hides the first Minor
    it may (R11); seat 0 to play."""
    rig = Rig(first=0, draws=draws)
    state = rig.start(players=players, seed=seed)
    while state.pending.kind == "hide":
        rig.apply(state, state.legal_actions()[0])
    return rig, state


def simple(state: ArcanumState) -> str:
    legal = state.legal_actions()
    return "end turn" if "end turn" in legal else str(legal[0])


def until(rig: Rig, state: ArcanumState, pending: tuple[str, int]) -> None:
    """Play plainly (end the turn when allowed, else the first legal action) up to a
    decision of this kind and seat."""
    while state.pending[:2] != pending:
        rig.apply(state, simple(state))


def twins(state: ArcanumState, seat: int, count: int, stream: int = 0
          ) -> Iterator[ArcanumState]:
    for k in range(count):
        twin = check_indistinguishable(state, seat, Rng(k, stream))
        assert isinstance(twin, ArcanumState)
        yield twin


# ------------------------------------------------------------------ the turn-1 deal
def test_own_cards_are_kept_and_others_keep_their_sizes_and_kinds() -> None:
    """Turn 1: each rival holds 3 Minors and 1 Major and hides 1 Minor (arcanum: A, R11), in
    100% of samples; seat 0's own hand and hidden card are never elsewhere."""
    _, state = opening()
    mine = set(state.hands[0] + state.hidden[0])
    for k, twin in enumerate(twins(state, 0, 30)):
        assert (twin.hands[0], twin.hidden[0]) == (state.hands[0], state.hidden[0])
        for o in (1, 2, 3):
            assert len(twin.hands[o]) == 4 and len(twin.hidden[o]) == 1
            assert sum(c >= MAJOR_BASE for c in twin.hands[o]) == 1
            assert twin.hidden[o][0] < MAJOR_BASE
            assert not mine & set(twin.hands[o] + twin.hidden[o])
        if k % 10 == 0:
            check_possible(twin, Rng(k))


def test_hidden_cards_are_uniform_among_the_cards_the_seat_cannot_account_for() -> None:
    """Seat 0 holds 4 of the 56 Minors and 1 of the 22 Majors: seat 1's hidden card is each
    of the other 52 Minors with probability 1/52 (χ², 51 degrees of freedom), seat 2's Major
    each of the other 21 Majors with probability 1/21 (χ², 20)."""
    _, state = opening()
    samples = 5200
    hidden: Counter[int] = Counter()
    major: Counter[int] = Counter()
    for k in range(samples):
        twin = state.determinize(0, Rng(k, 1))
        hidden[twin.hidden[1][0]] += 1  # type: ignore[attr-defined]
        major[twin.hands[2][-1]] += 1  # type: ignore[attr-defined]
    mine = set(state.hands[0] + state.hidden[0])
    minors = [c for c in range(MAJOR_BASE) if c not in mine]
    majors = [c for c in range(MAJOR_BASE, 78) if c not in mine]
    assert set(hidden) == set(minors) and set(major) == set(majors)
    for counts, cards in ((hidden, minors), (major, majors)):
        expected = samples / len(cards)
        chi2 = sum((counts[c] - expected) ** 2 / expected for c in cards)
        assert chi2 < CHI2_999[len(cards) - 1], (chi2, counts)


def test_a_card_played_face_up_stays_known() -> None:
    """Seat 1 plays the 2 of Wands (face up, then discarded): it is in the discard pile and in
    no hand or hidden cards in 100% of samples; seat 1's hand keeps its size."""
    rig, state = opening({1: ["Hermit", "1W", "2W", "3W", "4W"]})
    until(rig, state, ("main", 1))
    rig.apply(state, next(a for a in state.legal_actions() if a.startswith("play 2W")))
    until(rig, state, ("main", 2))
    for twin in twins(state, 0, 20):
        assert parse_card("2W") in twin.minor_discard
        assert not any(parse_card("2W") in h for h in twin.hands + twin.hidden)
        assert len(twin.hands[1]) == len(state.hands[1])
        check_possible(twin, Rng(2))


# ------------------------------------------------------------------ the Wheel (R17)
WHEEL_DEAL = {0: ["Wheel", "1S", "5S", "6S", "7S"], 1: ["Emperor", "1W", "2W", "3W", "4W"]}


def wheel(gifts_1: tuple[str, str] = ("2W", "3W")) -> tuple[Rig, ArcanumState]:
    """Turn 1: seat 0 hid 1S, seat 1 hid 1W; seat 0 plays the Wheel: seat 1 gives
    ``gifts_1`` to seat 2, seats 2 and 3 the first cards they may, seat 0 gives 5S and 6S
    to seat 1 (arcanum: X Wheel, R17)."""
    rig, state = opening(WHEEL_DEAL)
    rig.apply(state, "play Wheel")
    rig.play(state, *(f"give {card}" for card in gifts_1))
    for _ in range(4):
        rig.apply(state, state.legal_actions()[0])
    rig.play(state, "give 5S", "give 6S")
    return rig, state


def test_the_cards_given_to_the_seat_and_by_it_are_known() -> None:
    """R17: seat 0 sees the two cards seat 3 gave it (in its hand; seat 3's gift decisions
    name them, in an order seat 0 cannot know) and knows 5S and 6S are in seat 1's hand."""
    _, state = wheel()
    got = [c for c in state.hands[0] if c not in ids("7S")]
    assert len(got) == 2
    gifts = [i for i, (who, action) in enumerate(state.history) if who == 3
             and action.kind == "give"]
    orders = set()
    for twin in twins(state, 0, 40):
        assert twin.hands[0] == state.hands[0]
        assert set(ids("5S", "6S")) <= set(twin.hands[1])
        named = [parse_card(twin.history[i][1].arg) for i in gifts]
        assert sorted(named) == sorted(got)
        orders.add(tuple(named))
    assert len(orders) == 2  # which was given first is not seen: both orders drawn
    check_possible(twin, Rng(3))


def emperor_hide(hide: str = "5S") -> tuple[Rig, ArcanumState]:
    """After ``wheel``: seat 0 plays 7S; seat 1 plays the Emperor and hides ``hide``."""
    rig, state = wheel()
    rig.apply(state, next(a for a in state.legal_actions() if a.startswith("play 7S")))
    until(rig, state, ("main", 1))
    rig.play(state, "play Emperor", f"hide {hide}")
    return rig, state


def test_a_hide_among_cards_the_seat_gave_is_redrawn_exactly() -> None:
    """Seat 1 held 5S and 6S (seat 0's gifts) and two of its own four cards; it then played the
    Emperor, so it had kept its Major and given two Minors away: its hand was 5S, 6S and one
    unknown Minor, and the Emperor's hide took each with probability 1/3. Once it plays the
    4 of Wands (not 5S or 6S: the unknown one), the hidden card is 5S or 6S, 1/2 each, in
    every sample (a draft that hid the unknown Minor would contradict the 4 of Wands)."""
    rig, state = emperor_hide()
    samples = 3000
    hidden: Counter[str] = Counter()
    for k in range(samples):
        twin = state.determinize(0, Rng(k, 2))
        new = [c for c in twin.hidden[1] if c in ids("5S", "6S")]  # type: ignore[attr-defined]
        hidden[code(new[0]) if new else "other"] += 1
    assert set(hidden) == {"5S", "6S", "other"}
    chi2 = sum((n - samples / 3) ** 2 / (samples / 3) for n in hidden.values())
    assert chi2 < CHI2_999[2], hidden
    rig.apply(state, "house Swords")
    rig.apply(state, next(a for a in state.legal_actions() if a.startswith("play 4W")))
    until(rig, state, ("main", 2))
    samples = 2000
    hidden.clear()
    for k in range(samples):
        twin = state.determinize(0, Rng(k, 3))
        new = [c for c in twin.hidden[1] if c in ids("5S", "6S")]  # type: ignore[attr-defined]
        assert len(new) == 1
        hidden[code(new[0])] += 1
    chi2 = sum((n - samples / 2) ** 2 / (samples / 2) for n in hidden.values())
    assert chi2 < CHI2_999[1], hidden
    check_possible(state.determinize(0, Rng(4)), Rng(4))


def test_two_games_differing_in_a_secret_give_the_same_determinization() -> None:
    """Seat 1's Emperor hid 5S in one game and 6S in the other; in another pair, seat 1 gave
    2W and 3W or 3W and 4W to seat 2. Seats that saw neither get the same determinizations."""
    a, b = emperor_hide("5S")[1], emperor_hide("6S")[1]
    assert a.hidden != b.hidden and a.view(0) == b.view(0)
    for seat in (0, 2, 3):
        for k in range(4):
            check_honest(a, b, seat, k)
    a, b = wheel(("2W", "3W"))[1], wheel(("3W", "4W"))[1]
    assert a.hands[2] != b.hands[2] and a.view(0) == b.view(0)
    for seat in (0, 3):
        for k in range(4):
            check_honest(a, b, seat, k)


def test_two_deals_differing_in_a_rivals_cards_give_the_same_determinization() -> None:
    """Seat 1 was dealt other cards (unseen by seat 0, arcanum: A): the same for seat 0."""
    a = opening({1: ["Hermit", "1W", "2W", "3W", "4W"]})[1]
    b = opening({1: ["Moon", "1C", "2C", "3C", "4C"]})[1]
    assert a.view(0) == b.view(0) and a.events == b.events
    for k in range(5):
        check_honest(a, b, 0, k)


# ------------------------------------------------------------------ reveals
def test_cards_the_sun_reveals_stay_known() -> None:
    """XIX Sun, R19: each other player reveals min(3, hidden) cards, here its one hidden card:
    they stay face up and in its hidden cards in 100% of samples."""
    rig, state = opening({0: ["Sun", "1S", "5S", "6S", "7S"]})
    rig.apply(state, "play Sun")
    while state.pending.kind == "reveal":
        rig.apply(state, state.legal_actions()[0])
    assert all(state.revealed[o] == state.hidden[o] for o in (1, 2, 3))
    for twin in twins(state, 0, 20):
        assert twin.hidden == state.hidden and twin.revealed == state.revealed


def world_then_temperance() -> tuple[Rig, ArcanumState]:
    """Seat 0 plays the World (R20: every hidden card shown, then hidden again); seat 1, whose
    only hidden card is then known to be the 1 of Wands, plays Temperance and swaps it for
    the 2 of Wands."""
    rig, state = opening({0: ["World", "1S", "5S", "6S", "7S"],
                          1: ["Temperance", "1W", "2W", "3W", "4W"]})
    rig.play(state, "play World", "hide none")
    until(rig, state, ("main", 1))
    rig.play(state, "play Temperance", "move KS -> 10", "swap 1W for 2W", "swap none")
    return rig, state


def test_the_world_shows_every_hidden_card_and_temperance_brings_one_back() -> None:
    """After the World, seat 0 knows every hidden card (100% of samples); seat 1's Temperance
    swap brings its known 1 of Wands back to its hand (100%) and hides an unknown Minor."""
    rig, state = opening({0: ["World", "1S", "5S", "6S", "7S"],
                          1: ["Temperance", "1W", "2W", "3W", "4W"]})
    rig.play(state, "play World", "hide none")
    for twin in twins(state, 0, 10):
        assert twin.hidden == state.hidden
    _, state = world_then_temperance()
    seen: Counter[int] = Counter()
    for twin in twins(state, 0, 40):
        assert parse_card("1W") in twin.hands[1] and len(twin.hidden[1]) == 1
        assert twin.hidden[1][0] < MAJOR_BASE and twin.hidden[1][0] != parse_card("1W")
        seen[twin.hidden[1][0]] += 1
    assert len(seen) > 10
    check_possible(twin, Rng(5))


def test_a_secret_temperance_swap_is_not_leaked() -> None:
    """XIV Temperance: seat 1 swapped its hidden 1W for 2W in one game, for 3W in the other;
    no other seat can tell, so their determinizations are the same."""
    states = []
    for swap in ("swap 1W for 2W", "swap 1W for 3W"):
        rig, state = opening({1: ["Temperance", "1W", "2W", "3W", "4W"]})
        rig.apply(state, simple(state))
        until(rig, state, ("main", 1))
        rig.play(state, "play Temperance", "move KS -> 10", swap, "swap none")
        states.append(state)
    a, b = states
    assert a.hidden[1] != b.hidden[1] and a.view(0) == b.view(0)
    for seat in (0, 2, 3):
        for k in range(3):
            check_honest(a, b, seat, k)


def test_the_hidden_fool_is_known_and_a_house_revealed_shows_all_its_suit() -> None:
    """Seat 1 plays the Fool by hiding it (0 - Fool: public); at the first House scoring (3
    players: after turn 4, R10) it keeps the Fool for a later House (R21): the first House
    showed every hidden card of its suit, so seat 1's other hidden cards are of other suits
    in 100% of samples."""
    rig, state = opening({1: ["Fool", "1W", "2W", "3W", "4W"]}, players=3)
    rig.apply(state, simple(state))
    until(rig, state, ("main", 1))
    rig.apply(state, "hide Fool")
    for twin in twins(state, 0, 10):
        assert FOOL in twin.hidden[1] and not any(FOOL in h for h in twin.hands)
    while state.pending.kind != "fool":
        rig.apply(state, simple(state))
    house = state.pending.house
    for twin in twins(state, 0, 30):
        rest = [c for c in twin.hidden[1] if c not in twin.revealed[1] and c != FOOL]
        assert rest and all(suit_of(c) != house for c in rest)
        assert FOOL in twin.hidden[1]
    check_possible(twin, Rng(6))


def test_a_treasure_vault_card_is_an_unknown_minor() -> None:
    """7. Treasure Vault: the player draws a Minor and hides it at once, unseen by others."""
    rig, state = opening({1: ["Hermit", "1W", "2W", "3W", "7W"]})
    rig.apply(state, simple(state))
    until(rig, state, ("main", 1))
    rig.apply(state, next(a for a in state.legal_actions() if a.startswith("play 7W")))
    assert any("draws a Minor Arcana and hides it" in e.text for e in state.events[-3:])
    cards = set()
    for twin in twins(state, 0, 30):
        assert len(twin.hidden[1]) == 2 and all(c < MAJOR_BASE for c in twin.hidden[1])
        cards.update(twin.hidden[1])
    assert len(cards) > 20


# ------------------------------------------------------------------ a deck rebuilt
def test_a_rebuilt_deck_holds_only_its_discard_pile() -> None:
    """arcanum: Additional Notes: an empty deck is rebuilt by shuffling its discard pile, so
    every Minor drawn after the rebuild, and the deck, come from that pile (4 greedy
    players, seed 0: the Minor deck is rebuilt at decision 185 from 42 cards)."""
    state = tarotlab.new_game("arcanum", seed=0, players=4)
    bots = [make_bot("greedy", "arcanum") for _ in range(4)]
    rng = Rng(0, stream=5)
    pile: list[int] = []
    rebuilt = -1
    while rebuilt < 0 or state.step < rebuilt + 30:
        before, start = list(state.minor_discard), len(state.events)
        state.apply(bot_decision(state, bots[state.to_move], rng))
        if any("Minor Arcana deck is rebuilt" in e.text for e in state.events[start:]):
            pile, rebuilt = before, state.step
    assert len(pile) == 42
    for seat in range(4):
        for twin in twins(state, seat, 5):
            assert set(twin.minor_deck) <= set(pile)
            drawn = [parse_card(a.arg) for who, a in twin.history[rebuilt:]
                     if who == CHANCE and a.kind == "draw" and parse_card(a.arg) < MAJOR_BASE]
            assert drawn and set(drawn) <= set(pile)
        check_possible(twin, Rng(seat))


def test_a_finished_game_is_determinized_too() -> None:
    """After the last scoring the hands stay hidden (arcanum: End of the Game): a finished game
    is determinized like any other, and honestly."""
    state = tarotlab.new_game("arcanum", seed=11, players=3)
    bots = [make_bot("greedy", "arcanum") for _ in range(3)]
    rng = Rng(11, stream=5)
    while not state.is_over:
        state.apply(bot_decision(state, bots[state.to_move], rng))
    assert isinstance(state, ArcanumState)
    for seat in range(3):
        for twin in twins(state, seat, 3):
            assert twin.is_over and twin.hands[seat] == state.hands[seat]
            assert [len(h) for h in twin.hands] == [len(h) for h in state.hands]
        check_possible(twin, Rng(seat))


@pytest.mark.slow
def test_the_rivals_cards_against_the_reference() -> None:
    """Against the slow reference from the rules alone (``tarotlab.testing.reference``: the
    secret decisions redrawn, only the worlds seat 0 cannot tell apart kept): 3 players,
    turn 1, after the hides, seat 0's turn and seat 1's Minor played face up; each card lies
    in each other seat's hand and hidden cards as often in both samplers' worlds."""
    from test_determinize_reference import compare

    rig, state = opening(players=3)
    until(rig, state, ("main", 1))
    rig.apply(state, simple(state))
    assert state.events[-3].text.startswith("step a")  # seat 1 played a Minor, named

    def where(s: State) -> list[tuple[str, int, int]]:
        return [(zone, o, card) for o in (1, 2) for zone, cards in
                (("hand", s.hands[o]), ("hidden", s.hidden[o]))  # type: ignore[attr-defined]
                for card in cards]

    assert compare(state, 0, where, 2000, 12_000) >= 300


# ------------------------------------------------------------------ the protocol
def test_arcanum_has_a_determinizer_and_refuses_an_edited_position() -> None:
    _, state = opening()
    assert has_determinizer(state)
    state.hands[1][0], state.minor_deck[0] = state.minor_deck[0], state.hands[1][0]
    state.hands[1].sort()
    state.minor_deck.sort()
    with pytest.raises(TarotlabError, match="history gives"):
        state.determinize(0, Rng(1))


def test_the_same_rng_gives_the_same_determinization_and_the_state_is_untouched() -> None:
    _, state = wheel()
    before = (state.history, [list(h) for h in state.hands], state.options["seed"])
    a, b = state.determinize(1, Rng(7)), state.determinize(1, Rng(7))
    assert a == b and a.history != state.history
    assert before == (state.history, [list(h) for h in state.hands], state.options["seed"])


SECRET_MOVES = ("arcanum: XIV Temperance", "arcanum R19", "arcanum R20", "arcanum R17",
                "arcanum: 7. Treasure Vault", "arcanum: IX Hermit", "arcanum: XVIII Moon",
                "arcanum: I Magician", "arcanum R21")
"""Rules cited by the events of secret moves and reveals: a Temperance swap, the Sun's reveals,
the World, the Wheel's gifts, the Treasure Vault, Hermit, Moon and Magician hides, a House
revealed."""


@pytest.mark.slow
@pytest.mark.parametrize("players, seed, bots, also", [
    (3, 9, "greedy", ()), (3, 30, None, ("arcanum: 0 - Fool",)),
    (4, 9, "greedy", ("arcanum: Additional Notes",)),
    (4, 54, None, ("arcanum: 0 - Fool", "arcanum: Additional Notes"))])
def test_conformance_checks_the_determinizations_at_every_step(
        players: int, seed: int, bots: str | None, also: tuple[str, ...]) -> None:
    """check_game with ``determinize=True`` at every step of whole games (deep_every=1), bots
    in every seat or random play (which also hides the Fool): every seat's determinization
    looks the same to it and keeps the invariants, is honest in every secrecy branch, and
    replays at the record steps. The games hit every secret move (a Temperance swap in all but
    the last), the hidden Fool (random play) and decks rebuilt (4 players)."""
    games = 3 if players == 3 else 2
    report = check_game("arcanum", games=games, deep_every=1, seed=seed, players=players,
                        determinize=True, bots=[bots] if bots else None)
    assert report.deep_games == games and report.determinizations == report.deep_steps * players
    assert report.secrecy_branches > 50
    wanted = set(SECRET_MOVES[1:] + also) | ({SECRET_MOVES[0]} if seed != 54 else set())
    assert wanted <= {rule for rule, n in report.rules.items() if n}, \
        sorted(wanted - set(report.rules))
