"""What the agent interfaces need to know of each game: its observation encoder, the size of
its action space, and the bounds OpenSpiel asks for.

Action spaces
-------------
An action is an index into ``state.legal_actions()`` of the moment (their order is the
engine's, stable for a position), so the action space is ``Discrete(MAX_ACTIONS[game])``,
the most legal actions a seat can have at once, and indices from ``len(legal)`` on are masked.
How each bound was chosen:

- **Arcana, 22** (exact): the most is a throw, one action per distinct card in hand, and
  there are 22 cards; a choice offers at most 4 effects (arcana R7, R10).
- **Arcanum, 301** (proved from the rules): the largest decision is Temperance's swap, "swap
  none" or a hidden Minor for a Minor in hand: at most 1 + 50 × 6 (the hand holds at most 7
  cards when the turn's decision is asked, arcanum R12, and Temperance has left it; 56 Minors
  in all). Next come moving any Court figure for a Major (16 figures × 9 other locations =
  144, reached in play) and placing back figures removed by Judgement (at most 16 × 10).
- **Mystick, 256** (measured): a move can attach any Attachment in hand to any Pawn in play,
  and custom decks hold up to 39 cards a seat, so the rules bound it only loosely (in the
  thousands). The most seen in 240 games of every player count, greedy and random seats, was
  88 (5 players); 256 leaves a margin of almost 3×.
- **Arcs, 512** (measured): a move offers every split of fresh and damaged ships along every
  path, and a battle every mix of dice, so the rules bound it only loosely. The most seen in
  69 games (2-4 players, base and Leaders & Lore) was 206 (a turn of 4 players); 512 leaves a
  margin of almost 2.5×.

A position with more legal actions than its game's bound is refused with a clear error (never
cut short in silence): pass ``max_actions=`` to ``env()`` (or the OpenSpiel game's parameter
of that name) to widen the space.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from ..core.game import game_info

if TYPE_CHECKING:
    from .layout import Layout, Vector


class Encoder(Protocol):
    """A game's observation encoder (``obs_<game>.py``)."""

    layout: Layout
    size: int

    def encode(self, view: Any) -> Vector: ...


@dataclass(frozen=True)
class GameSpec:
    """The numbers the agent interfaces use for one game."""

    name: str
    max_actions: int
    max_chance_outcomes: int
    max_game_length: int
    encoder: Callable[[int], Encoder]

    def players(self) -> tuple[int, int, int]:
        """(fewest, most, default) players, from the game's declaration (``GameInfo``)."""
        return game_info(self.name).players


def _arcana(n: int) -> Encoder:
    from .obs_arcana import ArcanaEncoder
    return ArcanaEncoder(n)


def _arcanum(n: int) -> Encoder:
    from .obs_arcanum import ArcanumEncoder
    return ArcanumEncoder(n)


def _mystick(n: int) -> Encoder:
    from .obs_mystick import MystickEncoder
    return MystickEncoder(n)


def _arcs(n: int) -> Encoder:
    from .obs_arcs import ArcsEncoder
    return ArcsEncoder(n)


SPECS: dict[str, GameSpec] = {
    # max_chance_outcomes: the largest chance decision (Arcana's die; Arcanum's draw from the
    # 56 Minors; Mystick's draw from a 39-card deck or a random discard from a hand of at most
    # 39; Arcs' draw from the 31-card Court deck). max_game_length: decisions of the seats (not
    # chance) in the longest game OpenSpiel should expect; no rule bounds an Arcana game (hours
    # can be won back, arcana R7), so these are about 10x the longest of the games measured
    # for the action bounds (Arcana 811, Arcanum 275, Mystick 223, Arcs 474 decisions).
    "arcana": GameSpec("arcana", 22, 6, 10_000, _arcana),
    "arcanum": GameSpec("arcanum", 301, 56, 3_000, _arcanum),
    "mystick": GameSpec("mystick", 256, 39, 3_000, _mystick),
    "arcs": GameSpec("arcs", 512, 31, 5_000, _arcs),
}


def spec(game: str) -> GameSpec:
    """The spec of a game by name (KeyError names the games there are)."""
    try:
        return SPECS[game]
    except KeyError:
        raise KeyError(f"no agent interface for {game!r} (games: {', '.join(SPECS)})") from None
