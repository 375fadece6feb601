"""This tree against another revision, in one interleaved run (``benchmarks/run.py --compare
REV``): a change's effect on playout speed, measured rather than guessed.

The other revision is exported with ``git archive`` into a temporary folder. Two worker
processes (``compare_worker.py``), one importing this tree's tarotlab and one the other's,
run the same random playouts as ``run.py`` (same seeds, same chooser) and python-chess's
yardstick; passes alternate between the two workers, so load from elsewhere falls on both
alike, and the best pass of each counts. Printed per configuration: µs per decision in each
tree, their ratio (this ÷ REV: below 1 is faster), and each tree's ratio to python-chess.
Where the two trees' games differ (other rules, other decision counts), the line says so.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path
from typing import IO, Any, NamedTuple

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
WORKER = HERE / "compare_worker.py"


class Workload(NamedTuple):
    """What is timed in both trees: ``do`` is ``playouts`` (random), ``greedy`` (greedy
    bots in every seat) or ``clone`` (``clone()`` at every decision of random playouts),
    ``games`` a pass, with seeds 0..games-1."""

    key: str
    game: str
    options: dict[str, Any]
    games: int
    do: str = "playouts"


class Worker:
    """A process that imports tarotlab from ``tree`` and times passes on request."""

    def __init__(self, tree: Path) -> None:
        env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(tree), str(HERE)]))
        self.process = subprocess.Popen([sys.executable, str(WORKER)], stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, text=True, env=env, cwd=tree)
        self.origin = self.ask({"do": "where"})["tarotlab"]
        if not self.origin.startswith(str(tree)):
            raise SystemExit(f"the worker for {tree} imported tarotlab from {self.origin}")

    def ask(self, request: dict[str, Any]) -> dict[str, Any]:
        stdin: IO[str] = self.process.stdin  # type: ignore[assignment]
        stdout: IO[str] = self.process.stdout  # type: ignore[assignment]
        stdin.write(json.dumps(request) + "\n")
        stdin.flush()
        line = stdout.readline()
        if not line:
            raise SystemExit(f"the worker stopped (request {request})")
        answer: dict[str, Any] = json.loads(line)
        return answer

    def close(self) -> None:
        self.process.terminate()
        self.process.wait(timeout=30)


def export(rev: str, into: Path) -> str:
    """The tracked files of ``rev`` in ``into``; its short commit id."""
    commit = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--short", rev], check=True,
                            capture_output=True, text=True).stdout.strip()
    archive = subprocess.Popen(["git", "-C", str(ROOT), "archive", commit],
                               stdout=subprocess.PIPE)
    subprocess.run(["tar", "-x", "-C", str(into)], stdin=archive.stdout, check=True)
    if archive.wait() != 0:
        raise SystemExit(f"git archive {rev} failed")
    return commit


def compare(rev: str, workloads: Sequence[Workload], chess_games: int, repeats: int,
            log: Any = print) -> str:
    """Markdown: each workload timed in both trees."""
    with tempfile.TemporaryDirectory(prefix="tarotlab-compare-") as folder:
        commit = export(rev, Path(folder))
        workers = {"this tree": Worker(ROOT), commit: Worker(Path(folder))}
        try:
            jobs = [(w.key, {"do": w.do, "game": w.game, "options": w.options,
                             "games": w.games}) for w in workloads]
            jobs.append(("python-chess", {"do": "chess", "games": chess_games}))
            best: dict[tuple[str, str], float] = {}
            counts: dict[tuple[str, str], int] = {}
            for repeat in range(repeats + 1):  # the first pass warms up and is not counted
                for key, job in jobs:
                    for name, worker in (workers.items() if repeat % 2 == 0
                                         else reversed(list(workers.items()))):
                        answer = worker.ask(job)
                        if repeat:
                            best[key, name] = min(best.get((key, name), 1e9),
                                                  answer["seconds"])
                        counts[key, name] = answer["count"]
                log(f"pass {repeat}/{repeats} done")
        finally:
            for worker in workers.values():
                worker.close()
    names = list(workers)
    chess = {n: best["python-chess", n] / counts["python-chess", n] * 1e6 for n in names}
    lines = [f"Random playouts (and greedy games: \"greedy\"), µs per decision; \"clone\": µs "
             f"per clone(), at every decision of random playouts (best of "
             f"{repeats} interleaved passes); "
             f"python-chess: {chess[names[0]]:.1f} µs/ply here, {chess[names[1]]:.1f} in "
             f"{commit}.", "",
             f"| configuration | this tree | {commit} | this ÷ {commit} | × chess here | "
             f"× chess in {commit} | note |", "|---|---|---|---|---|---|---|"]
    for key, *_ in workloads:
        us = {n: best[key, n] / counts[key, n] * 1e6 for n in names}
        note = "" if counts[key, names[0]] == counts[key, names[1]] else \
            f"the games differ ({counts[key, names[0]]} vs {counts[key, names[1]]} decisions)"
        lines.append(f"| {key} | {us[names[0]]:.2f} | {us[names[1]]:.2f} | "
                     f"**{us[names[0]] / us[names[1]]:.2f}** | "
                     f"{us[names[0]] / chess[names[0]]:.3f} | "
                     f"{us[names[1]] / chess[names[1]]:.3f} | {note} |")
    return "\n".join(lines) + "\n"
