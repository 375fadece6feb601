"""Arcanum's foundation: the options, every field of the position declared once, the records of
the pending decision, and what every rulebook section uses (VP and prestige changes, hands,
the mandatory Minor of arcanum R22, asking a decision).

Rules are cited as ``arcanum: <section>`` (arcanum.txt), ``arcanum R<n>`` (arcanum-rulings.md)
and ``tarotlab A<n>`` (the project's decisions, docs/rulings.md).

The game runs on the core decision engine (``tarotlab.core.decision``): a queue of tasks, each
carried out by a function of the section whose rule it is, and one pending decision, a typed
record below whose ``kind`` names its ``Decision``. The sections: ``setup`` (first player,
figures), ``draw_hide`` (A. Draw and hide; drawing; the hand limit), ``playing`` (B. Playing
cards; a Minor's move), ``locations`` (the ten locations' effects), ``majors`` (the 22 Major
Arcana), ``house_scoring`` (C. House prestige scoring, the end); ``rules.ArcanumState`` joins
their tables. Decks are unordered: each draw is a chance decision naming the card drawn
(tarotlab A1), the same game as a shuffled deck, and a teacher can ask "what if the next card
is the Tower?".
"""

from __future__ import annotations

from typing import Any, ClassVar, NamedTuple

from ..core.copying import Shape, flat, nested, same, table
from ..core.decision import Decide, DecisionState, Task
from ..core.engine import Action
from ..core.errors import OptionError
from ..core.options import Option
from ..core.rules import Verdict
from .catalog import (
    COURT_FIGURES,
    DEATH,
    LOCATIONS,
    MAJOR_BASE,
    MAJORS,
    MINORS,
    PRESTIGE_MAX,
    SCHEDULE,
    SUITS,
    WHEEL,
    code,
    is_major,
    name,
)
from .language import (
    DISCARD_NONE,
    DRAW_1_MAJOR,
    DRAW_2_MINORS,
    DRAW_3_MINORS,
    HIDE_NONE,
    MARKET_PASS,
    SWAP_NONE,
)
from .scoring import house_positions, house_standing

MINOR_DECK, MAJOR_DECK = "minor", "major"
FIG_INDEX = {f: i for i, f in enumerate(COURT_FIGURES)}
OFF_BOARD = 0
R_MINOR = "arcanum: Playing a Minor Arcana"
R_PHASE = "arcanum: B. Playing cards phase"
R_HIDE = "arcanum R11"
R_MANDATORY = f"arcanum R22, {R_PHASE}"
R_DEAL = "arcanum: A. Draw and hide"
R_DEATH = "arcanum: XIII Death"
R_STEP_A = f"{R_MINOR}, a"
R_LIMIT = "arcanum R12"
R_SETUP = "arcanum: Setup"
R_END = "arcanum: End of the Game"

NONE_CHOICES = (HIDE_NONE, DISCARD_NONE, SWAP_NONE, MARKET_PASS)
DRAW_TEXT = {DRAW_3_MINORS: "3 Minor Arcana", DRAW_1_MAJOR: "1 Major Arcana",
             DRAW_2_MINORS: "2 Minor Arcana"}
DRAWS = tuple(Action(f"draw {code(c)}") for c in range(78))
HIDES = tuple(Action(f"hide {code(c)}") for c in range(78))
DISCARDS = tuple(Action(f"discard {code(c)}") for c in range(78))


def seat_order(start: int, n: int) -> list[int]:
    """The seats clockwise from ``start``.

    >>> seat_order(2, 4)
    [2, 3, 0, 1]
    """
    return [(start + k) % n for k in range(n)]


def loc_rule(number: int) -> str:
    """The rulebook's location effect, cited by number and name: ``arcanum: 4. Throne Room``."""
    return f"arcanum: {number}. {LOCATIONS[number - 1].name}"


def the(card: int) -> str:
    """A card as a log line names it: ``the 5 of Wands``, ``XIII Death``."""
    return name(card) if is_major(card) else f"the {name(card)}"


# ---------------------------------------------------------------------- pending decisions
# Decide(kind, seat): first (chance), dh, hide, main, artisan, harbour, market, cathedral, tower,
# reveal, judge_remove, judge_return.


class PlaceFigure(NamedTuple):
    """Chance places Court Figure number ``figure`` (``COURT_FIGURES`` order) for setup."""

    kind: str
    seat: int
    figure: int


class DrawCard(NamedTuple):
    """Chance names the card seat ``to`` draws from ``deck`` (``cards`` still to draw, because
    of ``rule``; into the hand, or hidden for the Treasure Vault)."""

    kind: str
    seat: int
    to: int
    deck: str
    cards: int
    rule: str
    dest: str


class DiscardCards(NamedTuple):
    """``why`` is ``limit`` (down to the hand limit, R12) or ``death`` (Death's discards, of
    which ``done`` are made)."""

    kind: str
    seat: int
    why: str
    done: int = 0


class HideOptional(NamedTuple):
    """An optional hide of a Minor (Ballroom, Magician, Emperor, Hermit, Moon, World): the
    ``nth`` of the hides ``source`` allows."""

    kind: str
    seat: int
    source: str
    rule: str
    nth: int = 1


class MoveAny(NamedTuple):
    """A Major's move of any Court Figure (arcanum R6); ``rule``: the Major."""

    kind: str
    seat: int
    rule: str


class ChooseHouse(NamedTuple):
    """A House whose prestige changes by ``amount`` (not ``exclude``); ``rule``: the Major."""

    kind: str
    seat: int
    amount: int
    exclude: int
    rule: str


class DiscardOne(NamedTuple):
    """Every other player discards one card (Chariot, Judgement: arcanum R17)."""

    kind: str
    seat: int
    rule: str


class GiveCard(NamedTuple):
    """The Wheel: ``left`` cards still to set aside for the player on the left (R17)."""

    kind: str
    seat: int
    left: int


class SwapHidden(NamedTuple):
    """Temperance's ``nth`` swap (0, then 1) of a hidden Minor with one from hand."""

    kind: str
    seat: int
    nth: int


class FieldsHouse(NamedTuple):
    """The Fields ask about ``house``: raise, lower or keep its prestige."""

    kind: str
    seat: int
    house: int


class AssignFool(NamedTuple):
    """The hidden Fool's owner decides at ``house`` in the ``scoring`` (full or world)."""

    kind: str
    seat: int
    house: int
    scoring: str


Pending = (Decide | PlaceFigure | DrawCard | DiscardCards | HideOptional | MoveAny | ChooseHouse
           | DiscardOne | GiveCard | SwapHidden | FieldsHouse | AssignFool)
"""Every pending decision of Arcanum: a typed tuple whose ``kind`` names its ``Decision``."""


class ArcanumBase(DecisionState):
    """The fields of an Arcanum position and what every rulebook section uses."""

    GAME = "arcanum"
    OPTIONS = (
        Option("players", int, 4, "number of players (arcanum: 3 to 5)", minimum=3, maximum=5),
        Option("turns", int, None, "game length: 6 (normal) or 9 (long); with 3 players 4 or 8 "
               "(arcanum R10); None: the normal game", nullable=True),
        Option("first_game", bool, False, "arcanum R11: no Major in turn 1's deal; each player "
               "is dealt one Major at the start of turn 3"),
        Option("majors", bool, True, "False: play without Major Arcana (arcanum R11)"),
    )
    PROBES = ("end turn", "hide Stars", "draw 3 minors", "harbour pass", "play 4S: NS -> 4")
    OVER_RULE = R_END

    # every field of a position, declared once
    n: int
    turns: int
    scoring_every: int  # a House scoring after every this many turns (arcanum R10)
    turn: int
    first: int  # the first player this turn
    hands: list[list[int]]
    hidden: list[list[int]]  # the cards hidden under the board in front of each seat
    revealed: list[list[int]]  # hidden cards shown face up (the Sun, R19; a scoring, R21)
    vp: list[int]
    prestige: list[int]  # the four Houses' prestige, SUITS order
    figures: list[int]  # location 1..10 per Court Figure, 0 off the board (Judgement), -1 unplaced
    minor_deck: list[int]
    major_deck: list[int]
    minor_discard: list[int]
    major_discard: list[int]
    in_play: list[int]  # cards being resolved
    gifts: list[list[int]]  # the Wheel's gifts set aside, per giver
    tower: tuple[int, int, int] | None  # owner, first covered, second covered
    judgements: list[tuple[int, tuple[int, ...]]]  # owner, figures off board
    harbour_count: int  # Minors the other players drew at the Harbour
    chosen_house: int  # the Empress's raised House (the lowered one must differ)
    swaps_stopped: bool  # Temperance: "swap none" ends the swaps
    devil: bool  # the Devil doubles this turn's VP and prestige changes (R14)
    active: int  # the active player, -1 between turns
    minor_played: bool
    major_played: bool
    fool_suit: dict[int, int]  # hidden Fools assigned in this scoring (R21)
    scoring: str | None  # "full" or "world" while a scoring is under way
    revealed_before: list[list[int]]  # the Sun's reveals, kept through the World's scoring (R20)
    phase: str  # setup, draw-hide, play, over
    pending: Pending | None
    tasks: list[Task]

    CLONE_SHAPES: ClassVar[dict[str, Shape]] = {
        **DecisionState.CLONE_SHAPES, **dict.fromkeys(
            ("vp", "prestige", "figures", "minor_deck", "major_deck", "minor_discard",
             "major_discard", "in_play", "judgements"), flat),
        **dict.fromkeys(("hands", "hidden", "revealed", "gifts", "revealed_before"), nested),
        "fool_suit": table, "pending": same, "tower": same, "options": table, "tasks": flat}
    """How ``clone()`` copies the fields above whose shape is fixed (``core.copying``); every
    pending record holds only names and numbers, every task is a tuple of names, numbers and
    pending records, and every option is a number or a flag."""

    def _setup(self) -> None:
        n = self.options["players"]
        lengths, every = SCHEDULE[n]
        turns = self.options["turns"] if self.options["turns"] is not None else lengths[0]
        if turns not in lengths:
            raise OptionError(f"arcanum: option 'turns' must be {lengths[0]} or {lengths[1]} "
                              f"with {n} players, not {turns}", "turns")
        self.options["turns"] = turns
        self.n = n
        self.turns = turns
        self.scoring_every = every
        self.turn = 1
        self.first = -1
        self.hands = [[] for _ in range(n)]
        self.hidden = [[] for _ in range(n)]
        self.revealed = [[] for _ in range(n)]
        self.vp = [0] * n
        self.prestige = [0, 0, 0, 0]
        self.figures = [-1] * 16
        self.minor_deck = list(MINORS)
        self.major_deck = list(MAJORS) if self.options["majors"] else []
        self.minor_discard = []
        self.major_discard = []
        self.in_play = []
        self.gifts = [[] for _ in range(n)]
        self.tower = None
        self.judgements = []
        self.harbour_count = 0
        self.chosen_house = -1
        self.swaps_stopped = False
        self.devil = False
        self.active = -1
        self.minor_played = False
        self.major_played = False
        self.fool_suit = {}
        self.scoring = None
        self.revealed_before = [[] for _ in range(n)]
        self.pending = Decide("first", -1)  # chance picks the first player
        self.tasks = [("place", i) for i in range(16)]
        self.tasks.append(("turn_begin",))
        self.phase = "setup"
        self._log(None, f"{n} players, {turns} turns; House prestige at 0; figures to be "
                  "placed at random", R_SETUP)

    @property
    def players(self) -> int:
        return int(self.options["players"])

    # ------------------------------------------------------------------ the board
    def _majors_now(self) -> bool:
        """Whether Major Arcana are in play this turn (options majors / first_game, A1)."""
        if not self.options["majors"]:
            return False
        return not (self.options["first_game"] and self.turn < 3)

    def covered(self, loc: int) -> bool:
        """arcanum R15: the Tower covers two locations."""
        t = self.tower
        return t is not None and loc in (t[1], t[2])

    def _can_leave(self, fig: int) -> bool:
        """A figure on the board, not under the Tower (R15), may be moved."""
        loc = self.figures[FIG_INDEX[fig]]
        return loc > 0 and not self.covered(loc)

    def house_positions(self) -> list[int]:
        """arcanum R8: each House's position 1..4 by prestige, ties sharing the better one."""
        return house_positions(self.prestige)

    def house_standing(self, house: int) -> list[tuple[int, int, int]]:
        """(seat, cards, value) of every player with cards of ``house`` (R9), best first."""
        return house_standing(self.hidden, house, self.fool_suit)

    # ------------------------------------------------------------------ VP and prestige
    def _double(self) -> int:
        return 2 if self.devil else 1  # arcanum R14

    def _add_vp(self, seat: int, amount: int) -> int:
        """Change ``seat``'s VP by ``amount`` (doubled by the Devil, R14; never below 0, R13);
        return the change made."""
        before = self.vp[seat]
        self.vp[seat] = max(0, before + amount * self._double())
        return self.vp[seat] - before

    def _gain_vp(self, seat: int, amount: int, why: str, rule: str) -> None:
        due = amount * self._double()
        change = self._add_vp(seat, amount)
        if self.devil:
            why, rule = f"{why}, doubled by the Devil", f"{rule}, arcanum R14"
        if due >= 0:
            text = f"seat {seat} gains {change} VP ({why})"
        elif change == due:
            text = f"seat {seat} loses {-change} VP ({why})"
        else:  # arcanum R13
            rule += ", arcanum R13"
            text = (f"seat {seat} loses {-change} VP, not {-due} ({why}): VP never go below 0"
                    if change else f"seat {seat} has 0 VP and loses none ({why}): VP never go "
                    "below 0")
        self._log(seat, text, rule)

    def _prestige(self, seat: int, house: int, amount: int, cause: str, rule: str) -> None:
        """Change a House's prestige (R4 bounds and overflow, R14 doubling) and log it as
        "<cause>: <House> prestige +n -> <the four Houses>"."""
        amount *= self._double()
        p = self.prestige
        notes = []
        if self.devil:
            notes.append("doubled by the Devil")
            rule += ", arcanum R14"
        if amount < 0:
            if p[house] + amount < 0:
                notes.append(f"{p[house]} before it: prestige never goes below 0")
                rule += ", arcanum R4"
            p[house] = max(0, p[house] + amount)
        else:
            over = max(0, p[house] + amount - PRESTIGE_MAX)
            p[house] = min(PRESTIGE_MAX, p[house] + amount)
            for other in range(4):  # arcanum R4: every other House moves back instead
                if other != house:
                    p[other] = max(0, p[other] - over)
            if over:
                notes.append(f"the track stops at {PRESTIGE_MAX}: every other House moves back "
                             f"{over}")
                rule += ", arcanum R4"
        sign = "+" if amount >= 0 else ""
        note = f" ({'; '.join(notes)})" if notes else ""
        self._log(seat, f"{cause}: {SUITS[house]} prestige {sign}{amount}{note} -> "
                  + ", ".join(f"{SUITS[h]} {p[h]}" for h in range(4)), rule)

    def _t_vp(self, seat: int, amount: int, why: str, rule: str) -> None:
        self._gain_vp(seat, amount, why, rule)

    def _t_prestige(self, seat: int, house: int, amount: int, cause: str, rule: str) -> None:
        self._prestige(seat, house, amount, cause, rule)

    # ------------------------------------------------------------------ cards in hand
    def _hand_minors(self, seat: int) -> list[int]:
        return [c for c in self.hands[seat] if c < MAJOR_BASE]

    def _take(self, seat: int, card: int) -> None:
        self.hands[seat].remove(card)

    def _give(self, seat: int, card: int) -> None:
        hand = self.hands[seat]
        hand.append(card)
        hand.sort()

    def _discard(self, card: int) -> None:
        (self.major_discard if is_major(card) else self.minor_discard).append(card)

    def _hide(self, seat: int, card: int) -> None:
        """Put ``card`` from ``seat``'s hand under the board in front of it."""
        self._take(seat, card)
        self.hidden[seat].append(card)
        self.hidden[seat].sort()

    def _others(self, seat: int) -> list[int]:
        """arcanum R17: other players clockwise from ``seat``'s left."""
        return seat_order(seat + 1, self.n)[:-1]

    # ------------------------------------------------------------------ arcanum R22
    def _minor_due(self, seat: int) -> bool:
        """Is ``seat`` the active player, with the mandatory Minor still to play (R22)?"""
        return seat == self.active and self.phase == "play" and not self.minor_played

    def _last_minor(self, seat: int, card: int) -> Verdict | None:
        """arcanum R22: discarding, hiding or giving away the active player's last Minor
        before the mandatory Minor is played is refused (tarotlab A14 for the Wheel's gift)."""
        if card < MAJOR_BASE and self._minor_due(seat) and self._hand_minors(seat) == [card]:
            return Verdict(False, R_MANDATORY, f"the {name(card)} is seat {seat}'s last Minor "
                           "Arcana: the mandatory Minor must still be played this turn")
        return None

    def _major_refusal(self, seat: int, card: int) -> Verdict | None:
        """arcanum R22: a Major whose effect must take the last Minors out of the hand before
        the mandatory Minor is played: Death (it discards at least one Minor) and the Wheel
        (when its 2 gifts can only be made with the last Minors, tarotlab A14)."""
        if card not in (DEATH, WHEEL) or not self._minor_due(seat):
            return None
        rest = list(self.hands[seat])
        rest.remove(card)
        minors = sum(1 for c in rest if c < MAJOR_BASE)
        # Minors the effect must take: Death discards one; the Wheel gives other cards first
        lost = 1 if card == DEATH else max(0, min(2, len(rest)) - (len(rest) - minors))
        if minors == 0 or minors > lost:
            return None
        how = "discard" if card == DEATH else "give away"
        return Verdict(False, R_MANDATORY, f"{name(card)} would make seat {seat} {how} the last "
                       "Minor Arcana in hand before the mandatory Minor is played this turn")

    # ------------------------------------------------------------------ asking
    def _t_ask(self, record: Any) -> None:
        """Set a decision (``record``); skipped when there is nothing to choose and every seat
        can see so (tarotlab A5). An optional choice left with only "none" because of what
        the hand holds is still asked: skipping it would tell the other seats (A15)."""
        self.pending = record
        legal = self._legal()
        if not legal or (len(legal) == 1 and legal[0] in NONE_CHOICES
                         and self._nothing_to_choose(record.kind, record.seat)):
            self.pending = None

    def _nothing_to_choose(self, kind: str, seat: int) -> bool:
        """Public reasons for an empty optional choice: an empty hand, or (Temperance) no
        hidden Minor (hidden cards are counted openly and the hidden Fool is announced)."""
        if not self.hands[seat]:
            return True
        return kind == "swap" and not any(c < MAJOR_BASE for c in self.hidden[seat])


def ask(record: Any) -> Task:
    """The task that asks ``record``'s decision (``ArcanumBase._t_ask``)."""
    return ("ask", record)


TASKS = {"vp": ArcanumBase._t_vp, "prestige": ArcanumBase._t_prestige, "ask": ArcanumBase._t_ask}

__all__ = ["ArcanumBase", "AssignFool", "ChooseHouse", "DiscardCards", "DiscardOne", "DrawCard",
           "FieldsHouse", "GiveCard", "HideOptional", "MoveAny", "Pending", "PlaceFigure",
           "SwapHidden", "ask", "loc_rule", "seat_order", "the"]
