"""Issue 34: every game as a PettingZoo AEC environment and an OpenSpiel game (tarotlab.rl).

Needs the ``rl`` extra (pettingzoo, gymnasium, open-spiel); without it these tests skip, saying
so, except the first, which checks that the engine never needs it.
"""

from __future__ import annotations

import importlib
import subprocess
import sys
import warnings
from collections.abc import Iterator
from typing import Any

import pytest

import tarotlab
from tarotlab import CHANCE
from tarotlab.core.rng import Rng
from tarotlab.testing.secrets import secrecy_of

REASON = "the rl extra is not installed (pip install -e '.[rl]': pettingzoo, gymnasium, open-spiel)"
CONFIGS = [("arcana", 2), ("arcanum", 3), ("arcanum", 4), ("arcanum", 5), ("mystick", 2),
           ("mystick", 3), ("mystick", 4), ("mystick", 5), ("arcs", 2), ("arcs", 3), ("arcs", 4)]
COUNTS = {"arcana": (2,), "arcanum": (3, 4, 5), "mystick": (2, 3, 4, 5), "arcs": (2, 3, 4)}
KNOWN_WARNINGS = ("Observation is not a NumPy array",
                  "Observation space for each agent probably should be")
"""What PettingZoo's api_test says of every environment whose observation is a dict with an
action mask and that is not on its own list of such games."""


@pytest.fixture(scope="module")
def rl() -> Iterator[Any]:
    for module in ("pettingzoo", "gymnasium", "pyspiel"):
        pytest.importorskip(module, reason=REASON)
    import tarotlab.rl

    yield tarotlab.rl


def test_the_engine_never_imports_the_rl_extra() -> None:
    code = ("import sys, tarotlab, tarotlab.bots, tarotlab.lab.series, tarotlab.cli\n"
            "tarotlab.new_game('arcs', seed=1).view(0)\n"
            "print([m for m in ('tarotlab.rl', 'pettingzoo', 'gymnasium', 'pyspiel') "
            "if m in sys.modules])\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True)
    assert out.stdout.strip() == "[]"


@pytest.mark.parametrize(("game", "players"), CONFIGS)
def test_pettingzoo_api_and_seed(rl: Any, game: str, players: int) -> None:
    from pettingzoo.test import api_test, seed_test

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        api_test(rl.env(game, players=players), num_cycles=1000)
    unexpected = {str(w.message) for w in caught
                  if not str(w.message).startswith(KNOWN_WARNINGS)}
    assert not unexpected
    seed_test(lambda: rl.env(game, players=players), num_cycles=300)


@pytest.mark.parametrize(("game", "players"), CONFIGS)
def test_openspiel_random_sim(rl: Any, game: str, players: int) -> None:
    import pyspiel

    rl.register_openspiel()
    spiel = pyspiel.load_game(f"tarotlab_{game}", {"players": players})
    assert spiel.num_players() == players
    pyspiel.random_sim_test(spiel, num_sims=1, serialize=False, verbose=False)


def test_openspiel_game_types(rl: Any) -> None:
    import pyspiel

    assert rl.register_openspiel() == rl.register_openspiel()  # a second call does nothing
    for game, counts in COUNTS.items():
        kind = pyspiel.load_game(f"tarotlab_{game}").get_type()
        assert kind.chance_mode == pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
        assert kind.dynamics == pyspiel.GameType.Dynamics.SEQUENTIAL
        assert kind.information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
        assert kind.utility == pyspiel.GameType.Utility.ZERO_SUM
        assert (kind.min_num_players, kind.max_num_players) == (min(counts), max(counts))


def test_openspiel_states_clone_through_the_engine(rl: Any) -> None:
    """A clone is tarotlab's State.clone(): independent, no deep copy of the engine's caches."""
    import pyspiel

    rl.register_openspiel()
    state = pyspiel.load_game("tarotlab_arcana").new_initial_state()
    assert state.is_chance_node() and [p for _, p in state.chance_outcomes()] == [0.5, 0.5]
    state.apply_action(1)  # coin 1
    state.apply_action(0)  # seat 0 throws
    clone = state.clone()
    assert str(clone) == str(state) and clone.history() == state.history()
    assert clone.tarotlab_state is not state.tarotlab_state
    clone.apply_action(0)
    assert len(clone.history()) == len(state.history()) + 1
    assert "face down" in state.observation_string(1)  # seat 0's throw is secret (arcana R12)
    assert state.observation_string(1) == str(state.tarotlab_state.view(1))
    assert state.information_state_string(0) == str(state.tarotlab_state.view(0))


def _random_games(rl: Any, game: str, games: int) -> Iterator[tuple[Any, Any, int]]:
    """(environment, game state, legal count) at every step of ``games`` random games (the
    player count turning through the game's counts)."""
    counts = COUNTS[game]
    for i in range(games):
        env = rl.raw_env(game, players=counts[i % len(counts)])
        env.reset(seed=1000 + i)
        rng = Rng(i, 0x51)
        for agent in env.agent_iter():
            obs, _, terminated, truncated, info = env.last()
            if terminated or truncated:
                env.step(None)
                continue
            legal = env.game_state.legal_actions()
            yield env, obs, len(legal)
            assert info["legal_actions"] == legal
            assert env.agent_selection == agent == f"player_{env.game_state.to_move}"
            index = rng.below(len(legal))
            env.step(index)
            assert env.last_action == (agent, legal[index])
            assert env.infos[agent]["action_text"] == legal[index]


@pytest.mark.parametrize("game", list(COUNTS))
def test_the_mask_is_the_legal_actions(rl: Any, game: str) -> None:
    """At every step of 100 random games: the mask marks exactly the legal actions' indices,
    and the observation lies in its space."""
    steps = 0
    for env, obs, legal in _random_games(rl, game, 100):
        mask = obs["action_mask"]
        assert mask.dtype.name == "int8" and mask[:legal].all() and not mask[legal:].any()
        if steps % 50 == 0:
            assert env.observation_space(env.agent_selection).contains(obs)
        steps += 1
    assert steps > 100 * 50


def test_rewards_and_masked_actions(rl: Any) -> None:
    env = rl.env("arcana")
    env.reset(seed=3)
    with pytest.raises(ValueError, match="masked"):
        env.step(22)
    assert env.unwrapped.num_moves == 0
    total = {agent: 0.0 for agent in env.possible_agents}
    for agent in env.agent_iter():
        _, reward, terminated, truncated, _ = env.last()
        total[agent] += reward
        env.step(None if terminated or truncated else 0)
    from tarotlab.rl.rewards import final_rewards

    outcome = env.unwrapped.game_state.outcome
    expected = final_rewards(outcome, 2)
    assert list(total.values()) == expected and sum(expected) == 0
    scored = rl.env("arcana", reward="score")
    scored.reset(seed=3)
    for agent in scored.agent_iter():
        _, reward, terminated, truncated, _ = scored.last()
        if terminated or truncated:
            assert reward == outcome.scores[int(agent[-1])]
        scored.step(None if terminated or truncated else 0)


def test_max_steps_truncates(rl: Any) -> None:
    env = rl.env("arcs", players=2, max_steps=5)
    env.reset(seed=1)
    moves = 0
    for _ in env.agent_iter():
        _, _, terminated, truncated, _ = env.last()
        if terminated or truncated:
            assert truncated and not terminated and moves == 5
            env.step(None)
        else:
            env.step(0)
            moves += 1


@pytest.mark.parametrize("game", list(COUNTS))
def test_docstring_tables_are_the_layouts(rl: Any, game: str) -> None:
    module = importlib.import_module(f"tarotlab.rl.obs_{game}")
    sizes = ", ".join(f"{module.layout(n).size} ({n} players)" for n in COUNTS[game])
    assert f"Size: {sizes}." in module.__doc__
    for n in COUNTS[game]:
        assert module.layout(n).table() in module.__doc__


def _secret_branches(rl: Any, game: str, players: int, seeds: range) -> tuple[int, int]:
    """Branch seeded games at every secret decision (``tarotlab.testing.secrets``): the taken
    action and another of its kind. The seats kept out of the secret must get the same
    observation afterwards (as long as the rules keep it secret); returns the branches made and
    how many of them the secret's own seats do see."""
    secrecy = secrecy_of(game)
    assert secrecy is not None
    from tarotlab.rl.games import spec

    encoder = spec(game).encoder(players)
    branches = seen = 0
    for seed in seeds:
        state = tarotlab.new_game(game, players=players, seed=seed, auto_chance=False)
        rng = Rng(seed, 0x5EC)
        while not state.is_over:
            action = (state.sample_chance() if state.to_move == CHANCE
                      else rng.choice(state.legal_actions()))
            info = secrecy.secret(state, action)
            if info is not None:
                group, insiders, _ = info
                others = [b for b in state.legal_actions() if b != action
                          and (secrecy.secret(state, b) or ("",))[0] == group]
                if others:
                    a, b = state.clone(), state.clone()
                    start = len(state.events)
                    a.apply(action)
                    b.apply(rng.choice(others))
                    if not (secrecy.revealed(a.events[start:])
                            or secrecy.revealed(b.events[start:])):
                        branches += 1
                        for seat in range(players):
                            same = (encoder.encode(a.view(seat))
                                    == encoder.encode(b.view(seat))).all()
                            if seat in insiders:
                                seen += not same
                            else:
                                assert same, f"{game} seed {seed} step {state.step}: seat " \
                                    f"{seat}'s observation reveals a secret {group}"
            state.apply(action)
    return branches, seen


@pytest.mark.parametrize(("game", "players", "seeds"), [
    ("arcana", 2, range(2)), ("arcanum", 3, range(2)), ("arcanum", 5, range(1)),
    ("mystick", 2, range(2)), ("mystick", 4, range(1)), ("arcs", 2, range(1)),
    ("arcs", 4, range(1))])
def test_observations_keep_secrets(rl: Any, game: str, players: int, seeds: range) -> None:
    """Two positions that differ only in a secret (a card drawn, dealt, hidden, thrown face
    down) give the same observation to every seat kept out of it, and a different one to a
    seat in it (so the observation does carry the seat's own secrets)."""
    branches, seen = _secret_branches(rl, game, players, seeds)
    assert branches >= 10
    assert seen >= 0.9 * branches
