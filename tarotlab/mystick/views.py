"""What one seat (or a spectator) sees of a Mystick game: the view records and how they are
built from the state (``build_views``: what every viewer sees alike is built once, then each
viewer's own hand and known deck tops are added)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, fields
from functools import lru_cache

from ..core.engine import Outcome
from ..core.present import RenderedView, frozen_maker, panels_seen_by
from .inplay import InPlay
from .state import MystickBase


@dataclass(frozen=True, slots=True)
class MystickPlayerView:
    """One seat as a viewer sees it: the hand only for that seat; play areas are public."""

    vp: int
    deck: int
    known_top: tuple[str, ...]
    hand_count: int
    hand: tuple[str, ...] | None
    discard: tuple[str, ...]
    cross: tuple[str | None, ...]
    pawns: tuple[tuple[str, int, int, tuple[str, ...], tuple[str, ...]], ...]
    environments: tuple[str, ...]
    eliminated: bool
    skips: int


@dataclass(frozen=True, slots=True)
class ChallengeView:
    """The challenge under way: who, against what, its Fate spaces (1-8) and redraws left."""

    seat: int
    challenger: str
    target: str
    spaces: tuple[int, ...]
    marked: tuple[int, ...]
    redraws: int
    bonus: int


@dataclass(frozen=True, slots=True, repr=False)
class MystickView(RenderedView):
    """What one seat (or a spectator) sees of a Mystick game."""

    viewer: int | None
    players: tuple[MystickPlayerView, ...]
    pool: int
    challenge: ChallengeView | None
    draw_count: int
    round: int
    mover: int
    to_move: int | None
    prompt: str
    seen: tuple[int, tuple[str, ...]] | None
    outcome: Outcome | None


PawnView = tuple[str, int, int, tuple[str, ...], tuple[str, ...]]
"""A Pawn as a view holds it: label, influence, Power, sorted traits, Attachments."""


def pawn_view(state: MystickBase, pawn: InPlay) -> PawnView:
    """A Pawn as views show it: label, influence, Power, sorted traits, Attachments (read
    straight from the cached modifiers, the same values influence() and traits() give)."""
    mods = state._mods().get(pawn.uid)
    if mods is None:  # not in the cache: influence() and traits() compute afresh
        influence, traits = state.influence(pawn), frozenset(state.traits(pawn))
    else:
        influence, traits = mods
    return (pawn.label, influence, pawn.power, _in_order(traits),
            tuple([a.label for a in pawn.attachments]))


@lru_cache(maxsize=1024)
def _in_order(traits: frozenset[str]) -> tuple[str, ...]:
    """A Pawn's traits sorted, as views hold them (a few sets of traits recur all game)."""
    return tuple(sorted(traits))


_new_panel = frozen_maker(MystickPlayerView)
"""A MystickPlayerView of its values in field order (``_PANEL_FIELDS``, checked below):
panels are built for every seat at every step."""
_new_view = frozen_maker(MystickView)
"""A MystickView of its values in field order (``_VIEW_FIELDS``, checked below)."""


def build_views(state: MystickBase, seats: Sequence[int | None]) -> tuple[MystickView, ...]:
    """Each viewer's view; what all of them see alike (the play areas, Crosses, discard
    piles, the challenge) is built once, then each viewer's hand and known deck tops
    (each seat's own panel built once, whoever asks for it)."""
    public = tuple([_new_panel((
        state.vp[s], state._deck_size(s), (), len(state.hands[s]), None,
        tuple(state.discards[s]), tuple(state.crosses[s]),
        tuple([pawn_view(state, p) for p in state.pawns[s]]),
        tuple([e.label for e in state.environments[s]]),
        state.eliminated[s], len(state.skips[s]))) for s in range(state.n)])
    owned: dict[int, MystickPlayerView] = {}

    def own(s: int) -> MystickPlayerView:
        if s not in owned:
            p = public[s]
            owned[s] = _new_panel((
                p.vp, p.deck, tuple(state.tops[s]), p.hand_count, tuple(state.hands[s]),
                p.discard, p.cross, p.pawns, p.environments, p.eliminated, p.skips))
        return owned[s]

    c = state.challenge
    challenge = None
    if c is not None:
        pawn = state._uid(c["pawn"])
        challenge = ChallengeView(
            seat=c["seat"], challenger=pawn.label if pawn else "", target=c["target"],
            spaces=tuple(s + 1 for s in c["spaces"]),
            marked=tuple(s + 1 for s in c.get("marked", ())), redraws=c["redraws"],
            bonus=c["bonus"])
    prompt = state._prompt()
    views = []
    for seat in seats:
        players = panels_seen_by(seat, public, own)
        seen = state.seen.get(seat) if isinstance(seat, int) and seat >= 0 else None
        views.append(_new_view((
            seat, players, state.pool, challenge, state.draw_count, state.round, state.mover,
            state.to_move, prompt, seen, state._outcome)))
    return tuple(views)


_PANEL_FIELDS = ("vp", "deck", "known_top", "hand_count", "hand", "discard", "cross", "pawns",
                 "environments", "eliminated", "skips")
_VIEW_FIELDS = ("viewer", "players", "pool", "challenge", "draw_count", "round", "mover",
                "to_move", "prompt", "seen", "outcome")
assert tuple(f.name for f in fields(MystickPlayerView)) == _PANEL_FIELDS \
    and tuple(f.name for f in fields(MystickView)) == _VIEW_FIELDS, \
    "build_views lists the panels' and views' values in this order"
