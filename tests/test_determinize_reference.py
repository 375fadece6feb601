"""The fast determinizers against the slow reference one (``tarotlab.testing.reference``):
on small games, each hidden card lies in each place as often in the fast one's worlds as
in the worlds kept by redrawing the secrets from the rules and keeping only those the seat
cannot tell from the real game. Each place of each card is compared by a two-proportion
z-test (|z| < 4.5, a chance of 7 in a million each: with the seeds fixed the test is
repeatable, and a fair pair of samplers fails one of a position's few dozen comparisons
fewer than once in 1,000 seeds)."""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable, Hashable, Iterable

import pytest

import tarotlab
from tarotlab.bots import decisions, make_bot
from tarotlab.core.engine import State
from tarotlab.core.rng import Rng
from tarotlab.testing.reference import reference_determinization, reference_determinizations

Z = 4.5

Facts = Callable[[State], Iterable[Hashable]]


def where_cards_lie(facts: Facts, fast: list[State], slow: list[State]) -> dict[Hashable, float]:
    """Each fact's z-score: how far apart its frequencies are in the two samples."""
    counts = [Counter(f for s in sample for f in set(facts(s))) for sample in (fast, slow)]
    scores = {}
    for fact in set(counts[0]) | set(counts[1]):
        p1, p2 = counts[0][fact] / len(fast), counts[1][fact] / len(slow)
        pooled = (counts[0][fact] + counts[1][fact]) / (len(fast) + len(slow))
        spread = math.sqrt(pooled * (1 - pooled) * (1 / len(fast) + 1 / len(slow)))
        scores[fact] = (p1 - p2) / spread if spread else 0.0
    return scores


def compare(state: State, seat: int, facts: Facts, fast_n: int, tries: int,
            sample: Callable[[State, int, Rng], State] | None = None) -> int:
    """Compare the two samplers on ``state`` for ``seat`` (``sample``: the fast one, by
    default ``state.determinize``); returns how many worlds the reference kept."""
    rng = Rng(7)
    sample = sample or (lambda s, seat, r: s.determinize(seat, r))
    fast = [sample(state, seat, rng) for _ in range(fast_n)]
    slow = reference_determinizations(state, seat, Rng(8), tries)
    assert len(slow) >= 300, f"the reference kept only {len(slow)} of {tries}"
    scores = where_cards_lie(facts, fast, slow)
    assert len(scores) > 1
    leaning = {fact: round(z, 1) for fact, z in scores.items() if abs(z) >= Z}
    assert not leaning, f"the fast determinizer leans: {leaning}"
    return len(slow)


def greedy_until(game: str, seed: int, stop: Callable[[State, int], bool],
                 **options: object) -> State:
    """A greedy game played until ``stop(state, seat_to_move)``."""
    state = tarotlab.new_game(game, seed=seed, **options)
    bot = make_bot("greedy", game)
    for seat in decisions(state, [bot] * state.players, Rng(seed)):
        if stop(state, seat):
            return state
    raise AssertionError("the game ended first")


def test_the_reference_keeps_only_worlds_the_seat_cannot_tell_apart() -> None:
    state = tarotlab.new_game("arcana", seed=2)
    state.apply("throw Star")
    twin = reference_determinization(state, 1, Rng(3))
    assert twin is not None and twin.view(1) == state.view(1) and twin.events == state.events
    assert reference_determinization(state, 0, Rng(3)) is not None  # seat 0 knows its card
    assert reference_determinization(state, 0, Rng(3)).thrown[0] == state.thrown[0]  # type: ignore[union-attr]


@pytest.mark.parametrize("rounds", [0, 6])
def test_arcana_the_face_down_card_against_the_reference(rounds: int) -> None:
    """arcana R2, R12: seat 0's face-down throw, among the cards it holds (every card
    thrown comes back to the hand unless an effect removes it, arcana: Gameplay)."""
    state = greedy_until("arcana", 4, lambda s, seat: s.round >= rounds and  # type: ignore[attr-defined]
                         seat == 1 and s.pending.kind == "throw")  # type: ignore[attr-defined]
    assert state.round >= rounds  # type: ignore[attr-defined]
    compare(state, 1, lambda s: [s.thrown[0]], 2000, 2000)  # type: ignore[attr-defined]


def test_a_determinizer_that_leans_toward_the_real_card_is_caught() -> None:
    """Half the time it keeps the real face-down card: the comparison must fail."""
    state = tarotlab.new_game("arcana", seed=2)
    state.apply("throw Star")

    def leaning(s: State, seat: int, rng: Rng) -> State:
        return s.clone() if rng.below(4) == 0 else s.determinize(seat, rng)

    with pytest.raises(AssertionError, match="the fast determinizer leans"):
        compare(state, 1, lambda s: [s.thrown[0]], 2000, 2000, leaning)  # type: ignore[attr-defined]


@pytest.mark.slow
def test_mystick_a_rivals_hand_against_the_reference() -> None:
    """mystick "Draw": seat 1's hand is hidden from seat 0, except the cards it played face
    up (and its initiative card, shown to everyone, mystick R5)."""
    plays = [0]

    def after_a_play(state: State, seat: int) -> bool:
        last = state.history[-1] if state.history else None
        if last is not None and last[0] == 1 and last[1].kind == "play":
            plays[0] += 1
        return seat == 0 and plays[0] >= 1

    state = greedy_until("mystick", 0, after_a_play)
    compare(state, 0, lambda s: [("hand", card) for card in s.hands[1]],  # type: ignore[attr-defined]
            2000, 25_000)


@pytest.mark.slow
def test_arcs_the_rivals_hands_against_the_reference() -> None:
    """arcs R5: hands are secret; each rival has led, surpassed or pivoted face up twice (so
    those cards are known), and seat 0 is to lead again. Each hidden card of seats 1 and 2
    lies in each hand as often in the fast worlds as in the reference's."""
    played = [0]

    def rivals_played(state: State, seat: int) -> bool:
        last = state.history[-1] if state.history else None
        if last is not None and last[0] == 1 and last[1].kind in ("lead", "surpass",
                                                                 "pivot", "copy"):
            played[0] += 1
        return seat == 0 and played[0] >= 1

    state = greedy_until("arcs", 1, rivals_played, players=3)
    compare(state, 0, lambda s: [(seat, card) for seat in (1, 2)
                                 for card in s.hands[seat]],  # type: ignore[attr-defined]
            1000, 12_000)
