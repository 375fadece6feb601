"""Remembered replays of game histories, found by their longest remembered beginning.

A determinizer replays the real game's history to learn what a seat may know of it. A search
asks at one position again and again, and the conformance harness asks at every step, and in
secrecy branches that share all but their last few decisions with the real game. ``Replays``
keeps the last few replays by a key (the game's class, the seat, the options) and the
decisions replayed, so a history that goes on from a remembered one is replayed from where
that one ended, not from the start. A remembered replay is never changed: a caller that goes
on from one copies it first.

>>> memo: Replays[str] = Replays(kept=2)
>>> memo.keep("arcana", ((0, "throw Star"), (1, "throw Moon")), "after two throws")
>>> memo.longest("arcana", ((0, "throw Star"), (1, "throw Moon"), (0, "pass")))
('after two throws', 2)
>>> memo.longest("arcana", ((0, "throw Sun"),)) is None
True
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING, Any, Generic, TypeVar, cast

if TYPE_CHECKING:
    from .engine import State

T = TypeVar("T")
S = TypeVar("S", bound="State")


class Replays(Generic[T]):
    """The ``kept`` replays asked for last, by key and decisions (least recently used go)."""

    def __init__(self, kept: int) -> None:
        self.kept = kept
        self._memo: OrderedDict[tuple[Hashable, tuple[Any, ...]], T] = OrderedDict()

    def get(self, key: Hashable, decisions: tuple[Any, ...]) -> T | None:
        """The replay of exactly ``decisions`` under ``key``, if remembered."""
        entry = (key, decisions)
        value = self._memo.get(entry)
        if value is not None:
            self._memo.move_to_end(entry)
        return value

    def longest(self, key: Hashable, decisions: tuple[Any, ...]) -> tuple[T, int] | None:
        """The remembered replay under ``key`` of the longest beginning of ``decisions``
        (all of them, or fewer), with how many decisions it replayed; None if none is."""
        exact = self.get(key, decisions)
        if exact is not None:
            return exact, len(decisions)
        best: tuple[Hashable, tuple[Any, ...]] | None = None
        for entry in tuple(self._memo):  # a snapshot of the keys: nothing changes under it
            known, done = entry
            n = len(done)
            if known == key and n <= len(decisions) and (best is None or n > len(best[1])) \
                    and (n == 0 or decisions[n - 1] == done[-1]) and decisions[:n] == done:
                best = entry
        if best is None:
            return None
        self._memo.move_to_end(best)
        return self._memo[best], len(best[1])

    def replayed(self, key: Hashable, decisions: tuple[Any, ...], fresh: Callable[[], T],
                 copy: Callable[[T], T], go_on: Callable[[T, int], None]) -> T:
        """The replay of ``decisions`` under ``key``: remembered; or a ``copy`` of the
        replay of their longest remembered beginning, or ``fresh()`` (none is), taken on by
        ``go_on(replay, decisions already taken)``; then remembered.

        >>> memo: Replays[list[str]] = Replays(kept=4)
        >>> def go_on(done: list[str], start: int) -> None:
        ...     done += [f"took {d}" for d in decisions[start:]]
        >>> decisions = ("a", "b")
        >>> memo.replayed("k", decisions, list, list.copy, go_on)
        ['took a', 'took b']
        >>> decisions = ("a", "b", "c")  # goes on from the remembered two
        >>> memo.replayed("k", decisions, list, list.copy, go_on)
        ['took a', 'took b', 'took c']
        """
        found = self.longest(key, decisions)
        if found is not None and found[1] == len(decisions):
            return found[0]
        value, done = (fresh(), 0) if found is None else (copy(found[0]), found[1])
        go_on(value, done)
        self.keep(key, decisions, value)
        return value

    def keep(self, key: Hashable, decisions: tuple[Any, ...], value: T) -> None:
        """Remember ``value``, the replay of ``decisions`` under ``key`` (never to be
        changed after), forgetting the least recently used beyond ``kept``."""
        self._memo[(key, decisions)] = value
        self._memo.move_to_end((key, decisions))
        while len(self._memo) > self.kept:
            self._memo.popitem(last=False)

    def clear(self) -> None:
        """Forget every replay (a benchmark's cold start; a test's fresh one)."""
        self._memo.clear()

    def __len__(self) -> int:
        return len(self._memo)


def clone_watched(traced: S, watch: object) -> S:
    """A clone of ``traced``, a replay followed by an observer kept in its ``_watch`` field
    (a determinizer's watch: no part of the game, so not cloned with it), followed by
    ``watch`` instead."""
    kept = traced.__dict__.pop("_watch")
    try:
        twin = cast("S", traced.clone())
    finally:
        traced.__dict__["_watch"] = kept
    twin.__dict__["_watch"] = watch
    return twin
