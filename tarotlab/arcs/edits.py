"""Prepared positions: the direct changes ``scenario.Edit`` makes (pieces, resources, Guild
cards, agents, Power), each taken from or returned to its supply so the invariants hold.

``EDITS`` names them; ``apply_edit`` makes one and records it in the state's ``edits``, so
undo re-applies it at the step where it was made (``rules.ArcsState._hand_changes``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..core.errors import TarotlabError
from .base import VAULT
from .components import COURT, COURT_BY_NAME, RESOURCES
from .mapdata import SYSTEMS

if TYPE_CHECKING:
    from .phases.chapter import ChapterRules


def edit_ships(s: ChapterRules, seat: int, sid: str, fresh: int, damaged: int) -> None:
    if sid not in SYSTEMS:
        raise TarotlabError(f"arcs edit: unknown system {sid!r}")
    if sid not in s.fresh:
        raise TarotlabError(f"arcs edit: {sid} is out of play on {s.setup}")
    have = s.fresh[sid][seat] + s.damaged[sid][seat]
    if fresh + damaged - have > s.ships_left[seat]:
        raise TarotlabError(f"arcs edit: seat {seat} has only {s.ships_left[seat]} ships "
                            "in supply")
    s.ships_left[seat] += have - fresh - damaged
    s.fresh[sid][seat], s.damaged[sid][seat] = fresh, damaged


def edit_building(s: ChapterRules, seat: int, sid: str, kind: str, damaged: bool) -> None:
    if kind not in ("city", "starport"):
        raise TarotlabError(f"arcs edit: a building is a city or a starport, not {kind!r}")
    if sid in s.bldg and SYSTEMS[sid].is_gate:  # only by a card in play, one of a kind
        verdict = s.gate_refusal(sid, kind, None)
        if verdict is not None:
            raise TarotlabError(f"arcs edit: {verdict.reason} (at {sid})")
    elif sid not in s.bldg or len(s.bldg[sid]) >= SYSTEMS[sid].slots:
        raise TarotlabError(f"arcs edit: {sid} has no empty building slot")
    if (s.cities_board if kind == "city" else s.ports_left)[seat] <= 0:
        raise TarotlabError(f"arcs edit: seat {seat} has no {kind} left")
    s._add_building(seat, sid, kind, damaged)


def _squeeze(s: ChapterRules, seat: int) -> None:
    """After an edit returned a city: tokens under it move to the leftmost empty open slots;
    what does not fit goes back to the supply (an edit asks no one)."""
    room = s.open_slots(seat)
    for i in range(room, 6):
        kind = s.res[seat][i]
        if kind is None:
            continue
        s.res[seat][i] = None
        empty = [j for j in range(room) if s.res[seat][j] is None]
        if empty:
            s.res[seat][empty[0]] = kind
        else:
            s.supply[kind] += 1


def edit_clear(s: ChapterRules, sid: str) -> None:
    for seat in range(s.n):
        s.ships_left[seat] += s.fresh[sid][seat] + s.damaged[sid][seat]
        s.fresh[sid][seat] = s.damaged[sid][seat] = 0
    for owner, kind, _ in s.bldg.get(sid, ()):
        if kind == "city":
            s.cities_board[owner] += 1
            _squeeze(s, owner)
        else:
            s.ports_left[owner] += 1
    if sid in s.bldg:
        s.bldg[sid] = []


def edit_gain(s: ChapterRules, seat: int, resources: tuple[str, ...]) -> None:
    unknown = [r for r in resources if r not in RESOURCES]
    if unknown:
        raise TarotlabError(f"arcs edit: unknown resource {unknown[0]!r} "
                            f"({', '.join(RESOURCES)})")
    empty = s._empty_slots(seat)
    if len(resources) > len(empty):
        raise TarotlabError(f"arcs edit: seat {seat} has {len(empty)} empty open slots for "
                            f"{len(resources)} resources (drop some first)")
    for r in resources:
        if s.supply[r] < resources.count(r):
            raise TarotlabError(f"arcs edit: not enough {r} left in the supply")
    for r, index in zip(resources, empty, strict=False):  # leftmost first, no decision
        s.supply[r] -= 1
        s._put(seat, index, r)


def edit_drop(s: ChapterRules, seat: int, resources: tuple[str, ...]) -> None:
    for r in resources:
        where = [i for i in (5, 4, 3, 2, 1, 0, VAULT) if s._token_at(seat, i) == r]
        if not where:
            raise TarotlabError(f"arcs edit: seat {seat} holds no {r}")
        s._lose_resource(seat, where[0])  # the rightmost on the board first
        s.supply[r] += 1


def edit_guild(s: ChapterRules, seat: int, names: tuple[str, ...]) -> None:
    for name in names:
        cid = COURT_BY_NAME.get(name.lower())
        if cid is None or COURT[cid].kind != "guild":
            raise TarotlabError(f"arcs edit: {name!r} is not a Guild card")
        if cid in s.court_deck:
            s.court_deck.remove(cid)
        elif any(c == cid for c, _ in s.court):
            slot = next(i for i, (c, _) in enumerate(s.court) if c == cid)
            for owner, count in enumerate(s.court[slot][1]):
                s._return_agents(owner, count)
            s.court[slot] = [None, [0] * s.n]
            s._push(("court_fill",))
        else:
            raise TarotlabError(f"arcs edit: {name} is not in the Court deck or row")
        s.guild[seat].append(cid)


def edit_agents(s: ChapterRules, seat: int, name: str, count: int) -> None:
    slot = s._court_slot(name) if name.lower() in COURT_BY_NAME and any(
        c == COURT_BY_NAME[name.lower()] for c, _ in s.court) else None
    if slot is None:
        raise TarotlabError(f"arcs edit: {name!r} is not in the Court row")
    have = s.court[slot][1][seat]
    if count - have > s.agents_left[seat]:
        raise TarotlabError(f"arcs edit: seat {seat} has only {s.agents_left[seat]} agents")
    s.agents_left[seat] += have - count
    s.court[slot][1][seat] = count


def edit_captives(s: ChapterRules, seat: int, owner: int, count: int) -> None:
    have = s.captives[seat][owner]
    if count - have > s.agents_left[owner]:
        raise TarotlabError(f"arcs edit: seat {owner} has only {s.agents_left[owner]} "
                            "agents")
    s.agents_left[owner] += have - count
    s.captives[seat][owner] = count


def edit_trophies(s: ChapterRules, seat: int, owner: int, kind: str, count: int) -> None:
    supply = {"ship": s.ships_left, "starport": s.ports_left,
              "agent": s.agents_left}.get(kind)
    if supply is None:
        raise TarotlabError("arcs edit: trophies are ships, starports or agents here")
    have = s.trophies[seat].get((owner, kind), 0)
    if count - have > supply[owner]:
        raise TarotlabError(f"arcs edit: seat {owner} has only {supply[owner]} {kind}s left")
    supply[owner] += have - count
    s.trophies[seat][(owner, kind)] = count


def edit_power(s: ChapterRules, seat: int, value: int) -> None:
    if value < 0:
        raise TarotlabError("arcs edit: Power is never negative")
    s.power[seat] = value


def edit_declared(s: ChapterRules, ambition: str) -> None:
    if not s.markers_avail:
        raise TarotlabError("arcs edit: no ambition marker is available")
    s.boxes[ambition].append(s.markers_avail.pop(0))


EDITS: dict[str, Callable[..., None]] = {
    "ships": edit_ships,
    "building": edit_building,
    "clear": edit_clear,
    "gain": edit_gain,
    "drop": edit_drop,
    "guild": edit_guild,
    "agents": edit_agents,
    "captives": edit_captives,
    "trophies": edit_trophies,
    "power": edit_power,
    "declared": edit_declared,
}
"""Each edit by name (``scenario.Edit`` calls them by these names)."""


def apply_edit(s: ChapterRules, name: str, args: tuple[Any, ...]) -> None:
    """Make the edit ``name`` and record it (at this step) for undo."""
    EDITS[name](s, *args)
    s.edits.append((s.step, name, args))
    s._cache_legal = None
