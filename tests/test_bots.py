"""Bots: random for any game through the protocol; greedy Arcana beats random."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

import tarotlab
from tarotlab.bots import RandomBot, make_bot, play
from tarotlab.core.engine import Action
from tarotlab.core.errors import TarotlabError
from tarotlab.core.rng import Rng
from tarotlab.lab.series import simulate


def test_random_bot_plays_a_whole_game_through_the_protocol() -> None:
    state = play(tarotlab.new_game("arcana", seed=3), [RandomBot(), RandomBot()], seed=1)
    assert state.is_over and state.outcome is not None


def test_bots_by_name() -> None:
    assert make_bot("greedy", "arcana").name == "greedy"
    with pytest.raises(TarotlabError, match="no bot 'clever' for arcana"):
        make_bot("clever", "arcana")


def test_greedy_beats_random_by_simulation() -> None:
    """Over 60 games with seats alternating the greedy bot wins far more than half."""
    result = simulate("arcana", games=60, seed=100, bots=("greedy", "random"))
    assert result.games == 60
    assert result.win_rate("greedy") >= 0.8, result.summary()
    assert result.bot_wins["greedy"] + result.bot_wins["random"] + result.draws == 60


def test_greedy_sees_only_its_view() -> None:
    """arcana R12: as seat 1 the greedy bot decides with seat 0's card face down."""
    s = tarotlab.new_game("arcana", seed=9)
    s.apply("throw Moon")
    view = s.view(1)
    assert view.players[0].thrown == -1
    action = make_bot("greedy", "arcana").choose(view, s.legal_actions(), Rng(1))
    assert action in s.legal_actions()


def test_greedy_takes_the_winning_choice() -> None:
    """With 4 damage and the opponent at 1 HP, the greedy owner of the World takes 3 damage."""
    s = tarotlab.new_game("arcana", seed=9, auto_chance=False)
    s.apply("coin 0")  # even round: the World (not odd-favoured) has the advantage
    s.damage[0], s.hp[1] = 4, 1
    s.apply("throw World")
    s.apply("throw Empress")
    choice = make_bot("greedy", "arcana").choose(s.view(0), s.legal_actions(), Rng(1))
    assert choice == "gain 3 damage"
    s.apply(choice)
    assert s.is_over and s.outcome is not None and s.outcome.winners == (0,)


def test_simulate_counts_add_up() -> None:
    result = simulate("arcana", games=40, seed=5)
    assert sum(result.seat_wins.values()) + result.draws == 40
    assert sum(result.endings.values()) == 40
    with pytest.raises(ValueError, match="one bot per seat"):
        simulate("arcana", games=1, bots=("random", "random", "random"))


def test_random_bot_plays_arcanum_through_the_protocol() -> None:
    """The random bot needs nothing game-specific: a whole 5-player Arcanum game."""
    state = play(tarotlab.new_game("arcanum", players=5, seed=4), [RandomBot()] * 5, seed=2)
    assert state.is_over and state.outcome is not None and state.outcome.scores is not None


def test_greedy_arcanum_beats_random_by_simulation() -> None:
    """One greedy bot against three random ones wins well above the 25% a seat would expect."""
    result = simulate("arcanum", games=40, seed=7, bots=("greedy", "random", "random", "random"),
                      players=4)
    assert result.win_rate("greedy") >= 0.5, result.summary()


def test_a_bot_that_does_not_look_gets_no_view_and_plays_the_same_game() -> None:
    """``needs_view = False`` (the random bot) skips building the view; a bot that asks for
    views gets its seat's view. Both make the same choices from the same seed."""
    seen: list[object] = []

    class Looking(RandomBot):
        needs_view = True

        def choose(self, view: object, legal: Sequence[Action], rng: Rng) -> Action:
            seen.append(view)
            return super().choose(view, legal, rng)

    blind = play(tarotlab.new_game("arcana", seed=4), [RandomBot(), RandomBot()], seed=4)
    looking = play(tarotlab.new_game("arcana", seed=4), [Looking(), Looking()], seed=4)
    assert blind.history == looking.history
    assert seen and all(v is not None for v in seen)
