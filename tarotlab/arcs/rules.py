"""Arcs' state machine (base game): setup, rounds, every action, battle, ambitions, scoring.

Rules are cited as ``arcs: <section>`` (the rulebook, arcs.txt), ``arcs R<n>``
(arcs-rulings.md) and ``tarotlab X<n>`` (the project's decisions, docs/rulings.md).

The game is a queue of tasks (``core.queue.QueueState``): a task changes the position (and logs
why), pushes more tasks, or sets ``pending`` to a decision of one seat or of CHANCE. Decks are
unordered piles: a draw is a chance decision naming the card (tarotlab X1), so a teacher can deal
any hand and the order of a deck is never part of the position. Each battle die is a chance
decision naming its face (arcs R4).

Seats are numbered from 0; seat 0 holds the initiative at the start and is the setup card's
"seat 1" (arcs R2). Clockwise is increasing seat number.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from ..core.engine import ALL, CHANCE, Action, Outcome, match_grammar
from ..core.errors import MalformedAction, OptionError, TarotlabError
from ..core.options import Option
from ..core.present import RenderedView
from ..core.queue import QueueState
from ..core.rules import LEGAL, Verdict
from . import court
from .components import (
    ACTION_CARDS,
    AMBITION_COUNTS,
    AMBITIONS,
    CHAPTERS,
    CITY_BONUS,
    COURT,
    COURT_BY_NAME,
    COURT_ROW,
    DICE,
    DICE_PER_TYPE,
    FOUR_PLAYER_ONLY,
    HAND,
    LEADER_BY_NAME,
    LEADERS,
    LORE,
    LORE_BY_NAME,
    MARKERS,
    OPEN_SLOTS,
    PIECES,
    RESOURCES,
    SLOT_KEYS,
    SUIT_ACTIONS,
    THRESHOLD,
    TOKENS_PER_TYPE,
    TWO_PLAYER_BOX,
    plural,
)
from .mapdata import SETUP_CARDS, SYSTEMS, setup_card, setup_cards
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


class ArcsState(QueueState):
    """A game of Arcs (base game, 2-4 seats)."""

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

    # ------------------------------------------------------------------ setup
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

    # ------------------------------------------------------------------ the task runner
    def _run(self) -> None:
        """Carry out tasks until a decision is pending; a token waiting for a slot is placed
        first, right after whatever gave it (by its owner where the slot matters, arcs R8)."""
        self.pending = ()
        table = self._TASK_TABLE
        while self._outcome is None and not self.pending:
            waiting = self._waiting()
            if waiting is not None:
                self.pending = self._settle(waiting)
                continue
            if not self.tasks:
                break
            task = self.tasks.pop(0)
            table[task[0]](self, *task[1:])
        if self._outcome is not None:
            self.tasks.clear()
            self.pending = ("over", -1)

    def _order(self, start: int | None = None) -> list[int]:
        """Seats clockwise from ``start`` (default: the initiative holder), arcs R2."""
        first = self.initiative if start is None else start
        return [(first + i) % self.n for i in range(self.n)]

    # ------------------------------------------------------------------ setup tasks
    def _t_court_fill(self) -> None:
        """Fill empty Court slots from the Court deck, one chance draw each (arcs: Setup 1.8,
        Secure; arcs R4). With the deck empty a slot stays empty (tarotlab X2)."""
        for i, (cid, _) in enumerate(self.court):
            if cid is None and self.court_deck:
                self.pending = ("court", CHANCE, i)
                self._push(("court_fill",))
                return
            if cid is None and self.court_bottom:
                card = self.court_bottom.pop(0)
                self.court[i][0] = card
                self._log(None, f"{COURT[card].name} comes up from under the Court deck",
                          R_SECURE)

    def _legal_court(self) -> list[Action]:
        return [Action(f"court {COURT[c].name}") for c in self.court_deck]

    def _do_court(self, action: Action) -> None:
        cid = COURT_BY_NAME[action.arg.lower()]
        self.court_deck.remove(cid)
        self.court[self.pending[2]][0] = cid
        # the setup's row, or the refill of a secured card's slot (arcs: Secure, "Finally")
        self._log(None, f"{COURT[cid].name} joins the Court",
                  R_SECURE if self.setup else "arcs: Setup 1.8")

    def _t_setup_card(self) -> None:
        chosen = self.options["setup_card"]
        if chosen is None:
            self.pending = ("setup", CHANCE)
        else:
            self._use_setup(chosen)

    def _legal_setup(self) -> list[Action]:
        return [Action(f"setup {c.name}") for c in setup_cards(self.n)]

    def _do_setup(self, action: Action) -> None:
        self._use_setup(setup_card(action.arg, self.n).name)

    def _use_setup(self, name: str) -> None:
        """Out-of-play clusters, the 2-player ambition-box resources (arcs: Setup 1.9-1.11)."""
        self.setup = name
        card = SETUP_CARDS[name]
        for sid in self.adj:
            self.fresh[sid] = [0] * self.n
            self.damaged[sid] = [0] * self.n
            self.bldg[sid] = []  # gates too: Gate Ports and Gate Stations build there
        self._log(None, f"setup card {name}: clusters {', '.join(map(str, card.out_of_play))} "
                  "out of play", "arcs: Setup 1.10")
        if self.n == 2:
            for system in SYSTEMS.values():
                if system.cluster in card.out_of_play and system.planet_type:
                    kind = system.planet_type
                    self.supply[kind] -= 1
                    box = TWO_PLAYER_BOX[kind]
                    self.phantom[box] = self.phantom.get(box, 0) + 1
            self._log(None, "the out-of-play planets' resources go on the ambition boxes: "
                      + ", ".join(f"{a} {c}" for a, c in self.phantom.items()),
                      "arcs: Setup 1.11")

    # ------------------------------------------------------------------ Leaders & Lore
    def leads(self, seat: int, name: str) -> bool:
        """Whether ``seat``'s leader is ``name`` (Leaders & Lore)."""
        lid = self.leader[seat]
        return lid is not None and LEADERS[lid].name == name

    def knows(self, seat: int, name: str) -> bool:
        """Whether ``seat`` holds the lore card ``name`` (Leaders & Lore)."""
        return any(LORE[c].name == name for c in self.lore[seat])

    def _t_ll_row(self, kind: str) -> None:
        """Lay out players + 1 leader cards and players + 1 lore cards (one more lore card per
        player with the second lore), each a chance draw (arcs: Leaders & Lore 1, arcs R12)."""
        want = self.n + 1 + (self.n if kind == "lore" and self.options["second_lore"] else 0)
        if len(self.ll_row[kind]) < want and self.ll_deck[kind]:
            self.pending = ("reveal", CHANCE, kind)
            self._push(("ll_row", kind))

    def _legal_reveal(self) -> list[Action]:
        kind = self.pending[2]
        table = LEADERS if kind == "leader" else LORE
        return [Action(f"reveal {kind} {table[c].name}") for c in self.ll_deck[kind]]

    def _do_reveal(self, action: Action) -> None:
        kind = self.pending[2]
        cid = (LEADER_BY_NAME if kind == "leader" else LORE_BY_NAME)[
            action.arg.partition(" ")[2].lower()]
        self.ll_deck[kind].remove(cid)
        self.ll_row[kind].append(cid)

    def _lore_wanted(self) -> int:
        return 2 if self.options["second_lore"] else 1

    def _t_draft(self, index: int) -> None:
        """Draft in reverse turn order, from the player right of the initiative holder, one
        card a pick, until each has 1 leader and 1 lore (arcs: Leaders & Lore 2-3)."""
        order = [(self.initiative - 1 - i) % self.n for i in range(self.n)]
        for step in range(index, index + self.n):
            seat = order[step % self.n]
            if self.leader[seat] is None or len(self.lore[seat]) < self._lore_wanted():
                self.pending = ("draft", seat)
                self._push(("draft", step + 1))
                return
        self.ll_deck["leader"] += self.ll_row["leader"]
        self.ll_deck["lore"] += self.ll_row["lore"]
        self.ll_row = {"leader": [], "lore": []}
        self._log(None, "the draft is over; the cards left in the row go back to the box",
                  "arcs: Leaders & Lore")

    def _legal_draft(self) -> list[Action]:
        seat = self.pending[1]
        out: list[Action] = []
        if self.leader[seat] is None:
            out += [Action(f"take leader {LEADERS[c].name}") for c in self.ll_row["leader"]]
        if len(self.lore[seat]) < self._lore_wanted():
            out += [Action(f"take lore {LORE[c].name}") for c in self.ll_row["lore"]]
        return out

    def _why_draft(self, action: Action) -> Verdict | None:
        if action.kind == "take":
            return Verdict(False, "arcs: Leaders & Lore", "take a card of the row you still "
                           "need: 1 leader and 1 lore card (2 with the second lore)")
        return None

    def _do_draft(self, action: Action) -> None:
        seat = self.pending[1]
        kind, _, name = action.arg.partition(" ")
        cid = (LEADER_BY_NAME if kind == "leader" else LORE_BY_NAME)[name.lower()]
        self.ll_row[kind].remove(cid)
        if kind == "leader":
            self.leader[seat] = cid
        else:
            self.lore[seat].append(cid)
        self._log(seat, f"takes the {kind} {name}", "arcs: Leaders & Lore")

    def _t_power_ask(self, seat: int, what: str, *data: Any) -> None:
        """A leader's or lore card's follow-up decision (``_power_<what>`` lists its choices)."""
        pending = ("power", seat, what, *data)
        self.pending = pending
        if not self._legal_power():
            self.pending = ()

    def _legal_power(self) -> list[Action]:
        options: list[Action] = getattr(self, "_power_" + self.pending[2])(*self.pending[1:2],
                                                                           *self.pending[3:])
        return options

    def _do_power(self, action: Action) -> None:
        seat, what = self.pending[1], self.pending[2]
        rule = POWER_RULES[what]
        if action == "decline":
            self._log(seat, f"declines ({rule.partition(': ')[2]})", rule)
            return
        if what in ("tactical", "charismatic", "beloved"):
            if self.turn is not None and what != "beloved":
                self.turn["extra_used"] = True
            self._log(seat, f"also {action.kind}s ({POWER_NAMES[what]})", rule)
            self._perform(seat, action)
        elif what == "station":
            sid = self.pending[3]
            got = self._gain(seat, action.arg, quiet=True)
            self._log(seat, f"takes {action.arg} from the Gate Station at {sid}" if got else
                      f"no {action.arg} left in the supply", rule)
        elif what == "sprint":  # each eligible fresh ship may move once more, on its own
            src, dst, nf, nd = parse_move(action.arg)
            left = tuple((sid, count - nf if sid == src else count)
                         for sid, count in self.pending[3] if count - (nf if sid == src else 0))
            if left:
                self._push(("power_ask", seat, "sprint", left))
            self._travel(seat, src, dst, nf, nd, sprint=True)
        elif what == "seeker":
            b = self.battle
            assert b is not None
            if action.kind == "reroll":
                self.mark_reroll("assault", int(action.split()[-1]))
                self._push(("power_ask", seat, "seeker"))
            elif b["reroll"]:
                count = len(b["reroll"])
                self._log(seat, f"rerolls {plural(count, 'assault die')} (Seeker Torpedoes)",
                          rule)
                self._push(("reroll",))
        elif what == "ambitious":
            if self._gain(seat, action.arg, quiet=True):
                self._log(seat, f"gains {action.arg} for declaring (Upstart: Ambitious)", rule)
        elif what == "bold":
            placed: tuple[str, ...] = self.pending[3] if len(self.pending) > 3 else ()
            if action == "stop":
                return
            i = self._court_slot(action.arg.removeprefix("on "))
            self.agents_left[seat] -= 1
            self.court[i][1][seat] += 1
            self._log(seat, f"places an agent on {COURT[self.court[i][0]].name} (Demagogue: Bold)",
                      rule)
            self._push(("power_ask", seat, "bold", (*placed, self.court[i][0])))
        elif what == "generous":
            words = action.arg.split()
            rival = int(words[-1])
            cid = COURT_BY_NAME[" ".join(words[:-3]).lower()]
            self.guild[seat].remove(cid)
            self.guild[rival].append(cid)
            self._log(seat, f"gives {COURT[cid].name} to seat {rival}, who has the least Power "
                      "(Feastbringer: Generous)", rule)

    def _power_station(self, seat: int, sid: str) -> list[Action]:
        return [Action(f"take {k}") for k in self.city_types(sid)]

    def _power_sprint(self, seat: int, eligible: tuple[tuple[str, int], ...]) -> list[Action]:
        """Sprinter Drives: any of the fresh ships that moved may move 1 more step, each on its
        own (several to different places), Catapulting from a Loyal starport (arcs R14)."""
        cap = 2 if self.leads(seat, "Rebel") else SHIPS  # Disorganized
        out = [Action(f"sprint {at} -> {dst}: {ships_text(k, 0)}") for at, count in eligible
               for dst in self.adj[at]
               for k in range(1, min(count, self.fresh[at][seat], cap) + 1)]
        return [*out, Action("decline")] if out else []

    def _power_seeker(self, seat: int) -> list[Action]:
        b = self.battle
        assert b is not None
        return self.reroll_options("assault", b["seeker_limit"])

    def reroll_options(self, kind: str, limit: int) -> list[Action]:
        """Rerolls (Skirmishers, Seeker Torpedoes): pick dice of ``kind`` by face, up to
        ``limit``, then roll them together, once."""
        b = self.battle
        assert b is not None
        chosen: list[int] = b["reroll"]
        out: list[Action] = []
        if len(chosen) < limit:
            faces = sorted({f for i, (k, f) in enumerate(b["rolled"])
                            if k == kind and i not in chosen})
            out = [Action(f"reroll {kind} {f}") for f in faces]
        return [*out, Action("roll the rerolls" if chosen else "keep the dice")]

    def mark_reroll(self, kind: str, face: int) -> None:
        """Choose one more die of ``kind`` showing ``face`` to reroll."""
        b = self.battle
        assert b is not None
        i = next(i for i, (k, f) in enumerate(b["rolled"])
                 if k == kind and f == face and i not in b["reroll"])
        b["reroll"].append(i)

    def _power_beloved(self, seat: int) -> list[Action]:
        if not self.agents_left[seat]:
            return []
        return [*self._opts_influence(seat), Action("decline")]

    def _power_tactical(self, seat: int) -> list[Action]:
        moves = self._opts_move(seat)
        return [*moves, Action("decline")] if moves else []

    def _power_charismatic(self, seat: int) -> list[Action]:
        influences = self._opts_influence(seat)
        return [*influences, Action("decline")] if influences else []

    def _power_ambitious(self, seat: int) -> list[Action]:
        out = [Action(f"gain {k}") for k in RESOURCES if self.supply[k]]
        return [*out, Action("decline")] if out else []

    def _power_bold(self, seat: int, placed: tuple[str, ...] = ()) -> list[Action]:
        if not self.agents_left[seat]:
            return []
        out = [Action(f"agent on {COURT[c].name}") for c, _ in self.court
               if c is not None and c not in placed]
        return [*out, Action("stop")] if out else []

    def _power_generous(self, seat: int) -> list[Action]:
        rivals = [r for r in range(self.n) if r != seat]
        least = min(self.power[r] for r in rivals)
        return [Action(f"give {COURT[c].name} to seat {r}") for r in rivals
                if self.power[r] == least for c in self.guild[seat]]

    def _t_place(self) -> None:
        """Starting pieces and resources per seat (arcs: Setup 2.3-2.4, arcs R10)."""
        card = SETUP_CARDS[self.setup]
        for seat, spec in enumerate(card.seats):
            lid = self.leader[seat]
            if lid is None:  # the standard pieces (arcs: Setup 2.3-2.4)
                a, b, per_c, resources = (3, "city"), (3, "starport"), 2, spec.resources
                rule = "arcs: Setup 2.3-2.4"
            else:  # the leader's pieces and resources (arcs: Leaders & Lore 4-5)
                lead = LEADERS[lid]
                a, b, per_c, resources = lead.a, lead.b, lead.c, lead.resources
                rule = "arcs: Leaders & Lore"
            words = []
            for sid, (ships, building) in ((spec.a, a), (spec.b, b)):
                self._add_ships(seat, sid, ships)
                if building != "none":
                    self._add_building(seat, sid, building, False)
                words.append(f"{ships} ships" + (f" and a {building}" if building != "none"
                                                 else "") + f" at {sid}")
            for c in spec.c:
                self._add_ships(seat, c, per_c)
            for index, kind in enumerate(resources):  # slot 1, then slot 2
                self.supply[kind] -= 1
                self._put(seat, index, kind)
            self._log(seat, f"starts with {', '.join(words)}, {per_c} ships at "
                      f"{' and '.join(spec.c)}; resources {' and '.join(resources)}", rule)
        for seat in self._order():  # leader setup extras in turn order
            if self.leads(seat, "Mystic"):  # Cryptic
                for kind in ("Material", "Fuel"):
                    self.agents_left[seat] -= 1
                    self.outrage[seat][kind] = "agent"
                self._log(seat, "starts Outraged in Material and Fuel (Mystic: Cryptic)",
                          "arcs leader: Mystic")

    def _t_deal(self, index: int) -> None:
        """Deal 6 cards to each seat, from the initiative holder clockwise (arcs: Setup 2.5;
        Draw Cards). Each card is a chance decision naming it (tarotlab X1)."""
        order = self._order()
        if index >= len(order) * HAND:
            return
        seat = order[index // HAND]
        self.pending = ("deal", CHANCE, seat)
        self._push(("deal", index + 1))

    def _legal_deal(self) -> list[Action]:
        return [Action(f"deal {c}") for c in self.deck]

    def _do_deal(self, action: Action) -> None:
        seat = self.pending[2]
        self.deck.remove(action.arg)
        self.hands[seat].append(action.arg)
        self.hands[seat].sort()

    def _t_after_deal(self) -> None:
        """The 2-player mulligan, then the undealt cards go to the discard (arcs: Setup 2.6-2.7,
        Draw Cards, arcs R10)."""
        if self.n == 2 and not self.mulliganed:
            self.pending = ("mulligan", (self.initiative + 1) % 2)
            return
        self._log(None, f"each seat holds {HAND} cards; {plural(len(self.deck), 'undealt card')} "
                  f"{'is' if len(self.deck) == 1 else 'are'} discarded face down",
                  "arcs: Setup 2.7" if self.chapter == 1 else "arcs: Draw Cards")
        self.discard += self.deck
        self.deck = []
        self.mulliganed = False

    def _legal_mulligan(self) -> list[Action]:
        return [Action("keep"), Action("mulligan")]

    def _do_mulligan(self, action: Action) -> None:
        seat = self.pending[1]
        self.mulliganed = True
        if action == "mulligan":
            self.discard += self.hands[seat]
            self.hands[seat] = []
            self._log(seat, "discards the hand of 6 and draws 6 new cards", "arcs R10")
            self._push(*[("deal_one", seat)] * HAND, ("after_deal",))
        else:
            self._log(seat, "keeps the hand", "arcs R10")
            self._push(("after_deal",))

    def _t_deal_one(self, seat: int) -> None:
        if self.deck:
            self.pending = ("deal", CHANCE, seat)

    # ------------------------------------------------------------------ pieces
    def _add_ships(self, seat: int, sid: str, count: int, damaged: bool = False) -> int:
        """Place up to ``count`` ships from the supply (arcs: Piece Limits, arcs R9)."""
        count = min(count, self.ships_left[seat])
        self.ships_left[seat] -= count
        (self.damaged if damaged else self.fresh)[sid][seat] += count
        return count

    def _add_building(self, seat: int, sid: str, kind: str, damaged: bool) -> None:
        if kind == "city":
            self.cities_board[seat] -= 1
        else:
            self.ports_left[seat] -= 1
        self.bldg[sid].append((seat, kind, damaged))

    def controller(self, sid: str) -> int | None:
        """The seat that controls ``sid``: more fresh ships than each rival (arcs: Control)."""
        row = self.fresh[sid]
        best, who, tie = 0, None, False
        for seat, count in enumerate(row):
            if count > best:
                best, who, tie = count, seat, False
            elif count == best and count:
                tie = True
        return None if tie else who

    def ruled_by_other(self, sid: str, seat: int) -> bool:
        c = self.controller(sid)
        return c is not None and c != seat

    def open_slots(self, seat: int) -> int:
        """Resource slots uncovered by the cities off the board (components part 5)."""
        return OPEN_SLOTS[CITIES - self.cities_board[seat]]

    def city_bonus(self, seat: int) -> int:
        return CITY_BONUS[CITIES - self.cities_board[seat]]

    def has_presence(self, seat: int, sid: str) -> bool:
        """A Loyal piece in ``sid``: a ship (fresh or damaged) or a building (arcs: Build)."""
        if self.fresh[sid][seat] or self.damaged[sid][seat]:
            return True
        return any(b[0] == seat for b in self.bldg.get(sid, ()))

    def on_map(self, seat: int) -> tuple[int, int, int]:
        """(ships, cities, starports) of ``seat`` on the map."""
        ships = sum(v[seat] for v in self.fresh.values()) + sum(
            v[seat] for v in self.damaged.values())
        cities = ports = 0
        for row in self.bldg.values():
            for owner, kind, _ in row:
                if owner == seat:
                    if kind == "city":
                        cities += 1
                    else:
                        ports += 1
        return ships, cities, ports

    # ------------------------------------------------------------------ resources
    def holdings(self, seat: int) -> list[str]:
        """Every resource token a seat holds (slots, Ancient Holdings' slot, then any waiting
        for a slot)."""
        vault = self.vault[seat]
        return ([r for r in self.res[seat] if r is not None] + ([vault] if vault else [])
                + self.excess[seat])

    def slot_tokens(self, seat: int) -> list[tuple[int, str, int]]:
        """(slot number from 1, token, raid cost) of every token in a slot; slot 7 is Ancient
        Holdings' (raid cost 4, arcs lore: Ancient Holdings)."""
        out = [(i + 1, r, SLOT_KEYS[i]) for i, r in enumerate(self.res[seat]) if r is not None]
        vault = self.vault[seat]
        if vault is not None:
            out.append((7, vault, VAULT_KEYS))
        return out

    def slot_cost(self, index: int) -> int:
        """The raid cost printed above slot ``index`` (0-5 on the board, 6 Ancient Holdings')."""
        return VAULT_KEYS if index == VAULT else SLOT_KEYS[index]

    def _token_at(self, seat: int, index: int) -> str | None:
        return self.vault[seat] if index == VAULT else self.res[seat][index]

    def _put(self, seat: int, index: int, kind: str | None) -> None:
        if index == VAULT:
            self.vault[seat] = kind
        else:
            self.res[seat][index] = kind

    def _empty_slots(self, seat: int) -> list[int]:
        """Empty open slots, left to right; Ancient Holdings' slot last (arcs R8)."""
        out = [i for i in range(self.open_slots(seat)) if self.res[seat][i] is None]
        if self.vault[seat] is None and self.knows(seat, "Ancient Holdings"):
            out.append(VAULT)
        return out

    def placements(self, seat: int) -> list[int]:
        """Where a waiting token may go: the leftmost empty slot of each raid cost. Slots of the
        same cost are alike, so the choice is a decision only between costs (arcs R8)."""
        out: dict[int, int] = {}
        for i in self._empty_slots(seat):
            out.setdefault(self.slot_cost(i), i)
        return sorted(out.values())

    def _slot_of(self, seat: int, kind: str, thief: bool = False,
                 board_only: bool = False) -> int:
        """The slot a token of ``kind`` leaves from (tarotlab X3). Its owner spends, pays,
        gives or discards the cheapest to raid (keeping the dearer ones; the rightmost on a tie,
        the first a returning city covers); a rival taking one outside a raid takes the dearest,
        leaving the cheaper ones (the leftmost on a tie)."""
        found = [i for i in range(7) if self._token_at(seat, i) == kind
                 and not (board_only and i == VAULT)]
        assert found, f"seat {seat} holds no {kind}"
        if thief:
            return max(found, key=lambda i: (self.slot_cost(i), -i))
        return min(found, key=lambda i: (self.slot_cost(i), -i))

    def _gain(self, seat: int, kind: str, quiet: bool = False) -> bool:
        """Take 1 resource from the supply; it waits for its owner to place it in an empty open
        slot, or to discard one token when none is empty (arcs: Resources, arcs R8)."""
        if self.supply[kind] <= 0:
            if not quiet:
                self._log(seat, f"gains no {kind}: the supply has none", R_RESOURCES)
            return False
        self.supply[kind] -= 1
        self.excess[seat].append(kind)
        return True

    def _waiting(self) -> int | None:
        """The first seat holding a token that waits for a slot (arcs R8)."""
        for seat in range(self.n):
            if self.excess[seat]:
                return seat
        return None

    def _settle(self, seat: int) -> tuple[Any, ...]:
        """Place ``seat``'s first waiting token: at once where only one raid cost is open, else
        the owner's decision; with no empty slot the owner discards (arcs R8)."""
        where = self.placements(seat)
        if not where:
            return ("fit", seat)
        if len(where) > 1:
            return ("place", seat)
        self._put(seat, where[0], self.excess[seat].pop(0))
        return ()

    def _rearrange(self, seat: int) -> None:
        """A city returned to the board: if it covers a slot holding a token, the owner
        rearranges every token and discards what does not fit (arcs: Resources, arcs R8)."""
        room = self.open_slots(seat)
        if all(r is None for r in self.res[seat][room:]):
            return
        lifted = [k for k in (*self.res[seat], self.vault[seat]) if k is not None]
        self.res[seat] = [None] * 6
        self.vault[seat] = None
        self.excess[seat] = lifted + self.excess[seat]
        self._log(seat, f"has a city back on the board covering a slot: it rearranges its "
                  f"{plural(len(lifted), 'resource')} into {room} open slots", "arcs R8")

    def _legal_place(self) -> list[Action]:
        seat = self.pending[1]
        kind = self.excess[seat][0]
        return [Action(f"place {kind} in slot {i + 1}") for i in self.placements(seat)]

    def _why_place(self, action: Action) -> Verdict | None:
        seat = self.pending[1]
        m = re.fullmatch(r"place (\w+) in slot ([1-7])", action)
        if not m:
            return None
        kind, index = m.group(1), int(m.group(2)) - 1
        if kind != self.excess[seat][0]:
            return Verdict(False, "arcs R8", f"the token to place is {self.excess[seat][0]}")
        if index == VAULT and not self.knows(seat, "Ancient Holdings"):
            return Verdict(False, "arcs R8", "slot 7 is Ancient Holdings', which you do not hold")
        if index >= self.open_slots(seat) and index != VAULT:
            return Verdict(False, "arcs R8", f"slot {index + 1} is covered by a city: "
                           f"{self.open_slots(seat)} slots are open")
        if self._token_at(seat, index) is not None:
            return Verdict(False, "arcs R8", f"slot {index + 1} holds "
                           f"{self._token_at(seat, index)}")
        same = next(i for i in self.placements(seat) if self.slot_cost(i) == self.slot_cost(index))
        return Verdict(False, "arcs R8", f"slot {index + 1} costs as much to raid as slot "
                       f"{same + 1}, the leftmost empty one of that cost: place it there")

    def _do_place(self, action: Action) -> None:
        seat = self.pending[1]
        index = int(action.split()[-1]) - 1
        kind = self.excess[seat].pop(0)
        self._put(seat, index, kind)
        self._log(seat, f"places {kind} in slot {index + 1} (raid cost "
                  f"{plural(self.slot_cost(index), 'key')})", "arcs R8")

    def _legal_fit(self) -> list[Action]:
        seat = self.pending[1]
        return [Action(f"discard {k}") for k in RESOURCES if k in self.holdings(seat)]

    def _do_fit(self, action: Action) -> None:
        """Discard one token: a waiting one, or one in a slot, which the waiting token then
        fills (arcs R8)."""
        seat, kind = self.pending[1], action.arg
        if kind in self.excess[seat]:
            self.excess[seat].remove(kind)
        else:
            self._put(seat, self._slot_of(seat, kind), None)
        self.supply[kind] += 1
        self._log(seat, f"has no room and discards {kind}", R_RESOURCES)

    def _spend(self, seat: int, kind: str) -> None:
        """Remove one token of ``kind`` into the Prelude's limbo."""
        self._take(seat, kind)
        self.limbo.append(kind)

    def _take(self, seat: int, kind: str) -> None:
        """Remove one of its own tokens of ``kind`` (tarotlab X3: the cheapest to raid); the
        others stay in their slots (arcs R8)."""
        self._put(seat, self._slot_of(seat, kind), None)

    def _pay(self, seat: int, kind: str) -> None:
        """Pay a token of ``kind`` straight back to the supply (Cloud Cities)."""
        self._take(seat, kind)
        self.supply[kind] += 1

    def _return_limbo(self) -> None:
        """Resources spent in the Prelude go back to the supply when it ends (arcs: Prelude 1)."""
        if not self.limbo:
            return
        for kind in self.limbo:
            self.supply[kind] += 1
        self._log(self.turn["seat"] if self.turn else None, "ends its Prelude: "
                  f"{', '.join(self.limbo)} spent in it {'goes' if len(self.limbo) == 1 else 'go'}"
                  " back to the supply", R_PRELUDE)
        self.limbo = []

    def _lose_resource(self, seat: int, index: int) -> str:
        """Remove the token in slot ``index`` (raided, stolen, traded); the others stay."""
        kind = self._token_at(seat, index)
        assert kind is not None
        self._put(seat, index, None)
        return kind

    # ------------------------------------------------------------------ agents
    def _return_agents(self, owner: int, count: int) -> None:
        """Agents go back to their owner's supply; a placeholder on an Outrage space takes the
        first one that returns (arcs: Piece Limits, arcs R9)."""
        for _ in range(count):
            holder = next((k for k, v in self.outrage[owner].items() if v == "placeholder"),
                          None)
            if holder is not None:
                self.outrage[owner][holder] = "agent"
            else:
                self.agents_left[owner] += 1

    # ------------------------------------------------------------------ rounds
    def _t_round(self) -> None:
        """Step 1: the initiative holder leads, or passes (arcs: Round Structure)."""
        holders = [s for s in range(self.n) if self.hands[s]]
        if not holders:
            self._push(("chapter_end",))
            return
        if not self.hands[self.initiative]:
            nxt = self._next_with_cards(self.initiative)
            self._log(self.initiative, f"has no cards and passes the initiative to seat {nxt}",
                      "arcs: Passing Initiative")
            self.initiative = nxt
        self.seized = None
        self.lead = None
        self.zeroed = False
        self.declared_round = False
        self.pending = ("lead", self.initiative)

    def _next_with_cards(self, seat: int) -> int:
        for i in range(1, self.n + 1):
            s = (seat + i) % self.n
            if self.hands[s]:
                return s
        return seat

    def _legal_lead(self) -> list[Action]:
        seat = self.pending[1]
        return [Action(f"lead {c}") for c in self.hands[seat]] + [Action("pass")]

    def _why_lead(self, action: Action) -> Verdict | None:
        if action.kind in ("surpass", "copy", "pivot"):
            return Verdict(False, R_LEAD, "the initiative player leads: play a card face up "
                           "('lead …') or 'pass'")
        if action.kind == "lead":
            return Verdict(False, R_LEAD, f"{action.arg} is not in seat {self.pending[1]}'s hand")
        return None

    def _do_lead(self, action: Action) -> None:
        seat = self.pending[1]
        if action == "pass":
            self.passes += 1
            holders = sum(1 for s in range(self.n) if self.hands[s])
            nxt = self._next_with_cards(seat)
            if self.passes >= holders:
                self._log(seat, "passes; everyone with cards has passed in a row, so all action "
                          "cards are discarded and the chapter ends", "arcs: Passing Initiative")
                for s in range(self.n):
                    self._discard_cards(self.hands[s], face_up=False)
                    self.hands[s] = []
                self.initiative = nxt
                self._push(("chapter_end",))
                return
            self._log(seat, f"passes the initiative to seat {nxt}; the round ends",
                      "arcs: Passing Initiative")
            self.initiative = nxt
            self._push(("round",))
            return
        card = action.arg
        self.passes = 0
        self.hands[seat].remove(card)
        self.lead = [seat, card]
        self.played.append((seat, card, "lead"))
        info = ACTION_CARDS[card]
        self._log(seat, f"leads {info.name} ({plural(info.pips, 'pip')})", R_LEAD)
        self._push(("turn", seat, "lead", card), ("follow", 1))

    def _t_follow(self, index: int) -> None:
        """Step 2: the other seats clockwise; seats with no cards skip (arcs: Round Structure)."""
        if index >= self.n:
            self._push(("round_end",))
            return
        seat = (self.initiative + index) % self.n
        self._push(("follow", index + 1))
        if self.hands[seat]:
            self.pending = ("follow", seat)

    def _lead_card(self) -> tuple[str, int]:
        """The lead suit and the number to beat (0 when an ambition was declared on it)."""
        assert self.lead is not None
        info = ACTION_CARDS[self.lead[1]]
        return info.suit, 0 if self.zeroed else info.number

    def _legal_follow(self) -> list[Action]:
        seat = self.pending[1]
        suit, number = self._lead_card()
        out: list[Action] = []
        for c in self.hands[seat]:
            info = ACTION_CARDS[c]
            if info.suit == suit and info.number > number:
                out.append(Action(f"surpass {c}"))
        out += [Action(f"copy {c}") for c in self.hands[seat]]
        out += [Action(f"pivot {c}") for c in self.hands[seat] if ACTION_CARDS[c].suit != suit]
        return out

    def _cands_follow(self) -> list[Action]:
        seat = self.pending[1]
        return [Action(f"{how} {c}") for c in self.hands[seat] for how in ("surpass", "pivot")]

    def _why_follow(self, action: Action) -> Verdict | None:
        seat = self.pending[1]
        if action.kind in ("surpass", "copy", "pivot") and action.arg in ACTION_CARDS:
            if action.arg not in self.hands[seat]:
                return Verdict(False, R_FOLLOW, f"{action.arg} is not in seat {seat}'s hand")
            suit, number = self._lead_card()
            info = ACTION_CARDS[action.arg]
            if action.kind == "surpass":
                if info.suit != suit:
                    return Verdict(False, R_FOLLOW, f"to Surpass, play the lead suit ({suit}); "
                                   f"{info.name} is {info.suit}")
                zero = " (the zero marker covers its number)" if self.zeroed else ""
                return Verdict(False, R_FOLLOW, f"to Surpass, beat the lead card's number "
                               f"{number}{zero}; {info.name} does not")
            if action.kind == "pivot":
                return Verdict(False, R_FOLLOW, f"to Pivot, play a suit other than the lead "
                               f"suit ({suit}); Surpass or Copy with {info.name}")
        if action.kind in ("lead", "pass"):
            return Verdict(False, R_FOLLOW, "only the initiative player leads or passes; others "
                           "Surpass, Copy or Pivot")
        return None

    def _do_follow(self, action: Action) -> None:
        seat, card, how = self.pending[1], action.arg, action.kind
        self.hands[seat].remove(card)
        self.played.append((seat, card, how))
        info = ACTION_CARDS[card]
        if how == "copy":
            self._log(seat, "copies: plays a card face down for 1 action of the lead suit",
                      R_FOLLOW)
        elif how == "surpass":
            self._log(seat, f"surpasses with {info.name} ({plural(info.pips, 'pip')})", R_FOLLOW)
        else:
            self._log(seat, f"pivots with {info.name}: 1 {info.suit} action", R_FOLLOW)
        if how == "surpass" and info.number == 7 and self.seized is None:
            self.seized = seat
            self._log(seat, "surpasses with a 7 and seizes the initiative", R_SEIZE)
        self._push(("turn", seat, how, card))

    def _t_round_end(self) -> None:
        """Steps 3-4: check initiative, discard the played cards (arcs: Round Structure)."""
        if self.seized is not None:
            winner, why = self.seized, "seized it"
        else:
            best = [(ACTION_CARDS[c].number, s) for s, c, how in self.played if how == "surpass"]
            if best:
                winner, why = max(best)[1], "surpassed with the highest card"
            else:
                winner, why = self.initiative, "keeps it: no one surpassed"
        if winner != self.initiative or self.seized is not None:
            self._log(winner, f"takes the initiative ({why})", "arcs: Step 3 Check Initiative")
        else:
            self._log(winner, f"holds the initiative ({why})", "arcs: Step 3 Check Initiative")
        self.initiative = winner
        for seat, cid, card in self.unions:  # arcs card: the Unions
            self.played = [p for p in self.played if p[1] != card]
            self.hands[seat] = sorted([*self.hands[seat], card])
            self.court_discard.append(cid)
            self._log(seat, f"takes {card_label(card)} into hand and discards {COURT[cid].name}",
                      court.rule(cid))
        self.unions = []
        for _, card, how in self.played:
            self._discard_cards([card], face_up=how != "copy")
        self._discard_cards([c for _, c in self.extras], face_up=False)
        self.played, self.extras = [], []
        self.lead, self.seized, self.zeroed = None, None, False
        if any(self.hands):
            self._push(("round",))
        else:
            self._push(("chapter_end",))

    def _discard_cards(self, cards: Iterable[str], face_up: bool) -> None:
        """Action discards are face down; with split piles face-up cards keep their own pile
        (arcs: Split Discard Piles, arcs R12)."""
        pile = self.discard_up if (face_up and self.options["split_discard"]) else self.discard_top
        pile.extend(cards)

    # ------------------------------------------------------------------ a turn
    def _t_turn(self, seat: int, how: str, card: str) -> None:
        """A turn: declare or seize first, then the Prelude, then one action per pip (arcs R6)."""
        info = ACTION_CARDS[card]
        suit = info.suit if how in ("lead", "pivot", "surpass") else self._lead_card()[0]
        self.turn = {"seat": seat, "how": how, "card": card, "suit": suit,
                     "pips": info.pips if how in ("lead", "surpass") else 1,
                     "window": True, "prelude": True, "weapon": False, "declared": False,
                     "taxed": {}, "shipped": {}, "secured": [], "fence": False}
        self._push(("turn_resume",))

    def _t_turn_resume(self) -> None:
        turn = self.turn
        assert turn is not None
        legal = self._legal_turn()
        if legal == [Action("done")]:  # nothing left to do: the turn ends by itself (X8)
            if turn["pips"] and not turn["prelude"]:
                self._log(turn["seat"], "has no legal action for the pips left; the turn ends",
                          R_ROUND)
            self._push(("turn_end",))
            return
        self.pending = ("turn", turn["seat"])
        self._cache_legal = tuple(legal)

    def _t_turn_end(self) -> None:
        """End of turn: the Prelude's resources return; elimination recovery (arcs: Prelude,
        Elimination Recovery)."""
        assert self.turn is not None
        seat = self.turn["seat"]
        self._return_limbo()
        self.turn = None
        self.seen = {}
        ships, _, ports = self.on_map(seat)
        if not ships and not ports and self.ships_left[seat]:
            self.pending = ("recover", seat)

    def _legal_recover(self) -> list[Action]:
        return [Action(f"recover at {g}") for g in self.adj if SYSTEMS[g].is_gate]

    def _do_recover(self, action: Action) -> None:
        seat, gate = self.pending[1], action.arg.split()[-1]
        placed = self._add_ships(seat, gate, 3)
        self._log(seat, "has no ships or starports on the map and places "
                  f"{plural(placed, 'fresh ship')} at gate {gate}", "arcs: Elimination Recovery")

    def allowed_kinds(self) -> tuple[str, ...]:
        """The actions this turn's pips may buy (arcs: the suit table; Weapon, arcs: Prelude)."""
        turn = self.turn
        assert turn is not None
        if turn.get("bound"):  # Tactical or Charismatic taken first binds the pip
            return (turn["bound"],)
        kinds = SUIT_ACTIONS[turn["suit"]]
        if turn["weapon"] and "battle" not in kinds:
            kinds = (*kinds, "battle")
        return kinds

    def _declarable(self) -> list[str]:
        turn = self.turn
        if turn is None or turn["declared"] or not turn["window"] or not self.markers_avail:
            return []
        if turn["how"] != "lead" and (  # only with arcs card: Galactic Bards
                turn["how"] not in ("surpass", "pivot") or self.declared_round
                or court.GALACTIC_BARDS not in self.guild[turn["seat"]]):
            return []
        if not self.may_declare(turn["seat"]):
            return []
        ambition = ACTION_CARDS[turn["card"]].ambition
        if ambition is None:
            return []
        return list(AMBITIONS) if ambition == "any" else [ambition]

    def _legal_turn(self) -> list[Action]:
        turn = self.turn
        assert turn is not None
        seat = turn["seat"]
        out: list[Action] = [Action(f"declare {a}") for a in self._declarable()]
        if (turn["window"] and turn["how"] != "lead" and self.seized is None
                and seat != self.initiative):
            out += [Action(f"seize with {c}") for c in self.hands[seat]]
        options: dict[str, list[Action]] = {}

        def opts(kind: str) -> list[Action]:
            if kind not in options:
                options[kind] = self._options(seat, kind)
            return options[kind]

        if turn["prelude"]:
            out += court.prelude_options(
                self, seat, lambda token, kind: self._spend_buys(seat, token, kind, opts))
            out += [Action(f"spend {kind}") for kind in self._spendable(seat)
                    if self._spend_buys(seat, kind, kind, opts)]
        bound: list[Action] = []
        if turn["pips"] and turn.get("bound"):  # a standard Battle / Secure after the extra
            bound = getattr(self, "_opts_" + turn["bound"])(seat)
            out += bound
        elif turn["pips"]:
            for kind in self.allowed_kinds():
                out += opts(kind)
            if turn["how"] in ("copy", "pivot") and not turn.get("extra_used"):
                out += self._extra_first(seat)
        if bound:
            return out  # the bound Battle or Secure must follow the extra action
        out.append(Action("done"))
        return out

    def _spend_buys(self, seat: int, token: str, kind: str, opts: Any) -> bool:
        """Whether spending ``token`` for ``kind``'s Prelude action buys something (tarotlab
        X10): Weapon while a pip is unspent and the suit cannot Battle yet (arcs R13); any other
        type when an action it grants is still legal without the token, since a Cloud City
        paid with that very token is not (``opts``: the options of the position as it is)."""
        turn = self.turn
        assert turn is not None
        if kind == "Weapon":
            return bool(turn["pips"]) and "battle" not in self.allowed_kinds()
        grants = self._grants(kind)
        if "move" in grants and self._has_ships(seat):
            return True  # every system has a neighbour, and a Move costs no token
        if not any(opts(k) for k in grants):
            return False  # spending a token never adds a choice
        slots, vault = list(self.res[seat]), self.vault[seat]
        self._take(seat, token)  # look at the position after the spend, then put it back
        try:
            return any(self._options(seat, k) for k in grants)
        finally:
            self.res[seat], self.vault[seat] = slots, vault

    def _extra_first(self, seat: int) -> list[Action]:
        """Warrior (Tactical) moves, Feastbringer (Charismatic) influences before the Battle or
        Secure their Copy or Pivot takes (arcs leaders: Warrior, Feastbringer): only those after
        which a legal Battle or Secure follows (arcs R14, the FAQ)."""
        if self.leads(seat, "Warrior") and "battle" in self.allowed_kinds():
            return [Action(f"tactical {a}") for a in self._opts_move(seat)
                    if self._battle_follows(seat, a)]
        if self.leads(seat, "Feastbringer") and "secure" in self.allowed_kinds():
            return [Action(f"charismatic {a}") for a in self._opts_influence(seat)
                    if self._secure_follows(seat, a)]  # a standard Influence, not Execute
        return []

    def _move_ends(self, seat: int, src: str, dst: str) -> set[str]:
        """Where ships moving from ``src`` to ``dst`` may end: ``dst``, and with a Catapult
        from a Loyal starport every system further on (arcs: Move, Catapult Moves; X4)."""
        ends = {dst}
        if not any(b[0] == seat and b[1] == "starport" for b in self.bldg.get(src, ())):
            return ends
        frontier = [dst] if SYSTEMS[dst].is_gate and not self.ruled_by_other(dst, seat) else []
        while frontier:
            at = frontier.pop()
            for nxt in self.adj[at]:
                if nxt == src or nxt in ends:
                    continue
                ends.add(nxt)
                if SYSTEMS[nxt].is_gate and not self.ruled_by_other(nxt, seat):
                    frontier.append(nxt)
        return ends

    def _battle_follows(self, seat: int, move: Action) -> bool:
        """Whether a Battle is legal after this Move, wherever its ships may end."""
        src, dst, nf, nd = parse_move(move.arg)
        fresh, damaged = self.fresh, self.damaged
        for end in self._move_ends(seat, src, dst):
            fresh[src][seat] -= nf
            damaged[src][seat] -= nd
            fresh[end][seat] += nf
            damaged[end][seat] += nd
            try:  # look at the position after the move, then put the ships back
                if self._opts_battle(seat):  # a standard Battle (not Abduct or Fire Rifles)
                    return True
            finally:
                fresh[end][seat] -= nf
                damaged[end][seat] -= nd
                fresh[src][seat] += nf
                damaged[src][seat] += nd
        return False

    def _secure_follows(self, seat: int, influence: Action) -> bool:
        """Whether a Secure is legal after this Influence places its agent."""
        agents = self.court[self._court_slot(influence.arg)][1]
        agents[seat] += 1
        try:
            return bool(self._opts_secure(seat))
        finally:
            agents[seat] -= 1

    def _spendable(self, seat: int) -> list[str]:
        """Resource types held and not Outraged (arcs: Destroying Cities, Outrage)."""
        held = [*self.res[seat], self.vault[seat]]
        loyal = court.loyal_to(self, seat)  # Outrage never blocks a Loyal card's own type
        return [k for k in RESOURCES if k in held and (k not in self.outrage[seat] or k in loyal)]

    def _grants(self, kind: str) -> tuple[str, ...]:
        """The actions a resource's Prelude action takes (arcs: Resource Prelude actions)."""
        if kind == "Material":
            return ("build", "repair")
        if kind == "Fuel":
            return ("move",)
        if kind == "Relic":
            return ("secure",)
        if kind == "Psionic":
            return SUIT_ACTIONS[self._lead_card()[0]]
        return ()

    def _do_turn(self, action: Action) -> None:
        turn = self.turn
        assert turn is not None
        seat, kind = turn["seat"], action.kind
        if kind == "done":
            left = turn["pips"]
            self._log(seat, "ends the turn" + (f" ({plural(left, 'pip')} unused)" if left else ""),
                      R_ROUND)
            self._push(("turn_end",))
            return
        # the turn resumes after whatever this decision asks next (tasks it pushes come first)
        self._push(("turn_resume",))
        if kind == "declare":
            bards = turn["how"] != "lead"
            turn["declared"] = True
            self._declare(seat, action.arg, zero=not bards,
                          rule=court.rule(court.GALACTIC_BARDS) if bards else R_DECLARE)
        elif kind == "use":
            court.use(self, seat, action)  # Lattice Spies reads the window first (C6)
            turn["window"] = False
        elif kind == "seize":
            card = action.arg.split()[-1]
            self.hands[seat].remove(card)
            self.extras.append((seat, card))
            self.seized = seat
            turn["window"] = False
            self._log(seat, "plays an extra card face down and seizes the initiative", R_SEIZE)
        elif kind == "spend":
            turn["window"] = False
            token, _, as_kind = action.arg.partition(" as ")
            self._spend(seat, token)
            if as_kind:
                self._log(seat, f"spends {token} as {as_kind}", court.rule(next(
                    c for c, k in court.LOYAL.items() if k == as_kind)))
            kind_spent = as_kind or token
            if kind_spent == "Weapon":
                turn["weapon"] = True
                self._log(seat, "spends Weapon: this turn any pip may Battle", R_PRELUDE)
            else:
                grants = self._grants(kind_spent)
                self._log(seat, f"spends {kind_spent} to take a "
                          f"{' or '.join(g.capitalize() for g in grants)} action", R_PRELUDE)
                self._push(("bonus", seat, grants, kind_spent))
        elif kind in ("tactical", "charismatic"):  # taken before the Battle / Secure
            turn["window"] = False
            if turn["prelude"]:  # an action like any other: the Prelude is over (arcs R14)
                turn["prelude"] = False
                self._return_limbo()
            turn["bound"] = "battle" if kind == "tactical" else "secure"
            self._log(seat, f"takes an extra {Action(action.arg).kind} before the "
                      f"{turn['bound']} ({POWER_NAMES[kind]})",
                      "arcs leader: " + ("Warrior" if kind == "tactical" else "Feastbringer"))
            self._perform(seat, action)
        else:
            turn["window"] = False
            turn["pips"] -= 1
            if turn["prelude"]:
                turn["prelude"] = False
                self._return_limbo()
            copy_or_pivot = turn["how"] in ("copy", "pivot")
            if copy_or_pivot and not turn.get("extra_used"):
                if kind == "battle" and self.leads(seat, "Warrior"):
                    turn["extra_due"] = "battle"
                if kind == "secure" and self.leads(seat, "Feastbringer"):
                    self._push(("power_ask", seat, "charismatic"))
            turn["bound"] = None
            self._perform(seat, action)
            if copy_or_pivot and kind in ("tax", "nurture"):  # Nurture contains a Tax (L13)
                for leader, bonus in (("Mystic", "Psionic"), ("Fuel-Drinker", "Fuel")):
                    if self.leads(seat, leader) and self._gain(seat, bonus, quiet=True):
                        power = "Attuned" if leader == "Mystic" else "Insatiable"
                        self._log(seat, f"also gains {bonus} for the Copy or Pivot Tax "
                                  f"({leader}: {power})", f"arcs leader: {leader}")

    def _t_bonus(self, seat: int, kinds: tuple[str, ...], resource: str) -> None:
        self.pending = ("bonus", seat, kinds, resource)

    def _legal_bonus(self) -> list[Action]:
        seat, kinds = self.pending[1], self.pending[2]
        out: list[Action] = []
        for kind in kinds:
            out += self._options(seat, kind)
        return out

    def _do_bonus(self, action: Action) -> None:
        self._perform(self.pending[1], action)

    def _declare(self, seat: int, ambition: str, zero: bool, rule: str) -> None:
        """Place the highest available marker in the ambition's box; the zero marker covers
        the lead card's number (arcs: Declaring an Ambition)."""
        marker = self.markers_avail.pop(0)
        self.boxes[ambition].append(marker)
        self.declared_round = True
        first, second = marker_value(marker, self.flipped[marker])
        if zero and ambition in ("Keeper", "Empath") and court.SECRET_ORDER in self.guild[seat]:
            zero = False
            self._log(seat, "holds Secret Order: the zero marker is not placed",
                      court.rule(court.SECRET_ORDER))
        if zero:
            self.zeroed = True
        if court.FARSEERS in self.guild[seat] and any(
                self.hands[r] for r in range(self.n) if r != seat):
            self._push(("card_ask", seat, court.FARSEERS, "look"))
        if self.leader[seat] is not None:
            asks = [("power_ask", seat, what) for leader, what in (
                ("Feastbringer", "generous"), ("Upstart", "ambitious"), ("Demagogue", "bold"))
                if self.leads(seat, leader)]
            self._push(*asks)
        self._log(seat, f"declares {ambition} with the {first}/{second} marker"
                  + ("; the zero marker covers the lead card's number" if zero else ""), rule)

    # ------------------------------------------------------------------ the actions
    def _options(self, seat: int, kind: str) -> list[Action]:
        """Every legal way to take one ``kind`` action now (arcs: Actions)."""
        out: list[Action] = getattr(self, "_opts_" + kind)(seat)
        if self.guild[seat]:
            out += court.new_actions(self, seat, kind)
        if self.lore[seat]:
            out += self._lore_actions(seat, kind)
        return out

    def _lore_actions(self, seat: int, standard: str) -> list[Action]:
        """New actions of lore cards, offered where their standard action is (arcs: New
        Actions and Modifiers): Summon and Nurture (Build), Prune (Repair), Fire Rifles
        (Battle)."""
        out: list[Action] = []
        if standard == "build":
            if (self.knows(seat, "Tool-Priests") and self.ships_left[seat]
                    and self.turn is not None and not self.turn.get("summoned")):
                out += [Action(f"summon at {sid}") for sid, row in self.bldg.items()
                        if any(k == "city" for _, k, _ in row) and self.controller(sid) == seat]
            if self.knows(seat, "Living Structures"):
                out += [Action(f"nurture {a.arg.split()[0]}") for a in self._opts_tax(seat)
                        if a.endswith(f" seat {seat}")]
        elif standard == "repair" and self.knows(seat, "Living Structures"):
            for sid, row in self.bldg.items():
                kinds = {k for o, k, _ in row if o == seat}
                if "starport" in kinds and self.cities_board[seat]:
                    out.append(Action(f"prune starport at {sid}"))
                if "city" in kinds and self.ports_left[seat]:
                    out.append(Action(f"prune city at {sid}"))
        elif standard == "battle" and self.knows(seat, "Galactic Rifles"):
            for sid in self.fresh:
                if not self.fresh[sid][seat]:
                    continue
                for target in self.adj[sid]:
                    for rival in range(self.n):
                        if rival != seat and self.has_presence(rival, target):
                            out.append(Action(f"fire from {sid} at {target} seat {rival}"))
        return out

    def _act_summon(self, seat: int, action: Action) -> None:
        sid = action.arg.split()[-1]
        assert self.turn is not None
        self.turn["summoned"] = True
        self._add_ships(seat, sid, 1)
        self._log(seat, f"summons a ship at the city at {sid} (Tool-Priests, instead of a Build)",
                  "arcs lore: Tool-Priests")

    def _act_nurture(self, seat: int, action: Action) -> None:
        self._log(seat, "nurtures a Loyal city (Living Structures, instead of a Build)",
                  "arcs lore: Living Structures")
        self._act_tax(seat, Action(f"tax {action.arg} seat {seat}"))

    def _act_prune(self, seat: int, action: Action) -> None:
        what, _, sid = action.arg.split()
        row = self.bldg[sid]
        i = next(i for i, b in enumerate(row) if b[0] == seat and b[1] == what)
        damaged = row[i][2]
        new = "city" if what == "starport" else "starport"
        if what == "city":
            self.cities_board[seat] += 1
            self.ports_left[seat] -= 1
            self._rearrange(seat)
        else:
            self.ports_left[seat] += 1
            self.cities_board[seat] -= 1
        row[i] = (seat, new, damaged)
        self._log(seat, f"prunes: the {what} at {sid} becomes a {new}"
                  + (" (damaged)" if damaged else "") + " (Living Structures, instead of a "
                  "Repair)", "arcs lore: Living Structures")

    def _act_fire(self, seat: int, action: Action) -> None:
        words = action.arg.split()
        src, target, rival = words[1], words[3], int(words[5])
        dice = self.fresh[src][seat]
        self.battle = {"seat": seat, "sid": target, "def": rival, "queue": ["skirmish"] * dice,
                       "rolled": [], "keys": 0, "reroll": [], "offered": True, "rifles": True,
                       "all_fresh": False, "att_trophies": 0, "extra": set()}
        self._log(seat, f"fires Galactic Rifles from {src} at seat {rival} in {target}: "
                  f"{plural(dice, 'skirmish die')}", "arcs lore: Galactic Rifles")
        self._push(("roll",))

    def _opts_tax(self, seat: int) -> list[Action]:
        """Tax a Loyal city, or a Rival city in a system you control; once per city per turn
        (arcs: Tax)."""
        assert self.turn is not None
        taxed = self.turn["taxed"]
        out: list[Action] = []
        for sid, row in self.bldg.items():
            if not row:
                continue
            counts: dict[int, int] = {}
            for owner, kind, _ in row:
                if kind == "city":
                    counts[owner] = counts.get(owner, 0) + 1
            for owner, count in sorted(counts.items()):
                if taxed.get(f"{sid}/{owner}", 0) >= count:
                    continue
                controlled = self.controller(sid) == seat
                if (owner == seat and (controlled or not self.leads(seat, "Upstart"))) or (
                        owner != seat and controlled):  # Upstart (Callow): only controlled
                    out.append(Action(f"tax {sid} seat {owner}"))
        return out

    def _opts_build(self, seat: int) -> list[Action]:
        """A city or starport in an empty slot where you have a Loyal piece, or a ship at a
        Loyal starport (one per starport per turn) (arcs: Build)."""
        assert self.turn is not None
        shipped = self.turn["shipped"]
        out: list[Action] = []
        city, port, ship = (self.cities_board[seat] > 0, self.ports_left[seat] > 0,
                            self.ships_left[seat] > 0)
        lore = bool(self.lore[seat])
        for sid, row in self.bldg.items():
            if not self.has_presence(seat, sid):
                continue
            if len(row) < SYSTEMS[sid].slots:
                if city:
                    out.append(Action(f"build city {sid}"))
                if port:
                    out.append(Action(f"build starport {sid}"))
            elif lore:
                out += self._lore_builds(seat, sid, row, city, port)
            if ship:
                ports = sum(1 for b in row if b[0] == seat and b[1] == "starport")
                if ports > shipped.get(sid, 0):
                    out.append(Action(f"build ship {sid}"))
        return out

    def _lore_builds(self, seat: int, sid: str, row: list[tuple[int, str, bool]], city: bool,
                     port: bool) -> list[Action]:
        """Buildings beyond the slots: Gate Ports and Gate Stations in gates (1 of each kind per
        gate), Cloud Cities on a full planet (1 extra per planet, paying its type)."""
        out: list[Action] = []
        if SYSTEMS[sid].is_gate:
            kinds = {k for _, k, _ in row}
            if city and "city" not in kinds and self.knows(seat, "Gate Stations"):
                out.append(Action(f"build city {sid}"))
            if port and "starport" not in kinds and self.knows(seat, "Gate Ports"):
                out.append(Action(f"build starport {sid}"))
        elif (city and len(row) == SYSTEMS[sid].slots and self.knows(seat, "Cloud Cities")
              and SYSTEMS[sid].planet_type in self.holdings(seat)):
            out.append(Action(f"build city {sid}"))
        return out

    def _opts_repair(self, seat: int) -> list[Action]:
        """Repair 1 damaged Loyal ship or building anywhere (arcs: Repair)."""
        out: list[Action] = []
        bldg = self.bldg
        for sid, row in self.damaged.items():
            if row[seat]:
                out.append(Action(f"repair ship {sid}"))
            built = bldg.get(sid)
            if built:
                kinds = sorted({k for o, k, d in built if d and o == seat})
                out += [Action(f"repair {k} {sid}") for k in kinds]
        return out

    def _has_ships(self, seat: int) -> bool:
        """Any Loyal ship on the map (so a Move is possible: every system has a neighbour)."""
        return any(row[seat] for row in self.fresh.values()) or any(
            row[seat] for row in self.damaged.values())

    def _opts_influence(self, seat: int) -> list[Action]:
        """Place 1 agent from your supply on a Court card (arcs: Influence)."""
        if not self.agents_left[seat]:
            return []
        return [Action(f"influence {COURT[c].name}") for c, _ in self.court if c is not None]

    def _opts_secure(self, seat: int) -> list[Action]:
        """Take a Court card on which you have more agents than each rival (arcs: Secure)."""
        out: list[Action] = []
        paranoid = self.leads(seat, "Demagogue")
        for cid, agents in self.court:
            if cid is not None and self._can_secure(seat, agents):
                if paranoid and agents[seat] == 1 and COURT[cid].kind == "guild":
                    continue  # Demagogue (Paranoid)
                out.append(Action(f"secure {COURT[cid].name}"))
        return out

    @staticmethod
    def _can_secure(seat: int, agents: list[int]) -> bool:
        mine = agents[seat]
        return mine > 0 and all(a < mine for s, a in enumerate(agents) if s != seat)

    def _opts_move(self, seat: int) -> list[Action]:
        """Any number of Loyal ships (fresh and damaged) from one system to an adjacent one
        (arcs: Move, arcs R7)."""
        out: list[Action] = []
        adj = self.adj
        damaged = self.damaged
        rebel = self.leader[seat] is not None and self.leads(seat, "Rebel")  # Disorganized
        for sid, row in self.fresh.items():
            f, d = row[seat], damaged[sid][seat]
            if not f and not d:
                continue
            groups = _groups(f, d, 2 if rebel else f + d)
            for dst in adj[sid]:
                head = f"move {sid} -> {dst}: "
                out += [Action(head + g) for g in groups]
        return out

    def _opts_battle(self, seat: int) -> list[Action]:
        """A system with Loyal ships and a Rival with pieces there (arcs: Battle 1-2)."""
        out: list[Action] = []
        for sid in self.fresh:
            if not (self.fresh[sid][seat] or self.damaged[sid][seat]):
                continue
            for rival in range(self.n):
                if rival != seat and self.has_presence(rival, sid):
                    out.append(Action(f"battle {sid} seat {rival}"))
        return out

    def _perform(self, seat: int, action: Action) -> None:
        if action.kind in ("tactical", "charismatic"):
            assert self.turn is not None
            self.turn["extra_used"] = True
            self._perform(seat, Action(action.arg))
            return
        if action.kind in court.NEW_VERBS:
            court.perform_new(self, seat, action)
            return
        getattr(self, "_act_" + action.kind)(seat, action)

    def _act_tax(self, seat: int, action: Action) -> None:
        sid, _, owner_text = action.arg.split()
        owner = int(owner_text)
        assert self.turn is not None
        key = f"{sid}/{owner}"
        self.turn["taxed"][key] = self.turn["taxed"].get(key, 0) + 1
        whose = "a Loyal city" if owner == seat else f"seat {owner}'s city (controlled)"
        types = self.city_types(sid)
        if len(types) > 1:  # a Gate Station: the taxer picks one of its types
            text = f"taxes {whose} at {sid}, a Gate Station of {', '.join(types)}"
            self._push(("power_ask", seat, "station", sid))
        elif not types:
            text = f"taxes {whose} at {sid}, a Gate Station with no type: nothing to gain"
        else:
            kind = types[0]
            got = self._gain(seat, kind, quiet=True)
            text = f"taxes {whose} at {sid}: " + (f"gains {kind}" if got else f"no {kind} left")
        if owner != seat:
            if self.agents_left[owner]:
                self.agents_left[owner] -= 1
                self.captives[seat][owner] += 1
                text += f", captures an agent of seat {owner}"
            else:
                text += f"; seat {owner} has no agent in supply to capture"
        self._log(seat, text, R_TAX)

    def city_types(self, sid: str) -> list[str]:
        """The resource types of a city at ``sid``: its planet's, or for a Gate Station those of
        the other cities in its cluster (arcs lore: Gate Stations)."""
        kind = SYSTEMS[sid].planet_type
        if kind is not None:
            return [kind]
        cluster = SYSTEMS[sid].cluster
        found = {SYSTEMS[p].planet_type for p, row in self.bldg.items()
                 if p != sid and SYSTEMS[p].cluster == cluster and any(b[1] == "city" for b in row)}
        return [k for k in RESOURCES if k in found]

    def _act_build(self, seat: int, action: Action) -> None:
        what, sid = action.arg.split()
        damaged = self.ruled_by_other(sid, seat)
        if what == "ship" and damaged and self.knows(seat, "Hidden Harbors"):
            damaged = False
            self._log(seat, "builds the ship fresh (Hidden Harbors)", "arcs lore: Hidden Harbors")
        state = "damaged, since another player controls the system" if damaged else "fresh"
        if what == "city" and not SYSTEMS[sid].is_gate and len(self.bldg[sid]) >= SYSTEMS[
                sid].slots:  # a Cloud City: pay 1 resource of the planet's type
            kind = SYSTEMS[sid].planet_type
            assert kind is not None
            self._pay(seat, kind)
            self._log(seat, f"pays {kind} for a Cloud City at {sid}", "arcs lore: Cloud Cities")
        if what == "ship":
            assert self.turn is not None
            self.turn["shipped"][sid] = self.turn["shipped"].get(sid, 0) + 1
            self._add_ships(seat, sid, 1, damaged)
            self._log(seat, f"builds a ship at the starport at {sid} ({state})", R_BUILD)
            return
        self._add_building(seat, sid, what, damaged)
        text = f"builds a {what} at {sid} ({state})"
        if what == "city":
            text += f"; {self.open_slots(seat)} resource slots open"
            if self.city_bonus(seat):
                text += f", +{self.city_bonus(seat)} Power to won ambitions"
        self._log(seat, text, R_BUILD)

    def _act_repair(self, seat: int, action: Action) -> None:
        what, sid = action.arg.split()
        if what == "ship":
            self.damaged[sid][seat] -= 1
            self.fresh[sid][seat] += 1
        else:
            row = self.bldg[sid]
            i = row.index((seat, what, True))
            row[i] = (seat, what, False)
        self._log(seat, f"repairs a damaged {what} at {sid}", R_REPAIR)

    def _court_slot(self, name: str) -> int:
        cid = COURT_BY_NAME[name.lower()]
        return next(i for i, (c, _) in enumerate(self.court) if c == cid)

    def _act_influence(self, seat: int, action: Action) -> None:
        i = self._court_slot(action.arg)
        self.agents_left[seat] -= 1
        self.court[i][1][seat] += 1
        self._log(seat, f"places an agent on {action.arg}", R_INFLUENCE)

    def _act_secure(self, seat: int, action: Action) -> None:
        self._secure(seat, self._court_slot(action.arg), ransack=False)

    def _secure(self, seat: int, slot: int, ransack: bool) -> None:
        """Take the card; own agents go home; rival agents become Captives (Secure) or
        Trophies (Ransack); resolve a Vox card; refill the slot (arcs: Secure, Destroying
        Cities 2)."""
        cid, agents = self.court[slot]
        self.court[slot] = [None, [0] * self.n]
        self._return_agents(seat, agents[seat])
        taken = []
        for rival, count in enumerate(agents):
            if rival == seat or not count:
                continue
            if ransack:
                key = (rival, "agent")
                self.trophies[seat][key] = self.trophies[seat].get(key, 0) + count
            else:
                self.captives[seat][rival] += count
            taken.append(f"{plural(count, 'agent')} of seat {rival}")
        card = COURT[cid]
        verb = "ransacks the Court and secures" if ransack else "secures"
        text = f"{verb} {card.name}"
        words = []
        if agents[seat]:
            words.append(f"its {plural(agents[seat], 'agent')} "
                         f"{'goes' if agents[seat] == 1 else 'go'} back to its supply")
        if taken:
            count = sum(a for r, a in enumerate(agents) if r != seat)
            what = ("Trophy" if ransack else "Captive") if count == 1 else (
                "Trophies" if ransack else "Captives")
            words.append(f"{' and '.join(taken)} {'becomes' if count == 1 else 'become'} "
                         f"its {what}")
        if words:
            text += ": " + "; ".join(words)
        self._log(seat, text, R_OUTRAGE if ransack else R_SECURE)
        self._push(("court_fill",))
        if self.turn is not None and self.turn["seat"] == seat:
            self.turn["secured"].append(cid)  # no Prelude action from it this Prelude
        if card.kind == "guild":
            self.guild[seat].append(cid)
        else:
            self.resolving.append(cid)
            court.on_secure(self, seat, cid)

    def _discard_guild(self, seat: int, cid: str) -> None:
        self.guild[seat].remove(cid)
        self.court_discard.append(cid)

    def may_declare(self, seat: int) -> bool:
        """Whether ``seat`` may declare an ambition now: a marker is available, and the
        Feastbringer (Generous) has a Guild card to give."""
        if self.leads(seat, "Feastbringer") and not self.guild[seat]:
            return False
        return bool(self.markers_avail)

    def _t_card_ask(self, seat: int, cid: str, *data: Any) -> None:
        """A Court card asks its holder a question (court.legal / court.choose)."""
        pending = ("card", seat, cid, *data)
        if court.legal(self, pending):
            self.pending = pending

    def _legal_card(self) -> list[Action]:
        return court.legal(self, self.pending)

    def _why_card(self, action: Action) -> Verdict | None:
        return court.why_ask(self, self.pending, action)

    def _do_card(self, action: Action) -> None:
        court.choose(self, self.pending, action)

    def _t_vox_done(self, seat: int, cid: str) -> None:
        self.resolving.remove(cid)
        court._vox_done(self, seat, cid)

    def _t_bottom_draw(self, seat: int, count: int) -> None:
        """Draw from the bottom of the action discard (Farseers, Call to Action): the shuffled
        face-down part first (a chance decision, X1), then the oldest discards. With split piles
        only the face-down pile, both shuffled together first if it lacks cards (arcs R12)."""
        if count <= 0:
            return
        if len(self.discard) + len(self.discard_top) < count and self.discard_up:
            self.discard = sorted(self.discard + self.discard_top + self.discard_up)
            self.discard_top, self.discard_up = [], []
            self._log(None, "the face-down pile lacks cards: both discard piles are shuffled "
                      "together", "arcs: Split Discard Piles")
        if self.discard:
            self.pending = ("bottom", CHANCE, seat)
            self._push(("bottom_draw", seat, count - 1))
        elif self.discard_top:
            card = self.discard_top.pop(0)
            self.hands[seat] = sorted([*self.hands[seat], card])
            self._push(("bottom_draw", seat, count - 1))
        else:
            self._log(seat, "the action discard is empty: nothing to draw", R_ROUND)

    def _t_pile(self, seat: int, left: int) -> None:
        """Cards discarded together face down (Farseers) are shuffled before they are placed
        on the action discard: chance names, one at a time, the next one placed, so the order
        the owner discarded them in does not decide which comes back (arcs R14, tarotlab C7).
        They are the last ``left`` cards of the pile's ordered top."""
        if left >= 2:
            self.pending = ("pile", CHANCE, seat, left)

    def _legal_pile(self) -> list[Action]:
        left = self.pending[3]
        return [Action(f"pile {c}") for c in sorted(self.discard_top[-left:])]

    def _do_pile(self, action: Action) -> None:
        seat, left = self.pending[2], self.pending[3]
        block = self.discard_top[-left:]
        block.remove(action.arg)
        self.discard_top[-left:] = [action.arg, *block]  # placed first: under the others
        self._push(("pile", seat, left - 1))

    def _legal_bottom(self) -> list[Action]:
        return [Action(f"draw {c}") for c in self.discard]

    def _do_bottom(self, action: Action) -> None:
        seat = self.pending[2]
        self.discard.remove(action.arg)
        self.hands[seat] = sorted([*self.hands[seat], action.arg])

    # ------------------------------------------------------------------ move and catapult
    def _shift(self, seat: int, src: str, dst: str, nf: int, nd: int) -> None:
        if SYSTEMS[dst].is_gate and self.options["leaders"]:
            self._gate_port(seat, dst)
        self.fresh[src][seat] -= nf
        self.damaged[src][seat] -= nd
        self.fresh[dst][seat] += nf
        self.damaged[dst][seat] += nd

    def _gate_port(self, seat: int, gate: str) -> None:
        """Gate Ports: a rival moving into a gate you control that holds your fresh starport
        gives you 1 agent as a Captive (control before moving in)."""
        owner = self.controller(gate)
        if (owner is None or owner == seat or not self.knows(owner, "Gate Ports")
                or (owner, "starport", False) not in self.bldg[gate] or not self.agents_left[seat]):
            return
        self.agents_left[seat] -= 1
        self.captives[owner][seat] += 1
        self._log(owner, f"captures an agent of seat {seat} moving into gate {gate} (Gate Ports)",
                  "arcs lore: Gate Ports")

    def _after_move(self, seat: int, moved: dict[str, int]) -> None:
        """Sprinter Drives: the fresh ships that moved (``moved``: where they ended, Catapult
        drop-offs included) may each move 1 extra time, resolved after any Catapult."""
        eligible = tuple((sid, n) for sid, n in sorted(moved.items()) if n)
        if eligible and self.knows(seat, "Sprinter Drives"):
            self._push(("power_ask", seat, "sprint", eligible))

    def _act_move(self, seat: int, action: Action) -> None:
        src, dst, nf, nd = parse_move(action.arg)
        self._travel(seat, src, dst, nf, nd, sprint=False)

    def _travel(self, seat: int, src: str, dst: str, nf: int, nd: int, sprint: bool) -> None:
        """Ships move from ``src`` to ``dst``; from a Loyal starport into a gate no one else
        controls (checked before moving in) they may Catapult on (arcs: Move, arcs R7). A
        Sprinter Drives move does the same but never sprints again."""
        stopped = self.ruled_by_other(dst, seat)
        self._shift(seat, src, dst, nf, nd)
        catapult = any(b[0] == seat and b[1] == "starport" for b in self.bldg.get(src, ()))
        text = (f"moves {ships_text(nf, nd)} on from {src} to {dst} (Sprinter Drives)" if sprint
                else f"moves {ships_text(nf, nd)} from {src} to {dst}")
        if catapult:
            if SYSTEMS[dst].is_gate and not stopped:
                self._log(seat, text + "; from a Loyal starport they may Catapult on",
                          R_CATAPULT)
                self.move = {"seat": seat, "at": dst, "f": nf, "d": nd, "seen": [src, dst],
                             "sprint": sprint, "dropped": {}}
                self._push(("catapult",))
                return
            why = "a planet" if not SYSTEMS[dst].is_gate else "a gate another player controls"
            text += f"; the Catapult stops on entering {why}"
        self._log(seat, text, R_CATAPULT if catapult else (
            "arcs lore: Sprinter Drives" if sprint else R_MOVE))
        if not sprint:
            self._after_move(seat, {dst: nf})

    def _end_catapult(self, at: str) -> None:
        """The Catapult ends at ``at``: Sprinter Drives for the fresh ships that moved."""
        m = self.move
        assert m is not None
        self.move = None
        if not m["sprint"]:
            moved = dict(m["dropped"])
            moved[at] = moved.get(at, 0) + m["f"]
            self._after_move(m["seat"], moved)

    def _t_catapult(self) -> None:
        assert self.move is not None
        self.pending = ("catapult", self.move["seat"])

    def _legal_catapult(self) -> list[Action]:
        m = self.move
        assert m is not None
        out = [Action("stop")]
        for dst in self.adj[m["at"]]:
            if dst in m["seen"]:
                continue
            for nf in range(m["f"] + 1):
                for nd in range(m["d"] + 1):
                    if nf or nd:
                        out.append(Action(f"catapult -> {dst}: {ships_text(nf, nd)}"))
        return out

    def _why_catapult(self, action: Action) -> Verdict | None:
        m = self.move
        if m is not None and action.kind == "catapult" and " -> " in action:
            dst = action.split(" -> ")[1].split(":")[0]
            if dst in m["seen"]:
                return Verdict(False, "tarotlab X4", f"these ships have already been at {dst} "
                               "in this Catapult")
            if dst not in self.adj.get(m["at"], ()):
                return Verdict(False, R_MOVE, f"{dst} is not adjacent to {m['at']}")
            return Verdict(False, R_CATAPULT, f"the ships catapulting from {m['at']} are "
                           f"{ships_text(m['f'], m['d']) or 'none'}: the rest were dropped off")
        return None

    def _why_fit(self, action: Action) -> Verdict | None:
        if action.kind == "discard":
            return Verdict(False, "arcs R8", f"you hold no {action.arg}")
        return None

    def _why_power(self, action: Action) -> Verdict | None:
        """Why a leader's or lore card's follow-up choice is refused."""
        what = self.pending[2]
        rule = POWER_RULES[what]
        if what == "sprint" and action.kind == "sprint":
            src = action.arg.split()[0]
            moved = dict(self.pending[3])
            if src not in moved:
                return Verdict(False, rule, f"no fresh ship that moved this time is at {src}")
            m = re.fullmatch(r"\S+ -> (\S+): (\d+) fresh", action.arg)
            if m and m.group(1) not in self.adj.get(src, ()):
                return Verdict(False, R_MOVE, f"{m.group(1)} is not adjacent to {src}")
            return Verdict(False, rule, f"{moved[src]} fresh ships that moved may move again "
                           f"from {src} (only fresh ships, each once)")
        if what == "bold" and action.kind == "agent":
            cid = COURT_BY_NAME.get(action.arg.removeprefix("on ").lower())
            if cid in (self.pending[3] if len(self.pending) > 3 else ()):
                return Verdict(False, rule, "Bold: at most 1 agent on each Court card")
            return Verdict(False, rule, f"{action.arg.removeprefix('on ')} is not in the Court "
                           "row")
        if what == "seeker" and action.kind == "reroll":
            return Verdict(False, rule, "reroll up to 1 assault die per fresh attacking ship, "
                           "choosing dice by the face they show")
        return None

    def _judge(self, action: Action) -> Verdict:
        """The verdict on an action: legal, the reason of the pending decision's ``_why_``,
        or else what is being decided and what its choices look like."""
        if action in self._legal():
            return LEGAL
        why = getattr(self, "_why_" + self.pending[0], None)
        verdict: Verdict | None = why(action) if why is not None else None
        return verdict if verdict is not None else self._not_a_choice(action)

    def _not_a_choice(self, action: Action) -> Verdict:
        legal = self._legal()
        shown = ", ".join(f"'{a}'" for a in legal[:4]) + (", …" if len(legal) > 4 else "")
        if action.kind not in {a.kind for a in legal}:
            return Verdict(False, self._pending_rule(), f"now {self._prompt()}, and '{action}' "
                           f"is another kind of decision (the choices: {shown})")
        return Verdict(False, self._pending_rule(), f"now {self._prompt()}; '{action}' is not "
                       f"possible in this position (the choices: {shown})")

    def _do_catapult(self, action: Action) -> None:
        m = self.move
        assert m is not None
        seat = m["seat"]
        if action == "stop":
            self._log(seat, f"ends the Catapult at {m['at']}", R_CATAPULT)
            self._end_catapult(m["at"])
            return
        dst, nf, nd = parse_catapult(action.arg)
        stopped = self.ruled_by_other(dst, seat)
        self._shift(seat, m["at"], dst, nf, nd)
        text = f"catapults {ships_text(nf, nd)} from {m['at']} to {dst}"
        m["dropped"][m["at"]] = m["dropped"].get(m["at"], 0) + m["f"] - nf  # fresh left behind
        m.update(at=dst, f=nf, d=nd)
        if SYSTEMS[dst].is_gate and not stopped:
            m["seen"].append(dst)
            self._log(seat, text, R_CATAPULT)
            self._push(("catapult",))
            return
        why = "a planet" if not SYSTEMS[dst].is_gate else "a gate another player controls"
        self._log(seat, text + f"; the Catapult stops on entering {why}", R_CATAPULT)
        self._end_catapult(dst)

    # ------------------------------------------------------------------ battle
    def _act_battle(self, seat: int, action: Action) -> None:
        sid, _, rival_text = action.arg.split()
        rival = int(rival_text)
        self.battle = {"seat": seat, "sid": sid, "def": rival, "queue": [], "rolled": [],
                       "keys": 0, "reroll": [], "offered": False, "rifles": False,
                       "all_fresh": self.damaged[sid][seat] == 0, "att_trophies": 0,
                       "extra": set()}
        self._log(seat, f"battles seat {rival} at {sid}", R_BATTLE)
        if self.knows(rival, "Railgun Arrays") and self.fresh[sid][rival]:
            self._log(rival, "fires Railgun Arrays first: a fresh defending ship gives the "
                      "attacker 1 hit", "arcs lore: Railgun Arrays")
            self._push(("hits", "railgun", 1), ("dice_ask", seat))
            return
        self._push(("dice_ask", seat))

    def attackers_left(self) -> int:
        """The attacking ships left in the battle system; ships placed there during the battle
        (Mass Uprising in a Ransack) are not attacking ships (arcs R14, the card's FAQ)."""
        b = self.battle
        assert b is not None
        here: int = self.fresh[b["sid"]][b["seat"]] + self.damaged[b["sid"]][b["seat"]]
        joined: int = b.get("joined", 0)
        return max(0, here - joined)

    def _t_dice_ask(self, seat: int) -> None:
        b = self.battle
        assert b is not None
        if not (self.fresh[b["sid"]][seat] or self.damaged[b["sid"]][seat]):
            self._log(seat, "has no attacking ship left: the battle ends before any die is "
                      "collected", R_BATTLE)
            self._push(("battle_end",))
            return
        self.pending = ("dice", seat)

    def dice_limit(self) -> int:
        """One die per attacking ship; Gatekeepers adds up to 2 in a gate (arcs: Battle 3)."""
        b = self.battle
        assert b is not None
        seat, sid = b["seat"], b["sid"]
        ships: int = self.fresh[sid][seat] + self.damaged[sid][seat]
        if SYSTEMS[sid].is_gate and court.GATEKEEPERS in self.guild[seat]:
            ships += 2
        if self.leads(seat, "Rebel"):  # Committed: 2 extra dice
            ships += 2
        return ships

    def raid_allowed(self) -> bool:
        """Raid dice need defending buildings, or a defender with no Loyal buildings anywhere
        (arcs: Battle 3, Raid Dice Limit)."""
        b = self.battle
        assert b is not None
        rival = b["def"]
        if self.knows(rival, "Hidden Harbors") and (rival, "starport", False) in self.bldg[
                b["sid"]]:
            return False  # arcs lore: Hidden Harbors
        if any(o == rival for o, _, _ in self.bldg.get(b["sid"], ())):
            return True
        return not any(o == rival for row in self.bldg.values() for o, _, _ in row)

    def _legal_dice(self) -> list[Action]:
        b = self.battle
        assert b is not None
        ships = self.dice_limit()
        raid_max = DICE_PER_TYPE if self.raid_allowed() else 0
        least = 2 if self.leads(b["seat"], "Rebel") else 1  # Rebel: the 2 extra are mandatory
        out: list[Action] = []
        for a in range(min(ships, DICE_PER_TYPE) + 1):
            for s in range(min(ships - a, DICE_PER_TYPE) + 1):
                for r in range(min(ships - a - s, raid_max) + 1):
                    if a + s + r >= least:
                        out.append(Action(f"roll {a} assault {s} skirmish {r} raid"))
        return out

    def _cands_dice(self) -> list[Action]:
        b = self.battle
        assert b is not None
        ships = self.fresh[b["sid"]][b["seat"]] + self.damaged[b["sid"]][b["seat"]]
        return [Action(f"roll 0 assault 0 skirmish {ships} raid"),
                Action(f"roll {ships + 1} assault 0 skirmish 0 raid"),
                Action("roll 7 assault 0 skirmish 0 raid")]

    def _why_dice(self, action: Action) -> Verdict | None:
        b = self.battle
        m = re.fullmatch(r"roll (\d+) assault (\d+) skirmish (\d+) raid", action)
        if b is None or not m:
            return None
        a, s, r = (int(x) for x in m.groups())
        ships = self.dice_limit()
        if max(a, s, r) > DICE_PER_TYPE:
            return Verdict(False, R_BATTLE, f"at most {DICE_PER_TYPE} dice of one type")
        if a + s + r > ships:
            return Verdict(False, R_BATTLE, f"one die per attacking ship: {ships} ships here")
        if r and not self.raid_allowed():
            if self.knows(b["def"], "Hidden Harbors"):
                return Verdict(False, "arcs lore: Hidden Harbors", f"seat {b['def']} defends "
                               f"with a fresh starport at {b['sid']}: no raid dice")
            return Verdict(False, "arcs: Raid Dice Limit", f"seat {b['def']} has no building "
                           f"at {b['sid']} but has buildings elsewhere: no raid dice")
        if self.leads(b["seat"], "Rebel"):
            return Verdict(False, "arcs leader: Rebel", "Committed: the Rebel always collects "
                           "its 2 extra dice, so at least 2 dice")
        return Verdict(False, R_BATTLE, "collect at least 1 die (tarotlab X5)")

    def _do_dice(self, action: Action) -> None:
        b = self.battle
        assert b is not None
        _, a, _, s, _, r, _ = action.split()
        b["queue"] = ["assault"] * int(a) + ["skirmish"] * int(s) + ["raid"] * int(r)
        self._log(b["seat"], f"collects {a} assault, {s} skirmish and {r} raid dice", R_BATTLE)
        self._push(("roll",))

    def _t_roll(self) -> None:
        b = self.battle
        assert b is not None
        if len(b["rolled"]) < len(b["queue"]):
            self.pending = ("die", CHANCE, b["queue"][len(b["rolled"])], -1)
            self._push(("roll",))
            return
        if (not b["offered"] and court.SKIRMISHERS in self.guild[b["seat"]]
                and any(k == "skirmish" for k, _ in b["rolled"])
                and court.weapon_icons(self, b["seat"])):
            b["offered"] = True
            self._log(b["seat"], "rolls " + ", ".join(f"{k} {f}" for k, f in b["rolled"])
                      + "; Skirmishers may reroll skirmish dice", court.rule(court.SKIRMISHERS))
            self._push(("card_ask", b["seat"], court.SKIRMISHERS, "reroll"), ("roll",))
            return
        fresh = self.fresh[b["sid"]][b["seat"]]
        if (not b["rifles"] and "seeker" not in b["extra"] and fresh
                and self.knows(b["seat"], "Seeker Torpedoes")
                and any(k == "assault" for k, _ in b["rolled"])):
            b["extra"].add("seeker")
            b["seeker_limit"] = fresh
            self._push(("power_ask", b["seat"], "seeker"), ("roll",))
            return
        self._t_resolve_dice()

    def _t_reroll(self) -> None:
        b = self.battle
        assert b is not None
        if b["reroll"]:
            index = b["reroll"].pop(0)
            self.pending = ("die", CHANCE, b["rolled"][index][0], index)
            self._push(("reroll",))

    def _t_resolve_dice(self) -> None:
        b = self.battle
        assert b is not None
        hits = selfs = building = keys = icons = 0
        faces = []
        for kind, face in b["rolled"]:
            h, s, i, bh, k = DICE[kind][face - 1]
            hits, selfs, building, keys, icons = (hits + h, selfs + s, building + bh, keys + k,
                                                  icons + i)
            faces.append(f"{kind} {face}")
        b["keys"] = keys
        if icons and b["all_fresh"] and self.knows(b["seat"], "Signal Breaker"):
            icons -= 1
            self._log(b["seat"], "ignores 1 intercept rolled (Signal Breaker)",
                      "arcs lore: Signal Breaker")
        intercept = icons > 0
        if (not intercept and self.knows(b["def"], "Mirror Plating")
                and any(k == "assault" for k, _ in b["rolled"])):
            intercept = True
            self._log(b["def"], "adds 1 intercept with Mirror Plating: the attacker rolled an "
                      "assault die", "arcs lore: Mirror Plating")
        if b["rifles"]:
            self._log(b["seat"], f"rolls {', '.join(faces)}: {plural(hits, 'hit')}",
                      "arcs lore: Galactic Rifles")
            self._push(("hits", "ships", hits), ("battle_end",))
            return
        self._log(b["seat"], f"rolls {', '.join(faces)}: {plural(hits, 'hit')}, "
                  f"{plural(selfs, 'self-hit')}, {'an intercept' if intercept else 'no intercept'}"
                  f", {plural(building, 'building hit')}, {plural(keys, 'raid key')}",
                  "arcs: Battle 4")
        self._push(("hits", "self", selfs), ("intercept", intercept), ("hits", "ships", hits),
                   ("hits", "buildings", building), ("raid",), ("battle_end",))

    def _legal_die(self) -> list[Action]:
        kind = self.pending[2]
        return [Action(f"die {kind} {f}") for f in range(1, 7)]

    def _do_die(self, action: Action) -> None:
        b = self.battle
        assert b is not None
        _, kind, face = action.split()
        index = self.pending[3]
        if index >= 0:
            b["rolled"][index] = (kind, int(face))
        else:
            b["rolled"].append((kind, int(face)))

    def _t_intercept(self, rolled: bool) -> None:
        """Intercept: once per battle, 1 hit on the attacker per fresh defending ship
        (arcs: Battle 4.2)."""
        if not rolled:
            return
        b = self.battle
        assert b is not None
        count = self.fresh[b["sid"]][b["def"]]
        self._log(b["def"], f"intercepts with {count} fresh ships: {count} hits on the attacker",
                  "arcs: Battle 4.2 Intercept")
        self._push(("hits", "intercept", count))

    def _hit_options(self, pool: str) -> list[Action]:
        b = self.battle
        assert b is not None
        sid = b["sid"]
        out: list[Action] = []
        if pool in OWN_POOLS:
            who, prefix = b["seat"], "hit own"
        else:
            who, prefix = b["def"], "hit"
        ships = pool != "buildings" and (self.fresh[sid][who] or self.damaged[sid][who])
        if pool in OWN_POOLS or ships:
            if self.fresh[sid][who]:
                out.append(Action(f"{prefix} fresh ship"))
            if self.damaged[sid][who]:
                out.append(Action(f"{prefix} damaged ship"))
            return out
        kinds = sorted({(k, d) for o, k, d in self.bldg.get(sid, ()) if o == who})
        return [Action(f"hit {'damaged' if d else 'fresh'} {k}") for k, d in kinds]

    def _t_hits(self, pool: str, count: int) -> None:
        """Assign hits one at a time; the attacker chooses every target (arcs R3). A hit with
        one possible target is assigned at once; hits with no target are lost."""
        while count > 0:
            options = self._hit_options(pool)
            if not options:
                b = self.battle
                assert b is not None
                self._log(b["seat"], f"has {plural(count, _POOL_WORDS[pool])} with no target: "
                          f"{'it is' if count == 1 else 'they are'} lost", R_BATTLE)
                return
            if len(options) > 1:
                self.pending = ("hit", self.battle["seat"] if self.battle else -1, pool, count)
                return
            count -= 1
            self._hit(pool, options[0])
            if self.tasks and self.tasks[0][0] in ("ransack_ask",):
                self._push_after_ransack(("hits", pool, count))
                return

    def _push_after_ransack(self, task: tuple[Any, ...]) -> None:
        self.tasks.insert(1, task)

    def _legal_hit(self) -> list[Action]:
        return self._hit_options(self.pending[2])

    def _why_hit(self, action: Action) -> Verdict | None:
        """Why a hit cannot go there (arcs: Battle 4, arcs R3)."""
        m = re.fullmatch(r"hit (own )?(fresh|damaged) (ship|city|starport)", action)
        b = self.battle
        if not m or b is None:
            return None
        pool = self.pending[2]
        own = pool in OWN_POOLS
        rule = "arcs R3"
        if own != bool(m.group(1)):
            return Verdict(False, rule, f"{_POOL_WORDS[pool]}s strike "
                           + ("your own attacking ships: 'hit own …'" if own else
                              f"seat {b['def']}'s pieces: 'hit …', not 'hit own …'"))
        if own and m.group(3) != "ship":
            return Verdict(False, rule, f"{_POOL_WORDS[pool]}s strike your attacking ships")
        if pool == "ships" and m.group(3) != "ship":
            return Verdict(False, "arcs: Battle 4.3 Ship Hits", "ship hits strike defending "
                           "ships while any is left, then buildings")
        if pool == "buildings" and m.group(3) == "ship":
            return Verdict(False, "arcs: Battle 4.4 Building Hits", "building hits strike "
                           "defending buildings")
        who = "you have" if own else f"seat {b['def']} has"
        return Verdict(False, rule, f"{who} no {m.group(2)} {m.group(3)} at {b['sid']}")

    def _do_hit(self, action: Action) -> None:
        pool, count = self.pending[2], self.pending[3]
        self._push(("hits", pool, count - 1))
        self._hit(pool, action)

    def _hit(self, pool: str, action: Action) -> None:
        """One hit: a fresh piece is damaged, a damaged one destroyed and taken as a Trophy by
        the other side (arcs: Battle 4, Damage and Destruction)."""
        b = self.battle
        assert b is not None
        sid = b["sid"]
        own = pool in OWN_POOLS
        who, taker = (b["seat"], b["def"]) if own else (b["def"], b["seat"])
        words = action.split()
        state, kind = words[-2], words[-1]
        rule = {"self": "arcs: Battle 4.1 Self-Hits", "intercept": "arcs: Battle 4.2 Intercept",
                "ships": "arcs: Battle 4.3 Ship Hits",
                "buildings": "arcs: Battle 4.4 Building Hits",
                "railgun": "arcs lore: Railgun Arrays"}[pool]
        if b["rifles"]:
            rule = "arcs lore: Galactic Rifles"
        if not own and state == "damaged":
            b["att_trophies"] += 1
        whose = "its own" if who == b["seat"] else f"seat {who}'s"
        if kind == "ship":
            if state == "fresh":
                self.fresh[sid][who] -= 1
                self.damaged[sid][who] += 1
                self._log(b["seat"], f"hits {whose} fresh ship: damaged", rule)
            else:
                self.damaged[sid][who] -= 1
                self._trophy(taker, who, "ship")
                self._log(b["seat"], f"hits {whose} damaged ship: destroyed, a Trophy "
                          f"for seat {taker}", rule)
            return
        row = self.bldg[sid]
        i = row.index((who, kind, state == "damaged"))
        if state == "fresh":
            row[i] = (who, kind, True)
            self._log(b["seat"], f"hits seat {who}'s fresh {kind}: damaged", rule)
            return
        row.pop(i)
        self._trophy(taker, who, kind)
        self._log(b["seat"], f"destroys seat {who}'s {kind}: a Trophy for seat {taker}", rule)
        if kind == "city":
            self._destroy_city(taker, who, sid)

    def _trophy(self, taker: int, owner: int, kind: str) -> None:
        key = (owner, kind)
        self.trophies[taker][key] = self.trophies[taker].get(key, 0) + 1

    def _destroy_city(self, seat: int, defender: int, sid: str) -> None:
        """Provoke Outrage, then Ransack the Court (arcs: Destroying Cities). A Gate Station
        provokes Outrage of each of its types; the Elder cannot be ransacked (Beloved)."""
        for kind in self.city_types(sid):
            self._outrage(seat, kind)
        if self.leads(defender, "Elder"):
            self._log(seat, "the Elder (Beloved): no Ransack of the Court", "arcs leader: Elder")
            return
        if any(c is not None and agents[defender] for c, agents in self.court):
            self._push(("ransack_ask", seat, defender))

    def _outrage(self, seat: int, kind: str) -> None:
        """Discard every resource and Guild card of the type; cover its Outrage space with an
        agent, or a placeholder when none is in supply (arcs: Destroying Cities 1, arcs R9)."""
        lost = self._discard_kind(seat, kind)
        cards = [c for c in self.guild[seat] if COURT[c].suit == kind
                 and not court.keeps_on_outrage(c)]
        for c in cards:
            self.guild[seat].remove(c)
            self.court_discard.append(c)
        text = f"provokes {kind} Outrage: discards {lost} {kind}"
        if cards:
            text += " and " + ", ".join(COURT[c].name for c in cards)
        if kind in self.outrage[seat]:
            text += f" (already Outraged by {kind}: no agent placed)"
        elif self.agents_left[seat]:
            self.agents_left[seat] -= 1
            self.outrage[seat][kind] = "agent"
        else:
            self.outrage[seat][kind] = "placeholder"
            text += " (no agent in supply: a placeholder until one returns)"
        self._log(seat, text, "arcs: Destroying Cities 1 Provoke Outrage")

    def _discard_kind(self, seat: int, kind: str) -> int:
        """Return every token of ``kind`` a seat holds to the supply; how many."""
        lost = 0
        for i, r in enumerate(self.res[seat]):
            if r == kind:
                self.res[seat][i] = None
                lost += 1
        while kind in self.excess[seat]:
            self.excess[seat].remove(kind)
            lost += 1
        if self.vault[seat] == kind:
            self.vault[seat] = None
            lost += 1
        self.supply[kind] += lost
        return lost

    def _t_ransack_ask(self, seat: int, defender: int) -> None:
        self.pending = ("ransack", seat, defender)

    def _legal_ransack(self) -> list[Action]:
        defender = self.pending[2]
        return [Action(f"ransack {COURT[c].name}") for c, agents in self.court
                if c is not None and agents[defender]]

    def _do_ransack(self, action: Action) -> None:
        self._secure(self.pending[1], self._court_slot(action.arg), ransack=True)

    def _t_raid(self) -> None:
        """Spend raid keys to steal resources and Guild cards, if any attacking ship remains
        (arcs: Battle 4.5, Raiding)."""
        b = self.battle
        assert b is not None
        if not b["keys"]:
            return
        if not self.attackers_left():
            self._log(b["seat"], "has no attacking ship left: the raid keys are lost", R_RAID)
            return
        if len(self._legal_raid()) > 1:
            self.pending = ("raid", b["seat"])

    def _legal_raid(self) -> list[Action]:
        b = self.battle
        assert b is not None
        rival, keys = b["def"], b["keys"]
        out: list[Action] = []
        if not court.guarded(self, rival):  # arcs card: Sworn Guardians
            out += [Action(f"steal {r} in slot {i}") for i, r, cost in self.slot_tokens(rival)
                    if cost <= keys]
        out += [Action(f"steal {COURT[c].name}") for c in court.stealable_cards(self, rival)
                if COURT[c].keys <= keys]
        return [*out, Action("stop raiding")]

    def _cands_raid(self) -> list[Action]:
        """Every token and Guild card of the defender, affordable or not ("why can't I?")."""
        b = self.battle
        assert b is not None
        rival = b["def"]
        return ([Action(f"steal {r} in slot {i}") for i, r, _ in self.slot_tokens(rival)]
                + [Action(f"steal {COURT[c].name}") for c in self.guild[rival]])

    def _why_raid(self, action: Action) -> Verdict | None:
        """Why a steal is refused: the slot's or card's raid cost, Sworn Guardians, or nothing
        there (arcs: Raiding)."""
        b = self.battle
        assert b is not None
        rival, keys = b["def"], b["keys"]
        m = re.fullmatch(r"steal (\w+) in slot ([1-7])", action)
        if m:
            kind, index = m.group(1), int(m.group(2)) - 1
            held = self._token_at(rival, index)
            if held != kind:
                return Verdict(False, R_RAID, f"slot {index + 1} of seat {rival} holds "
                               f"{held or 'nothing'}")
            if court.guarded(self, rival):
                return Verdict(False, court.rule(court.SWORN_GUARDIANS), f"seat {rival} holds "
                               "Sworn Guardians: its resources cannot be stolen (steal the card "
                               "first, 1 key)")
            cost = self.slot_cost(index)
            return Verdict(False, R_RAID, f"slot {index + 1} costs {plural(cost, 'key')}, you "
                           f"have {keys}")
        if action.kind == "steal":
            cid = COURT_BY_NAME.get(action.arg.lower())
            if cid is None or cid not in self.guild[rival]:
                return Verdict(False, R_RAID, f"seat {rival} holds no {action.arg}")
            if cid not in court.stealable_cards(self, rival):
                return Verdict(False, court.rule(court.SWORN_GUARDIANS), f"seat {rival} holds "
                               "Sworn Guardians: steal it first (1 key)")
            return Verdict(False, R_RAID, f"{COURT[cid].name} costs "
                           f"{plural(COURT[cid].keys, 'key')}, you have {keys}")
        return None

    def _do_raid(self, action: Action) -> None:
        b = self.battle
        assert b is not None
        seat, rival = b["seat"], b["def"]
        if action == "stop raiding":
            self._log(seat, f"stops raiding ({plural(b['keys'], 'key')} unspent)", R_RAID)
            return
        m = re.fullmatch(r"steal (\w+) in slot (\d)", action)
        if m:
            i = int(m.group(2)) - 1
            cost = VAULT_KEYS if i == 6 else SLOT_KEYS[i]
            kind = self._lose_resource(rival, i)
            b["keys"] -= cost
            self.supply[kind] += 1
            self._gain(seat, kind, quiet=True)
            self._log(seat, f"spends {plural(cost, 'key')} to steal {kind} from seat "
                      f"{rival}",
                      R_RAID)
        else:
            cid = COURT_BY_NAME[action.arg.lower()]
            b["keys"] -= COURT[cid].keys
            court._steal_card(self, seat, rival, cid, R_RAID,
                              f"spends {plural(COURT[cid].keys, 'key')} and ")
        self._push(("raid",))

    def _t_battle_end(self) -> None:
        """After a battle: Repair Drones, the Elder's Beloved, the Warrior's Tactical move."""
        b = self.battle
        self.battle = None
        if b is None or b["rifles"]:
            return
        seat, sid, rival = b["seat"], b["sid"], b["def"]
        if self.knows(seat, "Repair Drones") and self.damaged[sid][seat]:
            self.damaged[sid][seat] -= 1
            self.fresh[sid][seat] += 1
            self._log(seat, f"repairs an attacking ship at {sid} (Repair Drones)",
                      "arcs lore: Repair Drones")
        asks: list[tuple[Any, ...]] = []
        if self.leads(rival, "Elder") and b["att_trophies"] and self.agents_left[rival]:
            asks.append(("power_ask", rival, "beloved"))
        turn = self.turn
        if (turn is not None and turn["seat"] == seat and turn.get("extra_due") == "battle"
                and not turn.get("extra_used")):
            turn["extra_due"] = None
            asks.append(("power_ask", seat, "tactical"))
        self._push(*asks)

    # ------------------------------------------------------------------ chapter end
    def ambition_count(self, seat: int, ambition: str) -> int:
        """What an ambition counts for a seat (arcs: End-of-Chapter Scoring): resource tokens
        and Guild-card suits, Captives or Trophies."""
        counts = AMBITION_COUNTS[ambition]
        if counts == ("captives",):
            return sum(self.captives[seat])
        if counts == ("trophies",):
            return sum(self.trophies[seat].values())
        held = self.holdings(seat)
        cartel = sum(self.supply[k] for k in counts if court.cartel_holder(self, k) == seat)
        return (sum(1 for r in held if r in counts) + cartel
                + sum(1 for c in self.guild[seat] if COURT[c].suit in counts))

    def ambition_power(self, ambition: str) -> tuple[int, int]:
        """(first, second)-place Power of an ambition's box: the sums over its markers."""
        values = [marker_value(m, self.flipped[m]) for m in self.boxes[ambition]]
        return sum(v[0] for v in values), sum(v[1] for v in values)

    def placings(self, ambition: str) -> tuple[list[int], list[int], dict[int, int]]:
        """(seats first, seats second, counts) of an ambition among the qualifying seats (a
        count above 0); with 2 players the ambition boxes are seat -1 (arcs: End-of-Chapter
        Scoring, Two-Player Scoring). Several firsts are a tie (no second place then)."""
        counts = {s: self.ambition_count(s, ambition) for s in range(self.n)}
        if self.n == 2:
            counts[-1] = self.phantom.get(ambition, 0)
        qualified = {s: c for s, c in counts.items() if c > 0}
        if not qualified:
            return [], [], counts
        top = max(qualified.values())
        firsts = [s for s, c in qualified.items() if c == top]
        rest = {s: c for s, c in qualified.items() if c < top}
        seconds = ([s for s, c in rest.items() if c == max(rest.values())]
                   if rest and len(firsts) == 1 else [])
        return firsts, seconds, counts

    def score_ambition(self, ambition: str) -> dict[int, int]:
        """Power each seat gains from one declared ambition (arcs: End-of-Chapter Scoring;
        Two-Player Scoring: the phantom, seat -1, places but gains nothing)."""
        first_power, second_power = self.ambition_power(ambition)
        firsts, seconds, _ = self.placings(ambition)
        gains: dict[int, int] = {}
        if len(firsts) > 1:  # tied for first: second-place Power only, nothing for others
            for s in firsts:
                gains[s] = second_power
        elif firsts:
            winner = firsts[0]
            gains[winner] = first_power + (self.city_bonus(winner) if winner >= 0 else 0)
            if len(seconds) == 1:  # tied for second: no Power
                gains[seconds[0]] = second_power
        gains.pop(-1, None)
        for leader, judged in (("Elder", "Tyrant"), ("Warrior", "Empath")):  # Just, Violent
            if ambition != judged:
                continue
            for seat in range(self.n):
                if self.leads(seat, leader) and seat in gains:
                    sole_first = firsts == [seat]
                    gains[seat] = second_power if sole_first else 0
        return {s: g for s, g in gains.items() if g}

    def _ties(self, ambition: str) -> str:
        """Who tied for what in an ambition, in words (a tie for first gets second-place Power
        each, a tie for second none: arcs: End-of-Chapter Scoring)."""
        firsts, seconds, counts = self.placings(ambition)
        if len(firsts) > 1:
            return f"{_seats(firsts)} tie for first with {counts[firsts[0]]}: second-place Power"
        if len(seconds) > 1:
            return f"{_seats(seconds)} tie for second with {counts[seconds[0]]}: no Power"
        return ""

    def _t_chapter_end(self) -> None:
        """Score declared ambitions, clean up, end the game or advance the chapter, deal
        (arcs: End-of-Chapter Scoring, Cleanup, End Game or Advance Chapter, Draw Cards)."""
        self.turn = None
        self._log(None, f"chapter {self.chapter} ends", R_SCORING)
        scored = [a for a in AMBITIONS if self.boxes[a]]
        for ambition in scored:
            counts = ", ".join(f"seat {s} {self.ambition_count(s, ambition)}"
                               for s in range(self.n))
            if self.n == 2:
                counts += f", the ambition box {self.phantom.get(ambition, 0)}"
            gains = self.score_ambition(ambition)
            for seat, gain in sorted(gains.items()):
                self.power[seat] += gain
            first, second = self.ambition_power(ambition)
            result = "; ".join(f"seat {s} +{g}" for s, g in sorted(gains.items())) or "no Power"
            ties = self._ties(ambition)
            self._log(None, f"{ambition} ({first}/{second}): {counts}"
                      + (f"; {ties}" if ties else "") + f" -> {result}", R_SCORING)
        if "Tycoon" in scored:  # arcs leader: Fuel-Drinker (Lavish)
            for seat in range(self.n):
                if self.leads(seat, "Fuel-Drinker"):
                    lost = self._discard_kind(seat, "Fuel")
                    self._log(seat, f"discards {lost} Fuel after Tycoon was scored "
                              "(Fuel-Drinker: Lavish)", "arcs leader: Fuel-Drinker")
        for kind in ("Material", "Fuel"):  # arcs card: the Cartels
            holder = court.cartel_holder(self, kind)
            if holder is not None:
                for rival in range(self.n):
                    lost = self._discard_kind(rival, kind) if rival != holder else 0
                    if lost:
                        self._log(rival, f"discards {lost} {kind} ({kind} Cartel)",
                                  court.rule(next(c for c, k in court.CARTEL.items()
                                                  if k == kind)))
        if "Warlord" in scored:
            self._return_trophies()
        if "Tyrant" in scored:
            self._return_captives()
        for ambition in AMBITIONS:
            self.boxes[ambition] = []
        unflipped = [m for m in range(len(MARKERS)) if not self.flipped[m]]
        if unflipped:
            self.flipped[min(unflipped, key=lambda m: MARKERS[m].blue)] = True
        self.markers_avail = sorted(range(len(MARKERS)),
                                    key=lambda m: marker_value(m, self.flipped[m]), reverse=True)
        self._log(None, "ambition markers return and the lowest unflipped one is flipped: "
                  + ", ".join("/".join(map(str, marker_value(m, self.flipped[m])))
                              for m in self.markers_avail), R_CLEANUP)
        # a returned city's rearranging and discards are decided here, in the cleanup
        self._push(("chapter_next",))

    def _t_chapter_next(self) -> None:
        """End the game or advance the chapter and deal (arcs: End Game or Advance Chapter,
        Draw Cards)."""
        threshold = THRESHOLD[self.n]
        if max(self.power) >= threshold or self.chapter >= CHAPTERS:
            self._end_game(threshold)
            return
        self.chapter += 1
        self._log(None, f"chapter {self.chapter} begins: all action cards are shuffled and "
                  f"dealt", "arcs: Draw Cards")
        self.deck = sorted(self.deck + self.discard + self.discard_top + self.discard_up
                           + [c for h in self.hands for c in h])
        self.discard, self.discard_top, self.discard_up = [], [], []
        self.hands = [[] for _ in range(self.n)]
        self.passes = 0
        self._push(("deal", 0), ("after_deal",), ("round",))

    def _return_trophies(self) -> None:
        """Trophies go back to their owners: ships and starports to supply, cities to the
        rightmost empty city slot, agents to supply (arcs: Cleanup 1, Piece Limits)."""
        for seat in range(self.n):
            for (owner, kind), count in sorted(self.trophies[seat].items()):
                if kind == "ship":
                    self.ships_left[owner] += count
                elif kind == "starport":
                    self.ports_left[owner] += count
                elif kind == "city":
                    self.cities_board[owner] += count
                    self._rearrange(owner)
                else:
                    self._return_agents(owner, count)
            self.trophies[seat] = {}
        self._log(None, "Warlord was scored: all Trophies return to their owners", R_CLEANUP)

    def _return_captives(self) -> None:
        for seat in range(self.n):
            for owner, count in enumerate(self.captives[seat]):
                self._return_agents(owner, count)
            self.captives[seat] = [0] * self.n
        self._log(None, "Tyrant was scored: all Captives return to their owners", R_CLEANUP)

    def _end_game(self, threshold: int) -> None:
        """Most Power wins; a tie goes to the tied seat earliest in turn order from the
        initiative holder (arcs: Power Thresholds, arcs R11)."""
        best = max(self.power)
        order = self._order()
        winner = next(s for s in order if self.power[s] == best)
        if best >= threshold:
            ending, why = "threshold", f"Power {best} reached the threshold {threshold}"
        else:
            ending, why = "chapter 5", "chapter 5 has ended"
        tied = [s for s in order if self.power[s] == best]
        if len(tied) > 1:
            why += f"; seats {', '.join(map(str, tied))} tie on {best} and seat {winner} is " \
                   "earliest in turn order from the initiative holder"
        self._outcome = Outcome((winner,), ending, why, "arcs R11", tuple(self.power))
        self._log(None, f"the game ends: seat {winner} wins with {best} Power ({why})",
                  "arcs R11")

    # ------------------------------------------------------------------ explanations
    def _cands_turn(self) -> list[Action]:
        """Near misses a player might try, so "why can't I?" has answers (arcs R6)."""
        turn = self.turn
        assert turn is not None
        seat = turn["seat"]
        out = [Action(f"declare {a}") for a in AMBITIONS]
        out += [Action(f"spend {k}") for k in RESOURCES]
        for kind in ACTION_KINDS:
            if kind not in self.allowed_kinds() or not turn["pips"]:
                out += self._options(seat, kind)[:2]
        for sid, row in self.bldg.items():
            for owner, kind, _ in row:
                if kind == "city" and owner != seat:
                    out.append(Action(f"tax {sid} seat {owner}"))
            if len(row) >= SYSTEMS[sid].slots:
                out.append(Action(f"build city {sid}"))
        return out

    def _why_turn(self, action: Action) -> Verdict | None:
        turn = self.turn
        assert turn is not None
        seat, kind = turn["seat"], action.kind
        if kind == "declare":
            if turn["how"] != "lead":
                return Verdict(False, R_DECLARE, "only the initiative player declares, on the "
                               "lead card")
            if turn["declared"]:
                return Verdict(False, R_DECLARE, "an ambition was already declared with this card")
            if not turn["window"]:
                return Verdict(False, R_DECLARE, "declaring comes before any other action: it "
                               "is too late once a Prelude action or a pip was taken (arcs R6, "
                               "tarotlab X9)")
            if not self.markers_avail:
                return Verdict(False, R_DECLARE, "all three ambition markers are placed")
            if not self.may_declare(seat):
                return Verdict(False, "arcs leader: Feastbringer", "Generous: declaring gives a "
                               "Guild card to the rival with the least Power, and you hold none")
            shown = ACTION_CARDS[turn["card"]].ambition
            return Verdict(False, R_DECLARE, f"{card_label(turn['card'])} shows "
                           f"{shown or 'no ambition'}, not {action.arg}")
        if kind == "seize":
            if turn["how"] == "lead" or seat == self.initiative:
                return Verdict(False, R_SEIZE, "the player who holds the initiative cannot "
                               "seize it")
            if self.seized is not None:
                return Verdict(False, R_SEIZE, f"seat {self.seized} already seized the initiative "
                               "this round")
            if not turn["window"]:
                return Verdict(False, R_SEIZE, "seizing comes before any other action: it is "
                               "too late once a Prelude action or a pip was taken (arcs R6, "
                               "tarotlab X9)")
            return Verdict(False, R_SEIZE, f"{action.arg.split()[-1]} is not in your hand")
        if kind == "spend":
            res = action.arg
            if not turn["prelude"]:
                return Verdict(False, R_PRELUDE, "the Prelude ended when you spent an action pip")
            if res in self.outrage[seat]:
                return Verdict(False, "arcs: Outrage", f"you are Outraged by {res}: it cannot be "
                               "spent for its Prelude action")
            if res not in self.holdings(seat):
                return Verdict(False, R_PRELUDE, f"you hold no {res}")
            if res == "Weapon":
                why = ("no action pip is left to Battle with" if not turn["pips"] else
                       f"this turn's {turn['suit']} pips may already Battle")
                return Verdict(False, "arcs R13", f"spending Weapon would change nothing: {why}")
            return Verdict(False, R_PRELUDE, f"spending {res} would give no legal action now"
                           " (an action it buys must still be payable without it, tarotlab X10)")
        if kind == "use":
            return court.why(self, seat, action)
        if kind in ("tactical", "charismatic"):
            return self._why_extra(seat, action)
        if kind in LORE_STANDARD:
            standard, lore = LORE_STANDARD[kind]
            if not self.knows(seat, lore):
                return Verdict(False, f"arcs lore: {lore}", f"{kind} is a new action of {lore}, "
                               "which you do not hold")
            if not turn["pips"] or standard not in self.allowed_kinds():
                return Verdict(False, R_ROUND, f"{kind} replaces a {standard.capitalize()}: this "
                               "turn's pips cannot take one now")
            return Verdict(False, f"arcs lore: {lore}", f"{kind} has no legal target now")
        if kind in ACTION_KINDS or kind in court.NEW_VERBS:
            standard = court.STANDARD.get(kind, kind)
            if kind in court.NEW_VERBS and court.NEW_VERBS[kind] not in self.guild[seat]:
                return court.why(self, seat, action)
            if not turn["pips"]:
                return Verdict(False, R_ROUND, "no action pips left; spend a resource in the "
                               "Prelude or end with 'done'")
            if standard not in self.allowed_kinds():
                allowed = " or ".join(k.capitalize() for k in self.allowed_kinds())
                weapon = ""
                if standard == "battle":  # arcs R13
                    weapon = (" (spend Weapon in the Prelude to Battle)" if turn["prelude"] else
                              " (a Weapon spent in the Prelude would have let them Battle; the "
                              "Prelude ended with the first pip)")
                return Verdict(False, R_ROUND, f"this turn's pips take {turn['suit']} actions: "
                               f"{allowed}{weapon}")
            if kind in court.NEW_VERBS:
                return court.why(self, seat, action)
            return self._why_action(seat, action)
        return None

    def _why_action(self, seat: int, action: Action) -> Verdict | None:
        kind, words = action.kind, action.arg.split()
        gone = next((w.rstrip(":") for w in words if w.rstrip(":") in SYSTEMS
                     and w.rstrip(":") not in self.fresh), None)
        if gone is not None:
            return Verdict(False, R_MOVE if kind == "move" else "arcs: Out-of-Play Clusters",
                           f"{gone} is in an out-of-play cluster: nothing is there or goes there")
        if kind in ("influence", "secure") and action.arg:
            cid = COURT_BY_NAME.get(action.arg.lower())
            if not any(c == cid and cid is not None for c, _ in self.court):
                row = ", ".join(COURT[c].name for c, _ in self.court if c is not None)
                return Verdict(False, R_INFLUENCE if kind == "influence" else R_SECURE,
                               f"{action.arg} is not in the Court row ({row or 'empty'})")
        if kind == "influence" and not self.agents_left[seat]:
            return Verdict(False, "arcs: Piece Limits", "no agent left in your supply")
        if kind == "battle" and len(words) == 3 and words[0] in self.fresh:
            sid, rival = words[0], int(words[2])
            if not (self.fresh[sid][seat] or self.damaged[sid][seat]):
                return Verdict(False, R_BATTLE, f"you have no ship at {sid} to battle with")
            if rival == seat or not 0 <= rival < self.n:
                return Verdict(False, R_BATTLE, "the defender is a Rival with pieces in the "
                               "battle system")
            return Verdict(False, R_BATTLE, f"seat {rival} has no piece at {sid}")
        if kind == "tax" and len(words) == 3 and words[0] in self.bldg:
            sid, owner = words[0], int(words[2])
            if not any(o == owner and k == "city" for o, k, _ in self.bldg[sid]):
                return Verdict(False, R_TAX, f"seat {owner} has no city at {sid}")
            if owner != seat and self.controller(sid) != seat:
                return Verdict(False, R_TAX, f"you tax a Rival city only in a system you control; "
                               f"you do not control {sid}")
            if self.leads(seat, "Upstart") and self.controller(sid) != seat:
                return Verdict(False, "arcs leader: Upstart", f"Callow: you cannot tax a city "
                               f"you do not control, your own included ({sid})")
            return Verdict(False, R_TAX, "a city is taxed at most once per turn")
        if kind == "build" and len(words) == 2 and words[1] in self.fresh:
            what, sid = words
            if not self.has_presence(seat, sid):
                return Verdict(False, R_BUILD, f"you need a Loyal piece at {sid} to build there")
            if what == "ship":
                if not self.ships_left[seat]:
                    return Verdict(False, "arcs: Piece Limits", "no ship left in your supply")
                return Verdict(False, R_BUILD, f"ships are built at a Loyal starport, one per "
                               f"starport per turn (at {sid}: none left to use)")
            if not (self.cities_board if what == "city" else self.ports_left)[seat]:
                return Verdict(False, "arcs: Piece Limits", f"no {what} left to build")
            if SYSTEMS[sid].is_gate:
                lore = "Gate Stations" if what == "city" else "Gate Ports"
                if not self.knows(seat, lore):
                    return Verdict(False, R_BUILD, f"a gate has no building slot ({lore} would "
                                   f"allow a {what} there)")
                return Verdict(False, f"arcs lore: {lore}", f"{sid} already has a {what}: one "
                               "per gate")
            if what == "city" and self.knows(seat, "Cloud Cities"):
                kind_needed = SYSTEMS[sid].planet_type
                if len(self.bldg[sid]) > SYSTEMS[sid].slots:
                    return Verdict(False, "arcs lore: Cloud Cities", f"{sid} already has its "
                                   "one extra city")
                return Verdict(False, "arcs lore: Cloud Cities", f"a Cloud City at {sid} is "
                               f"paid with 1 {kind_needed}, which you do not hold")
            return Verdict(False, R_BUILD, f"{sid} has no empty building slot")
        if kind == "secure":
            cid = COURT_BY_NAME.get(action.arg.lower())
            slot = next((a for c, a in self.court if c == cid), None)
            if (cid and slot is not None and self.leads(seat, "Demagogue") and slot[seat] == 1
                    and COURT[cid].kind == "guild" and self._can_secure(seat, slot)):
                return Verdict(False, "arcs leader: Demagogue", "Paranoid: you cannot secure a "
                               "Guild card on which you have exactly 1 agent")
            return Verdict(False, R_SECURE, "you need more agents on the card than each Rival")
        if kind == "move":
            m = re.fullmatch(r"(\d\.\d) -> (\d\.\d): " + _SHIPS, action.arg)
            if m and m.group(1) in SYSTEMS and m.group(2) in SYSTEMS:
                src, dst = m.group(1), m.group(2)
                nf, nd = int(m.group(3) or 0), int(m.group(4) or 0)
                if src not in self.fresh or dst not in self.fresh:
                    out = src if src not in self.fresh else dst
                    return Verdict(False, R_MOVE, f"{out} is in an out-of-play cluster: "
                                   "nothing moves there (Out-of-Play Clusters)")
                if dst not in self.adj[src]:
                    return Verdict(False, R_MOVE, f"{dst} is not adjacent to {src}")
                if nf + nd > 2 and self.leads(seat, "Rebel"):
                    return Verdict(False, "arcs leader: Rebel", "Disorganized: each Move "
                                   "carries at most 2 ships")
                if nf > self.fresh[src][seat] or nd > self.damaged[src][seat]:
                    return Verdict(False, R_MOVE, f"you have {self.fresh[src][seat]} fresh and "
                                   f"{self.damaged[src][seat]} damaged ships at {src}")
        if kind == "repair" and len(words) == 2 and words[1] in self.fresh:
            return Verdict(False, R_REPAIR, f"you have no damaged {words[0]} at {words[1]}")
        return None

    def _why_extra(self, seat: int, action: Action) -> Verdict:
        """Why the Warrior's Tactical Move or the Feastbringer's Charismatic Influence is not
        offered now (arcs R14: only when a legal Battle or Secure follows)."""
        leader, standard = (("Warrior", "battle") if action.kind == "tactical" else
                            ("Feastbringer", "secure"))
        rule = f"arcs leader: {leader}"
        turn = self.turn
        assert turn is not None
        if not self.leads(seat, leader):
            return Verdict(False, rule, f"{action.kind} is the {leader}'s ability")
        if turn["how"] not in ("copy", "pivot") or turn.get("extra_used"):
            return Verdict(False, rule, f"only once, when you Copy or Pivot to "
                           f"{standard.capitalize()}")
        if not turn["pips"] or standard not in self.allowed_kinds():
            return Verdict(False, rule, f"this turn's pip cannot {standard.capitalize()}")
        inner = Action(action.arg)
        verdict = self._why_action(seat, inner)
        if inner.kind in ("move", "influence") and verdict is not None:
            return verdict
        return Verdict(False, rule, f"no legal {standard.capitalize()} would follow "
                       f"'{inner}' (arcs R14)")

    def _why_bonus(self, action: Action) -> Verdict | None:
        kind = action.kind
        standard = court.STANDARD.get(kind) or LORE_STANDARD.get(kind, (kind, ""))[0]
        if standard in ACTION_KINDS and standard not in self.pending[2]:
            instead = f" ({kind} replaces a {standard.capitalize()})" if standard != kind else ""
            return Verdict(False, R_PRELUDE, f"{self.pending[3]} buys a "
                           f"{' or '.join(k.capitalize() for k in self.pending[2])} action"
                           + instead)
        if kind in court.NEW_VERBS:
            return court.why(self, self.pending[1], action)
        return self._why_action(self.pending[1], action)

    def _pending_rule(self) -> str:
        return {"lead": R_LEAD, "follow": R_FOLLOW, "turn": R_ROUND, "bonus": R_PRELUDE,
                "catapult": R_CATAPULT, "dice": R_BATTLE, "hit": "arcs R3", "raid": R_RAID,
                "ransack": R_OUTRAGE, "fit": "arcs R8", "place": "arcs R8",
                "mulligan": "arcs R10",
                "recover": "arcs: Elimination Recovery",
                "card": court.rule(self.pending[2]) if self.pending[0] == "card" else "",
                "power": POWER_RULES.get(self.pending[2], "") if self.pending[0] == "power"
                else "", "draft": "arcs: Leaders & Lore"
                }.get(self.pending[0], R_ROUND)

    def _prompt(self) -> str:
        kind = self.pending[0] if self.pending else "over"
        seat = self.pending[1] if len(self.pending) > 1 else None
        return {
            "setup": "chance draws the setup card",
            "court": "chance draws a Court card",
            "deal": f"chance deals a card to seat {self.pending[2] if kind == 'deal' else ''}",
            "die": f"chance rolls a {self.pending[2] if kind == 'die' else ''} die",
            "bottom": "chance draws from the bottom of the action discard",
            "pile": f"chance shuffles the cards seat {self.pending[2] if kind == 'pile' else ''}"
                    " discarded before they are placed",
            "power": f"seat {seat} decides for "
                     f"{POWER_RULES.get(self.pending[2], '').partition(': ')[2]}"
                     if kind == "power" else "",
            "reveal": "chance lays out the Leaders & Lore row",
            "draft": f"seat {seat} drafts a leader or a lore card",
            "card": f"seat {seat} decides for "
                    f"{COURT[self.pending[2]].name if kind == 'card' else ''}",
            "mulligan": f"seat {seat} may mulligan (discard the hand and draw 6)",
            "lead": f"seat {seat} leads a card or passes",
            "follow": f"seat {seat} surpasses, copies or pivots",
            "turn": f"seat {seat} acts ({self._turn_words()})",
            "bonus": f"seat {seat} takes the action its "
                     f"{self.pending[3] if kind == 'bonus' else ''} bought",
            "catapult": f"seat {seat} may Catapult on or stop",
            "dice": f"seat {seat} collects battle dice",
            "hit": f"seat {seat} assigns {plural(self.pending[3], _POOL_WORDS[self.pending[2]])}"
                   if kind == "hit" else "",
            "raid": f"seat {seat} spends raid keys",
            "ransack": f"seat {seat} ransacks the Court",
            "fit": f"seat {seat} has more resources than slots and discards one",
            "place": f"seat {seat} chooses the slot of the "
                     f"{self.excess[self.pending[1]][0] if kind == 'place' else ''} it gained",
            "recover": f"seat {seat} places 3 ships at a gate",
        }.get(kind, "the game is over")

    def _turn_words(self) -> str:
        turn = self.turn
        if turn is None:
            return ""
        phase = "Prelude, " if turn["prelude"] else ""
        return f"{phase}{plural(turn['pips'], turn['suit'] + ' pip')} left"

    # ------------------------------------------------------------------ prepared positions
    def record(self) -> Any:
        """The game's record; an edited position (scenario.Edit) has none (decisions only)."""
        if self.edits:
            raise TarotlabError("arcs: this position was edited with tarotlab.arcs.scenario.Edit, "
                                "so no record of decisions can replay it")
        return super().record()

    def _rebuild(self, decisions: Any) -> None:
        """Undo rebuilds from the decisions, re-applying edits where they were made."""
        if not self.edits:
            super()._rebuild(decisions)
            return
        edits = list(self.edits)
        fresh = self._fresh(self.options, autoplay=False)
        assert isinstance(fresh, ArcsState)

        def replay_edits(step: int) -> None:
            while edits and edits[0][0] == step:
                _, what, args = edits.pop(0)
                getattr(fresh, "_edit_" + what)(*args)
                fresh.edits.append((step, what, args))
                fresh._cache_legal = None

        for i, (_, act) in enumerate(decisions):
            replay_edits(i)
            fresh.legal_actions()
            fresh._apply_legal(act)
        replay_edits(len(decisions))
        self.__dict__.clear()
        self.__dict__.update(fresh.__dict__)

    def _edit_ships(self, seat: int, sid: str, fresh: int, damaged: int) -> None:
        if sid not in SYSTEMS:
            raise TarotlabError(f"arcs edit: unknown system {sid!r}")
        if sid not in self.fresh:
            raise TarotlabError(f"arcs edit: {sid} is out of play on {self.setup}")
        have = self.fresh[sid][seat] + self.damaged[sid][seat]
        if fresh + damaged - have > self.ships_left[seat]:
            raise TarotlabError(f"arcs edit: seat {seat} has only {self.ships_left[seat]} ships "
                                "in supply")
        self.ships_left[seat] += have - fresh - damaged
        self.fresh[sid][seat], self.damaged[sid][seat] = fresh, damaged

    def _edit_building(self, seat: int, sid: str, kind: str, damaged: bool) -> None:
        if kind not in ("city", "starport"):
            raise TarotlabError(f"arcs edit: a building is a city or a starport, not {kind!r}")
        if sid not in self.bldg or len(self.bldg[sid]) >= SYSTEMS[sid].slots:
            raise TarotlabError(f"arcs edit: {sid} has no empty building slot")
        if (self.cities_board if kind == "city" else self.ports_left)[seat] <= 0:
            raise TarotlabError(f"arcs edit: seat {seat} has no {kind} left")
        self._add_building(seat, sid, kind, damaged)

    def _edit_squeeze(self, seat: int) -> None:
        """After an edit returned a city: tokens under it move to the leftmost empty open slots;
        what does not fit goes back to the supply (an edit asks no one)."""
        room = self.open_slots(seat)
        for i in range(room, 6):
            kind = self.res[seat][i]
            if kind is None:
                continue
            self.res[seat][i] = None
            empty = [j for j in range(room) if self.res[seat][j] is None]
            if empty:
                self.res[seat][empty[0]] = kind
            else:
                self.supply[kind] += 1

    def _edit_clear(self, sid: str) -> None:
        for seat in range(self.n):
            self.ships_left[seat] += self.fresh[sid][seat] + self.damaged[sid][seat]
            self.fresh[sid][seat] = self.damaged[sid][seat] = 0
        for owner, kind, _ in self.bldg.get(sid, ()):
            if kind == "city":
                self.cities_board[owner] += 1
                self._edit_squeeze(owner)
            else:
                self.ports_left[owner] += 1
        if sid in self.bldg:
            self.bldg[sid] = []

    def _edit_gain(self, seat: int, resources: tuple[str, ...]) -> None:
        unknown = [r for r in resources if r not in RESOURCES]
        if unknown:
            raise TarotlabError(f"arcs edit: unknown resource {unknown[0]!r} "
                                f"({', '.join(RESOURCES)})")
        empty = self._empty_slots(seat)
        if len(resources) > len(empty):
            raise TarotlabError(f"arcs edit: seat {seat} has {len(empty)} empty open slots for "
                                f"{len(resources)} resources (drop some first)")
        for r in resources:
            if self.supply[r] < resources.count(r):
                raise TarotlabError(f"arcs edit: not enough {r} left in the supply")
        for r, index in zip(resources, empty, strict=False):  # leftmost first, no decision
            self.supply[r] -= 1
            self._put(seat, index, r)

    def _edit_drop(self, seat: int, resources: tuple[str, ...]) -> None:
        for r in resources:
            where = [i for i in (5, 4, 3, 2, 1, 0, VAULT) if self._token_at(seat, i) == r]
            if not where:
                raise TarotlabError(f"arcs edit: seat {seat} holds no {r}")
            self._lose_resource(seat, where[0])  # the rightmost on the board first
            self.supply[r] += 1

    def _edit_guild(self, seat: int, names: tuple[str, ...]) -> None:
        for name in names:
            cid = COURT_BY_NAME.get(name.lower())
            if cid is None or COURT[cid].kind != "guild":
                raise TarotlabError(f"arcs edit: {name!r} is not a Guild card")
            if cid in self.court_deck:
                self.court_deck.remove(cid)
            elif any(c == cid for c, _ in self.court):
                slot = next(i for i, (c, _) in enumerate(self.court) if c == cid)
                for owner, count in enumerate(self.court[slot][1]):
                    self._return_agents(owner, count)
                self.court[slot] = [None, [0] * self.n]
                self._push(("court_fill",))
            else:
                raise TarotlabError(f"arcs edit: {name} is not in the Court deck or row")
            self.guild[seat].append(cid)

    def _edit_agents(self, seat: int, name: str, count: int) -> None:
        slot = self._court_slot(name) if name.lower() in COURT_BY_NAME and any(
            c == COURT_BY_NAME[name.lower()] for c, _ in self.court) else None
        if slot is None:
            raise TarotlabError(f"arcs edit: {name!r} is not in the Court row")
        have = self.court[slot][1][seat]
        if count - have > self.agents_left[seat]:
            raise TarotlabError(f"arcs edit: seat {seat} has only {self.agents_left[seat]} agents")
        self.agents_left[seat] += have - count
        self.court[slot][1][seat] = count

    def _edit_captives(self, seat: int, owner: int, count: int) -> None:
        have = self.captives[seat][owner]
        if count - have > self.agents_left[owner]:
            raise TarotlabError(f"arcs edit: seat {owner} has only {self.agents_left[owner]} "
                                "agents")
        self.agents_left[owner] += have - count
        self.captives[seat][owner] = count

    def _edit_trophies(self, seat: int, owner: int, kind: str, count: int) -> None:
        supply = {"ship": self.ships_left, "starport": self.ports_left,
                  "agent": self.agents_left}.get(kind)
        if supply is None:
            raise TarotlabError("arcs edit: trophies are ships, starports or agents here")
        have = self.trophies[seat].get((owner, kind), 0)
        if count - have > supply[owner]:
            raise TarotlabError(f"arcs edit: seat {owner} has only {supply[owner]} {kind}s left")
        supply[owner] += have - count
        self.trophies[seat][(owner, kind)] = count

    def _edit_power(self, seat: int, value: int) -> None:
        if value < 0:
            raise TarotlabError("arcs edit: Power is never negative")
        self.power[seat] = value

    def _edit_declared(self, ambition: str) -> None:
        if not self.markers_avail:
            raise TarotlabError("arcs edit: no ambition marker is available")
        self.boxes[ambition].append(self.markers_avail.pop(0))

    # ------------------------------------------------------------------ invariants
    def check_invariants(self) -> None:
        """Every piece, token and card exactly once somewhere; Power never negative (issue 6:
        conservation)."""
        n = self.n
        ship_map = [0] * n
        for sid in self.fresh:
            for s in range(n):
                assert self.fresh[sid][s] >= 0 and self.damaged[sid][s] >= 0, f"ships at {sid}"
                ship_map[s] += self.fresh[sid][s] + self.damaged[sid][s]
        built = {(s, k): 0 for s in range(n) for k in ("city", "starport")}
        for sid, row in self.bldg.items():
            if SYSTEMS[sid].is_gate:  # Gate Ports / Gate Stations: 1 of each per gate
                kinds = [k for _, k, _ in row]
                assert len(kinds) == len(set(kinds)), f"two buildings of a kind at gate {sid}"
            else:  # a Cloud City may stand beyond the slots, 1 per planet
                extra = 1 if self.options["leaders"] else 0
                assert len(row) <= SYSTEMS[sid].slots + extra, \
                    f"too many buildings at {sid}"
            for owner, kind, _ in row:
                built[(owner, kind)] += 1
        for s in range(n):
            def taken(kind: str, owner: int = s) -> int:
                return sum(t.get((owner, kind), 0) for t in self.trophies)
            assert self.ships_left[s] + ship_map[s] + taken("ship") == SHIPS, f"seat {s} ships"
            assert self.cities_board[s] + built[(s, "city")] + taken("city") == CITIES, \
                f"seat {s} cities"
            assert self.ports_left[s] + built[(s, "starport")] + taken("starport") == STARPORTS, \
                f"seat {s} starports"
            agents = (self.agents_left[s] + sum(a[s] for _, a in self.court)
                      + sum(c[s] for c in self.captives) + taken("agent")
                      + sum(1 for v in self.outrage[s].values() if v == "agent"))
            assert agents == AGENTS, f"seat {s} agents: {agents}"
            assert min(self.ships_left[s], self.cities_board[s], self.ports_left[s],
                       self.agents_left[s]) >= 0
            assert self.power[s] >= 0, "Power is never negative"
            held = [r for r in self.res[s] if r is not None]
            room = self.open_slots(s)
            assert all(r is None for r in self.res[s][room:]), f"seat {s}: a covered slot holds"
            # a token without a slot waits for its owner's decision, unless the game is over
            assert (not self.excess[s] or self._outcome is not None
                    or (self.pending[:2] in (("fit", s), ("place", s)))), \
                f"seat {s} holds resources without a slot"
            assert self.vault[s] is None or self.knows(s, "Ancient Holdings")
            assert len(held) <= room
        for kind in RESOURCES:
            total = (self.supply[kind] + self.limbo.count(kind)
                     + sum(h.count(kind) for h in (self.holdings(s) for s in range(n))))
            if self.n == 2:
                total += sum(1 for sid, sy in SYSTEMS.items() if sy.planet_type == kind
                             and self.setup and sy.cluster in SETUP_CARDS[self.setup].out_of_play)
            assert total == TOKENS_PER_TYPE, f"{kind} tokens: {total}"
        played = [c for _, c, _ in self.played] + [c for _, c in self.extras]
        cards = self.deck + self.discard + self.discard_top + self.discard_up + played + [
            c for h in self.hands for c in h]
        assert len(cards) == len(set(cards)) == (28 if n == 4 else 20), "action cards"
        court_cards = self.court_deck + self.court_discard + [c for c, _ in self.court if c] + [
            c for g in self.guild for c in g]
        court_cards += self.court_bottom + self.resolving + [c for _, c, _ in self.unions]
        assert len(court_cards) == len(set(court_cards)) == len(COURT), "Court cards"

    # ------------------------------------------------------------------ views
    def _view(self, seat: int | None) -> ArcsView:
        everything = seat == ALL
        players = []
        for s in range(self.n):
            own = everything or seat == s
            ships, cities, ports = self.on_map(s)
            players.append(ArcsPlayerView(
                seat=s, power=self.power[s], hand=tuple(self.hands[s]) if own else None,
                hand_count=len(self.hands[s]), resources=tuple(self.res[s]),
                waiting=tuple(self.excess[s]), open_slots=self.open_slots(s),
                cities_on_board=self.cities_board[s], city_bonus=self.city_bonus(s),
                ships_supply=self.ships_left[s], starports_supply=self.ports_left[s],
                agents_supply=self.agents_left[s],
                trophies=tuple(sorted((o, k, c) for (o, k), c in self.trophies[s].items())),
                captives=tuple((o, c) for o, c in enumerate(self.captives[s]) if c),
                outrage=tuple(sorted(self.outrage[s].items())), guild=tuple(self.guild[s]),
                on_map=(ships, cities, ports), leader=self.leader[s], lore=tuple(self.lore[s]),
                vault=self.vault[s]))
        systems = tuple(SystemView(
            sid, tuple(zip(self.fresh[sid], self.damaged[sid], strict=True)),
            tuple(self.bldg.get(sid, ())), self.controller(sid)) for sid in self.fresh)
        played = tuple((s, c if (how != "copy" or everything or seat == s) else None, how)
                       for s, c, how in self.played)
        extras = tuple((s, c if everything or seat == s else None) for s, c in self.extras)
        turn = None
        if self.turn is not None:
            t = self.turn
            turn = TurnView(t["seat"], t["how"], t["suit"], t["pips"], t["prelude"],
                            self.allowed_kinds(), t["weapon"])
        battle = None
        if self.battle is not None:
            b = self.battle
            battle = BattleView(b["seat"], b["def"], b["sid"], tuple(b["queue"]),
                                tuple(b["rolled"]), b["keys"])
        catapult = None
        if self.move is not None:
            m = self.move
            catapult = (m["at"], m["f"], m["d"])
        return ArcsView(
            viewer=seat, n=self.n, chapter=self.chapter, setup=self.setup,
            out_of_play=tuple(SETUP_CARDS[self.setup].out_of_play) if self.setup else (),
            initiative=self.initiative, seized=self.seized, players=tuple(players),
            systems=systems,
            court=tuple((c, tuple(a)) for c, a in self.court),
            court_deck=len(self.court_deck), court_discard=tuple(self.court_discard),
            deck=len(self.deck), discard=len(self.discard) + len(self.discard_top),
            discard_up=tuple(self.discard_up),
            lead=(self.lead[0], self.lead[1], self.zeroed) if self.lead else None,
            played=played, extras=extras,
            ambitions=tuple((a, tuple(marker_value(m, self.flipped[m]) for m in self.boxes[a]),
                             self.phantom.get(a, 0)) for a in AMBITIONS),
            markers=tuple(marker_value(m, self.flipped[m]) for m in self.markers_avail),
            supply=tuple(self.supply.items()), limbo=tuple(self.limbo),
            court_bottom=len(self.court_bottom),
            ll_row=(tuple(self.ll_row["leader"]), tuple(self.ll_row["lore"])),
            unions=tuple(self.unions),
            seen=self.seen.get(seat) if isinstance(seat, int) and seat >= 0 else None,
            turn=turn, battle=battle, catapult=catapult, to_move=self.to_move,
            prompt=self._prompt(), outcome=self._outcome, threshold=THRESHOLD[self.n])

    @classmethod
    def parse_action(cls, text: str) -> Action:
        action = match_grammar(_GRAMMAR, text)
        if action is not None:
            return action
        verb = text.split()[0].lower() if text.split() else ""
        examples = EXAMPLES.get(verb)
        if examples is None:
            raise MalformedAction(
                f"arcs: {text!r} is not an action (try 'lead Agg5', 'surpass Agg6', 'copy Mob3', "
                "'declare Tycoon', 'tax 3.1 seat 0', 'build city 3.1', 'move 3.1 -> 3.0: 2 "
                "fresh', 'battle 3.0 seat 2', 'influence Loyal Engineers', 'done')")
        raise MalformedAction(f"arcs: {text!r} is not an action; '{verb}' actions look like "
                              + ", ".join(f"'{e}'" for e in examples))


def _seats(seats: list[int]) -> str:
    """``seat 0 and seat 2``; the 2-player ambition boxes (seat -1) as ``the ambition boxes``."""
    names = [f"seat {s}" for s in sorted(seats) if s >= 0]
    return " and ".join(names + ["the ambition boxes"] * (-1 in seats))


_POOL_WORDS = {"self": "self-hit", "intercept": "intercept hit", "ships": "ship hit",
               "buildings": "building hit", "railgun": "Railgun hit"}
OWN_POOLS = ("self", "intercept", "railgun")  # hits on the attacker's own ships
LORE_STANDARD = {"summon": ("build", "Tool-Priests"), "nurture": ("build", "Living Structures"),
                 "prune": ("repair", "Living Structures"), "fire": ("battle", "Galactic Rifles")}
"""New actions of lore cards: the standard action each replaces, and the card."""
POWER_RULES = {"station": "arcs lore: Gate Stations", "sprint": "arcs lore: Sprinter Drives",
               "seeker": "arcs lore: Seeker Torpedoes", "beloved": "arcs leader: Elder",
               "tactical": "arcs leader: Warrior", "charismatic": "arcs leader: Feastbringer",
               "ambitious": "arcs leader: Upstart", "bold": "arcs leader: Demagogue",
               "generous": "arcs leader: Feastbringer"}
"""The rule each leader or lore follow-up decision cites."""
POWER_NAMES = {"beloved": "Elder: Beloved", "tactical": "Warrior: Tactical",
               "charismatic": "Feastbringer: Charismatic"}
"""The ability behind an extra action taken outside the pips."""


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


def _card(text: str) -> str | None:
    """An action card code from ``agg5``, ``Agg5``, ``adm 5`` or ``Aggression 5``."""
    t = text.strip().lower()
    for code, info in ACTION_CARDS.items():
        if t in (code.lower(), info.name.lower()) or t.replace(" ", "") == code.lower():
            return code
    return None


def _roll(text: str) -> str | None:
    """``roll 2 assault`` or ``roll 1 skirmish 2 raid``: the dice not named are 0; each type
    at most once."""
    counts = {"assault": 0, "skirmish": 0, "raid": 0}
    pairs = re.findall(r"(\d+) (\w+)", text)
    if len(pairs) * 2 != len(text.split()):
        return None
    for number, kind in pairs:
        kind = kind.lower()
        if kind not in counts or counts[kind]:
            return None
        counts[kind] = int(number)
    return "roll " + " ".join(f"{n} {k}" for k, n in counts.items())


def _court(text: str) -> str | None:
    cid = COURT_BY_NAME.get(text.strip().lower())
    return COURT[cid].name if cid else None


def _system(text: str) -> str | None:
    return text if text in SYSTEMS else None


def _ships(m: re.Match[str], first: int) -> str | None:
    f, d = int(m.group(first) or 0), int(m.group(first + 1) or 0)
    return ships_text(f, d) if f or d else None


def _move(m: re.Match[str]) -> str | None:
    a, b, ships = _system(m.group(1)), _system(m.group(2)), _ships(m, 3)
    return f"move {a} -> {b}: {ships}" if a and b and ships else None


def _join(*parts: str | None) -> str | None:
    return None if any(p is None for p in parts) else " ".join(p for p in parts if p)


def _cap(word: str, options: Iterable[str]) -> str | None:
    return next((o for o in options if o.lower() == word.lower()), None)


_SYS = r"(\d\.\d)"
_GRAMMAR: list[tuple[str, Any]] = [
    (r"(pass|done|keep|mulligan|stop|stop raiding)", lambda m: m.group(1).lower()),
    (r"setup (.+)", lambda m: _join("setup", next(
        (c.name for c in SETUP_CARDS.values() if c.name.lower() == m.group(1).lower()), None))),
    (r"(court|influence|secure|ransack|steal) ([A-Za-z' -]+)",
     lambda m: _join(m.group(1).lower(), _court(m.group(2)))),
    (r"(deal|lead|surpass|copy|pivot) (.+)",
     lambda m: _join(m.group(1).lower(), _card(m.group(2)))),
    (r"seize (?:with )?(.+)", lambda m: _join("seize with", _card(m.group(1)))),
    (r"declare (\w+)", lambda m: _join("declare", _cap(m.group(1), AMBITIONS))),
    (r"(spend|discard) (\w+)", lambda m: _join(m.group(1).lower(), _cap(m.group(2), RESOURCES))),
    (r"steal (\w+) in slot ([1-7])", lambda m: _join("steal", _cap(m.group(1), RESOURCES),
                                                    f"in slot {m.group(2)}")),
    (r"place (\w+) in slot ([1-7])", lambda m: _join("place", _cap(m.group(1), RESOURCES),
                                                    f"in slot {m.group(2)}")),
    (r"tax " + _SYS + r" seat (\d)", lambda m: _join("tax", _system(m.group(1)),
                                                     f"seat {m.group(2)}")),
    (r"battle " + _SYS + r" seat (\d)", lambda m: _join("battle", _system(m.group(1)),
                                                        f"seat {m.group(2)}")),
    (r"(build|repair) (city|starport|ship) (?:at )?" + _SYS,
     lambda m: _join(m.group(1).lower(), m.group(2).lower(), _system(m.group(3)))),
    (r"move " + _SYS + r" ?-> ?" + _SYS + r":? " + _SHIPS, lambda m: _move(m)),
    (r"catapult ?-> ?" + _SYS + r":? " + _SHIPS,
     lambda m: f"catapult -> {m.group(1)}: {_ships(m, 2)}"
     if _system(m.group(1)) and _ships(m, 2) else None),
    (r"roll (\d+ \w+(?: \d+ \w+){0,2})", lambda m: _roll(m.group(1))),
    (r"die (assault|skirmish|raid) ([1-6])", lambda m: f"die {m.group(1).lower()} {m.group(2)}"),
    (r"hit (own )?(fresh|damaged) (ship|city|starport)",
     lambda m: f"hit {(m.group(1) or '').lower()}{m.group(2).lower()} {m.group(3).lower()}"),
    (r"recover (?:at )?" + _SYS, lambda m: _join("recover at", _system(m.group(1)))),
    (r"spend (\w+) as (\w+)", lambda m: _join("spend", _cap(m.group(1), RESOURCES), "as",
                                               _cap(m.group(2), RESOURCES))),
    (r"use (.+)", lambda m: _use(m.group(1))),
    (r"(manufacture|synthesize|pressgang|execute|stop|decline|draw now|no swap|keep the dice|"
     r"roll the rerolls|seize the initiative)", lambda m: m.group(1).lower()),
    (r"abduct (.+)", lambda m: _join("abduct", _court(m.group(1)))),
    (r"trade " + _SYS + r" seat (\d)", lambda m: _join("trade", _system(m.group(1)),
                                                       f"seat {m.group(2)}")),
    (r"steal (.+) from seat (\d)", lambda m: _join(
        "steal", _cap(m.group(1), RESOURCES) or _court(m.group(1)), f"from seat {m.group(2)}")),
    (r"release an agent of seat (\d) for (\w+)", lambda m: _join(
        f"release an agent of seat {m.group(1)} for", _cap(m.group(2), RESOURCES))),
    (r"execute an agent of seat (\d)", lambda m: f"execute an agent of seat {m.group(1)}"),
    (r"give (\w+)", lambda m: _join("give", _cap(m.group(1), RESOURCES))),
    (r"also discard (.+)", lambda m: _join("also discard", _card(m.group(1)))),
    (r"look at seat (\d)", lambda m: f"look at seat {m.group(1)}"),
    (r"swap (\S+) for (\S+)", lambda m: _join("swap", _card(m.group(1)), "for",
                                               _card(m.group(2)))),
    (r"reroll (skirmish|assault) ([1-6])",
     lambda m: f"reroll {m.group(1).lower()} {m.group(2)}"),
    (r"(tactical|charismatic) ((?:move|influence) .+)",
     lambda m: _inner(m.group(1).lower(), m.group(2))),
    (r"reveal (leader|lore) (.+)", lambda m: _leader_or_lore("reveal", m.group(1), m.group(2))),
    (r"take (leader|lore) (.+)", lambda m: _leader_or_lore("take", m.group(1), m.group(2))),
    (r"take (\w+)", lambda m: _join("take", _cap(m.group(1), RESOURCES))),
    (r"gain (\w+)", lambda m: _join("gain", _cap(m.group(1), RESOURCES))),
    (r"agent on (.+)", lambda m: _join("agent on", _court(m.group(1)))),
    (r"give (.+) to seat (\d)", lambda m: _join("give", _court(m.group(1)),
                                                f"to seat {m.group(2)}")),
    (r"sprint " + _SYS + r" ?-> ?" + _SYS + r":? " + _SHIPS,
     lambda m: f"sprint {m.group(1)} -> {m.group(2)}: {_ships(m, 3)}"
     if _system(m.group(1)) and _system(m.group(2)) and _ships(m, 3) else None),
    (r"summon at " + _SYS, lambda m: _join("summon at", _system(m.group(1)))),
    (r"nurture " + _SYS, lambda m: _join("nurture", _system(m.group(1)))),
    (r"prune (city|starport) at " + _SYS,
     lambda m: _join(f"prune {m.group(1).lower()} at", _system(m.group(2)))),
    (r"fire from " + _SYS + r" at " + _SYS + r" seat (\d)",
     lambda m: _join("fire from", _system(m.group(1)), "at", _system(m.group(2)),
                     f"seat {m.group(3)}")),
    (r"uprising in cluster ([1-6])", lambda m: f"uprising in cluster {m.group(1)}"),
    (r"outrage (\w+)", lambda m: _join("outrage", _cap(m.group(1), RESOURCES))),
    (r"free the city of seat (\d) at " + _SYS, lambda m: _join(
        f"free the city of seat {m.group(1)} at", _system(m.group(2)))),
    (r"draw (\S+)", lambda m: _join("draw", _card(m.group(1)))),
    (r"pile (\S+)", lambda m: _join("pile", _card(m.group(1)))),
]


EXAMPLES: dict[str, tuple[str, ...]] = {
    "lead": ("lead Agg5", "lead adm 5"), "surpass": ("surpass Agg6",), "copy": ("copy Mob3",),
    "pivot": ("pivot Con4",), "seize": ("seize with Mob6", "seize Mob6"),
    "declare": ("declare Tycoon",), "spend": ("spend Fuel", "spend Relic as Material"),
    "tax": ("tax 3.1 seat 0",), "build": ("build city 3.1", "build starport at 3.1",
                                         "build ship 3.1"),
    "repair": ("repair ship 6.2", "repair city at 3.3"), "move": ("move 3.1 -> 3.0: 2 fresh",
                                                                 "move 3.1->3.0 1 damaged"),
    "catapult": ("catapult -> 2.0: 1 fresh",), "battle": ("battle 3.0 seat 2",),
    "roll": ("roll 2 assault", "roll 1 skirmish 2 raid", "roll the rerolls"),
    "hit": ("hit fresh ship", "hit own damaged ship", "hit damaged city"),
    "steal": ("steal Fuel in slot 3", "steal Loyal Engineers"),
    "influence": ("influence Loyal Engineers",), "secure": ("secure Arms Union",),
    "use": ("use Prison Wardens at 3.1", "use Silver-Tongues: steal Fuel from seat 1"),
    "recover": ("recover 6.0", "recover at 6.0"), "place": ("place Fuel in slot 4",),
    "discard": ("discard Fuel",), "sprint": ("sprint 2.2 -> 2.3: 1 fresh",),
}
"""Examples of each verb, shown when a typed text with that verb is not an action."""


def _inner(prefix: str, text: str) -> str | None:
    """``tactical move …`` / ``charismatic influence …``: the prefix and the canonical action."""
    try:
        inner = ArcsState.parse_action(text)
    except MalformedAction:
        return None
    return f"{prefix} {inner}"


def _leader_or_lore(verb: str, kind: str, name: str) -> str | None:
    table = LEADER_BY_NAME if kind.lower() == "leader" else LORE_BY_NAME
    cards = LEADERS if kind.lower() == "leader" else LORE
    cid = table.get(name.strip().lower())
    return f"{verb} {kind.lower()} {cards[cid].name}" if cid else None


def _use(text: str) -> str | None:
    """``use <card>``, ``use <card>: <detail>`` or ``use <card> on|at <x>``, canonical case."""
    low = text.lower()
    for card in COURT.values():
        n = card.name.lower()
        if low == n or low.startswith(n + ":") or low.startswith(n + " "):
            rest = text[len(n):]
            detail = " ".join(rest.split())
            if not detail:
                return f"use {card.name}"
            if detail.startswith(":"):
                inner = detail[1:].strip()
                m = re.fullmatch(r"steal (.+) from seat (\d)", inner, flags=re.IGNORECASE)
                if m:
                    what = _cap(m.group(1), RESOURCES) or _court(m.group(1))
                    return _join(f"use {card.name}: steal", what, f"from seat {m.group(2)}")
                m = re.fullmatch(r"steal from seat (\d)", inner, flags=re.IGNORECASE)
                if m:
                    return f"use {card.name}: steal from seat {m.group(1)}"
                return _join(f"use {card.name}:", _cap(inner, RESOURCES))
            m = re.fullmatch(r"(on|at) (\S+)", detail, flags=re.IGNORECASE)
            if m and m.group(1).lower() == "on":
                return _join(f"use {card.name} on", _card(m.group(2)))
            if m:
                return _join(f"use {card.name} at", _system(m.group(2)))
    return None


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
