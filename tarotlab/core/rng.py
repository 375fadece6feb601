"""The project's own seeded randomness (SplitMix64), never the global ``random``.

Chance in tarotlab is stateless: the outcome sampled at decision number ``step`` of a
game seeded ``seed`` depends only on ``(seed, step)``. Undo, replay and clone therefore
never have to carry generator state, and a record replays exactly.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable, MutableSequence, Sequence
from functools import lru_cache
from typing import Final, TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1
MAX_SEED = (1 << 63) - 1


_GOLDEN = 0x9E3779B97F4A7C15  # SplitMix64's step
_MIX_1, _MIX_2 = 0xBF58476D1CE4E5B9, 0x94D049BB133111EB


def _mix(z: int) -> int:
    z = (z ^ (z >> 30)) * _MIX_1 & _MASK
    z = (z ^ (z >> 27)) * _MIX_2 & _MASK
    return z ^ (z >> 31)


def _unshift(y: int, shift: int) -> int:
    """The ``v`` with ``v ^ (v >> shift) == y``."""
    v = y
    for _ in range(64 // shift + 1):
        v = y ^ (v >> shift)
    return v


def _unmix(x: int) -> int:
    """The ``z`` with ``_mix(z) == x`` (each step of the mix can be undone).

    >>> _unmix(_mix(12345)) == 12345
    True
    """
    z = _unshift(x, 31) * pow(_MIX_2, -1, 1 << 64) & _MASK
    z = _unshift(z, 27) * pow(_MIX_1, -1, 1 << 64) & _MASK
    return _unshift(z, 30)


_STEPS = pow(_GOLDEN, -1, 1 << 64)
"""Multiplying a state by this gives its place in the sequence (``state * _STEPS`` grows by
one at each draw, modulo 2**64): how far a state is from another."""


@lru_cache(maxsize=64)
def _refused_places(n: int) -> tuple[int, ...] | None:
    """The places in the sequence (``state * _STEPS``) of every state whose draw ``below(n)``
    refuses (its 64 bits at or above the last multiple of ``n``: ``2**64 % n`` of them),
    sorted; None where there are too many to list."""
    extra = (1 << 64) % n
    if extra > 256:
        return None
    return tuple(sorted(_unmix(x) * _STEPS & _MASK for x in range((1 << 64) - extra, 1 << 64)))


class Rng:
    """A small SplitMix64 generator: reproducible on every platform and Python version.

    >>> rng = Rng(7)
    >>> [rng.die() for _ in range(5)], Rng(7).choice("abc") == Rng(7).choice("abc")
    ([3, 4, 3, 4, 3], True)
    """

    __slots__ = ("_state",)

    def __init__(self, seed: int, stream: int = 0) -> None:
        self._state = _start(seed, stream)

    def next64(self) -> int:
        """Return the next 64-bit unsigned integer."""
        self._state = (self._state + 0x9E3779B97F4A7C15) & _MASK
        return _mix(self._state)

    def below(self, n: int) -> int:
        """Return a uniform integer in ``range(n)`` (rejection sampling, no modulo bias).

        ``next64`` written out in place: every random choice of every bot and every chance
        draw comes through here, and two calls fewer save a sixth (318 against 381 ns a
        draw, by timeit on this project's 2-core machine).
        """
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            z = self._state = (self._state + 0x9E3779B97F4A7C15) & _MASK
            z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9 & _MASK
            z = (z ^ (z >> 27)) * 0x94D049BB133111EB & _MASK
            x = z ^ (z >> 31)
            if x < limit:
                return x % n

    def belows(self, n: int, count: int) -> list[int]:
        """``[self.below(n) for _ in range(count)]`` in one loop: the same numbers, drawn in
        the same order (a greedy bot draws a tie-breaking number for each of hundreds of
        candidates a decision).

        >>> batched, one_by_one = Rng(3), Rng(3)
        >>> batched.belows(100, 5) == [one_by_one.below(100) for _ in range(5)]
        True
        >>> batched.below(7) == one_by_one.below(7)
        True
        """
        if n <= 0:
            raise ValueError("belows() needs a positive bound")
        limit = (1 << 64) - ((1 << 64) % n)
        out = []
        state = self._state
        for _ in range(count):
            while True:
                z = state = (state + 0x9E3779B97F4A7C15) & _MASK
                z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9 & _MASK
                z = (z ^ (z >> 27)) * 0x94D049BB133111EB & _MASK
                x = z ^ (z >> 31)
                if x < limit:
                    out.append(x % n)
                    break
        self._state = state
        return out

    def lazy_belows(self, n: int, count: int) -> Callable[[int], int]:
        """``belows(n, count)``, each number worked out when asked for: ``draw(i)`` is the
        ``i``-th. The generator moves on as ``belows`` would at once. A greedy bot needs the
        tie-breakers of only the candidates near its best (Arcs' greedy games cost 6% less
        for not drawing the others: ``benchmarks/compare-0f06c67-greedy.md``).

        Exact, refusals included: ``below`` refuses a draw that would bias its result (one
        state in about 10**18 for ``n = 100``); the refused states are known in advance
        (``_refused_places``), so whether one falls among the next ``count`` is a look-up,
        and if one does, every number is drawn at once by ``belows``.

        >>> lazy, eager = Rng(3), Rng(3)
        >>> draw, numbers = lazy.lazy_belows(100, 5), eager.belows(100, 5)
        >>> [draw(4), draw(0)] == [numbers[4], numbers[0]]
        True
        >>> lazy.below(7) == eager.below(7)
        True
        """
        refused = _refused_places(n) if n > 0 else None
        if refused is None:
            return self.belows(n, count).__getitem__
        start = self._state
        place = start * _STEPS & _MASK  # draw i (from 0) uses the state at place + i + 1
        last = place + count
        i = bisect_right(refused, place)
        if (i < len(refused) and refused[i] <= last) or (
                last > _MASK and refused and refused[0] <= last - (1 << 64)):
            return self.belows(n, count).__getitem__
        self._state = (start + count * _GOLDEN) & _MASK

        def draw(i: int) -> int:
            if not 0 <= i < count:
                raise IndexError(f"draw {i} of {count}")
            return _mix((start + (i + 1) * _GOLDEN) & _MASK) % n

        return draw

    def choice(self, items: Sequence[T]) -> T:
        """Return one item, uniformly."""
        return items[self.below(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Shuffle in place (Fisher–Yates)."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def die(self, sides: int = 6) -> int:
        """Roll one die: 1..sides."""
        return self.below(sides) + 1


def chance_rng(seed: int, step: int) -> Rng:
    """The generator for the chance decision taken at decision number ``step``:
    ``Rng(seed, stream=step)``, made without the keyword call and with the stream's own mix
    looked up (``_STREAM_MIXES``): every chance decision of every game asks for one (1.5 µs
    against 0.6, by timeit on this project's 2-core machine).

    >>> chance_rng(1, 5).below(100) == Rng(1, stream=5).below(100)
    True
    >>> _start(7, 10**6) == _mix(7 ^ _mix((10**6 + _GOLDEN) & _MASK))  # beyond the table
    True
    >>> _start(7, 5) == _mix(7 ^ _mix((5 + _GOLDEN) & _MASK))  # in it
    True
    """
    rng: Rng = _new_rng(Rng)
    rng._state = _start(seed, step)
    return rng


def _start(seed: int, stream: int) -> int:
    """A generator's first state for ``seed`` and ``stream`` (the stream's own mix looked up
    for the first 1,024 streams, the steps of a game's chance decisions)."""
    mixes = _STREAM_MIXES
    mixed = mixes[stream] if 0 <= stream < len(mixes) else _mix((stream + _GOLDEN) & _MASK)
    return _mix((seed & _MASK) ^ mixed)


_new_rng = object.__new__
_STREAM_MIXES: Final = tuple(_mix((step + _GOLDEN) & _MASK) for step in range(1024))
"""The mix of each of the first 1,024 streams, the part of a generator's start that depends
on the stream alone (a chance decision's stream is its step: games of up to a few hundred
decisions; later steps mix their own)."""
