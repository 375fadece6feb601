"""What a 0.2 s search gets through: its iterations, and how wide the decisions it faces are.

At every fifth decision with a choice of 4 greedy games per game (12 positions a game), the
seat to move is searched as the lab's ``ismcts:0.2`` bot searches (one process), and the
iterations it ran and the legal moves it chose among are noted. Run it on a quiet machine:

    .venv/bin/python benchmarks/search_budget.py
"""

from __future__ import annotations

import statistics

import tarotlab
from tarotlab.bots import InfoSet, decisions, make_bot
from tarotlab.core.rng import Rng
from tarotlab.search.bot import ISMCTSBot

CELLS = (("mystick", 2), ("mystick", 3), ("arcanum", 3), ("arcana", 2))
SECONDS = 0.2


def budget(game: str, players: int, seeds: int = 4, each: int = 12) -> tuple[list[int],
                                                                            list[int]]:
    """Iterations and decision widths at positions of greedy games of ``game``."""
    iterations: list[int] = []
    widths: list[int] = []
    for seed in range(seeds):
        options = {} if game == "arcana" else {"players": players}
        state = tarotlab.new_game(game, seed=seed, **options)
        bots = [make_bot("greedy", game) for _ in range(players)]
        for i, seat in enumerate(decisions(state, bots, Rng(seed))):
            legal = state.legal_actions()
            if len(legal) > 1 and i % 5 == 0 and len(iterations) < each * (seed + 1):
                found = ISMCTSBot(seconds=SECONDS).analyse(
                    InfoSet(seat, state.view(seat), legal, state.determinizer(seat)), Rng(i))
                iterations.append(found.iterations)
                widths.append(len(legal))
    return iterations, widths


def main() -> None:
    print(f"| Game | Players | Positions | Iterations in {SECONDS} s: median (range) "
          "| Legal moves: median (p90) |")
    print("|---|---|---|---|---|")
    for game, players in CELLS:
        iterations, widths = budget(game, players)
        p90 = sorted(widths)[int(0.9 * len(widths))]
        print(f"| {game} | {players} | {len(iterations)} | {statistics.median(iterations):g} "
              f"({min(iterations)}–{max(iterations)}) | {statistics.median(widths):g} "
              f"({p90}) |")


if __name__ == "__main__":
    main()
