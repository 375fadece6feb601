"""Where a study's games are played: in this process, in a pool of processes on this
machine, or on a Dask cluster. No home-made scheduler: the standard library's process pool
for one machine, Dask distributed beyond it.

Work goes out in batches (:class:`Batch`: games ``start`` to ``stop - 1`` of one cell) and
rows come back **in batch order**, whatever finishes first, so a study's output is the same
file whatever the number of workers. At most ``window`` batches are in flight (submitted
and not yet handed on), so the driver's memory stays flat however many games are played.
"""

from __future__ import annotations

import importlib
import logging
import math
import os
import signal
from collections import deque
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass
from multiprocessing import get_all_start_methods, get_context
from multiprocessing.context import BaseContext
from typing import Any, Protocol

from .. import __version__
from ..core.errors import TarotlabError
from .games import Row, Setup, play_batch

MAX_BATCH = 250
"""Games per batch at most (a few seconds of work: big enough that sending a batch costs
nothing next to playing it, small enough to spread the tail of a study over the workers)."""


@dataclass(frozen=True)
class Batch:
    """Games ``start`` to ``stop - 1`` of cell ``cell``."""

    cell: int
    start: int
    stop: int


def cpu_count() -> int:
    """The cores this process may use."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # pragma: no cover - not Linux
        return os.cpu_count() or 1


def batch_size(games: int, workers: int) -> int:
    """Games per batch: about eight batches per worker per cell, at most MAX_BATCH."""
    return max(1, min(MAX_BATCH, math.ceil(games / (8 * workers))))


def batches(cells: int, games: int, size: int) -> Iterator[Batch]:
    """Every batch of a study, cell by cell, in game order."""
    for cell in range(cells):
        for start in range(0, games, size):
            yield Batch(cell, start, min(games, start + size))


class Runner(Protocol):
    """Plays batches and hands their rows back in the order the batches were given."""

    workers: int

    def rows(self, setups: Sequence[Setup], seed: int,
             work: Iterable[Batch]) -> Iterator[list[Row]]: ...

    def close(self) -> None: ...


def _in_order(submit: Callable[[Batch], Any], work: Iterable[Batch],
              window: int) -> Iterator[list[Row]]:
    """Submit batches, at most ``window`` in flight, and yield each one's rows in order
    (a future: anything with ``result()`` and ``cancel()``)."""
    pending: deque[Any] = deque()
    try:
        for batch in work:
            pending.append(submit(batch))
            if len(pending) >= window:
                rows: list[Row] = pending.popleft().result()
                yield rows
        while pending:
            yield pending.popleft().result()
    finally:
        for future in pending:  # an error or an interrupt: drop what is still queued
            future.cancel()


class Serial:
    """Every game in this process, one after another (``workers=1``)."""

    workers = 1

    def rows(self, setups: Sequence[Setup], seed: int,
             work: Iterable[Batch]) -> Iterator[list[Row]]:
        for b in work:
            yield play_batch(setups[b.cell], b.cell, seed, b.start, b.stop)

    def close(self) -> None:
        return None


def _context() -> BaseContext:
    """``forkserver`` where there is one (workers fork from a clean server process that has
    the lab imported: quick to start, and safe beside the threads of a notebook kernel or a
    progress bar, unlike a plain fork), else ``spawn``. Like Dask, both start workers that
    import the main module: a script must guard its study with
    ``if __name__ == "__main__":``."""
    if "forkserver" in get_all_start_methods():
        context = get_context("forkserver")
        context.set_forkserver_preload(["tarotlab.lab.games"])
        return context
    return get_context("spawn")  # pragma: no cover - Windows


class Pool:
    """A pool of ``workers`` processes on this machine (see ``_context``)."""

    def __init__(self, workers: int) -> None:
        self.workers = workers
        self.executor = ProcessPoolExecutor(max_workers=workers, mp_context=_context())

    def rows(self, setups: Sequence[Setup], seed: int,
             work: Iterable[Batch]) -> Iterator[list[Row]]:
        def submit(b: Batch) -> Future[list[Row]]:
            return self.executor.submit(play_batch, setups[b.cell], b.cell, seed, b.start,
                                        b.stop)
        return _in_order(submit, work, window=3 * self.workers)

    def close(self) -> None:
        self.executor.shutdown(wait=True, cancel_futures=True)


def _remote_version() -> str:
    """tarotlab's version on a Dask worker (must be the driver's: same rules, same rows)."""
    return __version__


_QUIET: list[int] = [0, logging.NOTSET]  # Dask runners open, the level before the first


def _quiet_dask(change: int) -> None:
    """Dask logs closed connections and stopped workers with tracebacks; errors that matter
    reach us through the futures (and the command line prints them in one line). Its
    loggers keep quiet while any runner is open, and get their level back after the last."""
    logger = logging.getLogger("distributed")
    if change > 0 and _QUIET[0] == 0:
        _QUIET[1] = logger.level
        logger.setLevel(logging.CRITICAL)
    _QUIET[0] += change
    if _QUIET[0] == 0:
        logger.setLevel(_QUIET[1])


@contextmanager
def _interrupts_ignored() -> Iterator[None]:
    """Ignore SIGINT while worker processes start, so that they inherit "ignore": a Ctrl-C
    reaches every process of the terminal's group, and Dask's workers would each print a
    traceback; the driver gets it and closes the cluster. (Outside the main thread, where
    signals cannot be set, nothing changes.)"""
    try:
        previous = signal.signal(signal.SIGINT, signal.SIG_IGN)
    except ValueError:
        yield
        return
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)


class DaskRunner:
    """A Dask distributed cluster: a new local one of ``workers`` single-threaded worker
    processes on loopback, or the existing one whose scheduler is at ``scheduler``
    (``tcp://HOST:PORT``; its workers need this version of tarotlab installed)."""

    def __init__(self, workers: int, scheduler: str | None = None) -> None:
        try:
            distributed: Any = importlib.import_module("dask.distributed")
        except ImportError as err:
            raise TarotlabError(f"Dask is not installed ({err.name} is missing): "
                                "pip install 'tarotlab[lab]'") from None
        _quiet_dask(+1)
        self.quiet = True  # until closed
        self.cluster: Any = None
        self.client: Any = None
        try:
            self._connect(distributed, workers, scheduler)
        except BaseException:
            self.close()
            raise

    def _connect(self, distributed: Any, workers: int, scheduler: str | None) -> None:
        """Start or reach the cluster, wait for a worker, and check its tarotlab."""
        if scheduler is None:
            with _interrupts_ignored():  # Ctrl-C stops the driver, which stops the workers
                self.cluster = distributed.LocalCluster(
                    n_workers=workers, threads_per_worker=1, processes=True, host="127.0.0.1",
                    dashboard_address="127.0.0.1:0", silence_logs=logging.CRITICAL)
            self.client = distributed.Client(self.cluster)
        else:
            try:
                self.client = distributed.Client(scheduler, timeout="10s")
            except (OSError, ValueError, TypeError) as err:
                raise TarotlabError(f"no Dask scheduler at {scheduler}: "
                                    f"{' '.join(str(err).split())}") from None
        try:
            self.client.wait_for_workers(1, timeout=30)
        except TimeoutError:
            raise TarotlabError(f"the Dask cluster at {scheduler} has no workers") from None
        self.workers = max(1, sum(self.client.nthreads().values()))
        versions = set(self.client.run(_remote_version).values())
        if versions - {__version__}:
            raise TarotlabError(f"the Dask workers run tarotlab {', '.join(sorted(versions))}, "
                                f"this is {__version__}: install the same version on them")

    def rows(self, setups: Sequence[Setup], seed: int,
             work: Iterable[Batch]) -> Iterator[list[Row]]:
        def submit(b: Batch) -> Any:
            return self.client.submit(play_batch, setups[b.cell], b.cell, seed, b.start,
                                      b.stop, pure=False)
        return _in_order(submit, work, window=3 * self.workers)

    def close(self) -> None:
        try:
            if self.client is not None:
                self.client.close()
            if self.cluster is not None:
                self.cluster.close()
        finally:
            self.client = self.cluster = None
            if self.quiet:
                self.quiet = False
                _quiet_dask(-1)


def runner(workers: int | None = None, dask: bool = False,
           scheduler: str | None = None) -> Runner:
    """The runner a study asks for: ``workers`` processes (None: every core; 1: this
    process), or Dask (``dask``: a local cluster of ``workers`` processes; ``scheduler``:
    an existing cluster)."""
    if workers is not None and workers < 1:
        raise TarotlabError(f"workers must be at least 1, not {workers}")
    count = workers or cpu_count()
    if dask or scheduler is not None:
        return DaskRunner(count, scheduler)
    return Serial() if count == 1 else Pool(count)
