"""Observation layouts: named runs of slots in one flat float32 vector, with their bounds.

Each game's encoder (``obs_<game>.py``) declares its layout field by field with ``add``; the
layout gives every field its offset, the observation space's bounds, and the table its module
docstring shows (``table()``; a test checks that the docstring and the layout agree, so the
documentation cannot drift from the code).

Seats are *relative* in every observation: slot 0 of a per-seat field is the viewer, slot 1
the next seat clockwise (seat ``viewer + 1``), and so on, so one policy can play any seat.
"""

from __future__ import annotations

import textwrap
from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.typing as npt

from ..core.engine import Outcome

Vector = npt.NDArray[np.float32]
WIDTH = 96
"""The longest line of a docstring table (a meaning too long for it goes on in the next row)."""


@dataclass(frozen=True, slots=True)
class Field:
    """A run of ``count`` slots from ``start``; each slot's value lies in [low, high]."""

    name: str
    start: int
    count: int
    size: str  # how the count is written in the docstring table ("22", "n", "16 × 12")
    low: float
    high: float
    meaning: str


class Layout:
    """The fields of one game's observation, in order (see the module docstring)."""

    def __init__(self, game: str, players: int) -> None:
        self.game = game
        self.players = players
        self.fields: list[Field] = []
        self.size = 0

    def add(self, name: str, count: int, meaning: str, *, high: float = 1.0,
            low: float = 0.0, size: str | None = None) -> int:
        """Append a field of ``count`` slots; its offset."""
        start = self.size
        self.fields.append(Field(name, start, count, size or str(count), low, high, meaning))
        self.size += count
        return start

    def field(self, name: str) -> Field:
        return next(f for f in self.fields if f.name == name)

    def bounds(self) -> tuple[Vector, Vector]:
        """The lowest and highest value of every slot (the observation space's Box)."""
        low = np.zeros(self.size, np.float32)
        high = np.zeros(self.size, np.float32)
        for f in self.fields:
            low[f.start:f.start + f.count] = f.low
            high[f.start:f.start + f.count] = f.high
        return low, high

    def table(self) -> str:
        """The layout as the Markdown table the module docstring shows (``n``: players)."""
        rows = ["| field | slots | values | meaning |", "|---|---|---|---|"]
        for f in self.fields:
            values = "0/1" if (f.low, f.high) == (0.0, 1.0) else f"{_num(f.low)}..{_num(f.high)}"
            head = f"| `{f.name}` | {f.size} | {values} | "
            lines = textwrap.wrap(f.meaning, max(30, WIDTH - len(head) - 2))
            rows.append(f"{head}{lines[0]} |")
            rows += [f"| | | | {line} |" for line in lines[1:]]
        return "\n".join(rows)

    def describe(self, vector: Vector) -> dict[str, list[float]]:
        """The non-zero slots of an observation by field (for people reading one)."""
        out: dict[str, list[float]] = {}
        for f in self.fields:
            part = vector[f.start:f.start + f.count]
            if part.any():
                out[f.name] = [float(x) for x in part]
        return out


def _num(x: float) -> str:
    return str(int(x)) if float(x).is_integer() else str(x)


def relative(viewer: int | None, n: int) -> tuple[int, ...]:
    """``rel[seat]``: the seat's slot in per-seat fields (the viewer's own seat is slot 0; a
    spectator sees the seats in their own order)."""
    if viewer is None or viewer < 0:
        return tuple(range(n))
    return tuple((seat - viewer) % n for seat in range(n))


class Encoder:
    """What every game's encoder shares: its layout and field offsets (``_o``), each
    viewer's relative seat slots (``_rel``), and the slots of the prompts it has read, kept
    by key (a game asks the same questions many times; at most ``PROMPTS_KEPT``)."""

    PROMPTS_KEPT = 4096

    def __init__(self, lay: Layout, players: int) -> None:
        self.layout = lay
        self.size = lay.size
        self.n = players
        self._o = {f.name: f.start for f in lay.fields}
        self._rel = {v: relative(v, players) for v in (None, *range(players))}
        self._prompts: dict[object, list[int]] = {}

    def _prompt_slots(self, key: object) -> list[int]:
        """The slots of a prompt (``key``: what ``_read_prompt`` reads), read once."""
        slots = self._prompts.get(key)
        if slots is None:
            slots = self._read_prompt(key)
            if len(self._prompts) > self.PROMPTS_KEPT:
                self._prompts.clear()
            self._prompts[key] = slots
        return slots

    def _blank(self, view: Any) -> tuple[Vector, int | None, tuple[int, ...]]:
        """An observation of zeros, the view's viewer (None for a spectator or a teacher) and
        each seat's relative slot for that viewer: where every ``encode`` starts."""
        viewer = view.viewer if view.viewer is None or view.viewer >= 0 else None
        return np.zeros(self.size, np.float32), viewer, self._rel[viewer]

    def _read_prompt(self, key: object) -> list[int]:
        """The slots a prompt sets (a game without prompt fields sets none)."""
        return []


def outcome_slots(outcome: Outcome | None, rel: tuple[int, ...]) -> list[int]:
    """The slots set by the ``outcome`` field (over, then each winner's relative seat)."""
    if outcome is None:
        return []
    return [0] + [1 + rel[w] for w in outcome.winners]


def capped(value: int, cap: int) -> int:
    """``value`` clipped to 0..cap (the documented high of its slot)."""
    return cap if value > cap else 0 if value < 0 else value
