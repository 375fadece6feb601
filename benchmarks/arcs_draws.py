"""What a further Arcs determinization costs, and which worlds it draws (issue 32).

Run as ``.venv/bin/python benchmarks/arcs_draws.py [PLAYERS]`` (default 3), on this tree and,
for a side-by-side figure, on another revision from a worktree with ``PYTHONPATH`` (the same
hour, nothing else running). Positions: every ninth decision with a choice of the all-greedy
games of seeds 0-3. At each, the seat to move's ``determinizer`` draws once untimed (what the
seat knows, worked out), then five more, timed: the ms a further draw costs, what a search
pays for each simulated game. The digest covers the serialized worlds of the first two timed
draws at every position: two revisions that print the same digest drew the same worlds.
"""

from __future__ import annotations

import hashlib
import sys
from time import perf_counter

import tarotlab
from tarotlab.bots import decisions, make_bot
from tarotlab.core.rng import Rng
from tarotlab.testing.snapshot import serialized


def main() -> None:
    players = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    positions = []
    for seed in range(4):
        state = tarotlab.new_game("arcs", seed=seed, players=players)
        bots = [make_bot("greedy", "arcs") for _ in range(players)]
        for i, seat in enumerate(decisions(state, bots, Rng(seed))):
            if len(state.legal_actions()) > 1 and i % 9 == 0:
                positions.append((state.clone(), seat, i))
    digest = hashlib.sha256()
    timed, draws = 0.0, 0
    for state, seat, i in positions:
        draw = state.determinizer(seat)
        draw(Rng(10**6))
        rng = Rng(i)
        for k in range(5):
            started = perf_counter()
            world = draw(rng)
            timed += perf_counter() - started
            draws += 1
            if k < 2:
                digest.update(serialized(world).encode())
    print(f"arcs, {players} players: {len(positions)} positions, {draws} draws, "
          f"{timed / draws * 1e3:.2f} ms a further draw; worlds {digest.hexdigest()[:16]}")


if __name__ == "__main__":
    main()
