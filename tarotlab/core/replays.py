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
from collections.abc import Hashable
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
