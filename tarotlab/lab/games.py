"""One game of a study as one tidy row, and the columns every row of a study has.

A :class:`Setup` is everything a game of a study needs except its number: the game, its
options, the bots' lineup and whether they rotate over seats. ``play_row(setup, cell, i,
seed)`` plays game number ``i`` with seed ``seed + i`` (the bots' random choices use the
same seed, as in :func:`tarotlab.lab.series.simulate`) and returns its row: a plain dict of
plain values, so it pickles cheaply to and from worker processes.

Pure Python: no pandas here (the engine's layering test imports this module).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from .. import new_game
from ..bots import make_bot, play
from ..core.engine import CHANCE, State
from ..core.errors import TarotlabError
from ..core.game import game_info
from .series import lineup, seat_bots

Row = dict[str, Any]
"""One game: column name -> value (None where a column does not apply)."""

NOT_COLUMNS = ("seed", "auto_chance")
"""Options that are not columns: the seed column is the game's seed, and the bots' driver
plays chance decisions from the seed whatever ``auto_chance`` says."""


@dataclass(frozen=True)
class Setup:
    """One cell of a study: a game, its options and its bots (one per seat, rotating)."""

    game: str
    options: tuple[tuple[str, Any], ...] = ()
    bots: tuple[str, ...] = ("random",)
    alternate: bool = True
    players: int = 0  # seats, filled in by check()

    @property
    def option_dict(self) -> dict[str, Any]:
        return dict(self.options)

    def check(self, seed: int = 0) -> Setup:
        """This setup with its seat count, or a TarotlabError saying what is wrong: a bad
        option (or combination of options) or bots that do not fit the seats."""
        if "seed" in self.option_dict:
            raise TarotlabError(f"{self.game}: give the seed of a study as its seed, not as "
                                "an option (game i uses seed + i)")
        probe = new_game(self.game, seed=seed, **self.option_dict)
        names = seat_bots(self.game, self.bots, probe.players)
        return Setup(self.game, self.options, names, self.alternate, probe.players)


# ---------------------------------------------------------------------- per-game columns
@dataclass(frozen=True)
class Extra:
    """A column only some games have: its name, type and how to read it off a finished
    game (``per_seat``: one column per seat, ``name_0``, ``name_1``...)."""

    name: str
    kind: type
    read: Callable[[State], Any]
    per_seat: bool = False


def _attr(name: str) -> Callable[[State], Any]:
    """Read a game-specific attribute of a finished state."""
    return lambda state: getattr(state, name)


def _first_chance(state: State, kind: str) -> str:
    """The argument of the first chance decision of this kind (``coin 1`` -> ``1``)."""
    return next(a.arg for s, a in state.history if s == CHANCE and a.kind == kind)


def _arcs_chapter_ends(state: State) -> str:
    """How each chapter ended, in order: ``passed`` when everyone with cards passed in a
    row, ``out`` when the action cards ran out (arcs: Passing Initiative, Round Structure)."""
    ends, passed = [], False
    for event in state.events:
        if "everyone with cards has passed in a row" in event.text:
            passed = True
        elif event.seat is None and event.text.startswith("chapter ") \
                and event.text.endswith(" ends"):
            ends.append("passed" if passed else "out")
            passed = False
    return ",".join(ends)


EXTRAS: Mapping[str, tuple[Extra, ...]] = {
    # arcana R3: the coin sets the parity of the first round (0 even, 1 odd)
    "arcana": (Extra("rounds", int, _attr("rounds_played")),
               Extra("coin", int, lambda s: int(_first_chance(s, "coin")))),
    # arcanum: Setup: the chance decision "first seat N" gives the pawn for turn 1; the
    # length in turns is the (resolved) option column `turns`: every game plays them all
    "arcanum": (Extra("first_player", int,
                      lambda s: int(_first_chance(s, "first").split()[-1])),),
    "mystick": (Extra("rounds", int, _attr("round")),
                Extra("deck", str, _attr("deck_names"), per_seat=True)),
    # arcs R2: seat 0 holds the initiative at the start; the setup card actually used
    # (drawn by chance unless the option names it)
    "arcs": (Extra("chapters", int, _attr("chapter")),
             Extra("setup", str, _attr("setup")),
             Extra("chapter_ends", str, _arcs_chapter_ends)),
}


# ---------------------------------------------------------------------- playing a game
def play_row(setup: Setup, cell: int, index: int, seed: int) -> Row:
    """Play game number ``index`` of a cell (seed ``seed + index``) and return its row."""
    game_seed = seed + index
    order = lineup(setup.bots, index, setup.alternate)
    state = new_game(setup.game, seed=game_seed, **setup.option_dict)
    bots = [make_bot(name, setup.game) for name in order]
    play(state, bots, seed=game_seed)
    outcome = state.outcome
    assert outcome is not None
    row: Row = {"game": setup.game, "cell": cell, "index": index, "seed": game_seed}
    row.update((k, _option_value(setup, k, v)) for k, v in state.options.items()
               if k not in NOT_COLUMNS)
    winners = outcome.winners
    row["winner"] = winners[0] if len(winners) == 1 else None
    row["winners"] = "+".join(map(str, winners))
    row["draw"] = not winners
    row["ending"] = outcome.ending
    row["decisions"] = state.step
    for seat, name in enumerate(order):
        row[f"bot_{seat}"] = name
        row[f"won_{seat}"] = seat in winners
        row[f"score_{seat}"] = outcome.scores[seat] if outcome.scores is not None else None
        # decisions a searching bot took without a search: no game it could not tell from
        # the real one was found in time (``NoWorldFound``); 0 for bots that never search
        row[f"fallbacks_{seat}"] = getattr(bots[seat], "fallbacks", 0)
    for extra in EXTRAS.get(setup.game, ()):
        value = extra.read(state)
        if extra.per_seat:
            row.update((f"{extra.name}_{s}", v) for s, v in enumerate(value))
        else:
            row[extra.name] = value
    return row


def _option_value(setup: Setup, name: str, value: Any) -> Any:
    """An option's column value: as the game resolved it where that is a scalar; an option
    resolved into lists (Mystick's ``decks``: each seat's card list) keeps the text the
    study gave it (deck names), or the lists as JSON."""
    if not isinstance(value, list | tuple):
        return value
    given = setup.option_dict.get(name)
    return given if isinstance(given, str) else json.dumps(value)


def play_batch(setup: Setup, cell: int, seed: int, start: int, stop: int) -> list[Row]:
    """Rows of games ``start`` to ``stop - 1`` of a cell: the unit of work sent to a worker
    process or a Dask worker."""
    return [play_row(setup, cell, i, seed) for i in range(start, stop)]


# ---------------------------------------------------------------------- the columns
def columns(setups: Iterable[Setup]) -> dict[str, type]:
    """Every column of a study's rows, in order, with its Python type (a row leaves out the
    seats a smaller game does not have; files and DataFrames fill them with nulls)."""
    cells = list(setups)
    if not cells:
        raise TarotlabError("a study needs at least one cell")
    game = cells[0].game
    if any(c.game != game for c in cells):
        raise TarotlabError("a study plays one game")
    seats = max(c.players for c in cells)
    cols: dict[str, type] = {"game": str, "cell": int, "index": int, "seed": int}
    for spec in game_info(game).options():
        if spec.name not in NOT_COLUMNS:
            cols[spec.name] = spec.kind
    cols.update(winner=int, winners=str, draw=bool, ending=str, decisions=int)
    per_seat: list[tuple[str, type]] = [("bot", str), ("won", bool), ("score", int),
                                        ("fallbacks", int)]
    extras = EXTRAS.get(game, ())
    for extra in extras:
        if not extra.per_seat:
            cols[extra.name] = extra.kind
        else:
            per_seat.append((extra.name, extra.kind))
    for name, kind in per_seat:
        cols.update((f"{name}_{s}", kind) for s in range(seats))
    return cols

