"""Does ending a hint's search with sequential halving make its answer steadier or better?

Run as ``.venv/bin/python benchmarks/hint_halving.py screen --first-seed 2000`` (about 20
minutes: a 6 s search at each of 200 Mystick positions, 50 for each player count, from the
greedy games ``coach.py`` takes them from; plain PUCT, the halving off), which writes the
positions where that long search found its best move 10 points ahead of every other it
tried 30 times (``coach.py``'s screen) to ``hint-positions-<seed>.json`` beside this file;
then ``... compare hint-positions-2000.json`` asks ``--asks`` hints of 1.5 s (two
processes) at each of them for each variant, on the same seeds, and prints how often two of
a position's hints name the same move (every pair of its hints counted) and how often a hint
names the long search's best. A variant is ``share:width`` (``ismcts.HALVING_SHARE`` and
``HALVING_WIDTH``; a share of 0 is plain PUCT, the hint before the halving). The positions
are judged by the long search alone, never by the hints compared, so neither variant
chooses the positions it is judged on.
"""

from __future__ import annotations

import argparse
import itertools
import json
from pathlib import Path

from coach import LEAD, positions, reference_lead  # benchmarks/coach.py, beside this script

from tarotlab.core.engine import State
from tarotlab.core.rng import Rng
from tarotlab.search import ismcts
from tarotlab.search.hint import hint

HERE = Path(__file__).resolve().parent


def screen(first_seed: int, reference: float) -> Path:
    """Write the led positions among 50 a player count from greedy games of ``first_seed``
    on, and return the file. The long search that judges them is plain PUCT (the halving
    off), as it was for ``hint-positions-2000.json``, screened before the halving existed."""
    ismcts.HALVING_SHARE = 0.0
    led = []
    for players in (2, 3, 4, 5):
        for index, state in enumerate(positions("mystick", {"players": players}, 50,
                                                first_seed)):
            judged = reference_lead(state, reference, index)
            if judged is not None and judged[1] >= LEAD:
                led.append({"players": players, "first_seed": first_seed, "index": index,
                            "best": judged[0], "lead": round(judged[1], 4)})
                print(led[-1], flush=True)
    path = HERE / f"hint-positions-{first_seed}.json"
    path.write_text(json.dumps(led, indent=1) + "\n", encoding="utf-8")
    return path


def compare(path: Path, variants: list[tuple[float, int]], asks: int) -> None:
    """Ask ``asks`` hints at each position of ``path`` for each variant; print the tallies."""
    led = json.loads(path.read_text(encoding="utf-8"))
    made: dict[tuple[int, int], list[State]] = {}
    totals = {v: [0, 0, 0, 0] for v in variants}  # pairs alike, pairs, right, hints
    for p in led:
        key = (p["players"], p["first_seed"])
        if key not in made:
            made[key] = positions("mystick", {"players": p["players"]}, 50, p["first_seed"])
        state = made[key][p["index"]]
        line = [f"{p['players']} players, seed {p['first_seed']} #{p['index']}: long "
                f"search's best {p['best']} by {p['lead']:.2f}"]
        for variant in variants:
            ismcts.HALVING_SHARE, ismcts.HALVING_WIDTH = variant
            bests = [str(hint(state, seconds=1.5, rng=Rng(p["index"], stream=ask)).best)
                     for ask in range(asks)]
            pairs = list(itertools.combinations(bests, 2))
            alike, right = sum(a == b for a, b in pairs), bests.count(p["best"])
            tally = totals[variant]
            tally[0] += alike
            tally[1] += len(pairs)
            tally[2] += right
            tally[3] += len(bests)
            line.append(f"{variant[0]}:{variant[1]} alike {alike}/{len(pairs)}, "
                        f"right {right}/{len(bests)}")
        print(" | ".join(line), flush=True)
    for (share, width), (alike, pairs, right, hints) in totals.items():
        print(f"share {share}, width {width}: pairs alike {alike} of {pairs} "
              f"({alike / pairs:.0%}); the long search's best {right} of {hints} "
              f"({right / hints:.0%})")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    commands = parser.add_subparsers(dest="command", required=True)
    screening = commands.add_parser("screen")
    screening.add_argument("--first-seed", type=int, default=2000)
    screening.add_argument("--reference", type=float, default=6.0)
    comparing = commands.add_parser("compare")
    comparing.add_argument("positions", type=Path)
    comparing.add_argument("--variants", default="0:4,0.5:4")
    comparing.add_argument("--asks", type=int, default=6)
    args = parser.parse_args(argv)
    if args.command == "screen":
        print(screen(args.first_seed, args.reference))
    else:
        variants = [(float(v.split(":")[0]), int(v.split(":")[1]))
                    for v in args.variants.split(",")]
        compare(args.positions if args.positions.is_absolute() else HERE / args.positions,
                variants, args.asks)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
