"""Instructions a workload takes in this tree and in another revision, counted by Valgrind's
callgrind: a change's effect measured exactly where a stopwatch cannot see it.

On this 2-core host a timed A/B run moves by more than the effect of most single changes:
two trees timed as two processes at once (one a core, the cores swapped every pass) gave
pass-by-pass ratios from 0.77 to 1.34 in one run of four passes (2026-12-07, a plan-like
Arcana workload). Instructions executed do not depend on the load or the core, so one run
of each tree is enough, and both run at once (how closely the same tree counts the same:
``results-instructions.md``). An instruction is not a nanosecond
(a cache miss costs more than an add), so this measures work, not speed: use it to see
whether a change does less, and ``run.py --compare`` for how much faster that is.

    .venv/bin/python benchmarks/instructions.py REV [--workload conformance|playouts|greedy]
        [--games arcana,arcanum,mystick,arcs] [--write]

For each game: the instructions of its workload in each tree (the interpreter's start and
the imports are counted once alone and taken off), and this tree ÷ REV. ``conformance``:
``check_game`` on a few games with every fifth one deep-checked (what ``make test`` spends
its time on, deep games included twice as often as in the plan); ``playouts``: random
games; ``greedy``: the greedy bot in every seat. ``--write`` appends the table to
``results-instructions.md``. Needs ``valgrind`` (Debian's package of that name; the machine
kind this project runs on has it); runs take about 50 times as long as without it.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from datetime import date
from pathlib import Path
from typing import Any

from compare import ROOT, export  # benchmarks/compare.py, beside this script

HERE = Path(__file__).resolve().parent
RESULTS = HERE / "results-instructions.md"
WORKLOADS: dict[str, dict[str, tuple[str, int, dict[str, Any]]]] = {
    "conformance": {"arcana": ("arcana", 11, {}), "arcanum": ("arcanum", 6, {"players": 4}),
                    "mystick": ("mystick", 6, {"players": 4}),
                    "arcs": ("arcs", 3, {"players": 3})},
    "playouts": {"arcana": ("arcana", 40, {}), "arcanum": ("arcanum", 15, {"players": 4}),
                 "mystick": ("mystick", 15, {"players": 4}), "arcs": ("arcs", 5, {"players": 3})},
    "greedy": {"arcana": ("arcana", 20, {}), "arcanum": ("arcanum", 8, {"players": 4}),
               "mystick": ("mystick", 8, {"players": 4}), "arcs": ("arcs", 3, {"players": 3})},
}
"""Workload -> game -> (game, games, options): small, since callgrind runs 50 times slower."""


def run_workload(workload: str, game: str) -> None:
    """The workload itself, in the process callgrind watches (``--run``); ``imports`` only
    imports what the workloads need, the count taken off the others."""
    import tarotlab
    from tarotlab.bots import bot_decision, make_bot
    from tarotlab.core.rng import Rng
    from tarotlab.testing.conformance import check_game

    if workload == "imports":
        return
    name, games, options = WORKLOADS[workload][game]
    if workload == "conformance":
        check_game(name, games=games, seed=200_000, deep_every=5, **options)
        return
    for seed in range(games):
        state, rng = tarotlab.new_game(name, seed=seed, **options), Rng(seed, stream=7)
        bots = [make_bot("greedy", name) for _ in range(state.players)]
        while not state.is_over:
            seat = state.to_move
            if workload == "greedy" and seat is not None and seat >= 0:
                state.apply(bot_decision(state, bots[seat], rng))
            else:
                state.apply(rng.choice(state.legal_actions()))


def count(tree: Path, workload: str, game: str) -> int:
    """Instructions callgrind counts for ``workload`` of ``game`` with ``tree``'s tarotlab."""
    with tempfile.TemporaryDirectory(prefix="tarotlab-callgrind-") as folder:
        env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(tree), str(HERE)]))
        done = subprocess.run(
            ["valgrind", "--tool=callgrind", f"--callgrind-out-file={folder}/out",
             sys.executable, str(Path(__file__).resolve()), "--run", workload, game,
             "--tree", str(tree)],
            env=env, cwd=folder, capture_output=True, text=True, check=False)
    found = re.search(r"Collected : (\d+)", done.stderr)
    if done.returncode != 0 or found is None:
        raise SystemExit(f"callgrind failed for {workload} {game} in {tree}:\n"
                         f"{done.stderr[-2000:]}")
    return int(found.group(1))


def compare_trees(rev: str, workload: str, games: list[str]) -> str:
    """Markdown: each game's workload counted in this tree and in ``rev``."""
    with tempfile.TemporaryDirectory(prefix="tarotlab-instructions-") as folder:
        commit = export(rev, Path(folder))
        trees = {"this tree": ROOT, commit: Path(folder)}
        jobs = [(name, tree, job) for job in ["imports", *games] for name, tree in trees.items()]
        with ThreadPoolExecutor(max_workers=2) as pool:  # the two trees at once
            counted = dict(zip([(name, job) for name, _, job in jobs], pool.map(
                lambda j: count(j[1], workload if j[2] != "imports" else "imports", j[2]),
                jobs), strict=True))
    head = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--short", "HEAD"],
                          capture_output=True, text=True, check=True).stdout.strip()
    lines = [f"### `{workload}`: this tree ({head}, {date.today()}) against {commit}", "",
             f"Instructions in millions (callgrind), the start and imports taken off "
             f"({counted['this tree', 'imports'] / 1e6:,.0f} and "
             f"{counted[commit, 'imports'] / 1e6:,.0f} million).", "",
             f"| game | workload | this tree | {commit} | this ÷ {commit} |",
             "|---|---|---|---|---|"]
    for game in games:
        name, n, options = WORKLOADS[workload][game]
        mine = counted["this tree", game] - counted["this tree", "imports"]
        theirs = counted[commit, game] - counted[commit, "imports"]
        shown = ", ".join(f"{k}={v}" for k, v in options.items())
        lines.append(f"| {name} | {n} games{', ' + shown if shown else ''} | "
                     f"{mine / 1e6:,.0f} | {theirs / 1e6:,.0f} | **{mine / theirs:.3f}** |")
    return "\n".join(lines) + "\n"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("rev", nargs="?", help="the revision to count against (e.g. HEAD~3)")
    parser.add_argument("--workload", choices=sorted(WORKLOADS), default="conformance")
    parser.add_argument("--games", default="arcana,arcanum,mystick,arcs")
    parser.add_argument("--write", action="store_true", help=f"append to {RESULTS.name}")
    parser.add_argument("--run", nargs=2, metavar=("WORKLOAD", "GAME"), help=argparse.SUPPRESS)
    parser.add_argument("--tree", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.run:
        import tarotlab

        if args.tree and not tarotlab.__file__.startswith(args.tree):
            raise SystemExit(f"imported tarotlab from {tarotlab.__file__}, not {args.tree}")
        run_workload(*args.run)
        return
    if args.rev is None:
        parser.error("name the revision to count against")
    if shutil.which("valgrind") is None:
        raise SystemExit("valgrind is not installed (Debian: apt-get install valgrind)")
    games = [g for g in args.games.split(",") if g]
    unknown = sorted(set(games) - set(WORKLOADS[args.workload]))
    if unknown:
        parser.error(f"unknown game {unknown[0]!r} (choose from "
                     f"{', '.join(WORKLOADS[args.workload])})")
    table = compare_trees(args.rev, args.workload, games)
    print(table)
    if args.write:
        text = RESULTS.read_text(encoding="utf-8") if RESULTS.exists() else \
            "# Instructions counted (`benchmarks/instructions.py`)\n"
        RESULTS.write_text(text + "\n" + table, encoding="utf-8")


if __name__ == "__main__":
    main()
