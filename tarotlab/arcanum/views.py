"""What each seat sees of an Arcanum position: the board, the Houses and the score are public;
a hand and the cards hidden under the board are seen only by their own seat (arcanum R8), and
the playing decision's prompt says more to its own seat (tarotlab A15).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, fields
from functools import lru_cache
from typing import Any

from ..core.engine import ALL, Outcome
from ..core.present import RenderedView, frozen_maker, panels_seen_by
from .base import ArcanumBase, DrawCard
from .scoring import house_positions


def pending_seat(s: ArcanumBase) -> int | None:
    """The seat the pending decision is for, as views show it: the drawer of a chance draw,
    None for the setup's chance decisions."""
    p = s.pending
    if p is None or p.kind in ("first", "place"):
        return None
    return p.to if isinstance(p, DrawCard) else p.seat


def prompt_is_own(s: ArcanumBase, viewer: int | None) -> bool:
    """Whether ``viewer`` reads the prompt of the seat playing (tarotlab A15), not the one
    every other viewer reads."""
    p = s.pending
    return (p is not None and p.kind == "main" and viewer is not None
            and viewer in (p.seat, ALL))


def arcanum_views(s: ArcanumBase, seats: Sequence[int | None]) -> tuple[ArcanumView, ...]:
    """Each viewer's view; the board, Houses and prestige are built once for all, then each
    viewer's hand, hidden cards and prompt (arcanum R8: hands and hides are secret)."""
    public = tuple([_panel(s.vp[seat], len(s.hands[seat]), None, len(s.hidden[seat]), None,
                           tuple(s.revealed[seat]), len(s.gifts[seat])) for seat in range(s.n)])
    values: list[Any] = [  # ArcanumView's fields in order; the viewer's own filled in below
        None, None, s.turn, s.turns, s.first, s.active, s.phase, s.to_move,
        s.pending.kind if s.pending else "over", pending_seat(s), None,
        tuple(s.prestige), _positions(tuple(s.prestige)), tuple(s.figures), s.tower,
        tuple(s.judgements), s.devil, tuple(s.in_play), s.minor_played, s.major_played,
        (len(s.minor_deck), len(s.major_deck)),
        (tuple(s.minor_discard), tuple(s.major_discard)), s._outcome, s.scoring]
    owned: dict[int, ArcanumPlayerView] = {}  # a seat's own panel, built once if asked

    def own(seat: int) -> ArcanumPlayerView:
        if seat not in owned:
            p = public[seat]
            owned[seat] = _panel(p.vp, p.hand_count, tuple(s.hands[seat]), p.hidden_count,
                                 tuple(s.hidden[seat]), p.revealed, p.giving)
        return owned[seat]

    prompts: dict[int | None, str] = {}  # every viewer but the playing seat reads one
    views = []
    for seat in seats:
        if s._outcome is not None:
            prompt = "the game is over"
        else:
            key = seat if prompt_is_own(s, seat) else None
            if key not in prompts:
                prompts[key] = s._prompt(key)
            prompt = prompts[key]
        values[_VIEWER], values[_PLAYERS], values[_PROMPT] = (
            seat, panels_seen_by(seat, public, own), prompt)
        views.append(_new_view(values))
    return tuple(views)


@dataclass(frozen=True, slots=True)
class ArcanumPlayerView:
    """One seat as a viewer sees it: hand and hidden cards only for that seat itself."""

    vp: int
    hand_count: int
    hand: tuple[int, ...] | None
    hidden_count: int
    hidden: tuple[int, ...] | None
    revealed: tuple[int, ...]  # by the Sun (R19), or at a House scoring as it goes (R21)
    giving: int


@dataclass(frozen=True, slots=True, repr=False)
class ArcanumView(RenderedView):
    """What one seat (or a spectator) sees: the board is public, hands and hidden cards not."""

    viewer: int | None
    players: tuple[ArcanumPlayerView, ...]
    turn: int
    turns: int
    first: int
    active: int
    phase: str
    to_move: int | None
    pending: str
    pending_seat: int | None
    prompt: str
    prestige: tuple[int, ...]
    positions: tuple[int, ...]
    figures: tuple[int, ...]
    tower: tuple[int, int, int] | None
    judgements: tuple[tuple[int, tuple[int, ...]], ...]
    devil: bool
    in_play: tuple[int, ...]  # cards being resolved (and the Tower on the board)
    minor_played: bool
    major_played: bool
    decks: tuple[int, int]
    discards: tuple[tuple[int, ...], tuple[int, ...]]
    outcome: Outcome | None
    scoring: str | None = None  # "full" or "world" while a House scoring is under way (R21)


_FIELDS = tuple(field.name for field in fields(ArcanumView))
assert _FIELDS == ("viewer", "players", "turn", "turns", "first", "active", "phase", "to_move",
                   "pending", "pending_seat", "prompt", "prestige", "positions", "figures",
                   "tower", "judgements", "devil", "in_play", "minor_played", "major_played",
                   "decks", "discards", "outcome", "scoring"), \
    "arcanum_views lists ArcanumView's values in this order"
_VIEWER, _PLAYERS, _PROMPT = (_FIELDS.index(name) for name in ("viewer", "players", "prompt"))
_new_view = frozen_maker(ArcanumView)
"""An ArcanumView of its values in field order (views() builds one per viewer)."""
_panel = lru_cache(maxsize=4096)(ArcanumPlayerView)
"""``ArcanumPlayerView``, kept by its fields: a seat's panel seldom changes from one step to
the next, so it is built once and shared (views are immutable)."""


@lru_cache(maxsize=1024)
def _positions(prestige: tuple[int, ...]) -> tuple[int, ...]:
    """The Houses' positions (arcanum R8) for a prestige track, as views hold them: kept by
    the track (a few dozen tracks recur all game, and a view is built at every decision).

    >>> _positions((3, 5, 3, 0))  # Wands 1st, Swords and Pentacles tied 2nd, Chalices 4th
    (2, 1, 2, 4)
    """
    return tuple(house_positions(prestige))
