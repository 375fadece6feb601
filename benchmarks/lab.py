"""tarotlab benchmark: the balance lab's speed on every core and on Dask, and its memory.

Run as ``.venv/bin/python benchmarks/lab.py`` (``--quick`` for a smoke run; ``--stream N``
also streams N Arcana games to a Parquet file, which takes long: run it once for the
notes, not in CI). Needs the ``lab`` extra (pandas, pyarrow, Dask). One run measures, on
this machine and interpreter, Arcana games between two random bots (``tarotlab.lab``,
seed 0, game *i* seed *i*):

1. **Workers.** 10,000 games in this process (``lab.run.Serial``, what ``workers=1``
   uses) against a process pool of two (``lab.run.Pool(2)``, what ``workers=2`` uses),
   in 5 alternating passes of 2,000 games (pass *k*: the same games on both sides): the
   speed-up, the median of the passes' ratios (target at least 1.8x on a 2-core machine),
   and the same rows (SHA-256) from both.
2. **Pool overhead.** The same 1,000 games in this process against a process pool of one
   worker (its start-up included): the pool's extra time per game, as a share of the
   loop's (target under 5%); best of 3 interleaved passes.
3. **Dask.** Two Dask local clusters (``lab.run.DaskRunner``), of 1 and of 2
   single-threaded worker processes, both up (start-up timed apart), playing 4,000 games
   each in 5 alternating passes: the speed-up (target at least 1.6x), and the rows'
   SHA-256 against the in-process rows.
4. **Streaming** (``--stream N``): N games on every core to a Parquet file through
   ``lab.run(..., out=...)``; the driver's resident memory is sampled every 5% of the games
   and its peak (``VmHWM``) reported, with the file's size and rows per second.

Other agents' work on a shared machine slows every figure: the load average
(``os.getloadavg``) before and after each measurement is saved with it, and beside each
wall-time figure is the one CPU time predicts for an idle machine (each worker's CPU
seconds, read from ``/proc`` or from the Dask workers; a run's wall time is at least its
busiest worker's CPU time and at least all its CPU time over the cores). CPU time is not
immune either: under contention each game costs more CPU (shared caches). Results go to
``results_lab.json`` and ``results_lab.md`` next to this file (a full run; ``--quick`` only
prints unless ``--out``).
"""

from __future__ import annotations

import argparse
import contextlib
import hashlib
import json
import os
import sys
import tempfile
from collections.abc import Callable, Iterator
from dataclasses import asdict, dataclass
from pathlib import Path
from time import perf_counter, process_time
from typing import Any

import machine  # benchmarks/machine.py, beside this script

import tarotlab.lab as lab
from tarotlab.lab.games import Row, Setup
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
    passes: int  # the workers and Dask games are played in this many alternating passes


FULL = Plan(speedup_games=10_000, overhead_games=1_000, overhead_repeats=3, dask_games=4_000,
            passes=5)
QUICK = Plan(speedup_games=200, overhead_games=60, overhead_repeats=1, dask_games=100,
             passes=2)


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


def process_cpu(pid: int) -> float:
    """User + system CPU seconds of a live process (Linux /proc/PID/stat)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


@dataclass(frozen=True)
class Timing:
    """One run: wall seconds, the driver's CPU seconds, each worker's CPU seconds, and the
    SHA-256 of the rows."""

    wall: float
    driver_cpu: float
    worker_cpu: tuple[float, ...]
    digest: str

    def idle_wall(self, cores: int = 2) -> float:
        """The wall time an idle machine of ``cores`` cores would need for the same CPU
        work: the busiest worker, or all the work (driver included) spread over the cores."""
        work = self.driver_cpu + sum(self.worker_cpu)
        return max(max(self.worker_cpu, default=work), work / cores)


def played(runner: Runner, games: int, worker_cpu: Callable[[], list[float]],
           seed: int = 0) -> Timing:
    """Play ``games`` games (seeds ``seed`` on) on ``runner``, hashing the rows in the
    driver."""
    digest = hashlib.sha256()
    size = batch_size(games, runner.workers)
    before = worker_cpu()
    cpu, start = process_time(), perf_counter()
    count = digest_rows(runner.rows([setup()], seed, batches(1, games, size)), digest)
    wall, cpu = perf_counter() - start, process_time() - cpu
    after = worker_cpu()
    assert count == games
    return Timing(wall, cpu, tuple(b - a for a, b in zip(before, after, strict=True)),
                  digest.hexdigest())


def pool_cpu(pool: Pool) -> Callable[[], list[float]]:
    """CPU seconds of each of a pool's worker processes (the executor's private table of
    processes: fine for a benchmark). Workers start on the first submission: warm up."""
    def read() -> list[float]:
        processes = getattr(pool.executor, "_processes", None) or {}
        return [process_cpu(pid) for pid in sorted(processes)]
    return read


def measure(what: Callable[[], dict[str, Any]]) -> dict[str, Any]:
    before = load()
    result = what()
    return {**result, "load_before": before, "load_after": load()}


# ---------------------------------------------------------------------- 1. workers
def in_process(games: int, seed: int = 0) -> Timing:
    return played(Serial(), games, lambda: [], seed)


def started_pool(workers: int) -> Pool:
    """A pool whose workers have all started (they start on the first submissions)."""
    pool = Pool(workers)
    for _ in pool.rows([setup()], 0, batches(1, workers, 1)):
        pass
    return pool


def on_pool(workers: int, games: int) -> Timing:
    pool = started_pool(workers)
    try:
        return played(pool, games, pool_cpu(pool))
    finally:
        pool.close()


def paired(one: Callable[[int, int], Timing], many: Callable[[int, int], Timing], games: int,
           passes: int, target: float, workers: int = 2) -> dict[str, Any]:
    """Play ``games`` games on each side in ``passes`` passes, alternating sides (pass k:
    the same games on both), so that load from other work falls on both alike; the
    speed-up is the median of the passes' ratios (and the ratio of the totals), the idle
    estimate the ratio of the CPU-time bounds of the totals."""
    size = games // passes
    pairs = [(one(k * size, size), many(k * size, size)) for k in range(passes)]
    ratios = sorted(a.wall / b.wall for a, b in pairs)
    median = ratios[len(ratios) // 2] if len(ratios) % 2 else \
        (ratios[len(ratios) // 2 - 1] + ratios[len(ratios) // 2]) / 2
    wall_1, wall_n = sum(a.wall for a, _ in pairs), sum(b.wall for _, b in pairs)
    idle = sum(a.idle_wall() for a, _ in pairs) / sum(b.idle_wall(workers) for _, b in pairs)
    return {"games": size * passes, "passes": passes,
            "pass_seconds_1": [round(a.wall, 2) for a, _ in pairs],
            f"pass_seconds_{workers}": [round(b.wall, 2) for _, b in pairs],
            "games_per_second_1": round(size * passes / wall_1, 1),
            f"games_per_second_{workers}": round(size * passes / wall_n, 1),
            "cpu_seconds_1": round(sum(a.driver_cpu + sum(a.worker_cpu) for a, _ in pairs), 2),
            f"cpu_seconds_{workers}": round(sum(b.driver_cpu + sum(b.worker_cpu)
                                                for _, b in pairs), 2),
            f"driver_cpu_seconds_{workers}": round(sum(b.driver_cpu for _, b in pairs), 2),
            "speedup": round(median, 3), "speedup_of_totals": round(wall_1 / wall_n, 3),
            "speedup_idle_estimate": round(idle, 3), "target": target,
            "met": median >= target, "met_idle_estimate": idle >= target,
            "same_rows": all(a.digest == b.digest for a, b in pairs)}


def workers_speedup(games: int, passes: int) -> dict[str, Any]:
    pool = started_pool(2)
    try:
        return paired(lambda seed, n: in_process(n, seed),
                      lambda seed, n: played(pool, n, pool_cpu(pool), seed),
                      games, passes, SPEEDUP_TARGET)
    finally:
        pool.close()


# ---------------------------------------------------------------------- 2. pool overhead
def pool_overhead(games: int, repeats: int) -> dict[str, Any]:
    """A pool of one (its start-up included in the wall time) against this process."""
    loops, pools = [], []
    for _ in range(repeats):
        loops.append(in_process(games))
        start = perf_counter()
        timing = on_pool(1, games)
        pools.append(Timing(perf_counter() - start, timing.driver_cpu, timing.worker_cpu,
                            timing.digest))
    wall = min(t.wall for t in pools) / min(t.wall for t in loops) - 1
    cpu = (min(sum(t.worker_cpu) + t.driver_cpu for t in pools)
           / min(t.driver_cpu for t in loops) - 1)
    return {"games": games, "repeats": repeats,
            "loop_seconds": [round(t.wall, 3) for t in loops],
            "pool_seconds": [round(t.wall, 3) for t in pools],
            "us_per_game_loop": round(min(t.wall for t in loops) / games * 1e6, 1),
            "us_per_game_pool": round(min(t.wall for t in pools) / games * 1e6, 1),
            "overhead": round(wall, 4), "overhead_cpu": round(cpu, 4),
            "target": OVERHEAD_TARGET, "met": wall < OVERHEAD_TARGET,
            "met_cpu": cpu < OVERHEAD_TARGET,
            "same_rows": len({t.digest for t in loops + pools}) == 1}


# ---------------------------------------------------------------------- 3. Dask
def dask_cpu(runner: DaskRunner) -> Callable[[], list[float]]:
    def read() -> list[float]:
        return [v for _, v in sorted(runner.client.run(process_time).items())]
    return read


def dask_speedup(games: int, passes: int) -> dict[str, Any]:
    """Two local clusters, of 1 and of 2 workers, both up, their passes alternating."""
    serial = in_process(games // passes)
    clusters, startup = {}, {}
    try:
        for workers in (1, 2):
            start = perf_counter()
            clusters[workers] = DaskRunner(workers)
            startup[workers] = perf_counter() - start
        one, two = clusters[1], clusters[2]
        result = paired(lambda seed, n: played(one, n, dask_cpu(one), seed),
                        lambda seed, n: played(two, n, dask_cpu(two), seed),
                        games, passes, DASK_TARGET)
        check = played(two, games // passes, dask_cpu(two))
    finally:
        for runner in clusters.values():
            runner.close()
    return {**result, "startup_seconds_1": round(startup[1], 2),
            "startup_seconds_2": round(startup[2], 2),
            "same_rows_as_in_process": result["same_rows"] and check.digest == serial.digest}


# ---------------------------------------------------------------------- 4. streaming
def resident_mb() -> tuple[float, float]:
    """(current, peak) resident memory of this process in MB (Linux /proc)."""
    fields = {}
    for line in Path("/proc/self/status").read_text().splitlines():
        key, _, value = line.partition(":")
        fields[key] = value.strip()
    return int(fields["VmRSS"].split()[0]) / 1024, int(fields["VmHWM"].split()[0]) / 1024


def reset_peak() -> None:
    """Reset this process's peak resident memory (Linux: ``5`` into ``clear_refs``)."""
    with contextlib.suppress(OSError):  # not Linux, or not allowed: the process's peak
        Path("/proc/self/clear_refs").write_text("5")


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

    reset_peak()  # the peak of the stream itself, not of the measurements before it
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
    return machine.environment("dask", "distributed", "pyarrow")


def verdict(ok: bool) -> str:
    return "✅ met" if ok else "❌ missed"


def markdown(results: dict[str, Any]) -> str:
    w, o, d, env = (results["workers"], results["overhead"], results["dask"],
                    results["environment"])
    lines = [
        "| Balance lab (Arcana, random bots) | Measured (wall) | From CPU time (idle machine) "
        "| Target |",
        "|---|---|---|---|",
        f"| {w['games']:,} games, 2 workers vs 1 ({w['passes']} alternating passes) | "
        f"{w['games_per_second_2']:,.0f} vs "
        f"{w['games_per_second_1']:,.0f} games/s: **{w['speedup']:.2f}×** "
        f"{verdict(w['met'])} | **{w['speedup_idle_estimate']:.2f}×** "
        f"{verdict(w['met_idle_estimate'])} | ≥ {w['target']}× |",
        f"| Pool of 1 worker vs this process, {o['games']:,} games (start-up included) | "
        f"{o['us_per_game_pool']:,.0f} vs {o['us_per_game_loop']:,.0f} µs/game: "
        f"**{100 * o['overhead']:+.1f}%** {verdict(o['met'])} | "
        f"**{100 * o['overhead_cpu']:+.1f}%** {verdict(o['met_cpu'])} | "
        f"< {100 * o['target']:.0f}% |",
        f"| Dask local cluster, 2 workers vs 1, {d['games']:,} games ({d['passes']} "
        f"alternating passes; start-up "
        f"{d['startup_seconds_2']:.1f} s, not included) | {d['games_per_second_2']:,.0f} vs "
        f"{d['games_per_second_1']:,.0f} games/s: **{d['speedup']:.2f}×** "
        f"{verdict(d['met'])} | **{d['speedup_idle_estimate']:.2f}×** "
        f"{verdict(d['met_idle_estimate'])} | ≥ {d['target']}× |",
        f"| Identical rows (SHA-256) | workers 1 and 2: {'yes' if w['same_rows'] else 'NO'}; "
        f"pool and this process: {'yes' if o['same_rows'] else 'NO'}; Dask and this "
        f"process: {'yes' if d['same_rows_as_in_process'] else 'NO'} | | |",
    ]
    s = results.get("stream")
    if s:
        lines.append(
            f"| {s['games']:,} games streamed to Parquet ({s['workers']} workers) | "
            f"{s['games_per_second']:,.0f} games/s, driver peak **{s['peak_rss_mb']:.0f} MB**; "
            f"resident {min(m for _, m in s['rss_mb_samples']):.0f}–"
            f"{max(m for _, m in s['rss_mb_samples']):.0f} MB at every 5% "
            f"({s['rss_mb_samples'][0][1]:.0f} MB after 5%, {s['rss_mb_at_end']:.0f} MB at "
            f"the end); file {s['file_mb']:.1f} MB{_measured(s)} | | flat |")
    loads = ", ".join(f"{k} {results[k]['load_before'][0]:.1f}→{results[k]['load_after'][0]:.1f}"
                      for k in ("workers", "overhead", "dask", "stream") if results.get(k))
    lines += ["", f"_{'Quick smoke run (not representative). ' if results['quick'] else ''}"
              f"Python {env['python']} on {env['platform']}, {env['cpus']} CPUs; Dask "
              f"{env['distributed']}, pyarrow {env['pyarrow']}; {env['date'][:10]}"
              f"{', commit ' + env['commit'] if env['commit'] else ''}. One-minute load "
              f"average before→after each measurement: {loads} (on a shared machine other "
              "work slows the wall times). The CPU-time column predicts an idle 2-core "
              "machine: the wall time of a run is at least its busiest worker's CPU time and "
              "at least all its CPU time (driver included) over two cores. "
              "`benchmarks/lab.py`._"]
    return "\n".join(lines) + "\n"


def _measured(stream_result: dict[str, Any]) -> str:
    """When and at which commit the stream was measured (it is kept across shorter runs)."""
    when = stream_result.get("measured")
    return f" (measured {when['date']}, commit {when['commit']})" if when else ""


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
    started_at = environment()  # the commit whose code runs (it may move on meanwhile)
    previous = HERE / "results_lab.json"
    if args.only_stream and previous.exists():  # keep the other figures of the last run
        results = {**json.loads(previous.read_text(encoding="utf-8")), **results}
    if not args.only_stream:
        log(f"workers: {plan.speedup_games} games with 1 worker, then 2")
        results["workers"] = measure(lambda: workers_speedup(plan.speedup_games, plan.passes))
        log(f"pool overhead: {plan.overhead_games} games, loop and pool of 1, "
            f"{plan.overhead_repeats} passes")
        results["overhead"] = measure(lambda: pool_overhead(plan.overhead_games,
                                                            plan.overhead_repeats))
        log(f"Dask: {plan.dask_games} games on 1 and 2 workers")
        results["dask"] = measure(lambda: dask_speedup(plan.dask_games, plan.passes))
    if args.stream:
        log(f"streaming {args.stream} games to Parquet")
        with tempfile.TemporaryDirectory() as tmp:
            results["stream"] = measure(lambda: stream(args.stream, Path(tmp)))
        results["stream"]["measured"] = {"date": started_at["date"][:10],
                                         "commit": started_at["commit"]}
    elif not args.quick and previous.exists():  # the long stream is kept from its own run
        kept = json.loads(previous.read_text(encoding="utf-8")).get("stream")
        if kept:
            results["stream"] = kept
    log("done")
    results["environment"] = {**environment(), "commit": started_at["commit"]}
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
