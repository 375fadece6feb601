"""What the Arcs Court card tests (tests/test_arcs_court_*.py: one test at least per Court card, 25
Guild and 6 Vox cards, one file per group of suits) share: a rigged game (``start``), a card's id, a
Provoked Outrage, the Prelude's rule, and small readers of a position.

Games are started with ``Rig`` (Court row, hands and dice chosen) on 3P Mix Up, then changed with
``Edit``. The map of 3P Mix Up (clusters 1 and 4 out of play; in-play gates 2.0, 3.0, 5.0, 6.0,
joined in a ring 2.0-3.0-5.0-6.0-2.0):

- seat 0: city + 3 ships at 3.3 (Weapon, 2 slots), starport + 3 ships at 5.2 (Relic),
  2 ships at 2.0; resources Weapon, Relic
- seat 1: city + 3 ships at 5.3 (Psionic, 2 slots), starport + 3 ships at 2.1 (Psionic),
  2 ships at 3.0; resources Psionic, Psionic
- seat 2: city + 3 ships at 2.3 (Relic, 2 slots), starport + 3 ships at 3.1 (Material),
  2 ships at 5.0; resources Relic, Material

So each seat has 8 ships on the map (7 in supply), 3 open resource slots, 10 agents; the supply
holds Material 4, Fuel 5, Weapon 4, Relic 3, Psionic 3; the two undealt action cards (Con5, Mob5)
are the shuffled face-down action discard.
"""

from __future__ import annotations

from typing import Any

from arcs_support import HANDS, SETUP, VOX_ROW

from tarotlab import ALL
from tarotlab.arcs.components import COURT
from tarotlab.arcs.rules import ArcsState
from tarotlab.arcs.scenario import Rig

R_PRELUDE = "arcs: Prelude"


# --------------------------------------------------------------------------- helpers
def start(court: list[str] | None = None, dice: tuple[str, ...] = ()) -> tuple[ArcsState, Rig]:
    """A rigged 3-player game on 3P Mix Up, seat 0 to lead."""
    rig = Rig(court=list(VOX_ROW if court is None else court),
              hands={s: list(c) for s, c in HANDS.items()}, dice=list(dice))
    s = rig.start(players=3, setup_card=SETUP, seed=1)
    assert s.pending == ("lead", 0)
    return s, rig


def card(name: str) -> str:
    """A Court card's id from its name."""
    return next(c for c, info in COURT.items() if info.name == name)


def provoke(s: ArcsState, seat: int, kind: str) -> None:
    """``seat`` Provokes Outrage of ``kind`` (the engine's own rule, as when it destroys a city
    of that type: arcs: Destroying Cities 1)."""
    s._outrage(seat, kind)
    s._cache_legal = None
    s.check_invariants()


def held(s: ArcsState, seat: int) -> list[str]:
    return [r for r in s.res[seat] if r is not None]


def ships(s: ArcsState, sid: str, seat: int) -> tuple[int, int]:
    return s.fresh[sid][seat], s.damaged[sid][seat]


def legal(s: ArcsState, word: str = "") -> set[str]:
    return {str(a) for a in s.legal_actions() if a.startswith(word)}


def turn(s: ArcsState) -> Any:
    return s.view(ALL).turn
