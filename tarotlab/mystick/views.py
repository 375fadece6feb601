"""What one seat (or a spectator) sees of a Mystick game: the view records and how they are
built from the state (``build_views``: what every viewer sees alike is built once, then each
viewer's own hand and known deck tops are added)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..core.engine import Outcome
from ..core.present import RenderedView, panels_seen_by
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
    return (pawn.label, influence, pawn.power, tuple(sorted(traits)),
            tuple(a.label for a in pawn.attachments))

def build_views(state: MystickBase, seats: Sequence[int | None]) -> tuple[MystickView, ...]:
    """Each viewer's view; what all of them see alike (the play areas, Crosses, discard
    piles, the challenge) is built once, then each viewer's hand and known deck tops
    (each seat's own panel built once, whoever asks for it)."""
    public = tuple(MystickPlayerView(
        vp=state.vp[s], deck=state._deck_size(s), known_top=(),
        hand_count=len(state.hands[s]), hand=None,
        discard=tuple(state.discards[s]), cross=tuple(state.crosses[s]),
        pawns=tuple(pawn_view(state, p) for p in state.pawns[s]),
        environments=tuple(e.label for e in state.environments[s]),
        eliminated=state.eliminated[s], skips=len(state.skips[s])) for s in range(state.n))
    owned: dict[int, MystickPlayerView] = {}

    def own(s: int) -> MystickPlayerView:
        if s not in owned:
            p = public[s]
            owned[s] = MystickPlayerView(
                vp=p.vp, deck=p.deck, known_top=tuple(state.tops[s]),
                hand_count=p.hand_count, hand=tuple(state.hands[s]), discard=p.discard,
                cross=p.cross, pawns=p.pawns, environments=p.environments,
                eliminated=p.eliminated, skips=p.skips)
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
        views.append(MystickView(
            viewer=seat, players=players, pool=state.pool, challenge=challenge,
            draw_count=state.draw_count, round=state.round, mover=state.mover,
            to_move=state.to_move, prompt=prompt, seen=seen, outcome=state._outcome))
    return tuple(views)
