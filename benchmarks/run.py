"""tarotlab benchmark (``make bench``): Arcana playout speed, python-chess, Table clicks.

Run as ``.venv/bin/python benchmarks/run.py`` (``--quick`` for a smoke run, ``--profile``
to print where the time goes). One run measures, on this machine and interpreter:

1. Arcana random playouts: ``tarotlab.new_game("arcana", seed=g)``, then
   ``s.apply(rng.choice(s.legal_actions()))`` until ``s.is_over`` (a ``tarotlab.core.rng.Rng``
   chooses; chance resolves itself inside ``apply``). Reported as playouts per second and
   all-in microseconds per decision, chance decisions included (``s.step`` at the end).
2. The same for the ``resolution="both"`` variant.
3. python-chess random playouts (``list(board.legal_moves)``, a random choice with the same
   ``Rng``, ``board.push``; stop at ``board.is_game_over()`` or 400 plies) in microseconds
   per ply, and the ratio Arcana µs/decision ÷ chess µs/ply (target: ≤ 0.3).
4. One click on a ``tarotlab.notebook.widgets.Table`` (apply, re-render the HTML view,
   rebuild the buttons; with a greedy bot on seat 1 also the bot's reply): median and 95th
   percentile over about 200 clicks (target: under 30 ms). Headless: no kernel, so the
   messages to a browser and its rendering are not included.

The playout rates are the best of several identical passes (same seeds each time; Arcana
and chess passes interleaved, so background load hits both sides of the ratio alike); the
clicks are timed one by one after a warm-up. Results go to ``results.json`` and
``results.md`` next to this file (a full run; ``--quick`` only prints unless ``--out``).
"""

from __future__ import annotations

import argparse
import cProfile
import datetime as dt
import gc
import json
import math
import os
import platform
import pstats
import statistics
import subprocess
import sys
from collections.abc import Callable, Mapping, Sequence
from dataclasses import asdict, dataclass
from importlib import metadata
from pathlib import Path
from time import perf_counter
from typing import Any

import chess

import tarotlab
from tarotlab.core.rng import Rng

HERE = Path(__file__).resolve().parent
CHESS_MAX_PLIES = 400
RATIO_TARGET = 0.3
CLICK_TARGET_MS = 30.0
PLAYOUT_STREAM = 0xBE4C  # Rng stream for the random players (seed = game number)
CLICK_STREAM = 0xC11C


@dataclass(frozen=True)
class Plan:
    """How much work one run does."""

    arcana_games: int  # playouts per pass (seeds 0..n-1), each variant
    chess_games: int  # chess playouts per pass
    repeats: int  # passes; the best one counts
    warmup_games: int
    clicks: int  # timed clicks per Table configuration
    warmup_clicks: int


FULL = Plan(arcana_games=250, chess_games=30, repeats=5, warmup_games=20, clicks=200,
            warmup_clicks=20)
QUICK = Plan(arcana_games=20, chess_games=3, repeats=1, warmup_games=2, clicks=20,
             warmup_clicks=3)


@dataclass(frozen=True)
class Playouts:
    """Random playouts of one game: the best pass and the spread over passes."""

    games: int
    decisions: int  # per pass (identical in every pass: same seeds, same choices)
    pass_seconds: tuple[float, ...]

    @property
    def best(self) -> float:
        return min(self.pass_seconds)

    @property
    def per_second(self) -> float:
        return self.games / self.best

    @property
    def us_per_decision(self) -> float:
        return self.best / self.decisions * 1e6

    @property
    def decisions_per_game(self) -> float:
        return self.decisions / self.games

    @property
    def spread(self) -> float:
        """(slowest - fastest) / fastest pass."""
        return max(self.pass_seconds) / self.best - 1.0

    def summary(self) -> dict[str, Any]:
        return {
            "games_per_pass": self.games,
            "decisions_per_pass": self.decisions,
            "decisions_per_game": round(self.decisions_per_game, 1),
            "pass_seconds": [round(s, 4) for s in self.pass_seconds],
            "spread": round(self.spread, 4),
            "playouts_per_second": round(self.per_second, 1),
            "us_per_decision": round(self.us_per_decision, 3),
        }


@dataclass(frozen=True)
class Clicks:
    """Wall time of single Table clicks, in milliseconds."""

    label: str
    times_ms: tuple[float, ...]
    games: int  # Tables used (a new one when a game ends)
    widgets_per_click: float | None  # growth of ipywidgets' live widgets (restarts included)

    @property
    def median(self) -> float:
        return statistics.median(self.times_ms)

    @property
    def p95(self) -> float:
        return percentile(self.times_ms, 95)

    def summary(self) -> dict[str, Any]:
        return {
            "clicks": len(self.times_ms),
            "tables": self.games,
            "median_ms": round(self.median, 3),
            "p95_ms": round(self.p95, 3),
            "mean_ms": round(statistics.fmean(self.times_ms), 3),
            "min_ms": round(min(self.times_ms), 3),
            "max_ms": round(max(self.times_ms), 3),
            "live_widgets_added_per_click": None if self.widgets_per_click is None
            else round(self.widgets_per_click, 1),
        }


def percentile(values: Sequence[float], p: float) -> float:
    """Nearest-rank percentile (p in 0..100)."""
    ordered = sorted(values)
    rank = max(1, math.ceil(p / 100 * len(ordered)))
    return ordered[rank - 1]


# ---------------------------------------------------------------------- the workloads
def arcana_pass(games: int, resolution: str) -> tuple[float, int]:
    """Seconds and decisions for random playouts of seeds 0..games-1."""
    new_game = tarotlab.new_game
    decisions = 0
    start = perf_counter()
    for g in range(games):
        s = new_game("arcana", seed=g, resolution=resolution)
        choice = Rng(g, stream=PLAYOUT_STREAM).choice
        while not s.is_over:
            s.apply(choice(s.legal_actions()))
        decisions += s.step
    return perf_counter() - start, decisions


def chess_pass(games: int) -> tuple[float, int]:
    """Seconds and plies for random chess playouts (at most CHESS_MAX_PLIES each)."""
    plies = 0
    start = perf_counter()
    for g in range(games):
        board = chess.Board()
        choice = Rng(g, stream=PLAYOUT_STREAM).choice
        n = 0
        while n < CHESS_MAX_PLIES and not board.is_game_over():
            board.push(choice(list(board.legal_moves)))
            n += 1
        plies += n
    return perf_counter() - start, plies


def live_widgets() -> int | None:
    """How many widgets ipywidgets keeps alive (a private registry: None if it moved)."""
    from ipywidgets.widgets import widget

    registry = getattr(widget, "_instances", None)
    return len(registry) if isinstance(registry, dict) else None


Pass = Callable[[int], tuple[float, int]]


def best_of(runs: Mapping[str, tuple[Pass, int]], plan: Plan) -> dict[str, Playouts]:
    """Time every workload ``plan.repeats`` times, interleaved, so that load from other
    processes falls on all of them alike (the Arcana/chess ratio is what matters)."""
    gc.collect()
    for run, _ in runs.values():
        run(plan.warmup_games)
    seconds: dict[str, list[float]] = {name: [] for name in runs}
    counts: dict[str, set[int]] = {name: set() for name in runs}
    for _ in range(plan.repeats):
        for name, (run, games) in runs.items():
            took, count = run(games)
            seconds[name].append(took)
            counts[name].add(count)
    for name, seen in counts.items():
        if len(seen) != 1:
            raise RuntimeError(f"{name}: passes differ (work per pass: {sorted(seen)})")
    return {name: Playouts(games, counts[name].pop(), tuple(seconds[name]))
            for name, (_, games) in runs.items()}


def table_clicks(label: str, clicks: int, warmup: int, bots: Mapping[int, str] | None,
                 first_seed: int = 1) -> Clicks:
    """Time ``Table.click`` on a random legal action's button, one click at a time."""
    from tarotlab.notebook.widgets import Table

    def new_table(seed: int) -> Table:
        return Table("arcana", seed=seed, bots=dict(bots)) if bots else Table("arcana", seed=seed)

    gc.collect()
    widgets_before = live_widgets()
    rng = Rng(first_seed, stream=CLICK_STREAM)
    seed = first_seed
    table = new_table(seed)
    tables = 1
    times: list[float] = []
    while len(times) < warmup + clicks:
        state = table.session.state
        if state.is_over:
            seed += 1
            table = new_table(seed)
            tables += 1
            continue
        action = str(rng.choice(state.legal_actions()))
        before = state.step
        start = perf_counter()
        verdict = table.click(action)
        took = perf_counter() - start
        # Table.click falls back to a check when no button has the label: make sure it played.
        if not verdict.ok or table.session.state.step <= before:
            raise RuntimeError(f"click {action!r} did not play: {verdict}")
        times.append(took * 1e3)
    widgets_after = live_widgets()
    per_click = (None if widgets_before is None or widgets_after is None
                 else (widgets_after - widgets_before) / len(times))
    return Clicks(label, tuple(times[warmup:]), tables, per_click)


# ---------------------------------------------------------------------- reporting
def environment() -> dict[str, Any]:
    def version(dist: str) -> str | None:
        try:
            return metadata.version(dist)
        except metadata.PackageNotFoundError:
            return None

    try:
        commit: str | None = subprocess.run(
            ["git", "rev-parse", "--short", "HEAD"], cwd=HERE, capture_output=True, text=True,
            timeout=5, check=True).stdout.strip() or None
    except (OSError, subprocess.SubprocessError):
        commit = None
    return {
        "date": dt.datetime.now(dt.UTC).isoformat(timespec="seconds"),
        "python": platform.python_version(),
        "implementation": platform.python_implementation(),
        "platform": platform.platform(),
        "machine": platform.machine(),
        "cpus": os.cpu_count(),
        "tarotlab": tarotlab.__version__,
        "chess": version("chess"),
        "ipywidgets": version("ipywidgets"),
        "commit": commit,
    }


def verdict_text(ok: bool) -> str:
    return "✅ met" if ok else "❌ missed"


def markdown(results: dict[str, Any], plan: Plan, quick: bool) -> str:
    arc, both, ch = results["arcana"]["winner"], results["arcana"]["both"], results["chess"]
    ratio, clicks, env = results["ratio"], results["clicks"], results["environment"]
    plain, greedy = clicks["no_bots"], clicks["greedy_seat_1"]

    def playout_row(name: str, r: dict[str, Any]) -> str:
        return (f"| {name} | {r['playouts_per_second']:,.0f} playouts/s · "
                f"**{r['us_per_decision']:.1f} µs/decision** "
                f"({r['decisions_per_game']:.0f} decisions/game) | |")

    def click_row(name: str, r: dict[str, Any]) -> str:
        ok = r["median_ms"] < CLICK_TARGET_MS and r["p95_ms"] < CLICK_TARGET_MS
        return (f"| {name} | **{r['median_ms']:.1f} ms** median · {r['p95_ms']:.1f} ms p95 "
                f"({r['clicks']} clicks) | < {CLICK_TARGET_MS:.0f} ms {verdict_text(ok)} |")

    lines = [
        "| Benchmark | Result | Target |",
        "|---|---|---|",
        playout_row("Arcana random playouts", arc),
        playout_row('Arcana random playouts, `resolution="both"`', both),
        f"| python-chess random playouts (≤ {CHESS_MAX_PLIES} plies) | "
        f"**{ch['us_per_ply']:.1f} µs/ply** ({ch['plies_per_game']:.0f} plies/game) | |",
        f"| Arcana µs/decision ÷ chess µs/ply | **{ratio['winner']:.2f}** "
        f"(`both`: {ratio['both']:.2f}) | ≤ {RATIO_TARGET} "
        f"{verdict_text(ratio['winner'] <= RATIO_TARGET)} |",
        click_row("`Table` click, no bots", plain),
        click_row("`Table` click, greedy bot on seat 1 (incl. its reply)", greedy),
        "",
        f"_{'Quick smoke run (not representative). ' if quick else ''}"
        f"{env['implementation']} {env['python']} on {env['platform']}, {env['cpus']} CPUs; "
        f"python-chess {env['chess']}, ipywidgets {env['ipywidgets']}; {env['date'][:10]}"
        f"{', commit ' + env['commit'] if env['commit'] else ''}. Playouts: best of "
        f"{plan.repeats} interleaved passes of {plan.arcana_games} Arcana / {plan.chess_games} "
        "chess games; "
        "µs/decision counts every decision, chance included. Clicks on random legal "
        "actions, headless (no kernel or browser round trip). `make bench`._",
    ]
    return "\n".join(lines) + "\n"


def profile(title: str, work: Callable[[], object], top: int = 18) -> None:
    """Print the functions where ``work`` spends its time (own time, then cumulative)."""
    prof = cProfile.Profile()
    prof.enable()
    work()
    prof.disable()
    for order in ("tottime", "cumulative"):
        print(f"\n--- profile: {title} (by {order}) ---")
        pstats.Stats(prof, stream=sys.stdout).strip_dirs().sort_stats(order).print_stats(top)


# ---------------------------------------------------------------------- main
def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--quick", action="store_true",
                        help="fast smoke run (few games and clicks; prints, writes nothing "
                             "unless --out is given)")
    parser.add_argument("--out", type=Path, default=None,
                        help="directory for results.json and results.md "
                             "(default: benchmarks/ for a full run)")
    parser.add_argument("--profile", action="store_true",
                        help="after measuring, print cProfile reports of the playouts and "
                             "of the clicks")
    args = parser.parse_args(argv)
    if hasattr(sys.stdout, "reconfigure"):
        sys.stdout.reconfigure(errors="backslashreplace")
    plan = QUICK if args.quick else FULL
    out: Path | None = args.out if args.out is not None else (None if args.quick else HERE)
    started = perf_counter()

    def log(msg: str) -> None:
        print(f"[{perf_counter() - started:5.1f}s] {msg}", file=sys.stderr, flush=True)

    log(f"playouts: Arcana (resolution=winner, both) and python-chess, {plan.repeats} "
        "interleaved passes")
    playouts = best_of({
        "winner": (lambda n: arcana_pass(n, "winner"), plan.arcana_games),
        "both": (lambda n: arcana_pass(n, "both"), plan.arcana_games),
        "chess": (chess_pass, plan.chess_games),
    }, plan)
    winner, both, chess_run = playouts["winner"], playouts["both"], playouts["chess"]
    log("Table clicks (no bots)")
    plain = table_clicks("no bots", plan.clicks, plan.warmup_clicks, None)
    log("Table clicks (greedy bot on seat 1)")
    greedy = table_clicks("greedy bot on seat 1", plan.clicks, plan.warmup_clicks,
                          {1: "greedy"})
    log("done")

    # The same figures as for Arcana, named in plies.
    renamed = {"decisions_per_pass": "plies_per_pass", "decisions_per_game": "plies_per_game",
               "us_per_decision": "us_per_ply"}
    chess_summary = {renamed.get(k, k): v for k, v in chess_run.summary().items()}
    chess_summary["max_plies"] = CHESS_MAX_PLIES
    ratio = {
        "winner": winner.us_per_decision / chess_run.us_per_decision,
        "both": both.us_per_decision / chess_run.us_per_decision,
    }
    results: dict[str, Any] = {
        "quick": args.quick,
        "plan": asdict(plan),
        "arcana": {"winner": winner.summary(), "both": both.summary()},
        "chess": chess_summary,
        "ratio": {k: round(v, 4) for k, v in ratio.items()},
        "clicks": {"no_bots": plain.summary(), "greedy_seat_1": greedy.summary()},
        "targets": {
            "ratio_max": RATIO_TARGET,
            "ratio_met": ratio["winner"] <= RATIO_TARGET,
            "click_ms_max": CLICK_TARGET_MS,
            "click_met": all(c.median < CLICK_TARGET_MS and c.p95 < CLICK_TARGET_MS
                             for c in (plain, greedy)),
        },
        "seconds": round(perf_counter() - started, 1),
        "environment": environment(),
    }
    table = markdown(results, plan, args.quick)
    print(table, end="")
    if out is not None:
        out.mkdir(parents=True, exist_ok=True)
        (out / "results.json").write_text(json.dumps(results, indent=2) + "\n",
                                          encoding="utf-8")
        (out / "results.md").write_text(table, encoding="utf-8")
        log(f"wrote {out / 'results.json'} and {out / 'results.md'}")

    if args.profile:
        games = max(20, plan.arcana_games // 4)
        profile(f"{games} Arcana playouts", lambda: arcana_pass(games, "winner"))
        profile(f"{plan.clicks} Table clicks, greedy bot on seat 1",
                lambda: table_clicks("profile", plan.clicks, 0, {1: "greedy"}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
