"""The harness's secrecy judge (``conformance.check_secrecy``) catches a secret that leaks
into the event log decisions after the secret one, not only at once: it compares the events
each later decision adds (DESIGN.md "Tests that prove it")."""

from __future__ import annotations

from typing import Any

import pytest

import tarotlab
from tarotlab.core.engine import CHANCE, State
from tarotlab.core.rng import Rng
from tarotlab.mystick import moves
from tarotlab.testing.conformance import check_secrecy
from tarotlab.testing.secrets import secrecy_of


def _at_a_secret_draw() -> State:
    """A 3-player Mystick game (explicit chance) at a draw into a hand (mystick: Drawing:
    secret to all but the drawer), with another card to draw instead."""
    state = tarotlab.new_game("mystick", seed=5, players=3, auto_chance=False)
    rng = Rng(5, stream=1)
    secrecy = secrecy_of("mystick")
    while not state.is_over:
        legal = state.legal_actions()
        if state.to_move == CHANCE and state.step > 40 and len(legal) > 1 \
                and secrecy.secret(state, legal[0]) is not None \
                and secrecy.secret(state, legal[1]) is not None:
            return state
        state.apply(state.sample_chance() if state.to_move == CHANCE else rng.choice(legal))
    raise AssertionError("no secret draw to branch")


def test_a_sound_game_passes_the_secrecy_branch() -> None:
    state = _at_a_secret_draw()
    assert check_secrecy(state, state.legal_actions()[0], secrecy_of("mystick"), Rng(1)) == 1


def test_a_hand_leaked_by_a_later_move_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every move logs the hands (a defect planted for the test): the draw itself logs only
    "draws a card", so the leak shows in the events of a later decision."""
    honest = moves.MoveDecision.do

    def leaky(self: Any, s: Any, p: Any, action: Any) -> None:
        s._log(p.seat, f"hands now: {s.hands}", "planted leak")
        honest(self, s, p, action)

    state = _at_a_secret_draw()
    action = state.legal_actions()[0]
    monkeypatch.setattr(moves.MoveDecision, "do", leaky)
    with pytest.raises(AssertionError, match=r"the event log reveals the secret draw to hand "
                       r"decision, [1-9]\d* decisions after"):  # a later decision's events
        check_secrecy(state, action, secrecy_of("mystick"), Rng(1))
