"""What each seat sees of an Arcanum position: the board, the Houses and the score are public;
a hand and the cards hidden under the board are seen only by their own seat (arcanum R8), and
the playing decision's prompt says more to its own seat (tarotlab A15).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..core.engine import ALL, Outcome
from ..core.present import RenderedView, panels_seen_by
from .base import ArcanumBase, DrawCard


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
    public = [ArcanumPlayerView(
        vp=s.vp[seat], hand_count=len(s.hands[seat]), hand=None,
        hidden_count=len(s.hidden[seat]), hidden=None,
        revealed=tuple(s.revealed[seat]), giving=len(s.gifts[seat]))
        for seat in range(s.n)]
    board: dict[str, Any] = dict(
        turn=s.turn, turns=s.turns,
        first=s.first, active=s.active, phase=s.phase, to_move=s.to_move,
        pending=s.pending.kind if s.pending else "over", pending_seat=pending_seat(s),
        prestige=tuple(s.prestige), positions=tuple(s.house_positions()),
        figures=tuple(s.figures), tower=s.tower,
        judgements=tuple(s.judgements), devil=s.devil,
        in_play=tuple(s.in_play), minor_played=s.minor_played,
        major_played=s.major_played,
        decks=(len(s.minor_deck), len(s.major_deck)),
        discards=(tuple(s.minor_discard), tuple(s.major_discard)),
        outcome=s._outcome, scoring=s.scoring)
    owned: dict[int, ArcanumPlayerView] = {}  # a seat's own panel, built once if asked

    def own(seat: int) -> ArcanumPlayerView:
        if seat not in owned:
            p = public[seat]
            owned[seat] = ArcanumPlayerView(
                vp=p.vp, hand_count=p.hand_count, hand=tuple(s.hands[seat]),
                hidden_count=p.hidden_count, hidden=tuple(s.hidden[seat]),
                revealed=p.revealed, giving=p.giving)
        return owned[seat]

    shared = tuple(public)
    prompts: dict[int | None, str] = {}  # every viewer but the playing seat reads one
    views = []
    for seat in seats:
        players = panels_seen_by(seat, shared, own)
        if s._outcome is not None:
            prompt = "the game is over"
        else:
            key = seat if prompt_is_own(s, seat) else None
            if key not in prompts:
                prompts[key] = s._prompt(key)
            prompt = prompts[key]
        views.append(ArcanumView(viewer=seat, players=players, prompt=prompt, **board))
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
