"""The balance lab: many games between bots, on every core or a Dask cluster, as tidy rows.

``study(game, games, seed=..., bots=..., sweep=..., workers=..., dask=..., **options)``
returns a pandas DataFrame with one row per game, e.g.
``lab.study("arcanum", 1000, bots="greedy", sweep={"players": [3, 4, 5]})``; ``run(...)``
plays the same study but keeps no rows (it streams them to ``out``, a ``.parquet`` or
``.csv`` file, and returns one :class:`Tally` per cell): the command line's ``simulate``
is ``run``. ``summarize(df)`` gives a DataFrame's tallies, ``rate_table(df, success, by)``
rates by group with their intervals, ``difference`` the interval of a difference.

Decisions (where issue 19 left them to us):

* **Seeds.** Game *i* of a study (and of every cell of a sweep) uses seed ``seed + i`` for
  its chance decisions and its bots' choices, as ``lab.series.simulate`` (once
  ``tarotlab.simulate``) always did. So the rows are the same whatever the workers, and the
  cells of a sweep play the same deals
  (common random numbers: differences between cells are not noise from different seeds).
* **Seats.** The bots rotate one seat per game (``alternate=True``, the default); with
  ``alternate=False`` (``--fixed-seats``) they keep the seats they are named for.
* **Workers.** ``workers=None`` uses every core this process may use; ``workers=1`` plays in
  this process (a pool of one would only add overhead); more use a process pool
  (``forkserver``, else ``spawn``; see ``lab.run``). ``dask=True`` starts a local Dask
  cluster of ``workers`` single-threaded processes on 127.0.0.1 (its dashboard, if any, on
  a free loopback port),
  ``scheduler="tcp://HOST:PORT"`` uses an existing one (its workers need the same version
  of tarotlab: checked). Batches of at most 250 games, about eight per worker per cell, at
  most three per worker in flight; rows come back in game order, so the driver's memory
  does not grow with the number of games (``study`` keeps its rows: ``run`` with ``out``
  does not). Like Dask, the pool starts processes that import the main module: a script
  must start its study under ``if __name__ == "__main__":``.
* **Rows** (``lab.games``): ``game, cell, index, seed``, then every option of the game as
  the game resolved it (``turns`` for Arcanum is the number of turns played), then
  ``winner`` (the seat, null unless exactly one seat won), ``winners`` (``"0+2"`` for a
  shared victory, empty for a draw), ``draw``, ``ending`` (the Outcome's ending),
  ``decisions`` (chance included), per seat ``bot_s``, ``won_s``, ``score_s`` (the
  Outcome's scores: HP, VP or Power) and ``fallbacks_s`` (decisions a searching bot took
  without a search, its determinizer finding no world in time; 0 for the other bots, and
  the report says how many), and per game: Arcana ``rounds`` and ``coin`` (the
  parity of the first round, arcana R3), Arcanum ``first_player`` (the seat holding the
  first-player pawn on turn 1), Mystick ``rounds`` and ``deck_s``, Arcs ``chapters``,
  ``setup`` (the setup card played; seat 0 always starts with the initiative, arcs R2) and
  ``chapter_ends`` (``out`` or ``passed`` per chapter, comma-separated). Seats a cell does
  not have are null.
* **Intervals**: 95% Wilson score intervals (``lab.stats``), per seat over games, per bot
  over seat-games; a shared victory is a win for each winner. Differences of two rates:
  Newcombe's hybrid score interval (``lab.difference``), which assumes independent samples
  (the cells of a sweep share their seeds; if their results correlate at all, it is
  positively, and the interval is then wider than it needs to be).
* **Sweeps** (``lab.sweep``): a grid of option values and bot lineups; every cell is set up
  once before any game is played, so a bad value fails at once and names its cell.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from .. import game_class
from ..core.errors import TarotlabError
from ..core.rng import MAX_SEED
from .games import Row, Setup, columns, play_row
from .output import check_out, frame, open_sink
from .run import Batch, batch_size, batches, cpu_count, runner
from .stats import Rate, Tally, difference, wilson
from .sweep import SweepSpec, grid, parse_sweep, setups

__all__ = ["Batch", "Rate", "Row", "Setup", "Tally", "batch_size", "batches", "columns",
           "cpu_count", "difference", "frame", "grid", "parse_sweep", "play_row",
           "rate_table", "run", "study", "summarize", "wilson"]


def run(game: str, games: int = 1000, *, seed: int = 0, bots: Sequence[str] | str = ("random",),
        sweep: SweepSpec | None = None, alternate: bool = True, workers: int | None = None,
        dask: bool = False, scheduler: str | None = None, batch: int | None = None,
        out: str | Path | None = None, progress: Callable[[int], None] | None = None,
        keep: Callable[[list[Row]], None] | None = None, **options: Any) -> list[Tally]:
    """Play a study and return one Tally per cell; rows go to ``out`` (a file) and to
    ``keep`` (a callback per batch, in game order) and are not kept otherwise.
    ``progress`` is called with the number of games of each batch as it arrives."""
    if games < 1:
        raise TarotlabError(f"games must be at least 1, not {games}")
    if seed < 0 or seed + games - 1 > MAX_SEED:
        raise TarotlabError(f"seeds run from {seed} to {seed + games - 1}: they must lie "
                            f"between 0 and {MAX_SEED}")
    cells = setups(game, options, bots, sweep, alternate, seed)
    cols = columns(s for _, s in cells)
    tallies = [Tally.for_cell(game, s.bots, s.players, c.items()) for c, s in cells]
    if out is not None:
        check_out(out)  # a bad path fails before a cluster starts or a file is written
    work = runner(workers, dask, scheduler)
    sink = None
    try:
        sink = open_sink(out, cols) if out is not None else None
        try:
            size = batch or batch_size(games, work.workers)
            plan = batches(len(cells), games, size)
            for rows in work.rows([s for _, s in cells], seed, plan):
                tally = tallies[rows[0]["cell"]]
                for row in rows:
                    tally.add(row)
                if sink is not None:
                    sink.write(rows)
                if keep is not None:
                    keep(rows)
                if progress is not None:
                    progress(len(rows))
        finally:
            if sink is not None:
                sink.close()
    finally:
        work.close()
    return tallies


def study(game: str, games: int = 1000, *, seed: int = 0,
          bots: Sequence[str] | str = ("random",), sweep: SweepSpec | None = None,
          alternate: bool = True, workers: int | None = None, dask: bool = False,
          scheduler: str | None = None, batch: int | None = None,
          out: str | Path | None = None, progress: bool = False, **options: Any) -> Any:
    """Play a study and return its rows as a pandas DataFrame (one row per game, in cell
    and game order; see the module docstring for the columns). ``progress`` shows a bar."""
    cols = columns(s for _, s in setups(game, options, bots, sweep, alternate, seed))
    rows: list[Row] = []
    bar = None
    if progress:
        from tqdm.auto import tqdm

        bar = tqdm(total=games * len(grid(sweep)), unit="games", leave=False)
    try:
        run(game, games, seed=seed, bots=bots, sweep=sweep, alternate=alternate,
            workers=workers, dask=dask, scheduler=scheduler, batch=batch, out=out,
            progress=None if bar is None else bar.update, keep=rows.extend, **options)
    finally:
        if bar is not None:
            bar.close()
    return frame(rows, cols)


def summarize(df: Any) -> list[Tally]:
    """One Tally per cell of a study's DataFrame (or of a Parquet/CSV file read back), in
    cell order: ``[t.report() for t in summarize(df)]`` is what the command line prints.
    A cell is named by the options (and bots) that differ between cells."""
    if df.empty:
        return []
    game = str(df["game"].iloc[0])
    seats = sum(1 for c in df.columns if str(c).startswith("bot_"))
    first_rows = df.sort_values(["cell", "index"]).groupby("cell", sort=True).head(1)
    lineups = [tuple(str(r[f"bot_{s}"]) for s in range(seats) if _present(r[f"bot_{s}"]))
               for r in first_rows.to_dict("records")]
    swept = [spec.name for spec in game_class(game).option_specs()
             if spec.name in df.columns and first_rows[spec.name].nunique(dropna=False) > 1]
    out = []
    for (_, part), first, bots in zip(df.groupby("cell", sort=True),
                                      first_rows.to_dict("records"), lineups, strict=True):
        cell = [(name, first[name]) for name in swept]
        if len({_short(b) for b in lineups}) > 1:
            cell.append(("bots", _short(bots)))
        tally = Tally.for_cell(game, bots, len(bots), cell)
        for record in part.to_dict("records"):
            tally.add({k: (v if _present(v) else None) for k, v in record.items()})
        out.append(tally)
    return out


def _short(bots: Sequence[str]) -> str:
    """A lineup as a sweep names it: ``random`` for random on every seat."""
    return bots[0] if len(set(bots)) == 1 else ",".join(bots)


def _present(value: Any) -> bool:
    """False for a missing value (None, pandas' NA, NaN)."""
    pd, _ = _pandas()
    return value is not None and not bool(pd.isna(value))


def rate_table(df: Any, success: str | Any, by: str | Sequence[str]) -> Any:
    """Win (or any yes/no) rates by group with their 95% Wilson intervals: a DataFrame with
    the ``by`` columns, ``successes``, ``trials``, ``rate``, ``low`` and ``high``.

    ``success`` is a boolean column's name or a boolean Series aligned with ``df``
    (e.g. ``df.winner == df.first_player``)."""
    pd, _ = _pandas()
    flags = df[success] if isinstance(success, str) else success
    keys = [by] if isinstance(by, str) else list(by)
    grouped = flags.fillna(False).astype(bool).groupby([df[k] for k in keys], sort=True)
    table = pd.DataFrame({"successes": grouped.sum().astype(int),
                          "trials": grouped.size().astype(int)}).reset_index()
    table["rate"] = table["successes"] / table["trials"]
    bounds = [wilson(int(k), int(n)) for k, n in zip(table["successes"], table["trials"],
                                                      strict=True)]
    table["low"] = [b[0] for b in bounds]
    table["high"] = [b[1] for b in bounds]
    return table


def _pandas() -> Any:
    from .output import need_lab

    return need_lab("rate_table")

