"""Summaries of a study: win rates with 95% Wilson intervals, draws, lengths and endings.

A :class:`Tally` counts rows as they stream in (memory grows with the number of distinct
lengths, not with the number of games), so the command line summarises a million games
without keeping them. It extends :class:`tarotlab.lab.series.SimulationResult` with the
length distributions and the intervals.

The interval is Wilson's score interval (E. B. Wilson 1927; without continuity
correction): it stays inside [0, 1] and keeps close to its nominal 95% coverage for
small samples and rates near 0 or 1, where the textbook normal ("Wald") interval fails.
Each game is a trial. A bot's rate is per seat-game (a bot on both seats of a game plays
two seat-games); those trials are independent only when the bot plays one seat per game,
so the report gives a bot on several seats of a game its rate without an interval
(``Tally.bot_rates`` still returns the counts).
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..core.game import game_info
from ..core.intervals import Z95 as Z95
from ..core.intervals import wilson as wilson
from .games import Row
from .series import SimulationResult


def difference(wins_a: int, trials_a: int, wins_b: int, trials_b: int,
               z: float = Z95) -> tuple[float, float, float]:
    """Rate a minus rate b of two independent samples with Newcombe's hybrid score interval
    (his method 10, built from the two Wilson intervals): (difference, low, high).

    >>> [round(x, 4) for x in difference(56, 70, 48, 80)]  # Newcombe (1998b), example (a)
    [0.2, 0.0524, 0.3339]
    """
    p_a, p_b = wins_a / trials_a, wins_b / trials_b
    low_a, high_a = wilson(wins_a, trials_a, z)
    low_b, high_b = wilson(wins_b, trials_b, z)
    diff = p_a - p_b
    return (diff, diff - math.sqrt((p_a - low_a) ** 2 + (high_b - p_b) ** 2),
            diff + math.sqrt((high_a - p_a) ** 2 + (p_b - low_b) ** 2))


@dataclass(frozen=True)
class Rate:
    """A proportion with its 95% Wilson interval: ``who`` won ``wins`` of ``trials``."""

    who: str
    wins: int
    trials: int

    @property
    def rate(self) -> float:
        return self.wins / self.trials if self.trials else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        return wilson(self.wins, self.trials)

    def __str__(self) -> str:
        low, high = self.interval
        return (f"{100 * self.rate:5.1f}% [{100 * low:4.1f}, {100 * high:4.1f}] "
                f"({self.wins} of {self.trials})")


def quantile(counts: Mapping[int, int], q: float) -> int:
    """The ``q``-quantile (lower nearest rank) of values given as value -> count."""
    total = sum(counts.values())
    if not total:
        return 0
    rank = max(1, math.ceil(q * total))
    seen = 0
    for value in sorted(counts):
        seen += counts[value]
        if seen >= rank:
            return value
    return max(counts)  # pragma: no cover - rank <= total


def spread(counts: Mapping[int, int]) -> str:
    """``mean 406.1, median 398 (5%-95% 210-640, min 120, max 900)``."""
    total = sum(counts.values())
    if not total:
        return "none"
    mean = sum(v * c for v, c in counts.items()) / total
    return (f"mean {mean:.1f}, median {quantile(counts, 0.5)} (5%–95% "
            f"{quantile(counts, 0.05)}–{quantile(counts, 0.95)}, min {min(counts)}, "
            f"max {max(counts)})")


@dataclass
class Tally(SimulationResult):
    """Counts of one cell of a study, row by row (see the module docstring).

    ``cell`` names the swept values of the cell (empty without a sweep); ``lengths`` and
    ``units`` are histograms of the length in decisions and in the game's unit (rounds,
    turns or chapters: ``unit``).
    """

    cell: tuple[tuple[str, Any], ...] = ()
    unit: str = ""
    seats: int = 0
    lengths: Counter[int] = field(default_factory=Counter)
    units: Counter[int] = field(default_factory=Counter)
    fallbacks: Counter[str] = field(default_factory=Counter)
    """Decisions each bot took without the search it is (``fallbacks_<seat>``)."""
    fallback_games: Counter[str] = field(default_factory=Counter)

    @classmethod
    def for_cell(cls, game: str, bots: Sequence[str], seats: int,
                 cell: Iterable[tuple[str, Any]] = ()) -> Tally:
        return cls(game, tuple(bots), cell=tuple(cell), unit=game_info(game).length_unit,
                   seats=seats)

    def add(self, row: Row) -> None:
        """Count one row (see :func:`tarotlab.lab.games.play_row`)."""
        seats = range(self.seats)
        order = [row[f"bot_{s}"] for s in seats if row.get(f"bot_{s}") is not None]
        winners = [s for s in seats if row.get(f"won_{s}")]
        unit = row.get(self.unit)
        self.count(order, winners, row["ending"], row["decisions"])
        self.lengths[row["decisions"]] += 1
        for s in seats:
            fell = row.get(f"fallbacks_{s}") or 0  # (a file written before the column: 0)
            if fell:
                self.fallbacks[row[f"bot_{s}"]] += int(fell)
                self.fallback_games[row[f"bot_{s}"]] += 1
        if unit is not None:
            self.units[int(unit)] += 1

    def seat_rates(self) -> list[Rate]:
        """Each seat's share of games won (a shared victory counts for each winner)."""
        seats = range(self.seats or (max(self.seat_wins, default=-1) + 1))
        return [Rate(f"seat {s}", self.seat_wins[s], self.games) for s in seats]

    def bot_rates(self) -> list[Rate]:
        """Each bot's share of the seat-games it played that it won."""
        return [Rate(name, self.bot_wins[name], self.bot_games[name])
                for name in dict.fromkeys(self.bots)]

    def draw_rate(self) -> Rate:
        return Rate("draws", self.draws, self.games)

    def report(self) -> str:
        """The summary the command line prints: rates with 95% Wilson intervals."""
        where = f" ({', '.join(f'{k}={v}' for k, v in self.cell)})" if self.cell else ""
        lines = [f"{self.games} games of {self.game}{where}: " + " vs ".join(self.bots),
                 "  win rates, 95% Wilson intervals:"]
        for rate in self.bot_rates():
            seats = self.bots.count(rate.who)
            if seats == 1:
                lines.append(f"  {rate.who:<8} wins {rate} seat-games")
            else:  # its seat-games in one game are not independent trials
                lines.append(f"  {rate.who:<8} wins {100 * rate.rate:5.1f}% ({rate.wins} of "
                             f"{rate.trials} seat-games; {seats} seats a game: no interval)")
        for name, fell in self.fallbacks.items():
            lines.append(f"  {name:<8} took {fell} decisions without a search, in "
                         f"{self.fallback_games[name]} games (no world found in time: the "
                         "greedy move)")
        for rate in self.seat_rates():
            lines.append(f"  {rate.who:<8} wins {rate} games")
        lines.append(f"  draws         {self.draw_rate()}")
        lines.append(f"  length: {spread(self.lengths)} decisions")
        if self.units:
            lines.append(f"  {self.unit}: {spread(self.units)}")
        ends = ", ".join(f"{k} {100 * v / max(1, self.games):.1f}%"
                         for k, v in self.endings.most_common())
        lines.append(f"  endings: {ends}")
        return "\n".join(lines)
