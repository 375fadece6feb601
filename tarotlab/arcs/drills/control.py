"""The Arcs drill "who controls this system" (arcs: Control)."""

from __future__ import annotations

import dataclasses
from typing import Any

from ...core.engine import ALL
from ...core.rng import Rng
from ...drills import Question, drill, pick_topic
from ..mapdata import SYSTEMS
from ..scenario import Edit, Rig
from .common import (
    NO_ONE,
    R_CONTROL,
    _building_names,
    _free_slots,
    _in_play,
    _n,
    _pieces,
    _start,
)

MOST = "the most fresh ships control"
EACH = "more than each rival, not all together"
TIE = "a tie: no one controls"
DAMAGED = "damaged ships do not count"
NO_FRESH = "no fresh ship: no one controls"
BUILDINGS = "buildings do not count"
CONTROL_TOPICS = (MOST, EACH, TIE, DAMAGED, NO_FRESH, BUILDINGS)
SHIPS_AT_HAND = 5
"""The most ships a seat is given in the system asked about (a 2-player seat may have no
more in its supply)."""


def _leader(score: list[int]) -> int | None:
    """The seat with more than each other seat (and more than 0), or None."""
    best = max(score)
    leaders = [s for s, v in enumerate(score) if v == best]
    return leaders[0] if best > 0 and len(leaders) == 1 else None


def controller(fresh: list[int]) -> int | None:
    """arcs: Control: the seat with more fresh ships than each rival; none on a tie, and none
    without a fresh ship (0 is not more than 0, tarotlab M4). Damaged ships and buildings
    do not count, so they are not even asked for."""
    return _leader(fresh)


def control_case(fresh: list[int], damaged: list[int], buildings: list[int]) -> str:
    """Which case of the control rule decides a system where each seat has these fresh ships,
    damaged ships and buildings: the first that a learner's likely mistake would get wrong."""
    best = max(fresh)
    if best == 0:
        return NO_FRESH if any(damaged) else BUILDINGS
    if fresh.count(best) > 1:
        return TIE
    owner = controller(fresh)
    if _leader([f + d for f, d in zip(fresh, damaged, strict=True)]) != owner:
        return DAMAGED  # counting every ship would give another answer
    if _leader([f + b for f, b in zip(fresh, buildings, strict=True)]) != owner:
        return BUILDINGS  # counting buildings would give another answer
    rivals = [f for s, f in enumerate(fresh) if s != owner and f]
    if len(rivals) >= 2 and sum(rivals) >= best:
        return EACH  # the rivals together have as many: control compares one rival at a time
    return MOST


def _control_plan(rng: Rng, n: int, aim: str, slots: int
                  ) -> tuple[list[int], list[int], list[tuple[int, str, bool]]]:
    """Pieces for a system with ``slots`` building slots, drawn to make ``aim`` likely: each
    seat's fresh and damaged ships, and the buildings (owner, city or starport, damaged)."""
    fresh, damaged = [0] * n, [0] * n
    seats = list(range(n))
    rng.shuffle(seats)
    w, r = seats[0], seats[1]
    for seat in seats[1:]:
        if rng.below(4):  # most seats have ships here
            fresh[seat], damaged[seat] = rng.below(3), rng.below(3)
    fresh[w], damaged[w] = 1 + rng.below(3), rng.below(3)
    if aim == EACH:
        fresh[w] = 2 + rng.below(2)
        for seat in seats[1:]:
            fresh[seat] = 1 + rng.below(fresh[w] - 1)
    elif aim == TIE:
        fresh[r] = fresh[w]
    elif aim == DAMAGED:
        fresh[r] = rng.below(fresh[w])
        damaged[r] = fresh[w] + damaged[w] - fresh[r] + rng.below(2)
    elif aim == NO_FRESH:
        fresh = [0] * n
        damaged[w] = max(1, damaged[w])
    elif aim in (BUILDINGS, MOST):
        for seat in seats[1:]:
            fresh[seat] = min(fresh[seat], fresh[w] - 1)
    builds: list[tuple[int, str, bool]] = []
    wanted = 1 + rng.below(slots) if aim == BUILDINGS else rng.below(2)
    for _ in range(min(slots, wanted)):
        owner = r if aim == BUILDINGS or rng.below(2) else rng.choice(seats)
        builds.append((owner, rng.choice(("city", "starport")), bool(rng.below(2))))
    if aim == BUILDINGS and rng.below(3) == 0:
        fresh, damaged = [0] * n, [0] * n  # buildings alone
    elif aim == BUILDINGS:
        fresh[r] = max(0, fresh[w] - len(builds))
    return fresh, damaged, builds


def _owned(builds: list[tuple[int, str, bool]], n: int) -> list[int]:
    """How many of the buildings each seat owns."""
    return [sum(1 for b in builds if b[0] == seat) for seat in range(n)]


@drill("arcs", "control", "who controls this system", topics=CONTROL_TOPICS)
def control_question(seed: int) -> Question:
    """A system with pieces of several seats: who has more fresh ships than each rival?"""
    rng = Rng(seed, stream=0xA5C0)
    aim = pick_topic(CONTROL_TOPICS, seed)
    state = _start(rng, seed, Rig(), min_players=3 if aim == EACH else 2)
    n = state.players
    sid = rng.choice(_free_slots(state) if aim == BUILDINGS else _in_play(state))
    slots = SYSTEMS[sid].slots
    builds: list[tuple[int, str, bool]] = []
    fresh, damaged = [1] + [0] * (n - 1), [0] * n  # if the aim cannot be met
    for _ in range(200):  # the aim's pieces, drawn until they make its case
        plan = _control_plan(rng, n, aim, slots)
        if max(map(sum, zip(plan[0], plan[1], strict=True))) <= SHIPS_AT_HAND and \
                control_case(plan[0], plan[1], _owned(plan[2], n)) == aim:
            fresh, damaged, builds = plan
            break
    edit = Edit(state).clear(sid)
    for seat in range(n):
        edit.ships(seat, sid, fresh[seat], damaged[seat])
    for builder, kind, broken in builds:
        edit.building(builder, sid, kind, broken)
    buildings = _owned(builds, n)
    topic = control_case(fresh, damaged, buildings)
    owner = controller(fresh)
    answer = NO_ONE if owner is None else f"seat {owner}"
    explanation = _why_control(sid, topic, owner, fresh, damaged, buildings)
    view = state.view(ALL)
    lines = [f"seat {s}: {_pieces(fresh[s], damaged[s], _building_names(view, sid, s))}"
             for s in range(n)]
    prompt = f"At {sid}: {'; '.join(lines)}. Who controls {sid}?"
    choices = (*(f"seat {s}" for s in range(n)), NO_ONE)

    def play_out() -> str:
        """The engine's control of the system."""
        owner = next(s.controller for s in state.view(ALL).systems if s.id == sid)
        return NO_ONE if owner is None else f"seat {owner}"

    return Question("arcs", "control", seed, prompt, choices, answer, explanation, R_CONTROL,
                    state, None, play_out, topic, conceal=_without_control)


def _without_control(view: Any) -> Any:
    """The view drawn for a control question: the map without who controls each system."""
    return dataclasses.replace(view, show_control=False)


def _why_control(sid: str, topic: str, owner: int | None, fresh: list[int],
                 damaged: list[int], buildings: list[int]) -> str:
    best = max(fresh)
    if owner is not None:
        rivals = [s for s in range(len(fresh)) if s != owner]
        why = (f"seat {owner} has {_n(best, 'fresh ship')}, more than each rival ("
               + ", ".join(f"seat {s} {fresh[s]}" for s in rivals) + f"): it controls {sid}")
        if topic == EACH:
            why += (f"; its rivals together have {sum(fresh[s] for s in rivals)}, but control "
                    "compares it with each rival, one at a time")
        elif topic == DAMAGED:
            most = max(rivals, key=lambda s: fresh[s] + damaged[s])
            why += (f"; seat {most} has {fresh[most] + damaged[most]} ships in all, but "
                    f"{damaged[most]} of them damaged")
        elif topic == BUILDINGS:
            why += "; the buildings there do not count, however many"
    elif best == 0:
        held = ("damaged ships" if any(damaged) else "") + (
            " and " if any(damaged) and any(buildings) else "") + (
            "buildings" if any(buildings) else "")
        why = (f"no one has a fresh ship at {sid} (only {held}), so no one controls it, not "
               "even a player alone there: 0 fresh ships is not more than 0 [tarotlab M4]")
    else:
        leaders = [s for s in range(len(fresh)) if fresh[s] == best]
        why = (f"{' and '.join(f'seat {s}' for s in leaders)} tie with "
               f"{_n(best, 'fresh ship')}: on a tie no one controls the system")
    return f"{why}; damaged ships and buildings never count [{R_CONTROL}]."


