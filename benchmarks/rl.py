"""tarotlab.rl benchmark (issue 34): PettingZoo environment steps and OpenSpiel states per second.

Run as ``.venv/bin/python benchmarks/rl.py`` (``--quick`` for a smoke run that writes nothing).
In one process (one core), for every game and player count (Arcana 2; Arcanum 3-5; Mystick 2-5;
Arcs 2-4):

1. **Environment steps per second**: ``tarotlab.rl.env(game, players=n)`` (PettingZoo's
   order-enforcing wrapper included), games seeded 0, 1, 2 …; a random agent: at each step
   ``env.last()`` (the observation built: the seat's view encoded, and its action mask), then
   ``env.step(i)`` with ``i`` drawn uniformly from the mask's legal indices (numpy's
   generator). A step is one decision of a seat; the chance that follows it is resolved inside
   it. Also measured the same way with ``env.last(observe=False)`` (the mask's indices read
   from ``infos[agent]["legal_actions"]``), so the table shows what share of a step the
   observation takes. Targets: Arcana ≥ 3,000 steps/s, Arcs ≥ 1,000.
2. **OpenSpiel states per second**: random playouts of the registered game
   (``pyspiel.load_game("tarotlab_<game>", {"players": n})``): at a chance node an outcome
   drawn from ``chance_outcomes()``, else a uniform legal action, then ``apply_action``;
   every state reached counts (chance nodes included). And ``state.clone()`` per second on
   the states of those playouts.

Each figure is the best of three passes of at least ``--seconds`` each (background load only
slows a pass). Results go to ``results-rl.md`` beside this script, with the machine and date.
"""

from __future__ import annotations

import argparse
import os
import sys
from dataclasses import dataclass
from pathlib import Path
from time import perf_counter
from typing import Any

import machine  # benchmarks/machine.py, beside this script
import numpy as np
import pyspiel

from tarotlab.core.game import game_info
from tarotlab.core.registry import GAMES
from tarotlab.rl import env, register_openspiel

HERE = Path(__file__).resolve().parent
CONFIGS = [(game, n) for game in GAMES for n in game_info(game).player_counts]
TARGETS = {"arcana": 3000, "arcs": 1000}


@dataclass
class Row:
    game: str
    players: int
    steps: float = 0.0  # environment steps per second, observation included
    bare: float = 0.0  # without building the observation
    games: int = 0
    states: float = 0.0  # OpenSpiel states per second
    clones: float = 0.0  # OpenSpiel clones per second


def env_rate(game: str, players: int, seconds: float, observe: bool) -> tuple[float, int]:
    """Steps per second of random play through the environment (and games begun)."""
    e = env(game, players=players)
    rng = np.random.default_rng(0)
    steps = games = 0
    start = perf_counter()
    while True:
        e.reset(seed=games)
        games += 1
        for _ in e.agent_iter():
            obs, _, terminated, truncated, info = e.last(observe)
            if terminated or truncated:
                e.step(None)
                continue
            if observe:
                e.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
            else:
                e.step(int(rng.integers(len(info["legal_actions"]))))
            steps += 1
        elapsed = perf_counter() - start
        if elapsed >= seconds:
            return steps / elapsed, games


def spiel_rates(game: str, players: int, seconds: float) -> tuple[float, float]:
    """OpenSpiel states per second of random playouts, and clones per second."""
    spiel = pyspiel.load_game(f"tarotlab_{game}", {"players": players})
    rng = np.random.default_rng(0)
    states = 0
    kept: list[Any] = []
    start = perf_counter()
    while perf_counter() - start < seconds:
        state = spiel.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                state.apply_action(outcomes[int(rng.integers(len(outcomes)))][0])
            else:
                legal = state.legal_actions()
                state.apply_action(legal[int(rng.integers(len(legal)))])
            states += 1
            if states % 97 == 0:
                kept.append(state.clone())
    rate = states / (perf_counter() - start)
    clones = 0
    start = perf_counter()
    while perf_counter() - start < seconds / 2:
        for state in kept:
            state.clone()
            clones += 1
    return rate, clones / (perf_counter() - start)


def measure(seconds: float, passes: int) -> list[Row]:
    register_openspiel()
    rows = []
    for game, players in CONFIGS:
        row = Row(game, players)
        for _ in range(passes):
            steps, games = env_rate(game, players, seconds, observe=True)
            if steps > row.steps:
                row.steps, row.games = steps, games
            row.bare = max(row.bare, env_rate(game, players, seconds, observe=False)[0])
            states, clones = spiel_rates(game, players, seconds)
            row.states, row.clones = max(row.states, states), max(row.clones, clones)
        print(f"{game} {players}p: {row.steps:,.0f} steps/s ({row.bare:,.0f} without the "
              f"observation), OpenSpiel {row.states:,.0f} states/s, {row.clones:,.0f} "
              "clones/s", flush=True)
        rows.append(row)
    return rows


def report(rows: list[Row], env_info: dict[str, Any], load: tuple[float, float],
           passes: int) -> str:
    lines = ["| Game | Players | Env steps/s (observation included) | µs/step | Observation's "
             "share | Target | OpenSpiel states/s | OpenSpiel clones/s |",
             "|---|---|---|---|---|---|---|---|"]
    for r in rows:
        target = TARGETS.get(r.game)
        verdict = "" if target is None else (
            f"≥ {target:,} {'✅ met' if r.steps >= target else '❌ missed'}")
        share = 1 - r.steps / r.bare if r.bare else 0.0
        lines.append(f"| {game_info(r.game).long_name} | {r.players} | **{r.steps:,.0f}** | "
                     f"{1e6 / r.steps:,.0f} | {share:.0%} | {verdict} | {r.states:,.0f} | "
                     f"{r.clones:,.0f} |")
    e = env_info
    lines += ["", f"_Python {e['python']} on {e['platform']}, {e['cpus']} CPUs, one core used; "
              f"PettingZoo {e['pettingzoo']}, Gymnasium {e['gymnasium']}, OpenSpiel "
              f"{e['open-spiel']}, NumPy {e['numpy']}; {e['date'][:10]}, commit {e['commit']}. "
              f"One-minute load average {load[0]:.1f} before, {load[1]:.1f} after (other work "
              "on a shared machine slows the figures). `benchmarks/rl.py`: a random agent, best "
              f"of {passes} pass{'es' if passes > 1 else ''}; a step is one decision of a "
              "seat, its observation built (`env.last()`), the chance after it resolved inside "
              "it; the observation's share is 1 − (steps/s with it ÷ steps/s without it)._"]
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--quick", action="store_true", help="short passes; write nothing")
    parser.add_argument("--seconds", type=float, default=2.0, help="length of a pass")
    parser.add_argument("--out", type=Path, default=HERE / "results-rl.md")
    args = parser.parse_args(argv)
    seconds, passes = (0.3, 1) if args.quick else (args.seconds, 3)
    before = os.getloadavg()[0]
    rows = measure(seconds, passes)
    text = report(rows, machine.environment("pettingzoo", "gymnasium", "open-spiel", "numpy"),
                  (before, os.getloadavg()[0]), passes)
    print(text)
    if not args.quick:
        args.out.write_text("# tarotlab.rl: environment and OpenSpiel speed\n\n" + text,
                            encoding="utf-8")
        print(f"written to {args.out}")
    missed = [r for r in rows if r.steps < TARGETS.get(r.game, 0)]
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
