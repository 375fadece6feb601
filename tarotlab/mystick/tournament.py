"""Mystick tournaments (rulebook "Tournaments", tarotlab D2): a best-of-three match between
two deck lists, the loser of a game changing exactly 3 cards before the next (``decks.swap``
checks the change against the construction rules, R3).

Its own module, so that the deck rules (``decks.py``, which the state machine reads) never
import the state machine back.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from ..core.errors import TarotlabError
from ..core.registry import new_game
from .decks import R_TOURNAMENT, Deck, DeckError, swap, validate
from .rules import MystickState


@dataclass
class Match:
    """A tournament match: best two games out of three between two deck lists.

    ``start`` deals each game with the decks as they are then (after a swap); the first
    player sits at seat 0. A drawn game (``record(None)``) counts for nobody and has no
    loser; the match goes on until a player has won two games (tarotlab D2).
    """

    players: tuple[str, str]
    decks: dict[str, Deck]
    fmt: str = "basic"
    results: list[str | None] = field(default_factory=list)
    _may_swap: str | None = None

    def __post_init__(self) -> None:
        for player in self.players:
            validate(self.decks[player].cards, self.fmt)

    @property
    def winner(self) -> str | None:
        wins = Counter(self.results)
        return next((p for p in self.players if wins[p] >= 2), None)

    def start(self, **options: Any) -> MystickState:
        """The match's next game, with the current decks (seat 0: the first player)."""
        if self.winner is not None:
            raise TarotlabError(f"{R_TOURNAMENT}: the match is over ({self.winner} won)")
        state = new_game("mystick", players=2, decks=[self.decks[p] for p in self.players],
                         **options)
        assert isinstance(state, MystickState)
        return state

    def record(self, winner: str | None) -> None:
        """Record a game's winner (None: a draw); the loser may then swap 3 cards before the
        next game."""
        if self.winner is not None:
            raise TarotlabError(f"{R_TOURNAMENT}: the match is over ({self.winner} won)")
        if winner is not None and winner not in self.players:
            raise TarotlabError(f"{R_TOURNAMENT}: {winner!r} is not in this match")
        self.results.append(winner)
        if winner is None:
            self._may_swap = None
            return
        loser = self.players[1 - self.players.index(winner)]
        self._may_swap = loser if self.winner is None else None

    def record_game(self, state: MystickState) -> None:
        """Record a finished game of this match: its winner's player, or a draw."""
        outcome = state.outcome
        if outcome is None:
            raise TarotlabError(f"{R_TOURNAMENT}: the game is not finished yet")
        self.record(None if outcome.draw else self.players[outcome.winners[0]])

    def swap(self, player: str, removed: Sequence[str], added: Sequence[str]) -> None:
        """The last game's loser changes exactly 3 cards (shown to the opponent)."""
        if player != self._may_swap:
            raise DeckError(R_TOURNAMENT, f"only the loser of the last game may change their "
                            f"deck before the next game ({self._may_swap or 'no one'} now)")
        self.decks[player] = swap(self.decks[player], removed, added)
        self._may_swap = None
