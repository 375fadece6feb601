"""Is the long search that judges a hint's stability steady itself? (issue 32, item 6)

Run as ``.venv/bin/python benchmarks/lead_steadiness.py [--players N] [--positions P]
[--first-seed S]``. ``coach.py --reference 6 --screen`` counts a position as led when a 6 s
search (``coach.reference_lead``) finds its best move 10 points ahead of every other it
tried 30 times; the two hints are judged only there. Here that long search is run twice on
the same Mystick positions (``coach.positions``, the same seeds), with two seeds, and it
prints how often the two agree on the best move, how often both, one or neither count the
position as led, and, where both do, whether they name the same move. Prints a table; writes
no file (the figures go into ``results-hints.md`` by hand, with the command).
"""

from __future__ import annotations

import argparse

# benchmarks/coach.py, beside this script
from coach import CONFIRMING_SEED, LEAD, positions, reference_lead


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--players", type=int, action="append")
    parser.add_argument("--positions", type=int, default=25)
    parser.add_argument("--first-seed", type=int, default=3000)
    parser.add_argument("--seconds", type=float, default=6.0)
    args = parser.parse_args(argv)
    print("| Mystick | positions | same best move | led both times | led once | "
          "led both times, same move |")
    print("|---|---|---|---|---|---|")
    for players in args.players or [3, 4]:
        same = both = once = both_same = 0
        found = positions("mystick", {"players": players}, args.positions, args.first_seed)
        for i, state in enumerate(found):
            first = reference_lead(state, args.seconds, i)
            second = reference_lead(state, args.seconds, i + CONFIRMING_SEED)
            if first is None or second is None:
                continue
            same += first[0] == second[0]
            led = (first[1] >= LEAD) + (second[1] >= LEAD)
            both += led == 2
            once += led == 1
            both_same += led == 2 and first[0] == second[0]
        print(f"| {players} players | {len(found)} | {same} | {both} | {once} | {both_same} |",
              flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
