"""What a game is, declared once (as OpenSpiel's ``GameType``): its name and title, how many
play, its chance and information, whether its moves are simultaneous, its rulebook and
rulings files and a one-line description.

Each game declares its ``GameInfo`` in its package (``tarotlab/<game>/game_info.py``, which
imports no rules, so the declarations are cheap to read); ``game_info(name)`` finds
it. ``python -m tarotlab games``, the classroom, the agent interfaces, the annotated
rulebook and the benchmarks read the declaration instead of keeping their own copies.
How many play comes from the game's ``players`` option (``State.OPTIONS``), the one place the
rules check it.

>>> from tarotlab.core.game import game_info
>>> arcana = game_info("arcana")
>>> arcana.long_name, arcana.players, arcana.simultaneous, arcana.rulebook
('Arcana', (2, 2, 2), True, 'arcana.txt')
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Literal

from .options import Option
from .registry import GAMES, game_class

Chance = Literal["explicit", "none"]
"""``explicit``: every coin, die, shuffle and draw is a chance decision of the CHANCE seat;
``none``: the game has no chance."""
Information = Literal["perfect", "imperfect"]
"""``imperfect``: some of the position is secret from some seat (hands, cards face down)."""


@dataclass(frozen=True)
class GameInfo:
    """One game's declaration (see the module docstring)."""

    name: str
    """The name games are started by: ``new_game("arcana")``."""
    long_name: str
    """The title people know it by: ``Mystick Domination``."""
    chance: Chance
    information: Information
    simultaneous: bool
    """Seats decide at the same time in secret (Arcana's throws, arcana R2); the engine takes
    the decisions one seat after another and keeps the earlier ones hidden until all are in."""
    rulebook: str
    """The rulebook's file name among the shared rules (``arcana.txt``)."""
    rulings: str
    """The rulings' file name beside it (``arcana-rulings.md``): ``<game> R<n>``."""
    description: str
    """One sentence: what the game is."""
    length_unit: str
    """What a game's length is counted in (``rounds``, ``turns``, ``chapters``): the lab's
    column beside the number of decisions."""

    def options(self) -> tuple[Option, ...]:
        """Every option the game accepts (its own, then the common ones)."""
        return game_class(self.name).option_specs()

    @property
    def players(self) -> tuple[int, int, int]:
        """(fewest, most, default) seats, from the game's ``players`` option."""
        option = next(o for o in self.options() if o.name == "players")
        if option.choices:
            return int(min(option.choices)), int(max(option.choices)), int(option.default)
        assert option.minimum is not None and option.maximum is not None
        return int(option.minimum), int(option.maximum), int(option.default)

    @property
    def min_players(self) -> int:
        return self.players[0]

    @property
    def max_players(self) -> int:
        return self.players[1]

    @property
    def default_players(self) -> int:
        return self.players[2]

    @property
    def player_counts(self) -> tuple[int, ...]:
        """Every number of seats the game allows, fewest first."""
        fewest, most, _ = self.players
        return tuple(range(fewest, most + 1))

    def summary(self) -> str:
        """One line: ``Arcana: 2 players; chance; imperfect information; simultaneous moves``."""
        fewest, most, _ = self.players
        seats = f"{fewest}" if fewest == most else f"{fewest}-{most}"
        parts = [f"{seats} players", "chance" if self.chance == "explicit" else "no chance",
                 f"{self.information} information"]
        if self.simultaneous:
            parts.append("simultaneous moves")
        return f"{self.long_name}: {'; '.join(parts)}"




def game_info(name: str) -> GameInfo:
    """A game's declaration (``core.game.GameInfo``: title, players, chance, information,
    rulebook) by name, read from ``tarotlab/<game>/game_info.py`` without loading its rules.

    >>> game_info("mystick").long_name
    'Mystick Domination'
    """
    if name not in GAMES:
        game_class(name)  # raises UnknownGame, naming the games there are
    info: GameInfo = importlib.import_module(f"tarotlab.{name}.game_info").INFO
    return info


__all__ = ["Chance", "GameInfo", "Information", "game_info"]
