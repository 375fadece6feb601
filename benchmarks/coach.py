"""How long a hint takes, and whether it says the same twice (issue 32, item 6).

Run as ``.venv/bin/python benchmarks/coach.py [--positions N] [--seconds S]``. For each game
the search is offered for (``bot_names``), positions are taken from seeded games of greedy
bots in every seat: every decision of a seat with more than one legal choice, spread evenly
over the games, ``N`` of them. At each, ``tarotlab.search.hint.hint(state, seconds=S)`` is
asked twice (two seeds), timed by the wall clock, so the figures include the search's set-up
and every determinization; the hint searches in as many processes as it would for a learner
(``search.parallel.default_workers``: two on a machine with two cores). Reported: the
median and 95th percentile of the time to a hint (targets: at most 1.5 s and 2 s), and,
among the positions where the first hint's best move leads the second by 10 points or
more, how often the second hint names the same move (target: 80%). Written to
``results-hints.md`` beside this file.

With ``--reference S`` a position's lead is judged by a long search of its own; with
``--screen`` as well, that search comes first and the two hints are asked only where it
finds a lead of 10 points: few positions have one (one in eight in Mystick), so this measures
the stability at many more of them in the same time (the same positions and seeds as
without it; the times reported are then those of the led positions only).

With ``--confirm`` as well, a position the long search finds led is searched that long once
more, with another seed, and counts as *confirmed* only if the second search names the same
best move and finds it 10 points ahead too. One noisy search picks its leader and measures
that leader's lead from the same futures, so it overstates leads (the best of several noisy
rates is high by chance); the second search measures the lead from futures of its own. The
table then gives the stability at both: the positions one search judges led (as before) and
those two independent searches agree are led.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path
from time import perf_counter

from percentiles import percentile  # benchmarks/percentiles.py, beside this script

import tarotlab
from tarotlab.bots import bot_names, decisions, make_bot
from tarotlab.core.engine import State
from tarotlab.core.rng import Rng
from tarotlab.search.hint import hint
from tarotlab.search.parallel import default_workers

HERE = Path(__file__).resolve().parent
CONFIGS = [("arcana", {}), *(("arcanum", {"players": n}) for n in (3, 4)),
           *(("mystick", {"players": n}) for n in (2, 3, 4, 5)),
           *(("arcs", {"players": n}) for n in (2, 3, 4))]
LEAD = 0.10


def positions(game: str, options: dict[str, int], wanted: int, first_seed: int = 0
              ) -> list[State]:
    """``wanted`` positions of seats with a real choice, from greedy games (seeds
    ``first_seed``, ``first_seed + 1``, ...: another first seed gives other positions)."""
    found: list[State] = []
    seed = first_seed
    while len(found) < wanted:
        state = tarotlab.new_game(game, seed=seed, **options)
        bots = [make_bot("greedy", game) for _ in range(state.players)]
        choices = [state.clone() for _ in decisions(state, bots, Rng(seed, stream=0xC0AC))
                   if len(state.legal_actions()) > 1]
        take = max(1, min(len(choices), wanted // 4))
        found += choices[:: max(1, len(choices) // take)][:take]
        seed += 1
    return found[:wanted]


def reference_lead(state: State, seconds: float, seed: int) -> tuple[str, float] | None:
    """The best move of a long search (``seconds``) and its lead in points over every other
    candidate that search tried at least ``SETTLED`` times (None if there is no other): the
    position's lead, judged apart from the two hints compared, so a lucky or unlucky first
    hint does not choose the positions it is judged on."""
    found = hint(state, seconds=seconds, rng=Rng(seed, stream=0x4EF)).analysis.stats
    others = [s.win_rate for s in found[1:] if s.visits >= SETTLED]
    return (str(found[0].action), found[0].win_rate - max(others)) if others else None


SETTLED = 30
"""How many simulated futures a candidate needs in the long search for its rate to count."""

CONFIRMING_SEED = 10_000
"""Added to a position's seed for the second, confirming long search (as in
``lead_steadiness.py``), so its determinizations are not the first search's."""


def _confirms(state: State, seconds: float, seed: int, best: str) -> bool:
    """Whether a second long search, with a seed of its own, names ``best`` too and finds
    it ``LEAD`` ahead of every other candidate it tried ``SETTLED`` times."""
    again = reference_lead(state, seconds, seed + CONFIRMING_SEED)
    return again is not None and again[0] == best and again[1] >= LEAD


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--positions", type=int, default=30)
    parser.add_argument("--seconds", type=float, default=1.5)
    parser.add_argument("--game", action="append", help="only this game (again for more)")
    parser.add_argument("--players", type=int, action="append",
                        help="only this player count (again for more)")
    parser.add_argument("--reference", type=float, default=0.0,
                        help="seconds of a long search per position that judges its lead "
                             "(0: the first hint judges it, as before)")
    parser.add_argument("--screen", action="store_true",
                        help="with --reference: ask the two hints only at the positions the "
                             "long search finds led by 10 points (the stability figure in a "
                             "fraction of the time; the times are then those of led positions)")
    parser.add_argument("--confirm", action="store_true",
                        help="with --reference and --screen: search each led position that "
                             "long again (another seed) and report, besides, the stability "
                             "where both searches find the same move led by 10 points")
    parser.add_argument("--first-seed", type=int, default=0,
                        help="the first greedy game's seed (another gives other positions)")
    args = parser.parse_args(argv)
    if (args.screen or args.confirm) and not args.reference:
        parser.error("--screen and --confirm need --reference (the long search's seconds)")
    if args.confirm and not args.screen:
        parser.error("--confirm needs --screen (it confirms the positions screened as led)")
    rows = []
    for game, options in CONFIGS:
        if "ismcts" not in bot_names(game) or (args.game and game not in args.game) or (
                args.players and options.get("players", 2) not in args.players):
            continue
        times, led, same, right = [], 0, 0, 0
        screened = confirmed = confirmed_same = confirmed_right = 0
        for i, state in enumerate(positions(game, options, args.positions, args.first_seed)):
            judged = reference_lead(state, args.reference, i) if args.reference else None
            if args.screen and (judged is None or judged[1] < LEAD):
                screened += 1
                continue
            answers = []
            for ask in range(2):
                started = perf_counter()
                answers.append(hint(state, seconds=args.seconds, rng=Rng(i, stream=ask)))
                times.append(perf_counter() - started)
            stats = answers[0].analysis.stats
            if args.reference:
                if judged is not None and judged[1] >= LEAD:
                    led += 1
                    same += answers[1].best == answers[0].best
                    right += str(answers[0].best) == judged[0]
                    if args.confirm and _confirms(state, args.reference, i, judged[0]):
                        confirmed += 1
                        confirmed_same += answers[1].best == answers[0].best
                        confirmed_right += str(answers[0].best) == judged[0]
            elif len(stats) > 1 and stats[0].win_rate - stats[1].win_rate >= LEAD:
                led += 1
                same += answers[1].best == answers[0].best
        label = game + "".join(f", {v} players" for v in options.values())
        stable = f"{same} of {led} ({same / led:.0%})" if led else "no position led by that"
        if screened:
            stable += f" (screened: {screened} of {args.positions} positions not led by that)"
        if args.reference:
            stable += f" | {right} of {led}" if led else " | "
        if args.confirm:
            stable += (f" | {confirmed_same} of {confirmed} ({confirmed_same / confirmed:.0%})"
                       f" | {confirmed_right} of {confirmed}" if confirmed
                       else " | no position confirmed | ")
        timing = (f"{statistics.median(times):.2f} s | {percentile(times, 95):.2f} s" if times
                  else "| ")
        rows.append(f"| {label} | {len(times)} | {timing} | {stable} |")
        print(rows[-1], file=sys.stderr, flush=True)
    judge = (f"where a {args.reference:g} s search found the best move {LEAD * 100:.0f} "
             f"points ahead of every other it tried {SETTLED} times or more" if args.reference else
             "where the first hint's best move led the second by 10 points")
    head = f"| Game | Hints | Median | p95 | Same best move twice, {judge} |"
    rule = "|---|---|---|---|---|"
    if args.reference:
        head += " The first hint names the long search's best |"
        rule += "---|"
    if args.confirm:
        head += (" Same best move twice, where a second search as long (another seed) names "
                 "the same best move, 10 points ahead too | The first hint names it |")
        rule += "---|---|"
    text = "\n".join([
        "# Hints: time and stability (`benchmarks/coach.py`)", "",
        f"Each hint asked with a budget of {args.seconds} s in {default_workers()} "
        f"process(es); wall-clock time to the answer, {args.positions} positions a game from "
        "greedy games, each asked twice.", "", head, rule, *rows, "",
        "Targets (issue 32): median at most 1.5 s, p95 at most 2 s, the same move at least 80% "
        "of the time.", ""])
    if not args.game and not args.players and not args.screen and not args.first_seed:
        (HERE / "results-hints.md").write_text(text, encoding="utf-8")
    print(text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
