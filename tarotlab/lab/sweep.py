"""Sweeps: the grid of option values (and bot lineups) a study plays, one cell each.

On the command line ``--sweep players=3,4,5 --sweep turns=6,9`` gives six cells. Values are
read like ``--option`` values (JSON where they parse, text otherwise). A value that itself
holds commas (a Mystick ``decks`` list, a lineup of bots) is given as a JSON list:
``--sweep 'bots=["greedy,random","random,random"]'``; ``--sweep bots=random,greedy`` is two
cells, each with one bot on every seat. From Python a sweep is a mapping of names to
values (``{"players": [3, 4, 5]}``) or an explicit list of cells (``[{"players": 3,
"turns": 4}, {"players": 4, "turns": 6}]``) when the values of one option depend on
another's.

Every cell is checked (a game is set up with its options) before any game is played, so a
bad option or combination fails at once, naming the cell.
"""

from __future__ import annotations

import itertools
import json
from collections.abc import Mapping, Sequence
from typing import Any

from ..core.errors import TarotlabError, shown
from .games import Setup

Cell = dict[str, Any]
SweepSpec = Mapping[str, Sequence[Any]] | Sequence[Mapping[str, Any]]


def parse_value(raw: str) -> Any:
    """An option value as the command line gives it: JSON if it parses, else the text."""
    try:
        return json.loads(raw)
    except ValueError:
        return raw


def parse_sweep(texts: Sequence[str]) -> dict[str, list[Any]]:
    """``["players=3,4,5", "turns=6,9"]`` -> ``{"players": [3, 4, 5], "turns": [6, 9]}``."""
    sweep: dict[str, list[Any]] = {}
    for text in texts:
        name, sep, raw = text.partition("=")
        name = name.strip()
        if not sep or not name:
            raise TarotlabError(f"--sweep takes NAME=V1,V2,..., not {shown(text)}")
        if name in sweep:
            raise TarotlabError(f"--sweep {name} is given twice: list all its values in one "
                                f"--sweep {name}=...")
        raw = raw.strip()
        if raw.startswith("["):
            try:
                values = json.loads(raw)
            except ValueError:
                raise TarotlabError(f"--sweep {name}: {shown(raw)} is not a JSON list "
                                    '(e.g. ["a,b","c,d"])') from None
            if not isinstance(values, list):  # pragma: no cover - '[' starts a list
                raise TarotlabError(f"--sweep {name}: expected a JSON list")
        else:
            values = [parse_value(v.strip()) for v in raw.split(",")]
        if not values or any(v == "" for v in values):
            raise TarotlabError(f"--sweep {name}: an empty value in {shown(raw)} (give "
                                f"{name}=V1,V2,...)")
        sweep[name] = values
    return sweep


def grid(sweep: SweepSpec | None) -> list[Cell]:
    """The cells of a sweep, in order (the last name varies fastest); no sweep: one cell."""
    if not sweep:
        return [{}]
    if isinstance(sweep, Mapping):
        for name, values in sweep.items():
            if isinstance(values, str | bytes) or not isinstance(values, Sequence) \
                    or not values:
                raise TarotlabError(f"sweep {name}: give a non-empty list of values, not "
                                    f"{shown(values)}")
            if len(set(map(repr, values))) != len(values):
                raise TarotlabError(f"sweep {name}: a value is repeated in {shown(values)}")
        names = list(sweep)
        return [dict(zip(names, combo, strict=True))
                for combo in itertools.product(*(sweep[n] for n in names))]
    cells = [dict(c) for c in sweep]
    if not all(isinstance(c, Mapping) for c in sweep):
        raise TarotlabError("a sweep is a mapping of names to values or a list of cells "
                            "(mappings of names to values)")
    return cells


def lineup_of(value: Any) -> tuple[str, ...]:
    """Bots as a sweep gives them: ``"greedy,random"``, ``["greedy", "random"]`` or one
    name for every seat."""
    if isinstance(value, str):
        names = tuple(n.strip() for n in value.split(","))
    elif isinstance(value, Sequence) and all(isinstance(n, str) for n in value):
        names = tuple(value)
    else:
        raise TarotlabError(f"bots: a name or a list of names, not {shown(value)}")
    if not names or any(not n for n in names):
        raise TarotlabError(f"bots: an empty bot name in {shown(value)}")
    return names


def setups(game: str, options: Mapping[str, Any], bots: Sequence[str] | str,
           sweep: SweepSpec | None = None, alternate: bool = True,
           seed: int = 0) -> list[tuple[Cell, Setup]]:
    """Every cell of a study with its checked Setup (a TarotlabError names a bad cell)."""
    cells = grid(sweep)
    fixed = dict(options)
    for name in {n for c in cells for n in c}:
        if name in fixed:
            raise TarotlabError(f"{name} is both an option and swept: give it once")
        if name == "seed":
            raise TarotlabError("the seed cannot be swept: game i of every cell uses seed "
                                "+ i (the cells share their seeds)")
    out: list[tuple[Cell, Setup]] = []
    for cell in cells:
        opts = {**fixed, **{k: v for k, v in cell.items() if k != "bots"}}
        names = lineup_of(cell.get("bots", bots))
        setup = Setup(game, tuple(opts.items()), names, alternate)
        try:
            checked = setup.check(seed)
        except TarotlabError as err:
            if not cell:
                raise
            raise TarotlabError(f"sweep cell {describe(cell)}: {err}") from None
        out.append((cell, checked))
    return out


def describe(cell: Mapping[str, Any]) -> str:
    """``players=3, turns=6`` (bots as ``bots=greedy,random``)."""
    return ", ".join(f"{k}={','.join(v) if k == 'bots' and not isinstance(v, str) else v}"
                     for k, v in cell.items())
