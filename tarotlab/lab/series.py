"""A series of games between bots in this process, tallied: win rates, draws, lengths and
how games ended (``simulate``), and how bots take the seats (``seat_bots``, ``lineup``, which
the lab's studies share). ``tarotlab.simulate`` is this module's older name, still importable.

>>> result = simulate("arcana", games=4, seed=1, bots=("greedy", "random"))
>>> result.games, result.bot_games["greedy"]
(4, 4)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from .. import new_game
from ..bots import make_bot, play
from ..core.errors import TarotlabError


@dataclass
class SimulationResult:
    """Totals of a simulation.

    ``seat_wins`` counts wins per seat; ``bot_wins`` and ``bot_games`` count per bot name
    over the seats it played (a bot on three seats of a game plays three seat-games), so
    ``win_rate`` is a bot's chance of winning from one seat.
    """

    game: str
    bots: tuple[str, ...]
    games: int = 0
    draws: int = 0
    decisions: int = 0
    rounds: int = 0
    seat_wins: Counter[int] = field(default_factory=Counter)
    bot_wins: Counter[str] = field(default_factory=Counter)
    bot_games: Counter[str] = field(default_factory=Counter)
    endings: Counter[str] = field(default_factory=Counter)

    def count(self, order: Sequence[str], winners: Sequence[int], ending: str,
              decisions: int, rounds: int = 0) -> None:
        """Count one finished game: the bots by seat, the winning seats (none: a draw)."""
        self.games += 1
        self.decisions += decisions
        self.rounds += rounds
        self.endings[ending] += 1
        for name in order:
            self.bot_games[name] += 1
        if not winners:
            self.draws += 1
        for s in winners:
            self.seat_wins[s] += 1
            self.bot_wins[order[s]] += 1

    def win_rate(self, bot: str) -> float:
        """Share of the seats this bot played that won."""
        return self.bot_wins[bot] / self.bot_games[bot] if self.bot_games[bot] else 0.0

    def summary(self) -> str:
        lines = [f"{self.games} games of {self.game}: " + " vs ".join(self.bots)]
        for bot in dict.fromkeys(self.bots):
            lines.append(f"  {bot:<8} wins {self.bot_wins[bot]:>6} of {self.bot_games[bot]:>6} "
                         f"seat-games ({100 * self.win_rate(bot):.1f}% per seat)")
        seats = ", ".join(f"seat {s} {100 * self.seat_wins[s] / max(1, self.games):.1f}%"
                          for s in sorted(self.seat_wins))
        lines.append(f"  by seat: {seats or 'no wins'}")
        lines.append(f"  draws    {self.draws} ({100 * self.draws / max(1, self.games):.1f}%)")
        lines.append(f"  average length: {self.decisions / max(1, self.games):.1f} decisions"
                     + (f", {self.rounds / self.games:.1f} rounds" if self.rounds else ""))
        ends = ", ".join(f"{k} {100 * v / max(1, self.games):.1f}%"
                         for k, v in self.endings.most_common())
        lines.append(f"  endings: {ends}")
        return "\n".join(lines)


def simulate(game: str, games: int = 1000, seed: int = 0, bots: Sequence[str] = ("random",),
             alternate: bool = True, progress: Callable[[int, int], None] | None = None,
             **options: Any) -> SimulationResult:
    """Play ``games`` games; game ``g`` uses seed ``seed + g``.

    ``bots`` names one bot per seat (a single name plays every seat). With ``alternate``
    the bots rotate seats from game to game, so seat order does not bias their win rates.
    """
    names = seat_bots(game, bots, new_game(game, seed=seed, **options).players)
    result = SimulationResult(game, names)
    for g in range(games):
        order = lineup(names, g, alternate)
        state = new_game(game, seed=seed + g, **options)
        play(state, [make_bot(n, game) for n in order], seed=seed + g)
        outcome = state.outcome
        assert outcome is not None
        result.count(order, outcome.winners, outcome.ending, state.step,
                      int(getattr(state, "rounds_played", 0)))
        if progress is not None:
            progress(g + 1, games)
    return result


def seat_bots(game: str, bots: Sequence[str], players: int) -> tuple[str, ...]:
    """One bot name per seat (a single name plays every seat); unknown bots and a wrong
    count are refused before any game is played."""
    names = tuple(bots) * players if len(bots) == 1 else tuple(bots)
    if len(names) != players:
        raise TarotlabError(f"{game} has {players} seats here: name one bot per seat or "
                            f"one for all, not {len(names)} ({', '.join(bots)})")
    for name in dict.fromkeys(names):
        make_bot(name, game)
    return names


def lineup(names: Sequence[str], g: int, alternate: bool = True) -> tuple[str, ...]:
    """The bots of game number ``g`` by seat: with ``alternate`` they rotate one seat per
    game (game 1 puts the first name on seat 1), so seat order does not bias a bot's rate."""
    shift = g % len(names) if alternate else 0
    return tuple(names[shift:]) + tuple(names[:shift])
