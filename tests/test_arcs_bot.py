"""The greedy Arcs bot: plays only from its view and beats random play."""

from __future__ import annotations

import tarotlab
from tarotlab.arcs.bot import GreedyArcsBot, ambition_counts
from tarotlab.arcs.rules import ArcsState, ArcsView
from tarotlab.arcs.scenario import Edit
from tarotlab.bots import make_bot, play
from tarotlab.core.rng import Rng
from tarotlab.simulate import simulate


def test_greedy_beats_random_by_simulation() -> None:
    """Over 24 three-player games with seats rotating, greedy wins most of its seat-games."""
    result = simulate("arcs", games=24, seed=40, bots=("greedy", "random", "random"), players=3)
    assert result.games == 24
    assert result.win_rate("greedy") >= 0.8, result.summary()


def test_greedy_games_end_legally_with_invariants() -> None:
    """Four greedy bots play to an end: by threshold or after chapter 5 (arcs R11)."""
    s = tarotlab.new_game("arcs", players=4, seed=3)
    assert isinstance(s, ArcsState)
    play(s, [make_bot("greedy", "arcs")] * 4, seed=1)
    s.check_invariants()
    assert s.outcome is not None and s.outcome.ending in ("threshold", "chapter 5")


def test_greedy_counts_ambitions_from_public_facts() -> None:
    """arcs: End-of-Chapter Scoring: Tycoon counts Material and Fuel tokens and Guild suits."""
    s = tarotlab.new_game("arcs", players=3, seed=2, setup_card="3P Mix Up")
    assert isinstance(s, ArcsState)
    Edit(s).drop(1, "Psionic").gain(1, "Fuel", "Material").guild(1, "Loyal Pilots")
    view = s.view(0)
    assert isinstance(view, ArcsView)
    base = [ambition_counts(s.view(0), "Tycoon")[seat] for seat in range(3)]
    # 3P Mix Up: seat 0 starts with Weapon + Relic, seat 1 Psionic + Psionic,
    # seat 2 Relic + Material
    assert base == [0, 3, 1]


def test_greedy_chooses_a_legal_action_from_a_seat_view() -> None:
    """arcs R5: the bot is given seat 0's view, where other hands are hidden."""
    s = tarotlab.new_game("arcs", players=3, seed=9)
    view = s.view(s.to_move)
    assert isinstance(view, ArcsView)
    assert all(p.hand is None for p in view.players if p.seat != s.to_move)
    action = GreedyArcsBot().choose(view, s.legal_actions(), Rng(1))
    assert action in s.legal_actions()
