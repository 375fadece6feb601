"""Each hidden card's place over 100,000 determinizations a game, against uniform (issue 32,
item 1: the χ² bound at full strength; the tests draw a few thousand).

Run as ``.venv/bin/python benchmarks/uniformity.py [--samples N]``. The positions are the
tests' own, where the rules say nothing about a hidden card, so it must be uniform:

- Arcana (``tests/test_determinize.py``): seat 0's first throw face down, for seat 1: each of
  the 22 Major Arcana (arcana R1, R2, R12), χ² with 21 degrees of freedom;
- Mystick (``tests/test_determinize_mystick.py``, ``opening``): the card of seat 1's first
  hidden draw, for seat 0: each of the 27 Minors it cannot account for, 26 degrees;
- Arcs (``tests/test_determinize_arcs.py``, ``dealt``): the cards in seat 1's hand, for
  seat 0: each of the 14 cards it does not hold lies there with probability 6/14, 13
  degrees (six cards a sample, drawn without replacement: the bound is then conservative).

The bound is the 0.999 quantile of χ²; the results go to ``results-uniformity.md``.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from time import perf_counter

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "tests"))

import tarotlab  # noqa: E402
from tarotlab.core.engine import State  # noqa: E402
from tarotlab.core.rng import Rng  # noqa: E402

CHI2_999 = {13: 34.53, 21: 46.80, 26: 54.05}
"""0.999 quantiles of χ² by degrees of freedom (scipy.stats.chi2.ppf(0.999, df))."""


def arcana() -> tuple[State, int, Callable[[State], list[str]], list[str], float]:
    from tarotlab.arcana.catalog import CARDS

    state = tarotlab.new_game("arcana", seed=2)
    state.apply("throw Star")
    names = [card.name for card in CARDS]
    return state, 1, lambda twin: [names[twin.thrown[0]]], names, 1  # type: ignore[attr-defined]


def mystick() -> tuple[State, int, Callable[[State], list[str]], list[str], float]:
    from test_determinize_mystick import IRON_MINORS, hidden_draws, opening

    _, state = opening()
    first = hidden_draws(state, 1)[0]
    unknown = [c for c in IRON_MINORS if c != "4S"]
    return state, 0, lambda twin: [str(twin.history[first][1].arg)], unknown, 1


def arcs() -> tuple[State, int, Callable[[State], list[str]], list[str], float]:
    from test_determinize_arcs import ALL_CARDS, HANDS, dealt

    state = dealt()
    unknown = sorted(set(ALL_CARDS) - set(HANDS[0]))
    return state, 0, lambda twin: list(twin.hands[1]), unknown, 6  # type: ignore[attr-defined]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--samples", type=int, default=100_000)
    args = parser.parse_args(argv)
    rows = []
    for name, position in (("arcana", arcana), ("mystick", mystick), ("arcs", arcs)):
        state, seat, places, cards, per_sample = position()
        counts: Counter[str] = Counter()
        started = perf_counter()
        for k in range(args.samples):
            counts.update(places(state.determinize(seat, Rng(k, stream=0x0F))))
        seconds = perf_counter() - started
        assert set(counts) <= set(cards), set(counts) - set(cards)
        expected = args.samples * per_sample / len(cards)
        chi2 = sum((counts[c] - expected) ** 2 / expected for c in cards)
        df = len(cards) - 1
        verdict = "✅ uniform" if chi2 < CHI2_999[df] else "❌ not uniform"
        rows.append(f"| {name} | {args.samples:,} | {len(cards)} | {chi2:.1f} | "
                    f"{CHI2_999[df]} ({df} d.f.) | {verdict} | {seconds:.0f} s |")
        print(rows[-1], flush=True)
    text = "\n".join([
        "# Hidden cards over many determinizations (`benchmarks/uniformity.py`)", "",
        "Each position is a test's own, where the rules say nothing about the hidden card; "
        "its place must be uniform. The bound is χ²'s 0.999 quantile.", "",
        "| Game | Determinizations | Places | χ² | Bound | Verdict | Time |",
        "|---|---|---|---|---|---|---|", *rows, ""])
    (HERE / "results-uniformity.md").write_text(text, encoding="utf-8")
    print(text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
