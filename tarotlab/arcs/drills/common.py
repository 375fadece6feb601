"""What the Arcs drills share: the seeded game a question starts from, and words."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...core.engine import ALL, Action
from ...core.rng import Rng
from ..mapdata import SYSTEMS, setup_cards
from ..rules import ArcsState
from ..scenario import Rig

NO_ONE = "no one"
NOTHING = "no one gains Power"
R_CONTROL = "arcs: Control"
R_SCORING = "arcs: End-of-Chapter Scoring"
DIE_ORDER = ("assault", "skirmish", "raid")  # the order the engine rolls them in
COUNTS = {"Tycoon": ("Fuel", "Material"), "Keeper": ("Relic",), "Empath": ("Psionic",)}
"""Resource icons each ambition counts; Tyrant counts Captives, Warlord Trophies
(arcs: End-of-Chapter Scoring)."""
RESOURCE_TYPES = ("Fuel", "Material", "Weapon", "Relic", "Psionic")
BOX_OF = {"Material": "Tycoon", "Fuel": "Tycoon", "Weapon": "Warlord", "Relic": "Keeper",
          "Psionic": "Empath"}
"""With two players, where each out-of-play planet's resource is placed (arcs: Setup 1.11)."""
CITY_BONUS = {4: 2, 5: 5}
"""Extra Power to a won ambition by cities on the map (arcs: End-of-Chapter Scoring)."""


def _start(rng: Rng, seed: int, rig: Rig, min_players: int = 2,
           players: int | None = None) -> ArcsState:
    """A game of ``players`` (else ``min_players``-4) on a seeded setup card, at seat 0's
    first lead (a 2-player seat 1 keeps its hand)."""
    players = players or min_players + rng.below(5 - min_players)
    card = rng.choice(setup_cards(players))
    state = rig.start(players=players, setup_card=card.name, seed=seed)
    while state.to_move not in (0, None) and Action("keep") in state.legal_actions():
        rig.apply(state, "keep")
    return state


def _n(count: int, word: str) -> str:
    """``_n(1, "fresh ship")`` -> ``1 fresh ship``; ``_n(2, ...)`` -> ``2 fresh ships``."""
    return f"{count} {word}{'' if count == 1 else 's'}"


def _pieces(fresh: int, damaged: int, buildings: list[str]) -> str:
    ships = " and ".join(_n(n, f"{what} ship") for n, what in ((fresh, "fresh"),
                                                                (damaged, "damaged")) if n)
    return ", ".join(p for p in (ships, *buildings) if p) or "nothing"


def _building_names(view: Any, sid: str, seat: int) -> list[str]:
    system = next(s for s in view.systems if s.id == sid)
    return [f"a {'damaged ' if damaged else ''}{kind}" for owner, kind, damaged in
            system.buildings if owner == seat]


def _ships(view: Any, sid: str) -> tuple[tuple[int, int], ...]:
    return next(s.ships for s in view.systems if s.id == sid)


def _in_play(state: ArcsState) -> list[str]:
    return sorted(s.id for s in state.view(ALL).systems)


def _free_slots(state: ArcsState) -> list[str]:
    """The systems in play with an empty building slot."""
    return sorted(s.id for s in state.view(ALL).systems if SYSTEMS[s.id].slots > len(s.buildings))


def _choices(answer: str, wrong: list[str], spare: Callable[[int], str]) -> tuple[str, ...]:
    """The answer and up to three wrong ones (the likely mistakes first), sorted."""
    out = [answer]
    for w in wrong:
        if w not in out and len(out) < 4:
            out.append(w)
    n = 0
    while len(out) < 4 and n < 12:
        extra = spare(n)
        if extra not in out:
            out.append(extra)
        n += 1
    return tuple(sorted(out))


