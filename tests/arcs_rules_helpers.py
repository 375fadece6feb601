"""What the Arcs base-game rule tests (tests/test_arcs_rules_*.py, one file per part of the
rulebook) share, and tests/test_arcs_battle.py, tests/test_arcs_scoring.py and
tests/test_arcs_value.py with them: a rigged game at its first seat decision (``start``, with the
hands and the Court row it deals), the rules several files cite, and small readers of a position.

Those tests check one rule each of the rulebook (arcs.txt), of the rulings (arcs-rulings.md, arcs
R1-R14) and of the project's decisions (docs/rulings.md, tarotlab X1-X14 and M4). Games are started
with ``Rig`` (auto_chance off): the Court row, every hand and every battle die are chosen, so the
positions are exact. Pieces, resources, Guild cards, agents, captives, trophies, Power and declared
ambitions are then set with ``Edit``, which takes each from (or returns it to) its supply.

The map of the default setup card, 3P Mix Up (clusters 1 and 4 out of play):

- seat 0: city + 3 ships at 3.3 (Weapon), starport + 3 ships at 5.2 (Relic), 2 ships at 2.0
- seat 1: city + 3 ships at 5.3 (Psionic), starport + 3 ships at 2.1 (Psionic), 2 ships at 3.0
- seat 2: city + 3 ships at 2.3 (Relic), starport + 3 ships at 3.1 (Material), 2 ships at 5.0
- path markers join gates 3.0-5.0 (over cluster 4) and 6.0-2.0 (over cluster 1)
"""

from __future__ import annotations

from typing import Any

from tarotlab import ALL
from tarotlab.arcs.rules import ArcsState
from tarotlab.arcs.scenario import Rig

R_LEAD = "arcs: Round Structure, Step 1"
R_ROUND = "arcs: Round Structure"
R_SECURE = "arcs: Secure"

SETUPS = {2: "2P Mix Up 1", 3: "3P Mix Up", 4: "4P Mix Up 1"}
COURT_ROW = ["Lattice Spies", "Spacing Union", "Arms Union", "Galactic Bards"]
HANDS: dict[int, dict[int, list[str]]] = {
    # 3 players: Con5 and Mob5 stay undealt
    3: {0: ["Adm2", "Agg2", "Con2", "Mob2", "Agg6", "Adm6"],
        1: ["Adm3", "Agg3", "Con3", "Mob3", "Agg5", "Con6"],
        2: ["Adm4", "Agg4", "Con4", "Mob4", "Mob6", "Adm5"]},
    # 4 players: Adm6, Agg1, Con1 and Mob1 stay undealt
    4: {0: ["Adm1", "Adm2", "Agg2", "Con2", "Mob2", "Agg6"],
        1: ["Adm3", "Adm7", "Agg3", "Con3", "Mob3", "Con6"],
        2: ["Adm4", "Agg4", "Agg7", "Con4", "Mob4", "Mob6"],
        3: ["Adm5", "Agg5", "Con5", "Mob5", "Con7", "Mob7"]},
}
HANDS[2] = {0: HANDS[3][0], 1: HANDS[3][1]}


# --------------------------------------------------------------------------- helpers
def start(players: int = 3, setup: str | None = None, hands: dict[int, list[str]] | None = None,
          court: list[str] | None = None, dice: tuple[str, ...] = (), seed: int = 1,
          keep: bool = True, **options: Any) -> tuple[ArcsState, Rig]:
    """A rigged game at its first seat decision (the 2-player mulligan kept unless ``keep``
    is False)."""
    rows = {2: 3, 3: 4, 4: 4}[players]
    rig = Rig(court=COURT_ROW[:rows] if court is None else court,
              hands={s: list(c) for s, c in (HANDS[players] if hands is None else hands).items()},
              dice=list(dice))
    s = rig.start(players=players, setup_card=setup or SETUPS[players], seed=seed, **options)
    if keep and s.pending[0] == "mulligan":
        rig.apply(s, "keep")
    return s, rig


def play(rig: Rig, s: ArcsState, *actions: str) -> None:
    for action in actions:
        rig.apply(s, action)


def ships(s: ArcsState, sid: str, seat: int) -> tuple[int, int]:
    """(fresh, damaged) ships of ``seat`` in ``sid``."""
    return s.fresh[sid][seat], s.damaged[sid][seat]


def turn(s: ArcsState) -> Any:
    return s.view(ALL).turn


def held(s: ArcsState, seat: int) -> list[str]:
    return [r for r in s.res[seat] if r is not None]


def legal_starting(s: ArcsState, word: str) -> set[str]:
    return {str(a) for a in s.legal_actions() if a.startswith(word)}


def outrage(s: ArcsState, seat: int, kind: str) -> None:
    """Cover ``seat``'s ``kind`` Outrage space with an agent from its supply."""
    s.agents_left[seat] -= 1
    s.outrage[seat][kind] = "agent"
    s._cache_legal = None
    s.check_invariants()


def rules_of(s: ArcsState, since: int = 0) -> list[str]:
    return [e.rule for e in s.events[since:]]


def texts(s: ArcsState, since: int = 0) -> list[str]:
    return [e.text for e in s.events[since:]]
