"""Arcana drills: who wins this match-up in this round, and what resolves (arcana R5-R9).

Each question sets up a real game in the round asked about and, to check the answer, plays
both throws and reads what the engine did.
"""

from __future__ import annotations

import tarotlab

from ..core.rng import Rng
from ..drills import Question, drill
from .catalog import CARDS, matchup, parity_of, resolution_text
from .rules import ArcanaState

_NOBODY = "nobody"


def _position(seed: int) -> tuple[ArcanaState, int, int, int]:
    """A game at the start of a round (the coin chosen), and two cards to throw."""
    rng = Rng(seed, stream=0xD811)
    coin = rng.below(2)
    state = tarotlab.new_game("arcana", seed=seed, auto_chance=False)
    assert isinstance(state, ArcanaState)
    state.apply(f"coin {coin}")
    a, b = rng.below(22), rng.below(22)
    return state, coin, a, b


def _throws(state: ArcanaState, a: int, b: int) -> ArcanaState:
    played = state.clone()
    assert isinstance(played, ArcanaState)
    played.apply(CARDS[a].throw)
    played.apply(CARDS[b].throw)
    return played


def _who(card: int, seat: int) -> str:
    return f"seat {seat} ({CARDS[card].name})"


@drill("arcana", "matchup", "who wins this match-up in this round")
def matchup_question(seed: int) -> Question:
    state, coin, a, b = _position(seed)
    parity = parity_of(coin)
    m = matchup(a, b, parity)
    choices = (_who(a, 0), _who(b, 1), _NOBODY)
    answer = _NOBODY if m.winner is None else choices[m.winner]

    def play_out() -> str:
        last = _throws(state, a, b).last
        assert last is not None
        return _NOBODY if last.winner is None else choices[last.winner]

    prompt = (f"Round {coin} ({parity}): seat 0 throws {CARDS[a].name} ({CARDS[a].numeral}"
              f"{', odd-favoured' if CARDS[a].odd else ''}), seat 1 throws {CARDS[b].name} "
              f"({CARDS[b].numeral}{', odd-favoured' if CARDS[b].odd else ''}). Who wins?")
    return Question("arcana", "matchup", seed, prompt, choices, answer, m.reason, m.rule,
                    state, None, play_out)


@drill("arcana", "resolves", "what resolves in this match-up")
def resolves_question(seed: int) -> Question:
    state, coin, a, b = _position(seed)
    parity = parity_of(coin)
    m = matchup(a, b, parity)
    right = resolution_text(m)
    rng = Rng(seed, stream=0xD812)
    others = {resolution_text(matchup(x, y, parity)) for x, y in (
        (b, a), (rng.below(22), rng.below(22)), (rng.below(22), rng.below(22)))} - {right}
    wrong = sorted(others)[:2]
    options = sorted({right, *wrong, "nothing happens"})[:4]
    if right not in options:
        options[-1] = right
    choices = tuple(sorted(set(options)))

    def play_out() -> str:
        """What the engine did after both throws, told in the choices' words."""
        start = len(state.events)
        played = _throws(state, a, b)
        said = " | ".join(e.text for e in played.events[start:])
        if "switch" in said or " goes to seat " in said:
            return "the two cards switch owners"
        removed = said.count("is removed from play")
        if removed == 2 and "effect" not in said:
            return "both cards are removed from play"
        if "Magician is removed from play" in said and "effect" not in said:
            return "The Magician is removed from play"
        last = played.last
        if last is None or last.winner is None:
            return "nothing happens"
        winner = CARDS[last.cards[last.winner]]
        offered = {str(x) for x in played.choice}
        resolved = f"{winner.name}'s effect" in said or offered == {
            o.action for o in winner.options}
        return resolution_text(last) if resolved else "something else"

    prompt = (f"Round {coin} ({parity}): seat 0 throws {CARDS[a].name}, seat 1 throws "
              f"{CARDS[b].name}. What resolves?")
    rule = m.rule if m.kind != "advantage" and m.kind != "higher" else "arcana R6"
    return Question("arcana", "resolves", seed, prompt, choices, right,
                    f"{m.reason}; then {right} [{rule}, arcana R7]", rule, state, None,
                    play_out)
