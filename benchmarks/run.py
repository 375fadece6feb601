"""tarotlab benchmark (``make bench``): Arcana and Arcanum playout speed against
python-chess, and Table clicks.

Run as ``.venv/bin/python benchmarks/run.py`` (``--quick`` for a smoke run, ``--profile``
to print where the time goes). One run measures, on this machine and interpreter:

1. Arcana random playouts: ``tarotlab.new_game("arcana", seed=g)``, then
   ``s.apply(rng.choice(s.legal_actions()))`` until ``s.is_over`` (a ``tarotlab.core.rng.Rng``
   chooses; chance resolves itself inside ``apply``). Reported as playouts per second and
   all-in microseconds per decision, chance decisions included (``s.step`` at the end).
2. The same for the ``resolution="both"`` variant.
3. The same for Arcanum with 3, 4 and 5 players
   (``tarotlab.new_game("arcanum", players=P, seed=g)``).
4. python-chess random playouts (``list(board.legal_moves)``, a random choice with the same
   ``Rng``, ``board.push``; stop at ``board.is_game_over()`` or 400 plies) in microseconds
   per ply, and the ratios game µs/decision ÷ chess µs/ply (targets: Arcana ≤ 0.3,
   Arcanum ≤ 0.5 at every player count).
5. One click on a ``tarotlab.notebook.widgets.Table`` (apply, re-render the HTML view,
   rebuild the buttons; with bots also their replies), on a random enabled action button:
   Arcana with no bots and with a greedy bot on seat 1, Arcanum (4 players) with no bots
   and with greedy bots on seats 1-3. Median and 95th percentile over about 200 clicks
   (target: under 30 ms). Headless: no kernel, so the messages to a browser and its
   rendering are not included.

The playout rates are the best of several identical passes (same seeds each time; the
Arcana, Arcanum and chess passes interleaved, so background load hits both sides of the
ratios alike); the clicks are timed one by one after a warm-up. Results go to ``results.json`` and
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
RATIO_TARGET = 0.3  # Arcana µs/decision ÷ chess µs/ply
ARCANUM_RATIO_TARGET = 0.5  # Arcanum µs/decision ÷ chess µs/ply, every player count
ARCANUM_PLAYERS = (3, 4, 5)
ARCANUM_TABLE_PLAYERS = 4
CLICK_TARGET_MS = 30.0
PLAYOUT_STREAM = 0xBE4C  # Rng stream for the random players (seed = game number)
CLICK_STREAM = 0xC11C


@dataclass(frozen=True)
class Plan:
    """How much work one run does."""

    arcana_games: int  # playouts per pass (seeds 0..n-1), each variant
    arcanum_games: int  # playouts per pass (seeds 0..n-1), each player count
    chess_games: int  # chess playouts per pass
    repeats: int  # passes; the best one counts
    warmup_games: int
    clicks: int  # timed clicks per Table configuration
    warmup_clicks: int


FULL = Plan(arcana_games=250, arcanum_games=80, chess_games=30, repeats=5, warmup_games=20,
            clicks=200, warmup_clicks=20)
QUICK = Plan(arcana_games=20, arcanum_games=4, chess_games=3, repeats=1, warmup_games=2,
             clicks=20, warmup_clicks=3)


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


def arcanum_pass(games: int, players: int) -> tuple[float, int]:
    """Seconds and decisions for random Arcanum playouts of seeds 0..games-1."""
    new_game = tarotlab.new_game
    decisions = 0
    start = perf_counter()
    for g in range(games):
        s = new_game("arcanum", players=players, seed=g)
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


def table_clicks(label: str, game: str, clicks: int, warmup: int,
                 bots: Mapping[int, str] | None, first_seed: int = 1,
                 **options: Any) -> Clicks:
    """Time ``Table.click`` on a random enabled action button, one click at a time.

    A Table also shows the candidates that the rules forbid, as disabled buttons: only the
    enabled ones are drawn from (for Arcana and Arcanum they are the legal actions, in the
    same order)."""
    from tarotlab.notebook.widgets import Table

    def new_table(seed: int) -> Table:
        if bots:
            return Table(game, seed=seed, bots=dict(bots), **options)
        return Table(game, seed=seed, **options)

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
        enabled = [b.description for b in table.actions.children if not b.disabled]
        if not enabled:
            raise RuntimeError(f"{game} seed {seed}: no enabled action button at step "
                               f"{state.step}")
        action = str(rng.choice(enabled))
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
    arcana, arcanum, ch = results["arcana"], results["arcanum"], results["chess"]
    ratio, clicks, env = results["ratio"], results["clicks"], results["environment"]

    def playout_row(name: str, r: dict[str, Any], ratio_: float, target: float | None) -> str:
        goal = "" if target is None else f"≤ {target} {verdict_text(ratio_ <= target)}"
        return (f"| {name} | {r['playouts_per_second']:,.0f}/s "
                f"({r['decisions_per_game']:.0f} decisions/game) | "
                f"**{r['us_per_decision']:.1f} µs/decision** | **{ratio_:.2f}** | {goal} |")

    def click_row(name: str, r: dict[str, Any]) -> str:
        ok = r["median_ms"] < CLICK_TARGET_MS and r["p95_ms"] < CLICK_TARGET_MS
        return (f"| {name} | **{r['median_ms']:.1f} ms** | {r['p95_ms']:.1f} ms | "
                f"{r['clicks']} | < {CLICK_TARGET_MS:.0f} ms {verdict_text(ok)} |")

    lines = [
        "| Random playouts | Playouts | Cost | ÷ chess µs/ply | Target |",
        "|---|---|---|---|---|",
        playout_row("Arcana", arcana["winner"], ratio["arcana"]["winner"], RATIO_TARGET),
        playout_row('Arcana, `resolution="both"`', arcana["both"], ratio["arcana"]["both"],
                    None),
        *(playout_row(f"Arcanum, {p} players", arcanum[f"players_{p}"],
                      ratio["arcanum"][f"players_{p}"], ARCANUM_RATIO_TARGET)
          for p in ARCANUM_PLAYERS),
        f"| python-chess (≤ {CHESS_MAX_PLIES} plies) | {ch['playouts_per_second']:,.0f}/s "
        f"({ch['plies_per_game']:.0f} plies/game) | **{ch['us_per_ply']:.1f} µs/ply** | 1 | |",
        "",
        "| `Table` click | Median | p95 | Clicks | Target |",
        "|---|---|---|---|---|",
        click_row("Arcana, no bots", clicks["arcana"]["no_bots"]),
        click_row("Arcana, greedy bot on seat 1 (incl. its reply)",
                  clicks["arcana"]["greedy_seat_1"]),
        click_row(f"Arcanum ({ARCANUM_TABLE_PLAYERS} players), no bots",
                  clicks["arcanum"]["no_bots"]),
        click_row(f"Arcanum ({ARCANUM_TABLE_PLAYERS} players), greedy bots on seats 1–3 "
                  "(incl. their replies)", clicks["arcanum"]["greedy_seats_1_3"]),
        "",
        f"_{'Quick smoke run (not representative). ' if quick else ''}"
        f"{env['implementation']} {env['python']} on {env['platform']}, {env['cpus']} CPUs; "
        f"python-chess {env['chess']}, ipywidgets {env['ipywidgets']}; {env['date'][:10]}"
        f"{', commit ' + env['commit'] if env['commit'] else ''}. Playouts: best of "
        f"{plan.repeats} interleaved passes of {plan.arcana_games} Arcana games per variant, "
        f"{plan.arcanum_games} Arcanum games per player count and {plan.chess_games} chess "
        "games; µs/decision is all-in (new game included) and counts every decision, chance "
        "included. Clicks on random enabled action buttons, headless (no kernel or browser "
        "round trip). `make bench`._",
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
ARCANUM_BOTS = {1: "greedy", 2: "greedy", 3: "greedy"}


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--quick", action="store_true",
                        help="fast smoke run (few games and clicks; prints, writes nothing "
                             "unless --out is given)")
    parser.add_argument("--out", type=Path, default=None,
                        help="directory for results.json and results.md "
                             "(default: benchmarks/ for a full run)")
    parser.add_argument("--profile", action="store_true",
                        help="after measuring, print cProfile reports of the Arcana and "
                             "Arcanum playouts and clicks")
    args = parser.parse_args(argv)
    if hasattr(sys.stdout, "reconfigure"):
        sys.stdout.reconfigure(errors="backslashreplace")
    plan = QUICK if args.quick else FULL
    out: Path | None = args.out if args.out is not None else (None if args.quick else HERE)
    started = perf_counter()

    def log(msg: str) -> None:
        print(f"[{perf_counter() - started:5.1f}s] {msg}", file=sys.stderr, flush=True)

    def arcanum_run(players: int) -> tuple[Pass, int]:
        return (lambda n: arcanum_pass(n, players)), plan.arcanum_games

    counts = ", ".join(map(str, ARCANUM_PLAYERS))
    log(f"playouts: Arcana (resolution=winner, both), Arcanum ({counts} players) and "
        f"python-chess, {plan.repeats} interleaved passes")
    playouts = best_of({
        "winner": (lambda n: arcana_pass(n, "winner"), plan.arcana_games),
        "both": (lambda n: arcana_pass(n, "both"), plan.arcana_games),
        **{f"players_{p}": arcanum_run(p) for p in ARCANUM_PLAYERS},
        "chess": (chess_pass, plan.chess_games),
    }, plan)
    chess_run = playouts.pop("chess")
    arcana = {k: playouts.pop(k) for k in ("winner", "both")}
    arcanum = playouts
    log("Table clicks: Arcana, no bots")
    arcana_plain = table_clicks("Arcana, no bots", "arcana", plan.clicks, plan.warmup_clicks,
                                None)
    log("Table clicks: Arcana, greedy bot on seat 1")
    arcana_greedy = table_clicks("Arcana, greedy bot on seat 1", "arcana", plan.clicks,
                                 plan.warmup_clicks, {1: "greedy"})
    log("Table clicks: Arcanum, no bots")
    arcanum_plain = table_clicks("Arcanum, no bots", "arcanum", plan.clicks,
                                 plan.warmup_clicks, None, players=ARCANUM_TABLE_PLAYERS)
    log("Table clicks: Arcanum, greedy bots on seats 1-3")
    arcanum_greedy = table_clicks("Arcanum, greedy bots on seats 1-3", "arcanum", plan.clicks,
                                  plan.warmup_clicks, ARCANUM_BOTS,
                                  players=ARCANUM_TABLE_PLAYERS)
    log("done")

    # The same figures as for the games, named in plies.
    renamed = {"decisions_per_pass": "plies_per_pass", "decisions_per_game": "plies_per_game",
               "us_per_decision": "us_per_ply"}
    chess_summary = {renamed.get(k, k): v for k, v in chess_run.summary().items()}
    chess_summary["max_plies"] = CHESS_MAX_PLIES
    ratio = {
        "arcana": {k: r.us_per_decision / chess_run.us_per_decision for k, r in arcana.items()},
        "arcanum": {k: r.us_per_decision / chess_run.us_per_decision
                    for k, r in arcanum.items()},
    }
    all_clicks = (arcana_plain, arcana_greedy, arcanum_plain, arcanum_greedy)
    results: dict[str, Any] = {
        "quick": args.quick,
        "plan": asdict(plan),
        "arcana": {k: r.summary() for k, r in arcana.items()},
        "arcanum": {k: r.summary() for k, r in arcanum.items()},
        "chess": chess_summary,
        "ratio": {game: {k: round(v, 4) for k, v in r.items()} for game, r in ratio.items()},
        "clicks": {
            "arcana": {"no_bots": arcana_plain.summary(),
                       "greedy_seat_1": arcana_greedy.summary()},
            "arcanum": {"players": ARCANUM_TABLE_PLAYERS,
                        "no_bots": arcanum_plain.summary(),
                        "greedy_seats_1_3": arcanum_greedy.summary()},
        },
        "targets": {
            "arcana_ratio_max": RATIO_TARGET,
            "arcana_ratio_met": ratio["arcana"]["winner"] <= RATIO_TARGET,
            "arcanum_ratio_max": ARCANUM_RATIO_TARGET,
            "arcanum_ratio_met": all(v <= ARCANUM_RATIO_TARGET
                                     for v in ratio["arcanum"].values()),
            "click_ms_max": CLICK_TARGET_MS,
            "click_met": all(c.median < CLICK_TARGET_MS and c.p95 < CLICK_TARGET_MS
                             for c in all_clicks),
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
        profile(f"{plan.clicks} Arcana Table clicks, greedy bot on seat 1",
                lambda: table_clicks("profile", "arcana", plan.clicks, 0, {1: "greedy"}))
        per_count = max(10, plan.arcanum_games // 4)
        profile(f"{per_count} Arcanum playouts for each of "
                f"{', '.join(map(str, ARCANUM_PLAYERS))} players",
                lambda: [arcanum_pass(per_count, p) for p in ARCANUM_PLAYERS])
        profile(f"{plan.clicks} Arcanum Table clicks, greedy bots on seats 1-3",
                lambda: table_clicks("profile", "arcanum", plan.clicks, 0, ARCANUM_BOTS,
                                     players=ARCANUM_TABLE_PLAYERS))
    return 0


if __name__ == "__main__":
    sys.exit(main())
