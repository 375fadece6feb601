"""Arcs' foundation: the options, every field of the position declared once, the task runner,
seat order and the map's adjacency, the rule citations every layer uses.

Rules are cited as ``arcs: <section>`` (the rulebook, arcs.txt), ``arcs R<n>``
(arcs-rulings.md) and ``tarotlab X<n>`` (the project's decisions, docs/rulings.md).

The game is a queue of tasks: a task changes the position (and logs why), pushes more tasks,
or sets ``pending`` to a decision of one seat or of CHANCE. Decks are unordered piles: a draw
is a chance decision naming the card (tarotlab X1), so a teacher can deal any hand and the
order of a deck is never part of the position. Each battle die is a chance decision naming
its face (arcs R4).

Seats are numbered from 0; seat 0 holds the initiative at the start and is the setup card's
"seat 1" (arcs R2). Clockwise is increasing seat number.
"""

from __future__ import annotations

import re
from typing import Any

from ..core.errors import OptionError
from ..core.options import Option
from ..core.queue import QueueState
from .components import (
    ACTION_CARDS,
    AMBITIONS,
    COURT,
    COURT_ROW,
    FOUR_PLAYER_ONLY,
    LEADERS,
    LORE,
    MARKERS,
    PIECES,
    RESOURCES,
    TOKENS_PER_TYPE,
)
from .mapdata import setup_card
from .reach import reach

SHIPS, CITIES, STARPORTS, AGENTS = (PIECES["ships"], PIECES["cities"], PIECES["starports"],
                                    PIECES["agents"])


VAULT_KEYS = 4  # Ancient Holdings' slot raid cost (arcs-components part 8)


VAULT = 6  # the index of Ancient Holdings' slot, shown as slot 7

R_ROUND = "arcs: Round Structure"

R_LEAD = "arcs: Round Structure, Step 1"

R_FOLLOW = "arcs: Round Structure, Step 2"

R_SEIZE = "arcs: Seizing the Initiative"

R_DECLARE = "arcs: Declaring an Ambition"

R_PRELUDE = "arcs: Prelude"

R_TAX = "arcs: Tax"

R_BUILD = "arcs: Build"

R_MOVE = "arcs: Move"

R_CATAPULT = "arcs: Move, Catapult Moves"

R_REPAIR = "arcs: Repair"

R_INFLUENCE = "arcs: Influence"

R_SECURE = "arcs: Secure"

R_BATTLE = "arcs: Battle"

R_RAID = "arcs: Raiding"

R_OUTRAGE = "arcs: Destroying Cities"

R_RESOURCES = "arcs: Resources"

R_SCORING = "arcs: End-of-Chapter Scoring"

R_CLEANUP = "arcs: End-of-Chapter Cleanup"

ACTION_KINDS = ("tax", "build", "move", "repair", "influence", "secure", "battle")


_MAPS: dict[str, dict[str, tuple[str, ...]]] = {}


def adjacency(setup: str) -> dict[str, tuple[str, ...]]:
    """System -> its neighbours on the Reach of a setup card (cached; the graph is frozen)."""
    adj = _MAPS.get(setup)
    if adj is None:
        g = reach(setup)
        adj = _MAPS[setup] = {s: tuple(sorted(g.adj[s])) for s in sorted(g.nodes)}
    return adj


def card_label(code: str) -> str:
    """``"Agg5"`` -> ``"Aggression 5"``."""
    return ACTION_CARDS[code].name


def marker_value(index: int, flipped: bool) -> tuple[int, int]:
    """(first, second)-place Power of ambition marker ``index`` on its current side."""
    m = MARKERS[index]
    return m.flipped if flipped else m.blue


_GROUPS: dict[tuple[int, int, int], tuple[str, ...]] = {}


def _groups(fresh: int, damaged: int, cap: int) -> tuple[str, ...]:
    """Every group of ships a move may carry (at most ``cap``), as text; cached."""
    key = (fresh, damaged, cap)
    found = _GROUPS.get(key)
    if found is None:
        found = _GROUPS[key] = tuple(
            ships_text(nf, nd) for nf in range(fresh + 1) for nd in range(damaged + 1)
            if 0 < nf + nd <= cap)
    return found


def ships_text(fresh: int, damaged: int) -> str:
    """``"2 fresh"``, ``"1 damaged"``, ``"2 fresh + 1 damaged"`` (the ships a move carries)."""
    parts = ([f"{fresh} fresh"] if fresh else []) + ([f"{damaged} damaged"] if damaged else [])
    return " + ".join(parts)


_SHIPS = r"(?:(\d+) fresh)?(?: ?\+ ?)?(?:(\d+) damaged)?"

def parse_move(arg: str) -> tuple[str, str, int, int]:
    m = re.fullmatch(r"(\d\.\d) -> (\d\.\d): " + _SHIPS, arg)
    assert m
    return m.group(1), m.group(2), int(m.group(3) or 0), int(m.group(4) or 0)


def parse_catapult(arg: str) -> tuple[str, int, int]:
    m = re.fullmatch(r"-> (\d\.\d): " + _SHIPS, arg)
    assert m
    return m.group(1), int(m.group(2) or 0), int(m.group(3) or 0)


POWER_RULES = {"station": "arcs lore: Gate Stations", "sprint": "arcs lore: Sprinter Drives",
               "seeker": "arcs lore: Seeker Torpedoes", "beloved": "arcs leader: Elder",
               "tactical": "arcs leader: Warrior", "charismatic": "arcs leader: Feastbringer",
               "ambitious": "arcs leader: Upstart", "bold": "arcs leader: Demagogue",
               "generous": "arcs leader: Feastbringer"}
"""The rule each leader or lore follow-up decision cites."""

POWER_NAMES = {"beloved": "Elder: Beloved", "tactical": "Warrior: Tactical",
               "charismatic": "Feastbringer: Charismatic"}
"""The ability behind an extra action taken outside the pips."""

LORE_STANDARD = {"summon": ("build", "Tool-Priests"), "nurture": ("build", "Living Structures"),
                 "prune": ("repair", "Living Structures"), "fire": ("battle", "Galactic Rifles")}
"""New actions of lore cards: the standard action each replaces, and the card."""

_POOL_WORDS = {"self": "self-hit", "intercept": "intercept hit", "ships": "ship hit",
               "buildings": "building hit", "railgun": "Railgun hit"}


OWN_POOLS = ("self", "intercept", "railgun")  # hits on the attacker's own ships



class ArcsBase(QueueState):
    """Arcs' foundation: the options, every field of the position declared once, the task runner,
    seat order and the map's adjacency, the rule citations every layer uses."""

    GAME = "arcs"
    CHANCE_KINDS = frozenset({"setup", "court", "deal", "die", "bottom", "reveal", "pile"})
    OPTIONS = (
        Option("players", int, 3, "number of players (2 to 4)", minimum=2, maximum=4),
        Option("setup_card", str, None, "the setup card by name ('3P Mix Up') or number "
               "('3-1'); None: drawn by chance (arcs: Setup 1.9)", nullable=True),
        Option("split_discard", bool, False, "arcs R12: keep face-up and face-down action "
               "discards in two piles (Split Discard Piles variant)"),
        Option("leaders", bool, False, "arcs R12: Leaders & Lore mode: draft a leader and a "
               "lore card each (arcs: Leaders & Lore)"),
        Option("second_lore", bool, False, "arcs R12: with leaders, each player drafts a second "
               "lore card (one more lore card per player in the row)"),
    )
    PROBES = ("lead Agg5", "pass", "tax 1.1 seat 1", "build city 1.1", "done")


    def _setup(self) -> None:
        n = self.options["players"]
        card = self.options["setup_card"]
        if card is not None:
            self.options["setup_card"] = setup_card(card, n).name  # OptionError if it is wrong
        if self.options["second_lore"] and not self.options["leaders"]:
            raise OptionError("arcs: option 'second_lore' needs leaders=True (arcs R12)",
                              "second_lore")
        self.n: int = n
        self.setup = ""
        self.leader: list[str | None] = [None] * n  # Leaders & Lore: each seat's leader id
        self.lore: list[list[str]] = [[] for _ in range(n)]  # and lore ids
        self.ll_row: dict[str, list[str]] = {"leader": [], "lore": []}
        self.ll_deck: dict[str, list[str]] = {"leader": sorted(LEADERS), "lore": sorted(LORE)}
        self.vault: list[str | None] = [None] * n  # Ancient Holdings' extra slot
        self.fresh: dict[str, list[int]] = {}
        self.damaged: dict[str, list[int]] = {}
        self.bldg: dict[str, list[tuple[int, str, bool]]] = {}
        self.ships_left = [SHIPS] * n
        self.ports_left = [STARPORTS] * n
        self.cities_board = [CITIES] * n
        self.agents_left = [AGENTS] * n
        self.outrage: list[dict[str, str]] = [{} for _ in range(n)]  # type -> agent|placeholder
        self.res: list[list[str | None]] = [[None] * 6 for _ in range(n)]
        self.excess: list[list[str]] = [[] for _ in range(n)]  # gained, no slot yet (arcs R8)
        self.guild: list[list[str]] = [[] for _ in range(n)]
        self.trophies: list[dict[tuple[int, str], int]] = [{} for _ in range(n)]
        self.captives: list[list[int]] = [[0] * n for _ in range(n)]
        self.power = [0] * n
        self.supply = dict.fromkeys(RESOURCES, TOKENS_PER_TYPE)
        self.phantom: dict[str, int] = {}  # 2 players: tokens on the ambition boxes
        self.limbo: list[str] = []  # resources spent in this Prelude (arcs: Prelude 1)
        cards = sorted(c for c, ac in ACTION_CARDS.items()
                       if n == 4 or ac.number not in FOUR_PLAYER_ONLY)
        self.deck: list[str] = cards
        self.hands: list[list[str]] = [[] for _ in range(n)]
        self.discard: list[str] = []  # the shuffled face-down pile (unordered, X1)
        self.discard_top: list[str] = []  # discarded on top of it since, oldest first
        self.discard_up: list[str] = []
        self.court_deck: list[str] = sorted(COURT)
        self.court: list[list[Any]] = [[None, [0] * n] for _ in range(COURT_ROW[n])]
        self.court_discard: list[str] = []
        self.court_bottom: list[str] = []  # buried under the Court deck, next to draw first
        self.unions: list[tuple[int, str, str]] = []  # (seat, Union card, action card claimed)
        self.resolving: list[str] = []  # Vox cards resolving now
        self.seen: dict[int, tuple[int, tuple[str, ...]]] = {}  # Farseers: seat -> (rival, hand)
        self.declared_round = False
        self.chapter = 1
        self.markers_avail = [2, 1, 0]  # marker indices, highest value first
        self.flipped = [False, False, False]
        self.boxes: dict[str, list[int]] = {a: [] for a in AMBITIONS}
        self.initiative = 0
        self.seized: int | None = None
        self.lead: list[Any] | None = None  # [seat, card]
        self.zeroed = False
        self.played: list[tuple[int, str, str]] = []  # (seat, card, lead|surpass|copy|pivot)
        self.extras: list[tuple[int, str]] = []  # face-down cards used to seize
        self.passes = 0
        self.turn: dict[str, Any] | None = None
        self.battle: dict[str, Any] | None = None
        self.move: dict[str, Any] | None = None
        self.mulliganed = False
        self.edits: list[tuple[int, str, tuple[Any, ...]]] = []  # scenario.Edit: (step, what, args)
        self.pending: tuple[Any, ...] = ()
        draft = ([("ll_row", "leader"), ("ll_row", "lore"), ("draft", 0)]
                 if self.options["leaders"] else [])
        self.tasks: list[tuple[Any, ...]] = [("court_fill",), ("setup_card",), *draft,
                                             ("place",), ("deal", 0), ("after_deal",),
                                             ("round",)]
        self._log(None, f"{n} players; {len(cards)} action cards (arcs: Setup 1.3-1.4); "
                  f"ambition markers 5/3, 3/2, 2/0; chapter 1", "arcs: Setup 1")
        self._run()

    @property
    def players(self) -> int:
        return int(self.options["players"])

    def _log(self, seat: int | None, text: str, rule: str) -> None:
        """Log an event; a seat's event names it: ``seat 1 taxes a Loyal city at 5.3``."""
        if seat is not None and seat >= 0 and not text.startswith("seat "):
            text = f"seat {seat} {text}"
        super()._log(seat, text, rule)

    @property
    def adj(self) -> dict[str, tuple[str, ...]]:
        return adjacency(self.setup)

    def _order(self, start: int | None = None) -> list[int]:
        """Seats clockwise from ``start`` (default: the initiative holder), arcs R2."""
        first = self.initiative if start is None else start
        return [(first + i) % self.n for i in range(self.n)]

    def leads(self, seat: int, name: str) -> bool:
        """Whether ``seat``'s leader is ``name`` (Leaders & Lore)."""
        lid = self.leader[seat]
        return lid is not None and LEADERS[lid].name == name

    def knows(self, seat: int, name: str) -> bool:
        """Whether ``seat`` holds the lore card ``name`` (Leaders & Lore)."""
        return any(LORE[c].name == name for c in self.lore[seat])

