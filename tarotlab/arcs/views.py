"""What one seat (or a spectator) sees of an Arcs game (arcs R5): the view dataclasses."""

from __future__ import annotations

from dataclasses import dataclass

from ..core.engine import Outcome
from ..core.present import RenderedView


@dataclass(frozen=True, slots=True)
class ArcsPlayerView:
    """One seat as a viewer sees it: the hand only for that seat; the board is public."""

    seat: int
    power: int
    hand: tuple[str, ...] | None
    hand_count: int
    resources: tuple[str | None, ...]  # the 6 slots, left to right
    waiting: tuple[str, ...]  # gained with no open slot: the owner discards (arcs R8)
    open_slots: int
    cities_on_board: int
    city_bonus: int
    ships_supply: int
    starports_supply: int
    agents_supply: int
    trophies: tuple[tuple[int, str, int], ...]  # (owner, kind, count)
    captives: tuple[tuple[int, int], ...]  # (owner, count)
    outrage: tuple[tuple[str, str], ...]  # (resource, "agent" | "placeholder")
    guild: tuple[str, ...]
    on_map: tuple[int, int, int]  # ships, cities, starports
    leader: str | None = None  # Leaders & Lore: the leader's id
    lore: tuple[str, ...] = ()  # and the lore cards' ids
    vault: str | None = None  # the token on Ancient Holdings' slot (raid cost 4)


@dataclass(frozen=True, slots=True)
class SystemView:
    """A system: per seat (fresh, damaged) ships, the buildings (seat, kind, damaged), control."""

    id: str
    ships: tuple[tuple[int, int], ...]
    buildings: tuple[tuple[int, str, bool], ...]
    controller: int | None


@dataclass(frozen=True, slots=True)
class TurnView:
    seat: int
    how: str
    suit: str
    pips: int
    prelude: bool
    allowed: tuple[str, ...]
    weapon: bool


@dataclass(frozen=True, slots=True)
class BattleView:
    attacker: int
    defender: int
    system: str
    dice: tuple[str, ...]
    rolled: tuple[tuple[str, int], ...]
    keys: int


@dataclass(frozen=True, slots=True, repr=False)
class ArcsView(RenderedView):
    """What one seat (or a spectator) sees of an Arcs game (arcs R5)."""

    viewer: int | None
    n: int
    chapter: int
    setup: str
    out_of_play: tuple[int, ...]
    initiative: int
    seized: int | None
    players: tuple[ArcsPlayerView, ...]
    systems: tuple[SystemView, ...]
    court: tuple[tuple[str | None, tuple[int, ...]], ...]
    court_deck: int
    court_discard: tuple[str, ...]
    deck: int
    discard: int
    discard_up: tuple[str, ...]
    lead: tuple[int, str, bool] | None
    played: tuple[tuple[int, str | None, str], ...]
    extras: tuple[tuple[int, str | None], ...]
    ambitions: tuple[tuple[str, tuple[tuple[int, int], ...], int], ...]
    markers: tuple[tuple[int, int], ...]
    supply: tuple[tuple[str, int], ...]
    limbo: tuple[str, ...]
    court_bottom: int  # cards buried under the Court deck
    ll_row: tuple[tuple[str, ...], tuple[str, ...]]  # Leaders & Lore: the draft rows
    unions: tuple[tuple[int, str, str], ...]  # (seat, Union card, action card it claims)
    seen: tuple[int, tuple[str, ...]] | None  # Farseers: the rival hand this seat looked at
    turn: TurnView | None
    battle: BattleView | None
    catapult: tuple[str, int, int] | None
    to_move: int | None
    prompt: str
    outcome: Outcome | None
    threshold: int
