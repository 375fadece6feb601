"""Where a greedy game's time goes: the seat's view, the bot's choosing, and the engine.

Run as ``.venv/bin/python benchmarks/greedy_split.py``. Greedy bots play every seat of the
same games as ``run.py --compare REV --greedy`` (``GREEDY_GAMES``, the same seeds and bot
generators), each pass played twice with only the second timed (warm caches); each decision
is timed in three parts, per decision of the game, chance included (chance resolves inside
``apply``): building the view of the seat to move, the bot's ``choose``, and the engine's
``legal_actions`` and ``apply``. Beside them, issue 31's 3× budget: the µs a decision at
8f2d199 (``GREEDY_BEFORE``, from ``benchmarks/compare-8f2d199-greedy-3.11.2.md``) divided
by 3. Results go to ``results-greedy-split.md`` next to this file.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from time import perf_counter
from typing import Any

import machine  # benchmarks/machine.py, beside this script
from run import GREEDY_GAMES, PLAYOUT_STREAM

import tarotlab
from tarotlab.bots import make_bot
from tarotlab.core.rng import Rng

HERE = Path(__file__).resolve().parent
GREEDY_BEFORE = {"arcana": 129.35, "arcanum/3": 31.59, "mystick/2": 59.62, "arcs/3": 179.03,
                 "arcs/3/True": 235.25}
"""µs a greedy decision at 8f2d199 on Debian's Python 3.11.2, the mean of the two runs in
``benchmarks/compare-8f2d199-greedy-3.11.2.md`` (the interpreter ``.venv`` is made from; the
figures on 3.11.7 were 109.64, 29.58, 59.54, 167.07 and 218.23, ``compare-8f2d199.md``)."""


def split(game: str, options: Mapping[str, Any], games: int) -> tuple[float, float, float]:
    """µs a decision (chance included) in the view, the bot and the engine, warm."""
    view = bot = engine = 0.0
    decisions = 0
    for timed in (False, True):
        for g in range(games):
            state = tarotlab.new_game(game, seed=g, **options)
            chooser = make_bot("greedy", game)
            rng = Rng(g, stream=PLAYOUT_STREAM)
            while not state.is_over:
                t0 = perf_counter()
                seen = state.view(state.to_move)
                t1 = perf_counter()
                legal = state.legal_actions()
                t2 = perf_counter()
                action = chooser.choose(seen, legal, rng)
                t3 = perf_counter()
                state.apply(action)
                t4 = perf_counter()
                if timed:
                    view += t1 - t0
                    bot += t3 - t2
                    engine += (t2 - t1) + (t4 - t3)
            if timed:
                decisions += state.step
    return view / decisions * 1e6, bot / decisions * 1e6, engine / decisions * 1e6


def main() -> None:
    lines = ["| Greedy games | view | bot | engine | all | 3× budget (µs at 8f2d199 ÷ 3) |",
             "|---|---|---|---|---|---|"]
    for game, options, games in GREEDY_GAMES:
        key = "/".join([game, *map(str, options.values())])
        view, bot, engine = split(game, options, games)
        budget = GREEDY_BEFORE[key] / 3
        lines.append(f"| {key} | {view:.1f} | {bot:.1f} | {engine:.1f} | "
                     f"{view + bot + engine:.1f} | {budget:.1f} |")
        print(lines[-1], flush=True)
    env = machine.environment()
    lines += ["", f"_µs a decision, chance included; {env['implementation']} {env['python']} "
              f"on {env['platform']}, {env['cpus']} CPUs; {env['date'][:10]}, commit "
              f"{env['commit']}. `benchmarks/greedy_split.py`._"]
    out = HERE / "results-greedy-split.md"
    out.write_text("# Where a greedy decision's time goes\n\n" + "\n".join(lines) + "\n",
                   encoding="utf-8")
    print(f"wrote {out}")


if __name__ == "__main__":
    main()
