"""Two searches at once: root parallelization over worker processes (Chaslot, Winands and
van den Herik, "Parallel Monte-Carlo Tree Search", CG 2008).

Each worker grows trees of its own from the same information with a random stream of its
own, until the same deadline or its share of the iterations, and the root statistics are
summed: visits, results and what followed each candidate. Root parallelization needs no
locks and, in that paper's measurements, gains about as much as it adds simulations.

A worker is a forked copy of this process (``os.fork``), so it starts with the search's
state as it is, nothing pickled; it sends its tally back as JSON through a pipe and exits.
Where a process cannot fork (Windows, Pyodide in the browser) or the machine has one core,
the search stays in one process.
"""

from __future__ import annotations

import contextlib
import gc
import json
import os
import signal
import sys
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ..core.engine import Action, Event
from ..core.errors import TarotlabError
from ..core.rng import Rng

MAX_WORKERS = 2
"""The most processes ``default_workers`` gives a timed search (this project's machines
have two cores; more would only share them)."""


@dataclass
class Tally:
    """One search's statistics at the searcher's deciding node: how many iterations ran,
    each candidate's (visits, summed result) and the events that followed it."""

    iterations: int
    edges: dict[Action, tuple[int, float]]
    followed: dict[Action, Counter[Event]] = field(default_factory=dict)
    tree: object = field(default=None, compare=False, repr=False)
    """This process's deciding node (``Analysis.line``); another worker's stays with it."""
    finalists: tuple[Action, ...] = ()
    """The candidates a sequential halving left (``ismcts._Halving``), every worker's."""

    def add(self, other: Tally) -> None:
        """Sum ``other`` into this tally (another worker's search of the same position)."""
        self.iterations += other.iterations
        self.finalists = tuple(dict.fromkeys(self.finalists + other.finalists))
        for action, (visits, reward) in other.edges.items():
            mine = self.edges.get(action, (0, 0.0))
            self.edges[action] = (mine[0] + visits, mine[1] + reward)
        for action, events in other.followed.items():
            self.followed.setdefault(action, Counter()).update(events)

    def to_json(self) -> str:
        return json.dumps({
            "iterations": self.iterations,
            "finalists": list(self.finalists),
            "edges": [[a, v, r] for a, (v, r) in self.edges.items()],
            "followed": [[a, [[e.seat, e.text, e.rule, n] for e, n in events.items()]]
                         for a, events in self.followed.items()]})

    @classmethod
    def from_json(cls, text: str) -> Tally:
        data = json.loads(text)
        return cls(data["iterations"],
                   {Action(a): (v, r) for a, v, r in data["edges"]},
                   {Action(a): Counter({Event(0, seat, t, rule): n
                                        for seat, t, rule, n in events})
                    for a, events in data["followed"]},
                   finalists=tuple(Action(a) for a in data["finalists"]))


def can_fork() -> bool:
    """Whether this process can start a worker by forking (not on Windows or in Pyodide)."""
    return hasattr(os, "fork") and sys.platform not in ("emscripten", "wasi", "win32")


def default_workers(timed: bool = True) -> int:
    """How many processes a search uses when not told: two for a timed search where the
    machine has two cores and can fork, one otherwise. A search counted in iterations stays
    in one process, so its result is the same on every machine.

    >>> default_workers(timed=False)
    1
    """
    if not timed or not can_fork():
        return 1
    return max(1, min(MAX_WORKERS, os.cpu_count() or 1))


def in_workers(grow: Callable[[int | None, Rng], Tally], workers: int,
               iterations: int | None, rng: Rng) -> Tally:
    """``grow(share, rng)`` in ``workers`` processes at once, their tallies summed: this
    process runs the first share with ``rng``, each other worker its own share with a stream
    drawn from ``rng`` (so an iteration-counted search is still a function of ``rng``).
    ``iterations`` (None: until the deadline) is split as evenly as it goes."""
    if workers == 1 or not can_fork():
        return grow(iterations, rng)
    if iterations is None:
        shares: list[int | None] = [None] * workers
    else:
        shares = [iterations // workers + (1 if i < iterations % workers else 0)
                  for i in range(workers)]
    streams = [Rng(rng.next64(), stream=0x5EA + i) for i in range(1, workers)]
    pending = [_fork(grow, share, stream) for share, stream in zip(shares[1:], streams,
                                                                     strict=True)]
    try:
        tally = grow(shares[0], rng)
        while pending:
            tally.add(_collect(pending.pop(0)))
    finally:
        for child in pending:  # interrupted: the workers are stopped, not waited for
            _stop(child)
    return tally


def _fork(grow: Callable[[int | None, Rng], Tally], share: int | None,
          rng: Rng) -> tuple[int, Any]:
    """Start a worker running ``grow(share, rng)``; returns its pid and the pipe's read end.
    The heap is frozen for the fork, so the worker's garbage collector leaves the pages it
    shares with this process alone (no copy of what it never changes)."""
    read, write = os.pipe()
    gc.freeze()
    try:
        pid = os.fork()
    except OSError:
        gc.unfreeze()
        raise
    if pid == 0:  # the worker: search, send the tally, exit without any clean-up of ours
        code = 0
        try:
            os.close(read)
            try:
                text = grow(share, rng).to_json()
            except BaseException as error:  # sent to the parent, which raises it
                text = json.dumps({"error": f"{type(error).__name__}: {error}"})
                code = 1
            with os.fdopen(write, "wb") as pipe:
                pipe.write(text.encode())
        finally:
            os._exit(code)
    gc.unfreeze()
    os.close(write)
    return pid, os.fdopen(read, "rb")


def _collect(child: tuple[int, Any]) -> Tally:
    """A worker's tally, once it has sent it and exited (stopped if this one is interrupted
    meanwhile)."""
    pid, reader = child
    try:
        with reader:
            text = reader.read().decode()
    except BaseException:
        _stop(child)
        raise
    os.waitpid(pid, 0)
    if not text:
        raise TarotlabError("a search worker ended without its results")
    if text.startswith('{"error"'):
        raise TarotlabError(f"a search worker failed: {json.loads(text)['error']}")
    return Tally.from_json(text)


def _stop(child: tuple[int, Any]) -> None:
    """Stop a worker at once and reap it."""
    pid, reader = child
    reader.close()
    with contextlib.suppress(ProcessLookupError):
        os.kill(pid, signal.SIGKILL)
    os.waitpid(pid, 0)
