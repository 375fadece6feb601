"""What the conformance checks cost, and where: the measure behind cutting ``make test``.

Run as ``.venv/bin/python benchmarks/conformance_cost.py`` (``--quick`` for a smoke run that
prints only). For one configuration per game it measures, on this machine:

1. **Plain and deep games.** The same seeds played by ``check_game`` with no deep checks and
   with the deep checks at every step (``deep_every=1``): milliseconds a game each way, and
   so the share of the plan's time (one game in ten deep) that the deep games take.
2. **Where a deep step goes.** One run with one game in ten deep, as the plan plays them,
   under ``cProfile``: the share of the run's time in each part of the deep step (the
   snapshots, the candidates' refusals, the clone check, the secrecy branches, undo, the
   record round trips, views as text and HTML) and in the cheap checks of every step (the
   game's invariants). The profiler slows small functions more than large ones, so the
   shares are a guide to where to look, not a stopwatch.

Results go to ``results-conformance.md`` next to this file.
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import time
from pathlib import Path
from typing import Any

import machine  # benchmarks/machine.py, beside this script

from tarotlab.testing.conformance import check_game

HERE = Path(__file__).resolve().parent
KEPT_SECTION = "## Where the engine's tests spend their CPU"
"""A section of ``results-conformance.md`` measured from a whole test run, not by this script:
rewriting the file keeps it."""
CONFIGURATIONS: tuple[tuple[str, str, dict[str, Any], int], ...] = (
    ("Arcana", "arcana", {}, 200),
    ("Arcanum, 4 players", "arcanum", {"players": 4}, 60),
    ("Mystick Domination, 4 players", "mystick", {"players": 4}, 60),
    ("Arcs, 3 players", "arcs", {"players": 3}, 20),
)
PARTS = (  # (label, the function whose cumulative time is the part)
    ("snapshots (3 a step)", "snapshot.py", "snapshot"),
    ("candidates and their refusals", "conformance.py", "_check_candidates"),
    ("clone check (copy, shared objects, 3 moves)", "conformance.py", "_check_clone"),
    ("secrecy branches", "conformance.py", "check_secrecy"),
    ("undo", "engine.py", "undo"),
    ("record round trips (every game)", "conformance.py", "_check_record"),
    ("view text and HTML", "present.py", "_repr_html_"),
    ("invariants (every step)", "", "check_invariants"),
    ("deep steps in all", "conformance.py", "_deep_step"),
)


def per_game_ms(game: str, options: dict[str, Any], games: int, deep_every: int) -> float:
    start = time.perf_counter()
    check_game(game, games=games, seed=9_000, deep_every=deep_every, **options)
    return (time.perf_counter() - start) / games * 1000


def shares(game: str, options: dict[str, Any], games: int) -> dict[str, float]:
    profile = cProfile.Profile()
    profile.enable()
    check_game(game, games=games, seed=9_000, deep_every=10, **options)
    profile.disable()
    stats = pstats.Stats(profile)
    total = max(ct for (_, _, name), (_, _, _, ct, _) in stats.stats.items()  # type: ignore[attr-defined]
                if name == "check_game")
    out = {}
    for label, file, function in PARTS:
        out[label] = sum(ct for (path, _, name), (_, _, _, ct, _) in stats.stats.items()  # type: ignore[attr-defined]
                         if name == function and path.endswith(file)) / total
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="a few games; prints only")
    args = parser.parse_args()
    scale = 10 if args.quick else 1
    lines = ["| Game | plain game | deep game | deep ÷ plain | deep games' share of the plan |",
             "|---|---|---|---|---|"]
    part_rows: dict[str, list[str]] = {label: [] for label, _, _ in PARTS}
    for title, game, options, games in CONFIGURATIONS:
        n = max(10, games // scale)
        plain = per_game_ms(game, options, n, 0)
        deep = per_game_ms(game, options, max(2, n // 10), 1)
        share = deep / (deep + 9 * plain)
        lines.append(f"| {title} | {plain:.1f} ms | {deep:.0f} ms | {deep / plain:.0f}× | "
                     f"{share:.0%} |")
        for label, value in shares(game, options, n).items():
            part_rows[label].append(f"{value:.0%}")
        print(lines[-1], flush=True)
    titles = [t for t, _, _, _ in CONFIGURATIONS]
    table = ["| Part of the run (one game in ten deep) | " + " | ".join(titles) + " |",
             "|---|" + "---|" * len(titles)]
    table += [f"| {label} | " + " | ".join(row) + " |" for label, row in part_rows.items()]
    env = machine.environment()
    text = "\n".join([
        "# What the conformance checks cost", "",
        "`benchmarks/conformance_cost.py`: the same seeds with no deep checks and with deep "
        "checks at every step (ms a game), then one run as the plan plays them (one game in "
        "ten deep) under cProfile: each part's share of the run (parts nest: the snapshots "
        "and undo are inside the deep steps, and the record round trips of deep games too).",
        "", *lines, "", *table, "",
        f"_{env['implementation']} {env['python']} on {env['platform']}, {env['cpus']} CPUs; "
        f"{env['date'][:10]}, commit {env['commit']}._", ""])
    print("\n".join(table))
    if not args.quick:
        out = HERE / "results-conformance.md"
        kept = out.read_text(encoding="utf-8").partition(KEPT_SECTION) if out.exists() else ()
        if kept and kept[1]:  # the hand-measured section below the tables stays as it was
            text += "\n" + kept[1] + kept[2]
        out.write_text(text, encoding="utf-8")
        print(f"wrote {out}")


if __name__ == "__main__":
    main()
