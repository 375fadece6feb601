"""The games tarotlab implements, by name: which State class plays each, and how to start one.

The registry lives in ``core`` so that the engine's own modules (``replay.replay``,
``rig.ChanceRig.start``) find a game without importing the package root; ``tarotlab.GAMES``,
``tarotlab.game_class`` and ``tarotlab.new_game`` are these names. Each game's declaration
(``core.game.GameInfo``) is ``core.game.game_info(name)``.

>>> sorted(GAMES)
['arcana', 'arcanum', 'arcs', 'mystick']
>>> game_class("arcs").__name__
'ArcsState'
"""

from __future__ import annotations

import importlib
from typing import Any

from .engine import State
from .errors import UnknownGame, shown

GAMES: dict[str, str] = {
    "arcana": "tarotlab.arcana.rules:ArcanaState",
    "arcanum": "tarotlab.arcanum.rules:ArcanumState",
    "mystick": "tarotlab.mystick.rules:MystickState",
    "arcs": "tarotlab.arcs.rules:ArcsState",
}
"""Implemented games: name -> the State class that plays it (``module:class``, imported on
first use, so importing tarotlab loads no game)."""


def game_class(name: str) -> type[State]:
    """The State class of a game by name (UnknownGame names the games there are).

    >>> game_class("arcana").GAME
    'arcana'
    >>> game_class("chess")
    Traceback (most recent call last):
    ...
    tarotlab.core.errors.UnknownGame: unknown game 'chess' (games: arcana, arcanum, mystick, arcs)
    """
    try:
        target = GAMES[name]
    except (KeyError, TypeError):
        raise UnknownGame(f"unknown game {shown(name)} (games: {', '.join(GAMES)})") from None
    module, _, attr = target.partition(":")
    cls: type[State] = getattr(importlib.import_module(module), attr)
    return cls


def new_game(name: str, **options: Any) -> State:
    """Start a game: ``new_game("arcana", seed=7)``; options are validated by name.

    >>> s = new_game("arcana", seed=7)
    >>> s.GAME, s.to_move
    ('arcana', 0)
    """
    return game_class(name)(**options)
