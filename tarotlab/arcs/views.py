"""What one seat (or a spectator) sees of an Arcs game (arcs R5): the view dataclasses, and
``arcs_view``, the view of a position for one viewer.

Views are deeply immutable values (frozen dataclasses of tuples): hands only for their owner,
cards played face down only for theirs, everything on the map, the boards and the Court for
everyone.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, fields
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from ..core.engine import ALL, Outcome
from ..core.present import RenderedView, frozen_maker, panels_seen_by
from .base import marker_value
from .components import AMBITIONS, THRESHOLD
from .hooks import ABILITIES
from .mapdata import SETUP_CARDS
from .pieces import control

if TYPE_CHECKING:
    from .phases.chapter import ChapterRules


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
    vault: str | None = None  # the token on a card's extra slot (slot 7)
    extra_slot: tuple[str, int] | None = None  # the card with slot 7 and its raid cost


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
    seen: tuple[int, tuple[str, ...]] | None  # the rival hand this seat looked at (rival, hand)
    turn: TurnView | None
    battle: BattleView | None
    catapult: tuple[str, int, int] | None
    to_move: int | None
    prompt: str
    outcome: Outcome | None
    threshold: int
    seen_by: str | None = None  # the card this seat looked at that hand with
    show_control: bool = True
    """False: the picture leaves out who controls each system (a drill that asks it)."""


def arcs_view(s: ChapterRules, seat: int | None) -> ArcsView:
    """What ``seat`` sees of the position (None: a spectator, ALL: everything)."""
    return arcs_views(s, (seat,))[0]


def arcs_views(s: ChapterRules, seats: Sequence[int | None]) -> tuple[ArcsView, ...]:
    """The views of several viewers at once: what all of them see is built once (the map, the
    boards, the Court), then each viewer's own part (hands, face-down cards, a hand looked
    at)."""
    pieces = tuple([(sid, tuple(row), tuple(s.damaged[sid]), tuple(s.bldg.get(sid, ())))
                    for sid, row in s.fresh.items()])
    systems, on_map = _map(pieces, s.n)
    public = _public(s, systems)  # the viewer's own fields filled in per seat
    boards = _boards(s, on_map)
    hidden = tuple([_with_hand(board, None) for board in boards])
    return tuple([_seat_view(s, public, boards, hidden, seat) for seat in seats])


_FIELDS = tuple(field.name for field in fields(ArcsView))
"""ArcsView's fields in order: each viewer's view is built from a copy of the shared values in
this order, its own fields filled in (``_VIEWER`` ...)."""
_VIEWER, _PLAYERS, _PLAYED, _EXTRAS, _SEEN, _SEEN_BY = (
    _FIELDS.index(name) for name in ("viewer", "players", "played", "extras", "seen", "seen_by"))
_new_view = frozen_maker(ArcsView)
"""An ArcsView of its values in field order (views() builds one view per viewer)."""


Board = tuple[Any, ...]
"""A seat's board: ``ArcsPlayerView``'s fields in their order, the hand left out."""

_new_player_view = frozen_maker(ArcsPlayerView)


@lru_cache(maxsize=4096)
def _player_view(fields: tuple[Any, ...]) -> ArcsPlayerView:
    """``ArcsPlayerView`` of ``fields`` (in its field order), kept by them: a seat's board
    seldom changes from one step to the next, so its view is built once and shared (views
    are immutable)."""
    return _new_player_view(fields)


def _with_hand(board: Board, hand: tuple[str, ...] | None) -> ArcsPlayerView:
    """The seat's view from its board, with ``hand`` (None: the hand hidden)."""
    return _player_view((board[0], board[1], hand, *board[2:]))


def _boards(s: ChapterRules, on_map: tuple[tuple[int, int, int], ...]) -> list[Board]:
    """Each seat's board (everyone sees it; only its owner, or ALL, the hand); ``on_map``:
    each seat's (ships, cities, starports) on the map."""
    boards = []
    guild, leader, lore = s.guild, s.leader, s.lore
    for p in range(s.n):  # (the empty cases first: a view is built at every step)
        card = s.extra_slot(p) if guild[p] or leader[p] is not None or lore[p] else None
        trophies, captives, outrage = s.trophies[p], s.captives[p], s.outrage[p]
        boards.append((
            p, s.power[p], len(s.hands[p]), tuple(s.res[p]), tuple(s.excess[p]),
            s.open_slots(p), s.cities_board[p], s.city_bonus(p),
            s.ships_left[p], s.ports_left[p], s.agents_left[p],
            tuple(sorted([(o, k, c) for (o, k), c in trophies.items()])) if trophies else (),
            tuple([(o, c) for o, c in enumerate(captives) if c]) if any(captives) else (),
            tuple(sorted(outrage.items())) if outrage else (), tuple(guild[p]),
            on_map[p], leader[p], tuple(lore[p]), s.vault[p],
            (card.name, card.extra_slot) if card and card.extra_slot else None))
    return boards


Pieces = tuple[str, tuple[int, ...], tuple[int, ...], tuple[tuple[int, str, bool], ...]]
"""A system's pieces: its id, fresh and damaged ships per seat, buildings (seat, kind,
damaged)."""


@lru_cache(maxsize=1024)
def _map(pieces: tuple[Pieces, ...], n: int
         ) -> tuple[tuple[SystemView, ...], tuple[tuple[int, int, int], ...]]:
    """The map's part of the views: each system's view and each seat's (ships, cities,
    starports) on the map (as ``PiecesRules.on_map``), kept by where the pieces stand (many
    steps, and every view of a position, leave the map as it was)."""
    systems = tuple(_system_view(*system) for system in pieces)
    ships, cities, ports = [0] * n, [0] * n, [0] * n
    for _, fresh, damaged, buildings in pieces:
        for seat in range(n):
            ships[seat] += fresh[seat] + damaged[seat]
        for owner, kind, _ in buildings:
            (cities if kind == "city" else ports)[owner] += 1
    return systems, tuple(zip(ships, cities, ports, strict=True))


@lru_cache(maxsize=4096)
def _system_view(sid: str, fresh: tuple[int, ...], damaged: tuple[int, ...],
                 buildings: tuple[tuple[int, str, bool], ...]) -> SystemView:
    """One system's view, kept by its pieces: most systems do not change from one step to the
    next, so a game (or a simulation's millions of states) builds each distinct one once."""
    return SystemView(sid, tuple(zip(fresh, damaged, strict=True)), buildings, control(fresh))


_OUT_OF_PLAY = {name: tuple(card.out_of_play) for name, card in SETUP_CARDS.items()}
"""Each setup card's systems out of play."""


def _public(s: ChapterRules, systems: tuple[SystemView, ...]) -> list[Any]:
    """The values of a view that every viewer sees alike, in ArcsView's field order
    (``_PUBLIC``; all but the players' boards, the viewer's own fields left None, filled in
    by ``_seat_view``)."""
    turn = None
    if s.turn is not None:
        t = s.turn
        turn = TurnView(t.seat, t.how, t.suit, t.pips, t.prelude, s.allowed_kinds(), t.weapon)
    battle = None
    if s.battle is not None:
        b = s.battle
        battle = BattleView(b.seat, b.defender, b.system, tuple(b.queue), tuple(b.rolled),
                            b.keys)
    catapult = None
    if s.move is not None:
        m = s.move
        catapult = (m.at, m.fresh, m.damaged)
    marker = [marker_value(m, flipped) for m, flipped in enumerate(s.flipped)]  # (1st, 2nd)
    return [
        None, s.n, s.chapter, s.setup, _OUT_OF_PLAY[s.setup] if s.setup else (),
        s.initiative, s.seized, None, systems,
        tuple([(c, tuple(a)) for c, a in s.court]),
        len(s.court_deck), tuple(s.court_discard),
        len(s.deck), len(s.discard) + len(s.discard_top), tuple(s.discard_up),
        (s.lead[0], s.lead[1], s.zeroed) if s.lead else None, None, None,
        tuple([(a, tuple([marker[m] for m in s.boxes[a]]), s.phantom.get(a, 0))
               for a in AMBITIONS]),
        tuple([marker[m] for m in s.markers_avail]),
        tuple(s.supply.items()), tuple(s.limbo), len(s.court_bottom),
        (tuple(s.ll_row["leader"]), tuple(s.ll_row["lore"])), tuple(s.unions), None,
        turn, battle, catapult, s.to_move, s._prompt(), s._outcome, THRESHOLD[s.n], None,
        True]


_PUBLIC = ("viewer", "n", "chapter", "setup", "out_of_play", "initiative", "seized", "players",
           "systems", "court", "court_deck", "court_discard", "deck", "discard", "discard_up",
           "lead", "played", "extras", "ambitions", "markers", "supply", "limbo",
           "court_bottom", "ll_row", "unions", "seen", "turn", "battle", "catapult", "to_move",
           "prompt", "outcome", "threshold", "seen_by", "show_control")
"""The fields ``_public``'s values are for, in its order (a test holds it to ArcsView's)."""


def _seat_view(s: ChapterRules, public: list[Any], boards: list[Board],
               hidden: tuple[ArcsPlayerView, ...], seat: int | None) -> ArcsView:
    """One viewer's view: the public parts (ArcsView's values in order) and the boards with
    hands hidden (``hidden``), with what only this viewer may see."""
    everything = seat == ALL
    players = panels_seen_by(seat, hidden, lambda p: _with_hand(boards[p], tuple(s.hands[p])))
    played = tuple([(p, c if (how != "copy" or everything or seat == p) else None, how)
                    for p, c, how in s.played])
    extras = tuple([(p, c if everything or seat == p else None) for p, c in s.extras])
    seen = s.seen.get(seat) if isinstance(seat, int) and seat >= 0 else None
    values = public.copy()
    values[_VIEWER], values[_PLAYERS], values[_PLAYED], values[_EXTRAS] = (
        seat, players, played, extras)
    values[_SEEN] = (seen[0], seen[1]) if seen else None
    values[_SEEN_BY] = ABILITIES[seen[2]].name if seen else None
    return _new_view(values)
