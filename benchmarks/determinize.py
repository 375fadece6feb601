"""What one ``State.determinize`` costs, per game (issue 32: a search draws one a simulated game).

Run as ``.venv/bin/python benchmarks/determinize.py``: random games (seeds 0-5; in Arcs also
greedy ones, which last chapters longer, as a search's games do), every tenth decision of a
seat (every thirtieth in Arcs, whose determinizer searches the history), timed
one by one: a first ``determinize`` (what the seat knows worked out, then one draw) and a
further draw from the position's ``determinizer`` (what a search pays for each of its
simulated games after the first). The median and 90th percentile of each go to
``results-determinize.md`` beside this file. Arcs remembers its pass over the game
(``arcs.seen``) and its redraw of the chapters before the current one
(``arcs.determinize._earlier_chapters``), so a position after one asked before goes on from
that pass and reuses the redraw: the "cold" rows forget both before each first
``determinize``, as for the first position a search or a hint asks in a game.
"""

from __future__ import annotations

from pathlib import Path
from time import perf_counter

from percentiles import percentile  # benchmarks/percentiles.py, beside this script

import tarotlab
from tarotlab.arcs.determinize import forget_remembered
from tarotlab.bots import bot_decision, make_bot
from tarotlab.core.rng import Rng

HERE = Path(__file__).resolve().parent
CONFIGS = [("arcana", {}, 10, "random", False), ("mystick", {"players": 2}, 10, "random", False),
           ("mystick", {"players": 4}, 10, "random", False),
           *(("arcs", {"players": 3}, 30, bot, cold)
             for bot in ("random", "greedy") for cold in (False, True))]
"""(game, options, every how many decisions, the bot in every seat, cold: forget what Arcs
remembers before each first determinize)."""


def main() -> int:
    rows = []
    for game, options, every, bot_name, cold in CONFIGS:
        times: list[float] = []
        again: list[float] = []
        for seed in range(6):
            state = tarotlab.new_game(game, seed=seed, **options)
            rng = Rng(seed)
            bot = make_bot(bot_name, game)
            while not state.is_over:
                seat = state.to_move
                if state.step % every == 0 and seat is not None and seat >= 0:
                    if cold:
                        forget_remembered()
                    started = perf_counter()
                    state.determinize(seat, rng)
                    times.append(perf_counter() - started)
                    draw = state.determinizer(seat)
                    draw(Rng(0))
                    started = perf_counter()
                    draw(rng)
                    again.append(perf_counter() - started)
                state.apply(bot_decision(state, bot, rng))
        label = game + "".join(f", {v} players" for v in options.values()) \
            + (f", {bot_name} games" if game == "arcs" else "") \
            + (", cold (nothing remembered)" if cold else "")
        rows.append(f"| {label} | {len(times)} | {_ms(times, 50)} | {_ms(times, 90)} | "
                    f"{_ms(again, 50)} | {_ms(again, 90)} |")
        print(rows[-1], flush=True)
    text = "\n".join(["# One determinization (`benchmarks/determinize.py`)", "",
                      "Random games (Arcs: random and greedy games), seeds 0-5; each call "
                      "timed on its own. Cold: Arcs' pass over the game and redraw of the "
                      "chapters before the current one forgotten before each first "
                      "`determinize`; otherwise they are remembered from the position "
                      "asked before (30 decisions earlier), as in a game a search or a "
                      "hint follows.", "",
                      "| Game | Positions | `determinize`: median | p90 "
                      "| A further draw: median | p90 |",
                      "|---|---|---|---|---|---|", *rows, ""])
    (HERE / "results-determinize.md").write_text(text, encoding="utf-8")
    return 0


def _ms(times: list[float], p: float) -> str:
    return f"{1e3 * percentile(times, p):.3f} ms"


if __name__ == "__main__":
    raise SystemExit(main())
