"""How often Arcs' redraw gives up (``NoWorldFound``), and what a first draw costs (issue 32).

Run as ``.venv/bin/python benchmarks/arcs_redraw.py --players 3 --seeds 700-759``: all-greedy
games of the given seeds; at every decision with a choice, the seat to move asks for one
determinization (``State.determinize(seat, Rng(1000 * seed + step))``, what a searching bot
asks first at each of its decisions). Prints, per game, the decisions where the redraw gave
up, then the totals and the time of a draw (median, p95, max: a draw that gives up takes its
whole budget). The package is imported from ``PYTHONPATH`` first, so the same script measures
another revision's determinizer: ``git worktree add /tmp/old REV`` then
``PYTHONPATH=/tmp/old .venv/bin/python benchmarks/arcs_redraw.py ...``.
"""

from __future__ import annotations

import argparse
from time import perf_counter

from percentiles import percentile  # benchmarks/percentiles.py, beside this script

import tarotlab
from tarotlab.bots import bot_decision, make_bot
from tarotlab.core.engine import CHANCE
from tarotlab.core.errors import NoWorldFound
from tarotlab.core.rng import Rng


def play(seed: int, players: int, times: list[float]) -> tuple[int, int, int]:
    """One greedy game: (decisions asked, redraws that gave up, decisions in all)."""
    state = tarotlab.new_game("arcs", seed=seed, players=players)
    bots = [make_bot("greedy", "arcs") for _ in range(players)]
    rng = Rng(seed, stream=7)
    asked = gave_up = 0
    while not state.is_over:
        seat = state.to_move
        assert seat is not None
        if seat >= 0 and len(state.legal_actions()) > 1:
            started = perf_counter()
            try:
                state.determinize(seat, Rng(1000 * seed + state.step))
            except NoWorldFound:
                gave_up += 1
            times.append(perf_counter() - started)
            asked += 1
        state.apply(state.sample_chance() if seat == CHANCE
                    else bot_decision(state, bots[seat], rng))
    return asked, gave_up, state.step


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--seeds", default="700-759", help="first-last, both included")
    args = parser.parse_args()
    first, last = (int(x) for x in args.seeds.split("-"))
    times: list[float] = []
    asked = gave_up = games_given_up = 0
    for seed in range(first, last + 1):
        n, lost, steps = play(seed, args.players, times)
        asked, gave_up, games_given_up = asked + n, gave_up + lost, games_given_up + (lost > 0)
        print(f"seed {seed}: {steps} decisions, gave up at {lost} of {n}", flush=True)
    print(f"{args.players} players, seeds {args.seeds}: gave up in {games_given_up} of "
          f"{last - first + 1} games, at {gave_up:,} of {asked:,} decisions; a draw "
          f"{1e3 * percentile(times, 50):.1f} ms at the median, "
          f"{1e3 * percentile(times, 95):.1f} ms p95, {1e3 * max(times):.0f} ms at most")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
