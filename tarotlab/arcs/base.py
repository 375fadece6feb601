"""Arcs' foundation: the options, every field of the position declared once (the records of the
turn, battle and move under way and of the pending decision are in ``underway.py``) and the
abilities in play. The task runner and the decisions' protocol are the core's
(``tarotlab.core.decision``), as in every game.

Rules are cited as ``arcs: <section>`` (the rulebook, arcs.txt), ``arcs R<n>``
(arcs-rulings.md) and ``tarotlab X<n>`` (the project's decisions, docs/rulings.md).

The game is a queue of tasks: a task (``(name, *args)``, carried out by the method its layer's
``TASKS`` table names; ``rules.ArcsState`` joins the tables) changes the position (and logs
why), pushes more tasks, or sets ``pending`` to a decision of one seat or of CHANCE. Each kind
of decision is one ``Decision`` class of the layer whose rule it is, holding together its rule,
prompt, legal actions, near misses, reasons for refusing and effect; the layers' ``DECISIONS``
tables name them.

Decks are unordered piles: a draw is a chance decision naming the card (tarotlab X1), so a
teacher can deal any hand and the order of a deck is never part of the position. Each battle
die is a chance decision naming its face (arcs R4).

Seats are numbered from 0; seat 0 holds the initiative at the start and is the setup card's
"seat 1" (arcs R2). Clockwise is increasing seat number.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar, TypeVar

from ..core.copying import (
    Shape,
    flat,
    list_of_tables,
    nested,
    object_with,
    same,
    table,
    table_of_lists,
)
from ..core.decision import Decide, DecisionState, Task
from ..core.decision import Decision as CoreDecision
from ..core.engine import Action
from ..core.errors import OptionError
from ..core.options import Option
from ..core.rules import Verdict
from .action_types import ships_text as ships_text
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
from .hooks import ABILITIES, Ability
from .mapdata import setup_card
from .reach import reach
from .slots import VAULT
from .underway import (
    AbilityAsk,
    AssignHits,
    BattleState,
    DealCard,
    DrawCourt,
    MoveState,
    OrderPile,
    Pending,
    RansackCourt,
    RevealCard,
    RollDie,
    TakeBonus,
    TurnState,
)

SHIPS, CITIES, STARPORTS, AGENTS = (PIECES["ships"], PIECES["cities"], PIECES["starports"],
                                    PIECES["agents"])
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
R_LIMITS = "arcs: Piece Limits"
R_LL = "arcs: Leaders & Lore"
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


def otherwise(verdict: Verdict | None, default: Verdict) -> Verdict:
    """``verdict`` if there is one, else ``default`` (a refusal is falsy: never ``or`` them)."""
    return verdict if verdict is not None else default


S = TypeVar("S", bound="ArcsBase")
P = TypeVar("P")


class Decision(CoreDecision[S, P]):
    """An Arcs decision (``core.decision.Decision``); one that names no rule of its own cites
    the round's structure."""

    rule: ClassVar[str] = R_ROUND


def without(cards: tuple[str, ...], card: str) -> tuple[str, ...]:
    """``cards`` without ``card`` (``ValueError`` if it is not there, as ``list.remove``).

    >>> without(("LEAD01", "LEAD02", "LEAD03"), "LEAD02")
    ('LEAD01', 'LEAD03')
    """
    i = cards.index(card)
    return cards[:i] + cards[i + 1:]


def court_row(row: list[list[Any]]) -> list[list[Any]]:
    """The Court row as ``clone()`` copies it: [card id | None, agents per seat] per slot."""
    return [[card, agents[:]] for card, agents in row]


class ArcsBase(DecisionState):
    """The fields of an Arcs position and the abilities in play; the task runner and the State
    protocol are ``core.decision.DecisionState``'s."""

    GAME = "arcs"
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
    OVER_RULE = R_ROUND

    # every field of a position, declared once
    n: int
    setup: str  # the setup card's name ("" until it is drawn)
    leader: list[str | None]  # Leaders & Lore: each seat's leader id
    lore: list[list[str]]  # and lore ids
    ll_row: dict[str, tuple[str, ...]]  # the draft rows: "leader" / "lore" -> card ids
    ll_deck: dict[str, tuple[str, ...]]  # (tuples: changed only in the draft, shared by clones)
    vault: list[str | None]  # the token on a card's extra slot (slot 7)
    fresh: dict[str, list[int]]  # system -> fresh ships per seat
    damaged: dict[str, list[int]]
    bldg: dict[str, list[tuple[int, str, bool]]]  # system -> (owner, city|starport, damaged)
    ships_left: list[int]
    ports_left: list[int]
    cities_board: list[int]
    agents_left: list[int]
    outrage: list[dict[str, str]]  # resource -> "agent" | "placeholder"
    res: list[list[str | None]]  # the 6 resource slots of each seat's board
    excess: list[list[str]]  # gained, waiting for a slot (arcs R8)
    guild: list[list[str]]
    trophies: list[dict[tuple[int, str], int]]  # (owner, kind) -> count
    captives: list[list[int]]  # captives[seat][owner]
    power: list[int]
    supply: dict[str, int]
    phantom: dict[str, int]  # 2 players: tokens on the ambition boxes
    limbo: list[str]  # resources spent in this Prelude (arcs: Prelude 1)
    deck: list[str]
    hands: list[list[str]]
    discard: list[str]  # the shuffled face-down pile (unordered, X1)
    discard_top: list[str]  # discarded on top of it since, oldest first
    discard_up: list[str]  # split piles: the face-up pile (arcs R12)
    court_deck: list[str]
    court: list[list[Any]]  # the row: [card id | None, agents per seat]
    court_discard: list[str]
    court_bottom: list[str]  # buried under the Court deck, next to draw first
    unions: list[tuple[int, str, str]]  # (seat, card set beside a card, action card claimed)
    resolving: list[str]  # Vox cards resolving now
    seen: dict[int, tuple[int, tuple[str, ...], str]]  # seat -> (rival, its hand, card looking)
    declared_round: bool
    chapter: int
    markers_avail: list[int]  # marker indices, highest value first
    flipped: list[bool]
    boxes: dict[str, list[int]]  # ambition -> markers declared on it
    initiative: int
    seized: int | None
    lead: tuple[int, str] | None  # (seat, card) of this round's lead
    zeroed: bool  # the zero marker covers the lead card's number
    played: list[tuple[int, str, str]]  # (seat, card, lead|surpass|copy|pivot)
    extras: list[tuple[int, str]]  # face-down cards played to seize
    passes: int
    turn: TurnState | None
    battle: BattleState | None
    move: MoveState | None
    mulliganed: bool
    edits: list[tuple[int, str, tuple[Any, ...]]]  # scenario.Edit: (step, what, args)
    pending: Pending | None
    tasks: list[Task]

    CLONE_SHAPES: ClassVar[dict[str, Shape]] = {
        **DecisionState.CLONE_SHAPES, **dict.fromkeys(
            ("leader", "vault", "ships_left", "ports_left", "cities_board", "agents_left",
             "power", "limbo", "deck", "discard", "discard_top", "discard_up", "court_deck",
             "court_discard", "court_bottom", "unions", "resolving", "markers_avail", "flipped",
             "played", "extras"), flat),
        **dict.fromkeys(("lore", "res", "excess", "guild", "captives", "hands"), nested),
        **dict.fromkeys(("fresh", "damaged", "bldg", "boxes"), table_of_lists),
        **dict.fromkeys(("outrage", "trophies"), list_of_tables),
        **dict.fromkeys(("supply", "phantom", "seen", "options", "ll_row", "ll_deck"), table),
        **dict.fromkeys(("tasks", "edits"), flat), "court": court_row,
        **dict.fromkeys(("pending", "lead"), same),
        "turn": object_with("taxed", "shipped", "secured", "used"),
        "battle": object_with("queue", "rolled", "reroll", "offered"),
        "move": object_with("seen", "dropped")}
    """How ``clone()`` copies the fields above whose shape is fixed (``core.copying``); every
    option is a number, a name or a flag, the lead is a (seat, card) pair, every pending
    record holds only names, numbers and tuples of them, and every task and edit is a tuple of
    names, numbers and pending records."""

    def _setup(self) -> None:
        n = self.options["players"]
        card = self.options["setup_card"]
        if card is not None:
            self.options["setup_card"] = setup_card(card, n).name  # OptionError if it is wrong
        if self.options["second_lore"] and not self.options["leaders"]:
            raise OptionError("arcs: option 'second_lore' needs leaders=True (arcs R12)",
                              "second_lore")
        self.n = n
        self.setup = ""
        self.leader = [None] * n
        self.lore = [[] for _ in range(n)]
        self.ll_row = {"leader": (), "lore": ()}
        self.ll_deck = {"leader": tuple(sorted(LEADERS)), "lore": tuple(sorted(LORE))}
        self.vault = [None] * n
        self.fresh, self.damaged, self.bldg = {}, {}, {}
        self.ships_left = [SHIPS] * n
        self.ports_left = [STARPORTS] * n
        self.cities_board = [CITIES] * n
        self.agents_left = [AGENTS] * n
        self.outrage = [{} for _ in range(n)]
        self.res = [[None] * 6 for _ in range(n)]
        self.excess = [[] for _ in range(n)]
        self.guild = [[] for _ in range(n)]
        self.trophies = [{} for _ in range(n)]
        self.captives = [[0] * n for _ in range(n)]
        self.power = [0] * n
        self.supply = dict.fromkeys(RESOURCES, TOKENS_PER_TYPE)
        self.phantom = {}
        self.limbo = []
        cards = sorted(c for c, ac in ACTION_CARDS.items()
                       if n == 4 or ac.number not in FOUR_PLAYER_ONLY)
        self.deck = cards
        self.hands = [[] for _ in range(n)]
        self.discard, self.discard_top, self.discard_up = [], [], []
        self.court_deck = sorted(COURT)
        self.court = [[None, [0] * n] for _ in range(COURT_ROW[n])]
        self.court_discard, self.court_bottom = [], []
        self.unions, self.resolving = [], []
        self.seen = {}
        self.declared_round = False
        self.chapter = 1
        self.markers_avail = [2, 1, 0]
        self.flipped = [False, False, False]
        self.boxes = {a: [] for a in AMBITIONS}
        self.initiative = 0
        self.seized = None
        self.lead = None
        self.zeroed = False
        self.played, self.extras = [], []
        self.passes = 0
        self.turn = self.battle = self.move = None
        self.mulliganed = False
        self.edits = []
        self.pending = None
        draft: list[Task] = ([("ll_row", "leader"), ("ll_row", "lore"), ("draft", 0)]
                             if self.options["leaders"] else [])
        self.tasks = [("court_fill",), ("setup_card",), *draft, ("place",), ("deal", 0),
                      ("after_deal",), ("round",)]
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

    # ------------------------------------------------------------------ abilities in play
    def abilities(self, seat: int) -> list[Ability[Any]]:
        """The abilities of ``seat``: its Guild cards (in the order it took them), its leader,
        its lore cards (``hooks.Ability``)."""
        out = [ABILITIES[c] for c in self.guild[seat]]
        lid = self.leader[seat]
        if lid is not None:
            out.append(ABILITIES[lid])
        if self.lore[seat]:
            out += [ABILITIES[c] for c in self.lore[seat]]
        return out

    def modified(self, query: str, seat: int, value: Any, **context: Any) -> Any:
        """``value`` as ``seat``'s abilities change it for ``query`` (``Ability.modify``),
        each getting what the one before returned; only the cards answering are asked."""
        for ability in self.abilities(seat):
            method = ability.MODIFIERS.get(query)
            if method is not None:
                value = method(ability, self, seat, value, **context)
        return value

    def trigger(self, moment: str, seat: int, **context: Any) -> None:
        """What ``seat``'s abilities do at ``moment`` (``Ability.on``), in their order."""
        for ability in self.abilities(seat):
            method = ability.TRIGGERS.get(moment)
            if method is not None:
                method(ability, self, seat, **context)

    def holds(self, seat: int, ability: Ability[Any]) -> bool:
        """Whether ``ability`` is one of ``seat``'s."""
        card = ability.card
        return card in self.guild[seat] or card == self.leader[seat] or card in self.lore[seat]

    def refusal(self, seat: int, action: Action) -> Verdict | None:
        """The first of ``seat``'s abilities that explains a refusal of ``action``."""
        for ability in self.abilities(seat):
            verdict = ability.refuse(self, seat, action)
            if verdict is not None:
                return verdict
        return None

    # ------------------------------------------------------------------ a card's follow-up
    def _t_ask(self, seat: int, card: str, step: str, *args: Any) -> None:
        """A card's follow-up decision, asked only when it has a choice."""
        ask = AbilityAsk("ask", seat, card, step, args)
        if ABILITIES[card].ask_legal(self, ask):
            self.pending = ask

    # ------------------------------------------------------------------ refusals
    def _not_a_choice(self, action: Action) -> Verdict:
        legal = self.legal_actions()
        shown = ", ".join(f"'{a}'" for a in legal[:4]) + (", …" if len(legal) > 4 else "")
        rule = self._pending_rule()
        if action.kind not in {a.kind for a in legal}:
            return Verdict(False, rule, f"now {self._prompt()}, and '{action}' is another kind "
                           f"of decision (the choices: {shown})")
        return Verdict(False, rule, f"now {self._prompt()}; '{action}' is not possible in this "
                       f"position (the choices: {shown})")


class AbilityAskDecision(Decision[ArcsBase, AbilityAsk]):
    """A card's follow-up decision: the card's ability lists, explains and applies it."""

    def citation(self, s: ArcsBase, p: AbilityAsk) -> str:
        return ABILITIES[p.card].rule

    def prompt(self, s: ArcsBase, p: AbilityAsk) -> str:
        return f"seat {p.seat} decides for {ABILITIES[p.card].name}"

    def legal(self, s: ArcsBase, p: AbilityAsk) -> list[Action]:
        return ABILITIES[p.card].ask_legal(s, p)

    def why(self, s: ArcsBase, p: AbilityAsk, action: Action) -> Verdict | None:
        return ABILITIES[p.card].ask_why(s, p, action)

    def do(self, s: ArcsBase, p: AbilityAsk, action: Action) -> None:
        ABILITIES[p.card].ask_do(s, p, action)


DECISIONS: dict[str, Decision[Any, Any]] = {"ask": AbilityAskDecision()}
TASKS: dict[str, Callable[..., None]] = {"ask": ArcsBase._t_ask}


__all__ = ["ACTION_KINDS", "AGENTS", "CITIES", "DECISIONS", "SHIPS", "STARPORTS", "TASKS", "VAULT",
           "AbilityAsk", "AbilityAskDecision", "ArcsBase", "AssignHits", "BattleState",
           "DealCard", "Decide", "Decision", "DrawCourt", "MoveState", "OrderPile", "Pending",
           "RansackCourt", "RevealCard", "RollDie", "TakeBonus", "Task", "TurnState",
           "adjacency", "card_label", "marker_value", "otherwise", "ships_text"]
