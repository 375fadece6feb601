"""``State.determinize``: the protocol, its contract checks, and Arcana's determinizer.

The expected values come from the rules: Arcana's hands, coin and die are public and the one
secret is seat 0's card thrown face down while seat 1 chooses (arcana R2, R12), so that card,
and only that card, is redrawn for seat 1, uniformly among the cards seat 0 holds.
"""

from __future__ import annotations

import math
from collections import Counter
from typing import Any

import pytest

import tarotlab
from tarotlab.arcana.catalog import CARDS
from tarotlab.core.engine import Action, State
from tarotlab.core.errors import TarotlabError
from tarotlab.core.rng import Rng
from tarotlab.testing.conformance import check_game
from tarotlab.testing.determinizing import (
    check_before_simultaneous,
    check_honest,
    check_indistinguishable,
    check_possible,
)
from tarotlab.testing.snapshot import serialized


def arcana_after_first_throw(card: str = "Star", seed: int = 1) -> State:
    state = tarotlab.new_game("arcana", seed=seed)
    state.apply(f"throw {card}")
    return state


# ------------------------------------------------------------------ the protocol
def test_determinize_needs_a_real_seat() -> None:
    state = tarotlab.new_game("arcana", seed=1)
    for seat in (-1, 2, None, "0"):
        with pytest.raises(TarotlabError, match=r"determinize for a seat 0\.\.1"):
            state.determinize(seat, Rng(1))  # type: ignore[arg-type]


def test_determinize_leaves_the_real_state_alone() -> None:
    state = arcana_after_first_throw()
    before = serialized(state)
    for k in range(20):
        state.determinize(1, Rng(k)).apply("throw Moon")
    assert serialized(state) == before


def test_future_chance_is_reseeded_so_a_search_cannot_read_the_coming_die() -> None:
    state = tarotlab.new_game("arcana", seed=1)
    seeds = {state.determinize(0, Rng(k)).options["seed"] for k in range(50)}
    assert state.options["seed"] not in seeds and len(seeds) == 50


def test_the_same_rng_gives_the_same_determinization() -> None:
    state = arcana_after_first_throw()
    assert serialized(state.determinize(1, Rng(9))) == serialized(state.determinize(1, Rng(9)))


# ------------------------------------------------------------------ Arcana (R2, R12)
def test_the_thrower_knows_its_own_card() -> None:
    """arcana R2: seat 0 threw the Star; for seat 0 nothing is hidden."""
    state = arcana_after_first_throw("Star")
    star = next(i for i, c in enumerate(CARDS) if c.name == "The Star")
    for k in range(30):
        twin = state.determinize(0, Rng(k))
        assert twin.thrown[0] == star  # type: ignore[attr-defined]
        assert twin.history == state.history


def test_the_face_down_card_is_redrawn_uniformly_among_seat_0s_cards_for_seat_1() -> None:
    """arcana R12: seat 1 sees that a card was thrown, not which; seat 0 holds all 22 at the
    start (arcana R1), so each is drawn with probability 1/22 (χ² with 21 degrees of freedom,
    bound at p = 0.001: 46.8), over 100,000 draws as issue 32 asks."""
    state = arcana_after_first_throw("Star")
    draws = 100_000
    counts = Counter(state.determinize(1, Rng(k)).thrown[0]  # type: ignore[attr-defined]
                     for k in range(draws))
    assert set(counts) == set(range(22))
    chi2 = sum((n - draws / 22) ** 2 / (draws / 22) for n in counts.values())
    assert chi2 < 46.8, chi2


def test_the_rewritten_throw_is_in_the_history_and_replays() -> None:
    state = arcana_after_first_throw("Star")
    for k in range(40):
        twin = state.determinize(1, Rng(k))
        card = CARDS[twin.thrown[0]]  # type: ignore[attr-defined]
        assert twin.history[-1] == (0, Action(card.throw))
        check_possible(twin, Rng(k))


def test_a_card_seat_0_no_longer_holds_is_never_drawn() -> None:
    """arcana R8: a losing card leaves play; it cannot be the face-down card later."""
    state = tarotlab.new_game("arcana", seed=3)
    while state.step < 60 or state.pending != ("throw", 1):  # type: ignore[attr-defined]
        state.apply(state.legal_actions()[0] if state.to_move != 1 else state.legal_actions()[-1])
    gone = {c for c in range(22) if state.hands[0][c] == 0}  # type: ignore[attr-defined]
    assert gone, "the position was meant to have removed cards"
    drawn = {state.determinize(1, Rng(k)).thrown[0] for k in range(300)}  # type: ignore[attr-defined]
    assert not drawn & gone


# ------------------------------------------------------------------ the checks catch cheats
class _Leaky:
    """Stand-ins for a wrong determinizer, patched onto Arcana."""

    @staticmethod
    def keeps_the_real_card(self: Any, seat: int, rng: Rng, known: Any = None) -> None:
        return None

    @staticmethod
    def shows_a_card_to_its_owner(self: Any, seat: int, rng: Rng, known: Any = None) -> None:
        if self.thrown[0] is not None:
            self.thrown[0] = (self.thrown[0] + 1) % 22

    @staticmethod
    def forgets_the_history(self: Any, seat: int, rng: Rng, known: Any = None) -> None:
        if seat == 1 and self.thrown[0] is not None:
            self.thrown[0] = rng.below(22)


def test_a_determinizer_that_keeps_the_real_card_fails_the_honesty_check(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(type(arcana_after_first_throw()), "_determinize",
                        _Leaky.keeps_the_real_card)
    star, moon = arcana_after_first_throw("Star"), arcana_after_first_throw("Moon")
    with pytest.raises(AssertionError, match="depends on a secret"):
        check_honest(star, moon, 1, seed=4)


def test_a_determinizer_that_changes_what_the_seat_saw_fails(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(type(arcana_after_first_throw()), "_determinize",
                        _Leaky.shows_a_card_to_its_owner)
    with pytest.raises(AssertionError, match="changed what seat 0 sees"):
        check_indistinguishable(arcana_after_first_throw("Star"), 0, Rng(1))


def test_a_determinizer_that_leaves_the_history_behind_fails(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(type(arcana_after_first_throw()), "_determinize",
                        _Leaky.forgets_the_history)
    state = arcana_after_first_throw("Star")
    twins = [check_indistinguishable(state, 1, Rng(k)) for k in range(5)]
    with pytest.raises(AssertionError, match="not the game its history gives"):
        for twin in twins:
            check_possible(twin, Rng(0))


def test_a_position_before_simultaneous_throws_that_keeps_the_card_fails(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """``State.before_simultaneous`` must take seat 0's face-down throw back: a version that
    leaves the card in place is caught as dishonest, one that takes back seat 1's own earlier
    decision too is caught as taking back too much."""
    cls = type(arcana_after_first_throw())
    honest = cls.before_simultaneous

    def keeps_the_card(self: Any, seat: int) -> Any:
        before = honest(self, seat)
        if before is not None:
            before.thrown[0] = self.thrown[0]
        return before

    monkeypatch.setattr(cls, "before_simultaneous", keeps_the_card)
    star, moon = arcana_after_first_throw("Star"), arcana_after_first_throw("Moon")
    with pytest.raises(AssertionError, match=r"before_simultaneous\(1\) depends on a secret"):
        check_honest(star, moon, 1, seed=4)

    def takes_back_too_much(self: Any, seat: int) -> Any:
        if honest(self, seat) is None:
            return None
        before = self.clone()
        before.rebuild(self.history[:-2])
        return before

    monkeypatch.setattr(cls, "before_simultaneous", takes_back_too_much)
    state = arcana_after_first_throw("Star")
    state.apply("throw Moon")
    while honest(state, 1) is None or state.history[-2][0] != 1:  # seat 1 decided just before
        state.apply(state.legal_actions()[0])
    with pytest.raises(AssertionError, match="took back more than other seats' decisions"):
        check_before_simultaneous(state, 1)


def test_the_conformance_harness_checks_every_seat_at_every_deep_step() -> None:
    report = check_game("arcana", games=2, deep_every=1, determinize=True)
    assert report.determinizations == 2 * report.deep_steps
    assert report.secrecy_branches > 0


@pytest.mark.slow
@pytest.mark.parametrize("resolution", ["winner", "both"])
def test_arcana_determinizations_pass_the_contract_in_forty_games(resolution: str) -> None:
    """Every step of 20 games a resolution: every seat's determinization, honesty in every
    secrecy branch, and replay and play-on at the record steps."""
    report = check_game("arcana", games=20, deep_every=1, seed=900, determinize=True,
                        resolution=resolution)
    assert report.deep_games == 20 and report.determinizations == 2 * report.deep_steps


def test_asking_for_determinization_checks_of_a_game_without_a_determinizer_fails(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(type(arcana_after_first_throw()), "_determinize",
                        State._determinize)
    with pytest.raises(AssertionError, match="has no determinizer"):
        check_game("arcana", games=1, deep_every=1, determinize=True)


def test_the_uniformity_bound_is_not_vacuous() -> None:
    """The χ² bound at 400 draws a card rejects a draw that favours one card by half (a
    check on the test, not on the engine)."""
    draws, n = 22 * 400, 22
    biased = [400 * 1.5] + [(draws - 600) / 21] * 21
    chi2 = sum((c - draws / n) ** 2 / (draws / n) for c in biased)
    assert chi2 > 46.8 and math.isfinite(chi2)
