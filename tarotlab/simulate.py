"""Simulate many games between bots: win rates, draws, lengths and how games ended."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from . import new_game
from .bots import make_bot, play
from .core.errors import TarotlabError


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
    probe = new_game(game, seed=seed, **options)
    names = tuple(bots) * probe.players if len(bots) == 1 else tuple(bots)
    if len(names) != probe.players:
        raise TarotlabError(f"{game} has {probe.players} seats here: name one bot per seat or "
                            f"one for all, not {len(names)} ({', '.join(bots)})")
    for name in dict.fromkeys(names):
        make_bot(name, game)  # an unknown bot is refused before any game is played
    result = SimulationResult(game, names)
    for g in range(games):
        shift = g % len(names) if alternate else 0
        order = names[shift:] + names[:shift]
        state = new_game(game, seed=seed + g, **options)
        play(state, [make_bot(n, game) for n in order], seed=seed + g)
        outcome = state.outcome
        assert outcome is not None
        result.games += 1
        result.decisions += state.step
        result.rounds += int(getattr(state, "rounds_played", 0))
        result.endings[outcome.ending] += 1
        for name in order:
            result.bot_games[name] += 1
        if outcome.draw:
            result.draws += 1
        for s in outcome.winners:
            result.seat_wins[s] += 1
            result.bot_wins[order[s]] += 1
        if progress is not None:
            progress(g + 1, games)
    return result
