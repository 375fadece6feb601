"""tarotlab: exact rules engines and teaching notebooks for four tarot-deck games.

>>> import tarotlab
>>> s = tarotlab.new_game("arcana", seed=1)
>>> s.to_move
0
"""

from __future__ import annotations

import importlib
from typing import Any

from .core.engine import ALL, CHANCE, Action, Event, Outcome, State
from .core.errors import (
    IllegalAction,
    MalformedAction,
    OptionError,
    RecordError,
    TarotlabError,
    UnknownGame,
    shown,
)
from .core.record import Record, replay
from .core.rules import Verdict

__version__ = "0.1.0"

GAMES: dict[str, str] = {
    "arcana": "tarotlab.arcana.rules:ArcanaState",
    "arcanum": "tarotlab.arcanum.rules:ArcanumState",
    "mystick": "tarotlab.mystick.rules:MystickState",
    "arcs": "tarotlab.arcs.rules:ArcsState",
}
"""Implemented games: name -> the State class that plays it."""


def game_class(name: str) -> type[State]:
    """The State class of a game by name (UnknownGame names the games there are)."""
    try:
        target = GAMES[name]
    except (KeyError, TypeError):
        raise UnknownGame(f"unknown game {shown(name)} (games: {', '.join(GAMES)})") from None
    module, _, attr = target.partition(":")
    cls: type[State] = getattr(importlib.import_module(module), attr)
    return cls


def new_game(name: str, **options: Any) -> State:
    """Start a game: ``new_game("arcana", seed=7)``; options are validated by name."""
    return game_class(name)(**options)


__all__ = [
    "ALL",
    "CHANCE",
    "GAMES",
    "Action",
    "Event",
    "IllegalAction",
    "MalformedAction",
    "OptionError",
    "Outcome",
    "Record",
    "RecordError",
    "State",
    "TarotlabError",
    "UnknownGame",
    "Verdict",
    "__version__",
    "game_class",
    "new_game",
    "replay",
]
