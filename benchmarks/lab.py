"""tarotlab benchmark: the balance lab's speed on every core and on Dask, and its memory.

Run as ``.venv/bin/python benchmarks/lab.py`` (``--quick`` for a smoke run; ``--stream N``
also streams N Arcana games to a Parquet file, which takes long: run it once for the
notes, not in CI). Needs the ``lab`` extra (pandas, pyarrow, Dask). One run measures, on
this machine and interpreter, Arcana games between two random bots (``tarotlab.lab``,
seed 0, game *i* seed *i*):

1. **Workers.** ``lab.run("arcana", N, workers=1)`` (in this process) against
   ``workers=2`` (a process pool), N = 10,000: the speed-up (target at least 1.8x on a
   2-core machine), and the same counts from both.
2. **Pool overhead.** The same 1,000 games played by a plain loop of
   ``lab.games.play_row`` in this process against a process pool of one worker
   (``lab.run.Pool(1)``, its start-up included): the pool's extra time per game, as a
   share of the loop's (target under 5%); best of 3 interleaved passes.
3. **Dask.** A Dask local cluster (``lab.run.DaskRunner``) of 1 and of 2 single-threaded
   worker processes playing the same 4,000 games (start-up timed apart): the speed-up
   (target at least 1.6x), and the rows' SHA-256 against the in-process rows.
4. **Streaming** (``--stream N``): N games on every core to a Parquet file through
   ``lab.run(..., out=...)``; the driver's resident memory is sampled every 5% of the games
   and its peak (``VmHWM``) reported, with the file's size and rows per second.

Other agents' work on a shared machine slows every figure: the load average
(``os.getloadavg``) before and after each measurement is saved with it. Results go to
``results_lab.json`` and ``results_lab.md`` next to this file (a full run; ``--quick`` only
prints unless ``--out``).
"""

from __future__ import annotations

import argparse
import datetime as dt
import hashlib
import json
import os
import platform
import subprocess
import sys
import tempfile
from collections.abc import Callable, Iterator
from dataclasses import asdict, dataclass
from importlib import metadata
from pathlib import Path
from time import perf_counter
from typing import Any

import tarotlab
import tarotlab.lab as lab
from tarotlab.lab.games import Row, Setup, play_row
from tarotlab.lab.run import DaskRunner, Pool, Runner, Serial, batch_size, batches

HERE = Path(__file__).resolve().parent
GAME = "arcana"
SPEEDUP_TARGET = 1.8
OVERHEAD_TARGET = 0.05
DASK_TARGET = 1.6


@dataclass(frozen=True)
class Plan:
    """How much work one run does."""

    speedup_games: int
    overhead_games: int
    overhead_repeats: int
    dask_games: int


FULL = Plan(speedup_games=10_000, overhead_games=1_000, overhead_repeats=3, dask_games=4_000)
QUICK = Plan(speedup_games=200, overhead_games=60, overhead_repeats=1, dask_games=100)


def load() -> list[float]:
    return [round(x, 2) for x in os.getloadavg()]


def setup() -> Setup:
    return Setup(GAME, bots=("random",)).check()


def digest_rows(rows: Iterator[list[Row]], into: Any) -> int:
    """Feed every row (as sorted JSON) to a hash; return the number of rows."""
    count = 0
    for batch in rows:
        for row in batch:
            into.update(json.dumps(row, sort_keys=True).encode())
            count += 1
    return count


def timed_rows(runner: Runner, games: int) -> tuple[float, str]:
    """Seconds to play ``games`` games on ``runner`` and the SHA-256 of their rows."""
    digest = hashlib.sha256()
    size = batch_size(games, runner.workers)
    start = perf_counter()
    count = digest_rows(runner.rows([setup()], 0, batches(1, games, size)), digest)
    took = perf_counter() - start
    assert count == games
    return took, digest.hexdigest()


def measure(what: Callable[[], dict[str, Any]]) -> dict[str, Any]:
    before = load()
    result = what()
    return {**result, "load_before": before, "load_after": load()}


# ---------------------------------------------------------------------- 1. workers
def workers_speedup(games: int) -> dict[str, Any]:
    seconds: dict[int, float] = {}
    tallies = {}
    for workers in (1, 2):
        start = perf_counter()
        tallies[workers] = lab.run(GAME, games, seed=0, workers=workers)[0]
        seconds[workers] = perf_counter() - start
    same = tallies[1].report() == tallies[2].report()
    return {"games": games, "seconds_1": round(seconds[1], 2), "seconds_2": round(seconds[2], 2),
            "games_per_second_1": round(games / seconds[1], 1),
            "games_per_second_2": round(games / seconds[2], 1),
            "speedup": round(seconds[1] / seconds[2], 3), "target": SPEEDUP_TARGET,
            "met": seconds[1] / seconds[2] >= SPEEDUP_TARGET, "same_counts": same}


# ---------------------------------------------------------------------- 2. pool overhead
def plain_loop(games: int) -> tuple[float, str]:
    digest = hashlib.sha256()
    cell = setup()
    start = perf_counter()
    for i in range(games):
        digest.update(json.dumps(play_row(cell, 0, i, 0), sort_keys=True).encode())
    return perf_counter() - start, digest.hexdigest()


def pool_of_one(games: int) -> tuple[float, str]:
    start = perf_counter()
    pool = Pool(1)
    try:
        _, digest = timed_rows(pool, games)
    finally:
        pool.close()
    return perf_counter() - start, digest


def pool_overhead(games: int, repeats: int) -> dict[str, Any]:
    loops, pools, digests = [], [], set()
    for _ in range(repeats):
        took, digest = plain_loop(games)
        loops.append(took)
        digests.add(digest)
        took, digest = pool_of_one(games)
        pools.append(took)
        digests.add(digest)
    overhead = min(pools) / min(loops) - 1
    return {"games": games, "repeats": repeats, "loop_seconds": [round(s, 3) for s in loops],
            "pool_seconds": [round(s, 3) for s in pools],
            "us_per_game_loop": round(min(loops) / games * 1e6, 1),
            "us_per_game_pool": round(min(pools) / games * 1e6, 1),
            "overhead": round(overhead, 4), "target": OVERHEAD_TARGET,
            "met": overhead < OVERHEAD_TARGET, "same_rows": len(digests) == 1}


# ---------------------------------------------------------------------- 3. Dask
def dask_speedup(games: int) -> dict[str, Any]:
    _, serial_digest = timed_rows(Serial(), games)
    result: dict[str, Any] = {"games": games}
    digests = {serial_digest}
    for workers in (1, 2):
        start = perf_counter()
        runner = DaskRunner(workers)
        started = perf_counter() - start
        try:
            took, digest = timed_rows(runner, games)
        finally:
            runner.close()
        digests.add(digest)
        result[f"startup_seconds_{workers}"] = round(started, 2)
        result[f"seconds_{workers}"] = round(took, 2)
        result[f"games_per_second_{workers}"] = round(games / took, 1)
    speedup = result["seconds_1"] / result["seconds_2"]
    return {**result, "speedup": round(speedup, 3), "target": DASK_TARGET,
            "met": speedup >= DASK_TARGET, "same_rows_as_in_process": len(digests) == 1}


# ---------------------------------------------------------------------- 4. streaming
def resident_mb() -> tuple[float, float]:
    """(current, peak) resident memory of this process in MB (Linux /proc)."""
    fields = {}
    for line in Path("/proc/self/status").read_text().splitlines():
        key, _, value = line.partition(":")
        fields[key] = value.strip()
    return int(fields["VmRSS"].split()[0]) / 1024, int(fields["VmHWM"].split()[0]) / 1024


def stream(games: int, directory: Path) -> dict[str, Any]:
    path = directory / "games.parquet"
    samples: list[tuple[int, float]] = []
    done = 0
    step = max(1, games // 20)

    def progress(n: int) -> None:
        nonlocal done
        before = done
        done += n
        if done // step != before // step or done == games:
            samples.append((done, round(resident_mb()[0], 1)))

    start_rss = resident_mb()[0]
    start = perf_counter()
    lab.run(GAME, games, seed=0, out=path, progress=progress)
    took = perf_counter() - start
    rss, peak = resident_mb()
    import pyarrow.parquet as pq

    rows = pq.ParquetFile(path).metadata.num_rows
    assert rows == games
    return {"games": games, "workers": lab.cpu_count(), "seconds": round(took, 1),
            "games_per_second": round(games / took, 1),
            "rss_mb_at_start": round(start_rss, 1), "rss_mb_samples": samples,
            "rss_mb_at_end": round(rss, 1), "peak_rss_mb": round(peak, 1),
            "file_mb": round(path.stat().st_size / 2 ** 20, 1),
            "bytes_per_row": round(path.stat().st_size / games, 1)}


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
    return {"date": dt.datetime.now(dt.UTC).isoformat(timespec="seconds"),
            "python": platform.python_version(), "platform": platform.platform(),
            "cpus": os.cpu_count(), "tarotlab": tarotlab.__version__,
            "dask": version("dask"), "distributed": version("distributed"),
            "pyarrow": version("pyarrow"), "commit": commit}


def verdict(ok: bool) -> str:
    return "✅ met" if ok else "❌ missed"


def markdown(results: dict[str, Any]) -> str:
    w, o, d, env = (results["workers"], results["overhead"], results["dask"],
                    results["environment"])
    lines = [
        "| Balance lab (Arcana, random bots) | Measured | Target |",
        "|---|---|---|",
        f"| {w['games']:,} games, 2 workers vs 1 | {w['games_per_second_2']:,.0f} vs "
        f"{w['games_per_second_1']:,.0f} games/s: **{w['speedup']:.2f}×** | "
        f"≥ {w['target']}× {verdict(w['met'])} |",
        f"| Pool of 1 worker vs a plain loop, {o['games']:,} games (start-up included) | "
        f"{o['us_per_game_pool']:,.0f} vs {o['us_per_game_loop']:,.0f} µs/game: "
        f"**{100 * o['overhead']:+.1f}%** | < {100 * o['target']:.0f}% {verdict(o['met'])} |",
        f"| Dask local cluster, 2 workers vs 1, {d['games']:,} games | "
        f"{d['games_per_second_2']:,.0f} vs {d['games_per_second_1']:,.0f} games/s: "
        f"**{d['speedup']:.2f}×** (start-up {d['startup_seconds_2']:.1f} s, not included) | "
        f"≥ {d['target']}× {verdict(d['met'])} |",
        f"| Identical rows | workers 1 and 2: {'yes' if w['same_counts'] else 'NO'} (counts); "
        f"pool and loop: {'yes' if o['same_rows'] else 'NO'}; Dask and in-process: "
        f"{'yes' if d['same_rows_as_in_process'] else 'NO'} (SHA-256 of the rows) | |",
    ]
    s = results.get("stream")
    if s:
        lines.append(
            f"| {s['games']:,} games streamed to Parquet ({s['workers']} workers) | "
            f"{s['games_per_second']:,.0f} games/s, driver peak **{s['peak_rss_mb']:.0f} MB** "
            f"(resident {s['rss_mb_samples'][0][1]:.0f} MB after 5%, "
            f"{s['rss_mb_at_end']:.0f} MB at the end), file {s['file_mb']:.1f} MB | flat |")
    loads = ", ".join(f"{k} {results[k]['load_before'][0]:.1f}→{results[k]['load_after'][0]:.1f}"
                      for k in ("workers", "overhead", "dask", "stream") if results.get(k))
    lines += ["", f"_{'Quick smoke run (not representative). ' if results['quick'] else ''}"
              f"Python {env['python']} on {env['platform']}, {env['cpus']} CPUs; Dask "
              f"{env['distributed']}, pyarrow {env['pyarrow']}; {env['date'][:10]}"
              f"{', commit ' + env['commit'] if env['commit'] else ''}. One-minute load "
              f"average before→after each measurement: {loads} (on a shared machine other "
              "work slows the figures). `benchmarks/lab.py`._"]
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="a fast smoke run")
    parser.add_argument("--stream", type=int, default=0, metavar="N",
                        help="also stream N games to a Parquet file (long: not for CI)")
    parser.add_argument("--only-stream", action="store_true",
                        help="measure only the streaming (with --stream)")
    parser.add_argument("--out", type=Path, default=None,
                        help="directory for results_lab.json and results_lab.md "
                             "(default: benchmarks/ for a full run)")
    args = parser.parse_args(argv)
    plan = QUICK if args.quick else FULL
    out = args.out if args.out is not None else (None if args.quick else HERE)
    started = perf_counter()

    def log(message: str) -> None:
        print(f"[{perf_counter() - started:6.1f}s] {message} (load {load()})", file=sys.stderr,
              flush=True)

    results: dict[str, Any] = {"quick": args.quick, "plan": asdict(plan)}
    previous = HERE / "results_lab.json"
    if args.only_stream and previous.exists():  # keep the other figures of the last run
        results = {**json.loads(previous.read_text(encoding="utf-8")), **results}
    if not args.only_stream:
        log(f"workers: {plan.speedup_games} games with 1 worker, then 2")
        results["workers"] = measure(lambda: workers_speedup(plan.speedup_games))
        log(f"pool overhead: {plan.overhead_games} games, loop and pool of 1, "
            f"{plan.overhead_repeats} passes")
        results["overhead"] = measure(lambda: pool_overhead(plan.overhead_games,
                                                            plan.overhead_repeats))
        log(f"Dask: {plan.dask_games} games on 1 and 2 workers")
        results["dask"] = measure(lambda: dask_speedup(plan.dask_games))
    if args.stream:
        log(f"streaming {args.stream} games to Parquet")
        with tempfile.TemporaryDirectory() as tmp:
            results["stream"] = measure(lambda: stream(args.stream, Path(tmp)))
    log("done")
    results["environment"] = environment()
    table = markdown(results)
    print(table, end="")
    if out is not None:
        out.mkdir(parents=True, exist_ok=True)
        (out / "results_lab.json").write_text(json.dumps(results, indent=2) + "\n",
                                              encoding="utf-8")
        (out / "results_lab.md").write_text(table, encoding="utf-8")
        log(f"wrote {out / 'results_lab.json'} and {out / 'results_lab.md'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
