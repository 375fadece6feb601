"""tarotlab benchmark (``make bench``): Arcana, Arcanum, Mystick Domination and Arcs playout speed
against python-chess, Table clicks, and the Arcs map figures.

Run as ``.venv/bin/python benchmarks/run.py`` (``--quick`` for a smoke run, ``--profile``
to print where the time goes, ``--compare REV`` to time this tree against another revision
in one interleaved run, see ``compare.py``). One run measures, on this machine and interpreter:

1. Random playouts of every game in ``GAMES``, in each of its configurations: Arcana
   (``resolution="winner"`` and ``"both"``), Arcanum with 3, 4 and 5 players, Mystick
   Domination with 2, 3, 4 and 5 players, Arcs with 2, 3 and 4 players. A game is
   ``tarotlab.new_game(name, seed=g, **options)``, then
   ``s.apply(rng.choice(s.legal_actions()))`` until ``s.is_over`` (a ``tarotlab.core.rng.Rng``
   chooses; chance resolves itself inside ``apply``). Reported as
   playouts per second and all-in microseconds per decision, chance decisions included
   (``s.step`` at the end).
2. python-chess random playouts (``list(board.legal_moves)``, a random choice with the same
   ``Rng``, ``board.push``; stop at ``board.is_game_over()`` or 400 plies) in microseconds
   per ply, and the ratios game µs/decision ÷ chess µs/ply (targets, issue 31: Arcana
   ≤ 0.08; Arcanum ≤ 0.16 and Mystick ≤ 0.2 at every player count; Arcs ≤ 0.3 with 3
   players and ≤ 0.35 with 3 players and Leaders & Lore; the other Arcs player counts are
   measured, not judged).
3. ``clone()`` at every decision of random playouts of the ``CLONE_GAMES`` configurations
   (only the clones timed), µs per clone and its ratio to python-chess, against the ratio at
   8f2d199, the tree when issue 31 was filed (``CLONE_BEFORE``; target: a quarter of it).
4. One click on a ``tarotlab.notebook.widgets.Table`` (apply, the new picture and the panel
   of choices the page is sent; with bots also their replies), on a random legal action:
   Arcana with no bots and with a greedy bot on seat 1, Arcanum (4 players) with no bots
   and with greedy bots on seats 1-3, Mystick (2 players) with no bots and with a greedy
   bot on seat 1 (skipped, and said so, if ``make_bot("greedy", "mystick")`` fails), Arcs
   (3 players) with no bots and with random bots on seats 1-2. Median
   and 95th percentile over about 200 clicks (target: under 30 ms). Headless: no kernel, so
   the messages to a browser and its rendering are not included.
5. The Arcs map: ``benchmarks/arcs_map.py --json`` in a subprocess (Reach graph build,
   target under 2 ms; SVG render with Graphviz, target under 100 ms).

The playout rates are the best of several identical passes (same seeds each time; all the
games' passes and the chess passes interleaved, so background load hits both sides of the
ratios alike); the clicks are timed one by one after a warm-up. Results go to
``results.json`` (a section per game) and ``results.md`` next to this file (a full run;
``--quick`` only prints unless ``--out``).
"""

from __future__ import annotations

import argparse
import cProfile
import gc
import importlib.util
import json
import pstats
import statistics
import subprocess
import sys
import tempfile
from collections.abc import Callable, Mapping, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from time import perf_counter
from typing import Any

import chess
import machine  # benchmarks/machine.py, beside this script
from percentiles import percentile  # benchmarks/percentiles.py, beside this script

import tarotlab
from tarotlab.core.errors import TarotlabError
from tarotlab.core.rng import Rng

HERE = Path(__file__).resolve().parent
ARCS_SCRIPT = HERE / "arcs_map.py"
CHESS_MAX_PLIES = 400
CLICK_TARGET_MS = 30.0
PLAYOUT_STREAM = 0xBE4C  # Rng stream for the random players (seed = game number)
CLICK_STREAM = 0xC11C


# ---------------------------------------------------------------------- what is measured
@dataclass(frozen=True)
class Variant:
    """One playout configuration of a game."""

    key: str  # its name in results.json
    label: str  # its row in results.md
    options: Mapping[str, Any] = field(default_factory=dict)  # for new_game
    checked: bool = True  # does the game's ratio target apply to it?
    target: float | None = None  # its own ratio target (None: the game's)


@dataclass(frozen=True)
class ClickCase:
    """One Table configuration whose clicks are timed."""

    key: str  # its name in results.json
    label: str  # its row in results.md, after the game's title
    bots: Mapping[int, str] = field(default_factory=dict)  # seat -> bot name


@dataclass(frozen=True)
class GameBench:
    """Everything the benchmark does with one game."""

    name: str  # for tarotlab.new_game and Table
    title: str  # written here, not read from tarotlab.core.registry.game_info: --compare runs
    # this file against older revisions of tarotlab, which have no declarations
    ratio_target: float  # max µs/decision ÷ chess µs/ply, every checked variant
    variants: tuple[Variant, ...]
    table_options: Mapping[str, Any]
    clicks: tuple[ClickCase, ...]
    per: str = "player count"  # what the variants are, for the notes

    @property
    def table_title(self) -> str:
        players = self.table_options.get("players")
        return self.title if players is None else f"{self.title} ({players} players)"


def by_players(players: Sequence[int]) -> tuple[Variant, ...]:
    return tuple(Variant(f"players_{p}", f"{p} players", {"players": p}) for p in players)


NO_BOTS = ClickCase("no_bots", "no bots")
GREEDY_SEAT_1 = ClickCase("greedy_seat_1", "greedy bot on seat 1 (incl. its reply)",
                          {1: "greedy"})
GAMES = (
    GameBench("arcana", "Arcana", 0.08,
              (Variant("winner", "", {"resolution": "winner"}),
               Variant("both", '`resolution="both"`', {"resolution": "both"}, checked=False)),
              {}, (NO_BOTS, GREEDY_SEAT_1), per="variant"),
    GameBench("arcanum", "Arcanum", 0.16, by_players((3, 4, 5)), {"players": 4},
              (NO_BOTS, ClickCase("greedy_seats_1_3",
                                  "greedy bots on seats 1–3 (incl. their replies)",
                                  {1: "greedy", 2: "greedy", 3: "greedy"}))),
    GameBench("mystick", "Mystick Domination", 0.2, by_players((2, 3, 4, 5)), {"players": 2},
              (NO_BOTS, GREEDY_SEAT_1)),
    GameBench("arcs", "Arcs", 0.3,
              (Variant("players_2", "2 players", {"players": 2}, checked=False),
               Variant("players_3", "3 players", {"players": 3}),
               Variant("players_4", "4 players", {"players": 4}, checked=False),
               Variant("players_3_ll", "3 players, Leaders & Lore",
                       {"players": 3, "leaders": True}, target=0.35)),
              {"players": 3},
              (NO_BOTS, ClickCase("random_seats_1_2", "random bots on seats 1–2 (incl. their "
                                  "replies)", {1: "random", 2: "random"}))),
)
GAME_BY_NAME = {g.name: g for g in GAMES}


@dataclass(frozen=True)
class Plan:
    """How much work one run does."""

    playout_games: Mapping[str, int]  # game -> playouts per pass (seeds 0..n-1), each variant
    chess_games: int  # chess playouts per pass
    repeats: int  # passes; the best one counts
    warmup_games: int
    clicks: int  # timed clicks per Table configuration
    warmup_clicks: int


FULL = Plan(playout_games={"arcana": 250, "arcanum": 80, "mystick": 60, "arcs": 20}, chess_games=30,
            repeats=5, warmup_games=20, clicks=200, warmup_clicks=20)
QUICK = Plan(playout_games={"arcana": 20, "arcanum": 4, "mystick": 4, "arcs": 2}, chess_games=3,
             repeats=1, warmup_games=2, clicks=20, warmup_clicks=3)


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

    times_ms: tuple[float, ...]
    games: int  # Tables used (a new one when a game ends)
    widgets_per_click: float | None  # growth of ipywidgets' live widgets (restarts included)

    @property
    def median(self) -> float:
        return statistics.median(self.times_ms)

    @property
    def p95(self) -> float:
        return percentile(self.times_ms, 95)

    @property
    def met(self) -> bool:
        return self.median < CLICK_TARGET_MS and self.p95 < CLICK_TARGET_MS

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
            "met": self.met,
        }


# ---------------------------------------------------------------------- the workloads
def playout_pass(game: str, games: int, options: Mapping[str, Any]) -> tuple[float, int]:
    """Seconds and decisions for random playouts of ``game`` with seeds 0..games-1."""
    new_game = tarotlab.new_game
    decisions = 0
    start = perf_counter()
    for g in range(games):
        s = new_game(game, seed=g, **options)
        choice = Rng(g, stream=PLAYOUT_STREAM).choice
        while not s.is_over:
            s.apply(choice(s.legal_actions()))
        decisions += s.step
    return perf_counter() - start, decisions


def greedy_pass(game: str, games: int, options: Mapping[str, Any]) -> tuple[float, int]:
    """Seconds and decisions (chance included) for games of ``game`` with the greedy bot in
    every seat, seeds 0..games-1: what the bots cost (each decision builds the seat's view
    and scores every legal action)."""
    from tarotlab.bots import make_bot

    new_game = tarotlab.new_game
    decisions = 0
    start = perf_counter()
    for g in range(games):
        s = new_game(game, seed=g, **options)
        bot = make_bot("greedy", game)
        rng = Rng(g, stream=PLAYOUT_STREAM)
        while not s.is_over:
            seat = s.to_move
            s.apply(bot.choose(s.view(seat), s.legal_actions(), rng))
        decisions += s.step
    return perf_counter() - start, decisions


def clone_pass(game: str, games: int, options: Mapping[str, Any]) -> tuple[float, int]:
    """Seconds spent in ``clone()`` and clones made, cloning at every decision of random
    playouts of ``game`` (seeds 0..games-1): what a search pays for each position it copies
    (only the clones are timed)."""
    new_game = tarotlab.new_game
    clones = 0
    spent = 0.0
    for g in range(games):
        s = new_game(game, seed=g, **options)
        choice = Rng(g, stream=PLAYOUT_STREAM).choice
        while not s.is_over:
            start = perf_counter()
            s.clone()
            spent += perf_counter() - start
            clones += 1
            s.apply(choice(s.legal_actions()))
    return spent, clones


CLONE_GAMES = (("arcana", "winner", 40), ("arcanum", "players_4", 12),
               ("mystick", "players_2", 12), ("mystick", "players_4", 8),
               ("arcs", "players_3", 4), ("arcs", "players_3_ll", 4))
"""The games whose clones are timed (game, variant key in ``GAMES``, games a pass), in the
full run and with ``--compare REV --clone``."""

CLONE_BEFORE_REV = "8f2d199"
"""The tree when issue 31 was filed (its greedy records pinned, no speed change yet)."""
CLONE_BEFORE: dict[str, float] = {
    "arcana/winner": 0.505, "arcanum/players_4": 0.746, "mystick/players_2": 1.235,
    "mystick/players_4": 1.971, "arcs/players_3": 1.860, "arcs/players_3_ll": 1.895}
"""clone()'s µs ÷ python-chess µs/ply at ``CLONE_BEFORE_REV``, measured beside this tree with
``--compare 8f2d199 --clone`` (issue 31's target: at most a quarter of it)."""


def clone_cases(quick: bool) -> list[tuple[str, str, Variant, int]]:
    """(key, row label, variant, games a pass) for each of ``CLONE_GAMES``."""
    cases = []
    for name, key, games in CLONE_GAMES:
        game = GAME_BY_NAME[name]
        variant = next(v for v in game.variants if v.key == key)
        label = f"{game.title}, {variant.label}" if variant.label else game.title
        cases.append((f"{name}/{key}", label, variant, max(1, games // (10 if quick else 1))))
    return cases


GREEDY_GAMES = (("arcana", {}, 40), ("arcanum", {"players": 3}, 12),
                ("mystick", {"players": 2}, 12), ("arcs", {"players": 3}, 3),
                ("arcs", {"players": 3, "leaders": True}, 3))
"""``--compare REV --greedy``: the greedy-bot games timed (game, options, games a pass)."""


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


def game_run(game: GameBench, variant: Variant, plan: Plan) -> tuple[Pass, int]:
    return ((lambda n: playout_pass(game.name, n, variant.options)),
            plan.playout_games[game.name])


def best_of(runs: Mapping[str, tuple[Pass, int]], plan: Plan) -> dict[str, Playouts]:
    """Time every workload ``plan.repeats`` times, interleaved, so that load from other
    processes falls on all of them alike (the game/chess ratios are what matters)."""
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


def clone_runner(game: str, options: Mapping[str, Any]) -> Pass:
    return lambda n: clone_pass(game, n, options)


def clone_section(clones: Mapping[str, Playouts], chess_us: float) -> dict[str, Any]:
    """results.json's clone() figures: µs a clone, its ratio to chess, the ratio before issue
    31 (``CLONE_BEFORE``) and whether it is at most a quarter of it."""
    section: dict[str, Any] = {}
    for key, run in clones.items():
        ratio = run.us_per_decision / chess_us
        before = CLONE_BEFORE.get(key)
        section[key] = {"clones_per_pass": run.decisions, "pass_seconds": run.summary()[
            "pass_seconds"], "us_per_clone": round(run.us_per_decision, 3),
            "ratio_to_chess": round(ratio, 4), "ratio_before": before,
            "target": None if before is None else round(before / 4, 4),
            "met": None if before is None else ratio <= before / 4}
    return section


def missing_bot(game: str, bots: Mapping[int, str]) -> str | None:
    """Why ``bots`` cannot play ``game`` (None: every one of them can be made)."""
    from tarotlab.bots import make_bot

    for name in sorted(set(bots.values())):
        try:
            make_bot(name, game)
        except TarotlabError as exc:
            return str(exc)
        except (ImportError, AttributeError) as exc:
            return f"the {name} bot for {game} does not load ({type(exc).__name__}: {exc})"
    return None


def table_clicks(game: str, clicks: int, warmup: int, bots: Mapping[int, str],
                 options: Mapping[str, Any], first_seed: int = 1) -> Clicks:
    """Time ``Table.choose`` on a random legal action, one click at a time: the move, the
    bots' replies, the new picture and the panel of choices the page would be sent."""
    from tarotlab.notebook.widgets import TEACHER, Table

    def new_table(seed: int) -> Table:
        if bots:
            return Table(game, seed=seed, bots=dict(bots), view=TEACHER, **options)
        return Table(game, seed=seed, view=TEACHER, **options)

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
        legal = state.legal_actions()
        action = str(rng.choice(legal))
        before = state.step
        start = perf_counter()
        verdict = table.choose(action)
        took = perf_counter() - start
        if not verdict.ok or table.session.state.step <= before:
            raise RuntimeError(f"{game} seed {seed}: click {action!r} did not play: {verdict}")
        times.append(took * 1e3)
    widgets_after = live_widgets()
    per_click = (None if widgets_before is None or widgets_after is None
                 else (widgets_after - widgets_before) / len(times))
    return Clicks(tuple(times[warmup:]), tables, per_click)


def arcs_targets() -> tuple[float, float, str]:
    """arcs_map.py's own targets (build ms, render ms) and the setup card it maps."""
    spec = importlib.util.spec_from_file_location("arcs_map", ARCS_SCRIPT)
    if spec is None or spec.loader is None:
        raise RuntimeError(f"cannot load {ARCS_SCRIPT}")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return float(module.BUILD_TARGET_MS), float(module.RENDER_TARGET_MS), str(module.CARD)


def rounded(value: Any, digits: int = 4) -> Any:
    if isinstance(value, float):
        return round(value, digits)
    if isinstance(value, dict):
        return {k: rounded(v, digits) for k, v in value.items()}
    if isinstance(value, list):
        return [rounded(v, digits) for v in value]
    return value


def arcs_map(quick: bool) -> dict[str, Any]:
    """Run ``arcs_map.py --json`` on its own (a fresh process) and read its figures."""
    build_target, render_target, card = arcs_targets()
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "arcs_map.json"
        command = [sys.executable, str(ARCS_SCRIPT), "--json", str(path)]
        done = subprocess.run(command + (["--quick"] if quick else []), capture_output=True,
                              text=True, timeout=600, check=False)
        if done.stderr:
            print(done.stderr, end="", file=sys.stderr)
        if done.returncode != 0 or not path.exists():
            raise RuntimeError(f"{ARCS_SCRIPT.name} failed (exit {done.returncode}): "
                               f"{done.stderr.strip()[-500:]}")
        figures: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    build = max(figures["build_full_map"]["median_ms"], figures["build_setup_card"]["median_ms"])
    render = figures.get("render_svg_overlays")
    return {
        "card": card,
        **rounded(figures),
        "targets": {
            "build_ms_max": build_target,
            "build_met": build < build_target,
            "render_ms_max": render_target,
            "render_met": None if render is None else render["median_ms"] < render_target,
        },
    }


# ---------------------------------------------------------------------- reporting
def environment() -> dict[str, Any]:
    return machine.environment("chess", "ipywidgets")


def verdict_text(ok: bool) -> str:
    return "✅ met" if ok else "❌ missed"


def target_of(game: GameBench, variant: Variant) -> float:
    """The ratio target a variant is judged by: its own, or else its game's."""
    return variant.target if variant.target is not None else game.ratio_target


def game_section(game: GameBench, playouts: Mapping[str, Playouts], chess_us: float,
                 clicks: Mapping[str, Clicks | str]) -> dict[str, Any]:
    """results.json's section for one game (a click case is Clicks or why it was skipped)."""
    ratios = {v.key: playouts[v.key].us_per_decision / chess_us for v in game.variants}
    section: dict[str, Any] = {
        "ratio_target": game.ratio_target,
        "ratio_met": all(ratios[v.key] <= target_of(game, v)
                         for v in game.variants if v.checked),
        "playouts": {v.key: {"options": dict(v.options), **playouts[v.key].summary(),
                             "ratio_to_chess": round(ratios[v.key], 4),
                             "ratio_checked": v.checked}
                     for v in game.variants},
        "table_options": dict(game.table_options),
        "clicks": {},
    }
    for case in game.clicks:
        measured = clicks[case.key]
        section["clicks"][case.key] = {
            "bots": {str(s): b for s, b in case.bots.items()},
            **({"skipped": measured} if isinstance(measured, str) else measured.summary()),
        }
    return section


def markdown(results: dict[str, Any], plan: Plan, quick: bool) -> str:
    ch, arcs, env = results["chess"], results["arcs_map"], results["environment"]

    def playout_rows(game: GameBench) -> list[str]:
        rows = []
        for v in game.variants:
            r = results[game.name]["playouts"][v.key]
            ratio = r["ratio_to_chess"]
            target = target_of(game, v)
            goal = f"≤ {target} {verdict_text(ratio <= target)}" if v.checked else ""
            name = f"{game.title}, {v.label}" if v.label else game.title
            rows.append(f"| {name} | {r['playouts_per_second']:,.0f}/s "
                        f"({r['decisions_per_game']:.0f} decisions/game) | "
                        f"**{r['us_per_decision']:.1f} µs/decision** | **{ratio:.2f}** | "
                        f"{goal} |")
        return rows

    def clone_rows() -> list[str]:
        rows = []
        labels = {key: label for key, label, _, _ in clone_cases(quick)}
        for key, r in results["clone"].items():
            before = "" if r["ratio_before"] is None else f"{r['ratio_before']:.3f}"
            goal = "" if r["target"] is None else f"≤ {r['target']:.3f} {verdict_text(r['met'])}"
            rows.append(f"| {labels[key]} | **{r['us_per_clone']:.1f} µs** | "
                        f"**{r['ratio_to_chess']:.3f}** | {before} | {goal} |")
        return rows

    def click_rows(game: GameBench) -> list[str]:
        rows = []
        for case in game.clicks:
            r = results[game.name]["clicks"][case.key]
            name = f"{game.table_title}, {case.label}"
            if "skipped" in r:
                rows.append(f"| {name} | — | — | 0 | not measured: {r['skipped']} |")
            else:
                rows.append(f"| {name} | **{r['median_ms']:.1f} ms** | {r['p95_ms']:.1f} ms | "
                            f"{r['clicks']} | < {CLICK_TARGET_MS:.0f} ms "
                            f"{verdict_text(r['met'])} |")
        return rows

    def arcs_row(name: str, r: dict[str, Any] | None, digits: int, target: float | None,
                 met: bool | None) -> str:
        goal = "" if target is None or met is None else f"< {target:g} ms {verdict_text(met)}"
        if r is None:
            return f"| {name} | — | — | 0 | not measured: Graphviz's `dot` is not installed |"
        return (f"| {name} | **{r['median_ms']:.{digits}f} ms** | {r['p95_ms']:.{digits}f} ms | "
                f"{r['calls']} | {goal} |")

    at = arcs["targets"]
    games_note = ", ".join(f"{plan.playout_games[g.name]} {g.title} games per {g.per}"
                           for g in GAMES)
    lines = [
        "| Random playouts | Playouts | Cost | ÷ chess µs/ply | Target |",
        "|---|---|---|---|---|",
        *(row for game in GAMES for row in playout_rows(game)),
        f"| python-chess (≤ {CHESS_MAX_PLIES} plies) | {ch['playouts_per_second']:,.0f}/s "
        f"({ch['plies_per_game']:.0f} plies/game) | **{ch['us_per_ply']:.1f} µs/ply** | 1 | |",
        "",
        f"| `clone()` at every decision | Cost | ÷ chess µs/ply | At {CLONE_BEFORE_REV} "
        "(issue 31 filed) | Target: a quarter |",
        "|---|---|---|---|---|",
        *clone_rows(),
        "",
        "| `Table` click | Median | p95 | Clicks | Target |",
        "|---|---|---|---|---|",
        *(row for game in GAMES for row in click_rows(game)),
        "",
        "| Arcs map (`benchmarks/arcs_map.py`) | Median | p95 | Calls | Target |",
        "|---|---|---|---|---|",
        arcs_row("Build the Reach graph, full map", arcs["build_full_map"], 3,
                 at["build_ms_max"], at["build_met"]),
        arcs_row(f"Build the Reach graph, {arcs['card']}", arcs["build_setup_card"], 3,
                 at["build_ms_max"], at["build_met"]),
        arcs_row("DOT text of a map with overlays", arcs["dot_text_overlays"], 2, None, None),
        arcs_row("Render one map SVG with overlays (Graphviz)", arcs["render_svg_overlays"], 1,
                 at["render_ms_max"], at["render_met"]),
        "",
        f"_{'Quick smoke run (not representative). ' if quick else ''}"
        f"{env['implementation']} {env['python']} on {env['platform']}, {env['cpus']} CPUs; "
        f"python-chess {env['chess']}, ipywidgets {env['ipywidgets']}, "
        f"{arcs['environment']['graphviz'] or 'no Graphviz'}; {env['date'][:10]}"
        f"{', commit ' + env['commit'] if env['commit'] else ''}. Playouts: best of "
        f"{plan.repeats} interleaved passes of {games_note} and {plan.chess_games} chess "
        "games; µs/decision is all-in (new game included) and counts every decision, chance "
        "included. Clicks on random enabled action buttons, headless (no kernel or browser "
        f"round trip). Arcs map: {arcs['card']} with every seat's starting pieces, control, a "
        "route and a Catapult reach set; the build target applies to both builds. "
        "`make bench`._",
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


def profile_game(game: GameBench, plan: Plan) -> None:
    """cProfile reports of ``game``'s playouts (every variant) and of its busiest clicks."""
    games = max(10, plan.playout_games[game.name] // 4)
    profile(f"{games} {game.title} playouts for each of "
            f"{', '.join(v.key for v in game.variants)}",
            lambda: [playout_pass(game.name, games, v.options) for v in game.variants])
    cases = [c for c in game.clicks if missing_bot(game.name, c.bots) is None]
    case = max(cases, key=lambda c: len(c.bots))
    profile(f"{plan.clicks} {game.table_title} Table clicks, {case.label}",
            lambda: table_clicks(game.name, plan.clicks, 0, case.bots, game.table_options))


# ---------------------------------------------------------------------- main
def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--quick", action="store_true",
                        help="fast smoke run (few games and clicks; prints, writes nothing "
                             "unless --out is given)")
    parser.add_argument("--out", type=Path, default=None,
                        help="directory for results.json and results.md "
                             "(default: benchmarks/ for a full run)")
    parser.add_argument("--profile", nargs="*", metavar="GAME", choices=list(GAME_BY_NAME),
                        default=None,
                        help="after measuring, print cProfile reports of the playouts and "
                             "clicks of these games (all games if none is named)")
    parser.add_argument("--compare", metavar="REV", default=None,
                        help="time the playouts of this tree and of git revision REV in one "
                             "interleaved run and print their ratios (benchmarks/compare.py); "
                             "writes nothing")
    parser.add_argument("--greedy", action="store_true",
                        help="with --compare: also time games of greedy bots in every seat")
    parser.add_argument("--clone", action="store_true",
                        help="with --compare: also time clone() at every decision of random "
                             "playouts (µs per clone)")
    args = parser.parse_args(argv)
    if hasattr(sys.stdout, "reconfigure"):
        sys.stdout.reconfigure(errors="backslashreplace")
    plan = QUICK if args.quick else FULL
    out: Path | None = args.out if args.out is not None else (None if args.quick else HERE)
    started = perf_counter()

    def log(msg: str) -> None:
        print(f"[{perf_counter() - started:5.1f}s] {msg}", file=sys.stderr, flush=True)

    if args.compare is not None:
        from compare import Workload, compare  # benchmarks/compare.py, beside this script

        workloads = [Workload(f"{g.name}/{v.key}", g.name, dict(v.options),
                              plan.playout_games[g.name])
                     for g in GAMES for v in g.variants]
        if args.greedy:
            workloads += [Workload("greedy " + "/".join([game, *map(str, options.values())]),
                                   game, options, max(1, games // (10 if args.quick else 1)),
                                   "greedy") for game, options, games in GREEDY_GAMES]
        if args.clone:
            workloads += [Workload("clone " + key, key.partition("/")[0], dict(variant.options),
                                   games, "clone")
                          for key, _, variant, games in clone_cases(args.quick)]
        print(compare(args.compare, workloads, plan.chess_games, plan.repeats, log))
        return 0

    log("Arcs map: benchmarks/arcs_map.py in a subprocess")
    arcs = arcs_map(args.quick)

    log(f"playouts: {', '.join(g.title for g in GAMES)} and python-chess, "
        f"{plan.repeats} interleaved passes")
    playouts = best_of({
        **{f"{g.name}/{v.key}": game_run(g, v, plan) for g in GAMES for v in g.variants},
        **{"clone " + key: (clone_runner(key.partition("/")[0], variant.options), games)
           for key, _, variant, games in clone_cases(args.quick)},
        "chess": (chess_pass, plan.chess_games),
    }, plan)
    chess_run = playouts.pop("chess")
    clones = {key.removeprefix("clone "): playouts.pop(key) for key in list(playouts)
              if key.startswith("clone ")}

    clicks: dict[str, dict[str, Clicks | str]] = {}
    for game in GAMES:
        clicks[game.name] = {}
        for case in game.clicks:
            missing = missing_bot(game.name, case.bots)
            if missing is not None:
                log(f"Table clicks: {game.table_title}, {case.label}: skipped, {missing}")
                clicks[game.name][case.key] = missing
                continue
            log(f"Table clicks: {game.table_title}, {case.label}")
            clicks[game.name][case.key] = table_clicks(
                game.name, plan.clicks, plan.warmup_clicks, case.bots, game.table_options)
    log("done")

    # The same figures as for the games, named in plies.
    renamed = {"decisions_per_pass": "plies_per_pass", "decisions_per_game": "plies_per_game",
               "us_per_decision": "us_per_ply"}
    chess_summary = {renamed.get(k, k): v for k, v in chess_run.summary().items()}
    chess_summary["max_plies"] = CHESS_MAX_PLIES
    sections = {
        g.name: game_section(g, {v.key: playouts[f"{g.name}/{v.key}"] for v in g.variants},
                             chess_run.us_per_decision, clicks[g.name])
        for g in GAMES
    }
    measured = [c for per_game in clicks.values() for c in per_game.values()
                if isinstance(c, Clicks)]
    results: dict[str, Any] = {
        "quick": args.quick,
        "plan": asdict(plan),
        **sections,
        "chess": chess_summary,
        "clone": clone_section(clones, chess_run.us_per_decision),
        "arcs_map": arcs,
        "targets": {
            "ratio": {name: {"max": s["ratio_target"], "met": s["ratio_met"]}
                      for name, s in sections.items()},
            "click_ms_max": CLICK_TARGET_MS,
            "click_met": all(c.met for c in measured),
            "clicks_not_measured": [f"{name}/{key}" for name, per_game in clicks.items()
                                    for key, c in per_game.items() if isinstance(c, str)],
            "arcs_build_ms_max": arcs["targets"]["build_ms_max"],
            "arcs_build_met": arcs["targets"]["build_met"],
            "arcs_render_ms_max": arcs["targets"]["render_ms_max"],
            "arcs_render_met": arcs["targets"]["render_met"],
        },
        "seconds": round(perf_counter() - started, 1),
        "environment": environment(),
    }
    table = markdown(results, plan, args.quick)
    print(table, end="")
    if out is not None:
        out.mkdir(parents=True, exist_ok=True)
        (out / "results.json").write_text(json.dumps(results, indent=2)
                                          + "\n", encoding="utf-8")
        (out / "results.md").write_text(table, encoding="utf-8")
        log(f"wrote {out / 'results.json'} and {out / 'results.md'}")

    if args.profile is not None:
        for name in args.profile or list(GAME_BY_NAME):
            profile_game(GAME_BY_NAME[name], plan)
    return 0


if __name__ == "__main__":
    sys.exit(main())
