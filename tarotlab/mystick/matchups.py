"""The balance of the ready-made decks: the greedy-against-greedy matchup matrix.

Cell (row, column) is the share of games won by the row's deck at seat 0 against the
column's deck at seat 1, a draw counting as half a win; the diagonal is the mirror match.
Game ``g`` of a cell uses seed ``seed + g`` for the cards and for the bots, so every cell
sees the same seeds (and a run can be repeated exactly). The games are spread over a pool of
at most ``processes`` worker processes. The full run (2,000 games a cell) is shipped in
``data/matchups.csv`` and written into the catalog's design notes; ``shipped()`` reads it.
"""

from __future__ import annotations

import csv
import io
import multiprocessing
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from importlib import resources

from ..core.errors import TarotlabError
from .decks import ready_made

CSV_PATH = "data/matchups.csv"
CHUNK = 50  # games per task handed to a worker
BAND = (0.45, 0.55)  # the target: every cell's seat-0 share within it


@dataclass(frozen=True)
class Matchups:
    """Results per cell: ``wins[r][c]`` and ``draws[r][c]`` for the row deck at seat 0."""

    decks: tuple[str, ...]
    games: int  # per cell
    seed: int
    wins: tuple[tuple[int, ...], ...]
    draws: tuple[tuple[int, ...], ...]

    def share(self, row: int, col: int) -> float:
        """Seat 0's share of the cell's games, a draw counting half."""
        return (self.wins[row][col] + 0.5 * self.draws[row][col]) / self.games

    def shares(self) -> list[list[float]]:
        """The matrix of seat-0 shares (rows: seat 0's deck, columns: seat 1's deck)."""
        n = len(self.decks)
        return [[self.share(r, c) for c in range(n)] for r in range(n)]

    def deck_share(self, deck: int) -> float:
        """A deck's share over all its games, in both seats (mirror matches count 0.5)."""
        n = len(self.decks)
        total = sum(self.share(deck, c) + 1 - self.share(c, deck) for c in range(n))
        return total / (2 * n)

    def outside(self, band: tuple[float, float] = BAND) -> list[tuple[str, str, float]]:
        """The cells outside ``band``: (seat 0's deck, seat 1's deck, share)."""
        return [(self.decks[r], self.decks[c], s) for r, row in enumerate(self.shares())
                for c, s in enumerate(row) if not band[0] <= s <= band[1]]

    def table(self) -> str:
        """The matrix as text: percentages, with each deck's overall share at the right."""
        width = max(len(d) for d in self.decks)
        short = [d.split()[0][:8] for d in self.decks]
        lines = [f"seat 0 \\ seat 1 ({self.games} games a cell, greedy vs greedy, seeds "
                 f"{self.seed}..{self.seed + self.games - 1}; a draw counts half)",
                 " " * width + "".join(f"{s:>10}" for s in short) + "   overall"]
        for r, name in enumerate(self.decks):
            cells = "".join(f"{100 * self.share(r, c):>9.1f}%" for c in range(len(self.decks)))
            lines.append(f"{name:<{width}}{cells}  {100 * self.deck_share(r):>6.1f}%")
        return "\n".join(lines)

    def to_csv(self) -> str:
        """One row per cell: seat0, seat1, games, seat0_wins, draws, seat0_share."""
        out = io.StringIO()
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(["seat0", "seat1", "games", "seat0_wins", "draws", "seat0_share",
                         "seed"])
        for r, row_deck in enumerate(self.decks):
            for c, col_deck in enumerate(self.decks):
                writer.writerow([row_deck, col_deck, self.games, self.wins[r][c],
                                 self.draws[r][c], f"{self.share(r, c):.4f}", self.seed])
        return out.getvalue()

    @classmethod
    def from_csv(cls, text: str) -> Matchups:
        rows = list(csv.DictReader(io.StringIO(text)))
        decks = tuple(dict.fromkeys(r["seat0"] for r in rows))
        n = len(decks)
        if len(rows) != n * n:
            raise TarotlabError(f"mystick matchups: {len(rows)} rows for {n} decks, not {n * n}")
        cell = {(r["seat0"], r["seat1"]): r for r in rows}
        games = {int(r["games"]) for r in rows}
        seeds = {int(r["seed"]) for r in rows}
        if len(games) != 1 or len(seeds) != 1:
            raise TarotlabError("mystick matchups: every cell has the same games and seed")
        wins = tuple(tuple(int(cell[a, b]["seat0_wins"]) for b in decks) for a in decks)
        draws = tuple(tuple(int(cell[a, b]["draws"]) for b in decks) for a in decks)
        return cls(decks, games.pop(), seeds.pop(), wins, draws)


def play_games(seat0: str, seat1: str, first: int, count: int) -> tuple[int, int]:
    """Greedy against greedy, decks by name, seeds ``first`` .. ``first + count - 1``:
    (seat 0's wins, draws)."""
    from .. import new_game
    from ..bots import make_bot, play

    wins = draws = 0
    for seed in range(first, first + count):
        state = new_game("mystick", seed=seed, decks=[seat0, seat1])
        play(state, [make_bot("greedy", "mystick"), make_bot("greedy", "mystick")], seed=seed)
        outcome = state.outcome
        assert outcome is not None
        wins += outcome.winners == (0,)
        draws += outcome.draw
    return wins, draws


def _task(args: tuple[int, int, str, str, int, int]) -> tuple[int, int, int, int, int]:
    row, col, seat0, seat1, first, count = args
    return (row, col, count, *play_games(seat0, seat1, first, count))


def matrix(games: int = 2000, seed: int = 0, decks: Sequence[str] | None = None,
           processes: int = 2, progress: Callable[[int, int], None] | None = None) -> Matchups:
    """Play every pairing of ``decks`` (default: the ready-made ones) in both seat orders,
    ``games`` a cell, on at most ``processes`` worker processes (1: in this process)."""
    names = tuple(decks or ready_made())
    if games < 1 or not 1 <= processes <= 2:
        raise TarotlabError("mystick matchups: at least 1 game a cell, 1 or 2 processes (the "
                            "machine is shared)")
    tasks = [(r, c, a, b, seed + start, min(CHUNK, games - start))
             for r, a in enumerate(names) for c, b in enumerate(names)
             for start in range(0, games, CHUNK)]
    n = len(names)
    wins = [[0] * n for _ in range(n)]
    draws = [[0] * n for _ in range(n)]
    done = 0

    def add(result: tuple[int, int, int, int, int]) -> None:
        nonlocal done
        r, c, count, w, d = result
        wins[r][c] += w
        draws[r][c] += d
        done += count
        if progress is not None:
            progress(done, games * n * n)

    if processes == 1:
        for task in tasks:
            add(_task(task))
    else:
        with multiprocessing.get_context("spawn").Pool(processes) as pool:
            for result in pool.imap_unordered(_task, tasks):
                add(result)
    return Matchups(names, games, seed, tuple(map(tuple, wins)), tuple(map(tuple, draws)))


def shipped() -> Matchups:
    """The full run shipped with the package (``data/matchups.csv``)."""
    text = resources.files("tarotlab.mystick").joinpath(CSV_PATH).read_text("utf-8")
    return Matchups.from_csv(text)
