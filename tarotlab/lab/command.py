"""``python -m tarotlab simulate``: a study from the command line (see ``tarotlab.lab``).

Prints each cell's summary (win rates with 95% Wilson intervals, draws, lengths, endings)
and, with ``--out``, streams one row per game to a Parquet or CSV file. Every bad input is
a TarotlabError, which the command line prints as one line.
"""

from __future__ import annotations

import argparse
from typing import Any

from ..core.errors import TarotlabError
from . import run
from .sweep import parse_sweep


def simulate(args: argparse.Namespace, bar: Any) -> int:
    """Run the study the arguments describe; ``bar`` is a tqdm progress bar to update."""
    options = dict(args.option)
    for name in ("seed", "bots"):
        if name in options:
            raise TarotlabError(f"simulate: give the {name} with --{name}, not --option {name}=…")
    if args.dask and args.scheduler:
        raise TarotlabError("simulate: --dask starts a local cluster, --scheduler uses an "
                            "existing one: give one of them")
    sweep = parse_sweep(args.sweep)
    cells = 1
    for values in sweep.values():
        cells *= len(values)
    bar.total = args.games * cells
    bar.refresh()
    try:
        tallies = run(args.game, args.games, seed=args.seed, bots=args.bots.split(","),
                      sweep=sweep, alternate=not args.fixed_seats, workers=args.workers,
                      dask=args.dask, scheduler=args.scheduler, batch=args.batch,
                      out=args.out, progress=bar.update, **options)
        bar.refresh()  # the final count and rate, however fast the last games came
    finally:
        bar.close()
    print("\n\n".join(tally.report() for tally in tallies))
    if args.out:
        print(f"wrote {sum(t.games for t in tallies)} rows to {args.out}")
    return 0
