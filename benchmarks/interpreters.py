"""The same work on two Python interpreters: which one the project's venv should be made from.

``make setup`` makes the venv from the system's Python 3 where it is 3.11 or newer
(``scripts/pick-python.sh``): Debian and Ubuntu build theirs with profile-guided and
link-time optimization, which a Python built from source by default (pyenv's, say) lacks.
This measures the difference on this project's own work, each piece in a fresh process of
each interpreter in turn, the CPU seconds it takes (``time.process_time``), best of
``--rounds``:

- one chunk of the conformance plan per game (``check_game``: 60 Arcana games, 30 of
  4-player Arcanum and Mystick, 10 of 3-player Arcs, one in ten deep-checked), and 3-player
  Arcs with the greedy bot in every seat (10 games);
- random playouts of each game (``benchmarks/run.py``'s ``playout_pass``) and of
  python-chess, the yardstick of issue 31's targets (a faster interpreter speeds it up too,
  so the targets' ratios barely move; the suite's time does).

Both interpreters import the same packages: this tree and the running venv's site-packages
(pure-Python packages, the same minor version of Python).

    .venv/bin/python benchmarks/interpreters.py /usr/bin/python3.11 \
        ~/.pyenv/versions/3.11.7/bin/python3
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import subprocess
import sys
import sysconfig
from datetime import date
from pathlib import Path

from suite_cpu import write_section  # benchmarks/suite_cpu.py, beside this

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
RESULTS = HERE / "results-interpreters.md"

WORK: dict[str, str] = {
    "conformance: Arcana": "check_game('arcana', games=60, seed=7)",
    "conformance: Arcanum, 4 players": "check_game('arcanum', games=30, seed=7, players=4)",
    "conformance: Mystick, 4 players": "check_game('mystick', games=30, seed=7, players=4)",
    "conformance: Arcs, 3 players": "check_game('arcs', games=10, seed=7, players=3)",
    "conformance: Arcs, 3 greedy bots": "check_game('arcs', games=10, seed=7, players=3, "
                                        "bots=('greedy',))",
    "playouts: Arcana": "playout_pass('arcana', 250, {})",
    "playouts: Arcanum, 4 players": "playout_pass('arcanum', 60, {'players': 4})",
    "playouts: Mystick, 4 players": "playout_pass('mystick', 60, {'players': 4})",
    "playouts: Arcs, 3 players": "playout_pass('arcs', 12, {'players': 3})",
    "playouts: python-chess": "chess_pass(30)",
}
"""Label -> the Python expression timed (in a process that has imported what it needs)."""

TITLE = ("# The same work on two interpreters\n\n`benchmarks/interpreters.py`: each run "
         "is a section of its own (``--run``).\n")

PRELUDE = (f"import sys, time; sys.path[:0] = [{str(HERE)!r}]\n"
           "from tarotlab.testing.conformance import check_game\n"
           "from run import playout_pass, chess_pass\n")


def cpu_seconds(python: str, expression: str) -> float:
    """CPU seconds ``expression`` takes in a fresh process of ``python`` (imports excluded)."""
    code = (PRELUDE + "start = time.process_time()\n" + expression + "\n"
            "print(time.process_time() - start)")
    paths = [str(ROOT), sysconfig.get_paths()["purelib"]]
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(paths))
    out = subprocess.run([python, "-c", code], env=env, check=True, capture_output=True,
                         text=True)
    return float(out.stdout.split()[-1])


def describe(python: str) -> str:
    """``python``'s version and where it lives."""
    version = subprocess.run([python, "-c", "import platform; print(platform.python_version())"],
                             check=True, capture_output=True, text=True).stdout.strip()
    return f"CPython {version} (`{python}`)"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("first", help="an interpreter (the one the venv is made from)")
    parser.add_argument("second", help="the interpreter to compare it with")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--out", type=Path, default=RESULTS)
    parser.add_argument("--run", default="A run",
                        help="the heading of this run's section (other runs' are kept)")
    args = parser.parse_args(argv)
    pythons = (args.first, args.second)
    best: dict[str, list[float]] = {label: [float("inf")] * 2 for label in WORK}
    for _ in range(args.rounds):
        for label, expression in WORK.items():
            for i, python in enumerate(pythons):  # in turn, so the host's load hits both
                best[label][i] = min(best[label][i], cpu_seconds(python, expression))
            print(f"{label}: {best[label][0]:.2f} s, {best[label][1]:.2f} s", flush=True)
    first, second = (describe(p) for p in pythons)
    rows = [f"| {label} | {a:.2f} | {b:.2f} | {a / b:.2f} |" for label, (a, b) in best.items()]
    heading = f"## {args.run}"
    text = "\n".join([
        heading, "",
        f"CPU seconds, best of {args.rounds} rounds, each piece in a fresh process of each "
        "interpreter in turn.", "",
        f"| Work | {first} | {second} | ratio |", "|---|---|---|---|", *rows, "",
        f"_{platform.platform()}, {os.cpu_count()} CPUs; {date.today().isoformat()}._", ""])
    if not args.out.exists():
        args.out.write_text(TITLE, encoding="utf-8")
    write_section(args.out, heading, text)
    print(json.dumps({label: values for label, values in best.items()}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
