"""tarotlab: exact rules engines and teaching notebooks for four tarot-deck games.

>>> import tarotlab
>>> s = tarotlab.new_game("arcana", seed=1)
>>> s.to_move
0
"""

from __future__ import annotations

from .core.engine import ALL, CHANCE, Action, Event, EventLog, Outcome, State
from .core.errors import (
    IllegalAction,
    MalformedAction,
    OptionError,
    RecordError,
    TarotlabError,
    UnknownGame,
)
from .core.record import Record
from .core.registry import GAMES, game_class, new_game
from .core.replay import replay
from .core.rules import Verdict

__version__ = "0.1.0"

__all__ = [
    "ALL",
    "CHANCE",
    "GAMES",
    "Action",
    "Event",
    "EventLog",
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
