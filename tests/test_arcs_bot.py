"""The greedy Arcs bot: plays only from its view and beats random play."""

from __future__ import annotations

import pytest

import tarotlab
from tarotlab.arcs.bot import GreedyArcsBot, ambition_counts
from tarotlab.arcs.language import Extra, Hit, Move, Other, Phrase, Place, Roll, Steal, Use, parse
from tarotlab.arcs.rules import ArcsState, ArcsView
from tarotlab.arcs.scenario import Edit
from tarotlab.bots import make_bot, play
from tarotlab.core.rng import Rng
from tarotlab.lab.series import simulate


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


def test_greedy_scores_the_reroll_decision_from_typed_actions() -> None:
    """Issue 13, item 17: at Seeker Torpedoes' reroll decision the legal actions are
    ``reroll assault 1`` and ``keep the dice``, then ``roll the rerolls``; the bot reads their
    typed forms (``language.parse``), not words by position, and chooses without crashing."""
    from arcs_leaders_helpers import start

    s, rig = start({1: "Fuel-Drinker"}, lore={0: ["Seeker Torpedoes"]},
                   dice=("assault 1", "assault 1", "assault 5"))
    Edit(s).ships(0, "5.3", fresh=1, damaged=1)
    rig.apply(s, "lead Agg2")
    rig.apply(s, "battle 5.3 seat 1")
    rig.apply(s, "roll 2 assault 0 skirmish 0 raid")
    bot = GreedyArcsBot()
    assert bot.choose(s.view(0), s.legal_actions(), Rng(1)) in s.legal_actions()
    rig.apply(s, "reroll assault 1")
    assert [str(a) for a in s.legal_actions()] == ["roll the rerolls"]
    assert parse("roll the rerolls") == Phrase("roll the rerolls")
    assert bot.choose(s.view(0), s.legal_actions(), Rng(1)) == "roll the rerolls"


def test_typed_forms_of_actions() -> None:
    """language.parse reads what an action means: a Move's systems and ships, the dice of a
    roll, a raid's slot, a Loyal spend's type, a Tactical move's move."""
    assert parse("move 3.1 -> 3.0: 2 fresh + 1 damaged") == Move("3.1", "3.0", 2, 1)
    assert parse("sprint 2.2 -> 2.3: 1 fresh") == Move("2.2", "2.3", 1, 0, sprint=True)
    assert parse("roll 0 assault 1 skirmish 2 raid") == Roll(0, 1, 2)
    assert parse("steal Fuel in slot 3") == Steal("Fuel", slot=3)
    assert parse("steal Loyal Engineers") == Steal("Loyal Engineers")
    assert parse("use Silver-Tongues: steal Fuel from seat 1") == Use(
        "Silver-Tongues", "steal Fuel from seat 1")
    assert parse("spend Relic as Material").kind == "Material"
    assert parse("tactical move 2.0 -> 2.1: 1 fresh") == Extra("tactical",
                                                               Move("2.0", "2.1", 1, 0))
    assert parse("hit own damaged ship") == Hit(True, True, "ship")
    assert parse("place Fuel in slot 7") == Place("Fuel", 7)


def test_every_legal_action_has_a_typed_form() -> None:
    """Every legal action of seeded games (base and Leaders & Lore with the second lore)
    parses to a typed form; only decisions without one here are ``Other``."""
    for options in ({"players": 3}, {"players": 3, "leaders": True, "second_lore": True}):
        s = tarotlab.new_game("arcs", seed=8, **options)
        while not s.is_over and s.step < 600:
            for action in s.legal_actions():
                typed = parse(action)
                if isinstance(typed, Other):
                    assert typed.kind not in ("move", "roll", "build", "battle", "steal",
                                              "lead", "spend", "hit", "tax"), action
            legal = s.legal_actions()
            s.apply(legal[s.step * 3 % len(legal)])


@pytest.mark.parametrize("options", [{"players": 2}, {"players": 3}, {"players": 4},
                                     {"players": 3, "leaders": True},
                                     {"players": 4, "leaders": True, "second_lore": True}])
def test_all_greedy_games_end_without_a_crash(options: dict[str, object]) -> None:
    """Issue 13, item 17: all-greedy games, base and Leaders & Lore, end legally (the bot used
    to crash on ``roll the rerolls``)."""
    result = simulate("arcs", games=6, seed=100, bots=("greedy",), **options)
    assert result.games == 6
