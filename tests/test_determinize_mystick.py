"""Mystick Domination's determinizer (``tarotlab/mystick/determinize.py``), checked against
positions prepared with the rig, where what a seat knows is worked out from the rulebook.

Seat 0 plays Wildfire, seat 1 Iron Archive (the default decks, mystick R3): 14 Wands + 14 Cups
+ 11 Majors against 14 Pentacles + 14 Swords + 11 Majors. Every expected value below comes
from the rules: a hand is secret from the other seats (rulebook "Draw"), a Major never stays
in a hand (mystick R2), initiative cards are shown and go to the hand (mystick R5), a card
played, discarded or recovered is named, ``look_hand`` (Rifling Hands, NP) shows a whole
hand to the card's owner, ``look_deck`` (Queen of Coffers, QP) shows the top of one's own
deck to oneself only, and a player with an empty deck is out (mystick R12).

χ² bounds are the 0.999 quantiles of the χ² distribution (a false alarm once in a thousand
runs; the seeds are fixed, so a run is repeatable).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

import pytest

import tarotlab
from tarotlab.core.engine import CHANCE, State
from tarotlab.core.errors import TarotlabError
from tarotlab.core.rng import Rng
from tarotlab.mystick.decks import ready_made
from tarotlab.mystick.rules import CARDS, MystickState
from tarotlab.mystick.scenario import Rig
from tarotlab.testing.conformance import check_game
from tarotlab.testing.determinizing import (
    check_honest,
    check_indistinguishable,
    check_possible,
)
from tarotlab.testing.snapshot import serialized

WILDFIRE = sorted(ready_made()["Wildfire"].cards)
IRON = sorted(ready_made()["Iron Archive"].cards)
IRON_MINORS = [c for c in IRON if not CARDS[c].is_major]
HAND_0 = ["3W", "4W", "5W", "9W", "PW", "AC"]
HAND_1 = ["3P", "4P", "5P", "NP", "QP", "2S"]

# 0.999 quantiles of χ² by degrees of freedom (scipy.stats.chi2.ppf(0.999, df))
CHI2_999 = {24: 51.18, 25: 52.62, 26: 54.05, 27: 55.48, 28: 56.89, 29: 58.30, 30: 59.70,
            31: 61.10, 32: 62.49, 33: 63.87, 34: 65.25, 35: 66.62, 36: 67.99, 37: 69.35}


def opening(hand_1: list[str] | None = None, seed: int = 1) -> tuple[Rig, MystickState]:
    """Both opening hands chosen; seat 0 turns up the King of Wands, seat 1 the 4 of Swords,
    so seat 0 moves first (mystick R5)."""
    rig = Rig(hand={0: list(HAND_0), 1: list(hand_1 or HAND_1)},
              initiative={0: ["KW"], 1: ["4S"]})
    return rig, rig.start(seed=seed)


def twins(state: State, seat: int, count: int) -> Iterator[MystickState]:
    for k in range(count):
        twin = check_indistinguishable(state, seat, Rng(k, stream=7))
        assert isinstance(twin, MystickState)
        yield twin


def hidden_draws(state: MystickState, seat: int) -> list[int]:
    """Indices of the chance decisions that drew a Minor into ``seat``'s hand unseen,
    found by replaying (the first six are the opening hand)."""
    again = MystickState._fresh(dict(state.options, auto_chance=False), autoplay=False)
    out = []
    for i, (who, action) in enumerate(state.history):
        pending = again.pending
        if who == CHANCE and pending.kind == "card" and pending.player == seat \
                and pending.dest == "hand" and not CARDS[action.arg].is_major:
            out.append(i)
        again.apply(action)
    return out


# ------------------------------------------------------------------ the opening
def test_own_hand_stays_and_the_rivals_hand_keeps_its_size_and_its_initiative_card() -> None:
    """For seat 0 at its first move: its own hand and deck are its own (kept); seat 1's hand
    still holds 7 cards, one of them the 4 of Swords it turned up for initiative (shown to
    everyone, then put in the hand: mystick R5), never a Major (R2); seat 1's deck keeps its
    size; every card seat 0 can see stays where it is."""
    _, state = opening()
    for twin in twins(state, 0, 40):
        assert twin.hands[0] == state.hands[0] and twin.decks[0] == state.decks[0]
        assert len(twin.hands[1]) == 7 and "4S" in twin.hands[1]
        assert not any(CARDS[c].is_major for c in twin.hands[1])
        assert twin.discards == state.discards and twin.crosses == state.crosses
        assert len(twin.decks[1]) == len(state.decks[1])
        assert sorted(twin.hands[1] + twin.decks[1] + twin.discards[1]) == IRON
        check_possible(twin, Rng(5))


def test_a_hidden_card_is_redrawn_uniformly_among_the_cards_seat_0_cannot_account_for() -> None:
    """Seat 1's six opening cards are hidden from seat 0; seat 0 can account for the 4 of
    Swords (initiative) and for the Majors seat 1 discarded, so each hidden card is one of the
    other 27 Minors of Iron Archive, uniformly: the card of seat 1's first hidden draw is
    each of them with probability 1/27 (χ², 26 degrees of freedom, bound 54.05), and each of
    them is in seat 1's hand with probability 6/27 (each count within 5 standard
    deviations)."""
    _, state = opening()
    unknown = [c for c in IRON_MINORS if c != "4S"]
    first = hidden_draws(state, 1)[0]
    samples = 27 * 60
    drawn: Counter[str] = Counter()
    held: Counter[str] = Counter()
    for k in range(samples):
        twin = state.determinize(0, Rng(k, stream=11))
        assert isinstance(twin, MystickState)
        drawn[twin.history[first][1].arg] += 1
        held.update(c for c in twin.hands[1] if c != "4S")
    assert set(drawn) <= set(unknown) and set(held) <= set(unknown)
    expected = samples / 27
    chi2 = sum((drawn[c] - expected) ** 2 / expected for c in unknown)
    assert chi2 < CHI2_999[26], f"χ² = {chi2:.1f}: {drawn}"
    p = 6 / 27
    sigma = (samples * p * (1 - p)) ** 0.5
    for card in unknown:
        assert abs(held[card] - samples * p) < 5 * sigma, (card, held[card])


# ------------------------------------------------------------------ a look at a hand (NP)
def test_a_hand_looked_at_is_kept_then_only_the_later_draw_is_redrawn() -> None:
    """Seat 0 draws (hidden from seat 1), then seat 1 plays Rifling Hands (look at an
    opponent's hand, have them discard one card of your choice). While seat 1 chooses, it
    knows seat 0's whole hand: in 100% of seat 1's determinizations seat 0's hand is the
    hand seat 1 saw. After the discard and another hidden draw of seat 0, seat 1 knows all
    of seat 0's hand but one card, which is redrawn among seat 0's Minors it cannot account
    for (never a card it saw, never a Major)."""
    rig, state = opening()
    rig.apply(state, "draw")
    rig.apply(state, "play NP")
    seen = state.seen[1]
    assert seen[0] == 0 and state.to_move == 1
    for twin in twins(state, 1, 30):
        assert tuple(twin.hands[0]) == seen[1] and twin.seen[1] == seen
        assert twin.legal_actions() == state.legal_actions()
        check_possible(twin, Rng(3))
    rig.apply(state, "discard 9W")
    rig.apply(state, "draw")
    known = Counter(seen[1]) - Counter(["9W"])
    public = set(state.discards[0])
    extra: Counter[str] = Counter()
    for twin in twins(state, 1, 60):
        rest = Counter(twin.hands[0]) - known
        assert sum(known.values()) + 1 == len(twin.hands[0]) and sum(rest.values()) == 1
        (card,) = rest
        assert not CARDS[card].is_major and card not in public and card not in seen[1]
        extra[card] += 1
    assert len(extra) > 5  # redrawn, not kept
    for twin in twins(state, 0, 10):  # for seat 0, nothing of its own is redrawn
        assert twin.hands[0] == state.hands[0]
        check_possible(twin, Rng(4))


# ------------------------------------------------------------------ a look at a deck (QP)
LOOKED = ["AS", "10P", "AP"]


def coffers(looked: list[str] = LOOKED) -> tuple[Rig, MystickState]:
    """Seat 0 draws; seat 1 plays Rifling Hands (seat 0 discards the 9 of Wands); seat 0
    plays the 4 of Wands; seat 1 plays Queen of Coffers: it looks at the top three cards of
    its own deck (``looked``, top first) and is to choose a card to recover (Rifling Hands,
    the only Minor in its discard pile)."""
    rig, state = opening()
    rig.wish(1, *looked, to="look")
    rig.play(state, "draw", "play NP", "discard 9W", "play 4W", "play QP")
    assert state.tops[1] == looked and state.to_move == 1
    return rig, state


def test_the_looker_keeps_the_top_of_its_deck_in_order() -> None:
    """Queen of Coffers: seat 1 saw its top three cards and put them back in the same order;
    in 100% of its determinizations they are there, in that order."""
    _, state = coffers()
    for twin in twins(state, 1, 30):
        assert twin.tops[1] == LOOKED and twin.seen == state.seen
        assert twin.hands[1] == state.hands[1]
        check_possible(twin, Rng(6))


def test_the_top_of_a_rivals_deck_is_redrawn_uniformly_majors_included() -> None:
    """Seat 0 only knows that seat 1 looked at three cards: they are unknown deck cards, so
    the top one is any card seat 0 cannot account for (Iron Archive less Rifling Hands,
    discarded, less Queen of Coffers, being resolved, less the 4 of Swords, known in hand).
    Seat 1's hand holds h hidden cards, Minors only (R2), so with u unknown Minors and 11
    Majors the top card is a given Major with probability 1/(u + 11 - h) and a given Minor
    with probability (1 - h/u)/(u + 11 - h) (χ² over the cards, bound at 0.999)."""
    _, state = coffers()
    public = Counter(state.discards[1]) + Counter(state.resolving) + Counter(["4S"])
    assert public == Counter(["NP", "QP", "4S"])
    unknown = sorted((Counter(IRON) - public).elements())
    minors = [c for c in unknown if not CARDS[c].is_major]
    hidden = len(state.hands[1]) - 1
    assert hidden == 4 and len(unknown) - len(minors) == 11
    room = len(unknown) - hidden
    samples = 2000
    tops: Counter[str] = Counter()
    for k in range(samples):
        twin = state.determinize(0, Rng(k, stream=13))
        assert isinstance(twin, MystickState)
        assert len(twin.tops[1]) == 3 and "4S" in twin.hands[1]
        assert not set(twin.tops[1]) & set(twin.hands[1])
        tops[twin.tops[1][0]] += 1
    assert set(tops) <= set(unknown)
    probability = {c: (1 - hidden / len(minors)) / room if c in minors else 1 / room
                   for c in unknown}
    assert abs(sum(probability.values()) - 1) < 1e-9
    chi2 = sum((tops[c] - samples * p) ** 2 / (samples * p) for c, p in probability.items())
    assert chi2 < CHI2_999[len(unknown) - 1], f"χ² = {chi2:.1f}: {tops}"
    assert any(CARDS[c].is_major for c in tops)


def test_a_looked_at_card_drawn_later_stays_a_minor_and_replays() -> None:
    """Seat 1 recovers Rifling Hands (named: known in its hand), then draws the Ace of
    Swords from the top it had looked at: for seat 0 that draw is a hidden Minor (a Major
    would have been shown and discarded, rulebook "Draw"), the other two looked-at cards
    stay unknown on top, and Rifling Hands stays in seat 1's hand in 100% of samples. The
    rewritten history replays (the look decisions and the draw from the top agree). Then
    seat 1 plays the Ace of Swords: public, in play."""
    rig, state = coffers()
    rig.play(state, "recover NP", "play 3W", "draw")  # seat 1 draws from the top
    assert state.tops[1] == ["10P", "AP"] and "AS" in state.hands[1]
    for twin in twins(state, 0, 40):
        assert "NP" in twin.hands[1] and "4S" in twin.hands[1]
        assert len(twin.tops[1]) == 2 and len(twin.hands[1]) == len(state.hands[1])
        assert not any(CARDS[c].is_major for c in twin.hands[1])
        check_possible(twin, Rng(8))
    rig.play(state, "play 5W", "play AS")
    for twin in twins(state, 0, 20):
        assert "AS" not in twin.hands[1] and twin.environments[1][0].card == "AS"
        assert len(twin.tops[1]) == 2
        check_possible(twin, Rng(9))


# ------------------------------------------------------------------ a card shown, then played
def test_a_card_played_from_a_hidden_hand_pins_one_hidden_draw() -> None:
    """Seat 1 plays the 3 of Pentacles, which seat 0 never saw drawn: it is in play (public),
    never in seat 1's hand again, and one of seat 1's hidden opening draws is rewritten to
    it, so the history replays. Then seat 1 plays the 4 of Swords it turned up for
    initiative: it was known to be in the hand, so no hidden draw is pinned to it."""
    rig, state = opening()
    rig.apply(state, "play 3W")
    rig.apply(state, "play 3P")
    first = hidden_draws(state, 1)
    for twin in twins(state, 0, 30):
        assert "3P" not in twin.hands[1] and "4S" in twin.hands[1]
        assert "card 3P" in {str(twin.history[i][1]) for i in first}
        check_possible(twin, Rng(10))
    rig.apply(state, "play 4W")
    rig.apply(state, "play 4S")
    for twin in twins(state, 0, 30):
        assert "4S" not in twin.hands[1] and len(twin.hands[1]) == 5
        assert "card 4S" not in {str(twin.history[i][1]) for i in first}
        check_possible(twin, Rng(11))


# ------------------------------------------------------------------ honesty
def test_the_order_of_hidden_draws_is_not_leaked() -> None:
    """Two games that differ only in the order seat 1 drew its opening hand, and then in
    which hidden card it later plays came from which draw: seat 0 cannot tell them apart,
    so their determinizations for seat 0 are identical."""
    _, a = opening(HAND_1)
    _, b = opening(list(reversed(HAND_1)))
    assert a.hands == b.hands and a.history != b.history
    for k in range(10):
        check_honest(a, b, 0, k)
    for state in (a, b):
        rig = Rig()
        rig.play(state, "play 3W", "play 3P", "draw", "draw")
    for k in range(10):
        check_honest(a, b, 0, k)


def test_the_cards_looked_at_and_a_hidden_draw_are_not_leaked() -> None:
    """Two games that differ only in the cards seat 1 saw on top of its deck (Queen of
    Coffers) and in the card it then drew from there: identical determinizations for
    seat 0."""
    states = []
    for looked in (LOOKED, ["9S", "M08", "2P"]):
        rig, state = coffers(looked)
        rig.play(state, "recover NP", "play 3W", "draw")
        states.append(state)
    a, b = states
    assert a.tops[1] != b.tops[1] and a.view(0) == b.view(0) and a.events == b.events
    for k in range(10):
        check_honest(a, b, 0, k)
    twin = a.determinize(0, Rng(3))
    assert serialized(twin) == serialized(b.determinize(0, Rng(3)))
    check_possible(twin, Rng(3))


# ------------------------------------------------------------------ elimination (R12)
def eliminated_with_cards() -> tuple[MystickState, int]:
    """A 3-player game (random legal play) just after a player holding cards is eliminated,
    the game going on."""
    for seed in range(200):
        state = tarotlab.new_game("mystick", players=3, seed=seed)
        assert isinstance(state, MystickState)
        rng = Rng(seed, stream=3)
        while not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
            out = [s for s in range(3) if state.eliminated[s] and state.hands[s]]
            if out and not state.is_over:
                return state, out[0]
    raise AssertionError("no elimination with cards in hand found")  # pragma: no cover


def test_an_eliminated_players_hand_is_every_card_they_cannot_account_for() -> None:
    """mystick R12: a player whose deck is empty is out; their hand stays hidden, but with
    no deck left, the cards another seat cannot account for are exactly that hand, so it is
    the real hand in 100% of samples (only the history's order of draws is redrawn)."""
    state, out = eliminated_with_cards()
    assert not state.decks[out] and not state.tops[out]
    viewer = next(s for s in range(3) if s != out and not state.eliminated[s])
    for twin in twins(state, viewer, 20):
        assert twin.hands[out] == state.hands[out] and not twin.decks[out]
        check_possible(twin, Rng(12))


# ------------------------------------------------------------------ the core around it
def finished_twins() -> tuple[State, State]:
    """A finished 2-player game, and the same game with seat 1's first two opening draws
    swapped: the same position, events and views, the two differing only in the order of
    seat 1's hidden draws (a secret kept from seat 0 to the end)."""
    state = tarotlab.new_game("mystick", seed=5)
    rng = Rng(5)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    assert isinstance(state, MystickState)
    i, j = hidden_draws(state, 1)[:2]
    history = list(state.history)
    history[i], history[j] = history[j], history[i]
    other = tarotlab.new_game("mystick", seed=5, auto_chance=False)
    other.rebuild(history)
    other.options["auto_chance"] = True
    assert other.is_over and other.view(0) == state.view(0) and other.events == state.events
    return state, other


def test_a_finished_game_is_determinized_honestly_too() -> None:
    """The harness checks honesty at every step of a secrecy branch, the last one included,
    which may end the game: hands stay hidden at the end, so the hook runs then too."""
    a, b = finished_twins()
    check_honest(a, b, 0, 1)


def test_the_hook_handles_a_finished_game() -> None:
    a, b = finished_twins()
    for k in range(5):
        check_honest(a, b, 0, k)
        twin = a.determinize(1, Rng(k))
        assert twin.hands[1] == a.hands[1]  # type: ignore[attr-defined]
        check_possible(twin, Rng(k))


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_conformance_runs_the_determinization_checks(players: int) -> None:
    """check_game calls check_indistinguishable (every seat, every deep step), check_honest
    (every secrecy branch step) and check_possible (record steps); a secrecy branch may end
    the game."""
    games = 6 if players <= 3 else 2
    report = check_game("mystick", games=games, deep_every=2, seed=700 + players,
                        players=players, determinize=True)
    assert report.determinizations > 0 and report.secrecy_branches > 0
    assert report.deep_games == games // 2


@pytest.mark.parametrize("seat", [0, 1])
def test_one_replay_serves_every_draw_of_a_position(seat: int,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """``determinizer(seat)`` replays the history once (``knowledge``) for all its draws, and
    each draw is the determinization ``determinize(seat, rng)`` gives for the same ``rng``,
    in a position with a look at a deck and a look at a hand (``coffers``)."""
    import tarotlab.mystick.rules as rules

    _, state = coffers()
    expected = [serialized(state.determinize(seat, Rng(k, stream=9))) for k in range(12)]
    replays = []
    real_knowledge = rules.knowledge

    def counted(s: MystickState, who: int) -> object:
        replays.append(who)
        return real_knowledge(s, who)

    monkeypatch.setattr(rules, "knowledge", counted)
    draw = state.determinizer(seat)
    assert replays == []  # worked out at the first draw, not before
    drawn = [serialized(draw(Rng(k, stream=9))) for k in range(12)]
    assert drawn == expected and replays == [seat]


def test_an_unknown_position_is_refused() -> None:
    """A position edited by hand is not the game its history gives: refused, not guessed."""
    _, state = opening()
    state.hands[1][0], state.decks[1][0] = state.decks[1][0], state.hands[1][0]
    state.decks[1].sort()
    state.hands[1].sort()
    with pytest.raises(TarotlabError, match="history gives"):
        state.determinize(0, Rng(1))


