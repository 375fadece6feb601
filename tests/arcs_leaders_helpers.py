"""What the Arcs Leaders & Lore tests (tests/test_arcs_leaders_*.py: the draft, the leaders, the
lore cards) share: a rigged, drafted game (``start``), the cards that fill the seats a test does not
name, and small readers of a position.

Games are real Leaders & Lore games on 3P Mix Up: the draft row is revealed with the wanted cards
(chance decisions ``reveal leader …`` / ``reveal lore …``), each seat drafts its cards through
``take leader …`` / ``take lore …`` decisions, and the Court row, the hands and the dice are chosen
by a ``Rig``. ``Edit`` then changes the position, and the card is used through real decisions.

The map of 3P Mix Up (clusters 1 and 4 out of play; in-play gates 2.0, 3.0, 5.0, 6.0, joined in a
ring 2.0-3.0-5.0-6.0-2.0; cross-cluster edges 2.3-3.1 and 5.3-6.1). With a standard leader (3 ships
+ city at A, 3 ships + starport at B, 2 ships at C):

- seat 0: city + 3 ships at 3.3 (Weapon, 2 slots), starport + 3 ships at 5.2 (Relic, 1 slot),
  2 ships at 2.0
- seat 1: city + 3 ships at 5.3 (Psionic, 2 slots), starport + 3 ships at 2.1 (Psionic, 1 slot),
  2 ships at 3.0
- seat 2: city + 3 ships at 2.3 (Relic, 2 slots), starport + 3 ships at 3.1 (Material, 1 slot),
  2 ships at 5.0

The starting resources are the leader's (slot 1, then slot 2): Elder Relic + Material, Mystic
Psionic + Relic, Fuel-Drinker Fuel + Fuel, Upstart Psionic + Material, Rebel Material + Weapon,
Warrior Weapon + Material, Feastbringer Relic + Material, Demagogue Psionic + Weapon.

Seats whose leader or lore a test does not name get the first unused of ``FILL_LEADERS`` and
``FILL_LORE`` (cards whose abilities stay out of the way of the test). Dice faces (arcs-components
part 6): assault 1 blank, 2 H+S, 3 H+I, 4 HH+S, 5 HH, 6 H+S; skirmish 1-3 blank, 4-6 H; raid 1 I+KK,
2 K+S, 3 I, 4 B+S, 5 B+K, 6 B+S.
"""

from __future__ import annotations

from arcs_support import HANDS, SETUP, VOX_ROW

from tarotlab import ALL
from tarotlab.arcs.components import LEADER_BY_NAME, LEADERS, LORE, LORE_BY_NAME
from tarotlab.arcs.rules import ArcsState
from tarotlab.arcs.scenario import Rig

FILL_LEADERS = ("Fuel-Drinker", "Demagogue", "Elder", "Mystic", "Upstart", "Warrior",
                "Feastbringer", "Rebel")
FILL_LORE = ("Tool-Priests", "Living Structures", "Ancient Holdings", "Galactic Rifles",
             "Cloud Cities", "Gate Stations", "Gate Ports", "Sprinter Drives", "Repair Drones",
             "Seeker Torpedoes", "Signal Breaker", "Mirror Plating", "Hidden Harbors",
             "Railgun Arrays")


def card_id(name: str) -> str:
    """The id of a leader or lore card by name (a card's follow-up decision names its card)."""
    return LEADER_BY_NAME.get(name.lower()) or LORE_BY_NAME[name.lower()]


# --------------------------------------------------------------------------- helpers
def start(leaders: dict[int, str] | None = None, lore: dict[int, list[str]] | None = None,
          court: list[str] | None = None, dice: tuple[str, ...] = (),
          second_lore: bool = False) -> tuple[ArcsState, Rig]:
    """A rigged 3-player Leaders & Lore game on 3P Mix Up, drafted so that each seat holds
    ``leaders[seat]`` and ``lore[seat]`` (others from the fill lists); seat 0 to lead."""
    n, per = 3, 2 if second_lore else 1
    chosen = dict(leaders or {})
    known = {seat: list(names) for seat, names in (lore or {}).items()}
    spare_leaders = [x for x in FILL_LEADERS if x not in chosen.values()]
    taken = [x for names in known.values() for x in names]
    spare_lore = [x for x in FILL_LORE if x not in taken]
    for seat in range(n):
        if seat not in chosen:
            chosen[seat] = spare_leaders.pop(0)
        known.setdefault(seat, [])
        while len(known[seat]) < per:
            known[seat].append(spare_lore.pop(0))
    row = {"leader": [chosen[seat] for seat in range(n)] + spare_leaders[:1],
           "lore": [x for seat in range(n) for x in known[seat]] + spare_lore[:1]}
    rig = Rig(court=list(VOX_ROW if court is None else court),
              hands={s: list(c) for s, c in HANDS.items()}, dice=list(dice),
              leaders=row["leader"], lore=row["lore"])
    s = rig.start(players=n, setup_card=SETUP, seed=1, leaders=True, second_lore=second_lore)
    while s.pending and s.pending[0] == "draft":
        seat = s.pending[1]
        if s.leader[seat] is None:
            rig.apply(s, f"take leader {chosen[seat]}")
        else:
            rig.apply(s, f"take lore {known[seat][len(s.lore[seat])]}")
    for seat in range(n):
        assert LEADERS[s.leader[seat]].name == chosen[seat]
        assert set(known[seat]) <= {LORE[c].name for c in s.lore[seat]}
    assert s.pending == ("lead", 0), s.pending
    return s, rig


def legal(s: ArcsState, word: str = "") -> set[str]:
    return {str(a) for a in s.legal_actions() if str(a).startswith(word)}


def held(s: ArcsState, seat: int) -> list[str]:
    return [r for r in s.res[seat] if r is not None]


def ships(s: ArcsState, sid: str, seat: int) -> tuple[int, int]:
    """(fresh, damaged) ships of ``seat`` at ``sid``."""
    return s.fresh[sid][seat], s.damaged[sid][seat]


def pips(s: ArcsState) -> int:
    return int(s.view(ALL).turn.pips)
