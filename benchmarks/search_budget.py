"""What a 0.2 s search gets through: its iterations, and how wide the decisions it faces are.

At every fifth decision with a choice of 4 greedy games per game (12 positions a game), the
seat to move is searched as the lab's ``ismcts:0.2`` bot searches (one process), and the
iterations it ran and the legal moves it chose among are noted. Run it on a quiet machine:

    .venv/bin/python benchmarks/search_budget.py [--rollout random] [--game mystick]
"""

from __future__ import annotations

import argparse
import statistics

from percentiles import percentile  # benchmarks/percentiles.py, beside this script

import tarotlab
from tarotlab.bots import InfoSet, decisions, make_bot
from tarotlab.core.rng import Rng
from tarotlab.search.bot import ROLLOUTS, ISMCTSBot

CELLS = (("mystick", 2), ("mystick", 3), ("arcanum", 3), ("arcana", 2), ("arcs", 3))
SECONDS = 0.2


def budget(game: str, players: int, seeds: int = 4, each: int = 12,
           rollout: str = "auto") -> tuple[list[int], list[int]]:
    """Iterations and decision widths at positions of greedy games of ``game`` (``rollout``:
    the search's, ``ISMCTSBot``'s ``auto`` unless told)."""
    iterations: list[int] = []
    widths: list[int] = []
    for seed in range(seeds):
        options = {} if game == "arcana" else {"players": players}
        state = tarotlab.new_game(game, seed=seed, **options)
        bots = [make_bot("greedy", game) for _ in range(players)]
        for i, seat in enumerate(decisions(state, bots, Rng(seed))):
            legal = state.legal_actions()
            if len(legal) > 1 and i % 5 == 0 and len(iterations) < each * (seed + 1):
                found = ISMCTSBot(seconds=SECONDS, rollout=rollout).analyse(
                    InfoSet(seat, state.view(seat), legal, state.determinizer(seat)), Rng(i))
                iterations.append(found.iterations)
                widths.append(len(legal))
    return iterations, widths


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--rollout", default="auto", choices=ROLLOUTS,
                        help="how the search plays positions out (default: its own choice)")
    parser.add_argument("--game", action="append", help="only this game (again for more)")
    args = parser.parse_args()
    print(f"| Game | Players | Playouts | Positions | Iterations in {SECONDS} s: median (range) "
          "| Legal moves: median (p90) |")
    print("|---|---|---|---|---|---|")
    for game, players in CELLS:
        if args.game and game not in args.game:
            continue
        iterations, widths = budget(game, players, rollout=args.rollout)
        p90 = percentile(widths, 90)
        print(f"| {game} | {players} | {args.rollout} | {len(iterations)} | "
              f"{statistics.median(iterations):g} ({min(iterations)}–{max(iterations)}) | "
              f"{statistics.median(widths):g} ({p90}) |")


if __name__ == "__main__":
    main()
